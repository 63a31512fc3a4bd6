package scene

import (
	"fmt"
	"image"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/render/ebitentest"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// testGame builds a three-tile dungeon and a small hand-placed game on it:
// the balanced party by the start token, the spawning points, chests, and a
// few monsters near the first tile's spawning point.
func testGame(t testing.TB, seed uint64) (*rules.Game, *tiles.Dungeon, []tiles.Effect) {
	set, err := tiles.LoadSet()
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(seed, 7))
	d, err := set.BuildArcade(rng, 3, func() (int, bool) {
		f := rng.IntN(6)
		return []int{0, 1, 2, 2, 3, 0}[f], f == 5
	})
	require.NoError(t, err)
	used := map[tiles.Point]bool{}
	free := func(near tiles.Point, minDist int) tiles.Point {
		best, bestD := tiles.Point{X: -1}, 1<<30
		for _, p := range d.Map.Points() {
			sq := d.Map.At(p)
			dist := tiles.Dist(p, near)
			if sq.Terrain != tiles.Floor || used[p] || dist < minDist || dist >= bestD {
				continue
			}
			best, bestD = p, dist
		}
		used[best] = true
		return best
	}
	s := rules.Setup{Seed1: seed, Seed2: 1, Board: d.Map, Rules: &arcade.State{}}
	for _, h := range []string{"Riftling Warrior", "Moonspire Guardian", "Sanctioned Witch"} {
		s.Heroes = append(s.Heroes, rules.Placement{Card: h, At: free(d.Start, 0), Potions: -1})
	}
	for i, sp := range d.Spawns {
		used[sp] = true
		card := "Spider Nest"
		if i%2 == 1 {
			card = "Shadow Tower"
		}
		s.Monsters = append(s.Monsters, rules.Placement{Card: card, At: sp, Tile: i + 1})
	}
	for i, c := range d.Chests {
		used[c] = true
		s.Monsters = append(s.Monsters, rules.Placement{Card: rules.ChestCard, At: c, Tile: i + 1})
	}
	for _, m := range []string{"Spider Speaker", "Crawler", "Crawler", "Crawler"} {
		s.Monsters = append(s.Monsters, rules.Placement{Card: m, At: free(d.Spawns[0], 2), Tile: 1})
	}
	g, err := rules.New(s)
	require.NoError(t, err)
	return g, d, set.Effects
}

func saveScreen(t testing.TB, img *ebiten.Image, name string) {
	dir := os.Getenv("SD_SHOTS_DIR")
	if dir == "" {
		return
	}
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	require.NoError(t, os.MkdirAll(dir, 0o755))
	f, err := os.Create(filepath.Join(dir, name))
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, png.Encode(f, rgba))
}

// quickStartPlay is the Quick Start game of seed 5 after its first two
// ticks, with a fresh context: the board most scene tests start from.
func quickStartPlay(t testing.TB) (*Play, *Context) {
	t.Helper()
	ctx := newContext(t)
	s, err := NewArcadeGame(5)
	require.NoError(t, err)
	p := s.(*Play)
	t.Cleanup(p.release) // its GPU images (scene/release.go), or they add up over the package
	runTicks(t, p, ctx, 2)
	return p, ctx
}

func runTicks(t testing.TB, s Scene, ctx *Context, n int) {
	for i := 0; i < n; i++ {
		require.NoError(t, s.Update(ctx))
		ctx.Tick++
		ctx.In = Input{X: ctx.In.X, Y: ctx.In.Y}
	}
	finishBoard(s, ctx)
}

// finishBoard paints the rest of a board layer still being painted (a
// part a tick in the game: render.BoardArt.Prepare), so a test's single
// Draw shows the whole board.
func finishBoard(s Scene, ctx *Context) {
	if m, ok := s.(*Manager); ok {
		s = m.current
	}
	if p, ok := s.(*Play); ok && p.board != nil && p.board.Painting() {
		p.board.Finish(&p.cam, ctx.Painter.Scale)
	}
}

func TestPlaySceneSelectMoveAndAttack(t *testing.T) {
	g, d, effects := testGame(t, 3)
	ctx := newContext(t)
	p := NewPlay(g, d, effects)
	screen := ebiten.NewImage(DesignW, DesignH)
	runTicks(t, p, ctx, 2)

	// Click the Riftling Warrior on the board: it starts its activation.
	hero := g.Model(g.Heroes()[0])
	x, y := p.cam.ToScreen(float64(hero.Pos.X)+0.5, float64(hero.Pos.Y)+0.5)
	ctx.In = Input{X: x, Y: y, Clicked: true}
	runTicks(t, p, ctx, 1)
	require.Equal(t, hero.ID, g.Active, "clicking a Hero activates it")
	runTicks(t, p, ctx, 60)
	require.NotEmpty(t, p.reach, "reachable squares are shown")

	// Hover the farthest reachable square: a path is drawn; click moves there.
	var dest tiles.Point
	best := -1
	for sq, c := range p.reach {
		if c > best || (c == best && (sq.Y < dest.Y || (sq.Y == dest.Y && sq.X < dest.X))) {
			dest, best = sq, c
		}
	}
	x, y = p.cam.ToScreen(float64(dest.X)+0.5, float64(dest.Y)+0.5)
	ctx.In = Input{X: x, Y: y}
	runTicks(t, p, ctx, 1)
	assert.NotEmpty(t, p.path, "hovering a reachable square shows the path")
	p.Draw(screen, ctx)
	saveScreen(t, screen, "play-path.png")

	ctx.In = Input{X: x, Y: y, Clicked: true}
	runTicks(t, p, ctx, 1)
	assert.Equal(t, dest, g.Model(hero.ID).Pos, "the rules moved the Hero")
	runTicks(t, p, ctx, 10)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "play-moving.png")
	runTicks(t, p, ctx, ticksPerSquare*best+5)
	v := p.view(hero.ID)
	assert.Equal(t, float64(dest.X), v.x, "after the animation the sprite stands on the new square")
	p.Draw(screen, ctx)
	saveScreen(t, screen, "play.png")
}

// benchFrame measures one frame on the Quick Start-sized board with a Hero
// activated (its reachable squares shown).
func benchFrame(b *testing.B) {
	g, d, effects := testGame(b, 3)
	ctx := newContext(b)
	p := NewPlay(g, d, effects)
	runTicks(b, p, ctx, 2)
	require.NoError(b, p.apply(rules.StartActivation{Hero: g.Heroes()[0]}))
	runTicks(b, p, ctx, 200)
	frameLoop(b, p, ctx)
}

// frameLoop runs b.N frames of the play scene as the game runs them:
// inside Ebitengine's loop, one Update and one Draw on the 1280x720 screen
// per frame, each frame ending with the draw commands flushed and the
// buffers swapped. (The benchmarks used to call Update and Draw on an
// offscreen image inside one long test Update; no frame ever ended, so
// Ebitengine's command buffers grew without bound and their growth was
// most of the measured bytes.)
//
// ns/op, B/op and allocs/op are the whole frame, Ebitengine's end of frame
// and the software GPU of Xvfb included. The per-frame metrics are the
// issue's figure, our Update and Draw alone: cpu-ms/frame (CPU time of the
// game loop's thread inside the callbacks), wall-ms/frame, B/frame and
// allocs/frame. Two seconds of frames first fill the first-use caches (sprites,
// glyphs, text layouts; an idle cycle is 84 ticks), as the start of a game does.
func frameLoop(b *testing.B, p *Play, ctx *Context) {
	update := func() error {
		ctx.Tick++
		return p.Update(ctx)
	}
	draw := func(screen *ebiten.Image) { p.Draw(screen, ctx) }
	_, err := ebitentest.RunFrames(DesignW, DesignH, 120, false, update, draw)
	require.NoError(b, err)
	b.ReportAllocs()
	writeAllocs(b, ".base")
	b.ResetTimer()
	cost, err := ebitentest.RunFrames(DesignW, DesignH, b.N, true, update, draw)
	b.StopTimer()
	require.NoError(b, err)
	writeAllocs(b, "")
	cpu, wall, bytes, allocs := cost.PerFrame()
	b.ReportMetric(cpu, "cpu-ms/frame")
	b.ReportMetric(wall, "wall-ms/frame")
	b.ReportMetric(bytes, "B/frame")
	b.ReportMetric(allocs, "allocs/frame")
}

// writeAllocs writes the allocation profile to $SD_FRAME_ALLOCS plus
// suffix, if set: written before and after the measured frames, the pair
// shows the measured frames' allocations alone, e.g. with
// go tool pprof -sample_index=alloc_space -diff_base=X.base scene.test X
// (run with -memprofilerate 1 to see every allocation).
func writeAllocs(b *testing.B, suffix string) {
	path := os.Getenv("SD_FRAME_ALLOCS")
	if path == "" {
		return
	}
	// The profile is as of the last completed collection, and a cycle's
	// allocations are published by the next one: two make it current.
	runtime.GC()
	runtime.GC()
	f, err := os.Create(path + suffix)
	require.NoError(b, err)
	defer f.Close()
	require.NoError(b, pprof.Lookup("allocs").WriteTo(f, 0))
}

// BenchmarkPlayFrameCPU is one frame on the Quick Start-sized board: our
// Update and Draw in the per-frame metrics, the whole frame in ns/op. (It
// replaces BenchmarkPlayFrame, which read a pixel back every frame to
// force the GPU work: a real frame's end now does that.)
func BenchmarkPlayFrameCPU(b *testing.B) { benchFrame(b) }

// TestNewGamePlaysAFullRound clicks New Game, plays both activations of the
// Heroes' turn by clicking (activate, end), ends the turn, and lets the
// Consul turn play back until it is the Heroes' turn again.
func TestNewGamePlaysAFullRound(t *testing.T) {
	ctx := newContext(t)
	ctx.Seed = 11
	m := NewManager(NewTitle())
	ctx.manager = m
	title := m.current.(*Title)
	title.layout(ctx)
	newGame := title.buttons[0]
	require.Equal(t, "Quick Start", newGame.Label)
	ctx.In = Input{X: newGame.Rect.X + 10, Y: newGame.Rect.Y + 10, Clicked: true}
	require.NoError(t, m.Update(ctx))
	runTicks(t, m, ctx, fadeTicks+2)
	p, ok := m.current.(*Play)
	require.True(t, ok, "Quick Start opens the play screen")
	require.NotEmpty(t, p.g.Heroes())
	screen := ebiten.NewImage(DesignW, DesignH)

	clickButton := func(label string) {
		t.Helper()
		runTicks(t, p, ctx, 1)
		for _, b := range p.buttons {
			if b.label == label {
				require.Empty(t, b.disabled, label)
				ctx.In = Input{X: b.rect.X + 5, Y: b.rect.Y + 5, Clicked: true}
				runTicks(t, p, ctx, 1)
				return
			}
		}
		t.Fatalf("no %q button; have %d buttons in phase %v", label, len(p.buttons), p.g.Phase)
	}
	for i := 0; i < p.g.ActivationsPerTurn(); i++ {
		id := p.g.Heroes()[i]
		hero := p.g.Model(id)
		x, y := p.cam.ToScreen(float64(hero.Pos.X)+0.5, float64(hero.Pos.Y)+0.5)
		ctx.In = Input{X: x, Y: y, Clicked: true}
		runTicks(t, p, ctx, 1)
		require.Equal(t, id, p.g.Active, "clicking %s activates it", hero.Card)
		runTicks(t, p, ctx, 100)
		clickButton("End")
		if p.g.Active == id {
			// The settings ask before ending with points left: the first
			// click explains, the second, once it is read, ends.
			assert.Contains(t, p.toast, "press End again")
			runTicks(t, p, ctx, endReadTicks)
			clickButton("End")
		}
		runTicks(t, p, ctx, 100)
	}
	// The rules end the Heroes' turn by themselves once its activations are
	// used; the button is only offered while ending it is a choice.
	runTicks(t, p, ctx, 1)
	if p.g.Phase == rules.HeroTurn {
		clickButton("End the Heroes' turn")
	}
	sawConsul, sawShot, drankGreen := false, false, false
	for i := 0; i < 6000 && !(p.g.Phase == rules.HeroTurn && p.g.Turn == 2 && !p.busy()); i++ {
		runTicks(t, p, ctx, 1)
		if p.g.Phase == rules.ConsulTurn && !sawConsul && p.consulLine != "" {
			sawConsul = true
			p.Draw(screen, ctx)
			saveScreen(t, screen, "play-consul.png")
		}
		require.Empty(t, p.stalled, "the automatic turn never stalls")
		if p.needsPowerUp() && !p.busy() {
			// The party looks in the backpack, then goes on.
			p.powerUpLayout(ctx)
			ctx.In = Input{X: p.puDone.X + 5, Y: p.puDone.Y + 5, Clicked: true}
			runTicks(t, p, ctx, 1)
		}
		if p.g.Phase == rules.ConsulTurn && !drankGreen {
			for _, b := range p.buttons {
				if b.label != "Loud Slurping" {
					continue
				}
				// Loud Slurping is offered while the Consul plays: drink it.
				var hero rules.ModelID
				for _, id := range p.g.Heroes() {
					if shortName(p.g.Model(id).Card) == b.cost {
						hero = id
					}
				}
				wrath := p.g.Model(hero).Wrath
				ctx.In = Input{X: b.rect.X + 5, Y: b.rect.Y + 5, Clicked: true}
				runTicks(t, p, ctx, 1)
				assert.Greater(t, p.g.Model(hero).Wrath, wrath, "Loud Slurping drew the monsters' eye")
				assert.True(t, p.stepMode, "drinking pauses the Consul so the table can follow")
				p.stepMode, p.stepWait = false, false
				drankGreen = true
				break
			}
		}
		if p.shot != nil && p.shot.age > 12 && !sawShot && p.dice != nil {
			sawShot = true
			p.Draw(screen, ctx)
			saveScreen(t, screen, "play-attack.png")
		}
		if p.reviveFor != rules.NoModel && !p.busy() {
			// Bring the fallen Hero back on the first square the rules allow.
			var pick tiles.Point
			first := true
			for sq := range p.reviveAt {
				if first || sq.Y < pick.Y || (sq.Y == pick.Y && sq.X < pick.X) {
					pick, first = sq, false
				}
			}
			coins := p.g.Coins
			x, y := p.cam.ToScreen(float64(pick.X)+0.5, float64(pick.Y)+0.5)
			p.cam.CX, p.cam.CY = float64(pick.X)+0.5, float64(pick.Y)+0.5
			p.cam.Clamp(p.g.Board.W, p.g.Board.H) // as every tick does
			x, y = p.cam.ToScreen(float64(pick.X)+0.5, float64(pick.Y)+0.5)
			p.Draw(screen, ctx)
			saveScreen(t, screen, "play-revive.png")
			ctx.In = Input{X: x, Y: y}
			runTicks(t, p, ctx, 1)
			ctx.In = Input{X: x, Y: y, Clicked: true}
			runTicks(t, p, ctx, 1)
			require.Equal(t, coins-1, p.g.Coins, "a Princess Coin was spent")
		}
		if p.g.Over != "" {
			break
		}
	}
	assert.True(t, sawConsul, "the Consul turn was shown with its reasons")
	assert.True(t, drankGreen, "a green potion was offered during the Consul turn")
	if p.g.Over == "" {
		assert.Equal(t, 2, p.g.Turn, "back to the Heroes for turn 2")
	}
	if p.g.Phase == rules.HeroTurn {
		assert.Equal(t, rules.NoModel, p.g.Active, "nobody is activating at the start of a Heroes' turn")
		assert.Empty(t, p.reach, "no reachable squares are shown before a Hero activates")
	}
	p.Draw(screen, ctx)
	saveScreen(t, screen, "play-turn2.png")
}

// TestSetupChoosesPartyAndStarts: from the setup screen, add a fourth Hero,
// turn up a hard mode card, and enter the dungeon with that party.
func TestSetupChoosesPartyAndStarts(t *testing.T) {
	ctx := newContext(t)
	ctx.Seed = 21
	m := NewManager(NewSetup())
	ctx.manager = m
	s := m.current.(*Setup)
	screen := ebiten.NewImage(DesignW, DesignH)
	require.NoError(t, m.Update(ctx))
	require.Empty(t, s.err)
	click := func(r render.Rect) {
		ctx.In = Input{X: r.X + 8, Y: r.Y + 8, Clicked: true}
		require.NoError(t, m.Update(ctx))
		ctx.In = Input{}
		require.NoError(t, m.Update(ctx)) // lay out again with the new choice
	}
	button := func(label string) render.Rect {
		for _, b := range s.buttons {
			if b.label == label {
				return b.rect
			}
		}
		t.Fatalf("no button %q", label)
		return render.Rect{}
	}
	click(s.heroRects[3]) // Tincan joins as the fourth Hero
	assert.Equal(t, append(slices.Clone(BalancedParty), "Tincan"), s.party)
	click(s.heroRects[4]) // a fifth and a sixth join (Arcade rulebook: three to six Heroes)
	click(s.heroRects[5])
	assert.Len(t, s.party, 6)
	click(s.heroRects[9]) // a seventh is refused
	assert.Len(t, s.party, 6)
	click(s.heroRects[4]) // a click on a chosen Hero takes it out again
	click(s.heroRects[5])
	assert.Equal(t, append(slices.Clone(BalancedParty), "Tincan"), s.party)
	click(button("Normal"))
	click(button("Easy: 1 card"))
	click(button("Easy: 2 cards"))
	click(button("Easy: 3 cards"))
	assert.Equal(t, "Hard: 1 card", difficulties[s.diff].label)
	s.Draw(screen, ctx)
	saveScreen(t, screen, "setup.png")

	chosen := s.choose()
	assert.Len(t, chosen.Modes, 1, "one hard mode card turned up")
	assert.Equal(t, chosen, s.choose(), "the same seed and settings give the same choices")
	click(button("Enter the dungeon"))
	runTicks(t, m, ctx, fadeTicks+2)
	p, ok := m.current.(*Play)
	require.True(t, ok, "the game starts: %s", s.err)
	assert.Len(t, p.g.Heroes(), 4)
}

// TestAreaPreviewAndPotion: arming a Lance shows the straight line it would
// cover towards the pointer; a self potion is drunk at once.
func TestAreaPreviewAndPotion(t *testing.T) {
	ctx := newContext(t)
	s, err := NewArcadeGame(5)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	var guardian, warrior rules.ModelID
	for _, id := range p.g.Heroes() {
		switch p.g.Model(id).Card {
		case "Moonspire Guardian":
			guardian = id
		case "Riftling Warrior":
			warrior = id
		}
	}
	require.NoError(t, p.apply(rules.StartActivation{Hero: guardian}))
	runTicks(t, p, ctx, 120)
	var lance *actionButton
	for _, b := range p.buttons {
		if b.label == "Piercing Shot" {
			lance = b
		}
	}
	require.NotNil(t, lance, "the Guardian's Lance action is on the bar")
	if lance.disabled != "" {
		t.Skipf("Piercing Shot is not usable in this position: %s", lance.disabled)
	}
	lance.onClick()
	g := p.g.Model(guardian)
	// Point at a square three columns to the right of the Guardian (or left
	// if that is off the board).
	target := tiles.Point{X: g.Pos.X + 3, Y: g.Pos.Y}
	if !p.g.Board.IsSquare(target) {
		target = tiles.Point{X: g.Pos.X - 3, Y: g.Pos.Y}
	}
	x, y := p.cam.ToScreen(float64(target.X)+0.5, float64(target.Y)+0.5)
	p.cam.CX, p.cam.CY = float64(g.Pos.X), float64(g.Pos.Y)
	p.cam.Clamp(p.g.Board.W, p.g.Board.H) // as the next tick will
	x, y = p.cam.ToScreen(float64(target.X)+0.5, float64(target.Y)+0.5)
	ctx.In = Input{X: x, Y: y}
	runTicks(t, p, ctx, 1)
	sq := p.previewSquares()
	require.NotEmpty(t, sq, "the Lance shows what it would hit")
	for _, s := range sq {
		assert.Equal(t, g.Pos.Y, s.Y, "a Lance aimed sideways stays on the Hero's row")
	}
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "play-lance.png")
	p.armed = armedAction{}
	require.NoError(t, p.apply(rules.EndActivation{}))
	runTicks(t, p, ctx, 60)

	// The Warrior's Firevine needs no aim: a first click readies it (a
	// potion is spent for good), the second drinks it.
	require.NoError(t, p.apply(rules.StartActivation{Hero: warrior}))
	runTicks(t, p, ctx, 120)
	before := p.g.Model(warrior).Potions
	firevine := func() *actionButton {
		for _, b := range p.buttons {
			if b.label == "Firevine" && b.cost != "" && b.disabled == "" {
				return b
			}
		}
		t.Fatalf("no usable Firevine button")
		return nil
	}
	firevine().onClick()
	runTicks(t, p, ctx, 1)
	assert.Equal(t, "Firevine", p.armed.name, "readied")
	assert.Equal(t, before, p.g.Model(warrior).Potions, "not drunk yet")
	firevine().onClick()
	runTicks(t, p, ctx, 1)
	assert.Equal(t, before-1, p.g.Model(warrior).Potions, "the potion token is spent")
}

// TestKeyboardOnlyTurn plays an activation without the mouse: Tab activates
// a Hero, arrows walk the cursor, Enter moves, E ends; H shows the help.
func TestKeyboardOnlyTurn(t *testing.T) {
	ctx := newContext(t)
	s, err := NewArcadeGame(5)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	press := func(k ebiten.Key) {
		ctx.In = Input{X: ctx.In.X, Y: ctx.In.Y, Keys: []ebiten.Key{k}}
		require.NoError(t, p.Update(ctx))
		ctx.In.Keys = nil
		runTicks(t, p, ctx, 1)
	}
	press(ebiten.KeyTab)
	require.NotEqual(t, rules.NoModel, p.g.Active, "Tab activates a Hero")
	runTicks(t, p, ctx, 100)
	hero := p.g.Model(p.g.Active)
	start := hero.Pos
	press(ebiten.KeyArrowUp) // the first press puts the cursor on the Hero
	require.True(t, p.kbOn)
	require.Equal(t, start, p.kbSq)
	// Walk the cursor to a reachable square.
	var dest tiles.Point
	found := false
	// The arrows point on screen; the display may be turned (fitBoard).
	for _, d := range []tiles.Dir{tiles.N, tiles.E, tiles.W, tiles.S} {
		if to := start.Add(p.cam.ScreenDir(d)); hasKey(p.reach, to) {
			dest, found = to, true
			press(map[tiles.Dir]ebiten.Key{tiles.N: ebiten.KeyArrowUp, tiles.E: ebiten.KeyArrowRight, tiles.W: ebiten.KeyArrowLeft, tiles.S: ebiten.KeyArrowDown}[d])
			break
		}
	}
	require.True(t, found, "some neighbour of the Hero is reachable")
	require.Equal(t, dest, p.kbSq)
	press(ebiten.KeyEnter)
	assert.Equal(t, dest, p.g.Model(hero.ID).Pos, "Enter moved the Hero to the cursor")
	runTicks(t, p, ctx, 30)
	press(ebiten.KeyH)
	require.True(t, p.helpOpen)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "play-help.png")
	press(ebiten.KeyEscape)
	assert.False(t, p.helpOpen)
	ctx.Settings.ConfirmEnd = false
	press(ebiten.KeyE)
	assert.Equal(t, rules.NoModel, p.g.Active, "E ended the activation")
}

// TestPowerUpPanel: in the Heroes' power-up the backpack opens; a card goes
// on a Hero by clicking it then the Hero, six loot trade for a treasure, and
// Done goes on.
func TestPowerUpPanel(t *testing.T) {
	ctx := newContext(t)
	p := fullBackpackPlay(t, ctx)
	g := p.g
	p.powerUpLayout(ctx)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "powerup.png")

	click := func(r render.Rect) {
		ctx.In = Input{X: r.X + 6, Y: r.Y + 6, Clicked: true}
		runTicks(t, p, ctx, 1)
		ctx.In = Input{}
		runTicks(t, p, ctx, 30)
	}
	click(p.puCards[0]) // Bent Nail
	require.Equal(t, "Bent Nail", p.puSelected)
	warrior := p.heroIDs()[0]
	assert.Contains(t, p.equipPreview(warrior), "Bent Nail goes in")
	click(p.heroCardRects(ctx)[0])
	assert.Contains(t, g.Model(warrior).Slots[:], "Bent Nail", "the Warrior wears it")
	assert.NotContains(t, g.Backpack[:1], "Bent Nail")

	before := len(g.Backpack)
	click(p.puTrade)
	assert.Equal(t, before, len(g.Backpack), "the first click only asks")
	assert.True(t, p.puTradeAsk, "the panel asks, the six cards marked")
	assert.Len(t, p.tradeIndexes(), 6)
	click(p.puTrade)
	assert.Equal(t, before-6+1, len(g.Backpack), "six loot became one treasure")
	click(p.puDone)
	runTicks(t, p, ctx, 200)
	assert.NotEqual(t, rules.HeroPowerUp, g.Phase, "Done moves on to the Consul")
}

// The Hero cards are drawn from a cached layer: a wound must still show on
// the next frame, and an unchanged card must still be drawn.
func TestHeroCardLayerRedrawsWhenAHeroIsWounded(t *testing.T) {
	p, ctx := quickStartPlay(t)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	s := p.hc.Painter.Scale
	r := p.lay.heroes[0]
	card := image.Rect(int(r.X*s), int(r.Y*s), int((r.X+r.W)*s), int((r.Y+r.H)*s))
	grab := func() []byte {
		img := image.NewRGBA(card)
		screen.SubImage(card).(*ebiten.Image).ReadPixels(img.Pix)
		return img.Pix
	}
	before := grab()
	screen.Clear()
	p.Draw(screen, ctx)
	assert.Equal(t, before, grab(), "an unchanged card is drawn the same from the cache")

	p.g.Model(p.heroIDs()[0]).Wounds++
	screen.Clear()
	p.Draw(screen, ctx)
	assert.NotEqual(t, before, grab(), "a wound changes the card on the next frame")
}

// The Consul's reason already reads "X uses A on Y: why"; the bare
// "X uses A on Y" that follows it is not logged twice. A Hero's Targeted
// line, with no reason before it, still is.
func TestLogSkipsTargetedLineTheReasonAlreadySaid(t *testing.T) {
	p, _ := quickStartPlay(t)
	stalker := rules.Ref{Name: "Tower Stalker"}
	warrior := rules.Ref{Name: "Riftling Warrior"}
	n := len(p.log)
	p.logEvent(rules.ConsulDecided{Command: "Unique", Monster: stalker, Target: warrior,
		Reason: "Tower Stalker uses Weaken the Prey on Riftling Warrior: Riftling Warrior has the most wrath (4) in reach"})
	p.logEvent(rules.Targeted{User: stalker, Target: warrior, Action: "Weaken the Prey"})
	require.Len(t, p.log, n+1)
	p.logEvent(rules.Targeted{User: warrior, Target: stalker, Action: "Basic Attack"})
	require.Len(t, p.log, n+2)
	assert.Equal(t, "Riftling Warrior uses Basic Attack on Tower Stalker", p.log[n+1].text)
}

func hasKey[K comparable, V any](m map[K]V, k K) bool {
	_, ok := m[k]
	return ok
}

// The reminder before ending early names only the points left: no "0
// action" (issue 21, text).
func TestPointsLeftText(t *testing.T) {
	for _, c := range []struct {
		ap, mp int
		want   string
	}{
		{0, 3, "3 movement points"},
		{1, 0, "1 action point"},
		{2, 1, "2 action points and 1 movement point"},
	} {
		assert.Equal(t, c.want, pointsLeftText(c.ap, c.mp))
	}
}

// The Share pop-up stacks above its button as high as the choices strip:
// it is drawn over the strip and its clicks go to its potions, not to the
// strip under them (played by mouse, the strip hid the second potion).
func TestSharePopupLiesOverTheChoicesStrip(t *testing.T) {
	p, ctx := explorePlay(t, 1, ExploreRoles{ConsulAI: true})
	paladin := p.g.Heroes()[0]
	clickBoardAt(t, p, ctx, p.g.Model(paladin).Pos)
	require.Equal(t, paladin, p.g.Active)
	clickButton(t, p, ctx, "Share")
	require.True(t, p.shareOpen)
	runTicks(t, p, ctx, 1)
	require.NotEmpty(t, p.shareBtns)
	// Find a potion lying on a strip button.
	var over *actionButton
	for _, b := range p.shareBtns {
		for _, c := range p.choices.rects {
			if b.rect.X < c.x+c.w && c.x < b.rect.X+b.rect.W && b.rect.Y < c.y+c.h && c.y < b.rect.Y+b.rect.H {
				over = b
			}
		}
	}
	if over == nil {
		t.Skip("no potion reaches the strip at this layout")
	}
	u := p.lay.scale
	before := len(p.log)
	ctx.In = Input{X: (over.rect.X + over.rect.W/2) * u, Y: (over.rect.Y + over.rect.H/2) * u}
	runTicks(t, p, ctx, 1)
	ctx.In.Clicked = true
	runTicks(t, p, ctx, 1)
	ctx.In.Clicked = false
	runTicks(t, p, ctx, 30) // the events play back into the log
	var drank bool
	for _, l := range p.log[before:] {
		if strings.Contains(l.text, "drinks") {
			drank = true
		}
	}
	// A potion that needs a target is armed; one that does not is drunk.
	assert.True(t, drank || p.armed.name == over.label, "the click takes the potion under the pointer (%s; log %v)", over.label, p.log[before:])
}

// A toast never covers a control: in the power-up, the trade's refusal
// sits clear of the panel's cards and buttons and of the Hero cards, at
// 100% and at 200% with large text; the trade's question is asked in the
// panel itself, the six cards marked (found by mouse: a toast naming them
// covered the Trade and Done buttons).
func TestToastsNeverCoverControls(t *testing.T) {
	for _, tc := range []struct {
		scale int
		text  string
	}{{100, "normal"}, {200, "large"}, {150, "extra-large"}} {
		ctx := displayContext(t, tc.scale, tc.text)
		s, err := NewArcadeGame(3)
		require.NoError(t, err)
		p := s.(*Play)
		p.g.Phase = rules.HeroPowerUp
		p.g.Backpack = []string{"Bent Nail", "Witch Hat", "Bubbly Beverage"}
		runTicks(t, p, ctx, 2)
		require.True(t, p.needsPowerUp(), "a card to wear")
		clickTrade := func() {
			k := p.hc.W / p.pc.W
			trade := p.puTrade
			ctx.In = Input{X: (trade.X + trade.W/2) * k * p.lay.scale, Y: (trade.Y + trade.H/2) * k * p.lay.scale, Clicked: true}
			runTicks(t, p, ctx, 1)
			ctx.In = Input{X: ctx.In.X, Y: ctx.In.Y}
			runTicks(t, p, ctx, 2)
		}
		clickTrade()
		require.Contains(t, p.toast, "six loot cards", "three cards: the trade is refused, and says why")
		r, _ := p.toastRect(&p.hc)
		controls := p.controlRects(&p.hc)
		require.Greater(t, len(controls), len(p.puCards)+2, "the panel's cards and buttons are controls")
		for _, c := range controls {
			assert.False(t, overlaps(r, c), "%d%% %s: the toast %+v covers a control %+v", tc.scale, tc.text, r, c)
		}
		for _, c := range p.readingRects(&p.hc) {
			assert.False(t, overlaps(r, c), "%d%% %s: the toast %+v covers the panel's title %+v", tc.scale, tc.text, r, c)
		}
		assert.True(t, r.X >= 0 && r.Y >= 0 && r.X+r.W <= p.hc.W && r.Y+r.H <= p.hc.H, "%d%% %s: %+v on screen %vx%v", tc.scale, tc.text, r, p.hc.W, p.hc.H)
		screen := ebiten.NewImage(DesignW, DesignH)
		p.Draw(screen, ctx)
		saveScreen(t, screen, fmt.Sprintf("toast-powerup-ui%d-%s.png", tc.scale, tc.text))

		// Seven loot cards: the question is the panel's, no toast.
		p.g.Backpack = []string{"Bent Nail", "Witch Hat", "Bubbly Beverage", "Adventurer Plate", "Bent Nail", "Witch Hat", "Bubbly Beverage"}
		p.version++
		runTicks(t, p, ctx, 2)
		clickTrade()
		assert.True(t, p.puTradeAsk)
		assert.Empty(t, p.toast)
		p.Draw(screen, ctx)
		saveScreen(t, screen, fmt.Sprintf("trade-question-ui%d-%s.png", tc.scale, tc.text))
	}
}

// Status badges leave a model's head in sight at every zoom: lettered in
// a column down the square's right edge when letters fit, else small dots
// in a row along its foot, inside the square (seen in play: zoomed out,
// three badges hid a Hero's face).
func TestStatusBadgesLeaveTheHeadInSight(t *testing.T) {
	for _, zoom := range []float64{16, 22, 30, 40, 48, 64, 96} {
		for n := 1; n <= 5; n++ {
			r := render.Rect{X: 100, Y: 100, W: zoom, H: zoom}
			x, y, dx, dy, rad := badgePlaces(r, zoom, n)
			for i := range n {
				cx, cy := x+float64(i)*dx, y+float64(i)*dy
				if rad < badgeLetterRad {
					assert.GreaterOrEqual(t, cx-rad, r.X-0.01, "zoom %v, badge %d of %d: inside the square on the left", zoom, i+1, n)
					assert.LessOrEqual(t, cx+rad, r.X+r.W+0.01, "zoom %v, badge %d of %d: inside on the right", zoom, i+1, n)
					assert.GreaterOrEqual(t, cy-rad, r.Y+r.H*0.6, "zoom %v, badge %d of %d: an unlettered dot keeps to the square's foot", zoom, i+1, n)
				} else {
					assert.GreaterOrEqual(t, cx-rad, r.X+r.W*0.55, "zoom %v, badge %d of %d: a lettered badge keeps to the right edge", zoom, i+1, n)
				}
			}
		}
	}
}
