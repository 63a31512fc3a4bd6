package scene

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// openChestBar activates the Witch of the chest scenario and opens the
// chest by a click at (x, y) inside Open Chest (HUD units; the zero point
// is the button's middle), keeps the first card by its key and lets the
// playback end, the pointer resting where it clicked.
func openChestBar(t *testing.T, x, y float64) (*scenePlay, render.Rect) {
	sp := newScenePlay(t, chestScenario+"deck treasure: Ancestral Mail, Oracle Eye, Hero's Blade\n", nil)
	require.NoError(t, sp.p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	oc := sp.button("Open Chest")
	require.NotNil(t, oc)
	r := oc.rect
	if x == 0 && y == 0 {
		x, y = r.X+r.W/2, r.Y+r.H/2
	}
	u := sp.p.lay.scale
	sp.clickAt(x*u, y*u)
	sp.idle()
	sp.press(ebiten.Key1)
	sp.idle()
	_, open := sp.p.pendingChoice()
	require.False(t, open, "a card is kept")
	return sp, r
}

// After Open Chest no button takes its place: the square's buttons sit at
// the bar's left end with room kept for them, so the bar does not close
// up under the resting pointer (played by mouse at 200%: a second click
// dashed by accident).
func TestNoButtonTakesOpenChestsPlace(t *testing.T) {
	sp, oc := openChestBar(t, 0, 0)
	for _, b := range sp.p.buttons {
		r := b.rect
		x0, x1 := max(r.X, oc.X), min(r.X+r.W, oc.X+oc.W)
		y0, y1 := max(r.Y, oc.Y), min(r.Y+r.H, oc.Y+oc.H)
		assert.False(t, x1-x0 > 4 && y1-y0 > 4 && b.disabled == "", "%s took Open Chest's place", b.label)
	}
}

// A button that a new layout slides under the resting pointer ignores
// clicks a moment, so a click meant for the one that was there does not
// act on another; moved off and back, or after that moment, it works.
// Here the window narrows under a resting pointer (any new layout does:
// the square's buttons no longer move the others, see above).
func TestActionBarButtonSlidUnderThePointerIgnoresAClick(t *testing.T) {
	sp := newScenePlay(t, chestScenario, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	magic := sp.button("Magic")
	require.NotNil(t, magic)
	u := p.lay.scale
	x, y := magic.rect.X+magic.rect.W/2, magic.rect.Y+magic.rect.H/2
	sp.ctx.In = Input{X: x * u, Y: y * u}
	runTicks(t, p, sp.ctx, 2)
	for dw := 40.0; dw <= 400; dw += 40 {
		sp.ctx.W -= 40
		runTicks(t, p, sp.ctx, 1)
		if b := buttonAt(p.buttons, x, y); b != nil && b.label != "Magic" && b.disabled == "" {
			break // (a greyed one would say why at any moment)
		}
	}
	var under *actionButton
	for _, b := range p.buttons {
		if b.rect.Contains(x, y) {
			under = b
		}
	}
	require.NotNil(t, under, "a button under the pointer")
	require.NotEqual(t, "Magic", under.label, "another button slid under the pointer")
	armed, version := p.armed.name, p.version
	sp.clickAt(x*u, y*u)
	assert.Equal(t, armed, p.armed.name, "the click on %s that slid under the pointer does nothing", under.label)
	assert.Equal(t, version, p.version)
	assert.False(t, p.moreOpen || p.shareOpen, "no pop-up opens")

	runTicks(t, p, sp.ctx, barGuardTicks+1)
	sp.clickAt(x*u, y*u)
	assert.True(t, p.armed.name != armed || p.version != version || p.moreOpen || p.shareOpen, "a moment later %s takes the click", under.label)
}

// With no action point left next to a chest, Open Chest stays in the bar,
// greyed, with its reason, so the buttons after it (End) do not slide left
// under a pointer headed for them (played by mouse at 200% with large
// text: after the last attack the bar closed up and a click on End's old
// place hit nothing).
func TestOpenChestStaysGreyedWithoutActionPoints(t *testing.T) {
	sp := newScenePlay(t, chestScenario, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	oc, end := sp.button("Open Chest"), sp.button("End")
	require.NotNil(t, oc)
	require.NotNil(t, end)
	endAt := end.rect

	p.g.Act.APSpent = p.g.MaxAP(p.g.Model(sp.id('W')))
	p.version++
	oc = sp.button("Open Chest")
	require.NotNil(t, oc, "Open Chest is still offered (have %v)", buttonLabels(p))
	assert.NotEmpty(t, oc.disabled, "greyed, saying why")
	require.NotNil(t, sp.button("End"))
	assert.Equal(t, endAt, sp.button("End").rect, "End stays where it was")
}

// While a Hero activates, a button its square brings (Open Chest next to
// a chest) moves no other button: the row ends at the bar's right end
// with room kept for it, and it comes in at the left (played by mouse at
// 100%: a step next to a chest slid every button half a width and the
// click meant for Magic armed Arcane Burst). At 100% (one row) and at
// 200% with large text (two rows).
func TestAChestButtonMovesNoOtherButton(t *testing.T) {
	for _, set := range []struct {
		scale int
		text  string
	}{{100, "normal"}, {200, "large"}} {
		s, err := rules.ParseScenario(`
map
+-+-+-+-+-+-+
|W . . X . .|
+ + + + + + +
|. . . . . C|
+-+-+-+-+-+-+
end
W Sanctioned Witch
X Treasure Chest tile=3
C Crawler
`, nil, arcade.Scenario)
		require.NoError(t, err)
		ctx := displayContext(t, set.scale, set.text)
		ctx.Settings.ConfirmEnd = false
		sp := &scenePlay{t: t, p: NewPlay(s.Game, nil, nil), s: s, ctx: ctx}
		runTicks(t, sp.p, ctx, 2)
		p := sp.p
		require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
		sp.idle()
		require.Nil(t, sp.button("Open Chest"), "no chest beside the Witch yet")
		before := map[string]render.Rect{}
		for _, b := range p.buttons {
			before[b.label] = b.rect
		}
		sp.clickSquare(tiles.Point{X: 2, Y: 0}) // next to the chest
		sp.idle()
		require.NotNil(t, sp.button("Open Chest"), "have %v", buttonLabels(p))
		for _, b := range p.buttons {
			if was, ok := before[b.label]; ok {
				assert.Equal(t, was, b.rect, "%d%% %s: %s stays where it was", set.scale, set.text, b.label)
			}
		}
		screen := ebiten.NewImage(DesignW, DesignH)
		p.Draw(screen, ctx)
		saveScreen(t, screen, fmt.Sprintf("bar-chest-ui%d-%s.png", set.scale, set.text))
	}
}

// A full Hero card at 200% with large text never cuts its name or its
// points beside the portrait ("Sanctione…", "4 MP · 3…" were drawn): the
// portrait gives way.
func TestFullHeroCardKeepsItsPointsWhole(t *testing.T) {
	s, err := rules.ParseScenario(`
map
+-+-+-+-+
|W . . C|
+-+-+-+-+
end
W Sanctioned Witch
C Crawler
`, nil, arcade.Scenario)
	require.NoError(t, err)
	ctx := displayContext(t, 200, "large")
	sp := &scenePlay{t: t, p: NewPlay(s.Game, nil, nil), s: s, ctx: ctx}
	runTicks(t, sp.p, ctx, 2)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	pt := p.hudContext(ctx).Painter
	for i, id := range p.heroIDs() {
		r := p.lay.heroes[i]
		m := p.g.Model(id)
		require.GreaterOrEqual(t, r.H, heroCardFullH(pt)-8, "one Hero: a full card")
		_, x, status := p.heroCardText(pt, m, r)
		textW := r.X + r.W - 8 - x
		assert.LessOrEqual(t, pt.TextWidth(status, pt.Fonts.Regular, 13), textW, "%s: %q whole", m.Card, status)
		assert.LessOrEqual(t, pt.TextWidth(m.Card, pt.Fonts.Bold, 12), textW+4, "%s: the name whole", m.Card)
	}
}

// Stand Up going moves no other button either: the bar asks the same
// room with a square's button or without, so its size stays (played by
// mouse at 100%: after Stand Up, Melee and the rest shifted as the bar
// took a larger size).
func TestStandingUpMovesNoOtherButton(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+
|P C . .|
+ + + + +
|W . . .|
+-+-+-+-+
end
P Royal Paladin status=Knockdown
W Sanctioned Witch
C Crawler
wear P "Wyrmslayer Lance"
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('P')}))
	sp.idle()
	require.NotNil(t, sp.button("Stand Up"), "have %v", buttonLabels(p))
	before := map[string]render.Rect{}
	for _, b := range p.buttons {
		before[b.label] = b.rect
	}
	require.NoError(t, p.apply(rules.StandUp{}))
	sp.idle()
	require.Nil(t, sp.button("Stand Up"))
	for _, b := range p.buttons {
		if was, ok := before[b.label]; ok {
			assert.Equal(t, was, b.rect, "%s stays where it was", b.label)
		}
	}
}

// heroBesideAChest puts the Hero of mark W two squares from a chest, a
// Riftling Warrior with a potion to share beside it (so the bar has
// Share too), and starts its activation at an interface size.
func heroBesideAChest(t *testing.T, hero string, scale int, text string) *scenePlay {
	sp := scenePlayAt(t, scale, text, `
map
+-+-+-+-+-+-+
|W . . X . .|
+ + + + + + +
|G . . . . C|
+-+-+-+-+-+-+
end
W `+hero+`
G Riftling Warrior
X Treasure Chest tile=3
C Crawler
`)
	require.NoError(t, sp.p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	return sp
}

// barLabelPx is the size on screen (logical px) a bar button's label is
// drawn at.
func barLabelPx(p *Play, pt *render.Painter, b *actionButton) float64 {
	btn := render.Button{Label: b.label, Sub: b.cost, Rect: b.rect, FontSize: p.barFont}
	return pt.Em(btn.LabelSize(pt)) * p.lay.scale
}

// stepBesideTheChest walks the Witch of heroBesideAChest next to the
// chest and returns the bar's rects from before, by label.
func stepBesideTheChest(t *testing.T, sp *scenePlay) map[string]render.Rect {
	p := sp.p
	require.Nil(t, sp.button("Open Chest"), "no chest beside the Hero yet")
	before := map[string]render.Rect{}
	for _, b := range p.buttons {
		before[b.label] = b.rect
	}
	path, _, ok := p.g.MovePath(sp.id('W'), tiles.Point{X: 2, Y: 0})
	require.True(t, ok)
	require.NoError(t, p.apply(rules.Move{Path: path}))
	sp.idle()
	require.NotNil(t, sp.button("Open Chest"), "have %v", buttonLabels(p))
	return before
}

// At 200% with large text a Hero with many buttons (the Guardian's and
// the Witch's attacks, actions, potion and Share) keeps every button in
// place when Open Chest comes, and draws no label smaller on screen than
// the bar's least at 100% with the same text (played by mouse: Open
// Chest moved Melee 187→216 px, Missile 330→355, and the labels were
// 15 px, the costs 8).
func TestActionBarKeepsItsButtonsAndTextSizeWithManyButtons(t *testing.T) {
	for _, hero := range []string{"Moonspire Guardian", "Sanctioned Witch"} {
		for _, set := range uiSizes {
			sp := heroBesideAChest(t, hero, set.scale, set.text)
			p := sp.p
			before := stepBesideTheChest(t, sp)
			pt := p.hudContext(sp.ctx).Painter
			least := 14 * pt.TextScale
			for _, b := range p.buttons {
				if was, ok := before[b.label]; ok {
					assert.Equal(t, was, b.rect, "%s %d%%: %s stays where it was", hero, set.scale, b.label)
				}
				assert.GreaterOrEqual(t, barLabelPx(p, pt, b), least-0.01, "%s %d%%: %s's label", hero, set.scale, b.label)
			}
			assert.Empty(t, p.moreBtns, "%s %d%%: every button in the bar", hero, set.scale)
			sp.shot(fmt.Sprintf("bar-many-%s-ui%d-%s.png", strings.Fields(hero)[1], set.scale, set.text))
		}
	}
}

// In a window too narrow for them at the least size, the last actions
// go into a More pop-up instead of shrinking: the attacks, Share, Dash,
// Undo and End stay, nothing moves when Open Chest comes, and an action
// in the pop-up is armed by a click (200% with large text, 960 px wide).
func TestActionBarOverflowsIntoMore(t *testing.T) {
	sp := heroBesideAChest(t, "Moonspire Guardian", 200, "large")
	p := sp.p
	sp.ctx.W = 960
	runTicks(t, p, sp.ctx, 2)
	before := stepBesideTheChest(t, sp)
	require.NotNil(t, sp.button("More"), "have %v", buttonLabels(p))
	pt := p.hudContext(sp.ctx).Painter
	for _, b := range p.buttons {
		if was, ok := before[b.label]; ok {
			assert.Equal(t, was, b.rect, "%s stays where it was", b.label)
		}
		assert.GreaterOrEqual(t, barLabelPx(p, pt, b), 14*pt.TextScale-0.01, "%s's label", b.label)
	}
	for _, l := range []string{"Melee", "Missile", "Share", "Dash", "Undo", "End"} {
		assert.NotNil(t, sp.button(l), "%s stays in the bar", l)
	}
	require.NotEmpty(t, p.moreBtns)
	sp.clickButton("More")
	require.True(t, p.moreOpen)
	sp.idle()
	sp.shot("bar-more-ui200-large.png")
	var in *actionButton
	for _, b := range p.moreBtns {
		if b.label == "Piercing Shot" {
			in = b
		}
	}
	require.NotNil(t, in, "Piercing Shot is in the pop-up: %v", p.moreBtns)
	u := p.lay.scale
	sp.clickAt((in.rect.X+in.rect.W/2)*u, (in.rect.Y+in.rect.H/2)*u)
	assert.Equal(t, "Piercing Shot", p.armed.name, "the click in the pop-up armed it")
	assert.False(t, p.moreOpen, "and closed the pop-up")
}

// Share stays in the bar, greyed with its reason, when no other Hero has
// a potion to share, so the buttons keep their places from one
// activation to the next whether one has or not (played by mouse at 200%
// with large text: with Share back, a click at Darkforge Blade's place
// of an earlier turn hit Firevine).
func TestShareKeepsItsPlaceWithNothingToShare(t *testing.T) {
	for _, set := range uiSizes {
		at := map[int]map[string]render.Rect{}
		for _, potions := range []int{0, 1} {
			sp := scenePlayAt(t, set.scale, set.text, fmt.Sprintf(`
map
+-+-+-+-+-+-+
|W . . . . .|
+ + + + + + +
|G . . . . C|
+-+-+-+-+-+-+
end
W Riftling Warrior
G Moonspire Guardian potions=%d
C Crawler
`, potions))
			require.NoError(t, sp.p.apply(rules.StartActivation{Hero: sp.id('W')}))
			sp.idle()
			share := sp.button("Share")
			require.NotNil(t, share, "%d%%, %d potions: Share is in the bar", set.scale, potions)
			assert.Equal(t, potions == 0, share.disabled != "", "%d%%, %d potions: greyed with nothing to share", set.scale, potions)
			at[potions] = map[string]render.Rect{}
			for _, b := range sp.p.buttons {
				at[potions][b.label] = b.rect
			}
		}
		assert.Equal(t, at[0], at[1], "%d%%: every button in the same place", set.scale)
	}
}

// burglarWithMore starts the Cat Burglar's activation of burglarAmidTowers
// at an interface size, in a window narrow enough that its bar has a More
// pop-up (at 200% with large text the play-testers' 1280 px do).
func burglarWithMore(t *testing.T, scale int, text string) *scenePlay {
	sp := scenePlayAt(t, scale, text, burglarAmidTowers)
	require.NoError(t, sp.p.apply(rules.StartActivation{Hero: sp.id('K')}))
	sp.idle()
	for _, w := range []float64{1280, 1120, 960, 800, 640} {
		sp.ctx.W = w
		runTicks(t, sp.p, sp.ctx, 2)
		if sp.button("More") != nil {
			return sp
		}
	}
	require.FailNow(t, "no More pop-up", "%d%%: %v", scale, buttonLabels(sp.p))
	return nil
}

// The More pop-up closes on any click that is not on it or on More:
// another action chosen in the bar, a square of the board, the log
// (played by mouse at 200% with large text: it stayed open after
// Throwing Knives was chosen and through the whole attack, over the log's
// last line and the board; only a click on More closed it).
func TestMorePopupClosesOnAClickOffIt(t *testing.T) {
	for _, set := range uiSizes {
		for _, where := range []string{"an action", "the board", "the log"} {
			sp := burglarWithMore(t, set.scale, set.text)
			p := sp.p
			sp.clickButton("More")
			require.True(t, p.moreOpen, "%d%% %s: More opens", set.scale, where)
			sp.idle()
			u := p.lay.scale
			switch where {
			case "an action":
				sp.clickButton("Throwing Knives")
				assert.Equal(t, "Throwing Knives", p.armed.name, "%d%%: the action is chosen", set.scale)
				sp.shot(fmt.Sprintf("more-closes-ui%d-%s.png", set.scale, set.text))
			case "the board":
				sp.clickSquare(tiles.Point{X: 6, Y: 5})
			case "the log":
				l := p.lay.log
				sp.clickAt((l.X+l.W/2)*u, (l.Y+l.H/2)*u)
			}
			sp.idle()
			assert.False(t, p.moreOpen, "%d%%: a click on %s closes More", set.scale, where)
			assert.Empty(t, p.popupBtns(), "%d%% %s", set.scale, where)
		}
	}
}

// A button of the open More pop-up that lies over a button of the bar
// takes the click, as it is drawn over it (played by mouse at 200% with
// large text: the Sorceress's Wizard Wings lay over Melee and Magic, and
// a click on it armed Magic).
func TestMorePopupTakesTheClickOverTheBar(t *testing.T) {
	for _, set := range uiSizes {
		tried := 0
		for _, w := range []float64{1280, 1120, 960, 800, 640} {
			sp := scenePlayAt(t, set.scale, set.text, burglarAmidTowers)
			p := sp.p
			require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('H')}))
			sp.idle()
			sp.ctx.W = w
			runTicks(t, p, sp.ctx, 2)
			if sp.button("More") == nil {
				continue
			}
			sp.clickButton("More")
			require.True(t, p.moreOpen)
			sp.idle()
			var in *actionButton
			var at render.Rect
			for _, m := range p.moreBtns {
				for _, b := range p.buttons {
					if overlaps(m.rect, b.rect) && m.disabled == "" {
						in = m
						at = render.Rect{X: max(m.rect.X, b.rect.X), Y: max(m.rect.Y, b.rect.Y)}
						at.W, at.H = min(m.rect.X+m.rect.W, b.rect.X+b.rect.W)-at.X, min(m.rect.Y+m.rect.H, b.rect.Y+b.rect.H)-at.Y
					}
				}
			}
			if in == nil {
				continue
			}
			tried++
			sp.shot(fmt.Sprintf("more-over-bar-ui%d-%s-w%.0f.png", set.scale, set.text, w))
			u := p.lay.scale
			sp.clickAt((at.X+at.W/2)*u, (at.Y+at.H/2)*u)
			assert.Equal(t, in.label, p.armed.name, "%d%% %.0f px: the pop-up's %s took the click", set.scale, w, in.label)
		}
		t.Logf("%d%%: %d widths with the pop-up over the bar", set.scale, tried)
		if set.scale == 200 {
			require.Positive(t, tried, "a pop-up over the bar at 200%%")
		}
	}
}

// A plot laying crystals mid-activation brings Interact into the room kept
// at the bar's left end: no other button moves (played by mouse at 100%:
// Interact came in the middle of the bar, and the click meant for Rage
// Attack landed on the greyed Rage).
func TestInteractComingMovesNoOtherButton(t *testing.T) {
	for _, set := range []struct {
		scale int
		text  string
	}{{100, "normal"}, {200, "large"}} {
		sp := newScenePlay(t, strings.Replace(crystalScenario, "crystal 2,0 ruby\ncrystal 5,2 sapphire\ncrystal 2,1 emerald\n", "", 1), nil)
		if set.scale == 200 {
			sp = largePlay(t, strings.Replace(crystalScenario, "crystal 2,0 ruby\ncrystal 5,2 sapphire\ncrystal 2,1 emerald\n", "", 1))
		}
		p := sp.p
		require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
		sp.idle()
		require.Nil(t, sp.button(interactName))
		before := map[string]render.Rect{}
		for _, b := range p.buttons {
			before[b.label] = b.rect
		}
		p.g.Crystals = []rules.CrystalToken{{Pos: tiles.Point{X: 5, Y: 2}, Crystal: cards.CrystalSapphire, Plot: "Idols of Rage"}}
		p.version++
		runTicks(t, p, sp.ctx, 2)
		require.NotNil(t, sp.button(interactName), "have %v", buttonLabels(p))
		for _, b := range p.buttons {
			if was, ok := before[b.label]; ok {
				assert.Equal(t, was, b.rect, "%d%% %s: %s stays where it was", set.scale, set.text, b.label)
			}
		}
	}
}

// A button the square brings that goes (Open Chest used) moves none of
// the others, those the square brings included: its room stays for the
// activation (played at 200% with large text: Interact, beside Open
// Chest, jumped 180 px to the right once the chest was opened).
func TestOpenChestGoingMovesNotEvenInteract(t *testing.T) {
	for _, set := range uiSizes {
		sp := scenePlayAt(t, set.scale, set.text, `
map
+-+-+-+-+-+-+
|W X . . . .|
+ + + + + + +
|. . . . . C|
+-+-+-+-+-+-+
end
W Sanctioned Witch
X Treasure Chest tile=3
C Crawler
crystal 4,0 ruby
crystal 5,0 sapphire
deck treasure: Ancestral Mail, Oracle Eye, Hero's Blade
`)
		p := sp.p
		require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
		sp.idle()
		require.NotNil(t, sp.button("Interact"), "%d%%: the plot's Interact", set.scale)
		before := map[string]render.Rect{}
		for _, b := range p.buttons {
			before[b.label] = b.rect
		}
		sp.clickButton("Open Chest")
		sp.idle()
		x, y := sp.chooserCard(0)
		sp.clickAt(x, y)
		sp.idle()
		require.Nil(t, sp.button("Open Chest"), "%d%%: the chest is open", set.scale)
		for _, b := range p.buttons {
			if was, ok := before[b.label]; ok {
				assert.Equal(t, was, b.rect, "%d%% %s: %s stays where it was", set.scale, set.text, b.label)
			}
		}
	}
}
