package cards

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The second monster set (issue 5): the first edition's kobolds and dragons
// as Arcade cards. Names and keywords are the first edition's
// (card-facts.md); numbers are project decisions (monsters.yaml comments).
func TestKoboldsAndDragons(t *testing.T) {
	ms, err := LoadMonsters()
	require.NoError(t, err)
	get := func(name string) *Monster {
		t.Helper()
		m, ok := MonsterByName(ms, name)
		require.True(t, ok, name)
		return m
	}

	// Spawning points and their pools.
	warren := get("Kobold Warren")
	assert.Equal(t, RoleSpawningPoint, warren.Role)
	assert.Equal(t, []Spawn{{"Kobold Ironscale", 1}, {"Kobold Knucklehead", 2}, {"Kobold Gouger", 1}, {"Kobold Flinger", 2}}, warren.Pool)
	assert.True(t, warren.ImmuneTo(Fire))
	assert.Equal(t, []Aura{{Size: 1, Terrain: "Difficult Terrain"}}, warren.Auras)
	clutch := get("Egg Clutch")
	assert.Equal(t, []Spawn{{"Wyrmling", 1}, {"Hatchling", 3}, {"Whelp", 2}}, clutch.Pool)
	assert.Equal(t, []Aura{{Size: 2, Grants: []Keyword{{Name: "Tough"}}, Affinity: CrystalRuby}}, clutch.Auras)

	// Gangs: the kobold mob and the dragon brood share their cards.
	iron := get("Kobold Ironscale")
	assert.Equal(t, RoleElite, iron.Role)
	assert.Equal(t, []string{"Kobold Knucklehead", "Kobold Gouger"}, iron.Bonded)
	for _, n := range []string{"Kobold Ironscale", "Kobold Knucklehead", "Kobold Gouger"} {
		assert.Equal(t, "Kobold Mob", get(n).Card, n)
	}
	for _, n := range []string{"Kobold Knucklehead", "Kobold Gouger", "Hatchling"} {
		m := get(n)
		assert.Equal(t, RoleMinion, m.Role, n)
		assert.True(t, m.Has("Expendable"), "%s: its card reminds that it takes its elite's wounds", n)
		assert.True(t, m.Has("Mob"), n)
		assert.Nil(t, m.Solo, n)
	}
	gouge := get("Kobold Gouger").Actions
	require.Len(t, gouge, 1)
	assert.Equal(t, 1, gouge[0].Bonus.Stars, "Gouge is one star stronger")
	wyrm := get("Wyrmling")
	assert.Equal(t, []string{"Hatchling"}, wyrm.Bonded)
	assert.True(t, wyrm.Has("Fly"))
	assert.True(t, wyrm.ImmuneTo(Knockdown))
	whelp := get("Whelp")
	assert.Equal(t, []string{"Whelp"}, whelp.Bonded, "an elite gang, like the Shadow Spinners")
	assert.Empty(t, get("Kobold Flinger").Bonded, "Flingers are solo elites")
	assert.Equal(t, []Status{Fire}, get("Kobold Flinger").Actions[0].Statuses)

	// Mini-boss and dungeon boss: large solo models.
	rex := get("Rex")
	assert.Equal(t, RoleMiniBoss, rex.Role)
	assert.True(t, rex.Large)
	star := get("Starfire")
	assert.Equal(t, RoleBoss, star.Role)
	assert.True(t, star.Large)
	assert.True(t, star.Has("Fly"))
	assert.True(t, star.ImmuneTo(Fire))
	assert.True(t, star.ImmuneTo(Knockdown))
	breath := star.Actions[0]
	assert.Equal(t, "Dragon Breath", breath.Name)
	assert.Equal(t, Area{Kind: "Burst", Size: 1}, breath.Area)
	assert.Equal(t, 5, breath.Range)
}

// Every model of the second set is gentler than, or as strong as, its
// counterpart in the box's set (the set is meant to be a little gentler,
// docs/balance.md): no gang, mini-boss or boss out-hits (AP × STR) or
// out-reaches the model it replaces. Keywords, hearts and ARM are weighed
// by simulation instead (monsters.yaml comments).
func TestKoboldsAndDragonsNoStrongerThanTheBox(t *testing.T) {
	ms, err := LoadMonsters()
	require.NoError(t, err)
	hits := func(p *Profile) int { return p.AP * p.STR }
	for _, tc := range []struct{ ours, box string }{
		{"Kobold Ironscale", "Tower Stalker"},
		{"Wyrmling", "Spider Speaker"},
		{"Kobold Flinger", "Tower Arbalist"},
		{"Whelp", "Shadow Spinner"},
		{"Rex", "Knight of the Tower"},
		{"Starfire", "The Midnight Queen"},
	} {
		o, _ := MonsterByName(ms, tc.ours)
		b, _ := MonsterByName(ms, tc.box)
		require.NotNil(t, o, tc.ours)
		require.NotNil(t, b, tc.box)
		assert.LessOrEqual(t, hits(o.Solo), hits(b.Solo), "%s solo against %s", tc.ours, tc.box)
		if o.Gang != nil && b.Gang != nil {
			assert.LessOrEqual(t, hits(o.Gang), hits(b.Gang), "%s gang against %s", tc.ours, tc.box)
		}
		assert.LessOrEqual(t, o.Solo.Range, b.Solo.Range, "%s reach against %s", tc.ours, tc.box)
	}
}

// Arcade rulebook, "Spawn": minions spawn only next to an elite of their
// gang that spawned with them, so every minion in a pool must be bonded to
// an elite of the same pool, or it could never enter play.
func TestEveryPoolMinionHasItsElite(t *testing.T) {
	ms, err := LoadMonsters()
	require.NoError(t, err)
	for _, sp := range ms {
		for _, s := range sp.Pool {
			m, _ := MonsterByName(ms, s.Monster)
			if m.Role != RoleMinion {
				continue
			}
			found := false
			for _, e := range sp.Pool {
				em, _ := MonsterByName(ms, e.Monster)
				found = found || (em.Role == RoleElite && slices.Contains(em.Bonded, s.Monster))
			}
			assert.True(t, found, "%s lists %s but no elite it is bonded to", sp.Name, s.Monster)
		}
	}
}

// Every keyword and status on a monster card has a tooltip.
func TestMonsterKeywordsExplained(t *testing.T) {
	ms, err := LoadMonsters()
	require.NoError(t, err)
	g, err := LoadGlossary()
	require.NoError(t, err)
	for _, m := range ms {
		var words []string
		for _, k := range m.Abilities {
			if k.Name == "Immune" && k.Of != "" {
				words = append(words, string(k.Of))
			}
			words = append(words, k.Name)
		}
		for _, a := range m.Auras {
			for _, k := range a.Grants {
				words = append(words, k.Name)
			}
		}
		for _, a := range m.Actions {
			if a.Area.Kind != "" {
				words = append(words, a.Area.Kind)
			}
			for _, st := range a.Statuses {
				words = append(words, string(st))
			}
		}
		for _, w := range words {
			_, ok := g.Explain(w)
			assert.True(t, ok, "%s: %q has no glossary entry", m.Name, w)
		}
	}
}
