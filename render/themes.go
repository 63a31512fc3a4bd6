package render

import "image/color"

// FloorTheme is a tile face's floor palette (look-and-feel.md: each face has
// its own floor colours so the tiles read apart at a glance).
type FloorTheme struct {
	Base, Alt, Grout color.RGBA
}

var floorThemes = map[string]FloorTheme{
	"stone":  {Base: rgb(0x8a8397), Alt: rgb(0x7b748a), Grout: rgb(0x4d465c)},
	"marble": {Base: rgb(0xc9c2d6), Alt: rgb(0xb7afc7), Grout: rgb(0x7c7390)},
	"brick":  {Base: rgb(0xa8705f), Alt: rgb(0x966253), Grout: rgb(0x5e3a36)},
	"ember":  {Base: rgb(0x6e4e4a), Alt: rgb(0x5f4240), Grout: rgb(0x3a2528)},
	"moss":   {Base: rgb(0x6f8a5c), Alt: rgb(0x627c51), Grout: rgb(0x3f5236)},
	"ice":    {Base: rgb(0x9cc3d8), Alt: rgb(0x8ab3ca), Grout: rgb(0x55788f)},
	"web":    {Base: rgb(0x726a86), Alt: rgb(0x655d78), Grout: rgb(0x413a52)},
	"wood":   {Base: rgb(0xa98158), Alt: rgb(0x98724c), Grout: rgb(0x634630)},
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
