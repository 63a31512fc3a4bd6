package render

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }

func newPainter(t testing.TB, scale float64) *Painter {
	fonts, err := LoadFonts()
	require.NoError(t, err)
	return &Painter{Fonts: fonts, Scale: scale}
}

func pixel(img *ebiten.Image, x, y int) color.RGBA {
	return img.At(x, y).(color.RGBA)
}

func TestRoundRectFillsInsideAndLeavesCornersClear(t *testing.T) {
	p := newPainter(t, 2) // a high-DPI scale: logical 40×20 becomes 80×40 pixels
	dst := ebiten.NewImage(100, 60)
	p.RoundRect(dst, Rect{X: 5, Y: 5, W: 40, H: 20}, 8, color.RGBA{255, 0, 0, 255})
	assert.Equal(t, color.RGBA{255, 0, 0, 255}, pixel(dst, 50, 30), "centre is filled")
	assert.Equal(t, color.RGBA{255, 0, 0, 255}, pixel(dst, 12, 30), "left edge band is filled")
	assert.Equal(t, uint8(0), pixel(dst, 10, 10).A, "the corner is rounded off")
	assert.Equal(t, uint8(0), pixel(dst, 95, 55).A, "outside stays clear")
}

func TestCircleIsRound(t *testing.T) {
	p := newPainter(t, 1)
	dst := ebiten.NewImage(64, 64)
	p.Circle(dst, 32, 32, 20, color.White)
	assert.Equal(t, uint8(255), pixel(dst, 32, 32).A)
	assert.Equal(t, uint8(255), pixel(dst, 32, 14).A, "inside the top edge")
	assert.Equal(t, uint8(0), pixel(dst, 14, 14).A, "the bounding box corner is outside")
}

func TestTextDrawsGlyphs(t *testing.T) {
	p := newPainter(t, 1)
	dst := ebiten.NewImage(200, 60)
	p.Text(dst, "Hello", p.Fonts.Bold, 32, 10, 10, AlignLeft, color.White)
	lit := 0
	for y := 0; y < 60; y++ {
		for x := 0; x < 200; x++ {
			if pixel(dst, x, y).A > 128 {
				lit++
			}
		}
	}
	assert.Greater(t, lit, 150, "glyph pixels drawn")
	assert.Greater(t, p.TextWidth("Hello", p.Fonts.Bold, 32), 60.0)
}

func BenchmarkButtonDraw(b *testing.B) {
	p := newPainter(b, 1)
	dst := ebiten.NewImage(400, 100)
	btn := &Button{Label: "New Game", Rect: Rect{X: 10, Y: 10, W: 300, H: 56}}
	b.ReportAllocs()
	for b.Loop() {
		btn.Draw(dst, p)
	}
}

func TestTextScaleEnlargesTextAndItsMeasure(t *testing.T) {
	p := newPainter(t, 1)
	w := p.TextWidth("Missile", p.Fonts.Bold, 20)
	assert.Equal(t, 20.0, p.Em(20), "no text scale is 1")
	p.TextScale = 1.5
	assert.Equal(t, 30.0, p.Em(20))
	assert.InDelta(t, w*1.5, p.TextWidth("Missile", p.Fonts.Bold, 20), 2)
}

func TestEllipsizeAndFitSizeKeepTextInsideAWidth(t *testing.T) {
	p := newPainter(t, 1)
	p.TextScale = 1.25
	long := "Moonspire Guardian activates with seven movement points"
	assert.Equal(t, "Tincan", p.Ellipsize("Tincan", p.Fonts.Bold, 15, 200), "what fits is unchanged")
	short := p.Ellipsize(long, p.Fonts.Bold, 15, 120)
	assert.LessOrEqual(t, p.TextWidth(short, p.Fonts.Bold, 15), 120.0)
	assert.Contains(t, short, "…")
	size := p.FitSize(long, p.Fonts.Bold, 15, 4, 200)
	assert.Less(t, size, 15.0)
	assert.LessOrEqual(t, p.TextWidth(long, p.Fonts.Bold, size), 200.0)
	assert.Equal(t, 15.0, p.FitSize("Tincan", p.Fonts.Bold, 15, 4, 200))
}

// A long tooltip on a small screen with large text stays on the screen.
func TestTooltipStaysOnASmallScreen(t *testing.T) {
	p := newPainter(t, 1)
	p.TextScale = 1.5
	dst := ebiten.NewImage(640, 360)
	long := ""
	for i := 0; i < 60; i++ {
		long += "a long explanation of a rule "
	}
	p.Tooltip(dst, long, 600, 340, 640, 360)
	// Nothing is drawn outside the 4-pixel margin the tooltip keeps.
	b := dst.Bounds()
	assert.Equal(t, uint8(0), pixel(dst, 1, 1).A)
	assert.Equal(t, uint8(0), pixel(dst, b.Dx()-2, b.Dy()-2).A)
	lit := 0
	for y := 0; y < 360; y++ {
		if pixel(dst, 320, y).A > 0 {
			lit++
		}
	}
	assert.Greater(t, lit, 200, "the panel is drawn, tall, on the screen")
}
