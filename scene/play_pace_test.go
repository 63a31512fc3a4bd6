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
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|W C . . . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
W Riftling Warrior
C Crawler
dice 0 0 0 0 0 0 0 0 0 0 0 0
`, nil)
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
