package pathing

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// board is a parsed test diagram. Marks: A is the mover or looker, B the
// target, E enemy models, F friendly models; other letters are free to use.
type board struct {
	m     *tiles.Map
	marks map[tiles.Point]rune
	a, b  tiles.Point
}

func parseBoard(t testing.TB, diagram string) board {
	t.Helper()
	m, marks, err := tiles.ParseMap(diagram, map[rune]string{'d': "Difficult Terrain"})
	require.NoError(t, err)
	bd := board{m: m, marks: marks}
	for p, r := range marks {
		switch r {
		case 'A':
			bd.a = p
		case 'B':
			bd.b = p
		}
	}
	return bd
}

func (bd board) is(r rune) func(tiles.Point) bool {
	return func(p tiles.Point) bool { return bd.marks[p] == r }
}

func (bd board) enemies() func(tiles.Point) bool { return bd.is('E') }

// mover has E as enemies, E and F as occupied, and 'd' squares costing one
// extra point.
func (bd board) mover() *Mover {
	return &Mover{
		Enemy:    bd.is('E'),
		Occupied: func(p tiles.Point) bool { r := bd.marks[p]; return r == 'E' || r == 'F' },
		ExtraCost: func(p tiles.Point) int {
			if bd.m.At(p).Effect == "Difficult Terrain" {
				return 1
			}
			return 0
		},
	}
}

func pt(x, y int) tiles.Point { return tiles.Point{X: x, Y: y} }
