package replay

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// A Rude Supers game's record carries the variant and its difficulty in
// its setup and the variant's commands (Phase 1 spawns, interruptions),
// reads back the same and replays to the same game.
func TestRudeSupersReplayVerifies(t *testing.T) {
	for _, seed := range []uint64{1, 2} {
		s := Setup{Ruleset: explore.Name, Seed: seed, Heroes: exploreParty, Rude: &rudeSetup{Difficulty: explore.RudeConsul}}
		rec := exploreGame(t, s, 30)
		r := rec.Replay()
		kinds := map[string]bool{}
		for _, c := range r.Commands {
			kinds[c.CommandName()] = true
		}
		assert.True(t, kinds[explore.RudeSpawn{}.CommandName()], "seed %d: Phase 1 spawns recorded", seed)
		data := encode(t, r)
		assert.Contains(t, string(data), `"rude":{"difficulty":"consul"}`)
		back, err := Read(bytes.NewReader(data))
		require.NoError(t, err)
		assert.Equal(t, r, back)
		require.NoError(t, shared(t).Verify(back), "seed %d", seed)
		g, err := shared(t).Play(back)
		require.NoError(t, err)
		require.True(t, explore.IsRude(g))
		assert.Equal(t, rules.Phase(rec.Game().Phase), g.Phase)
		assert.Equal(t, rec.Game().Hash(), g.Hash())
	}
}

// The optional variants ("Variants": Casual Mode, Pincer Assault,
// Unlimited Princess Coins, Double Trouble) are in the record's setup and
// replay to the same game.
func TestRudeSupersVariantsReplay(t *testing.T) {
	heroes := append(append([]string(nil), exploreParty...), "Tincan")
	s := Setup{Ruleset: explore.Name, Seed: 3, Heroes: heroes, Rude: &rudeSetup{Difficulty: explore.RudeHero, Casual: true, Pincer: true, Unlimited: true, Double: true}}
	rec := exploreGame(t, s, 30)
	r := rec.Replay()
	data := encode(t, r)
	assert.Contains(t, string(data), `"rude":{"difficulty":"hero","casual":true,"pincer":true,"unlimited":true,"double":true}`)
	back, err := Read(bytes.NewReader(data))
	require.NoError(t, err)
	require.NoError(t, shared(t).Verify(back))
	g, err := shared(t).Play(back)
	require.NoError(t, err)
	assert.Len(t, explore.Starts(g), 2, "Pincer Assault's second marker")
	assert.Equal(t, rec.Game().Hash(), g.Hash())
}

// "Variants", "Anti-Hero": the Anti-Hero and its two cards, chosen before
// the game, are in the record's setup ("choose for me" records nothing
// and draws the same from the seed) and replay to the same game.
func TestRudeSupersAntiHeroReplay(t *testing.T) {
	for _, a := range []*antiHeroSetup{{Hero: "Tincan", Loot: "Bent Nail", Treasure: "Stone Heart"}, {}} {
		s := Setup{Ruleset: explore.Name, Seed: 5, Heroes: exploreParty, Rude: &rudeSetup{Difficulty: explore.RudeConsul, AntiHero: a}}
		rec := exploreGame(t, s, 40)
		r := rec.Replay()
		spawned := false
		for _, c := range r.Commands {
			if sp, ok := c.(explore.RudeSpawn); ok && sp.Monster == explore.AntiHero(rec.Game()).Hero {
				spawned = true
			}
		}
		assert.True(t, spawned, "the computer Consul spawned the Anti-Hero")
		data := encode(t, r)
		if a.Hero != "" {
			assert.Contains(t, string(data), `"anti_hero":{"hero":"Tincan","loot":"Bent Nail","treasure":"Stone Heart"}`)
		} else {
			assert.Contains(t, string(data), `"anti_hero":{}`)
		}
		back, err := Read(bytes.NewReader(data))
		require.NoError(t, err)
		assert.Equal(t, r, back)
		require.NoError(t, shared(t).Verify(back))
		g, err := shared(t).Play(back)
		require.NoError(t, err)
		require.NotNil(t, explore.AntiHero(g))
		assert.Equal(t, explore.AntiHero(rec.Game()), explore.AntiHero(g))
		assert.NotNil(t, g.Catalog().Monsters[explore.AntiHero(g).Hero], "its mini-boss card")
		assert.Equal(t, rec.Game().Hash(), g.Hash())
	}
}

// Pincer Assault's second doorway as the party chose it ("allow the
// Heroes to split up during the game setup and enter from 2 different
// doorways") is in the record and replays to the same doorway.
func TestRudePincerDoorwayReplays(t *testing.T) {
	heroes := append(append([]string(nil), exploreParty...), "Tincan")
	es, err := Setup{Ruleset: explore.Name, Seed: 3, Heroes: heroes, Rude: &rudeSetup{Difficulty: explore.RudeHero, Pincer: true}}.Explore(shared(t))
	require.NoError(t, err)
	_, step, err := explore.PlacementBoard(es)
	require.NoError(t, err)
	at := step.Squares[len(step.Squares)-1]
	s := SetupOfExplore(explore.Place(es, step, at))
	rec := exploreGame(t, s, 4)
	data := encode(t, rec.Replay())
	assert.Contains(t, string(data), fmt.Sprintf(`"second_start":[%d,%d]`, at.X, at.Y))
	back, err := Read(bytes.NewReader(data))
	require.NoError(t, err)
	g, err := shared(t).Play(back)
	require.NoError(t, err)
	assert.Equal(t, at, explore.Starts(g)[1])
	assert.Equal(t, rec.Game().Hash(), g.Hash())
}

// Explore rules version 2 moved the core's power-up draw to the power-up's
// start; a Rude Supers game always drew there itself, so its version 1
// records still replay, while a plain Explore version 1 record is refused
// in words.
func TestExploreVersion1RecordsRudeStillPlays(t *testing.T) {
	require.Equal(t, 2, explore.RulesVersion)
	rude := exploreGame(t, Setup{Ruleset: explore.Name, Seed: 1, Heroes: exploreParty, Rude: &rudeSetup{Difficulty: explore.RudeConsul}}, 6).Replay()
	rude.RulesVersion = 1
	back, err := Read(bytes.NewReader(encode(t, rude)))
	require.NoError(t, err)
	require.Equal(t, 1, back.RulesVersion)
	assert.NoError(t, shared(t).Verify(back))

	plain := exploreGame(t, Setup{Ruleset: explore.Name, Seed: 1, Heroes: exploreParty}, 6).Replay()
	plain.RulesVersion = 1
	back, err = Read(bytes.NewReader(encode(t, plain)))
	require.NoError(t, err, "an older record is read")
	assert.ErrorContains(t, shared(t).Verify(back), "version 1 of the explore rules; this version of the game plays version 2, where the power-up draws its rewards as it begins")
}
