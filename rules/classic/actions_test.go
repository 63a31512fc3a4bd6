package classic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// The 1st edition's monster actions (the card pages: "Rex Cuddle:
// Immobile, Weak", "Rex Smash: +1 ATT, Massive Damage", "Dive Bomb:
// Pacify") replace the catalog's in a classic game, and Arcade's catalog
// keeps its own; the Wyrmling's and the Whelp's Knockdown keyword
// ("Knockdown": a model with it knocks down any model it damages) comes
// beside its card's.
func TestFirstEditionMonsterActions(t *testing.T) {
	d, err := LoadData()
	require.NoError(t, err)
	cc := ClassicCatalog(testCatalog(t), d)
	names := func(c *cards.Monster) []string {
		var out []string
		for _, a := range c.Actions {
			out = append(out, a.Name)
		}
		return out
	}
	assert.Equal(t, []string{"Rex Smash", "Rex Cuddle", "Thwomp"}, names(cc.Monsters["Rex"]))
	assert.NotContains(t, names(testCatalog(t).Monsters["Rex"]), "Rex Cuddle", "the shared catalog is left alone")

	for _, tc := range []struct {
		name, monster, action string
		dice                  []int
		wounds                int
		statuses, not         []cards.Status
	}{
		// Rex's STR 1ST1B1R rolls 1+2+2; the Paladin's ARM 2B1R nothing.
		{"Rex Cuddle", "Rex", "Rex Cuddle", []int{4, 3, 0, 0, 0}, 1, []cards.Status{cards.Immobile, cards.Weak}, nil},
		{"Rex Smash", "Rex", "Rex Smash", []int{4, 4, 3, 0, 0, 0}, 2, nil, nil},
		// The Wyrmling's STR 2B rolls 2+2; its Knockdown keyword ("Fly,
		// Knockdown, Immune: Knockdown") knocks down whoever it damages.
		{"Dive Bomb", "Wyrmling", "Dive Bomb", []int{4, 4, 0, 0, 0}, 1, []cards.Status{cards.Pacify, cards.Knockdown}, nil},
		{"Wyrmling basic attack", "Wyrmling", "", []int{4, 4, 0, 0, 0}, 1, []cards.Status{cards.Knockdown}, nil},
		// The Whelp's block reads "KNOCKDOWN" too (README.md): its
		// basic attack (STR 1B1R: 2+2) knocks down; a Hatchling's
		// does not.
		{"Whelp basic attack", "Whelp", "", []int{4, 3, 0, 0, 0}, 1, []cards.Status{cards.Knockdown}, nil},
		{"Hatchling basic attack", "Hatchling", "", []int{4, 0, 0, 0}, 1, nil, []cards.Status{cards.Knockdown}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, mk := scenario(t, `phase consul
first consul
map
+-+-+-+-+-+-+-+-+
|H M . . . . . W|
+ + + + + + + + +
|. . . . . . . .|
+-+-+-+-+-+-+-+-+
end
H Royal Paladin
M `+tc.monster+`
W Kobold Warren
`)
			g.Dice = tc.dice
			apply(t, g, Activate{Monster: mk['M']})
			apply(t, g, Attack{Target: mk['H'], Action: tc.action})
			h := g.Model(mk['H'])
			assert.Equal(t, tc.wounds, h.Wounds)
			for _, st := range tc.statuses {
				assert.True(t, h.Statuses.Has(st), "%s suffers %s", h.Card, st)
			}
			for _, st := range tc.not {
				assert.False(t, h.Statuses.Has(st), "%s does not suffer %s", h.Card, st)
			}
		})
	}
}

// 1st edition, "Equipment": loot is worn or sacrificed; the Arcade's
// trade of six loot cards is refused, with the reason. So is the core's
// MonsterAttack: a classic monster attacks inside its activation.
func TestCoreCommandsTheFirstEditionLacks(t *testing.T) {
	g, mk := statusDuel(t, "consul", "", "", "")
	_, err := g.Apply(rules.TradeLoot{Cards: []string{"a", "b", "c", "d", "e", "f"}})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no loot trading")
	_, err = g.Apply(rules.MonsterAttack{Monster: mk['K'], Target: mk['H']})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "during its activation")
}

// Rex's "Thwomp: Push 5" (1st edition, "Control Attacks and Effects":
// when the defender's result is lower the attacker carries out the
// control effect; "Push X": each square farther from the attacker): a
// hit wounds the Paladin and drives it five squares back; a held blow
// moves nobody.
func TestThwompPushes(t *testing.T) {
	for _, tc := range []struct {
		name   string
		dice   []int
		wounds int
		dist   int
	}{
		// Rex's STR 1ST1B1R rolls 1+2+2; the Paladin's ARM 2B1R nothing:
		// from one square away to six.
		{"hit", []int{4, 3, 0, 0, 0}, 1, 6},
		// Rex rolls only his white star; the Paladin's 2B1R rolls 2+2+2.
		{"held", []int{0, 0, 4, 4, 3}, 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, mk := scenario(t, `phase consul
first consul
map
+-+-+-+-+-+-+-+-+-+-+
|R . H . . . . . . .|
+ + + + + + + + + + +
|. . . . . . . . . W|
+-+-+-+-+-+-+-+-+-+-+
end
H Royal Paladin
R Rex
W Kobold Warren
`)
			g.Dice = tc.dice
			apply(t, g, Activate{Monster: mk['R']})
			apply(t, g, Attack{Target: mk['H'], Action: "Thwomp"})
			h := g.Model(mk['H'])
			assert.Equal(t, tc.wounds, h.Wounds)
			assert.Equal(t, tc.dist, g.ModelDist(g.Model(mk['R']), h), "at %v", h.Pos)
		})
	}
}
