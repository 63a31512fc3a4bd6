package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Gotcha! (Pounce 5) moves the Cat Burglar before the strike; Can't Catch
// Me (Retreat 5) after it (project meanings). Movement rules apply and no
// movement points are spent.
func TestPounceAndRetreat(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+
|B . . . C .|
+ + + + + + +
|W . . . . K|
+-+-+-+-+-+-+`, "B=Cat Burglar", "W=Sanctioned Witch", "C=Crawler", "K=Tower Stalker")
	must(t, g, StartActivation{Hero: id['B']})
	assert.Contains(t, refuse(t, g, UseAction{Action: "Gotcha!", Aim: Aim{Target: id['C']}}), "is 4 squares from")
	g.ScriptDice(blue2, blue2, blue0)
	must(t, g, UseAction{Action: "Gotcha!", Aim: Aim{Target: id['C']}, Path: path(pt(1, 0), pt(2, 0), pt(3, 0))})
	assert.Equal(t, pt(3, 0), g.Model(id['B']).Pos)
	assert.False(t, g.Model(id['C']).InPlay)
	assert.Equal(t, 7, g.MPLeft(id['B']))

	// Retreat: strike the Stalker from (4,1)... first get next to it.
	must(t, g, Move{Path: path(pt(4, 1))})
	g.ScriptDice(blue2, blue2, blue0)
	must(t, g, UseAction{Action: "Can't Catch Me", Aim: Aim{Target: id['K']}, Path: path(pt(3, 1), pt(2, 1), pt(1, 1))})
	assert.Equal(t, pt(1, 1), g.Model(id['B']).Pos)
	assert.Equal(t, 1, g.Model(id['K']).Wounds)
	assert.Equal(t, 1, g.APLeft(id['B']))
	assert.Equal(t, 6, g.MPLeft(id['B']), "Pounce and Retreat spend no movement points")
}

// Dimensional Draught (Teleport 10, project meaning): an empty square in
// line of sight within ten.
func TestTeleport(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+
|R . . .|.|
+ + + + + +
|W . . . .|
+-+-+-+-+-+`, "R=Riftling Rogue", "W=Sanctioned Witch")
	must(t, g, StartActivation{Hero: id['R']})
	far := pt(4, 0)
	assert.Contains(t, refuse(t, g, DrinkPotion{Owner: id['R'], Action: "Dimensional Draught", Aim: Aim{Square: &far}}), "no line of sight")
	taken := pt(0, 1)
	assert.Contains(t, refuse(t, g, DrinkPotion{Owner: id['R'], Action: "Dimensional Draught", Aim: Aim{Square: &taken}}), "Sanctioned Witch is there")
	ok := pt(3, 1)
	must(t, g, DrinkPotion{Owner: id['R'], Action: "Dimensional Draught", Aim: Aim{Square: &ok}})
	assert.Equal(t, ok, g.Model(id['R']).Pos)
}

// Arcade rulebook, "Basic Actions": Open Chest draws one treasure per tile
// number, keeps one in the backpack and discards the rest.
func TestOpenChest(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|W T .|
+ + + +
|. . X|
+-+-+-+`, "W=Sanctioned Witch", "T="+ChestCard, "X="+ChestCard)
	g.Model(id['T']).Tile = 2
	g.Deck(TreasureDeck).Draw = []string{"Ancestral Mail", "Hero's Blade", "Oracle Eye"}
	must(t, g, StartActivation{Hero: id['W']})
	assert.Contains(t, refuse(t, g, OpenChest{Chest: id['X']}), "not next to the chest")
	evs := must(t, g, OpenChest{Chest: id['T'], Choose: 1})
	co := find[ChestOpened](evs)
	require.Len(t, co, 1)
	assert.Equal(t, []string{"Ancestral Mail", "Hero's Blade"}, co[0].Drawn)
	assert.Equal(t, []string{"Hero's Blade"}, g.Backpack)
	assert.Equal(t, []string{"Ancestral Mail"}, g.Deck(TreasureDeck).Discard)
	assert.False(t, g.Model(id['T']).InPlay)
	// Chests are tokens: the Witch may walk over the opened one's square.
	must(t, g, Move{Path: path(pt(1, 0))})
}

// Arcade rulebook, "Small": an enemy may only target a Small model within 3.
func TestSmall(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+
|W . . . C .|
+-+-+-+-+-+-+`, "W=Sanctioned Witch", "C=Crawler")
	g.Model(id['C']).Effects = []Effect{{Source: "test", From: id['C'], Grants: []cards.Keyword{{Name: "Small"}}}}
	must(t, g, StartActivation{Hero: id['W']})
	assert.Contains(t, refuse(t, g, Attack{Attr: cards.WILL, Target: id['C']}), "range is 3")
}

// Arcade rulebook, "Determine Line of Sight": a large model's line of sight
// is blocked only by large enemies; small enemies do not hide a large one.
func TestLargeBaseLineOfSight(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+-+
|W . C . . Q .|
+ + + + + + + +
|. . D . . . .|
+ + + + + + + +
|. . E . . T .|
+-+-+-+-+-+-+-+`, "W=Sanctioned Witch", "C=Crawler", "D=Crawler", "E=Crawler", "Q=The Midnight Queen", "T=Tower Stalker")
	_ = id
	ok, _ := g.LineOfSight(g.Model(id['W']), g.Model(id['Q']))
	assert.True(t, ok, "small enemies do not block line of sight to a large model")
	ok, why := g.LineOfSight(g.Model(id['W']), g.Model(id['T']))
	assert.False(t, ok, "but they hide a small one")
	assert.Contains(t, why, "Crawler in the way")
}

func TestAffectedPreview(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+
|W . C D .|
+ + + + + +
|B . E . .|
+-+-+-+-+-+`, "W=Sanctioned Witch", "B=Cat Burglar", "C=Crawler", "D=Crawler", "E=Crawler")
	got, err := g.Affected(id['W'], "Arcane Burst", Aim{Target: id['C']})
	require.NoError(t, err)
	assert.ElementsMatch(t, []ModelID{id['C'], id['D'], id['E']}, got, "Burst 1 around C; the Burglar is a friend")
	got, err = g.Affected(id['W'], "Sparkle-Charm Bomb", Aim{})
	require.NoError(t, err)
	assert.ElementsMatch(t, []ModelID{id['W'], id['B'], id['C'], id['E']}, got, "dangerous Wave 2: everyone within two, the user too")
	_, err = g.Affected(id['W'], "Curative", Aim{Target: id['C']})
	assert.ErrorContains(t, err, "augment")
}

// Arcade rulebook, "Hookshot": no line of sight needed, range counted
// around walls and structures.
func TestHookshotReach(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+
|W . . .|
+-+-+ + +
|C . . .|
+-+-+-+-+`, "W=Sanctioned Witch", "C=Crawler")
	w, c := g.Model(id['W']), g.Model(id['C'])
	assert.Error(t, g.checkReach(w, c, 8, false), "the wall hides the Crawler")
	assert.NoError(t, g.checkReach(w, c, 4, true), "around the wall: (1,0) (2,1) (1,1)... 4 squares or fewer")
	assert.ErrorContains(t, g.checkReach(w, c, 2, true), "around the walls")
}

// Arcade rulebook, "Perform Defense Roll": any attribute with a defense
// icon; the Riftling Rogue defends with ARM or DEX, the best by default.
func TestDefenseAttributeChoice(t *testing.T) {
	g, id := board(t, `
+-+-+
|R K|
+-+-+`, "R=Riftling Rogue", "K=Tower Stalker")
	g.Phase = ConsulTurn
	// ARM 2B, DEX 2R: red is better against STR 2.
	g.ScriptDice(red1, red1)
	evs := must(t, g, MonsterAttack{Monster: id['K'], Target: id['R']})
	assert.Equal(t, "2R", find[Rolled](evs)[0].Pool)
	g.ScriptDice(blue1, blue1)
	evs = must(t, g, MonsterAttack{Monster: id['K'], Target: id['R'], Defense: cards.ARM})
	assert.Equal(t, "2B", find[Rolled](evs)[0].Pool)
}

// Card penalties in fixed stars ("-1 offense") never make a roll or a
// chance negative (a regression: the exact distribution indexed below 0).
func TestNegativeStarPenalties(t *testing.T) {
	g, _ := board(t, `
+-+
|W|
+-+`, "W=Sanctioned Witch")
	pool := cards.Pool{Stars: -3}
	pool.Dice[cards.Blue] = 2
	for _, discard := range []bool{false, true} {
		d := g.distDiscardHighest(pool, discard)
		sum := 0.0
		for _, p := range d {
			sum += p
		}
		assert.InDelta(t, 1.0, sum, 1e-9)
	}
	g.ScriptDice(blue1, blue0)
	r := g.Roll(0, "test", pool, false)
	assert.Equal(t, 0, r.Stars)
}

// TeleportSquares lists exactly the squares a Teleport X action accepts
// (Dimensional Draught, Teleport 10, project meaning: card-facts.md,
// Riftling Rogue), so a screen can light them: every square on and
// around the board is tried on a copy, and the query agrees with Apply.
// An action with no Teleport has none.
func TestTeleportSquaresAreTheOnesAccepted(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
|R . . .|. . . . . . . . . .|
+ + + + + + + + + + + + + + +
|W . . . . . . . . . . . . .|
+ + + + + + + + + + + + + + +
|. . . . . . . . . . . . C .|
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+`, "R=Riftling Rogue", "W=Sanctioned Witch", "C=Crawler")
	must(t, g, StartActivation{Hero: id['R']})
	got := g.TeleportSquares(id['R'], id['R'], "Dimensional Draught")
	var want []tiles.Point
	for y := -2; y <= 5; y++ {
		for x := -2; x <= 16; x++ {
			sq := pt(x, y)
			if _, err := g.Clone().Apply(DrinkPotion{Owner: id['R'], Action: "Dimensional Draught", Aim: Aim{Square: &sq}}); err == nil {
				want = append(want, sq)
			}
		}
	}
	require.NotEmpty(t, want)
	assert.Equal(t, want, got)
	assert.NotContains(t, got, pt(0, 1), "the Witch's square")
	assert.NotContains(t, got, pt(11, 1), "eleven squares away")
	assert.Contains(t, got, pt(10, 1), "ten squares away")
	assert.Nil(t, g.TeleportSquares(id['R'], id['R'], "Melee Attack"), "no Teleport")
	assert.Nil(t, g.TeleportSquares(id['W'], id['W'], "Dimensional Draught"), "not the Witch's action")
	// Shared (Arcade rulebook, "Sharing Potions"): the Witch drinks the
	// Rogue's draught in her own activation and jumps from her square.
	must(t, g, EndActivation{})
	must(t, g, StartActivation{Hero: id['W']})
	shared := g.TeleportSquares(id['W'], id['R'], "Dimensional Draught")
	assert.Contains(t, shared, pt(0, 2), "below the Witch")
	assert.NotContains(t, shared, pt(0, 1), "her own square")
	for _, sq := range shared {
		_, err := g.Clone().Apply(DrinkPotion{Owner: id['R'], Drinker: id['W'], Action: "Dimensional Draught", Aim: Aim{Square: &sq}})
		assert.NoError(t, err, "%v", sq)
	}
}
