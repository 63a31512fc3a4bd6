package arcade

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// Arcade rulebook, "Challenge" (Overexertion: wounded Heroes have one
// action point fewer) and "Heal X": the Witch, wounded, has 2 of her 3
// action points; Curative on herself spends one and heals her wound, so
// the penalty lifts and she still has 1 left. The rule is right; the log
// says why her action points did not drop (played by mouse: "spends 1
// action point on Curative … heals 1 wound", and her card kept 1 AP). The
// same line comes when a wound takes one away mid-activation.
func TestHealingAWoundUnderOverexertionSaysWhyTheActionPointsStay(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+
|W . . . C|
+-+-+-+-+-+`, "W=Sanctioned Witch", "C=Crawler")
	StateOf(g).Challenge = "Overexertion"
	w := g.Model(id['W'])
	w.Wounds = 1
	must(t, g, rules.StartActivation{Hero: id['W']})
	require.Equal(t, 2, g.APLeft(id['W']), "wounded: one action point fewer")
	evs := must(t, g, rules.UseAction{Action: "Curative", Aim: rules.Aim{Target: id['W']}})
	assert.Equal(t, 0, g.Model(id['W']).Wounds)
	assert.Equal(t, 2, g.APLeft(id['W']), "one spent, one given back: the rule")
	notes := find[rules.Note](evs)
	require.Len(t, notes, 1, "the log says why")
	assert.Equal(t, "Sanctioned Witch has 1 more action point this activation (2 action points left): with no wound left, Overexertion takes none", notes[0].Text)

	evs = g.Wound(g.Model(id['W']), rules.NoModel, 1, "a trap", false)
	notes = find[rules.Note](evs)
	require.Len(t, notes, 1)
	assert.Equal(t, "Sanctioned Witch has 1 action point fewer this activation (1 action point left): wounded, it loses one to Overexertion", notes[0].Text)
	assert.Equal(t, 1, g.APLeft(id['W']))

	// Outside its activation a Hero's action points are not counted: a
	// heal then says nothing of them.
	must(t, g, rules.EndActivation{})
	healed := g.Heal(g.Model(id['W']), 1, "a test")
	require.NotEmpty(t, find[rules.Healed](healed))
	assert.Empty(t, find[rules.Note](healed))
}
