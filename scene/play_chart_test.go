package scene

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A chart space's star bonus names who gets it: every monster but the
// dungeon boss, and not the spawning points (Arcade rulebook, "Star
// Bonuses" and "Monster"; played by mouse: the Shadow Tower kept armour 1
// after "+1 ARM to every monster").
func TestChartStarBonusSaysSpawningPointsAreLeftOut(t *testing.T) {
	ctx := displayContext(t, 100, "normal")
	s, err := NewArcadeGame(5)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	found := false
	for i, sp := range p.chart.chart.Spaces {
		if len(sp.Bonuses) == 0 {
			continue
		}
		found = true
		p.chart.hover = i + 1
		assert.Contains(t, p.chart.tooltip(p.g), "(not the spawning points)", "space %d", i+1)
	}
	assert.True(t, found, "the chart has star bonuses")
}
