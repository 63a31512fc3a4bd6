package sprites

import (
	"fmt"
	"image/color"
	"math"
)

// rgb builds an opaque colour from 0xRRGGBB.
func rgb(h uint32) color.NRGBA {
	return color.NRGBA{uint8(h >> 16), uint8(h >> 8), uint8(h), 0xff}
}

func mix(a, b color.NRGBA, t float64) color.NRGBA {
	t = clamp01(t)
	f := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.NRGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), f(a.A, b.A)}
}

func darken(c color.NRGBA, k float64) color.NRGBA {
	return color.NRGBA{uint8(float64(c.R) * k), uint8(float64(c.G) * k), uint8(float64(c.B) * k), c.A}
}

func lighten(c color.NRGBA, t float64) color.NRGBA {
	return mix(c, color.NRGBA{0xff, 0xff, 0xff, c.A}, t)
}

// Crystal is an affinity colour shown as a gem on every Hero.
type Crystal int

const (
	Ruby Crystal = iota
	Sapphire
	Citrine
	Emerald
	Amethyst
)

var crystalNames = [...]string{"ruby", "sapphire", "citrine", "emerald", "amethyst"}

func (c Crystal) String() string {
	if c < 0 || int(c) >= len(crystalNames) {
		return fmt.Sprintf("crystal(%d)", int(c))
	}
	return crystalNames[c]
}

func (c Crystal) color() color.NRGBA {
	cols := [...]color.NRGBA{rgb(0xe8283c), rgb(0x2f7bf0), rgb(0xffc81e), rgb(0x2cc65a), rgb(0xa54be8)}
	if c < 0 || int(c) >= len(cols) {
		return rgb(0xffffff)
	}
	return cols[c]
}

// Shared colours.
var (
	white    = rgb(0xffffff)
	eyeDark  = rgb(0x241a2e)
	blush    = color.NRGBA{0xff, 0x6f, 0x8a, 0x90}
	skinFair = rgb(0xffd9b8)
	skinTan  = rgb(0xe0a878)
	steel    = rgb(0xb9c4d0)
	steelDk  = rgb(0x6f7c8c)
	gold     = rgb(0xf2c23a)
	wood     = rgb(0x8a5a32)
	leather  = rgb(0x6b4128)
	silver   = rgb(0xdfe6f0)
)
