package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
)

// The goal line counts the spawning points left, is announced, points off
// screen with an arrow that pans there on a click, and turns to the boss
// once they are down; the mode cards in play are named beside it.
func TestObjectiveLineBannerAndArrow(t *testing.T) {
	p, ctx := quickStartPlay(t)
	assert.Equal(t, "Goal: destroy the spawning points (3 left), then the boss", p.obj.text)
	assert.Less(t, p.objAge, objectiveBannerTicks, "the goal is announced at the start")

	// Look far from every spawning point: the arrow shows the way.
	var x, y float64
	var label string
	ok := false
	for cy := 0; cy < p.g.Board.H && !ok; cy++ {
		for cx := 0; cx < p.g.Board.W && !ok; cx++ {
			p.cam.Zoom = 90
			p.cam.CX, p.cam.CY = float64(cx)+0.5, float64(cy)+0.5
			p.cam.Clamp(p.g.Board.W, p.g.Board.H)
			x, y, _, label, ok = p.objectiveArrow()
		}
	}
	require.True(t, ok, "no spawning point on screen: an arrow")
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "objective-arrow.png")
	assert.Equal(t, "Nearest spawning point", label)
	u := p.lay.scale
	ctx.In = Input{X: x * u, Y: y * u, Clicked: true}
	runTicks(t, p, ctx, 1)
	assert.True(t, p.camFollow, "a click on the arrow pans there")

	// Every spawning point falls: the goal is the boss.
	for i := range p.g.Models {
		if p.g.Models[i].Kind == rules.KindSpawningPoint {
			p.g.Models[i].InPlay = false
		}
	}
	p.version++
	p.objAge = objectiveBannerTicks
	runTicks(t, p, ctx, 1)
	assert.Contains(t, p.obj.text, "Goal: beat")
	assert.Less(t, p.objAge, objectiveBannerTicks, "the new goal is announced")

	easy, err := cards.LoadEasyModes()
	require.NoError(t, err)
	arcade.StateOf(p.g).Modes[0] = easy[0].Name
	line, tip := p.modeLine()
	assert.Equal(t, "Mode cards: "+easy[0].Name, line)
	assert.Contains(t, tip, "(easy)")
}
