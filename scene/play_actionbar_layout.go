package scene

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// barGap is the room between two buttons of the action bar.
const barGap = 8.0

// barFit measures action bar buttons: minW is a button's least width.
type barFit struct {
	pt   *render.Painter
	minW float64
}

func (f barFit) width(label string, size float64) float64 {
	return max(f.minW, f.pt.TextWidth(label, f.pt.Fonts.Bold, size)+20)
}

// measure is the width bs take in a row at size, gaps included.
func (f barFit) measure(bs []*actionButton, size float64) float64 {
	total := 0.0
	for i, b := range bs {
		if i > 0 {
			total += barGap
		}
		total += f.width(b.label, size)
	}
	return total
}

// row places bs side by side at size in area at y, ending at the area's
// right end (right) or centred; buttons too wide for the area squeeze,
// their labels with them.
func (f barFit) row(bs []*actionButton, area render.Rect, y, h, size float64, right bool) {
	ws := make([]float64, len(bs))
	total := -barGap
	for i, b := range bs {
		ws[i] = f.width(b.label, size)
		total += ws[i] + barGap
	}
	if total > area.W { // squeeze: the labels shrink to their buttons
		k := (area.W - barGap*float64(len(ws)-1)) / (total - barGap*float64(len(ws)-1))
		for i := range ws {
			ws[i] *= k
		}
		total = area.W
	}
	x := max(area.X, area.X+(area.W-total)/2)
	if right {
		x = area.X + area.W - total
	}
	for i, b := range bs {
		b.rect = render.Rect{X: x, Y: y, W: ws[i], H: h}
		x += ws[i] + barGap
	}
}

// sizes are the label sizes to try from hi down to lo, lo last.
func sizes(hi, lo float64) []float64 {
	var out []float64
	for s := hi; s > lo; s-- {
		out = append(out, s)
	}
	return append(out, lo)
}

// barMinFont is the least label size (HUD units) of the action bar: on
// screen never below what the bar squeezes to at 100% with the same text
// size (14, times the text setting: at 200% with large text the labels
// had shrunk to 15 px, smaller than at 100%, played by mouse).
func (l *hudLayout) barMinFont() float64 { return max(6, 14/l.scale) }

// placeButtons lays out the action bar's buttons (ctx is the HUD's): one
// row centred under the board with their costs, shrinking the labels a
// little; then one row spreading under the Hero cards; then two rows.
// minW is a button's least width and font the labels' size to start from.
// A Hero's activation bar has its own rules (placeActivationBar).
func (p *Play) placeButtons(ctx *Context, minW, font float64) {
	if len(p.buttons) == 0 {
		return
	}
	if p.g.Active != rules.NoModel && p.g.Phase == rules.HeroTurn && p.cursor == nil {
		p.placeActivationBar(ctx, minW, font)
		return
	}
	fit := barFit{ctx.Painter, minW}
	l := &p.lay
	low := l.barMinFont()
	y := l.bar.Y + (l.bar.H-l.btnH)/2
	for _, t := range []struct {
		area render.Rect
		low  float64
	}{{l.actions, max(low, font-3)}, {l.wide, low}} {
		for _, s := range sizes(font, t.low) {
			if fit.measure(p.buttons, s) <= t.area.W {
				p.barFont = s
				fit.row(p.buttons, t.area, y, l.btnH, s, false)
				return
			}
		}
	}
	// Two rows of labels.
	p.barRows = 2
	a, h := p.barTwoRows()
	half := (len(p.buttons) + 1) / 2
	f := low
	for _, s := range sizes(min(font, 15), low) {
		if fit.measure(p.buttons[:half], s) <= a.W && fit.measure(p.buttons[half:], s) <= a.W {
			f = s
			break
		}
	}
	p.barFont = f
	fit.row(p.buttons[:half], a, a.Y, h, f, false)
	fit.row(p.buttons[half:], a, a.Y+h+6, h, f, false)
}

// barTwoRows is the area two rows of buttons share and a row's height.
func (p *Play) barTwoRows() (render.Rect, float64) {
	l := &p.lay
	a := render.Rect{X: l.wide.X, Y: l.bar.Y + 8, W: l.wide.W, H: l.bar.H - 16}
	return a, (a.H - 6) / 2
}

// placeActivationBar lays out a Hero's activation bar so that no button
// ever moves when one its square brings (Open Chest, Interact, Stand Up,
// Wear: actionButton.context) comes or goes, and no label is smaller than
// barMinFont (played by mouse at 200% with large text: Open Chest coming
// moved every button, Melee 187→216 px, and six buttons shrank their
// labels to 15 px and the costs to 8).
//
// The rows end at the bar's right end, End last, and room for one such
// button is kept at the left of the last row whether it is there or not,
// so the size and the cut between the rows, chosen with that room, stay
// put. First one row (under the board, then spreading under the Hero
// cards), then two rows where they hold labels of the least size, cut
// where both fit; past that the buttons that do not fit go into a More
// pop-up, last ones first, the attacks and Dash, Undo and End staying.
func (p *Play) placeActivationBar(ctx *Context, minW, font float64) {
	pt := ctx.Painter
	fit := barFit{pt, minW}
	l := &p.lay
	low := l.barMinFont()
	var ctxB, rest []*actionButton
	for _, b := range p.buttons {
		if b.context {
			ctxB = append(ctxB, b)
		} else {
			rest = append(rest, b)
		}
	}
	ctxB = p.ctxWithRoom(ctxB)
	// slot is the room kept for the square's buttons, their gap included.
	slot := func(s float64) float64 {
		c := 0.0
		for _, b := range ctxB {
			c += fit.width(b.label, s) + barGap
		}
		return max(fit.width("Open Chest", s)+barGap, c)
	}
	defer func() {
		// The room kept for a button the square brought before is not a
		// button. (A new list, not DeleteFunc's in place: that clears the
		// old list's tail, which a loop over the buttons that clicked one
		// may still be reading.)
		if slices.ContainsFunc(p.buttons, func(b *actionButton) bool { return b.ghost }) {
			var kept []*actionButton
			for _, b := range p.buttons {
				if !b.ghost {
					kept = append(kept, b)
				}
			}
			p.buttons = kept
		}
	}()
	oneRow := func(rest []*actionButton) bool {
		y := l.bar.Y + (l.bar.H-l.btnH)/2
		for _, t := range []struct {
			area render.Rect
			low  float64
		}{{l.actions, max(low, font-3)}, {l.wide, low}} {
			for _, s := range sizes(font, t.low) {
				if slot(s)+fit.measure(rest, s) <= t.area.W {
					p.barFont = s
					p.barRows = 1
					p.buttons = append(append(p.buttons[:0], ctxB...), rest...)
					fit.row(p.buttons, t.area, y, l.btnH, s, true)
					return true
				}
			}
		}
		return false
	}
	a, h := p.barTwoRows()
	// Two rows with costs draw labels no larger than the row allows
	// (render.Button.LabelSize).
	rowMax := (h/2 - 3) / 1.2 / pt.Em(1)
	twoRows := func(rest []*actionButton, squeeze bool) bool {
		if rowMax < low && !squeeze {
			return false // not two rows whose labels stay readable
		}
		for _, s := range sizes(min(font, 15, rowMax), low) {
			best, bestW := -1, 0.0
			for k := 1; k < len(rest); k++ {
				top, bottom := fit.measure(rest[:k], s), slot(s)+fit.measure(rest[k:], s)
				if top <= a.W && bottom <= a.W && (best < 0 || max(top, bottom) < bestW) {
					best, bestW = k, max(top, bottom)
				}
			}
			if best < 0 && !(squeeze && s == low) {
				continue
			}
			if best < 0 {
				best = (len(rest) + 1) / 2
			}
			p.barFont, p.barRows = s, 2
			bottom := append(append([]*actionButton{}, ctxB...), rest[best:]...)
			p.buttons = append(append(p.buttons[:0], rest[:best]...), bottom...)
			fit.row(rest[:best], a, a.Y, h, s, true)
			fit.row(bottom, a, a.Y+h+6, h, s, true)
			return true
		}
		return false
	}
	p.moreBtns = nil
	if oneRow(rest) || twoRows(rest, false) {
		p.moreOpen = false
		return
	}
	// More: the last buttons before Share or Dash go into a pop-up, one
	// at a time, until the rest fit.
	tail := len(rest)
	for i, b := range rest {
		if b.label == "Share" || b.label == "Dash" || b.label == "Run" {
			tail = i
			break
		}
	}
	more := &actionButton{label: "More", tip: "More of this Hero's actions and potions", active: p.moreOpen}
	more.onClick = func() { p.moreOpen, p.shareOpen = !p.moreOpen, false; p.barVersion = 0 }
	for cut := tail - 1; cut >= 1; cut-- {
		p.moreBtns = append([]*actionButton{}, rest[cut:tail]...)
		more.cost = plural(len(p.moreBtns), "more", "more")
		for _, b := range p.moreBtns {
			more.active = more.active || b.active
		}
		shown := append(append(append([]*actionButton{}, rest[:cut]...), more), rest[tail:]...)
		if oneRow(shown) || twoRows(shown, false) {
			return
		}
	}
	// Nothing fits even so: two rows, squeezed, as a last resort.
	p.moreBtns, p.moreOpen = nil, false
	if rowMax >= low {
		twoRows(rest, true)
		return
	}
	p.barRows = 1
	p.barFont = low
	p.buttons = append(append(p.buttons[:0], ctxB...), rest...)
	fit.row(p.buttons, l.wide, l.bar.Y+(l.bar.H-l.btnH)/2, l.btnH, low, true)
}

// ctxWithRoom is the square's buttons, the latest to come this activation
// leftmost, with room (a ghost button, laid out but neither drawn nor
// clickable) for any that came and went: one going moves none of the
// others (played at 200%: Open Chest used, Interact beside it jumped 180
// px to the right).
func (p *Play) ctxWithRoom(ctxB []*actionButton) []*actionButton {
	key := ctxRoomKey{hero: p.g.Active, turn: p.g.Turn}
	if p.ctxRoom.key != key {
		p.ctxRoom = ctxRoom{key: key}
	}
	for _, b := range ctxB {
		if !slices.Contains(p.ctxRoom.seen, b.label) {
			// A newcomer goes leftmost: the row ends at the bar's right
			// end, so those already there keep their places.
			p.ctxRoom.seen = append([]string{b.label}, p.ctxRoom.seen...)
		}
	}
	out := make([]*actionButton, 0, len(p.ctxRoom.seen))
	for _, label := range p.ctxRoom.seen {
		i := slices.IndexFunc(ctxB, func(b *actionButton) bool { return b.label == label })
		if i < 0 {
			out = append(out, &actionButton{label: label, context: true, ghost: true})
			continue
		}
		out = append(out, ctxB[i])
	}
	return out
}

// ctxRoom remembers the square's buttons seen in one activation.
type ctxRoom struct {
	key  ctxRoomKey
	seen []string
}

type ctxRoomKey struct {
	hero rules.ModelID
	turn int
}
