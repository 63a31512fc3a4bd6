package scene

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// sorceressActive is a Hexcast Sorceress (W) four squares from a Tower
// Stalker (K), activated.
func sorceressActive(t *testing.T) *scenePlay {
	t.Helper()
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|W . . . K .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
W Hexcast Sorceress
K Tower Stalker
`, nil)
	require.NoError(t, sp.p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	return sp
}

// A support action that rolls says on its button and in its aim what a
// success does, and that it wounds no one (Arcade rulebook, "Action
// Points": blue actions are support; project decision in heroes.yaml:
// the Sorceress's curses wound no one). Played by mouse: Broken Bones'
// tip only said it curses the bones, its aim said "69% to wound", and the
// hit landed only Bane.
func TestASupportActionSaysItWoundsNoOne(t *testing.T) {
	sp := sorceressActive(t)
	p := sp.p
	for _, tc := range []struct{ action, status string }{
		{"Broken Bones", "Bane"},
		{"Frozen Feet", "Ice"},
	} {
		b := sp.button(tc.action)
		require.NotNil(t, b, tc.action)
		assert.Contains(t, b.tip, "A WILL roll, range 8: a success inflicts "+tc.status+".", tc.action)
		assert.Contains(t, b.tip, "No wound", tc.action)
		assertWords(t, b.tip)
		b.onClick()
		runTicks(t, p, sp.ctx, 1)
		require.Equal(t, tc.action, p.armed.queryName())
		label := p.aimAt(p.g.Model(sp.id('W')), p.g.Model(sp.id('K')), tc.action).label
		assert.Contains(t, label, "% to inflict "+tc.status+" (no wound)", tc.action)
		assert.NotContains(t, label, "to wound", tc.action)
		b.onClick() // put away
		runTicks(t, p, sp.ctx, 1)
	}
	// A red attack still tells its wound.
	magic := sp.button("Magic")
	require.NotNil(t, magic)
	magic.onClick()
	runTicks(t, p, sp.ctx, 1)
	label := p.aimAt(p.g.Model(sp.id('W')), p.g.Model(sp.id('K')), p.armed.queryName()).label
	assert.Contains(t, label, "% to wound")
}

// Rough ground's tip says when the active Hero walks it flat (Arcade
// rulebook, "Abilities": Surefoot ignores difficult terrain): the Spider
// Nest's aura says a step costs 1 more, the Tincan's numbers say 1
// (played by mouse: the two disagreed on screen with nothing to say why).
func TestRoughGroundTipNamesTheAbilityThatIgnoresIt(t *testing.T) {
	for _, tc := range []struct {
		hero, says string
	}{
		{"Tincan", "Tincan has Surefoot: rough ground costs it no more than plain floor."},
		{"Sanctioned Witch", ""},
	} {
		sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|H . . . . N|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
H `+tc.hero+`
N Spider Nest
`, nil)
		p := sp.p
		require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('H')}))
		sp.idle()
		sq := tiles.Point{X: 4, Y: 1}
		require.True(t, p.inDifficultAura(sq), "the Nest's ring covers the square")
		tip := p.squareTip(sq)
		assert.Contains(t, tip, "Difficult terrain", tc.hero)
		if tc.says == "" {
			assert.NotContains(t, tip, "no more than plain floor", tc.hero)
			continue
		}
		assert.Contains(t, tip, tc.says)
		assertWords(t, tip)
	}
}

// An action aimed at a friend fires at the Hero whose card is clicked, and
// the card's tip says so first (played at 200% with large text: the
// Herbalist's target stood under the party's chips, and a click on its
// card only moved the camera). Arcade rulebook, "Action Points": an
// augment action targets a friendly model in range.
func TestAFriendsCardTakesTheAim(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|R . F . . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
R Glimmerdusk Ranger
F Hearthsworn Fighter
`, nil)
	p := sp.p
	fighter := p.g.Model(sp.id('F'))
	fighter.Statuses = fighter.Statuses.With(cards.Poison)
	p.version++
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('R')}))
	sp.idle()
	b := sp.button("Herbalist")
	require.NotNil(t, b)
	b.onClick()
	runTicks(t, p, sp.ctx, 1)
	require.True(t, p.cardAims())
	assert.Equal(t, "Click: Herbalist on Hearthsworn Fighter.", p.cardAimTip(sp.id('F')))
	hc := p.hudContext(sp.ctx)
	k := sp.ctx.W / hc.W
	var r render.Rect
	for i, id := range p.heroIDs() {
		if id == sp.id('F') {
			r = p.heroCardRects(hc)[i]
		}
	}
	require.NotZero(t, r.W)
	sp.clickAt((r.X+r.W/2)*k, (r.Y+r.H/2)*k)
	sp.idle()
	assert.False(t, p.g.Model(sp.id('F')).Statuses.Has(cards.Poison), "the card's click cleansed the Fighter")
	assert.Empty(t, p.armed.name, "the action is spent")
}

// An attack greyed for want of a target says why the nearest enemy is not
// one, in the rules' words (played by mouse: a Sorceress three squares
// from the Spider Nest found Magic greyed and took the wall between them
// for the Nest's ring).
func TestAGreyedAttackSaysWhyTheNearestEnemyIsNoTarget(t *testing.T) {
	for _, tc := range []struct{ name, board, says string }{
		{"a wall", `
map
+-+-+-+-+-+-+
|W . .|K . .|
+ + + + + + +
|. . .|. . .|
+-+-+-+-+-+-+
end
W Hexcast Sorceress
K Tower Stalker
`, "Hexcast Sorceress has no line of sight to Tower Stalker: a wall is in the way."},
		{"too far", `
map
+-+-+-+-+-+-+-+-+-+-+-+-+
|W . . . . . . . . . . K|
+-+-+-+-+-+-+-+-+-+-+-+-+
end
W Hexcast Sorceress
K Tower Stalker
`, "Tower Stalker"},
	} {
		sp := newScenePlay(t, tc.board, nil)
		p := sp.p
		require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
		sp.idle()
		b := sp.button("Magic")
		require.NotNil(t, b)
		assert.Contains(t, b.disabled, "No target in range and line of sight. ", tc.name)
		assert.Contains(t, b.disabled, tc.says, tc.name)
		t.Log(b.disabled)
		assertWords(t, b.disabled)
	}
}

// upperFirst capitalises only a small first letter (it turned "Tower
// Stalker …" into "4ower Stalker …": the Classic Consul's line used it on
// the rules' event words, which start with a name).
func TestUpperFirst(t *testing.T) {
	for in, want := range map[string]string{
		"":              "",
		"tower stalker": "Tower stalker",
		"Tower Stalker": "Tower Stalker",
		"élan":          "Élan",
		"(3 squares)":   "(3 squares)",
	} {
		assert.Equal(t, want, upperFirst(in), "%q", in)
	}
}

// An action button's tip keeps off the log's newest lines just above the
// bar (played at 100%: End's tip covered the line saying what the Hero
// had just done).
func TestAButtonsTipKeepsOffTheNewestLogLines(t *testing.T) {
	sp := sorceressActive(t)
	p := sp.p
	for i := 0; i < 40; i++ { // a log full to its foot
		p.log = append(p.log, logLine{text: "Hexcast Sorceress looks around the dungeon."})
	}
	end := sp.button("End")
	require.NotNil(t, end)
	u := p.lay.scale
	sp.ctx.In = Input{X: (end.rect.X + end.rect.W/2) * u, Y: (end.rect.Y + end.rect.H/2) * u}
	runTicks(t, p, sp.ctx, 2)
	p.Draw(ebiten.NewImage(DesignW, DesignH), sp.ctx) // the log is laid out as it is drawn
	tip, keep := p.buttonTip()
	require.NotEmpty(t, tip)
	lines := p.logLinesRect()
	require.NotZero(t, lines.W, "the log shows lines")
	hc := p.hudContext(sp.ctx)
	r := hc.Painter.TooltipAwayRect(tip, keep, sp.ctx.In.X/u, sp.ctx.In.Y/u, hc.W, hc.H)
	assert.False(t, overlaps(r, lines), "the tip %v keeps off the log's lines %v", r, lines)
}

// A square whose cheapest way crosses a harmful tile effect says so before
// the click, and names the cost of a way around (played by mouse: the
// Warrior's walk crossed Frozen Floor and Ice took its unique actions).
func TestTheWayThroughAHarmfulSquareIsToldBeforeTheClick(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+
|W i . . .|
+ +-+-+ + +
|. . . . .|
+-+-+-+-+-+
end
W Riftling Warrior
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	tip := p.squareTip(tiles.Point{X: 2, Y: 0})
	assert.Contains(t, tip, "The cheapest way there crosses Frozen Floor")
	assert.Contains(t, tip, "A way around it costs")
	assertWords(t, tip)
	t.Log(tip)
	assert.NotContains(t, p.squareTip(tiles.Point{X: 0, Y: 1}), "cheapest way", "a safe square says nothing of it")
}

// A square's tip that names the status a step would bring says what the
// status does, in the words the model tooltip uses, once (played by
// mouse: Frozen Floor said a step covers you in Ice and never what Ice
// takes away; Arcade rulebook, "Status Effects").
func TestASquareTipSaysWhatTheStatusItBringsDoes(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+
|W i . . .|
+ +-+-+ + +
|. . . . .|
+-+-+-+-+-+
end
W Riftling Warrior
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	ice, ok := p.wordMeaning("Ice")
	require.True(t, ok)
	for _, sq := range []tiles.Point{{X: 1, Y: 0}, {X: 2, Y: 0}} { // the floor itself, a square past it
		tip := p.squareTip(sq)
		assert.Contains(t, tip, "Ice: "+ice, sq)
		assert.Equal(t, 1, strings.Count(tip, ice), "said once: %s", tip)
		assertWords(t, tip)
	}
	assert.NotContains(t, p.squareTip(tiles.Point{X: 0, Y: 1}), ice, "a safe square says nothing of Ice")
}

// A click on an empty square the armed attack cannot use, where the Hero
// cannot walk, keeps the attack ready and says so (played at 200%: the
// board had slid, the click met an empty square, and nothing said what
// became of the attack).
func TestAnAttackAimedAtNobodyStaysReadyAndSaysSo(t *testing.T) {
	sp := sorceressActive(t)
	p := sp.p
	require.NoError(t, p.apply(rules.Move{Path: []tiles.Point{{X: 1, Y: 0}, {X: 2, Y: 0}, {X: 3, Y: 0}, {X: 3, Y: 1}, {X: 2, Y: 1}, {X: 1, Y: 1}}}))
	sp.idle()
	require.Zero(t, p.g.MPLeft(sp.id('W')), "no walking left")
	sp.clickButton("Magic")
	require.NotEmpty(t, p.armed.name)
	sp.clickSquare(tiles.Point{X: 5, Y: 1})
	assert.NotEmpty(t, p.armed.name, "still ready")
	assert.Contains(t, p.toast, "Nobody there to aim")
	assertWords(t, p.toast)
}

// A greyed action's tip says what the action does as well as why it is
// greyed, and stays a few lines at 200% with large text (played by
// mouse: a greyed Broken Bones said only "No target in range…").
func TestAGreyedActionsTipSaysWhatItDoes(t *testing.T) {
	const far = `
map
+-+-+-+-+-+-+-+-+-+-+-+-+
|W . . . . . . . . . . K|
+-+-+-+-+-+-+-+-+-+-+-+-+
end
W Hexcast Sorceress
K Tower Stalker
`
	for _, large := range []bool{false, true} {
		sp := newScenePlay(t, far, nil)
		if large {
			sp = largePlay(t, far)
		}
		p := sp.p
		require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
		sp.idle()
		for _, tc := range []struct{ label, does string }{
			{"Broken Bones", "What it does: A WILL roll, range 8: a success inflicts Bane."},
			{"Magic", "What it does: Magic Attack with WILL, range 8"},
		} {
			b := sp.button(tc.label)
			require.NotNil(t, b, tc.label)
			require.NotEmpty(t, b.disabled, "%s is greyed: the Stalker is out of range", tc.label)
			u := p.lay.scale
			sp.ctx.In = Input{X: (b.rect.X + b.rect.W/2) * u, Y: (b.rect.Y + b.rect.H/2) * u}
			runTicks(t, p, sp.ctx, 2)
			tip, keep := p.buttonTip()
			assert.True(t, strings.HasPrefix(tip, strings.TrimSpace(b.disabled)), "the reason first: %s", tip)
			assert.Contains(t, tip, tc.does)
			assertWords(t, tip)
			hc := p.hudContext(sp.ctx)
			r := hc.Painter.TooltipAwayRect(tip, keep, sp.ctx.In.X/u, sp.ctx.In.Y/u, hc.W, hc.H)
			assert.Less(t, r.H, hc.H*0.45, "the tip %q is %v tall of %v", tip, r.H, hc.H)
		}
	}
}
