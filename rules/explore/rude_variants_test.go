package explore

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Tests of the optional variants at the end of the Rude Supers document
// ("Variants"), each naming its heading.

var party5 = []string{"Royal Paladin", "Ember Mage", "Glimmerdusk Ranger", "Tincan", "Claw Tribe Barbarian"}

func rudeVariantGame(t *testing.T, heroes []string, o RudeOptions) *rules.Game {
	t.Helper()
	g, _, err := New(Setup{Seed: 7, Heroes: heroes, Catalog: testCatalog(t), Rude: &o})
	require.NoError(t, err)
	return g
}

// "Variants", "Casual Mode": "allow for 4 Heroes to enter a dungeon
// set-up as if 3 Heroes were selected" (no extra tile, spawning point or
// mini-boss; the tables read the 3-Hero row) and "The Heroes also receive
// an additional Princess Coin". The extra Hero still activates, so the
// Heroes' turn has one more gap for a Super's interruption.
func TestRudeCasualMode(t *testing.T) {
	g := rudeVariantGame(t, party5[:4], RudeOptions{Casual: true})
	r := ex(g).rude()
	assert.Len(t, g.Heroes(), 4)
	assert.Len(t, spawningPoints(g), 3, "no additional tile or spawn point")
	assert.Equal(t, 3, r.Party, "set up as if 3 Heroes were selected")
	assert.Equal(t, 1, r.MiniBossMax(), "no additional Mini-Boss")
	assert.Equal(t, 8, r.SpawnLeft, "the 3-Hero row's skulls")
	assert.Equal(t, 5, g.Coins, "one coin per Hero and an additional one")
	assert.Equal(t, 4, r.heroes())

	plain := rudeVariantGame(t, party5[:4], RudeOptions{})
	assert.Len(t, spawningPoints(plain), 4)
	assert.Equal(t, 4, plain.Coins)

	_, _, err := New(Setup{Seed: 7, Heroes: balanced, Catalog: testCatalog(t), Rude: &RudeOptions{Casual: true}})
	assert.ErrorContains(t, err, "4 to 6 Heroes with Casual Mode")
	g6 := rudeVariantGame(t, append(party5[:5:5], "Hearthsworn Fighter"), RudeOptions{Casual: true})
	assert.Len(t, spawningPoints(g6), 4, "six Heroes as if five: the tile set's four tiles")
	assert.Equal(t, 5, ex(g6).rude().Party)
}

// "Variants", "Pincer Assault": "In a 4- or 5-Hero Game, allow the Heroes
// to split up during the game setup and enter from 2 different doorways":
// half the party (rounded up) around the start token, the rest around a
// second start marker on another dungeon exit; revived Heroes may come
// back near either marker ("Using Princess Coins").
func TestRudePincerAssault(t *testing.T) {
	for _, n := range []int{4, 5} {
		g := rudeVariantGame(t, party5[:n], RudeOptions{Pincer: true})
		starts := Starts(g)
		require.Len(t, starts, 2, "%d Heroes", n)
		first, second := starts[0], starts[1]
		assert.Greater(t, tiles.Dist(first, second), 4, "two different doorways")
		onSecondExit := false
		for _, e := range g.Board.Exits {
			for _, p := range e.Squares {
				onSecondExit = onSecondExit || p == second
			}
		}
		assert.True(t, onSecondExit, "the second marker is on a doorway leading out of the dungeon")
		near := map[tiles.Point]int{}
		for _, id := range g.Heroes() {
			p := g.Model(id).Pos
			switch {
			case tiles.Dist(p, first) <= 2:
				near[first]++
			case tiles.Dist(p, second) <= 2:
				near[second]++
			default:
				t.Errorf("%d Heroes: %s at %v is near neither marker", n, g.Model(id).Card, p)
			}
		}
		assert.Equal(t, n-n/2, near[first], "%d Heroes", n)
		assert.Equal(t, n/2, near[second], "%d Heroes", n)
	}

	// A revived Hero may come back within four squares of the second
	// marker even with every Hero in play far from it.
	g := rudeVariantGame(t, party5[:4], RudeOptions{Pincer: true})
	second := Starts(g)[1]
	hs := g.Heroes()
	for _, id := range hs {
		if tiles.Dist(g.Model(id).Pos, second) <= 2 {
			g.Destroy(g.Model(id), rules.NoModel)
		}
	}
	near := false
	for _, p := range g.ReviveSquares() {
		near = near || tiles.Dist(p, second) <= 4
	}
	assert.True(t, near, "revive near the second start marker")

	for _, n := range []int{3, 6} {
		heroes := append(party5[:5:5], "Hearthsworn Fighter")[:n]
		_, _, err := New(Setup{Seed: 7, Heroes: heroes, Catalog: testCatalog(t), Rude: &RudeOptions{Pincer: true}})
		assert.ErrorContains(t, err, "4 to 5 Heroes with Pincer Assault", "%d Heroes", n)
	}
	plain := rudeVariantGame(t, party5[:4], RudeOptions{})
	assert.Len(t, Starts(plain), 1)
}

// "Variants", "Pincer Assault": "allow the Heroes to split up during the
// game setup and enter from 2 different doorways": the Heroes choose the
// second doorway. The placement board lights every exit square they may
// choose (another doorway than the start token's, reachable on foot, with
// room for their half); a chosen square is where the second half enters,
// and any other square is refused with its reason. "Choose for me" (no
// square) is the rules' pick, the first lit square.
func TestRudePincerAssaultTheHeroesChooseTheDoorway(t *testing.T) {
	setup := func(at *tiles.Point) Setup {
		return Setup{Seed: 7, Heroes: party5[:4], Catalog: testCatalog(t), Rude: &RudeOptions{Pincer: true, SecondStart: at}}
	}
	board, step, err := PlacementBoard(setup(nil))
	require.NoError(t, err)
	require.Equal(t, TokenDoorway, step.What)
	assert.False(t, step.Consul, "the Heroes choose")
	assert.Equal(t, 2, step.N, "two of four Heroes enter by the second doorway")
	require.GreaterOrEqual(t, len(step.Squares), 2, "a choice among several exit squares")
	assert.Equal(t, Starts(rudeVariantGame(t, party5[:4], RudeOptions{Pincer: true}))[1], step.ForMe, "for me: the rules' own pick")
	assert.Zero(t, StateOf(board).Rude.SpawnLeft, "no round begins on the placement board")

	pick := step.Squares[len(step.Squares)-1]
	require.NotEqual(t, step.ForMe, pick)
	g, _, err := New(Place(setup(nil), step, pick))
	require.NoError(t, err)
	require.Equal(t, []tiles.Point{g.Board.Start, pick}, Starts(g))
	near := 0
	for _, id := range g.Heroes() {
		if tiles.Dist(g.Model(id).Pos, pick) <= 2 {
			near++
		}
	}
	assert.Equal(t, 2, near, "half the party enters by the chosen doorway")

	inside := g.Model(g.Heroes()[0]).Pos
	for _, c := range []struct {
		at     tiles.Point
		reason string
	}{
		{board.Board.Start, "it is the start token's own doorway"},
		{tiles.Point{X: inside.X + 1, Y: inside.Y + 3}, "it is not on a doorway leading out of the dungeon"},
	} {
		at := c.at
		_, _, err := New(setup(&at))
		assert.ErrorContains(t, err, c.reason, "%v", at)
	}
}

// "Variants", "Unlimited Princess Coins": "The Heroes can revive and use
// the New Player option as often as they'd like without any penalties
// (please note: the Consul can still win if they eliminate all Heroes in a
// single round)". With no coin ever running out, the boss's third
// condition ("the Heroes have exhausted their Princess Coins") never
// holds.
func TestRudeUnlimitedPrincessCoins(t *testing.T) {
	g := rudeVariantGame(t, balanced, RudeOptions{Unlimited: true})
	hs := g.Heroes()
	assert.Equal(t, 3, g.Coins)
	g.Turn = 2
	for round := 0; round < 4; round++ {
		// A Hero falls every round and comes back for nothing.
		g.Destroy(g.Model(hs[2]), rules.NoModel)
		if g.Phase == rules.ConsulTurn {
			apply(t, g, rules.EndPhase{})
		}
		for _, id := range hs[:2] {
			apply(t, g, rules.StartActivation{Hero: id})
			apply(t, g, rules.EndActivation{})
		}
		require.Equal(t, rules.HeroPowerUp, g.Phase)
		apply(t, g, NewPlayer{Hero: hs[0], Card: []string{"Tincan", "Royal Paladin"}[round%2]})
		assert.Equal(t, 3, g.Coins, "round %d: New Player costs nothing", round)
		apply(t, g, rules.EndPhase{})
		assert.True(t, g.Model(hs[2]).InPlay, "round %d: revived", round)
		assert.Equal(t, 3, g.Coins, "round %d: the revival costs nothing", round)
		assert.Empty(t, g.Over)
	}
	assert.ErrorContains(t, ex(g).BossMaySpawn(), "still has Princess Coins")
	for _, id := range hs {
		if g.Model(id).InPlay {
			g.Destroy(g.Model(id), rules.NoModel)
		}
	}
	assert.Equal(t, "consul", g.Over, "every Hero eliminated in one round")
}

// "Variants", "Double Trouble": "allow one player to control all Supers
// ... and the other player control all 8-/16-bit minions".
func TestRudeDoubleTroubleCommanders(t *testing.T) {
	g := rudeVariantGame(t, balanced, RudeOptions{Double: true})
	e := ex(g)
	hs := g.Heroes()
	mini := put(t, e, "Knight of the Tower", hs[0])
	minion := put(t, e, "Tower Arbalist", hs[1])
	assert.Equal(t, CommanderSupers, Commander(g, g.Model(mini)))
	assert.Equal(t, CommanderMinions, Commander(g, g.Model(minion)))
	one := rudeVariantGame(t, balanced, RudeOptions{})
	assert.Empty(t, Commander(one, one.Model(spawningPoints(one)[0])), "one Consul player")
}
