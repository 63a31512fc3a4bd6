package arcade

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Arcade rulebook, "Critical Success": never on spawning points;
// "Destroying Spawning Points": first -> plot, second -> mini-boss, last -> boss.
func TestSpawningPoints(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+
|W P . Q|
+ + + + +
|R . . .|
+-+-+-+-+`, "W=Riftling Warrior", "R=Sanctioned Witch", "P=Shadow Tower", "Q=Spider Nest")
	must(t, g, rules.StartActivation{Hero: id['W']})
	g.ScriptDice(blue2, blue2, blue2, blue0) // 6 stars vs ARM 1: would be a critical
	evs := must(t, g, rules.Attack{Attr: cards.STR, Target: id['P']})
	assert.False(t, find[rules.Compared](evs)[0].Critical)
	assert.Equal(t, 1, g.Model(id['P']).Wounds)
	g.Model(id['P']).Wounds = 2
	g.ScriptDice(blue2, blue2, blue0, blue0)
	evs = must(t, g, rules.Attack{Attr: cards.STR, Target: id['P']})
	sp := find[rules.SpawningPointDestroyed](evs)
	require.Len(t, sp, 1)
	assert.Equal(t, []rules.Hook{HookPlot}, sp[0].Hooks)
	assert.Equal(t, 1, sp[0].Remaining)
	g.Model(id['Q']).Wounds = 2
	g.Model(id['Q']).Pos = pt(1, 0)
	g.ScriptDice(blue2, blue2, blue0, blue0)
	evs = must(t, g, rules.Attack{Attr: cards.STR, Target: id['Q']})
	sp = find[rules.SpawningPointDestroyed](evs)
	require.Len(t, sp, 1)
	assert.Equal(t, []rules.Hook{HookMiniBoss, HookBoss}, sp[0].Hooks)
	r := asArcade(g).TurnRewards()
	assert.Equal(t, 4, r.Loot, "two spawning points on tile 0 (counted as the first tile): 2 loot each")
}
