package render

import (
	"bytes"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/gofont/gosmallcaps"
)

// Fonts holds the parsed font sources. Parse once at start-up and share: a
// face source caches glyphs, so creating one per frame would waste memory.
type Fonts struct {
	Regular, Bold, SmallCaps *text.GoTextFaceSource
}

// LoadFonts parses the embedded Go fonts.
func LoadFonts() (*Fonts, error) {
	load := func(name string, ttf []byte) (*text.GoTextFaceSource, error) {
		s, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
		if err != nil {
			return nil, fmt.Errorf("load font %s: %w", name, err)
		}
		return s, nil
	}
	var f Fonts
	var err error
	if f.Regular, err = load("Go Regular", goregular.TTF); err != nil {
		return nil, err
	}
	if f.Bold, err = load("Go Bold", gobold.TTF); err != nil {
		return nil, err
	}
	if f.SmallCaps, err = load("Go Smallcaps", gosmallcaps.TTF); err != nil {
		return nil, err
	}
	return &f, nil
}

// Face returns a face of src at size pixels. GoTextFace is a small value;
// making one per draw call does not allocate glyph caches.
func Face(src *text.GoTextFaceSource, size float64) *text.GoTextFace {
	return &text.GoTextFace{Source: src, Size: size}
}
