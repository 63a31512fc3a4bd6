package render

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// BoardArt draws a built dungeon's static layer: floors by theme, walls,
// doorways and exits, structures, chasms and tile effects, with their
// shadows and light. The layer is rasterised once per zoom bucket (and
// per display turn) into an offscreen image and then drawn as a single
// scaled image each frame, so a full board costs one draw call.
//
// The layer is painted in display space, as the screen shows the board
// (see Camera.Rot): light comes from the top of the screen and shadows
// fall down and right whichever way the dungeon is turned.
type BoardArt struct {
	d *tiles.Dungeon
	// moreStarts are start markers besides d.Start (SetMoreStarts).
	moreStarts []tiles.Point
	icons      map[string]string // effect name -> icon name
	// effects are the tile effects by name, for the scene's tooltips.
	effects map[string]tiles.Effect
	theme   map[int]string // tile order -> floor theme
	img     *ebiten.Image
	px      int // device pixels per square of img
	rot     int // the display turn img was painted for
	// job is the layer being painted for a new zoom bucket, a part each
	// frame (see paintStep); img shows meanwhile.
	job *rasterJob
	// stepped is set once a part was painted since the last Draw: one
	// part a frame, however many ticks the frame runs.
	stepped bool
	// auras are the squares of lasting area effects (a Spider Nest's
	// difficult ground), drawn over the floor each frame (SetAuras).
	auras   []AuraSquare
	painter Painter
	overlay Painter // draws the auras on the screen
	op      ebiten.DrawImageOptions
}

// NewBoardArt prepares the art for d. effects gives each tile effect's icon.
func NewBoardArt(d *tiles.Dungeon, effects []tiles.Effect) *BoardArt {
	b := &BoardArt{d: d, icons: map[string]string{}, theme: map[int]string{}, effects: map[string]tiles.Effect{}}
	for _, e := range effects {
		b.icons[e.Name] = e.Icon
		b.effects[e.Name] = e
	}
	for _, t := range d.Tiles {
		b.theme[t.Order] = t.Theme
	}
	return b
}

// Effect is the tile effect of that name, as the board was given it.
func (b *BoardArt) Effect(name string) (tiles.Effect, bool) {
	e, ok := b.effects[name]
	return e, ok
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

// Prepare paints the next part of the layer cam needs, if it is not
// whole yet and no part was painted since the last Draw: Draw does it,
// and a scene may call it in Update too, so a part is painted every frame
// even when the frame's Draw comes late; a frame that runs many ticks
// (a slow machine catching up) still paints one part.
func (b *BoardArt) Prepare(cam *Camera, uiScale float64) {
	if b.stepped {
		return
	}
	b.prepare(cam, uiScale)
}

// Finish paints the rest of the layer cam needs at once (a screenshot's
// single frame, a test).
func (b *BoardArt) Finish(cam *Camera, uiScale float64) {
	for i := 0; i < 1000; i++ {
		b.prepare(cam, uiScale)
		if b.job == nil { // whole, or no view to paint for
			return
		}
	}
}

func (b *BoardArt) prepare(cam *Camera, uiScale float64) {
	if cam.Zoom <= 0 || cam.View.W <= 0 || cam.View.H <= 0 {
		// No view yet (a scene drawn in a cross-fade before its first
		// update): a layer painted now would be for the wrong size and
		// turn, and painted again at once.
		return
	}
	px, rot := b.bucket(cam.Zoom*uiScale), cam.Rot&3
	switch {
	case rot != b.rot && (b.img != nil || b.job != nil):
		// A new turn of the display (a new layout; a game's first frames,
		// when the fit turns the board from under the goal line): the old
		// layer shows the board the other way, so it goes, and the new one
		// is painted a part a frame like a first layer. Painting it at
		// once was the booth's largest frame (issue 22: Ebitengine keeps
		// each command queue's largest buffers for good).
		b.dropJob()
		if b.img != nil {
			b.img.Deallocate()
			b.img = nil
		}
		b.rot = rot
		b.job = b.newJob(px)
		b.stepped = true
		if b.paintStep() {
			b.img, b.px, b.job = b.job.img, b.job.px, nil
		}
	case b.img == nil || px != b.px:
		// A first layer is finished at the size it was begun (a zoom
		// that glides through buckets must not keep restarting it).
		if b.job == nil || b.job.px != px && b.img != nil {
			b.dropJob()
			if b.img == nil {
				b.rot = rot
			}
			b.job = b.newJob(px)
		}
		b.stepped = true
		if b.paintStep() {
			if b.img != nil {
				b.img.Deallocate()
			}
			b.img, b.px, b.job = b.job.img, b.job.px, nil
		}
	default:
		b.dropJob() // the zoom came back to the layer's bucket
	}
}

// Draw paints the board with cam. uiScale is device pixels per logical pixel.
// A layer for a new zoom bucket is painted over a few frames (rasterJob)
// while the previous one is shown scaled; the first layer shows as far as
// it is painted.
func (b *BoardArt) Draw(dst *ebiten.Image, cam *Camera, uiScale float64) {
	b.Prepare(cam, uiScale)
	b.stepped = false
	img, imgPx := b.img, b.px
	if img == nil {
		if b.job == nil {
			return // no view yet
		}
		img, imgPx = b.job.img, b.job.px // the first layer, as far as it is painted
	}
	// The layer's top-left is the display's top-left square, less the
	// one-square margin kept for the exit arrows.
	ox, oy := b.displayOrigin()
	x, y := cam.ToScreen(ox, oy)
	x, y = x-cam.Zoom, y-cam.Zoom
	k := cam.Zoom * uiScale / float64(imgPx)
	b.op = ebiten.DrawImageOptions{}
	b.op.GeoM.Scale(k, k)
	b.op.GeoM.Translate(x*uiScale, y*uiScale)
	b.op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &b.op)
	b.drawAuras(dst, cam, uiScale)
	b.drawVignette(dst, cam, uiScale)
}

// displayOrigin is the board corner the display's top-left corner shows.
func (b *BoardArt) displayOrigin() (float64, float64) {
	w, h := float64(b.d.Map.W), float64(b.d.Map.H)
	switch b.rot {
	case 1:
		return 0, h
	case 2:
		return w, h
	case 3:
		return w, 0
	}
	return 0, 0
}

// disp maps a board point to layer units: display squares from the
// layer's top-left, margin included.
func (b *BoardArt) disp(x, y float64) (float64, float64) {
	w, h := float64(b.d.Map.W), float64(b.d.Map.H)
	switch b.rot {
	case 1:
		x, y = h-y, x
	case 2:
		x, y = w-x, h-y
	case 3:
		x, y = y, w-x
	}
	return x + 1, y + 1
}

// sq is square pt's rectangle in layer units.
func (b *BoardArt) sq(pt tiles.Point) Rect {
	x0, y0 := b.disp(float64(pt.X), float64(pt.Y))
	x1, y1 := b.disp(float64(pt.X+1), float64(pt.Y+1))
	return Rect{X: math.Min(x0, x1), Y: math.Min(y0, y1), W: 1, H: 1}
}

// toward is the board direction that points dir on the display.
func (b *BoardArt) toward(dir tiles.Dir) tiles.Dir {
	return (dir - tiles.Dir(2*b.rot)) & 7
}

// rasterise paints the whole layer at once.
func (b *BoardArt) rasterise(px, rot int) {
	if b.img != nil {
		b.img.Deallocate()
		b.img = nil
	}
	b.rot = rot
	j := b.newJob(px)
	b.job = j
	for !b.paintStep() {
	}
	b.img, b.px, b.job = j.img, px, nil
}

// rasterJob is a layer being painted a part at a time. Painting a whole
// board is tens of thousands of draw calls in one frame, and Ebitengine
// keeps the buffers of its largest frame for the life of the process
// (each of its command queues its own): at a booth each new dungeon's
// richer floor grew them, by over 50 MiB (issue 22). A part a frame, each
// part at most partBudget draws, bounds them whatever the dungeon.
type rasterJob struct {
	img   *ebiten.Image
	px    int
	pts   []tiles.Point
	segs  []wallSeg
	stage int // see paintStep
	next  int // the next square (or spawn mark) of the stage
}

// partBudget is how many draws (see Painter.draws) one part of a layer
// may issue before the rest waits for the next frame: a few dozen floor
// squares, about what a busy screen draws in a frame. A part may go over
// it by one square's or one mark's draws.
const partBudget = 3000

func (b *BoardArt) newJob(px int) *rasterJob {
	m := b.d.Map
	w, h := m.W, m.H
	if b.rot&1 == 1 {
		w, h = h, w
	}
	return &rasterJob{img: NewOwnImage((w+2)*px, (h+2)*px), px: px, pts: m.Points()}
}

// Painting reports whether a layer is still being painted.
func (b *BoardArt) Painting() bool { return b.job != nil }

func (b *BoardArt) dropJob() {
	if b.job != nil {
		b.job.img.Deallocate()
		b.job = nil
	}
}

// paintStep paints the job's next part and reports whether the layer is
// whole: the floors, then the light and the walls' shadows, then the
// structures, then the spawning points' marks, then the walls, exits and
// the start, in that order whatever the parts, so the layer is the same
// however it is cut.
func (b *BoardArt) paintStep() bool {
	j := b.job
	m := b.d.Map
	// The painter's logical unit is one square, offset by the margin.
	b.painter.Scale = float64(j.px)
	dst, p := j.img, &b.painter
	start := p.draws
	for p.draws-start < partBudget {
		switch j.stage {
		case 0:
			if j.next < len(j.pts) {
				b.drawSquare(dst, p, j.pts[j.next])
				j.next++
			}
			if j.next >= len(j.pts) {
				j.stage, j.next = 1, 0
			}
		case 1:
			b.drawLightPools(dst, p)
			j.segs = b.wallSegments()
			b.drawShadows(dst, p, j.segs)
			j.stage = 2
		case 2:
			if j.next < len(j.pts) {
				if pt := j.pts[j.next]; m.At(pt).Terrain == tiles.Structure {
					b.drawStructure(dst, p, pt)
				}
				j.next++
			}
			if j.next >= len(j.pts) {
				j.stage, j.next = 3, 0
			}
		case 3:
			if j.next < len(m.SpawnMarks) {
				b.drawSpawnMark(dst, p, m.SpawnMarks[j.next])
				j.next++
			} else {
				j.stage, j.next = 4, 0
			}
		default:
			b.drawWalls(dst, p, j.segs)
			b.drawExits(dst, p)
			b.drawStart(dst, p)
			return true
		}
	}
	return false
}

func hash2(x, y int) uint32 {
	h := uint32(x)*374761393 + uint32(y)*668265263
	h = (h ^ (h >> 13)) * 1274126177
	return h ^ (h >> 16)
}

var (
	colWall                  = rgb(0x1a1424)
	colWallCap               = rgb(0x5a5072)
	colWallTop               = rgb(0xa49ac4)
	colHatch                 = rgb(0x9a96a6)
	colHatchDark             = rgb(0x55525e)
	colChasm                 = rgb(0x07060c)
	colShadow    color.Color = color.NRGBA{0, 0, 0, 0x70}
	colExit      color.Color = color.RGBA{0xff, 0xd0, 0x4a, 0xff}
)

func inset(r Rect, d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// drawEffect paints the tabletop's grey hatched border and the effect's icon
// on a dark disc, so the icon reads on any floor.
func (b *BoardArt) drawEffect(dst *ebiten.Image, p *Painter, r Rect, icon string) {
	in := inset(r, 0.05)
	const w = 0.13
	p.Rect(dst, Rect{in.X, in.Y, in.W, w}, colHatch)
	p.Rect(dst, Rect{in.X, in.Y + in.H - w, in.W, w}, colHatch)
	p.Rect(dst, Rect{in.X, in.Y, w, in.H}, colHatch)
	p.Rect(dst, Rect{in.X + in.W - w, in.Y, w, in.H}, colHatch)
	// Hatch ticks along the border.
	for i := 0.0; i < 0.88; i += 0.11 {
		p.Line(dst, in.X+i, in.Y+w, in.X+i+w, in.Y, 0.03, colHatchDark)
		p.Line(dst, in.X+i, in.Y+in.H, in.X+i+w, in.Y+in.H-w, 0.03, colHatchDark)
		p.Line(dst, in.X, in.Y+i+w, in.X+w, in.Y+i, 0.03, colHatchDark)
		p.Line(dst, in.X+in.W-w, in.Y+i+w, in.X+in.W, in.Y+i, 0.03, colHatchDark)
	}
	p.Circle(dst, r.X+0.5, r.Y+0.52, 0.3, color.NRGBA{0x10, 0x0c, 0x18, 0x70})
	drawIcon(dst, p, icon, r.X+0.5, r.Y+0.5, 0.27)
}

// drawIcon draws a small symbol for a tile effect centred at (cx, cy).
func drawIcon(dst *ebiten.Image, p *Painter, icon string, cx, cy, s float64) {
	switch icon {
	case "rubble":
		for i, o := range [][2]float64{{-0.5, 0.3}, {0.45, 0.35}, {0, -0.35}, {0.1, 0.45}} {
			rad := s * (0.42 - float64(i)*0.05)
			p.Circle(dst, cx+o[0]*s, cy+o[1]*s, rad+0.02, colWall)
			p.Circle(dst, cx+o[0]*s, cy+o[1]*s, rad, rgb(0x9b8f7a))
			p.Circle(dst, cx+o[0]*s-rad*0.25, cy+o[1]*s-rad*0.3, rad*0.35, rgb(0xc4b89f))
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

// wallSeg is one wall edge in layer units (display space), always drawn
// left to right or top to bottom.
type wallSeg struct{ x0, y0, x1, y1 float64 }

func (s wallSeg) vertical() bool { return s.x0 == s.x1 }

// wallSegments lists every wall edge, leaving doorways and exits open.
func (b *BoardArt) wallSegments() []wallSeg {
	m := b.d.Map
	open := map[[2]tiles.Point]bool{}
	for _, e := range m.Exits {
		for _, s := range e.Squares {
			open[[2]tiles.Point{s, s.Add(e.Out)}] = true
		}
	}
	var segs []wallSeg
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
			x, y := float64(pt.X), float64(pt.Y)
			var x0, y0, x1, y1 float64
			switch d {
			case tiles.N:
				x0, y0, x1, y1 = x, y, x+1, y
			case tiles.S:
				x0, y0, x1, y1 = x, y+1, x+1, y+1
			case tiles.W:
				x0, y0, x1, y1 = x, y, x, y+1
			case tiles.E:
				x0, y0, x1, y1 = x+1, y, x+1, y+1
			}
			x0, y0 = b.disp(x0, y0)
			x1, y1 = b.disp(x1, y1)
			segs = append(segs, wallSeg{math.Min(x0, x1), math.Min(y0, y1), math.Max(x0, x1), math.Max(y0, y1)})
		}
	}
	return segs
}

// Wall geometry in squares: thick (about 10 px at 48 px a square), with a
// cast shadow down and right.
const (
	wallW       = 0.21
	shadowDX    = 0.07
	shadowDY    = 0.11
	wallShadowW = wallW + 0.08
)

// segRect is the rectangle of a wall segment of thickness w, grown by half
// a thickness at both ends so corners close.
func segRect(s wallSeg, w float64) Rect {
	if s.vertical() {
		return Rect{s.x0 - w/2, s.y0 - w/2, w, s.y1 - s.y0 + w}
	}
	return Rect{s.x0 - w/2, s.y0 - w/2, s.x1 - s.x0 + w, w}
}

// drawShadows darkens the floor where walls and structures cast their
// shadow (down and right on screen).
func (b *BoardArt) drawShadows(dst *ebiten.Image, p *Painter, segs []wallSeg) {
	for _, s := range segs {
		r := segRect(s, wallShadowW)
		r.X += shadowDX
		r.Y += shadowDY
		p.Rect(dst, r, colShadow)
	}
	m := b.d.Map
	for _, pt := range m.Points() {
		if m.At(pt).Terrain == tiles.Structure {
			r := b.sq(pt)
			p.RoundRect(dst, Rect{r.X + 0.14, r.Y + 0.18, 0.96, 0.94}, 0.12, colShadow)
		}
	}
}

// drawWalls paints every wall edge as a thick dark bar with a lit cap, and
// a post where a wall ends (a doorway's jambs) or turns.
func (b *BoardArt) drawWalls(dst *ebiten.Image, p *Painter, segs []wallSeg) {
	for _, s := range segs {
		p.Rect(dst, segRect(s, wallW), colWall)
	}
	for _, s := range segs {
		p.Rect(dst, segRect(s, wallW*0.56), colWallCap)
	}
	for _, s := range segs {
		// The cap's lit edge: the one that faces the light.
		r := segRect(s, wallW*0.56)
		if s.vertical() {
			p.Rect(dst, Rect{r.X, r.Y, wallW * 0.16, r.H}, colWallTop)
		} else {
			p.Rect(dst, Rect{r.X, r.Y, r.W, wallW * 0.16}, colWallTop)
		}
	}
	// Posts at the ends of walls: at a doorway they frame the gap.
	ends := map[[2]float64]int{}
	for _, s := range segs {
		ends[[2]float64{s.x0, s.y0}]++
		ends[[2]float64{s.x1, s.y1}]++
	}
	const post = wallW * 1.5
	for pt, n := range ends {
		if n != 1 {
			continue
		}
		r := Rect{pt[0] - post/2, pt[1] - post/2, post, post}
		p.Rect(dst, Rect{r.X + shadowDX, r.Y + shadowDY, post, post}, colShadow)
		p.Rect(dst, r, colWall)
		p.Rect(dst, inset(r, post*0.18), colWallCap)
		p.Rect(dst, Rect{r.X, r.Y, post, post * 0.18}, colWallTop)
	}
}

// drawExits lights each dungeon exit: a glow spilling through the gap and
// an arrow outside pointing out.
func (b *BoardArt) drawExits(dst *ebiten.Image, p *Painter) {
	for _, e := range b.d.Map.Exits {
		var cx, cy float64
		for _, s := range e.Squares {
			x, y := b.disp(float64(s.X)+0.5, float64(s.Y)+0.5)
			cx += x
			cy += y
		}
		n := float64(len(e.Squares))
		cx, cy = cx/n, cy/n
		st := e.Out.Step()
		// The step out, in display space.
		ex, ey := b.disp(float64(st.X), float64(st.Y))
		ox, oy := b.disp(0, 0)
		dx, dy := ex-ox, ey-oy
		ax, ay := cx+dx*0.95, cy+dy*0.95
		b.glow(dst, cx+dx*0.6, cy+dy*0.6, 1.3, color.NRGBA{0xff, 0xc8, 0x40, 0x90})
		p.Circle(dst, ax, ay, 0.4, color.NRGBA{0x3a, 0x22, 0x08, 0xc0})
		p.Circle(dst, ax, ay, 0.34, color.NRGBA{0xff, 0xb0, 0x30, 0xff})
		// An arrow pointing out.
		px, py := -dy, dx
		poly := []float64{
			ax + dx*0.26, ay + dy*0.26,
			ax + px*0.22, ay + py*0.22,
			ax + px*0.08, ay + py*0.08,
			ax - dx*0.22 + px*0.08, ay - dy*0.22 + py*0.08,
			ax - dx*0.22 - px*0.08, ay - dy*0.22 - py*0.08,
			ax - px*0.08, ay - py*0.08,
			ax - px*0.22, ay - py*0.22,
		}
		p.Polygon(dst, poly, color.RGBA{0xff, 0xf6, 0xd8, 0xff})
	}
}

// drawSpawnMark paints a tile's spawning mark as a swirling portal
// (the spawning point's model stands on it while it lasts).
func (b *BoardArt) drawSpawnMark(dst *ebiten.Image, p *Painter, s tiles.Point) {
	cx, cy := b.disp(float64(s.X)+0.5, float64(s.Y)+0.5)
	b.glow(dst, cx, cy, 1.1, color.NRGBA{0x9a, 0x50, 0xff, 0x80})
	p.Circle(dst, cx, cy, 0.46, color.NRGBA{0x1c, 0x0c, 0x30, 0xff})
	p.Circle(dst, cx, cy, 0.4, color.NRGBA{0x6a, 0x34, 0xb0, 0xff})
	p.Circle(dst, cx, cy, 0.31, color.NRGBA{0x2c, 0x12, 0x4c, 0xff})
	// Swirl arms.
	for i := 0; i < 5; i++ {
		a := float64(i) * 2 * math.Pi / 5
		var arm []float64
		for t := 0.0; t <= 1.0; t += 0.25 {
			rad := 0.06 + 0.26*t
			arm = append(arm, cx+math.Cos(a+t*2.2)*rad, cy+math.Sin(a+t*2.2)*rad)
		}
		for j := 0; j+3 < len(arm); j += 2 {
			p.Line(dst, arm[j], arm[j+1], arm[j+2], arm[j+3], 0.045, color.NRGBA{0xc8, 0x9a, 0xff, 0xd0})
		}
	}
	p.Circle(dst, cx, cy, 0.07, color.NRGBA{0xf0, 0xe0, 0xff, 0xff})
}

// SetMoreStarts adds start markers beside the start token (Rude Supers'
// Pincer Assault: a second doorway), drawn alike; call it before the
// board is first painted.
func (b *BoardArt) SetMoreStarts(ps []tiles.Point) { b.moreStarts = slices.Clone(ps) }

func (b *BoardArt) drawStart(dst *ebiten.Image, p *Painter) {
	b.drawStartAt(dst, p, b.d.Start)
	for _, s := range b.moreStarts {
		b.drawStartAt(dst, p, s)
	}
}

func (b *BoardArt) drawStartAt(dst *ebiten.Image, p *Painter, s tiles.Point) {
	cx, cy := b.disp(float64(s.X)+0.5, float64(s.Y)+0.5)
	b.glow(dst, cx, cy, 0.9, color.NRGBA{0xff, 0xd8, 0x60, 0x70})
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
