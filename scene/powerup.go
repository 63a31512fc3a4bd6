package scene

import (
	"fmt"
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// The power-up panel: in the Heroes' power-up, the party looks in the
// backpack, puts cards on Heroes by crystal slot, and may trade six loot for
// a treasure (Arcade rulebook, "Power-Up", "Backpack"). Every change is a
// rules command; the panel only shows and asks.

// slotColours are the crystal slots' colours; with colour-blind help on the
// first letter of the crystal is drawn on the chip too.
var slotColours = map[cards.Crystal]color.Color{
	cards.CrystalCitrine: render.ColCitrine, cards.CrystalRuby: render.ColRuby,
	cards.CrystalEmerald: render.ColEmerald, cards.CrystalSapphire: render.ColSapphire,
}

// needsPowerUp reports whether the panel should open: a human party, in
// its power-up, with something to decide in the backpack (a card a Hero
// could wear, or a trade), or already opened in this power-up, not yet
// dismissed. A backpack of loot nobody can use yet does not stop the game
// every turn.
func (p *Play) needsPowerUp() bool {
	if p.auto != nil || p.cursor != nil || p.g.Phase != rules.HeroPowerUp || p.powerUpDone == p.g.Turn {
		return false
	}
	if p.puOpenSet && p.puOpen == p.g.Turn {
		return true // open this power-up already: it waits for Done
	}
	return len(p.g.Backpack) > 0 && p.powerUpHasChoice()
}

// powerUpHasChoice reports whether the rules would accept a trade or some
// Hero wearing some backpack card now; the answer is kept until the game
// changes (needsPowerUp is asked every tick).
func (p *Play) powerUpHasChoice() bool {
	if p.puChoiceG == p.g && p.puChoiceV == p.version {
		return p.puChoice
	}
	p.puChoiceG, p.puChoiceV = p.g, p.version
	p.puChoice = p.tradeReason() == "" || p.canSellAny() || p.canSacrificeAny()
	tried := map[string]bool{}
	for _, card := range p.g.Backpack {
		if p.puChoice {
			break
		}
		if tried[card] {
			continue
		}
		tried[card] = true
		for _, id := range p.heroIDs() {
			if _, err := p.g.Clone().Apply(rules.Equip{Hero: id, Card: card}); err == nil {
				p.puChoice = true
				break
			}
		}
	}
	return p.puChoice
}

// powerUpLayout places the card rows and buttons (ctx is the HUD's): over
// the board, or, when the board is small (a large UI scale), over the board,
// the right column and the empty action bar, leaving the Hero cards to
// click. When even that cannot hold three rows of cards, the panel is drawn
// smaller than the HUD (p.pc is the context it is laid out and clicked in).
func (p *Play) powerUpLayout(ctx *Context) {
	pt := ctx.Painter
	v := p.lay.board
	if v.H < 400 || v.W < 560 {
		v = render.Rect{X: v.X, Y: v.Y, W: ctx.W - v.X, H: ctx.H - v.Y}
	}
	btnH := max(54, pt.Em(17)*2.3+8)
	rowH := 4 + pt.Em(15)*1.13 + pt.Em(12)*1.25 + 2
	foot := btnH + 16 + pt.Em(13)*1.25 + 10
	need := 32 + p.powerUpHead(pt) + 3*(rowH+4) + foot
	k := min(1, v.H/need, v.W/480)
	p.pc = zoomed(ctx, k, &p.puPainter)
	v = render.Rect{X: v.X / k, Y: v.Y / k, W: v.W / k, H: v.H / k}
	p.puPanel = render.Rect{X: v.X + 16, Y: v.Y + 16, W: v.W - 32, H: v.H - 32}
	p.puCards = p.puCards[:0]
	y := p.puPanel.Y + p.powerUpHead(pt)
	rows := 0
	for y+rowH <= p.puPanel.Y+p.puPanel.H-foot {
		rows++
		y += rowH + 4
	}
	if n := p.puRowCount(); rows >= n || p.puFirst >= n || p.puFirst < 0 {
		p.puFirst = 0
	}
	y = p.puPanel.Y + p.powerUpHead(pt)
	for range min(rows, p.puRowCount()-p.puFirst) {
		p.puCards = append(p.puCards, render.Rect{X: p.puPanel.X + 16, Y: y, W: p.puPanel.W - 32, H: rowH})
		y += rowH + 4
	}
	bw := (p.puPanel.W - 48) / 2
	if p.rudeGame() {
		bw = (p.puPanel.W - 64) / 3 // Trade, Sell, Done
	}
	p.puTrade = render.Rect{X: p.puPanel.X + 16, Y: p.puPanel.Y + p.puPanel.H - btnH - 16, W: bw, H: btnH}
	p.puDone = render.Rect{X: p.puPanel.X + 32 + bw, Y: p.puTrade.Y, W: bw, H: btnH}
	p.puSellBtn = render.Rect{}
	if p.rudeGame() {
		p.puSellBtn = p.puDone
		p.puDone.X += 16 + bw
	}
	// More cards than rows: a line that pages through them (the wheel
	// scrolls them too). Played by mouse at 200% with large text: three
	// rows showed and the rest of the backpack could not be reached.
	p.puMore = render.Rect{}
	if rows < p.puRowCount() {
		lh := pt.Em(13) * 1.25
		p.puMore = render.Rect{X: p.puPanel.X + 16, Y: p.puTrade.Y - lh - 12, W: p.puPanel.W - 32, H: lh + 8}
	}
	p.puSacHeart, p.puSacPotion = render.Rect{}, render.Rect{}
	if p.clState() != nil {
		p.sacrificeLayout() // classic_powerup.go: no trade, two Sacrifice buttons
	}
}

// newCards are the backpack's places of the cards that came into it
// during this Heroes' power-up (puBefore).
func (p *Play) newCards() map[int]bool {
	if p.g.Phase != rules.HeroPowerUp || p.puBeforeTurn != p.g.Turn {
		return nil
	}
	old := map[string]int{}
	for _, c := range p.puBefore {
		old[c]++
	}
	out := map[int]bool{}
	for i, c := range p.g.Backpack {
		if old[c] > 0 {
			old[c]--
		} else {
			out[i] = true
		}
	}
	return out
}

// scrollPowerUp moves the rows by d cards (a page past the end goes
// back to the first).
func (p *Play) scrollPowerUp(d int) {
	n := p.puRowCount()
	switch next := p.puFirst + d; {
	case next >= n:
		p.puFirst = 0
	case next < 0:
		p.puFirst = max(0, n-len(p.puCards))
	default:
		p.puFirst = min(next, max(0, n-1))
	}
}

// onPowerUpPanel reports whether (x, y), in the screen's logical pixels
// (w wide), is on the open power-up panel: the wheel scrolls its cards
// there, not the board.
func (p *Play) onPowerUpPanel(x, y, w float64) bool {
	if !p.needsPowerUp() || p.pc.W == 0 {
		return false
	}
	f := w / p.pc.W
	return p.puPanel.Contains(x/f, y/f)
}

// powerUpHead is the height of the panel's title and hint.
func (p *Play) powerUpHead(pt *render.Painter) float64 {
	return 14 + pt.Em(24)*1.25 - 2 + pt.Em(14)*1.25 + 4
}

// tradeCards are the six oldest loot cards in the backpack: whether the
// party could trade at all (tradeReason).
func (p *Play) tradeCards() []string {
	var out []string
	for _, i := range p.lootIndexes() {
		if len(out) < 6 {
			out = append(out, p.g.Backpack[i])
		}
	}
	return out
}

// lootIndexes are the backpack's places that hold loot cards.
func (p *Play) lootIndexes() []int {
	cat := p.g.Catalog()
	var out []int
	for i, c := range p.g.Backpack {
		if e := cat.Equipment[c]; e != nil && e.Deck == cards.DeckLoot {
			out = append(out, i)
		}
	}
	return out
}

// tradeQuestion is the panel's hint while the trade waits for its
// confirmation.
const tradeQuestion = "Confirm trade gives the six cards marked \"to trade\" for one treasure."

// startTrade asks which six loot cards go: with exactly six there is
// nothing to choose and all six are marked; with more the player clicks
// six (Arcade rulebook, "Backpack": any six loot cards), none marked
// at first, so no card goes that the player did not choose.
func (p *Play) startTrade() {
	p.puTradeAsk, p.puTradePick = true, nil
	p.puSelected, p.puSell, p.puSacrifice = "", false, ""
	if loot := p.lootIndexes(); len(loot) == 6 {
		p.puTradePick = loot
	}
}

// tradeIndexes are the backpack's places marked for the trade.
func (p *Play) tradeIndexes() map[int]bool {
	out := map[int]bool{}
	if !p.puTradeAsk {
		return out
	}
	loot := p.lootIndexes()
	for _, i := range p.puTradePick {
		if slices.Contains(loot, i) {
			out[i] = true
		}
	}
	return out
}

// tradePicked names the cards marked for the trade, in the backpack's
// order.
func (p *Play) tradePicked() []string {
	var out []string
	for i, c := range p.g.Backpack {
		if p.tradeIndexes()[i] {
			out = append(out, c)
		}
	}
	return out
}

// tradeToggle marks or unmarks backpack place i for the trade.
func (p *Play) tradeToggle(i int) {
	card := p.g.Backpack[i]
	switch {
	case !slices.Contains(p.lootIndexes(), i):
		p.say(card + " is a treasure: only loot cards are traded.")
	case p.tradeIndexes()[i]:
		p.puTradePick = slices.DeleteFunc(p.puTradePick, func(j int) bool { return j == i })
		p.toast = "" // a refusal before this click no longer holds
	case len(p.tradeIndexes()) >= 6:
		p.say("Six cards are chosen: click a marked one to keep it first.")
	default:
		p.puTradePick = append(p.puTradePick, i)
		p.toast = ""
	}
}

// tradeStill is what the trade still needs before it can be confirmed
// ("" when six are chosen).
func (p *Play) tradeStill() string {
	switch n := 6 - len(p.tradeIndexes()); {
	case n == 1:
		return "Choose 1 more loot card to trade: click it in the list."
	case n > 1:
		return fmt.Sprintf("Choose %d more loot cards to trade: click them in the list.", n)
	}
	return ""
}

func (p *Play) tradeReason() string {
	six := p.tradeCards()
	if len(six) < 6 {
		return fmt.Sprintf("A trade takes six loot cards; the backpack has %d.", len(six))
	}
	if _, err := p.g.Clone().Apply(rules.TradeLoot{Cards: six}); err != nil {
		return reason(err)
	}
	return ""
}

// powerUpClick handles a click on the panel; it reports whether the click
// was the panel's.
func (p *Play) powerUpClick(ctx *Context) bool {
	in := &p.pc.In
	if in.WheelY != 0 && p.puMore.W > 0 && p.puPanel.Contains(in.X, in.Y) {
		if in.WheelY < 0 {
			p.scrollPowerUp(1)
		} else if p.puFirst > 0 {
			p.scrollPowerUp(-1)
		}
		p.powerUpLayout(ctx) // the rows the frame draws
		return true
	}
	if !in.Clicked {
		return false
	}
	if p.puGuard.holds() && p.puPanel.Contains(in.X, in.Y) {
		// A click meant for what was there before the panel came: End
		// clicked twice, the first ended the last activation, the second
		// met Done and the new loot was never seen (played at 100%).
		p.say("The power-up just opened: look it over, then click.")
		return true
	}
	// A replacement waits for a second click on the same Hero; any other
	// click drops the question.
	replace := p.puReplace
	p.puReplace = rules.NoModel
	if p.puMore.Contains(in.X, in.Y) {
		p.scrollPowerUp(len(p.puCards))
		p.powerUpLayout(ctx)
		return true
	}
	for i, r := range p.puCards {
		idx := p.powerUpCard(i)
		if r.Contains(in.X, in.Y) && idx < 0 {
			return true // a worn card's row
		}
		if r.Contains(in.X, in.Y) && p.puTradeAsk {
			p.tradeToggle(idx)
			return true
		}
		if r.Contains(in.X, in.Y) && p.sellPairWanted() {
			p.pickSellPair(idx)
			return true
		}
		if r.Contains(in.X, in.Y) {
			// A click on the chosen card keeps it chosen (played by mouse:
			// the card a trade bought came chosen, the player clicked it to
			// choose it, and that click put it back unchosen).
			p.puSelected, p.puSelRow = p.g.Backpack[idx], p.puFirst+i
			p.puSell, p.puSellPair, p.puSacrifice = false, "", ""
			return true
		}
	}
	if p.sacrificeClick(in.X, in.Y) {
		return true
	}
	if p.puTrade.Contains(in.X, in.Y) {
		switch why := p.tradeReason(); {
		case why != "":
			p.say(why)
		case !p.puTradeAsk:
			// Six cards are a lot to give up by one click: ask first, in
			// the panel, the six marked in the list (a toast with their
			// names covered the panel's buttons at 200%); with more than
			// six loot cards the player marks the six.
			p.startTrade()
			p.toast = ""
		case p.tradeStill() != "":
			p.say(p.tradeStill())
		default:
			six := p.tradePicked()
			p.puTradeAsk, p.puTradePick = false, nil
			p.toast = ""
			p.forgetGhosts()
			before := slices.Clone(p.g.Backpack)
			if p.apply(rules.TradeLoot{Cards: six}) == nil {
				p.showTradeResult(before) // powerup_rows.go
			}
		}
		return true
	}
	// While the trade asks, Done's place is its way out: a click there
	// calls the trade off and nothing else (played at 200%: the only way
	// out was a click somewhere else, which nothing told).
	if p.puTradeAsk && p.puDone.Contains(in.X, in.Y) {
		p.puTradeAsk, p.puTradePick = false, nil
		p.toast = ""
		return true
	}
	p.puTradeAsk = false
	if p.puSellBtn.Contains(in.X, in.Y) {
		if why := p.sellReason(); why != "" {
			p.say(why)
		} else {
			p.puSell, p.puSellPair = !p.puSell, ""
		}
		return true
	}
	if p.puDone.Contains(in.X, in.Y) {
		if card, why := p.doneReason(); why != "" {
			// Not yet: the Cursed card is chosen and its row shown, so the
			// next click on a Hero's card wears it; the hint line says so
			// (a toast would cover it).
			p.puSelected, p.puSell, p.puSacrifice = card, false, ""
			p.puSelRow = -1
			if i := slices.Index(p.g.Backpack, card); i >= 0 {
				p.puSelRow = p.cardRow(i)
				if r := p.puSelRow; r < p.puFirst || r >= p.puFirst+len(p.puCards) {
					p.puFirst = min(r, max(0, p.puRowCount()-len(p.puCards)))
				}
			}
			return true
		}
		p.powerUpDone = p.g.Turn
		p.puSelected, p.puSacrifice = "", ""
		// What lies under Done once the panel goes (the speed button at
		// 200%) ignores a second click at the same spot for a moment:
		// played by mouse, an impatient second click on Done changed the
		// game's speed.
		p.doneGuard = doneGuard{x: p.lastPointerX, y: p.lastPointerY, until: p.nowTick + doneGuardTicks}
		return true
	}
	// With a card chosen, a Hero's card puts it on that Hero.
	if p.puSelected != "" {
		for i, r := range p.heroCardRects(ctx) {
			if r.Contains(ctx.In.X, ctx.In.Y) && p.puSell {
				p.sellTo(p.heroIDs()[i])
				return true
			}
			if r.Contains(ctx.In.X, ctx.In.Y) && p.puSacrifice != "" {
				p.sacrificeTo(p.heroIDs()[i])
				return true
			}
			if r.Contains(ctx.In.X, ctx.In.Y) {
				id := p.heroIDs()[i]
				if old := p.replacedBy(id, p.puSelected); old != "" && replace != id {
					// The old card goes to the discard pile, not the
					// backpack (Arcade rulebook, "Backpack"): a second
					// click says so (played by mouse: a Slingshot
					// vanished under a Torch with no word).
					p.puReplace = id
					return true
				}
				if p.equipFromPanel(id) == nil { // powerup_rows.go
					p.puSelected = ""
				}
				return true
			}
		}
	}
	for _, r := range p.heroCardRects(ctx) {
		if r.Contains(ctx.In.X, ctx.In.Y) && p.puSelected == "" && p.clState() == nil {
			// Not "Heroes activate only in the Hero turn" (played by
			// mouse: it said nothing of what the click wanted).
			p.say("Choose a card in the backpack first, then click a Hero's card to put it on.")
			return true
		}
	}
	return p.puPanel.Contains(in.X, in.Y)
}

// doneGuardTicks is how long after Done a click at the same spot is
// taken for a second click on it: half a second.
const doneGuardTicks = 30

// doneGuard is where and until when a click is Done's second.
type doneGuard struct {
	x, y  float64
	until int
}

// holds reports whether a click at the pointer (x, y) at tick is Done's
// second click: the pointer has not moved since.
func (g doneGuard) holds(x, y float64, tick int) bool {
	return tick < g.until && x == g.x && y == g.y
}

// equipPreview says what putting the chosen card on a Hero would do.
func (p *Play) equipPreview(id rules.ModelID) string {
	if p.puSelected == "" {
		return ""
	}
	e := p.g.Catalog().Equipment[p.puSelected]
	m := p.g.Model(id)
	if e == nil || m == nil {
		return ""
	}
	if _, err := p.g.Clone().Apply(rules.Equip{Hero: id, Card: p.puSelected}); err != nil {
		return "Can't: " + reason(err)
	}
	if old := p.replacedBy(id, p.puSelected); old != "" {
		return fmt.Sprintf("%s goes in %s's %s slot; %s is discarded (click twice).", p.puSelected, m.Card, e.Slot, old)
	}
	return fmt.Sprintf("%s goes in %s's empty %s slot.", p.puSelected, m.Card, e.Slot)
}

// replaceHint is the panel's hint while a replacement waits for its
// second click ("" when none does), as fits w: shorter where the panel is
// narrow, what is lost first (played at 200%: "… Chimeric Battleblade is
// di…").
func (p *Play) replaceHint(pt *render.Painter, w float64) string {
	m := p.g.Model(p.puReplace)
	if m == nil || p.puSelected == "" {
		return ""
	}
	old := p.replacedBy(p.puReplace, p.puSelected)
	hint := fmt.Sprintf("Click %s again to wear %s: %s is discarded.", shortName(m.Card), p.puSelected, old)
	if pt.TextWidth(hint, pt.Fonts.Regular, 14) > w {
		hint = fmt.Sprintf("%s is discarded if you click %s again.", old, shortName(m.Card))
	}
	return hint
}

// replacedBy is the card Hero id wears in card's slot, which wearing card
// would discard, or "".
func (p *Play) replacedBy(id rules.ModelID, card string) string {
	e, m := p.g.Catalog().Equipment[card], p.g.Model(id)
	if e == nil || m == nil {
		return ""
	}
	if i := slices.Index(cards.Slots[:], e.Slot); i >= 0 {
		return m.Slots[i]
	}
	return ""
}

func (p *Play) drawPowerUp(screen *ebiten.Image, _ *Context) {
	if !p.needsPowerUp() || p.busy() || p.pc.Painter == nil {
		return
	}
	ctx := &p.pc
	pt := ctx.Painter
	r := p.puPanel
	pt.Panel(screen, r, color.RGBA{0x22, 0x1e, 0x36, 0xff}, render.ColGold)
	title := "Power-up: the backpack"
	if p.clState() != nil {
		title = "End of the round: the backpack"
	}
	pt.Text(screen, title, pt.Fonts.Bold, pt.FitSize(title, pt.Fonts.Bold, 24, 10, r.W-24), r.X+r.W/2, r.Y+14, render.AlignCenter, render.ColGold)
	hint := "Click a card, then a Hero's card on the left to put it on."
	if idle := p.powerUpIdleHint(); idle != "" {
		hint = idle
	}
	if p.puSelected != "" {
		hint = "Now click the Hero who should wear " + p.puSelected + "."
	}
	if p.puSelected != "" && p.puSell {
		hint = "Now click the Hero who gets the potion for " + listNames(p.saleCards(), "and") + "."
		if p.sellPairWanted() {
			hint = "Now click the loot card to sell with " + p.puSelected + "."
		}
	}
	if p.clState() != nil {
		hint = p.sacrificeHint()
	}
	hintCol := render.ColTextDim
	if p.puTradeAsk {
		hint, hintCol = tradeQuestion, render.ColText
		if len(p.lootIndexes()) > 6 {
			hint = fmt.Sprintf("Click the six loot cards to trade (%d chosen), then Confirm trade.", len(p.tradeIndexes()))
		}
	}
	if p.puBought != "" && p.puSelected == p.puBought {
		hint, hintCol = "The trade bought "+p.puBought+": click a Hero's card to put it on.", render.ColGold
	}
	if ask := p.replaceHint(pt, r.W-24); ask != "" {
		hint, hintCol = ask, render.ColGold
	}
	hint = pt.Ellipsize(hint, pt.Fonts.Regular, 14, r.W-24)
	pt.Text(screen, hint, pt.Fonts.Regular, 14, r.X+r.W/2, r.Y+14+pt.Em(24)*1.25-2, render.AlignCenter, hintCol)
	p.drawWornList(screen, pt, r) // powerup_worn.go
	cat := p.g.Catalog()
	traded, fresh := p.tradeIndexes(), p.newCards()
	for row, cr := range p.puCards {
		i := p.powerUpCard(row)
		if i < 0 {
			// A worn card's row keeps its place (powerup_rows.go).
			pt.RoundRect(screen, cr, 8, render.ColPanel)
			pt.Text(screen, pt.Ellipsize(p.ghostText(row), pt.Fonts.Regular, 14, cr.W-56), pt.Fonts.Regular, 14, cr.X+40, cr.Y+(cr.H-pt.Em(14)*1.25)/2, render.AlignLeft, render.ColTextDim)
			continue
		}
		card := p.g.Backpack[i]
		e := cat.Equipment[card]
		edge := render.ColPanelEdge
		if card == p.puSelected && (p.puSelRow < 0 || p.puSelRow == p.puFirst+row) {
			edge = render.ColGold
		}
		if p.puTradeAsk && traded[i] {
			edge = render.ColRuby
		}
		pair := p.puSell && p.puSellPair != "" && i == p.sellPairIndex()
		if pair {
			edge = render.ColGold
		}
		pt.Panel(screen, cr, render.ColPanel, edge)
		switch {
		case p.puTradeAsk && traded[i]:
			pt.Text(screen, "to trade", pt.Fonts.Bold, 13, cr.X+cr.W-10, cr.Y+4, render.AlignRight, render.ColRuby)
		case pair:
			pt.Text(screen, "sold with it", pt.Fonts.Bold, 13, cr.X+cr.W-10, cr.Y+4, render.AlignRight, render.ColGold)
		case fresh[i]:
			// Drawn as this power-up began: wearable now.
			pt.Text(screen, "new", pt.Fonts.Bold, 13, cr.X+cr.W-10, cr.Y+4, render.AlignRight, render.ColGold)
		}
		text, slot, deck := "", cards.Crystal(""), ""
		if e != nil {
			text, slot, deck = e.Text, e.Slot, string(e.Deck)
			if e.Deck == cards.DeckTreasure && p.clState() != nil {
				deck = "relic" // the 1st edition's word
			}
			if e.Cursed {
				deck += ", Cursed"
			}
		}
		if c, ok := slotColours[slot]; ok {
			pt.Circle(screen, cr.X+20, cr.Y+cr.H/2, 10, c)
			if p.colourBlind {
				pt.Text(screen, string([]rune(string(slot))[0]-32), pt.Fonts.Bold, 12, cr.X+20, cr.Y+cr.H/2-pt.Em(12)*0.67, render.AlignCenter, render.ColOutline)
			}
		}
		pt.Text(screen, pt.Ellipsize(card, pt.Fonts.Bold, 15, cr.W-56), pt.Fonts.Bold, 15, cr.X+40, cr.Y+4, render.AlignLeft, render.ColText)
		line := pt.Ellipsize(fmt.Sprintf("%s · %s slot · %s", deck, slot, text), pt.Fonts.Regular, 12, cr.W-56)
		pt.Text(screen, line, pt.Fonts.Regular, 12, cr.X+40, cr.Y+4+pt.Em(15)*1.13, render.AlignLeft, render.ColTextDim)
	}
	if m := p.puMore; m.W > 0 {
		first, last := p.puFirst+1, p.puFirst+len(p.puCards)
		shown := fmt.Sprintf("Cards %d–%d", first, last)
		if first == last {
			shown = fmt.Sprintf("Card %d", first)
		}
		line := fmt.Sprintf("%s of %d: click here or scroll for the others", shown, p.puRowCount())
		col := render.ColTextDim
		if m.Contains(ctx.In.X, ctx.In.Y) {
			pt.RoundRect(screen, m, 6, render.ColPanelEdge)
			col = render.ColText
		}
		pt.Text(screen, line, pt.Fonts.Regular, pt.FitSize(line, pt.Fonts.Regular, 13, 8, m.W-12), m.X+m.W/2, m.Y+4, render.AlignCenter, col)
	}
	if p.puTrade.W > 0 {
		trade := render.Button{Label: "Trade six loot", Sub: "for one treasure", Rect: p.puTrade, Disabled: p.tradeReason(), Hot: p.puTrade.Contains(ctx.In.X, ctx.In.Y), FontSize: 17}
		if p.puTradeAsk {
			trade.Label, trade.Sub, trade.Hot = "Confirm trade", "six for one treasure", true
			if still := p.tradeStill(); still != "" {
				trade.Sub, trade.Disabled = fmt.Sprintf("%d of 6 chosen", len(p.tradeIndexes())), still
			}
		}
		trade.Draw(screen, pt)
	}
	if p.puSacHeart.W > 0 {
		p.drawSacrificeButtons(screen, ctx)
	}
	if p.rudeGame() {
		sell := render.Button{Label: "Sell", Sub: "for a potion", Rect: p.puSellBtn, Disabled: p.sellReason(), Hot: p.puSell || p.puSellBtn.Contains(ctx.In.X, ctx.In.Y), FontSize: 17}
		sell.Draw(screen, pt)
	}
	done := render.Button{Label: "Done", Sub: "on to the Consul", Rect: p.puDone, Hot: true, FontSize: 17}
	if p.clState() != nil {
		done.Sub = "on to the next round"
	}
	if card, why := p.doneReason(); why != "" {
		done.Disabled, done.Sub = why, "wear "+card+" first"
	}
	if p.puTradeAsk {
		done.Label, done.Sub, done.Disabled = "Cancel trade", "keep the loot", ""
	}
	done.Draw(screen, pt)
}

// doneReason names the card that keeps the panel open and says why: a
// Cursed card a Hero has a free slot for must be worn first (the rules
// refuse to end the power-up until it is).
func (p *Play) doneReason() (card, why string) {
	card, ok := p.g.CursedWaiting()
	if p.g.Phase != rules.HeroPowerUp || !ok {
		return "", ""
	}
	return card, card + " is Cursed: it goes on a Hero with its slot free before the power-up ends."
}

// powerUpTooltip explains the panel's parts under the pointer.
func (p *Play) powerUpTooltip(ctx *Context) string {
	if !p.needsPowerUp() || p.pc.Painter == nil {
		return ""
	}
	in := &p.pc.In
	if p.puTradeAsk && p.puDone.Contains(in.X, in.Y) {
		return "Call the trade off: every card stays in the backpack."
	}
	if card, why := p.doneReason(); why != "" && p.puDone.Contains(in.X, in.Y) {
		if p.puSelected != card {
			why += " Click Done to choose it."
		}
		return why
	}
	for row, cr := range p.puCards {
		if i := p.powerUpCard(row); cr.Contains(in.X, in.Y) && i >= 0 {
			if e := p.g.Catalog().Equipment[p.g.Backpack[i]]; e != nil {
				return e.Name + ": " + e.Text
			}
		}
	}
	if tip := p.sacrificeTooltip(in.X, in.Y); tip != "" {
		return tip
	}
	if p.puTrade.Contains(in.X, in.Y) {
		if why := p.tradeReason(); why != "" {
			return why
		}
		if p.puTradeAsk {
			if still := p.tradeStill(); still != "" {
				return still
			}
			return "Discard " + listNames(p.tradePicked(), "and") + " and draw a treasure."
		}
		return "Give six loot cards from the backpack for a treasure (once a turn): you choose which six."
	}
	if p.puSellBtn.Contains(in.X, in.Y) {
		if why := p.sellReason(); why != "" {
			return why
		}
		return "Sell " + listNames(p.saleCards(), "and") + " for a potion (Rude Supers: two loot or one treasure each), then click the Hero who gets it."
	}
	for i, r := range p.heroCardRects(ctx) {
		if r.Contains(ctx.In.X, ctx.In.Y) {
			if p.puSell && p.puSelected != "" {
				return p.sellPreview(p.heroIDs()[i])
			}
			if p.puSacrifice != "" && p.puSelected != "" {
				return p.sacrificePreview(p.heroIDs()[i])
			}
			return p.equipPreview(p.heroIDs()[i])
		}
	}
	return ""
}

// puGuard keeps the power-up panel from taking a click made where the
// pointer already was when the panel came up: for a second and a half,
// or until the pointer moves.
type puGuard struct {
	up    bool // the panel was up last tick
	ticks int  // ticks left to hold
	at    pointerMark
	moved bool // the pointer left the mark (as of the last tick)
}

// puGuardTicks is how long the panel ignores a pointer that has not moved
// since it came: a double click's second half, or a click a moment late.
const puGuardTicks = 90

// tick follows the panel (up now or not) and the pointer (screen units):
// where it is now and where it was the tick before.
func (g *puGuard) tick(up bool, x, y, wasX, wasY float64) {
	switch {
	case !up:
		g.up, g.ticks = false, 0
		return
	case !g.up:
		g.up, g.ticks = true, puGuardTicks
		g.at.set(wasX, wasY)
	}
	if g.ticks > 0 {
		g.ticks--
	}
	g.moved = !g.at.still(x, y)
}

// holds reports whether a click on the panel is held back now.
func (g *puGuard) holds() bool { return g.up && g.ticks > 0 && !g.moved }
