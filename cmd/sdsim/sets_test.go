package main

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMonsterFlags(t *testing.T) {
	c, err := parseFlags([]string{"-set", "Kobolds and Dragons", "-miniboss", "random", "-spawns", "Kobold Warren, Egg Clutch,random"})
	require.NoError(t, err)
	assert.Equal(t, "Kobolds and Dragons", c.set)
	assert.Equal(t, "random", c.miniBoss)
	assert.Equal(t, []string{"Kobold Warren", "Egg Clutch", "random"}, c.spawns)

	_, err = parseFlags([]string{"-heroes", "5", "-spawns", "Kobold Warren,Egg Clutch,Egg Clutch"})
	assert.ErrorContains(t, err, "-spawns needs 4 spawning points for 5 Heroes")
}

// Unknown monster names are bad flags: one line on stderr, exit code 2.
func TestBadMonsterFlagsExit2(t *testing.T) {
	for _, args := range [][]string{
		{"-set", "Goblins"}, {"-miniboss", "Starfire"}, {"-boss", "Rex"}, {"-spawns", "Kobold Warren,Hatchling,Egg Clutch"},
	} {
		var out, errb bytes.Buffer
		assert.Equal(t, 2, run(args, &out, &errb), "%v", args)
		assert.Contains(t, errb.String(), "is not a", "%v", args)
	}
}

// A game's setup names its cards (so a replay records them), whichever way
// they were chosen, and the chosen set is what plays.
func TestMonsterSetups(t *testing.T) {
	d := testData(t)
	for _, tc := range []struct {
		cfg        config
		mini, boss string
		spawns     []string
	}{
		{config{set: "Kobolds and Dragons"}, "Rex", "Starfire", []string{"Egg Clutch", "Kobold Warren", "Kobold Warren"}},
		{config{boss: "Starfire"}, "", "Starfire", nil},
		{config{set: "Kobolds and Dragons", boss: "The Midnight Queen", miniBoss: "Knight of the Tower"}, "Knight of the Tower", "The Midnight Queen", []string{"Egg Clutch", "Kobold Warren", "Kobold Warren"}},
		{config{heroes: 5, set: "Kobolds and Dragons"}, "Rex", "Starfire", []string{"Egg Clutch", "Egg Clutch", "Kobold Warren", "Kobold Warren"}},
	} {
		c := tc.cfg
		c.games, c.party, c.difficulty, c.workers, c.maxTurns = 1, "balanced", "normal", 1, 2
		if c.heroes == 0 {
			c.heroes = 3
		}
		require.NoError(t, d.check(c))
		r := playOne(c, d, 9, false)
		assert.False(t, r.panicked, r.failure)
		assert.Empty(t, r.setup.Set, "resolved before the game")
		assert.Equal(t, tc.mini, r.setup.MiniBoss)
		assert.Equal(t, tc.boss, r.setup.Boss)
		if tc.spawns != nil {
			assert.ElementsMatch(t, tc.spawns, r.setup.SpawningPoints)
		}
		if r.failure != "" {
			assert.Contains(t, r.failure, "turn cap")
		}
	}
	c := config{games: 1, heroes: 3, party: "balanced", difficulty: "normal", workers: 1, maxTurns: 2, set: "random", boss: "random"}
	r := playOne(c, d, 4, false)
	assert.False(t, r.panicked, r.failure)
	assert.Contains(t, []string{"Starfire", "The Midnight Queen"}, r.setup.Boss)
	assert.Len(t, r.setup.SpawningPoints, 3)
}
