package cards

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLoadMonsters(t *testing.T) {
	ms, err := LoadMonsters()
	require.NoError(t, err)
	names := []string{"Shadow Tower", "Tower Stalker", "Tower Blackblade", "Tower Arbalist", "Spider Nest",
		"Spider Speaker", "Crawler", "Shadow Spinner", "Knight of the Tower", "The Midnight Queen", "Daemonus"}
	for _, n := range names {
		_, ok := MonsterByName(ms, n)
		assert.True(t, ok, n)
	}

	// Arcade rulebook, "Example Consul Turn": the Spider Speaker's gang
	// attributes are AP 3 STR 2; the Tower Stalker alone has AP 2 STR 2.
	sp, _ := MonsterByName(ms, "Spider Speaker")
	require.NotNil(t, sp.Gang)
	assert.Equal(t, 3, sp.Gang.AP)
	assert.Equal(t, 2, sp.Gang.STR)
	st, _ := MonsterByName(ms, "Tower Stalker")
	assert.Equal(t, Profile{AP: 2, STR: 2, Range: 1}, *st.Solo)
	wp := st.Actions[0]
	assert.Equal(t, "Weaken the Prey", wp.Name)
	assert.Equal(t, 2, wp.Bonus.Stars)
	assert.Equal(t, []Status{Bane}, wp.Statuses)

	// Arcade rulebook, "Select Monsters": the box's spawning pools.
	tower, _ := MonsterByName(ms, "Shadow Tower")
	assert.Equal(t, []Spawn{{"Tower Stalker", 1}, {"Tower Blackblade", 2}, {"Tower Arbalist", 3}}, tower.Pool)
	assert.True(t, tower.ImmuneTo(Fire))
	nest, _ := MonsterByName(ms, "Spider Nest")
	assert.Equal(t, []Spawn{{"Spider Speaker", 1}, {"Crawler", 3}, {"Shadow Spinner", 3}}, nest.Pool)

	assert.Equal(t, []Aura{{Size: 2, Grants: []Keyword{{Name: "Stealth"}}, Affinity: "ruby"}}, tower.Auras)
	assert.Equal(t, []Aura{{Size: 2, Terrain: "Difficult Terrain"}}, nest.Auras)

	// Every boo booty the treasure deck names has a monster card.
	tr, err := LoadTreasure()
	require.NoError(t, err)
	for _, e := range tr {
		if name, ok := e.BooBooty(); ok {
			bm, found := MonsterByName(ms, name)
			if assert.True(t, found, "boo booty %s", name) {
				assert.Equal(t, RoleBooBooty, bm.Role)
			}
		}
	}

	cr, _ := MonsterByName(ms, "Crawler")
	assert.Equal(t, RoleMinion, cr.Role)
	assert.Equal(t, 1, cr.ARM)
	assert.True(t, cr.ImmuneTo(Poison))
	assert.Nil(t, cr.Solo)
}

const goodMonster = `
- name: Grunt
  rank: minion
  mv: 6
  hearts: 1
  arm: 1
  text: ok
- name: RoleBoss Grunt
  rank: elite
  mv: 6
  hearts: 3
  arm: 2
  solo: {ap: 2, str: 2, range: 1}
  gang: {ap: 3, str: 3, range: 1}
  bonded: [Grunt]
  text: ok
`

func TestParseMonstersBadData(t *testing.T) {
	_, err := ParseMonsters("m.yaml", []byte(goodMonster))
	require.NoError(t, err)
	for _, tc := range []struct {
		name, yaml, want string
	}{
		{"unknown field", goodMonster + "  str: 3\n", "field str not found"},
		{"bad rank", replace(goodMonster, "rank: minion", "rank: grunt"), "Grunt: rank"},
		{"missing arm", replace(goodMonster, "  arm: 1\n", ""), "Grunt: arm: missing"},
		{"minion with profile", replace(goodMonster, "  arm: 1\n", "  arm: 1\n  solo: {ap: 1, str: 1, range: 1}\n"), "never acts"},
		{"elite without solo", replace(goodMonster, "  solo: {ap: 2, str: 2, range: 1}\n", ""), "RoleBoss Grunt: solo"},
		{"zero range", replace(goodMonster, "gang: {ap: 3, str: 3, range: 1}", "gang: {ap: 3, str: 3, range: 0}"), "gang.range"},
		{"unknown bonded", replace(goodMonster, "bonded: [Grunt]", "bonded: [Gruntt]"), `bonded[0]: no monster named "Gruntt"`},
		{"pool on elite", goodMonster + "  pool: [{monster: Grunt, count: 2}]\n", "pool"},
		{"aura size", goodMonster + "  auras: [{size: 0, terrain: Difficult Terrain}]\n", "auras[0].size"},
		{"aura empty", goodMonster + "  auras: [{size: 2}]\n", "needs terrain or grants"},
		{"aura terrain", goodMonster + "  auras: [{size: 2, terrain: Lava}]\n", "auras[0].terrain"},
		{"potion on monster", goodMonster + "  actions: [{name: P, cost: 1, potion: blue, type: support, targeting: augment, text: x}]\n", "no potions"},
		{"overcharge of nothing", goodMonster + "  actions: [{name: Big Roar, type: support, targeting: augment, overcharge: Roar, text: x}]\n", `overcharge: no action named "Roar" in its gang`},
		{"overcharge of itself", goodMonster + "  actions: [{name: Roar, type: support, targeting: augment, overcharge: Roar, text: x}]\n", "cannot overcharge itself"},
		{"signature with a cost", goodMonster + "  actions: [{name: Howl, cost: 1, type: support, targeting: augment, signature: true, text: x}]\n", "signature action costs no action points"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseMonsters("m.yaml", []byte(tc.yaml))
			require.Error(t, err)
			assert.Contains(t, err.Error(), "m.yaml")
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

// Arcade rulebook, "Overcharge": the overcharge action sits on a minion and
// replaces an action of the elite it is bonded to; "Signature Action": a
// free action the monster always performs.
func TestParseMonstersOverchargeAndSignature(t *testing.T) {
	data := replace(goodMonster, "  arm: 1\n  text: ok", "  arm: 1\n  actions: [{name: Big Roar, type: support, targeting: augment, overcharge: Roar, text: x}]\n  text: ok")
	data += "  actions:\n    - {name: Roar, cost: 1, type: support, targeting: augment, text: x}\n    - {name: Stomp, type: offensive, roll: str, range: 1, signature: true, text: x}\n"
	ms, err := ParseMonsters("m.yaml", []byte(data))
	require.NoError(t, err)
	grunt, _ := MonsterByName(ms, "Grunt")
	assert.Equal(t, "Roar", grunt.Actions[0].Overcharges)
	boss, _ := MonsterByName(ms, "RoleBoss Grunt")
	assert.False(t, boss.Actions[0].Signature)
	assert.True(t, boss.Actions[1].Signature)
}

func FuzzParseMonsters(f *testing.F) {
	f.Add([]byte(goodMonster))
	f.Add(monstersYAML)
	f.Fuzz(func(t *testing.T, data []byte) {
		_, _ = ParseMonsters("fuzz.yaml", data)
	})
}
