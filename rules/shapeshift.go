package rules

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Shapeshift (Arcade rulebook, "Shapeshift"): a model with Shapeshift has
// two cards, its original form and its shapeshift form; when it shifts its
// card is replaced, it keeps every token and its equipment, and the new
// model must cover at least one square the old one covered. A Hero may
// shift during its upkeep (StartActivation{Shapeshift: true}); if there is
// no room for the new model it may not. The other form is the Hero card's
// shapeshift field (cards.Hero.Shapeshift).
//
// Every Hero is small, so the new form takes the old one's square and there
// is always room. It shifts first thing in the upkeep, so the rest of the
// upkeep (Tough, Fire) and the activation's points are the new form's. No
// card in the data shapeshifts yet. Monsters shift on the Unique command
// (rules/arcade, shapeshift.go) through SetForm.

// Shapeshifted: a model took its other form.
type Shapeshifted struct {
	Model    Ref
	From, To string
}

func (e Shapeshifted) Kind() string { return "shapeshifted" }
func (e Shapeshifted) String() string {
	return fmt.Sprintf("%s shapeshifts from %s into %s", e.Model, e.From, e.To)
}

// shapeshift replaces Hero m's card with its other form.
func (g *Game) shapeshift(c Command, m *Model) (Event, error) {
	h := g.HeroCard(m)
	if h == nil || h.Shapeshift == "" || !h.Has("Shapeshift") {
		return nil, Illegal(c, "%s has no other form to shapeshift into", m.Card)
	}
	if g.catalog.Heroes[h.Shapeshift] == nil {
		return nil, Illegal(c, "%s's other form %q has no card", m.Card, h.Shapeshift)
	}
	for i := range g.Models {
		if o := &g.Models[i]; o.InPlay && o.ID != m.ID && o.Card == h.Shapeshift {
			return nil, Illegal(c, "%s is already in the dungeon", h.Shapeshift)
		}
	}
	from := m.Card
	m.Card = h.Shapeshift
	return Shapeshifted{Model: g.RefOf(m.ID), From: from, To: m.Card}, nil
}

// SetForm replaces Consul model m's card with its other form's card at
// base square at (the ruleset has made room): tokens, wounds and effects
// stay (Arcade rulebook, "Shapeshift": "The model retains all tokens").
func (g *Game) SetForm(m *Model, card string, at tiles.Point) Event {
	from := m.Card
	m.Card, m.Pos = card, at
	g.bindCard(m)
	if c := g.MonsterCard(m); c != nil {
		m.Large = c.Large
	}
	return Shapeshifted{Model: g.RefOf(m.ID), From: from, To: card}
}

// ShapeshiftHero replaces Hero m's card with its other form outside its
// upkeep (Rude Supers lets a Hero shift in the power-up): the rules of
// shapeshift, the event it returns.
func (g *Game) ShapeshiftHero(c Command, m *Model) (Event, error) { return g.shapeshift(c, m) }
