package replay

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
)

// Issue 8: seeded games saved at a random point, loaded, and finished give
// the same final hash as playing straight through. The test player is
// stateless, so the loaded game is played on exactly as the original was
// only if the loaded state is the same.
func TestSaveLoadFinishesLikeStraightThrough(t *testing.T) {
	games := 200
	if testing.Short() || raceEnabled {
		games = 40
	}
	// REPLAY_GAMES=1000 go test -run SaveLoad ./rules/replay plays more.
	if n, err := strconv.Atoi(os.Getenv("REPLAY_GAMES")); err == nil && n > 0 {
		games = n
	}
	d := shared(t)
	r := rand.New(rand.NewPCG(8, 8))
	const maxCmds = 500
	var commands, consulMid, activationMid, stuck int
	for i := 0; i < games; i++ {
		seed := uint64(1000 + i)
		// Play straight through, noting what undo allows after every
		// command; then save the game as it was at a random point (the
		// record of its first commands, as autosave writes it), load the
		// save and finish it.
		type undoState struct {
			can bool
			why string
		}
		view := json.RawMessage(fmt.Sprintf(`{"camera":[%d,3]}`, i))
		straight := newTestSession(t, seed)
		var undo []undoState
		for {
			can, why := straight.CanUndo()
			undo = append(undo, undoState{can, why})
			c := choose(straight.Game())
			if c == nil || straight.rec.Len() >= maxCmds {
				break
			}
			_, err := straight.Apply(c)
			require.NoError(t, err, "seed %d command %d (%s)", seed, straight.rec.Len()+1, c.CommandName())
		}
		n := straight.rec.Len()
		commands += n
		if straight.Game().Over == "" && n < maxCmds {
			stuck++
		}
		at := r.IntN(n + 1)
		g, _, err := arcade.New(straight.Setup().Arcade(d))
		require.NoError(t, err)
		rec := NewRecorder(straight.Setup(), g)
		for _, c := range straight.Commands()[:at] {
			_, err := rec.Apply(c)
			require.NoError(t, err)
		}
		if g.Phase == rules.ConsulTurn {
			consulMid++
		}
		if g.Active != rules.NoModel {
			activationMid++
		}
		sv := rec.Replay()
		sv.Kind, sv.View = KindSave, view
		var buf bytes.Buffer
		require.NoError(t, sv.Write(&buf))
		p := struct {
			data []byte
			hash string
			undoState
		}{buf.Bytes(), g.Hash(), undo[at]}

		loaded, gotView, err := d.Load("autosave.json", p.data)
		require.NoError(t, err, "seed %d saved after %d commands", seed, at)
		assert.JSONEq(t, string(view), string(gotView))
		assert.Equal(t, p.hash, loaded.Game().Hash(), "seed %d: the loaded game is the saved one", seed)
		can, why := loaded.CanUndo()
		assert.Equal(t, p.can, can, "seed %d: undo after loading", seed)
		assert.Equal(t, p.why, why, "seed %d: undo after loading", seed)

		playOn(t, loaded, maxCmds)
		require.Equal(t, straight.Game().Hash(), loaded.Game().Hash(), "seed %d saved after %d of %d commands", seed, at, n)
		assert.Equal(t, straight.Commands(), loaded.Commands())
	}
	t.Logf("%d games (%d stuck on a Revive with no free square), %d commands; saved mid-activation %d times, mid-Consul-turn %d times",
		games, stuck, commands, activationMid, consulMid)
	assert.Positive(t, consulMid, "some saves fall in a Consul turn in progress")
}

// A save that is truncated, corrupted, hand-edited or from the future
// never panics; the error names the file and what is wrong.
func TestLoadBadSaves(t *testing.T) {
	d := shared(t)
	s := newTestSession(t, 11)
	playOn(t, s, 45)
	good, err := s.Save(json.RawMessage(`{"selected":2}`))
	require.NoError(t, err)
	text := string(good)
	// An illegal command: the first StartActivation made to end instead.
	illegal := strings.Replace(text, `{"cmd":"start_activation","hero":0}`, `{"cmd":"end_phase"}`, 1)
	// ...and a wrong hash in a check.
	firstCheck := s.Replay().Checks[0].Hash
	wrongCheck := strings.Replace(text, firstCheck, strings.Repeat("a", 64), 1)
	wrongFinal := strings.Replace(text, s.Game().Hash(), strings.Repeat("b", 64), 1)
	future := strings.Replace(text, `"version": 2`, `"version": 3`, 1)
	for _, tc := range []struct{ name, in, want string }{
		{"truncated", text[:len(text)*2/3], "autosave.json: the file is truncated"},
		{"cut at a line", text[:strings.Index(text, `"final_hash"`)], "autosave.json: the file is truncated"},
		{"corrupted", strings.Replace(text, `"cmd"`, `"cmd`, 3), "autosave.json: the file is corrupted"},
		{"binary junk", "\x00\x01\xfe", "autosave.json: the file is corrupted"},
		{"illegal command", illegal, "autosave.json: diverged at command 1 (end phase): the rules refuse it"},
		{"wrong check hash", wrongCheck, fmt.Sprintf("autosave.json: diverged between command 1 and command %d", CheckEvery)},
		{"wrong final hash", wrongFinal, "autosave.json: diverged between command"},
		{"future version", future, "autosave.json: saved by a newer version of the game (format 3); this version reads up to 2"},
		{"unknown hero", strings.Replace(text, `"Sanctioned Witch"`, `"Sanctioned Wizard"`, 1), "autosave.json: setup:"},
		{"view not an object", strings.Replace(text, `"view": {"selected":2}`, `"view": [2]`, 1), `autosave.json: "view" is a list`},
		{"empty", "", "autosave.json: the file is empty"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			require.NotEqual(t, text, tc.in, "the case changes the file")
			var err error
			require.NotPanics(t, func() { _, _, err = d.Load("autosave.json", []byte(tc.in)) })
			if assert.Error(t, err) {
				assert.Contains(t, err.Error(), tc.want)
			}
		})
	}
	loaded, view, err := d.Load("autosave.json", good)
	require.NoError(t, err)
	assert.JSONEq(t, `{"selected":2}`, string(view))
	assert.Equal(t, s.Game().Hash(), loaded.Game().Hash())
}
