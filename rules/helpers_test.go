package rules

import (
	"math/rand/v2"
	"os"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// loadedCatalog is loaded once per test binary: card data is read-only.
var loadedCatalog = sync.OnceValues(LoadCatalog)

func testCatalog(t testing.TB) *Catalog {
	t.Helper()
	c, err := loadedCatalog()
	require.NoError(t, err)
	return c
}

// board builds a game from an ASCII map (tiles.ParseMap) whose marks are
// bound to cards: Heroes first in the order given, then the Consul's
// models. It returns the game and the id of each mark.
func board(t testing.TB, ascii string, cast ...string) (*Game, map[rune]ModelID) {
	t.Helper()
	return boardWith(t, testCatalog(t), ascii, cast...)
}

// boardWith is board with the cards of cat (a test's own variant cards).
func boardWith(t testing.TB, cat *Catalog, ascii string, cast ...string) (*Game, map[rune]ModelID) {
	t.Helper()
	m, marks, err := tiles.ParseMap(ascii, map[rune]string{'d': DifficultTerrain})
	require.NoError(t, err)
	where := map[rune]tiles.Point{}
	for p, r := range marks {
		where[r] = p
	}
	s := Setup{Seed1: 1, Seed2: 2, Board: m, Catalog: cat}
	var order []rune
	for _, c := range cast {
		r, name := rune(c[0]), c[2:]
		p, ok := where[r]
		require.True(t, ok, "mark %c is not on the map", r)
		pl := Placement{Card: name, At: p}
		if _, hero := cat.Heroes[name]; hero {
			pl.Potions = 1
			s.Heroes = append(s.Heroes, pl)
		} else {
			s.Monsters = append(s.Monsters, pl)
		}
		order = append(order, r)
	}
	g, err := New(s)
	require.NoError(t, err)
	ids := map[rune]ModelID{}
	for _, r := range order {
		ids[r] = g.At(where[r]).ID
	}
	return g, ids
}

// must applies a command that has to be legal.
func must(t testing.TB, g *Game, c Command) []Event {
	t.Helper()
	evs, err := g.Apply(c)
	require.NoError(t, err)
	return evs
}

// refuse applies a command that has to be illegal, checks nothing changed
// and returns the reason.
func refuse(t testing.TB, g *Game, c Command) string {
	t.Helper()
	before := g.Hash()
	_, err := g.Apply(c)
	require.Error(t, err)
	var ie *IllegalError
	require.ErrorAs(t, err, &ie)
	require.Equal(t, before, g.Hash(), "an illegal command changed the game")
	return ie.Reason
}

// find returns the events of type E.
func find[E Event](evs []Event) []E {
	var out []E
	for _, e := range evs {
		if x, ok := e.(E); ok {
			out = append(out, x)
		}
	}
	return out
}

func pt(x, y int) tiles.Point { return tiles.Point{X: x, Y: y} }

// Face indexes in cards/data/dice.yaml, for scripted rolls.
const (
	blue0, blue1, blue2, blueHeart          = 0, 2, 4, 5
	red0, red1, red2, redPotion             = 0, 1, 3, 5
	green0, green1, green2, green3, greenHP = 0, 1, 2, 4, 5
)

var _ = cards.Blue

// fuzzBoard is the arcade package's fuzz dungeon (testdata/boards/fuzz.txt).
var fuzzBoard = func() string {
	b, err := os.ReadFile("testdata/boards/fuzz.txt")
	if err != nil {
		panic(err)
	}
	return "\n" + string(b)
}()

// fuzzGame is the arcade package's fuzz game without a Consul: every
// model of the fuzz dungeon, the random source seeded from seed, a few
// treasure cards and a full backpack.
func fuzzGame(t testing.TB, seed uint64) *Game {
	g, _ := board(t, fuzzBoard, "A=Riftling Warrior", "B=Tincan", "H=Hexcast Sorceress", "Z=Cat Burglar",
		"C=Crawler", "K=Tower Stalker", "P=Spider Speaker", "X=Shadow Spinner", "Q=Knight of the Tower",
		"T="+ChestCard)
	g.rng = newPCG(seed, seed^0x9e3779b97f4a7c15)
	g.Deck(TreasureDeck).Draw = []string{"Ancestral Mail", "Hero's Blade", "Oracle Eye", "Snapjaw Chest"}
	g.Backpack = []string{"Bent Nail", "Heart Container", "Potion Pouch", "Grabby Gauntlet", "Witch Hat", "Fizzy Beverage", "Lead Boots"}
	return g
}

// shakeHeroes moves the Heroes to random free squares and deals the wrath
// pool among them at random.
func shakeHeroes(g *Game, r *rand.Rand) {
	pts := g.Board.Points()
	for _, id := range g.HeroesInPlay() {
		h := g.Model(id)
		for try := 0; try < 50; try++ {
			p := pts[r.IntN(len(pts))]
			if g.Fits(p, false, id) {
				h.Pos = p
				break
			}
		}
	}
	heroes := g.HeroesInPlay()
	for _, id := range heroes {
		g.Model(id).Wrath = 0
	}
	for k := 0; k < g.WrathPool && len(heroes) > 0; k++ {
		if r.IntN(2) == 0 {
			g.Model(heroes[r.IntN(len(heroes))]).Wrath++
		}
	}
}

// notes is the text of every Note among evs.
func notes(evs []Event) []string {
	var out []string
	for _, n := range find[Note](evs) {
		out = append(out, n.Text)
	}
	return out
}
