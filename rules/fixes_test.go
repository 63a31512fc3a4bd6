package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Arcade rulebook, "You Have Died": a destroyed Hero keeps its potion
// tokens. Under Potion of Luck (every Hero carries one more potion) a
// Tincan holding two potions is destroyed: the card still counts for it,
// so it keeps both and is still within its capacity, and it comes back with
// both (potioncap.go). Before the fix its capacity read 1 while it held 2.
func TestDestroyedHeroStaysWithinPotionCapacity(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+
|A K . .|
+ + + + +
|B . . .|
+-+-+-+-+`, "A=Tincan", "B=Sanctioned Witch", "K=Tower Stalker")
	g.Consul.Modes[0] = "Potion of Luck"
	a := g.Model(id['A'])
	require.Equal(t, 2, g.PotionCapacity(a), "Tincan 1 + Potion of Luck 1")
	a.Potions = 2
	a.Wounds = g.Hearts(a) - 1
	g.Phase = ConsulTurn
	g.ScriptDice(blue0, blue0, blue0, red0)
	evs := must(t, g, MonsterAttack{Monster: id['K'], Target: id['A']})
	require.Len(t, find[HeroDown](evs), 1)
	a = g.Model(id['A'])
	assert.False(t, a.InPlay)
	assert.Equal(t, 2, a.Potions, "a destroyed Hero keeps its potion tokens")
	assert.Equal(t, 2, g.PotionCapacity(a), "every-Hero cards still count for a destroyed Hero")
	require.NoError(t, checkInvariants(g))
	must(t, g, EndPhase{})
	must(t, g, Revive{Hero: id['A'], At: pt(1, 1)})
	assert.Equal(t, 2, g.Model(id['A']).Potions)
}

// A card aimed at Heroes by their situation (here: Heroes carrying
// potions lose capacity) stops counting once the Hero is destroyed, but a
// lowered capacity never leaves a destroyed Hero above it: settle drops the
// extra tokens, in the dungeon or not.
func TestSettleHoldsDestroyedHeroesToCapacity(t *testing.T) {
	g, id := board(t, `
+-+-+
|A B|
+-+-+`, "A=Tincan", "B=Sanctioned Witch")
	a := g.Model(id['A'])
	a.InPlay = false
	a.Potions = 3
	g.settle()
	assert.Equal(t, g.PotionCapacity(g.Model(id['A'])), g.Model(id['A']).Potions)
	require.NoError(t, checkInvariants(g))
}

// Arcade rulebook, "Abilities" (FLY): Fly lets a model hover over a chasm.
// The Burglar's Fly here comes from the Witch (an effect whose source is
// the Witch), so it ends at the Witch's upkeep while the Burglar is over the
// chasm at (3,1): it lands on the nearest free square it can see
// (stranded.go). (3,0) is taken by the Witch; (4,0) is as near but walled off
// on two sides, out of its sight; so it lands at (4,1).
func TestFlyEndingOverChasmLands(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+
|B . ~ W|.|
+ + + + +-+
|. . ~ ~ .|
+-+-+-+-+-+`, "W=Sanctioned Witch", "B=Cat Burglar")
	w := id['W']
	b := g.Model(id['B'])
	require.False(t, g.CanStand(b.ID, pt(3, 1)), "a chasm without Fly")
	b.Effects = []Effect{{Source: "Wizard Wings", From: w, Grants: []cards.Keyword{{Name: "Fly"}}}}
	require.True(t, g.CanStand(b.ID, pt(3, 1)), "with Fly a chasm square is open")
	b.Pos = pt(3, 1)
	require.NoError(t, checkInvariants(g))
	evs := must(t, g, StartActivation{Hero: w})
	moved := find[Moved](evs)
	require.Len(t, moved, 1)
	assert.Equal(t, pt(4, 1), g.Model(id['B']).Pos)
	assert.Equal(t, 0, moved[0].Cost, "landing is free")
	require.NoError(t, checkInvariants(g))
}

// Without Fly or Burrow no command leaves a model on a structure: the
// invariant checked by FuzzApply.
func TestCanStandTerrain(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|A # ~|
+-+-+-+`, "A=Tincan")
	a := id['A']
	assert.True(t, g.CanStand(a, pt(0, 0)))
	assert.False(t, g.CanStand(a, pt(1, 0)), "structure")
	assert.False(t, g.CanStand(a, pt(2, 0)), "chasm")
	g.Model(a).Effects = []Effect{{Source: "test", From: a, Grants: []cards.Keyword{{Name: "Burrow"}}}}
	assert.True(t, g.CanStand(a, pt(1, 0)), "Burrow treats structures as open squares")
	assert.False(t, g.CanStand(a, pt(2, 0)), "but not chasms")
}

// Rage (project meaning, abilities.go): while raging the Barbarian's ARM
// defense roll is one blue die, whatever its card (3B) says; other
// defense attributes are untouched.
func TestRageDropsArmour(t *testing.T) {
	g, id := board(t, `
+-+-+
|R .|
+-+-+`, "R=Claw Tribe Barbarian")
	r := g.Model(id['R'])
	assert.Equal(t, cards.MustPool("3B"), g.defensePool(r, cards.ARM))
	must(t, g, StartActivation{Hero: id['R']})
	must(t, g, UseAction{Action: "Rage"})
	r = g.Model(id['R'])
	assert.Equal(t, cards.MustPool("1B"), g.defensePool(r, cards.ARM))
	assert.Equal(t, cards.MustPool("2B"), g.defensePool(r, cards.DEX))
}

// Malice (project meaning, abilities.go): one more blue die against a
// target that already has a wound. No card carries it, so the Rogue is
// given it for the test.
func TestMaliceAgainstTheWounded(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|R K .|
+-+-+-+`, "R=Riftling Rogue", "K=Tower Stalker")
	r := g.Model(id['R'])
	r.Effects = []Effect{{Source: "test", From: r.ID, Grants: []cards.Keyword{{Name: "Malice"}}}}
	k := g.Model(id['K'])
	assert.Equal(t, cards.Pool{}, g.vsBonus(r, k, cards.StatOffense), "unwounded")
	k.Wounds = 1
	assert.Equal(t, cards.MustPool("1B"), g.vsBonus(r, k, cards.StatOffense))
	must(t, g, StartActivation{Hero: id['R']})
	g.Model(id['R']).Effects = r.Effects // upkeep ended the test's effect
	g.ScriptDice(blue0, blue0, blue0, blue0, blue2)
	evs := must(t, g, Attack{Attr: cards.STR, Target: id['K']})
	assert.Equal(t, "4B", find[Rolled](evs)[0].Pool, "STR 3B + Malice")
}

// Arcade rulebook, "Abilities" (FLY): Fly ignores the harmful effects of
// the squares it crosses (tile_effects.go): the Sorceress with Wizard
// Wings crosses Lava and a Spike Trap unharmed, and pays no extra point
// for Sticky Webs.
func TestFlyIgnoresHarmfulTiles(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+
|H . . . .|
+-+-+-+-+-+`, "H=Hexcast Sorceress")
	for x, name := range map[int]string{1: "Lava", 2: "Spike Trap", 3: "Sticky Webs"} {
		g.Board.Set(pt(x, 0), tiles.Square{Terrain: tiles.Floor, Effect: name})
	}
	must(t, g, StartActivation{Hero: id['H']})
	must(t, g, DrinkPotion{Owner: id['H'], Action: "Wizard Wings", Aim: Aim{Target: id['H']}})
	evs := must(t, g, Move{Path: []tiles.Point{pt(1, 0), pt(2, 0), pt(3, 0), pt(4, 0)}})
	h := g.Model(id['H'])
	assert.Equal(t, 0, h.Wounds)
	assert.Equal(t, StatusSet(0), h.Statuses)
	assert.Equal(t, 4, find[Moved](evs)[0].Cost)
}

// SafePathTo (tile_effects.go) walks around a Spike Trap when the detour
// fits the movement points, and through it when only that path does.
func TestSafePathAvoidsHarm(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+
|W . . .|
+ + + + +
|. . . .|
+ + + + +
|. . . .|
+-+-+-+-+`, "W=Sanctioned Witch")
	g.Board.Set(pt(1, 0), tiles.Square{Terrain: tiles.Floor, Effect: "Spike Trap"})
	g.Board.Set(pt(1, 1), tiles.Square{Terrain: tiles.Floor, Effect: "Spike Trap"})
	w := id['W']
	assert.True(t, g.Harmful(w, pt(1, 0)))
	assert.False(t, g.Harmful(w, pt(2, 0)))
	path, cost, ok := g.PathTo(w, pt(2, 0))
	require.True(t, ok)
	assert.Equal(t, 2, cost)
	assert.True(t, g.Harmful(w, path[0]), "the shortest path crosses a trap")
	safe, cost, ok := g.SafePathTo(w, pt(2, 0), 6)
	require.True(t, ok)
	assert.Equal(t, 4, cost, "round by the bottom row")
	for _, p := range safe {
		assert.False(t, g.Harmful(w, p), "no trap on the way: %v", safe)
	}
	short, _, _ := g.SafePathTo(w, pt(2, 0), 3)
	assert.Equal(t, path, short, "no detour fits three points")
}
