package scene

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The Consul's power-up when a person plays the Consul (Explore rulebook,
// "4. Mighty Monsters"): advance the chart (choosing the bonus when the
// space offers several, and the boss's relics when it arrives), then spend
// the space's spawning allowance by choosing a monster from the pool and
// clicking one of the lit squares — or let the rules place them ("place
// for me"). The choices are action-bar buttons; a panel over the board
// says what the space holds and what is left.

// powerUpButtons fills the action bar for the Consul's power-up.
func (p *Play) powerUpButtons() {
	s := p.exState()
	add := func(b *actionButton) { p.buttons = append(p.buttons, b) }
	if explore.CanAdvance(p.g) == nil {
		n, sp := s.NextSpace()
		relics := p.relicButtons(sp)
		for _, b := range relics {
			add(b)
		}
		if len(sp.Bonuses) > 1 {
			for i, bo := range sp.Bonuses {
				i := i
				b := &actionButton{label: "Take " + bo.Name, cost: "advance", tip: fmt.Sprintf("Advance the boss to space %d and give every monster but the boss %s: %s", n, bo.Name, bonusWords(bo))}
				b.onClick = func() { p.exAdvance(i) }
				add(b)
			}
		} else {
			b := &actionButton{label: "Advance the chart", cost: fmt.Sprintf("to space %d", n), tip: fmt.Sprintf("Space %d: %s", n, sp.Describe())}
			b.onClick = func() { p.exAdvance(0) }
			add(b)
		}
		return
	}
	if s.SpawnLeft > 0 {
		choices := explore.SpawnChoices(p.g)
		if !slices.Contains(choices, p.ex.spawnPick) {
			p.ex.spawnPick = ""
			if len(choices) > 0 {
				p.ex.spawnPick = choices[0]
			}
		}
		for _, name := range choices {
			name := name
			prof := s.Data().Profiles[name]
			b := &actionButton{label: shortName(name), cost: fmt.Sprintf("%s · %d left", plural(prof.Skulls, "skull", "skulls"), explore.Available(p.g, name)),
				tip:    fmt.Sprintf("%s (%s, %s): choose it, then click a lit square within three squares and sight of a spawning point", name, prof.Platform, plural(prof.Skulls, "skull point", "skull points")),
				active: p.ex.spawnPick == name}
			b.onClick = func() { p.ex.spawnPick = name; p.barVersion = 0 }
			add(b)
		}
		b := &actionButton{label: "Place for me", cost: "and end", tip: "The rules spend what is left of the allowance: the costliest monsters the pool still has, each on the lit square nearest a Hero; then the party's turn begins"}
		b.onClick = func() { p.apply(rules.EndPhase{}) }
		add(b)
		return
	}
	b := &actionButton{label: "End the power-up", cost: "party's turn next", tip: "The Consul is done: the Heroes' turn begins"}
	b.onClick = func() { p.apply(rules.EndPhase{}) }
	add(b)
}

// relicButtons are the relic choices when the next advance brings the
// dungeon boss: one relic per spawning point still standing (Explore,
// "Spawning Points and Relics"), toggled until the count is chosen.
func (p *Play) relicButtons(sp explore.Space) []*actionButton {
	s := p.exState()
	need := explore.RelicsNeeded(p.g)
	if !sp.Boss || need == 0 {
		p.ex.relics = nil
		return nil
	}
	var out []*actionButton
	for _, r := range s.Data().RelicsFor(s.Boss) {
		name := r.Name
		on := slices.Contains(p.ex.relics, name)
		b := &actionButton{label: name, cost: "relic", active: on,
			tip: fmt.Sprintf("A relic for %s: %s. It equips %d (one per spawning point left); the ones you do not choose are taken in deck order", s.Boss, bonusWords(r), need)}
		b.onClick = func() {
			if i := slices.Index(p.ex.relics, name); i >= 0 {
				p.ex.relics = slices.Delete(p.ex.relics, i, i+1)
			} else if len(p.ex.relics) < need {
				p.ex.relics = append(p.ex.relics, name)
			} else {
				p.say(fmt.Sprintf("The boss equips %s: click a chosen one to put it back first.", plural(need, "relic", "relics")))
			}
			p.barVersion = 0
		}
		out = append(out, b)
	}
	return out
}

// exAdvance advances the chart with bonus i and the relics chosen.
func (p *Play) exAdvance(i int) {
	if p.apply(explore.AdvanceChart{Bonus: i, Relics: slices.Clone(p.ex.relics)}) == nil {
		p.ex.relics = nil
	}
}

// spawnSquares are the lit squares for the monster chosen to spawn.
func (p *Play) spawnSquares() map[tiles.Point]bool {
	if p.clState() != nil {
		return p.classicSpawnSquares() // classic_spawn.go
	}
	if p.rudeSpawns() {
		return p.rudeSpawnSquares() // explore_rude_spawn.go
	}
	if !p.exConsulPowerUp() || p.ex.spawnPick == "" || p.exState().SpawnLeft <= 0 {
		return nil
	}
	if p.ex.spawnV != p.version || p.ex.spawnFor != p.ex.spawnPick {
		picked := p.ex.spawnFor != p.ex.spawnPick
		p.ex.spawnV, p.ex.spawnFor = p.version, p.ex.spawnPick
		p.ex.spawnAt = map[tiles.Point]bool{}
		for _, sq := range explore.SpawnSquares(p.g, p.ex.spawnPick) {
			p.ex.spawnAt[sq] = true
		}
		if picked {
			p.showSquares(p.ex.spawnAt)
		}
	}
	return p.ex.spawnAt
}

// showSquares glides the camera to the nearest of squares when none of
// them is in view: a person Consul choosing a monster to spawn must see
// where it may go (the lit squares were off screen, by the other tiles'
// spawning points). Only when the choice is made, never while the player
// pans.
func (p *Play) showSquares(squares map[tiles.Point]bool) {
	best, bestD := tiles.Point{}, -1.0
	for sq := range squares {
		if p.inView(float64(sq.X)+0.5, float64(sq.Y)+0.5, p.cam.Zoom) {
			return // one is in view already
		}
		dx, dy := float64(sq.X)+0.5-p.cam.CX, float64(sq.Y)+0.5-p.cam.CY
		if d := dx*dx + dy*dy; bestD < 0 || d < bestD || d == bestD && (sq.Y < best.Y || sq.Y == best.Y && sq.X < best.X) {
			best, bestD = sq, d
		}
	}
	if bestD >= 0 {
		p.camGoalX, p.camGoalY, p.camFollow = float64(best.X)+0.5, float64(best.Y)+0.5, true
	}
}

// spawnClick spawns the chosen monster on a clicked lit square.
func (p *Play) spawnClick() {
	if p.clState() != nil {
		p.classicSpawnClick() // classic_spawn.go
		return
	}
	if !p.hoverOn || p.ex.spawnPick == "" {
		return
	}
	if !p.spawnSquares()[p.hoverSq] {
		p.say(fmt.Sprintf("%s spawns only on a lit square: within three squares and sight of a spawning point.", p.ex.spawnPick))
		return
	}
	p.apply(explore.Spawn{Monster: p.ex.spawnPick, At: p.hoverSq})
}

// drawSpawnSquares lights where the chosen monster may spawn.
func (p *Play) drawSpawnSquares(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	for sq := range p.spawnSquares() {
		r := p.squareRect(sq)
		pt.RoundRect(screen, render.Rect{X: r.X + 2, Y: r.Y + 2, W: r.W - 4, H: r.H - 4}, 5, colSpawnEdge)
		pt.RoundRect(screen, render.Rect{X: r.X + 4, Y: r.Y + 4, W: r.W - 8, H: r.H - 8}, 4, colSpawn)
		if p.colourBlind {
			markPlus(screen, pt, r)
		}
	}
}

// The lit spawning squares: violet, the Consul's colour, so they read on
// every floor (the orange of an area effect vanished on brick).
var (
	colSpawn     color.Color = color.NRGBA{0xb0, 0x60, 0xff, 0x78}
	colSpawnEdge color.Color = color.NRGBA{0xe0, 0xb8, 0xff, 0xe0}
)

// consulPanelLines is what the Consul's info panel over the board says.
func (p *Play) consulPanelLines() (title string, lines []string) {
	if p.clState() != nil {
		return p.classicPanelLines() // classic_spawn.go
	}
	s := p.exState()
	switch {
	case p.exConsulPowerUp():
		title = "The Consul's power-up"
		if explore.CanAdvance(p.g) == nil {
			n, sp := s.NextSpace()
			lines = append(lines, fmt.Sprintf("The dungeon boss advances to space %d: %s.", n, sp.Describe()))
			if len(sp.Bonuses) > 1 {
				lines = append(lines, "Choose the bonus every monster but the boss gains.")
			}
			if sp.Boss && explore.RelicsNeeded(p.g) > 0 {
				lines = append(lines, fmt.Sprintf("The boss arrives: choose %s for it (%d chosen).", plural(explore.RelicsNeeded(p.g), "relic", "relics"), len(p.ex.relics)))
			}
			return
		}
		if s.SpawnLeft > 0 {
			var ps []string
			for _, pl := range s.SpawnPlatforms {
				ps = append(ps, string(pl))
			}
			lines = append(lines, fmt.Sprintf("Spawn %s of %s monsters.", plural(s.SpawnLeft, "skull point", "skull points"), joinWords(ps, "or")))
			if p.ex.spawnPick != "" {
				lines = append(lines, fmt.Sprintf("Click a lit square to place %s, or choose another monster below.", p.ex.spawnPick))
			} else {
				lines = append(lines, "Nothing the allowance buys has room to spawn.")
			}
			return
		}
		lines = append(lines, "Nothing left to do: end the power-up.")
	}
	return
}

// drawConsulPanel paints the Consul's info panel at the board's top.
func (p *Play) drawConsulPanel(screen *ebiten.Image, hc *Context) {
	if p.ex == nil {
		return
	}
	p.ex.infoR = render.Rect{} // until drawn again (the log's wheel asks)
	if p.busy() {
		return
	}
	title, lines := p.consulPanelLines()
	if title == "" {
		return
	}
	// At the board's foot, over the spawning points' far side rather than
	// the party; compact, so a large interface keeps the board in view.
	pt := hc.Painter
	b := p.lay.board
	w := min(b.W-16, 620.0)
	size, head := 13.0, 15.0
	var wrapped []string
	for _, l := range lines {
		wrapped = append(wrapped, pt.Wrap(l, pt.Fonts.Regular, size, w-20)...)
	}
	h := pt.Em(head)*1.35 + float64(len(wrapped))*pt.Em(size)*1.3 + 12
	r := render.Rect{X: b.X + (b.W-w)/2, Y: b.Y + b.H - h - 8, W: w, H: h}
	if col, ok := p.sidePanel(0); ok {
		// A small board: over the log, wrapped to its width, the text
		// smaller if it must be, never below its size at 100%.
		least := max(9, 13/(max(1, p.lay.scale)*pt.Em(1)))
		for sz := size; sz >= least; sz-- {
			var narrow []string
			for _, l := range lines {
				narrow = append(narrow, pt.Wrap(l, pt.Fonts.Regular, sz, col.W-20)...)
			}
			hd := sz + 2
			nh := pt.Em(hd)*1.35 + float64(len(narrow))*pt.Em(sz)*1.3 + 12
			if side, ok := p.sidePanel(nh); ok {
				wrapped, r, size, head = narrow, render.Rect{X: side.X, Y: side.Y, W: side.W, H: nh}, sz, hd
				break
			}
		}
	}
	p.ex.infoR = r
	pt.Panel(screen, r, render.ColPanel, render.ColAmethyst)
	pt.Text(screen, pt.Ellipsize(title, pt.Fonts.Bold, head, r.W-20), pt.Fonts.Bold, head, r.X+10, r.Y+5, render.AlignLeft, render.ColGold)
	y := r.Y + 5 + pt.Em(head)*1.35
	for _, l := range wrapped {
		pt.Text(screen, l, pt.Fonts.Regular, size, r.X+10, y, render.AlignLeft, render.ColText)
		y += pt.Em(size) * 1.3
	}
}

// spaceWords is a chart space in one line for the chart's tooltip.
func spaceWords(i int, sp explore.Space) string {
	if i == 0 {
		return "Start: the dungeon boss waits here."
	}
	return fmt.Sprintf("Space %d: %s.", i, strings.TrimSuffix(sp.Describe(), "."))
}

// bonusWords says what a chart bonus or relic gives, dice named in full.
func bonusWords(b explore.Bonus) string {
	var parts []string
	if !b.Offense.IsZero() {
		parts = append(parts, poolWords(b.Offense)+" more on offense rolls")
	}
	if !b.Defense.IsZero() {
		parts = append(parts, poolWords(b.Defense)+" more on defense rolls")
	}
	if b.Keyword != "" {
		parts = append(parts, b.Keyword)
	}
	return strings.Join(parts, ", ")
}
