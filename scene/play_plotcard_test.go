package scene

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A foiled plot stays held but its effects end (Arcade rulebook, "Plot").
// Played by mouse, The Gauntlet's card still stood over the log, unmarked,
// after the party foiled it: the card now says it is foiled.
func TestFoiledPlotCardSaysSo(t *testing.T) {
	sp := newScenePlay(t, crystalScenario, nil)
	p := sp.p
	plot := func() cardRect {
		runTicks(t, p, sp.ctx, 1)
		for _, c := range p.cardRects {
			if c.name == "Idols of Rage" {
				return c
			}
		}
		require.Fail(t, "the plot card is shown")
		return cardRect{}
	}
	assert.Equal(t, "Plot", plot().kind)
	assert.NotContains(t, plot().tip, "Foiled")
	p.g.PlotCleared = true
	p.version++
	assert.Contains(t, plot().kind, "foiled")
	assert.Contains(t, plot().tip, "Foiled: its effects have ended.")
}
