package scene

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
)

// What the Heroes wear, in the power-up panel: it stays up until Done
// (needsPowerUp), so the party can look over what each Hero now wears
// before the Consul's turn; the Hero cards show only which crystal slots
// are full.

// powerUpIdleHint is the panel's hint when no card waits to be placed, or
// "" when one does.
func (p *Play) powerUpIdleHint() string {
	switch {
	case len(p.g.Backpack) == 0:
		return "The backpack is empty. Press Done to go on."
	case !p.powerUpHasChoice():
		return "Nobody can wear what is left now. Press Done to go on."
	}
	return ""
}

// drawWornList shows what each Hero wears, one line each, under the
// backpack's rows when they leave room for all of it (the Hero cards show
// only which slots are full: played by mouse, a worn card was replaced
// unseen).
func (p *Play) drawWornList(screen *ebiten.Image, pt *render.Painter, r render.Rect) {
	if p.clState() != nil || p.puMore.W > 0 {
		return // the first edition's panel has its own buttons there; a full panel has no room
	}
	y := r.Y + p.powerUpHead(pt) + 6
	if n := len(p.puCards); n > 0 {
		y = p.puCards[n-1].Y + p.puCards[n-1].H + 16
	}
	bottom := p.puTrade.Y - 8
	lh := pt.Em(15) * 1.3
	// Every Hero's line, wrapped, or none: a list cut short hid the last
	// Hero's cards (played at 200% with large text).
	var lines [][]string
	need := lh + 4
	for _, id := range p.heroIDs() {
		m := p.g.Model(id)
		if m == nil {
			continue
		}
		var worn []string
		for i, card := range m.Slots {
			if card != "" {
				worn = append(worn, card+" ("+strings.ToLower(string(cards.Slots[i]))+")")
			}
		}
		what := "nothing yet"
		if len(worn) > 0 {
			what = strings.Join(worn, ", ")
		}
		ls := wrapAll(pt, shortName(m.Card)+": "+what, pt.Fonts.Regular, 14, r.W-48)
		lines = append(lines, ls)
		need += float64(len(ls))*pt.Em(14)*1.3 + 4
	}
	if y+need > bottom {
		return
	}
	pt.Text(screen, "What the Heroes wear now", pt.Fonts.Bold, 15, r.X+24, y, render.AlignLeft, render.ColGold)
	y += lh + 4
	for _, ls := range lines {
		for _, l := range ls {
			pt.Text(screen, l, pt.Fonts.Regular, 14, r.X+24, y, render.AlignLeft, render.ColText)
			y += pt.Em(14) * 1.3
		}
		y += 4
	}
}
