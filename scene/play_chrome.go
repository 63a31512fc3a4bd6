package scene

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// speeds are the playback speeds: ticks of playback per game tick. The last
// one plays a whole step at once.
var speeds = []int{1, 2, 4, 1000}

func speedLabel(s int) string {
	if s >= 1000 {
		return "Instant"
	}
	return fmt.Sprintf("%d×", s)
}

// layoutChrome places the top-bar chart and the playback controls.
func (p *Play) layoutChrome(ctx *Context) {
	p.chart.load(p.g.Consul.Chart)
	p.chart.layout(render.Rect{X: 330, Y: 8, W: ctx.W - 330 - 380, H: topBarH - 16})
	p.chart.updateHover(ctx.In.X, ctx.In.Y)
	y := ctx.H - actionBarH + 17
	p.exportBtn = render.Rect{X: ctx.W - 100, Y: 6, W: 92, H: topBarH - 12}
	p.speedBtn = render.Rect{X: ctx.W - rightColW + 14, Y: y, W: 96, H: 58}
	p.stepBtn = render.Rect{X: ctx.W - rightColW + 118, Y: y, W: 70, H: 58}
	p.nextBtn = render.Rect{X: ctx.W - rightColW + 196, Y: y, W: 70, H: 58}
	if p.cardTexts == nil {
		p.cardTexts = loadCardTexts()
	}
	p.layoutCards(ctx)
}

// layoutCards places the challenge and plot cards in play above the log.
func (p *Play) layoutCards(ctx *Context) {
	p.cardRects = p.cardRects[:0]
	y := topBarH + 8.0
	for _, c := range []struct{ kind, name string }{{"Challenge", p.g.Consul.Challenge}, {"Plot", p.g.Consul.Plot}} {
		if c.name == "" {
			continue
		}
		tip := p.cardTexts[c.name]
		if tip == "" {
			tip = c.name
		}
		r := render.Rect{X: ctx.W - rightColW + 8, Y: y, W: rightColW - 16, H: 46}
		p.cardRects = append(p.cardRects, cardRect{r: r, kind: c.kind, name: c.name, tip: c.name + ": " + tip})
		y += 52
	}
	p.logTop = y
}

// chromeClick handles the playback controls and the game-over buttons; they
// work even while playback runs.
func (p *Play) chromeClick(ctx *Context) bool {
	in := &ctx.In
	if !in.Clicked {
		return false
	}
	switch {
	case p.sess != nil && p.exportBtn.Contains(in.X, in.Y):
		p.exportReplay()
		return true
	case p.speedBtn.Contains(in.X, in.Y):
		for i, s := range speeds {
			if s == p.speed {
				p.speed = speeds[(i+1)%len(speeds)]
				break
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
	for _, b := range p.overBtns {
		if b.rect.Contains(in.X, in.Y) {
			b.onClick()
			return true
		}
	}
	return false
}

func (p *Play) drawChrome(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	p.chart.draw(screen, pt, p.g.Consul.Space, p.g.Consul.Boss)
	hot := func(r render.Rect) bool { return r.Contains(ctx.In.X, ctx.In.Y) }
	(&render.Button{Label: speedLabel(p.speed), Sub: "speed", Rect: p.speedBtn, Hot: hot(p.speedBtn), FontSize: 17}).Draw(screen, pt)
	step := "off"
	if p.stepMode {
		step = "on"
	}
	(&render.Button{Label: "Step", Sub: step, Rect: p.stepBtn, Hot: hot(p.stepBtn) || p.stepMode, FontSize: 17}).Draw(screen, pt)
	next := &render.Button{Label: "Next", Sub: "step", Rect: p.nextBtn, Hot: hot(p.nextBtn), FontSize: 17}
	if !p.stepWait {
		next.Disabled = "Turn on Step to watch the Consul one step at a time."
	}
	next.Draw(screen, pt)
	p.drawCards(screen, ctx)
	if p.g.Over != "" && !p.busy() {
		p.drawGameOver(screen, ctx)
	}
}

func (p *Play) chromeTooltip(ctx *Context) string {
	if t := p.chart.tooltip(p.g.Consul.Space); t != "" {
		return t
	}
	in := &ctx.In
	switch {
	case p.sess != nil && p.exportBtn.Contains(in.X, in.Y):
		return "Save this game so far as a replay file (X): attach it to a bug report, or watch it again"
	case p.speedBtn.Contains(in.X, in.Y):
		return "How fast moves and rolls play back: click to change"
	case p.stepBtn.Contains(in.X, in.Y):
		return "Pause the Consul's turn after every step"
	case p.nextBtn.Contains(in.X, in.Y) && p.stepWait:
		return "Play the Consul's next step"
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
		pt.Text(screen, c.kind, pt.Fonts.Regular, 12, r.X+12, r.Y+6, render.AlignLeft, render.ColTextDim)
		pt.Text(screen, c.name, pt.Fonts.Bold, 16, r.X+12, r.Y+21, render.AlignLeft, render.ColText)
	}
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

// drawGameOver shows who won and the game in numbers, with the way on.
func (p *Play) drawGameOver(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	pt.Rect(screen, render.Rect{X: 0, Y: 0, W: ctx.W, H: ctx.H}, color.NRGBA{0x08, 0x06, 0x10, 0xb0})
	r := render.Rect{X: ctx.W/2 - 300, Y: ctx.H/2 - 210, W: 600, H: 420}
	won := p.g.Over == "heroes"
	edge := render.ColRuby
	title := "Defeat"
	sub := "The Consul's monsters hold the dungeon. Try again?"
	if won {
		edge, title, sub = render.ColGold, "Victory!", "The dungeon boss is beaten: light returns to this corner of Crystalia."
	}
	pt.Panel(screen, r, render.ColPanel, edge)
	pt.OutlinedText(screen, title, pt.Fonts.Bold, 56, r.X+r.W/2, r.Y+24, 4, edge, render.ColOutline)
	pt.Text(screen, sub, pt.Fonts.Regular, 17, r.X+r.W/2, r.Y+104, render.AlignCenter, render.ColText)
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
		{"Chests opened · loot in the backpack", fmt.Sprintf("%d · %d", p.stats.chestsOpened, len(p.g.Backpack))},
		{"Wrath held at the end", fmt.Sprint(wrath)},
	}
	y := r.Y + 140
	for _, row := range rows {
		pt.Text(screen, row[0], pt.Fonts.Regular, 17, r.X+60, y, render.AlignLeft, render.ColTextDim)
		pt.Text(screen, row[1], pt.Fonts.Bold, 17, r.X+r.W-60, y, render.AlignRight, render.ColText)
		y += 25
	}
	if len(p.overBtns) == 0 {
		again := &actionButton{label: "Play again"}
		again.onClick = func() {
			if s, err := NewArcadeGame(uint64(p.g.Turn)*7919 + p.stats.seedSalt()); err == nil {
				p.gotoScene = s
			}
		}
		title := &actionButton{label: "Title screen"}
		title.onClick = func() { p.gotoScene = NewTitle() }
		p.overBtns = []*actionButton{again, title}
	}
	for i, b := range p.overBtns {
		b.rect = render.Rect{X: r.X + 70 + float64(i)*240, Y: r.Y + r.H - 74, W: 220, H: 54}
		(&render.Button{Label: b.label, Rect: b.rect, Hot: b.rect.Contains(ctx.In.X, ctx.In.Y), FontSize: 20}).Draw(screen, pt)
	}
}

// seedSalt varies the next game's seed with how this one went, so "Play
// again" gives a new dungeon without reading the clock.
func (s *gameStats) seedSalt() uint64 {
	return uint64(s.woundsDealt*31 + s.woundsTaken*17 + s.monstersSlain*7 + 1)
}
