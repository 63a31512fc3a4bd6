package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// Arcade rulebook, "Perform Defense Roll": the Hero defends with EQUAL or
// more stars than the monster's STR; hearts and potions are ignored.
func TestMonsterAttackDefense(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|W K .|
+-+-+-+`, "W=Sanctioned Witch", "K=Tower Stalker")
	g.Phase = ConsulTurn
	// Solo Stalker: STR 2. ARM 3B rolls 1+1+heart = 2: equal holds.
	g.ScriptDice(blue1, blue1, blueHeart)
	evs := must(t, g, MonsterAttack{Monster: id['K'], Target: id['W']})
	d := find[Defended](evs)
	require.Len(t, d, 1)
	assert.True(t, d[0].Held)
	assert.Equal(t, 2, d[0].STR)
	assert.Equal(t, 0, g.Model(id['W']).Wounds)
	assert.Equal(t, 0, find[Rolled](evs)[0].Hearts, "hearts are ignored on defense")

	// Chart bonus +1 STR (3) and an Epic Fight: fail = two wounds.
	g.ScriptDice(blue1, blue1, blue0)
	evs = must(t, g, MonsterAttack{Monster: id['K'], Target: id['W'], Bonus: 1, Epic: true})
	assert.False(t, find[Defended](evs)[0].Held)
	assert.Equal(t, 2, g.Model(id['W']).Wounds)
}

// Arcade rulebook, "Example Consul Turn": Weaken the Prey adds +2 STR and
// inflicts Bane; a Hero with Bane sets its highest defense die aside.
func TestWeakenThePreyAndBane(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|W K .|
+-+-+-+`, "W=Sanctioned Witch", "K=Tower Stalker")
	g.Phase = ConsulTurn
	g.ScriptDice(blue2, blue1, blue1) // 4 stars against STR 2+1+2 = 5
	evs := must(t, g, MonsterAttack{Monster: id['K'], Target: id['W'], Action: "Weaken the Prey", Bonus: 1})
	assert.Equal(t, 5, find[Defended](evs)[0].STR)
	assert.Equal(t, 1, g.Model(id['W']).Wounds)
	assert.True(t, g.Model(id['W']).Statuses.Has(cards.Bane))
	// Basic attack STR 3: 2+1+1 = 4 stars, Bane drops the 2: 2 < 3.
	g.ScriptDice(blue2, blue1, blue1)
	evs = must(t, g, MonsterAttack{Monster: id['K'], Target: id['W'], Bonus: 1})
	r := find[Rolled](evs)
	require.Len(t, r, 1)
	assert.Equal(t, 2, r[0].Stars)
	assert.Equal(t, 2, g.Model(id['W']).Wounds)
}

// Arcade rulebook, "Forming a Gang": with a bonded monster within two
// squares an elite uses its gang attributes and gains the bonded monsters'
// abilities; minions never attack.
func TestGangAttributes(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+
|W P . C .|
+ + + + + +
|. . . . X|
+-+-+-+-+-+`, "W=Riftling Warrior", "P=Spider Speaker", "C=Crawler", "X=Crawler")
	s := g.Model(id['P'])
	assert.Equal(t, cards.Profile{AP: 3, STR: 2, Range: 1}, g.Profile(s))
	g.Phase = ConsulTurn
	assert.Contains(t, refuse(t, g, MonsterAttack{Monster: id['C'], Target: id['W']}), "never attacks")
	// The Speaker's Poison ability poisons on a wound.
	g.ScriptDice(blue0, blue0, blue0)
	must(t, g, MonsterAttack{Monster: id['P'], Target: id['W']})
	assert.True(t, g.Model(id['W']).Statuses.Has(cards.Poison))
	// Crawler at (3,0) moves away: solo attributes.
	g.Model(id['C']).Pos = pt(4, 0)
	assert.Equal(t, cards.Profile{AP: 2, STR: 1, Range: 1}, g.Profile(g.Model(id['P'])))
}

// Arcade rulebook, "Expendable": wounds on an elite go to its closest
// bonded minion within two squares, except from area effects.
func TestExpendable(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+
|W K B . .|
+ + + + + +
|M . . . .|
+-+-+-+-+-+`, "W=Riftling Warrior", "M=Sanctioned Witch", "K=Tower Stalker", "B=Tower Blackblade")
	must(t, g, StartActivation{Hero: id['W']})
	g.ScriptDice(blue2, blue1, blue0, blue0) // 3 stars > ARM 2
	evs := must(t, g, Attack{Attr: cards.STR, Target: id['K']})
	assert.Equal(t, 0, g.Model(id['K']).Wounds)
	assert.False(t, g.Model(id['B']).InPlay, "the Blackblade took the wound")
	w := find[Wounded](evs)
	require.Len(t, w, 1)
	require.NotNil(t, w[0].InsteadOf)
	assert.Equal(t, 1, g.Model(id['W']).Wrath)
}

// card-facts.md: while Daemonus is in play the Midnight Queen cannot be
// targeted.
func TestDaemonusGuardsTheQueen(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+
|W . Q . D .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+`, "W=Sanctioned Witch", "Q=The Midnight Queen", "D=Daemonus")
	must(t, g, StartActivation{Hero: id['W']})
	assert.Contains(t, refuse(t, g, Attack{Attr: cards.WILL, Target: id['Q']}), "cannot be targeted while Daemonus is in play")
}

// Mob (card-facts.md, project reading): +1 STR only with more than three
// bonded monsters within two squares; the Example Consul Turn's Speaker
// with three Crawlers attacks at its gang STR.
func TestMob(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+
|W P 1 2 .|
+ + + + + +
|. 3 . . 4|
+-+-+-+-+-+`, "W=Riftling Warrior", "P=Spider Speaker", "1=Crawler", "2=Crawler", "3=Crawler", "4=Crawler")
	p := g.Model(id['P'])
	require.Len(t, g.BondedNear(p), 3)
	assert.Equal(t, 2, g.STR(p, 0))
	g.Models[id['4']].Pos = pt(2, 1)
	assert.Equal(t, 3, g.STR(g.Model(id['P']), 0), "four Crawlers: Mob")
}

// Arcade rulebook, "Expendable": WoundTakers names, before the attack,
// the minions that will take an elite's wounds (closest first, each with
// a heart left), and none for a minion, a Hero or an area attack; the
// attack then wounds exactly the first one named.
func TestWoundTakersNameTheExpendable(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+
|W K B . . C|
+ + + + + + +
|M . . D . .|
+-+-+-+-+-+-+`, "W=Riftling Warrior", "M=Sanctioned Witch", "K=Tower Stalker", "B=Tower Blackblade", "D=Tower Blackblade", "C=Crawler")
	must(t, g, StartActivation{Hero: id['W']})
	assert.Equal(t, []ModelID{id['B'], id['D']}, g.WoundTakers(id['W'], "Melee Attack", id['K']), "the closer Blackblade first")
	assert.Nil(t, g.WoundTakers(id['W'], "Melee Attack", id['B']), "a minion takes its own wounds")
	assert.Nil(t, g.WoundTakers(id['W'], "Melee Attack", id['C']), "no bond")
	assert.Nil(t, g.WoundTakers(id['W'], "Demon Charge", id['K']), "an area attack (Lance)")
	assert.Nil(t, g.WoundTakers(id['K'], "Melee Attack", id['W']), "a Hero has no minions")
	g.Model(id['B']).Wounds = g.Hearts(g.Model(id['B'])) - 1
	g.ScriptDice(blue2, blue1, blue0, blue0) // 3 stars > ARM 2
	evs := must(t, g, Attack{Attr: cards.STR, Target: id['K']})
	w := find[Wounded](evs)
	require.Len(t, w, 1)
	assert.Equal(t, id['B'], w[0].Model.ID, "the first one named took it")
	assert.Equal(t, []ModelID{id['D']}, g.WoundTakers(id['W'], "Melee Attack", id['K']), "the fallen Blackblade no more")
}
