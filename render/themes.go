package render

import "image/color"

// FloorTheme is a tile face's floor (look-and-feel.md: each face has its
// own material and colours so the tiles read apart at a glance): the
// material's pattern, its two stone colours, the grout between squares,
// an accent (moss, glowing cracks, veins) and the colour of the tile's
// light.
type FloorTheme struct {
	Material                 Material
	Base, Alt, Grout, Accent color.RGBA
	Light                    color.RGBA
}

// Material is a floor's pattern.
type Material int

// The floor materials.
const (
	Flagstone Material = iota // grey slabs, some split, a few cracks
	Marble                    // pale checker with veins
	Brick                     // two courses of bricks a square
	Ember                     // dark basalt with glowing cracks
	Moss                      // slabs overgrown with moss
	Ice                       // pale blue with glints
	Cracked                   // shattered tiles and cobwebs
	Planks                    // wooden boards with grain and nails
)

var floorThemes = map[string]FloorTheme{
	"stone":  {Flagstone, rgb(0x8a8397), rgb(0x7b748a), rgb(0x3f3850), rgb(0x5c5470), rgb(0xffd49a)},
	"marble": {Marble, rgb(0xd2cbe0), rgb(0xbdb4cf), rgb(0x6e6584), rgb(0x9c8fb8), rgb(0xfff0d0)},
	"brick":  {Brick, rgb(0xb0705c), rgb(0x9a5f4e), rgb(0x4e2e2c), rgb(0xc98a70), rgb(0xffc080)},
	"ember":  {Ember, rgb(0x5a4442), rgb(0x4c3938), rgb(0x2a1a1e), rgb(0xff7a2a), rgb(0xff7a40)},
	"moss":   {Moss, rgb(0x7c8a70), rgb(0x6e7c62), rgb(0x34452e), rgb(0x5f9a3e), rgb(0xc8ffb0)},
	"ice":    {Ice, rgb(0xa4cde2), rgb(0x92bdd4), rgb(0x4d7088), rgb(0xeefaff), rgb(0xb8e8ff)},
	"web":    {Cracked, rgb(0x766d8a), rgb(0x6a617e), rgb(0x372f46), rgb(0xd8d2e6), rgb(0xc8a8ff)},
	"wood":   {Planks, rgb(0xa97e52), rgb(0x977045), rgb(0x4a3020), rgb(0x6e4a2c), rgb(0xffd090)},
}

// Theme returns the floor palette for a theme name, stone if unknown.
func Theme(name string) FloorTheme {
	if t, ok := floorThemes[name]; ok {
		return t
	}
	return floorThemes["stone"]
}

func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// shade scales a colour's brightness by k (k < 1 darkens).
func shade(c color.RGBA, k float64) color.RGBA {
	f := func(v uint8) uint8 {
		x := float64(v) * k
		if x > 255 {
			x = 255
		}
		return uint8(x)
	}
	return color.RGBA{f(c.R), f(c.G), f(c.B), c.A}
}
