package explore

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Rude Supers' potions (document, "Hero Phase 1: (Upkeep &) Activation",
// "The Consul's Turn", Key Terms "Potions"):
//
//   - "Each Hero may use 1 (and only 1) potion of their choice (either
//     theirs or any other Hero's) during the entire Heroes' turn": a Hero
//     that drank in the Heroes' turn drinks no more until the next one
//     (Rude.Drank, counted from the PotionDrunk events); in the Consul's
//     turn the core's one emergency potion per Hero holds.
//   - "only emergency potions may be used during the activation of a
//     Super interrupting the Heroes' turn, which will still count as that
//     Hero's use of a potion for the turn", and "a potion may be used to
//     interrupt anything so long as the use of that potion is legal":
//     green potions while a Super interrupts (GreenPotionsNow).
//   - Knockdown (the editor's note): "a model with Knockdown cannot drink
//     emergency potions"; Ice: "For a Hero suffering from Ice, this
//     includes using potions, though this does not prevent ... other
//     heroes from using that model's potions".
//
//   - "A potion may be used at any time during the Heroes' turn. If a Hero
//     player would like to use a healing potion immediately before
//     performing upkeep to avoid death from Fire ... they may do so":
//     between two activations (no Hero activating, no Super
//     interrupting) any Hero may drink a red or blue potion
//     (PotionsAnyTime); during an activation only the active Hero does,
//     as in Explore.

var _ rules.PotionTimerVariant = (*State)(nil)

// PotionsAnyTime implements rules.PotionTimer: under Rude Supers, red and
// blue potions by any Hero between two activations of the Heroes' turn
// (see above); Explore keeps the core's timing.
func (s *State) PotionsAnyTime(g *rules.Game) bool {
	return s.Rude != nil && g.Phase == rules.HeroTurn && g.Active == rules.NoModel && s.Active == rules.NoModel
}

// GreenPotionsNow implements rules.PotionTimerVariant: green potions while
// a Super interrupts the Heroes' turn.
func (s *State) GreenPotionsNow(g *rules.Game) bool {
	return s.Rude != nil && g.Phase == rules.HeroTurn && s.Active != rules.NoModel
}

// refusePotion is the one potion per Hero per Heroes' turn and Knockdown.
func (g eg) refusePotion(c rules.Command) error {
	r := g.rude()
	if r == nil {
		return nil
	}
	var drinker rules.ModelID
	switch c := c.(type) {
	case rules.DrinkPotion:
		drinker = c.Drinker
	case rules.LoudSlurping:
		drinker = c.Hero
	default:
		return nil
	}
	if g.Active != rules.NoModel {
		drinker = g.Active // red and blue potions: the active Hero drinks
	}
	h := g.Model(drinker)
	if h == nil {
		return nil // the core says why
	}
	if g.Phase == rules.HeroTurn && slices.Contains(r.Drank, drinker) {
		return rules.Illegal(c, "%s has already used its potion this Heroes' turn (Rude Supers: one per Hero per turn)", h.Card)
	}
	if g.Suffers(h, cards.Knockdown) {
		return rules.Illegal(c, "%s is knocked down and cannot drink a potion (Rude Supers, \"Knockdown\")", h.Card)
	}
	if g.Suffers(h, cards.Ice) {
		// The core refuses a potion action under Ice; Loud Slurping too
		// here, as "this includes using potions".
		return rules.Illegal(c, "%s suffers Ice: no potions, though another Hero may drink its tokens (Rude Supers, \"Ice\")", h.Card)
	}
	return nil
}

// rudeCountPotions notes the Heroes that drank in the Heroes' turn.
func (g eg) rudeCountPotions(evs []rules.Event) {
	r := g.rude()
	if r == nil || g.Phase != rules.HeroTurn {
		return
	}
	for _, e := range evs {
		if d, ok := e.(rules.PotionDrunk); ok && !slices.Contains(r.Drank, d.Drinker.ID) {
			r.Drank = append(clip(r.Drank), d.Drinker.ID)
		}
	}
}

// DrankThisTurn reports whether Hero id has used its potion this Heroes'
// turn under Rude Supers (one per Hero per turn; false in Explore and
// outside the Heroes' turn), for the hero AI.
func DrankThisTurn(g *rules.Game, id rules.ModelID) bool {
	s := StateOf(g)
	return s != nil && s.Rude != nil && g.Phase == rules.HeroTurn && slices.Contains(s.Rude.Drank, id)
}
