package scene

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
)

// heroesTurnWithCards is seed 5's game with the Witch active and cards
// challenge and plot cards in play (none, the challenge, or both), at
// ctx's settings, its log long.
func heroesTurnWithCards(t *testing.T, ctx *Context, cards int) *Play {
	names := []string{"Nimble Fingers", "Idols of Rage"}
	return heroesTurnWith(t, ctx, names[:cards]...)
}

// heroesTurnWith is heroesTurnWithCards with the challenge and plot
// named.
func heroesTurnWith(t *testing.T, ctx *Context, cards ...string) *Play {
	s, err := NewArcadeGame(5)
	require.NoError(t, err)
	p := s.(*Play)
	if len(cards) >= 1 {
		arcade.StateOf(p.g).Challenge = cards[0]
	}
	if len(cards) >= 2 {
		arcade.StateOf(p.g).Plot = cards[1]
	}
	runTicks(t, p, ctx, 2)
	require.NoError(t, p.apply(rules.StartActivation{Hero: heroNamed(p, "Sanctioned Witch")}))
	runTicks(t, p, ctx, 60)
	p.log = append(p.log, longLog(20)...)
	return p
}

// At 200% with large text the log shows three whole lines in an ordinary
// Heroes' turn, with the roll choices over it and none, one or two cards
// in play (play-tester: one or two lines), and so it does at every other
// setting, the smallest column too (200% with extra large text, a Hero
// active with two rows of action buttons and two cards in play: it kept
// one line); scrolled up its Newest button covers no line it shows.
func TestLogKeepsThreeLinesAndNewestCoversNone(t *testing.T) {
	for _, ui := range uiScales {
		for _, text := range textNames() {
			for cards := 0; cards <= 2; cards++ {
				testLogRoom(t, ui, text, cards)
			}
		}
	}
}

// testLogRoom is TestLogKeepsThreeLinesAndNewestCoversNone at one
// setting with cards in play.
func testLogRoom(t *testing.T, ui int, size string, cards int) {
	t.Run(fmt.Sprintf("ui%d-%s-%d-cards", ui, size, cards), func(t *testing.T) {
		ctx := displayContext(t, ui, size)
		p := heroesTurnWithCards(t, ctx, cards)
		pt := p.hc.Painter
		logShot(t, p, ctx, "")
		require.NotEmpty(t, p.choices.rects, "the roll choices are up")
		_, _, rows, _ := p.logPanel(pt)
		if ui == 200 && size == "extra-large" && cards == 2 {
			require.GreaterOrEqual(t, p.barRows, 2, "the play-tester's state: the action bar full, in two rows")
		}
		assert.GreaterOrEqual(t, rows, 3, "the log's lines")
		assert.GreaterOrEqual(t, p.logShown.end-p.logShown.first, 3, "lines drawn")
		r := p.logShown.panel
		assert.LessOrEqual(t, p.logShown.top+3*p.logShown.lineH, r.Y+r.H+0.01, "three whole lines inside the panel")
		if rows == 0 {
			return
		}
		logShot(t, p, ctx, fmt.Sprintf("log-newest-ui%d-%s-%d.png", ui, size, cards))
		p.logView.scrollTo(0)
		logShot(t, p, ctx, fmt.Sprintf("log-up-ui%d-%s-%d.png", ui, size, cards))
		nb := p.logView.newest
		require.NotZero(t, nb.W, "scrolled up: the Newest button")
		s := p.logShown
		for i := s.first; i < s.end; i++ {
			text := p.logRowDrawn(pt, i, s.panel.W-24)
			row := render.Rect{X: s.panel.X + 12, Y: s.top + float64(i-s.first)*s.lineH, W: pt.TextWidth(text, pt.Fonts.Regular, 13), H: s.lineH}
			assert.False(t, overlaps(row, nb), "Newest %+v covers line %d %q %+v", nb, i, text, row)
		}
	})
}
