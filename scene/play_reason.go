package scene

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
)

// drawConsulLine shows the Consul's latest reason over the board, so a table
// can follow why each monster does what it does.
func (p *Play) drawConsulLine(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	r, lines, ok := p.consulLinePanel(pt)
	if !ok {
		return
	}
	const size = 16
	lineH := pt.Em(size) * 1.25
	pt.Panel(screen, r, render.ColPanel, render.ColAmethyst)
	for i, l := range lines {
		pt.Text(screen, l, pt.Fonts.Regular, size, r.X+14, r.Y+8+float64(i)*lineH+1, render.AlignLeft, render.ColText)
	}
}

// consulLinePanel is where the Consul's reason goes (HUD units) and its
// lines; ok false when it is not drawn.
func (p *Play) consulLinePanel(pt *render.Painter) (r render.Rect, lines []string, ok bool) {
	if !p.consulLineShown() || p.bannerCovered() {
		// Under a modal panel the line would only peek out at its edge
		// (found with the power-up panel over the mini-boss's arrival);
		// the log keeps it.
		return r, nil, false
	}
	v := p.lay.board
	const size = 16
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
	if room := p.reasonRoom(pt); room.W > 0 {
		// Beside the buttons the Consul's turn offers (the green
		// potions): over the board the reason covered its last rows,
		// the party's models among them (found by the testers).
		r, lines = within(room, max(1, min(3, int((room.H-16)/lineH))))
		return r, lines, true
	}
	if small := 3*lineH+16 > v.H/5; small && !p.barIdle() {
		// A small board (a large interface) and a busy bar (the green
		// potions the party may drink): the log beside the board tells
		// the reason in full; a line cut to a word over the dungeon
		// would only hide it.
		return r, nil, false
	} else if p.barIdle() {
		// The action bar, empty while the Consul plays, right under the
		// board: the reason covers no square (found at 200% with large
		// text, where it hid a fifth of the dungeon, and at fit at 100%,
		// its last rows).
		a, bar := p.lay.wide, p.lay.bar
		r, lines = within(render.Rect{X: a.X, Y: bar.Y, W: a.W, H: bar.H}, max(1, min(3, int((bar.H-20)/lineH))))
		return r, lines, true
	}
	// Over the board: three lines at most, and no more than a quarter of
	// its height.
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
		return r, nil, false // the board is what the player watches; the log has the line
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
