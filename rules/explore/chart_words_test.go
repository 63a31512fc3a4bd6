package explore

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Explore rulebook, "Bonuses": the chart's bonus goes to every monster but
// the dungeon boss, and a relic to the boss; either reads as one subject
// ("gains", read "gain" by mouse).
func TestBonusGainedWords(t *testing.T) {
	assert.Equal(t, "every monster but the dungeon boss gains Burning Blows (Fire)",
		BonusGained{Name: "Burning Blows", Who: "every monster but the dungeon boss", What: "Fire"}.String())
	assert.Equal(t, "The Midnight Queen gains Crown (a relic: +1 blue on defense)",
		BonusGained{Name: "Crown", Who: "The Midnight Queen", What: "a relic: +1 blue on defense"}.String())
}
