package scene

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/ai"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// firstMove is some legal move for the active Hero: its first reachable square.
func firstMove(t *testing.T, p *Play) []tiles.Point {
	t.Helper()
	reach := p.g.ReachableSquares(p.g.Active)
	require.NotEmpty(t, reach)
	path, _, ok := p.g.PathTo(p.g.Active, reach[0].At)
	require.True(t, ok)
	return path
}

// newSavingArcade opens an Arcade game (seed 12) that autosaves into a
// fresh folder, returned with it.
func newSavingArcade(t *testing.T) (*Play, *Context, string) {
	t.Helper()
	dir := t.TempDir()
	ctx := newContext(t)
	ctx.Store = NewStoreAt(dir)
	s, err := NewArcadeGame(12)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	return p, ctx, dir
}

// Every command is autosaved; Continue resumes exactly where the game was,
// and a move can be undone until something is revealed (issue 8).
func TestAutosaveContinueAndUndo(t *testing.T) {
	p, ctx, dir := newSavingArcade(t)
	hero := p.g.Heroes()[0]
	require.NoError(t, p.apply(rules.StartActivation{Hero: hero}))
	start := p.g.Model(hero).Pos
	require.NoError(t, p.apply(rules.Move{Path: firstMove(t, p)}))
	runTicks(t, p, ctx, 200)
	assert.FileExists(t, filepath.Join(dir, slotFile(1)), "a new game takes the first empty slot")

	resumed, err := ContinueGame(ctx.Store)
	require.NoError(t, err)
	assert.Equal(t, p.g.Hash(), resumed.(*Play).g.Hash(), "Continue resumes the exact game")

	assert.Empty(t, p.undoReason(), "a move can be undone")
	p.undo()
	assert.Equal(t, start, p.g.Model(hero).Pos, "undo put the Hero back")
	assert.Equal(t, hero, p.g.Active, "still in the same activation")
	// The activation itself, its start having shown nothing (a Hero
	// clicked by mistake), then nothing more.
	assert.Empty(t, p.undoReason(), "the activation can be taken back")
	p.undo()
	assert.Equal(t, rules.NoModel, p.g.Active, "no Hero is activating")
	assert.Contains(t, p.log[len(p.log)-1].text, "is not activated after all")
	assertWords(t, p.log[len(p.log)-1].text)
	p.undo()
	assert.Contains(t, p.toast, "Can't undo")
	assert.NotEmpty(t, p.undoReason())
}

// A Hero activated by mistake, by a click on its card, is taken back by
// Undo before it does anything: no Hero is activating, the activations
// count is as before, and another Hero may go (played by mouse: a click
// on the wrong card spent the party's activation).
func TestAHeroActivatedByMistakeIsTakenBack(t *testing.T) {
	p, ctx, _ := newSavingArcade(t)
	p.objAge = objectiveBannerTicks
	before := p.g.Hash()
	hc := p.hudContext(ctx)
	k := ctx.W / hc.W
	r := p.heroCardRects(hc)[0]
	ctx.In = Input{X: (r.X + r.W/2) * k, Y: (r.Y + r.H/2) * k}
	runTicks(t, p, ctx, 1)
	ctx.In.Clicked = true
	runTicks(t, p, ctx, 1)
	ctx.In.Clicked = false
	runTicks(t, p, ctx, 60)
	require.Equal(t, p.g.Heroes()[0], p.g.Active, "the click activated the first Hero")
	clickButton(t, p, ctx, "Undo")
	runTicks(t, p, ctx, 2)
	assert.Equal(t, rules.NoModel, p.g.Active)
	assert.Equal(t, before, p.g.Hash(), "the game is as before the click")
	require.NoError(t, p.apply(rules.StartActivation{Hero: p.g.Heroes()[1]}), "another Hero may go")
}

// A corrupted autosave never crashes: Continue says what is wrong and
// where the file was kept, and the file is not overwritten. (The single
// autosave.json of earlier versions moves into slot 1.)
func TestBadAutosaveIsSetAside(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, legacySave), []byte(`{"format": "superdungeon-save", "vers`), 0o644))
	ctx := newContext(t)
	ctx.Store = NewStoreAt(dir)
	m := NewManager(NewTitle())
	ctx.manager = m
	title := m.current.(*Title)
	title.layout(ctx)
	var cont bool
	for _, b := range title.buttons {
		if b.Label == "Continue" {
			cont = true
			require.Empty(t, b.Disabled, "a save exists, so Continue is offered")
			ctx.In = Input{X: b.Rect.X + 5, Y: b.Rect.Y + 5, Clicked: true}
			require.NoError(t, m.Update(ctx))
		}
	}
	require.True(t, cont)
	assert.Contains(t, title.failed, slotFile(1), "the message names the file")
	_, still := m.current.(*Title)
	assert.True(t, still, "the game stays on the title")
	kept, _ := filepath.Glob(filepath.Join(dir, slotFile(1)+".bad-*"))
	assert.Len(t, kept, 1, "the bad file is kept aside")
}

// Export a game as a replay, open it in the viewer, and play it to the end:
// it reaches the same state (issue 8: "the game can open a replay and step
// through it").
func TestExportAndViewReplay(t *testing.T) {
	dir := t.TempDir()
	ctx := newContext(t)
	ctx.Store = NewStoreAt(dir)
	s, err := NewArcadeGame(13)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	require.NoError(t, p.apply(rules.StartActivation{Hero: p.g.Heroes()[0]}))
	require.NoError(t, p.apply(rules.Move{Path: firstMove(t, p)}))
	require.NoError(t, p.apply(rules.EndActivation{}))
	p.exportReplay()
	files, _ := filepath.Glob(filepath.Join(dir, "replay-seed13-*.json"))
	require.Len(t, files, 1, "the replay was written next to the saves")
	assert.Contains(t, p.toast, files[0], "the player is told where")

	v, err := OpenReplay(files[0])
	require.NoError(t, err)
	viewer := v.(*Play)
	viewer.speed = 1000
	runTicks(t, viewer, ctx, 1)
	for _, b := range viewer.buttons {
		if b.label == "Next" {
			b.onClick()
		}
	}
	runTicks(t, viewer, ctx, 3)
	assert.Equal(t, 1, viewer.cursor.Index(), "Next played one command")
	viewer.replayRun = true
	for i := 0; i < 500 && !viewer.cursor.Done(); i++ {
		runTicks(t, viewer, ctx, 1)
	}
	require.True(t, viewer.cursor.Done())
	assert.Empty(t, viewer.stalled)
	assert.Equal(t, p.g.Hash(), viewer.g.Hash(), "the replay reaches the same game")
}

// Continue restores the game-over panel's numbers too: they count the
// whole game, not only what is played after Continue (a hot-seat game
// resumed by mouse ended showing no spawning point destroyed after two).
func TestContinueKeepsTheGameStats(t *testing.T) {
	p, ctx, _ := newSavingArcade(t)
	hero := ai.New()
	for i := 0; i < 400 && p.stats.woundsDealt == 0 && p.g.Over == ""; i++ {
		c := hero.Next(p.g)
		if c == nil {
			c = rules.EndPhase{}
		}
		require.NoError(t, p.apply(c))
		for j := 0; j < 2000 && p.busy(); j++ {
			runTicks(t, p, ctx, 1) // the numbers count what has played back
		}
	}
	require.Positive(t, p.stats.woundsDealt, "the party wounded a monster")
	resumed, err := ContinueGame(ctx.Store)
	require.NoError(t, err)
	assert.Equal(t, p.stats, resumed.(*Play).stats)
}

// A finished game is not one to continue: its save says who won, the
// title offers Continue only for a game still going (at the booth too),
// and Saved Games lists it as won or lost (both play-testers: after a
// victory, Continue reopened the finished game under its victory panel).
func TestContinuePassesOverAFinishedGame(t *testing.T) {
	for _, kiosk := range []bool{false, true} {
		p, ctx, _ := newSavingArcade(t)
		ctx.Kiosk = kiosk
		if kiosk {
			p.useKioskSlot(ctx.Store)
		}
		require.NoError(t, p.apply(rules.StartActivation{Hero: p.g.Heroes()[0]}))
		runTicks(t, p, ctx, 100)
		title := NewTitle()
		title.layout(ctx)
		require.True(t, title.saved, "kiosk %v: a game going on can be continued", kiosk)

		p.g.Over = "heroes"
		p.autosave()
		title = NewTitle()
		title.layout(ctx)
		assert.False(t, title.saved, "kiosk %v: a finished game is not offered", kiosk)
		assert.Equal(t, "Quick Start", title.defaultButton().Label, "kiosk %v: Quick Start is the default", kiosk)
		if kiosk {
			continue
		}
		_, err := ContinueGame(ctx.Store)
		assert.Error(t, err, "nothing to continue")
		slots := listSlots(ctx.Store)
		assert.Contains(t, slots[0].describe(), "won on turn", "Saved Games says how it ended")
		// Opened from there, its end is the last line: no "welcome back"
		// into a game that is over (played by mouse).
		assert.Empty(t, welcomeBack(p.g))
		// The title lets the player go and see it (played by mouse:
		// Saved Games was greyed "no saved adventure yet" after a win).
		for _, b := range title.buttons {
			switch b.Label {
			case "Saved Games":
				assert.Empty(t, b.Disabled, "Saved Games lists the finished game")
			case "Continue":
				assert.Contains(t, b.Disabled, "No game to resume")
			}
		}
	}
}

// Continue brings back the log's last lines too: the lines a command's
// events told as they played back after it was saved (played by mouse: a
// Dash's two lines were missing after a save and quit).
func TestContinueKeepsTheLastCommandsLogLines(t *testing.T) {
	p, ctx, _ := newSavingArcade(t)
	hero := p.g.Heroes()[0]
	require.NoError(t, p.apply(rules.StartActivation{Hero: hero}))
	require.NoError(t, p.apply(rules.Move{Path: firstMove(t, p)}))
	runTicks(t, p, ctx, 300)
	require.False(t, p.busy())
	last := p.log[len(p.log)-1].text
	resumed, err := ContinueGame(ctx.Store)
	require.NoError(t, err)
	var texts []string
	for _, l := range resumed.(*Play).log {
		texts = append(texts, l.text)
	}
	assert.Contains(t, texts, last, "the move's line came back")
}

// Save and quit keeps where the player was looking: Continue opens the
// board at the same centre and zoom (played by mouse: after Continue the
// board came back up to 60 px away, and a square noted before quitting
// took another click).
func TestContinueOpensTheBoardWhereItWasLeft(t *testing.T) {
	p, ctx, _ := newSavingArcade(t)
	hero := p.g.Heroes()[0]
	require.NoError(t, p.apply(rules.StartActivation{Hero: hero}))
	runTicks(t, p, ctx, 200)
	p.cam.Zoom *= 1.3
	p.cam.Pan(-90, 40)
	p.cam.ClampAbove(p.g.Board.W, p.g.Board.H, p.stripReserve())
	left := p.cam
	quit := false
	for _, it := range p.menuItems(ctx) {
		if it.label == "Save and quit to title" {
			it.do()
			quit = true
		}
	}
	require.True(t, quit, "the menu offers Save and quit")

	s, err := ContinueGame(ctx.Store)
	require.NoError(t, err)
	back := s.(*Play)
	runTicks(t, back, ctx, 2)
	assert.InDelta(t, left.CX, back.cam.CX, 1e-9)
	assert.InDelta(t, left.CY, back.cam.CY, 1e-9)
	assert.InDelta(t, left.Zoom, back.cam.Zoom, 1e-9)
}

// Continue opens on the board, not under the goal's big announcement: the
// goal line says it (played at 200%: the announcement covered the board
// for seconds on every Continue).
func TestContinueSkipsTheGoalsAnnouncement(t *testing.T) {
	p, ctx, _ := newSavingArcade(t)
	require.NoError(t, p.apply(rules.StartActivation{Hero: p.g.Heroes()[0]}))
	runTicks(t, p, ctx, 200)
	s, err := ContinueGame(ctx.Store)
	require.NoError(t, err)
	back := s.(*Play)
	t.Cleanup(back.release)
	runTicks(t, back, ctx, 2)
	assert.False(t, back.goalBannerShown())
}
