package scene

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// explorePlay opens an Explore game of seed with the given roles, after
// its first two ticks, playing back instantly so tests reach the phase
// they look at quickly.
func explorePlay(t testing.TB, seed uint64, roles ExploreRoles) (*Play, *Context) {
	t.Helper()
	ctx := newContext(t)
	p, err := newExplorePlay(explore.Setup{Seed: seed, Heroes: ExploreBalanced}, roles)
	require.NoError(t, err)
	runTicks(t, p, ctx, 2)
	p.speed = 1000
	return p, ctx
}

// exRunUntil ticks until cond holds (failing after max ticks).
func exRunUntil(t testing.TB, p *Play, ctx *Context, max int, what string, cond func() bool) {
	t.Helper()
	for i := 0; i < max; i++ {
		if cond() {
			return
		}
		runTicks(t, p, ctx, 1)
		require.Empty(t, p.stalled, "the automation stopped while waiting for %s", what)
	}
	require.True(t, cond(), "%s within %d ticks (turn %d, %s)", what, max, p.g.Turn, p.g.Phase)
}

// clickBoardAt clicks the centre of square sq.
func clickBoardAt(t testing.TB, p *Play, ctx *Context, sq tiles.Point) {
	p.camFollow = false // the camera stands still under the pointer
	// Centred (as near as the board's edge allows), so the square is clear
	// of the goal's arrow and of the roster.
	p.cam.CX, p.cam.CY = float64(sq.X)+0.5, float64(sq.Y)+0.5
	runTicks(t, p, ctx, 1)
	x, y := p.cam.ToScreen(float64(sq.X)+0.5, float64(sq.Y)+0.5)
	ctx.In = Input{X: x, Y: y}
	runTicks(t, p, ctx, 1) // hover first: the path and the aim are worked out
	ctx.In = Input{X: x, Y: y, Clicked: true}
	runTicks(t, p, ctx, 1)
}

// barButton is the action bar's button with label (nil if none).
func barButton(p *Play, label string) *actionButton {
	for _, b := range p.buttons {
		if b.label == label {
			return b
		}
	}
	return nil
}

// clickButton clicks an action bar button (in the HUD's units).
func clickButton(t testing.TB, p *Play, ctx *Context, label string) {
	t.Helper()
	runTicks(t, p, ctx, 1) // the bar is laid out for the game as it is now
	b := barButton(p, label)
	require.NotNil(t, b, "a %q button (have %v)", label, buttonLabels(p))
	u := p.lay.scale
	// The pointer comes from elsewhere, as a hand's does: a button the
	// last click's new layout slid under a resting pointer ignores a
	// click a moment (play_actionbar.go, barGuard).
	ctx.In = Input{X: 1, Y: 1}
	runTicks(t, p, ctx, 1)
	ctx.In = Input{X: (b.rect.X + b.rect.W/2) * u, Y: (b.rect.Y + b.rect.H/2) * u}
	runTicks(t, p, ctx, 1)
	ctx.In.Clicked = true
	runTicks(t, p, ctx, 1)
}

func buttonLabels(p *Play) []string {
	var out []string
	for _, b := range p.buttons {
		out = append(out, b.label)
	}
	return out
}

// The computer plays both sides of an Explore game on screen to its end:
// no automatic step is refused, the Consul explains itself in the log,
// and the game-over panel names the winner.
func TestExploreComputerSidesPlayToTheEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole game")
	}
	p, ctx := explorePlay(t, 4, ExploreRoles{HeroesAI: true, ConsulAI: true})
	p.auto = p.ex.heroAI
	exRunUntil(t, p, ctx, 60000, "the end of the game", func() bool { return p.g.Over != "" && !p.busy() })
	explained := 0
	for _, l := range p.log {
		if l.kind == "consul-decision" {
			explained++
		}
	}
	assert.Positive(t, explained, "the computer Consul's reasons are in the log")
	title, _, _ := p.gameOverText()
	assert.Contains(t, []string{"Victory!", "Defeat"}, title)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "explore-over.png")
}

// A person commands the Consul's monsters: clicking a free monster
// activates it (its cost on the roster), the reachable squares light up,
// a click moves it, an armed attack lights the Heroes in reach with the
// chance to wound by each, a click rolls the dice; End ends it.
func TestExplorePersonCommandsAMonster(t *testing.T) {
	p, ctx := explorePlay(t, 3, ExploreRoles{HeroesAI: true})
	exRunUntil(t, p, ctx, 20000, "the Consul turn", func() bool {
		return p.g.Phase == rules.ConsulTurn && !p.busy()
	})
	runTicks(t, p, ctx, 2)
	s := explore.StateOf(p.g) // (read again after each command: Apply may replace it)
	require.NotEmpty(t, p.ex.roster, "the roster lists the Consul's monsters")
	assert.Equal(t, "End the Consul's turn", p.buttons[0].label)
	assert.Contains(t, p.exploreStatus(), "Skull points 4/4")

	// The free monster nearest a Hero.
	var mon *rules.Model
	best := 1 << 30
	for i := range p.g.Models {
		m := &p.g.Models[i]
		if !m.InPlay || m.Kind != rules.KindMonster || explore.CanActivate(p.g, m.ID) != nil || s.ActivationCost(m) != 0 {
			continue
		}
		for _, h := range p.g.HeroesInPlay() {
			if d := p.g.ModelDist(m, p.g.Model(h)); d < best {
				mon, best = m, d
			}
		}
	}
	require.NotNil(t, mon, "a free monster to command")
	clickBoardAt(t, p, ctx, mon.Pos)
	s = explore.StateOf(p.g)
	require.Equal(t, mon.ID, s.Active, "the click activated it (%q, hover %v on %v)", p.toast, p.hoverSq, mon.Pos)
	runTicks(t, p, ctx, 2)
	require.NotNil(t, barButton(p, "End"), "the monster's action bar")

	if len(explore.AttackTargets(p.g, "")) == 0 && len(p.reach) > 0 {
		// Walk to the reachable square nearest a Hero.
		var to tiles.Point
		bestD := 1 << 30
		for sq := range p.reach {
			for _, h := range p.g.HeroesInPlay() {
				if d := tiles.Dist(sq, p.g.Model(h).Pos); d < bestD || (d == bestD && (sq.Y < to.Y || sq.Y == to.Y && sq.X < to.X)) {
					to, bestD = sq, d
				}
			}
		}
		clickBoardAt(t, p, ctx, to)
		runTicks(t, p, ctx, 5)
		assert.Equal(t, to, p.g.Model(mon.ID).Pos, "the click moved the monster there")
	}
	if targets := explore.AttackTargets(p.g, ""); len(targets) > 0 {
		prof := s.Profile(mon)
		label := attackLabels[s.MonsterDice(p.g, mon).Attack]
		require.NotEmpty(t, label, "%s attacks with %s", mon.Card, prof.Attack)
		clickButton(t, p, ctx, label)
		require.True(t, p.armed.consul, "the attack is armed")
		h := p.g.Model(targets[0])
		x, y := p.cam.ToScreen(float64(h.Pos.X)+0.5, float64(h.Pos.Y)+0.5)
		ctx.In = Input{X: x, Y: y}
		runTicks(t, p, ctx, 1)
		screen := ebiten.NewImage(DesignW, DesignH)
		p.Draw(screen, ctx)
		saveScreen(t, screen, "explore-consul-armed.png")
		assert.Contains(t, p.aimTip, "% to wound", "the chance to wound shows by the target")
		n := len(p.log)
		ctx.In.Clicked = true
		runTicks(t, p, ctx, 1)
		runTicks(t, p, ctx, 5)
		rolled := false
		for _, l := range p.log[n:] {
			rolled = rolled || l.kind == "rolled"
		}
		assert.True(t, rolled, "the monster rolled its dice")
	}
	if explore.StateOf(p.g).Active != rules.NoModel {
		clickButton(t, p, ctx, "End")
	}
	runTicks(t, p, ctx, 3)
	s = explore.StateOf(p.g)
	assert.Equal(t, rules.NoModel, s.Active, "the activation ended")
	assert.Contains(t, s.Activated, mon.ID)
	clickButton(t, p, ctx, "End the Consul's turn")
	exRunUntil(t, p, ctx, 200, "the Consul's power-up", func() bool { return p.g.Phase == rules.ConsulPowerUp && !p.busy() })
}

// In the Consul's power-up a person advances the chart (choosing a bonus
// when the space offers several) and spawns by clicking a lit square;
// "place for me" spends the rest and ends the power-up.
func TestExploreConsulPowerUpSpawnsOnALitSquare(t *testing.T) {
	p, ctx := explorePlay(t, 3, ExploreRoles{HeroesAI: true})
	exRunUntil(t, p, ctx, 20000, "the Consul turn", func() bool { return p.g.Phase == rules.ConsulTurn && !p.busy() })
	runTicks(t, p, ctx, 2)
	clickButton(t, p, ctx, "End the Consul's turn")
	exRunUntil(t, p, ctx, 200, "the Consul's power-up", func() bool { return p.g.Phase == rules.ConsulPowerUp && !p.busy() })
	runTicks(t, p, ctx, 2)
	s := explore.StateOf(p.g)
	title, lines := p.consulPanelLines()
	assert.Equal(t, "The Consul's power-up", title)
	require.NotEmpty(t, lines)
	assert.Contains(t, lines[0], "space 1")
	clickButton(t, p, ctx, "Advance the chart")
	runTicks(t, p, ctx, 3)
	s = explore.StateOf(p.g)
	require.Equal(t, p.g.Turn, s.AdvancedTurn, "the chart advanced (%q)", p.toast)
	require.Positive(t, s.SpawnLeft, "space 1 spawns monsters")
	runTicks(t, p, ctx, 2)
	require.NotEmpty(t, p.ex.spawnPick, "a monster is chosen to spawn")
	lit := p.spawnSquares()
	require.NotEmpty(t, lit, "the lit squares")
	at := topLeft(lit)
	left, models := s.SpawnLeft, len(p.g.Models)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "explore-spawning.png")
	clickBoardAt(t, p, ctx, at)
	s = explore.StateOf(p.g)
	require.Len(t, p.g.Models, models+1, "a monster spawned")
	assert.Equal(t, at, p.g.Models[models].Pos)
	assert.Less(t, s.SpawnLeft, left)
	clickButton(t, p, ctx, "Place for me")
	exRunUntil(t, p, ctx, 200, "the Heroes' turn", func() bool { return p.g.Phase == rules.HeroTurn })
	assert.Equal(t, 2, p.g.Turn)
}

// Choosing a monster to spawn brings a lit square into view when none is
// (played by mouse: the spawning points left were on other tiles, off
// screen, and nothing showed where to click).
func TestExploreSpawnChoiceShowsTheLitSquares(t *testing.T) {
	p, ctx := explorePlay(t, 3, ExploreRoles{HeroesAI: true})
	exRunUntil(t, p, ctx, 20000, "the Consul turn", func() bool { return p.g.Phase == rules.ConsulTurn && !p.busy() })
	runTicks(t, p, ctx, 2)
	clickButton(t, p, ctx, "End the Consul's turn")
	exRunUntil(t, p, ctx, 200, "the Consul's power-up", func() bool { return p.g.Phase == rules.ConsulPowerUp && !p.busy() })
	runTicks(t, p, ctx, 2)
	clickButton(t, p, ctx, "Advance the chart")
	runTicks(t, p, ctx, 5)
	require.NotEmpty(t, p.ex.spawnPick, "a monster is chosen to spawn")
	inView := func() bool {
		v := p.cam.View
		for sq := range p.spawnSquares() {
			x, y := p.cam.ToScreen(float64(sq.X)+0.5, float64(sq.Y)+0.5)
			if x > v.X && x < v.X+v.W && y > v.Y && y < v.Y+v.H {
				return true
			}
		}
		return false
	}
	// The player zooms in on the square farthest from every lit one, then
	// picks another monster.
	far, farD := tiles.Point{}, -1
	for y := 0; y < p.g.Board.H; y++ {
		for x := 0; x < p.g.Board.W; x++ {
			q := tiles.Point{X: x, Y: y}
			d := 1 << 30
			for sq := range p.spawnSquares() {
				d = min(d, tiles.Dist(q, sq))
			}
			if d > farD {
				far, farD = q, d
			}
		}
	}
	p.cam.Zoom = 160 // the closest zoom: a few squares across
	p.cam.CX, p.cam.CY = float64(far.X)+0.5, float64(far.Y)+0.5
	p.camFollow = false
	runTicks(t, p, ctx, 1)
	require.False(t, inView(), "set-up: no lit square in view (the farthest is %d squares away)", farD)
	before := p.ex.spawnPick
	for _, b := range p.buttons {
		if strings.Contains(b.cost, "skull") && b.disabled == "" {
			b.onClick()
			if p.ex.spawnPick != before {
				break
			}
		}
	}
	require.NotEqual(t, before, p.ex.spawnPick, "another monster is chosen")
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx) // the frame lights the new monster's squares
	runTicks(t, p, ctx, 120)
	assert.True(t, inView(), "the camera glided to a lit square")
}

// Both sides played by people: the screen asks for a hand-over whenever
// the other side's decisions begin, and holds every click until it is
// taken.
func TestExploreHotSeatHandsOver(t *testing.T) {
	p, ctx := explorePlay(t, 3, ExploreRoles{})
	assert.Empty(t, p.ex.handAsk, "the party starts: no hand-over before the first turn")
	for _, h := range p.g.Heroes()[:2] {
		require.NoError(t, p.apply(rules.StartActivation{Hero: h}))
		require.NoError(t, p.apply(rules.EndActivation{}))
	}
	for p.g.Phase != rules.ConsulTurn {
		require.NoError(t, p.apply(rules.EndPhase{}))
	}
	p.skipPlayback()
	runTicks(t, p, ctx, 3)
	require.Equal(t, "consul", p.ex.handAsk, "the Consul's turn waits for the hand-over")
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "explore-handover.png")
	// A click on a monster does nothing while the panel is up.
	var mon *rules.Model
	for i := range p.g.Models {
		if m := &p.g.Models[i]; m.InPlay && m.Kind == rules.KindMonster && explore.CanActivate(p.g, m.ID) == nil {
			mon = m
			break
		}
	}
	require.NotNil(t, mon)
	clickBoardAt(t, p, ctx, mon.Pos)
	assert.Equal(t, rules.NoModel, explore.StateOf(p.g).Active, "the hand-over holds the clicks")
	hc := p.hudContext(ctx)
	mc, _, btn := p.handOverLayout(hc)
	k := hc.W / mc.W * p.lay.scale
	ctx.In = Input{X: (btn.X + btn.W/2) * k, Y: (btn.Y + btn.H/2) * k, Clicked: true}
	runTicks(t, p, ctx, 2)
	require.Empty(t, p.ex.handAsk, "the Consul took the mouse")
	clickBoardAt(t, p, ctx, mon.Pos)
	assert.Equal(t, mon.ID, explore.StateOf(p.g).Active, "now the click commands the monster")
}

// The Explore HUD shows Explore's chart, goal and skull points, and none
// of Arcade's (no challenge or plot cards, no Arcade chart).
func TestExploreHUDShowsNothingArcadeOnly(t *testing.T) {
	p, ctx := explorePlay(t, 3, ExploreRoles{ConsulAI: true})
	runTicks(t, p, ctx, 2)
	require.NotNil(t, p.chart.ex, "the Explore chart is on the top bar")
	assert.Len(t, p.chart.rects, len(explore.StateOf(p.g).Chart()))
	assert.Empty(t, p.cardRects, "no challenge or plot cards")
	o := p.currentObjective()
	assert.Contains(t, o.text, "The Midnight Queen")
	assert.Contains(t, o.tip, "Princess Coins")
	p.chart.hover = 1
	assert.Contains(t, p.chart.tooltip(p.g), "Space 1:")
	for _, h := range p.g.HeroesInPlay() {
		_ = h
	}
	var mon *rules.Model
	for i := range p.g.Models {
		if m := &p.g.Models[i]; m.InPlay && m.Kind == rules.KindMonster {
			mon = m
			break
		}
	}
	require.NotNil(t, mon)
	tip := p.describe(mon)
	assert.Contains(t, tip, "skull point")
	assert.NotContains(t, tip, "armour", "Explore monsters roll defense: no fixed armour")
}

// The Explore setup screen starts the game its buttons describe.
func TestExploreSetupStartsTheGameChosen(t *testing.T) {
	ctx := newContext(t)
	ctx.Seed = 8
	m := NewManager(NewExploreSetup())
	ctx.manager = m
	s := m.current.(*Setup)
	require.NoError(t, m.Update(ctx))
	require.Empty(t, s.err)
	click := func(label string) {
		t.Helper()
		var r render.Rect
		found := false
		for _, b := range s.buttons {
			if b.label == label || b.cost == label {
				r, found = b.rect, true
			}
		}
		require.True(t, found, "a %q button", label)
		ctx.In = Input{X: r.X + 8, Y: r.Y + 8, Clicked: true}
		require.NoError(t, m.Update(ctx))
		ctx.In = Input{}
		require.NoError(t, m.Update(ctx))
	}
	click("Fighty party")
	assert.Equal(t, ExploreFighty, s.party)
	click("is the Consul") // a person plays the Consul
	click("dungeon boss")  // Choose for me -> the first boss by name
	click("spawning point, tile 2")
	es := s.exploreSetup()
	assert.NotEmpty(t, es.Boss)
	require.Len(t, es.SpawningPoints, 3, "one tile chosen by hand: the others are drawn from the seed")
	assert.Equal(t, es, s.exploreSetup(), "the same seed gives the same choices")
	screen := ebiten.NewImage(DesignW, DesignH)
	s.Draw(screen, ctx)
	saveScreen(t, screen, "explore-setup.png")
	click("Enter the dungeon")
	runTicks(t, m, ctx, fadeTicks+2)
	p, ok := m.current.(*Play)
	require.True(t, ok, "the game starts: %s", s.err)
	require.NotNil(t, p.ex)
	assert.Nil(t, p.ex.consulAI, "a person is the Consul")
	assert.Nil(t, p.ex.heroAI, "people play the Heroes")
	assert.Equal(t, es.SpawningPoints[1], p.g.Model(firstOfKind(p.g, rules.KindSpawningPoint, 2)).Card)
	assert.True(t, strings.HasPrefix(p.log[0].text, "An Explore dungeon"))
}

// firstOfKind is the n-th model of kind (1-based).
func firstOfKind(g *rules.Game, k rules.Kind, n int) rules.ModelID {
	for i := range g.Models {
		if g.Models[i].Kind == k {
			n--
			if n == 0 {
				return g.Models[i].ID
			}
		}
	}
	return rules.NoModel
}

// An Explore game is saved like an Arcade one: its slot says Explore,
// Continue resumes the same game with the same players, and a Hero's
// move can be undone.
func TestExploreSaveContinueAndUndo(t *testing.T) {
	dir := t.TempDir()
	ctx := newContext(t)
	ctx.Store = NewStoreAt(dir)
	p, err := newExplorePlay(explore.Setup{Seed: 6, Heroes: ExploreBalanced}, ExploreRoles{})
	require.NoError(t, err)
	runTicks(t, p, ctx, 2)
	require.NotEmpty(t, p.slot, "the game took a slot")
	hero := p.g.Heroes()[0]
	require.NoError(t, p.apply(rules.StartActivation{Hero: hero}))
	start := p.g.Model(hero).Pos
	require.NoError(t, p.apply(rules.Move{Path: firstMove(t, p)}))
	p.skipPlayback()

	slots := listSlots(ctx.Store)
	require.NotEmpty(t, slots)
	require.NotNil(t, slots[0].label)
	assert.Equal(t, "Explore", slots[0].label.Mode)
	resumed, err := ContinueGame(ctx.Store)
	require.NoError(t, err)
	rp := resumed.(*Play)
	assert.Equal(t, p.g.Hash(), rp.g.Hash(), "Continue resumes the exact game")
	require.NotNil(t, rp.ex, "as an Explore game")
	assert.Nil(t, rp.ex.consulAI, "a person still plays the Consul")
	assert.Nil(t, rp.ex.heroAI)

	assert.Empty(t, p.undoReason(), "a Hero's move can be undone")
	p.undo()
	assert.Equal(t, start, p.g.Model(hero).Pos)
}

// The boss's timeout waits for the party's answer: people get it on the
// action bar (keep the cards, or heal a wounded Hero), and the game goes
// on once it is given.
func TestExploreTimeoutChoiceOnTheActionBar(t *testing.T) {
	p, ctx := explorePlay(t, 3, ExploreRoles{ConsulAI: true})
	s := explore.StateOf(p.g)
	s.TimeoutDone, s.TimeoutPending = true, true // as the boss's half-hearts wound leaves it
	p.version++
	runTicks(t, p, ctx, 2)
	require.NotNil(t, barButton(p, "Keep the cards"), "the party's answers: %v", buttonLabels(p))
	clickButton(t, p, ctx, "Keep the cards")
	assert.False(t, explore.TimeoutPending(p.g), "the answer was given")
}

// Explore rulebook, "Alternate Game Modes" and "Adjusting Difficulty": the
// setup offers the game mode and the Princess Coins, passes both to the
// rules, and no button moves while they change.
func TestExploreSetupModeAndCoins(t *testing.T) {
	ctx := newContext(t)
	ctx.Seed = 8
	m := NewManager(NewExploreSetup())
	ctx.manager = m
	s := m.current.(*Setup)
	require.NoError(t, m.Update(ctx))
	rects := func() []render.Rect {
		var out []render.Rect
		for _, b := range s.buttons {
			out = append(out, b.rect)
		}
		return out
	}
	before := rects()
	button := func(sub string) *actionButton {
		for _, b := range s.buttons {
			if b.label == sub || b.cost == sub || strings.HasPrefix(b.cost, sub) {
				return b
			}
		}
		return nil
	}
	click := func(sub string) {
		t.Helper()
		b := button(sub)
		require.NotNil(t, b, "a %q button", sub)
		ctx.In = Input{X: b.rect.X + 8, Y: b.rect.Y + 8, Clicked: true}
		require.NoError(t, m.Update(ctx))
		ctx.In = Input{}
		require.NoError(t, m.Update(ctx))
		assert.Equal(t, before, rects(), "the buttons stay where they were")
	}
	es := s.exploreSetup()
	assert.Equal(t, explore.VariantBoss, es.Variant)
	assert.Zero(t, es.CoinsAdjust)
	assert.Equal(t, "Dungeon crawl", button("game mode").label)
	assert.Equal(t, "4 Princess Coins", button("the book's number").label, "three Heroes: the book's number is four")

	click("game mode")
	assert.Equal(t, "Rescue the Prince", button("game mode").label)
	assert.Equal(t, explore.VariantRescue, s.exploreSetup().Variant)
	assert.Nil(t, s.exploreSetup().PrinceAt, "the prince is placed for the player")
	click("game mode")
	assert.Equal(t, "Find the Artifact", button("game mode").label)
	assert.Equal(t, explore.VariantArtifact, s.exploreSetup().Variant)
	assert.Nil(t, s.exploreSetup().Crystals, "the crystals are placed for the player")

	click("the book's number")
	b := button("1 fewer")
	require.NotNil(t, b)
	assert.Equal(t, "3 Princess Coins", b.label)
	assert.Contains(t, b.cost, "harder")
	assert.Equal(t, -1, s.exploreSetup().CoinsAdjust)
	click("1 fewer")
	click("2 fewer")
	b = button("1 more")
	require.NotNil(t, b)
	assert.Equal(t, "5 Princess Coins", b.label)
	assert.Contains(t, b.cost, "easier")
	assert.Equal(t, 1, s.exploreSetup().CoinsAdjust)

	screen := ebiten.NewImage(DesignW, DesignH)
	s.Draw(screen, ctx)
	saveScreen(t, screen, "explore-setup-modes.png")

	click("Enter the dungeon")
	runTicks(t, m, ctx, fadeTicks+2)
	p, ok := m.current.(*Play)
	require.True(t, ok, "the game starts: %s", s.err)
	assert.Equal(t, 5, p.g.Coins, "three Heroes, one coin more than the book")
	assert.Equal(t, explore.VariantArtifact, explore.StateOf(p.g).Variant)
}

// Explore rulebook, "Timeout", step 1: the party chooses the backpack
// cards it discards and the Hero they heal. On the action bar each card
// is marked to discard or keep (the computer's choice marked at first),
// and a Hero's button heals it with the marked cards.
func TestExploreTimeoutCardsChosenOnTheBar(t *testing.T) {
	p, ctx := explorePlay(t, 3, ExploreRoles{ConsulAI: true})
	h := p.g.Model(p.g.Heroes()[0])
	h.Wounds = 2
	p.g.Backpack = []string{"Grabby Gauntlet", "Hero's Blade", "Bent Nail"}
	s := explore.StateOf(p.g)
	s.TimeoutDone, s.TimeoutPending = true, true // as the boss's half-hearts wound leaves it
	p.version++
	runTicks(t, p, ctx, 2)
	require.NotNil(t, barButton(p, "Hero's Blade"), "a button per backpack card: %v", buttonLabels(p))
	assert.Equal(t, "keep", barButton(p, "Grabby Gauntlet").cost)
	assert.Equal(t, "discard", barButton(p, "Bent Nail").cost, "the computer's choice is marked at first")
	assert.Equal(t, "discard", barButton(p, "Hero's Blade").cost)
	clickButton(t, p, ctx, "Hero's Blade")
	clickButton(t, p, ctx, "Grabby Gauntlet")
	runTicks(t, p, ctx, 1)
	assert.Equal(t, "keep", barButton(p, "Hero's Blade").cost)
	assert.Equal(t, "discard", barButton(p, "Grabby Gauntlet").cost)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "explore-timeout-choice.png")
	clickButton(t, p, ctx, "Heal "+shortName(h.Card))
	assert.False(t, explore.TimeoutPending(p.g), "the answer was given")
	assert.Equal(t, []string{"Hero's Blade"}, p.g.Backpack, "the marked cards are discarded, the rest kept")
}

// Explore rulebook, "Potions": green potions are drunk during the Consul's
// turn. With people on both sides, the person Consul's action bar offers
// the party's green potions too (the Paladin's Elixir; Explore has no
// wrath, so no Loud Slurping), and drinking one leaves the Consul's turn
// (and its skull points) as it was.
func TestExplorePartyGreenPotionInPersonConsulTurn(t *testing.T) {
	p, ctx := explorePlay(t, 3, ExploreRoles{})
	for _, h := range p.g.Heroes()[:2] {
		require.NoError(t, p.apply(rules.StartActivation{Hero: h}))
		require.NoError(t, p.apply(rules.EndActivation{}))
	}
	for p.g.Phase != rules.ConsulTurn {
		require.NoError(t, p.apply(rules.EndPhase{}))
	}
	p.skipPlayback()
	p.ex.handAsk, p.ex.handSide = "", "consul" // the Consul has taken the mouse
	p.version++
	runTicks(t, p, ctx, 2)
	require.NotNil(t, barButton(p, "End the Consul's turn"))
	require.NotNil(t, barButton(p, "Elixir"), "the party's green potion on the Consul's bar: %v", buttonLabels(p))
	assert.Contains(t, barButton(p, "Elixir").cost, "party")
	skulls := explore.StateOf(p.g).SkullsLeft()
	potions := 0
	for _, id := range p.g.Heroes() {
		potions += p.g.Model(id).Potions
	}
	clickButton(t, p, ctx, "Elixir")
	after := 0
	for _, id := range p.g.Heroes() {
		after += p.g.Model(id).Potions
	}
	assert.Equal(t, potions-1, after, "a potion is drunk")
	assert.Equal(t, rules.ConsulTurn, p.g.Phase)
	assert.Equal(t, skulls, explore.StateOf(p.g).SkullsLeft())
	assert.False(t, p.stepMode, "no computer step is paused")
}

// Picking Rude Supers adds its own row of choices, but every button that
// was there keeps its place: the game-mode button stays under the pointer
// while it is clicked round through all the modes (issue 21, item 5).
func TestExploreSetupRudeKeepsButtonsInPlace(t *testing.T) {
	ctx := newContext(t)
	m := NewManager(NewExploreSetup())
	ctx.manager = m
	s := m.current.(*Setup)
	require.NoError(t, m.Update(ctx))
	modeButton := func() *actionButton {
		for _, b := range s.buttons {
			if strings.HasPrefix(b.cost, "game mode") || b.cost == "house-rules variant" {
				return b
			}
		}
		t.Fatal("no game-mode button")
		return nil
	}
	first := modeButton().rect
	before := map[string]render.Rect{}
	for _, b := range s.buttons {
		before[b.cost] = b.rect
	}
	sawRude := false
	for range exploreModes {
		r := modeButton().rect
		ctx.In = Input{X: r.X + 8, Y: r.Y + 8, Clicked: true}
		require.NoError(t, m.Update(ctx))
		ctx.In = Input{}
		require.NoError(t, m.Update(ctx))
		assert.Equal(t, first, modeButton().rect, "the game-mode button stays put (now %q)", modeButton().label)
		if modeButton().label == "Rude Supers" {
			sawRude = true
			for _, b := range s.buttons {
				if r, ok := before[b.cost]; ok && b.cost != "house-rules variant" && !strings.HasPrefix(b.cost, "game mode") {
					assert.Equal(t, r, b.rect, "%q keeps its place under Rude Supers", b.label)
				}
			}
		}
	}
	assert.True(t, sawRude, "the modes go round through Rude Supers")
}
