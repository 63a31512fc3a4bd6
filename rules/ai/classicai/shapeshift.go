package classicai

import (
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
)

// Shapeshift amends the hero AI's choice of the next Hero to activate: a
// Hero with Shapeshift (the Deeproot Druid and its Angry Bear) takes, as
// its activation begins, the form the moment calls for (1st edition,
// "Shapeshift"). The fighting form (the one without a healing action)
// when a monster or spawning point is within a move and a blow of it and
// no Hero near it needs the healing form's balm; the healing form
// otherwise (a hurt friend near, or nothing to fight). Any other command
// is returned as it is.
func Shapeshift(g *rules.Game, cmd rules.Command) rules.Command {
	c, ok := cmd.(rules.StartActivation)
	if !ok || c.Shapeshift || classic.StateOf(g) == nil {
		return cmd
	}
	h := g.Model(c.Hero)
	card := g.HeroCard(h)
	if card == nil || card.Shapeshift == "" {
		return cmd
	}
	other := g.Catalog().Heroes[card.Shapeshift]
	if other == nil || heals(card) == heals(other) {
		return cmd // neither form is the healer: nothing to choose by
	}
	healer := card
	if !heals(card) {
		healer = other
	}
	fight := enemyWithin(g, h, g.MaxMP(h)+1) && !healNeeded(g, h, healer)
	if fight == heals(card) { // a healer that should fight, a fighter that should heal
		c.Shapeshift = true
	}
	return c
}

// heals reports whether a Hero card has a healing action.
func heals(h *cards.Hero) bool {
	for _, a := range h.Actions {
		if a.Heal > 0 {
			return true
		}
	}
	return false
}

// enemyWithin reports whether a monster or spawning point in play is
// within reach squares of h.
func enemyWithin(g *rules.Game, h *rules.Model, reach int) bool {
	for i := range g.Models {
		m := &g.Models[i]
		if m.InPlay && (m.Kind == rules.KindMonster || m.Kind == rules.KindSpawningPoint) && g.ModelDist(h, m) <= reach {
			return true
		}
	}
	return false
}

// healNeeded reports whether the healing form could heal now (a potion
// to pay its balm) and a Hero within a move and its area of h, h too,
// has two wounds or more.
func healNeeded(g *rules.Game, h *rules.Model, healer *cards.Hero) bool {
	if h.Potions == 0 {
		return false
	}
	reach := healer.Mv
	for _, a := range healer.Actions {
		if a.Heal > 0 {
			reach += a.Area.Size
		}
	}
	for _, id := range g.HeroesInPlay() {
		f := g.Model(id)
		if f.Wounds >= 2 && g.ModelDist(h, f) <= reach {
			return true
		}
	}
	return false
}
