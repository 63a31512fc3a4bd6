package arcade

import (
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
