package scene

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// A Hero card's gear rings: at the design card's foot, or on a compact
// card where its rows leave them room (play_herocards.go lays the card
// out).

// drawSlots draws a Hero's equipment by crystal slot from (x, cy): a ring
// per slot, filled when worn, lettered with colour-blind help.
func (p *Play) drawSlots(screen *ebiten.Image, pt *render.Painter, m *rules.Model, x, cy float64) {
	p.drawSlotsAt(screen, pt, m, x, cy, 1)
}

// slotsW is the width of the rings at size 1: from the first's left
// edge to the last's right.
var slotsW = float64(len(cards.Slots)-1)*22 + 16

// drawSlotsAt is drawSlots at k times the size, the first ring's centre
// at x.
func (p *Play) drawSlotsAt(screen *ebiten.Image, pt *render.Painter, m *rules.Model, x, cy, k float64) {
	p.slotsShown[m.ID] = true
	for i, slot := range cards.Slots {
		cx := x + float64(i)*22*k
		pt.Circle(screen, cx, cy, 8*k, slotColours[slot])
		if m.Slots[i] == "" {
			pt.Circle(screen, cx, cy, 5.5*k, render.ColPanel)
		}
		if p.colourBlind {
			pt.Text(screen, strings.ToUpper(string(slot)[:1]), pt.Fonts.Bold, 10*k, cx, cy-pt.Em(10*k)*0.7, render.AlignCenter, render.ColOutline)
		}
	}
}

// compactFootFree reports whether a compact card in rows whose text
// starts at x, beside a portrait ps high, has room for the rings at its
// foot (drawHeroCardCompact).
func (p *Play) compactFootFree(pt *render.Painter, m *rules.Model, r render.Rect, x, ps float64) bool {
	sts := p.cardStatuses(m)
	f, inline, tight, _ := compactCardScale(pt, p.lay.scale, r, x, float64(p.g.Hearts(m)), float64(p.g.PotionCapacity(m)), sts != "")
	if tight {
		return false
	}
	y := r.Y + 3 + pt.Em(15*f)*1.15 + 17*f + pt.Em(13*f)*1.2
	if !inline {
		y += 17 * f
	}
	if sts != "" {
		y += pt.Em(12*f) * 1.2
	}
	return r.Y+r.H-14-9 >= max(y, r.Y+ps+8)
}

// compactRings is where a compact card whose text starts at x has room
// for its rings beside its icons, at their size at 100% or larger: the
// first ring's centre and their size k (0 when there is none). A card
// in rows has it at the end of the hearts' row, or of the potions' row
// under it; a tight card before the wrath, where the status effects
// leave it whole.
func (p *Play) compactRings(pt *render.Painter, m *rules.Model, r render.Rect, x float64) (cx, cy, k float64, inName bool) {
	sts := p.cardStatuses(m)
	hearts, flasks := float64(p.g.Hearts(m)), float64(p.g.PotionCapacity(m))
	f, inline, tight, _ := compactCardScale(pt, p.lay.scale, r, x, hearts, flasks, sts != "")
	least := min(1, 1/max(1e-9, p.lay.scale*max(pt.TextScale, 1))) // as the hearts: their size at 100%
	y := r.Y + 3 + pt.Em(15*f)*1.15
	right := r.X + r.W - 8
	at := func(end, cy float64) (float64, float64, float64) {
		if k := min(f, (right-end-6)/slotsW); k >= least {
			return right - slotsW*k + 8*k, cy, k
		}
		return 0, 0, 0
	}
	if tight {
		if p.g.HasWrath() {
			right -= pt.TextWidth(wrathRefText, pt.Fonts.Bold, 12*f) + 6
		}
		end := x + (hearts+flasks)*17*f + 10*f
		if sts != "" {
			end += pt.TextWidth(sts, pt.Fonts.Regular, 12*f) + 6
		}
		cx, cy, k = at(end-6, y+8*f)
		return cx, cy, k, false
	}
	fi := iconScale(f, min(1, 1/max(1e-9, p.lay.scale*max(pt.TextScale, 1))), r.X+r.W-6-x, hearts, flasks)
	if inline {
		cx, cy, k = at(x+(hearts*17+14)*fi+max(0, flasks-1)*17*fi+6*fi, y+8*f)
	} else if cx, cy, k = at(x+8*fi+max(0, hearts-1)*17*fi+7*fi, y+8*f); k == 0 {
		cx, cy, k = at(x+8*f+max(0, flasks-1)*17*f+6*f, y+17*f+8*f)
	}
	if k > 0 {
		return cx, cy, k, false
	}
	// Beside the whole name, else its short form (a little air for the
	// cut's measure).
	ny := r.Y + 3 + pt.Em(15*f)*0.62
	if cx, cy, k = at(x+pt.TextWidth(m.Card, pt.Fonts.Bold, 15*f)+2, ny); k == 0 {
		cx, cy, k = at(x+pt.TextWidth(shortName(m.Card), pt.Fonts.Bold, 15*f)+2, ny)
	}
	return cx, cy, k, k > 0
}
