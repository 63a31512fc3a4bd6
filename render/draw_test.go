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
