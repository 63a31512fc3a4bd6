package ai

import (
	"errors"
	"fmt"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

var (
	sharedOnce  sync.Once
	sharedCat   *rules.Catalog
	sharedCards *arcade.Cards
	sharedTiles *tiles.Set
	sharedErr   error
)

func loadShared(t testing.TB) {
	t.Helper()
	sharedOnce.Do(func() {
		if sharedCat, sharedErr = rules.LoadCatalog(); sharedErr == nil {
			sharedCards, sharedErr = arcade.LoadCards()
		}
		if sharedErr == nil {
			sharedTiles, sharedErr = tiles.LoadSet()
		}
	})
	require.NoError(t, sharedErr)
}

// Arcade rulebook, "Recommended Parties".
var balancedParty = []string{"Riftling Warrior", "Moonspire Guardian", "Sanctioned Witch"}

// parties cycles through every Hero so the soak exercises each card.
var parties = [][]string{
	balancedParty,
	{"Tincan", "Cat Burglar", "Hexcast Sorceress"},
	{"Royal Paladin", "Ember Mage", "Glimmerdusk Ranger", "Claw Tribe Barbarian"},
	{"Hearthsworn Fighter", "Riftling Rogue", "Sanctioned Witch"},
}

// arcadeGame sets up a game for seed with the shared card data.
func arcadeGame(t testing.TB, seed uint64, heroes []string) *rules.Game {
	t.Helper()
	loadShared(t)
	g, _, err := arcade.New(arcade.Setup{Seed: seed, Heroes: heroes, Catalog: sharedCat, Cards: sharedCards, Tiles: sharedTiles})
	require.NoError(t, err)
	return g
}

// The soak: whole games where every Hero command comes from the AI. Play
// stops with ErrIllegal on the first command the engine refuses and with
// ErrBrokeInv on a broken invariant, so a pass means every command of
// every game was legal.
func TestSoakEveryCommandLegal(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 30
	}
	outcomes := map[string]int{}
	for i := 0; i < n; i++ {
		seed := uint64(1000 + i)
		party := parties[i%len(parties)]
		g := arcadeGame(t, seed, party)
		res, err := Play(g, New(), PlayOptions{Check: CheckInvariants})
		require.NoError(t, err, "seed %d, party %v", seed, party)
		require.NotEmpty(t, res.Winner, "seed %d ended without a winner", seed)
		outcomes[res.Winner]++
	}
	t.Logf("%d games: %v", n, outcomes)
}

// Same seed, same AI: the same commands and the same final state.
func TestDeterministic(t *testing.T) {
	for _, seed := range []uint64{3, 77, 1234} {
		var hashes [2]string
		var cmds [2][]string
		for k := range 2 {
			g := arcadeGame(t, seed, parties[int(seed)%len(parties)])
			_, err := Play(g, New(), PlayOptions{Record: func(c rules.Command, _ []rules.Event) {
				cmds[k] = append(cmds[k], fmt.Sprintf("%T%+v", c, c))
			}})
			require.NoError(t, err)
			hashes[k] = g.Hash()
		}
		assert.Equal(t, hashes[0], hashes[1], "seed %d", seed)
		assert.Equal(t, cmds[0], cmds[1], "seed %d", seed)
	}
}

// A Player reused across games decides exactly like a fresh one (its only
// state is a cache of distance fields).
func TestPlayerReuse(t *testing.T) {
	p := New()
	_, err := Play(arcadeGame(t, 5, balancedParty), p, PlayOptions{})
	require.NoError(t, err)
	g1, g2 := arcadeGame(t, 6, balancedParty), arcadeGame(t, 6, balancedParty)
	_, err = Play(g1, p, PlayOptions{})
	require.NoError(t, err)
	_, err = Play(g2, New(), PlayOptions{})
	require.NoError(t, err)
	assert.Equal(t, g2.Hash(), g1.Hash())
}

// A turn cap stops a game with ErrTurnCap rather than running forever.
func TestTurnCap(t *testing.T) {
	g := arcadeGame(t, 9, balancedParty)
	_, err := Play(g, New(), PlayOptions{MaxTurns: 1})
	require.Empty(t, g.Over, "seed 9 should not be over in one turn")
	require.True(t, errors.Is(err, ErrTurnCap), "got %v", err)
}

const healBoard = `
+-+-+-+-+-+-+-+-+
|. . . . . . . .|
+ + + + + + + + +
|. W . R . . K .|
+ + + + + + + + +
|. . . . . . . .|
+ + + + + + + + +
|. . . . . . . .|
+-+-+-+-+-+-+-+-+`

// healScenario: the Riftling Warrior has one heart left with a Tower
// Stalker three squares away; the Sanctioned Witch (Curative, range 6)
// stands two squares from him.
func healScenario(t *testing.T) (*rules.Game, rules.ModelID, rules.ModelID, rules.ModelID) {
	loadShared(t)
	m, marks, err := tiles.ParseMap(healBoard, nil)
	require.NoError(t, err)
	at := map[rune]tiles.Point{}
	for p, r := range marks {
		at[r] = p
	}
	g, err := rules.New(rules.Setup{Seed1: 1, Seed2: 2, Board: m, Catalog: sharedCat,
		Heroes: []rules.Placement{
			{Card: "Sanctioned Witch", At: at['W'], Potions: 1},
			{Card: "Riftling Warrior", At: at['R'], Potions: 1, Wounds: 4},
		},
		Monsters: []rules.Placement{{Card: "Tower Stalker", At: at['K']}},
	})
	require.NoError(t, err)
	return g, g.At(at['W']).ID, g.At(at['R']).ID, g.At(at['K']).ID
}

// Arcade rulebook, "Hero Turn": a Hero one wound from death with a healer
// nearby is healed in the Heroes' turn, or walks away from the monster.
func TestDyingHeroHealedOrRetreats(t *testing.T) {
	g, witch, warrior, stalker := healScenario(t)
	before := g.Model(warrior)
	require.Equal(t, 1, g.Hearts(before)-before.Wounds)
	distBefore := tiles.Dist(before.Pos, g.Model(stalker).Pos)
	p := New()
	var cmds []string
	for g.Phase == rules.HeroTurn && g.Over == "" {
		c := p.Next(g)
		require.NotNil(t, c)
		_, err := g.Apply(c)
		require.NoError(t, err, "%T %+v", c, c)
		cmds = append(cmds, fmt.Sprintf("%T%+v", c, c))
	}
	w := g.Model(warrior)
	healed := w.Wounds < 4
	retreated := tiles.Dist(w.Pos, g.Model(stalker).Pos) > distBefore
	assert.True(t, healed || retreated, "warrior neither healed nor retreated: %v", cmds)
	// With Curative two squares away, the healer should be the one to act.
	assert.True(t, healed, "the Witch (id %d) did not heal: %v", witch, cmds)
}
