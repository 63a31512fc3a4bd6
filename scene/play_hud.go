package scene

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
)

func (p *Play) drawTopBar(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	l := &p.lay
	pt.Rect(screen, l.top, render.ColBackground)
	pt.Rect(screen, l.top, render.ColPanel)
	pt.Rect(screen, render.Rect{X: 0, Y: l.top.H - 2, W: l.top.W, H: 2}, render.ColPanelEdge)
	top := &p.memo.top
	pool := p.wrathPoolLeft()
	if top.g != p.g || top.version != p.version || top.turn == "" || top.pool != pool {
		*top = topBarMemo{g: p.g, version: p.version, pool: pool, turn: turnLabel(p.g.Turn, p.g.Phase),
			right: fmt.Sprintf("Coins %d · Activations %d/%d", p.g.Coins, p.g.ActivationsThisTurn, p.g.ActivationsPerTurn())}
		if pool >= 0 {
			top.right += fmt.Sprintf(" · Wrath pool %d", pool)
		}
		if p.ex != nil {
			top.right = p.exploreStatus()
		}
		if p.clState() != nil {
			top.turn = classicTurnLabel(p.g) // classic_play.go
		}
	}
	pt.Text(screen, top.turn, pt.Fonts.Bold, l.turnFont, l.turn.X, l.turn.Y, render.AlignLeft, render.ColGold)
	p.drawTopStatus(screen, pt, top.turn, top.right)
	// The pause menu's button, where players look for one; saving a
	// replay moved into the menu.
	b := &render.Button{Label: "Menu", Sub: "Esc", Rect: p.exportBtn, Hot: p.exportBtn.Contains(ctx.In.X, ctx.In.Y), FontSize: 14}
	if b.Rect.H < pt.Em(14)*2.4+6 {
		b.Sub = "" // a short top bar: the tooltip names the key
	}
	b.Draw(screen, pt)
}

// drawTopStatus draws the top bar's right-hand text, right-aligned. The
// layout sizes it for Arcade's "Coins 4 · Activations 0/2"; the other
// rulebooks say more ("Spawning: 9 skull points · 0 tokens"), and beside a
// long turn label at 200% with large text the two ran into each other
// (seen in the classic game). Then it wraps into two lines at the same
// size, centred on the turn's line, and only the second is cut short.
func (p *Play) drawTopStatus(screen *ebiten.Image, pt *render.Painter, turn, right string) {
	l := &p.lay
	end := l.status.X + l.status.W
	lines := p.topStatusNow(pt, turn, right)
	lh := pt.Em(l.statusFont) * 1.2
	y := l.status.Y
	if len(lines) > 1 {
		y = l.turn.Y + l.turn.H/2 - float64(len(lines))*lh/2
	}
	// Where the lines are, for the hover tip: a second line (Arcade's
	// wrath pool) lies below the layout's one-line place.
	w := 0.0
	for _, line := range lines {
		w = max(w, pt.TextWidth(line, pt.Fonts.Regular, l.statusFont))
	}
	p.memo.top.drawn = render.Rect{X: end - w, Y: y, W: w, H: float64(len(lines)-1)*lh + pt.Em(l.statusFont)}
	col := render.ColText
	if p.lastCoinGone() {
		// The next Hero to fall loses the game (played at 100%: nothing
		// said so but the hover tip).
		col = render.ColRuby
	}
	for _, line := range lines {
		pt.Text(screen, line, pt.Fonts.Regular, l.statusFont, end, y, render.AlignRight, col)
		y += lh
	}
}

// wrathPoolLeft is the number of wrath tokens left in the Heroes' shared
// pool as the Hero cards show it (the playback copy), -1 in a game with
// no wrath or whose top bar says other things (Explore, classic).
func (p *Play) wrathPoolLeft() int {
	if p.ex != nil || p.clState() != nil || !p.g.HasWrath() {
		return -1
	}
	return p.hud().FreeWrath()
}

// lastCoinGone reports whether an Arcade party has no Princess Coin left:
// the top bar's status turns red.
func (p *Play) lastCoinGone() bool {
	return p.ex == nil && p.clState() == nil && p.g.Coins == 0 && p.g.Over == ""
}

// topStatusNow is the status text as drawn now: clear of the turn label
// and of the Consul's chart where it shares the row (Arcade's status with
// its wrath pool is longer than the layout's room beside the chart).
func (p *Play) topStatusNow(pt *render.Painter, turn, right string) []string {
	l := &p.lay
	end := l.status.X + l.status.W
	left := l.turn.X + pt.TextWidth(turn, pt.Fonts.Bold, l.turnFont) + 20
	if c := l.chart; c.W > 0 && c.Y < l.topRowH {
		left = max(left, c.X+c.W+12)
	}
	m := &p.scratch.status
	if k := (statusKey{right, end - left, l.statusFont, pt.TextScale, pt.Scale}); !m.ok || m.key != k {
		*m = statusMemo{key: k, lines: statusLines(pt, right, end-left, l.statusFont), ok: true}
	}
	return m.lines // asked every frame: the same lines, not new ones
}

// statusKey is what topStatusNow's lines depend on.
type statusKey struct {
	text                               string
	avail, size, textScale, pixelScale float64
}

// statusMemo is topStatusNow's last answer.
type statusMemo struct {
	key   statusKey
	lines []string
	ok    bool
}

// topStatusLines is the status text as drawn between the turn label
// (starting at turnX) and end: one line when it fits, else two.
func topStatusLines(pt *render.Painter, turn, right string, turnX, turnFont, end, size float64) []string {
	return statusLines(pt, right, end-(turnX+pt.TextWidth(turn, pt.Fonts.Bold, turnFont)+20), size)
}

// statusLines is the status text in avail's width: one line when it
// fits, else two.
func statusLines(pt *render.Painter, right string, avail, size float64) []string {
	if avail <= 0 || pt.TextWidth(right, pt.Fonts.Regular, size) <= avail {
		return []string{right}
	}
	// Break at a separator when both halves fit: each half then reads as
	// one fact ("Spawning: 9 skull points" over "0 tokens").
	parts := strings.Split(right, " · ")
	for i := len(parts) - 1; i > 0; i-- {
		a, b := strings.Join(parts[:i], " · "), strings.Join(parts[i:], " · ")
		if pt.TextWidth(a, pt.Fonts.Regular, size) <= avail && pt.TextWidth(b, pt.Fonts.Regular, size) <= avail {
			return []string{a, b}
		}
	}
	lines := pt.Wrap(right, pt.Fonts.Regular, size, avail)
	if len(lines) > 2 {
		lines = []string{lines[0], pt.Ellipsize(strings.Join(lines[1:], " "), pt.Fonts.Regular, size, avail)}
	}
	return lines
}

func (p *Play) drawTooltip(screen *ebiten.Image, ctx *Context) {
	if p.menu.open || p.helpOpen || p.exitPrompt || p.ex != nil && p.ex.handAsk != "" && !p.busy() {
		return // modal means modal: nothing under it answers the pointer
	}
	if tip, open := p.treasureTooltip(ctx); open {
		if tip != "" {
			p.mc.Painter.Tooltip(screen, tip, p.mc.In.X, p.mc.In.Y, p.mc.W, p.mc.H)
		}
		return
	}
	if p.overShown() {
		return // the game-over panel covers everything
	}
	if tip := p.powerUpTooltip(ctx); tip != "" {
		ctx.Painter.Tooltip(screen, tip, ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
		return
	}
	if p.needsPowerUp() && !p.busy() && p.puPanel.Contains(p.pc.In.X, p.pc.In.Y) {
		// The panel is modal over the goal, the side panels and the board:
		// what lies under it has no tip (found by mouse at 200%: the goal's
		// tip covered the backpack's cards).
		return
	}
	if tip := p.chromeTooltip(ctx); tip != "" {
		if p.diceShown() && p.dice.rect.W > 0 {
			// Off the roll (played at 200%: the speed button's tip,
			// under a pointer left there by Done, hid two dice).
			ctx.Painter.TooltipAway(screen, tip, p.keepWithDice(render.Rect{}), ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
			return
		}
		ctx.Painter.Tooltip(screen, tip, ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
		return
	}
	if tip := p.tutorialTooltip(ctx); tip != "" {
		ctx.Painter.Tooltip(screen, tip, ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
		return
	}
	if tip := p.initTip(ctx); tip != "" { // classic_spawn.go
		ctx.Painter.Tooltip(screen, tip, ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
		return
	}
	if tip := p.rosterTip(ctx); p.ex != nil && tip != "" {
		ctx.Painter.Tooltip(screen, tip, ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
		return
	}
	if tip := p.objectiveTooltip(ctx); tip != "" {
		ctx.Painter.Tooltip(screen, tip, ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
		return
	}
	if tip := p.reasonTip(ctx); tip != "" {
		ctx.Painter.Tooltip(screen, tip, ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
		return
	}
	if tip := p.logTip(ctx.In.X, ctx.In.Y); tip != "" && !p.helpOpen {
		ctx.Painter.Tooltip(screen, tip, ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
		return
	}
	if p.helpOpen {
		return
	}
	for i, r := range p.heroCardRects(ctx) {
		if r.Contains(ctx.In.X, ctx.In.Y) && p.wearArmed() {
			ctx.Painter.Tooltip(screen, p.wearPreview(p.heroIDs()[i]), ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
			return
		}
		if r.Contains(ctx.In.X, ctx.In.Y) && p.cardAims() {
			ctx.Painter.Tooltip(screen, p.cardAimTip(p.heroIDs()[i]), ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
			return
		}
		if r.Contains(ctx.In.X, ctx.In.Y) && p.hushStill {
			return // just clicked: play_herocards.go
		}
		if r.Contains(ctx.In.X, ctx.In.Y) {
			ctx.Painter.Tooltip(screen, p.describe(p.hud().Model(p.heroIDs()[i])), ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
			return
		}
	}
	underPanel := p.needsPowerUp() && p.puPanel.Contains(p.pc.In.X, p.pc.In.Y)
	// A board square's tip would cover the goal's announcement, which
	// covers the board while it lasts.
	if p.hoverBtn == nil && p.hoverOn && p.armed.name == "" && !p.diceShown() && !underPanel && !p.goalBannerShown() {
		// With the keyboard the tip hangs off the cursor square's corner.
		x, y := ctx.In.X, ctx.In.Y
		if p.kbOn {
			r := p.lay.fromScreen(p.squareRect(p.hoverSq))
			x, y = r.X+r.W, r.Y+r.H
		}
		if tip, away, ok := p.boardTip(); tip != "" {
			if ok {
				tip = p.briefHeroTip(ctx, tip, away, x, y)
				ctx.Painter.TooltipAway(screen, tip, away, x, y, ctx.W, ctx.H)
			} else {
				ctx.Painter.Tooltip(screen, tip, x, y, ctx.W, ctx.H)
			}
			return
		}
	}
	if tip, keep := p.buttonTip(); tip != "" {
		ctx.Painter.TooltipAway(screen, tip, p.keepWithDice(keep), ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
	}
}

// keepWithDice widens what a tip keeps clear of to the dice tray while it
// shows: the roll is the moment (played at 200%: a green potion's tip, and
// the speed button's, hid the defence dice).
func (p *Play) keepWithDice(keep render.Rect) render.Rect {
	if !p.diceShown() || p.dice.rect.W == 0 {
		return keep
	}
	if keep.W == 0 {
		return p.dice.rect
	}
	return bounding(keep, p.dice.rect)
}

// bounding is the smallest rectangle holding a and b.
func bounding(a, b render.Rect) render.Rect {
	x0, y0 := min(a.X, b.X), min(a.Y, b.Y)
	return render.Rect{X: x0, Y: y0, W: max(a.X+a.W, b.X+b.W) - x0, H: max(a.Y+a.H, b.Y+b.H) - y0}
}

// briefHeroTip is a Hero's board tip shortened to name its abilities
// without explaining them, when the whole text would cover more than a
// third of the screen (played at 200% with large text: it covered the
// board, the goal and the cards). Its card's tip keeps the whole text.
func (p *Play) briefHeroTip(ctx *Context, tip string, away render.Rect, x, y float64) string {
	m := p.hud().Model(idOf(p.g.At(p.hoverSq)))
	if m == nil || m.Kind != rules.KindHero {
		return tip
	}
	if r := ctx.Painter.TooltipAwayRect(tip, away, x, y, ctx.W, ctx.H); r.W*r.H <= ctx.W*ctx.H/3 {
		return tip
	}
	return p.describeWith(m, false)
}

// buttonTip is the hovered button's tip and what it keeps clear: the bar,
// so it goes above it, off the bar's other buttons and what heads them
// (played by mouse at 200%: a green potion's tip covered the row above
// it and the heading); a pop-up's button keeps only itself clear.
func (p *Play) buttonTip() (string, render.Rect) {
	b := p.hoverBtn
	if b == nil {
		return "", render.Rect{}
	}
	tip := b.tip
	if b.disabled != "" {
		tip = greyedTip(b) // play_actiontip.go
	}
	if (b.label == "Share" && p.shareOpen) || (b.label == "More" && p.moreOpen) {
		return "", render.Rect{} // it would cover the pop-up the button opened
	}
	if !slices.Contains(p.buttons, b) {
		return tip, b.rect
	}
	keep := p.lay.bar
	if l := p.logLinesRect(); l.W > 0 && l.Y+l.H > keep.Y-40 && l.Y+l.H <= keep.Y+1 {
		// The log's lines just above the bar stay clear too (played at
		// 100%: End's tip covered the newest line, the one saying what
		// the Hero had just done).
		keep = bounding(keep, l)
	}
	return tip, keep
}

func (p *Play) drawToast(screen *ebiten.Image, ctx *Context) {
	if !p.toastShown() {
		return
	}
	pt := ctx.Painter
	lineH := pt.Em(17) * 1.3
	r, lines := p.toastRect(ctx)
	pt.Panel(screen, r, color.NRGBA{0x40, 0x18, 0x28, 0xf0}, render.ColRuby)
	for i, l := range lines {
		pt.Text(screen, l, pt.Fonts.Bold, 17, r.X+r.W/2, r.Y+10+float64(i)*lineH, render.AlignCenter, render.ColText)
	}
}

// toastShown reports whether the toast is on screen: for three seconds,
// longer for a long one, about the time it takes to read (played at 200%
// with large text: a two-line reason went before its second line was
// read).
func (p *Play) toastShown() bool {
	return p.toast != "" && p.toastAge <= toastTicks(p.toast)
}

// toastTicks is how long a toast stays: three seconds, or a quarter
// second a word past the twelfth word, up to ten seconds.
func toastTicks(s string) int {
	words, in := 0, false // strings.Fields without its slice: asked every frame
	for _, r := range s {
		space := r == ' ' || r == '\n' || r == '\t'
		if !space && !in {
			words++
		}
		in = !space
	}
	return min(600, max(180, 180+15*(words-12)))
}

// toastRect is where the toast goes (HUD units) and its lines: above the
// action bar, centred, unless that covers a control (found by mouse: the
// six-loot trade's question over the power-up panel's buttons); then as
// near there as is clear of every control, moving up the screen, centred
// on the screen or on the board. A toast never covers what the player may
// click next.
func (p *Play) toastRect(ctx *Context) (render.Rect, []string) {
	// What the toast keeps clear of: every control, and what the player
	// is reading now (found by mouse: a toast sat on the dice tray's
	// title and on the power-up panel's).
	controls := append(p.controlRects(ctx), p.readingRects(ctx)...)
	if r, lines, clear := p.toastPlace(ctx, controls); clear {
		return r, lines
	}
	// Nowhere clear of them all (200% with large text, the tray up over
	// the log): the log's lines give way first, as the log keeps them.
	r, lines, _ := p.toastPlace(ctx, slices.DeleteFunc(controls, func(c render.Rect) bool { return c == p.logLinesRect() }))
	return r, lines
}

// toastPlace is toastRect's search against controls; clear reports
// whether the place found covers none of them.
func (p *Play) toastPlace(ctx *Context, controls []render.Rect) (render.Rect, []string, bool) {
	pt := ctx.Painter
	lineH := pt.Em(17) * 1.3
	covered := func(r render.Rect) (area float64) {
		for _, c := range controls {
			if overlaps(r, c) {
				area += (min(r.X+r.W, c.X+c.W) - max(r.X, c.X)) * (min(r.Y+r.H, c.Y+c.H) - max(r.Y, c.Y))
			}
		}
		return area
	}
	// As wide as the screen allows, else as wide as the board and the
	// right column (clear of the Hero cards).
	b := p.lay.board
	right := ctx.W - p.lay.left.W
	type shape struct {
		lines []string
		w, h  float64
		y0    float64
		xs    [3]float64
	}
	var shapes [3]shape
	for i, wrapW := range [3]float64{min(ctx.W-48, 900), right - 48, (right - 48) * 0.6} {
		lines := wrapAll(pt, p.toast, pt.Fonts.Bold, 17, wrapW)
		w := 0.0
		for _, l := range lines {
			w = max(w, pt.TextWidth(l, pt.Fonts.Bold, 17))
		}
		w += 32
		h := float64(len(lines))*lineH + 18
		xs := [3]float64{(ctx.W - w) / 2, min(max(4, b.X+(b.W-w)/2), ctx.W-w-4), min(max(4, ctx.W-right+(right-w)/2), ctx.W-w-4)}
		shapes[i] = shape{lines, w, h, max(4, p.lay.bar.Y-16-h), xs}
	}
	first := render.Rect{X: shapes[0].xs[0], Y: shapes[0].y0, W: shapes[0].w, H: shapes[0].h}
	best, bestLines := first, shapes[0].lines
	least := math.Inf(1)
	// The clear place nearest the first, either shape, moving up.
	for d := 0.0; d <= ctx.H; d += 4 {
		for _, sh := range shapes {
			y := sh.y0 - d
			if y < 4 {
				continue
			}
			for _, x := range sh.xs {
				r := render.Rect{X: x, Y: y, W: sh.w, H: sh.h}
				a := covered(r)
				if a == 0 {
					return r, sh.lines, true
				}
				if a < least {
					least, best, bestLines = a, r, sh.lines
				}
			}
		}
	}
	// Nowhere clear (a full power-up panel at 200%): where it covers
	// the least.
	return best, bestLines, false
}

// readingRects are the parts of open panels a toast must not cover, in
// HUD units: the dice tray while it shows, the log's lines, and the
// power-up panel's title and hint.
func (p *Play) readingRects(hc *Context) []render.Rect {
	out := p.scratch.reading[:0]
	defer func() { p.scratch.reading = out[:0] }()
	if p.diceShown() && p.dice.rect.W > 0 {
		out = append(out, p.dice.rect)
	}
	if r := p.logLinesRect(); r.W > 0 {
		// The log's newest lines (played at 100%: "paused after your
		// potion" sat on the lines that told what the potion did).
		out = append(out, r)
	}
	if d := p.memo.top.drawn; d.W > 0 {
		// The top bar's status: at 200% its second line (the wrath
		// pool) lay under a toast.
		out = append(out, d)
	}
	if p.needsPowerUp() && p.pc.Painter != nil && p.pc.W > 0 {
		k := hc.W / p.pc.W
		r := p.puPanel
		r.H = p.powerUpHead(p.pc.Painter)
		out = append(out, render.Rect{X: r.X * k, Y: r.Y * k, W: r.W * k, H: r.H * k})
	}
	return out
}

// logLinesRect is where the log's shown lines are (HUD units), zero when
// none show.
func (p *Play) logLinesRect() render.Rect {
	if s := p.logShown; s.lineH > 0 && s.end > s.first {
		return render.Rect{X: s.panel.X, Y: s.top, W: s.panel.W, H: float64(s.end-s.first) * s.lineH}
	}
	return render.Rect{}
}

// controlRects are the controls on screen now that a click acts on, in
// HUD units: the buttons, the Hero cards, the choices strip, the
// objective arrow, the power-up panel's and the treasure chooser's.
func (p *Play) controlRects(hc *Context) []render.Rect {
	out := append(p.scratch.controls[:0], p.lay.heroes...)
	defer func() { p.scratch.controls = out[:0] }()
	out = append(out, p.exportBtn, p.speedBtn, p.stepBtn, p.nextBtn)
	if p.logView.track.W > 0 {
		out = append(out, p.logView.track, p.logView.newest) // log_scroll.go
	}
	for _, b := range p.buttons {
		out = append(out, b.rect)
	}
	for _, b := range p.popupBtns() {
		out = append(out, b.rect)
	}
	for _, b := range p.choices.rects {
		out = append(out, render.Rect{X: b.x, Y: b.y, W: b.w, H: b.h})
	}
	if x, y, _, _, ok := p.objectiveArrow(); ok {
		h := p.arrowHit()
		out = append(out, render.Rect{X: x - h, Y: y - h, W: 2 * h, H: 2 * h})
	}
	scaled := func(r render.Rect, k float64) render.Rect {
		return render.Rect{X: r.X * k, Y: r.Y * k, W: r.W * k, H: r.H * k}
	}
	if p.needsPowerUp() && p.pc.Painter != nil && p.pc.W > 0 {
		k := hc.W / p.pc.W // the panel's context is the HUD's, zoomed out by k
		for _, r := range append(append([]render.Rect{}, p.puCards...), p.puTrade, p.puDone, p.puSellBtn, p.puMore) {
			if r.W > 0 {
				out = append(out, scaled(r, k))
			}
		}
	}
	if tc, ok := p.pendingChoice(); ok {
		c := p.layoutTreasure(hc, tc)
		k := hc.W / p.mc.W
		for _, r := range c.cards {
			out = append(out, scaled(r, k))
		}
	}
	return out
}

// barIdle reports whether the action bar shows nothing: no buttons and no
// message (the Consul's turn, as drawActionBar words it).
func (p *Play) barIdle() bool {
	return len(p.buttons) == 0 && p.g.Over == "" && p.stalled == "" && !p.hasPendingChoice() &&
		(p.reviveFor == rules.NoModel || p.busy()) && (p.busy() || p.g.Phase != rules.HeroTurn) &&
		(p.ex == nil || p.exploreHint() == "")
}

// describe is a model's hover card: what it is, how hurt it is, and what its
// abilities and status effects mean, in our words.
func (p *Play) describe(m *rules.Model) string { return p.describeWith(m, true) }

// describeWith is describe; without explain it only names the abilities
// and statuses the full text explains (a Hero's tip on the board at a
// large interface, where the whole text covered the screen).
func (p *Play) describeWith(m *rules.Model, explain bool) string {
	if m.Kind == rules.KindChest {
		return "Treasure chest: a Hero next to it can open it for 1 action point."
	}
	hearts := p.g.Hearts(m)
	s := fmt.Sprintf("%s: %d of %s left", m.Card, max(0, hearts-m.Wounds), plural(hearts, "heart", "hearts"))
	if !m.InPlay {
		s = fmt.Sprintf("%s: down (0 of %s)", m.Card, plural(hearts, "heart", "hearts"))
	}
	var words []string
	inflicts := map[string]bool{} // a monster's abilities that are statuses
	if m.Kind == rules.KindHero {
		onCard := false
		if h := p.g.HeroCard(m); h != nil {
			for _, k := range h.Abilities {
				words = append(words, k.String())
				onCard = onCard || k.Name == "Rage"
			}
		}
		if p.g.HasWrath() {
			s += fmt.Sprintf(", wrath %d", m.Wrath)
		}
		// Of how many it can carry: the card shows a flask per place, the
		// empty ones grey (played at 100%: "potions 1" beside two flasks).
		s += fmt.Sprintf(", potions %d of %d.", m.Potions, p.g.PotionCapacity(m))
		s += p.heroDice(m) // play_tipwords.go
		if explain {
			s += p.greenPotionsNote(m)
		}
		s += p.nowOn(m) + p.coveredText(m)
		if h := p.g.HeroCard(m); h != nil && h.Shapeshift != "" {
			s += fmt.Sprintf(" Its other form: %s.", h.Shapeshift)
		}
		if p.g.Has(m, "Rage") {
			// Rage is granted by an action, so the card does not list it.
			s += fmt.Sprintf(" Raging: %s left.", plural(p.g.RageAttacksLeft(m.ID), "free attack", "free attacks"))
			if !onCard {
				words = append(words, "Rage")
			}
		}
		var worn []string
		for k, slot := range cards.Slots {
			if m.Slots[k] != "" {
				worn = append(worn, fmt.Sprintf("%s (%s)", m.Slots[k], slot))
			}
		}
		if len(worn) > 0 {
			s += " Wears " + listNames(worn, "and") + "."
		}
		// The rings at the card's foot said nothing on hover (played by
		// mouse at 100%: "what are the four coloured rings?"); the short
		// tip leaves them to the card's own.
		switch {
		case !explain || !p.slotsShown[m.ID]:
		case len(worn) == 0:
			s += " The coloured rings on its card are its crystal slots for gear, all empty: treasure and loot go on in the power-up."
		default:
			s += " The coloured rings on its card are its crystal slots for gear; a filled ring is worn."
		}
	} else if ex := p.exDescribe(m); ex != "" {
		s += ex // explore_hud.go
		s += p.nowOn(m)
		if mc := p.g.MonsterCard(m); mc != nil {
			for _, k := range mc.Abilities {
				words = append(words, k.String())
				if slices.Contains(cards.AllStatuses[:], cards.Status(k.Name)) {
					inflicts[k.String()] = true
				}
			}
		}
	} else {
		s += fmt.Sprintf(", armour %d (a Hero needs more stars than that)", p.g.ARM(m))
		// Where armour differs from the card's, say so (played at 200%:
		// Rex read armour 3, then 4, with no word why).
		if mc := p.g.MonsterCard(m); mc != nil && p.g.ARM(m) != mc.ARM {
			var parts []string
			d := p.g.ARM(m) - mc.ARM
			if p.g.Suffers(m, cards.Bane) {
				d++ // Bane's point, named apart
			}
			if d != 0 {
				parts = append(parts, fmt.Sprintf("%+d from the chart's stars and the cards in play", d))
			}
			if p.g.Suffers(m, cards.Bane) {
				parts = append(parts, "−1 from Bane")
			}
			s += fmt.Sprintf("; its card says %d, %s", mc.ARM, strings.Join(parts, ", "))
		}
		s += "."
		s += p.nowOn(m)
		if mc := p.g.MonsterCard(m); mc != nil {
			for _, k := range mc.Abilities {
				words = append(words, k.String())
				if slices.Contains(cards.AllStatuses[:], cards.Status(k.Name)) {
					inflicts[k.String()] = true
				}
			}
		}
	}
	// What is on the model now (status effects) apart from what it always
	// has (abilities), each explained once.
	if sts := m.Statuses.List(); len(sts) > 0 {
		names := make([]string, len(sts))
		for i, st := range sts {
			names[i] = rules.StatusLabel(m, st) // Vulnerable with its X
			words = append(words, names[i])
		}
		s += " Now suffering: " + listNames(names, "and") + "."
	}
	// Words sharing one explanation (Immune Knockdown, Immune Poison) are
	// named together before it: played by mouse, Tincan's tooltip said
	// the whole Immune paragraph twice.
	type explained struct {
		names []string
		text  string
	}
	var out []explained
	var immune []string // the effects named Immunes name
	seen := map[string]bool{}
	for _, w := range words {
		if seen[w] {
			continue
		}
		seen[w] = true
		text, ok := p.rulesetWord(w)
		if of, named := strings.CutPrefix(w, "Immune "); named && !ok {
			// Each Immune in its own words, all of them in one line
			// ("Immune Knockdown and Immune Poison: never suffers
			// Knockdown or Poison"), not the glossary's general rule.
			immune = append(immune, of)
			text, ok = immuneKey, true
		}
		if !ok {
			text, ok = p.wordMeaning(w)
			text = modelAbilityText(w, text) // play_tipwords.go
		}
		if !ok {
			continue
		}
		i := slices.IndexFunc(out, func(e explained) bool { return e.text == text })
		if i < 0 {
			out = append(out, explained{text: text})
			i = len(out) - 1
		}
		label := abilityLabel(w)
		if inflicts[w] && !m.Statuses.Has(cards.Status(w)) {
			// A status on a monster's card is what its attacks do, not
			// what it suffers (played by mouse: the Shadow Spinner's
			// "Immobile: Cannot move" while it ran eight squares).
			label = "Its attacks inflict " + w
		}
		out[i].names = append(out[i].names, label)
	}
	for i := range out {
		if out[i].text == immuneKey {
			// A card's ability: the model always has it, so what gaining
			// it would end is no news to the player.
			out[i].text = "Never suffers " + listNames(immune, "or") + "."
		}
	}
	if !explain {
		var names []string
		for _, e := range out {
			names = append(names, e.names...)
		}
		if len(names) > 0 {
			s += " Abilities and effects: " + listNames(names, "and") + " (its card's tip explains them)."
		}
		return s
	}
	for _, e := range out {
		s += " " + listNames(e.names, "and") + ": " + e.text
	}
	return s
}

// immuneKey stands for the named Immunes' line until it is written.
const immuneKey = "\x00immune"

// abilityLabel is how a tooltip names an ability: the cards' "Immune:
// Status Effects" (an Immune that names no effect) reads as plain words.
func abilityLabel(w string) string {
	switch w {
	case "Immune: Status Effects":
		return "Immune to every status effect"
	case "Teleport 0":
		return "Teleport" // the move's kind: no number to name (played at 200%: "Teleport 0" read as a blank)
	}
	return w
}

// wrapAll wraps s to width like Painter.Wrap, and also breaks a word too
// long for a line (a file's path) after a slash, or anywhere if it has
// none, so nothing runs off the panel.
func wrapAll(pt *render.Painter, s string, src *text.GoTextFaceSource, size, width float64) []string {
	var out []string
	for _, l := range pt.Wrap(s, src, size, width) {
		for pt.TextWidth(l, src, size) > width {
			r := []rune(l)
			fit := 1 // the most runes that fit, at least one
			for fit < len(r) && pt.TextWidth(string(r[:fit+1]), src, size) <= width {
				fit++
			}
			cut := fit
			for i := fit; i > 1; i-- {
				if r[i-1] == '/' || r[i-1] == '\\' {
					cut = i // after the last slash that fits
					break
				}
			}
			out = append(out, string(r[:cut]))
			l = string(r[cut:])
		}
		out = append(out, l)
	}
	return out
}
