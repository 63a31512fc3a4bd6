package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// fullBackpackPlay is an Arcade game skipped ahead to the Heroes'
// power-up with seven cards in the backpack (the decks are dealt, so a
// trade can draw a treasure), the panel open.
func fullBackpackPlay(t *testing.T, ctx *Context) *Play {
	t.Helper()
	s, err := NewArcadeGame(3)
	require.NoError(t, err)
	p := s.(*Play)
	p.g.Phase = rules.HeroPowerUp
	p.g.Backpack = []string{"Bent Nail", "Witch Hat", "Bubbly Beverage", "Adventurer Plate", "Bent Nail", "Witch Hat", "Bubbly Beverage"}
	runTicks(t, p, ctx, 2)
	require.True(t, p.needsPowerUp(), "the backpack opens in the power-up")
	return p
}

// At 200% with large text the power-up panel has room for a few rows of
// the backpack: a line under them pages through the others (the wheel
// scrolls them too), so every card can be seen and chosen (played by
// mouse: three rows showed and the rest could not be reached).
func TestPowerUpPanelReachesEveryBackpackCard(t *testing.T) {
	ctx := displayContext(t, 200, "large")
	p := fullBackpackPlay(t, ctx)
	g := p.g
	require.Less(t, len(p.puCards), len(g.Backpack), "not every card fits at 200% with large text")
	require.Positive(t, p.puMore.W, "a line leads to the others")

	k := ctx.W / p.pc.W // the panel's context, in the screen's pixels
	at := func(r render.Rect) (float64, float64) { return (r.X + r.W/2) * k, (r.Y + r.H/2) * k }
	seen := map[int]bool{}
	for page := 0; page < len(g.Backpack); page++ {
		for row := range p.puCards {
			seen[p.powerUpCard(row)] = true
		}
		x, y := at(p.puMore)
		ctx.In = Input{X: x, Y: y, Clicked: true}
		runTicks(t, p, ctx, 1)
	}
	assert.Len(t, seen, len(g.Backpack), "every card showed in a row")

	// The last card, paged to, is chosen by a click on its row.
	for i := 0; i < 20 && p.powerUpCard(len(p.puCards)-1) != len(g.Backpack)-1; i++ {
		x, y := at(p.puMore)
		ctx.In = Input{X: x, Y: y, Clicked: true}
		runTicks(t, p, ctx, 1)
	}
	x, y := at(p.puCards[len(p.puCards)-1])
	ctx.In = Input{X: x, Y: y, Clicked: true}
	runTicks(t, p, ctx, 1)
	assert.Equal(t, g.Backpack[len(g.Backpack)-1], p.puSelected)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "powerup-ui200-large-paged.png")

	// The wheel over the panel scrolls the rows, not the board.
	p.puFirst = 0
	runTicks(t, p, ctx, 1)
	zoom := p.cam.Zoom
	x, y = at(p.puCards[0])
	ctx.In = Input{X: x, Y: y, WheelY: -1}
	runTicks(t, p, ctx, 1)
	assert.Equal(t, 1, p.puFirst, "the wheel scrolled a card")
	assert.Equal(t, zoom, p.cam.Zoom, "the board behind did not zoom")
}
