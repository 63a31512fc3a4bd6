package scene

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// displayContext is a test context at a UI scale (percent) and text size.
func displayContext(t testing.TB, scale int, text string) *Context {
	ctx := newContext(t)
	ctx.Settings.UIScale, ctx.Settings.TextSize = scale, text
	ctx.Painter.TextScale = ctx.Settings.TextFactor()
	return ctx
}

// colourBlindBoard is the colour-blind screenshot's scene: the Moonspire
// Guardian active with Missile aimed, so targets, bases and dice all carry
// their marks.
func colourBlindBoard(t *testing.T, ctx *Context) *Play {
	ctx.Settings.ColourBlind = true
	s, err := NewArcadeGame(5)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	require.NoError(t, p.apply(rules.StartActivation{Hero: p.g.Heroes()[1]}))
	runTicks(t, p, ctx, 120)
	for _, b := range p.buttons {
		if b.label == "Missile" && b.disabled == "" {
			b.onClick()
		}
	}
	runTicks(t, p, ctx, 2)
	return p
}

// The board in colour-blind mode at 200% and at 150% with large text: the
// HUD is bigger, the board smaller, nothing overlaps. (Look at the
// screenshots.)
func TestColourBlindBoardAtLargeUIScaleScreenshot(t *testing.T) {
	for _, tc := range []struct {
		scale int
		text  string
	}{{200, "normal"}, {150, "large"}, {200, "extra-large"}, {100, "extra-large"}} {
		t.Run(fmt.Sprintf("%d-%s", tc.scale, tc.text), func(t *testing.T) {
			ctx := displayContext(t, tc.scale, tc.text)
			p := colourBlindBoard(t, ctx)
			screen := ebiten.NewImage(DesignW, DesignH)
			p.Draw(screen, ctx)
			saveScreen(t, screen, fmt.Sprintf("colour-blind-ui%d-%s.png", tc.scale, tc.text))
		})
	}
}
