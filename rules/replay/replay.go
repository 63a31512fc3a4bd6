package replay

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// FormatVersion is the replay and save format this package writes. Read
// migrates every older version up to it and refuses newer ones.
const FormatVersion = 2

// formatName marks our files, so a stray JSON file is not taken for a game.
const formatName = "superdungeon"

// Kinds of file.
const (
	KindReplay = "replay"
	KindSave   = "save"
)

// CheckEvery is how many commands apart Session records a state hash, so
// Verify can say roughly where a replay diverged.
const CheckEvery = 10

// MaxFileSize bounds what Read accepts (a long game is a few hundred
// kilobytes); bigger input is refused rather than read into memory.
const MaxFileSize = 64 << 20

// Replay is a whole game as data: its setup and every command applied to
// it, in order, with state hashes to check a re-run against.
type Replay struct {
	// Version is the format the file was read in (after migration it
	// is FormatVersion); Write always writes FormatVersion.
	Version int
	// Kind is KindReplay or KindSave ("" writes KindReplay).
	Kind string
	// Ruleset names the rulebook the game follows ("" writes Arcade's) and
	// RulesVersion that rulebook's version of the rules when the record was
	// written (0 writes the current one). A record of a rulebook or rules
	// version this program does not play is refused with a message that
	// names them (Read), never replayed under other rules.
	Ruleset      string
	RulesVersion int
	Setup        Setup
	Commands     []rules.Command
	// Checks are state hashes after some commands, in order.
	Checks []Check
	// FinalHash is Game.Hash after the last command.
	FinalHash string
	// Build is the build of the program that wrote the record (see
	// currentBuild), "" when unknown. Informational: it explains a
	// divergence, it does not change how the record is read.
	Build string
	// View is the UI's view state, saves only: the scene owns its shape
	// and this package only checks that it is a JSON object.
	View json.RawMessage
}

// Check is the state hash after the first After commands.
type Check struct {
	After int    `json:"after"`
	Hash  string `json:"hash"`
}

// file is the current format on disk.
type file struct {
	Format    string            `json:"format"`
	Kind      string            `json:"kind"`
	Version   int               `json:"version"`
	Ruleset   string            `json:"ruleset"`
	RulesVer  int               `json:"rules_version"`
	Build     string            `json:"build,omitempty"`
	Setup     *Setup            `json:"setup"`
	Commands  []json.RawMessage `json:"commands"`
	Checks    []Check           `json:"checks,omitempty"`
	FinalHash string            `json:"final_hash"`
	View      json.RawMessage   `json:"view,omitempty"`
}

// Write writes r as one JSON document with one command per line, so files
// read well and diff line by line.
func (r *Replay) Write(w io.Writer) error {
	kind := r.Kind
	if kind == "" {
		kind = KindReplay
	}
	if kind != KindReplay && kind != KindSave {
		return fmt.Errorf("write replay: unknown kind %q", kind)
	}
	// Write only what Read accepts.
	if err := checkHash("final_hash", r.FinalHash); err != nil {
		return fmt.Errorf("write replay: %w", err)
	}
	if len(r.Setup.Heroes) == 0 {
		return errors.New("write replay: the setup has no Heroes")
	}
	ruleset, rulesVersion := r.Ruleset, r.RulesVersion
	if ruleset == "" {
		ruleset = r.Setup.ruleset()
	}
	if rulesVersion == 0 {
		rulesVersion = currentRulesVersion(ruleset)
	}
	if rulesVersion == 0 {
		return fmt.Errorf("write replay: unknown rulebook %q", ruleset)
	}
	if err := r.Setup.checkFor(ruleset); err != nil {
		return fmt.Errorf("write replay: %w", err)
	}
	if len(r.View) > 0 && (kind != KindSave || !json.Valid(r.View) || jsonKind(r.View) != "an object") {
		return errors.New("write replay: the view state must be a JSON object, in a save")
	}
	var b bytes.Buffer
	field := func(name string, v any, last bool) error {
		j, err := json.Marshal(v)
		if err != nil {
			return fmt.Errorf("write replay: %s: %w", name, err)
		}
		fmt.Fprintf(&b, " %q: %s", name, j)
		if !last {
			b.WriteString(",")
		}
		b.WriteString("\n")
		return nil
	}
	b.WriteString("{\n")
	for _, f := range []struct {
		name string
		v    any
	}{{"format", formatName}, {"kind", kind}, {"version", FormatVersion}, {"ruleset", ruleset}, {"rules_version", rulesVersion},
		{"build", r.Build}, {"setup", r.Setup}} {
		if f.name == "build" && r.Build == "" {
			continue
		}
		if err := field(f.name, f.v, false); err != nil {
			return err
		}
	}
	b.WriteString(" \"commands\": [")
	for i, c := range r.Commands {
		j, err := EncodeCommand(c)
		if err != nil {
			return fmt.Errorf("write replay: command %d: %w", i+1, err)
		}
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString("\n  ")
		b.Write(j)
	}
	b.WriteString("\n ],\n")
	if len(r.Checks) > 0 {
		if err := field("checks", r.Checks, false); err != nil {
			return err
		}
	}
	if len(r.View) > 0 {
		var c bytes.Buffer
		if err := json.Compact(&c, r.View); err != nil {
			return fmt.Errorf("write replay: view: %w", err)
		}
		fmt.Fprintf(&b, " \"view\": %s,\n", c.Bytes())
	}
	if err := field("final_hash", r.FinalHash, true); err != nil {
		return err
	}
	b.WriteString("}\n")
	_, err := w.Write(b.Bytes())
	return err
}

// Read reads a replay or save of any version up to FormatVersion,
// migrating older ones. Every error says what is wrong in words ("the file
// is truncated", "command 12: move: missing \"path\"", "saved by a newer
// version of the game (format 3); this version reads up to 1"); callers
// add the file name.
func Read(rd io.Reader) (*Replay, error) {
	data, err := io.ReadAll(io.LimitReader(bufio.NewReader(rd), MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("reading: %w", err)
	}
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("the file is larger than %d MB; it is not a game record", MaxFileSize>>20)
	}
	return parse(data)
}

func parse(data []byte) (*Replay, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, errors.New("the file is empty")
	}
	if !json.Valid(data) {
		return nil, syntaxError(data)
	}
	var probe struct {
		Format  *string         `json:"format"`
		Version json.RawMessage `json:"version"`
	}
	if err := json.Unmarshal(data, &probe); err != nil {
		return nil, fmt.Errorf("not a game record: the file holds %s, not a JSON object", jsonKind(data))
	}
	version := 0 // version 0 files had no version field
	if probe.Version == nil && probe.Format != nil {
		return nil, errors.New("missing \"version\"")
	}
	if probe.Version != nil {
		if err := json.Unmarshal(probe.Version, &version); err != nil || version < 0 {
			return nil, fmt.Errorf("\"version\" is %s; want a format number", probe.Version)
		}
	}
	if version > FormatVersion {
		return nil, fmt.Errorf("saved by a newer version of the game (format %d); this version reads up to %d", version, FormatVersion)
	}
	if version > 0 && (probe.Format == nil || *probe.Format != formatName) {
		return nil, fmt.Errorf("not a game record: \"format\" should be %q", formatName)
	}
	from := version
	for version < FormatVersion {
		m := migration(version)
		var err error
		if data, err = m(data); err != nil {
			return nil, fmt.Errorf("migrating from format %d: %w", version, err)
		}
		version++
	}
	r, err := decodeCurrent(data)
	if err != nil {
		if from != FormatVersion {
			return nil, fmt.Errorf("format %d file: %w", from, err)
		}
		return nil, err
	}
	r.Version = FormatVersion
	return r, nil
}

// decodeCurrent reads and checks a FormatVersion document.
func decodeCurrent(data []byte) (*Replay, error) {
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	var f file
	if err := d.Decode(&f); err != nil {
		return nil, jsonErr(err)
	}
	switch {
	case f.Kind != KindReplay && f.Kind != KindSave:
		return nil, fmt.Errorf("\"kind\" is %q; want %q or %q", f.Kind, KindReplay, KindSave)
	case f.Setup == nil:
		return nil, errors.New("missing \"setup\"")
	case f.Commands == nil:
		return nil, errors.New("missing \"commands\"")
	}
	if len(f.Setup.Heroes) == 0 {
		return nil, errors.New("\"setup\": no Heroes")
	}
	if err := checkRules(f.Ruleset, f.RulesVer); err != nil {
		return nil, err
	}
	if err := f.Setup.checkFor(f.Ruleset); err != nil {
		return nil, err
	}
	f.Setup.Ruleset = f.Ruleset
	if err := checkHash("final_hash", f.FinalHash); err != nil {
		return nil, err
	}
	r := &Replay{Kind: f.Kind, Ruleset: f.Ruleset, RulesVersion: f.RulesVer, Build: f.Build, Setup: *f.Setup, Checks: f.Checks, FinalHash: f.FinalHash}
	for i, raw := range f.Commands {
		c, err := DecodeCommand(raw)
		if err != nil {
			return nil, fmt.Errorf("command %d: %w", i+1, err)
		}
		r.Commands = append(r.Commands, c)
	}
	last := 0
	for i, c := range f.Checks {
		if c.After <= last || c.After > len(r.Commands) {
			return nil, fmt.Errorf("\"checks\"[%d]: after command %d is out of order or past the %d commands", i, c.After, len(r.Commands))
		}
		if err := checkHash(fmt.Sprintf("\"checks\"[%d]", i), c.Hash); err != nil {
			return nil, err
		}
		last = c.After
	}
	if len(f.View) > 0 {
		if f.Kind != KindSave {
			return nil, errors.New("a replay has no \"view\"; only saves do")
		}
		if jsonKind(f.View) != "an object" {
			return nil, fmt.Errorf("\"view\" is %s; want an object", jsonKind(f.View))
		}
		r.View = f.View
	}
	return r, nil
}

// checkHash accepts a Game.Hash: 64 lower-case hex digits.
func checkHash(name, h string) error {
	if len(h) != 64 || strings.Trim(h, "0123456789abcdef") != "" {
		return fmt.Errorf("%s is %q; want a state hash (64 hex digits)", name, h)
	}
	return nil
}

// syntaxError places a JSON syntax error by line and column, and calls a
// file that simply stops a truncated one.
func syntaxError(data []byte) error {
	var v any
	err := json.Unmarshal(data, &v)
	var se *json.SyntaxError
	if errors.As(err, &se) {
		if se.Offset >= int64(len(bytes.TrimRight(data, " \t\r\n"))) {
			return errors.New("the file is truncated: it ends in the middle of the game record")
		}
		line, col := 1, 1
		for _, c := range data[:min(int(se.Offset), len(data))] {
			if c == '\n' {
				line, col = line+1, 1
			} else {
				col++
			}
		}
		return fmt.Errorf("the file is corrupted: invalid JSON at line %d, column %d", line, col)
	}
	if err != nil && strings.Contains(err.Error(), "unexpected end") {
		return errors.New("the file is truncated: it ends in the middle of the game record")
	}
	return errors.New("the file is corrupted: it is not valid JSON")
}

// jsonKind names a JSON value's type for messages.
func jsonKind(data []byte) string {
	t := bytes.TrimSpace(data)
	if len(t) == 0 {
		return "nothing"
	}
	switch t[0] {
	case '{':
		return "an object"
	case '[':
		return "a list"
	case '"':
		return "a string"
	case 't', 'f':
		return "true or false"
	case 'n':
		return "null"
	}
	return "a number"
}

// currentRulesVersion is the version of a rulebook's rules this program
// plays, 0 for a rulebook it does not play.
func currentRulesVersion(ruleset string) int {
	switch ruleset {
	case arcade.Name:
		return arcade.RulesVersion
	case explore.Name:
		return explore.RulesVersion
	case classic.Name:
		return classic.RulesVersion
	}
	return 0
}

// checkRules accepts the rulebooks and rules versions this program plays:
// the Arcade rules, versions 1 to arcade.RulesVersion, the Explore rules,
// versions 1 to explore.RulesVersion, and the classic rules, versions 1 to
// classic.RulesVersion.
func checkRules(ruleset string, version int) error {
	// An older version is read (its format is fine) but not played:
	// playable refuses it.
	current := currentRulesVersion(ruleset)
	switch {
	case ruleset == "":
		return errors.New("missing \"ruleset\" (which rulebook the game follows)")
	case current == 0:
		return fmt.Errorf("the game follows the %q rules, which this version of the game does not play (it plays %q, %q and %q)", ruleset, arcade.Name, explore.Name, classic.Name)
	case version < 1:
		return fmt.Errorf("\"rules_version\" is %d; want a version number from 1", version)
	case version > current:
		return fmt.Errorf("the game was played under version %d of the %s rules, newer than this version of the game knows (%d)", version, ruleset, current)
	}
	return nil
}

// setup is the record's setup with its rulebook named.
func (r *Replay) setup() Setup {
	s := r.Setup
	if s.Ruleset == "" {
		s.Ruleset = r.Ruleset
	}
	return s
}

// playable refuses to re-run a record made under an older version of its
// rules: they play differently (arcade.RulesVersion, explore.RulesVersion
// say how), so its commands would not reach its recorded states. Reading
// it still works (Read, migrations). A Replay built in memory with no
// version is current.
func playable(r *Replay) error {
	ruleset := r.Ruleset
	if ruleset == "" {
		ruleset = r.Setup.ruleset()
	}
	if r.Setup.Ruleset != "" && r.Setup.Ruleset != ruleset {
		return fmt.Errorf("the record names the %q rules but its setup is for %q", ruleset, r.Setup.Ruleset)
	}
	current := currentRulesVersion(ruleset)
	if current == 0 {
		return fmt.Errorf("the game follows the %q rules, which this version of the game does not play", ruleset)
	}
	if r.RulesVersion != 0 && r.RulesVersion < current && !sameRules(ruleset, r.RulesVersion, r.Setup) {
		return fmt.Errorf("the game was played under version %d of the %s rules; this version of the game plays version %d, where %s, so it cannot replay or continue that game", r.RulesVersion, ruleset, current, rulesChange(ruleset, r.RulesVersion))
	}
	return nil
}

// sameRules reports whether a record of an older rules version still plays
// the same: Explore version 2 changed when the core's power-up draws its
// rewards, which a Rude Supers game (its own turn, its own draw) never
// used, so a version 1 Rude Supers record replays as it was.
func sameRules(ruleset string, version int, s Setup) bool {
	return ruleset == explore.Name && version == 1 && s.Rude != nil
}

// rulesChange says in words what changed since a record's rules version
// (arcade.RulesVersion, explore.RulesVersion).
func rulesChange(ruleset string, version int) string {
	switch {
	case ruleset == arcade.Name && version < 2:
		return "cards and spawning point hooks resolve differently, the power-up draws its rewards as it begins and Wards of Protection armours the spawning points"
	case ruleset == arcade.Name && version < 3:
		return "the power-up draws its rewards as it begins, not as it ends, and Wards of Protection armours the spawning points"
	case ruleset == arcade.Name:
		return "the plot Wards of Protection gives the spawning points their +2 ARM"
	case ruleset == explore.Name:
		return "the power-up draws its rewards as it begins, not as it ends"
	}
	return "the rules play differently"
}
