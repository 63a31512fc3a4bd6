package render

import (
	"image"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// However many pictures a day of play asks for, a ModelArt holds a
// bounded number of GPU images, and Release frees them all (issue 22).
func TestModelArtImagesAreBounded(t *testing.T) {
	var a ModelArt
	tiny := func() *image.RGBA { return image.NewRGBA(image.Rect(0, 0, 2, 2)) }
	for i := range 3 * maxModelImages {
		a.lookup(modelKey{name: "x", frame: i, px: 24}, tiny)
		// One picture stays in use all along, as the models on screen do.
		a.lookup(modelKey{name: "kept", px: 24}, tiny)
	}
	assert.LessOrEqual(t, a.Len(), maxModelImages+1)
	_, kept := a.images[modelKey{name: "kept", px: 24}]
	assert.True(t, kept, "a picture in use is never evicted")
	a.Release()
	assert.Zero(t, a.Len())
}

// Text sizes are rounded to a quarter pixel, so endless fitted sizes share
// a bounded set of faces.
func TestFaceSizesAreRounded(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	p := &Painter{Fonts: fonts, Scale: 1}
	for i := range 1000 {
		p.face(fonts.Regular, 16+float64(i)/1000)
	}
	assert.LessOrEqual(t, len(p.faces), 5, "16 to 17 px is five quarter-pixel sizes")
}

// TextWidth remembers its answers, within a bound.
func TestTextWidthMemoIsBounded(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	p := &Painter{Fonts: fonts, Scale: 1}
	w := p.TextWidth("Riftling Warrior", fonts.Regular, 13)
	assert.Greater(t, w, 0.0)
	assert.Equal(t, w, p.TextWidth("Riftling Warrior", fonts.Regular, 13))
	for i := range 2 * maxWidths {
		p.TextWidth(string(rune('a'+i%26))+strings.Repeat("x", i%50), fonts.Regular, float64(8+i%40))
	}
	assert.LessOrEqual(t, len(p.widths), maxWidths)
}
