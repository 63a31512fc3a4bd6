package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// BoardArt draws a built dungeon's static layer: floors by theme, walls,
// doorways and exits, structures, chasms and tile effects. The layer is
// rasterised once per zoom bucket into an offscreen image and then drawn as a
// single scaled image each frame, so a full board costs one draw call.
type BoardArt struct {
	d       *tiles.Dungeon
	icons   map[string]string // effect name -> icon name
	theme   map[int]string    // tile order -> floor theme
	img     *ebiten.Image
	px      int // device pixels per square of img
	painter Painter
}

// NewBoardArt prepares the art for d. effects gives each tile effect's icon.
func NewBoardArt(d *tiles.Dungeon, effects []tiles.Effect) *BoardArt {
	b := &BoardArt{d: d, icons: map[string]string{}, theme: map[int]string{}}
	for _, e := range effects {
		b.icons[e.Name] = e.Icon
	}
	for _, t := range d.Tiles {
		b.theme[t.Order] = t.Theme
	}
	return b
}

// pxBuckets are the resolutions the static layer is drawn at. Drawing at the
// next bucket up and scaling down keeps edges crisp without redrawing on
// every wheel notch.
var pxBuckets = [...]int{24, 32, 48, 64, 96, 128, 160}

// maxLayerSide keeps the offscreen image inside every GPU's texture limit.
const maxLayerSide = 4096

func (b *BoardArt) bucket(devicePx float64) int {
	m := b.d.Map
	limit := maxLayerSide / (max(m.W, m.H) + 2)
	px := pxBuckets[0]
	for _, v := range pxBuckets {
		if v > limit {
			break
		}
		px = v
		if float64(v) >= devicePx {
			break
		}
	}
	return px
}

// Draw paints the board with cam. uiScale is device pixels per logical pixel.
func (b *BoardArt) Draw(dst *ebiten.Image, cam *Camera, uiScale float64) {
	px := b.bucket(cam.Zoom * uiScale)
	if b.img == nil || px != b.px {
		b.rasterise(px)
	}
	// The layer has a one-square margin for the exit arrows.
	x, y := cam.ToScreen(-1, -1)
	k := cam.Zoom * uiScale / float64(b.px)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(x*uiScale, y*uiScale)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(b.img, op)
}

func (b *BoardArt) rasterise(px int) {
	m := b.d.Map
	if b.img != nil {
		b.img.Deallocate()
	}
	b.px = px
	b.img = ebiten.NewImage((m.W+2)*px, (m.H+2)*px)
	// The painter's logical unit is one square, offset by the margin.
	b.painter.Scale = float64(px)
	dst := b.img
	p := &b.painter
	for _, pt := range m.Points() {
		b.drawSquare(dst, p, pt)
	}
	b.drawSpawnMarks(dst, p)
	b.drawWalls(dst, p)
	b.drawExits(dst, p)
	b.drawStart(dst, p)
}

// sq returns the rectangle of square pt in layer units (squares, margin included).
func sq(pt tiles.Point) Rect { return Rect{X: float64(pt.X + 1), Y: float64(pt.Y + 1), W: 1, H: 1} }

func hash2(x, y int) uint32 {
	h := uint32(x)*374761393 + uint32(y)*668265263
	h = (h ^ (h >> 13)) * 1274126177
	return h ^ (h >> 16)
}

var (
	colVoid                  = rgb(0x0e0c18)
	colWall                  = rgb(0x1a1424)
	colWallTop               = rgb(0xb4aacb)
	colHatch                 = rgb(0x9a96a6)
	colHatchDark             = rgb(0x55525e)
	colChasm                 = rgb(0x07060c)
	colExit      color.Color = color.RGBA{0xff, 0xd0, 0x4a, 0xff}
)

func (b *BoardArt) drawSquare(dst *ebiten.Image, p *Painter, pt tiles.Point) {
	s := b.d.Map.At(pt)
	r := sq(pt)
	th := Theme(b.theme[s.Tile])
	switch s.Terrain {
	case tiles.Chasm:
		p.Rect(dst, r, th.Grout)
		p.RoundRect(dst, inset(r, 0.04), 0.12, shade(th.Grout, 0.45))
		p.RoundRect(dst, inset(r, 0.12), 0.1, shade(colChasm, 1.6))
		p.RoundRect(dst, inset(r, 0.22), 0.08, colChasm)
		return
	case tiles.Structure:
		p.Rect(dst, r, th.Grout)
		side := shade(th.Base, 0.55)
		top := shade(th.Base, 1.15)
		p.RoundRect(dst, Rect{r.X + 0.06, r.Y + 0.14, 0.88, 0.82}, 0.1, side)
		p.RoundRect(dst, Rect{r.X + 0.06, r.Y + 0.04, 0.88, 0.74}, 0.1, top)
		p.RoundRect(dst, Rect{r.X + 0.14, r.Y + 0.1, 0.72, 0.1}, 0.05, shade(top, 1.15))
		return
	}
	// Floor: grout, then a stone with per-square variation so the grid reads
	// without harsh lines.
	p.Rect(dst, r, th.Grout)
	h := hash2(pt.X, pt.Y)
	base := th.Base
	if (pt.X+pt.Y)%2 == 1 {
		base = th.Alt
	}
	base = shade(base, 0.94+float64(h%12)/100)
	p.RoundRect(dst, inset(r, 0.035), 0.08, base)
	// A chip or crack on some stones.
	if h%7 == 0 {
		cx, cy := r.X+0.25+float64(h>>8%50)/100, r.Y+0.25+float64(h>>16%50)/100
		p.Circle(dst, cx, cy, 0.05, shade(base, 0.85))
	}
	if s.Effect != "" {
		b.drawEffect(dst, p, r, b.icons[s.Effect])
	}
}

func inset(r Rect, d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// drawEffect paints the tabletop's grey hatched border and the effect's icon.
func (b *BoardArt) drawEffect(dst *ebiten.Image, p *Painter, r Rect, icon string) {
	in := inset(r, 0.06)
	const w = 0.12
	p.Rect(dst, Rect{in.X, in.Y, in.W, w}, colHatch)
	p.Rect(dst, Rect{in.X, in.Y + in.H - w, in.W, w}, colHatch)
	p.Rect(dst, Rect{in.X, in.Y, w, in.H}, colHatch)
	p.Rect(dst, Rect{in.X + in.W - w, in.Y, w, in.H}, colHatch)
	// Hatch ticks along the border.
	for i := 0.0; i < 0.88; i += 0.11 {
		p.Line(dst, in.X+i, in.Y+w, in.X+i+w, in.Y, 0.025, colHatchDark)
		p.Line(dst, in.X+i, in.Y+in.H, in.X+i+w, in.Y+in.H-w, 0.025, colHatchDark)
		p.Line(dst, in.X, in.Y+i+w, in.X+w, in.Y+i, 0.025, colHatchDark)
		p.Line(dst, in.X+in.W-w, in.Y+i+w, in.X+in.W, in.Y+i, 0.025, colHatchDark)
	}
	drawIcon(dst, p, icon, r.X+0.5, r.Y+0.5, 0.26)
}

// drawIcon draws a small symbol for a tile effect centred at (cx, cy).
func drawIcon(dst *ebiten.Image, p *Painter, icon string, cx, cy, s float64) {
	switch icon {
	case "rubble":
		for i, o := range [][2]float64{{-0.5, 0.3}, {0.45, 0.35}, {0, -0.35}, {0.1, 0.45}} {
			rad := s * (0.42 - float64(i)*0.05)
			p.Circle(dst, cx+o[0]*s, cy+o[1]*s, rad+0.02, colWall)
			p.Circle(dst, cx+o[0]*s, cy+o[1]*s, rad, rgb(0x9b8f7a))
		}
	case "flame":
		p.Polygon(dst, []float64{cx, cy - s, cx + s*0.7, cy + s*0.2, cx + s*0.45, cy + s*0.8, cx - s*0.45, cy + s*0.8, cx - s*0.7, cy + s*0.2}, rgb(0xff5a1f))
		p.Polygon(dst, []float64{cx, cy - s*0.3, cx + s*0.35, cy + s*0.35, cx, cy + s*0.75, cx - s*0.35, cy + s*0.35}, rgb(0xffd23a))
	case "thorns":
		for i := -1.0; i <= 1; i++ {
			x := cx + i*s*0.6
			p.Polygon(dst, []float64{x - s*0.22, cy + s*0.7, x, cy - s*0.8, x + s*0.22, cy + s*0.7}, rgb(0x3f7d2c))
		}
	case "snowflake":
		for a := 0.0; a < math.Pi; a += math.Pi / 3 {
			dx, dy := math.Cos(a)*s, math.Sin(a)*s
			p.Line(dst, cx-dx, cy-dy, cx+dx, cy+dy, s*0.18, rgb(0xf2fbff))
		}
	case "web":
		for a := 0.0; a < math.Pi; a += math.Pi / 4 {
			dx, dy := math.Cos(a)*s, math.Sin(a)*s
			p.Line(dst, cx-dx, cy-dy, cx+dx, cy+dy, s*0.08, rgb(0xe8e4f0))
		}
		p.Circle(dst, cx, cy, s*0.55, rgb(0xe8e4f0))
		p.Circle(dst, cx, cy, s*0.45, color.RGBA{0x70, 0x68, 0x84, 0xff})
		p.Circle(dst, cx, cy, s*0.2, rgb(0xe8e4f0))
	case "spikes":
		for i := -1.0; i <= 1; i++ {
			x := cx + i*s*0.55
			p.Polygon(dst, []float64{x - s*0.28, cy + s*0.6, x, cy - s*0.7, x + s*0.28, cy + s*0.6}, rgb(0xc9ccd6))
		}
	case "halo":
		p.Circle(dst, cx, cy, s*0.9, rgb(0xffe07a))
		p.Circle(dst, cx, cy, s*0.65, color.RGBA{0x8a, 0x83, 0x97, 0xff})
		p.Circle(dst, cx, cy, s*0.25, rgb(0xfff4c0))
	case "crystal":
		p.Polygon(dst, []float64{cx, cy - s, cx + s*0.6, cy, cx, cy + s, cx - s*0.6, cy}, rgb(0x2aa7c9))
		p.Polygon(dst, []float64{cx, cy - s, cx + s*0.6, cy, cx, cy + s*0.2, cx - s*0.6, cy}, rgb(0x8ef0ff))
	default:
		p.Circle(dst, cx, cy, s*0.5, colHatchDark)
	}
}

// drawWalls paints every wall edge as a thick dark bar with a lighter top,
// leaving doorways and exits open.
func (b *BoardArt) drawWalls(dst *ebiten.Image, p *Painter) {
	m := b.d.Map
	open := map[[2]tiles.Point]bool{}
	for _, e := range m.Exits {
		for _, s := range e.Squares {
			open[[2]tiles.Point{s, s.Add(e.Out)}] = true
		}
	}
	const w = 0.17
	type seg struct{ x0, y0, x1, y1 float64 }
	var segs []seg
	for _, pt := range m.Points() {
		for _, d := range tiles.OrthoDirs {
			q := pt.Add(d)
			if !m.Wall(pt, q) || open[[2]tiles.Point{pt, q}] {
				continue
			}
			// Draw each shared edge once: from the square with the smaller
			// index, or from the only square when the other side is void.
			if m.IsSquare(q) && m.Index(q) < m.Index(pt) {
				continue
			}
			x, y := float64(pt.X+1), float64(pt.Y+1)
			switch d {
			case tiles.N:
				segs = append(segs, seg{x, y, x + 1, y})
			case tiles.S:
				segs = append(segs, seg{x, y + 1, x + 1, y + 1})
			case tiles.W:
				segs = append(segs, seg{x, y, x, y + 1})
			case tiles.E:
				segs = append(segs, seg{x + 1, y, x + 1, y + 1})
			}
		}
	}
	for _, s := range segs {
		p.Line(dst, s.x0, s.y0, s.x1, s.y1, w, colWall)
		p.Circle(dst, s.x0, s.y0, w/2, colWall)
		p.Circle(dst, s.x1, s.y1, w/2, colWall)
	}
	for _, s := range segs {
		p.Line(dst, s.x0, s.y0-w*0.2, s.x1, s.y1-w*0.2, w*0.3, colWallTop)
	}
}

// drawExits puts a glowing arrow outside each dungeon exit.
func (b *BoardArt) drawExits(dst *ebiten.Image, p *Painter) {
	for _, e := range b.d.Map.Exits {
		var cx, cy float64
		for _, s := range e.Squares {
			cx += float64(s.X) + 1.5
			cy += float64(s.Y) + 1.5
		}
		n := float64(len(e.Squares))
		cx, cy = cx/n, cy/n
		st := e.Out.Step()
		dx, dy := float64(st.X), float64(st.Y)
		ax, ay := cx+dx*0.95, cy+dy*0.95
		p.Circle(dst, ax, ay, 0.42, color.NRGBA{0xff, 0xc8, 0x30, 0x40})
		// A chevron pointing out.
		px, py := -dy, dx
		tip := []float64{ax + dx*0.28, ay + dy*0.28}
		l := []float64{ax - dx*0.12 + px*0.3, ay - dy*0.12 + py*0.3}
		r := []float64{ax - dx*0.12 - px*0.3, ay - dy*0.12 - py*0.3}
		p.Line(dst, l[0], l[1], tip[0], tip[1], 0.1, colExit)
		p.Line(dst, r[0], r[1], tip[0], tip[1], 0.1, colExit)
		p.Circle(dst, tip[0], tip[1], 0.05, colExit)
	}
}

func (b *BoardArt) drawSpawnMarks(dst *ebiten.Image, p *Painter) {
	for _, s := range b.d.Map.SpawnMarks {
		cx, cy := float64(s.X)+1.5, float64(s.Y)+1.5
		p.Circle(dst, cx, cy, 0.42, color.NRGBA{0x40, 0x20, 0x60, 0xa0})
		p.Circle(dst, cx, cy, 0.34, color.NRGBA{0x80, 0x50, 0xc0, 0x90})
		p.Circle(dst, cx, cy, 0.24, color.NRGBA{0x30, 0x18, 0x48, 0xc0})
	}
}

func (b *BoardArt) drawStart(dst *ebiten.Image, p *Painter) {
	s := b.d.Start
	cx, cy := float64(s.X)+1.5, float64(s.Y)+1.5
	p.Circle(dst, cx, cy, 0.36, ColGoldDark)
	p.Circle(dst, cx, cy, 0.3, ColGold)
	var star []float64
	for i := 0; i < 10; i++ {
		a := -math.Pi/2 + float64(i)*math.Pi/5
		rad := 0.22
		if i%2 == 1 {
			rad = 0.09
		}
		star = append(star, cx+math.Cos(a)*rad, cy+math.Sin(a)*rad)
	}
	p.Polygon(dst, star, color.RGBA{0xff, 0xf6, 0xd0, 0xff})
}
