package scene

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/render/sound"
)

// Scene is one screen. Update runs at the fixed tick rate with this tick's
// input; Draw only draws. Both work in logical pixels (see Context).
type Scene interface {
	Update(ctx *Context) error
	Draw(screen *ebiten.Image, ctx *Context)
}

// Context is what every scene gets each tick: the logical screen size (a
// 1280×720 design scaled to the window), the painter at the right UI scale,
// this tick's input, and a way to change scene.
type Context struct {
	W, H    float64 // logical size of the screen
	Painter *render.Painter
	In      Input
	Seed    uint64
	Tick    int
	// Kiosk is booth mode: no quitting from the keyboard, idle human games
	// return to the title, a long press on the top-right corner asks to exit.
	Kiosk bool
	// AttractAfter is how many idle ticks on the title start a demo game.
	AttractAfter int
	// Settings are the player's preferences; Store keeps them (nil when no
	// storage could be opened: settings then last for the session).
	Settings *Settings
	Store    *Store
	// Sound plays effects and music; it is silent (never nil) when there is
	// no audio device.
	Sound *sound.Mixer
	// Notice is a start-up problem to tell the player on the title (a
	// settings file set aside, no storage, no sound).
	Notice  string
	manager *Manager
}

// Goto starts a transition to next.
func (c *Context) Goto(next Scene) { c.manager.Goto(next) }

// Quit asks the app to end cleanly after this tick.
func (c *Context) Quit() { c.manager.quit = true }

// fadeTicks is how long a cross-fade between scenes lasts: a quarter second
// reads as a transition without slowing down a player who clicks fast.
const fadeTicks = 15

// Manager holds the current scene and cross-fades to the next one.
type Manager struct {
	current, next Scene
	fade          int
	quit          bool
	from, to      *ebiten.Image // offscreen copies for the cross-fade
	// demoGames counts the demo games played to their end or moved on
	// from (the memory log's games column, the browser's sdDemoGames).
	// It lives here because scenes see copies of the Context.
	demoGames int
}

// NewManager starts at first.
func NewManager(first Scene) *Manager { return &Manager{current: first} }

// Goto begins a cross-fade from the current scene to s.
func (m *Manager) Goto(s Scene) {
	if m.next != nil {
		drop(m.current, m.next, s)
		m.current = m.next
	}
	m.next, m.fade = s, fadeTicks
}

// Update advances the active scene and the fade. A click or a key during
// the fade ends it at once and goes to the incoming scene, so input is
// never lost (played by mouse: a click in the title-to-game fade did
// nothing).
func (m *Manager) Update(ctx *Context) error {
	ctx.manager = m
	if m.next != nil {
		m.fade--
		in := &ctx.In
		input := in.Pressed || in.Clicked || len(in.Keys) > 0
		if m.fade > 0 && !input {
			return nil
		}
		drop(m.current, m.next)
		m.current, m.next, m.fade = m.next, nil, 0
		if !input {
			return nil
		}
	}
	return m.current.Update(ctx)
}

// Draw paints the scene, blending old and new during a transition.
func (m *Manager) Draw(screen *ebiten.Image, ctx *Context) {
	if m.next == nil {
		m.current.Draw(screen, ctx)
		return
	}
	b := screen.Bounds()
	m.from = ensureImage(m.from, b.Dx(), b.Dy())
	m.to = ensureImage(m.to, b.Dx(), b.Dy())
	m.from.Clear()
	m.to.Clear()
	m.current.Draw(m.from, ctx)
	m.next.Draw(m.to, ctx)
	screen.DrawImage(m.from, nil)
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleAlpha(1 - float32(m.fade)/fadeTicks)
	screen.DrawImage(m.to, op)
}

func ensureImage(img *ebiten.Image, w, h int) *ebiten.Image {
	if img != nil {
		if b := img.Bounds(); b.Dx() == w && b.Dy() == h {
			return img
		}
		img.Deallocate()
	}
	return render.NewOwnImage(w, h)
}

// saveSettings writes the settings after a change.
func (c *Context) saveSettings() error {
	return SaveSettings(c.Store, *c.Settings)
}

// play plays a sound effect, if there is a mixer.
func (c *Context) play(name string) {
	if c.Sound != nil {
		c.Sound.Play(name)
	}
}

// uiScale is the player's UI scale factor (1 without settings).
func uiScale(ctx *Context) float64 {
	if ctx.Settings == nil {
		return 1
	}
	return ctx.Settings.UIScaleFactor()
}

// zoomed is ctx seen at k times the size: the logical screen is k times
// smaller, the pointer is in the same smaller units, and drawing goes
// through pt, a painter the caller keeps (so its caches last) set to draw
// k times larger. Layout and hit tests done in the zoomed units agree.
func zoomed(ctx *Context, k float64, pt *render.Painter) Context {
	pt.Fonts, pt.Scale, pt.TextScale = ctx.Painter.Fonts, ctx.Painter.Scale*k, ctx.Painter.TextScale
	z := *ctx
	z.W, z.H = ctx.W/k, ctx.H/k
	z.In.X, z.In.Y = ctx.In.X/k, ctx.In.Y/k
	z.Painter = pt
	return z
}
