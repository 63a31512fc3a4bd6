package replay

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
)

// writeTestdata regenerates the files under testdata/ when set:
// REPLAY_WRITE_TESTDATA=1 go test ./rules/replay -run Testdata
var writeTestdata = os.Getenv("REPLAY_WRITE_TESTDATA") != ""

// played is a finished (or long) game by the test player.
func played(t testing.TB, seed uint64, maxCmds int) *Session {
	t.Helper()
	s := newTestSession(t, seed)
	playOn(t, s, maxCmds)
	return s
}

func encode(t testing.TB, r *Replay) []byte {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, r.Write(&b))
	return b.Bytes()
}

func TestWriteReadRoundTrip(t *testing.T) {
	s := played(t, 3, 400)
	r := s.Replay()
	r.Build = "0123456789ab+dirty"
	data := encode(t, r)
	back, err := Read(bytes.NewReader(data))
	require.NoError(t, err)
	assert.Equal(t, r, back)
	// One command a line: the file reads and diffs line by line.
	// {, format, kind, version, ruleset, rules_version, build, setup,
	// "commands": [, the
	// commands, ], checks, final_hash, }.
	require.NotEmpty(t, r.Checks)
	assert.Equal(t, len(r.Commands)+13, strings.Count(string(data), "\n"))
	require.NoError(t, shared(t).Verify(back))
}

// Verify re-runs the game and checks its final hash; a record that was
// changed anywhere is a divergence that says where.
func TestVerify(t *testing.T) {
	d := shared(t)
	s := played(t, 5, 400)
	r := s.Replay()
	require.NoError(t, d.Verify(r))
	g, err := d.Play(r)
	require.NoError(t, err)
	assert.Equal(t, r.FinalHash, g.Hash())

	t.Run("wrong final hash", func(t *testing.T) {
		bad := *r
		bad.FinalHash = strings.Repeat("0", 64)
		err := d.Verify(&bad)
		var div *Divergence
		require.ErrorAs(t, err, &div)
		assert.Equal(t, len(r.Commands), div.At)
		assert.Equal(t, r.Checks[len(r.Checks)-1].After, div.Since, "the last check still matched")
	})
	t.Run("hashes that differ only at the end", func(t *testing.T) {
		bad := *r
		last := r.FinalHash[63:]
		bad.FinalHash = r.FinalHash[:63] + map[bool]string{true: "1", false: "0"}[last == "0"]
		err := d.Verify(&bad)
		require.Error(t, err)
		assert.Contains(t, err.Error(), "state hash "+r.FinalHash+", recorded "+bad.FinalHash, "both hashes in full")
	})
	t.Run("a command changed", func(t *testing.T) {
		// Swap an early move for a different legal one: the game goes on
		// but diverges; the periodic checks place it.
		bad := *r
		bad.Commands = append([]rules.Command(nil), r.Commands...)
		i := firstMove(t, r.Commands)
		alt := alternativeMove(t, d, r, i)
		bad.Commands[i] = alt
		err := d.Verify(&bad)
		var div *Divergence
		require.ErrorAs(t, err, &div, "%v", err)
		assert.LessOrEqual(t, div.Since, i, "it still matched before the change")
		assert.GreaterOrEqual(t, div.At, i+1)
		assert.LessOrEqual(t, div.At-div.Since, CheckEvery, "placed within one check interval")
		t.Log(err)
	})
	t.Run("an illegal command", func(t *testing.T) {
		bad := *r
		bad.Commands = append([]rules.Command(nil), r.Commands...)
		bad.Commands[0] = rules.EndActivation{}
		err := d.Verify(&bad)
		assert.ErrorContains(t, err, "diverged at command 1 (end activation): the rules refuse it")
	})
}

func firstMove(t *testing.T, cs []rules.Command) int {
	for i, c := range cs {
		if _, ok := c.(rules.Move); ok {
			return i
		}
	}
	t.Fatal("no move in the game")
	return 0
}

// alternativeMove is a legal move for command i other than the recorded one.
func alternativeMove(t *testing.T, d Data, r *Replay, i int) rules.Command {
	c, err := d.Start(r)
	require.NoError(t, err)
	for c.Index() < i {
		_, _, err := c.Next()
		require.NoError(t, err)
	}
	g := c.Game()
	for _, reach := range g.ReachableSquares(g.Active) {
		path, _, ok := g.PathTo(g.Active, reach.At)
		m := rules.Move{Path: path}
		if ok && !reflect.DeepEqual(m, r.Commands[i]) {
			if _, err := g.Clone().Apply(m); err == nil {
				return m
			}
		}
	}
	t.Fatal("no other move")
	return nil
}

func TestReadErrors(t *testing.T) {
	s := played(t, 2, 60)
	good := encode(t, s.Replay())
	future := strings.Replace(string(good), `"version": 2`, `"version": 3`, 1)
	for _, tc := range []struct{ name, in, want string }{
		{"empty", "", "the file is empty"},
		{"truncated", string(good[:len(good)/2]), "the file is truncated"},
		{"corrupted", strings.Replace(string(good), `"commands": [`, `"commands": [}`, 1), "the file is corrupted: invalid JSON at line 8"},
		{"not an object", `[1, 2, 3]`, "not a game record"},
		{"future version", future, "saved by a newer version of the game (format 3); this version reads up to 2"},
		{"bad version", strings.Replace(string(good), `"version": 2`, `"version": "one"`, 1), `"version" is "one"`},
		{"other format", strings.Replace(string(good), `"format": "superdungeon"`, `"format": "chess"`, 1), `"format" should be "superdungeon"`},
		{"no version", strings.Replace(string(good), `"version": 2,`, ``, 1), `missing "version"`},
		{"bad command", strings.Replace(string(good), `{"cmd":"end_activation"}`, `{"cmd":"end_activaton"}`, 1), `unknown command "end_activaton"`},
		{"bad hash", strings.Replace(string(good), `"final_hash": "`, `"final_hash": "zz`, 1), `final_hash is "zz`},
		{"unknown field", strings.Replace(string(good), `"kind": "replay",`, `"kind": "replay", "cheats": true,`, 1), `unknown field "cheats"`},
		{"bad kind", strings.Replace(string(good), `"kind": "replay"`, `"kind": "movie"`, 1), `"kind" is "movie"`},
		{"no heroes", strings.Replace(string(good), `"heroes":["Riftling Warrior","Moonspire Guardian","Sanctioned Witch"]`, `"heroes":[]`, 1), `no Heroes`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Read(strings.NewReader(tc.in))
			if assert.Error(t, err) {
				assert.Contains(t, err.Error(), tc.want)
			}
		})
	}
}

// "bad command" names the command's position.
func TestReadNamesTheCommand(t *testing.T) {
	s := played(t, 2, 60)
	good := string(encode(t, s.Replay()))
	n := strings.Index(good, `{"cmd":"end_activation"}`)
	require.Positive(t, n)
	idx := strings.Count(good[strings.Index(good, `"commands": [`):n], `{"cmd"`) + 1
	_, err := Read(strings.NewReader(good[:n] + `{"cmd":"end_activation","now":1}` + good[n+len(`{"cmd":"end_activation"}`):]))
	assert.ErrorContains(t, err, fmt.Sprintf(`command %d: end_activation: unknown field "now"`, idx))
}

// Version 0 (the prototype's log, see migrate.go) is migrated on reading:
// testdata/v0_seed4.json was written in that format and still verifies.
func TestMigrateVersion0(t *testing.T) {
	path := filepath.Join("testdata", "v0_seed4.json")
	if writeTestdata {
		s := played(t, 4, 40)
		type entry struct {
			Type string          `json:"type"`
			Args json.RawMessage `json:"args"`
		}
		v0 := struct {
			Seed   uint64   `json:"seed"`
			Heroes []string `json:"heroes"`
			Log    []entry  `json:"log"`
			Hash   string   `json:"hash"`
		}{Seed: 4, Heroes: balanced, Hash: s.Game().Hash()}
		for _, c := range s.Commands() {
			args, err := json.Marshal(c)
			require.NoError(t, err)
			v0.Log = append(v0.Log, entry{reflect.TypeOf(c).Name(), args})
		}
		b, err := json.MarshalIndent(v0, "", " ")
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(path, append(b, '\n'), 0o644))
	}
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	r, err := Read(f)
	require.NoError(t, err)
	assert.Equal(t, FormatVersion, r.Version)
	assert.Equal(t, KindReplay, r.Kind)
	assert.Equal(t, Setup{Ruleset: arcade.Name, Seed: 4, Heroes: balanced}, r.Setup)
	require.Len(t, r.Commands, 40)
	assert.Equal(t, rules.StartActivation{Hero: 0}, r.Commands[0])
	assert.IsType(t, rules.Move{}, r.Commands[1])
	assert.Len(t, r.FinalHash, 64)
	// The game itself is not re-run: a state hash changes whenever the
	// rules do (see README.md, "Rules changes"). Migration is about the
	// format; TestSaveLoadFinishesLikeStraightThrough checks the game.

	// A version 0 file with an unknown command type says so.
	_, err = Read(strings.NewReader(`{"seed":1,"heroes":["Riftling Warrior"],"log":[{"type":"Teleport","args":{}}],"hash":""}`))
	assert.ErrorContains(t, err, `migrating from format 0: log entry 1: unknown command type "Teleport"`)
	// Something that is neither.
	_, err = Read(strings.NewReader(`{"name":"my save"}`))
	assert.ErrorContains(t, err, `not a game record of any known format`)
}

// The current format's test file still reads, and writes back to the same
// bytes: a format change that breaks old files fails here (bump
// FormatVersion and add a migration instead). Like the version 0 file it
// is not re-run: its hashes belong to the rules of the day it was written.
func TestVersion1File(t *testing.T) {
	path := filepath.Join("testdata", "v1_seed7.json")
	if writeTestdata {
		s := played(t, 7, 400)
		require.NoError(t, os.WriteFile(path, encode(t, s.Replay()), 0o644))
	}
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	r, err := Read(bytes.NewReader(b))
	require.NoError(t, err)
	assert.Equal(t, Setup{Ruleset: arcade.Name, Seed: 7, Heroes: balanced}, r.Setup)
	// Format 1 predates the rulebooks' split: every such file is an Arcade
	// game under the first version of its rules, and is written back in the
	// current format (the golden v2_seed7.json) with nothing else changed.
	assert.Equal(t, arcade.Name, r.Ruleset)
	assert.Equal(t, 1, r.RulesVersion)
	v2, err := os.ReadFile(filepath.Join("testdata", "v2_seed7.json"))
	require.NoError(t, err)
	assert.Equal(t, string(v2), string(encode(t, r)), "writing what was read gives the current format")
	assert.Equal(t, strings.Replace(string(b), "\"version\": 1,\n", "\"version\": 2,\n \"ruleset\": \"arcade\",\n \"rules_version\": 1,\n", 1), string(v2),
		"the current format adds only the ruleset and its version")
}

// A save file as the game writes it: a replay of kind "save" with the
// UI's view state.
func TestSaveFile(t *testing.T) {
	path := filepath.Join("testdata", "save_seed21.json")
	if writeTestdata {
		s := played(t, 21, 30)
		b, err := s.Save(json.RawMessage(`{"camera": [1, 2], "selected": 0}`))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(path, b, 0o644))
	}
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	r, err := Read(bytes.NewReader(b))
	require.NoError(t, err)
	assert.Equal(t, KindSave, r.Kind)
	assert.JSONEq(t, `{"camera":[1,2],"selected":0}`, string(r.View))
	assert.Len(t, r.Commands, 30)
	assert.Equal(t, string(b), string(encode(t, r)))
}

// Write writes only what Read reads.
func TestWriteRefusesWhatReadRefuses(t *testing.T) {
	ok := Replay{Setup: Setup{Seed: 1, Heroes: balanced}, FinalHash: strings.Repeat("0", 64)}
	require.NoError(t, ok.Write(&bytes.Buffer{}))
	for name, tc := range map[string]struct {
		edit func(r *Replay)
		want string
	}{
		"no hash":          {func(r *Replay) { r.FinalHash = "" }, "final_hash"},
		"no heroes":        {func(r *Replay) { r.Setup.Heroes = nil }, "no Heroes"},
		"view in a replay": {func(r *Replay) { r.View = json.RawMessage(`{}`) }, "view"},
		"view not object":  {func(r *Replay) { r.Kind, r.View = KindSave, json.RawMessage(`[1]`) }, "view"},
		"view not JSON":    {func(r *Replay) { r.Kind, r.View = KindSave, json.RawMessage(`{`) }, "view"},
		"unknown kind":     {func(r *Replay) { r.Kind = "movie" }, "kind"},
	} {
		r := ok
		tc.edit(&r)
		assert.ErrorContains(t, r.Write(&bytes.Buffer{}), tc.want, name)
	}
}

// A divergence blames the rules, not the file, when another build wrote it.
func TestWhyDiverged(t *testing.T) {
	assert.Equal(t, "written by build 0123abcd, this is build 4567ef01: the rules have probably changed since", whyDiverged("0123abcd", "4567ef01"))
	generic := "the file was edited, or written by a different version of the rules"
	assert.Equal(t, generic, whyDiverged("0123abcd", "0123abcd"))
	assert.Equal(t, generic, whyDiverged("", "4567ef01"))
	assert.Equal(t, generic, whyDiverged("0123abcd", ""))
}

func TestWriteRefusesUnknownCommands(t *testing.T) {
	r := &Replay{Setup: Setup{Seed: 1, Heroes: balanced}, Commands: []rules.Command{&rules.Move{}}, FinalHash: strings.Repeat("0", 64)}
	err := r.Write(&bytes.Buffer{})
	assert.ErrorContains(t, err, "command 1")
	var ill *rules.IllegalError
	assert.False(t, errors.As(err, &ill))
}

// A record names its rulebook and that rulebook's rules version; one this
// program does not play is refused in words that name them, never
// replayed under other rules.
func TestReadRefusesUnknownRules(t *testing.T) {
	good, err := os.ReadFile(filepath.Join("testdata", "v2_seed7.json"))
	require.NoError(t, err)
	for _, tc := range []struct{ name, from, to, want string }{
		{"another rulebook", `"ruleset": "arcade"`, `"ruleset": "legends"`, `the game follows the "legends" rules, which this version of the game does not play`},
		{"newer rules", `"rules_version": 1`, `"rules_version": 9`, "version 9 of the arcade rules, newer than this version of the game knows (4)"},
		{"no rulebook", `"ruleset": "arcade"`, `"ruleset": ""`, `missing "ruleset"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := strings.Replace(string(good), tc.from, tc.to, 1)
			require.NotEqual(t, string(good), text)
			_, err := Read(strings.NewReader(text))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

// A record made under an older version of the Arcade rules (version 1:
// spawning point hooks waited for a ResolveHooks command) is read, but
// replaying or continuing it is refused in words, not with a divergence.
func TestOlderRulesRefusedClearly(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "v2_seed7.json"))
	require.NoError(t, err)
	r, err := Read(bytes.NewReader(b))
	require.NoError(t, err)
	require.Equal(t, 1, r.RulesVersion)
	want := "played under version 1 of the arcade rules; this version of the game plays version 4, where cards and spawning point hooks resolve differently"
	assert.ErrorContains(t, Verify(r), want)
	_, _, err = Load("old.json", b)
	assert.ErrorContains(t, err, want)

	// Version 2: the power-up drew its rewards as it ended.
	r.RulesVersion = 2
	assert.ErrorContains(t, Verify(r), "version 2 of the arcade rules; this version of the game plays version 4, where the power-up draws its rewards as it begins")

	// Version 3: Wards of Protection left the spawning points' armour alone.
	r.RulesVersion = 3
	assert.ErrorContains(t, Verify(r), "version 3 of the arcade rules; this version of the game plays version 4, where the plot Wards of Protection gives the spawning points their +2 ARM")
}
