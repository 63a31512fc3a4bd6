package scene

import (
	"fmt"
	"strings"

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
	if p.aimTip != "" && p.aimKeep.W == 0 {
		return p.aimTip // about squares (drawTargeting)
	}
	return p.armedHint()
}

// armedHint says what the armed action waits for.
func (p *Play) armedHint() string {
	a := p.armed
	name := a.name
	const away = " · Esc puts it away"
	switch {
	case name == "Dash" && p.clState() != nil:
		return "Run: click a green square to run there" + away // the first edition's (classic_rules.go)
	case name == "Dash":
		return "Dash: click a green square to dash there" + away
	case name == interactName:
		return "Click a crystal token on or next to the Hero" + away
	case a.selfPotion():
		return fmt.Sprintf("%s: click it again, or %s, to drink it", name, p.g.Name(a.drinker)) + away
	case a.act != nil && modeOf(a.act) == aimDirection:
		return name + ": point from the Hero the way it goes, then click" + away
	case a.act != nil && modeOf(a.act) == aimSelfArea:
		return name + ": click the board to use it on the squares shown" + away
	case a.act != nil && modeOf(a.act) == aimSquare:
		return name + ": click the empty square to jump to" + away
	}
	return name + ": click a lit target" + away
}

// aimKeepSquares are the squares the aim line must leave in view: the
// user's, the hovered one, the armed action's targets and the squares its
// area covers.
func (p *Play) aimKeepSquares() []tiles.Point {
	var sq []tiles.Point
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
	return append(sq, p.previewSquares()...)
}

// aimLineFont is the line's text size: on a large interface, where the
// board is small, smaller in HUD units, but never smaller on screen than
// at 100%.
func (p *Play) aimLineFont() float64 {
	if p.lay.compact {
		return max(10, 15/p.lay.scale)
	}
	return 15
}

// aimLinePlace is where the aim line goes (HUD units) and its lines of
// text; a zero rect when there is nothing to say. It tries the board's
// foot, then its top, centred, then in narrower lines beside the aim,
// and takes the first place that covers none of aimKeepSquares (else the
// one covering fewest).
func (p *Play) aimLinePlace(pt *render.Painter) (render.Rect, []string) {
	s := p.aimLine()
	if s == "" {
		return render.Rect{}, nil
	}
	v := p.lay.board
	size := p.aimLineFont()
	lineH := pt.Em(size) * 1.25
	wrap := func(width float64, most int) ([]string, float64, float64) {
		lines := pt.Wrap(s, pt.Fonts.Bold, size, width)
		if len(lines) > most {
			// The rest of the words cut short in the last line.
			rest := strings.Join(lines[most-1:], " ")
			lines = lines[:most]
			lines[most-1] = pt.Ellipsize(rest, pt.Fonts.Bold, size, width)
		}
		w := 0.0
		for _, l := range lines {
			w = max(w, pt.TextWidth(l, pt.Fonts.Bold, size))
		}
		return lines, w + 24, float64(len(lines))*lineH + 10
	}
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
	keep := p.aimKeepSquares()
	tip, tipOn := p.aimTipRect(pt)
	covers := func(r render.Rect) int {
		n := 0
		if tipOn && overlaps(r, tip) {
			n += 100 // the tip by the target is the moment
		}
		for _, sq := range keep {
			if overlaps(r, p.lay.fromScreen(p.squareRect(sq))) {
				n++
			}
		}
		return n
	}
	var best render.Rect
	var bestLines []string
	least := -1
	try := func(lines []string, r render.Rect) bool {
		if n := covers(r); least < 0 || n < least {
			best, bestLines, least = r, lines, n
		}
		return least == 0
	}
	lines, w, h := wrap(v.W-40, 2)
	for _, y := range []float64{foot - h, top} {
		if try(lines, render.Rect{X: v.X + (v.W-w)/2, Y: y, W: w, H: h}) {
			return best, bestLines
		}
	}
	// Beside the aimed squares: the free span right or left of them, in
	// up to five lines.
	kx0, kx1 := v.X+v.W, v.X
	for _, sq := range keep {
		r := p.lay.fromScreen(p.squareRect(sq))
		kx0, kx1 = min(kx0, r.X), max(kx1, r.X+r.W)
	}
	for _, side := range []struct{ x0, x1 float64 }{{kx1, v.X + v.W}, {v.X, kx0}} {
		span := min(side.x1, v.X+v.W) - max(side.x0, v.X) - 16
		if span < 60 {
			continue
		}
		lines, w, h = wrap(span-24, 5)
		x := max(side.x0, v.X) + 8 + (span-w)/2
		for _, y := range []float64{foot - h, top} {
			if try(lines, render.Rect{X: x, Y: y, W: w, H: h}) {
				return best, bestLines
			}
		}
	}
	return best, bestLines
}

// drawAimLine paints the aim line.
func (p *Play) drawAimLine(screen *ebiten.Image, hc *Context) {
	pt := hc.Painter
	r, lines := p.aimLinePlace(pt)
	if len(lines) == 0 {
		return
	}
	pt.Panel(screen, r, render.ColPanel, render.ColGold)
	size := p.aimLineFont()
	lineH := pt.Em(size) * 1.25
	for i, l := range lines {
		pt.Text(screen, l, pt.Fonts.Bold, size, r.X+r.W/2, r.Y+5+float64(i)*lineH, render.AlignCenter, render.ColText)
	}
}
