package replay

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/ai"
	"github.com/superdungeon-digital/superdungeon/rules/ai/exploreai"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The Explore book's balanced party ("Recommended Parties").
var exploreParty = []string{"Royal Paladin", "Ember Mage", "Glimmerdusk Ranger"}

// exploreGame plays one Explore game to its end (or to maxTurns), the hero
// AI against the computer Consul, recording every command of both sides.
func exploreGame(t testing.TB, s Setup, maxTurns int) *Recorder {
	t.Helper()
	d := shared(t)
	es, err := s.Explore(d)
	require.NoError(t, err)
	g, _, err := explore.New(es)
	require.NoError(t, err)
	rec := NewRecorder(s, g)
	_, err = ai.Play(g, ai.New(), ai.PlayOptions{MaxTurns: maxTurns, Consul: exploreai.New(),
		Record: func(c rules.Command, _ []rules.Event) { rec.Record(c) }})
	if err != nil {
		require.ErrorIs(t, err, ai.ErrTurnCap)
	}
	return rec
}

// An Explore game's record names its rulebook, holds both sides' commands
// (the Consul's explore.Activate, Move, Attack, EndMonster, AdvanceChart,
// Spawn among them), writes, reads back the same and verifies.
func TestExploreReplayVerifies(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		s := Setup{Ruleset: explore.Name, Seed: seed, Heroes: exploreParty, Coins: -1}
		rec := exploreGame(t, s, 30)
		r := rec.Replay()
		assert.Equal(t, explore.Name, r.Ruleset)
		assert.Equal(t, explore.RulesVersion, r.RulesVersion)
		kinds := map[string]bool{}
		for _, c := range r.Commands {
			kinds[c.CommandName()] = true
		}
		for _, c := range []rules.Command{explore.Activate{}, explore.Attack{}, explore.EndMonster{}, explore.AdvanceChart{}, rules.StartActivation{}} {
			assert.True(t, kinds[c.CommandName()], "seed %d: the record holds %q commands", seed, c.CommandName())
		}
		data := encode(t, r)
		assert.Contains(t, string(data), `"ruleset": "explore"`)
		back, err := Read(bytes.NewReader(data))
		require.NoError(t, err)
		assert.Equal(t, r, back)
		require.NoError(t, shared(t).Verify(back), "seed %d", seed)
		g, err := shared(t).Play(back)
		require.NoError(t, err)
		require.NotNil(t, explore.StateOf(g), "the replayed game follows the Explore rules")
		assert.Equal(t, rec.Game().Hash(), g.Hash())
	}
}

// A saved Explore game, loaded at any point (in the Heroes' turn, the
// Consul's turn with a monster half-way through its activation, a
// power-up), is the same game and plays on to the same end.
func TestExploreSaveLoadContinues(t *testing.T) {
	d := shared(t)
	r := rand.New(rand.NewPCG(15, 15))
	consulMid := 0
	for _, seed := range []uint64{4, 5} {
		s := Setup{Ruleset: explore.Name, Seed: seed, Heroes: exploreParty}
		full := exploreGame(t, s, 30)
		cmds := full.Replay().Commands
		for k := 0; k < 6; k++ {
			at := r.IntN(len(cmds) + 1)
			es, err := s.Explore(d)
			require.NoError(t, err)
			g, _, err := explore.New(es)
			require.NoError(t, err)
			part := NewRecorder(s, g)
			for _, c := range cmds[:at] {
				_, err := part.Apply(c)
				require.NoError(t, err)
			}
			if st := explore.StateOf(g); st.Active != rules.NoModel {
				consulMid++
			}
			sv := part.Replay()
			sv.Kind = KindSave
			loaded, _, err := d.Load("explore.sdsave", encode(t, sv))
			require.NoError(t, err, "seed %d saved after %d commands", seed, at)
			assert.Equal(t, g.Hash(), loaded.Game().Hash())
			assert.Equal(t, explore.Name, loaded.Setup().Ruleset)
			for i, c := range cmds[at:] {
				_, err := loaded.Apply(c)
				require.NoError(t, err, "seed %d: command %d after loading", seed, at+i+1)
			}
			assert.Equal(t, full.Game().Hash(), loaded.Game().Hash(), "seed %d saved after %d of %d", seed, at, len(cmds))
		}
	}
	t.Logf("saved with a monster activating %d times", consulMid)
}

// The Consul's hand-made choices (tiles laid by hand, the first spawn,
// mini-bosses, the coins) are recorded and rebuild the same game.
func TestExploreSetupChoicesRecorded(t *testing.T) {
	d := shared(t)
	es := explore.Setup{Seed: 9, Heroes: exploreParty, SpawningPoints: []string{"Spider Nest", "Shadow Tower", "Shadow Tower"},
		MiniBosses: []string{"Rex"}, FirstSpawn: []string{"Crawler", "Crawler"}, CoinsAdjust: 2,
		Placements: []tiles.Placement{
			{Tile: 4, Side: tiles.SideA, Rot: 0, Cell: tiles.Point{X: 0, Y: 0}},
			{Tile: 2, Side: tiles.SideA, Rot: 1, Cell: tiles.Point{X: 1, Y: 0}},
			{Tile: 1, Side: tiles.SideB, Rot: 0, Cell: tiles.Point{X: 2, Y: 0}},
		}, First: 2}
	s := SetupOfExplore(es)
	back, err := s.Explore(d)
	require.NoError(t, err)
	es.Catalog, es.Tiles, es.Data = d.Catalog, d.Tiles, d.Explore
	assert.Equal(t, es, back)
	sess, err := d.NewSession(s)
	require.NoError(t, err)
	g1, _, err := explore.New(es)
	require.NoError(t, err)
	assert.Equal(t, g1.Hash(), sess.Game().Hash())
	assert.Equal(t, 6, sess.Game().Coins, "three Heroes + 1 + 2")
	data := encode(t, sess.Replay())
	assert.Contains(t, string(data), `"coins":2`)
	assert.Contains(t, string(data), `"placements":[{"tile":4,"side":"A","cell":[0,0]},{"tile":2,"side":"A","rot":1,"cell":[1,0]},{"tile":1,"side":"B","cell":[2,0]}]`)
	r, err := Read(bytes.NewReader(data))
	require.NoError(t, err)
	assert.Equal(t, s, r.Setup)
}

// An Arcade record with Explore choices, or an Explore record with
// Arcade's, is refused in words rather than played with a choice ignored.
func TestSetupKeysBelongToTheRulebook(t *testing.T) {
	good, err := os.ReadFile(filepath.Join("testdata", "save_seed21.json"))
	require.NoError(t, err)
	bad := strings.Replace(string(good), `"setup": {`, `"setup": {"coins":1,`, 1)
	_, err = Read(strings.NewReader(bad))
	assert.ErrorContains(t, err, "Explore choices")
	ex, err := os.ReadFile(filepath.Join("testdata", "explore_seed3.json"))
	require.NoError(t, err)
	bad = strings.Replace(string(ex), `"setup": {`, `"setup": {"modes":["Hard"],`, 1)
	_, err = Read(strings.NewReader(bad))
	assert.ErrorContains(t, err, "Arcade choices")
}

// testdata/explore_seed3.json is an Explore replay as sdsim -replays
// writes it: it reads as an Explore record (REPLAY_WRITE_TESTDATA=1
// rewrites it; it verifies only under the rules that wrote it, see
// README "Rules changes").
func TestExploreTestdataFile(t *testing.T) {
	path := filepath.Join("testdata", "explore_seed3.json")
	if writeTestdata {
		rec := exploreGame(t, Setup{Ruleset: explore.Name, Seed: 3, Heroes: exploreParty}, 30)
		require.NoError(t, os.WriteFile(path, encode(t, rec.Replay()), 0o644))
	}
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	r, err := Read(bytes.NewReader(b))
	require.NoError(t, err)
	assert.Equal(t, explore.Name, r.Ruleset)
	assert.Equal(t, exploreParty, r.Setup.Heroes)
	assert.NotEmpty(t, r.Commands)
	assert.Equal(t, string(b), string(encode(t, r)), "written back unchanged")
}
