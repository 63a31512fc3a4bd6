package pathing

import "github.com/superdungeon-digital/superdungeon/tiles"

// Field is the result of a search from one square: cost and path to every
// reached square.
type Field struct {
	s     *searcher // nil when nothing was searched
	start tiles.Point
}

// Cost is the movement points to reach p.
func (f *Field) Cost(p tiles.Point) (int, bool) {
	i, ok := f.index(p)
	if !ok {
		return 0, false
	}
	return int(f.s.cells[i].g), true
}

// Path is the squares after the start up to p, nil if p was not reached
// (empty, not nil, for the start itself).
func (f *Field) Path(p tiles.Point) []tiles.Point {
	i, ok := f.index(p)
	if !ok {
		return nil
	}
	return f.s.path(i)
}

// CanEnd reports whether p is reached and not Occupied: a legal place to
// stop. The start square always counts (a model may stay where it is; the
// mover itself is the one there).
func (f *Field) CanEnd(p tiles.Point) bool {
	i, ok := f.index(p)
	return ok && (p == f.start || f.s.info(i)&infoOccupied == 0)
}

// Ends lists every legal place to stop, start included, in row-major order
// (top row first, left to right).
func (f *Field) Ends() []tiles.Point {
	if f == nil || f.s == nil {
		return nil
	}
	var out []tiles.Point
	for y := 0; y < f.s.g.m.H; y++ {
		for x := 0; x < f.s.g.m.W; x++ {
			if p := (tiles.Point{X: x, Y: y}); f.CanEnd(p) {
				out = append(out, p)
			}
		}
	}
	return out
}

func (f *Field) index(p tiles.Point) (int32, bool) {
	if f == nil || f.s == nil || !f.s.in(p) {
		return 0, false
	}
	i := f.s.idx(p)
	return i, f.s.reached(i)
}

// Reachable searches from `from` with at most `points` movement points.
// points < 0 means unlimited. Nothing is reached from a location that is not
// a square of the dungeon. It is Dijkstra's search with a bucket queue (step
// costs are small integers) over the moves CanStep allows, each costing
// StepCost. Among equally cheap paths the one kept is the first found, with
// neighbours tried in the order N, E, S, W, NE, SE, SW, NW, so results are
// deterministic. A 2x2 (Large) mover is searched as a small model.
func Reachable(m *tiles.Map, mv *Mover, from tiles.Point, points int) *Field {
	if m == nil || !m.IsSquare(from) {
		return &Field{start: from}
	}
	g := &Graph{static: make([]uint8, (m.W+2)*(m.H+2))}
	g.init(m)
	return g.Reachable(mv, from, points)
}

// Reachable is the package-level Reachable on g's map.
func (g *Graph) Reachable(mv *Mover, from tiles.Point, points int) *Field {
	if !g.m.IsSquare(from) {
		return &Field{start: from}
	}
	s := newSearcher(g, mv)
	s.run(from, limitOf(points), -1, allDirs, nil, 0)
	return &Field{s: s, start: from}
}

func limitOf(points int) int32 {
	if points < 0 || points > 1<<30 {
		return 1 << 30
	}
	return int32(points)
}

// ShortestPath returns the cheapest legal path from -> to (excluding from) and
// its cost. A legal path ends on a square the mover may stop on, so ok is
// false when to is occupied by any model (use Reachable(...).Path to route
// through a friendly square). It is A* with the Chebyshev distance as the
// (consistent) heuristic and a bucket queue; from == to gives an empty path.
func ShortestPath(m *tiles.Map, mv *Mover, from, to tiles.Point) (path []tiles.Point, cost int, ok bool) {
	return shortestPath(m, mv, from, to, allDirs)
}

// ShortestPath is the package-level ShortestPath on g's map, with the same
// answer. From the second query towards a target on, g keeps that target's
// distance field for the mover's kind (about two bytes per square) and the
// search drops every step the field shows to be off all cheapest paths,
// which changes neither the path nor its cost (DECISION.md, decision 5).
func (g *Graph) ShortestPath(mv *Mover, from, to tiles.Point) (path []tiles.Point, cost int, ok bool) {
	var h *distField
	if g.ready && g.m.IsSquare(to) {
		// Asked here, not deeper: a throwaway Graph (package-level
		// ShortestPath) never has fields, and keeping it away from the memo
		// lets it and the search state stay on the stack.
		h = g.distTo(moverKind(mv), to)
	}
	return pathOn(g, mv, from, to, allDirs, h)
}

func shortestPath(m *tiles.Map, mv *Mover, from, to tiles.Point, dirMask uint16) ([]tiles.Point, int, bool) {
	if m == nil {
		return nil, 0, false
	}
	// A throwaway Graph, on the stack when the map is small enough.
	var g Graph
	switch n := (m.W + 2) * (m.H + 2); {
	case n <= smallCells:
		var buf [smallCells]uint8
		g.static = buf[:n]
		g.init(m)
		return pathOn(&g, mv, from, to, dirMask, nil)
	case n <= stackCells:
		var buf [stackCells]uint8
		g.static = buf[:n]
		g.init(m)
		return pathOn(&g, mv, from, to, dirMask, nil)
	default:
		g.static = make([]uint8, n)
		g.init(m)
		return pathOn(&g, mv, from, to, dirMask, nil)
	}
}

// pathOn is ShortestPath with the search state on the stack when the map is
// small enough, so the only allocation is the path returned. Buffers come in
// two sizes so that a single tile does not pay for zeroing a dungeon's worth.
func pathOn(g *Graph, mv *Mover, from, to tiles.Point, dirMask uint16, h *distField) ([]tiles.Point, int, bool) {
	m := g.m
	if !m.IsSquare(from) || !m.IsSquare(to) {
		return nil, 0, false
	}
	if from == to {
		return []tiles.Point{}, 0, true
	}
	n := len(g.static)
	if h != nil && dirMask == allDirs && mapOnly(mv) {
		return pathDown(g, h, from, to, mv)
	}
	costly := mv != nil && mv.ExtraCost != nil
	switch {
	case n <= smallCells && !costly:
		var cells [smallCells]cell
		return pathWith(g, mv, from, to, dirMask, cells[:n], nil, h)
	case n <= stackCells && !costly:
		var cells [stackCells]cell
		return pathWith(g, mv, from, to, dirMask, cells[:n], nil, h)
	case n <= stackCells:
		var cells [stackCells]cell
		var costs [stackCells]uint16
		return pathWith(g, mv, from, to, dirMask, cells[:n], costs[:n], h)
	}
	return pathWith(g, mv, from, to, dirMask, make([]cell, n), make([]uint16, n), h)
}

func pathWith(g *Graph, mv *Mover, from, to tiles.Point, dirMask uint16, cells []cell, costs []uint16, h *distField) ([]tiles.Point, int, bool) {
	var s searcher
	s.g, s.cells, s.costs = g, cells, costs
	s.setup(mv)
	t := s.idx(to)
	if f := s.info(t); f&infoEnter == 0 || f&(infoEnemy|infoOccupied) != 0 {
		return nil, 0, false
	}
	s.searchTo(from, t, dirMask, h)
	if !s.reached(t) {
		return nil, 0, false
	}
	return s.path(t), int(s.cells[t].g), true
}

// searchTo runs the A* search from start to index t, using h, the Graph's
// distance field towards t for the mover's kind, when there is one (nil
// otherwise; only for all eight directions): the field bounds every square's
// remaining cost from below, so steps that cannot lie on a cheapest path
// are dropped, and the search finds the very cost and path it finds
// without them (DECISION.md, decision 5) while touching far fewer squares.
func (s *searcher) searchTo(start tiles.Point, t int32, dirMask uint16, f *distField) {
	if f == nil || dirMask != allDirs {
		s.run(start, limitOf(-1), t, dirMask, nil, 0)
		return
	}
	si := s.idx(start)
	h := f.dist
	switch least := h[si]; {
	case least == distNone:
		return // not even the bare map leads there
	case least >= distCap:
		s.run(start, limitOf(-1), t, dirMask, nil, 0)
		return
	}
	// Models or tile costs may make the path dearer than the field says.
	// Bounded at the least cost possible, the search either finds a path of
	// that cost, which is the answer, or nothing; then it runs again
	// without the bound.
	s.run(start, limitOf(-1), t, dirMask, h, int32(h[si]))
	if s.reached(t) {
		return
	}
	for i := range s.cells {
		s.cells[i].g, s.cells[i].state = 0, 0
	}
	s.run(start, limitOf(-1), t, dirMask, nil, 0)
}

// eightDirs is the order neighbours are tried in: straight steps first, so
// that among equal paths the straighter-looking ones tend to win.
func eightDirs() [8]tiles.Dir {
	return [8]tiles.Dir{tiles.N, tiles.E, tiles.S, tiles.W, tiles.NE, tiles.SE, tiles.SW, tiles.NW}
}

// Direction masks for a search: bit k stands for eightDirs()[k].
const (
	allDirs      uint16 = 0xFF
	straightDirs uint16 = 0x0F // the oracle tests' four-way mode
)

// StopAlong cuts a path from `from` (as Reachable, ShortestPath or Approach
// return it) to what the mover can pay for with points movement points, and
// then back to the last square it may stop on: a move may pass friendly
// models but not end on one (Arcade rulebook, "Movement Points"). It returns
// the squares walked and their cost; the path is not re-checked step by
// step.
func StopAlong(m *tiles.Map, mv *Mover, path []tiles.Point, points int) ([]tiles.Point, int) {
	spent, end, endCost := 0, 0, 0
	for i, p := range path {
		spent += StepCost(m, mv, p)
		if spent > points {
			break
		}
		if mv == nil || mv.Occupied == nil || !mv.Occupied(p) {
			end, endCost = i+1, spent
		}
	}
	return path[:end], endCost
}
