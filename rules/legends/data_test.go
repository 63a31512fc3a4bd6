package legends

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func loadData(t testing.TB) *Data {
	t.Helper()
	d, err := LoadData()
	require.NoError(t, err)
	return d
}

// Every data file loads and every cross reference resolves: classes,
// abilities, monsters, loot, wonders, recipes (charts covering the Golden
// Eye's 1-20), the shop deck, adventures (their kinds' shapes) and the
// campaigns' branches.
func TestDataLoads(t *testing.T) {
	d := loadData(t)
	assert.Len(t, d.Classes, 6)
	assert.GreaterOrEqual(t, len(d.Adventures), 10)
	kinds := map[string]int{}
	for _, a := range d.Adventures {
		kinds[a.Kind]++
	}
	assert.Positive(t, kinds["fight"])
	assert.Positive(t, kinds["mash"])
	assert.Positive(t, kinds["dive"])
	c := d.CampaignNamed("dusk-drake")
	require.NotNil(t, c)
	assert.GreaterOrEqual(t, len(c.Nodes), 6)
}

// "Rank Up": every class says what each of ranks B, A, S and X gives.
func TestClassesHaveEveryRank(t *testing.T) {
	d := loadData(t)
	for _, c := range d.Classes {
		for _, r := range rankLetters[1:] {
			assert.Contains(t, c.Ranks, r, c.Name)
		}
		for a := range numAttrs {
			assert.LessOrEqual(t, c.attrs[a].Count(), 4, "%s %v: no attribute over four dice", c.Name, a)
		}
	}
}

// Broken adventures are refused with a reason.
func TestAdventureValidation(t *testing.T) {
	d := loadData(t)
	bad := map[string]string{
		"no combat":  "id: x\nname: X\nkind: dive\nintro: hi\ngrid: |\n  HHHHH\ntreasure: []\ndoors: []\nphases:\n  - story: hello\n",
		"df 5":       "id: x\nname: X\nkind: dive\nintro: hi\ngrid: |\n  HHHHH1\ntreasure: []\ndoors: []\nphases:\n  - combat: {monsters: {\"1\": Kobold Scamp}}\n  - test: {approaches: [{attr: STR, df: 5}]}\n",
		"fight+test": "id: x\nname: X\nkind: fight\nintro: hi\ngrid: |\n  HHHHH1\ntreasure: []\ndoors: []\nphases:\n  - combat: {monsters: {\"1\": Kobold Scamp}}\n  - test: {approaches: [{attr: STR, df: 1}]}\n",
		"monster":    "id: x\nname: X\nkind: fight\nintro: hi\ngrid: |\n  HHHHH1\ntreasure: []\ndoors: []\nphases:\n  - combat: {monsters: {\"1\": Nobody}}\n",
	}
	for name, text := range bad {
		a, err := ParseAdventure(name, []byte(text))
		require.NoError(t, err, name)
		assert.Error(t, a.check(d), name)
	}
}
