package cards

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Arcade rulebook, "1. Select Monsters": a game needs a spawning point per
// tile, a mini-boss and a dungeon boss; every set names real cards of the
// right rank.
func TestLoadMonsterSets(t *testing.T) {
	sets, err := LoadMonsterSets()
	require.NoError(t, err)
	ms, err := LoadMonsters()
	require.NoError(t, err)
	require.NoError(t, CheckMonsterSets(sets, ms))

	box, ok := MonsterSetByName(sets, "Arcade Box")
	require.True(t, ok)
	assert.Equal(t, []string{"Shadow Tower", "Shadow Tower", "Spider Nest"}, box.SpawningPoints)
	assert.Equal(t, "Knight of the Tower", box.MiniBoss)
	assert.Equal(t, "The Midnight Queen", box.Boss)

	kd, ok := MonsterSetByName(sets, "Kobolds and Dragons")
	require.True(t, ok)
	assert.Equal(t, []string{"Kobold Warren", "Kobold Warren", "Egg Clutch"}, kd.SpawningPoints)
	assert.Equal(t, "Rex", kd.MiniBoss)
	assert.Equal(t, "Starfire", kd.Boss)

	// Arcade rulebook, "Game Size": five or six Heroes play on four tiles.
	four, err := kd.SpawningPointsFor(4)
	require.NoError(t, err)
	assert.Equal(t, []string{"Kobold Warren", "Kobold Warren", "Egg Clutch", "Egg Clutch"}, four)
	_, err = kd.SpawningPointsFor(5)
	assert.ErrorContains(t, err, "not 5")
}

const goodSet = `
- name: Test Set
  spawning_points: [Shadow Tower, Shadow Tower, Spider Nest]
  fourth: Spider Nest
  mini_boss: Knight of the Tower
  boss: The Midnight Queen
  text: ok
`

func TestParseMonsterSetsBadData(t *testing.T) {
	sets, err := ParseMonsterSets("s.yaml", []byte(goodSet))
	require.NoError(t, err)
	ms, err := LoadMonsters()
	require.NoError(t, err)
	require.NoError(t, CheckMonsterSets(sets, ms))
	for _, tc := range []struct {
		name, yaml, want string
	}{
		{"unknown field", goodSet + "  extra: 1\n", "field extra not found"},
		{"no name", replace(goodSet, "name: Test Set", "name: \"\""), "set 1: name: missing"},
		{"reserved name", replace(goodSet, "name: Test Set", "name: Random"), "reserved"},
		{"twice", goodSet + goodSet[1:], "listed twice"},
		{"two spawning points", replace(goodSet, "Shadow Tower, Shadow Tower, Spider Nest", "Shadow Tower, Spider Nest"), "spawning_points: 2 cards"},
		{"no boss", replace(goodSet, "  boss: The Midnight Queen\n", ""), "Test Set: boss: missing"},
		{"no fourth", replace(goodSet, "  fourth: Spider Nest\n", ""), "fourth: missing"},
		{"empty", "[]", "no monster sets"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseMonsterSets("s.yaml", []byte(tc.yaml))
			require.Error(t, err)
			assert.Contains(t, err.Error(), "s.yaml")
			assert.Contains(t, err.Error(), tc.want)
		})
	}
	for _, tc := range []struct {
		name, yaml, want string
	}{
		{"unknown card", replace(goodSet, "fourth: Spider Nest", "fourth: Spider Nets"), `fourth: no monster card named "Spider Nets"`},
		{"boss as mini-boss", replace(goodSet, "mini_boss: Knight of the Tower", "mini_boss: Starfire"), `mini_boss: Starfire has rank "boss", want "mini-boss"`},
		{"elite as spawning point", replace(goodSet, "[Shadow Tower, Shadow Tower,", "[Shadow Tower, Tower Stalker,"), `spawning_points[1]: Tower Stalker has rank "elite"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sets, err := ParseMonsterSets("s.yaml", []byte(tc.yaml))
			require.NoError(t, err)
			err = CheckMonsterSets(sets, ms)
			require.Error(t, err)
			assert.Contains(t, err.Error(), "Test Set")
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func FuzzParseMonsterSets(f *testing.F) {
	f.Add([]byte(goodSet))
	f.Add(monsterSetsYAML)
	f.Fuzz(func(t *testing.T, data []byte) {
		sets, err := ParseMonsterSets("fuzz.yaml", data)
		if err != nil {
			return
		}
		for _, s := range sets {
			for tiles := 0; tiles < 6; tiles++ {
				sps, err := s.SpawningPointsFor(tiles)
				if err == nil && len(sps) != tiles {
					t.Fatalf("%d spawning points for %d tiles", len(sps), tiles)
				}
			}
		}
	})
}
