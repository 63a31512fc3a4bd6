package scene

import (
	"slices"
	"strings"

	"github.com/superdungeon-digital/superdungeon/render"
)

// Where the choices strip goes on a large interface (play_choices.go has
// what it offers): over the log's place in rows or one row of short
// labels, keeping the log a line or two, else over the board's foot.

// choicesInColumn lays the strip's buttons out in rows at the top of the
// log's place. The log keeps at least two lines under them (logKeepH):
// at 200% with large text three rows of full labels took all of it while
// a Hero was active (found by mouse), so then the buttons share one row
// with short labels, as small as at 100% and no smaller.
func (p *Play) choicesInColumn(pt *render.Painter, bs []choiceButton, h, gap float64) bool {
	r := p.lay.log
	if t := p.logStripH(pt); t > 0 {
		r.Y += t // under the cards' strip
		r.H -= t
	}
	keep := logKeepH(pt, r.H)
	// within: every button inside the log's place, above keep.
	within := func(keep float64) bool {
		for _, b := range p.choices.rects {
			if b.y+b.h > r.Y+r.H-keep+0.01 {
				return false
			}
		}
		return true
	}
	if p.choicesInRows(pt, bs, h, gap, r, false); within(keep) {
		return true
	}
	if p.choicesInOneRow(pt, bs, h, gap, r, false) && within(keep) {
		return true
	}
	// Short labels in rows (a column too narrow for one row of them).
	if p.choicesInRows(pt, p.shortChoices(bs), h, gap, r, false); within(keep) {
		return true
	}
	// A grid of short labels in the room above the log's lines, the
	// labels no smaller than at 100% (played at 200%: with a card in
	// play the strip took the whole log's place in three rows).
	if above := (render.Rect{X: r.X, Y: r.Y, W: r.W, H: r.H - keep}); above.H > 0 {
		if p.choicesInRows(pt, p.shortChoices(bs), h, gap, above, false); within(keep) {
			return true
		}
	}
	return p.choicesInOneRow(pt, bs, h, gap, r, false) && within(0)
}

// choicesInWholeLog lays the strip's buttons out in rows of short labels
// over the whole of the log's place, the log giving way for the
// activation; it reports whether they fit. It is the last resort before
// rows stacked over a small board (played at 200% with large text: Fight
// Me's four choices covered almost all the board).
func (p *Play) choicesInWholeLog(pt *render.Painter, bs []choiceButton, h, gap float64) bool {
	r := p.lay.log
	if t := p.logStripH(pt); t > 0 {
		r.Y += t
		r.H -= t
	}
	p.choicesInRows(pt, p.shortChoices(bs), h, gap, r, false)
	for _, b := range p.choices.rects {
		if b.y+b.h > r.Y+r.H+0.01 {
			return false
		}
	}
	return true
}

// logKeepH is the height the log's place of height logH keeps under the
// choices strip: three lines of the log, untitled (drawLog), or as many
// as it shows without the strip if fewer.
func logKeepH(pt *render.Painter, logH float64) float64 {
	lineH := pt.Em(17)
	lines := min(3, max(0, int((logH-18)/lineH)))
	if lines == 0 {
		return 0
	}
	return 6 + 18 + float64(lines)*lineH
}

// choicesInOneRow lays the buttons out side by side across the log's
// place, with short labels ("Hearts: Guardian", "Hearts: most hurt"; the
// tooltips say it all), each as wide as its
// widest label needs at 100% size and the row's spare width shared in
// proportion, in r (its top, or with up its foot) It reports false,
// laying nothing out, when they do not fit r's width.
func (p *Play) choicesInOneRow(pt *render.Painter, bs []choiceButton, h, gap float64, r render.Rect, up bool) bool {
	c := &p.choices
	least := 15 / (max(1, p.lay.scale) * pt.Em(1)) // drawChoices' MinFontSize
	out := p.shortChoices(bs)
	ws := make([]float64, len(bs))
	total := gap * float64(len(bs)-1)
	for i, b := range out {
		w := pt.TextWidth(b.label, pt.Fonts.Bold, least)
		for _, a := range b.alts {
			w = max(w, pt.TextWidth(a, pt.Fonts.Bold, least))
		}
		ws[i] = w + 12 // render.Button's margins, and a little air
		total += ws[i]
	}
	if total > r.W {
		return false
	}
	grow := (r.W - gap*float64(len(bs)-1)) / (total - gap*float64(len(bs)-1))
	// The buttons are as tall as the size their labels are drawn at
	// (render.Button fits each label to its width), so the log keeps
	// what they do not need.
	size := 15.0
	for i, b := range out {
		for _, l := range append([]string{b.label}, b.alts...) {
			size = min(size, pt.FitSize(l, pt.Fonts.Bold, 15, least, ws[i]*grow-10))
		}
	}
	h = min(h, pt.Em(size)*1.25+10)
	c.rects = c.rects[:0]
	x, y := r.X, r.Y
	if up {
		y -= h
	}
	for i, b := range out {
		b.x, b.y, b.w, b.h, b.size = x, y, ws[i]*grow, h, size
		c.rects = append(c.rects, b)
		x += b.w + gap
	}
	c.colH = h
	return true
}

// shortChoices are the buttons with short labels ("Hearts: Guardian",
// "Hearts: most hurt"; the tooltips say it all) and no sub line.
func (p *Play) shortChoices(bs []choiceButton) []choiceButton {
	heroes := p.g.Catalog().Heroes
	short := func(l string) string {
		l = strings.NewReplacer(" to:", ":", " from:", ":", "most wounded", "most hurt", "the user", "user").Replace(l)
		if i := strings.Index(l, ": "); i >= 0 && heroes[l[i+2:]] != nil {
			l = l[:i+2] + shortName(l[i+2:])
		}
		return l
	}
	out := make([]choiceButton, len(bs))
	for i, b := range bs {
		b.label, b.sub = short(b.label), ""
		b.alts = slices.Clone(b.alts)
		for k, a := range b.alts {
			b.alts[k] = short(a)
		}
		out[i] = b
	}
	return out
}

// choicesInRows lays the buttons out in rows of full labels from r's top
// (with up, ending at its foot), as many as they need, or in a grid that
// fits r when that is too short for them.
func (p *Play) choicesInRows(pt *render.Painter, bs []choiceButton, h, gap float64, r render.Rect, up bool) {
	c := &p.choices
	c.rects = c.rects[:0]
	x, y := r.X, r.Y
	for _, b := range bs {
		w := max(pt.TextWidth(b.label, pt.Fonts.Bold, 15), pt.TextWidth(b.sub, pt.Fonts.Regular, 12))
		for _, a := range b.alts {
			w = max(w, pt.TextWidth(a, pt.Fonts.Bold, 15))
		}
		w = min(w+pt.Em(15), r.W)
		if x > r.X && x+w > r.X+r.W {
			x, y = r.X, y+h+gap
		}
		b.x, b.y, b.w, b.h = x, y, w, h
		c.rects = append(c.rects, b)
		x += w + gap
	}
	c.colH = y + h - r.Y
	if c.colH <= r.H {
		// One size for every label (the narrowest button's), so the rows
		// read as one strip.
		least := 15 / (max(1, p.lay.scale) * pt.Em(1)) // drawChoices' MinFontSize
		size := 15.0
		for _, b := range c.rects {
			for _, l := range append([]string{b.label}, b.alts...) {
				size = min(size, pt.FitSize(l, pt.Fonts.Bold, 15, least, b.w-10))
			}
		}
		for i := range c.rects {
			c.rects[i].size = size
		}
		if up {
			for i := range c.rects {
				c.rects[i].y += r.H - c.colH
			}
		}
		return
	}
	// Too many rows for the log's place (cards in play above it): a grid
	// that fits r, the labels drawn smaller to fit their buttons (never
	// below their size at 100%, render.Button). Short labels, and as many
	// columns as still hold every label whole at that size: at 200% with
	// extra large text four columns cut "Hearts to: most wounded" to a
	// third of itself.
	least := 15 / (max(1, p.lay.scale) * pt.Em(1)) // drawChoices' MinFontSize
	short := p.shortChoices(bs)
	fits := func(cols int) bool {
		w := (r.W - gap*float64(cols-1)) / float64(cols)
		for _, b := range short {
			for _, l := range append([]string{b.label}, b.alts...) {
				if pt.TextWidth(l, pt.Fonts.Bold, least) > w-10 {
					return false
				}
			}
		}
		return true
	}
	cols := len(bs)
	for cols > 1 && !fits(cols) {
		cols--
	}
	rows := (len(bs) + cols - 1) / cols
	w := (r.W - gap*float64(cols-1)) / float64(cols)
	// A place shorter than the buttons take buttons as tall as it
	// allows, down to a line of text.
	h = max(min(h, (r.H+gap)/float64(rows)-gap), pt.Em(least)*1.25+6)
	// One size for every label, so the grid reads as one strip.
	size := 15.0
	for _, b := range short {
		for _, l := range append([]string{b.label}, b.alts...) {
			size = min(size, pt.FitSize(l, pt.Fonts.Bold, 15, least, w-10))
		}
	}
	size = min(size, (h-6)/1.25/pt.Em(1))
	for i := range c.rects {
		b := &c.rects[i]
		b.label, b.sub, b.alts, b.size = short[i].label, "", short[i].alts, max(size, least)
		b.x, b.y, b.w, b.h = r.X+float64(i%cols)*(w+gap), r.Y+float64(i/cols)*(h+gap), w, h
	}
	c.colH = min(r.H, float64(rows)*(h+gap)-gap)
}

// choicesStrip is the height of the strip's buttons and the gap around
// them (HUD units). A large interface leaves a small board: one line a
// button, no sub line (its tooltip says what each is for), so the strip
// keeps little of the board's foot. The layout keeps that room clear of
// the dungeon at fit (hudLayout.stripH).
func choicesStrip(pt *render.Painter, compact bool) (h, gap float64) {
	if compact {
		return pt.Em(15)*1.25 + 10, pt.Em(15) * 0.35
	}
	return pt.Em(15) * 2.6, pt.Em(15) * 0.5
}
