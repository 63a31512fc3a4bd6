package ai

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
)

// The second monster set (issue 5) played through by the hero AI: Kobold
// Warrens and an Egg Clutch, Rex and Starfire. Every command is legal,
// every invariant holds after every command, every game ends, and over the
// games every model and every non-boss unique action of the set takes part.
func TestSoakKoboldsAndDragons(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 12
	}
	loadShared(t)
	outcomes := map[string]int{}
	spawned := map[string]bool{}
	used := map[string]bool{}
	turns := 0
	for i := 0; i < n; i++ {
		seed := uint64(2000 + i)
		party := parties[i%len(parties)]
		g, _, err := arcade.New(arcade.Setup{Seed: seed, Heroes: party, Set: "Kobolds and Dragons",
			Catalog: sharedCat, Cards: sharedCards})
		require.NoError(t, err)
		require.Equal(t, "Starfire", arcade.StateOf(g).Boss)
		for j := range g.Models {
			spawned[g.Models[j].Card] = true
		}
		res, err := Play(g, New(), PlayOptions{Check: CheckInvariants, Record: func(_ rules.Command, evs []rules.Event) {
			for _, e := range evs {
				switch e := e.(type) {
				case arcade.MonsterSpawned:
					spawned[e.Model.Name] = true
				case rules.Targeted:
					used[e.Action] = true
				}
			}
		}})
		require.NoError(t, err, "seed %d, party %v", seed, party)
		require.NotEmpty(t, res.Winner, "seed %d ended without a winner", seed)
		outcomes[res.Winner]++
		turns += res.Turns
	}
	t.Logf("%d games: %v, mean %.1f turns", n, outcomes, float64(turns)/float64(n))
	for _, m := range []string{"Kobold Warren", "Egg Clutch", "Kobold Ironscale", "Kobold Knucklehead", "Kobold Gouger",
		"Kobold Flinger", "Wyrmling", "Hatchling", "Whelp", "Rex", "Starfire"} {
		assert.True(t, spawned[m], "%s never entered play", m)
	}
	// Starfire's Dragon Breath and Tail Sweep are not required: once the
	// dungeon boss is in play the chart gives way to the boss-fight
	// commands (Move, Fight, heal, Challenge; Arcade rulebook, "Boss Fight
	// Commands"), which have no Unique, so a boss uses its unique actions
	// only when the chart's Unique follows its arrival in the same turn
	// (rules/monster_sets_test.go checks they resolve).
	for _, a := range []string{"Shield Bash", "Gouge", "Hot Pot", "Dive Bomb", "Rex Smash", "Thwomp"} {
		assert.True(t, used[a], "the Consul never used %s", a)
	}
	for name := range spawned {
		assert.False(t, slices.Contains([]string{"Tower Stalker", "Spider Speaker", "Knight of the Tower", "The Midnight Queen"}, name),
			"%s belongs to the box's set", name)
	}
}
