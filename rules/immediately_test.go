package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// The core's answers to the Arcade rulebook's "immediately" passages
// (rules/arcade TestEveryImmediatelyOfTheBook lists them all).

// Arcade rulebook, "Wounds": "When a model has a number of wound tokens
// equal to its hearts, the model is destroyed. Immediately remove all
// wound, wrath, and status effect tokens" — inside the command that
// destroys it.
func TestDestroyedModelLosesEveryTokenAtOnce(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|H K .|
+-+-+-+`, "H=Hexcast Sorceress", "K=Tower Stalker")
	h := g.Model(id['H'])
	h.Wrath, h.Wounds = 2, g.Hearts(h)-1
	h.Statuses = h.Statuses.With(cards.Poison).With(cards.Slow)
	g.Phase = ConsulTurn
	g.ScriptDice(blue0, blue0, blue0)
	must(t, g, MonsterAttack{Monster: id['K'], Target: id['H']})
	h = g.Model(id['H'])
	assert.False(t, h.InPlay)
	assert.Zero(t, h.Wounds, "wound tokens")
	assert.Zero(t, h.Wrath, "wrath tokens")
	assert.Zero(t, h.Statuses, "status effect tokens")
}

// Arcade rulebook, "Status Effects": "The model suffers the effect until
// the token is removed, at which point the effects immediately end." A
// Slowed Witch dashes one square; once Curative takes the token away she
// dashes two in the same activation.
func TestStatusEndsTheMomentItsTokenIsRemoved(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+
|W . . . . .|
+-+-+-+-+-+-+`, "W=Sanctioned Witch")
	w := g.Model(id['W'])
	w.Statuses = w.Statuses.With(cards.Slow)
	must(t, g, StartActivation{Hero: id['W']})
	assert.Contains(t, refuse(t, g, Dash{Path: path(pt(1, 0), pt(2, 0))}), "")
	must(t, g, UseAction{Action: "Curative", Aim: Aim{Target: id['W']}, Choices: Choices{HealStatuses: []cards.Status{cards.Slow}}})
	require.False(t, g.Model(id['W']).Statuses.Has(cards.Slow))
	must(t, g, Dash{Path: path(pt(1, 0), pt(2, 0))})
	assert.Equal(t, pt(2, 0), g.Model(id['W']).Pos)
}

// Arcade rulebook, "Immune: Status Effects": "If a model that is suffering
// a status effect gains Immune: Status Effects, remove all status effect
// tokens immediately."
func TestGainingImmuneStatusEffectsRemovesEveryToken(t *testing.T) {
	g, id := board(t, `
+-+-+
|W .|
+-+-+`, "W=Sanctioned Witch")
	w := g.Model(id['W'])
	w.Statuses = w.Statuses.With(cards.Poison).With(cards.Hex)
	evs := g.applyEffects(w, w, &cards.Action{Name: "Ward", Grants: []cards.Keyword{{Name: "Immune"}}}, nil, nil)
	assert.Len(t, find[StatusesRemoved](evs), 1)
	assert.Zero(t, w.Statuses)
}

// Arcade rulebook, "Equipping Heroes": a treasure traded for with six loot
// "may be equipped immediately", in the same power-up.
func TestTradedTreasureEquippedImmediately(t *testing.T) {
	g, id := equipBoard(t)
	six := []string{"Bent Nail", "Bent Nail", "Witch Hat", "Potion Pouch", "Fizzy Beverage", "Heart Container"}
	g.Backpack = six
	g.Deck(TreasureDeck).Draw = []string{"Ancestral Mail"}
	must(t, g, TradeLoot{Cards: six})
	must(t, g, Equip{Hero: id['A'], Card: "Ancestral Mail"})
	assert.Equal(t, "Ancestral Mail", g.Model(id['A']).Slots[3], "sapphire slot")
}
