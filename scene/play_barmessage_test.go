package scene

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The bar does not give the ending away: while the blow that ends the
// game still plays on screen, it says nothing; once it has landed, it says
// the game is over (played by mouse: "The game is over." showed under the
// Consul's last attacks, before the Hero fell on screen).
func TestBarSaysTheGameIsOverOnlyOnceTheLastBlowHasPlayed(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+
|W . .|
+-+-+-+
end
W Riftling Warrior wounds=4 status=Fire
coins 0
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')})) // Fire burns the last heart
	require.NotEmpty(t, p.g.Over, "the rules have ended the game (no coin left)")
	require.True(t, p.busy(), "the fatal wound is still playing back")
	assert.Empty(t, p.barMessage(), "nothing said before the blow lands")
	sp.idle()
	assert.Equal(t, "The game is over.", p.barMessage())
}

// The game-over panel is modal: a click on the board or where the action
// bar's buttons were answers nothing, and no rules error is toasted over
// the game's numbers (played by mouse at 200%: after the boss fell, a
// click on Melee toasted "the game is over (heroes won)").
func TestGameOverPanelIsModal(t *testing.T) {
	sp := newScenePlay(t, `
boss The Midnight Queen
map
+-+-+-+-+
|W Q . .|
+ + + + +
|. . . .|
+-+-+-+-+
end
W Riftling Warrior
Q The Midnight Queen
dice 4 4 4 4 4 4 4 4 4 4 4 4
`, nil)
	p := sp.p
	q := p.g.Model(sp.id('Q'))
	q.Wounds = p.g.Hearts(q) - 1 // one heart left
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	sp.clickButton("Melee")
	sp.clickSquare(q.Pos)
	sp.idle()
	require.NotEmpty(t, p.g.Over, "the boss fell (toast %q, wounds %d of %d, log %v)", p.toast, q.Wounds, p.g.Hearts(q), p.log[max(0, len(p.log)-6):])
	p.toast = ""
	for _, b := range []string{"Melee", "Dash", "End"} {
		if btn := sp.button(b); btn != nil {
			sp.clickAt(btn.rect.X+btn.rect.W/2, btn.rect.Y+btn.rect.H/2)
		}
	}
	sp.clickSquare(tiles.Point{X: 2, Y: 1})
	assert.Empty(t, p.toast, "nothing answers outside the panel")
}

// The speed picked in play is the speed the next game starts with, and a
// Continue too (played by mouse: Instant went back to 1x after Continue).
func TestSpeedPickedInPlayIsKept(t *testing.T) {
	sp := newScenePlay(t, warriorBeforeTwoCrawlers, nil)
	p, ctx := sp.p, sp.ctx
	require.Equal(t, 1, ctx.Settings.ConsulSpeed)
	r := p.speedBtn
	u := p.lay.scale
	sp.clickAt((r.X+r.W/2)*u, (r.Y+r.H/2)*u)
	require.Equal(t, 2, p.speed, "the button stepped the speed")
	assert.Equal(t, 2, ctx.Settings.ConsulSpeed, "kept for the next game")
	next := NewPlay(sp.s.Game.Clone(), nil, nil)
	runTicks(t, next, ctx, 2)
	assert.Equal(t, 2, next.speed, "a new game starts at it")
}
