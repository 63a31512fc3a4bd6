package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
)

// Clicking + on Text size and on Interface size, again and again without
// moving the pointer, keeps hitting the same +: the rows do not move under
// the pointer, though the text and the interface grow.
func TestSettingsRowsStayUnderThePointer(t *testing.T) {
	ctx := newContext(t)
	s := NewSettingsScreen()
	require.NoError(t, s.Update(ctx))
	for _, label := range []string{"Text size", "Interface size"} {
		i := -1
		for j, r := range s.rows {
			if r.label == label {
				i = j
			}
		}
		require.GreaterOrEqual(t, i, 0)
		// Point at the row's + first: the layout settles for the pointer.
		plus := s.rows[i].plus
		ctx.In = Input{X: (plus.X + plus.W/2) * s.k, Y: (plus.Y + plus.H/2) * s.k}
		require.NoError(t, s.Update(ctx))
		k := s.k
		plus = s.rows[i].plus
		x, y := (plus.X+plus.W/2)*k, (plus.Y+plus.H/2)*k
		before := make([]render.Rect, len(s.rows))
		for j, r := range s.rows {
			before[j] = r.rect
		}
		for range 4 {
			ctx.In = Input{X: x, Y: y, Clicked: true}
			require.NoError(t, s.Update(ctx))
			ctx.Painter.TextScale = ctx.Settings.TextFactor()
			ctx.In = Input{X: x, Y: y}
			require.NoError(t, s.Update(ctx))
			assert.Equal(t, k, s.k, "%s: the screen keeps its size under the pointer", label)
			for j, r := range s.rows {
				assert.Equal(t, before[j], r.rect, "%s: row %q did not move", label, r.label)
			}
		}
	}
	assert.Equal(t, "extra-large", ctx.Settings.TextSize)
	assert.Equal(t, maxUIScale, ctx.Settings.UIScale)
	// The pointer leaves, and stays away a moment: the screen takes the
	// new interface size.
	ctx.In = Input{X: 2, Y: 2}
	runTicks(t, s, ctx, settleTicks+1)
	assert.Greater(t, s.k, 1.0)
}

// The arrow keys pick a row and change it.
func TestSettingsArrowKeys(t *testing.T) {
	ctx := newContext(t)
	s := NewSettingsScreen()
	press := func(k ebiten.Key) {
		ctx.In.Keys = []ebiten.Key{k}
		require.NoError(t, s.Update(ctx))
		ctx.In.Keys = nil
	}
	press(ebiten.KeyArrowDown) // Music volume
	press(ebiten.KeyArrowLeft)
	assert.InDelta(t, 0.5, ctx.Settings.MusicVolume, 1e-9)
	for range 3 {
		press(ebiten.KeyArrowDown)
	}
	press(ebiten.KeyArrowRight) // Consul speed: faster, and no wrapping round
	press(ebiten.KeyArrowRight)
	press(ebiten.KeyArrowRight)
	press(ebiten.KeyArrowRight)
	assert.Equal(t, 1000, ctx.Settings.ConsulSpeed)
	press(ebiten.KeyArrowDown) // Colour-blind help
	press(ebiten.KeyEnter)
	assert.True(t, ctx.Settings.ColourBlind)
	press(ebiten.KeyArrowLeft)
	assert.False(t, ctx.Settings.ColourBlind, "− turns it off")
}
