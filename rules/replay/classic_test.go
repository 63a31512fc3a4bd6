package replay

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/ai"
	"github.com/superdungeon-digital/superdungeon/rules/ai/classicai"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
)

// classicGame plays one classic game to its end (or maxTurns rounds), the
// hero AI with the party's classic choices against the computer Consul,
// recording every command of both sides.
func classicGame(t testing.TB, s Setup, maxTurns int) *Recorder {
	t.Helper()
	g, _, err := classic.New(s.Classic(shared(t)))
	require.NoError(t, err)
	rec := NewRecorder(s, g)
	_, err = ai.Play(g, ai.New(), ai.PlayOptions{MaxTurns: maxTurns, Consul: classicai.New(), Party: classicai.Party,
		Record: func(c rules.Command, _ []rules.Event) { rec.Record(c) }})
	if err != nil {
		require.ErrorIs(t, err, ai.ErrTurnCap)
	}
	return rec
}

// A classic game's record names its rulebook and size, holds both sides'
// commands (spawns, initiative, the turn order, monster activations),
// writes, reads back the same, verifies and replays to the same game.
func TestClassicReplayVerifies(t *testing.T) {
	for _, tc := range []struct {
		seed uint64
		size string
		n    int
	}{{1, "crawl", 3}, {2, "delve", 2}} {
		s := SetupOfClassic(classic.Setup{Seed: tc.seed, Size: tc.size, Heroes: exploreParty[:tc.n]})
		rec := classicGame(t, s, 30)
		r := rec.Replay()
		assert.Equal(t, classic.Name, r.Ruleset)
		assert.Equal(t, classic.RulesVersion, r.RulesVersion)
		kinds := map[string]bool{}
		for _, c := range r.Commands {
			kinds[c.CommandName()] = true
		}
		for _, c := range []rules.Command{classic.Spawn{}, classic.PickInitiative{}, classic.GoFirst{}, classic.Activate{}, classic.Attack{}, classic.EndMonster{}, rules.StartActivation{}} {
			assert.True(t, kinds[c.CommandName()], "seed %d: the record holds %q commands", tc.seed, c.CommandName())
		}
		data := encode(t, r)
		assert.Contains(t, string(data), `"ruleset": "classic"`)
		assert.Contains(t, string(data), `"size":"`+tc.size+`"`)
		back, err := Read(bytes.NewReader(data))
		require.NoError(t, err)
		assert.Equal(t, r, back)
		require.NoError(t, shared(t).Verify(back), "seed %d", tc.seed)
		g, err := shared(t).Play(back)
		require.NoError(t, err)
		require.NotNil(t, classic.StateOf(g))
		assert.Equal(t, rec.Game().Hash(), g.Hash())
	}
}

// A saved classic game, loaded at any point (the spawning phase, a
// monster half-way through its activation, the end of a round), is the
// same game and plays on to the same end.
func TestClassicSaveLoadContinues(t *testing.T) {
	d := shared(t)
	r := rand.New(rand.NewPCG(17, 17))
	s := SetupOfClassic(classic.Setup{Seed: 4, Heroes: exploreParty})
	full := classicGame(t, s, 30)
	cmds := full.Replay().Commands
	for k := 0; k < 5; k++ {
		at := r.IntN(len(cmds) + 1)
		g, _, err := classic.New(s.Classic(d))
		require.NoError(t, err)
		part := NewRecorder(s, g)
		for _, c := range cmds[:at] {
			_, err := part.Apply(c)
			require.NoError(t, err)
		}
		sv := part.Replay()
		sv.Kind = KindSave
		loaded, _, err := d.Load("classic.sdsave", encode(t, sv))
		require.NoError(t, err, "saved after %d commands", at)
		assert.Equal(t, g.Hash(), loaded.Game().Hash())
		assert.Equal(t, classic.Name, loaded.Setup().Ruleset)
		for i, c := range cmds[at:] {
			_, err := loaded.Apply(c)
			require.NoError(t, err, "command %d after loading", at+i+1)
		}
		assert.Equal(t, full.Game().Hash(), loaded.Game().Hash(), "saved after %d of %d", at, len(cmds))
	}
}
