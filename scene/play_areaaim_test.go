package scene

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// warriorBeforeTwoCrawlers: the Riftling Warrior with two Crawlers in a
// row to its right.
const warriorBeforeTwoCrawlers = `
map
+-+-+-+-+-+-+
|W . C . C .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
W Riftling Warrior
C Crawler
`

// An armed Lance (the Riftling Warrior's Demon Charge) pointed at a row of
// monsters says whom it hits, with the chance to wound each — never "not a
// legal target" — and the click then hits exactly those.
func TestAreaPreviewSaysWhatTheClickDoes(t *testing.T) {
	sp := newScenePlay(t, warriorBeforeTwoCrawlers+"dice 5 5 5 5 5 5 5 5 5 5 5 5\n", nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	sp.clickButton("Demon Charge")
	require.Equal(t, "Demon Charge", p.armed.name)
	x, y := p.cam.ToScreen(2.5, 0.5) // on the first Crawler
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(t, p, sp.ctx, 1)
	sp.shot("lance-preview.png") // drawing works out the tip
	tip := p.aimTip
	assert.NotContains(t, p.aimTip, "not a legal target")
	assert.Contains(t, p.aimTip, "Demon Charge right: hits Crawler")
	// Pointing down: the Lance covers no monster, and the preview says so.
	x2, y2 := p.cam.ToScreen(0.5, 1.5)
	sp.ctx.In = Input{X: x2, Y: y2}
	runTicks(t, p, sp.ctx, 1)
	sp.shot("lance-preview-down.png")
	assert.Contains(t, p.aimTip, "no monster")
	sp.clickAt(x, y)
	sp.idle()
	hit := 0
	for _, sq := range []tiles.Point{{X: 2, Y: 0}, {X: 4, Y: 0}} {
		if m := p.g.At(sq); m == nil || m.Wounds > 0 {
			hit++
		}
	}
	assert.Equal(t, strings.Count(tip, "Crawler"), hit, "the click hit the monsters the preview named: %s", tip)
}

// On a board shown turned a quarter (a column of tiles laid out as a
// row), the Lance's direction word names where it points on screen, not
// the rules' compass (played by mouse: a charge drawn downwards read
// "Demon Charge right").
func TestAreaPreviewNamesTheScreenDirectionOnATurnedBoard(t *testing.T) {
	sp := newScenePlay(t, warriorBeforeTwoCrawlers, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	p.cam.Rot = 1 // turned clockwise: the board's east is the screen's south
	sp.clickButton("Demon Charge")
	x, y := p.cam.ToScreen(2.5, 0.5) // on the first Crawler, east on the board
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(t, p, sp.ctx, 1)
	sp.shot("lance-preview-turned.png")
	assert.Contains(t, p.aimTip, "Demon Charge down: hits Crawler")
}

// Sparkle-Charm Bomb (Wave 2, Compel 2, dangerous): the preview names
// everyone caught, friends marked, rolls no chance to wound, and says what
// the chosen Compel path does (Arcade rulebook, "Compel X": "may be moved
// ... up to the value of X in any direction"). With "nobody moves" the
// click leaves every model where it stood.
func TestAreaPreviewSaysWhatACompelDoes(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|W R C . . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
W Sanctioned Witch potions=1
R Riftling Warrior
C Crawler
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	sp.clickButton("Sparkle-Charm Bomb")
	require.Equal(t, "Sparkle-Charm Bomb", p.armed.name)
	x, y := p.cam.ToScreen(1.5, 1.5)
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(t, p, sp.ctx, 1)
	sp.shot("compel-preview.png")
	assert.Equal(t, "Sparkle-Charm Bomb: catches Riftling Warrior (friend) · Crawler; monsters driven up to 2 squares away, friends stay", p.aimTip)
	clickChoice(t, p, sp.ctx, "Compel")
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(t, p, sp.ctx, 1)
	sp.shot("compel-preview-nobody.png")
	assert.Equal(t, "Sparkle-Charm Bomb: catches Riftling Warrior (friend) · Crawler; nobody is moved", p.aimTip)
	sp.clickAt(x, y)
	sp.idle()
	assert.Equal(t, tiles.Point{X: 2, Y: 0}, p.g.Model(sp.id('C')).Pos, "nobody moves")
	assert.Equal(t, tiles.Point{X: 1, Y: 0}, p.g.Model(sp.id('R')).Pos)
	assert.Equal(t, 0, p.g.Model(sp.id('W')).Potions, "the bomb was thrown")
}

// A Burst is aimed at a model but strikes its neighbours too: the preview
// names every monster the click will hit (the Ranger's Sparkle Burst).
func TestBurstPreviewNamesEveryModelHit(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|G . . C B .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
G Glimmerdusk Ranger
C Crawler
B Shadow Spinner
dice 5 5 5 5 5 5 5 5 5 5 5 5
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('G')}))
	sp.idle()
	sp.clickButton("Sparkle Burst")
	require.Equal(t, "Sparkle Burst", p.armed.name)
	// Point at the Crawler until the camera has settled on the board.
	for i := 0; i < 120 && p.aimTip == ""; i++ {
		x, y := p.cam.ToScreen(3.5, 0.5)
		sp.ctx.In = Input{X: x, Y: y}
		runTicks(t, p, sp.ctx, 1)
		sp.shot("burst-preview.png")
	}
	assert.Contains(t, p.aimTip, "Crawler: ")
	assert.Contains(t, p.aimTip, "also hits Shadow Spinner", "the Spinner stands in the burst")
}

// An armed Herbalist (it only removes status effects) aimed at a friend
// with none says why the click would be refused, in the rules' words —
// not "not a legal target" (played by mouse: the Ranger spent an action
// point on a Mage with no status).
func TestRefusedTargetSaysWhy(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|R . P . E .|
+-+-+-+-+-+-+
end
R Glimmerdusk Ranger
P Royal Paladin
E Ember Mage status=Fire
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('R')}))
	sp.idle()
	sp.clickButton("Herbalist")
	require.Equal(t, "Herbalist", p.armed.name)
	x, y := p.cam.ToScreen(2.5, 0.5) // on the Paladin
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(t, p, sp.ctx, 1)
	sp.shot("herbalist-refused.png") // drawing works out the tip
	assert.Equal(t, "Royal Paladin has no status effect for Herbalist to remove", p.aimTip)
	sp.clickAt(x, y)
	assert.Equal(t, 3, p.g.APLeft(sp.id('R')), "no action point spent")
	sp.clickAt(p.cam.ToScreen(4.5, 0.5)) // the burning Mage
	sp.idle()
	assert.Zero(t, p.g.Model(sp.id('E')).Statuses, "the Mage's Fire is gone")
}

// Cleave (Sweep 1, dangerous) strikes friends in its arc too: the
// preview warns of each friend on its own, apart from the monsters and
// their chances, before the click (played by mouse: it wounded a friend
// the preview only marked in passing).
func TestCleavePreviewWarnsOfTheFriendsItHits(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|. W C . . .|
+ + + + + + +
|. F . . . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
F Hearthsworn Fighter
W Sanctioned Witch
C Crawler
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('F')}))
	sp.idle()
	sp.clickButton("Cleave")
	aim := func(bx, by float64) string {
		x, y := p.cam.ToScreen(bx, by)
		sp.ctx.In = Input{X: x, Y: y}
		runTicks(t, p, sp.ctx, 1)
		sp.shot("cleave-friends.png")
		return p.aimTip
	}
	tip := aim(1.5, 0.5)
	assert.Regexp(t, `^Cleave up: hits Crawler \d+% \(chance to wound\); also hits 1 friend: Sanctioned Witch \(it rolls to defend\)$`, tip)
	assert.Regexp(t, `^Cleave right: hits Crawler \d+% \(chance to wound\)$`, aim(2.5, 1.5), "no friend that way: no warning")
	aim(1.5, 0.5)
	sp.clickAt(sp.ctx.In.X, sp.ctx.In.Y)
	sp.idle()
	assert.True(t, sp.logHas("Sanctioned Witch"), "the click struck the friend the preview named")
}
