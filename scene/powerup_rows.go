package scene

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// The backpack panel's rows stay where the player saw them: a card worn
// from the backpack leaves a "worn by" row in its place for the rest of
// the power-up, so the cards under it do not move up (played by mouse: a
// click meant for Padded Jerkin, one row down, put a Witch Hat on the
// Ranger after the card above it was worn).

// puGhost is the row a worn card left: its place among the rows (counted
// from the first) and what it says.
type puGhost struct {
	row  int
	text string
}

// puRowCount is how many rows the panel has: the backpack's cards and the
// worn cards' rows.
func (p *Play) puRowCount() int { return len(p.g.Backpack) + len(p.puGhosts) }

// powerUpCard is the backpack index of the card in shown row i, or -1 when
// that row is a worn card's.
func (p *Play) powerUpCard(i int) int {
	r, before := p.puFirst+i, 0
	for _, g := range p.puGhosts {
		if g.row == r {
			return -1
		}
		if g.row < r {
			before++
		}
	}
	if idx := r - before; idx < len(p.g.Backpack) {
		return idx
	}
	return -1
}

// ghostText is what shown row i says when it is a worn card's, else "".
func (p *Play) ghostText(i int) string {
	for _, g := range p.puGhosts {
		if g.row == p.puFirst+i {
			return g.text
		}
	}
	return ""
}

// cardRow is the row (counted from the first) backpack card idx is shown
// in.
func (p *Play) cardRow(idx int) int {
	r := idx
	for _, g := range p.puGhosts { // sorted by row
		if g.row <= r {
			r++
		}
	}
	return r
}

// equipFromPanel wears the chosen card on Hero id and leaves its row's
// place behind.
func (p *Play) equipFromPanel(id rules.ModelID) error {
	card := p.puSelected
	idx := -1
	if p.puSelRow >= 0 {
		idx = p.powerUpCard(p.puSelRow - p.puFirst)
	}
	if idx < 0 || idx >= len(p.g.Backpack) || p.g.Backpack[idx] != card {
		idx = slices.Index(p.g.Backpack, card)
	}
	row := p.cardRow(idx)
	if err := p.apply(rules.Equip{Hero: id, Card: card}); err != nil {
		return err
	}
	text := card + ": worn"
	if m := p.g.Model(id); m != nil {
		text = card + ": worn by " + shortName(m.Card)
	}
	at, _ := slices.BinarySearchFunc(p.puGhosts, row, func(g puGhost, r int) int { return g.row - r })
	p.puGhosts = slices.Insert(p.puGhosts, at, puGhost{row: row, text: text})
	p.puSelRow = -1
	return nil
}

// forgetGhosts lets the rows close up again: a new power-up, or a trade
// or sale that changes the backpack's rows anyway.
func (p *Play) forgetGhosts() {
	p.puGhosts = p.puGhosts[:0]
	p.puSelRow = -1
}

// showTradeResult brings the card the six-loot trade bought into view and
// names it in the panel's hint (played at 200%: the panel went back to
// its first page and nothing said what the trade had bought).
func (p *Play) showTradeResult(before []string) {
	left := map[string]int{}
	for _, c := range before {
		left[c]++
	}
	p.puBought = ""
	for i, c := range p.g.Backpack {
		if left[c] > 0 {
			left[c]--
			continue
		}
		p.puBought = c
		row := p.cardRow(i)
		if n := len(p.puCards); n > 0 && (row < p.puFirst || row >= p.puFirst+n) {
			p.puFirst = min(row, max(0, p.puRowCount()-n))
		}
		p.puSelected, p.puSelRow = c, row
		return
	}
}
