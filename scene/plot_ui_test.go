package scene

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/ai"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// scenePlay opens the play screen on a scenario file's set-up (the rules'
// scenario format, rules/README.md) and lets the first frames run.
type scenePlay struct {
	t   *testing.T
	p   *Play
	s   *rules.Scenario
	ctx *Context
}

func newScenePlay(t *testing.T, text string, cat *rules.Catalog) *scenePlay {
	t.Helper()
	s, err := rules.ParseScenario(text, cat, arcade.Scenario)
	require.NoError(t, err)
	ctx := newContext(t)
	ctx.Settings.ConfirmEnd = false
	sp := &scenePlay{t: t, p: NewPlay(s.Game, nil, nil), s: s, ctx: ctx}
	t.Cleanup(func() { sp.p.release() }) // its GPU images (scene/release.go), or they add up over the package
	runTicks(t, sp.p, ctx, 2)
	return sp
}

// hero is the id of the model a scenario mark names.
func (sp *scenePlay) id(mark rune) rules.ModelID {
	id, ok := sp.s.Marks[mark]
	require.True(sp.t, ok, "no mark %c", mark)
	return id
}

// idle lets playback finish.
func (sp *scenePlay) idle() {
	for i := 0; i < 3000 && sp.p.busy(); i++ {
		runTicks(sp.t, sp.p, sp.ctx, 1)
	}
	runTicks(sp.t, sp.p, sp.ctx, 2)
	require.False(sp.t, sp.p.busy(), "playback ends")
}

// clickAt moves the pointer to (x, y) in logical pixels, then clicks.
func (sp *scenePlay) clickAt(x, y float64) {
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(sp.t, sp.p, sp.ctx, 1)
	sp.ctx.In = Input{X: x, Y: y, Clicked: true}
	runTicks(sp.t, sp.p, sp.ctx, 1)
}

func (sp *scenePlay) clickSquare(sq tiles.Point) {
	x, y := sp.p.cam.ToScreen(float64(sq.X)+0.5, float64(sq.Y)+0.5)
	sp.clickAt(x, y)
}

// button finds an action bar button by label (nil if absent).
func (sp *scenePlay) button(label string) *actionButton {
	runTicks(sp.t, sp.p, sp.ctx, 1)
	for _, b := range sp.p.buttons {
		if b.label == label {
			return b
		}
	}
	return nil
}

// clickButton clicks an enabled button of the action bar by its place on
// screen.
func (sp *scenePlay) clickButton(label string) {
	sp.t.Helper()
	b := sp.button(label)
	require.NotNil(sp.t, b, "a %q button", label)
	require.Empty(sp.t, b.disabled, "%q is enabled", label)
	u := sp.p.lay.scale
	sp.clickAt((b.rect.X+b.rect.W/2)*u, (b.rect.Y+b.rect.H/2)*u)
}

func (sp *scenePlay) press(k ebiten.Key) {
	sp.ctx.In = Input{X: sp.ctx.In.X, Y: sp.ctx.In.Y, Keys: []ebiten.Key{k}}
	runTicks(sp.t, sp.p, sp.ctx, 1)
}

func (sp *scenePlay) shot(name string) {
	screen := ebiten.NewImage(DesignW, DesignH)
	sp.p.Draw(screen, sp.ctx)
	saveScreen(sp.t, screen, name)
}

// chooserCard is the middle of card i of the open treasure chooser, in
// logical pixels.
func (sp *scenePlay) chooserCard(i int) (float64, float64) {
	tc, ok := sp.p.pendingChoice()
	require.True(sp.t, ok, "the chooser is open")
	hc := sp.p.hudContext(sp.ctx)
	c := sp.p.layoutTreasure(hc, tc)
	k := hc.W / sp.p.mc.W // the modal's zoom
	r := c.cards[i]
	u := sp.p.lay.scale
	return (r.X + r.W/2) * k * u, (r.Y + r.H/2) * k * u
}

func (sp *scenePlay) logHas(s string) bool {
	for _, l := range sp.p.log {
		if strings.Contains(l.text, s) {
			return true
		}
	}
	return false
}

const chestScenario = `
map
+-+-+-+-+-+-+
|W X . . . .|
+ + + + + + +
|T . . . . C|
+-+-+-+-+-+-+
end
W Sanctioned Witch
T Tincan
X Treasure Chest tile=3
C Crawler
`

// Arcade rulebook, "Open Chest": the Hero draws a card per tile number and
// the party keeps one. The chest opens with Look, the three cards wait in
// the chooser, and a click on the second keeps it.
func TestTreasureChooserKeepsTheClickedCard(t *testing.T) {
	sp := newScenePlay(t, chestScenario+"deck treasure: Ancestral Mail, Oracle Eye, Hero's Blade\n", nil)
	p := sp.p
	sp.clickSquare(p.g.Model(sp.id('W')).Pos)
	require.Equal(t, sp.id('W'), p.g.Active, "clicking the Witch activates her")
	sp.idle()
	sp.clickButton("Open Chest")
	sp.idle()
	tc, ok := p.pendingChoice()
	require.True(t, ok, "the drawn cards wait for the party")
	assert.Equal(t, []string{"Ancestral Mail", "Oracle Eye", "Hero's Blade"}, tc.Cards)
	assert.True(t, sp.logHas("Treasure drawn: Ancestral Mail, Oracle Eye and Hero's Blade. The party keeps one."), "the log names the cards")

	// Hovering a card shows its whole text.
	x, y := sp.chooserCard(1)
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(t, p, sp.ctx, 1)
	tip, open := p.treasureTooltip(p.hudContext(sp.ctx))
	require.True(t, open)
	assert.Contains(t, tip, "Oracle Eye")
	assert.Contains(t, tip, "slot")
	sp.shot("treasure-chooser.png")

	// While the chooser is open the rest of the screen waits.
	sp.press(ebiten.KeyE)
	assert.Equal(t, sp.id('W'), p.g.Active, "E does not end the activation under the chooser")

	sp.clickAt(x, y)
	sp.idle()
	_, ok = p.g.PendingTreasure()
	assert.False(t, ok, "the choice is made")
	assert.Equal(t, []string{"Oracle Eye"}, p.g.Backpack)
	assert.True(t, sp.logHas("The party keeps Oracle Eye; Ancestral Mail and Hero's Blade go to the discard pile."))
	assert.Empty(t, p.stalled)
}

// Arcade rulebook, "Open Chest": a boo booty must be chosen when one is
// drawn. With two of them the party picks which, by number key; the plain
// card is shown but refused with the reason.
func TestTreasureChooserBooBootyByKey(t *testing.T) {
	sp := newScenePlay(t, chestScenario+"deck treasure: Ancestral Mail, Snapjaw Chest, Bitey Book\n", nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	sp.clickButton("Open Chest")
	sp.idle()
	tc, ok := p.pendingChoice()
	require.True(t, ok)
	assert.Equal(t, []int{1, 2}, tc.Options, "only the boo booties may be kept")
	assert.True(t, sp.logHas("A boo booty must be taken: Snapjaw Chest or Bitey Book."))
	sp.shot("treasure-chooser-boo.png")

	sp.press(ebiten.Key1)
	_, ok = p.g.PendingTreasure()
	assert.True(t, ok, "Ancestral Mail cannot be kept")
	assert.Contains(t, p.toast, "boo booty")
	sp.press(ebiten.Key3)
	sp.idle()
	_, ok = p.g.PendingTreasure()
	assert.False(t, ok)
	found := false
	for i := range p.g.Models {
		if m := &p.g.Models[i]; m.Card == "Bitey Book" && m.InPlay {
			found = true
		}
	}
	assert.True(t, found, "the kept boo booty sprang to life")
}

// The hero AI answers a pending choice by itself in a watched game: the
// chooser never opens and the game goes on (rules/ai/decisions.go).
func TestWatchedGameAnswersTreasureChoice(t *testing.T) {
	sp := newScenePlay(t, chestScenario+"deck treasure: Ancestral Mail, Oracle Eye, Hero's Blade\n", nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	require.NoError(t, p.apply(rules.OpenChest{Chest: sp.id('X'), Look: true}))
	_, ok := p.g.PendingTreasure()
	require.True(t, ok)
	p.auto = ai.New()
	_, open := p.pendingChoice()
	assert.False(t, open, "no chooser while the AI plays")
	for i := 0; i < 2000; i++ {
		runTicks(t, p, sp.ctx, 1)
		if _, ok := p.g.PendingTreasure(); !ok {
			break
		}
	}
	_, ok = p.g.PendingTreasure()
	assert.False(t, ok, "the AI kept a card")
	assert.Len(t, p.g.Backpack, 1)
	assert.Empty(t, p.stalled)
}

const crystalScenario = `
plot Idols of Rage
crystal 2,0 ruby
crystal 5,2 sapphire
crystal 2,1 emerald
map
+-+-+-+-+-+-+-+
|W . . . . . .|
+ + + + + + + +
|T . . . . . .|
+ + + + + + + +
|. . . . . . C|
+-+-+-+-+-+-+-+
end
W Sanctioned Witch
T Tincan
C Crawler
`

// Arcade rulebook, "Plot" and "Basic Actions" (Interact): the tokens are on
// the board; Interact is disabled with the rules' reason until one is next
// to the Hero, then a click on the token clears it.
func TestCrystalTokensAndInteract(t *testing.T) {
	sp := newScenePlay(t, crystalScenario, nil)
	p := sp.p
	p.colourBlind = true
	require.Len(t, p.g.Crystals, 3)
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	b := sp.button("Interact")
	require.NotNil(t, b, "Interact is offered while the plot has tokens")
	assert.Contains(t, b.disabled, "not next to the crystal", "the rules' reason")
	assert.NotRegexp(t, gridRE, b.disabled, "a player sees no grid position (played by mouse: 'the crystal at (2,12)')")

	// Hovering a token explains it.
	sp.press(ebiten.KeyF) // the whole dungeon in view
	x, y := p.cam.ToScreen(2.5, 0.5)
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(t, p, sp.ctx, 1)
	tip := p.crystalTip(p.g.CrystalAt(tiles.Point{X: 2, Y: 0}))
	assert.Contains(t, tip, "ruby crystal of the plot Idols of Rage")
	// One word for one thing: the gem, the button, the log say "crystal"
	// (played by mouse: "idol", "crystal" and "token" for the same gem).
	for _, s := range []string{tip, b.tip, b.disabled} {
		assert.NotContains(t, s, "token", s)
		assert.Contains(t, s, "crystal", s)
	}
	sp.shot("crystals.png")

	sp.clickSquare(tiles.Point{X: 1, Y: 0}) // walk next to the ruby token
	sp.idle()
	require.Equal(t, tiles.Point{X: 1, Y: 0}, p.g.Model(sp.id('W')).Pos)
	sp.clickButton("Interact")
	assert.Equal(t, interactName, p.armed.name)
	assert.True(t, p.crystalTo[tiles.Point{X: 2, Y: 0}], "the ruby token is highlighted")
	assert.False(t, p.crystalTo[tiles.Point{X: 5, Y: 2}], "the far one is not")
	sp.shot("crystals-interact.png")
	ap := p.g.APLeft(sp.id('W'))
	sp.clickSquare(tiles.Point{X: 2, Y: 0})
	sp.idle()
	assert.Equal(t, -1, p.g.CrystalAt(tiles.Point{X: 2, Y: 0}), "the token is cleared")
	assert.Equal(t, ap-1, p.g.APLeft(sp.id('W')), "one action point")
	assert.Empty(t, p.armed.name)
	assert.True(t, sp.logHas("clears the ruby crystal (2 crystals of its plot left)"), "the log names no square, and calls the gem a crystal")

	// The same by keyboard: the button's number, the cursor onto the
	// emerald token, Enter.
	for i, b := range p.buttons {
		if b.label == interactName {
			require.Empty(t, b.disabled)
			sp.press(digitKeys[i])
			break // the bar is rebuilt
		}
	}
	require.Equal(t, interactName, p.armed.name, "the number key armed Interact")
	sp.press(ebiten.KeyArrowDown) // the cursor starts on the Witch
	sp.press(ebiten.KeyArrowDown)
	sp.press(ebiten.KeyArrowRight)
	require.Equal(t, tiles.Point{X: 2, Y: 1}, p.kbSq)
	sp.press(ebiten.KeyEnter)
	sp.idle()
	assert.Equal(t, -1, p.g.CrystalAt(tiles.Point{X: 2, Y: 1}), "Enter cleared the emerald token")
	assert.Len(t, p.g.Crystals, 1)
}

// Rage (project meaning, rules/abilities.go): after raging, each square
// moved earns a free Melee Attack. The bar shows the count; the attack is
// aimed like Melee.
func TestRageAttackButton(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|R . . . . .|
+ + + + + + +
|. . C . . .|
+-+-+-+-+-+-+
end
R Claw Tribe Barbarian
C Crawler
dice 3 3
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('R')}))
	sp.idle()
	before := sp.button(rageName)
	require.NotNil(t, before, "its place kept from the start (played at 200%: coming after Rage, it slid the bar under the pointer)")
	assert.Equal(t, "after Rage", before.cost)
	assert.Contains(t, before.disabled, "use Rage first")
	places := map[string]render.Rect{}
	for _, b := range p.buttons {
		places[b.label] = b.rect
	}
	sp.clickButton("Rage") // the card's action: rage until the next activation
	sp.idle()
	for _, b := range p.buttons {
		if r, ok := places[b.label]; ok {
			assert.Equal(t, r, b.rect, "%s stays in its place", b.label)
		}
	}
	b := sp.button(rageName)
	require.NotNil(t, b, "a raging Hero is offered its free attacks")
	assert.Equal(t, "none left", b.cost)
	assert.Contains(t, b.disabled, "none left", "the rules' reason")

	sp.clickSquare(tiles.Point{X: 1, Y: 0}) // one square: one free attack
	sp.idle()
	b = sp.button(rageName)
	require.NotNil(t, b)
	assert.Equal(t, "free ×1", b.cost)
	assert.Contains(t, p.describe(p.g.Model(sp.id('R'))), "Raging: 1 free attack left. ", "the Hero's card says so")
	assert.Contains(t, p.describe(p.g.Model(sp.id('R'))), "Rage: For the rest of this activation", "and explains Rage")
	sp.clickButton(rageName)
	assert.Equal(t, rageName, p.armed.name)
	crawler := p.g.Model(sp.id('C'))
	x, y := p.cam.ToScreen(float64(crawler.Pos.X)+0.5, float64(crawler.Pos.Y)+0.5)
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(t, p, sp.ctx, 1)
	sp.shot("rage-aim.png")
	ap := p.g.APLeft(sp.id('R'))
	sp.clickAt(x, y)
	sp.idle()
	assert.False(t, p.g.Model(sp.id('C')).InPlay, "the free attack (two 3-face dice) destroyed the Crawler")
	assert.Equal(t, ap, p.g.APLeft(sp.id('R')), "the Rage attack costs no action point")
	assert.Equal(t, 0, p.g.RageAttacksLeft(sp.id('R')))
	assert.True(t, sp.logHas("strikes in a rage"))
}

// Arcade rulebook, "Shapeshift": a Hero may take its other form as it
// activates. No Hero card has one, so a private catalog gives the Riftling
// Warrior the Riftling Rogue (as rules/shapeshift_test.go does); the bar
// offers it before anyone activates, and only for that Hero.
func TestShapeshiftButton(t *testing.T) {
	cat, err := rules.LoadCatalog()
	require.NoError(t, err)
	h := *cat.Heroes["Riftling Warrior"]
	h.Abilities = append(append([]cards.Keyword(nil), h.Abilities...), cards.Keyword{Name: "Shapeshift"})
	h.Shapeshift = "Riftling Rogue"
	cat.Heroes[h.Name] = &h
	sp := newScenePlay(t, `
map
+-+-+-+-+
|R T . .|
+-+-+-+-+
end
R Riftling Warrior
T Tincan
`, cat)
	p := sp.p
	var shifts []*actionButton
	runTicks(t, p, sp.ctx, 1)
	for _, b := range p.buttons {
		if b.label == "Shapeshift" {
			shifts = append(shifts, b)
		}
	}
	require.Len(t, shifts, 1, "one Hero has another form")
	assert.Contains(t, p.describe(p.g.Model(sp.id('R'))), "Its other form: Riftling Rogue.")
	assert.Equal(t, "Warrior → Rogue", shifts[0].cost)
	sp.shot("shapeshift.png")
	sp.clickButton("Shapeshift")
	sp.idle()
	r := p.g.Model(sp.id('R'))
	assert.Equal(t, "Riftling Rogue", r.Card)
	assert.Equal(t, r.ID, p.g.Active, "the Hero activates in its other form")
	assert.True(t, sp.logHas("takes its other form: Riftling Warrior becomes Riftling Rogue"))
}

// Every event kind the rules gained has a log line that reads as a
// sentence (no Go slice brackets), and the new keywords have a glossary
// entry for tooltips.
func TestNewEventsReadInTheLog(t *testing.T) {
	hero := rules.Ref{ID: 0, Name: "Sanctioned Witch"}
	for _, e := range []rules.Event{
		rules.ChestOpened{Hero: hero, Drawn: []string{"Oracle Eye", "Hero's Blade"}},
		rules.ChestOpened{Hero: hero, Drawn: []string{"Oracle Eye"}, Chosen: "Oracle Eye"},
		rules.TreasureOffered{Cards: []string{"Oracle Eye", "Snapjaw Chest"}, Options: []int{1}},
		rules.TreasureOffered{Cards: []string{"Oracle Eye", "Hero's Blade"}, Options: []int{0, 1}},
		rules.TreasureKept{Card: "Oracle Eye", Discarded: []string{"Hero's Blade"}},
		arcade.CrystalCleared{Hero: hero, At: tiles.Point{X: 2, Y: 3}, Crystal: cards.CrystalRuby, Left: 0},
		arcade.PlotCleared{Plot: "Idols of Rage", Drawn: []string{"Oracle Eye"}},
		arcade.PlotCleared{Plot: "Idols of Rage"},
		rules.Shapeshifted{Model: hero, From: "Riftling Warrior", To: "Riftling Rogue"},
	} {
		line := logText(e)
		assert.NotContains(t, line, "[", "%s: %s", e.Kind(), line)
		assert.NotEmpty(t, line)
		assert.NotEqual(t, render.ColText, logColour(e.Kind()), "%s stands out in the log", e.Kind())
	}
	g, err := cards.LoadGlossary()
	require.NoError(t, err)
	for _, k := range []string{"Rage", "Shapeshift", "Cursed"} {
		_, ok := g.Explain(k)
		assert.True(t, ok, "the glossary explains %s", k)
	}
}

// Arcade rulebook, "Boo Booty": a destroyed boo booty's reward is drawn as
// the power-up begins and the party keeps one. The chooser opens
// for it at every UI scale and text size, on the screen, and the automatic
// turn waits for the choice instead of stalling.
func TestRewardChooserAtEveryScale(t *testing.T) {
	for _, tc := range []struct {
		scale int
		text  string
	}{{100, "normal"}, {150, "large"}, {200, "extra-large"}} {
		t.Run(fmt.Sprintf("ui%d-%s", tc.scale, tc.text), func(t *testing.T) {
			ctx := displayContext(t, tc.scale, tc.text)
			s, err := NewArcadeGame(3)
			require.NoError(t, err)
			p := s.(*Play)
			runTicks(t, p, ctx, 2)
			// The reward as the rules leave it as the power-up begins.
			p.g.Pending = []rules.TreasureChoice{{Hero: rules.NoModel, Chest: rules.NoModel,
				Cards: []string{"Ancestral Mail", "Chimeric Battleblade", "Hero's Blade", "Oracle Eye"}, Options: []int{0, 1, 2, 3}}}
			p.version++
			runTicks(t, p, ctx, 30)
			require.Empty(t, p.stalled, "the turn waits for the choice")
			tc, ok := p.pendingChoice()
			require.True(t, ok)
			assert.Equal(t, "Boo booty reward: keep one card", p.treasureTitle(tc))
			hc := p.hudContext(ctx)
			c := p.layoutTreasure(hc, tc)
			k := hc.W / p.mc.W * p.lay.scale // chooser units to logical pixels
			for _, r := range append([]render.Rect{c.panel}, c.cards...) {
				assert.True(t, r.X*k >= 0 && r.Y*k >= 0 && (r.X+r.W)*k <= DesignW+0.01 && (r.Y+r.H)*k <= DesignH+0.01, "%+v×%.2f is on the screen", r, k)
			}
			for i := 1; i < len(c.cards); i++ {
				assert.LessOrEqual(t, c.cards[i-1].X+c.cards[i-1].W, c.cards[i].X, "the cards do not overlap")
			}
			screen := ebiten.NewImage(DesignW, DesignH)
			p.Draw(screen, ctx)
			saveScreen(t, screen, fmt.Sprintf("treasure-reward-ui%d-%s.png", ctx.Settings.UIScale, ctx.Settings.TextSize))

			before := len(p.g.Backpack)
			r := c.cards[3]
			x, y := (r.X+r.W/2)*k, (r.Y+r.H/2)*k
			ctx.In = Input{X: x, Y: y}
			runTicks(t, p, ctx, 1)
			ctx.In = Input{X: x, Y: y, Clicked: true}
			runTicks(t, p, ctx, 1)
			_, ok = p.g.PendingTreasure()
			assert.False(t, ok, "a click on the fourth card kept it")
			assert.Equal(t, before+1, len(p.g.Backpack))
			assert.Equal(t, "Oracle Eye", p.g.Backpack[len(p.g.Backpack)-1])
		})
	}
}

// Crystal tokens on a real Arcade board in colour-blind mode: each colour
// carries its letter, and a token under a model moves to the square's
// corner so it stays in sight. (Look at the screenshot.)
func TestCrystalsOnArcadeBoardScreenshot(t *testing.T) {
	ctx := newContext(t)
	ctx.Settings.ColourBlind = true
	s, err := NewArcadeGame(5)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	hero := p.g.Model(p.g.Heroes()[0])
	p.g.Crystals = []rules.CrystalToken{{Pos: hero.Pos, Crystal: cards.CrystalAmethyst, Plot: "Idols of Rage"}}
	colours := []cards.Crystal{cards.CrystalRuby, cards.CrystalSapphire, cards.CrystalEmerald, cards.CrystalCitrine}
	for _, sq := range p.g.Board.Points() {
		if len(p.g.Crystals) > len(colours) {
			break
		}
		d := tiles.Dist(sq, hero.Pos)
		if d < 2 || d > 4 || p.g.At(sq) != nil || !p.g.CanStand(hero.ID, sq) || (sq.X+sq.Y)%3 != 0 {
			continue
		}
		p.g.Crystals = append(p.g.Crystals, rules.CrystalToken{Pos: sq, Crystal: colours[len(p.g.Crystals)-1], Plot: "Idols of Rage"})
	}
	require.Len(t, p.g.Crystals, 5)
	p.cam.CX, p.cam.CY = float64(hero.Pos.X)+0.5, float64(hero.Pos.Y)+0.5
	runTicks(t, p, ctx, 2)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "crystals-arcade.png")
}

// A watched game (the hero AI plays, chests open with Look, a boo booty's
// reward waits as the power-up begins) answers every treasure choice and
// never stalls.
func TestWatchedGamesAnswerEveryTreasureChoice(t *testing.T) {
	offered := 0
	for _, seed := range []uint64{1, 4} {
		ctx := newContext(t)
		s, err := NewDemoGame(seed, false)
		require.NoError(t, err)
		p := s.(*Play)
		p.speed = 1000
		for i := 0; i < 20000 && p.g.Turn < 8 && p.g.Over == ""; i++ {
			runTicks(t, p, ctx, 1)
			require.Empty(t, p.stalled, "seed %d", seed)
		}
		kinds := map[string]int{}
		for _, l := range p.log {
			if !l.cont {
				kinds[l.kind]++
			}
		}
		// Every offer was answered, but for one drawn on the last steps
		// (still pending, or its answer not played back yet).
		open := kinds["treasure-offered"] - kinds["treasure-kept"]
		if open == 1 {
			assert.True(t, len(p.g.Pending) > 0 || p.busy(), "seed %d: the last offer is still in play", seed)
		} else {
			assert.Zero(t, open, "seed %d: every offer answered", seed)
		}
		offered += kinds["treasure-offered"]
	}
	assert.Positive(t, offered, "some chest held a real choice in these games")
}

// A chest on the first tile gives one card, kept without a choice: a
// banner says what was found and the log says what it does (played by
// mouse: only the log's "finds Flameheart Staff" told it).
func TestOneCardChestSaysWhatWasFound(t *testing.T) {
	text := strings.Replace(chestScenario, "tile=3", "tile=1", 1) + "deck treasure: Hero's Blade\n"
	sp := newScenePlay(t, text, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	sp.clickButton("Open Chest")
	for i := 0; i < 600 && p.busy(); i++ {
		runTicks(t, p, sp.ctx, 1)
	}
	_, pending := p.g.PendingTreasure()
	require.False(t, pending, "one card: no choice")
	assert.Equal(t, []string{"Hero's Blade"}, p.g.Backpack)
	assert.Equal(t, "Found: Hero's Blade", p.banner)
	e := p.g.Catalog().Equipment["Hero's Blade"]
	require.NotNil(t, e)
	assert.True(t, sp.logHas("Hero's Blade ("+string(e.Slot)+" slot): "+e.Text), "the log says what it does")
	sp.shot("chest-one-card.png")
}

// A crystal token a model stands on stays in sight: a small gem at the
// square's lower left corner, drawn over the model (played by mouse: the
// Hero on a crystal hid it whole, while the Interact hint spoke of a token
// "on or next to the Hero"). The gem's colour is where it is drawn, at
// 100% and at 200% with large text.
func TestACrystalUnderAModelStaysInSight(t *testing.T) {
	const onHero = `
plot Idols of Rage
crystal 0,0 ruby
map
+-+-+-+-+-+
|W . . . .|
+ + + + + +
|. . . . C|
+-+-+-+-+-+
end
W Sanctioned Witch
C Crawler
`
	for _, large := range []bool{false, true} {
		sp := newScenePlay(t, onHero, nil)
		if large {
			sp = largePlay(t, onHero)
		}
		p := sp.p
		p.objAge = objectiveBannerTicks // the goal's banner would cover the board
		require.Equal(t, p.g.Model(sp.id('W')).Pos, p.g.Crystals[0].Pos, "the Witch stands on the crystal")
		screen := ebiten.NewImage(DesignW, DesignH)
		p.Draw(screen, sp.ctx)
		saveScreen(t, screen, fmt.Sprintf("crystal-under-hero-%v.png", large))
		r := p.squareRect(p.g.Crystals[0].Pos)
		s := max(4, r.W*0.15)
		x, y := r.X+s*1.4-s*0.7, r.Y+r.H-s*1.3-s*0.25 // in the gem, left of its letter
		want := crystalColour(cards.CrystalRuby)
		got := color.RGBAModel.Convert(screen.At(int(x), int(y))).(color.RGBA)
		d := math.Abs(float64(got.R)-float64(want.R)) + math.Abs(float64(got.G)-float64(want.G)) + math.Abs(float64(got.B)-float64(want.B))
		assert.Less(t, d, 120.0, "large %v: the ruby gem shows at (%.0f,%.0f): got %v, want near %v", large, x, y, got, want)
	}
}
