package classic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// The card pages' monster special actions, augment auras (1st edition,
// "Aura X": they move with the user until its next activation;
// "Dangerous & Augment"): the Dragon Priest's "Dragon Rage: Augment,
// Aura 3, All Kobolds gain +1 ATT" and "Shadow Breath: Augment, Aura 5,
// All Kobolds gain Stealth", the Ironscale's "Shieldwall: Augment, Aura
// 1, +1 ARM" ("+1" is one blue die, README.md).
func TestMonsterAuras(t *testing.T) {
	board := func(extra string) (*rules.Game, map[rune]rules.ModelID) {
		return scenario(t, `phase consul
first consul
map
+-+-+-+-+-+-+-+-+-+-+
|P K . I N . . . . H|
+ + + + + + + + + + +
|. Y . . . . . . . W|
+-+-+-+-+-+-+-+-+-+-+
end
P Dragon Priest`+extra+`
K Kobold Knucklehead
I Kobold Ironscale
N Kobold Knucklehead
Y Wyrmling
H Royal Paladin
W Kobold Warren
`)
	}
	blue := func(n int) cards.Pool {
		var p cards.Pool
		p.Dice[cards.Blue] = n
		return p
	}
	dice := func(g *rules.Game, id rules.ModelID) *rules.MonsterDice {
		return g.Rules.MonsterDice(g, g.Model(id))
	}

	t.Run("Dragon Rage", func(t *testing.T) {
		g, mk := board("")
		require.Equal(t, blue(1), dice(g, mk['K']).STR, "the Knucklehead's own STR")
		apply(t, g, Activate{Monster: mk['P']})
		evs := apply(t, g, Support{Action: "Dragon Rage"})
		assert.Equal(t, 0, APLeft(g), "the priest's one action point is spent")
		assert.Equal(t, blue(2), dice(g, mk['K']).STR, "a kobold within three squares: +1 ATT")
		assert.Equal(t, blue(2).Add(redOf(1)), dice(g, mk['I']).STR, "the Ironscale too (1B1R + 1B)")
		assert.Equal(t, blue(1), dice(g, mk['N']).STR, "a kobold four squares away is outside")
		assert.Equal(t, blue(2), dice(g, mk['Y']).STR, "the Wyrmling (2B) next to the priest is no kobold")
		used := false
		for _, e := range evs {
			if u, ok := e.(AuraUsed); ok {
				used = true
				assert.Len(t, u.Friends, 3, "the priest, the Knucklehead and the Ironscale")
			}
		}
		assert.True(t, used)
		// The aura ends as the priest's next activation begins.
		apply(t, g, EndMonster{})
		StateOf(g).Activated, StateOf(g).SkullsSpent = nil, 0 // as in a new round
		apply(t, g, Activate{Monster: mk['P']})
		assert.Equal(t, blue(1), dice(g, mk['K']).STR)
	})
	t.Run("Shadow Breath", func(t *testing.T) {
		g, mk := board("")
		apply(t, g, Activate{Monster: mk['P']})
		apply(t, g, Support{Action: "Shadow Breath"})
		assert.True(t, g.Has(g.Model(mk['N']), "Stealth"), "a kobold four squares away, within five")
		assert.False(t, g.Has(g.Model(mk['Y']), "Stealth"), "not the Wyrmling")
	})
	t.Run("Shieldwall", func(t *testing.T) {
		g, mk := board("")
		apply(t, g, Activate{Monster: mk['I']})
		apply(t, g, Support{Action: "Shieldwall"})
		assert.Equal(t, blue(2), dice(g, mk['N']).Defense, "next to the Ironscale: +1 ARM")
		assert.Equal(t, blue(3), dice(g, mk['I']).Defense, "the Ironscale itself (2B + 1B)")
		assert.Equal(t, blue(1), dice(g, mk['K']).Defense, "two squares away: no")
	})
	t.Run("Bind forbids it", func(t *testing.T) {
		g, mk := board(" status=Bind")
		apply(t, g, Activate{Monster: mk['P']})
		_, err := g.Apply(Support{Action: "Dragon Rage"})
		require.Error(t, err)
		assert.Contains(t, err.Error(), "Bind")
		_, err = g.Apply(Support{Action: "Hot Pot"})
		require.Error(t, err)
	})
}

func redOf(n int) cards.Pool {
	var p cards.Pool
	p.Dice[cards.Red] = n
	return p
}
