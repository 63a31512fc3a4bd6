package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

const threeHeroes = `
+-+-+-+-+
|A B C .|
+ + + + +
|. . . .|
+-+-+-+-+`

// Arcade rulebook, "Hero Turn": two Heroes activate, each one once; every
// Hero must activate before one goes again; when all have tokens, the
// tokens are cleared.
func TestHeroTurnActivations(t *testing.T) {
	g, id := board(t, threeHeroes, "A=Riftling Warrior", "B=Moonspire Guardian", "C=Sanctioned Witch")
	a, b, c := id['A'], id['B'], id['C']
	must(t, g, StartActivation{Hero: a})
	assert.Contains(t, refuse(t, g, StartActivation{Hero: b}), "still activating")
	must(t, g, EndActivation{})
	assert.Contains(t, refuse(t, g, StartActivation{Hero: a}), "activation token")
	assert.Contains(t, refuse(t, g, EndPhase{}), "only 1 of 2")
	must(t, g, StartActivation{Hero: b})
	evs := must(t, g, EndActivation{})
	pc := find[PhaseChanged](evs)
	require.Len(t, pc, 1)
	assert.Equal(t, HeroPowerUp, g.Phase)
	assert.Contains(t, refuse(t, g, StartActivation{Hero: c}), "only in the Hero turn")

	must(t, g, EndPhase{}) // power-up -> Consul turn
	assert.Equal(t, ConsulTurn, g.Phase)
	must(t, g, EndPhase{}) // Consul turn -> Consul power-up
	must(t, g, EndPhase{}) // -> Hero turn 2
	assert.Equal(t, HeroTurn, g.Phase)
	assert.Equal(t, 2, g.Turn)

	// Turn 2: the Witch has not activated yet, so A and B must wait.
	assert.Contains(t, refuse(t, g, StartActivation{Hero: a}), "activation token")
	must(t, g, StartActivation{Hero: c})
	evs = must(t, g, EndActivation{})
	assert.Len(t, find[TokensReset](evs), 1, "all three activated: tokens cleared")
	assert.Contains(t, refuse(t, g, StartActivation{Hero: c}), "already activated this Hero turn")
	must(t, g, StartActivation{Hero: a})
	must(t, g, EndActivation{})
	assert.Equal(t, HeroPowerUp, g.Phase)
}

// Arcade rulebook, "Game Size": with five or six Heroes, three activate.
func TestThreeActivationsWithFiveHeroes(t *testing.T) {
	g, _ := board(t, `
+-+-+-+-+-+
|A B C D E|
+-+-+-+-+-+`, "A=Riftling Warrior", "B=Moonspire Guardian", "C=Sanctioned Witch", "D=Tincan", "E=Cat Burglar")
	assert.Equal(t, 3, g.ActivationsPerTurn())
	assert.Equal(t, 10, g.WrathPool)
	assert.Equal(t, 6, g.Coins)
}

// Arcade rulebook, "Upkeep": end the Hero's previous effects, then
// healing (Tough), then damage (Fire).
func TestUpkeepOrder(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|A B .|
+-+-+-+`, "A=Claw Tribe Barbarian", "B=Sanctioned Witch")
	a := g.Model(id['A'])
	a.Wounds = 2
	a.Statuses = a.Statuses.With(cards.Fire)
	evs := must(t, g, StartActivation{Hero: id['A']})
	require.Len(t, find[Healed](evs), 1, "Tough removes a wound")
	require.Len(t, find[Wounded](evs), 1, "Fire deals a wound")
	assert.Equal(t, 2, g.Model(id['A']).Wounds)
	var order []string
	for _, e := range evs {
		order = append(order, e.Kind())
	}
	assert.Equal(t, []string{"activation-started", "healed", "wounded"}, order)
}

// Arcade rulebook, "Upkeep" step 2 and "Sharing Potions": a potion's bonus
// lasts until the start of the drinker's next activation.
func TestEffectsEndAtNextUpkeep(t *testing.T) {
	g, id := board(t, threeHeroes, "A=Riftling Warrior", "B=Moonspire Guardian", "C=Sanctioned Witch")
	must(t, g, StartActivation{Hero: id['C']})
	must(t, g, DrinkPotion{Owner: id['A'], Action: "Firevine"})
	assert.Equal(t, 0, g.Model(id['A']).Potions, "the Warrior's token was spent")
	w := g.Model(id['C'])
	assert.Equal(t, cards.MustPool("1B"), g.boostDice(w, cards.WILL, "offense"))
	assert.True(t, g.Has(w, "Fire"))
	must(t, g, EndActivation{})
	must(t, g, StartActivation{Hero: id['A']})
	must(t, g, EndActivation{})
	// Turn 2 ... the Witch's next activation ends Firevine.
	for g.Phase != HeroTurn {
		must(t, g, EndPhase{})
	}
	must(t, g, StartActivation{Hero: id['B']})
	must(t, g, EndActivation{})
	evs := must(t, g, StartActivation{Hero: id['C']})
	assert.Len(t, find[EffectEnded](evs), 1)
	// Model pointers do not survive Apply (it swaps in a new state).
	assert.False(t, g.Has(g.Model(id['C']), "Fire"))
}

// Arcade rulebook, "Spending Princess Coins": each Hero destroyed in the
// turn costs a coin at power-up; the Hero comes back next to the start
// token or another Hero, and a different Hero loses the old one's tokens.
func TestReviveWithPrincessCoin(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+
|A K . .|
+ + + + +
|B . . .|
+-+-+-+-+`, "A=Sanctioned Witch", "B=Tincan", "K=Tower Stalker")
	g.Model(id['A']).Wounds = 4
	g.Phase = ConsulTurn
	g.ScriptDice(blue0, blue0, blue0)
	evs := must(t, g, MonsterAttack{Monster: id['K'], Target: id['A']})
	require.Len(t, find[HeroDown](evs), 1)
	must(t, g, EndPhase{})
	assert.Contains(t, refuse(t, g, Revive{Hero: id['A'], At: pt(3, 0)}), "next to the start token or next to another Hero")
	assert.Contains(t, refuse(t, g, Revive{Hero: id['A'], Card: "Tincan", At: pt(1, 1)}), "already in the dungeon")
	coins := g.Coins
	must(t, g, Revive{Hero: id['A'], Card: "Cat Burglar", At: pt(1, 1)})
	a := g.Model(id['A'])
	assert.True(t, a.InPlay)
	assert.Equal(t, "Cat Burglar", a.Card)
	assert.Equal(t, 0, a.Potions, "a different Hero: the old tokens are discarded")
	assert.Equal(t, coins-1, g.Coins)
	must(t, g, EndPhase{})
	assert.Equal(t, HeroTurn, g.Phase)
}

// Spending the coin is mandatory: a Hero nobody revived comes back by
// default at power-up; when monsters fill every square next to the start
// token and the Heroes, the nearest free square to the start token serves
// (project fallback).
func TestDefaultRevive(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+
|A K . . .|
+ + + + + +
|L M . . .|
+-+-+-+-+-+`, "A=Sanctioned Witch", "K=Tower Stalker", "L=Tower Blackblade", "M=Tower Blackblade")
	g.Model(id['A']).Wounds = 4
	g.Phase = ConsulTurn
	g.ScriptDice(blue0, blue0, blue0)
	must(t, g, MonsterAttack{Monster: id['K'], Target: id['A']})
	// The start token (0,0) is walled in by monsters and no Hero is in play:
	// the nearest free square is the start token's own.
	assert.Equal(t, []tiles.Point{pt(0, 0)}, g.ReviveSquares())
	must(t, g, EndPhase{})
	evs := must(t, g, EndPhase{})
	assert.NotEmpty(t, find[Note](evs))
	assert.True(t, g.Model(id['A']).InPlay)
	assert.Equal(t, pt(0, 0), g.Model(id['A']).Pos)
}
