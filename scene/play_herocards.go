package scene

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// heroCardRects are the Hero cards in the left column, in HUD units.
func (p *Play) heroCardRects(*Context) []render.Rect { return p.lay.heroes }

func (p *Play) heroCardClick(ctx *Context) bool {
	for i, r := range p.heroCardRects(ctx) {
		if r.Contains(ctx.In.X, ctx.In.Y) {
			id := p.heroIDs()[i]
			// The card's tip waits until the pointer moves: clicked to
			// activate at 200%, the whole tip came up over the board
			// the player was about to look at.
			// (pointAt keeps the pointer in the screen's pixels; ctx is the
			// HUD's.)
			p.hushStill, p.hushX, p.hushY = true, p.lastPointerX, p.lastPointerY
			if p.aimFromCard(id) {
				return true
			}
			if p.g.Active == rules.NoModel || (p.rudeGame() && p.g.Active != id && p.g.Phase == rules.HeroTurn) {
				p.seenHero = rules.NoModel // its card: the camera may go to it
				p.startHero(id)            // explore_rude.go
			} else {
				m := p.g.Model(id)
				p.cam.CX, p.cam.CY = float64(m.Pos.X)+0.5, float64(m.Pos.Y)+0.5
			}
			return true
		}
	}
	return false
}

// aimFromCard fires the armed action at the Hero whose card was clicked,
// when the action is one aimed at a friend (reports whether it was):
// played at 200% with large text, the Herbalist's target stood under the
// party's chips, and a click on its card only moved the camera.
func (p *Play) aimFromCard(id rules.ModelID) bool {
	a := p.armed
	if !p.cardAims() {
		return false
	}
	if p.apply(a.command(rules.Aim{Target: id})) == nil {
		p.armed = armedAction{}
	}
	return true
}

// cardAims reports whether a click on a Hero card fires the armed action
// at that Hero: one aimed at a single friend.
func (p *Play) cardAims() bool {
	a := p.armed
	if a.name == "" || a.consul || a.act == nil || modeOf(a.act) != aimTarget {
		return false
	}
	return a.act.Targeting == cards.Augment || a.act.Targeting == cards.Dangerous
}

// cardAimTip is the tip of Hero id's card while a click on it fires the
// armed action: what the click does, or the rules' reason it can't.
func (p *Play) cardAimTip(id rules.ModelID) string {
	name := p.g.Name(id)
	if _, err := p.g.Clone().Apply(p.withChoices(p.armed.command(rules.Aim{Target: id}))); err != nil {
		return fmt.Sprintf("%s on %s: can't — %s", p.armed.name, name, reason(err))
	}
	return fmt.Sprintf("Click: %s on %s.", p.armed.name, name)
}

// maxCachedHeroCards is how many Hero cards the card layer keeps; a party
// larger than that is drawn card by card every frame.
const maxCachedHeroCards = 6

// heroCardKey is everything one Hero card shows: the card layer is painted
// again only when one of these changes.
type heroCardKey struct {
	r                         render.Rect
	card                      string
	inPlay, active, activated bool
	wounds, potions, wrath    int
	hearts, capacity, mp, ap  int
	statuses                  rules.StatusSet
	paused                    bool // set aside (Rude Supers)
	effects                   int  // boosts on it (statusNames lists them)
	slots                     [4]string
}

// heroCardsKey is the whole card layer's key.
type heroCardsKey struct {
	n                int
	cards            [maxCachedHeroCards]heroCardKey
	scale, textScale float64
	colourBlind      bool
}

// drawHeroCards draws the Hero cards from a layer painted only when a card
// changes: hearts, flasks, slots, portraits and text were the bulk of a
// frame's draw commands although they change a few times a turn.
func (p *Play) drawHeroCards(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	rects := p.heroCardRects(ctx)
	ids := p.heroIDs()
	if len(rects) > maxCachedHeroCards || len(rects) > len(ids) {
		p.paintHeroCards(screen, ctx)
		return
	}
	hg := p.hud()
	key := heroCardsKey{n: len(rects), scale: pt.Scale, textScale: pt.TextScale, colourBlind: p.colourBlind}
	var area image.Rectangle
	for i, r := range rects {
		m := hg.Model(ids[i])
		k := heroCardKey{r: r, card: m.Card, inPlay: m.InPlay, active: m.ID == p.g.Active, activated: m.Activated || p.heroCardStatus(pt, m, r.W) == "activated",
			wounds: m.Wounds, potions: m.Potions, wrath: p.wrathShown(m), hearts: p.g.Hearts(m), capacity: p.g.PotionCapacity(m),
			statuses: m.Statuses, effects: len(m.Effects) + 16*len(coveringAuras(hg, m)), slots: m.Slots, paused: p.rudeHeroPaused(m.ID)}
		if k.active {
			k.mp, k.ap = p.g.MPLeft(m.ID), p.g.APLeft(m.ID)
		}
		key.cards[i] = k
		area = area.Union(image.Rect(int(math.Floor(r.X*pt.Scale)), int(math.Floor(r.Y*pt.Scale)),
			int(math.Ceil((r.X+r.W)*pt.Scale)), int(math.Ceil((r.Y+r.H)*pt.Scale))))
	}
	p.cardLayer.Draw(screen, area, key, func(layer *ebiten.Image) {
		// The cards sit on the side column's opaque background.
		layer.Fill(render.ColBackground)
		p.paintHeroCards(layer, ctx)
	})
}

// paintHeroCards draws the Hero cards onto dst.
func (p *Play) paintHeroCards(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	hg := p.hud()
	rows := heroCardRows(pt)
	for i, r := range p.heroCardRects(ctx) {
		m := hg.Model(p.heroIDs()[i])
		edge := render.ColPanelEdge
		if m.ID == p.g.Active {
			edge = render.ColGold
		}
		var fill color.Color = render.ColPanel
		if !m.InPlay {
			fill = render.ColDisabled
		}
		pt.Panel(screen, r, fill, edge)
		if p.slotsShown == nil {
			p.slotsShown = map[rules.ModelID]bool{}
		}
		p.slotsShown[m.ID] = false // drawSlots says otherwise
		// Portrait: beside the text while the card is wide enough for both,
		// and only when it is tall enough to read.
		ps, x, status := p.heroCardText(pt, m, r)
		full := r.H >= heroCardFullH(pt)-8
		if ps >= 28 {
			p.art.DrawPortrait(screen, pt, m.Card, render.Rect{X: r.X + 8, Y: r.Y + 8, W: ps, H: ps})
		}
		textW := r.X + r.W - 8 - x
		if full {
			p.drawHeroCardFull(screen, pt, m, r, x, textW, status, rows)
		} else {
			p.drawHeroCardCompact(screen, pt, m, r, x, textW, status)
		}
	}
}

// heroCardText is where a Hero card's text starts (x) beside its
// portrait (ps, none under 28) and its state. A compact card whose state
// row (points and wrath, each at no less than its size at 100%) cannot
// fit beside the portrait drops the portrait. The test is made with the
// widest points and the wrath's reserved room, never with what the card
// shows now, so the card keeps one layout all game (played at 200% with
// large text: a Hero gaining wrath mid-activation lost its portrait, its
// name grew from short to long and its hearts jumped left).
func (p *Play) heroCardText(pt *render.Painter, m *rules.Model, r render.Rect) (ps, x float64, status string) {
	ps = min(r.H-20, 64.0, r.W*0.3)
	x = r.X + 12
	if ps >= 28 {
		x = r.X + ps + 16
	}
	status = p.heroCardStatus(pt, m, r.X+r.W-8-x)
	if ps >= 28 && r.H < heroCardFullH(pt)-8 && !p.compactStateFits(pt, m, r, x) {
		ps, x = 0, r.X+12
		status = p.heroCardStatus(pt, m, r.X+r.W-8-x)
	}
	if ps >= 28 && r.H < heroCardFullH(pt)-8 && !p.compactFootFree(pt, m, r, x, ps) {
		// No room for the rings at the card's foot, under the portrait,
		// nor beside the icons: the portrait gives way for them when
		// that makes room (played at 200% with large text: the cards
		// showed no rings, and a larger setting must hide nothing).
		if _, _, k, _ := p.compactRings(pt, m, r, x); k == 0 && p.compactStateFits(pt, m, r, r.X+12) {
			if _, _, k, _ := p.compactRings(pt, m, r, r.X+12); k > 0 {
				ps, x = 0, r.X+12
				status = p.heroCardStatus(pt, m, r.X+r.W-8-x)
			}
		}
	}
	if ps >= 28 && r.H >= heroCardFullH(pt)-8 && !fullCardTextFits(pt, m.Card, status, r.X+r.W-8-x) {
		// A full card at 200% with large text cut its state beside the
		// portrait ("4 MP · 3…"): the portrait gives way, never the points.
		ps, x = 0, r.X+12
		status = p.heroCardStatus(pt, m, r.X+r.W-8-x)
	}
	return ps, x, status
}

// fullCardTextFits reports whether a full card's name (at its least
// size) and state fit in textW without being cut.
func fullCardTextFits(pt *render.Painter, name, status string, textW float64) bool {
	return pt.TextWidth(name, pt.Fonts.Bold, 12) <= textW+4 && pt.TextWidth(status, pt.Fonts.Regular, 13) <= textW
}

// heroCardStateSize is the size (HUD units) card i's state is drawn at.
func (p *Play) heroCardStateSize(pt *render.Painter, i int) float64 {
	r := p.lay.heroes[i]
	m := p.hud().Model(p.heroIDs()[i])
	_, x, status := p.heroCardText(pt, m, r)
	if r.H >= heroCardFullH(pt)-8 {
		return 13
	}
	textW := r.X + r.W - 8 - x
	f, _, tight, _ := compactCardScale(pt, p.lay.scale, r, x, float64(p.g.Hearts(m)), float64(p.g.PotionCapacity(m)), p.cardStatuses(m) != "")
	if tight {
		return pt.FitSize(status, pt.Fonts.Regular, 13*f, min(13*f, stateLeast(p.lay.scale)), textW*0.6)
	}
	rs := p.stateRowSize(pt, f, textW)
	return p.stateSize(pt, status, rs, textW)
}

// stateRefText is the widest points a card's state row is laid out for,
// whatever it shows now.
const stateRefText = "8 MP · 8 AP"

// wrathRefText is the room a card's wrath is given in every state, so a
// number appearing or growing moves nothing.
const wrathRefText = "wrath 00"

// stateRowSize is the size a compact card's state row (points, then the
// wrath at its right end) is set at: 13*f, or smaller so the widest
// points and the wrath's reserved room fit textW, never below
// stateLeast. It does not depend on the state or the wrath shown now.
func (p *Play) stateRowSize(pt *render.Painter, f, textW float64) float64 {
	least := min(13*f, stateLeast(p.lay.scale))
	size := 13 * f
	for size > least && pt.TextWidth(stateRefText, pt.Fonts.Regular, size)+p.wrathRoom(pt, size) > textW {
		size = max(least, size-0.25)
	}
	return size
}

// stateSize is the size a compact card's state is set at: the row's
// size, smaller only when a state wider than stateRefText ("set aside ·
// click to resume") would not fit beside the wrath, never below
// stateLeast.
func (p *Play) stateSize(pt *render.Painter, status string, rowSize, textW float64) float64 {
	return pt.FitSize(status, pt.Fonts.Regular, rowSize, min(rowSize, stateLeast(p.lay.scale)), textW-p.wrathRoom(pt, rowSize))
}

// wrathRoom is the room the wrath is given at the end of a card's state
// row at size: the same in every state, 0 in a game without wrath.
func (p *Play) wrathRoom(pt *render.Painter, size float64) float64 {
	if !p.g.HasWrath() {
		return 0
	}
	return pt.TextWidth(wrathRefText, pt.Fonts.Bold, size) + 8
}

// wrathLabel is what a Hero card says of its wrath, in a game with wrath:
// "wrath 0" dim, or the wrath in its colour.
func (p *Play) wrathLabel(m *rules.Model) (string, color.Color, bool) {
	if !p.g.HasWrath() {
		return "", nil, false
	}
	if m.Wrath == 0 {
		return "wrath 0", render.ColTextDim, true
	}
	return fmt.Sprintf("wrath %d", m.Wrath), colWrath, true
}

// heroCardStatus is a Hero card's state: ready, its points left while
// active (without "active ·" when textW is too narrow for it), set
// aside, activated or down.
func (p *Play) heroCardStatus(pt *render.Painter, m *rules.Model, textW float64) string {
	switch {
	case !m.InPlay:
		return "down"
	case m.ID == p.g.Active:
		status := fmt.Sprintf("active · %d MP · %d AP", p.g.MPLeft(m.ID), p.g.APLeft(m.ID))
		if pt.TextWidth(status, pt.Fonts.Regular, 13) > textW {
			status = fmt.Sprintf("%d MP · %d AP", p.g.MPLeft(m.ID), p.g.APLeft(m.ID))
		}
		return status
	case p.rudeHeroPaused(m.ID):
		return "set aside · click to resume"
	case m.Activated, explore.RudeActivatedThisTurn(p.g, m.ID):
		return "activated"
	case m.ActivatedTurn == p.g.Turn && p.g.Phase == rules.HeroTurn && p.g.Turn > 0:
		// Its token went back with the round's, but it acted this turn
		// and waits for the next (played at 200%: the card said "ready"
		// and the click was refused).
		return "activated"
	}
	return "ready"
}

// compactStateFits reports whether a compact card's widest points, with
// the wrath's room beside them, fit at no less than their size at 100%
// with the same text size when its text starts at x.
func (p *Play) compactStateFits(pt *render.Painter, m *rules.Model, r render.Rect, x float64) bool {
	textW := r.X + r.W - 8 - x
	f, _, tight, _ := compactCardScale(pt, p.lay.scale, r, x, float64(p.g.Hearts(m)), float64(p.g.PotionCapacity(m)), p.cardStatuses(m) != "")
	least := min(13*f, stateLeast(p.lay.scale))
	if tight {
		return pt.TextWidth(stateRefText, pt.Fonts.Regular, least) <= textW*0.6
	}
	return pt.TextWidth(stateRefText, pt.Fonts.Regular, least)+p.wrathRoom(pt, least) <= textW
}

// stateLeast is the least size (HUD units) a compact card's state is
// set at: its size at 100% with the same text size, so a larger
// interface never makes it smaller on screen.
func stateLeast(u float64) float64 { return 13 / max(1, u) }

// drawHeroCardFull is the design's Hero card: name, status, hearts,
// potions and wrath, status effects, and the crystal slots along the foot.
func (p *Play) drawHeroCardFull(screen *ebiten.Image, pt *render.Painter, m *rules.Model, r render.Rect, x, textW float64, status string, rows heroRows) {
	// A long name is set a little smaller to stay inside the card.
	size := pt.FitSize(m.Card, pt.Fonts.Bold, 15, 12, textW+4)
	pt.Text(screen, pt.Ellipsize(m.Card, pt.Fonts.Bold, size, textW+4), pt.Fonts.Bold, size, x, r.Y+rows.name+(15-size)*0.6, render.AlignLeft, render.ColText)
	pt.Text(screen, pt.Ellipsize(status, pt.Fonts.Regular, 13, textW), pt.Fonts.Regular, 13, x, r.Y+rows.status, render.AlignLeft, render.ColTextDim)
	p.drawHearts(screen, pt, m, x+8, r.Y+rows.hearts, r.X+r.W)
	y := r.Y + rows.potions
	p.drawFlasks(screen, pt, m, x+8, y+8)
	if wrath, c, ok := p.wrathLabel(m); ok {
		pt.Text(screen, wrath, pt.Fonts.Bold, 14, r.X+r.W-10, y, render.AlignRight, c)
	}
	p.drawSlots(screen, pt, m, r.X+16, r.Y+r.H-18)
	if sts := p.cardStatuses(m); sts != "" {
		lineH := pt.Em(12) * 1.2
		for i, l := range heroStatusLines(pt, sts, textW, r.H-18-9-rows.statuses) {
			pt.Text(screen, l, pt.Fonts.Regular, 12, x, r.Y+rows.statuses+float64(i)*lineH, render.AlignLeft, render.ColAmethyst)
		}
	}
}

// heroStatusLines are a full card's status effects in room (its height
// down to the rings): a second line where there is room for one (played
// at 100%: "Immobile, Starlight El…" with room to spare below), the last
// line cut with "…" when even two are too few.
func heroStatusLines(pt *render.Painter, sts string, textW, room float64) []string {
	lines := pt.Wrap(sts, pt.Fonts.Regular, 12, textW)
	if len(lines) < 2 || room < 2*pt.Em(12)*1.2 {
		return []string{pt.Ellipsize(sts, pt.Fonts.Regular, 12, textW)}
	}
	if len(lines) > 2 {
		lines = []string{lines[0], pt.Ellipsize(strings.Join(lines[1:], " "), pt.Fonts.Regular, 12, textW)}
	}
	return lines
}

// drawHeroCardCompact is a short Hero card (a large UI scale or text): the
// name, hearts, potions, state (ready, points left, activated, down),
// wrath and status effects, every one of them always. When they do not fit
// at their usual size the card sets them smaller, but never smaller on
// screen than they are at 100% with normal text: a larger setting never
// hides anything or makes text smaller.
func (p *Play) drawHeroCardCompact(screen *ebiten.Image, pt *render.Painter, m *rules.Model, r render.Rect, x, textW float64, status string) {
	sts := p.cardStatuses(m)
	hearts := float64(p.g.Hearts(m))
	f, inline, tight, _ := compactCardScale(pt, p.lay.scale, r, x, hearts, float64(p.g.PotionCapacity(m)), sts != "")
	if tight {
		p.drawHeroCardTight(screen, pt, m, r, x, textW, status, f)
		return
	}
	// The rings beside the icons or the name when the foot has no room
	// for them (play-testers at 200%: the cards showed no rings, and a
	// larger setting must hide nothing); beside the name, it keeps
	// whole.
	ringX, ringY, ringK, inName := 0.0, 0.0, 0.0, false
	if !p.compactFootFree(pt, m, r, x, min(r.H-20, 64.0, r.W*0.3)) {
		ringX, ringY, ringK, inName = p.compactRings(pt, m, r, x)
	}
	nameW := textW
	if inName {
		nameW = textW - slotsW*ringK - 6
	}
	name := m.Card
	if pt.TextWidth(name, pt.Fonts.Bold, 15*f) > nameW {
		name = shortName(m.Card)
	}
	y := r.Y + 3
	pt.Text(screen, pt.Ellipsize(name, pt.Fonts.Bold, 15*f, nameW), pt.Fonts.Bold, 15*f, x, y, render.AlignLeft, render.ColText)
	y += pt.Em(15*f) * 1.15
	fi := iconScale(f, min(1, 1/max(1e-9, p.lay.scale*max(pt.TextScale, 1))), r.X+r.W-6-x, hearts, float64(p.g.PotionCapacity(m)))
	p.drawHeartsAt(screen, pt, m, x+8*fi, y+8*f, r.X+r.W, fi)
	if inline {
		p.drawFlasksAt(screen, pt, m, x+(hearts*17+14)*fi, y+9*f, fi)
	} else {
		y += 17 * f
		p.drawFlasksAt(screen, pt, m, x+8*f, y+9*f, f)
	}
	y += 17 * f
	// The state row: points left, then the wrath in its reserved room at
	// the right end, at one size in every state (stateRowSize), down to
	// their size at 100% (found at 200% with large text: "3 M…").
	rs := p.stateRowSize(pt, f, textW)
	ry := y + (pt.Em(13*f)-pt.Em(rs))*0.8
	if wrath, c, ok := p.wrathLabel(m); ok {
		pt.Text(screen, wrath, pt.Fonts.Bold, rs, r.X+r.W-8, ry, render.AlignRight, c)
	}
	ss := p.stateSize(pt, status, rs, textW)
	pt.Text(screen, pt.Ellipsize(status, pt.Fonts.Regular, ss, textW-p.wrathRoom(pt, rs)), pt.Fonts.Regular, ss, x, y+(pt.Em(13*f)-pt.Em(ss))*0.8, render.AlignLeft, render.ColTextDim)
	y += pt.Em(13*f) * 1.2
	if sts != "" {
		pt.Text(screen, pt.Ellipsize(sts, pt.Fonts.Regular, 12*f, textW), pt.Fonts.Regular, 12*f, x, y, render.AlignLeft, render.ColAmethyst)
		y += pt.Em(12*f) * 1.2
	}
	// The crystal slots along the foot, below the portrait, when there is
	// room under both (the tooltip names what is worn).
	switch {
	case r.Y+r.H-14-9 >= max(y, r.Y+min(r.H-20, 64.0, r.W*0.3)+8):
		p.drawSlots(screen, pt, m, r.X+16, r.Y+r.H-14)
	case ringK > 0:
		p.drawSlotsAt(screen, pt, m, ringX, ringY, ringK)
	}
}

// drawHeroCardTight is a compact card in two rows (compactCardScale):
// the name and the state, then hearts, potions, status effects and wrath.
// What an ellipsis cuts the card's tooltip says in full.
func (p *Play) drawHeroCardTight(screen *ebiten.Image, pt *render.Painter, m *rules.Model, r render.Rect, x, textW float64, status string, f float64) {
	right := r.X + r.W - 8
	ss := pt.FitSize(status, pt.Fonts.Regular, 13*f, min(13*f, stateLeast(p.lay.scale)), textW*0.6)
	status = pt.Ellipsize(status, pt.Fonts.Regular, ss, textW*0.6)
	sw := pt.TextWidth(status, pt.Fonts.Regular, ss)
	y := r.Y + 3
	name := m.Card
	if pt.TextWidth(name, pt.Fonts.Bold, 15*f) > textW-sw-8 {
		name = shortName(m.Card)
	}
	pt.Text(screen, pt.Ellipsize(name, pt.Fonts.Bold, 15*f, textW-sw-8), pt.Fonts.Bold, 15*f, x, y, render.AlignLeft, render.ColText)
	pt.Text(screen, status, pt.Fonts.Regular, ss, right, y+(pt.Em(15*f)-pt.Em(ss))*0.8, render.AlignRight, render.ColTextDim)
	y += pt.Em(15*f) * 1.15
	hearts := float64(p.g.Hearts(m))
	flasks := float64(p.g.PotionCapacity(m))
	p.drawHeartsAt(screen, pt, m, x+8*f, y+8*f, right, f)
	p.drawFlasksAt(screen, pt, m, x+(hearts*17+14)*f, y+9*f, f)
	tx := x + (hearts+flasks)*17*f + 10*f
	ty := y + (17*f-pt.Em(12*f)*1.25)/2
	if wrath, c, ok := p.wrathLabel(m); ok {
		pt.Text(screen, wrath, pt.Fonts.Bold, 12*f, right, ty, render.AlignRight, c)
		right -= max(pt.TextWidth(wrathRefText, pt.Fonts.Bold, 12*f), pt.TextWidth(wrath, pt.Fonts.Bold, 12*f)) + 6
	}
	if cx, cy, k, _ := p.compactRings(pt, m, r, x); k > 0 {
		// Before the wrath, where the status effects leave them room.
		p.drawSlotsAt(screen, pt, m, cx, cy, k)
		right = cx - 8*k - 4
	}
	if sts := p.cardStatuses(m); sts != "" && right > tx {
		pt.Text(screen, pt.Ellipsize(sts, pt.Fonts.Regular, 12*f, right-tx), pt.Fonts.Regular, 12*f, tx, ty, render.AlignLeft, render.ColAmethyst)
	}
}

// compactCardScale is the size factor for a compact Hero card's rows
// (name; hearts, potions beside them when inline; state and wrath; status
// effects when any): 1 when they fit the card, else as much smaller as
// they need but never smaller on screen than at 100% with normal text (u
// is the HUD's scale). fits reports whether they fit at that factor.
//
// A card too short for those rows even then (six Heroes at 200% with
// large text: the last card's state ran off the column) is tight: two
// rows, the name with the state at its right end, then the hearts,
// potions, status effects and wrath.
func compactCardScale(pt *render.Painter, u float64, r render.Rect, x, hearts, flasks float64, statuses bool) (f float64, inline, tight, fits bool) {
	floor := min(1, 1/max(1e-9, u*max(pt.TextScale, 1)))
	need := func(f float64, tight bool) (h float64, inline bool) {
		fi := iconScale(f, floor, r.X+r.W-6-x, hearts, flasks)
		inline = x+(hearts+flasks)*17*fi+6*fi <= r.X+r.W-6
		if tight {
			return 3 + pt.Em(15*f)*1.15 + 17*f + 1, inline
		}
		h = 3 + pt.Em(15*f)*1.15 + 17*f + pt.Em(13*f)*1.2 + 1
		if statuses {
			h += pt.Em(12*f) * 1.2
		}
		if !inline {
			h += 17 * f
		}
		return h, inline
	}
	for _, tight = range []bool{false, true} {
		f = 1.0
		for f > floor {
			if h, _ := need(f, tight); h <= r.H {
				break
			}
			f = max(floor, f-0.05)
		}
		h, inline := need(f, tight)
		if fits = h <= r.H && (!tight || inline); fits || tight {
			return f, inline, tight, fits
		}
	}
	return f, inline, tight, fits
}

// iconScale is the size factor for a card's row of hearts and potions:
// the card's f, or smaller so the row fits the room beside the portrait,
// but not below floor (their size at 100%). A sixth heart (Heart
// Container) shrank the whole card's text instead (played at 200%).
func iconScale(f, floor, room, hearts, flasks float64) float64 {
	if want := room / ((hearts+flasks)*17 + 6); want < f {
		return max(floor, want)
	}
	return f
}

var colWrath color.Color = color.RGBA{0xff, 0x70, 0x50, 0xff}

// colSpent is a lost heart or an empty flask.
var colSpent color.Color = color.RGBA{0x50, 0x40, 0x58, 0xff}

// drawHearts draws a Hero's hearts from (x, cy), lost ones dark, as many as
// fit before right.
func (p *Play) drawHearts(screen *ebiten.Image, pt *render.Painter, m *rules.Model, x, cy, right float64) {
	p.drawHeartsAt(screen, pt, m, x, cy, right, 1)
}

// drawHeartsAt is drawHearts at f times the size. A Hero who is down shows
// no heart left.
func (p *Play) drawHeartsAt(screen *ebiten.Image, pt *render.Painter, m *rules.Model, x, cy, right, f float64) {
	hearts := p.g.Hearts(m)
	for h := 0; h < hearts && x+float64(h)*17*f+8*f <= right; h++ {
		c := render.ColRuby
		if h >= hearts-m.Wounds || !m.InPlay {
			c = colSpent // a downed Hero has no hearts until it is revived
		}
		drawHeart(screen, pt, x+float64(h)*17*f, cy, 7*f, c)
	}
}

// drawFlasks draws a Hero's potion slots from (x, cy), full ones in the
// colours of the potions the Hero can drink (flaskColours).
func (p *Play) drawFlasks(screen *ebiten.Image, pt *render.Painter, m *rules.Model, x, cy float64) {
	p.drawFlasksAt(screen, pt, m, x, cy, 1)
}

// drawFlasksAt is drawFlasks at f times the size: as many slots as the
// Hero can carry now (a card in play may lower it), no more.
func (p *Play) drawFlasksAt(screen *ebiten.Image, pt *render.Painter, m *rules.Model, x, cy, f float64) {
	left, right := p.flaskColours(m)
	for k := 0; k < p.g.PotionCapacity(m); k++ {
		cx := x + float64(k)*17*f
		if k >= m.Potions {
			drawFlask(screen, pt, cx, cy, 6*f, colSpent)
			continue
		}
		drawFlask(screen, pt, cx, cy, 6*f, left)
		if right != left {
			drawFlaskHalf(screen, pt, cx, cy, 6*f, right)
		}
	}
}

// potionColours are the potions' colours as the action bar names them.
var potionColours = map[cards.PotionColour]color.Color{
	cards.RedPotion: render.ColRuby, cards.BluePotion: render.ColSapphire, cards.GreenPotion: render.ColEmerald,
}

// flaskColours are the colours a Hero's full flask is drawn in: its
// potion's colour, or the left half in its red or blue potion's and the
// right in its green potion's when a token pays for either (the Witch's
// Sparkle-Charm Bomb and her green potion). Every flask was green, even a
// Hero's whose only potions are blue (played: Hexcast Sorceress).
func (p *Play) flaskColours(m *rules.Model) (left, right color.Color) {
	var drink, green bool
	var first cards.PotionColour
	var acts []*cards.Action
	if hc := p.g.HeroCard(m); hc != nil {
		for i := range hc.Actions {
			acts = append(acts, &hc.Actions[i])
		}
	}
	acts = append(acts, p.g.GrantedActions(m)...)
	for _, a := range acts {
		switch a.Potion {
		case cards.NoPotion:
		case cards.GreenPotion:
			green = true
		default:
			if !drink {
				drink, first = true, a.Potion
			}
		}
	}
	switch {
	case drink && green:
		return potionColours[first], render.ColEmerald
	case drink:
		return potionColours[first], potionColours[first]
	}
	return render.ColEmerald, render.ColEmerald
}

// statusNames lists a model's status effects and the boosts it carries
// (a potion, Firevine, Rage): what changes its rolls right now.
// cardStatuses is statusNames with the friends' auras that cover m, so
// a Hero in the Paladin's Iron Halo says so on its card (played by mouse:
// only the Paladin's card said Iron Halo).
func (p *Play) cardStatuses(m *rules.Model) string {
	s := statusNames(m)
	for _, e := range coveringAuras(p.hud(), m) {
		if s != "" {
			s += ", "
		}
		s += e.Source
	}
	return s
}

func statusNames(m *rules.Model) string {
	var names []string
	for _, st := range m.Statuses.List() {
		names = append(names, rules.StatusLabel(m, st))
	}
	for _, e := range m.Effects {
		names = append(names, e.Source)
	}
	return strings.Join(names, ", ")
}

func drawHeart(screen *ebiten.Image, pt *render.Painter, cx, cy, s float64, c color.Color) {
	pt.Circle(screen, cx-s*0.45, cy-s*0.2, s*0.55, c)
	pt.Circle(screen, cx+s*0.45, cy-s*0.2, s*0.55, c)
	pt.Polygon(screen, []float64{cx - s, cy, cx + s, cy, cx, cy + s}, c)
}

func drawFlask(screen *ebiten.Image, pt *render.Painter, cx, cy, s float64, c color.Color) {
	pt.Circle(screen, cx, cy+s*0.3, s*0.8, c)
	pt.Rect(screen, render.Rect{X: cx - s*0.3, Y: cy - s, W: s * 0.6, H: s}, c)
}

// drawFlaskHalf paints the right half of drawFlask's flask in c.
func drawFlaskHalf(screen *ebiten.Image, pt *render.Painter, cx, cy, s float64, c color.Color) {
	const n = 10
	xy := make([]float64, 0, 2*(n+1))
	for i := 0; i <= n; i++ {
		a := -math.Pi/2 + math.Pi*float64(i)/n
		xy = append(xy, cx+s*0.8*math.Cos(a), cy+s*0.3+s*0.8*math.Sin(a))
	}
	pt.Polygon(screen, xy, c)
	pt.Rect(screen, render.Rect{X: cx, Y: cy - s, W: s * 0.3, H: s}, c)
}

// heroCardFullH is the height a Hero card needs to show everything.
func heroCardFullH(pt *render.Painter) float64 {
	r := heroCardRows(pt)
	return r.statuses + pt.Em(12)*1.3 + 34
}

// heroRows are the tops of a Hero card's rows, from the card's top.
type heroRows struct {
	name, status, hearts, potions, statuses float64
}

func heroCardRows(pt *render.Painter) heroRows {
	var r heroRows
	r.name = 8
	r.status = r.name + pt.Em(15)*1.33
	r.hearts = r.status + pt.Em(13)*1.3 + 11.1 // the hearts' centre line
	r.potions = r.hearts + 16
	r.statuses = r.potions + max(20, pt.Em(14)*1.3)
	return r
}
