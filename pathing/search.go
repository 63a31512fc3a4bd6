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
	_, ok := f.index(p)
	return ok && (p == f.start || f.s.info(p)&infoOccupied == 0)
}

// Ends lists every legal place to stop, start included, in row-major order
// (top row first, left to right).
func (f *Field) Ends() []tiles.Point {
	if f.s == nil {
		return nil
	}
	var out []tiles.Point
	w := f.s.m.W
	for i := range f.s.cells {
		if f.s.cells[i].g < 0 {
			continue
		}
		p := tiles.Point{X: i % w, Y: i / w}
		if f.CanEnd(p) {
			out = append(out, p)
		}
	}
	return out
}

func (f *Field) index(p tiles.Point) (int, bool) {
	if f == nil || f.s == nil || !f.s.in(p) {
		return 0, false
	}
	i := p.Y*f.s.m.W + p.X
	return i, f.s.cells[i].g >= 0
}

// Reachable searches from `from` with at most `points` movement points.
// points < 0 means unlimited. Nothing is reached from a location that is not
// a square of the dungeon. It is Dijkstra's search with a bucket queue
// (step costs are small integers) over the moves CanStep allows, each costing
// StepCost. Among equally cheap paths the one kept is the first found, with
// neighbours tried in the order N, E, S, W, NE, SE, SW, NW, so results are
// deterministic. A 2x2 (Large) mover is searched as a small model.
func Reachable(m *tiles.Map, mv *Mover, from tiles.Point, points int) *Field {
	if m == nil || !m.IsSquare(from) {
		return &Field{start: from}
	}
	s := newSearcher(m, mv, true)
	d := eightDirs()
	s.run(from, points, -1, d[:])
	return &Field{s: s, start: from}
}

// ShortestPath returns the cheapest legal path from -> to (excluding from) and
// its cost. A legal path ends on a square the mover may stop on, so ok is
// false when to is occupied by any model (use Reachable(...).Path to route
// through a friendly square). It is A* with the Chebyshev distance as the
// (consistent) heuristic and a bucket queue; from == to gives an empty path.
func ShortestPath(m *tiles.Map, mv *Mover, from, to tiles.Point) (path []tiles.Point, cost int, ok bool) {
	d := eightDirs()
	return shortestPath(m, mv, from, to, d[:])
}

func shortestPath(m *tiles.Map, mv *Mover, from, to tiles.Point, dirs []tiles.Dir) ([]tiles.Point, int, bool) {
	if m == nil || !m.IsSquare(from) || !m.IsSquare(to) {
		return nil, 0, false
	}
	if from == to {
		return []tiles.Point{}, 0, true
	}
	s := newSearcher(m, mv, true)
	if f := s.info(to); f&infoEnter == 0 || f&(infoEnemy|infoOccupied) != 0 {
		return nil, 0, false
	}
	t := to.Y*m.W + to.X
	s.run(from, -1, t, dirs)
	if s.cells[t].g < 0 {
		return nil, 0, false
	}
	return s.path(t), int(s.cells[t].g), true
}

// eightDirs is the order neighbours are tried in: straight steps first, so
// that among equal paths the straighter-looking ones tend to win.
func eightDirs() [8]tiles.Dir {
	return [8]tiles.Dir{tiles.N, tiles.E, tiles.S, tiles.W, tiles.NE, tiles.SE, tiles.SW, tiles.NW}
}

// fourDirs restricts a search to straight steps (used by the oracle tests).
func fourDirs() [4]tiles.Dir { return [4]tiles.Dir{tiles.N, tiles.E, tiles.S, tiles.W} }

// run searches from `from`. With target >= 0 it is A* towards that index
// and stops once it is settled; otherwise it settles every square within
// points (points < 0: no limit).
func (s *searcher) run(from tiles.Point, points int, target int, dirs []tiles.Dir) {
	w := s.m.W
	var tp tiles.Point
	if target >= 0 {
		tp = tiles.Point{X: target % w, Y: target / w}
	}
	h := func(p tiles.Point) int {
		if target < 0 {
			return 0
		}
		return tiles.Dist(p, tp)
	}
	limit := int32(points)
	if points < 0 || points > 1<<30 {
		limit = 1 << 30
	}
	var q bucketQueue
	start := from.Y*w + from.X
	s.cells[start].g = 0
	q.push(h(from), int32(start))
	for {
		f, i, ok := q.pop()
		if !ok {
			return
		}
		c := &s.cells[i]
		p := tiles.Point{X: int(i) % w, Y: int(i) / w}
		if c.closed || int(c.g)+h(p) != f {
			continue // stale entry
		}
		c.closed = true
		if int(i) == target {
			return
		}
		for _, d := range dirs {
			np := p.Add(d)
			if !s.in(np) {
				continue
			}
			j := np.Y*w + np.X
			n := &s.cells[j]
			if n.closed || s.step(p, np) != stepOK {
				continue
			}
			g := c.g + s.enterCost(j, np)
			if g > limit || (n.g >= 0 && g >= n.g) {
				continue
			}
			n.g, n.par = g, i
			q.push(int(g)+h(np), int32(j))
		}
	}
}

// path walks the parent links back from index i to the start.
func (s *searcher) path(i int) []tiles.Point {
	n := 0
	for j := int32(i); s.cells[j].par >= 0; j = s.cells[j].par {
		n++
	}
	out := make([]tiles.Point, n)
	w := s.m.W
	for j := int32(i); s.cells[j].par >= 0; j = s.cells[j].par {
		n--
		out[n] = tiles.Point{X: int(j) % w, Y: int(j) / w}
	}
	return out
}

// bucketQueue is a monotone priority queue for small integer priorities: a
// ring of buckets indexed by priority. Pushed priorities never fall below the
// last popped one (true for Dijkstra and for A* with a consistent
// heuristic). Within a bucket it is last-in first-out, which makes A* dive
// along one of many equal paths instead of widening over all of them.
type bucketQueue struct {
	ring [][]int32
	cur  int // priority of the bucket being popped
	n    int // entries queued
}

func (q *bucketQueue) push(f int, i int32) {
	if f < q.cur {
		f = q.cur // cannot happen with a consistent heuristic; keep order sane
	}
	if len(q.ring) == 0 {
		q.ring = make([][]int32, 4)
	}
	if f-q.cur >= len(q.ring) {
		q.grow(f - q.cur + 1)
	}
	b := &q.ring[f&(len(q.ring)-1)]
	*b = append(*b, i)
	q.n++
}

func (q *bucketQueue) pop() (int, int32, bool) {
	mask := len(q.ring) - 1
	for q.n > 0 {
		b := &q.ring[q.cur&mask]
		if k := len(*b); k > 0 {
			i := (*b)[k-1]
			*b = (*b)[:k-1]
			q.n--
			return q.cur, i, true
		}
		q.cur++
	}
	return 0, 0, false
}

// grow enlarges the ring to hold priorities up to cur+need-1.
func (q *bucketQueue) grow(need int) {
	size := len(q.ring)
	for size < need {
		size *= 2
	}
	old, oldMask := q.ring, len(q.ring)-1
	q.ring = make([][]int32, size)
	for j := range old {
		f := q.cur + ((j - q.cur) & oldMask)
		q.ring[f&(size-1)] = old[j]
	}
}
