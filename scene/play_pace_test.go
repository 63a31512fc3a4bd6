package scene

import (
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
	p.camFollow = false
	require.NoError(t, p.apply(rules.StartActivation{Hero: hero.ID}))
	for i := 0; i < 10 && !p.camFollow; i++ {
		runTicks(t, p, ctx, 1)
	}
	require.True(t, p.camFollow, "the camera glides to the Hero")
	assert.InDelta(t, float64(hero.Pos.X)+0.5, p.camGoalX, 0.01)
	assert.InDelta(t, float64(hero.Pos.Y)+0.5, p.camGoalY, 0.01)
}
