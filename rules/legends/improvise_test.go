package legends

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
)

const yard = `
......
......
......`

// "Improvised Actions" (our fixed set, improvise.go): Shove is STR
// against STR, a success pushes the enemy one square; onto Lava it
// catches Fire ("Combos": into the hazard). A tie holds. It takes the
// action and never wounds.
func TestImprovisedShove(t *testing.T) {
	g := combatGame(t, `
......
...l..
......`, hero("Knight", 1, 1), monster("Kobold", 2, 1))
	apply(t, g, Activate{Model: 0})
	g.Dice = []int{b1, b1, b0} // Knight 2B: 2 stars; Kobold 1B: 0
	evs := apply(t, g, Improvise{Kind: "Shove", Target: 1})
	require.True(t, hasKind(evs, "TestPassed"))
	assert.Equal(t, pt(3, 1), g.Models[1].At, "pushed one square straight away")
	assert.NotZero(t, g.Models[1].Status&Fire, "onto the Lava: Fire")
	assert.Equal(t, 1, g.Models[1].Hearts, "no wound")
	assert.True(t, g.Acted)
	refused(t, g, Improvise{Kind: "Shove", Target: 1}, "already took its action")

	g = combatGame(t, yard, hero("Knight", 1, 1), monster("Kobold", 2, 1))
	apply(t, g, Activate{Model: 0})
	g.Dice = []int{b1, b0, b1} // 1 star against 1: it holds
	evs = apply(t, g, Improvise{Kind: "Shove", Target: 1})
	require.True(t, hasKind(evs, "TestFailed"))
	assert.Equal(t, pt(2, 1), g.Models[1].At)
}

// Trip: DEX against DEX, a success Knocks the enemy Down; then a melee
// attack on it adds +1B for the status and +1B more for the combo
// ("Combos": knocked flat).
func TestImprovisedTripThenStrike(t *testing.T) {
	g := combatGame(t, yard, hero("Rogue", 1, 1), hero("Knight", 3, 0), monster("Kobold", 2, 1))
	apply(t, g, Activate{Model: 0})
	g.Dice = []int{b2, b0} // 2 against 0
	evs := apply(t, g, Improvise{Kind: "Trip", Target: 2})
	require.True(t, hasKind(evs, "TestPassed"))
	assert.NotZero(t, g.Models[2].Status&Knockdown)
	apply(t, g, EndActivation{})
	apply(t, g, Activate{Model: 1})
	pool, why := g.attackPool(&g.Models[1], &g.Models[2], Melee, cards.Pool{})
	assert.Equal(t, 2+1+1+1, pool.Count(), "2B, +1B status, +1B knocked flat, +1B engaged with two")
	assert.Contains(t, why, "+1B: the target is knocked flat (a combo)")
}

// Cover: no roll, an adjacent friend adds 1B to ARM until its next
// activation; an enemy, a stranger afar or oneself are refused.
func TestImprovisedCover(t *testing.T) {
	g := combatGame(t, yard, hero("Knight", 1, 1), hero("Mage", 2, 1), monster("Kobold", 5, 2))
	apply(t, g, Activate{Model: 0})
	refused(t, g, Improvise{Kind: "Cover", Target: 2}, "for a friend")
	refused(t, g, Improvise{Kind: "Cover", Target: 0}, "another model")
	refused(t, g, Improvise{Kind: "Shove", Target: 1}, "for an enemy")
	refused(t, g, Improvise{Kind: "Juggle", Target: 1}, "no improvised action")
	before := g.defensePool(&g.Models[1]).Count()
	apply(t, g, Improvise{Kind: "Cover", Target: 1})
	assert.Equal(t, before+1, g.defensePool(&g.Models[1]).Count())
	g2 := combatGame(t, yard, hero("Knight", 0, 0), hero("Mage", 3, 2), monster("Kobold", 5, 2))
	apply(t, g2, Activate{Model: 0})
	refused(t, g2, Improvise{Kind: "Cover", Target: 1}, "next to")
}

// The screen's options: each improvised action is offered in combat with
// its targets and, for a roll, the chance the rules work out.
func TestImprovisedOptions(t *testing.T) {
	g := combatGame(t, yard, hero("Knight", 1, 1), hero("Mage", 1, 2), monster("Kobold", 2, 1))
	apply(t, g, Activate{Model: 0})
	got := map[string][]int{}
	for _, o := range g.Actions(0) {
		if o.Kind == ActImprovise {
			require.Empty(t, o.Why, o.Name)
			for _, tg := range o.Targets {
				got[o.Name] = append(got[o.Name], tg.Model)
				if o.Name != "Cover" {
					assert.InDelta(t, g.beatChance(tg.Attack, tg.Defense), tg.Chance, 1e-9)
					assert.Positive(t, tg.Chance)
				}
			}
		}
	}
	assert.Equal(t, map[string][]int{"Shove": {2}, "Trip": {2}, "Cover": {1}}, got)
}
