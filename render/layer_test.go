package render

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// paintPanel is what the layer tests cache: a panel with text on an
// opaque background, the shape of a Hero card.
func paintPanel(p *Painter, dst *ebiten.Image, label string) {
	dst.Fill(ColBackground)
	p.Panel(dst, Rect{X: 10.3, Y: 8.6, W: 120, H: 50}, ColPanel, ColGold)
	p.Circle(dst, 30.5, 40.25, 6, ColRuby)
	p.Text(dst, label, p.Fonts.Bold, 15, 40, 20, AlignLeft, ColText)
}

func TestLayerCopiesExactlyWhatPaintingStraightOntoTheScreenGives(t *testing.T) {
	p := newPainter(t, 1.5)
	area := image.Rect(12, 10, 200, 100)
	direct := ebiten.NewImage(240, 120)
	direct.Fill(ColBackground)
	paintPanel(p, direct.SubImage(area).(*ebiten.Image), "Riftling")

	cached := ebiten.NewImage(240, 120)
	cached.Fill(ColBackground)
	var l Layer[string]
	l.Draw(cached, area, "Riftling", func(layer *ebiten.Image) { paintPanel(p, layer, "Riftling") })

	want := make([]byte, 4*240*120)
	got := make([]byte, 4*240*120)
	direct.ReadPixels(want)
	cached.ReadPixels(got)
	require.Equal(t, want, got, "the cached layer's pixels are the direct drawing's")
}

func TestLayerPaintsOnlyWhenItsKeyChanges(t *testing.T) {
	p := newPainter(t, 1)
	screen := ebiten.NewImage(200, 100)
	area := image.Rect(0, 0, 150, 80)
	var l Layer[string]
	paints := 0
	draw := func(label string) {
		l.Draw(screen, area, label, func(layer *ebiten.Image) {
			paints++
			paintPanel(p, layer, label)
		})
	}
	draw("one")
	draw("one")
	assert.Equal(t, 1, paints, "the same key draws from the cache")
	draw("two")
	assert.Equal(t, 2, paints, "a new key paints again")
	l.Draw(screen, image.Rect(0, 0, 100, 80), "two", func(layer *ebiten.Image) { paints++ })
	assert.Equal(t, 3, paints, "a new area paints again")
	l.Invalidate()
	draw("two")
	assert.Equal(t, 4, paints, "an invalidated layer paints again")
	assert.Equal(t, color.RGBA{0xff, 0xcf, 0x4a, 0xff}, pixel(screen, 11, 30), "the panel's gold edge is on the screen")
}

func TestSmoothShapesArePixelForPixelTheSame(t *testing.T) {
	for _, scale := range []float64{1, 1.5, 2} {
		var got [2][]byte
		for i, smooth := range []bool{false, true} {
			p := newPainter(t, scale)
			p.Smooth = smooth
			dst := ebiten.NewImage(200, 120)
			dst.Fill(ColBackground)
			p.RoundRect(dst, Rect{X: 3.3, Y: 4.7, W: 61.2, H: 33.9}, 5, color.NRGBA{0xff, 0x8a, 0x3a, 0x70})
			p.Panel(dst, Rect{X: 70.5, Y: 10.25, W: 50, H: 40}, ColPanel, ColGold)
			p.Rect(dst, Rect{X: 10.6, Y: 60.3, W: 7.7, H: 5}, ColRuby)
			got[i] = make([]byte, 4*200*120)
			dst.ReadPixels(got[i])
		}
		assert.Equal(t, got[0], got[1], "scale %v", scale)
	}
}
