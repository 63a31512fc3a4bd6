package scene

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules/legends"
	"github.com/superdungeon-digital/superdungeon/sprites"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// legHarness drives the Legends adventure screen as the game loop does:
// an Update and a Draw each tick (the buttons are laid out as drawn).
type legHarness struct {
	t      *testing.T
	s      *LegendsAdventure
	ctx    *Context
	screen *ebiten.Image
	done   int
}

// newLegHarness opens adventure adv of campaign def for a party of
// classes, every Hero played at the screen unless computer says so, at
// ui percent interface size.
func newLegHarness(t *testing.T, def, adv string, classes []string, computer bool, ui int, backpack map[string]int) *legHarness {
	t.Helper()
	d, err := legends.LoadData()
	require.NoError(t, err)
	c, err := legends.NewCampaign(d, def, classes, 7)
	require.NoError(t, err)
	for k, v := range backpack {
		c.Backpack[k] = v
	}
	c.Next = adv
	g, evs, err := c.StartAdventure(d)
	require.NoError(t, err)
	h := &legHarness{t: t, ctx: newContext(t), screen: ebiten.NewImage(DesignW, DesignH)}
	h.ctx.Settings.UIScale = ui
	seats := LegendsSeats{Computer: make([]bool, len(classes))}
	for i := range seats.Computer {
		seats.Computer[i] = computer
	}
	h.s = newLegendsAdventure(d, c, g, seats, func(ctx *Context, g *legends.Game) {
		h.done++
		require.NoError(t, c.FinishAdventure(d, g))
	}, evs)
	h.s.fast = true
	// A manager as the game has one: the pause menu's buttons leave the
	// screen through it.
	h.ctx.manager = NewManager(h.s)
	h.step(2)
	return h
}

// step runs n ticks.
func (h *legHarness) step(n int) {
	h.t.Helper()
	for range n {
		require.NoError(h.t, h.s.Update(h.ctx))
		h.ctx.Tick++
		h.ctx.In = Input{X: h.ctx.In.X, Y: h.ctx.In.Y}
		h.s.Draw(h.screen, h.ctx)
		require.NoError(h.t, h.s.g.CheckInvariants())
	}
}

// clickAt clicks logical point (x, y): a hover tick, then the click.
func (h *legHarness) clickAt(x, y float64) {
	h.ctx.In = Input{X: x, Y: y}
	h.step(1)
	h.ctx.In = Input{X: x, Y: y, Clicked: true}
	h.step(1)
}

// button is the HUD button whose id starts with prefix.
func (h *legHarness) button(prefix string) *legButton {
	for i := range h.s.view.buttons {
		if strings.HasPrefix(h.s.view.buttons[i].id, prefix) {
			return &h.s.view.buttons[i]
		}
	}
	return nil
}

func (h *legHarness) ids() []string {
	var out []string
	for _, b := range h.s.view.buttons {
		out = append(out, b.id)
	}
	return out
}

// press clicks the button whose id starts with prefix.
func (h *legHarness) press(prefix string) {
	h.t.Helper()
	b := h.button(prefix)
	require.NotNil(h.t, b, "a %q button (have %v)", prefix, h.ids())
	k := h.s.view.k
	h.clickAt((b.b.Rect.X+b.b.Rect.W/2)*k, (b.b.Rect.Y+b.b.Rect.H/2)*k)
}

// clickSquare clicks the middle of square sq.
func (h *legHarness) clickSquare(sq tiles.Point) {
	x, y := h.s.view.cam.ToScreen(float64(sq.X)+0.5, float64(sq.Y)+0.5)
	h.clickAt(x, y)
}

// shot saves the screen (SD_SHOTS_DIR) with the board fully painted.
func (h *legHarness) shot(name string) {
	h.s.view.board.Finish(&h.s.view.cam, h.ctx.Painter.Scale)
	h.s.view.rollAge = 1000 // the dice have landed
	h.s.Draw(h.screen, h.ctx)
	saveScreen(h.t, h.screen, name)
}

// playCombatTurnByMouse plays the people's side of a combat by clicks:
// activate a Hero from its card, attack a target if one is in reach,
// else move toward the nearest monster, then end the activation.
func (h *legHarness) playCombatStep() {
	h.t.Helper()
	s, g := h.s, h.s.g
	if !s.personDecides() {
		h.step(1)
		return
	}
	if g.Active < 0 {
		ids := g.CanActivate()
		require.NotEmpty(h.t, ids)
		k := s.view.k
		for i, id := range s.view.lay.cardIDs {
			if id == ids[0] {
				r := s.view.lay.cardRects[i]
				h.clickAt((r.X+r.W/2)*k, (r.Y+r.H/2)*k)
				require.Equal(h.t, ids[0], g.Active, "clicking a Hero's card activates it")
				return
			}
		}
		h.t.Fatalf("no card for Hero %d", ids[0])
	}
	me := g.Active
	for _, o := range s.options().actions {
		if o.Kind == legends.ActAttack && o.Why == "" && len(o.Targets) > 0 {
			h.clickSquare(g.Models[o.Targets[0].Model].At)
			return
		}
	}
	if !g.Moved && len(s.options().moves) > 0 {
		best, bestD := s.options().moves[0], 999
		for _, r := range s.options().moves {
			for i := range g.Models {
				m := &g.Models[i]
				if m.InPlay && !m.Hero() && tiles.Dist(m.At, r.To) < bestD {
					best, bestD = r, tiles.Dist(m.At, r.To)
				}
			}
		}
		h.clickSquare(best.To)
		require.True(h.t, g.Moved || g.Active != me, "clicking a lit square moves")
		return
	}
	h.press("endact")
}

// The screen plays the Road to Thistle Hollow by mouse: the getting-ready
// exploration, a story panel, the fallen-oak test (approaches with their
// dice and chances, the roll in the tray), exploration with a walk and a
// treasure token opened, a fight with initiative, activations, moves and
// attacks with their dice, to the end panel and done.
func TestLegendsAdventureByMouse(t *testing.T) {
	h := newLegHarness(t, "dusk-drake", "road-to-thistle-hollow", []string{"Knight", "Mage", "Ranger"}, false, 100, map[string]int{"gear": 1})
	s, g := h.s, h.s.g
	require.Equal(t, legends.Explore, g.Mode, "every adventure opens with the party getting ready")
	h.press("continue")
	require.Equal(t, legends.Story, g.Mode)
	h.shot("legends-story.png")
	require.NotNil(t, h.button("continue"), "the story panel has its Continue")
	h.press("continue")
	require.Equal(t, legends.Test, g.Mode)
	tests := s.options().tests
	require.NotEmpty(t, tests)
	assert.Greater(t, tests[0].Chance, 0.0)
	h.shot("legends-test.png")
	for g.Mode == legends.Test {
		h.press("attempt 0")
	}
	require.NotEmpty(t, s.rolls, "the test's roll is in the tray")
	assert.NotEmpty(t, s.rolls[0].rows[0].dice)
	assert.Contains(t, s.rolls[0].verdict, "against")
	require.Equal(t, legends.Explore, g.Mode)
	h.shot("legends-test-rolled.png")

	// Exploration: walk the Knight, then open the chest.
	hero := s.sel
	require.GreaterOrEqual(t, hero, 0)
	from := g.Models[hero].At
	to := s.options().moves[len(s.options().moves)/2].To
	h.clickSquare(to)
	assert.Equal(t, to, g.Models[hero].At, "a click on a square walks there (from %v)", from)
	chest := -1
	for i, tk := range g.Tokens {
		if tk.Kind == "treasure" && !tk.Gone {
			chest = i
			break
		}
	}
	require.GreaterOrEqual(t, chest, 0)
	h.clickSquare(g.Tokens[chest].At)
	assert.True(t, g.Tokens[chest].Gone, "a click on a chest walks next to it and opens it: %s (mode %s, continue first?)", s.refusal.text, g.Mode)
	assert.Condition(t, func() bool {
		for _, r := range s.rolls {
			if r.golden > 0 {
				return true
			}
		}
		return false
	}, "the Golden Eye shows in the tray")
	h.shot("legends-explore.png")
	// The gate: a closed door hides the kobolds ("Doors"), so the party
	// opens it before setting out, with a click as for a chest.
	for i, tk := range g.Tokens {
		if tk.Kind == "door" && !tk.Gone {
			h.clickSquare(tk.At)
			assert.True(t, g.Tokens[i].Gone, "a click on a door walks next to it and opens it: %s", s.refusal.text)
		}
	}
	h.press("continue")
	require.Equal(t, legends.Combat, g.Mode)
	assert.Equal(t, "Initiative!", s.banner.text)

	sawAttack := false
	for i := 0; i < 3000 && g.Mode == legends.Combat; i++ {
		h.playCombatStep()
		for _, r := range s.rolls {
			if len(r.rows) == 2 && !sawAttack {
				sawAttack = true
				h.shot("legends-combat.png")
			}
		}
	}
	assert.True(t, sawAttack, "an attack and its defense were rolled in the tray")
	for i := 0; i < 50 && g.Mode == legends.Story; i++ {
		h.press("continue")
	}
	require.Equal(t, legends.Over, g.Mode)
	h.shot("legends-over.png")
	assert.Equal(t, 0, h.done)
	h.press("over")
	assert.Equal(t, 1, h.done, "done is called once the end panel is left")
	h.step(5)
	assert.Equal(t, 1, h.done, "and only once")
}

// A choice shows its options with their costs; an option the backpack
// cannot pay says why, and the one chosen goes on with its outcome. The
// kobold chief is a token on the map: "Set out" waits until a Hero has
// spoken with him, and clicking him walks a Hero over and speaks.
func TestLegendsChoiceByMouse(t *testing.T) {
	h := newLegHarness(t, "dusk-drake", "the-chiefs-bargain", []string{"Knight", "Rogue"}, false, 100, map[string]int{"candy": 1})
	g := h.s.g
	spoke := false
	for i := 0; i < 40 && g.Mode != legends.Choice; i++ {
		switch who, tok := g.Seeking(); {
		case who != "":
			b := h.button("continue")
			require.NotNil(t, b)
			assert.Contains(t, b.b.Disabled, "first speak with the kobold chief")
			assert.Contains(t, h.s.squareTip(g.Tokens[tok].At), "waits to speak with the party")
			h.shot("legends-npc.png")
			h.clickSquare(g.Tokens[tok].At)
			spoke = true
		case g.Mode == legends.Test:
			h.press("attempt 0")
		case g.Mode == legends.Combat:
			h.playCombatStep()
		default:
			h.press("continue")
		}
	}
	assert.True(t, spoke, "the chief waited on the map")
	require.Equal(t, legends.Choice, g.Mode)
	b := h.button("choose 0")
	require.NotNil(t, b)
	assert.Equal(t, "1 candy", b.b.Sub, "the option's cost")
	h.shot("legends-choice.png")
	h.press("choose 0")
	assert.Contains(t, g.Flags, "peace")
	assert.Equal(t, 0, g.Backpack["candy"])
}

// At 200% interface size the screen still lays out its cards, tray, log
// and panels on screen, and plays by mouse.
func TestLegendsAt200Percent(t *testing.T) {
	h := newLegHarness(t, "dusk-drake", "road-to-thistle-hollow", []string{"Knight", "Mage", "Ranger"}, false, 200, nil)
	g := h.s.g
	assert.Equal(t, 2.0, h.s.view.k)
	h.shot("legends-explore-200.png")
	h.press("continue")
	h.shot("legends-story-200.png")
	h.press("continue")
	require.Equal(t, legends.Test, g.Mode)
	h.shot("legends-test-200.png")
	for _, b := range h.s.view.buttons {
		r := b.b.Rect
		assert.True(t, r.X >= 0 && r.Y >= 0 && r.X+r.W <= h.s.view.lay.W+0.5 && r.Y+r.H <= h.s.view.lay.H+0.5, "button %s on screen: %+v", b.id, r)
	}
	for g.Mode == legends.Test {
		h.press("attempt 0")
	}
	h.press("continue")
	require.Equal(t, legends.Combat, g.Mode)
	for i := 0; i < 200 && g.Mode == legends.Combat; i++ {
		h.playCombatStep()
		if len(h.s.rolls) > 0 && len(h.s.rolls[len(h.s.rolls)-1].rows) == 2 {
			h.shot("legends-combat-200.png")
			break
		}
	}
}

// With every seat the computer's, the screen plays the quick fight by
// itself (the Consul narrating in the log) and hands the game back.
func TestLegendsComputerPlaysItself(t *testing.T) {
	h := newLegHarness(t, "one-evening-fight", "kitchen-brawl", LegendsQuickParty, true, 100, nil)
	for i := 0; i < 5000 && h.done == 0; i++ {
		h.step(1)
	}
	require.Equal(t, 1, h.done, "the computer's adventure ends and goes on by itself")
	consul := false
	for _, l := range h.s.log {
		consul = consul || (l.kind == "consul" && strings.HasPrefix(l.text, "The Consul"))
	}
	assert.True(t, consul, "the Consul's decisions are narrated")
}

// Clicks anywhere, at any moment, never break the screen or the game.
func TestLegendsRandomClicksNeverPanic(t *testing.T) {
	for _, ui := range []int{100, 200} {
		t.Run(fmt.Sprint(ui), func(t *testing.T) {
			h := newLegHarness(t, "dusk-drake", "road-to-thistle-hollow", []string{"Knight", "Cleric", "Rogue"}, false, ui, map[string]int{"gear": 1, "candy": 2})
			r := rand.New(rand.NewPCG(uint64(ui), 9))
			for i := 0; i < 200 && h.s.g.Mode != legends.Over; i++ {
				if r.IntN(3) == 0 && len(h.s.view.buttons) > 0 {
					b := h.s.view.buttons[r.IntN(len(h.s.view.buttons))]
					h.clickAt((b.b.Rect.X+b.b.Rect.W/2)*h.s.view.k, (b.b.Rect.Y+b.b.Rect.H/2)*h.s.view.k)
					continue
				}
				h.clickAt(r.Float64()*DesignW, r.Float64()*DesignH)
			}
		})
	}
}

// The quick fight the game binary opens (-mode legends -newgame) is the
// Kitchen Brawl with the default party, people at every seat.
func TestLegendsQuickFightOpens(t *testing.T) {
	s, err := newLegendsQuickFight(3, false)
	require.NoError(t, err)
	assert.Equal(t, "kitchen-brawl", s.g.Adventure)
	assert.Len(t, s.seats.Computer, 3)
	assert.True(t, s.personDecides())
	a, err := newLegendsQuickFight(3, true)
	require.NoError(t, err)
	assert.False(t, a.personDecides())
}

// "Area Effects" on screen: an Aura that wounds hits friends too, so the
// first press of its button only lights its squares and names the friends
// it would hit; the second press strikes.
func TestLegendsAuraAsksBeforeStriking(t *testing.T) {
	h := newLegHarness(t, "one-evening-fight", "kitchen-brawl", []string{"Knight", "Cleric", "Mage"}, false, 100, nil)
	s, g := h.s, h.s.g
	h.press("continue")
	require.Equal(t, legends.Combat, g.Mode)
	for i := 0; i < 200 && (g.Turn != legends.Heroes || g.Active >= 0); i++ {
		if g.Turn == legends.Heroes && g.Active >= 0 {
			h.press("endact")
			continue
		}
		h.step(1)
	}
	require.Equal(t, legends.Heroes, g.Turn)
	r, k := s.view.lay.cardRects[0], s.view.k
	h.clickAt((r.X+r.W/2)*k, (r.Y+r.H/2)*k)
	require.Equal(t, 0, g.Active, "a click on the Knight's card activates it")
	aura := -1
	for i, o := range s.options().actions {
		if o.Name == "Sweeping Blow" && o.Why == "" {
			aura = i
		}
	}
	require.GreaterOrEqual(t, aura, 0, "the Knight's Sweeping Blow is offered: %+v", s.options().actions)
	id := fmt.Sprintf("act %d", aura)
	h.press(id)
	assert.False(t, g.Acted, "the first press only lights the area")
	require.NotNil(t, s.aim)
	assert.NotEmpty(t, g.AreaOf("Sweeping Blow", tiles.Point{}, ""))
	assert.Contains(t, h.s.friendsHit(), "Sister Marigold", "the Cleric beside the Knight is named")
	h.press(id)
	assert.True(t, g.Acted, "the second press strikes")
	assert.Nil(t, s.aim)
}

// Hidden dungeons on screen: the tower's guard room is covered until its
// door opens (its squares say so, its chest is not drawn); a click on the
// door walks a Hero over and opens it, and the room is there.
func TestLegendsHiddenRoomByMouse(t *testing.T) {
	h := newLegHarness(t, "dusk-drake", "the-secret-way", []string{"Knight", "Rogue", "Mage"}, false, 100, nil)
	g := h.s.g
	for i := 0; i < 20 && !(g.Mode == legends.Explore && g.Phase >= 0); i++ {
		switch g.Mode {
		case legends.Test:
			g.Dice = []int{4, 4, 4, 4, 4, 4, 4, 4} // every die on its best star face
			h.press("attempt 1")
		default:
			h.press("continue")
		}
	}
	require.Equal(t, legends.Explore, g.Mode)
	room := tiles.Point{X: 14, Y: 2}
	require.True(t, g.Hidden(room))
	assert.Contains(t, h.s.squareTip(room), "Unexplored")
	h.shot("legends-hidden.png")
	door := -1
	for i, tk := range g.Tokens {
		if tk.Kind == "door" {
			door = i
		}
	}
	h.clickSquare(g.Tokens[door].At)
	assert.True(t, g.Tokens[door].Gone, "the click opened the door")
	assert.False(t, g.Hidden(room))
	assert.NotContains(t, h.s.squareTip(room), "Unexplored")
	h.shot("legends-revealed.png")
}

// A Hero's tooltip gives the dice it rolls: a Spiked Gauntlet worn adds
// its red die to STR (seen in play: the cards showed the class's dice).
func TestLegendsTooltipCountsGear(t *testing.T) {
	h := newLegHarness(t, "dusk-drake", "road-to-thistle-hollow", []string{"Knight", "Mage", "Ranger"}, false, 100, nil)
	g := h.s.g
	require.Equal(t, legends.Explore, g.Mode)
	base := g.Models[0].Attrs[legends.STR]
	g.Models[0].Carried = []string{"Spiked Gauntlet"}
	require.True(t, h.s.apply(legends.Equip{Hero: 0, Card: "Spiked Gauntlet"}))
	want := base
	want.Dice[cards.Red]++
	assert.Contains(t, h.s.modelTip(0), "STR "+legends.PoolString(want)+",")
}

// An improvised action by mouse: with a monster next to the active Hero
// the bar offers Shove (its chance on the button), the button aims it,
// a click on the monster tries it and the roll shows in the tray.
func TestLegendsImproviseByMouse(t *testing.T) {
	h := newLegHarness(t, "one-evening-fight", "kitchen-brawl", []string{"Knight", "Mage", "Ranger"}, false, 100, nil)
	g := h.s.g
	for i := 0; i < 400 && !(g.Mode == legends.Combat && g.Turn == legends.Heroes && g.Active < 0); i++ {
		if g.Mode == legends.Explore {
			h.press("continue")
			continue
		}
		h.step(1)
	}
	require.Equal(t, legends.Combat, g.Mode)
	me := g.CanActivate()[0]
	require.True(t, h.s.apply(legends.Activate{Model: me}))
	foe := -1
	for i := range g.Models {
		if m := &g.Models[i]; !m.Hero() && m.InPlay && !m.KO {
			foe = i
			break
		}
	}
	require.GreaterOrEqual(t, foe, 0)
	// Bring the monster next to the Hero (a free square beside it).
	at := g.Models[me].At
	for _, d := range tiles.AllDirs {
		p := at.Add(d)
		if g.Map.IsSquare(p) && g.Map.At(p).Terrain == tiles.Floor && h.s.modelOn(p) == nil {
			g.Models[foe].At = p
			break
		}
	}
	require.Equal(t, 1, tiles.Dist(at, g.Models[foe].At))
	h.s.version++ // the test moved a model: the screen asks the rules again
	h.s.view.snap(h.s)
	h.step(1)
	var shove string
	for _, b := range h.s.view.buttons {
		if b.b.Label == "Shove" {
			shove = b.id
			assert.Contains(t, b.b.Sub, "%", "the chance on the button")
		}
	}
	require.NotEmpty(t, shove, "the bar offers Shove (have %v)", h.ids())
	h.press(shove)
	require.NotNil(t, h.s.aim)
	assert.Contains(t, h.s.squareTip(g.Models[foe].At), "to succeed")
	h.clickSquare(g.Models[foe].At)
	assert.True(t, g.Acted, "the Shove took the action")
	found := false
	for _, l := range h.s.log {
		found = found || strings.Contains(l.text, "tries to shove")
	}
	assert.True(t, found, "the log tells the try")
	h.shot("legends-improvise.png")
}

// Every Legends monster is drawn on a base of its size: Gloomwing's
// dragon stands on the 2x2 base the rules give it ("Large models").
func TestLegendsSpritesFitTheirBases(t *testing.T) {
	d, err := loadLegendsData()
	require.NoError(t, err)
	for _, m := range d.Monsters {
		look := legSprite(&legends.Model{Class: m.Name, Side: legends.Consul})
		assert.Equal(t, max(1, m.Size), sprites.Footprint(look), "%s drawn as %s", m.Name, look)
	}
}

// Gloomwing on screen: its 2x2 base is drawn as one dragon, and every
// square of the base is Gloomwing (its tooltip, a click to attack it).
func TestLegendsLargeBossOnScreen(t *testing.T) {
	h := newLegHarness(t, "dusk-drake", "gloomwings-roost", []string{"Knight", "Mage", "Ranger"}, false, 100, nil)
	g := h.s.g
	h.press("continue")
	require.Equal(t, legends.Combat, g.Mode)
	var boss *legends.Model
	for i := range g.Models {
		if g.Models[i].Class == "Gloomwing" {
			boss = &g.Models[i]
		}
	}
	require.NotNil(t, boss)
	for _, p := range boss.Squares() {
		assert.Contains(t, h.s.squareTip(p), "Gloomwing", "%v is Gloomwing's", p)
	}
	h.step(200)
	h.shot("legends-gloomwing.png")
}
