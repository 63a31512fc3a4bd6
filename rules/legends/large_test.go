package legends

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// "Movement"/"Line of Sight", large models: Gloomwing stands on a 2x2
// base in its roost; every square of the base is it.
func TestLargeBossOnItsBase(t *testing.T) {
	d := loadData(t)
	g := startAdventure(t, d, "gloomwings-roost", nil)
	require.Equal(t, Combat, g.Mode)
	var boss *Model
	for i := range g.Models {
		if g.Models[i].Class == "Gloomwing" {
			boss = &g.Models[i]
		}
	}
	require.NotNil(t, boss)
	assert.Equal(t, 2, boss.Size)
	assert.Len(t, boss.Squares(), 4)
	for _, p := range boss.Squares() {
		assert.Equal(t, boss.ID, g.modelAt(p).ID, "%v is Gloomwing's", p)
	}
	require.NoError(t, g.CheckInvariants())
}

// Melee reaches a large model from next to any square of its base, and
// engagement counts every enemy next to the base.
func TestLargeModelReachAndEngagement(t *testing.T) {
	g := combatGame(t, yard, hero("Knight", 0, 0), hero("Rogue", 3, 2), monster("Ogre", 1, 1))
	g.Models[2].Size = 2 // the base covers (1,1)-(2,2)
	require.NoError(t, g.CheckInvariants())
	for _, h := range []int{0, 1} {
		assert.NoError(t, g.reachErr(&g.Models[h], &g.Models[2], Melee, 0), "%s is next to the base", g.Models[h].Name)
	}
	_, why := g.attackPool(&g.Models[0], &g.Models[2], Melee, oneBlue)
	assert.Contains(t, why, "+1B: the target is engaged with more than one enemy")
	// A Burst over two squares of the base strikes it once.
	apply(t, g, Activate{Model: 0})
	g.Models[0].Abilities = []string{"Fire Bomb"}
	g.Models[0].Attack = Magic
	centre := pt(2, 2)
	evs := apply(t, g, UseAbility{Ability: "Fire Bomb", Square: &centre})
	n := 0
	for _, e := range evs {
		if e.Kind == "Defense" && e.Model == 2 {
			n++
		}
	}
	assert.Equal(t, 1, n, "struck once")
}

// Small enemy models do not block a line to a large model ("Line of
// Sight": small-based models draw line of sight to a large model over
// enemy small-based models); a large enemy does.
func TestLargeModelSight(t *testing.T) {
	g := combatGame(t, `
.......
.......
.......`, hero("Ranger", 0, 1), monster("Kobold", 2, 1), monster("Ogre", 4, 1))
	g.Models[0].Attack = Missile
	g.Models[2].Size = 2
	assert.NoError(t, g.reachErr(&g.Models[0], &g.Models[2], Missile, 0), "over the small kobold")
	g.Models[1].Size = 2
	g.Models[1].At = pt(2, 0) // a large model between, covering (2,0)-(3,1)
	g.Models[2].At = pt(5, 0)
	require.NoError(t, g.CheckInvariants())
	assert.Error(t, g.reachErr(&g.Models[0], &g.Models[2], Missile, 0), "a large enemy blocks")
}

// "Movement": a large model counts its move as a small one and its base
// ends covering the last square counted; where no placement fits, the
// move is refused. It is too big to be shoved.
func TestLargeModelMovesAndStands(t *testing.T) {
	g := combatGame(t, `
........
........
........
..#.....`, hero("Knight", 7, 3), monster("Ogre", 0, 0))
	g.Models[1].Size = 2
	g.Turn = Consul
	apply(t, g, Activate{Model: 1})
	apply(t, g, Move{Path: []tiles.Point{pt(1, 1), pt(2, 2), pt(3, 3)}})
	m := g.Models[1]
	assert.True(t, m.covers(pt(3, 3)), "the base covers the last square")
	assert.Equal(t, pt(3, 2), m.At, "placed so the base fits: the map ends below (3,3)")
	require.NoError(t, g.CheckInvariants())
	assert.Equal(t, "Ogre is too big to budge", g.shove(&g.Models[0], &g.Models[1], 1, 0)[0].Text)
}

// "Setup Monsters" for a bigger party (ours): a large boss, reached from
// more squares around its base, gains three hearts more per Hero beyond
// three on top of the formula every monster follows.
func TestLargeBossScalesWithTheParty(t *testing.T) {
	d := loadData(t)
	gw := d.Monster("Gloomwing")
	require.Equal(t, 2, gw.Size)
	assert.Equal(t, gw.Hearts, scaledHearts(gw, 3))
	assert.Equal(t, (gw.Hearts*4+2)/3+3, scaledHearts(gw, 4))
	assert.Equal(t, (gw.Hearts*5+2)/3+6, scaledHearts(gw, 5))
	og := d.Monster("Captain Grimtusk")
	require.NotNil(t, og)
	assert.Equal(t, (og.Hearts*5+2)/3, scaledHearts(og, 5), "a small monster keeps the formula")
}
