package explore

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Explore rulebook, "Mighty Monster Chart", Boss Sighting: the log names
// the tiles in words, never as a Go list.
func TestTilesText(t *testing.T) {
	assert.Equal(t, "tile 2", tilesText([]int{2}))
	assert.Equal(t, "tiles 2 and 3", tilesText([]int{2, 3}))
	assert.Equal(t, "tiles 1, 2 and 3", tilesText([]int{1, 2, 3}))
}
