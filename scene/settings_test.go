package scene

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
)

func TestSettingsRoundTripThroughTheFile(t *testing.T) {
	st := NewStoreAt(t.TempDir())
	want := DefaultSettings()
	want.MusicVolume, want.EffectsVolume, want.Muted = 0.3, 1, true
	want.ConsulSpeed, want.ColourBlind, want.ReducedMotion, want.Fullscreen, want.ConfirmEnd = 4, true, true, true, false
	require.NoError(t, SaveSettings(st, want))
	got, err := LoadSettings(st)
	require.NoError(t, err)
	assert.Equal(t, want, got)
}

func TestMissingSettingsGiveDefaults(t *testing.T) {
	got, err := LoadSettings(NewStoreAt(t.TempDir()))
	require.NoError(t, err)
	assert.Equal(t, DefaultSettings(), got)
}

func TestBadSettingsAreSetAsideWithAReason(t *testing.T) {
	for name, body := range map[string]string{
		"truncated":      `{"version": 1, "music_vol`,
		"not json":       "\x00\x01garbage",
		"unknown field":  `{"version": 1, "volume": 11}`,
		"out of range":   `{"version": 1, "music_volume": 7}`,
		"bad speed":      `{"version": 1, "consul_speed": 3}`,
		"future version": `{"version": 99}`,
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			require.NoError(t, os.WriteFile(filepath.Join(dir, settingsFile), []byte(body), 0o644))
			got, err := LoadSettings(NewStoreAt(dir))
			require.Error(t, err)
			assert.Contains(t, err.Error(), settingsFile, "the message names the file")
			assert.Equal(t, DefaultSettings(), got, "the game goes on with the defaults")
			kept, _ := filepath.Glob(filepath.Join(dir, settingsFile+".bad-*"))
			assert.Len(t, kept, 1, "the bad file is kept aside, not overwritten")
			if name == "future version" {
				assert.True(t, strings.Contains(err.Error(), "newer version"), err.Error())
			}
		})
	}
}

// The board in colour-blind mode: bases carry shapes, targets crosses, dice
// letters. (Look at the screenshot.)
func TestColourBlindBoardScreenshot(t *testing.T) {
	ctx := newContext(t)
	ctx.Settings.ColourBlind = true
	s, err := NewArcadeGame(5)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	require.NoError(t, p.apply(rules.StartActivation{Hero: p.g.Heroes()[1]}))
	runTicks(t, p, ctx, 120)
	for _, b := range p.buttons {
		if b.label == "Missile" && b.disabled == "" {
			b.onClick()
		}
	}
	runTicks(t, p, ctx, 2)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "colour-blind.png")
}
