package scene

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// uiSizes are the interface sizes the action bar and aiming are tested
// at: the design size, and 200% with large text (two rows of buttons, a
// small board).
var uiSizes = []struct {
	scale int
	text  string
}{{100, "normal"}, {200, "large"}}

// scenePlayAt opens the play screen on a scenario at an interface size.
func scenePlayAt(t *testing.T, scale int, text, scenario string) *scenePlay {
	t.Helper()
	s, err := rules.ParseScenario(scenario, nil, arcade.Scenario)
	require.NoError(t, err)
	ctx := displayContext(t, scale, text)
	ctx.Settings.ConfirmEnd = false
	sp := &scenePlay{t: t, p: NewPlay(s.Game, nil, nil), s: s, ctx: ctx}
	t.Cleanup(func() { sp.p.release() }) // its GPU images (scene/release.go), or they add up over the package
	runTicks(t, sp.p, ctx, 2)
	return sp
}

// hoverSquare rests the pointer on a square and draws a frame, as the
// player sees it.
func (sp *scenePlay) hoverSquare(sq tiles.Point) *ebiten.Image {
	x, y := sp.p.cam.ToScreen(float64(sq.X)+0.5, float64(sq.Y)+0.5)
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(sp.t, sp.p, sp.ctx, 1)
	screen := ebiten.NewImage(DesignW, DesignH)
	sp.p.Draw(screen, sp.ctx)
	return screen
}

// witchByCrawler: the Witch with a Crawler in Magic's range and room to
// walk.
const witchByCrawler = `
map
+-+-+-+-+-+-+
|W . . C . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
W Sanctioned Witch
C Crawler
`

// With an attack armed, a click on an empty square the Hero can walk to
// puts the attack away and walks there, and the hover says so and shows
// the path first (played by mouse at 100%: with Magic armed the click only
// put Magic away, said nothing, and a second click was needed).
func TestArmedClickOnASquareToWalkToMovesThere(t *testing.T) {
	for _, set := range uiSizes {
		sp := scenePlayAt(t, set.scale, set.text, witchByCrawler)
		p := sp.p
		require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
		sp.idle()
		sp.clickButton("Magic")
		require.Equal(t, "Magic Attack", p.armed.name)
		to := tiles.Point{X: 1, Y: 1}
		shot := sp.hoverSquare(to)
		saveScreen(t, shot, fmt.Sprintf("aim-walk-ui%d-%s.png", set.scale, set.text))
		assert.NotEmpty(t, p.path, "%d%%: the hover shows the path", set.scale)
		assert.Contains(t, p.aimTip, "put Magic Attack away and move here", "%d%%: the hover says what the click does", set.scale)
		sp.clickSquare(to)
		sp.idle()
		assert.Equal(t, to, p.g.Model(sp.id('W')).Pos, "%d%%: the Witch walked there", set.scale)
		assert.Empty(t, p.armed.name, "%d%%: Magic is put away", set.scale)

		// A lit target still takes the click.
		sp.clickButton("Magic")
		require.Equal(t, "Magic Attack", p.armed.name)
		sp.hoverSquare(tiles.Point{X: 3, Y: 0})
		assert.False(t, p.armedClickMoves(), "%d%%: over the Crawler the click attacks", set.scale)
	}
}

// aimLineAt is the aim line's place and text with the pointer where it is
// (a frame is drawn first: drawing works out the tips).
func (sp *scenePlay) aimLineAt() (render.Rect, string) {
	screen := ebiten.NewImage(DesignW, DesignH)
	sp.p.Draw(screen, sp.ctx)
	b := sp.p.aimLinePlace(sp.p.hudContext(sp.ctx).Painter)
	return b.r, strings.Join(b.lines, " ")
}

// An armed action always says what it waits for, at every size, in a line
// on the board as large on screen as at 100% at least (played by mouse at
// 200% with large text: after Melee the bar's line was empty and nothing
// said to click a target).
func TestArmedActionSaysWhatItWaitsFor(t *testing.T) {
	for _, set := range uiSizes {
		sp := scenePlayAt(t, set.scale, set.text, warriorByCrawler)
		p := sp.p
		require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
		sp.idle()
		r, line := sp.aimLineAt()
		assert.Empty(t, line, "%d%%: nothing armed, nothing to say", set.scale)
		sp.clickButton("Melee")
		require.Equal(t, "Melee Attack", p.armed.name)
		r, line = sp.aimLineAt()
		sp.shot(fmt.Sprintf("aim-hint-ui%d-%s.png", set.scale, set.text))
		assert.Contains(t, line, "Melee Attack: click a lit target", "%d%%", set.scale)
		b := p.lay.board
		assert.True(t, r.X >= b.X && r.Y >= b.Y && r.X+r.W <= b.X+b.W && r.Y+r.H <= b.Y+b.H, "%d%%: on the board: %+v in %+v", set.scale, r, b)
		pt := p.hudContext(sp.ctx).Painter
		assert.GreaterOrEqual(t, pt.Em(p.aimLinePlace(pt).size)*p.lay.scale, 15.0, "%d%%: as large on screen as at 100%%", set.scale)
		for _, id := range append(p.armedTargets(), sp.id('W')) {
			assert.False(t, overlaps(r, p.lay.fromScreen(p.squareRect(p.g.Model(id).Pos))), "%d%%: the line leaves %s in view", set.scale, p.g.Name(id))
		}
	}
}

// heroUnderTwoMonsters: the Warrior at the foot of a column with a
// Crawler and a Spider Speaker above it.
const warriorUnderTwoMonsters = `
map
+-+-+-+-+-+-+
|. . . . . .|
+ + + + + + +
|. . . . . .|
+ + + + + + +
|P . . . . .|
+ + + + + + +
|C . . . . .|
+ + + + + + +
|W . . . . .|
+-+-+-+-+-+-+
end
W Riftling Warrior
C Crawler
P Spider Speaker
`

// Aiming a Lance, what the click will hit is said in the aim line, which
// covers neither the squares the charge crosses nor the Hero, and no tip
// is drawn at the pointer over them (played by mouse at 200% with large
// text: "Demon Charge up: hits Spider Speaker 52% · Crawler 77%" was drawn
// at the pointer, over the line and the targets it described).
func TestLanceAimIsSaidAwayFromItsSquares(t *testing.T) {
	for _, set := range uiSizes {
		sp := scenePlayAt(t, set.scale, set.text, warriorUnderTwoMonsters)
		p := sp.p
		require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
		sp.idle()
		sp.clickButton("Demon Charge")
		require.Equal(t, "Demon Charge", p.armed.name)
		sp.hoverSquare(tiles.Point{X: 0, Y: 2})
		r, line := sp.aimLineAt()
		sp.shot(fmt.Sprintf("aim-lance-ui%d-%s.png", set.scale, set.text))
		assert.Contains(t, line, "Demon Charge up: hits", "%d%%", set.scale)
		assert.Zero(t, p.aimKeep.W, "%d%%: no tip at the pointer", set.scale)
		sq := append(p.previewSquares(), p.g.Model(sp.id('W')).Pos)
		require.Greater(t, len(sq), 2)
		for _, s := range sq {
			assert.False(t, overlaps(r, p.lay.fromScreen(p.squareRect(s))), "%d%%: the line leaves %v in view", set.scale, s)
		}
	}
}

// A potion that needs no aim is readied by a first click and drunk by a
// second, on its button or on the drinker; Esc puts it away unspent
// (played by mouse at 200% with large text: a click meant for Darkforge
// Blade hit Firevine beside it and the potion was gone at once).
func TestSelfPotionIsReadiedBeforeItIsDrunk(t *testing.T) {
	for _, set := range uiSizes {
		for _, confirm := range []string{"button", "drinker", "esc"} {
			sp := scenePlayAt(t, set.scale, set.text, warriorByCrawler)
			p := sp.p
			w := sp.id('W')
			require.NoError(t, p.apply(rules.StartActivation{Hero: w}))
			sp.idle()
			before := p.g.Model(w).Potions
			require.Positive(t, before)
			sp.clickButton("Firevine")
			require.Equal(t, "Firevine", p.armed.name, "%d%%: readied", set.scale)
			assert.Equal(t, before, p.g.Model(w).Potions, "%d%%: not drunk by one click", set.scale)
			_, line := sp.aimLineAt()
			assert.Contains(t, line, "Firevine: click it again, or Riftling Warrior, to drink it", "%d%%", set.scale)
			switch confirm {
			case "button":
				sp.clickButton("Firevine")
			case "drinker":
				sp.clickSquare(p.g.Model(w).Pos)
			case "esc":
				sp.press(ebiten.KeyEscape)
			}
			sp.idle()
			want := before - 1
			if confirm == "esc" {
				want = before
			}
			assert.Equal(t, want, p.g.Model(w).Potions, "%d%% %s", set.scale, confirm)
			assert.Empty(t, p.armed.name, "%d%% %s", set.scale, confirm)
		}
	}
}

// witchAboveCrawler: the Witch with a Crawler in Magic's range on the
// board's last row.
const witchAboveCrawler = `
map
+-+-+-+-+
|. . . .|
+ + + + +
|. . . .|
+ + + + +
|. . . .|
+ + + + +
|. . . .|
+ + + + +
|. . . .|
+ + + + +
|. W . .|
+ + + + +
|. . . .|
+ + + + +
|. C . .|
+-+-+-+-+
end
W Sanctioned Witch
C Crawler
`

// The tip by an aimed-at target never lies over the action bar, even
// with the target at the board's foot (played at 200% with large text:
// "No line of sight" covered Magic, Fire Wave and the armed Magma Strike).
func TestTheAimTipKeepsOffTheActionBar(t *testing.T) {
	for _, set := range uiSizes {
		sp := scenePlayAt(t, set.scale, set.text, witchAboveCrawler)
		p := sp.p
		require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
		sp.idle()
		sp.clickButton("Magic")
		require.Equal(t, "Magic Attack", p.armed.name)
		// Close in, the Crawler on the board's last row: the board's foot
		// at the view's.
		crawler := p.g.Model(sp.id('C')).Pos
		p.cam.Zoom = 90
		p.cam.CX, p.cam.CY = float64(crawler.X)+0.5, float64(p.g.Board.H)
		p.cam.Clamp(p.g.Board.W, p.g.Board.H)
		_, y := p.cam.ToScreen(0, float64(crawler.Y)+0.5)
		require.Greater(t, y, p.cam.View.Y+p.cam.View.H*0.75, "%d%%: the Crawler by the board's foot", set.scale)
		sp.hoverSquare(crawler)
		r, ok := p.aimTipRect(sp.ctx.Painter)
		require.True(t, ok, "%d%%: a tip by the Crawler", set.scale)
		assert.LessOrEqual(t, r.Y+r.H, p.lay.bar.Y+0.01, "%d%%: the tip ends above the bar (%v)", set.scale, r)
	}
}
