package scene

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The aim line: while an action is armed, a line over the board says what
// it waits for, and, when the pointer aims at squares (an area, a
// direction, a jump, a walk), what a click there does. It sits at the
// board's foot, above the choices strip, or at its top when the aim is down
// there, so it never covers the squares it speaks of (played by mouse at
// 200% with large text: after Melee nothing on screen said what to do
// next, and Demon Charge's preview was drawn at the pointer, over the line
// and the targets it described). A hovered model's chance stays in its
// tooltip beside the model (drawAimTip).

// aimLine is the line's text, "" when nothing is armed.
func (p *Play) aimLine() string {
	if p.armed.name == "" || p.busy() || p.diceShown() || p.actor() == rules.NoModel {
		return ""
	}
	if len(p.popupBtns()) > 0 {
		// An open pop-up (More, Share) is what the player reads now, and
		// the line lay over it (played at 100%: the armed bomb's button
		// in More, the one to click to cancel, was under the line).
		return ""
	}
	if p.aimTip != "" && p.aimKeep.W == 0 {
		return p.aimTip // about squares (drawTargeting)
	}
	return p.armedHint()
}

// armedHint says what the armed action waits for.
func (p *Play) armedHint() string {
	long, _ := p.armedHints()
	return long
}

// armedHints says what the armed action waits for, in full and in a
// shorter wording for where room is short (at 200% with large text the
// full one was cut: "Throwing Knives: point from the Hero the wa…").
func (p *Play) armedHints() (long, short string) {
	a := p.armed
	k := hintsKey{name: a.name, classic: p.clState() != nil, self: a.selfPotion(), drinker: a.drinker, mode: -1}
	if a.act != nil {
		k.mode = modeOf(a.act)
	}
	if m := &p.scratch.hints; m.ok && m.key == k {
		return m.long, m.short // asked every frame: the same words, not new strings
	}
	long, short = p.armedHintsFresh()
	p.scratch.hints = hintsMemo{key: k, long: long, short: short, ok: true}
	return long, short
}

// hintsKey is what armedHints' words depend on.
type hintsKey struct {
	name          string
	classic, self bool
	drinker       rules.ModelID
	mode          aimMode
}

// hintsMemo is armedHints' last answer.
type hintsMemo struct {
	key         hintsKey
	long, short string
	ok          bool
}

// armedHintsFresh is armedHints worked out anew.
func (p *Play) armedHintsFresh() (long, short string) {
	a := p.armed
	name := a.name
	// The way back by mouse (a mouse player has no Esc in hand, played at
	// 200%): the armed button's second click puts the action away.
	const away = " · click its button again to cancel"
	switch {
	case name == "Dash" && p.clState() != nil:
		return "Run: click a ringed square to run there" + away, "Run: click a ringed square" // the first edition's (classic_rules.go)
	case name == "Dash":
		return "Dash: click a ringed square to dash there" + away, "Dash: click a ringed square"
	case name == interactName:
		return "Click a crystal token on or next to the Hero" + away, "Click a crystal token by the Hero"
	case a.selfPotion():
		return fmt.Sprintf("%s: click it again, or %s, to drink it", name, p.g.Name(a.drinker)) + away,
			fmt.Sprintf("%s: click it or %s to drink", name, p.g.Name(a.drinker))
	case a.act != nil && modeOf(a.act) == aimDirection:
		return name + ": point from the Hero the way it goes, then click" + away, name + ": point a way from the Hero, click"
	case a.act != nil && modeOf(a.act) == aimSelfArea:
		return name + ": click the board to use it on the squares shown" + away, name + ": click the board to use it"
	case a.act != nil && modeOf(a.act) == aimSquare:
		return name + ": click a ringed square to jump there" + away, name + ": click a ringed square"
	}
	return name + ": click a lit target" + away, name + ": click a lit target"
}

// aimKeepSquares are the squares the aim line must leave in view: the
// user's, the hovered one, the armed action's targets and the squares its
// area covers.
func (p *Play) aimKeepSquares() []tiles.Point {
	sq := p.scratch.aimSquares[:0]
	defer func() { p.scratch.aimSquares = sq[:0] }()
	if m := p.g.Model(p.actor()); m != nil {
		sq = append(sq, m.Squares()...)
	}
	if p.hoverOn {
		sq = append(sq, p.hoverSq)
	}
	if !p.armed.potion() && p.armed.name != "Dash" && p.armed.name != interactName {
		for _, id := range p.armedTargets() {
			sq = append(sq, p.g.Model(id).Squares()...)
		}
	}
	if p.armed.name == "Dash" {
		for s := range p.dashTo {
			sq = append(sq, s)
		}
	}
	for s := range p.jumpSquares() {
		sq = append(sq, s)
	}
	sq = append(sq, p.previewSquares()...)
	return sq
}

// aimColumn is a span of the board's width the aim line may sit in.
type aimColumn struct{ x0, x1 float64 }

// aimLineBox is the aim line's place (HUD units), its lines and their
// size.
type aimLineBox struct {
	r     render.Rect
	lines []string
	size  float64
	pad   float64 // above the first line
}

// aimLineSizes are the line's text sizes to try, largest first: on a
// large interface, where the board is small, smaller in HUD units, but
// never smaller on screen than at 100% with the same text setting.
func (p *Play) aimLineSizes() []float64 {
	if p.lay.compact {
		return slices.Compact([]float64{max(10, 15/p.lay.scale), 15 / p.lay.scale})
	}
	return []float64{15}
}

// aimLinePlace is where the aim line goes and its lines of text; a zero
// box when there is nothing to say. The text is never cut: it wraps onto
// as many lines as it needs, in a shorter wording where room is short.
// The place covers none of aimKeepSquares nor the tip by a hovered target,
// and, where it can, no model (played by mouse at 200% with large text:
// the line sat over a spawning tower and the Heroes' own squares). It is
// sought on the board, at its foot, its top, then up and down it, full
// width, then in narrower columns; where none is clear, in the room the
// action bar's buttons leave, else in the goal's place beside the board;
// else the board's least covering place.
func (p *Play) aimLinePlace(pt *render.Painter) aimLineBox {
	s := p.aimLine()
	if s == "" {
		return aimLineBox{}
	}
	words := [2]string{s}
	texts := words[:1]
	if s == p.armedHint() {
		if _, short := p.armedHints(); short != s {
			words[1] = short
			texts = words[:2]
		}
	}
	v := p.lay.board
	// The foot: above the choices strip where it lies on the board.
	foot := v.Y + v.H - 6
	for _, b := range p.choices.rects {
		if b.y >= v.Y && b.y < v.Y+v.H && b.x < v.X+v.W && b.x+b.w > v.X {
			foot = min(foot, b.y-6)
		}
	}
	// The top: under the goal line where it lies on the board.
	top := v.Y + 6
	if p.lay.goal.W == 0 && p.tut == nil {
		goal, modes := p.objectiveRects(pt)
		top = max(top, goal.Y+goal.H+6, modes.Y+modes.H+6)
	}
	keep, models := p.scratch.aimKeep[:0], p.scratch.aimModels[:0]
	defer func() { p.scratch.aimKeep, p.scratch.aimModels = keep[:0], models[:0] }()
	for _, sq := range p.aimKeepSquares() {
		keep = append(keep, p.lay.fromScreen(p.squareRect(sq)))
	}
	if tip, ok := p.aimTipRect(pt); ok {
		keep = append(keep, tip) // the tip by the target is the moment
	}
	if r, ok := p.buttonTipRect(pt); ok {
		// The pointer still on the button that armed the action (played
		// by mouse at 100%: its tip hid the lower half of the line).
		keep = append(keep, r)
	}
	for _, m := range p.modelsInDrawOrder() {
		if m.InPlay {
			for _, sq := range m.Squares() {
				models = append(models, p.lay.fromScreen(p.squareRect(sq)))
			}
		}
	}
	count := func(r render.Rect, rs []render.Rect) int {
		n := 0
		for _, k := range rs {
			if overlaps(r, k) {
				n++
			}
		}
		return n
	}
	type cand struct {
		box                 aimLineBox
		hard, soft, wording int
		edge                float64
	}
	var best cand
	better := func(c cand) bool {
		if best.box.lines == nil {
			return true
		}
		a, b := [3]int{c.hard, c.soft, c.wording}, [3]int{best.hard, best.soft, best.wording}
		if a != b {
			return slices.Compare(a[:], b[:]) < 0
		}
		return c.edge < best.edge
	}
	// measure wraps text in width at size: the lines and the box's size.
	measure := func(text string, size, width float64) ([]string, float64, float64) {
		lines := pt.Wrap(text, pt.Fonts.Bold, size, width)
		w := 0.0
		for _, l := range lines {
			w = max(w, pt.TextWidth(l, pt.Fonts.Bold, size))
		}
		return lines, w + 24, float64(len(lines))*pt.Em(size)*1.25 + 10
	}
	// The columns: the board's width, then the spans beside each model's
	// or kept square's edge.
	cols := append(p.scratch.aimCols[:0], aimColumn{v.X + 8, v.X + v.W - 8})
	defer func() { p.scratch.aimCols = cols[:0] }()
	for _, rs := range [2][]render.Rect{keep, models} {
		for _, r := range rs {
			if r.X-4 > v.X+8 && r.X-4 < v.X+v.W-8 {
				cols = append(cols, aimColumn{v.X + 8, r.X - 4})
			}
			if r.X+r.W+4 > v.X+8 && r.X+r.W+4 < v.X+v.W-8 {
				cols = append(cols, aimColumn{r.X + r.W + 4, v.X + v.W - 8})
			}
		}
	}
	slices.SortStableFunc(cols[1:], func(a, b aimColumn) int { return cmp.Compare(b.x1-b.x0, a.x1-a.x0) })
	cols = slices.Compact(cols)
	step := max(3, 6/p.lay.scale)
	for wi, text := range texts {
		for _, size := range p.aimLineSizes() {
			for ci, col := range cols {
				span := col.x1 - col.x0
				if span < 40 {
					continue
				}
				lines, w, h := measure(text, size, span-24)
				if w > span+0.01 || h > foot-top {
					continue // a word wider than the column, or too tall
				}
				x := col.x0 + (span-w)/2
				if ci > 0 && col.x0 == v.X+8 {
					x = col.x1 - w // against the model it keeps off
				} else if ci > 0 {
					x = col.x0
				}
				// The foot and the top first, then the rows between.
				ys := append(p.scratch.aimYs[:0], foot-h, top)
				for y := foot - h - step; y > top; y -= step {
					ys = append(ys, y)
				}
				p.scratch.aimYs = ys[:0]
				for _, y := range ys {
					r := render.Rect{X: x, Y: y, W: w, H: h}
					c := cand{box: aimLineBox{r, lines, size, 5}, hard: count(r, keep), soft: count(r, models), wording: wi,
						edge: min(foot-h-y, y-top)}
					if better(c) {
						best = c
					}
					if best.hard == 0 && best.soft == 0 && best.edge == 0 {
						return best.box
					}
				}
			}
			if best.box.lines != nil && best.hard == 0 && best.soft == 0 {
				return best.box
			}
		}
	}
	if best.box.lines != nil && best.hard == 0 && best.soft == 0 {
		return best.box
	}
	if b, ok := p.aimLineInBar(pt, texts, measure); ok {
		return b
	}
	if g := p.lay.goal; g.W > 0 {
		// In the goal's place beside the board: the goal waits while
		// the Hero aims, the board's squares stay in view; where the
		// line is taller than the goal (200% with large text, a goal of
		// one line), it reaches down over the top of the log below.
		for _, text := range texts {
			for _, size := range p.aimLineSizes() {
				lines, w, h := measure(text, size, g.W-24)
				if w > g.W+0.01 {
					continue
				}
				if h <= g.H+0.01 {
					return aimLineBox{g, lines, size, (g.H-h)/2 + 5}
				}
				if l := p.lay.log; l.W > 0 && g.Y+h <= l.Y+l.H {
					return aimLineBox{render.Rect{X: g.X, Y: g.Y, W: g.W, H: h}, lines, size, 5}
				}
			}
		}
	}
	return best.box
}

// aimLineInBar is a place for the aim line in the room the action bar's
// buttons leave (at the end of a row: the place kept for a chest's
// button, say), in the first wording that fits whole there.
func (p *Play) aimLineInBar(pt *render.Painter, texts []string, measure func(string, float64, float64) ([]string, float64, float64)) (aimLineBox, bool) {
	l := &p.lay
	if len(p.buttons) == 0 {
		return aimLineBox{}, false
	}
	// The rows' free ends: each row spans from its first button to its last.
	type row struct{ y, h, x0, x1 float64 }
	var rows []row
	for _, b := range p.buttons {
		found := false
		for i := range rows {
			if rows[i].y == b.rect.Y {
				rows[i].x0, rows[i].x1 = min(rows[i].x0, b.rect.X), max(rows[i].x1, b.rect.X+b.rect.W)
				found = true
			}
		}
		if !found {
			rows = append(rows, row{b.rect.Y, b.rect.H, b.rect.X, b.rect.X + b.rect.W})
		}
	}
	lo, hi := l.wide.X, l.wide.X+l.wide.W
	var spots []render.Rect
	for _, r := range rows {
		y, h := r.y, r.h
		if len(rows) == 1 {
			y, h = l.bar.Y+4, l.bar.H-8
		}
		spots = append(spots, render.Rect{X: lo, Y: y, W: r.x0 - barGap - lo, H: h},
			render.Rect{X: r.x1 + barGap, Y: y, W: hi - r.x1 - barGap, H: h})
	}
	for _, text := range texts {
		for _, size := range p.aimLineSizes() {
			for _, sp := range spots {
				if sp.W < 40 {
					continue
				}
				lines, w, h := measure(text, size, sp.W-24)
				h -= 6 // a button's height holds it, padded less
				if w <= sp.W+0.01 && h <= sp.H+0.01 {
					return aimLineBox{render.Rect{X: sp.X + (sp.W-w)/2, Y: sp.Y + (sp.H-h)/2, W: w, H: h}, lines, size, 2}, true
				}
			}
		}
	}
	return aimLineBox{}, false
}

// drawAimLine paints the aim line.
func (p *Play) drawAimLine(screen *ebiten.Image, hc *Context) {
	pt := hc.Painter
	b := p.aimLinePlace(pt)
	if len(b.lines) == 0 {
		return
	}
	pt.Panel(screen, b.r, render.ColPanel, render.ColGold)
	lineH := pt.Em(b.size) * 1.25
	for i, l := range b.lines {
		pt.Text(screen, l, pt.Fonts.Bold, b.size, b.r.X+b.r.W/2, b.r.Y+b.pad+float64(i)*lineH, render.AlignCenter, render.ColText)
	}
}

// buttonTipRect is where drawTooltip puts the hovered button's tip (HUD
// units); false when there is none.
func (p *Play) buttonTipRect(pt *render.Painter) (render.Rect, bool) {
	tip, away := p.buttonTip()
	if tip == "" {
		return render.Rect{}, false
	}
	return pt.TooltipAwayRect(tip, away, p.hc.In.X, p.hc.In.Y, p.lay.W, p.lay.H), true
}
