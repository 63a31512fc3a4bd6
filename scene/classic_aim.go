package scene

import (
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
