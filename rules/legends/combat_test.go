package legends

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

const room = `
........
........
........
........
........`

// "Roll Initiative": each side rolls 3B once; the most stars goes first,
// ties go to the Heroes.
func TestInitiative(t *testing.T) {
	g := combatGame(t, room, hero("Knight", 0, 0), monster("Kobold", 5, 0))
	g.Dice = []int{b1, b1, b0, b2, b0, b0} // Heroes 2, Consul 2
	g.startCombat()
	assert.Equal(t, Heroes, g.First, "a tie goes to the Heroes")
	g = combatGame(t, room, hero("Knight", 0, 0), monster("Kobold", 5, 0))
	g.Dice = []int{b1, b0, b0, b2, b1, b0} // Heroes 1, Consul 3
	g.startCombat()
	assert.Equal(t, Consul, g.First)
	assert.Equal(t, Consul, g.Turn)
}

// "Turns": one movement and one action in any order; then the activation
// is over, and once every model of the side activated the other side's
// turn begins.
func TestOneMoveOneAction(t *testing.T) {
	g := combatGame(t, room, hero("Knight", 0, 0), monster("Kobold", 4, 0), monster("Kobold", 7, 4))
	apply(t, g, Activate{Model: 0})
	refused(t, g, Move{Path: []tiles.Point{pt(1, 0), pt(2, 0), pt(3, 0), pt(4, 1), pt(5, 1)}}, "only 4 squares")
	apply(t, g, Move{Path: []tiles.Point{pt(1, 0), pt(2, 0), pt(3, 0)}})
	refused(t, g, Move{Path: []tiles.Point{pt(3, 1)}}, "already made its movement")
	g.Dice = []int{b2, b2, b0} // 4 stars against 0
	evs := apply(t, g, Attack{Target: 1})
	assert.True(t, hasKind(evs, "KnockedOut"))
	assert.False(t, g.Models[1].InPlay, "a knocked-out monster leaves the dungeon")
	assert.Equal(t, -1, g.Active, "moved and acted: the activation ended")
	assert.Equal(t, Consul, g.Turn, "the only Hero activated: the Consul's turn")
}

// "Attack & Defense Roll": more stars wounds; equal or more defends.
func TestAttackAgainstDefense(t *testing.T) {
	g := combatGame(t, room, hero("Knight", 0, 0), monster("Ogre", 1, 0))
	g.Models[1].Hearts, g.Models[1].MaxHearts = 3, 3
	apply(t, g, Activate{Model: 0})
	g.Dice = []int{b1, b0, b1} // 1 against 1
	evs := apply(t, g, Attack{Target: 1})
	assert.True(t, hasKind(evs, "Defended"))
	assert.Equal(t, 3, g.Models[1].Hearts)
	g = combatGame(t, room, hero("Knight", 0, 0), monster("Ogre", 1, 0))
	g.Models[1].Hearts, g.Models[1].MaxHearts = 3, 3
	apply(t, g, Activate{Model: 0})
	g.Dice = []int{b1, b1, b1} // 2 against 1
	apply(t, g, Attack{Target: 1})
	assert.Equal(t, 2, g.Models[1].Hearts)
}

// "Melee Attacks" against a model with a status effect and "Engaged
// Targets" (engaged with more than one enemy) each add +1B.
func TestMeleeBonuses(t *testing.T) {
	g := combatGame(t, room, hero("Knight", 0, 0), hero("Rogue", 2, 0), monster("Ogre", 1, 0))
	g.Models[2].Status = Slow
	pool, why := g.attackPool(&g.Models[0], &g.Models[2], Melee, cards.Pool{})
	assert.Equal(t, 2+1+1, pool.Count(), "2B STR + 1B status + 1B engaged")
	assert.Len(t, why, 2)
}

// "Missile Attacks" cannot target an adjacent model; "Magic Attacks"
// reach four squares; "Line of Sight": structures block.
func TestRangesAndSight(t *testing.T) {
	g := combatGame(t, `
......
..#...
......`, spec{name: "Ranger", side: Heroes, x: 0, y: 1, hearts: 3, attack: Missile, dex: "2B"}, monster("Kobold", 1, 1), monster("Kobold", 4, 1), monster("Kobold", 5, 0))
	a := &g.Models[0]
	assert.ErrorContains(t, g.reachErr(a, &g.Models[1], Missile, 0), "adjacent")
	assert.ErrorContains(t, g.reachErr(a, &g.Models[2], Missile, 0), "no line of sight")
	assert.NoError(t, g.reachErr(a, &g.Models[3], Missile, 0))
	assert.ErrorContains(t, g.reachErr(a, &g.Models[3], Magic, 0), "out of range 4")
}

// "Doors": nobody sees through a closed door, flyers included; once it is
// opened (its token removed) the line is clear again.
func TestClosedDoorBlocksSight(t *testing.T) {
	g := combatGame(t, `
......`, spec{name: "Ranger", side: Heroes, x: 0, y: 0, hearts: 3, attack: Missile, dex: "2B"}, monster("Kobold", 5, 0))
	g.Tokens = []Token{{Kind: "door", At: pt(3, 0)}}
	a, k := &g.Models[0], &g.Models[1]
	assert.ErrorContains(t, g.reachErr(a, k, Missile, 0), "closed door")
	k.Fly = true
	assert.ErrorContains(t, g.reachErr(a, k, Missile, 0), "closed door", "a flyer behind a door is not seen either")
	g.Tokens[0].Gone = true
	assert.NoError(t, g.reachErr(a, k, Missile, 0))
}

// "Knocked Out": a Hero at no hearts gets a Knockdown token and cannot be
// activated; healed by a friend's potion it stays down until it begins a
// Hero turn with a heart, then its Knockdown keeps it from moving.
func TestKnockedOutHero(t *testing.T) {
	g := combatGame(t, room, hero("Knight", 0, 0), hero("Cleric", 0, 1), monster("Kobold", 1, 0))
	g.Models[0].Hearts = 1
	g.Turn = Consul
	apply(t, g, Activate{Model: 2})
	g.Dice = []int{b2, b0}
	apply(t, g, Attack{Target: 0})
	k := &g.Models[0]
	assert.True(t, k.KO)
	assert.Equal(t, Knockdown, k.Status&Knockdown)
	apply(t, g, EndActivation{})
	require.Equal(t, Heroes, g.Turn)
	refused(t, g, Activate{Model: 0}, "Knocked Out")
	apply(t, g, Activate{Model: 1})
	apply(t, g, DrinkPotion{Hero: 1, Target: 0})
	assert.Equal(t, 2, g.Models[0].Hearts, "a potion heals two")
	assert.True(t, g.Models[0].KO, "healed, but still down this turn")
	apply(t, g, EndActivation{})
	// Consul's turn: the kobold waits; then the Heroes' turn.
	apply(t, g, EndTurn{})
	assert.False(t, g.Models[0].KO, "up at the start of the Hero turn")
	apply(t, g, Activate{Model: 0})
	refused(t, g, Move{Path: []tiles.Point{pt(0, 2)}}, "knocked down")
}

// "Sapphire Dice": hearts rolled on an attack that knocks its target out
// heal a friend; "Ruby Dice": potions fill a Hero's potion track.
func TestHeartsAndPotionsPopOut(t *testing.T) {
	g := combatGame(t, room, spec{name: "Knight", side: Heroes, x: 0, y: 0, hearts: 3, attack: Melee, str: "1B1R1R"}, monster("Kobold", 1, 0))
	g.Models[0].Hearts = 1
	g.Models[0].Potions = 0
	apply(t, g, Activate{Model: 0})
	g.Dice = []int{bHeart, r2, rPot, b0} // 2 stars, a heart, a potion vs 0
	evs := apply(t, g, Attack{Target: 1})
	assert.True(t, hasKind(evs, "HeartPopped"))
	assert.Equal(t, 2, g.Models[0].Hearts)
	assert.Equal(t, 1, g.Models[0].Potions)
}

// "Citrine Dice": each Light on a defense roll makes the attacker reroll
// one die (its best here), never the same die twice.
func TestCitrineLight(t *testing.T) {
	g := combatGame(t, room, hero("Knight", 0, 0), spec{name: "Drake", side: Consul, x: 1, y: 0, hearts: 3, attack: Melee, arm: "1Y"})
	apply(t, g, Activate{Model: 0})
	g.Dice = []int{b2, b2, yLight, b0} // 4 stars; Light; the best 2 becomes 0
	evs := apply(t, g, Attack{Target: 1})
	assert.True(t, hasKind(evs, "Rerolled"))
	assert.True(t, hasKind(evs, "Wounded"), "2 stars left against a Light's 0")
}

// "Amethyst Dice": each Shadow on an attack gives one more Basic Attack
// and costs the attacker one wound; the extra attacks ignore Shadows.
func TestAmethystShadow(t *testing.T) {
	g := combatGame(t, room, spec{name: "Warlock", side: Heroes, x: 0, y: 0, hearts: 3, attack: Melee, str: "1P"}, monster("Kobold", 1, 0))
	g.Models[1].Hearts, g.Models[1].MaxHearts = 2, 2
	apply(t, g, Activate{Model: 0})
	g.Dice = []int{pShadow, b0, pShadow, b0} // shadow (0 stars): defended; extra attack: shadow ignored, defended
	evs := apply(t, g, Attack{Target: 1})
	n := 0
	for _, e := range evs {
		if e.Kind == "Attack" {
			n++
		}
	}
	assert.Equal(t, 2, n, "one Shadow: one more attack, whose Shadow is ignored")
	assert.Equal(t, 2, g.Models[0].Hearts, "one wound for the Shadow")
}

// "Status Effects": Hex sets aside the highest attack die, Bane the
// highest defense die; Fire wounds at the start of the next activation;
// Poison forbids attacks and Ice unique abilities for that activation,
// after which the tokens go.
func TestStatusEffects(t *testing.T) {
	g := combatGame(t, room, hero("Knight", 0, 0), monster("Ogre", 1, 0))
	g.Models[1].Hearts, g.Models[1].MaxHearts = 3, 3
	g.Models[0].Status = Hex
	apply(t, g, Activate{Model: 0})
	g.Dice = []int{b2, b1, b0} // 3 stars, Hex drops the 2: 1 against 0
	apply(t, g, Attack{Target: 1})
	assert.Equal(t, 2, g.Models[1].Hearts)
	assert.Zero(t, g.Models[0].Status&Hex)

	g = combatGame(t, room, hero("Knight", 0, 0), monster("Ogre", 1, 0))
	g.Models[1].Status = Bane
	g.Models[1].Hearts, g.Models[1].MaxHearts = 3, 3
	apply(t, g, Activate{Model: 0})
	g.Dice = []int{b1, b0, b0, b2} // 1 (+1B for the status) against a Baned 2 → 0
	apply(t, g, Attack{Target: 1})
	assert.Equal(t, 2, g.Models[1].Hearts)

	g = combatGame(t, room, hero("Knight", 0, 0), monster("Ogre", 1, 0))
	g.Models[0].Status = Fire | Poison | Ice
	g.Models[0].Abilities = []string{"Shield Bash"}
	apply(t, g, Activate{Model: 0})
	assert.Equal(t, 2, g.Models[0].Hearts, "Fire: one wound as the activation begins")
	refused(t, g, Attack{Target: 1}, "Poisoned")
	refused(t, g, UseAbility{Ability: "Shield Bash", Target: 1}, "Ice")
	apply(t, g, EndActivation{})
	assert.Equal(t, Status(0), g.Models[0].Status)
}

// "Pushing and Pulling": straight away from (or toward) the attacker,
// stopping where normal movement would.
func TestPush(t *testing.T) {
	g := combatGame(t, room, hero("Knight", 0, 0), monster("Ogre", 1, 0))
	g.Models[1].Hearts, g.Models[1].MaxHearts = 3, 3
	g.Models[0].Abilities = []string{"Shield Bash"}
	apply(t, g, Activate{Model: 0})
	g.Dice = []int{b2, b0, b0}
	apply(t, g, UseAbility{Ability: "Shield Bash", Target: 1})
	assert.Equal(t, pt(3, 0), g.Models[1].At)
}

// "Tile Effects": a step into a chasm costs a wound and returns the model
// to where its move began; Lava gives Fire; difficult terrain counts two.
func TestTileEffects(t *testing.T) {
	g := combatGame(t, `
..~.
.l..
d...`, hero("Knight", 0, 0), monster("Kobold", 3, 2))
	apply(t, g, Activate{Model: 0})
	apply(t, g, Move{Path: []tiles.Point{pt(1, 0), pt(2, 0)}})
	assert.Equal(t, pt(0, 0), g.Models[0].At)
	assert.Equal(t, 2, g.Models[0].Hearts)
	g = combatGame(t, `
..~.
.l..
d...`, hero("Knight", 0, 0), monster("Kobold", 3, 2))
	apply(t, g, Activate{Model: 0})
	apply(t, g, Move{Path: []tiles.Point{pt(1, 1)}})
	assert.NotZero(t, g.Models[0].Status&Fire)
	g = combatGame(t, `
..~.
.l..
d...`, hero("Knight", 0, 1), monster("Kobold", 3, 2))
	apply(t, g, Activate{Model: 0})
	refused(t, g, Move{Path: []tiles.Point{pt(0, 2), pt(1, 2), pt(2, 2), pt(2, 1)}}, "difficult terrain counts two")
}

// "Area Effects": a Burst hits every model around its square, friends
// included, with one attack roll and a defense roll each.
func TestBurstHitsFriends(t *testing.T) {
	g := combatGame(t, room, spec{name: "Mage", side: Heroes, x: 0, y: 0, hearts: 3, attack: Magic, will: "2B"}, hero("Knight", 3, 1), monster("Kobold", 3, 2), monster("Kobold", 7, 4))
	g.Models[0].Abilities = []string{"Ember Burst"}
	apply(t, g, Activate{Model: 0})
	sq := pt(3, 2)
	g.Dice = []int{b2, b2, b0, b0}
	apply(t, g, UseAbility{Ability: "Ember Burst", Square: &sq})
	assert.Equal(t, 2, g.Models[1].Hearts, "the Knight stood in the burst")
	assert.NotZero(t, g.Models[1].Status&Fire)
	assert.False(t, g.Models[2].InPlay)
}

// "Lance X": never diagonal.
func TestLanceNotDiagonal(t *testing.T) {
	g := combatGame(t, room, spec{name: "Ranger", side: Heroes, x: 0, y: 0, hearts: 3, attack: Missile, dex: "2B"}, monster("Kobold", 3, 0))
	g.Models[0].Abilities = []string{"Piercing Arrow"}
	apply(t, g, Activate{Model: 0})
	refused(t, g, UseAbility{Ability: "Piercing Arrow", Dir: "NE"}, "never diagonally")
	g.Dice = []int{b2, b0}
	apply(t, g, UseAbility{Ability: "Piercing Arrow", Dir: "E"})
	assert.False(t, g.Models[1].InPlay)
}

// "Tile Effects": Champion +1B to attacks, Sentinel +1B to defense,
// Goddess heals a wound for the action.
func TestStatues(t *testing.T) {
	g := combatGame(t, room, hero("Knight", 1, 1), monster("Kobold", 2, 1))
	g.Features.Champion = []tiles.Point{pt(0, 0)}
	g.Features.Sentinel = []tiles.Point{pt(3, 2)}
	g.Features.Goddess = []tiles.Point{pt(0, 1)}
	pool, _ := g.attackPool(&g.Models[0], &g.Models[1], Melee, cards.Pool{})
	assert.Equal(t, 2+1, pool.Count(), "2B STR + 1B Champion")
	assert.Equal(t, 2, g.defensePool(&g.Models[1]).Count())
	g.Models[0].Hearts = 1
	apply(t, g, Activate{Model: 0})
	apply(t, g, Pray{})
	assert.Equal(t, 2, g.Models[0].Hearts)
}

// "Splitting Attacks": the dice for each of two separate targets are
// decided before rolling.
func TestSplitAttack(t *testing.T) {
	g := combatGame(t, room, hero("Rogue", 1, 1), monster("Kobold", 2, 1), monster("Kobold", 0, 1), monster("Kobold", 5, 4))
	g.Models[0].Abilities = []string{"Flurry", "Shield Bash"}
	apply(t, g, Activate{Model: 0})
	two := 2
	refused(t, g, UseAbility{Ability: "Shield Bash", Target: 1, Split: &two, First: "1B"}, "does not split")
	refused(t, g, UseAbility{Ability: "Flurry", Target: 1, Split: &two, First: "2B"}, "some, not all")
	refused(t, g, UseAbility{Ability: "Flurry", Target: 1, Split: &two, First: "1R"}, "some, not all")
	// 1B against the first (a 2 against 0), 1B against the second (0 against 0).
	g.Dice = []int{b2, b0, b0, b0}
	evs := apply(t, g, UseAbility{Ability: "Flurry", Target: 1, Split: &two, First: "1B"})
	assert.False(t, g.Models[1].InPlay)
	assert.True(t, g.Models[2].InPlay)
	n := 0
	for _, e := range evs {
		if e.Kind == "Attack" {
			n++
			assert.Len(t, e.Roll.Dice, 1, "one die each")
		}
	}
	assert.Equal(t, 2, n)
}

// "Use Item" with the party's backpack, used creatively: a toy distracts
// an enemy (Slow), spending the good; without one, or outside combat, it
// is refused.
func TestImprovisedGoods(t *testing.T) {
	g := combatGame(t, room, hero("Knight", 0, 0), monster("Kobold", 3, 0), monster("Kobold", 7, 4))
	apply(t, g, Activate{Model: 0})
	refused(t, g, UseGood{Hero: 0, Good: "toys", Target: 1}, "holds no toys")
	g.Backpack["toys"] = 1
	refused(t, g, UseGood{Hero: 0, Good: "crowns", Target: 1}, "no use for crowns")
	apply(t, g, UseGood{Hero: 0, Good: "toys", Target: 1})
	assert.Equal(t, Slow, g.Models[1].Status)
	assert.Zero(t, g.Backpack["toys"])
	assert.True(t, g.Acted)
}

// EndTurn during the side's last activation ends only that turn: the
// other side then plays its own.
func TestEndTurnDuringLastActivation(t *testing.T) {
	g := combatGame(t, room, hero("Knight", 0, 0), monster("Kobold", 5, 0))
	apply(t, g, Activate{Model: 0})
	apply(t, g, EndTurn{})
	assert.Equal(t, Consul, g.Turn)
	assert.Equal(t, []int{1}, g.CanActivate(), "the Consul's models still activate")
}
