package scene

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
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
	// UIScale is the size of the interface in percent (100 to 200): panels,
	// buttons, icons and their text grow, the board's share of the screen
	// shrinks.
	UIScale int `json:"ui_scale"`
	// TextSize enlarges text everywhere on top of UIScale: one of
	// textSizes' names.
	TextSize string `json:"text_size"`
	// TutorialOffered is set once the title has offered the first-game
	// tutorial (taken or not), so it is offered only once.
	TutorialOffered bool `json:"tutorial_offered"`
}

// settingsVersion is the format this build writes. Version 2 added
// ui_scale and text_size, version 3 tutorial_offered; an older file reads
// with their defaults.
const settingsVersion = 3

// UI scale limits and the step the settings screen moves in, in percent.
const (
	minUIScale  = 100
	maxUIScale  = 200
	uiScaleStep = 25
)

// textSizes are the text sizes offered, smallest first, with the factor
// applied to every font size.
var textSizes = []struct {
	name, label string
	factor      float64
}{
	{"normal", "Normal", 1}, {"large", "Large", 1.25}, {"extra-large", "Extra large", 1.5},
}

// UIScaleFactor is UIScale as a factor (1 to 2); a value outside the range
// (only possible in a struct built by hand) is clamped.
func (s *Settings) UIScaleFactor() float64 {
	return float64(min(maxUIScale, max(minUIScale, s.UIScale))) / 100
}

// TextFactor is the factor of the chosen text size (1 when unknown).
func (s *Settings) TextFactor() float64 {
	for _, t := range textSizes {
		if t.name == s.TextSize {
			return t.factor
		}
	}
	return 1
}

// textSizeLabel names the text size for the settings screen.
func textSizeLabel(name string) string {
	for _, t := range textSizes {
		if t.name == name {
			return t.label
		}
	}
	return textSizes[0].label
}

// settingsFile is the settings' name in the Store.
const settingsFile = "settings.json"

// DefaultSettings are what a new player gets.
func DefaultSettings() Settings {
	return Settings{Version: settingsVersion, MusicVolume: 0.6, EffectsVolume: 0.8, ConsulSpeed: 1, ConfirmEnd: true,
		UIScale: 100, TextSize: "normal"}
}

// ParseSettings reads a settings file; where names it in errors. Values out
// of range are errors, not silently clamped, so a hand-edited file that went
// wrong says what is wrong.
func ParseSettings(where string, data []byte) (Settings, error) {
	s := DefaultSettings()
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return Settings{}, fmt.Errorf("%s: %s", where, settingsJSONError(data, err))
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
	case s.UIScale < minUIScale || s.UIScale > maxUIScale:
		return Settings{}, fmt.Errorf("%s: ui_scale %d is outside %d..%d", where, s.UIScale, minUIScale, maxUIScale)
	}
	known := false
	for _, t := range textSizes {
		known = known || t.name == s.TextSize
	}
	if !known {
		return Settings{}, fmt.Errorf("%s: text_size %q is not one of normal, large or extra-large", where, s.TextSize)
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

// settingsJSONError says in words what is wrong with a settings file that
// does not decode, instead of encoding/json's Go-flavoured messages.
func settingsJSONError(data []byte, err error) string {
	var (
		syn *json.SyntaxError
		typ *json.UnmarshalTypeError
	)
	switch {
	case len(bytes.TrimSpace(data)) == 0:
		return "the file is empty"
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		return "the file is cut short: it ends in the middle of the settings"
	case errors.As(err, &syn):
		return fmt.Sprintf("the file is damaged: it is not valid JSON (at character %d)", syn.Offset)
	case errors.As(err, &typ) && typ.Field == "":
		return "the file holds " + jsonKindOf(data) + ", not a list of settings"
	case errors.As(err, &typ):
		return fmt.Sprintf("%q holds a %s, which is not a valid value for it", typ.Field, typ.Value)
	}
	if f, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return "it names a setting this game does not know: " + f
	}
	return "the file is damaged: it does not read as settings"
}

// jsonKindOf names the JSON value data starts with.
func jsonKindOf(data []byte) string {
	t := bytes.TrimSpace(data)
	switch {
	case len(t) == 0:
		return "nothing"
	case t[0] == '[':
		return "a list"
	case t[0] == '"':
		return "a piece of text"
	case t[0] == 't' || t[0] == 'f':
		return "true or false"
	case t[0] == 'n':
		return "null"
	}
	return "a number"
}

// SaveSettings writes the settings atomically, after looking at what it
// replaces: a settings file that cannot be read or does not parse is set
// aside first (the returned error, a *BadFileError, says where; the new
// settings were written all the same).
func SaveSettings(st *Store, s Settings) error {
	if st == nil {
		return nil
	}
	aside, err := st.WriteOver(settingsFile, s.Marshal(), Guard{
		Parse:   func(where string, b []byte) error { _, err := ParseSettings(where, b); return err },
		Replace: true,
	})
	if err != nil {
		return err
	}
	if aside != nil {
		return aside
	}
	return nil
}
