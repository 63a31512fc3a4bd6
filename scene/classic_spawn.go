package scene

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/render/sound"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The classic round's first phase on screen (1st edition, "Beginning of
// the Round"): the person playing the Consul spawns from the spawning
// points (a monster chosen on the action bar, then a lit square next to a
// spawning point that still has skull points — or "place for me"), then
// names the model that rolls initiative; the party names its own on the
// initiative panel; the panel shows both rolls and the winner, lets a
// winning person choose to go first or second, and holds the result on
// screen until the round begins.

// classicConsulSpawns reports whether the Consul's spawning is under way
// (before it names its initiative model).
func (p *Play) classicConsulSpawns() bool {
	s := p.clState()
	return s != nil && p.g.Phase == rules.ConsulPowerUp && s.InitWinner == "" && s.InitMonster == rules.NoModel
}

// classicSpawnChoices are the pool's monsters the Consul may spawn now,
// with a lit square for each.
func (p *Play) classicSpawnChoices() []string {
	if s := p.clState(); s.BossPlacing {
		// The Boss Fight begins: the boss is the one model to place.
		return []string{classic.BossName(p.g)}
	}
	var out []string
	for _, name := range classic.PoolMonsters(p.g) {
		if classic.CanSpawn(p.g, name) == nil && len(p.classicSpawnFrom(name)) > 0 {
			out = append(out, name)
		}
	}
	return out
}

// classicSpawnFrom maps each square card may spawn on to a spawning
// point with skull points (or tokens) left to pay for it.
func (p *Play) classicSpawnFrom(card string) map[tiles.Point]rules.ModelID {
	s := p.clState()
	prof := s.Data().Profiles[card]
	out := map[tiles.Point]rules.ModelID{}
	if s.BossPlacing {
		// The squares ten or more from every Hero (or as near ten as
		// there are), no spawning point needed.
		if card == classic.BossName(p.g) {
			for _, sq := range classic.BossSquares(p.g) {
				out[sq] = rules.NoModel
			}
		}
		return out
	}
	if prof == nil {
		return out
	}
	for _, a := range s.Allowances {
		if prof.Skulls-a.Left > s.SkullTokens {
			continue
		}
		for _, sq := range classic.SpawnSquares(p.g, card, a.Point) {
			if _, ok := out[sq]; !ok {
				out[sq] = a.Point
			}
		}
	}
	return out
}

// classicSpawnButtons fill the action bar in the Consul's spawning.
func (p *Play) classicSpawnButtons() {
	if !p.classicConsulSpawns() {
		return
	}
	s, cl := p.clState(), p.ex.cl
	add := func(b *actionButton) { p.buttons = append(p.buttons, b) }
	choices := p.classicSpawnChoices()
	if !slices.Contains(choices, p.ex.spawnPick) {
		p.ex.spawnPick = ""
		if len(choices) > 0 {
			p.ex.spawnPick = choices[0]
		}
	}
	for _, name := range choices {
		prof := s.Data().Profiles[name]
		if s.BossPlacing {
			b := &actionButton{label: shortName(name), cost: "the Boss Fight", active: p.ex.spawnPick == name,
				tip: fmt.Sprintf("The Boss Fight begins: click a lit square to place %s, ten squares or more from every Hero (as near ten as the dungeon allows when nowhere is that far)", name)}
			b.onClick = func() { p.ex.spawnPick = name; p.barVersion = 0 }
			add(b)
			continue
		}
		b := &actionButton{label: shortName(name), cost: fmt.Sprintf("%s · %d left", plural(prof.Skulls, "skull", "skulls"), classic.Available(p.g, name)),
			tip:    fmt.Sprintf("%s (%s %s, %s): choose it, then click a lit square next to a spawning point that still has skull points", name, prof.Platform, prof.Type, plural(prof.Skulls, "skull point", "skull points")),
			active: p.ex.spawnPick == name}
		b.onClick = func() { p.ex.spawnPick = name; p.barVersion = 0 }
		add(b)
	}
	if len(choices) > 0 {
		b := &actionButton{label: "Place for me", cost: "the computer's way", tip: "Spend what is left as the computer Consul would: the costliest monsters each spawning point's skull points buy, next to the Hero it wants to wear down"}
		if s.BossPlacing {
			b.tip = "Place the boss as the computer Consul would: as near the Heroes as the rules allow, by a spawning point still standing"
		}
		b.onClick = func() { cl.placing = true }
		add(b)
	}
	pick := p.initModel(classic.Consul)
	roll := &actionButton{label: "Roll initiative", cost: "with " + shortName(p.g.Name(pick)),
		tip: "End the spawning (skull points and tokens left are lost) and roll initiative with this model's WILL. Click another of your models on the board to roll with it instead"}
	if pick == rules.NoModel {
		roll.disabled = "No model of yours can roll."
	}
	if s.BossPlacing {
		roll.disabled = fmt.Sprintf("Place %s first.", classic.BossName(p.g))
	}
	roll.onClick = func() {
		p.ex.spawnPick = ""
		p.apply(classic.PickInitiative{Model: pick, Why: ""})
	}
	add(roll)
}

// initModel is the model side rolls initiative with: the one the person
// chose, else the one of most WILL.
func (p *Play) initModel(side string) rules.ModelID {
	if id := p.ex.cl.initPick; id != rules.NoModel {
		if m := p.g.Model(id); m != nil && m.InPlay && (m.Kind == rules.KindHero) == (side == classic.Heroes) {
			return id
		}
	}
	return classic.BestInitiativeModel(p.g, side)
}

// classicSpawnSquares are the lit squares for the monster chosen.
func (p *Play) classicSpawnSquares() map[tiles.Point]bool {
	if !p.exConsulPowerUp() || p.ex.spawnPick == "" {
		return nil
	}
	if p.ex.spawnV != p.version || p.ex.spawnFor != p.ex.spawnPick {
		p.ex.spawnV, p.ex.spawnFor = p.version, p.ex.spawnPick
		p.ex.spawnAt = map[tiles.Point]bool{}
		for sq := range p.classicSpawnFrom(p.ex.spawnPick) {
			p.ex.spawnAt[sq] = true
		}
	}
	return p.ex.spawnAt
}

// classicSpawnClick spawns the chosen monster on a clicked lit square, or
// names a clicked Consul model to roll initiative with.
func (p *Play) classicSpawnClick() {
	if !p.hoverOn {
		return
	}
	if m := p.g.At(p.hoverSq); m != nil && m.Side == rules.ConsulSide && m.Kind != rules.KindChest && !p.classicSpawnSquares()[p.hoverSq] {
		p.ex.cl.initPick = m.ID
		p.barVersion = 0
		p.say(fmt.Sprintf("%s will roll initiative for the Consul (WILL %s).", m.Card, poolWords(p.clState().Profile(m).WILL)))
		return
	}
	if p.ex.spawnPick == "" {
		return
	}
	from, ok := p.classicSpawnFrom(p.ex.spawnPick)[p.hoverSq]
	if ok && p.clState().BossPlacing {
		p.apply(classic.PlaceBoss{At: p.hoverSq})
		return
	}
	if p.clState().BossPlacing {
		p.say(fmt.Sprintf("%s goes on a lit square: ten squares or more from every Hero.", p.ex.spawnPick))
		return
	}
	if !ok {
		p.say(fmt.Sprintf("%s spawns only on a lit square: next to a spawning point with skull points left.", p.ex.spawnPick))
		return
	}
	p.apply(classic.Spawn{Monster: p.ex.spawnPick, At: p.hoverSq, From: from})
}

// classicPanelLines are the Consul's info panel lines in its spawning.
func (p *Play) classicPanelLines() (title string, lines []string) {
	if !p.exConsulPowerUp() {
		return "", nil
	}
	s := p.clState()
	title = fmt.Sprintf("Round %d: the spawning phase", p.g.Turn)
	var parts []string
	for _, a := range s.Allowances {
		parts = append(parts, fmt.Sprintf("%s %d", shortName(p.g.Name(a.Point)), a.Left))
	}
	switch {
	case len(s.Allowances) == 0 && s.BossFight:
		lines = append(lines, "The Boss Fight has begun: the spawning points spawn nothing more.")
	case len(s.Allowances) == 0:
		lines = append(lines, "No spawning point spawns this round.")
	default:
		lines = append(lines, fmt.Sprintf("Skull points left per spawning point: %s; skull tokens: %d (they pay what a spawning point lacks).", joinWords(parts, "and"), s.SkullTokens))
	}
	if s.BossPlacing {
		lines = append(lines, fmt.Sprintf("Place %s first: click a lit square, ten squares or more from every Hero.", classic.BossName(p.g)))
	} else if p.ex.spawnPick != "" {
		lines = append(lines, fmt.Sprintf("Click a lit square to place %s, or choose another monster below.", p.ex.spawnPick))
	}
	lines = append(lines, fmt.Sprintf("Then roll initiative with %s (click another of your models to choose it).", p.g.Name(p.initModel(classic.Consul))))
	return title, lines
}

// The initiative panel.

// initStage is what the panel is for now: "pick" (the party names its
// model), "choose" (a winning person chooses the order), "result" (the
// roll is shown until the round begins), or "" (no panel).
func (p *Play) initStage() string {
	s := p.clState()
	if s == nil || p.g.Phase != rules.ConsulPowerUp || p.g.Over != "" || p.ex.handAsk != "" {
		return ""
	}
	switch {
	case s.InitWinner == "" && s.InitMonster != rules.NoModel && s.InitHero == rules.NoModel && p.ex.heroAI == nil:
		return "pick"
	case s.InitWinner != "" && s.First == "" && p.personDecides(s.InitWinner):
		return "choose"
	case s.First != "" && p.ex.cl.seen != p.g.Turn && (p.ex.heroAI == nil || p.ex.consulAI == nil) && p.auto == nil:
		return "result"
	}
	return ""
}

const initPanelW, initPanelH = 640.0, 300.0

// initLayout lays the panel and its buttons out (hc's units, scaled to
// fit).
func (p *Play) initLayout(hc *Context) *Context {
	cl := p.ex.cl
	mc := p.modal(hc, initPanelW, initPanelH)
	b := p.lay.board
	r := render.Rect{X: mc.W/2 - initPanelW/2, Y: max(8, (b.Y+b.H/2)*mc.W/hc.W-initPanelH/2), W: initPanelW, H: initPanelH}
	cl.initR = r
	cl.initBtns = cl.initBtns[:0]
	var bs []*actionButton
	s := p.clState()
	switch p.initStage() {
	case "pick":
		for _, id := range p.g.HeroesInPlay() {
			h := p.g.Model(id)
			b := &actionButton{label: shortName(h.Card), cost: "WILL " + shortPool(p.g.OffensePool(h, cards.WILL, cards.Pool{})),
				tip: fmt.Sprintf("%s rolls initiative for the party with its WILL", h.Card)}
			b.onClick = func() { p.apply(classic.PickInitiative{Model: id}) }
			bs = append(bs, b)
		}
		best := classic.BestInitiativeModel(p.g, classic.Heroes)
		b := &actionButton{label: "Choose for me", cost: shortName(p.g.Name(best)), tip: "The Hero with the most WILL rolls"}
		b.onClick = func() { p.apply(classic.PickInitiative{Model: best}) }
		bs = append(bs, b)
	case "choose":
		side := s.InitWinner
		first := &actionButton{label: "Go first", cost: "strike before them", tip: "Your side takes the first turn of the round"}
		// The person who chose has seen the roll: the round begins.
		first.onClick = func() {
			if p.apply(classic.GoFirst{Side: side, First: true}) == nil {
				p.ex.cl.seen = p.g.Turn
			}
		}
		second := &actionButton{label: "Go second", cost: "let them come", tip: "The other side takes the first turn; yours answers it"}
		second.onClick = func() {
			if p.apply(classic.GoFirst{Side: side, First: false}) == nil {
				p.ex.cl.seen = p.g.Turn
			}
		}
		bs = append(bs, first, second)
	case "result":
		b := &actionButton{label: "Begin the round", cost: "Enter", tip: "End the spawning phase: the first turn begins"}
		b.onClick = func() { p.beginClassicRound() }
		bs = append(bs, b)
	}
	n := float64(len(bs))
	if n > 0 {
		gap := 10.0
		w := min(190, (r.W-40-(n-1)*gap)/n)
		x := r.X + (r.W-(n*w+(n-1)*gap))/2
		for i, b := range bs {
			b.rect = render.Rect{X: x + float64(i)*(w+gap), Y: r.Y + r.H - 72, W: w, H: 56}
		}
	}
	cl.initBtns = bs
	return mc
}

// shortPool is a dice pool in a few characters: "2B 1R".
func shortPool(pool cards.Pool) string {
	out := ""
	add := func(n int, k string) {
		if n > 0 {
			if out != "" {
				out += " "
			}
			out += fmt.Sprintf("%d%s", n, k)
		}
	}
	add(pool.Dice[cards.Blue], "B")
	add(pool.Dice[cards.Red], "R")
	add(pool.Dice[cards.Green], "G")
	add(pool.Stars, "★")
	if out == "" {
		return "none"
	}
	return out
}

// initLines are the panel's words.
func (p *Play) initLines() (title string, lines []string) {
	s, cl := p.clState(), p.ex.cl
	title = fmt.Sprintf("Round %d: initiative", p.g.Turn)
	side := func(w string) string {
		if w == classic.Consul {
			return "The Consul"
		}
		return "The Heroes"
	}
	switch p.initStage() {
	case "pick":
		lines = append(lines, "Each side rolls the WILL of one of its models: the higher roll wins, and a tie goes to the Heroes. The winner chooses who takes the first turn.")
		if s.InitMonster != rules.NoModel {
			m := p.g.Model(s.InitMonster)
			lines = append(lines, fmt.Sprintf("The Consul rolls with %s (WILL %s). Which Hero rolls for the party?", m.Card, poolWords(p.clState().Profile(m).WILL)))
		}
		return
	}
	if r := cl.roll; r != nil {
		lines = append(lines, fmt.Sprintf("%s rolled %s of WILL.", r.Hero.Name, plural(r.HeroStars, "star", "stars")),
			fmt.Sprintf("%s rolled %s of WILL.", r.Monster.Name, plural(r.ConsulStars, "star", "stars")))
		tie := ""
		if r.HeroStars == r.ConsulStars {
			tie = " (a tie goes to the Heroes)"
		}
		lines = append(lines, fmt.Sprintf("%s %s the initiative%s.", side(r.Winner), classic.SideVerb(r.Winner, "win", "wins"), tie))
	} else {
		lines = append(lines, fmt.Sprintf("%s won the initiative.", side(s.InitWinner)))
	}
	if s.First != "" {
		lines = append(lines, fmt.Sprintf("%s %s the first turn.", side(s.First), classic.SideVerb(s.First, "take", "takes")))
	} else {
		lines = append(lines, "Go first, or let the other side move and answer it?")
	}
	return
}

// classicInput takes the initiative panel's clicks; it reports whether
// the panel holds the input.
func (p *Play) classicInput(hc *Context) bool {
	if p.ex == nil || p.ex.cl == nil || p.initStage() == "" {
		return false
	}
	if p.busy() {
		return false // the roll plays back first
	}
	mc := p.initLayout(hc)
	for _, b := range p.ex.cl.initBtns {
		if hc.In.Clicked && b.rect.Contains(mc.In.X, mc.In.Y) {
			p.sfx(sound.UIClick)
			b.onClick()
			return true
		}
	}
	if p.initStage() == "result" && hc.In.KeyPressed(ebiten.KeyEnter) {
		p.beginClassicRound()
	}
	return hc.In.Clicked // the panel is modal while it is up
}

// drawInitiative paints the initiative panel.
func (p *Play) drawInitiative(screen *ebiten.Image, hc *Context) {
	if p.ex == nil || p.ex.cl == nil || p.initStage() == "" || p.busy() {
		return
	}
	mc := p.initLayout(hc)
	pt := mc.Painter
	r := p.ex.cl.initR
	pt.Panel(screen, r, render.ColPanel, render.ColGold)
	title, lines := p.initLines()
	pt.OutlinedText(screen, title, pt.Fonts.Bold, 30, r.X+r.W/2, r.Y+16, 3, render.ColGold, render.ColOutline)
	y := r.Y + 16 + pt.Em(30)*1.35
	for i, l := range lines {
		col := render.ColText
		if i == len(lines)-1 {
			col = render.ColGold
		}
		for _, w := range pt.Wrap(l, pt.Fonts.Regular, 17, r.W-40) {
			pt.Text(screen, w, pt.Fonts.Regular, 17, r.X+r.W/2, y, render.AlignCenter, col)
			y += pt.Em(17) * 1.3
		}
	}
	for _, b := range p.ex.cl.initBtns {
		(&render.Button{Label: b.label, Sub: b.cost, Rect: b.rect, Hot: b.rect.Contains(mc.In.X, mc.In.Y), FontSize: 17}).Draw(screen, pt)
	}
}

// initTip is the tooltip of the initiative panel's hovered button.
func (p *Play) initTip(hc *Context) string {
	if p.ex == nil || p.ex.cl == nil || p.initStage() == "" {
		return ""
	}
	mc := p.initLayout(hc)
	for _, b := range p.ex.cl.initBtns {
		if b.rect.Contains(mc.In.X, mc.In.Y) {
			return b.tip
		}
	}
	return ""
}
