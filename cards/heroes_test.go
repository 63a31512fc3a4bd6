package cards

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLoadHeroes(t *testing.T) {
	hs, err := LoadHeroes()
	require.NoError(t, err)
	require.Len(t, hs, 12, "all twelve Heroes of card-facts.md")

	// Arcade rulebook, "Hero Activation" worked example: the Sanctioned
	// Witch attacks with WILL at range 8, Curative is range 6 Heal 1 and
	// Arcane Burst costs 2.
	w, ok := HeroByName(hs, "Sanctioned Witch")
	require.True(t, ok)
	assert.Equal(t, 8, w.Attacks[WILL])
	assert.Equal(t, 1, w.Attacks[STR])
	assert.Equal(t, MustPool("3B"), w.Attr[ARM])
	assert.Equal(t, MustPool("2B1R"), w.Attr[WILL])
	assert.Equal(t, []Attribute{ARM}, w.Defense)
	cur, ok := w.Action("Curative")
	require.True(t, ok)
	assert.Equal(t, 1, cur.Cost)
	assert.Equal(t, 6, cur.Range)
	assert.Equal(t, 1, cur.Heal)
	assert.Equal(t, Augment, cur.Targeting)
	ab, _ := w.Action("Arcane Burst")
	assert.Equal(t, 2, ab.Cost)
	assert.Equal(t, Area{"Burst", 1}, ab.Area)

	tin, _ := HeroByName(hs, "Tincan")
	assert.True(t, tin.ImmuneTo(Poison))
	assert.True(t, tin.ImmuneTo(Knockdown))
	assert.False(t, tin.ImmuneTo(Fire))
	rogue, _ := HeroByName(hs, "Riftling Rogue")
	assert.Equal(t, []Attribute{ARM, DEX}, rogue.Defense)

	for _, h := range hs {
		for _, a := range h.Actions {
			if a.Type == Offensive {
				assert.NotEmpty(t, a.Roll, "%s: %s", h.Name, a.Name)
			}
		}
	}
}

const goodHero = `
- name: Test Hero
  mv: 6
  ap: 3
  hearts: 5
  potions: 1
  str: 2B
  arm: 3B
  will: 1B
  dex: 1B
  attacks: {str: 1}
  text: ok
`

func TestParseHeroesBadData(t *testing.T) {
	_, err := ParseHeroes("h.yaml", []byte(goodHero))
	require.NoError(t, err)
	for _, tc := range []struct {
		name, yaml, want string
	}{
		{"unknown field", goodHero + "  colour: red\n", "field colour not found"},
		{"bad dice", replace(goodHero, "str: 2B", "str: 2Q"), "Test Hero: str"},
		{"missing mv", replace(goodHero, "mv: 6", "mv: 0"), "Test Hero: mv: 0 out of"},
		{"attack with arm", replace(goodHero, "{str: 1}", "{arm: 1}"), "attacks"},
		{"bad ability", goodHero + "  abilities: [Flyy]\n", `unknown keyword "Flyy"`},
		{"bad crystal", goodHero + "  affinity: [pink]\n", "affinity[0]"},
		{"offense without roll", goodHero + "  actions: [{name: Hit, cost: 1, type: offensive, range: 1, text: x}]\n", `action "Hit": roll`},
		{"red potion support", goodHero + "  actions: [{name: P, cost: 1, potion: red, type: support, targeting: augment, text: x}]\n", "red potion"},
		{"area keyword misplaced", goodHero + "  actions: [{name: L, cost: 1, type: offensive, roll: str, range: 1, keywords: [Lance 3], text: x}]\n", "belongs in area"},
		{"bad status", goodHero + "  actions: [{name: S, cost: 1, type: offensive, roll: str, range: 1, status: [Sad], text: x}]\n", "status[0]"},
		{"wave with range", goodHero + "  actions: [{name: W, cost: 1, type: offensive, roll: str, range: 2, area: Wave 2, text: x}]\n", "replaces the range"},
		{"bad control", goodHero + "  actions: [{name: C, cost: 1, type: support, range: 2, control: Shove 2, text: x}]\n", "control"},
		{"no text", replace(goodHero, "text: ok", ""), "text"},
		{"duplicate", goodHero + goodHero[1:], "listed twice"},
		{"shapeshift without the ability", goodHero + "  shapeshift: Test Hero\n", "go together"},
		{"shapeshift into nothing", goodHero + "  abilities: [Shapeshift]\n  shapeshift: Nobody\n", `"Nobody" is not another Hero card`},
		{"shapeshift into itself", goodHero + "  abilities: [Shapeshift]\n  shapeshift: Test Hero\n", "not another Hero card"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseHeroes("h.yaml", []byte(tc.yaml))
			require.Error(t, err)
			assert.Contains(t, err.Error(), "h.yaml")
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func replace(s, old, new string) string {
	for i := 0; i+len(old) <= len(s); i++ {
		if s[i:i+len(old)] == old {
			return s[:i] + new + s[i+len(old):]
		}
	}
	panic("replace: " + old + " not found")
}

func FuzzParseHeroes(f *testing.F) {
	f.Add([]byte(goodHero))
	f.Add(heroesYAML)
	f.Fuzz(func(t *testing.T, data []byte) {
		_, _ = ParseHeroes("fuzz.yaml", data) // must not panic
	})
}
