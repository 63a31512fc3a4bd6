package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
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
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	require.NoError(t, p.apply(rules.Attack{Attr: cards.STR, Target: sp.id('C')}))
	for i := 0; i < 3000 && p.busy(); i++ {
		runTicks(t, p, sp.ctx, 1)
	}
	runTicks(t, p, sp.ctx, 14) // the verdict has shown
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
	y := p.hudTrayY(h, p.hc.H)
	assert.LessOrEqual(t, y+h, p.lay.bar.Y, "the tray ends above the bar and its reason")
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
		require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
		sp.idle()
		require.NoError(t, p.apply(rules.Attack{Attr: cards.STR, Target: sp.id('C')}))
		for i := 0; i < 3000 && p.busy(); i++ {
			runTicks(t, p, sp.ctx, 1)
		}
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
