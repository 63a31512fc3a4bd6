package pathing

import (
	"strings"
	"testing"
	"time"

	"github.com/solarlune/paths"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Benchmark maps as rows of squares: '.' floor, '#' structure, '~' chasm,
// 'A' start, 'B' goal. Obstacles are whole squares so both libraries solve
// the very same problem.
var (
	benchTileRows = []string{
		"A.........",
		"..###.....",
		"....#..#..",
		"....#..#..",
		".#.....#..",
		".#.....##.",
		".####.....",
		"....#..#..",
		".......#..",
		".......#.B",
	}
	// Three 10x10 tiles joined by doorways in the '#' columns.
	benchDungeonRows = []string{
		"A........#..........#.........",
		"..###....#...####...#.........",
		"....#....#......#...#...###...",
		"....#...........#.......#.....",
		".#.......#..~~..#...#...#.....",
		".#.......#..~~......#...#.....",
		".####....#......#...#...####..",
		"....#....#...####...#.........",
		".........#..........#....#....",
		".........#..........#....#...B",
	}
)

// rowsDiagram turns rows of squares into the tiles ASCII format, no walls.
func rowsDiagram(rows []string) string {
	w := len(rows[0])
	var b strings.Builder
	border := "+" + strings.Repeat("-+", w) + "\n"
	open := "+" + strings.Repeat(" +", w) + "\n"
	b.WriteString(border)
	for y, row := range rows {
		b.WriteString("|")
		for x, c := range row {
			b.WriteRune(c)
			if x < w-1 {
				b.WriteString(" ")
			}
		}
		b.WriteString("|\n")
		if y < len(rows)-1 {
			b.WriteString(open)
		}
	}
	b.WriteString(border)
	return b.String()
}

// wallDungeon is the dungeon map as the game would have it: the separator
// columns replaced by thin walls between squares, with two-square doorways.
func wallDungeon(tb testing.TB) board {
	rows := make([]string, len(benchDungeonRows))
	for y, r := range benchDungeonRows {
		b := []byte(r)
		b[9], b[20] = '.', '.'
		rows[y] = string(b)
	}
	bd := parseBoard(tb, rowsDiagram(rows))
	for y := 0; y < 10; y++ {
		if y != 3 && y != 4 {
			_ = bd.m.SetWall(pt(9, y), pt(10, y), true)
		}
		if y != 5 && y != 6 {
			_ = bd.m.SetWall(pt(19, y), pt(20, y), true)
		}
	}
	return bd
}

func solarluneGrid(rows []string) (*paths.Grid, *paths.Cell, *paths.Cell) {
	g := paths.NewGridFromStringArrays(rows, 1, 1)
	g.SetWalkable('#', false)
	g.SetWalkable('~', false)
	a, b := g.CellsByRune('A')[0], g.CellsByRune('B')[0]
	return g, a, b
}

// BenchmarkShortestPathVsSolarlune runs both searches on the same maps, corner
// to corner with diagonals, interleaved in one loop so that both see the
// same machine load, and reports each one's time per query and the ratios.
// "cold" is the package-level ShortestPath (reads the map as it goes);
// "graph" is Graph.ShortestPath on a Graph built once for the map, which
// from the second query towards a target on searches with the target's
// distance field (all these queries go to one target, so this is the
// field search); "nofield" is the same Graph's search without the field,
// as a Graph's first query towards a target runs. Ours runs
// a batch per iteration so timer overhead stays small. The -min metrics use
// the fastest batch seen, which a busy machine disturbs least.
func BenchmarkShortestPathVsSolarlune(b *testing.B) {
	for _, tc := range []struct {
		name string
		rows []string
	}{{"tile10x10", benchTileRows}, {"dungeon30x10", benchDungeonRows}} {
		b.Run(tc.name, func(b *testing.B) {
			bd := parseBoard(b, rowsDiagram(tc.rows))
			graph := NewGraph(bd.m)
			g, sa, sb := solarluneGrid(tc.rows)
			if _, _, ok := ShortestPath(bd.m, nil, bd.a, bd.b); !ok {
				b.Fatal("our search found no path")
			}
			if p := g.GetPathFromCells(sa, sb, true, true); p == nil || p.Length() == 0 {
				b.Fatal("solarlune found no path")
			}
			const batch = 32
			var cold, warm, nofield, theirs timing
			for b.Loop() {
				t0 := time.Now()
				for range batch {
					ShortestPath(bd.m, nil, bd.a, bd.b)
				}
				t1 := time.Now()
				for range batch {
					graph.ShortestPath(nil, bd.a, bd.b)
				}
				t2 := time.Now()
				g.GetPathFromCells(sa, sb, true, true)
				t3 := time.Now()
				for range batch {
					pathOn(graph, nil, bd.a, bd.b, allDirs, nil)
				}
				t4 := time.Now()
				cold.add(t1.Sub(t0), batch)
				warm.add(t2.Sub(t1), batch)
				theirs.add(t3.Sub(t2), 1)
				nofield.add(t4.Sub(t3), batch)
			}
			b.ReportMetric(cold.mean(), "cold-ns/path")
			b.ReportMetric(warm.mean(), "graph-ns/path")
			b.ReportMetric(theirs.mean(), "solarlune-ns/path")
			b.ReportMetric(theirs.mean()/cold.mean(), "speedup-cold")
			b.ReportMetric(theirs.mean()/warm.mean(), "speedup-graph")
			b.ReportMetric(nofield.mean(), "nofield-ns/path")
			b.ReportMetric(theirs.mean()/nofield.mean(), "speedup-nofield")
			b.ReportMetric(theirs.least/cold.least, "speedup-cold-min")
			b.ReportMetric(theirs.least/warm.least, "speedup-graph-min")
		})
	}
}

// timing accumulates per-query times.
type timing struct {
	total time.Duration
	n     int
	least float64 // fastest per-query time of any batch, ns
}

func (t *timing) add(d time.Duration, queries int) {
	t.total += d
	t.n += queries
	per := float64(d.Nanoseconds()) / float64(queries)
	if t.least == 0 || per < t.least {
		t.least = per
	}
}

func (t *timing) mean() float64 { return float64(t.total.Nanoseconds()) / float64(t.n) }

func BenchmarkShortestPath(b *testing.B) {
	b.Run("dungeon30x10-walls", func(b *testing.B) {
		bd := wallDungeon(b)
		b.ReportAllocs()
		for b.Loop() {
			ShortestPath(bd.m, nil, bd.a, bd.b)
		}
	})
	b.Run("dungeon30x10-walls-graph", func(b *testing.B) {
		bd := wallDungeon(b)
		g := NewGraph(bd.m)
		b.ReportAllocs()
		for b.Loop() {
			g.ShortestPath(nil, bd.a, bd.b)
		}
	})
	// A mover with enemies about (two off the cheapest paths, one on
	// some of them): the field bounds the search instead of replacing it.
	// "nofield" is the same query without the target's field, as a
	// Graph's first query towards a target runs.
	enemyAt := func(p tiles.Point) bool { return p == pt(12, 2) || p == pt(14, 4) || p == pt(22, 7) }
	withEnemies := &Mover{Enemy: enemyAt, Occupied: enemyAt}
	b.Run("dungeon30x10-walls-graph-enemies", func(b *testing.B) {
		bd := wallDungeon(b)
		g := NewGraph(bd.m)
		g.ShortestPath(withEnemies, bd.a, bd.b)
		b.ReportAllocs()
		for b.Loop() {
			g.ShortestPath(withEnemies, bd.a, bd.b)
		}
	})
	b.Run("dungeon30x10-walls-graph-enemies-nofield", func(b *testing.B) {
		bd := wallDungeon(b)
		g := NewGraph(bd.m)
		b.ReportAllocs()
		for b.Loop() {
			pathOn(g, withEnemies, bd.a, bd.b, allDirs, nil)
		}
	})
	b.Run("dungeon30x10-cells", func(b *testing.B) {
		bd := parseBoard(b, rowsDiagram(benchDungeonRows))
		for b.Loop() {
			ShortestPath(bd.m, nil, bd.a, bd.b)
		}
	})
}

func BenchmarkSolarlune(b *testing.B) {
	g, sa, sb := solarluneGrid(benchDungeonRows)
	b.ReportAllocs()
	for b.Loop() {
		g.GetPathFromCells(sa, sb, true, true)
	}
}

// BenchmarkReachable is a Hero with 6 movement points in the middle of the
// walled three-tile dungeon, with a few models about.
func BenchmarkReachable(b *testing.B) {
	bd := wallDungeon(b)
	mv := &Mover{
		Enemy:    func(p tiles.Point) bool { return p == pt(12, 2) || p == pt(14, 4) },
		Occupied: func(p tiles.Point) bool { return p == pt(12, 2) || p == pt(14, 4) || p == pt(8, 4) },
	}
	b.Run("cold", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			Reachable(bd.m, mv, pt(11, 4), 6)
		}
	})
	b.Run("graph", func(b *testing.B) {
		g := NewGraph(bd.m)
		b.ReportAllocs()
		for b.Loop() {
			g.Reachable(mv, pt(11, 4), 6)
		}
	})
}

// BenchmarkDistField builds one target's distance field on the walled
// three-tile dungeon (a Graph does so on the second query towards a
// target) and reports its size.
func BenchmarkDistField(b *testing.B) {
	bd := wallDungeon(b)
	g := NewGraph(bd.m)
	t := g.idx(bd.b)
	var f *distField
	b.ReportAllocs()
	for b.Loop() {
		f = g.buildDist(0, t)
	}
	b.ReportMetric(float64(len(f.dist)+len(f.down)), "field-bytes")
}

func BenchmarkNewGraph(b *testing.B) {
	bd := wallDungeon(b)
	b.ReportAllocs()
	for b.Loop() {
		NewGraph(bd.m)
	}
}

func BenchmarkLineOfSight(b *testing.B) {
	bd := wallDungeon(b)
	enemy := func(p tiles.Point) bool { return p == pt(6, 5) || p == pt(23, 1) }
	for _, tc := range []struct {
		name     string
		from, to tiles.Point
	}{
		{"neighbour", pt(3, 3), pt(4, 4)},
		{"clear-across-room", pt(5, 0), pt(9, 9)},
		{"blocked-across-room", pt(0, 9), pt(8, 0)},
		{"through-doorway", pt(5, 4), pt(15, 3)},
		{"blocked-long", pt(0, 0), pt(29, 9)},
		{"blocked-by-structures", pt(2, 3), pt(6, 3)},
	} {
		b.Run(tc.name, func(b *testing.B) {
			want := LineOfSight(bd.m, tc.from, tc.to, enemy, false)
			b.ReportAllocs()
			for b.Loop() {
				if LineOfSight(bd.m, tc.from, tc.to, enemy, false) != want {
					b.Fatal("changed answer")
				}
			}
			if want {
				b.ReportMetric(1, "visible")
			} else {
				b.ReportMetric(0, "visible")
			}
		})
	}
}

// BenchmarkGraphLineOfSight is BenchmarkLineOfSight's pairs asked of a
// Graph, whose memo is warm after the first ask: pairs with no enemy in
// their bounding box cost a lookup, the others still run the exact test.
func BenchmarkGraphLineOfSight(b *testing.B) {
	bd := wallDungeon(b)
	g := NewGraph(bd.m)
	enemies := []tiles.Point{pt(6, 5), pt(23, 1)}
	for _, tc := range []struct {
		name     string
		from, to tiles.Point
	}{
		{"clear-across-room", pt(5, 0), pt(9, 9)}, // enemy (6,5) in the box
		{"blocked-across-room", pt(0, 9), pt(8, 0)},
		{"through-doorway", pt(5, 4), pt(15, 3)},
		{"blocked-long", pt(0, 0), pt(29, 9)},
	} {
		b.Run(tc.name, func(b *testing.B) {
			set := func(p tiles.Point) bool { return p == enemies[0] || p == enemies[1] }
			want := LineOfSight(bd.m, tc.from, tc.to, set, false)
			b.ReportAllocs()
			for b.Loop() {
				if g.LineOfSightAmong(tc.from, tc.to, enemies, false) != want {
					b.Fatal("changed answer")
				}
			}
		})
	}
}
