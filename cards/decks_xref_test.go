package cards

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Boss-fight decks and boo booty name monster cards (monsters.yaml, owned
// with the monster data): every name must be there, and be the right kind
// of model (a boss-fight deck's owner is a dungeon boss).
func TestDecksNameMonsterCards(t *testing.T) {
	ms, err := LoadMonsters()
	require.NoError(t, err)
	var missing []string
	boss, err := LoadBossChallenges()
	require.NoError(t, err)
	seen := map[string]bool{}
	for _, c := range boss {
		if seen[c.Boss] {
			continue
		}
		seen[c.Boss] = true
		m, ok := MonsterByName(ms, c.Boss)
		if !ok {
			missing = append(missing, c.Boss+" (dungeon boss)")
			continue
		}
		assert.Equal(t, RoleBoss, m.Role, "%s has a boss-fight deck, so it is a dungeon boss", c.Boss)
	}
	treasure, err := LoadTreasure()
	require.NoError(t, err)
	for _, c := range treasure {
		if name, ok := c.BooBooty(); ok {
			if _, found := MonsterByName(ms, name); !found {
				missing = append(missing, name+" (boo booty)")
			}
		}
	}
	assert.Empty(t, missing, "monster cards the decks name but monsters.yaml lacks")
}
