package scene

import (
	"fmt"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// fullBackpackPlay is an Arcade game skipped ahead to the Heroes'
// power-up with seven cards in the backpack (the decks are dealt, so a
// trade can draw a treasure), the panel open.
func fullBackpackPlay(t *testing.T, ctx *Context) *Play {
	t.Helper()
	s, err := NewArcadeGame(3)
	require.NoError(t, err)
	p := s.(*Play)
	p.g.Phase = rules.HeroPowerUp
	p.g.Backpack = []string{"Bent Nail", "Witch Hat", "Bubbly Beverage", "Adventurer Plate", "Bent Nail", "Witch Hat", "Bubbly Beverage"}
	runTicks(t, p, ctx, 2)
	require.True(t, p.needsPowerUp(), "the backpack opens in the power-up")
	return p
}

// At 200% with large text the power-up panel has room for a few rows of
// the backpack: a line under them pages through the others (the wheel
// scrolls them too), so every card can be seen and chosen (played by
// mouse: three rows showed and the rest could not be reached).
func TestPowerUpPanelReachesEveryBackpackCard(t *testing.T) {
	ctx := displayContext(t, 200, "large")
	p := fullBackpackPlay(t, ctx)
	g := p.g
	require.Less(t, len(p.puCards), len(g.Backpack), "not every card fits at 200% with large text")
	require.Positive(t, p.puMore.W, "a line leads to the others")

	k := ctx.W / p.pc.W // the panel's context, in the screen's pixels
	at := func(r render.Rect) (float64, float64) { return (r.X + r.W/2) * k, (r.Y + r.H/2) * k }
	seen := map[int]bool{}
	for page := 0; page < len(g.Backpack); page++ {
		for row := range p.puCards {
			seen[p.powerUpCard(row)] = true
		}
		x, y := at(p.puMore)
		ctx.In = Input{X: x, Y: y, Clicked: true}
		runTicks(t, p, ctx, 1)
	}
	assert.Len(t, seen, len(g.Backpack), "every card showed in a row")

	// The last card, paged to, is chosen by a click on its row.
	for i := 0; i < 20 && p.powerUpCard(len(p.puCards)-1) != len(g.Backpack)-1; i++ {
		x, y := at(p.puMore)
		ctx.In = Input{X: x, Y: y, Clicked: true}
		runTicks(t, p, ctx, 1)
	}
	x, y := at(p.puCards[len(p.puCards)-1])
	ctx.In = Input{X: x, Y: y, Clicked: true}
	runTicks(t, p, ctx, 1)
	assert.Equal(t, g.Backpack[len(g.Backpack)-1], p.puSelected)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "powerup-ui200-large-paged.png")

	// The wheel over the panel scrolls the rows, not the board.
	p.puFirst = 0
	runTicks(t, p, ctx, 1)
	zoom := p.cam.Zoom
	x, y = at(p.puCards[0])
	ctx.In = Input{X: x, Y: y, WheelY: -1}
	runTicks(t, p, ctx, 1)
	assert.Equal(t, 1, p.puFirst, "the wheel scrolled a card")
	assert.Equal(t, zoom, p.cam.Zoom, "the board behind did not zoom")
}

// Arcade rulebook, "Power-Up" (Explore, "Power-Up Phase"): 1. Rewards,
// then 3. Equipment, "this treasure may be equipped immediately". A
// monster fell in the Hero turn; as the turn ends the power-up panel
// opens with its loot in the backpack, marked new, and a click on it and
// on a Hero's card wears it in that same power-up.
func TestPowerUpPanelShowsTheTurnsLootAtOnce(t *testing.T) {
	for _, tc := range []struct {
		name, fell string // an Arcade elite, an Explore 16-Bit monster
		new        func(t *testing.T) (*Play, *Context)
	}{
		{"arcade", "Shadow Spinner", func(t *testing.T) (*Play, *Context) {
			ctx := newContext(t)
			s, err := NewArcadeGame(3)
			require.NoError(t, err)
			runTicks(t, s, ctx, 2)
			return s.(*Play), ctx
		}},
		{"explore", "Tower Stalker", func(t *testing.T) (*Play, *Context) { return explorePlay(t, 3, ExploreRoles{ConsulAI: true}) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, ctx := tc.new(t)
			g := p.g
			require.Equal(t, rules.HeroTurn, g.Phase)
			require.Empty(t, g.Backpack)
			// The Hero turn as it would stand after its activations
			// destroyed the monster (one loot in Arcade, two in Explore).
			g.ActivationsThisTurn = g.ActivationsPerTurn()
			g.Destroyed = append(g.Destroyed, rules.Destruction{Model: rules.NoModel, Card: tc.fell, Kind: rules.KindMonster, Tile: 1, Phase: rules.HeroTurn})
			loot := g.Deck(rules.LootDeck)
			loot.Draw = append([]string{"Witch Hat", "Lead Boots"}, loot.Draw...)
			require.NoError(t, p.apply(rules.EndPhase{}), "the End turn button's command")
			require.Equal(t, rules.HeroPowerUp, p.g.Phase)
			for i := 0; i < 600 && p.busy(); i++ {
				runTicks(t, p, ctx, 1)
			}
			runTicks(t, p, ctx, 2)
			require.True(t, p.needsPowerUp(), "the panel opens with the turn's loot")
			require.Equal(t, "Witch Hat", p.g.Backpack[0])
			assert.True(t, p.newCards()[0], "the loot is marked new")
			require.NotEmpty(t, p.puCards)
			screen := ebiten.NewImage(DesignW, DesignH)
			p.Draw(screen, ctx)
			saveScreen(t, screen, "powerup-new-loot-"+tc.name+".png")

			k := ctx.W / p.pc.W
			r := p.puCards[0]
			ctx.In = Input{X: (r.X + r.W/2) * k, Y: (r.Y + r.H/2) * k, Clicked: true}
			runTicks(t, p, ctx, 1)
			require.Equal(t, "Witch Hat", p.puSelected)
			hero := p.heroIDs()[0]
			hr := p.heroCardRects(ctx)[0]
			ctx.In = Input{X: hr.X + hr.W/2, Y: hr.Y + hr.H/2, Clicked: true}
			runTicks(t, p, ctx, 1)
			assert.NotContains(t, p.g.Backpack, "Witch Hat", "worn in the power-up it was earned in")
			assert.Contains(t, p.g.Model(hero).Slots, "Witch Hat")
		})
	}
}

// Arcade rulebook, "Backpack": the party trades any six loot cards. With
// more than six in the backpack the player clicks the six to give (none
// is marked until chosen, so no card goes unasked), Confirm trade waits
// for six, a treasure or a seventh card is refused with a reason, and the
// trade gives exactly the six chosen (issue 21, item 11: it took the six
// oldest, no choice).
func TestPowerUpTradeGivesTheSixChosen(t *testing.T) {
	for _, set := range []struct {
		scale int
		text  string
	}{{100, "normal"}, {200, "large"}} {
		// Eight loot cards and a treasure; the two oldest loot (Bent Nail,
		// Witch Hat) are the ones to keep.
		p, ctx := powerUpOpen(t, set.scale, set.text, "Bent Nail", "Witch Hat", "Moonsilver Rapier", "Bubbly Beverage", "Adventurer Plate", "Bent Nail", "Witch Hat", "Bubbly Beverage", "Adventurer Plate")
		click := func(r render.Rect) { clickPanelMiddle(t, p, ctx, r) }
		// clickCard clicks backpack place i, paging the list to it.
		clickCard := func(i int) {
			for range len(p.g.Backpack) {
				if i >= p.puFirst && i < p.puFirst+len(p.puCards) {
					break
				}
				click(p.puMore)
			}
			require.True(t, i >= p.puFirst && i < p.puFirst+len(p.puCards), "%d%% %s: place %d shown", set.scale, set.text, i)
			click(p.puCards[i-p.puFirst])
		}
		before := slices.Clone(p.g.Backpack)
		click(p.puTrade)
		require.True(t, p.puTradeAsk, "the first click asks")
		assert.Empty(t, p.tradeIndexes(), "nothing is marked until the player chooses")
		click(p.puTrade)
		assert.Equal(t, before, p.g.Backpack, "Confirm trade waits for six")
		assert.Contains(t, p.toast, "Choose 6 more loot cards")
		clickCard(2)
		assert.Contains(t, p.toast, "Moonsilver Rapier is a treasure")
		for _, i := range []int{3, 4, 5, 6, 7, 8} {
			clickCard(i)
		}
		assert.Len(t, p.tradeIndexes(), 6)
		clickCard(0)
		assert.Contains(t, p.toast, "Six cards are chosen")
		assert.False(t, p.tradeIndexes()[0], "a seventh is not marked")
		clickCard(8) // a change of mind: unmarked, then marked again
		assert.Len(t, p.tradeIndexes(), 5)
		clickCard(8)
		ctx.In = Input{} // the pointer away: no card's tooltip in the picture
		runTicks(t, p, ctx, 1)
		screen := ebiten.NewImage(DesignW, DesignH)
		p.Draw(screen, ctx)
		saveScreen(t, screen, fmt.Sprintf("trade-chosen-ui%d-%s.png", set.scale, set.text))
		click(p.puTrade)
		assert.False(t, p.puTradeAsk)
		require.Len(t, p.g.Backpack, 4, "six loot became one treasure")
		// Copies of a card are alike (the rules give up the first copy of
		// each name): what stays is one Bent Nail, one Witch Hat, the
		// Rapier and the new treasure.
		assert.ElementsMatch(t, []string{"Bent Nail", "Witch Hat", "Moonsilver Rapier"}, p.g.Backpack[:3], "the chosen six went")
		// What the trade bought is in view, chosen, and named (played at
		// 200%: the panel went back to its first page, nothing said what).
		bought := p.g.Backpack[3]
		assert.Equal(t, bought, p.puBought)
		assert.Equal(t, bought, p.puSelected, "chosen, ready to wear")
		shown := false
		for row := range p.puCards {
			shown = shown || p.powerUpCard(row) == 3
		}
		assert.True(t, shown, "%d%% %s: its row is in view", set.scale, set.text)
	}
}

// While the trade asks which six cards go, Done's place reads Cancel
// trade: a click there unmarks everything and keeps the panel open, with
// no card gone (played at 200% with large text: the trade had no way out
// but a click somewhere else, which nothing told).
func TestPowerUpTradeCanBeCalledOff(t *testing.T) {
	p, ctx := powerUpOpen(t, 200, "large", "Bent Nail", "Witch Hat", "Bubbly Beverage", "Adventurer Plate", "Bent Nail", "Witch Hat", "Bubbly Beverage")
	click := func(r render.Rect) { clickPanelMiddle(t, p, ctx, r) }
	before := slices.Clone(p.g.Backpack)
	click(p.puTrade)
	require.True(t, p.puTradeAsk, "the first click asks")
	click(p.puCards[0])
	require.Len(t, p.tradeIndexes(), 1)
	k := p.hc.W / p.pc.W * p.lay.scale
	ctx.In = Input{X: (p.puDone.X + 5) * k, Y: (p.puDone.Y + 5) * k}
	runTicks(t, p, ctx, 2)
	assert.Equal(t, "Call the trade off: every card stays in the backpack.", p.powerUpTooltip(ctx))
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "trade-cancel-ui200-large.png")
	click(p.puDone)
	assert.False(t, p.puTradeAsk, "the trade is called off")
	assert.Empty(t, p.tradeIndexes())
	assert.Equal(t, before, p.g.Backpack, "no card went")
	assert.Equal(t, rules.HeroPowerUp, p.g.Phase, "Cancel trade is not Done")
	assert.True(t, p.needsPowerUp(), "the panel stays open")
}

// The power-up panel is modal: with the pointer on its header, over the
// goal panel that lies under it, the frame is the same as with the pointer
// on its header over the board — no tooltip of what is underneath (played
// by mouse at 200% with large text: the goal's tooltip covered the
// backpack's cards).
func TestPowerUpPanelHidesTheTipsUnderIt(t *testing.T) {
	ctx := displayContext(t, 200, "large")
	p := fullBackpackPlay(t, ctx)
	u, k := p.lay.scale, ctx.W/p.pc.W
	goal, _ := p.objectiveRects(p.hc.Painter)
	goal = render.Rect{X: goal.X * u, Y: goal.Y * u, W: goal.W * u, H: goal.H * u}
	panel := render.Rect{X: p.puPanel.X * k, Y: p.puPanel.Y * k, W: p.puPanel.W * k, H: p.puPanel.H * k}
	y := max(goal.Y, panel.Y) + 12
	require.True(t, goal.Contains(goal.X+goal.W/2, y) && panel.Contains(goal.X+goal.W/2, y), "the panel %v covers the goal %v", panel, goal)
	frame := func(x float64) []byte {
		ctx.In = Input{X: x, Y: y}
		runTicks(t, p, ctx, 30)
		screen := ebiten.NewImage(DesignW, DesignH)
		p.Draw(screen, ctx)
		pix := make([]byte, 4*DesignW*DesignH)
		screen.ReadPixels(pix)
		return pix
	}
	overBoard := frame(panel.X + 20)
	overGoal := frame(goal.X + goal.W/2)
	// Inside the panel the two frames are the same; the board's models
	// (and the chart's boss token) move between them.
	v := p.cam.View
	var differ int
	for py := 0; py < DesignH; py++ {
		for px := 0; px < DesignW; px++ {
			i := 4 * (py*DesignW + px)
			if panel.Contains(float64(px), float64(py)) && !v.Contains(float64(px), float64(py)) && string(overBoard[i:i+4]) != string(overGoal[i:i+4]) {
				differ++
			}
		}
	}
	assert.Zero(t, differ, "nothing under the panel shows a tooltip")
}

// A Cursed card a Hero has a free slot for must be worn before the
// power-up ends: Done says so, and a click on it chooses that card and
// brings its row into view, so the next click on a Hero's card wears it
// (played by mouse at 200% with large text: Done looked ready, a click
// only toasted the rules' refusal, and Lead Boots sat on the second page).
func TestPowerUpDoneLeadsToTheCursedCard(t *testing.T) {
	ctx := displayContext(t, 200, "large")
	s, err := NewArcadeGame(3)
	require.NoError(t, err)
	p := s.(*Play)
	p.g.Phase = rules.HeroPowerUp
	p.g.Backpack = []string{"Bent Nail", "Witch Hat", "Bubbly Beverage", "Adventurer Plate", "Lead Boots"}
	runTicks(t, p, ctx, 2)
	require.True(t, p.needsPowerUp(), "the backpack opens in the power-up")
	require.Less(t, len(p.puCards), 5, "Lead Boots is not on the first page at 200% with large text")
	_, why := p.doneReason()
	require.NotEmpty(t, why, "Done has a reason not to close the panel yet")

	k := ctx.W / p.pc.W
	ctx.In = Input{X: (p.puDone.X + p.puDone.W/2) * k, Y: (p.puDone.Y + p.puDone.H/2) * k, Clicked: true}
	runTicks(t, p, ctx, 3)
	ctx.In = Input{X: 10, Y: 10} // the pointer moves on to the Heroes' cards
	assert.True(t, p.needsPowerUp(), "the panel stays open")
	assert.Equal(t, "Lead Boots", p.puSelected, "the Cursed card is chosen")
	runTicks(t, p, ctx, 1)
	shown := false
	for row := range p.puCards {
		shown = shown || p.powerUpCard(row) == 4
	}
	assert.True(t, shown, "and its row is in view")
	assert.Empty(t, p.toast, "no toast covers the hint that says what to click next")
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "powerup-cursed-done-ui200-large.png")
}

// Once the backpack opens it waits for Done: wearing the last card the
// party could wear leaves the panel up, the Heroes' cards showing what was
// put on, and the Consul's turn begins only at Done (played by mouse at
// 100% and at 200%: the last card worn closed the panel and the Consul
// started at once).
func TestPowerUpPanelWaitsForDoneAfterTheLastCardIsWorn(t *testing.T) {
	for _, size := range []struct {
		scale int
		text  string
	}{{100, "normal"}, {200, "large"}} {
		ctx := displayContext(t, size.scale, size.text)
		s, err := NewArcadeGame(3)
		require.NoError(t, err)
		p := s.(*Play)
		p.g.Phase = rules.HeroPowerUp
		p.g.Backpack = []string{"Bubbly Beverage"}
		runTicks(t, p, ctx, 2)
		require.True(t, p.needsPowerUp(), "%d%%: a card to wear opens the backpack", size.scale)

		require.NoError(t, p.apply(rules.Equip{Hero: p.heroIDs()[0], Card: "Bubbly Beverage"}))
		runTicks(t, p, ctx, 30)
		assert.Empty(t, p.g.Backpack, "the card is worn")
		assert.Equal(t, rules.HeroPowerUp, p.g.Phase, "%d%%: the power-up waits", size.scale)
		assert.True(t, p.needsPowerUp(), "%d%%: the panel stays up until Done", size.scale)
		screen := ebiten.NewImage(DesignW, DesignH)
		p.Draw(screen, ctx)
		saveScreen(t, screen, fmt.Sprintf("powerup-after-last-card-ui%d.png", size.scale))

		k := ctx.W / p.pc.W
		ctx.In = Input{X: (p.puDone.X + p.puDone.W/2) * k, Y: (p.puDone.Y + p.puDone.H/2) * k, Clicked: true}
		runTicks(t, p, ctx, 3)
		assert.False(t, p.needsPowerUp(), "%d%%: Done closes it", size.scale)
		for i := 0; i < 600 && p.g.Phase == rules.HeroPowerUp; i++ {
			runTicks(t, p, ctx, 1)
		}
		assert.NotEqual(t, rules.HeroPowerUp, p.g.Phase, "%d%%: and the game goes on", size.scale)
	}
}

// Arcade rulebook, "Backpack": a card a Hero replaces goes to the discard
// pile, not the backpack. Wearing a card over one the Hero wears asks for
// a second click on that Hero, and the hint names what is lost (played by
// mouse at 200%: a Slingshot vanished under a Torch, unasked).
func TestPowerUpReplacingAWornCardAsksForASecondClick(t *testing.T) {
	ctx := newContext(t)
	s, err := NewArcadeGame(3)
	require.NoError(t, err)
	p := s.(*Play)
	p.g.Phase = rules.HeroPowerUp
	p.g.Backpack = []string{"Witch Hat", "Bubbly Beverage"} // both citrine
	runTicks(t, p, ctx, 2)
	id := p.heroIDs()[0]
	require.NoError(t, p.apply(rules.Equip{Hero: id, Card: "Witch Hat"}))
	runTicks(t, p, ctx, 2)
	require.True(t, p.needsPowerUp())
	click := func(r render.Rect) { clickPanelMiddle(t, p, ctx, r) }

	click(p.puCards[0])
	require.Equal(t, "Bubbly Beverage", p.puSelected)
	assert.Contains(t, p.equipPreview(id), "Witch Hat is discarded")
	click(p.heroCardRects(ctx)[0])
	assert.Equal(t, []string{"Bubbly Beverage"}, p.g.Backpack, "the first click wears nothing")
	assert.Equal(t, id, p.puReplace, "it asks")

	// Another click drops the question; asked again, the second click on
	// the same Hero replaces.
	click(p.puPanel) // the panel's corner
	assert.NotEqual(t, id, p.puReplace)
	require.Equal(t, "Bubbly Beverage", p.puSelected, "still chosen")
	click(p.heroCardRects(ctx)[0])
	require.Equal(t, id, p.puReplace)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "powerup-replace-ask.png")
	// However narrow the panel, the hint names what is lost, uncut.
	for _, w := range []float64{900, 420, 320} {
		h := p.replaceHint(p.pc.Painter, w)
		assert.Contains(t, h, "Witch Hat is discarded", "%v wide", w)
		if w >= 320 {
			assert.LessOrEqual(t, p.pc.Painter.TextWidth(h, p.pc.Painter.Fonts.Regular, 14), w+0.5, "%v wide: %q", w, h)
		}
	}
	click(p.heroCardRects(ctx)[0])
	assert.Empty(t, p.g.Backpack, "replaced")
	assert.Equal(t, "Bubbly Beverage", p.g.Model(id).Slots[0])
}

// A card worn from the backpack leaves its row's place ("worn by …"), so
// the rows under it stay where the player saw them: the next click on a
// row takes the card that was shown there (played by mouse: after Lucky
// Pebble was worn, a click meant for Padded Jerkin took the Witch Hat that
// had moved up into its row).
func TestPowerUpRowsStayPutWhenACardIsWorn(t *testing.T) {
	for _, size := range []struct {
		scale int
		text  string
	}{{100, "normal"}, {200, "large"}} {
		ctx := displayContext(t, size.scale, size.text)
		s, err := NewArcadeGame(3)
		require.NoError(t, err)
		p := s.(*Play)
		p.g.Phase = rules.HeroPowerUp
		p.g.Backpack = []string{"Bent Nail", "Bubbly Beverage", "Witch Hat"}
		runTicks(t, p, ctx, 2)
		require.True(t, p.needsPowerUp())
		require.GreaterOrEqual(t, len(p.puCards), 3, "%d%%: three rows", size.scale)
		click := func(r render.Rect) {
			k := ctx.W / p.pc.W
			ctx.In = Input{X: (r.X + r.W/2) * k, Y: (r.Y + r.H/2) * k, Clicked: true}
			runTicks(t, p, ctx, 1)
			ctx.In = Input{}
			runTicks(t, p, ctx, 2)
		}
		clickHero := func(n int) {
			r, u := p.heroCardRects(ctx)[n], p.lay.scale
			ctx.In = Input{X: (r.X + r.W/2) * u, Y: (r.Y + r.H/2) * u, Clicked: true}
			runTicks(t, p, ctx, 1)
			ctx.In = Input{}
			runTicks(t, p, ctx, 2)
		}
		third := p.puCards[2]

		click(p.puCards[1]) // Bubbly Beverage
		require.Equal(t, "Bubbly Beverage", p.puSelected)
		clickHero(0)
		require.Equal(t, []string{"Bent Nail", "Witch Hat"}, p.g.Backpack, "%d%%: worn", size.scale)
		require.GreaterOrEqual(t, len(p.puCards), 3, "%d%%: the worn card's row stays", size.scale)
		assert.Equal(t, -1, p.powerUpCard(1), "the second row is the worn card's")
		assert.Contains(t, p.ghostText(1), "Bubbly Beverage: worn by")
		assert.Equal(t, third, p.puCards[2], "the third row has not moved")

		click(third)
		assert.Equal(t, "Witch Hat", p.puSelected, "%d%%: the third row is still the Witch Hat", size.scale)
		click(p.puCards[1])
		assert.Equal(t, "Witch Hat", p.puSelected, "a click on the worn card's row chooses nothing")
		screen := ebiten.NewImage(DesignW, DesignH)
		p.Draw(screen, ctx)
		saveScreen(t, screen, fmt.Sprintf("powerup-worn-row-ui%d.png", size.scale))

		// Worn on the Guardian (a free citrine slot), it leaves a row too.
		clickHero(1)
		assert.Equal(t, []string{"Bent Nail"}, p.g.Backpack)
		assert.Equal(t, 0, p.powerUpCard(0))
		assert.Equal(t, -1, p.powerUpCard(1))
		assert.Equal(t, -1, p.powerUpCard(2))
	}
}

// Power-up, at 200% with large text: Done lies over the speed button. A
// second click at the same spot just after Done is Done's, not the speed
// button's; a click there a moment later is the speed button's (played by
// mouse: an impatient second click on Done changed the game's speed).
// And a Hero's card clicked with no backpack card chosen says to choose
// one, not that Heroes activate only in the Hero turn.
func TestPowerUpDonesSecondClickIsNotTheSpeedButtons(t *testing.T) {
	p, ctx := powerUpOpen(t, 200, "large", "Bent Nail")
	k := p.hc.W / p.pc.W * p.lay.scale
	at := func(r render.Rect) (float64, float64) { return (r.X + r.W/2) * k, (r.Y + r.H/2) * k }
	click := func(x, y float64) {
		ctx.In = Input{X: x, Y: y, Clicked: true}
		runTicks(t, p, ctx, 1)
		ctx.In = Input{X: x, Y: y}
		runTicks(t, p, ctx, 1)
	}
	// A Hero's card first, with nothing chosen.
	card := p.heroCardRects(p.hudContext(ctx))[0]
	click((card.X+10)*p.lay.scale, (card.Y+10)*p.lay.scale)
	assert.Equal(t, "Choose a card in the backpack first, then click a Hero's card to put it on.", p.toast)

	x, y := at(p.puDone)
	u := p.lay.scale
	require.True(t, p.speedBtn.Contains(x/u, y/u), "Done %v lies over the speed button %v", p.puDone, p.speedBtn)
	speed := p.speed
	click(x, y)
	require.False(t, p.needsPowerUp(), "Done closed the panel")
	click(x, y)
	assert.Equal(t, speed, p.speed, "the second click was Done's")
	runTicks(t, p, ctx, doneGuardTicks)
	click(x, y)
	assert.NotEqual(t, speed, p.speed, "a moment later the speed button works")
}

// powerUpOpen opens an Arcade game's Hero power-up with backpack at an
// interface scale and text size.
func powerUpOpen(t *testing.T, scale int, text string, backpack ...string) (*Play, *Context) {
	t.Helper()
	ctx := displayContext(t, scale, text)
	s, err := NewArcadeGame(3)
	require.NoError(t, err)
	p := s.(*Play)
	p.g.Phase = rules.HeroPowerUp
	p.g.Backpack = backpack
	runTicks(t, p, ctx, 2)
	require.True(t, p.needsPowerUp())
	return p, ctx
}

// clickPanelMiddle clicks the middle of r, a rectangle of the power-up panel
// (its own units), and lets two ticks pass.
func clickPanelMiddle(t *testing.T, p *Play, ctx *Context, r render.Rect) {
	t.Helper()
	k := p.hc.W / p.pc.W * p.lay.scale
	ctx.In = Input{X: (r.X + r.W/2) * k, Y: (r.Y + r.H/2) * k, Clicked: true}
	runTicks(t, p, ctx, 1)
	ctx.In = Input{X: ctx.In.X, Y: ctx.In.Y}
	runTicks(t, p, ctx, 2)
}

// The power-up panel takes no click a second and a half after it came
// unless the pointer moved: End clicked twice ended the last activation
// with the first click, and the second, where End had been, met Done and
// skipped the new loot unseen (played at 100%). Moved, a click is taken.
func TestThePowerUpIgnoresAClickWhereThePointerAlreadyWas(t *testing.T) {
	ctx := newContext(t)
	// Where Done goes, learned from a panel opened once.
	probe := fullBackpackPlay(t, ctx)
	probe.powerUpLayout(ctx)
	k := probe.hc.W / probe.pc.W * probe.lay.scale
	x, y := (probe.puDone.X+probe.puDone.W/2)*k, (probe.puDone.Y+probe.puDone.H/2)*k

	s, err := NewArcadeGame(3)
	require.NoError(t, err)
	p := s.(*Play)
	t.Cleanup(p.release)
	ctx.In = Input{X: x, Y: y} // the pointer rests where End was
	runTicks(t, p, ctx, 2)
	p.g.Phase = rules.HeroPowerUp
	p.g.Backpack = []string{"Bent Nail", "Witch Hat"}
	runTicks(t, p, ctx, 20)
	require.True(t, p.needsPowerUp())
	ctx.In = Input{X: x, Y: y, Clicked: true}
	runTicks(t, p, ctx, 1)
	ctx.In = Input{X: x, Y: y}
	runTicks(t, p, ctx, 2)
	assert.Equal(t, rules.HeroPowerUp, p.g.Phase, "the click where the pointer already was is held back")
	assert.Equal(t, "The power-up just opened: look it over, then click.", p.toast)

	ctx.In = Input{X: x + 8, Y: y}
	runTicks(t, p, ctx, 1)
	ctx.In = Input{X: x + 8, Y: y, Clicked: true}
	runTicks(t, p, ctx, 1)
	ctx.In = Input{X: x + 8, Y: y}
	runTicks(t, p, ctx, 200)
	assert.NotEqual(t, rules.HeroPowerUp, p.g.Phase, "moved, the click on Done goes on")
}
