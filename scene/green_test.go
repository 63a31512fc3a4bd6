package scene

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// witchBeset is the Consul's turn with three Crawlers on the Heroes and
// a wounded Witch holding her Healing Brew.
const witchBeset = `
phase consul
chart 1
map
+-+-+-+-+-+-+
|W P . . . .|
+ + + + + + +
|R C . . . .|
+ + + + + + +
|G C . . . N|
+-+-+-+-+-+-+
end
W Sanctioned Witch wounds=1 potions=2
R Riftling Warrior potions=1
G Moonspire Guardian potions=1
C Crawler
P Spider Speaker
N Spider Nest
`

// heldClick presses the button labelled label the way a person does:
// the pointer comes to rest on it, and once moment holds the button goes
// down, stays down for down ticks and is let go. It reports whether a
// playback was running when it was let go.
func heldClick(t *testing.T, sp *scenePlay, label string, moment func() bool, down int) (busy bool) {
	t.Helper()
	b := sp.button(label)
	require.NotNil(t, b, "a %q button", label)
	u := sp.p.lay.scale
	x, y := (b.rect.X+b.rect.W/2)*u, (b.rect.Y+b.rect.H/2)*u
	sp.ctx.In = Input{X: x, Y: y}
	for i := 0; i < 3000 && !moment(); i++ {
		runTicks(t, sp.p, sp.ctx, 1)
	}
	require.True(t, moment(), "the moment to press came")
	require.NotNil(t, buttonAt(sp.p.buttons, x/u, y/u), "the button is still under the pointer")
	sp.ctx.In = Input{X: x, Y: y, Pressed: true, Down: true}
	runTicks(t, sp.p, sp.ctx, 1)
	for range down {
		sp.ctx.In = Input{X: x, Y: y, Down: true}
		runTicks(t, sp.p, sp.ctx, 1)
	}
	busy = sp.p.busy()
	sp.ctx.In = Input{X: x, Y: y, Clicked: true}
	runTicks(t, sp.p, sp.ctx, 1)
	return busy
}

// A press on a green potion's button always drinks it, whenever in the
// Consul's turn it comes: during a monster's roll it is queued behind
// the step and says so; held down as the turn's last step plays, the
// turn waits for the release (played by mouse at 4×: Healing Brew
// pressed during the last attack was let go in the Heroes' turn and did
// nothing).
func TestGreenPotionPressAlwaysDrinks(t *testing.T) {
	for _, tc := range []struct {
		name string
		when func(p *Play) bool
		down int // ticks held down
	}{
		{"during a monster's roll", func(p *Play) bool { return p.busy() && p.diceShown() }, 15},
		// Held longer than the step's playback: the turn waits.
		{"as the turn's last step plays", func(p *Play) bool { return p.busy() && p.consulDone }, 40},
		{"in step mode's pause", func(p *Play) bool { p.stepMode = true; return p.stepWait && !p.busy() }, 15},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sp := newScenePlay(t, witchBeset, nil)
			p := sp.p
			p.speed = 4
			busy := heldClick(t, sp, "Healing Brew", func() bool { return p.g.Phase == rules.ConsulTurn && tc.when(p) }, tc.down)
			assert.Equal(t, 1, p.g.Model(sp.id('W')).Potions, "the Witch drank")
			assert.True(t, p.stepMode, "the Consul pauses after the drink")
			if busy {
				assert.Contains(t, p.toast, "Healing Brew (Witch) is queued", "it plays after the step")
			} else {
				assert.Empty(t, p.toast, "it plays at once")
			}
			sp.idle()
			runTicks(t, p, sp.ctx, 2)
			assert.Equal(t, rules.ConsulTurn, p.g.Phase, "the turn waits for the player")
			assert.Equal(t, greenPausedWords, p.toast, "and says why and how to go on")
			if tc.name == "during a monster's roll" {
				sp.shot("green-paused.png")
			}
			sp.press(ebiten.KeyN)
			runTicks(t, p, sp.ctx, 1)
			assert.NotEqual(t, greenPausedWords, p.toast, "Next step went on")
			// The drink held one pause; the step mode the player had is
			// back (played at 200%: every later step waited for Next).
			wasOn := tc.name == "in step mode's pause"
			assert.Equal(t, wasOn, p.stepMode, "the player's own step mode is back")
		})
	}
}

// A click where a green button was, just after the Consul's turn ended,
// says it came too late instead of vanishing.
func TestGreenPotionClickTooLateSaysSo(t *testing.T) {
	sp := newScenePlay(t, witchBeset, nil)
	p := sp.p
	p.speed = 4
	for i := 0; i < 3000 && !(p.busy() && p.consulDone); i++ {
		runTicks(t, p, sp.ctx, 1)
	}
	b := sp.button("Healing Brew")
	require.NotNil(t, b)
	u := p.lay.scale
	x, y := (b.rect.X+b.rect.W/2)*u, (b.rect.Y+b.rect.H/2)*u
	for i := 0; i < 300 && p.g.Phase == rules.ConsulTurn; i++ {
		runTicks(t, p, sp.ctx, 1)
	}
	require.NotEqual(t, rules.ConsulTurn, p.g.Phase)
	sp.clickAt(x, y)
	assert.Contains(t, p.toast, "Too late for Healing Brew")
	assert.Equal(t, 2, p.g.Model(sp.id('W')).Potions)
}

// brewOnScreen is witchBeset played until the Witch's Healing Brew button
// shows, and that button.
func brewOnScreen(t *testing.T) (*scenePlay, *actionButton) {
	t.Helper()
	sp := newScenePlay(t, witchBeset, nil)
	for i := 0; i < 300 && sp.button("Healing Brew") == nil; i++ {
		runTicks(t, sp.p, sp.ctx, 1)
	}
	b := sp.button("Healing Brew")
	require.NotNil(t, b)
	return sp, b
}

// A click on a green button still on screen in the tick the Consul's turn
// ends says it came too late (played by mouse at Instant: Elixir clicked
// as the turn ended did nothing and said nothing).
func TestGreenPotionClickAsTheTurnEndsSaysSo(t *testing.T) {
	sp, b := brewOnScreen(t)
	p := sp.p
	p.green.gone = 0 // the green buttons are on screen this tick
	p.g.Phase = rules.ConsulPowerUp
	assert.True(t, p.greenTooLate(b.rect.X+b.rect.W/2, b.rect.Y+b.rect.H/2), "the click is answered")
	assert.Contains(t, p.toast, "Too late for Healing Brew")
}

// The green potions' buttons stay through the Consul's turn: one the
// rules refuse now is greyed with the reason, in its place, not dropped
// (played at 200%: Bitterroot vanished unexplained and the row shrank
// from seven to four under the pointer).
func TestGreenButtonsKeepTheirPlaces(t *testing.T) {
	sp := newScenePlay(t, witchBeset, nil)
	p := sp.p
	want := 0
	for _, id := range p.g.Heroes() {
		h := p.g.Model(id)
		want++ // Loud Slurping
		for _, a := range p.g.HeroCard(h).Actions {
			if a.Potion == cards.GreenPotion && modeOf(&a) == aimNone {
				want++
			}
		}
	}
	w := p.g.Model(sp.id('W'))
	w.Statuses = w.Statuses.With(cards.Ice) // no potion while frozen
	p.g.Model(sp.id('G')).Potions = 0       // and one with none left (played at 100%: its drink emptied it and the row slid under the pointer)
	p.version++
	bs := p.greenButtons()
	assert.Len(t, bs, want, "every green potion of every Hero with one")
	greyed := 0
	for _, b := range bs {
		if b.disabled != "" {
			greyed++
		}
	}
	assert.Positive(t, greyed, "the frozen Witch's potions are greyed, with the reason")
}

// A Hero who falls keeps its green buttons, greyed, in their places: they
// left the row while the screen still showed the Hero standing, and the
// others slid under the pointer (played at 100%, twice). While the
// screen still shows it standing, the reason says the command on screen
// was settled first; once it has fallen there, that it fell.
func TestGreenButtonsOfAFallenHeroStayGreyed(t *testing.T) {
	sp := newScenePlay(t, witchBeset, nil)
	p := sp.p
	p.version++
	before := p.greenButtons()
	r := p.g.Model(sp.id('R'))
	shown := p.g.Clone() // the screen, a command behind the rules
	p.g.Destroy(r, rules.NoModel)
	p.shown = shown
	p.version++
	after := p.greenButtons()
	require.Len(t, after, len(before), "the row keeps every button")
	for i, b := range after {
		assert.Equal(t, before[i].label+" "+before[i].cost, b.label+" "+b.cost, "in its place")
		if b.cost == "Warrior" {
			assert.Equal(t, "Too late for Riftling Warrior: the Consul's command now showing was settled before a drink could come.", b.disabled)
		}
	}
	p.shown = nil
	p.version++
	for _, b := range p.greenButtons() {
		if b.cost == "Warrior" {
			assert.Equal(t, "Riftling Warrior has fallen: a fallen Hero drinks nothing.", b.disabled)
		}
	}
}

// At 4x a whole Consul turn can pass between seeing a lit green button
// and letting the click go: a click where it was, a second and a half
// after it went, still says it came too late (played at 100%).
func TestGreenPotionClickASecondLateSaysSo(t *testing.T) {
	sp, b := brewOnScreen(t)
	p := sp.p
	p.green.last = []*actionButton{b}
	p.buttons = nil
	p.green.gone = 90 // a second and a half
	p.g.Phase = rules.HeroTurn
	assert.True(t, p.greenTooLate(b.rect.X+b.rect.W/2, b.rect.Y+b.rect.H/2))
	assert.Contains(t, p.toast, "Too late for Healing Brew")
}

// A green potion clicked while a Consul's step plays is only queued: its
// greyed button says so until the board shows the drink, and only then
// that the Hero has drunk this turn (played by mouse: "has already drunk
// a green potion this Consul turn" while nothing had been drunk yet).
func TestGreenPotionQueuedSaysQueued(t *testing.T) {
	for _, set := range []struct {
		scale int
		text  string
	}{{100, "normal"}, {200, "large"}} {
		sp := newScenePlay(t, witchBeset, nil)
		p := sp.p
		if set.scale != 100 {
			sp.ctx = displayContext(t, set.scale, set.text)
			sp.ctx.Settings.ConfirmEnd = false
			runTicks(t, p, sp.ctx, 2)
		}
		p.speed = 1
		busy := heldClick(t, sp, "Healing Brew", func() bool { return p.g.Phase == rules.ConsulTurn && p.busy() && p.diceShown() }, 5)
		require.True(t, busy, "clicked during a monster's roll")
		require.Equal(t, 1, p.g.Model(sp.id('W')).Potions, "the rules counted the drink")
		b := sp.button("Healing Brew")
		require.NotNil(t, b)
		assert.Contains(t, b.disabled, "Healing Brew is queued for the Witch")
		assert.NotContains(t, b.disabled, "already drunk")
		// Hovered: the tip is the one a player reads.
		u := p.lay.scale
		sp.ctx.In = Input{X: (b.rect.X + b.rect.W/2) * u, Y: (b.rect.Y + b.rect.H/2) * u}
		runTicks(t, p, sp.ctx, 1)
		tip, keep := p.buttonTip()
		assert.Contains(t, tip, "is queued")
		sp.shot(fmt.Sprintf("green-queued-ui%d-%s.png", set.scale, set.text))
		// The tip keeps off the dice tray: the roll is the moment.
		require.True(t, p.diceShown())
		tr := p.hc.Painter.TooltipAwayRect(tip, p.keepWithDice(keep), p.hc.In.X, p.hc.In.Y, p.hc.W, p.hc.H)
		assert.False(t, overlaps(tr, p.dice.rect), "%d%%: the tip %+v clear of the tray %+v", set.scale, tr, p.dice.rect)
		// The toast that says so keeps off the top bar's status (at 200%
		// it lay over the wrath pool's line).
		r, _ := p.toastRect(&p.hc)
		assert.False(t, overlaps(r, p.memo.top.drawn), "the toast %+v clear of the status %+v", r, p.memo.top.drawn)
		sp.idle()
		b = sp.button("Healing Brew")
		require.NotNil(t, b)
		assert.Contains(t, b.disabled, "already drunk", "once drunk, the rules' reason")
	}
}

// A Hero's tip says when its green potions are drunk (Arcade rulebook,
// "Potions": green potions only in the Consul's turn): its own bar has no
// button for them (played at 200%: the Tincan's Bitterroot was nowhere to
// be drunk, and nothing said why).
func TestAHerosTipSaysWhenItsGreenPotionsAreDrunk(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+
|T . W .|
+-+-+-+-+
end
T Tincan
W Sanctioned Witch
`, nil)
	p := sp.p
	tip := p.describe(p.g.Model(sp.id('T')))
	assert.Contains(t, tip, "Green potions (Bitterroot, Loud Slurping) are drunk in the Consul's turn")
	assertWords(t, tip)
	brief := p.describeWith(p.g.Model(sp.id('T')), false)
	assert.NotContains(t, brief, "Green potions", "the brief tip leaves it to the card's")
}
