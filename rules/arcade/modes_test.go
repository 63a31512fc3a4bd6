package arcade

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// Arcade rulebook, "5. Select Difficulty": one to three mode cards are
// flipped at random; the same seed flips the same ones.
func TestPickModes(t *testing.T) {
	hard, err := cards.LoadHardModes()
	require.NoError(t, err)
	for n := 0; n <= 3; n++ {
		got := PickModes(7, hard, n)
		assert.Len(t, got, n)
		assert.Equal(t, got, PickModes(7, hard, n), "deterministic")
		seen := map[string]bool{}
		for _, m := range got {
			assert.False(t, seen[m], "no card twice")
			seen[m] = true
		}
	}
	assert.Len(t, PickModes(1, hard, 99), len(hard), "never more than the deck")
	differ := false
	for s := uint64(0); s < 20 && !differ; s++ {
		differ = PickModes(s, hard, 2)[0] != PickModes(s+1, hard, 2)[0]
	}
	assert.True(t, differ, "different seeds flip different cards")
}

// Arcade rulebook, "5. Select Difficulty": "If you wish to add variety to
// your game while maintaining the standard difficulty level, you may even
// choose to flip one Hard Mode and one Easy Mode card." Both hold at once.
func TestVarietyOneEasyOneHard(t *testing.T) {
	easy, err := cards.LoadEasyModes()
	require.NoError(t, err)
	hard, err := cards.LoadHardModes()
	require.NoError(t, err)
	for seed := uint64(1); seed < 20; seed++ {
		ms := PickVariety(seed, easy, hard)
		require.Len(t, ms, 2)
		assert.True(t, slices.ContainsFunc(easy, func(m cards.Mode) bool { return m.Name == ms[0] }), ms[0])
		assert.True(t, slices.ContainsFunc(hard, func(m cards.Mode) bool { return m.Name == ms[1] }), ms[1])
	}
	g, _, err := New(Setup{Seed: 3, Heroes: []string{"Riftling Warrior", "Moonspire Guardian", "Sanctioned Witch"}, Modes: []string{"Bounty", "The Rising Darkness"}})
	require.NoError(t, err)
	srcs := map[string]bool{}
	for _, e := range asArcade(g).lastingEffects() {
		srcs[e.Source] = true
	}
	assert.Equal(t, map[string]bool{"Bounty": true, "The Rising Darkness": true}, srcs)
}
