package scene

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// speeds are the playback speeds: ticks of playback per game tick. The last
// one plays a whole step at once.
var speeds = []int{1, 2, 4, 1000}

func speedLabel(s int) string {
	// The speeds the button offers are spelled out: the label is drawn
	// every frame, and formatting it allocated every frame.
	switch {
	case s >= 1000:
		return "Instant"
	case s == 1:
		return "1×"
	case s == 2:
		return "2×"
	case s == 4:
		return "4×"
	}
	return fmt.Sprintf("%d×", s)
}

// layoutChrome places the top-bar chart and the playback controls (ctx is
// the HUD's context, see hudLayout).
func (p *Play) layoutChrome(ctx *Context) {
	p.loadChart()
	p.chart.layout(p.lay.chart)
	p.chart.updateHover(ctx.In.X, ctx.In.Y)
	p.exportBtn = p.lay.replay
	p.speedBtn, p.stepBtn, p.nextBtn = p.lay.speed, p.lay.step, p.lay.next
	if p.cardTexts == nil {
		p.cardTexts = loadCardTexts()
	}
	p.layoutCards(ctx)
	p.layoutChoices(ctx) // play_choices.go
}

// layoutCards places the challenge and plot cards in play above the log.
func (p *Play) layoutCards(ctx *Context) {
	p.cardRects = p.cardRects[:0]
	i := 0
	for _, c := range []struct{ kind, name string }{{"Challenge", consulOf(p.g).Challenge}, {"Plot", consulOf(p.g).Plot}} {
		if c.name == "" || i >= len(p.lay.cards) {
			continue
		}
		tip := p.cardTexts[c.name]
		if tip == "" {
			tip = c.name
		}
		kind := c.kind
		if c.kind == "Plot" && p.g.PlotCleared {
			// A foiled plot stays held but does nothing: played by mouse,
			// The Gauntlet still looked in force after it was foiled.
			kind = "Plot · foiled"
			tip = "Foiled: its effects have ended. " + tip
		}
		label := c.name
		if p.lay.cardsOneLine || p.lay.cardsStrip {
			label = kind + " card " + c.name // the card has no room to say
		}
		p.cardRects = append(p.cardRects, cardRect{r: p.lay.cards[i], kind: kind, name: c.name, tip: label + ": " + tip})
		i++
	}
}

// chromeClick handles the playback controls and the game-over buttons; they
// work even while playback runs.
func (p *Play) chromeClick(ctx *Context) bool {
	in := &ctx.In
	if !in.Clicked {
		return false
	}
	if p.overShareBtn(ctx) {
		return false // the open Share pop-up lies over the strip: its click
	}
	if p.choicesClick(ctx) { // play_choices.go
		return true
	}
	if p.doneGuard.holds(p.lastPointerX, p.lastPointerY, p.nowTick) && (p.speedBtn.Contains(in.X, in.Y) || p.stepBtn.Contains(in.X, in.Y) || p.nextBtn.Contains(in.X, in.Y) || p.exportBtn.Contains(in.X, in.Y)) {
		return true // Done's second click (powerup.go)
	}
	switch {
	case p.exportBtn.Contains(in.X, in.Y) && !p.attract:
		p.openMenu()
		return true
	case p.speedBtn.Contains(in.X, in.Y):
		for i, s := range speeds {
			if s == p.speed {
				p.speed = speeds[(i+1)%len(speeds)]
				break
			}
		}
		if ctx.Settings != nil && !p.attract && p.auto == nil {
			// The speed chosen in play is the one the next game (and a
			// Continue) starts with: played by mouse, Instant went back
			// to 1x after Continue.
			ctx.Settings.ConsulSpeed = p.speed
			if ctx.Store != nil {
				if err := ctx.saveSettings(); err != nil {
					p.say("The speed could not be kept for the next game: " + err.Error())
				}
			}
		}
		return true
	case p.stepBtn.Contains(in.X, in.Y):
		p.stepMode = !p.stepMode
		p.stepWait = false
		return true
	case p.nextBtn.Contains(in.X, in.Y) && p.stepWait:
		p.stepWait = false
		return true
	}
	if p.overShown() && len(p.overBtns) > 0 {
		mc, _ := p.gameOverModal(ctx)
		for _, b := range p.overBtns {
			if b.rect.Contains(mc.In.X, mc.In.Y) {
				b.onClick()
				return true
			}
		}
	}
	return false
}

func (p *Play) drawChrome(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	p.chart.draw(screen, pt, p.g)
	hot := func(r render.Rect) bool { return r.Contains(ctx.In.X, ctx.In.Y) }
	// The bar's background runs under the controls.
	(&render.Button{Label: speedLabel(p.speed), Sub: "speed", Rect: p.speedBtn, Hot: hot(p.speedBtn), FontSize: 17}).Draw(screen, pt)
	step := "off"
	if p.stepMode {
		step = "on"
	}
	(&render.Button{Label: "Step", Sub: step, Rect: p.stepBtn, Hot: hot(p.stepBtn) || p.stepMode, FontSize: 17}).Draw(screen, pt)
	// Lit while the Consul waits for it: the one thing to press.
	next := &render.Button{Label: "Next", Sub: "step", Rect: p.nextBtn, Hot: hot(p.nextBtn) || p.stepWait && !p.busy(), FontSize: 17}
	if !p.stepWait {
		next.Disabled = "Turn on Step to watch the Consul one step at a time."
	}
	next.Draw(screen, pt)
	p.drawChoices(screen, ctx) // play_choices.go
	if p.overShown() {
		p.drawGameOver(screen, ctx)
	}
}

// arcadeStatusTip explains the top bar's "Coins 4 · Activations 0/2 ·
// Wrath pool 6"
// (played at 200%: four Heroes and "0/2" unexplained; at 100%, the last
// coin gone and nothing said what that meant).
func (p *Play) arcadeStatusTip() string {
	n, heroes := p.g.ActivationsPerTurn(), len(p.heroIDs())
	coins := fmt.Sprintf("Princess Coins: %d. A coin brings a fallen Hero back; with none left, the next Hero to fall loses the game.", p.g.Coins)
	if p.g.Coins > 0 {
		coins = fmt.Sprintf("Princess Coins: %d. A coin brings a fallen Hero back; with none left, a fall ends the game.", p.g.Coins)
	}
	acts := fmt.Sprintf("Activations: %d of %d this turn. Each Heroes' turn %d of the %s act; a Hero who has acted waits until every Hero has had a go.", p.g.ActivationsThisTurn, n, n, plural(heroes, "Hero", "Heroes"))
	tip := coins + " " + acts
	if left := p.wrathPoolLeft(); left >= 0 {
		// Played by mouse: "taking 1 from Sanctioned Witch" in the log,
		// and nothing on screen said the pool had run dry.
		tip += fmt.Sprintf(" Wrath pool: %d of the party's %d tokens left. Wrath a Hero gains comes from the pool; once it is empty, from another Hero (the one chosen under \"Wrath from\", else the one with the most).", left, p.hud().WrathPool)
	}
	return tip
}

func (p *Play) chromeTooltip(ctx *Context) string {
	if t := p.chart.tooltip(p.g); t != "" {
		return t
	}
	in := &ctx.In
	if buttonAt(p.popupBtns(), in.X, in.Y) != nil {
		// An open pop-up lies over the chips and the rest: its button's
		// tip is the one (played at 100%: Sparkle-Charm Bomb in More
		// showed the tip of the "Potions" chip under it).
		return ""
	}
	if t := p.choicesTooltip(ctx); t != "" {
		return t
	}
	switch {
	case p.exportBtn.Contains(in.X, in.Y):
		return "Pause the game: settings, how to play, a replay file, quit (Esc)"
	case p.speedBtn.Contains(in.X, in.Y):
		if p.ex == nil && p.clState() == nil {
			// (Played at 200%: two Heroes fell at Instant with their green
			// potions unused, and nothing had said Instant leaves no time.)
			return "How fast moves and rolls play back: click to change. At Instant the Consul's turn plays out at once, with no moment to drink a green potion"
		}
		return "How fast moves and rolls play back: click to change"
	case p.stepBtn.Contains(in.X, in.Y):
		return "Pause the Consul's turn after every step"
	case p.nextBtn.Contains(in.X, in.Y) && p.stepWait:
		return "Play the Consul's next step"
	case (p.lay.status.Contains(in.X, in.Y) || p.memo.top.drawn.Contains(in.X, in.Y)) && p.ex == nil && p.clState() == nil:
		return p.arcadeStatusTip()
	}
	for _, c := range p.cardRects {
		if c.r.Contains(in.X, in.Y) {
			return c.tip
		}
	}
	return ""
}

// loadCardTexts reads the challenge, boss-fight and plot cards' texts, for
// tooltips. A loading error leaves tooltips without text rather than
// stopping the game.
func loadCardTexts() map[string]string {
	out := map[string]string{}
	if cs, err := cards.LoadChallenges(); err == nil {
		for _, c := range cs {
			out[c.Name] = c.Text
		}
	}
	if cs, err := cards.LoadBossChallenges(); err == nil {
		for _, c := range cs {
			out[c.Name] = c.Text
		}
	}
	if ps, err := cards.LoadPlots(); err == nil {
		for _, c := range ps {
			out[c.Name] = c.Text
		}
	}
	return out
}

type cardRect struct {
	r          render.Rect
	kind, name string
	tip        string
}

// drawCards shows the challenge and plot cards in play above the log.
func (p *Play) drawCards(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	for _, c := range p.cardRects {
		r := c.r
		pt.Panel(screen, r, color.RGBA{0x3a, 0x22, 0x3a, 0xff}, render.ColRuby)
		lines, size, x, y := p.cardNameLines(pt, c)
		for _, l := range lines {
			pt.Text(screen, l, pt.Fonts.Bold, size, x, y, render.AlignLeft, render.ColText)
			y += pt.Em(size) * 1.25
		}
		if !p.lay.cardsStrip && !p.lay.cardsOneLine {
			pt.Text(screen, c.kind, pt.Fonts.Regular, 12, r.X+12, r.Y+6, render.AlignLeft, render.ColTextDim)
		}
	}
}

// cardNameLines is a card in play's name as drawn: its lines, their size
// and where the first goes. The name is whole at every scale: set smaller
// to fit its room (never below its size at 100%), and in a chip in the
// log's title row wrapped to two lines when it is still too long
// (play-tester at 200% with large text: the chips read "Nim…" and
// "Idol…"). Only a name too long even for that is cut.
func (p *Play) cardNameLines(pt *render.Painter, c cardRect) (lines []string, size, x, y float64) {
	r := c.r
	if !p.lay.cardsStrip {
		least := min(16, 16/max(1, p.lay.scale))
		size = pt.FitSize(c.name, pt.Fonts.Bold, 16, least, r.W-20)
		x, y = r.X+12, r.Y+6+(pt.Em(16)-pt.Em(size))*0.8
		if !p.lay.cardsOneLine {
			y += pt.Em(12) * 1.25
		}
		return []string{pt.Ellipsize(c.name, pt.Fonts.Bold, size, r.W-20)}, size, x, y
	}
	w := r.W - 12
	top := min(15, (r.H-4)/(pt.Em(1)*1.25)) // one line's size in the chip
	least := min(top, 15/max(1, p.lay.scale))
	size = pt.FitSize(c.name, pt.Fonts.Bold, top, least, w)
	lines = []string{c.name}
	// A chip as tall as three lines at the least size (over the playback
	// controls: play_layout.go) may wrap the name to three.
	most := max(2, min(3, int((r.H-2)/(pt.Em(least)*1.25))))
	for n := 2; n <= most && pt.TextWidth(c.name, pt.Fonts.Bold, size) > w; n++ {
		// n lines, each as large as all fit the chip.
		size = max(least, min(top, (r.H-2)/(float64(n)*pt.Em(1)*1.25)))
		lines = pt.Wrap(c.name, pt.Fonts.Bold, size, w)
		for len(lines) > n && size > least {
			size = max(least, size-0.25)
			lines = pt.Wrap(c.name, pt.Fonts.Bold, size, w)
		}
		if len(lines) <= n {
			break
		}
	}
	if len(lines) > most {
		lines = append(lines[:most-1], pt.Ellipsize(strings.Join(lines[most-1:], " "), pt.Fonts.Bold, size, w))
	}
	h := float64(len(lines)) * pt.Em(size) * 1.25
	return lines, size, r.X + 6, r.Y + (r.H-h)/2
}

// gameStats sums up a game for the victory or defeat screen.
type gameStats struct {
	woundsDealt    int
	woundsTaken    int
	monstersSlain  int
	heroesFallen   int
	chestsOpened   int
	spawningPoints int
	wrathByHero    map[string]int
}

func (s *gameStats) count(g *rules.Game, e rules.Event) {
	switch e := e.(type) {
	case rules.Wounded:
		if m := g.Model(e.Model.ID); m != nil && m.Kind == rules.KindHero {
			s.woundsTaken += e.Amount
		} else {
			s.woundsDealt += e.Amount
		}
	case rules.Destroyed:
		if e.Kind_ != rules.KindHero && e.Kind_ != rules.KindChest {
			s.monstersSlain++
		}
	case rules.HeroDown:
		s.heroesFallen++
	case rules.ChestOpened:
		s.chestsOpened++
	case rules.SpawningPointDestroyed:
		s.spawningPoints++
	}
}

// gameOverRows are the numbers the game-over panel shows.
func (p *Play) gameOverRows() [][2]string {
	wrath := 0
	for _, id := range p.g.Heroes() {
		wrath += p.g.Model(id).Wrath
	}
	rows := [][2]string{
		{"Turns played", fmt.Sprint(p.g.Turn)},
		{"Wounds dealt", fmt.Sprint(p.stats.woundsDealt)},
		{"Wounds taken", fmt.Sprint(p.stats.woundsTaken)},
		{"Monsters destroyed", fmt.Sprint(p.stats.monstersSlain)},
		{"Spawning points destroyed", fmt.Sprint(p.stats.spawningPoints)},
		{"Heroes fallen", fmt.Sprint(p.stats.heroesFallen)},
		// One number a row: the backpack holds loot and treasure alike
		// (played by mouse: "Chests opened · loot in the backpack 3 · 2",
		// and the 2 were treasures).
		{"Chests opened", fmt.Sprint(p.stats.chestsOpened)},
		{"Cards left in the backpack", fmt.Sprint(len(p.g.Backpack))},
		{"Wrath held at the end", fmt.Sprint(wrath)},
	}
	if s := p.clState(); s != nil {
		// The first edition has no wrath; its rounds and gauge are its clock.
		rows[0][0] = "Rounds played"
		rows[len(rows)-1] = [2]string{"Power Gauge space reached", fmt.Sprint(s.Gauge)}
	} else if s := p.exState(); s != nil {
		// Explore has no wrath pool to speak of; the chart is its clock.
		rows[len(rows)-1] = [2]string{"Mighty Monster Chart space reached", fmt.Sprint(s.Space)}
		if s.Rude != nil {
			// Rude Supers has no chart: the boss's arrival is its clock.
			rows[len(rows)-1] = [2]string{"The dungeon boss entered", "never"}
			if s.Rude.BossRound > 0 {
				rows[len(rows)-1][1] = fmt.Sprintf("round %d", s.Rude.BossRound)
			}
		}
	}
	if s := p.clState(); s != nil {
		rows[len(rows)-1] = [2]string{"Power Gauge at the end", string(s.Platform())}
	}
	return rows
}

// gameOverText is the panel's title and line for how the game ended.
func (p *Play) gameOverText() (title, sub string, edge color.Color) {
	if p.ex != nil {
		return p.exGameOverText() // explore_hud.go
	}
	if p.g.Over == "heroes" {
		return "Victory!", "The dungeon boss is beaten: light returns to this corner of Crystalia.", render.ColGold
	}
	// Why, as the log told it under the panel (played at 100%: the panel
	// covered the lines that said so; at 200%: two Heroes fell with one
	// coin left, and the panel said nothing of it). Arcade rulebook,
	// "Victory": more Heroes fell this turn than there are coins.
	var fell []string
	for _, d := range p.g.Destroyed {
		if d.Kind == rules.KindHero {
			fell = append(fell, d.Card)
		}
	}
	coins := "no Princess Coin left"
	if p.g.Coins > 0 {
		coins = "only " + plural(p.g.Coins, "Princess Coin", "Princess Coins")
	}
	switch {
	case len(fell) > 1:
		return "Defeat", fmt.Sprintf("%s fell this turn with %s to bring them back: the Consul's monsters hold the dungeon. Try again?", listNames(fell, "and"), coins), render.ColRuby
	case len(fell) == 1:
		return "Defeat", fmt.Sprintf("%s fell with %s to bring a Hero back: the Consul's monsters hold the dungeon. Try again?", fell[0], coins), render.ColRuby
	}
	if who := p.lastFallen(); who != "" && p.g.Coins == 0 {
		return "Defeat", who + " fell with no Princess Coin left to bring a Hero back: the Consul's monsters hold the dungeon. Try again?", render.ColRuby
	}
	return "Defeat", "The Consul's monsters hold the dungeon. Try again?", render.ColRuby
}

// lastFallen is the Hero who fell last in the game's log ("" if none).
func (p *Play) lastFallen() string {
	for i := len(p.log) - 1; i >= 0; i-- {
		if l := p.log[i]; l.kind == "hero-down" {
			if name, _, ok := strings.Cut(l.text, " has fallen"); ok {
				return name
			}
		}
	}
	return ""
}

// gameOverModal is the context the game-over panel is drawn and clicked in,
// and the panel's size in its units: 600×420 at the design size, larger
// with larger text, and shown smaller than the HUD when it would not fit.
func (p *Play) gameOverModal(hc *Context) (*Context, render.Rect) {
	pt := hc.Painter
	_, sub, _ := p.gameOverText()
	w := 600.0
	for _, row := range p.gameOverRows() {
		w = max(w, pt.TextWidth(row[0], pt.Fonts.Regular, 17)+pt.TextWidth(row[1], pt.Fonts.Bold, 17)+150)
	}
	w = max(w, min(pt.TextWidth(sub, pt.Fonts.Regular, 17)+40, 900))
	subLines := len(pt.Wrap(sub, pt.Fonts.Regular, 17, w-40))
	rowH := max(25, pt.Em(17)*1.45)
	h := 24 + pt.Em(56)*1.25 + 10 + float64(subLines)*pt.Em(17)*1.3 + 14 + float64(len(p.gameOverRows()))*rowH + 6 + 20 + 54 + 20
	h = max(420, h)
	mc := p.modal(hc, w, h)
	return mc, render.Rect{X: mc.W/2 - w/2, Y: mc.H/2 - h/2, W: w, H: h}
}

// overShown reports whether the game-over panel is up: the game is over,
// the last events have played and the last roll's dice have shown (played
// at 200%: the final blow's dice never showed before the victory).
func (p *Play) overShown() bool {
	return p.g.Over != "" && !p.busy() && !p.diceShown()
}

// drawGameOver shows who won and the game in numbers, with the way on.
func (p *Play) drawGameOver(screen *ebiten.Image, hc *Context) {
	hc.Painter.Rect(screen, render.Rect{X: 0, Y: 0, W: hc.W, H: hc.H}, color.NRGBA{0x08, 0x06, 0x10, 0xb0})
	ctx, r := p.gameOverModal(hc)
	pt := ctx.Painter
	title, sub, edge := p.gameOverText()
	pt.Panel(screen, r, render.ColPanel, edge)
	pt.OutlinedText(screen, title, pt.Fonts.Bold, 56, r.X+r.W/2, r.Y+24, 4, edge, render.ColOutline)
	y := r.Y + 24 + pt.Em(56)*1.25 + 10
	for _, l := range pt.Wrap(sub, pt.Fonts.Regular, 17, r.W-40) {
		pt.Text(screen, l, pt.Fonts.Regular, 17, r.X+r.W/2, y, render.AlignCenter, render.ColText)
		y += pt.Em(17) * 1.3
	}
	y += 14
	rowH := max(25, pt.Em(17)*1.45)
	for _, row := range p.gameOverRows() {
		pt.Text(screen, row[0], pt.Fonts.Regular, 17, r.X+60, y, render.AlignLeft, render.ColTextDim)
		pt.Text(screen, row[1], pt.Fonts.Bold, 17, r.X+r.W-60, y, render.AlignRight, render.ColText)
		y += rowH
	}
	if len(p.overBtns) == 0 {
		again := &actionButton{label: "Play again"}
		again.onClick = func() {
			seed := uint64(p.g.Turn)*7919 + p.stats.seedSalt()
			if p.ex != nil {
				p.gotoScene = p.exPlayAgain(seed) // explore_hud.go
				return
			}
			if s, err := NewArcadeGame(seed); err == nil {
				p.gotoScene = s
			}
		}
		title := &actionButton{label: "Title screen"}
		title.onClick = func() { p.gotoScene = NewTitle() }
		p.overBtns = []*actionButton{again, title}
	}
	for i, b := range p.overBtns {
		b.rect = render.Rect{X: r.X + r.W/2 - 230 + float64(i)*240, Y: r.Y + r.H - 74, W: 220, H: 54}
		(&render.Button{Label: b.label, Rect: b.rect, Hot: b.rect.Contains(ctx.In.X, ctx.In.Y), FontSize: 20}).Draw(screen, pt)
	}
}

// seedSalt varies the next game's seed with how this one went, so "Play
// again" gives a new dungeon without reading the clock.
func (s *gameStats) seedSalt() uint64 {
	return uint64(s.woundsDealt*31 + s.woundsTaken*17 + s.monstersSlain*7 + 1)
}

// cardStripH is the height of the log's title row when it holds the
// cards in play as chips: the title's, or two lines of a chip's name at
// its size at 100% (cardNameLines) if taller.
func cardStripH(pt *render.Painter, scale float64) float64 {
	return max(pt.Em(16)*1.25+12, 2*pt.Em(15/max(1, scale))*1.25+14)
}
