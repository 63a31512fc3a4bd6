package scene

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// Settings are the player's preferences, kept in settings.json next to the
// saves (see Store).
type Settings struct {
	// Version is the file format; a newer one is refused, an older one is
	// read with defaults for what it lacks.
	Version       int     `json:"version"`
	MusicVolume   float64 `json:"music_volume"`
	EffectsVolume float64 `json:"effects_volume"`
	Muted         bool    `json:"muted"`
	// ConsulSpeed is the playback speed a game starts with (1, 2, 4, or
	// 1000 for instant).
	ConsulSpeed int `json:"consul_speed"`
	// ColourBlind adds a shape or letter to everything told apart by colour.
	ColourBlind bool `json:"colour_blind"`
	// ReducedMotion shortens animations and drops bobbing and pulsing.
	ReducedMotion bool `json:"reduced_motion"`
	Fullscreen    bool `json:"fullscreen"`
	// ConfirmEnd asks before ending an activation with points left.
	ConfirmEnd bool `json:"confirm_end_activation"`
}

// settingsVersion is the format this build writes.
const settingsVersion = 1

// settingsFile is the settings' name in the Store.
const settingsFile = "settings.json"

// DefaultSettings are what a new player gets.
func DefaultSettings() Settings {
	return Settings{Version: settingsVersion, MusicVolume: 0.6, EffectsVolume: 0.8, ConsulSpeed: 1, ConfirmEnd: true}
}

// ParseSettings reads a settings file; where names it in errors. Values out
// of range are errors, not silently clamped, so a hand-edited file that went
// wrong says what is wrong.
func ParseSettings(where string, data []byte) (Settings, error) {
	s := DefaultSettings()
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return Settings{}, fmt.Errorf("%s: %w", where, err)
	}
	switch {
	case s.Version > settingsVersion:
		return Settings{}, fmt.Errorf("%s: written by a newer version of the game (format %d); this one reads up to %d", where, s.Version, settingsVersion)
	case s.Version < 1:
		return Settings{}, fmt.Errorf("%s: version %d is not a settings format", where, s.Version)
	case s.MusicVolume < 0 || s.MusicVolume > 1:
		return Settings{}, fmt.Errorf("%s: music_volume %v is outside 0..1", where, s.MusicVolume)
	case s.EffectsVolume < 0 || s.EffectsVolume > 1:
		return Settings{}, fmt.Errorf("%s: effects_volume %v is outside 0..1", where, s.EffectsVolume)
	}
	ok := false
	for _, v := range speeds {
		ok = ok || v == s.ConsulSpeed
	}
	if !ok {
		return Settings{}, fmt.Errorf("%s: consul_speed %d is not one of 1, 2, 4 or 1000", where, s.ConsulSpeed)
	}
	s.Version = settingsVersion
	return s, nil
}

// Marshal writes the settings as indented JSON.
func (s Settings) Marshal() []byte {
	s.Version = settingsVersion
	b, _ := json.MarshalIndent(s, "", "  ") // a struct of plain fields always encodes
	return append(b, '\n')
}

// LoadSettings reads the settings from st. A missing file gives the
// defaults; a bad one is set aside by the store, and the defaults come back
// with the error so the player can be told.
func LoadSettings(st *Store) (Settings, error) {
	if st == nil {
		return DefaultSettings(), nil
	}
	var s Settings
	err := st.Open(settingsFile, func(where string, data []byte) error {
		var err error
		s, err = ParseSettings(where, data)
		return err
	})
	switch {
	case err == nil:
		return s, nil
	case errors.Is(err, ErrNoFile):
		return DefaultSettings(), nil
	}
	return DefaultSettings(), err
}

// SaveSettings writes the settings atomically.
func SaveSettings(st *Store, s Settings) error {
	if st == nil {
		return nil
	}
	return st.Write(settingsFile, s.Marshal())
}
