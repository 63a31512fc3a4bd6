package tiles

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// greenDieFrom rolls a green die with the project's faces (card-facts.md:
// 0, 1, 2, 2, 3, heart+potion; the 0 face is the blank) from rng. The tiles
// package cannot import cards, so the test spells the faces out.
func greenDieFrom(rng *rand.Rand) func() (int, bool) {
	faces := [6]int{0, 1, 2, 2, 3, 0}
	return func() (int, bool) {
		f := rng.IntN(6)
		return faces[f], f == 0
	}
}

// DrawDungeon renders d as ASCII: the map in ParseMap's format with the start
// drawn '@', chests '$' and spawning points 'S', followed by one line per tile.
func DrawDungeon(s *Set, d *Dungeon) string {
	text := FormatMap(d.Map, s.Legend())
	lines := strings.Split(text, "\n")
	put := func(p Point, c byte) {
		row := []byte(lines[2*p.Y+1])
		row[2*p.X+1] = c
		lines[2*p.Y+1] = string(row)
	}
	for _, c := range d.Chests {
		put(c, '$')
	}
	put(d.Start, '@')
	var b strings.Builder
	b.WriteString(strings.Join(lines, "\n"))
	for _, t := range d.Tiles {
		fmt.Fprintf(&b, "tile %d: %d%s %q (%s) turned %d, origin %v, doorways %v, roll %+v adjusted %v\n",
			t.Order, t.Tile, t.Side, t.Name, t.Theme, t.Rot, t.Origin, t.Doorways, t.Roll, t.Adjusted)
	}
	for _, p := range d.Passages {
		fmt.Fprintf(&b, "passage %d-%d at %v\n", p.A, p.B, p.Squares)
	}
	return b.String()
}

// TestPrintDungeon shows one Arcade dungeon of three tiles and one of four:
// go test ./tiles -run TestPrintDungeon -v
func TestPrintDungeon(t *testing.T) {
	s, err := LoadSet()
	require.NoError(t, err)
	for _, n := range []int{3, 4} {
		rng := rand.New(rand.NewPCG(7, uint64(n)))
		d, err := s.BuildArcade(rng, n, greenDieFrom(rng))
		require.NoError(t, err)
		t.Logf("Arcade dungeon, %d tiles (@ start, $ chest, S spawning point):\n%s", n, DrawDungeon(s, d))
	}
}

// TestPrintFaces shows the eight faces as the loader read them:
// go test ./tiles -run TestPrintFaces -v
func TestPrintFaces(t *testing.T) {
	s, err := LoadSet()
	require.NoError(t, err)
	for _, tile := range s.Tiles {
		for _, f := range tile.Faces {
			again := FormatMap(f.Map, f.Legend)
			// The face redrawn reads back as the same face.
			m, _, err := ParseMap(again, f.Legend)
			require.NoError(t, err)
			require.Equal(t, f.Map.Exits, m.Exits, f.ID())
			require.Equal(t, f.Map.Squares, m.Squares, f.ID())
			t.Logf("%s %q (%s), doorways %v:\n%s", f.ID(), f.Name, f.Theme, f.Doorways, again)
		}
	}
}
