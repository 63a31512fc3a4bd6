package arcade

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Arcade rulebook, "Backlash" (the chart's 8-Bit Backlash): a failed
// offensive action against a monster with Backlash wounds the attacker.
// Deadly Defense (project meaning): holding strikes back once per turn.
func TestBacklashAndDeadlyDefense(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|A K .|
+ + + +
|W . .|
+-+-+-+`, "A=Claw Tribe Barbarian", "W=Sanctioned Witch", "K=Tower Stalker")
	StateOf(g).Backlash = true
	must(t, g, rules.StartActivation{Hero: id['A']})
	g.ScriptDice(red0, red0)
	evs := must(t, g, rules.Attack{Attr: cards.STR, Target: id['K']})
	w := find[rules.Wounded](evs)
	require.Len(t, w, 1)
	assert.Equal(t, "Backlash", w[0].Source)
	assert.Equal(t, 1, g.Model(id['A']).Wounds)
	must(t, g, rules.EndActivation{})

	g.Phase = rules.ConsulTurn
	g.ScriptDice(blue2, blue2, blue2, blue2, blue2, blue2)
	must(t, g, rules.MonsterAttack{Monster: id['K'], Target: id['A']})
	must(t, g, rules.MonsterAttack{Monster: id['K'], Target: id['A']})
	assert.Equal(t, 1, g.Model(id['K']).Wounds, "Deadly Defense: one wound per Consul turn")
}

// The chart's 8-Bit Massive Damage: a monster's wound becomes two.
func TestMonsterMassiveDamage(t *testing.T) {
	g, id := board(t, `
+-+-+
|W K|
+-+-+`, "W=Sanctioned Witch", "K=Tower Stalker")
	StateOf(g).MassiveDamage = true
	g.Phase = rules.ConsulTurn
	g.ScriptDice(blue0, blue0, blue0)
	must(t, g, rules.MonsterAttack{Monster: id['K'], Target: id['W']})
	assert.Equal(t, 2, g.Model(id['W']).Wounds)
}
