package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Demon Charge (Lance 6, Charge; project meaning of Charge): the Warrior
// strikes the line, then charges along it to the last empty square.
func TestDemonChargeCharges(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+-+-+
|R C . B . .|. .|
+ + + + + + + + +
|W . . . . . . .|
+-+-+-+-+-+-+-+-+`, "R=Riftling Warrior", "W=Sanctioned Witch", "C=Crawler", "B=Tower Blackblade")
	must(t, g, StartActivation{Hero: id['R']})
	g.ScriptDice(blue2, blue2, blue0, blue0) // 4 stars: both die
	evs := must(t, g, UseAction{Action: "Demon Charge", Aim: Aim{Dir: tiles.E}})
	assert.False(t, g.Model(id['C']).InPlay)
	assert.False(t, g.Model(id['B']).InPlay)
	assert.Equal(t, pt(5, 0), g.Model(id['R']).Pos, "stopped by the wall after (5,0)")
	assert.Equal(t, 2, g.Model(id['R']).Wrath)
	mv := find[Moved](evs)
	require.Len(t, mv, 1)
}

// Hunger (project meaning): destroying an enemy heals the Warrior a wound.
func TestHunger(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|R C .|
+ + + +
|W . .|
+-+-+-+`, "R=Riftling Warrior", "W=Sanctioned Witch", "C=Crawler")
	g.Model(id['R']).Wounds = 2
	must(t, g, StartActivation{Hero: id['R']})
	// Fury: two wounds add two blue dice (4B + 2B); all blank but one 2.
	g.ScriptDice(blue2, blue0, blue0, blue0, blue0, blue0)
	evs := must(t, g, Attack{Attr: cards.STR, Target: id['C']})
	assert.Equal(t, "6B", find[Rolled](evs)[0].Pool, "Fury adds a blue die per wound")
	assert.False(t, g.Model(id['C']).InPlay)
	assert.Equal(t, 1, g.Model(id['R']).Wounds)
}

// Nine Lives (project meaning): once per game the Cat Burglar survives a
// destroying wound on her last heart.
func TestNineLives(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|B K .|
+ + + +
|W . .|
+-+-+-+`, "B=Cat Burglar", "W=Sanctioned Witch", "K=Tower Stalker")
	g.Model(id['B']).Wounds = 4
	g.Phase = ConsulTurn
	g.ScriptDice(blue0, blue0, blue0)
	must(t, g, MonsterAttack{Monster: id['K'], Target: id['B']})
	assert.True(t, g.Model(id['B']).InPlay)
	assert.Equal(t, 4, g.Model(id['B']).Wounds)
	g.ScriptDice(blue0, blue0, blue0)
	must(t, g, MonsterAttack{Monster: id['K'], Target: id['B']})
	assert.False(t, g.Model(id['B']).InPlay, "only once per game")
}

// Arcade rulebook, "Heal X": wounds or statuses in any combination; the
// player may name statuses to remove first.
func TestHealChoice(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|W B .|
+-+-+-+`, "W=Sanctioned Witch", "B=Cat Burglar")
	b := g.Model(id['B'])
	b.Wounds = 1
	b.Statuses = b.Statuses.With(cards.Poison)
	must(t, g, StartActivation{Hero: id['W']})
	must(t, g, UseAction{Action: "Curative", Aim: Aim{Target: id['B']}, Choices: Choices{HealStatuses: []cards.Status{cards.Poison}}})
	assert.Equal(t, 1, g.Model(id['B']).Wounds)
	assert.False(t, g.Model(id['B']).Statuses.Has(cards.Poison))
	must(t, g, UseAction{Action: "Curative", Aim: Aim{Target: id['B']}})
	assert.Equal(t, 0, g.Model(id['B']).Wounds)
}

// Spawning point auras (card-facts.md): the Spider Nest makes the squares
// within two difficult terrain; the Shadow Tower gives ruby monsters within
// two Stealth.
func TestSpawningPointAuras(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+-+-+-+
|W . . . N . . . .|
+ + + + + + + + + +
|. . . . . . . . .|
+ + + + + + + + + +
|. . . . . P . K .|
+-+-+-+-+-+-+-+-+-+`, "W=Sanctioned Witch", "N=Spider Nest", "P=Shadow Tower", "K=Tower Stalker")
	must(t, g, StartActivation{Hero: id['W']})
	evs := must(t, g, Move{Path: path(pt(1, 0), pt(2, 0))})
	assert.Equal(t, 3, find[Moved](evs)[0].Cost, "(2,0) is within two of the Nest")
	assert.True(t, g.Has(g.Model(id['K']), "Stealth"))
	assert.False(t, g.Has(g.Model(id['N']), "Stealth"), "the Nest is no ruby monster")
	g.Models[id['P']].InPlay = false
	assert.False(t, g.Has(g.Model(id['K']), "Stealth"))
}

// Sturdy, Proficient and Berserk (project meanings, keywords.go).
func TestSturdyProficientBerserk(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+
|R X B .|
+ + + + +
|C K . .|
+-+-+-+-+`, "R=Glimmerdusk Ranger", "B=Claw Tribe Barbarian", "C=Cat Burglar", "X="+ChestCard, "K=Crawler")
	r := g.Model(id['R'])
	assert.True(t, g.ImmuneTo(r, cards.Knockdown))
	assert.True(t, g.ImmuneTo(r, cards.Immobile))
	assert.False(t, g.ImmuneTo(r, cards.Poison))

	g.Deck(TreasureDeck).Draw = []string{"Ancestral Mail", "Hero's Blade", "Oracle Eye"}
	must(t, g, StartActivation{Hero: id['C']})
	evs := must(t, g, OpenChest{Chest: id['X']})
	assert.Len(t, find[ChestOpened](evs)[0].Drawn, 2, "first tile: one card, plus one for Proficient")
	must(t, g, EndActivation{})

	g.Model(id['B']).Wounds = 2 // Tough heals one at upkeep
	must(t, g, StartActivation{Hero: id['B']})
	require.Equal(t, 1, g.Model(id['B']).Wounds)
	g.ScriptDice(red0, red0, red0)
	evs = must(t, g, Attack{Attr: cards.STR, Target: id['K']})
	assert.Equal(t, "3R", find[Rolled](evs)[0].Pool, "STR 2R plus one red die for Berserk")
}

// Holy, Sidestep, Wind of Blades and Luck (project meanings, keywords.go).
func TestHolySidestepWindOfBladesLuck(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+-+-+-+-+
|P G C . . . . . . .|
+ + + + + + + + + + +
|R D E . . . . . . .|
+ + + + + + + + + + +
|. F . . . . . . . A|
+-+-+-+-+-+-+-+-+-+-+`, "P=Royal Paladin", "G=Moonspire Guardian", "R=Riftling Rogue",
		"C=Crawler", "D=Crawler", "E=Crawler", "F=Crawler", "A=Tower Arbalist")
	assert.True(t, g.ImmuneTo(g.Model(id['P']), cards.Hex))
	// The Arbalist (range 8) is 8 squares from the Guardian: Sidestep makes it 7.
	g.Phase = ConsulTurn
	assert.Contains(t, refuse(t, g, MonsterAttack{Monster: id['A'], Target: id['G']}), "range is 7")
	g.Phase = HeroTurn
	// Wind of Blades: three Crawlers next to the Guardian: +2 blue dice.
	assert.Equal(t, cards.MustPool("5B"), g.OffensePool(g.Model(id['G']), cards.STR, cards.Pool{}))
	// Luck (reroll.go): the Rogue's roll of no stars falls short of the
	// Crawler's ARM 1, so its weakest die (the last blank) is rolled again.
	must(t, g, StartActivation{Hero: id['R']})
	g.ScriptDice(blue0, blue0, blue0, blue2)
	evs := must(t, g, Attack{Attr: cards.STR, Target: id['D']})
	assert.Equal(t, "3B", find[Rolled](evs)[0].Pool, "Luck adds no die")
	rr := find[Rerolled](evs)
	require.Len(t, rr, 1)
	assert.Equal(t, []int{2}, rr[0].Dice)
	assert.Equal(t, 2, rr[0].Roll.Stars)
	require.Len(t, find[Compared](evs), 1)
	assert.True(t, find[Compared](evs)[0].Success, "the reroll's two stars beat ARM 1")
	// Once per activation.
	g.ScriptDice(blue0, blue0, blue0)
	evs = must(t, g, Attack{Attr: cards.STR, Target: id['F']})
	assert.Empty(t, find[Rerolled](evs), "Luck is spent")
}
