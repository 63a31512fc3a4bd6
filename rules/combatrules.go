package rules

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// CombatRules are the ways a game reads its dice and its Dash when they
// differ from the core's (the Arcade and Explore rulebooks'). The zero
// value is the core's rule everywhere.
type CombatRules struct {
	// HeartStars: every heart and potion rolled on an offense roll (a
	// roll with an attribute, Heroes' and monsters' alike) counts as a
	// star, the heart+potion face as two (Rude Supers, "3) Make an
	// Offense Roll"). They still pop out as the core says.
	HeartStars bool
	// DefenseReroll: the hearts and potions of a defense roll are rolled
	// again, once (Rude Supers, "4) Target Makes a Defensive Roll").
	DefenseReroll bool
	// Criticals, when set, replaces the critical rule: an offense total
	// equal to one of these, rolled by a Hero or by a model Critical
	// reports, is critical if it hits; a Hero's support action with such a
	// total hits whatever the defense (Rude Supers, "Critical Numbers").
	Criticals []int
	// Critical reports whether a Consul model scores criticals under
	// Criticals (Rude Supers: the Supers); nil: none does.
	Critical func(g *Game, m *Model) bool `json:"-"`
	// DashMP, when set, is the movement points Dash gives for its action
	// point, and Slow forbids Dash (Rude Supers, "Dash", "Slow").
	DashMP int
	// PopOutCap, when set, is the most hearts and potions one hit pops out
	// together, hearts first (Rude Supers, "6) Resolve Effects": "a
	// monster will never drop more than two items (hearts and/or potions)
	// per hit").
	PopOutCap int
	// HouseStatuses plays the Rude Supers document's status effects
	// ("Status Effects"): Poison takes no action point but wounds a model
	// that spends all of its action points, once its activation ends;
	// Slow takes half the movement points (rounded up) at upkeep, and half
	// of those left when it strikes mid-activation, never given back; a
	// Hero's Backlash strikes back at every failed attack, not once a
	// turn.
	HouseStatuses bool
}

// houseStatuses reports whether the ruleset plays its own Poison, Slow
// and Backlash (CombatRules.HouseStatuses).
func (g *Game) houseStatuses() bool { return g.combatRules().HouseStatuses }

// CombatRuler is an optional Ruleset hook: the game's CombatRules, asked
// whenever dice are rolled or a Dash is measured (Rude Supers). Absent,
// the core's rules hold.
type CombatRuler interface {
	CombatRules(g *Game) CombatRules
}

// combatRules is the game's CombatRules (the zero value without the hook).
func (g *Game) combatRules() CombatRules {
	if cr, ok := g.rules().(CombatRuler); ok {
		return cr.CombatRules(g)
	}
	return CombatRules{}
}

// HouseDash is how far m may Dash when the ruleset says so (ok false:
// the core's two squares, one under Slow); 0 under Slow when Slow
// forbids Dash.
func (g *Game) HouseDash(m *Model) (limit int, ok bool) {
	cr := g.combatRules()
	if cr.DashMP == 0 {
		return 0, false
	}
	if g.Suffers(m, cards.Slow) {
		return 0, true
	}
	return cr.DashMP, true
}

// houseCritical reports, under a ruleset's critical numbers, whether
// model m's offense total stars is critical (ok false: the core's rule
// holds).
func (g *Game) houseCritical(m *Model, stars int) (critical, ok bool) {
	cr := g.combatRules()
	if cr.Criticals == nil {
		return false, false
	}
	scores := m.Kind == KindHero || (cr.Critical != nil && cr.Critical(g, m))
	return scores && slices.Contains(cr.Criticals, stars), true
}

// rerollDefenseHearts rolls a defense roll's hearts and potions again,
// once, when the ruleset says so; it reports how many dice it rolled.
func (g *Game) rerollDefenseHearts(r *Rolled) int {
	n := 0
	for i := range r.Dice {
		d := &r.Dice[i]
		if !d.Heart && !d.Potion {
			continue
		}
		fi := g.rollFace()
		f := g.catalog.Dice[d.Colour].Faces[fi]
		*d = DieResult{Colour: d.Colour, Face: fi, Stars: f.Stars, Heart: f.Heart, Potion: f.Potion}
		n++
	}
	return n
}
