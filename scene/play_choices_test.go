package scene

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/sprites"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// clickChoice clicks the strip button whose label starts with prefix.
func clickChoice(t *testing.T, p *Play, ctx *Context, prefix string) {
	t.Helper()
	p.layoutChoices(ctx)
	for _, b := range p.choices.rects {
		if strings.HasPrefix(b.label, prefix) {
			ctx.In = Input{X: b.x + 5, Y: b.y + 5, Clicked: true}
			require.True(t, p.choicesClick(ctx))
			ctx.In = Input{}
			return
		}
	}
	t.Fatalf("no %q button in %v", prefix, p.choices.rects)
}

func heroNamed(p *Play, name string) rules.ModelID {
	for _, id := range p.g.Heroes() {
		if p.g.Model(id).Card == name {
			return id
		}
	}
	return rules.NoModel
}

func shotChoices(t *testing.T, p *Play, ctx *Context, name string) {
	p.layoutChoices(ctx)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, name)
}

// Arcade rulebook, "Resolve Effects": hearts and potions rolled go to any
// Hero the party chooses; "Wrath": tokens come from other Heroes once the
// pool is empty. The strip starts on the rules' defaults and a click picks
// a Hero; the choice rides on the next attack.
func TestChoicesHeartsPotionsWrath(t *testing.T) {
	p, ctx := quickStartPlay(t)
	witch := heroNamed(p, "Sanctioned Witch")
	warrior := heroNamed(p, "Riftling Warrior")
	require.NoError(t, p.apply(rules.StartActivation{Hero: witch}))
	runTicks(t, p, ctx, 60)
	p.layoutChoices(ctx)
	require.Len(t, p.choices.rects, 3)
	// The quick start's dungeon leaves a narrow board at 1280x720: the
	// shortest labels, their tooltips saying the rest.
	assert.Equal(t, "Hearts: most hurt", p.choices.rects[0].label, "the default is pre-selected")
	shotChoices(t, p, ctx, "choices-default.png")
	clickChoice(t, p, ctx, "Hearts")
	clickChoice(t, p, ctx, "Potions")
	clickChoice(t, p, ctx, "Wrath")
	first := p.g.Model(p.g.HeroesInPlay()[0]).Card
	assert.Equal(t, "Hearts: "+shortName(first), p.choices.rects[0].label)
	shotChoices(t, p, ctx, "choices-hearts-potions-wrath.png")
	p.g.Model(warrior).Wounds = 2
	ch := p.rollChoices()
	assert.Len(t, ch.Hearts, 2, "one heart per wound the chosen Hero has")
	assert.Equal(t, warrior, ch.Hearts[0].Hero)
	assert.NotContains(t, ch.WrathFrom, witch, "never from the active Hero")
}

// Compel: "A model targeted by Compel may be moved a number of squares up
// to the value of X" in any direction the party likes. Sparkle-Charm Bomb
// with "nobody moves" leaves everyone where they stand.
func TestChoicesCompelPath(t *testing.T) {
	p, ctx := quickStartPlay(t)
	witch := heroNamed(p, "Sanctioned Witch")
	require.NoError(t, p.apply(rules.StartActivation{Hero: witch}))
	runTicks(t, p, ctx, 60)
	act, ok := p.g.FindAction(p.g.Model(witch), "Sparkle-Charm Bomb")
	require.True(t, ok)
	p.armed = armedAction{name: act.Name, act: act, owner: witch}
	p.layoutChoices(ctx)
	require.Len(t, p.choices.rects, 4)
	assert.Equal(t, "Compel: drive monsters away", p.choices.rects[3].label)
	clickChoice(t, p, ctx, "Compel")
	assert.Equal(t, "Compel: nobody moves", p.choices.rects[3].label)
	shotChoices(t, p, ctx, "choices-compel.png")
	cms := p.compelControls(act.Name, rules.Aim{Target: witch}, nil)
	for _, cm := range cms {
		assert.Empty(t, cm.Path)
	}
	clickChoice(t, p, ctx, "Compel")
	assert.Equal(t, "Compel: pull monsters in", p.choices.rects[3].label)
	p.armed = armedAction{}
}

// Arcade rulebook, "Spending Princess Coins": a coin may bring back any
// Hero. The strip offers the fallen one first and cycles through the rest
// of the collection; the chosen card is the one that returns.
func TestChoicesReviveAsAnotherHero(t *testing.T) {
	p, ctx := quickStartPlay(t)
	warrior := heroNamed(p, "Riftling Warrior")
	g := p.g
	g.Destroy(g.Model(warrior), rules.NoModel)
	g.Phase = rules.HeroPowerUp
	p.camFollow = false
	// The camera goes to the gold squares the party must click, from
	// wherever it looked (none in sight: see
	// TestReviveSquaresInSightKeepTheBoardStill).
	p.cam.Zoom, p.cam.CX, p.cam.CY = 90, 0, 0 // the far corner from them
	p.cam.Clamp(g.Board.W, g.Board.H)
	require.False(t, p.anyInView(g.ReviveSquares()))
	require.True(t, p.awaitRevive())
	first := g.ReviveSquares()[0]
	assert.True(t, p.camFollow)
	assert.InDelta(t, float64(first.X)+0.5, p.camGoalX, 0.01)
	assert.InDelta(t, float64(first.Y)+0.5, p.camGoalY, 0.01)
	p.layoutChoices(ctx)
	require.Len(t, p.choices.rects, 1)
	assert.Equal(t, "Return as: Riftling Warrior", p.choices.rects[0].label)
	clickChoice(t, p, ctx, "Return as")
	assert.NotEqual(t, "Return as: Riftling Warrior", p.choices.rects[0].label)
	as := p.choices.reviveAs
	require.NotEmpty(t, as)
	_, isHero := g.Catalog().Heroes[as]
	assert.True(t, isHero)
	shotChoices(t, p, ctx, "choices-revive.png")
	var at = g.ReviveSquares()[0]
	require.NoError(t, p.apply(rules.Revive{Hero: warrior, At: at}))
	assert.Equal(t, as, p.g.Model(warrior).Card, "the chosen Hero returns")
	assert.True(t, p.g.Model(warrior).InPlay)
	var _ cards.Status
}

// Arcade rulebook, "Pull X": the model "may be moved a number of squares
// up to the value of X towards the model using Pull". Dwarven Curse (Pull
// 3) offers all the way (the default), one square, or nobody; the strip's
// choice is the path the rules get.
func TestChoicesPullPath(t *testing.T) {
	for _, tc := range []struct {
		clicks int
		label  string
		at     tiles.Point
	}{
		{0, "Pull: all the way", tiles.Point{X: 1, Y: 0}},
		{1, "Pull: one square", tiles.Point{X: 2, Y: 0}},
		{2, "Pull: nobody moves", tiles.Point{X: 3, Y: 0}},
	} {
		t.Run(tc.label, func(t *testing.T) {
			sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|F . . C . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
F Hearthsworn Fighter
C Spider Speaker
`, nil)
			p := sp.p
			require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('F')}))
			sp.idle()
			sp.clickButton("Dwarven Curse")
			require.Equal(t, "Dwarven Curse", p.armed.name)
			for range tc.clicks {
				clickChoice(t, p, sp.ctx, "Pull")
			}
			p.layoutChoices(sp.ctx)
			assert.Equal(t, tc.label, p.choices.rects[len(p.choices.rects)-1].label)
			// STR 2B1R: 2+2+1 stars beat the Speaker's ARM.
			p.g.ScriptDice(4, 4, 1)
			x, y := p.cam.ToScreen(1.5, 1.5)
			sp.clickAt(x, y)
			sp.idle()
			assert.Equal(t, tc.at, p.g.Model(sp.id('C')).Pos)
			assert.Equal(t, 0, p.choices.compel, "a path is chosen for one use")
		})
	}
}

// Clicking a choice never moves the strip's buttons: each is as wide as
// its widest option, so a second click lands on the same button (issue
// 21: no lost click).
func TestChoicesStripDoesNotMoveUnderThePointer(t *testing.T) {
	p, ctx := quickStartPlay(t)
	require.NoError(t, p.apply(rules.StartActivation{Hero: heroNamed(p, "Sanctioned Witch")}))
	runTicks(t, p, ctx, 60)
	p.layoutChoices(ctx)
	before := slices.Clone(p.choices.rects)
	for _, prefix := range []string{"Hearts", "Potions", "Wrath"} {
		for range 4 {
			clickChoice(t, p, ctx, prefix)
			for i, b := range p.choices.rects {
				assert.Equal(t, [4]float64{before[i].x, before[i].y, before[i].w, before[i].h}, [4]float64{b.x, b.y, b.w, b.h}, "%s after clicking %s", b.label, prefix)
				assert.LessOrEqual(t, b.x+b.w, p.lay.board.X+p.lay.board.W, "%s stays on the board", b.label)
			}
		}
	}
	shotChoices(t, p, ctx, "choices-fixed-widths.png")
}

// A Hero brought back by a Princess Coin stands on the board as itself:
// its death's last frame (a cloud of smoke) does not stay on it.
func TestRevivedHeroIsNotLeftInItsDeathCloud(t *testing.T) {
	p, ctx := quickStartPlay(t)
	warrior := heroNamed(p, "Riftling Warrior")
	g := p.g
	p.speed = 1000 // playback at once
	evs := g.Destroy(g.Model(warrior), rules.NoModel)
	p.queue(evs)
	runTicks(t, p, ctx, 60)
	require.False(t, p.busy())
	assert.True(t, p.view(warrior).hidden, "a destroyed Hero is off the board")
	g.Phase = rules.HeroPowerUp
	require.True(t, p.awaitRevive())
	require.NoError(t, p.apply(rules.Revive{Hero: warrior, At: g.ReviveSquares()[0]}))
	runTicks(t, p, ctx, 60)
	v := p.view(warrior)
	assert.False(t, v.hidden)
	assert.NotEqual(t, sprites.Death, v.anim, "the revived Hero is not drawn dying")
}

// Every choice on the roll-choices strip reads in full (issue 21, item
// 2): at every interface and text size, with the Witch's Compel armed
// too (four buttons), each label and every label a click cycles to fits
// its button at the size it is drawn at. At 1280x720 and 100% the
// quick start's dungeon leaves the board too narrow for one row, and
// "Hearts: most wounded" ran into "Potions: the user".
func TestChoicesLabelsNeverCutShort(t *testing.T) {
	for _, scale := range uiScales {
		for _, text := range textNames() {
			ctx := displayContext(t, scale, text)
			s, err := NewArcadeGame(5)
			require.NoError(t, err)
			p := s.(*Play)
			runTicks(t, p, ctx, 2)
			witch := heroNamed(p, "Sanctioned Witch")
			require.NoError(t, p.apply(rules.StartActivation{Hero: witch}))
			runTicks(t, p, ctx, 60)
			p.objAge = objectiveBannerTicks
			runTicks(t, p, ctx, 2)
			act, ok := p.g.FindAction(p.g.Model(witch), "Sparkle-Charm Bomb")
			require.True(t, ok)
			for _, armed := range []bool{false, true} {
				if armed {
					p.armed = armedAction{name: act.Name, act: act, owner: witch}
				}
				p.layoutChoices(ctx)
				require.NotEmpty(t, p.choices.rects)
				pt := p.hc.Painter
				for _, b := range p.choices.rects {
					for _, l := range append([]string{b.label}, b.alts...) {
						btn := p.choiceButton(pt, b, l)
						assert.True(t, btn.LabelFits(pt), "%d%% %s (Compel armed %v): %q in a button %.0f wide needs %.0f", scale, text, armed, l, b.w-10,
							pt.TextWidth(l, pt.Fonts.Bold, btn.LabelSize(pt)))
					}
				}
				if scale == 100 && text == "normal" || scale == 200 && text == "large" {
					screen := ebiten.NewImage(DesignW, DesignH)
					p.Draw(screen, ctx)
					saveScreen(t, screen, fmt.Sprintf("choices-whole-%d-%s-compel-%v.png", scale, text, armed))
				}
			}
			p.armed = armedAction{}
		}
	}
}

// At 200% with large text, with the goal and two cards in play in the
// column beside the board, four choices (hearts, potions, wrath and a
// pull path) take the log's place rather than the board (played by
// mouse: Fight Me's four choices stacked over almost all the board).
func TestFourChoicesKeepOffTheBoardAt200(t *testing.T) {
	ctx := displayContext(t, 200, "large")
	var p *Play
	for seed := uint64(3); seed < 40; seed++ {
		q, err := newPlayFromSetup(arcade.Setup{Seed: seed, Heroes: []string{"Hearthsworn Fighter", "Moonspire Guardian", "Sanctioned Witch"}})
		require.NoError(t, err)
		runTicks(t, q, ctx, 2)
		if q.lay.goal.W > 0 {
			p = q
			break
		}
	}
	require.NotNil(t, p, "a dungeon with the goal in the column")
	consulOf(p.g).Challenge = "Bite Back"
	consulOf(p.g).Plot = "Curse of Decay"
	fighter := heroNamed(p, "Hearthsworn Fighter")
	require.NoError(t, p.apply(rules.StartActivation{Hero: fighter}))
	for i := 0; i < 600 && p.busy(); i++ {
		runTicks(t, p, ctx, 1)
	}
	runTicks(t, p, ctx, 2)
	b := barButton(p, "Dwarven Curse")
	require.NotNil(t, b, "Dwarven Curse in the bar (have %v)", buttonLabels(p))
	u := p.lay.scale
	ctx.In = Input{X: (b.rect.X + b.rect.W/2) * u, Y: (b.rect.Y + b.rect.H/2) * u, Clicked: true}
	runTicks(t, p, ctx, 1)
	ctx.In = Input{}
	runTicks(t, p, ctx, 2)
	require.Equal(t, "Dwarven Curse", p.armed.name)
	require.Len(t, p.choices.rects, 4, "hearts, potions, wrath and the pull")
	for _, c := range p.choices.rects {
		assert.False(t, overlaps(render.Rect{X: c.x, Y: c.y, W: c.w, H: c.h}, p.lay.board), "%q over the board", c.label)
	}
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "choices-four-ui200-large.png")
}

// The "Return as" cycle starts at the fallen Hero and does not offer it
// again among the others; another Hero chosen, the strip and the bar say
// the fallen one's gear and potions are lost (played at 100%: the Paladin
// came round twice, and his four items went without a word).
func TestReturnAsOffersTheFallenOnceAndSaysTheGearGoes(t *testing.T) {
	p, ctx := quickStartPlay(t)
	warriorFalls(t, p)
	seen := map[string]int{}
	for as := p.nextReviveHero(""); as != ""; as = p.nextReviveHero(as) {
		seen[as]++
		require.Less(t, len(seen), 100)
	}
	assert.NotContains(t, seen, "Riftling Warrior", "the fallen Hero is the cycle's start only")
	for name, n := range seen {
		assert.Equal(t, 1, n, name)
	}
	p.layoutChoices(ctx)
	assert.Equal(t, "click for another Hero", p.choices.rects[0].sub)
	clickChoice(t, p, ctx, "Return as")
	p.layoutChoices(ctx)
	assert.Equal(t, "no Warrior's gear · click for another", p.choices.rects[0].sub)
	assert.Contains(t, p.barMessage(), "Riftling Warrior's gear and potions are lost")
}
