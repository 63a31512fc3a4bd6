package tiles

import "sort"

// RotatedCW returns a copy of m turned quarter turns clockwise (any integer;
// 4 is a full turn). Squares, walls, exits, spawn marks and the start turn
// with it: the square at (x,y) of a W×H map goes to (H-1-y, x), a wall on
// the east edge of a square becomes a wall on the south edge of the turned
// square, and an exit leading north leads east.
func (m *Map) RotatedCW(quarter int) *Map {
	out := m.Clone()
	for i := 0; i < mod4(quarter); i++ {
		out = out.rotateOnce()
	}
	return out
}

func (m *Map) rotateOnce() *Map {
	r := NewMap(m.H, m.W)
	to := func(p Point) Point { return Point{m.H - 1 - p.Y, p.X} }
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			p := Point{x, y}
			q := to(p)
			r.Squares[r.Index(q)] = m.Squares[m.Index(p)]
			if x+1 < m.W && m.wallE[m.Index(p)] {
				// The edge between p and its east neighbour lies between
				// q and the square below q once turned.
				r.wallS[r.Index(q)] = true
			}
			if y+1 < m.H && m.wallS[m.Index(p)] {
				// The edge between p and its south neighbour lies between
				// the turned south neighbour and q, which is east of it.
				r.wallE[r.Index(to(p.Add(S)))] = true
			}
		}
	}
	for _, e := range m.Exits {
		ne := Exit{Out: turn(e.Out, 1)}
		for _, p := range e.Squares {
			ne.Squares = append(ne.Squares, to(p))
		}
		sortPoints(ne.Squares)
		r.Exits = append(r.Exits, ne)
	}
	sortExits(r.Exits)
	for _, p := range m.SpawnMarks {
		r.SpawnMarks = append(r.SpawnMarks, to(p))
	}
	r.Start = to(m.Start)
	return r
}

// sortPoints orders points row-major (top to bottom, then left to right).
func sortPoints(ps []Point) {
	sort.Slice(ps, func(i, j int) bool {
		if ps[i].Y != ps[j].Y {
			return ps[i].Y < ps[j].Y
		}
		return ps[i].X < ps[j].X
	})
}

// exitSideRank is the order ParseMap lists exits in: north, south, west, east.
func exitSideRank(d Dir) int {
	switch d {
	case N:
		return 0
	case S:
		return 1
	case W:
		return 2
	}
	return 3
}

// sortExits puts exits in ParseMap's order (by side N, S, W, E, then along
// the side), so a map turned four times equals the original.
func sortExits(es []Exit) {
	sort.SliceStable(es, func(i, j int) bool {
		a, b := es[i], es[j]
		if a.Out != b.Out {
			return exitSideRank(a.Out) < exitSideRank(b.Out)
		}
		pa, pb := a.Squares[0], b.Squares[0]
		if pa.Y != pb.Y {
			return pa.Y < pb.Y
		}
		return pa.X < pb.X
	})
}
