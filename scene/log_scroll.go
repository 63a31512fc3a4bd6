package scene

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// logView is a log panel's scrolling, one for the play screens' logs
// (play_hud.go's and legends_hud.go's): the mouse wheel over the panel,
// a scrollbar along its right edge (drag the thumb, or click the track
// to page), and a "Newest" button while the view is scrolled up. Played
// by mouse at 4×: a Consul turn put twenty lines through a five-line log
// and none of it could be read again.
//
// Rows are the log's wrapped rows (logWrap), so a long entry counts as
// the rows it takes. While the player has scrolled up, the view stays on
// the rows it shows as new entries arrive (the player is reading them);
// the Newest button, or scrolling down to the end, follows the newest
// rows again. A log trimmed at the top keeps the view on the same rows
// while they last.
type logView struct {
	// up is set while the player has scrolled up; top is then the first
	// row shown, counted from the first row the wrap ever held (base
	// included), so rows added or trimmed do not move it.
	up  bool
	top int
	gen int // the wrap's generation top counts in (a new width re-wraps)
	// wheel keeps the part of a row a trackpad's wheel has scrolled.
	wheel float64
	// dragging is set while the thumb is held; grab is where on it.
	dragging bool
	grab     float64

	// The frame's layout, in the panel's units, for the next tick's input.
	panel, lines, track, thumb, newest render.Rect
	rows, total, base                  int
	// cut is how much narrower the rows must be drawn, to leave the
	// Newest button beside a single row (0: they keep their width).
	cut float64
}

// logWheelRows is how many rows a notch of the wheel scrolls, fewer in a
// panel of few rows (so no row is skipped).
const logWheelRows = 3

// logBarW is the scrollbar's width and logNewestText the Newest button's.
const (
	logBarW       = 6.0
	logNewestText = "Newest ↓"
	logNewestSize = 12.0
)

// place lays the view out for this frame and returns which rows of w to
// draw: shown of them from start. panel is the log's panel, lines where
// its rows go (rows of them), head its title's line (zero: none); the
// scrollbar takes the panel's right margin. While scrolled up the Newest
// button goes at the title's right end, or without one takes the last
// row's place (one more row down is the newest end, which shows them
// all), or beside a panel's single row, which is drawn cut to leave it
// room (cut): it never covers a line (played at 200% with large text:
// it covered the only one).
func (v *logView) place(pt *render.Painter, w *logWrap, panel, head, lines render.Rect, rows int) (start, shown int) {
	v.panel, v.lines, v.rows = panel, lines, rows
	v.total, v.base = len(w.lines), w.base
	if w.gen != v.gen {
		v.gen, v.up = w.gen, false // re-wrapped: the old rows are gone
	}
	end := max(0, v.total-rows)
	start = end
	if v.up {
		start = min(max(0, v.top-v.base), end)
		if start == end {
			v.up = false // scrolled to the newest: follow them again
		}
	}
	v.track, v.thumb, v.newest, v.cut = render.Rect{}, render.Rect{}, render.Rect{}, 0
	if rows <= 0 || v.total <= rows {
		return start, rows
	}
	v.track = render.Rect{X: panel.X + panel.W - logBarW - 3, Y: lines.Y, W: logBarW, H: lines.H}
	h := max(v.track.H*float64(rows)/float64(v.total), min(18, v.track.H))
	y := v.track.Y + (v.track.H-h)*float64(start)/float64(end)
	v.thumb = render.Rect{X: v.track.X, Y: y, W: logBarW, H: h}
	if v.up {
		bw := pt.TextWidth(logNewestText, pt.Fonts.Bold, logNewestSize) + 16
		if bh := min(head.H-4, pt.Em(logNewestSize)*1.25+8); bh >= pt.Em(logNewestSize)*1.25 {
			v.newest = render.Rect{X: v.track.X + logBarW - bw, Y: head.Y + (head.H-bh)/2, W: bw, H: bh}
			return start, rows
		}
		bh := lines.H / float64(rows) // the last row's place
		v.newest = render.Rect{X: v.track.X - 4 - bw, Y: lines.Y + lines.H - bh, W: bw, H: bh}
		if rows >= 2 {
			return start, rows - 1
		}
		v.cut = bw + 8
	}
	return start, rows
}

// hide takes the view off screen (its panel has no room for a row).
func (v *logView) hide() {
	v.panel, v.track, v.thumb, v.newest, v.cut = render.Rect{}, render.Rect{}, render.Rect{}, render.Rect{}, 0
}

// scrollTo shows the rows from start on (clamped); the newest end
// follows new rows again.
func (v *logView) scrollTo(start int) {
	end := max(0, v.total-v.rows)
	start = min(max(0, start), end)
	v.up, v.top = start < end, v.base+start
}

// start is the first row shown now.
func (v *logView) start() int {
	end := max(0, v.total-v.rows)
	if !v.up {
		return end
	}
	return min(max(0, v.top-v.base), end)
}

// input takes the wheel over the panel, the scrollbar and the Newest
// button (in is in the panel's units); it reports whether it used the
// tick's click or wheel, which then must not act on anything else.
func (v *logView) input(in *Input) bool {
	over := v.panel.Contains(in.X, in.Y)
	if v.dragging && (in.Down || in.Clicked) {
		// Dragging the thumb: the row under it follows the pointer.
		span := v.track.H - v.thumb.H
		if span > 0 {
			f := (in.Y - v.grab - v.track.Y) / span
			v.scrollTo(int(math.Round(f * float64(v.total-v.rows))))
		}
		v.dragging = !in.Clicked
		return true
	}
	v.dragging = false
	if v.track.W == 0 || !over {
		v.wheel = 0
		return false
	}
	if in.WheelY != 0 {
		v.wheel += in.WheelY * float64(min(logWheelRows, max(1, v.rows-1)))
		n := int(v.wheel) // toward zero: the rest waits for more
		v.wheel -= float64(n)
		v.scrollTo(v.start() - n)
		return true
	}
	// The bar's hit area is the whole right margin: a thin thumb is a
	// small target.
	bar := render.Rect{X: v.track.X - 4, Y: v.track.Y, W: v.panel.X + v.panel.W - v.track.X + 4, H: v.track.H}
	switch {
	case in.Pressed && bar.Contains(in.X, in.Y) && in.Y >= v.thumb.Y && in.Y < v.thumb.Y+v.thumb.H:
		v.dragging, v.grab = true, in.Y-v.thumb.Y
		return true
	case in.Clicked && bar.Contains(in.X, in.Y):
		// A click on the track pages toward it.
		page := max(1, v.rows-1)
		if in.Y < v.thumb.Y {
			v.scrollTo(v.start() - page)
		} else if in.Y >= v.thumb.Y+v.thumb.H {
			v.scrollTo(v.start() + page)
		}
		return true
	case in.Clicked && v.newest.Contains(in.X, in.Y):
		v.up = false
		return true
	}
	return in.Pressed && (bar.Contains(in.X, in.Y) || v.newest.Contains(in.X, in.Y))
}

// draw paints the scrollbar, when the log is longer than the panel, and
// the Newest button while scrolled up (x, y: the pointer, for the hover).
func (v *logView) draw(screen *ebiten.Image, pt *render.Painter, x, y float64) {
	if v.track.W == 0 {
		return
	}
	pt.Rect(screen, v.track, render.ColPanelEdge)
	thumb := render.ColTextDim
	if v.dragging || v.thumb.Contains(x, y) {
		thumb = render.ColText
	}
	pt.Rect(screen, v.thumb, thumb)
	if v.newest.W > 0 {
		r := v.newest
		edge, fill := render.ColPanelEdge, render.ColButton
		if r.Contains(x, y) {
			edge, fill = render.ColGold, render.ColButtonHot
		}
		pt.RoundRect(screen, r, r.H/2, edge)
		pt.RoundRect(screen, render.Rect{X: r.X + 1.5, Y: r.Y + 1.5, W: r.W - 3, H: r.H - 3}, r.H/2-1.5, fill)
		es := pt.Em(logNewestSize)
		pt.Text(screen, logNewestText, pt.Fonts.Bold, logNewestSize, r.X+r.W/2, r.Y+(r.H-es*1.25)/2, render.AlignCenter, render.ColText)
	}
}

// exPanelAt reports whether the person Consul's roster or info panel,
// which go over the log beside a small board, is at (x, y) (HUD units).
func (p *Play) exPanelAt(x, y float64) bool {
	if p.ex == nil {
		return false
	}
	roster := p.exHumanConsul() && p.g.Phase == rules.ConsulTurn && p.g.Over == "" && len(p.ex.roster) > 0
	return roster && p.ex.panelR.Contains(x, y) || p.ex.infoR.Contains(x, y)
}

// logInput gives the game log's scrolling the tick's wheel and clicks
// over the log panel (ctx is the screen's, hc the HUD's); what it uses
// no one else sees, so the wheel over the log never zooms the board.
func (p *Play) logInput(ctx, hc *Context) {
	if p.helpOpen || p.exitPrompt || p.hasPendingChoice() || p.onPowerUpPanel(ctx.In.X, ctx.In.Y, ctx.W) ||
		p.overShown() || p.exPanelAt(hc.In.X, hc.In.Y) {
		return // a panel over the log has the pointer
	}
	if p.logView.input(&hc.In) {
		for _, in := range []*Input{&ctx.In, &hc.In} {
			in.WheelY, in.Clicked, in.Pressed = 0, false, false
		}
	}
}

// logWrap is the log broken to the panel's width, kept up to date line
// by line: a new entry wraps only itself (the whole log was re-wrapped for
// every new line, measuring every prefix of every entry again), a trim
// drops the wrapped lines of the entries it drops, and only a new width or
// text size wraps everything again.
type logWrap struct {
	lines []logLine
	// starts[i] is the index in lines of log entry i's first line.
	starts       []int
	width, textK float64 // what lines were wrapped for
	// base counts the lines trimmed off the top since the last whole
	// wrap, and gen the whole wraps: a scrolled view (logView) keeps its
	// place through new lines and trims.
	base, gen int
	// font is the face an entry of a kind is set in and size its size:
	// nil and 0 are the play log's, regular at 13.
	font func(pt *render.Painter, kind string) *text.GoTextFaceSource
	size float64
}

// update wraps the entries of log not wrapped yet, or all of them when
// the width or the text size changed.
func (w *logWrap) update(pt *render.Painter, log []logLine, width float64) {
	if width != w.width || pt.Em(1) != w.textK || len(log) < len(w.starts) {
		w.lines, w.starts = w.lines[:0], w.starts[:0]
		w.width, w.textK = width, pt.Em(1)
		w.base, w.gen = 0, w.gen+1
	}
	font, size := pt.Fonts.Regular, 13.0
	if w.size > 0 {
		size = w.size
	}
	for _, l := range log[len(w.starts):] {
		if w.font != nil {
			font = w.font(pt, l.kind)
		}
		w.starts = append(w.starts, len(w.lines))
		w.lines = appendWrappedIn(pt, w.lines, l, font, size, width)
	}
}

// drop forgets the wrapped lines of the log's first n entries (trimLog
// dropped them), in fresh arrays so their memory goes too.
func (w *logWrap) drop(n int) {
	if n >= len(w.starts) {
		w.base += len(w.lines)
		w.lines, w.starts = nil, nil
		return
	}
	cut := w.starts[n]
	w.base += cut
	w.lines = append([]logLine(nil), w.lines[cut:]...)
	starts := make([]int, 0, len(w.starts)-n)
	for _, s := range w.starts[n:] {
		starts = append(starts, s-cut)
	}
	w.starts = starts
}

// appendWrapped appends one log entry broken to width; its lines after
// the first are indented.
func appendWrapped(pt *render.Painter, out []logLine, l logLine, width float64) []logLine {
	return appendWrappedIn(pt, out, l, pt.Fonts.Regular, 13, width)
}

// appendWrappedIn is appendWrapped for a log set in font at size.
func appendWrappedIn(pt *render.Painter, out []logLine, l logLine, font *text.GoTextFaceSource, size, width float64) []logLine {
	b := render.LineBreaker{Indent: "  "}
	cont := false
	for _, w := range strings.Fields(l.text) {
		if line, ok := b.Add(pt, w, font, size, width); ok {
			out = append(out, logLine{text: line, kind: l.kind, cont: cont})
			cont = true
		}
	}
	if line := b.Line(); line != "" {
		out = append(out, logLine{text: line, kind: l.kind, cont: cont})
	}
	return out
}

// logRows is where drawLog last put the log's lines (HUD units): the
// lines first..end-1 of the wrap, from top down, lineH apart.
type logRows struct {
	first, end int
	top, lineH float64
	panel      render.Rect
}

// logTip is the whole log entry under the pointer (HUD units) when part of
// it is out of the panel or cut to the line, else "" (played at 200% with
// large text: a two-line log showed an area attack's results as "…" and
// scrolling could not bring the rest into view).
func (p *Play) logTip(x, y float64) string {
	s, lines := p.logShown, p.wrap.lines
	if s.lineH <= 0 || !s.panel.Contains(x, y) || y < s.top || p.logView.track.Contains(x, y) || p.logView.newest.Contains(x, y) {
		return ""
	}
	i := s.first + int((y-s.top)/s.lineH)
	if i >= s.end || i >= len(lines) {
		return ""
	}
	a, b := i, i+1
	for a > 0 && lines[a].cont {
		a--
	}
	for b < len(lines) && lines[b].cont {
		b++
	}
	if a >= s.first && b <= s.end {
		return "" // the whole entry is in view
	}
	parts := make([]string, 0, b-a)
	for _, l := range lines[a:b] {
		parts = append(parts, strings.TrimSpace(l.text))
	}
	return strings.Join(parts, " ")
}
