package scene

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
)

// largePlay opens the play screen on a scenario at 200% interface size
// with large text, where the board is small and the dice tray goes over
// the Hero cards and the action bar.
func largePlay(t *testing.T, text string) *scenePlay {
	t.Helper()
	s, err := rules.ParseScenario(text, nil, arcade.Scenario)
	require.NoError(t, err)
	ctx := displayContext(t, 200, "large")
	ctx.Settings.ConfirmEnd = false
	sp := &scenePlay{t: t, p: NewPlay(s.Game, nil, nil), s: s, ctx: ctx}
	t.Cleanup(func() { sp.p.release() }) // its GPU images (scene/release.go), or they add up over the package
	runTicks(t, sp.p, ctx, 2)
	return sp
}

// warriorByCrawler: the Warrior next to a Crawler, fixed dice.
const warriorByCrawler = `
map
+-+-+-+-+-+-+
|W C . . . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
W Riftling Warrior
C Crawler
dice 0 0 0 0 0 0 0 0 0 0 0 0
`

// warriorAttacksCrawler activates the Warrior of warriorByCrawler and
// plays its Melee attack on the Crawler back to the end.
func warriorAttacksCrawler(t *testing.T, sp *scenePlay) {
	t.Helper()
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	require.NoError(t, p.apply(rules.Attack{Attr: cards.STR, Target: sp.id('C')}))
	for i := 0; i < 3000 && p.busy(); i++ {
		runTicks(t, p, sp.ctx, 1)
	}
}

// At 200% with large text the dice tray covers the Hero cards and the
// buttons: once the roll has played it leaves after a short moment, or
// at once when the player moves the pointer (played by mouse: it
// lingered over the Hero cards after every roll).
func TestDiceTrayOverTheHUDLeavesWhenThePlayerHasTheGame(t *testing.T) {
	for _, moved := range []bool{false, true} {
		sp := largePlay(t, warriorByCrawler)
		p := sp.p
		require.True(t, p.trayOverHUD(p.hudContext(sp.ctx).Painter), "the board is too small for the tray")
		require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
		sp.idle()
		require.NoError(t, p.apply(rules.Attack{Attr: cards.STR, Target: sp.id('C')}))
		shown := false
		for i := 0; i < 3000 && p.busy(); i++ {
			runTicks(t, p, sp.ctx, 1)
			shown = shown || p.diceShown()
		}
		require.True(t, shown, "the roll showed")
		require.True(t, p.diceShown(), "the tray is still up when the playback ends")
		if moved {
			runTicks(t, p, sp.ctx, 12) // a moment to read the verdict
			require.True(t, p.diceShown())
			sp.ctx.In = Input{X: 40, Y: 40, Activity: true}
			runTicks(t, p, sp.ctx, 1)
			assert.False(t, p.diceShown(), "a move of the pointer clears the tray at once")
			continue
		}
		runTicks(t, p, sp.ctx, diceHUDLinger+2)
		assert.False(t, p.diceShown(), "the tray leaves a moment after the playback")
	}
}

// At 100%, where the tray sits on the board, the player's first click
// after the verdict ends it: that click starts something new (played by
// mouse: the last roll of one Hero still covered the board where the next
// Hero stood, after End and the next Hero's card were clicked).
func TestDiceTrayLeavesAtThePlayersNextClick(t *testing.T) {
	sp := newScenePlay(t, warriorByCrawler, nil)
	p := sp.p
	require.False(t, p.trayOverHUD(p.hudContext(sp.ctx).Painter), "at 100% the tray sits on the board")
	warriorAttacksCrawler(t, sp) // the roll played back
	runTicks(t, p, sp.ctx, 14)   // the verdict has shown
	require.True(t, p.diceShown(), "the tray is up after the playback")
	sp.ctx.In = Input{X: 40, Y: 40, Activity: true}
	runTicks(t, p, sp.ctx, 1)
	require.True(t, p.diceShown(), "a pointer move alone leaves it (it is not over the HUD)")
	sp.ctx.In = Input{X: 40, Y: 40, Clicked: true, Activity: true}
	runTicks(t, p, sp.ctx, 1)
	assert.False(t, p.diceShown(), "the next click ends it")
}

// In the Consul's turn at 200% with large text the Consul's reason fills
// the idle action bar: the dice tray sits above it, so the reason does
// not cover the roll's verdict (found in the 200% game).
func TestDiceTrayOverTheHUDClearsTheConsulsReason(t *testing.T) {
	sp := largePlay(t, warriorByCrawler)
	p := sp.p
	p.g.Phase = rules.ConsulTurn
	p.consulLine, p.consulAge = "Crawler attacks Riftling Warrior (the nearest Hero)", 0
	p.beats = []*beat{{started: true, ticks: 30}} // the Consul is playing
	require.True(t, p.consulLineShown() && p.barIdle(), "the reason is in the idle bar")
	pt := p.hudContext(sp.ctx).Painter
	_, _, h := trayRows(pt)
	r := p.hudTrayRect(300, h)
	assert.LessOrEqual(t, r.Y+r.H, p.lay.bar.Y, "the tray ends above the bar and its reason")
	p.beats = nil
}

// A toast said while the dice show keeps clear of the tray, at 100% and
// at 200% with large text (found by mouse: a refusal sat on the tray's
// title, the line that says who rolls what).
func TestToastKeepsClearOfTheDiceTray(t *testing.T) {
	for _, large := range []bool{false, true} {
		var sp *scenePlay
		if large {
			sp = largePlay(t, warriorByCrawler)
		} else {
			sp = newScenePlay(t, warriorByCrawler, nil)
		}
		p := sp.p
		warriorAttacksCrawler(t, sp) // the roll played back
		require.True(t, p.diceShown())
		p.say("The Riftling Warrior has no action points left for that attack.")
		runTicks(t, p, sp.ctx, 1)
		p.Draw(ebiten.NewImage(DesignW, DesignH), sp.ctx)
		tray := p.dice.rect
		require.Greater(t, tray.W, 0.0, "the tray was drawn")
		r, _ := p.toastRect(&p.hc)
		assert.False(t, overlaps(r, tray), "large %v: the toast %+v covers the dice tray %+v", large, r, tray)
	}
}

// The log tells a roll's result once its dice have landed, not while the
// tray still tumbles them (played at 200%: the log spoiled the roll).
func TestLogTellsARollOnceTheDiceLand(t *testing.T) {
	sp := newScenePlay(t, warriorByCrawler, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	require.NoError(t, p.apply(rules.Attack{Attr: cards.STR, Target: sp.id('C')}))
	rolled := func() bool {
		for _, l := range p.log {
			if l.kind == "rolled" {
				return true
			}
		}
		return false
	}
	sawTumble, sawLanded := false, false
	for i := 0; i < 3000 && p.busy(); i++ {
		runTicks(t, p, sp.ctx, 1)
		if p.dice == nil {
			continue
		}
		if p.dice.age < diceLanded-12 && !rolled() {
			sawTumble = true
		}
		if p.dice.age < diceLanded-12 {
			assert.False(t, rolled(), "tick %d: the dice still tumble and the log already tells the roll", i)
		}
		sawLanded = sawLanded || rolled()
	}
	assert.True(t, sawTumble, "the dice tumbled")
	assert.True(t, sawLanded, "and the log told the roll")
}

// A toast keeps clear of the log's lines when the log lies in the band
// under the board (played at 100%: "paused after your potion" sat on the
// lines that told what the potion did).
func TestToastKeepsClearOfTheLogLines(t *testing.T) {
	ctx := newContext(t)
	var p *Play
	for seed := uint64(1); seed < 60 && (p == nil || !p.lay.logBand); seed++ {
		s, err := NewArcadeGame(seed)
		require.NoError(t, err)
		p = s.(*Play)
		runTicks(t, p, ctx, 2)
	}
	require.True(t, p.lay.logBand, "a dungeon with the log in a band under the board")
	for i := range 20 {
		p.log = append(p.log, logLine{text: fmt.Sprintf("Line %d of the log", i)})
	}
	p.say("Paused after your potion: press Next step (N) to go on.")
	runTicks(t, p, ctx, 1)
	p.Draw(ebiten.NewImage(DesignW, DesignH), ctx)
	s := p.logShown
	require.Greater(t, s.end, s.first)
	lines := render.Rect{X: s.panel.X, Y: s.top, W: s.panel.W, H: float64(s.end-s.first) * s.lineH}
	r, _ := p.toastRect(&p.hc)
	assert.False(t, overlaps(r, lines), "the toast %+v covers the log's lines %+v", r, lines)
}

// A crossed-out die says why, in the dice tray's title and in the log,
// whatever set it aside (Arcade rulebook, "Status Effects": Bane, Hex;
// played by mouse: "0 + 2 (set aside) = 0 stars" under Bane, no reason).
func TestASetAsideDieSaysWhyInTheTrayAndTheLog(t *testing.T) {
	ctx := displayContext(t, 100, "normal")
	s, err := NewArcadeGame(5)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	for _, why := range []string{"Bane", "Hex", "Vulnerable Melee"} {
		roll := rules.Rolled{Model: rules.Ref{Name: "Moonspire Guardian"}, Why: "defense with ARM", Stars: 0, Aside: why,
			Dice: []rules.DieResult{{Colour: cards.Red, Stars: 0}, {Colour: cards.Red, Stars: 2, Discarded: true}}}
		assert.Contains(t, logText(roll), "0 + 2 (set aside) = 0 stars ("+why+": its best die is set aside)")
		p.dice = &diceShow{roll: roll, age: diceLanded + 1}
		p.Draw(ebiten.NewImage(int(ctx.W), int(ctx.H)), ctx)
		assert.Contains(t, p.dice.title, "("+why+": best die set aside)", "the tray's title")
	}
}

// The tray's sum shows once every die has landed, never under dice still
// tumbling (played at 200%: "2 stars" under four blank dice).
func TestDiceTraySumWaitsForTheDice(t *testing.T) {
	d := &diceShow{roll: rules.Rolled{Dice: []rules.DieResult{{}, {}, {}, {}}}}
	for d.age = 0; d.age < diceLanded+20; d.age++ {
		tumbling := false
		for i := range d.roll.Dice {
			tumbling = tumbling || d.age < diceLanded-12+i*3 // drawDice's tumble
		}
		assert.Equal(t, !tumbling, d.landed(), "age %d", d.age)
	}
}

// Dash's squares are ringed, not only washed green (played at 200%: they
// could not be told from the slime room's green floor), and a click off
// them says the Dash was put away.
func TestDashSquaresAreRingedAndAMissSaysSo(t *testing.T) {
	sp := newScenePlay(t, warriorByCrawler, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	sp.clickButton("Dash")
	require.Equal(t, "Dash", p.armed.name)
	require.NotEmpty(t, p.dashTo)
	sp.shot("dash-ringed.png")
	// The Crawler's square is no Dash square.
	c := p.g.Model(sp.id('C'))
	_, ok := p.dashTo[c.Pos]
	require.False(t, ok)
	x, y := p.cam.ToScreen(float64(c.Pos.X)+0.5, float64(c.Pos.Y)+0.5)
	sp.clickAt(x, y)
	assert.Empty(t, p.armed.name, "put away")
	assert.Contains(t, p.toast, "Dash put away")
}

// A banner never hides the dice tray: with the tray up at the board's top,
// the banner goes under it (played at 100%: the Consul's "Fight" covered
// the tray's title, who rolled for what).
func TestBannerKeepsOffTheDiceTray(t *testing.T) {
	sp := newScenePlay(t, warriorByCrawler, nil)
	p := sp.p
	warriorAttacksCrawler(t, sp)
	require.True(t, p.diceShown())
	hc := p.hudContext(sp.ctx)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, sp.ctx)
	tray := p.dice.rect
	require.Positive(t, tray.W)
	// The tray where the banner would stand: at the board's top.
	p.dice.rect.Y = p.lay.board.Y + 10
	p.banner, p.bannerAge, p.bannerMust = "Fight", 0, false
	r, _ := p.bannerRect(hc)
	assert.False(t, overlaps(r, p.dice.rect), "banner %v, tray %v", r, p.dice.rect)
}
