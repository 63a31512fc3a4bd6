package scene

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
)

// drawConsulLine shows the Consul's latest reason over the board, so a table
// can follow why each monster does what it does.
func (p *Play) drawConsulLine(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	r, lines, size, ok := p.consulLinePanel(pt)
	if !ok {
		return
	}
	lineH := pt.Em(size) * 1.25
	pt.Panel(screen, r, render.ColPanel, render.ColAmethyst)
	top := r.Y + (r.H-float64(len(lines))*lineH)/2
	for i, l := range lines {
		pt.Text(screen, l, pt.Fonts.Regular, size, r.X+14, top+float64(i)*lineH+1, render.AlignLeft, render.ColText)
	}
}

// reasonTip is the Consul's whole reason while the pointer is on its
// panel and the panel had to cut it ("" otherwise).
func (p *Play) reasonTip(ctx *Context) string {
	r, lines, _, ok := p.consulLinePanel(ctx.Painter)
	if !ok || len(lines) == 0 || !r.Contains(ctx.In.X, ctx.In.Y) || !strings.HasSuffix(lines[len(lines)-1], "…") {
		return ""
	}
	return p.consulTidy
}

// reasonLeast is the least size (HUD units) the Consul's reason is set
// at to be read whole: the log's lines' size at 100% with the same text
// size, so a larger interface never makes it smaller.
func (p *Play) reasonLeast() float64 { return 13 / max(1, p.lay.scale) }

// consulLinePanel is where the Consul's reason goes (HUD units), its
// lines and their size; ok false when it is not drawn.
func (p *Play) consulLinePanel(pt *render.Painter) (r render.Rect, lines []string, size float64, ok bool) {
	size = 16
	if !p.consulLineShown() || p.bannerCovered() {
		// Under a modal panel the line would only peek out at its edge
		// (found with the power-up panel over the mini-boss's arrival);
		// the log keeps it.
		return r, nil, size, false
	}
	v := p.lay.board
	// Wrapped, not cut: the reason is the point of the line. Three lines
	// at most, so it never covers much of the board.
	if p.consulTidyOf != p.consulLine {
		// Worded once per line, not per frame.
		p.consulTidyOf, p.consulTidy = p.consulLine, tidyText(p.consulLine)
	}
	lineH := pt.Em(size) * 1.25
	// within wraps the reason into area, n lines at most, centred on its
	// height.
	within := func(a render.Rect, n int) (render.Rect, []string) {
		lines := wrapAll(pt, p.consulTidy, pt.Fonts.Regular, size, a.W-28)
		if len(lines) > n {
			lines = lines[:n]
			lines[n-1] = pt.Ellipsize(lines[n-1]+" …", pt.Fonts.Regular, size, a.W-28)
		}
		h := float64(len(lines))*lineH + 16
		return render.Rect{X: a.X, Y: a.Y + (a.H-h)/2, W: a.W, H: h}, lines
	}
	room := p.reasonRoom(pt)
	if room.W > 0 {
		// Beside the buttons the Consul's turn offers (the green
		// potions): over the board the reason covered its last rows,
		// the party's models among them (found by the testers). Whole:
		// set smaller when it needs more lines than the room holds, down
		// to the log's size at 100% (play-tester: "…has the most wrath
		// (3); no …" was cut beside the green potions, at 100% too).
		if r, lines, size, ok := p.reasonWhole(pt, room); ok {
			return r, lines, size, true
		}
		// Taller than the bar, up into the empty foot of the Hero cards'
		// column (no square, no card).
		col := render.Rect{X: room.X, W: min(room.W, p.lay.left.W-room.X-4)}
		col.Y = p.lay.left.Y + 8
		for _, c := range p.lay.heroes {
			col.Y = max(col.Y, c.Y+c.H+8)
		}
		col.H = room.Y + room.H - col.Y
		if r, lines, size, ok := p.reasonWhole(pt, col); ok && col.W >= reasonMinW*0.75 {
			r.Y = room.Y + room.H - r.H // it grows up from the bar's foot
			return r, lines, size, true
		}
		// Too long even so (it never covers the board's squares while
		// they are played on): cut, the log has it whole.
		r, lines = within(room, max(1, min(3, int((room.H-16)/lineH))))
		return r, lines, size, true
	}
	if small := 3*lineH+16 > v.H/5; small && !p.barIdle() {
		// A small board (a large interface) and a busy bar (the green
		// potions the party may drink): the log beside the board tells
		// the reason in full; a line cut to a word over the dungeon
		// would only hide it.
		return r, nil, size, false
	} else if p.barIdle() {
		// The action bar, empty while the Consul plays, right under the
		// board: the reason covers no square (found at 200% with large
		// text, where it hid a fifth of the dungeon, and at fit at 100%,
		// its last rows).
		a, bar := p.lay.wide, p.lay.bar
		r, lines = within(render.Rect{X: a.X, Y: bar.Y, W: a.W, H: bar.H}, max(1, min(3, int((bar.H-20)/lineH))))
		return r, lines, size, true
	}
	r, lines, ok = p.reasonOverBoard(pt, size)
	return r, lines, size, ok
}

// reasonWhole is the Consul's reason whole in room: at 16, or as much
// smaller as it needs down to reasonLeast, in as many lines as the room
// holds; ok false when it does not fit even so.
func (p *Play) reasonWhole(pt *render.Painter, room render.Rect) (r render.Rect, lines []string, size float64, ok bool) {
	least := min(16, p.reasonLeast())
	for size = 16.0; ; size = max(least, size-0.5) {
		lineH := pt.Em(size) * 1.25
		n := int((room.H - 6) / lineH)
		lines = wrapAll(pt, p.consulTidy, pt.Fonts.Regular, size, room.W-28)
		if n >= 1 && len(lines) <= n {
			h := min(room.H, float64(len(lines))*lineH+16)
			return render.Rect{X: room.X, Y: room.Y + (room.H-h)/2, W: room.W, H: h}, lines, size, true
		}
		if room.H <= 0 || room.W <= 28 {
			return r, nil, size, false
		}
		if size <= least {
			return r, nil, size, false
		}
	}
}

// reasonOverBoard is the Consul's reason over the board's foot: three
// lines at most, and no more than a quarter of its height; ok false when
// it covers a model (the board is what the player watches; the log has
// the line).
func (p *Play) reasonOverBoard(pt *render.Painter, size float64) (r render.Rect, lines []string, ok bool) {
	v := p.lay.board
	lineH := pt.Em(size) * 1.25
	n := max(1, min(3, int((v.H/4-16)/lineH)))
	lines = wrapAll(pt, p.consulTidy, pt.Fonts.Regular, size, v.W-60)
	if len(lines) > n {
		lines = lines[:n]
		lines[n-1] = pt.Ellipsize(lines[n-1]+" …", pt.Fonts.Regular, size, v.W-60)
	}
	w := 0.0
	for _, l := range lines {
		w = max(w, pt.TextWidth(l, pt.Fonts.Regular, size))
	}
	w += 28
	h := max(36, float64(len(lines))*lineH+16)
	r = render.Rect{X: v.X + (v.W-w)/2, Y: v.Y + v.H - h - 10, W: w, H: h}
	if len(p.choices.rects) > 0 && !p.diceShown() {
		// Over the choices strip, not on it (found by mouse: a plot drawn
		// in the Heroes' turn was told under the strip's buttons).
		r.Y = min(r.Y, p.choices.rects[0].y-h-6)
	}
	if p.coversAModel(r) {
		return r, nil, false
	}
	return r, lines, true
}

// reasonMinW is the least width (HUD units) the Consul's reason takes in
// the action bar beside its buttons: about thirty characters a line.
const reasonMinW = 220.0

// reasonRoom is the part of the action bar left of one row of buttons
// where the Consul's reason goes while the bar holds buttons (W 0: too
// little room). The rule: the reason never covers the board's squares
// while it is being played on; where the bar has no room for it, it goes
// over the board only where it covers no model (drawConsulLine), and the
// log always has it.
func (p *Play) reasonRoom(pt *render.Painter) render.Rect {
	if pt == nil || len(p.buttons) == 0 || p.barRows != 1 {
		return render.Rect{}
	}
	bar := p.lay.bar
	x0, x1 := p.lay.wide.X, p.buttons[0].rect.X-8
	if p.greenHead.W > 0 {
		x1 = p.greenHead.X - 8
	}
	lineH := pt.Em(16) * 1.25
	if x1-x0 < reasonMinW || bar.H-12 < lineH+16 {
		return render.Rect{}
	}
	return render.Rect{X: x0, Y: bar.Y + 6, W: x1 - x0, H: bar.H - 12}
}

// coversAModel reports whether r (HUD units) lies over a model on the
// board as drawn.
func (p *Play) coversAModel(r render.Rect) bool {
	for _, m := range p.modelsInDrawOrder() {
		v := p.view(m.ID)
		n := 1.0
		if m.Large {
			n = 2
		}
		s := p.lay.fromScreen(p.cam.SquareRect(v.x, v.y, n))
		if s.X < r.X+r.W && r.X < s.X+s.W && s.Y < r.Y+r.H && r.Y < s.Y+s.H {
			return true
		}
	}
	return false
}
