package scene

import (
	"fmt"
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/render/ebitentest"
)

func TestMain(m *testing.M) {
	// The kill test (storage_kill_test.go) runs this binary as a writer
	// that it kills mid-write; that child needs no game loop.
	if writerChild() {
		return
	}
	ebitentest.Main(m)
}

func newContext(t testing.TB) *Context {
	fonts, err := render.LoadFonts()
	require.NoError(t, err)
	st := DefaultSettings()
	return &Context{W: DesignW, H: DesignH, Painter: &render.Painter{Fonts: fonts, Scale: 1}, Settings: &st}
}

// fill is a scene that paints one colour, to watch transitions.
type fill struct{ c color.RGBA }

func (f fill) Update(*Context) error                 { return nil }
func (f fill) Draw(screen *ebiten.Image, _ *Context) { screen.Fill(f.c) }

func TestManagerCrossFadesToTheNextScene(t *testing.T) {
	ctx := newContext(t)
	m := NewManager(fill{color.RGBA{255, 0, 0, 255}})
	screen := ebiten.NewImage(8, 8)
	m.Goto(fill{color.RGBA{0, 0, 255, 255}})
	for i := 0; i < fadeTicks/2; i++ {
		require.NoError(t, m.Update(ctx))
	}
	m.Draw(screen, ctx)
	mid := screen.At(4, 4).(color.RGBA)
	assert.Greater(t, mid.R, uint8(60), "half way, red is still visible")
	assert.Greater(t, mid.B, uint8(60), "half way, blue is coming in")
	for i := 0; i < fadeTicks; i++ {
		require.NoError(t, m.Update(ctx))
	}
	m.Draw(screen, ctx)
	assert.Equal(t, color.RGBA{0, 0, 255, 255}, screen.At(4, 4), "after the fade only the new scene shows")
}

// clicks is a scene that counts the clicks it is given.
type clicks struct{ n *int }

func (c clicks) Update(ctx *Context) error {
	if ctx.In.Clicked {
		*c.n++
	}
	return nil
}
func (c clicks) Draw(*ebiten.Image, *Context) {}

// A click during the cross-fade ends the fade and reaches the incoming
// scene (played by mouse: a click in the title-to-game fade was lost).
func TestManagerClickDuringFadeReachesTheNextScene(t *testing.T) {
	ctx := newContext(t)
	m := NewManager(fill{color.RGBA{255, 0, 0, 255}})
	var n int
	m.Goto(clicks{&n})
	require.NoError(t, m.Update(ctx))
	ctx.In = Input{X: 5, Y: 5, Clicked: true}
	require.NoError(t, m.Update(ctx))
	assert.Equal(t, 1, n, "the click reached the new scene")
	assert.Nil(t, m.next, "the fade is over")
}

func TestTitleDisabledButtonsSayWhy(t *testing.T) {
	ctx := newContext(t)
	title := NewTitle()
	require.NoError(t, title.Update(ctx))
	for _, b := range title.buttons {
		switch b.Label {
		case "Quit", "New Game", "Quick Start", "Settings", "Explore", "Classic", "Legends":
			assert.Empty(t, b.Disabled, b.Label)
		default:
			assert.NotEmpty(t, b.Disabled, "%s is disabled and must say why", b.Label)
		}
	}
}

func TestTitleQuitButtonQuits(t *testing.T) {
	ctx := newContext(t)
	m := NewManager(NewTitle())
	ctx.manager = m
	title := m.current.(*Title)
	title.layout(ctx)
	var quit *render.Button
	for _, b := range title.buttons {
		if b.Label == "Quit" {
			quit = b
		}
	}
	require.NotNil(t, quit)
	click := func(x, y float64) {
		ctx.In = Input{X: x, Y: y, Clicked: true}
		require.NoError(t, m.Update(ctx))
	}
	// The first click asks (Settings' Back sits where Quit is: a double
	// click on Back closed the game, played at 200%); a click elsewhere
	// drops the question; the second click on Quit quits.
	click(quit.Rect.X+5, quit.Rect.Y+5)
	assert.False(t, m.quit, "one click asks first")
	assert.Equal(t, "click again", quit.Sub)
	click(5, 5)
	assert.Empty(t, quit.Sub, "a click elsewhere drops the question")
	click(quit.Rect.X+5, quit.Rect.Y+5)
	assert.False(t, m.quit)
	click(quit.Rect.X+5, quit.Rect.Y+5)
	assert.True(t, m.quit, "the second click quits")
}

func BenchmarkTitleFrame(b *testing.B) {
	ctx := newContext(b)
	title := NewTitle()
	screen := ebiten.NewImage(DesignW, DesignH)
	b.ReportAllocs()
	for b.Loop() {
		ctx.Tick++
		_ = title.Update(ctx)
		title.Draw(screen, ctx)
	}
}

// The line under the title's menu fits between the Heroes and the
// monsters at every interface and text size, never cut or running into
// them (played at 200% with large text: "rulebooks" ran into a monster).
func TestTitleTagFitsBetweenTheCast(t *testing.T) {
	for _, scale := range uiScales {
		for _, text := range textNames() {
			ctx := displayContext(t, scale, text)
			title := NewTitle()
			require.NoError(t, title.Update(ctx))
			tc := title.layout(ctx)
			tag, size := titleTag(tc.Painter, tc.W)
			for _, l := range tag {
				assert.LessOrEqual(t, tc.Painter.TextWidth(l, tc.Painter.Fonts.Regular, size), tc.W*titleTagRoom+0.5, "%d%% %s: %q", scale, text, l)
			}
			assert.Contains(t, strings.Join(tag, " "), "Arcade")
			assert.Contains(t, strings.Join(tag, " "), "the other rulebooks", "%d%% %s: no half of the line is dropped", scale, text)
			if (scale == 100 && text == "normal") || (scale == 200 && text == "large") {
				screen := ebiten.NewImage(DesignW, DesignH)
				title.Draw(screen, ctx)
				saveScreen(t, screen, fmt.Sprintf("title-ui%d-%s.png", scale, text))
			}
		}
	}
}
