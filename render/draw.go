package render

import (
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Rect is an axis-aligned rectangle in screen pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether the point is inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Painter draws primitives at a UI scale: every length given to it is in
// logical pixels (a 1280×720 layout) and is multiplied by Scale, so the same
// layout is crisp on high-DPI screens instead of being stretched.
type Painter struct {
	Fonts *Fonts
	Scale float64
	// TextScale is the player's text-size setting: every font size given to
	// the painter is multiplied by it (0 means 1). Layout code that needs
	// the size text is really drawn at asks Em.
	TextScale float64
	// Smooth draws rectangles and rounded rectangles with linear
	// filtering. The pixels are the same (a rectangle samples one white
	// texel with white around it; rounded corners are copied unscaled onto
	// whole pixels), but the draws then batch with filtered sprites and
	// rings: the board sets it while it draws its highlights and models.
	// Text is not affected.
	Smooth  bool
	path    vector.Path  // reused so drawing a polygon allocates no path
	stroke  vector.Path  // reused by Line
	glyphs  []text.Glyph // reused by Text
	glyphOp ebiten.DrawImageOptions
	shapes  shapeCache
	// faces caches a face per font and pixel size: a new GoTextFace per
	// draw call was the largest allocation of a frame.
	faces map[faceKey]*text.GoTextFace
	// wraps remembers Wrap's answers: the same labels, tooltips and banners
	// are wrapped every frame, and measuring each candidate line shapes it.
	wraps map[wrapKey][]string
	// widths remembers TextWidth's answers (see TextWidth).
	widths map[widthKey]float64
	// draws counts the draw calls and path points issued, so work done
	// off screen can be cut into parts of a bounded size (see
	// BoardArt.paintStep).
	draws int
}

type wrapKey struct {
	s                             string
	src                           *text.GoTextFaceSource
	size, width, scale, textScale float64
}

// maxWraps bounds the Wrap memo; past it the memo starts over (cheaper
// than tracking use, and a frame rarely wraps more than a few dozen texts).
const maxWraps = 1024

type faceKey struct {
	src  *text.GoTextFaceSource
	size float64
}

// face returns the cached face of src at size device pixels.
//
// Sizes are rounded to a quarter pixel: text/v2 keeps a glyph cache per
// face size for the life of the process, and sizes computed to fit a width
// (FitSize, zoomed board labels) take endless values, so unrounded sizes
// grew memory game after game at a booth (issue 22). A quarter pixel is
// below what the eye sees.
func (p *Painter) face(src *text.GoTextFaceSource, size float64) *text.GoTextFace {
	size = math.Round(size*4) / 4
	k := faceKey{src, size}
	if f, ok := p.faces[k]; ok {
		return f
	}
	if p.faces == nil {
		p.faces = map[faceKey]*text.GoTextFace{}
	}
	f := Face(src, size)
	p.faces[k] = f
	return f
}

// RoundRect fills a rounded rectangle given in logical pixels.
func (p *Painter) RoundRect(dst *ebiten.Image, r Rect, radius float64, clr color.Color) {
	s := p.Scale
	x, y := math.Round(r.X*s), math.Round(r.Y*s)
	w, h := math.Round((r.X+r.W)*s)-x, math.Round((r.Y+r.H)*s)-y
	rad := int(math.Round(radius * s))
	if 2*rad > int(w) {
		rad = int(w) / 2
	}
	if 2*rad > int(h) {
		rad = int(h) / 2
	}
	if rad <= 0 {
		p.fillDeviceRect(dst, x, y, w, h, clr)
		return
	}
	rf := float64(rad)
	disc := p.shapes.disc(rad)
	p.drawDiscPart(dst, disc, rad, 0, 0, x, y, clr)
	p.drawDiscPart(dst, disc, rad, 1, 0, x+w-rf, y, clr)
	p.drawDiscPart(dst, disc, rad, 0, 1, x, y+h-rf, clr)
	p.drawDiscPart(dst, disc, rad, 1, 1, x+w-rf, y+h-rf, clr)
	p.fillDeviceRect(dst, x+rf, y, w-2*rf, h, clr)
	p.fillDeviceRect(dst, x, y+rf, rf, h-2*rf, clr)
	p.fillDeviceRect(dst, x+w-rf, y+rf, rf, h-2*rf, clr)
}

// Panel draws a framed rounded panel: an edge colour ring around a fill.
func (p *Painter) Panel(dst *ebiten.Image, r Rect, fill, edge color.Color) {
	p.RoundRect(dst, r, 10, edge)
	p.RoundRect(dst, Rect{r.X + 2, r.Y + 2, r.W - 4, r.H - 4}, 8, fill)
}

// Circle fills a circle given in logical pixels.
func (p *Painter) Circle(dst *ebiten.Image, cx, cy, radius float64, clr color.Color) {
	if radius*p.Scale <= 0 {
		return
	}
	rad := discBucket(radius * p.Scale)
	disc := p.shapes.disc(rad)
	op := &ebiten.DrawImageOptions{}
	k := radius * p.Scale / float64(rad)
	op.GeoM.Translate(-float64(rad), -float64(rad))
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(cx*p.Scale, cy*p.Scale)
	op.ColorScale.ScaleWithColor(clr)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(disc, op)
	p.draws++
}

// Rect fills a plain rectangle given in logical pixels.
func (p *Painter) Rect(dst *ebiten.Image, r Rect, clr color.Color) {
	s := p.Scale
	p.fillDeviceRect(dst, r.X*s, r.Y*s, r.W*s, r.H*s, clr)
}

// Line strokes a line given in logical pixels.
func (p *Painter) Line(dst *ebiten.Image, x0, y0, x1, y1, width float64, clr color.Color) {
	// What vector.StrokeLine (and the StrokePath it calls) does with
	// antialiasing, with the painter's paths reused instead of two new
	// ones per line. FillPath copies the path, so reuse is safe.
	s := p.Scale
	if x0 == x1 || y0 == y1 {
		// A level or upright line is a rectangle: drawn from the white
		// pixel, it joins the frame's other rectangles in one GPU
		// command, where each stroked path costs a stencil pass and
		// Ebitengine's commands allocate (the square rings drawn round
		// an area attack's targets were most of a frame's garbage).
		half := width / 2
		if x0 == x1 {
			p.fillDeviceRect(dst, (x0-half)*s, min(y0, y1)*s, width*s, math.Abs(y1-y0)*s, clr)
		} else {
			p.fillDeviceRect(dst, min(x0, x1)*s, (y0-half)*s, math.Abs(x1-x0)*s, width*s, clr)
		}
		return
	}
	p.path.Reset()
	p.path.MoveTo(float32(x0*s), float32(y0*s))
	p.path.LineTo(float32(x1*s), float32(y1*s))
	stroke := vector.AddStrokeOptions{}
	stroke.Width = float32(width * s)
	p.stroke.Reset()
	p.stroke.AddStroke(&p.path, &stroke)
	op := vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, &p.stroke, nil, &op)
	p.draws += 4
}

// Align says where a text's anchor point sits.
type Align int

// Text anchors.
const (
	AlignLeft Align = iota
	AlignCenter
	AlignRight
)

// Em is the logical size text asked for at size is drawn at: size times the
// text-size setting. Line heights and boxes around text are sized from it.
func (p *Painter) Em(size float64) float64 {
	if p.TextScale > 0 {
		return size * p.TextScale
	}
	return size
}

// Text draws s with its top at y and its anchor at x (logical pixels).
func (p *Painter) Text(dst *ebiten.Image, s string, src *text.GoTextFaceSource, size, x, y float64, align Align, clr color.Color) {
	face := p.face(src, p.Em(size)*p.Scale)
	// text.Draw's own loop, with the glyph slice kept by the painter:
	// text.Draw takes its slice from a sync.Pool, which every garbage
	// collection empties, so it allocated again a few frames later.
	var geoM ebiten.GeoM
	geoM.Translate(x*p.Scale, y*p.Scale)
	layout := text.LayoutOptions{PrimaryAlign: text.Align(align)}
	p.glyphs = text.AppendGlyphs(p.glyphs[:0], s, face, &layout)
	op := &p.glyphOp
	*op = ebiten.DrawImageOptions{}
	op.ColorScale.ScaleWithColor(clr)
	for _, g := range p.glyphs {
		if g.Image == nil {
			continue
		}
		op.GeoM.Reset()
		op.GeoM.Translate(g.X, g.Y)
		op.GeoM.Concat(geoM)
		dst.DrawImage(g.Image, op)
		p.draws++
	}
	clear(p.glyphs) // drop the glyph images until the next call
}

// OutlinedText draws s with a dark outline of width outline (logical pixels),
// for titles and numbers that must read on any background.
func (p *Painter) OutlinedText(dst *ebiten.Image, s string, src *text.GoTextFaceSource, size, x, y, outline float64, clr, edge color.Color) {
	steps := [8][2]float64{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}
	for _, d := range steps {
		p.Text(dst, s, src, size, x+d[0]*outline, y+d[1]*outline, AlignCenter, edge)
	}
	p.Text(dst, s, src, size, x, y, AlignCenter, clr)
}

// TextWidth measures s at size in logical pixels.
//
// Widths are remembered (up to maxWidths, then the memo starts over):
// wrapping measures every prefix of a text, again whenever it is wrapped
// anew, and text/v2 keeps the shaping of every text measured in the last
// second, so wrapping a long log each time a line came held over 100 MiB
// of shaping (issue 22). With the memo only new texts are shaped.
func (p *Painter) TextWidth(s string, src *text.GoTextFaceSource, size float64) float64 {
	f := p.face(src, p.Em(size))
	k := widthKey{s, src, f.Size}
	if w, ok := p.widths[k]; ok {
		return w
	}
	if p.widths == nil || len(p.widths) >= maxWidths {
		p.widths = map[widthKey]float64{}
	}
	w, _ := text.Measure(s, f, 0)
	p.widths[k] = w
	return w
}

type widthKey struct {
	s    string
	src  *text.GoTextFaceSource
	size float64
}

// maxWidths bounds the TextWidth memo: a few hundred log lines' prefixes
// and every label on screen, about a megabyte.
const maxWidths = 8192

// Ellipsize shortens s with a trailing "…" until it is no wider than width
// at size; it returns s unchanged when it fits.
func (p *Painter) Ellipsize(s string, src *text.GoTextFaceSource, size, width float64) string {
	if p.TextWidth(s, src, size) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 1 {
		r = r[:len(r)-1]
		t := strings.TrimRight(string(r), " ·,:") + "…"
		if p.TextWidth(t, src, size) <= width {
			return t
		}
	}
	return "…"
}

// FitSize is the largest size, at most size and at least minSize, at which s
// is no wider than width.
func (p *Painter) FitSize(s string, src *text.GoTextFaceSource, size, minSize, width float64) float64 {
	w := p.TextWidth(s, src, size)
	if w <= width || w == 0 {
		return size
	}
	// Widths are not quite proportional to the size (glyphs snap to
	// whole sizes), so the estimate is checked and stepped down.
	fit := max(minSize, size*width/w)
	for fit > minSize && p.TextWidth(s, src, fit) > width {
		fit = max(minSize, fit-0.5)
	}
	return fit
}

// Polygon fills the closed polygon through xy pairs (logical pixels).
func (p *Painter) Polygon(dst *ebiten.Image, xy []float64, clr color.Color) {
	if len(xy) < 6 {
		return
	}
	s := p.Scale
	p.path.Reset()
	p.path.MoveTo(float32(xy[0]*s), float32(xy[1]*s))
	for i := 2; i+1 < len(xy); i += 2 {
		p.path.LineTo(float32(xy[i]*s), float32(xy[i+1]*s))
	}
	p.path.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, &p.path, nil, op)
	p.draws += len(xy) / 2
}

// Ellipse fills an axis-aligned ellipse given in logical pixels.
func (p *Painter) Ellipse(dst *ebiten.Image, cx, cy, rx, ry float64, clr color.Color) {
	if math.Max(rx, ry)*p.Scale <= 0 {
		return
	}
	rad := discBucket(math.Max(rx, ry) * p.Scale)
	disc := p.shapes.disc(rad)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-float64(rad), -float64(rad))
	op.GeoM.Scale(rx*p.Scale/float64(rad), ry*p.Scale/float64(rad))
	op.GeoM.Translate(cx*p.Scale, cy*p.Scale)
	op.ColorScale.ScaleWithColor(clr)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(disc, op)
	p.draws++
}

// discBucket rounds a radius up to a power of two, so circles of every size
// share a handful of cached discs (scaled down at most 2×, which linear
// filtering keeps smooth) instead of one image per radius.
func discBucket(r float64) int {
	b := 2
	for float64(b) < r && b < 1024 {
		b *= 2
	}
	return b
}

// Wrap breaks s into lines no wider than width at size (logical pixels).
//
// The slice returned is shared by later calls with the same text: do not
// modify it.
func (p *Painter) Wrap(s string, src *text.GoTextFaceSource, size, width float64) []string {
	k := wrapKey{s, src, size, width, p.Scale, p.TextScale}
	if lines, ok := p.wraps[k]; ok {
		return lines
	}
	if p.wraps == nil || len(p.wraps) >= maxWraps {
		p.wraps = map[wrapKey][]string{}
	}
	lines := slices.Clip(p.wrap(s, src, size, width))
	p.wraps[k] = lines
	return lines
}

func (p *Painter) wrap(s string, src *text.GoTextFaceSource, size, width float64) []string {
	var lines []string
	var b LineBreaker
	for _, w := range strings.Fields(s) {
		if line, ok := b.Add(p, w, src, size, width); ok {
			lines = append(lines, line)
		}
	}
	if line := b.Line(); line != "" {
		lines = append(lines, line)
	}
	return lines
}

// LineBreaker fills lines word by word. It measures each word on its own
// and adds the widths: text/v2 keeps the shaping of every string it
// measures for a while (its glyphs' outlines included), and measuring
// every prefix of a long text, as the line grows, filled that cache with
// tens of megabytes at a booth (issue 22), while the words repeat and are
// shaped once. Only a line that ends within a pixel of the width is
// measured whole, so the break is where measuring prefixes put it.
type LineBreaker struct {
	// Indent starts every line after the first (e.g. "  ").
	Indent string
	cur    string
	curW   float64
	lines  int
}

// Add appends word to the line; when it does not fit, the line so far is
// returned (ok) and word starts the next one.
func (b *LineBreaker) Add(p *Painter, word string, src *text.GoTextFaceSource, size, width float64) (line string, ok bool) {
	ww := p.TextWidth(word, src, size)
	if b.cur == "" {
		b.start(p, word, ww, src, size)
		return "", false
	}
	next := b.curW + p.TextWidth(" ", src, size) + ww
	fits := next <= width-1
	if !fits && next <= width+1 {
		fits = p.TextWidth(b.cur+" "+word, src, size) <= width // too close to call by sums
	}
	if fits {
		b.cur += " " + word
		b.curW = next
		return "", false
	}
	line = b.cur
	b.lines++
	b.start(p, word, ww, src, size)
	return line, true
}

func (b *LineBreaker) start(p *Painter, word string, ww float64, src *text.GoTextFaceSource, size float64) {
	b.cur, b.curW = word, ww
	if b.lines > 0 && b.Indent != "" {
		b.cur = b.Indent + word
		b.curW = p.TextWidth(b.Indent, src, size) + ww
	}
}

// Line is the line being filled ("" before the first word).
func (b *LineBreaker) Line() string { return b.cur }

// Continued reports whether the line being filled is not the first.
func (b *LineBreaker) Continued() bool { return b.lines > 0 }
