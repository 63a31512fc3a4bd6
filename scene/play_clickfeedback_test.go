package scene

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// rangerByTwoBlades: the Ranger with two Blackblades in Missile's range.
const rangerByTwoBlades = `
map
+-+-+-+-+-+-+-+-+
|R . . B . . . .|
+ + + + + + + + +
|. . . C . . . .|
+ + + + + + + + +
|. . . . . . . .|
+-+-+-+-+-+-+-+-+
end
R Glimmerdusk Ranger
B Tower Blackblade
C Tower Blackblade
`

// A monster clicked while a Hero is active and nothing is aimed says what
// to do (played by mouse: the click did nothing and said nothing).
func TestAMonsterClickedWithNothingAimedSaysWhatToDo(t *testing.T) {
	sp := newScenePlay(t, rangerByTwoBlades, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('R')}))
	sp.idle()
	sp.clickSquare(p.g.Model(sp.id('B')).Pos)
	assert.Regexp(t, `^Nothing is aimed at Tower Blackblade: click Missile( or [A-Z][a-z]+( [A-Z][a-z]+)?)* below first, then click it\.$`, p.toast)
	assert.Equal(t, 3, p.g.APLeft(sp.id('R')), "no attack was made")

	// Out of every attack's reach, it says to walk closer (played at
	// 200%: "click an attack first" while every attack was greyed).
	far := newScenePlay(t, `
map
+-+-+-+-+-+-+-+-+-+-+-+-+-+
|W . . . . . . . . . . . C|
+-+-+-+-+-+-+-+-+-+-+-+-+-+
end
W Riftling Warrior
C Crawler
`, nil)
	require.NoError(t, far.p.apply(rules.StartActivation{Hero: far.id('W')}))
	far.idle()
	far.clickSquare(far.p.g.Model(far.id('C')).Pos)
	assert.Equal(t, "No attack of Riftling Warrior reaches Crawler from here: walk closer first.", far.p.toast)
}

// A flick, pressed on the board and released a frame later far away, is
// a drag: the board moves and nothing is clicked where it ended (played
// by mouse: it walked the Hero toward the square the flick ended on).
func TestAQuickFlickIsADragNotAClick(t *testing.T) {
	sp := newScenePlay(t, rangerByTwoBlades, nil)
	p := sp.p
	r := sp.id('R')
	require.NoError(t, p.apply(rules.StartActivation{Hero: r}))
	sp.idle()
	from := p.g.Model(r).Pos
	p.cam.Zoom = 150 // closer in than the board's fit, so it can move
	x0, y0 := p.cam.ToScreen(float64(from.X)+2.5, float64(from.Y)+1.5)
	x1, y1 := p.cam.ToScreen(float64(from.X)+5.5, float64(from.Y)+2.5)
	sp.ctx.In = Input{X: x0, Y: y0}
	runTicks(t, p, sp.ctx, 1)
	sp.ctx.In = Input{X: x0, Y: y0, Pressed: true, Down: true}
	runTicks(t, p, sp.ctx, 1)
	cx := p.cam.CX
	sp.ctx.In = Input{X: x1, Y: y1, Clicked: true}
	runTicks(t, p, sp.ctx, 1)
	sp.ctx.In = Input{X: x1, Y: y1}
	runTicks(t, p, sp.ctx, 1)
	assert.Equal(t, from, p.g.Model(r).Pos, "the Ranger did not walk")
	assert.Equal(t, 7, p.g.MPLeft(r))
	assert.NotEqual(t, cx, p.cam.CX, "the board moved with the flick")
}

// A toast stays long enough to read: three seconds for a short one,
// longer for a long one, never past ten.
func TestAToastStaysLongEnoughToRead(t *testing.T) {
	assert.Equal(t, 180, toastTicks("Not there."))
	long := "Hexcast Sorceress has no line of sight to Tower Stalker: a wall is in the way, and it is eleven squares away; range is eight."
	assert.Greater(t, toastTicks(long), 300)
	assert.LessOrEqual(t, toastTicks(long+long+long+long), 600)
}

// A toast is in players' words, whatever the rules' reason said: no
// "token(s)" (played at 100%: a greyed Healing Brew's reason).
func TestAToastCountsInWords(t *testing.T) {
	sp := newScenePlay(t, rangerByTwoBlades, nil)
	sp.p.say("Healing Brew costs 1 potion token(s) but Sanctioned Witch has 0")
	assert.Equal(t, "Healing Brew costs 1 potion token but Sanctioned Witch has 0", sp.p.toast)
}

// witchByANest: the Witch two squares from a Spider Nest, whose aura
// lies on the squares she may walk to.
const witchByANest = `
map
+-+-+-+-+-+-+-+
|W . . . . . .|
+ + + + + + + +
|. . . . . . .|
+ + + + + + + +
|. . . . . N .|
+-+-+-+-+-+-+-+
end
W Sanctioned Witch
N Spider Nest
`

// A square's tip keeps off the path shown to it and the Hero walking it
// (played at 200% with large text: an aura's tip under the pointer
// covered the path and the party).
func TestASquaresTipKeepsOffThePath(t *testing.T) {
	for _, set := range uiSizes {
		sp := scenePlayAt(t, set.scale, set.text, witchByANest)
		p := sp.p
		require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
		sp.idle()
		runTicks(t, p, sp.ctx, 400)   // past the goal's announcement
		to := tiles.Point{X: 4, Y: 1} // in the Nest's aura
		sp.hoverSquare(to)
		runTicks(t, p, sp.ctx, 40) // the tip's wait
		require.NotEmpty(t, p.path, "%d%%: a path to the square", set.scale)
		tip, away, ok := p.boardTip()
		require.NotEmpty(t, tip, "%d%%: the square has a tip", set.scale)
		require.True(t, ok, "%d%%: placed away from something", set.scale)
		for _, sq := range append([]tiles.Point{p.g.Model(sp.id('W')).Pos}, p.path...) {
			r := p.lay.fromScreen(p.squareRect(sq))
			assert.True(t, away.Contains(r.X+r.W/2, r.Y+r.H/2), "%d%%: %v kept clear", set.scale, sq)
		}
		screen := sp.hoverSquare(to)
		saveScreen(t, screen, fmt.Sprintf("square-tip-off-path-ui%d.png", set.scale))
	}
}

// End clicked twice in a moment (a double click) with points left does
// not end the activation: the second click comes before the warning can
// be read. A second click after it does (played at 200%: a double click
// ended an activation with an action point left). A button clicked after
// a toast clears it: it was about what came before.
func TestADoubleClickOnEndStillAsks(t *testing.T) {
	sp := newScenePlay(t, rangerByTwoBlades, nil)
	p := sp.p
	sp.ctx.Settings.ConfirmEnd = true
	r := sp.id('R')
	require.NoError(t, p.apply(rules.StartActivation{Hero: r}))
	sp.idle()
	p.say("Something about the last click.")
	sp.clickButton("Missile")
	assert.Empty(t, p.toast, "the next click cleared it")
	sp.clickButton("Missile") // put away
	require.Empty(t, p.armed.name)
	end := sp.button("End")
	u := p.lay.scale
	x, y := (end.rect.X+end.rect.W/2)*u, (end.rect.Y+end.rect.H/2)*u
	sp.clickAt(x, y)
	sp.clickAt(x, y) // two ticks later
	assert.Equal(t, r, p.g.Active, "a double click does not end it")
	assert.Contains(t, p.toast, "press End again")
	runTicks(t, p, sp.ctx, endReadTicks)
	sp.clickAt(x, y)
	sp.idle()
	assert.Equal(t, rules.NoModel, p.g.Active, "a click after the warning ends it")
}

// The speed button says Instant leaves no moment for a green potion
// (played at 200%: two Heroes fell at Instant, their potions unused).
func TestTheSpeedTipSaysInstantLeavesNoTimeToDrink(t *testing.T) {
	p, ctx := quickStartPlay(t)
	hc := p.hudContext(ctx)
	r := p.speedBtn
	hc.In.X, hc.In.Y = r.X+r.W/2, r.Y+r.H/2
	assert.Contains(t, p.chromeTooltip(hc), "no moment to drink a green potion")
}

// Open Chest with no action point left is greyed with the rules' reason,
// in words, and its tip reads as sentences (played at 200%: it looked
// ready at 0 AP, and the tip ran "…costs 1 action points but … has 0 left
// What it does: …").
func TestOpenChestWithNoActionPointIsGreyed(t *testing.T) {
	sp := newScenePlay(t, chestScenario, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	p.g.Act.APSpent = p.g.MaxAP(p.g.Model(sp.id('W')))
	p.version++
	b := sp.button("Open Chest")
	require.NotNil(t, b)
	assert.Equal(t, "Open Chest costs 1 action point but Sanctioned Witch has 0 left", b.disabled)
	assert.Contains(t, greyedTip(b), "has 0 left. What it does: ")
}
