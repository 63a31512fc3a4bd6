package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

func scenario(t *testing.T, text string) (*rules.Game, map[rune]rules.ModelID) {
	t.Helper()
	loadShared(t)
	sc, err := rules.ParseScenario(text, sharedCat)
	require.NoError(t, err)
	return sc.Game, sc.Marks
}

// A raging Barbarian that has walked spends its free attacks on the
// monster next to it before anything else.
func TestAIRageAttacks(t *testing.T) {
	g, id := scenario(t, `
map
+-+-+-+-+
|R . . .|
+ + + + +
|. . C .|
+-+-+-+-+
end
R Claw Tribe Barbarian
C Crawler
`)
	for _, c := range []rules.Command{rules.StartActivation{Hero: id['R']}, rules.UseAction{Action: "Rage"},
		rules.Move{Path: []tiles.Point{{X: 1, Y: 0}}}} {
		_, err := g.Apply(c)
		require.NoError(t, err)
	}
	assert.Equal(t, rules.RageAttack{Target: id['C']}, New().Next(g))
}

// Cards waiting after a chest is opened with Look: the AI keeps one that
// fits a free slot and is not Cursed, and a forced boo booty otherwise.
func TestAIChoosesTreasure(t *testing.T) {
	g, id := scenario(t, `
deck treasure: Ancestral Mail, Oracle Eye
map
+-+-+-+
|W T .|
+-+-+-+
end
W Sanctioned Witch
T Treasure Chest tile=2
`)
	_, err := g.Apply(rules.StartActivation{Hero: id['W']})
	require.NoError(t, err)
	_, err = g.Apply(rules.OpenChest{Chest: id['T'], Look: true})
	require.NoError(t, err)
	c := New().Next(g)
	require.IsType(t, rules.ChooseTreasure{}, c)
	_, err = g.Apply(c)
	require.NoError(t, err)
	assert.Len(t, g.Backpack, 1)
	_, pending := g.PendingTreasure()
	assert.False(t, pending)
}
