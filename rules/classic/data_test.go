package classic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// The embedded data is whole: every monster a pool, a summon or a default
// Consul names has a profile and a catalog card; the sizes are the book's.
func TestDataIsWhole(t *testing.T) {
	d, err := LoadData()
	require.NoError(t, err)
	cat := testCatalog(t)
	for name, p := range d.Profiles {
		require.NotNil(t, cat.Monsters[name], "%s has a profile but no card", name)
		if p.Type == "spawning point" {
			assert.Equal(t, cards.RoleSpawningPoint, cat.Monsters[name].Role, name)
			_, ok := d.Pools[name]
			assert.True(t, ok, "%s has no pool", name)
		}
	}
	for _, pool := range d.Pools {
		for _, e := range pool.Monsters {
			assert.NotNil(t, cat.Monsters[e.Monster], "%s in %s's pool", e.Monster, pool.Name)
		}
	}
	for _, sz := range []string{"delve", "crawl", "siege"} {
		sps, minis, boss := Defaults(d.Sizes[sz])
		for _, n := range append(append(sps, minis...), boss) {
			if n != "" {
				assert.NotNil(t, d.Profiles[n], "%s: %s", sz, n)
			}
		}
	}
	assert.Equal(t, Size{Name: "crawl", Tiles: 3, Heroes: 3, SpawningPoints: 3, MiniBosses: 1, Boss: true}, d.Sizes["crawl"])
	assert.Contains(t, d.LootDeck, ResurrectionCharm)
}

// Bad data is an error naming what is wrong, never a panic.
func TestParseDataErrors(t *testing.T) {
	for _, bad := range []string{
		"profiles: [{name: X, type: minion, platform: 9-Bit}]",
		"profiles: [{name: X, type: ghost, platform: 8-Bit}]",
		"profiles: [{name: X, type: minion, platform: 8-Bit, attack: STR}]",
		"pools: [{name: P, monsters: [{monster: Nobody, count: 1}]}]",
		"gauge: {bit16: 10, super: 5}",
		"unknown: 1",
	} {
		_, err := ParseData([]byte(bad))
		assert.Error(t, err, bad)
	}
}

func FuzzParseData(f *testing.F) {
	f.Add(classicYAML)
	f.Add([]byte("gauge: {bit16: 1, super: 2}\nloot: {max: 1, loot: [1]}"))
	f.Fuzz(func(t *testing.T, b []byte) {
		_, _ = ParseData(b) // an error or data, never a panic
	})
}
