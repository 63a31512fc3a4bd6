package arcade

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

var balanced = []string{"Riftling Warrior", "Moonspire Guardian", "Sanctioned Witch"}

// sharedData loads the card, tile and deck data once per test binary; it
// is read-only.
var sharedData = sync.OnceValues(func() (Setup, error) {
	cat, err := rules.LoadCatalog()
	if err != nil {
		return Setup{}, err
	}
	set, err := tiles.LoadSet()
	if err != nil {
		return Setup{}, err
	}
	cs, err := LoadCards()
	return Setup{Catalog: cat, Tiles: set, Cards: cs}, err
})

func arcade(t testing.TB, seed uint64, heroes ...string) (*rules.Game, []rules.Event) {
	t.Helper()
	if len(heroes) == 0 {
		heroes = balanced
	}
	s, err := sharedData()
	require.NoError(t, err)
	s.Seed, s.Heroes = seed, heroes
	g, evs, err := New(s)
	require.NoError(t, err)
	return g, evs
}

// Arcade rulebook, "Game Setup" steps 3-7, checked over many seeds: the
// dungeon has three tiles; a spawning point stands on each tile's spawn
// mark and one chest on each tile; the Heroes stand on or next to the start
// token; the party has one potion each, Heroes + 1 coins and a wrath pool
// of twice the Heroes; the dungeon boss waits on the chart's start space;
// and only the first tile's spawning point has spawned.
func TestNewArcadeSetup(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		g, evs := arcade(t, seed)
		b := g.Board
		require.Len(t, b.SpawnMarks, 3, "seed %d", seed)
		assert.Equal(t, 4, g.Coins)
		assert.Equal(t, 6, g.WrathPool)
		assert.Equal(t, 0, StateOf(g).Space, "the boss starts on the start space")
		assert.Equal(t, cards.Side3to4, StateOf(g).Chart)
		assert.Equal(t, "The Midnight Queen", StateOf(g).Boss)
		assert.Equal(t, "Knight of the Tower", StateOf(g).MiniBoss)

		sps := map[int]*rules.Model{}
		chests := map[int]int{}
		for i := range g.Models {
			m := &g.Models[i]
			switch m.Kind {
			case rules.KindHero:
				assert.LessOrEqual(t, tiles.Dist(m.Pos, b.Start), 1, "seed %d: %s is on or next to the start", seed, m.Card)
				if m.Pos != b.Start {
					assert.NoError(t, pathing.CanStep(b, nil, b.Start, m.Pos), "a Hero next to the start can be reached from it")
				}
				assert.Equal(t, 1, m.Potions)
			case rules.KindSpawningPoint:
				require.Nil(t, sps[m.Tile], "seed %d: two spawning points on tile %d", seed, m.Tile)
				sps[m.Tile] = m
				assert.Equal(t, b.SpawnMarks[m.Tile-1], m.Pos)
			case rules.KindChest:
				chests[m.Tile]++
				assert.Equal(t, m.Tile, b.TileOf(m.Pos))
			}
		}
		assert.Len(t, sps, 3)
		assert.Equal(t, map[int]int{1: 1, 2: 1, 3: 1}, chests)

		// Step 7: the first tile's spawning point spawned its elites
		// within three squares and sight of it, and its minions within
		// two of an elite of their gang; no monster sits elsewhere.
		first := sps[1]
		spawned := find[MonsterSpawned](evs)
		require.NotEmpty(t, spawned, "seed %d", seed)
		for _, s := range spawned {
			m := g.Model(s.Model.ID)
			c := g.MonsterCard(m)
			assert.True(t, contains(poolNames(g.MonsterCard(first)), m.Card), "%s is in %s's pool", m.Card, first.Card)
			switch c.Role {
			case cards.RoleElite:
				assert.LessOrEqual(t, g.ModelDist(first, m), 3, "seed %d: %s within 3 of %s", seed, m.Card, first.Card)
				assert.True(t, pathing.LineOfSight(b, first.Pos, m.Pos, nil, false), "seed %d: %s in sight of %s", seed, m.Card, first.Card)
			case cards.RoleMinion:
				ok := false
				for _, e := range asArcade(g).bondedElites(m.Card) {
					ok = ok || g.ModelDist(g.Model(e), m) <= 2
				}
				assert.True(t, ok, "seed %d: %s within 2 of an elite of its gang", seed, m.Card)
			}
		}
		n := 0
		for i := range g.Models {
			if g.Models[i].Kind == rules.KindMonster {
				n++
			}
		}
		assert.Equal(t, len(spawned), n, "only the first spawning point spawns")
	}
}

func poolNames(c *cards.Monster) []string {
	var out []string
	for _, s := range c.Pool {
		out = append(out, s.Monster)
	}
	return out
}

// Arcade rulebook, "Spawn": a spawning point spawns no more of a monster
// than its card lists: the Spider Nest spawns one Speaker, three Crawlers
// and three Spinners; the Shadow Tower one Stalker, two Blackblades and
// three Arbalists.
func TestFirstSpawnCounts(t *testing.T) {
	want := map[string]map[string]int{
		"Spider Nest":  {"Spider Speaker": 1, "Crawler": 3, "Shadow Spinner": 3},
		"Shadow Tower": {"Tower Stalker": 1, "Tower Blackblade": 2, "Tower Arbalist": 3},
	}
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 20; seed++ {
		g, evs := arcade(t, seed)
		var first string
		for i := range g.Models {
			if m := &g.Models[i]; m.Kind == rules.KindSpawningPoint && m.Tile == 1 {
				first = m.Card
			}
		}
		got := map[string]int{}
		for _, s := range find[MonsterSpawned](evs) {
			got[s.Model.Name]++
		}
		assert.Equal(t, want[first], got, "seed %d: %s", seed, first)
		seen[first] = true
	}
	assert.Len(t, seen, 2, "both kinds of spawning point come first for some seed")
}

// Same setup, same game: the dungeon, every placement and the decks.
func TestNewArcadeDeterministic(t *testing.T) {
	a, ea := arcade(t, 99)
	b, eb := arcade(t, 99)
	assert.Equal(t, a.Hash(), b.Hash())
	assert.Equal(t, ea, eb)
	assert.Equal(t, tiles.FormatMap(a.Board, nil), tiles.FormatMap(b.Board, nil))
	c, _ := arcade(t, 100)
	assert.NotEqual(t, a.Hash(), c.Hash(), "another seed gives another game")
}

// Arcade rulebook, "4. Cards, Dice, and Tokens": every deck is shuffled;
// the boss-fight deck is the chosen boss's.
func TestNewArcadeDecks(t *testing.T) {
	g, _ := arcade(t, 5)
	chal, err := cards.LoadChallenges()
	require.NoError(t, err)
	assert.Len(t, g.Deck(ChallengeDeck).Draw, len(chal))
	plots, err := cards.LoadPlots()
	require.NoError(t, err)
	assert.Len(t, g.Deck(PlotDeck).Draw, len(plots))
	bch, err := cards.LoadBossChallenges()
	require.NoError(t, err)
	assert.Len(t, g.Deck(BossChallengeDeck).Draw, len(cards.BossDeck(bch, "The Midnight Queen")))
	loot, err := cards.LoadLoot()
	require.NoError(t, err)
	assert.Len(t, g.Deck(rules.LootDeck).Draw, cards.DeckSize(loot))
	h, _ := arcade(t, 6)
	assert.NotEqual(t, g.Deck(ChallengeDeck).Draw, h.Deck(ChallengeDeck).Draw, "shuffled by the seed")
}

func TestNewArcadeRejects(t *testing.T) {
	cases := []struct {
		name string
		s    Setup
		want string
	}{
		{"no heroes", Setup{}, "0 Heroes"},
		{"unknown hero", Setup{Heroes: []string{"Nobody"}}, "heroes[0]"},
		{"bad spawning point", Setup{Heroes: balanced, SpawningPoints: []string{"Crawler", "Spider Nest", "Spider Nest"}}, "spawning points[0]"},
		{"wrong count", Setup{Heroes: balanced, SpawningPoints: []string{"Spider Nest"}}, "1 spawning points for 3 tiles"},
		{"boss", Setup{Heroes: balanced, Boss: "Crawler"}, "boss"},
		{"mode", Setup{Heroes: balanced, Modes: []string{"Nope"}}, "modes[0]"},
		{"six heroes need four spawning points", Setup{Heroes: []string{"Tincan", "Cat Burglar", "Hexcast Sorceress", "Riftling Warrior", "Moonspire Guardian", "Sanctioned Witch"}}, "choose them"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, _, err := New(c.s)
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
}

// Arcade rulebook, "Game Size": five or six Heroes play on four tiles with
// the 5-6 side of the chart.
func TestNewArcadeBigParty(t *testing.T) {
	g, _, err := New(Setup{Seed: 3,
		Heroes:         []string{"Tincan", "Cat Burglar", "Hexcast Sorceress", "Riftling Warrior", "Moonspire Guardian"},
		SpawningPoints: []string{"Spider Nest", "Shadow Tower", "Shadow Tower", "Spider Nest"}})
	require.NoError(t, err)
	assert.Len(t, g.Board.SpawnMarks, 4)
	assert.Equal(t, cards.Side5to6, StateOf(g).Chart)
	assert.Equal(t, 6, g.Coins)
	assert.Equal(t, 10, g.WrathPool)
}

// Arcade rulebook, "5. Select Difficulty": mode cards are recorded for the
// whole game and their set-up resolves once the dungeon is populated
// (project card data: Coin on a String gives one more coin; They Knew We
// Were Coming spawns once more from the spawning point nearest the Heroes).
func TestNewArcadeModes(t *testing.T) {
	s, err := sharedData()
	require.NoError(t, err)
	s.Seed, s.Heroes = 8, balanced
	plain, pe, err := New(s)
	require.NoError(t, err)
	s.Modes = []string{"Coin on a String", "They Knew We Were Coming"}
	g, evs, err := New(s)
	require.NoError(t, err)
	assert.Equal(t, plain.Coins+1, g.Coins)
	assert.Equal(t, "Coin on a String", StateOf(g).Modes[0])
	assert.Greater(t, len(find[MonsterSpawned](evs))+len(find[rules.Healed](evs)), len(find[MonsterSpawned](pe)), "the extra Spawn did something")
	assert.Len(t, find[rules.ConsulDecided](evs), len(find[rules.ConsulDecided](pe))+2, "the setup spawn, then the extra command and its spawning point choice")
}

// Arcade rulebook, "Build the Dungeon": Heroes start on or next to the start
// token. A token by a dungeon exit may have fewer free squares than six
// Heroes; then the rest stand next to a Hero already placed (project rule,
// like the revive placement). Setup never fails for a party of six.
func TestSixHeroesAlwaysFindRoomAtTheStart(t *testing.T) {
	six := []string{"Tincan", "Cat Burglar", "Hexcast Sorceress", "Riftling Warrior", "Moonspire Guardian", "Sanctioned Witch"}
	for seed := uint64(1); seed <= 60; seed++ {
		g, _, err := New(Setup{Seed: seed, Heroes: six,
			SpawningPoints: []string{"Spider Nest", "Shadow Tower", "Shadow Tower", "Spider Nest"}})
		require.NoError(t, err, "seed %d", seed)
		start := g.Board.Start
		placed := map[tiles.Point]bool{}
		for _, id := range g.Heroes() {
			p := g.Model(id).Pos
			require.False(t, placed[p], "seed %d: two Heroes on %v", seed, p)
			near := tiles.Dist(p, start) <= 1
			for q := range placed {
				near = near || tiles.Dist(p, q) == 1
			}
			assert.True(t, near, "seed %d: %s at %v is neither by the start token %v nor next to a Hero", seed, g.Model(id).Card, p, start)
			placed[p] = true
		}
	}
}
