package explore

import (
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// A monster's heart (Part 2, "6) Resolve Effects"): "If any monster
// performs a successful offensive attack and rolls a heart, the Consul may
// remove 1 status effect from any monster on the board ... only ... once
// per offensive roll". The editor's "and/or potion?" is left open: hearts
// only. The Consul chooses: an Attack with ChooseHeart leaves the heart
// waiting (Rude.Heart) for the Consul's RudeHeart, the status to remove
// or none; every other command waits for it. Without ChooseHeart (the
// computer Consul) the rules choose at once, as HeartForMe would.

// HeartChoice is a status a monster's heart may remove: Status from the
// monster Model.
type HeartChoice struct {
	Model  rules.ModelID
	Status cards.Status
}

// RudeHeart is the Consul's answer to a monster's heart: remove Status
// from monster Model, or (Model rules.NoModel) leave every status.
type RudeHeart struct {
	Model  rules.ModelID
	Status cards.Status
}

func (RudeHeart) CommandName() string { return "monster's heart" }

func (c RudeHeart) apply(g eg) ([]rules.Event, error) {
	r := g.rude()
	if r == nil || !r.Heart {
		return nil, rules.Illegal(c, "no monster's heart is waiting for a status to remove")
	}
	if c.Model == rules.NoModel {
		r.Heart = false
		return []rules.Event{rudeNote("The Consul leaves every status where it is (a monster's heart)")}, nil
	}
	m := g.Model(c.Model)
	if m == nil || !m.InPlay || m.Kind != rules.KindMonster {
		return nil, rules.Illegal(c, "a heart removes a status from a monster in the dungeon")
	}
	if !m.Statuses.Has(c.Status) {
		return nil, rules.Illegal(c, "%s does not suffer %s", m.Card, c.Status)
	}
	r.Heart = false
	return g.heartRemoves(m, c.Status), nil
}

// HeartPending reports whether a monster's heart waits for the Consul's
// RudeHeart.
func HeartPending(g *rules.Game) bool {
	s := StateOf(g)
	return s != nil && s.Rude != nil && s.Rude.Heart
}

// HeartChoices lists every status a monster's heart may remove now, the
// rules' own choice (HeartForMe) first.
func HeartChoices(g *rules.Game) []HeartChoice {
	s := StateOf(g)
	if s == nil || s.Rude == nil {
		return nil
	}
	e := eg{g, s}
	first, ok := e.heartForMe(g.Model(s.Active))
	if !ok {
		return nil
	}
	out := []HeartChoice{first}
	for i := range g.Models {
		x := &g.Models[i]
		if !ailing(x) {
			continue
		}
		for _, st := range x.Statuses.List() {
			if c := (HeartChoice{x.ID, st}); c != first {
				out = append(out, c)
			}
		}
	}
	return out
}

func ailing(x *rules.Model) bool { return x.InPlay && x.Kind == rules.KindMonster && x.Statuses != 0 }

// heartForMe is the rules' choice for the Consul: the attacker's own
// status first, else a Super's, else the first monster's with one; Fire
// first, else the first of its statuses. False when no monster has one.
func (g eg) heartForMe(m *rules.Model) (HeartChoice, bool) {
	var pick *rules.Model
	if m != nil && ailing(m) {
		pick = m
	} else {
		for i := range g.Models {
			x := &g.Models[i]
			if ailing(x) && (pick == nil || (isSuper(g.Game, x) && !isSuper(g.Game, pick))) {
				pick = x
			}
		}
	}
	if pick == nil {
		return HeartChoice{}, false
	}
	st := pick.Statuses.List()[0]
	if pick.Statuses.Has(cards.Fire) {
		st = cards.Fire
	}
	return HeartChoice{pick.ID, st}, true
}

func (g eg) heartRemoves(m *rules.Model, st cards.Status) []rules.Event {
	m.Statuses = m.Statuses.Without(st)
	return []rules.Event{rules.StatusesRemoved{Model: g.RefOf(m.ID), Status: []cards.Status{st}, Reason: "a monster's heart (Rude Supers, \"6) Resolve Effects\")"}}
}

// rudeMonsterHeart follows monster m's attack: a hit with a heart
// removes a status (the rules' choice), or with choose waits for the
// Consul's RudeHeart.
func (g eg) rudeMonsterHeart(m *rules.Model, evs []rules.Event, choose bool) []rules.Event {
	if g.rude() == nil {
		return nil
	}
	heart, hit := false, false
	for _, e := range evs {
		switch e := e.(type) {
		case rules.Rolled:
			if e.Model.ID == m.ID && e.Why == "offense" {
				for _, d := range e.Dice {
					heart = heart || d.Heart
				}
			}
		case rules.Defended:
			hit = hit || (e.Attacker.ID == m.ID && !e.Held)
		}
	}
	if !heart || !hit {
		return nil
	}
	pick, ok := g.heartForMe(m)
	if !ok {
		return nil
	}
	if choose {
		g.rude().Heart = true
		return []rules.Event{rudeNote("%s's heart: the Consul may remove a status from a monster (Rude Supers, \"6) Resolve Effects\")", m.Card)}
	}
	return g.heartRemoves(g.Model(pick.Model), pick.Status)
}

// refuseHeart keeps every command but RudeHeart waiting while a heart
// waits for the Consul.
func (g eg) refuseHeart(c rules.Command) error {
	if _, ok := c.(RudeHeart); ok || g.rude() == nil || !g.rude().Heart {
		return nil
	}
	return rules.Illegal(c, "a monster's heart waits for the Consul: choose the status it removes, or none, first")
}
