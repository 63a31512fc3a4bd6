package render

import "image/color"

// The palette: deep dungeon blues behind bright crystal colours, so models and
// highlights pop at a distance (look-and-feel.md, "The board"). The colours
// are held as color.Color, boxed once here: every draw takes a color.Color,
// and passing a concrete colour variable boxed it anew on every call (the
// largest count of a frame's allocations).
var (
	ColBackground color.Color = color.RGBA{0x14, 0x12, 0x24, 0xff}
	ColPanel      color.Color = color.NRGBA{0x26, 0x22, 0x3d, 0xf0}
	ColPanelEdge  color.Color = color.RGBA{0x5b, 0x4f, 0x8c, 0xff}
	ColText       color.Color = color.RGBA{0xf4, 0xee, 0xff, 0xff}
	ColTextDim    color.Color = color.RGBA{0xa9, 0xa0, 0xc8, 0xff}
	ColOutline    color.Color = color.RGBA{0x0c, 0x08, 0x18, 0xff}
	ColGold       color.Color = color.RGBA{0xff, 0xcf, 0x4a, 0xff}
	ColGoldDark   color.Color = color.RGBA{0xb0, 0x73, 0x12, 0xff}
	ColSapphire   color.Color = color.RGBA{0x3f, 0x8c, 0xff, 0xff}
	ColRuby       color.Color = color.RGBA{0xff, 0x4d, 0x6d, 0xff}
	ColEmerald    color.Color = color.RGBA{0x3d, 0xe0, 0x8a, 0xff}
	ColCitrine    color.Color = color.RGBA{0xff, 0xd8, 0x3d, 0xff}
	ColAmethyst   color.Color = color.RGBA{0xb0, 0x6b, 0xff, 0xff}
	ColButton     color.Color = color.RGBA{0x3a, 0x2f, 0x66, 0xff}
	ColButtonHot  color.Color = color.RGBA{0x59, 0x47, 0x9e, 0xff}
	ColDisabled   color.Color = color.RGBA{0x2c, 0x29, 0x3a, 0xff}
)
