package scene

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSettingsRoundTripThroughTheFile(t *testing.T) {
	st := NewStoreAt(t.TempDir())
	want := DefaultSettings()
	want.MusicVolume, want.EffectsVolume, want.Muted = 0.3, 1, true
	want.ConsulSpeed, want.ColourBlind, want.ReducedMotion, want.Fullscreen, want.ConfirmEnd = 4, true, true, true, false
	want.UIScale, want.TextSize = 175, "extra-large"
	require.NoError(t, SaveSettings(st, want))
	got, err := LoadSettings(st)
	require.NoError(t, err)
	assert.Equal(t, want, got)
}

// A settings file written before the UI scale and text size existed
// (format 1) keeps its values and gets 100% and normal text.
func TestOldSettingsFileLoadsWithDefaultScaleAndText(t *testing.T) {
	dir := t.TempDir()
	old := `{"version": 1, "music_volume": 0.2, "effects_volume": 0.5, "muted": false, "consul_speed": 2,
	  "colour_blind": true, "reduced_motion": false, "fullscreen": false, "confirm_end_activation": true}`
	require.NoError(t, os.WriteFile(filepath.Join(dir, settingsFile), []byte(old), 0o644))
	got, err := LoadSettings(NewStoreAt(dir))
	require.NoError(t, err)
	assert.Equal(t, 100, got.UIScale)
	assert.Equal(t, "normal", got.TextSize)
	assert.Equal(t, 1.0, got.UIScaleFactor())
	assert.Equal(t, 1.0, got.TextFactor())
	assert.Equal(t, 0.2, got.MusicVolume, "the old values are kept")
	assert.True(t, got.ColourBlind)
	assert.Equal(t, settingsVersion, got.Version, "it is written back in the current format")
}

func TestSettingsFactors(t *testing.T) {
	s := DefaultSettings()
	s.UIScale, s.TextSize = 150, "large"
	assert.Equal(t, 1.5, s.UIScaleFactor())
	assert.Equal(t, 1.25, s.TextFactor())
	s.UIScale = 900 // only possible in a struct built by hand: clamped
	assert.Equal(t, 2.0, s.UIScaleFactor())
}

func TestMissingSettingsGiveDefaults(t *testing.T) {
	got, err := LoadSettings(NewStoreAt(t.TempDir()))
	require.NoError(t, err)
	assert.Equal(t, DefaultSettings(), got)
}

func TestBadSettingsAreSetAsideWithAReason(t *testing.T) {
	for name, body := range map[string]string{
		"truncated":       `{"version": 1, "music_vol`,
		"not json":        "\x00\x01garbage",
		"unknown field":   `{"version": 1, "volume": 11}`,
		"out of range":    `{"version": 1, "music_volume": 7}`,
		"bad speed":       `{"version": 1, "consul_speed": 3}`,
		"scale too big":   `{"version": 2, "ui_scale": 250}`,
		"scale too small": `{"version": 2, "ui_scale": 50}`,
		"bad text size":   `{"version": 2, "text_size": "huge"}`,
		"future version":  `{"version": 99}`,
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
	p := colourBlindBoard(t, ctx)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "colour-blind.png")
}

// Any file either is refused with an error or gives settings in range that
// survive a write and a read unchanged.
func FuzzParseSettings(f *testing.F) {
	f.Add([]byte(`{"version": 1}`))
	f.Add([]byte(`{"version": 2, "ui_scale": 175, "text_size": "large"}`))
	f.Add(DefaultSettings().Marshal())
	f.Add([]byte(`{"version": 2, "ui_scale": -1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseSettings("fuzz", data)
		if err != nil {
			return
		}
		require.GreaterOrEqual(t, s.UIScale, minUIScale)
		require.LessOrEqual(t, s.UIScale, maxUIScale)
		require.Contains(t, []float64{1, 1.25, 1.5}, s.TextFactor())
		again, err := ParseSettings("again", s.Marshal())
		require.NoError(t, err)
		require.Equal(t, s, again)
	})
}
