package arcade

import (
	"sync"
	"testing"

	"github.com/superdungeon-digital/superdungeon/rules"

	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// loadedCatalog is loaded once per test binary: card data is read-only.
var loadedCatalog = sync.OnceValues(rules.LoadCatalog)

func testCatalog(t testing.TB) *rules.Catalog {
	t.Helper()
	c, err := loadedCatalog()
	require.NoError(t, err)
	return c
}

// board builds a game from an ASCII map (tiles.ParseMap) whose marks are
// bound to cards: Heroes first in the order given, then the Consul's
// models. It returns the game and the id of each mark.
func board(t testing.TB, ascii string, cast ...string) (*rules.Game, map[rune]rules.ModelID) {
	t.Helper()
	return boardWith(t, testCatalog(t), ascii, cast...)
}

// boardWith is board with the cards of cat (a test's own variant cards).
func boardWith(t testing.TB, cat *rules.Catalog, ascii string, cast ...string) (*rules.Game, map[rune]rules.ModelID) {
	t.Helper()
	m, marks, err := tiles.ParseMap(ascii, map[rune]string{'d': rules.DifficultTerrain})
	require.NoError(t, err)
	where := map[rune]tiles.Point{}
	for p, r := range marks {
		where[r] = p
	}
	s := rules.Setup{Seed1: 1, Seed2: 2, Board: m, Catalog: cat, Rules: &State{}}
	var order []rune
	for _, c := range cast {
		r, name := rune(c[0]), c[2:]
		p, ok := where[r]
		require.True(t, ok, "mark %c is not on the map", r)
		pl := rules.Placement{Card: name, At: p}
		if _, hero := cat.Heroes[name]; hero {
			pl.Potions = 1
			s.Heroes = append(s.Heroes, pl)
		} else {
			s.Monsters = append(s.Monsters, pl)
		}
		order = append(order, r)
	}
	g, err := rules.New(s)
	require.NoError(t, err)
	ids := map[rune]rules.ModelID{}
	for _, r := range order {
		ids[r] = g.At(where[r]).ID
	}
	return g, ids
}

// must applies a command that has to be legal.
func must(t testing.TB, g *rules.Game, c rules.Command) []rules.Event {
	t.Helper()
	evs, err := g.Apply(c)
	require.NoError(t, err)
	return evs
}

// refuse applies a command that has to be illegal, checks nothing changed
// and returns the reason.
func refuse(t testing.TB, g *rules.Game, c rules.Command) string {
	t.Helper()
	before := g.Hash()
	_, err := g.Apply(c)
	require.Error(t, err)
	var ie *rules.IllegalError
	require.ErrorAs(t, err, &ie)
	require.Equal(t, before, g.Hash(), "an illegal command changed the game")
	return ie.Reason
}

// find returns the events of type E.
func find[E rules.Event](evs []rules.Event) []E {
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

// asArcade is g seen by the Arcade rules (g must be an Arcade game).
func asArcade(g *rules.Game) ag {
	x, ok := of(g)
	if !ok {
		panic("not an Arcade game")
	}
	return x
}
