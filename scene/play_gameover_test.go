package scene

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Once the game is over the action bar empties: no button stays beside
// the game-over panel that a click would not answer, and a click where
// one was, or on the board, does nothing (played by mouse at 200% with
// large text: Melee still showed left of the Victory panel, and its click
// toasted "the game is over (heroes won)" over the panel's numbers).
func TestGameOverEmptiesTheBar(t *testing.T) {
	ctx := displayContext(t, 200, "large")
	s, err := NewArcadeGame(5)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	hero := p.g.Heroes()[0]
	require.NoError(t, p.apply(rules.StartActivation{Hero: hero}))
	runTicks(t, p, ctx, 120)
	end := barButton(p, "End")
	require.NotNil(t, end, "the active Hero's bar has End (have %v)", buttonLabels(p))
	u := p.lay.scale
	endX, endY := (end.rect.X+end.rect.W/2)*u, (end.rect.Y+end.rect.H/2)*u

	p.g.Over = "heroes"
	p.version++
	runTicks(t, p, ctx, 2)
	assert.Empty(t, buttonLabels(p), "no action is offered once the game is over")

	click := func(x, y float64) {
		ctx.In = Input{X: x, Y: y}
		runTicks(t, p, ctx, 1)
		ctx.In.Clicked = true
		runTicks(t, p, ctx, 1)
	}
	click(endX, endY)
	assert.Empty(t, p.toast, "a click where End was says nothing")
	assert.Equal(t, hero, p.g.Active, "and ends nothing")

	v := p.cam.View
	click(v.X+v.W/2, v.Y+v.H/2)
	assert.Empty(t, p.toast, "a click on the board says nothing")
}

// The blow that ends the game is seen: the game-over panel waits until
// the last roll's dice have shown (played at 200%: the final blow's dice
// never showed before the victory).
func TestGameOverPanelWaitsForTheLastRoll(t *testing.T) {
	sp := newScenePlay(t, warriorByCrawler, nil)
	p := sp.p
	warriorAttacksCrawler(t, sp) // the roll played back
	require.True(t, p.diceShown(), "the roll is on show")
	p.g.Over = "heroes" // as if that blow had won
	p.version++
	runTicks(t, p, sp.ctx, 1)
	assert.False(t, p.overShown(), "the panel waits while the dice show")
	runTicks(t, p, sp.ctx, diceTrayTicks+2)
	assert.False(t, p.diceShown())
	assert.True(t, p.overShown(), "then it comes up")
}

// The game-over numbers are one to a row, each named for what it counts:
// the backpack's cards are loot and treasure alike (played by mouse:
// "Chests opened · loot in the backpack 3 · 2", the 2 being treasures).
// The panel is tall enough for every row above its buttons.
func TestGameOverRowsCountOneThingEach(t *testing.T) {
	ctx := displayContext(t, 100, "normal")
	s, err := NewArcadeGame(5)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	p.stats.chestsOpened = 3
	p.g.Backpack = []string{"Holy Symbol", "Kobold Firebomb Sack"}
	rows := map[string]string{}
	for _, r := range p.gameOverRows() {
		assert.NotContains(t, r[0], "·", "one number a row")
		assert.NotContains(t, r[1], "·", "one number a row")
		rows[r[0]] = r[1]
	}
	assert.Equal(t, "3", rows["Chests opened"])
	assert.Equal(t, "2", rows["Cards left in the backpack"])
	mc, r := p.gameOverModal(ctx)
	pt := mc.Painter
	rowH := max(25, pt.Em(17)*1.45)
	_, sub, _ := p.gameOverText()
	top := r.Y + 24 + pt.Em(56)*1.25 + 10 + float64(len(pt.Wrap(sub, pt.Fonts.Regular, 17, r.W-40)))*pt.Em(17)*1.3 + 14
	assert.LessOrEqual(t, top+float64(len(rows))*rowH, r.Y+r.H-74, "the rows end above the buttons")
}

// The defeat panel says why: which Hero fell with no Princess Coin left
// (played at 100%: the panel covered the log's lines that said so).
func TestDefeatSaysWhoFellWithNoCoinLeft(t *testing.T) {
	p, _ := quickStartPlay(t)
	e := rules.HeroDown{Hero: rules.Ref{Name: "Royal Paladin"}, Coins: 0}
	p.log = append(p.log, logLine{text: logText(e), kind: e.Kind()})
	p.g.Over, p.g.Coins = "consul", 0
	title, sub, _ := p.gameOverText()
	assert.Equal(t, "Defeat", title)
	assert.Contains(t, sub, "Royal Paladin fell with no Princess Coin left")
}

// Two Heroes falling in one turn with one coin left end the game too
// (Arcade rulebook, "Victory"): the defeat panel says so (played at 200%:
// it said only that the monsters held the dungeon).
func TestDefeatSaysTwoFellWithOneCoin(t *testing.T) {
	p, _ := quickStartPlay(t)
	hs := p.g.Heroes()
	for _, id := range hs[:2] {
		m := p.g.Model(id)
		p.g.Destroyed = append(p.g.Destroyed, rules.Destruction{Model: id, Card: m.Card, Kind: rules.KindHero})
	}
	p.g.Over, p.g.Coins = "consul", 1
	_, sub, _ := p.gameOverText()
	assert.Contains(t, sub, p.g.Model(hs[0]).Card+" and "+p.g.Model(hs[1]).Card+" fell this turn with only 1 Princess Coin to bring them back")
	assertWords(t, sub)
}

// The end is told last: the blow that destroys the boss tells its wrath
// before "the game is over" (played by mouse: the Paladin's wrath for the
// last wound came after the game-over line).
func TestTheGameOverLineComesLast(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|W Q . . . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
W Riftling Warrior
Q The Midnight Queen wounds=5
dice 4 4 4 4 0 0 0 0 0 0 0 0
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	from := len(p.log)
	require.NoError(t, p.apply(rules.Attack{Attr: cards.STR, Target: sp.id('Q')}))
	for i := 0; i < 3000 && p.busy(); i++ {
		runTicks(t, p, sp.ctx, 1)
	}
	require.Equal(t, "heroes", p.g.Over, "the blow destroyed the boss")
	var texts []string
	for _, l := range p.log[from:] {
		texts = append(texts, l.text)
	}
	require.NotEmpty(t, texts)
	assert.Contains(t, strings.Join(texts, "\n"), "wrath", "the blow's wrath is told")
	assert.Contains(t, texts[len(texts)-1], "over", "the last line is the game's end: %q", texts)
}
