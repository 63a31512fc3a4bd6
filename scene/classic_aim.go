package scene

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// A person playing the classic Consul aims a monster's Lance, Sweep or
// Spray (Starfire's Dragon Breath and Tail Sweep) as a Hero aims one: the
// pointer's side of the monster picks the direction, the covered squares
// light up with whom they hit and the chance to wound each
// (play_areaaim.go), and the click fires there (1st edition, "Area
// Effects": the user chooses a square next to it, not diagonal).

// armedCommand is the command the armed action makes at aim: the active
// Hero's, or the Consul's monster's aimed area attack.
func (p *Play) armedCommand(aim rules.Aim) rules.Command {
	if p.armed.consul {
		return classic.Attack{Target: rules.NoModel, Action: p.armed.monsterAct, Dir: aim.Dir}
	}
	return p.armed.command(aim)
}

// fireConsulArea fires the armed monster area at the pointer's side; it
// reports whether the armed action was one.
func (p *Play) fireConsulArea() bool {
	if !p.armed.consul || !p.areaMode() {
		return false
	}
	if aim, ok := p.armedAim(); ok && p.apply(p.armedCommand(aim)) == nil {
		p.armed = armedAction{}
	}
	return true
}

// aimedTargets are the Heroes a monster's aimed area could catch along
// some side: each the Attack the rules accept, tried on a copy.
func (r classicRules) aimedTargets(action string) []rules.ModelID {
	var out []rules.ModelID
	for _, id := range r.g.HeroesInPlay() {
		for _, d := range []tiles.Dir{tiles.N, tiles.E, tiles.S, tiles.W} {
			if _, err := r.g.Clone().Apply(classic.Attack{Target: id, Action: action, Dir: d}); err == nil {
				out = append(out, id)
				break
			}
		}
	}
	return out
}

// The Flinger's Smoke Pot (a cloud thrown on a friend, rules/classic's
// Support with a Target): its button arms it, the friends it may be
// thrown at light up as targets, and a click on one throws it.

// cloudButton is the action bar's button for cloud action a.
func (p *Play) cloudButton(a *cards.Action) *actionButton {
	name := a.Name
	b := &actionButton{label: name, cost: fmt.Sprintf("%d AP", max(1, a.Cost)),
		tip:    a.Text + " Click it, then the friend to throw it at.",
		active: p.armed.consul && p.armed.monsterAct == name}
	if len(p.exTargets(name)) == 0 {
		b.disabled = "No friend in range and sight."
	}
	b.onClick = func() { p.arm(armedAction{name: name, owner: rules.NoModel, consul: true, monsterAct: name}) }
	return b
}

// fireConsulCloud throws the armed cloud at target when target is a
// friend it may be thrown at; it reports whether the armed action was a
// cloud (a click elsewhere disarms it).
func (p *Play) fireConsulCloud(target *rules.Model) bool {
	m := p.g.Model(p.actor())
	if !p.armed.consul || p.armed.monsterAct == "" || m == nil {
		return false
	}
	a, ok := p.g.FindAction(m, p.armed.monsterAct)
	if !ok || a.Type == cards.Offensive {
		return false
	}
	if target == nil || target.Kind != rules.KindMonster || p.apply(classic.Support{Action: a.Name, Target: target.ID}) == nil {
		p.armed = armedAction{}
	}
	return true
}

// cloudTargets are the friends the activating monster may throw cloud
// action at: each the Support the rules accept, tried on a copy.
func (r classicRules) cloudTargets(action string) []rules.ModelID {
	var out []rules.ModelID
	for i := range r.g.Models {
		o := &r.g.Models[i]
		if !o.InPlay || o.Kind != rules.KindMonster {
			continue
		}
		if _, err := r.g.Clone().Apply(classic.Support{Action: action, Target: o.ID}); err == nil {
			out = append(out, o.ID)
		}
	}
	return out
}
