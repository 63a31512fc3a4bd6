package scene

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
)

// classicPlay opens a classic Crawl of seed with the given roles, after
// its first two ticks, playing back instantly.
func classicPlay(t testing.TB, seed uint64, roles ExploreRoles) (*Play, *Context) {
	t.Helper()
	ctx := newContext(t)
	p, err := newClassicPlay(classic.Setup{Seed: seed, Size: "crawl", Heroes: classicParty(3)}, roles)
	require.NoError(t, err)
	runTicks(t, p, ctx, 2)
	p.speed = 1000
	return p, ctx
}

// clickInit clicks the initiative panel's button with label.
func clickInit(t testing.TB, p *Play, ctx *Context, label string) {
	t.Helper()
	runTicks(t, p, ctx, 1)
	hc := p.hudContext(ctx)
	mc := p.initLayout(hc)
	var b *actionButton
	var labels []string
	for _, x := range p.ex.cl.initBtns {
		labels = append(labels, x.label)
		if x.label == label {
			b = x
		}
	}
	require.NotNil(t, b, "a %q button on the initiative panel (have %v)", label, labels)
	k := hc.W / mc.W * p.lay.scale
	ctx.In = Input{X: (b.rect.X + b.rect.W/2) * k, Y: (b.rect.Y + b.rect.H/2) * k}
	runTicks(t, p, ctx, 1)
	ctx.In.Clicked = true
	runTicks(t, p, ctx, 1)
	ctx.In.Clicked = false
}

// The computer plays both sides of a classic game on screen to its end:
// every round's spawning phase and initiative pass without a refusal, the
// Consul explains itself in the log, and the game-over panel names the
// winner.
func TestClassicComputerSidesPlayToTheEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole game")
	}
	p, ctx := classicPlay(t, 4, ExploreRoles{HeroesAI: true, ConsulAI: true})
	p.auto = p.ex.heroAI
	exRunUntil(t, p, ctx, 80000, "the end of the game", func() bool { return p.g.Over != "" && !p.busy() })
	explained, rolled := 0, 0
	for _, l := range p.log {
		if l.kind == "consul-decision" {
			explained++
		}
		if l.kind == "initiative" {
			rolled++
		}
	}
	assert.Positive(t, explained, "the computer Consul's reasons are in the log")
	assert.Positive(t, rolled, "the initiative rolls are in the log")
	title, _, _ := p.gameOverText()
	assert.Contains(t, []string{"Victory!", "Defeat"}, title)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "classic-over.png")
}

// Title -> Classic: the setup screen's game size sets the party's size
// and says what the size means; the choices reach the rules; Enter the
// dungeon opens the classic play screen with those players.
func TestClassicSetupFromTheTitle(t *testing.T) {
	ctx := newContext(t)
	ctx.Seed = 8
	m := NewManager(NewTitle())
	ctx.manager = m
	require.NoError(t, m.Update(ctx))
	title := m.current.(*Title)
	var classicBtn *rectXYWH
	for _, b := range title.buttons {
		if b.Label == "Classic" {
			classicBtn = &rectXYWH{b.Rect.X, b.Rect.Y, b.Rect.W, b.Rect.H}
		}
	}
	require.NotNil(t, classicBtn, "the title has a Classic button")
	ctx.In = Input{X: classicBtn.x + classicBtn.w/2, Y: classicBtn.y + classicBtn.h/2}
	require.NoError(t, m.Update(ctx))
	ctx.In.Clicked = true
	require.NoError(t, m.Update(ctx))
	ctx.In = Input{}
	runTicks(t, m, ctx, fadeTicks+2)
	s, ok := m.current.(*Setup)
	require.True(t, ok, "the Classic button opens a setup screen")
	require.NotNil(t, s.cl, "the classic setup")
	require.Empty(t, s.err)
	button := func(sub string) *actionButton {
		for _, b := range s.buttons {
			if b.label == sub || b.cost == sub {
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
	}
	assert.Equal(t, "Dungeon Crawl", button("game size").label)
	assert.Len(t, s.party, 3, "a Crawl takes three Heroes")
	assert.Contains(t, s.cl.sizeLine(), "three Heroes")
	click("game size")
	assert.Equal(t, "Dungeon Siege", button("game size").label)
	assert.Len(t, s.party, 5, "a Siege takes five Heroes")
	assert.NotNil(t, button("spawning point, shares a tile"), "a Siege's fifth spawning point: the book's five on our four tiles")
	click("game size")
	assert.Equal(t, "Dungeon Delve", button("game size").label)
	assert.Len(t, s.party, 2, "a Delve takes two Heroes")
	assert.Contains(t, s.cl.sizeLine(), "mini-boss is the boss")
	// A Hero too many is refused; one too few disables the start.
	s.toggle(heroOrder[0])
	assert.Len(t, s.party, 2, "the size's number of Heroes at most")
	s.toggle(s.party[1])
	require.NoError(t, m.Update(ctx))
	assert.NotEmpty(t, button("Enter the dungeon").disabled, "one Hero short")
	click("Balanced party")
	require.NoError(t, m.Update(ctx))
	assert.Empty(t, button("Enter the dungeon").disabled)
	// One Kobold Warren alone cannot be played: they come in pairs.
	click("spawning point, tile 1")
	require.NoError(t, m.Update(ctx))
	assert.Contains(t, button("Enter the dungeon").disabled, "Choose every spawning point")
	click("spawning point, tile 1")
	click("spawning point, tile 2")
	require.NoError(t, m.Update(ctx))
	cs := s.classicSetup()
	require.Equal(t, []string{"Kobold Warren", "Egg Clutch"}, cs.SpawningPoints)
	assert.Contains(t, button("Enter the dungeon").disabled, "Kobold Warren comes in pairs")
	click("spawning point, tile 2")
	require.NoError(t, m.Update(ctx))
	assert.Equal(t, []string{"Kobold Warren", "Kobold Warren"}, s.classicSetup().SpawningPoints)
	click("is the Consul") // a person plays the Consul
	cs = s.classicSetup()
	assert.Equal(t, "delve", cs.Size)
	assert.Equal(t, cs, s.classicSetup(), "the same seed gives the same choices")
	screen := ebiten.NewImage(DesignW, DesignH)
	s.Draw(screen, ctx)
	saveScreen(t, screen, "classic-setup.png")
	require.Empty(t, button("Enter the dungeon").disabled)
	click("Enter the dungeon")
	runTicks(t, m, ctx, fadeTicks+2)
	p, ok := m.current.(*Play)
	require.True(t, ok, "the game starts: %s", s.err)
	require.NotNil(t, p.clState(), "a classic game")
	assert.Equal(t, "delve", p.clState().Size)
	assert.Nil(t, p.ex.consulAI, "a person is the Consul")
	assert.Nil(t, p.ex.heroAI, "people play the Heroes")
	assert.Len(t, p.g.Heroes(), 2)
	assert.True(t, strings.HasPrefix(p.log[0].text, "A classic Dungeon Delve"), p.log[0].text)
}

type rectXYWH struct{ x, y, w, h float64 }

// People play the Heroes against the computer Consul: the Consul spawns
// where the players see it, then the initiative panel asks which Hero
// rolls, shows both rolls and the winner, lets the party choose the
// order when it wins (or shows the Consul's choice until the round
// begins), and the round goes on.
func TestClassicInitiativePanel(t *testing.T) {
	for _, seed := range []uint64{3, 5, 9} {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			p, ctx := classicPlay(t, seed, ExploreRoles{ConsulAI: true})
			models := len(p.g.Models)
			exRunUntil(t, p, ctx, 5000, "the party's initiative pick", func() bool { return p.initStage() == "pick" && !p.busy() })
			assert.Greater(t, len(p.g.Models), models, "the Consul spawned first")
			assert.Equal(t, "Round 1 · Spawning phase", classicTurnLabel(p.g))
			s := classic.StateOf(p.g)
			title, lines := p.initLines()
			assert.Equal(t, "Round 1: initiative", title)
			assert.Contains(t, strings.Join(lines, " "), "The Consul rolls with "+p.g.Name(s.InitMonster))
			screen := ebiten.NewImage(DesignW, DesignH)
			if seed == 3 {
				p.Draw(screen, ctx)
				saveScreen(t, screen, "classic-initiative-pick.png")
			}
			hero := p.g.Model(p.g.Heroes()[1])
			clickInit(t, p, ctx, shortName(hero.Card))
			s = classic.StateOf(p.g)
			require.NotEmpty(t, s.InitWinner, "both sides named a model: the roll was made (%q)", p.toast)
			assert.Equal(t, hero.ID, s.InitHero, "the Hero clicked rolls")
			exRunUntil(t, p, ctx, 500, "the roll to play back", func() bool { return !p.busy() })
			require.NotNil(t, p.ex.cl.roll, "the roll is kept for the panel")
			_, lines = p.initLines()
			text := strings.Join(lines, " ")
			assert.Contains(t, text, fmt.Sprintf("%s rolled %s of WILL", hero.Card, plural(p.ex.cl.roll.HeroStars, "star", "stars")))
			assert.Contains(t, text, p.g.Name(s.InitMonster)+" rolled")
			if s.InitWinner == classic.Heroes {
				assert.Contains(t, text, "The Heroes win the initiative")
				require.Equal(t, "choose", p.initStage())
				p.Draw(screen, ctx)
				saveScreen(t, screen, "classic-initiative-choose.png")
				clickInit(t, p, ctx, "Go first")
				exRunUntil(t, p, ctx, 500, "the Heroes' turn", func() bool { return p.g.Phase == rules.HeroTurn })
				assert.Equal(t, classic.Heroes, classic.StateOf(p.g).First)
			} else {
				assert.Contains(t, text, "The Consul wins")
				exRunUntil(t, p, ctx, 500, "the Consul's choice on the panel", func() bool { return p.initStage() == "result" && !p.busy() })
				p.Draw(screen, ctx)
				saveScreen(t, screen, "classic-initiative-result.png")
				_, lines = p.initLines()
				assert.Contains(t, lines[len(lines)-1], "the first turn")
				clickInit(t, p, ctx, "Begin the round")
				exRunUntil(t, p, ctx, 500, "the round", func() bool { return p.g.Phase != rules.ConsulPowerUp })
			}
		})
	}
}

// A person plays the Consul: in the spawning phase the action bar offers
// the pool's monsters, a lit square next to a spawning point spawns the
// one chosen, "Place for me" spends the rest as the computer would, and
// "Roll initiative" ends the spawning; in the Consul's turn a click on a
// monster activates it for its skull value, and End ends it.
func TestClassicPersonConsulSpawnsAndCommands(t *testing.T) {
	p, ctx := classicPlay(t, 3, ExploreRoles{HeroesAI: true})
	runTicks(t, p, ctx, 2)
	require.True(t, p.exConsulPowerUp(), "the Consul's spawning is open")
	require.NotEmpty(t, p.ex.spawnPick, "a monster is chosen to spawn: %v", buttonLabels(p))
	title, lines := p.consulPanelLines()
	assert.Equal(t, "Round 1: the spawning phase", title)
	assert.Contains(t, lines[0], "Skull points left per spawning point")
	lit := p.spawnSquares()
	require.NotEmpty(t, lit)
	at := topLeft(lit)
	models := len(p.g.Models)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "classic-spawning.png")
	pick := p.ex.spawnPick
	clickBoardAt(t, p, ctx, at)
	require.Len(t, p.g.Models, models+1, "a monster spawned (%q)", p.toast)
	assert.Equal(t, pick, p.g.Models[models].Card)
	assert.Equal(t, at, p.g.Models[models].Pos)
	clickButton(t, p, ctx, "Place for me")
	exRunUntil(t, p, ctx, 500, "the rest spawned", func() bool { return !p.ex.cl.placing && !p.busy() })
	assert.Greater(t, len(p.g.Models), models+1, "place for me spawned more")
	clickButton(t, p, ctx, "Roll initiative")
	s := classic.StateOf(p.g)
	require.NotEqual(t, rules.NoModel, s.InitMonster, "the Consul named its model (%q)", p.toast)
	// The Consul's answer to the roll: the order when it won, else the
	// party's choice to see before the round begins.
	exRunUntil(t, p, ctx, 3000, "the roll", func() bool { return p.initStage() != "" && !p.busy() })
	if p.initStage() == "choose" {
		clickInit(t, p, ctx, "Go first")
	} else {
		require.Equal(t, "result", p.initStage())
		clickInit(t, p, ctx, "Begin the round")
	}
	exRunUntil(t, p, ctx, 3000, "the Consul's turn", func() bool { return p.g.Phase == rules.ConsulTurn && !p.busy() && p.initStage() == "" })
	runTicks(t, p, ctx, 2)
	require.NotEmpty(t, p.ex.roster, "the roster lists the Consul's monsters")
	assert.Equal(t, "Monsters · 4/4 skull points", p.rosterTitle())
	assert.Contains(t, p.classicStatus(), "Skulls 4/4")
	var mon *rules.Model
	for i := range p.g.Models {
		m := &p.g.Models[i]
		if m.InPlay && m.Kind == rules.KindMonster && classic.CanActivate(p.g, m.ID) == nil {
			mon = m
			break
		}
	}
	require.NotNil(t, mon)
	cost := classic.StateOf(p.g).ActivationCost(mon)
	clickBoardAt(t, p, ctx, mon.Pos)
	require.Equal(t, mon.ID, classic.StateOf(p.g).Active, "the click activated it (%q)", p.toast)
	assert.Equal(t, classic.SkullsPerTurn-cost, classic.SkullsLeft(p.g))
	runTicks(t, p, ctx, 2)
	require.NotNil(t, barButton(p, "Run"), "the first edition's Run: %v", buttonLabels(p))
	assert.Empty(t, barButton(p, "Run").disabled, "it may run before it acts")
	require.NotEmpty(t, p.reach, "the monster's reachable squares are lit")
	p.Draw(screen, ctx)
	saveScreen(t, screen, "classic-consul-commands.png")
	clickButton(t, p, ctx, "End")
	runTicks(t, p, ctx, 3)
	assert.Equal(t, rules.NoModel, classic.StateOf(p.g).Active, "the activation ended")
}

// The gauges' tooltips say the rules' own numbers: where 16-Bit and
// Super! are, the skull marks, the LOOT circles and the meter's length.
func TestClassicGaugeTooltipsSayTheRulesNumbers(t *testing.T) {
	p, ctx := classicPlay(t, 3, ExploreRoles{ConsulAI: true})
	runTicks(t, p, ctx, 2)
	require.NotNil(t, p.chart.cl, "the gauges are on the top bar")
	require.Len(t, p.chart.rects, 2, "the Power Gauge and the Loot-O-Meter")
	s := classic.StateOf(p.g)
	d := s.Data()
	p.chart.hover = 0
	power := p.chart.tooltip(p.g)
	assert.Contains(t, power, fmt.Sprintf("at %d of %d", s.Gauge, d.Gauge.Super))
	assert.Contains(t, power, fmt.Sprintf("At space %d it reaches 16-Bit", d.Gauge.Bit16))
	assert.Contains(t, power, fmt.Sprintf("At space %d, Super!: Starfire arrives", d.Gauge.Super))
	for _, k := range d.Gauge.Skulls {
		assert.Contains(t, power, fmt.Sprint(k), "skull mark %d", k)
	}
	assert.Contains(t, power, "Fire do not")
	p.chart.hover = 1
	loot := p.chart.tooltip(p.g)
	assert.Contains(t, loot, fmt.Sprintf("at %d of %d", s.Loot, d.Loot.Max))
	var circles []string
	for _, k := range d.Loot.Loot {
		circles = append(circles, fmt.Sprint(k))
	}
	assert.Contains(t, loot, "at spaces "+joinWords(circles, "and")+" the party draws a loot card")
	assert.Contains(t, loot, "goes back to the start when the round ends")
	// The other sizes say their own Power Gauge.
	s.Size = "delve"
	assert.Contains(t, powerTip(s), fmt.Sprintf("At space %d it reaches 16-Bit: in a Delve that calls Rex", d.Gauge.Bit16))
	s.Size = "siege"
	assert.Contains(t, powerTip(s), "overcharges")
	s.Size = "crawl"
	// The gauge advanced as the rules moved it.
	s.Gauge, s.SkullTokens = d.Gauge.Bit16, 2
	p.version++
	p.chart.hover = 0
	assert.Contains(t, p.chart.tooltip(p.g), "(16-Bit)")
	assert.Contains(t, p.chart.tooltip(p.g), "The Consul holds 2 tokens")
}

// A classic game is saved in a slot labelled Classic, and Continue
// resumes the same game with the same players.
func TestClassicSaveAndContinue(t *testing.T) {
	dir := t.TempDir()
	ctx := newContext(t)
	ctx.Store = NewStoreAt(dir)
	p, err := newClassicPlay(classic.Setup{Seed: 6, Size: "crawl", Heroes: classicParty(3)}, ExploreRoles{HeroesAI: true})
	require.NoError(t, err)
	runTicks(t, p, ctx, 2)
	require.NotEmpty(t, p.slot, "the game took a slot")
	clickButton(t, p, ctx, "Place for me")
	exRunUntil(t, p, ctx, 500, "the spawning", func() bool { return !p.ex.cl.placing && !p.busy() })
	p.autosave()
	slots := listSlots(ctx.Store)
	require.NotEmpty(t, slots)
	require.NotNil(t, slots[0].label)
	assert.Equal(t, "Classic", slots[0].label.Mode)
	resumed, err := ContinueGame(ctx.Store)
	require.NoError(t, err)
	rp := resumed.(*Play)
	assert.Equal(t, p.g.Hash(), rp.g.Hash(), "Continue resumes the exact game")
	require.NotNil(t, rp.clState(), "as a classic game")
	assert.Nil(t, rp.ex.consulAI, "a person still plays the Consul")
	assert.NotNil(t, rp.ex.heroAI, "the computer still plays the Heroes")
	assert.Equal(t, p.ex.cl.setup.Size, rp.ex.cl.setup.Size)

	// Its replay file opens in the viewer with the classic top bar (the
	// round, the Power Gauge and the Loot-O-Meter), not the Arcade's.
	p.exportReplay()
	files, _ := filepath.Glob(filepath.Join(dir, "replay-seed6-*.json"))
	require.Len(t, files, 1)
	v, err := OpenReplay(files[0])
	require.NoError(t, err)
	viewer := v.(*Play)
	require.NotNil(t, viewer.clState(), "the viewer knows a classic game")
	viewer.replayRun = true
	for i := 0; i < 2000 && !viewer.cursor.Done(); i++ {
		runTicks(t, viewer, ctx, 1)
	}
	require.True(t, viewer.cursor.Done())
	assert.Empty(t, viewer.stalled)
	assert.Equal(t, p.g.Hash(), viewer.g.Hash())
	screen := ebiten.NewImage(DesignW, DesignH)
	viewer.Draw(screen, ctx)
	saveScreen(t, screen, "classic-replay-viewer.png")
	assert.Contains(t, viewer.memo.top.turn, "Round 1", "the classic round, not the Arcade's turn")
	assert.NotContains(t, viewer.memo.top.right, "Coins", "no Princess Coins in the classic bar")
}

// classicHeroTurn opens a classic Crawl of seed 3, a person's party
// against the computer Consul, at the Heroes' first turn.
func classicHeroTurn(t *testing.T) (*Play, *Context) {
	t.Helper()
	p, ctx := classicPlay(t, 3, ExploreRoles{ConsulAI: true})
	exRunUntil(t, p, ctx, 5000, "the party's initiative pick", func() bool { return p.initStage() == "pick" && !p.busy() })
	clickInit(t, p, ctx, "Choose for me")
	exRunUntil(t, p, ctx, 3000, "the Heroes' turn", func() bool {
		switch p.initStage() {
		case "choose":
			clickInit(t, p, ctx, "Go first")
		case "result":
			clickInit(t, p, ctx, "Begin the round")
		}
		return p.g.Phase == rules.HeroTurn && !p.busy()
	})
	return p, ctx
}

// The first edition's Run reaches twice the Speed, for a monster and for
// a Hero, and the rules accept every square offered.
func TestClassicRunSquares(t *testing.T) {
	p, ctx := classicHeroTurn(t)
	h := p.g.Heroes()[0]
	require.NoError(t, p.apply(rules.StartActivation{Hero: h}))
	runTicks(t, p, ctx, 2)
	run := barButton(p, "Run")
	require.NotNil(t, run, "a Hero runs in the first edition: %v", buttonLabels(p))
	require.Empty(t, run.disabled)
	walk := len(p.reach)
	assert.Greater(t, len(p.dashTo), walk, "running reaches further than walking")
	for to, path := range p.dashTo {
		_, err := p.g.Clone().Apply(classic.Run{Path: path})
		require.NoError(t, err, "run to %v", to)
	}
}

// A person playing the Consul places the boss when the Boss Fight
// begins (1st edition, "Spawning the Boss"): the boss is the one choice
// on the action bar, the squares ten or more from every Hero are lit,
// the initiative waits, and a click on a lit square places it there.
func TestClassicPersonConsulPlacesTheBoss(t *testing.T) {
	p, ctx := classicPlay(t, 3, ExploreRoles{HeroesAI: true})
	runTicks(t, p, ctx, 2)
	require.True(t, p.exConsulPowerUp())
	s := classic.StateOf(p.g)
	s.BossFight, s.BossPlacing, s.Allowances = true, true, nil // the Boss Fight begins this round
	p.version++
	p.barVersion = 0
	runTicks(t, p, ctx, 2)
	require.NotNil(t, barButton(p, "Starfire"), "%v", buttonLabels(p))
	assert.Contains(t, barButton(p, "Roll initiative").disabled, "Place Starfire first")
	_, lines := p.consulPanelLines()
	assert.Contains(t, strings.Join(lines, " "), "Place Starfire first")
	lit := p.spawnSquares()
	require.NotEmpty(t, lit)
	want := classic.BossSquares(p.g)
	assert.Len(t, lit, len(want), "the lit squares are the rules' own")
	at := want[len(want)/2]
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "classic-place-the-boss.png")
	clickBoardAt(t, p, ctx, at)
	s = classic.StateOf(p.g)
	require.NotEqual(t, rules.NoModel, s.BossID, "the click placed the boss (%q)", p.toast)
	assert.Equal(t, at, p.g.Model(s.BossID).Pos)
	assert.False(t, s.BossPlacing)
}
