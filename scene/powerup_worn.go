package scene

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
)

// The power-up panel once nothing is left to place: it stays up until
// Done (needsPowerUp), so the party can look over what each Hero now
// wears before the Consul's turn; the Hero cards show only which crystal
// slots are full.

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

// drawWornList fills an empty backpack panel with what each Hero wears,
// one line each, in the rows the cards would use.
func (p *Play) drawWornList(screen *ebiten.Image, pt *render.Painter, r render.Rect) {
	y := r.Y + p.powerUpHead(pt) + 6
	bottom := p.puTrade.Y - 8
	if p.puMore.W > 0 {
		bottom = p.puMore.Y - 8
	}
	lh := pt.Em(15) * 1.3
	pt.Text(screen, "What the Heroes wear now", pt.Fonts.Bold, 15, r.X+24, y, render.AlignLeft, render.ColGold)
	y += lh + 4
	for _, id := range p.heroIDs() {
		m := p.g.Model(id)
		if m == nil || y+lh > bottom {
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
		line := shortName(m.Card) + ": " + what
		for _, l := range wrapAll(pt, line, pt.Fonts.Regular, 14, r.W-48) {
			if y+lh > bottom {
				break
			}
			pt.Text(screen, l, pt.Fonts.Regular, 14, r.X+24, y, render.AlignLeft, render.ColText)
			y += pt.Em(14) * 1.3
		}
		y += 4
	}
}
