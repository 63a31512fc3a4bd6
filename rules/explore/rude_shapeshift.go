package explore

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// Rude Supers' Shapeshift (Part 2, "Shapeshift"): "A model with Shapeshift
// may choose to shapeshift during their Upkeep; a Hero may instead choose
// to shift during their Power-up Phase, but may not shapeshift twice in the
// same turn." The upkeep's shift is the core's (StartActivation with
// Shapeshift); the power-up's is RudeShapeshift. A round's Heroes' turn and
// its power-up are one turn: a Hero that shifted in either may not shift
// again until the next round (Rude.Shifted, cleared as the round begins).
//
// Not needed yet, so not built: "If the new Model is a different size ...
// the shapeshifter may Push other models 1 space to make room": every Hero
// card is small (rules/shapeshift.go), so a Hero's new form always takes
// its old square; Explore's monsters have no Shapeshift (no monster card
// in the data has it).

// RudeShapeshift is a Hero taking its other form in the Heroes' power-up.
type RudeShapeshift struct {
	Hero rules.ModelID
}

func (RudeShapeshift) CommandName() string { return "shapeshift in the power-up" }

func (c RudeShapeshift) apply(g eg) ([]rules.Event, error) {
	r := g.rude()
	if r == nil {
		return nil, rules.Illegal(c, "only Rude Supers lets a Hero shapeshift in the power-up; it shifts as its activation begins")
	}
	if g.Phase != rules.HeroPowerUp {
		return nil, rules.Illegal(c, "a Hero shapeshifts during its upkeep or the Heroes' power-up")
	}
	m := g.Model(c.Hero)
	if m == nil || m.Kind != rules.KindHero || !m.InPlay {
		return nil, rules.Illegal(c, "only a Hero in the dungeon shapeshifts")
	}
	if err := g.shiftedThisTurn(c, c.Hero); err != nil {
		return nil, err
	}
	e, err := g.ShapeshiftHero(c, m)
	if err != nil {
		return nil, err
	}
	r.Shifted = append(clip(r.Shifted), c.Hero)
	return []rules.Event{e}, nil
}

// shiftedThisTurn refuses a second shapeshift in one turn.
func (g eg) shiftedThisTurn(c rules.Command, id rules.ModelID) error {
	if slices.Contains(g.rude().Shifted, id) {
		return rules.Illegal(c, "%s has already shapeshifted this turn (Rude Supers: never twice in the same turn)", g.Name(id))
	}
	return nil
}

// rudeShifted records an upkeep shift (the power-up, later in the same
// turn, then refuses one).
func (g eg) rudeShifted(c rules.Command) {
	if s, ok := c.(rules.StartActivation); ok && s.Shapeshift && g.rude() != nil {
		g.rude().Shifted = append(clip(g.rude().Shifted), s.Hero)
	}
}
