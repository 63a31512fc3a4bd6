package scene

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// In a game played at the screen the camera glides to a spawn off screen,
// but not within three seconds of the player's own panning.
func TestCameraFollowsTheConsulButNotAgainstThePlayer(t *testing.T) {
	p, ctx := quickStartPlay(t)
	far := tiles.Point{X: 0, Y: 0} // the party starts far from it
	spawn := func() {
		p.beats = []*beat{{ev: arcade.MonsterSpawned{At: far}, started: true, ticks: 30}}
		p.followPlayback(ctx.Tick)
	}
	spawn()
	require.True(t, p.camFollow, "a spawn the player would not see draws the camera")
	cx := p.cam.CX
	for range 30 {
		p.glideCamera()
	}
	assert.Less(t, p.cam.CX, cx, "the camera glides towards it")

	p.userPanned(ctx.Tick)
	assert.False(t, p.camFollow, "the player's own panning stops the glide")
	ctx.Tick += followQuiet - 1
	spawn()
	assert.False(t, p.camFollow, "no automatic pan right after the player panned")
	ctx.Tick += 2
	spawn()
	assert.True(t, p.camFollow, "after a quiet while it follows again")
	p.beats = nil
}

// A Hero's attack at 1× gives control back in well under a second, and a
// click during the playback is not lost: it skips the playback and acts.
func TestHeroAttackIsQuickAndClicksDuringItCount(t *testing.T) {
	sp := newScenePlay(t, warriorByCrawler, nil)
	p := sp.p
	require.Equal(t, 1, p.speed)
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	sp.clickButton("Melee")
	require.NotEmpty(t, p.armed.name)
	sp.clickSquare(tiles.Point{X: 1, Y: 0})
	require.True(t, p.busy(), "the attack plays back")
	ticks := 0
	for p.busy() && ticks < 600 {
		runTicks(t, p, sp.ctx, 1)
		ticks++
	}
	assert.Less(t, ticks, 45, "control returns in under three quarters of a second")

	// A second attack, and a click on a square to walk to while it plays.
	sp.clickButton("Melee")
	sp.clickSquare(tiles.Point{X: 1, Y: 0})
	require.True(t, p.busy())
	x, y := p.cam.ToScreen(0.5, 1.5)
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(t, p, sp.ctx, 1) // hover: the path is worked out after playback
	sp.ctx.In = Input{X: x, Y: y, Clicked: true}
	runTicks(t, p, sp.ctx, 1)
	sp.idle()
	assert.Equal(t, tiles.Point{X: 0, Y: 1}, p.g.Model(sp.id('W')).Pos, "the click made during playback moved the Hero")
}

// In the Consul's turn a click on the board skips the step playing and
// does nothing else.
func TestClickSkipsAConsulStep(t *testing.T) {
	p, ctx := quickStartPlay(t)
	ctx.Settings.ConfirmEnd = false
	for _, id := range p.g.Heroes()[:2] {
		require.NoError(t, p.apply(rules.StartActivation{Hero: id}))
		require.NoError(t, p.apply(rules.EndActivation{}))
	}
	for i := 0; i < 2000 && !(p.g.Phase == rules.ConsulTurn && p.busy()); i++ {
		runTicks(t, p, ctx, 1)
	}
	require.True(t, p.g.Phase == rules.ConsulTurn && p.busy(), "a Consul step is playing")
	version := p.version
	v := p.cam.View
	ctx.In = Input{X: v.X + v.W/2, Y: v.Y + v.H/2, Clicked: true}
	runTicks(t, p, ctx, 1)
	assert.False(t, p.busy(), "the click skipped the step's playback")
	assert.Equal(t, version, p.version, "and applied nothing")
}

// A click on End while the attack's dice still play is not lost: the
// playback jumps to its end and the activation ends (played by mouse, an
// End clicked as the dice landed did nothing).
func TestEndClickedDuringADiceRollCounts(t *testing.T) {
	sp := newScenePlay(t, warriorByCrawler, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	sp.clickButton("Melee")
	sp.clickSquare(tiles.Point{X: 1, Y: 0})
	require.True(t, p.busy(), "the attack plays back")
	runTicks(t, p, sp.ctx, 5)
	require.True(t, p.busy(), "still playing when End is clicked")
	b := sp.button("End")
	require.NotNil(t, b)
	u := p.lay.scale
	sp.clickAt((b.rect.X+b.rect.W/2)*u, (b.rect.Y+b.rect.H/2)*u)
	sp.idle()
	assert.Equal(t, rules.NoModel, p.g.Active, "the activation ended")
}

// An action still armed when its Hero's activation ends is dropped: a
// click on another Hero then activates it (played by mouse in Explore: the
// Mage ended with Magic lit, and a click on the Ranger next turn only said
// "no Hero is activating").
func TestArmedActionEndsWithTheActivation(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|W C . . . .|
+ + + + + + +
|R . . . . .|
+-+-+-+-+-+-+
end
W Riftling Warrior
R Glimmerdusk Ranger
C Crawler
dice 0 0 0 0 0 0 0 0 0 0 0 0
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	sp.clickButton("Melee")
	require.NotEmpty(t, p.armed.name)
	require.NoError(t, p.apply(rules.EndActivation{}))
	sp.idle()
	sp.clickSquare(tiles.Point{X: 0, Y: 1})
	sp.idle()
	assert.Equal(t, sp.id('R'), p.g.Active, "the click on the Ranger activated it")
	assert.Empty(t, p.armed.name)
}

// A Hero activated by a click on its card, away from where the camera
// looks (after the Consul's spawns drew it off), brings the camera to it
// (issue 21, item 2; played by mouse in Explore: the Mage activated out of
// sight after the mini-boss's arrival).
func TestCameraFollowsAHeroStartingItsActivation(t *testing.T) {
	p, ctx := quickStartPlay(t)
	for i := 0; i < 600 && (p.busy() || p.g.Phase != rules.HeroTurn); i++ {
		runTicks(t, p, ctx, 1)
	}
	require.Equal(t, rules.HeroTurn, p.g.Phase)
	hero := p.g.Model(p.g.Heroes()[0])
	p.cam.CX, p.cam.CY = float64(hero.Pos.X)+40, float64(hero.Pos.Y)+40 // far away
	p.cam.Zoom = 120                                                    // out of sight once the camera's bounds apply
	p.camFollow = false
	runTicks(t, p, ctx, 1)
	require.False(t, p.inView(float64(hero.Pos.X)+0.5, float64(hero.Pos.Y)+0.5, 0), "the Hero is out of sight")
	require.NoError(t, p.apply(rules.StartActivation{Hero: hero.ID}))
	for i := 0; i < 10 && !p.camFollow; i++ {
		runTicks(t, p, ctx, 1)
	}
	require.True(t, p.camFollow, "the camera glides to the Hero")
	assert.InDelta(t, float64(hero.Pos.X)+0.5, p.camGoalX, 0.01)
	assert.InDelta(t, float64(hero.Pos.Y)+0.5, p.camGoalY, 0.01)
}

// heroNearTheEdge is the Quick Start game settled in the Heroes' turn
// with the first Hero's square in sight, a square inside the board view's
// left edge: close enough to the edge that a follow would glide.
func heroNearTheEdge(t *testing.T) (*Play, *Context, *rules.Model) {
	return heroByTheEdge(t, 1.5, 2.5)
}

// heroByTheEdge is the Quick Start game settled in the Heroes' turn with
// the first Hero's centre inset squares inside an edge of the board view,
// in view by half a square but not by within squares.
func heroByTheEdge(t *testing.T, inset, within float64) (*Play, *Context, *rules.Model) {
	p, ctx := quickStartPlay(t)
	for i := 0; i < 600 && (p.busy() || p.g.Phase != rules.HeroTurn); i++ {
		runTicks(t, p, ctx, 1)
	}
	runTicks(t, p, ctx, 240) // past the goal's announcement
	require.Equal(t, rules.HeroTurn, p.g.Phase)
	hero := p.g.Model(p.g.Heroes()[0])
	hx, hy := float64(hero.Pos.X)+0.5, float64(hero.Pos.Y)+0.5
	// Each edge of the view in turn, until one the camera's bounds let
	// the Hero stand by.
	for _, d := range [][2]float64{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		p.cam.Zoom = 60
		p.cam.CX, p.cam.CY = hx, hy
		v := p.cam.View
		x, y := p.cam.ToScreen(hx, hy)
		in := inset * p.cam.Zoom
		switch {
		case d[0] > 0:
			p.cam.Pan(v.X+in-x, 0)
		case d[0] < 0:
			p.cam.Pan(v.X+v.W-in-x, 0)
		case d[1] > 0:
			p.cam.Pan(0, v.Y+in-y)
		default:
			p.cam.Pan(0, v.Y+v.H-in-y)
		}
		runTicks(t, p, ctx, 1) // the camera's bounds apply
		if p.inView(hx, hy, p.cam.Zoom/2) && !p.inView(hx, hy, within*p.cam.Zoom) {
			return p, ctx, hero
		}
	}
	require.Fail(t, "no edge of the view the Hero can stand by")
	return nil, nil, nil
}

// clickScreen presses and releases the button at (x, y), held a few ticks.
func clickScreen(t *testing.T, p *Play, ctx *Context, x, y float64, held int) {
	ctx.In = Input{X: x, Y: y, Pressed: true, Down: true}
	runTicks(t, p, ctx, 1)
	for range held {
		ctx.In = Input{X: x, Y: y, Down: true}
		runTicks(t, p, ctx, 1)
	}
	ctx.In = Input{X: x, Y: y, Clicked: true}
	runTicks(t, p, ctx, 1)
}

// A Hero activated by a click on its model near the board's edge does not
// move the board, so the next click lands on the square the player saw
// (issue 21, play-testers: the board glided ~30 px after the activation
// and the next click landed a square off).
func TestActivatingAHeroInSightLeavesTheBoardStill(t *testing.T) {
	p, ctx, hero := heroNearTheEdge(t)
	hx, hy := p.cam.ToScreen(float64(hero.Pos.X)+0.5, float64(hero.Pos.Y)+0.5)
	clickScreen(t, p, ctx, hx, hy, 2)
	require.Equal(t, hero.ID, p.g.Active, "the click on the model activated it")
	for i := 0; i < 600 && p.busy(); i++ {
		runTicks(t, p, ctx, 1)
	}
	runTicks(t, p, ctx, 1)
	cam := p.cam
	// The square the player aims at next: lit, and off the Hero's row.
	var aim tiles.Point
	best := -1.0
	for sq, cost := range p.reach {
		x, y := p.cam.ToScreen(float64(sq.X)+0.5, float64(sq.Y)+0.5)
		if cost > 0 && p.cam.View.Contains(x, y) && sq.X != hero.Pos.X && x > best {
			aim, best = sq, x
		}
	}
	require.Positive(t, best, "a lit square in sight")
	ax, ay := p.cam.ToScreen(float64(aim.X)+0.5, float64(aim.Y)+0.5)
	ctx.In = Input{X: ax, Y: ay}
	runTicks(t, p, ctx, 20) // the player's eye goes to the square
	assert.Equal(t, cam.CX, p.cam.CX, "the board stayed still")
	assert.Equal(t, cam.CY, p.cam.CY, "the board stayed still")
	clickScreen(t, p, ctx, ax, ay, 2)
	for i := 0; i < 600 && p.busy(); i++ {
		runTicks(t, p, ctx, 1)
	}
	assert.Equal(t, aim, p.g.Model(hero.ID).Pos, "the Hero walked to the square the player aimed at")
}

// Should the board still glide under a held button (a glide some screen
// starts by itself), the click acts on the square under the pointer when
// the button went down, and a press stops a glide under way.
func TestAClickActsWhereItWasPressedWhenTheBoardGlides(t *testing.T) {
	p, ctx, hero := heroNearTheEdge(t)
	require.NoError(t, p.apply(rules.StartActivation{Hero: hero.ID}))
	for i := 0; i < 600 && p.busy(); i++ {
		runTicks(t, p, ctx, 1)
	}
	var aim tiles.Point
	found := false
	for sq, cost := range p.reach {
		x, y := p.cam.ToScreen(float64(sq.X)+0.5, float64(sq.Y)+0.5)
		if cost > 0 && p.cam.View.Contains(x, y) && !found {
			aim, found = sq, true
		}
	}
	require.True(t, found)
	ax, ay := p.cam.ToScreen(float64(aim.X)+0.5, float64(aim.Y)+0.5)
	ctx.In = Input{X: ax, Y: ay, Pressed: true, Down: true}
	runTicks(t, p, ctx, 1)
	// A glide far off starts while the button is held, toward the
	// board's middle and past it (where the board's bounds let it go).
	dx, dy := math.Copysign(20, float64(p.g.Board.W)/2-p.cam.CX), math.Copysign(20, float64(p.g.Board.H)/2-p.cam.CY)
	p.camGoalX, p.camGoalY, p.camFollow = p.cam.CX+dx, p.cam.CY+dy, true
	for range 8 {
		ctx.In = Input{X: ax, Y: ay, Down: true}
		runTicks(t, p, ctx, 1)
	}
	bx, by := p.cam.ToBoard(ax, ay)
	require.NotEqual(t, aim, tiles.Point{X: int(bx), Y: int(by)}, "the board slid under the pointer")
	ctx.In = Input{X: ax, Y: ay, Clicked: true}
	runTicks(t, p, ctx, 1)
	for i := 0; i < 600 && p.busy(); i++ {
		runTicks(t, p, ctx, 1)
	}
	assert.Equal(t, aim, p.g.Model(hero.ID).Pos, "the click acted where it was pressed")

	// A press during a glide stops it.
	p.camGoalX, p.camGoalY, p.camFollow = p.cam.CX-20, p.cam.CY-20, true
	runTicks(t, p, ctx, 2)
	ctx.In = Input{X: ax, Y: ay, Pressed: true, Down: true}
	runTicks(t, p, ctx, 1)
	assert.False(t, p.camFollow, "the press took the board back")
}

// The board the Consul's turn (or an arrival in the Heroes' turn) moved goes back to where the player had it
// once the Heroes' turn is theirs, unless they moved it themselves (played
// by mouse: it stayed ~45 px off, and squares learned at the end of the
// Heroes' turn were a square off).
func TestBoardReturnsToThePlayersViewAfterTheConsul(t *testing.T) {
	for _, tc := range []struct {
		panned bool
		phase  rules.Phase
	}{{false, rules.ConsulTurn}, {true, rules.ConsulTurn}, {false, rules.HeroTurn}} {
		panned := tc.panned
		p, ctx := quickStartPlay(t)
		runTicks(t, p, ctx, 2)
		x0, y0 := p.cam.CX, p.cam.CY
		p.g.Phase = tc.phase
		p.beats = []*beat{{ev: arcade.MonsterSpawned{At: tiles.Point{X: 0, Y: 0}}, started: true, ticks: 30}}
		p.followPlayback(ctx.Tick)
		require.True(t, p.camFollow)
		for range 40 {
			p.glideCamera()
		}
		p.cam.Clamp(p.g.Board.W, p.g.Board.H)
		require.Greater(t, math.Abs(p.cam.CX-x0)+math.Abs(p.cam.CY-y0), 0.5, "the Consul's spawn moved the board")
		p.beats = nil
		if panned {
			ctx.Tick += 5
			p.userPanned(ctx.Tick)
		}
		moved := [2]float64{p.cam.CX, p.cam.CY}
		p.g.Phase = rules.HeroTurn
		runTicks(t, p, ctx, 120)
		if panned {
			assert.InDelta(t, moved[0], p.cam.CX, 0.01, "the player's own view stays")
			continue
		}
		assert.InDelta(t, x0, p.cam.CX, 0.05, "back to the player's view")
		assert.InDelta(t, y0, p.cam.CY, 0.05)
	}
}

// A Hero the player walks to the board's edge comes back into view
// (played at 200%: a move ended half hidden at a corner, the squares it
// could attack out of sight); a Hero who stays well inside moves nothing.
func TestBoardFollowsAHerosOwnMoveToTheEdge(t *testing.T) {
	p, ctx := quickStartPlay(t)
	for i := 0; i < 600 && (p.busy() || p.g.Phase != rules.HeroTurn); i++ {
		runTicks(t, p, ctx, 1)
	}
	runTicks(t, p, ctx, 240)
	hero := p.g.Model(p.g.Heroes()[0])
	require.NoError(t, p.apply(rules.StartActivation{Hero: hero.ID}))
	for i := 0; i < 600 && p.busy(); i++ {
		runTicks(t, p, ctx, 1)
	}
	p.cam.Zoom = 64
	p.cam.CX, p.cam.CY = float64(hero.Pos.X)+0.5, float64(hero.Pos.Y)+0.5
	runTicks(t, p, ctx, 1)
	// The reachable square farthest from the view's centre.
	var far tiles.Point
	best := -1.0
	for sq, cost := range p.reach {
		x, y := p.cam.ToScreen(float64(sq.X)+0.5, float64(sq.Y)+0.5)
		v := p.cam.View
		if d := math.Abs(x-(v.X+v.W/2)) + math.Abs(y-(v.Y+v.H/2)); cost > 0 && d > best {
			far, best = sq, d
		}
	}
	require.False(t, p.inView(float64(far.X)+0.5, float64(far.Y)+0.5, 1.2*p.cam.Zoom), "a square at or past the edge to walk to")
	path, _, ok := p.g.PathTo(hero.ID, far)
	require.True(t, ok)
	require.NoError(t, p.apply(rules.Move{Path: path}))
	for i := 0; i < 600 && p.busy(); i++ {
		runTicks(t, p, ctx, 1)
	}
	runTicks(t, p, ctx, 60)
	assert.True(t, p.inView(float64(far.X)+0.5, float64(far.Y)+0.5, 1.2*p.cam.Zoom), "the Hero is in view again, clear of the edge")
	// Quickly (played at 200%: a slow glide still moved the board a
	// second after the walk, under a hand aiming again).
	p.cam.CX, p.cam.CY = float64(hero.Pos.X)+0.5, float64(hero.Pos.Y)+0.5
	p.panEver = false
	x, y := p.cam.ToBoard(p.cam.View.X+p.cam.View.W-2, p.cam.View.Y+p.cam.View.H/2)
	p.followOwnMove(hero.ID, tiles.Point{X: int(x), Y: int(y)})
	assert.True(t, p.camFollow && p.camQuick, "a quick glide to a walk's end by the edge")
}

// A Hero cut by the board's edge (its square not wholly in view) draws
// the camera when it activates, as one out of sight does (played at 100%:
// the Warrior and her move numbers stayed cut at the left edge).
func TestCameraFollowsAHeroCutByTheEdge(t *testing.T) {
	p, ctx, hero := heroByTheEdge(t, 0.7, 1) // its square cut by an edge
	p.camFollow = false
	require.NoError(t, p.apply(rules.StartActivation{Hero: hero.ID}))
	for i := 0; i < 10 && !p.camFollow; i++ {
		runTicks(t, p, ctx, 1)
	}
	assert.True(t, p.camFollow, "the camera brings the Hero into view")
}

// A Hero activated by a click on its model stays where it is, even cut
// by the board's edge: the player sees it and aims near it next (played
// at 100%: a Fighter clicked by the edge slid the board 70 px, and the
// square picked from the view before was another).
func TestAHeroClickedOnTheBoardDoesNotMoveIt(t *testing.T) {
	p, ctx, hero := heroByTheEdge(t, 0.7, 1)
	p.camFollow = false
	cx, cy := p.cam.CX, p.cam.CY
	x, y := p.cam.ToScreen(float64(hero.Pos.X)+0.5, float64(hero.Pos.Y)+0.5)
	ctx.In = Input{X: x, Y: y}
	runTicks(t, p, ctx, 1)
	ctx.In = Input{X: x, Y: y, Clicked: true}
	runTicks(t, p, ctx, 1)
	ctx.In = Input{X: x, Y: y}
	runTicks(t, p, ctx, 60)
	require.Equal(t, hero.ID, p.g.Active, "the click activated it")
	assert.Equal(t, cx, p.cam.CX, "the board stays")
	assert.Equal(t, cy, p.cam.CY)
}

// A Hero activated out of sight draws the camera even right after the
// player panned (played at 100%: an edge-pan just before left the
// activated Warrior cut at the edge).
func TestCameraFollowsAnActivatedHeroEvenAfterPanning(t *testing.T) {
	p, ctx, hero := heroByTheEdge(t, 0.7, 1)
	p.userPanned(ctx.Tick) // the player was panning a moment ago
	p.camFollow = false
	require.NoError(t, p.apply(rules.StartActivation{Hero: hero.ID}))
	for i := 0; i < 10 && !p.camFollow; i++ {
		runTicks(t, p, ctx, 1)
	}
	assert.True(t, p.camFollow, "the camera brings the Hero into view")
}

// The camera's glide stops once its goal is clear of the edges, a fifth of
// a small view in, rather than all but centring it (played at 200% with
// large text: a Hero's step near the edge slid the board some 60 px).
func TestCameraGlideStopsOnceTheGoalIsClear(t *testing.T) {
	ctx := displayContext(t, 200, "large")
	s, err := NewArcadeGame(3)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	v := p.cam.View
	p.cam.Zoom = 46
	p.cam.CX = 0 // at the board's left bound: room to glide right
	p.cam.Clamp(p.g.Board.W, p.g.Board.H)
	margin := min(2.5*p.cam.Zoom, 0.2*min(v.W, v.H))
	// A goal just past the view's right edge.
	gx, gy := p.cam.ToBoard(v.X+v.W+10, v.Y+v.H/2)
	p.camGoalX, p.camGoalY, p.camFollow = gx, gy, true
	for i := 0; i < 600 && p.camFollow; i++ {
		p.glideCamera()
	}
	require.False(t, p.camFollow)
	x, _ := p.cam.ToScreen(gx, gy)
	assert.Greater(t, v.X+v.W-x, margin-1, "clear of the edge")
	assert.Less(t, v.X+v.W-x, margin+0.06*v.W, "not centred: the board moved no further than needed (view %v)", v)
}

// The Heroes' turn opens with a Hero in sight: a board left on an empty
// corner centres on the party, once (played at 100%: the turn began
// with no Hero and no monster on screen).
func TestTheHeroesTurnOpensWithTheParty(t *testing.T) {
	p, ctx := quickStartPlay(t)
	for i := 0; i < 600 && (p.busy() || p.g.Phase != rules.HeroTurn); i++ {
		runTicks(t, p, ctx, 1)
	}
	p.partyChecked = 0 // a new turn, as far as the check knows
	p.cam.Zoom, p.cam.CX, p.cam.CY = 90, 0.5, 0.5
	hero := p.g.Model(p.g.Heroes()[0])
	require.False(t, p.inView(float64(hero.Pos.X)+0.5, float64(hero.Pos.Y)+0.5, 0), "no Hero in sight")
	runTicks(t, p, ctx, 2)
	seen := false
	for _, id := range p.g.Heroes() {
		m := p.g.Model(id)
		seen = seen || p.inView(float64(m.Pos.X)+0.5, float64(m.Pos.Y)+0.5, p.cam.Zoom/2)
	}
	assert.True(t, seen, "a Hero is in sight")
	// Once a turn: the player's own panning away afterwards stays.
	p.cam.CX, p.cam.CY = 0.5, 0.5
	runTicks(t, p, ctx, 1)
	cx := p.cam.CX // as the camera's bounds let it be
	runTicks(t, p, ctx, 2)
	assert.Equal(t, cx, p.cam.CX)
}

// A glide the board's bounds stop short of its goal ends there: it does
// not wait to move the board later, when the view changes size (played
// at 200%: the board slid 135 px under a resting pointer 3 s after a
// walk).
func TestAGlideHeldByTheBoardsBoundsEnds(t *testing.T) {
	p, ctx := quickStartPlay(t)
	runTicks(t, p, ctx, 240)
	p.cam.Zoom = 60
	p.cam.CX = float64(p.g.Board.W) // at the right bound
	p.cam.Clamp(p.g.Board.W, p.g.Board.H)
	// A goal past the board's right edge: the camera can go no further.
	p.camGoalX, p.camGoalY, p.camFollow = float64(p.g.Board.W)+5, p.cam.CY, true
	runTicks(t, p, ctx, 3)
	assert.False(t, p.camFollow, "the glide gave up at the bound")
}

// The first view shows the party's whole tile where it fits at a zoom no
// smaller than the board's fit (played at 100% and at 200% with large
// text: the tile was cut at an edge, a monster half in sight).
func TestTheFirstViewShowsThePartysWholeTile(t *testing.T) {
	for _, set := range uiSizes {
		for _, seed := range []uint64{5, 7806831264735756412} {
			ctx := displayContext(t, set.scale, set.text)
			s, err := NewArcadeGame(seed)
			require.NoError(t, err)
			p := s.(*Play)
			t.Cleanup(p.release)
			runTicks(t, p, ctx, 2)
			hero := p.g.Model(p.g.Heroes()[0])
			x0, y0, x1, y1, ok := p.g.Board.TileBounds(p.g.Board.TileOf(hero.Pos))
			require.True(t, ok)
			for _, c := range [][2]int{{x0, y0}, {x1 + 1, y0}, {x0, y1 + 1}, {x1 + 1, y1 + 1}} {
				assert.True(t, p.inView(float64(c[0]), float64(c[1]), -0.01), "%d%% %s seed %d: corner %v in view", set.scale, set.text, seed, c)
				// And above the choices strip over the board's foot: the
				// party often stands on the tile's last row.
				_, y := p.cam.ToScreen(float64(c[0]), float64(c[1]))
				assert.LessOrEqual(t, y, p.cam.View.Y+p.cam.View.H-p.stripReserve()+0.01, "%d%% %s seed %d: corner %v above the strip", set.scale, set.text, seed, c)
			}
		}
	}
}

// The first view keeps the party off the goal's line where it is drawn
// over the board's top (seen in the browser build, seed 393207 at 100%:
// the party on its tile's first row sat under "Goal: …").
func TestTheFirstViewKeepsThePartyOffTheGoalLine(t *testing.T) {
	ctx := newContext(t)
	s, err := NewArcadeGame(393207)
	require.NoError(t, err)
	p := s.(*Play)
	t.Cleanup(p.release)
	runTicks(t, p, ctx, 2)
	require.Zero(t, p.lay.goal.W, "the goal's line is drawn over the board here")
	goal, _ := p.objectiveRects(p.hc.Painter)
	g := p.lay.toScreen(goal)
	for _, id := range p.g.Heroes() {
		r := p.squareRect(p.g.Model(id).Pos)
		assert.GreaterOrEqual(t, r.Y, g.Y+g.H, "%s clear of the goal's line", p.g.Model(id).Card)
	}
}
