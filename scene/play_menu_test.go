package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// Esc first puts an armed action down, and only then opens the pause menu;
// while the menu is open a click on the board does nothing; Esc resumes.
func TestEscDisarmsThenOpensThePauseMenu(t *testing.T) {
	p, ctx := quickStartPlay(t)
	m := NewManager(p)
	tick := func() {
		require.NoError(t, m.Update(ctx))
		ctx.Tick++
		ctx.In = Input{X: ctx.In.X, Y: ctx.In.Y}
	}
	press := func(k ebiten.Key) {
		ctx.In.Keys = []ebiten.Key{k}
		tick()
	}
	press(ebiten.KeyTab)
	require.NotEqual(t, rules.NoModel, p.g.Active)
	for range 120 {
		tick()
	}
	p.arm(armedAction{name: "Melee Attack", attr: "STR"})
	press(ebiten.KeyEscape)
	assert.Empty(t, p.armed.name, "the first Esc puts the attack down")
	assert.False(t, p.menu.open, "and opens nothing")
	press(ebiten.KeyEscape)
	require.True(t, p.menu.open, "the second Esc opens the pause menu")
	labels := []string{}
	for _, b := range p.menu.btns {
		labels = append(labels, b.label)
	}
	assert.Equal(t, []string{"Resume", "Settings", "How to play", "Save a replay file", "Quit to title", "Quit the game"}, labels)
	// A click on the board, beside the menu, changes nothing while paused.
	version := p.version
	v := p.cam.View
	ctx.In = Input{X: v.X + 20, Y: v.Y + v.H/2, Clicked: true}
	tick()
	assert.Equal(t, version, p.version, "the board takes no clicks under the menu")
	assert.True(t, p.menu.open)
	press(ebiten.KeyEscape)
	assert.False(t, p.menu.open, "Esc resumes")
}

// The Menu button opens the menu; Settings goes to the settings screen and
// Back returns to this same game, still paused in the menu.
func TestMenuSettingsComesBackToTheGame(t *testing.T) {
	p, ctx := quickStartPlay(t)
	m := NewManager(p)
	click := func(x, y float64) {
		ctx.In = Input{X: x, Y: y, Clicked: true}
		require.NoError(t, m.Update(ctx))
		ctx.In = Input{X: x, Y: y}
		for range fadeTicks + 1 {
			require.NoError(t, m.Update(ctx))
		}
	}
	b := p.exportBtn
	click(b.X+b.W/2, b.Y+b.H/2) // HUD units are the screen's at 100%
	require.True(t, p.menu.open)
	var set *actionButton
	for _, b := range p.menu.btns {
		if b.label == "Settings" {
			set = b
		}
	}
	require.NotNil(t, set)
	k := p.mc.Painter.Scale / ctx.Painter.Scale
	click((set.rect.X+set.rect.W/2)*k, (set.rect.Y+set.rect.H/2)*k)
	s, ok := m.current.(*SettingsScreen)
	require.True(t, ok, "Settings opened the settings screen")
	ctx.Settings.ConsulSpeed = 4
	ctx.In.Keys = []ebiten.Key{ebiten.KeyEscape}
	require.NoError(t, s.Update(ctx))
	ctx.In.Keys = nil
	for range fadeTicks + 2 {
		require.NoError(t, m.Update(ctx))
	}
	assert.Same(t, p, m.current, "Esc went back to the same game")
	assert.True(t, p.menu.open, "still paused")
	assert.Equal(t, 4, p.speed, "a speed changed in the settings applies to this game")
}

// In kiosk mode the menu offers no way to quit the program.
func TestKioskMenuHasNoQuit(t *testing.T) {
	p, ctx := quickStartPlay(t)
	ctx.Kiosk = true
	for _, it := range p.menuItems(ctx) {
		assert.NotEqual(t, "Quit the game", it.label)
	}
}
