package scene

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// burglarAmidTowers is the play-testers' first turn at 200%: four Heroes
// at the foot of an eight-square dungeon, the Cat Burglar among them,
// Tower monsters in most rows above and a spawning point near the top.
const burglarAmidTowers = `
map
+-+-+-+-+-+-+-+-+
|. . . . . . . .|
+ + + + + + + + +
|. . E . . . . .|
+ + + + + + + + +
|A . B . D . . .|
+ + + + + + + + +
|. . . . . . . .|
+ + + + + + + + +
|. F . . . . . .|
+ + + + + + + + +
|. . G K . . . .|
+ + + + + + + + +
|. . . R H . . .|
+ + + + + + + + +
|. . . T . . . .|
+-+-+-+-+-+-+-+-+
end
K Cat Burglar
T Tincan
H Hexcast Sorceress
R Glimmerdusk Ranger
A Tower Stalker
B Tower Blackblade
D Tower Stalker
E Tower Stalker
F Tower Stalker
G Tower Blackblade
`

// burglarUnder is an eight-square dungeon with the Cat Burglar in a row
// and a Tower Blackblade just above it, the Tincan in a corner.
func burglarUnder(row int) string {
	var b strings.Builder
	b.WriteString("map\n+-+-+-+-+-+-+-+-+\n")
	for y := 0; y < 8; y++ {
		line := []byte("|. . . . . . . .|")
		switch y {
		case row - 1:
			line[7] = 'B'
		case row:
			line[7] = 'K'
		}
		if y == 0 {
			line[1] = 'T'
		}
		b.Write(line)
		if y < 7 {
			b.WriteString("\n+ + + + + + + + +\n")
		}
	}
	b.WriteString("\n+-+-+-+-+-+-+-+-+\nend\nK Cat Burglar\nB Tower Blackblade\nT Tincan\n")
	return b.String()
}

// With an attack armed, the chance by a hovered target is never hidden
// by the aim line, wherever the target stands (played by mouse at 100%:
// "Magic Attack: click a lit target" covered the lower half of "Tower
// Blackblade: 67% to wound"; at 200% with large text the whole tip).
func TestAimLineLeavesTheTargetsTipWhole(t *testing.T) {
	for _, set := range uiSizes {
		for row := 1; row < 8; row++ {
			sp := scenePlayAt(t, set.scale, set.text, burglarUnder(row))
			p := sp.p
			require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('K')}))
			sp.idle()
			sp.clickButton("Melee")
			require.Equal(t, "Melee Attack", p.armed.name)
			sp.hoverSquare(p.g.Model(sp.id('B')).Pos)
			r, line := sp.aimLineAt()
			require.Contains(t, line, "Melee Attack", "%d%% row %d", set.scale, row)
			tip, ok := p.aimTipRect(p.hudContext(sp.ctx).Painter)
			require.True(t, ok, "%d%% row %d: a tip by the target", set.scale, row)
			require.Contains(t, p.aimTip, "to wound")
			if overlaps(r, tip) {
				sp.shot(fmt.Sprintf("aim-tip-ui%d-%s-row%d.png", set.scale, set.text, row))
			}
			assert.False(t, overlaps(r, tip), "%d%% row %d: the line %+v leaves the tip %+v whole", set.scale, row, r, tip)
		}
	}
}

// The aim line is never cut: whole, in as many lines as it needs (or its
// shorter wording), as large on screen as at 100% at least, and it
// covers no model, no square the armed action aims at and no tip (played
// by mouse at 200% with large text: "Throwing Knives: point from the Hero
// the wa…" over the board's top rows and a spawning tower, "Throwing
// Knives up: hits Tower Stalker 44…" over the Heroes' own squares).
func TestAimLineIsWholeAndKeepsOffModels(t *testing.T) {
	for _, set := range uiSizes {
		for i, c := range []struct {
			action string
			hover  *tiles.Point
		}{
			{"Throwing Knives", nil},
			{"Throwing Knives", &tiles.Point{X: 3, Y: 2}},
			{"Throwing Knives", &tiles.Point{X: 0, Y: 5}},
			{"Throwing Knives", &tiles.Point{X: 7, Y: 5}},
			{"Melee", nil},
		} {
			sp := scenePlayAt(t, set.scale, set.text, burglarAmidTowers)
			p := sp.p
			require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('K')}))
			sp.idle()
			sp.clickButton(c.action)
			require.NotEmpty(t, p.armed.name)
			name := fmt.Sprintf("%d%% %s", set.scale, c.action)
			if c.hover != nil {
				sp.hoverSquare(*c.hover)
				name += fmt.Sprintf(" at %v", *c.hover)
			}
			sp.aimLineAt()
			pt := p.hudContext(sp.ctx).Painter
			b := p.aimLinePlace(pt)
			line := strings.Join(b.lines, " ")
			long, short := p.armedHints()
			if p.aimTip != "" {
				long, short = p.aimTip, p.aimTip
			}
			sp.shot(fmt.Sprintf("aim-whole-ui%d-%s-%d.png", set.scale, set.text, i))
			assert.NotContains(t, line, "…", name)
			assert.Contains(t, []string{long, short}, line, "%s: the whole line", name)
			assert.GreaterOrEqual(t, pt.Em(b.size)*p.lay.scale, pt.Em(15)-0.01, "%s: as large on screen as at 100%%", name)
			for _, sq := range p.aimKeepSquares() {
				assert.False(t, overlaps(b.r, p.lay.fromScreen(p.squareRect(sq))), "%s: the line %+v leaves %v in view", name, b.r, sq)
			}
			if !overlaps(b.r, p.lay.board) {
				g := p.lay.goal
				inGoal := g.W > 0 && b.r.X == g.X && b.r.Y == g.Y && b.r.W == g.W // from the goal's place down over the log's top
				assert.True(t, inGoal || b.r.Y >= p.lay.bar.Y, "%s: off the board %+v, in the bar or the goal's place", name, b.r)
				continue
			}
			for _, m := range p.g.Models {
				if m.InPlay {
					assert.False(t, overlaps(b.r, p.lay.fromScreen(p.squareRect(m.Pos))), "%s: the line %+v leaves %s in view", name, b.r, m.Card)
				}
			}
		}
	}
}

// With the pointer still on the button that armed the action, the
// button's tip and the aim line are both whole (played by mouse at 100%:
// Magic's tip hid the lower half of "Magic Attack: click a lit target").
func TestAimLineKeepsOffTheButtonsTip(t *testing.T) {
	for _, set := range uiSizes {
		sp := scenePlayAt(t, set.scale, set.text, witchByCrawler)
		p := sp.p
		require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
		sp.idle()
		sp.clickButton("Magic")
		require.Equal(t, "Magic Attack", p.armed.name)
		r, line := sp.aimLineAt()
		require.Contains(t, line, "Magic Attack")
		tip, ok := p.buttonTipRect(p.hudContext(sp.ctx).Painter)
		require.True(t, ok, "%d%%: the pointer rests on Magic, its tip shows", set.scale)
		sp.shot(fmt.Sprintf("aim-buttontip-ui%d-%s.png", set.scale, set.text))
		assert.False(t, overlaps(r, tip), "%d%%: the line %+v clear of the tip %+v", set.scale, r, tip)
	}
}
