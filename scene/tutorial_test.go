package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The tutorial can be played through by mouse, following its arrow:
// activate, move, attack, end, the Consul's turn, open a chest.
func TestTutorialPlaysThroughByMouse(t *testing.T) {
	p, err := NewTutorial()
	require.NoError(t, err)
	ctx := newContext(t)
	ctx.Settings.ConfirmEnd = false
	sp := &scenePlay{t: t, p: p, ctx: ctx}
	runTicks(t, p, ctx, 2)
	follow := func(want int) {
		t.Helper()
		require.Equal(t, want, p.tut.step, "step %d: %s", want, tutorialSteps[p.tut.step].text)
		x, y, ok := tutorialSteps[p.tut.step].point(p)
		require.True(t, ok, "step %d points somewhere", want)
		// The arrow points at the top of a button or the middle of a
		// square: click a little below it.
		sp.clickAt(x, y+8)
		sp.idle()
	}
	sp.shot("tutorial-1.png")
	follow(0) // the Warrior
	p.layoutChoices(ctx)
	assert.Empty(t, p.choices.rects, "a lone Hero has nobody to give hearts to or take wrath from")
	follow(1) // the square by the Crawler
	// A button is ringed, not pointed at from above: the arrow stood over
	// the log's newest line (played by mouse).
	x, y, _ := tutorialSteps[2].point(p)
	u := p.lay.scale
	b := p.tutorialButtonAt(x/u, y/u)
	require.NotNil(t, b)
	assert.Equal(t, "Melee", b.label)
	ring := render.Rect{X: b.rect.X - 7, Y: b.rect.Y - 7, W: b.rect.W + 14, H: b.rect.H + 14}
	assert.False(t, overlaps(ring, p.logLinesRect()), "the ring %v keeps off the log's lines %v", ring, p.logLinesRect())
	sp.shot("tutorial-2-ring.png")
	follow(2) // Melee
	sp.shot("tutorial-3.png")
	follow(2)                      // the Crawler
	sp.shot("tutorial-4-dice.png") // the roll clear of the panel
	p.speed = 1000                 // the Consul's turn at once
	x, y, _ = tutorialSteps[3].point(p)
	sp.clickAt(x, y+8)
	for i := 0; i < 3000 && (p.tut.step < 5 || p.busy()); i++ {
		runTicks(t, p, ctx, 1)
	}
	sp.idle()
	follow(5) // the Warrior again
	for i := 0; i < 4 && p.tut.step == 5; i++ {
		follow(5) // towards the chest, then Open Chest
		for _, c := range p.buttons {
			if c.label == "Open Chest" {
				sp.clickButton("Open Chest")
				sp.idle()
			}
		}
	}
	sp.shot("tutorial-end.png")
	assert.Equal(t, len(tutorialSteps)-1, p.tut.step, "the last step: well done")
	assert.NotEmpty(t, p.g.Backpack, "the chest's treasure is in the backpack")
	_ = tiles.Point{}
}

// The title offers the tutorial once, on a first run with kept settings:
// taking it opens the tutorial, and the answer is saved so the next title
// does not ask again.
func TestTitleOffersTheTutorialOnce(t *testing.T) {
	ctx := newContext(t)
	ctx.Store = NewStoreAt(t.TempDir())
	m := NewManager(NewTitle())
	ctx.manager = m
	runTicks(t, m, ctx, 2)
	title := m.current.(*Title)
	require.True(t, title.offering(ctx), "a first run is offered the tutorial")
	_, yes, _ := tutorialOfferRects(&title.view)
	k := title.view.Painter.Scale / ctx.Painter.Scale
	ctx.In = Input{X: (yes.X + yes.W/2) * k, Y: (yes.Y + yes.H/2) * k, Clicked: true}
	require.NoError(t, m.Update(ctx))
	ctx.In = Input{}
	runTicks(t, m, ctx, fadeTicks+2)
	p, ok := m.current.(*Play)
	require.True(t, ok, "the tutorial opened")
	assert.NotNil(t, p.tut)
	saved, err := LoadSettings(ctx.Store)
	require.NoError(t, err)
	assert.True(t, saved.TutorialOffered, "remembered in the settings")
	assert.False(t, NewTitle().offering(ctx), "not offered again")
	ctx.Settings.TutorialOffered = false
	require.NoError(t, ctx.Store.Write(slotFile(1), []byte("{}")))
	assert.False(t, NewTitle().offering(ctx), "not to a player with a saved game")
	ctx.Store = NewStoreAt(t.TempDir())
	ctx.Kiosk = true
	assert.False(t, NewTitle().offering(ctx), "never at a booth")
}

// The tutorial at 200% with large text: the panel stays on the screen.
// (Look at the screenshot.)
func TestTutorialAtLargeSettingsScreenshot(t *testing.T) {
	p, err := NewTutorial()
	require.NoError(t, err)
	ctx := displayContext(t, 200, "large")
	runTicks(t, p, ctx, 2)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "tutorial-ui200-large.png")
	r, _ := p.tutorialPanel(p.hc.Painter)
	assert.LessOrEqual(t, r.X+r.W, p.hc.W)
	assert.LessOrEqual(t, r.Y+r.H, p.hc.H)
}
