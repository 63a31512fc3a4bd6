package arcade

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// exampleBoard is the position of the Arcade rulebook's "Example Consul
// Turn" (our own layout; the book shows only a picture): the balanced
// party with the Warrior 3 wrath, the Witch 2 wrath and two wounds, the
// Guardian 1 wrath; a Crawler Cluster (the Speaker with two Crawlers, the
// third Crawler in the pool) and a Shadow Guard with only its Stalker left.
// The Spider Nest and a Shadow Tower fill the pool. The Warrior wears two
// cards (Terrible Burden's trap needs them).
func exampleBoard(t *testing.T) (*rules.Game, map[rune]rules.ModelID) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
|. . X . . N . . . . 1 . . . . .|
+ + + + + + + + + + + + + + + + +
|T . . . . . . . . W . . P . . R|
+ + + + + + + + + + + + + + + + +
|. . . . . . . . . . 2 . . . . G|
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+`,
		"W=Sanctioned Witch", "R=Riftling Warrior", "G=Moonspire Guardian",
		"N=Spider Nest", "X=Shadow Tower", "P=Spider Speaker", "1=Crawler", "2=Crawler", "T=Tower Stalker")
	g.Model(id['W']).Wrath, g.Model(id['W']).Wounds = 2, 2
	g.Model(id['R']).Wrath = 3
	g.Model(id['G']).Wrath = 1
	g.Model(id['R']).Slots = [4]string{"Bent Nail", "Adventurer Plate", "", ""}
	g.Turn = 6
	StateOf(g).Space = 5 // the boss moves from the fifth space to the sixth
	g.Deck(ChallengeDeck).Draw = []string{"Terrible Burden"}
	require.Equal(t, 6, g.WrathPool, "every wrath token is on a Hero")
	return g, id
}

// Arcade rulebook, "Example Consul Turn", step by step: sixth space (+1
// STR; Move, Unique, Fight, Challenge, Reinforce). Dice are fixed to the
// book's rolls, except the Speaker's first defense roll (see
// TestExampleConsulTurnSpeakerSTR).
func TestExampleConsulTurn(t *testing.T) {
	g, id := exampleBoard(t)
	W, R, P, T := id['W'], id['R'], id['P'], id['T']
	const b0, b1, b2 = blue0, blue1, blue2

	// Upkeep and chart: space 6 and its +1 STR for every monster.
	evs := must(t, g, ConsulStep{})
	ca := find[ChartAdvanced](evs)
	require.Len(t, ca, 1)
	assert.Equal(t, 6, ca[0].Space)
	assert.Equal(t, []string{"Move", "Unique", "Fight", "Challenge", "Reinforce"}, ca[0].Commands)
	assert.Equal(t, 1, StateOf(g).STR)

	// Move: the Speaker, the elite closest to the Warrior, goes first and
	// stops within range; its Crawlers are placed back within two squares.
	// The Stalker gets as close as it can but cannot reach the Warrior.
	evs = must(t, g, ConsulStep{})
	d := decisions(evs)
	require.Len(t, d, 2)
	assert.Equal(t, P, d[0].Monster.ID)
	assert.Equal(t, R, d[0].Target.ID)
	assert.Contains(t, d[0].Reason, "Spider Speaker moves toward Riftling Warrior (Riftling Warrior has the most wrath (3)")
	assert.Equal(t, 1, g.ModelDist(g.Model(P), g.Model(R)), "the Speaker ends next to the Warrior")
	for _, c := range []rune{'1', '2'} {
		assert.LessOrEqual(t, g.ModelDist(g.Model(P), g.Model(id[c])), 2, "Crawler %c still bonded", c)
	}
	assert.Equal(t, T, d[1].Monster.ID)
	assert.Greater(t, g.ModelDist(g.Model(T), g.Model(R)), 1, "the Stalker cannot reach the Warrior")
	assert.Equal(t, 1, g.ModelDist(g.Model(T), g.Model(W)), "but it ends next to the Witch")

	// Unique: Scuttling Swarm brings the last Crawler; Weaken the Prey goes
	// at the Witch, the most-wrath Hero the Stalker reaches, with STR 2
	// (solo) + 1 (chart) + 2 (action) = 5. She rolls four stars: a wound
	// and Bane.
	g.ScriptDice(b2, b2, b0)
	evs = must(t, g, ConsulStep{})
	sp := find[MonsterSpawned](evs)
	require.Len(t, sp, 1)
	assert.Equal(t, "Crawler", sp[0].Model.Name)
	assert.LessOrEqual(t, g.ModelDist(g.Model(P), g.Model(sp[0].Model.ID)), 2)
	def := find[rules.Defended](evs)
	require.Len(t, def, 1)
	assert.Equal(t, "Weaken the Prey", def[0].Action)
	assert.Equal(t, W, def[0].Hero.ID)
	assert.Equal(t, 5, def[0].STR)
	assert.Equal(t, 4, def[0].Stars)
	assert.Equal(t, 3, g.Model(W).Wounds)
	assert.True(t, g.Model(W).Statuses.Has(cards.Bane))
	reasons := ""
	for _, x := range decisions(evs) {
		reasons += x.Reason + "\n"
	}
	assert.Contains(t, reasons, "Riftling Warrior is out of reach")

	// Fight: the Speaker (gang attributes, AP 3) attacks the Warrior three
	// times: hold, fail (a wound and Poison), hold. The Stalker (solo, AP
	// 2, STR 2 + 1) attacks the Witch twice; Bane sets her best die aside,
	// she fails both, and with five wounds she is destroyed; her two wrath
	// tokens go back to the pool.
	g.ScriptDice(b2, b2, b0, b1, b1, b0, b2, b2, b0, // the Warrior: 4 (book: 3), 2, 4
		b2, b1, b0, b2, b1, b0) // the Witch: 3 - 2 (Bane) = 1, twice
	evs = must(t, g, ConsulStep{})
	def = find[rules.Defended](evs)
	require.Len(t, def, 5)
	for i, want := range []bool{true, false, true} {
		assert.Equal(t, R, def[i].Hero.ID)
		assert.Equal(t, want, def[i].Held, "Speaker attack %d", i+1)
	}
	for _, x := range def[3:] {
		assert.Equal(t, W, x.Hero.ID)
		assert.Equal(t, 3, x.STR, "solo STR 2 + 1 from the chart")
		assert.Equal(t, 1, x.Stars, "Bane set the two-star die aside")
		assert.False(t, x.Held)
	}
	assert.Equal(t, 1, g.Model(R).Wounds)
	assert.True(t, g.Model(R).Statuses.Has(cards.Poison))
	assert.False(t, g.Model(W).InPlay, "the Witch is destroyed")
	assert.Equal(t, 0, g.Model(W).Wrath)
	assert.Equal(t, 2, g.FreeWrath(), "her two wrath tokens are free again")
	assert.Len(t, find[rules.HeroDown](evs), 1)
	assert.Empty(t, g.Over, "the party still has coins")

	// Challenge: Terrible Burden; its trap wounds the Warrior, the only Hero
	// wearing two cards.
	evs = must(t, g, ConsulStep{})
	cd := find[CardDrawn](evs)
	require.Len(t, cd, 1)
	assert.Equal(t, "Terrible Burden", cd[0].Card)
	assert.Equal(t, 2, g.Model(R).Wounds)
	assert.Equal(t, 0, g.Model(id['G']).Wounds)

	// Reinforce: the Speaker's gang is all in play; the Stalker calls two
	// Blackblades (the number its Shadow Tower lists) within two squares.
	evs = must(t, g, ConsulStep{})
	sp = find[MonsterSpawned](evs)
	require.Len(t, sp, 2)
	for _, s := range sp {
		assert.Equal(t, "Tower Blackblade", s.Model.Name)
		assert.LessOrEqual(t, g.ModelDist(g.Model(T), g.Model(s.Model.ID)), 2)
	}

	// Clean-up: no stragglers; the challenge stays (drawn this turn).
	evs = must(t, g, ConsulStep{})
	assert.Len(t, find[ConsulTurnOver](evs), 1)
	assert.Equal(t, "Terrible Burden", StateOf(g).Challenge)
	for _, x := range decisions(evs) {
		assert.NotContains(t, x.Reason, "straggler")
	}

	// Power-up: a Princess Coin brings the Witch back, next to a Hero.
	must(t, g, rules.EndPhase{})
	assert.Equal(t, rules.ConsulPowerUp, g.Phase)
	var at *tiles.Point
	for _, dir := range tiles.AllDirs {
		if p := g.Model(id['G']).Pos.Add(dir); at == nil && g.Fits(p, false, rules.NoModel) {
			at = &p
		}
	}
	require.NotNil(t, at, "a free square next to the Guardian")
	must(t, g, rules.Revive{Hero: W, At: *at})
	must(t, g, rules.EndPhase{})
	assert.Equal(t, 3, g.Coins)
	assert.True(t, g.Model(W).InPlay)
	assert.Equal(t, rules.HeroTurn, g.Phase)
}

// Arcade rulebook, "Example Consul Turn": the Speaker's gang attacks at STR
// 2 + 1 = 3 with three Crawlers around it. Mob (+1 STR) needs more than
// three bonded monsters within two squares (card-facts.md says "a gang of
// more than three models"; counting the bonded monsters is the reading that
// agrees with this example), so three Crawlers add nothing.
func TestExampleConsulTurnSpeakerSTR(t *testing.T) {
	g, id := exampleBoard(t)
	for i := 0; i < 3; i++ {
		must(t, g, ConsulStep{}) // chart, Move, Unique
	}
	speaker := g.Model(id['P'])
	require.Len(t, g.BondedNear(speaker), 3, "three Crawlers within two squares")
	assert.Equal(t, 3, g.STR(speaker, asArcade(g).consulSTR(speaker)), "gang STR 2 + the space's star bonus, no Mob")
}
