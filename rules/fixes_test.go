package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

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
	assert.Equal(t, cards.Pool{}, g.VsBonus(r, k, cards.StatOffense), "unwounded")
	k.Wounds = 1
	assert.Equal(t, cards.MustPool("1B"), g.VsBonus(r, k, cards.StatOffense))
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

// MovePath (query.go), what the play screen previews and sends, walks
// around Lava when a path around it costs the same (found by mouse: the
// preview crossed Lava beside an equally cheap safe path), and through
// it when only a dearer detour avoids it: a move never costs more for
// the care.
func TestMovePathPrefersAnEquallyCheapSafePath(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|. . .|
+ + + +
|W . .|
+ + + +
|. . .|
+-+-+-+`, "W=Sanctioned Witch")
	g.Board.Set(pt(1, 2), tiles.Square{Terrain: tiles.Floor, Effect: "Lava"})
	w := id['W']
	must(t, g, StartActivation{Hero: w})
	require.True(t, g.Harmful(w, pt(1, 2)))
	path, cost, ok := g.PathTo(w, pt(2, 1))
	require.True(t, ok)
	require.Equal(t, 2, cost)
	require.True(t, g.Harmful(w, path[0]), "the cheapest path found first crosses the Lava: %v", path)
	safe, cost, ok := g.MovePath(w, pt(2, 1))
	require.True(t, ok)
	assert.Equal(t, 2, cost, "no dearer")
	for _, p := range safe {
		assert.False(t, g.Harmful(w, p), "around the Lava: %v", safe)
	}
	evs := must(t, g, Move{Path: safe})
	assert.Equal(t, 0, g.Model(w).Wounds)
	assert.Equal(t, StatusSet(0), g.Model(w).Statuses, "no Fire: %v", evs)

	// Lava across a corridor: the only way is through it.
	g, id = board(t, `
+-+-+-+
|W . .|
+-+-+-+`, "W=Sanctioned Witch")
	g.Board.Set(pt(1, 0), tiles.Square{Terrain: tiles.Floor, Effect: "Lava"})
	w = id['W']
	must(t, g, StartActivation{Hero: w})
	through, cost, ok := g.MovePath(w, pt(2, 0))
	require.True(t, ok)
	assert.Equal(t, 2, cost)
	assert.Equal(t, []tiles.Point{pt(1, 0), pt(2, 0)}, through)
}
