package pathing

import "github.com/superdungeon-digital/superdungeon/tiles"

// searcher holds one search's state on a padded index space: the map's
// squares plus a ring of "outside" cells around them, so that every
// neighbour is the current index plus a constant and no step needs a bounds
// check. Facts about a square (terrain for this mover, models, the walls on
// its east and south edges) are computed the first time the search looks at
// it and kept in the cell; nothing here is a map or an interface call in the
// hot loop.
type searcher struct {
	m    *tiles.Map
	mv   Mover
	pw   int32 // padded width, m.W+2
	flat bool  // every step costs 1 (no ExtraCost, or the mover ignores it)
	// off[d] is the index offset of direction d.
	off   [8]int32
	cells []cell
	costs []uint16 // cost to enter each cell, 0 until asked; unused when flat
}

// cell is one location's search state in four bytes: the cost so far, the
// facts about the square, and the search state with the direction of the
// step that reached it (the path is walked back through those).
type cell struct {
	g     uint16
	info  uint8 // info* bits; 0 until computed
	state uint8 // st* bits, and the arriving direction in bits 3-5
}

const (
	stReached uint8 = 1 << iota
	stClosed
	stHasParent
	stDirShift = 3
)

// maxCost is the largest path cost a search records; anything dearer counts
// as out of reach (no dungeon comes near it).
const maxCost = 60000

// maxEnterCost caps one step's cost.
const maxEnterCost = 1 << 14

// stackCells is how many padded cells a one-off search keeps on the stack
// (a 30x22 map); larger maps allocate.
const stackCells = 768

// newSearcher allocates a searcher whose state outlives the call (a Field).
func newSearcher(m *tiles.Map, mv *Mover) *searcher {
	n := (m.W + 2) * (m.H + 2)
	s := &searcher{cells: make([]cell, n)}
	if mv != nil && mv.ExtraCost != nil {
		s.costs = make([]uint16, n)
	}
	s.setup(m, mv)
	return s
}

// setup prepares s once the caller has set s.cells (zeroed, (W+2)*(H+2)
// entries) and, if the mover may pay extra costs, s.costs (zeroed, as
// long). The caller assigns those slices itself so that a one-off search can
// keep them on its own stack.
func (s *searcher) setup(m *tiles.Map, mv *Mover) {
	pw, ph := m.W+2, m.H+2
	s.m, s.pw = m, int32(pw)
	if mv != nil {
		s.mv = *mv
	}
	s.flat = s.mv.ExtraCost == nil || s.mv.Fly || s.mv.Burrow || s.mv.Surefoot || len(s.costs) < len(s.cells)
	for d := tiles.N; d <= tiles.NW; d++ {
		st := d.Step()
		s.off[d] = int32(st.Y)*s.pw + int32(st.X)
	}
	const outside = infoKnown | infoLosBlock | infoWallE | infoWallS
	for x := 0; x < pw; x++ {
		s.cells[x].info = outside
		s.cells[(ph-1)*pw+x].info = outside
	}
	for y := 1; y < ph-1; y++ {
		s.cells[y*pw].info = outside
		s.cells[y*pw+pw-1].info = outside
	}
}

func (s *searcher) idx(p tiles.Point) int32 { return int32(p.Y+1)*s.pw + int32(p.X+1) }

func (s *searcher) point(i int32) tiles.Point {
	return tiles.Point{X: int(i%s.pw) - 1, Y: int(i/s.pw) - 1}
}

// in reports whether p is a location of the map (not the padding).
func (s *searcher) in(p tiles.Point) bool {
	return p.X >= 0 && p.Y >= 0 && p.X < s.m.W && p.Y < s.m.H
}

func (s *searcher) info(i int32) uint8 {
	c := &s.cells[i]
	if c.info == 0 {
		p := s.point(i)
		f := moverInfo(s.m, &s.mv, p)
		if s.m.Wall(p, tiles.Point{X: p.X + 1, Y: p.Y}) {
			f |= infoWallE
		}
		if s.m.Wall(p, tiles.Point{X: p.X, Y: p.Y + 1}) {
			f |= infoWallS
		}
		c.info = f
	}
	return c.info
}

// wallH is the wall between horizontal neighbours a and b; wallV between
// vertical ones. Each is stored on the west or north square of the pair.
func (s *searcher) wallH(a, b int32) bool { return s.info(min(a, b))&infoWallE != 0 }
func (s *searcher) wallV(a, b int32) bool { return s.info(min(a, b))&infoWallS != 0 }

// canStep is checker.step for a search: may the mover step from index i in
// direction d? Same rules, same order, answered from the cached facts.
func (s *searcher) canStep(i int32, d tiles.Dir) bool {
	j := i + s.off[d]
	fj := s.info(j)
	if fj&infoEnter == 0 || fj&infoEnemy != 0 {
		return false
	}
	burrow := s.mv.Burrow
	switch d {
	case tiles.N:
		return burrow || fj&infoWallS == 0
	case tiles.W:
		return burrow || fj&infoWallE == 0
	case tiles.S:
		return burrow || s.info(i)&infoWallS == 0
	case tiles.E:
		return burrow || s.info(i)&infoWallE == 0
	}
	st := d.Step()
	h, v := i+int32(st.X), i+int32(st.Y)*s.pw // the two squares beside the diagonal
	fh, fv := s.info(h), s.info(v)
	if fh&fv&infoEnemy != 0 {
		return false // between two enemies
	}
	if burrow {
		return fh&infoLosBlock == 0 || fv&infoLosBlock == 0
	}
	if fh&infoLosBlock == 0 && !s.wallH(i, h) && !s.wallV(h, j) {
		return true
	}
	return fv&infoLosBlock == 0 && !s.wallV(i, v) && !s.wallH(v, j)
}

// enterCost is StepCost, with ExtraCost asked once per square.
func (s *searcher) enterCost(j int32) int32 {
	if s.flat {
		return 1
	}
	c := &s.costs[j]
	if *c == 0 {
		*c = uint16(1 + min(max(0, s.mv.ExtraCost(s.point(j))), maxEnterCost))
	}
	return int32(*c)
}

// run searches from square start. With target >= 0 it is A* towards that
// index (Chebyshev distance: consistent, since every step costs at least
// 1 and changes it by at most 1) and stops once the target is settled;
// otherwise it is Dijkstra's search settling every square within limit.
func (s *searcher) run(start tiles.Point, limit int32, target int32, dirs []tiles.Dir) {
	pw := s.pw
	limit = min(limit, maxCost)
	var tx, ty int32
	if target >= 0 {
		tx, ty = target%pw, target/pw
	}
	heur := func(x, y int32) int32 {
		if target < 0 {
			return 0
		}
		return max(abs32(x-tx), abs32(y-ty))
	}
	// The queue: Dial's buckets, a ring indexed by priority. Each bucket is
	// a list threaded through ent/next (newest first, so A* dives along one
	// of many equal paths instead of widening over all of them). Pushed
	// priorities never fall below the one being popped (Dijkstra, or A* with
	// a consistent heuristic), and all fit in the ring, so bucket cur&mask
	// only ever holds priority cur. Everything starts on the stack.
	var (
		headBuf [16]int32
		entBuf  [256]int32
		nextBuf [256]int32
	)
	heads, ent, next := headBuf[:], entBuf[:0], nextBuf[:0]
	for k := range heads {
		heads[k] = -1
	}
	cur, queued := 0, 0
	push := func(f int, i int32) {
		f = max(f, cur) // cannot be lower; keep the ring sane regardless
		if f-cur >= len(heads) {
			heads = regrowRing(heads, ent, next, cur, f-cur+1)
		}
		k := f & (len(heads) - 1)
		ent = append(ent, i)
		next = append(next, heads[k])
		heads[k] = int32(len(ent) - 1)
		queued++
	}
	pop := func() (int, int32, bool) {
		mask := len(heads) - 1
		for queued > 0 {
			k := cur & mask
			if e := heads[k]; e >= 0 {
				heads[k] = next[e]
				queued--
				return cur, ent[e], true
			}
			cur++
		}
		return 0, 0, false
	}
	si := s.idx(start)
	s.cells[si].g, s.cells[si].state = 0, stReached
	push(int(heur(si%pw, si/pw)), si)
	for {
		f, i, ok := pop()
		if !ok {
			return
		}
		c := &s.cells[i]
		x, y := i%pw, i/pw
		if c.state&stClosed != 0 || int(int32(c.g)+heur(x, y)) != f {
			continue // stale entry
		}
		c.state |= stClosed
		if i == target {
			return
		}
		for _, d := range dirs {
			j := i + s.off[d]
			n := &s.cells[j]
			if n.state&stClosed != 0 || !s.canStep(i, d) {
				continue
			}
			g := int32(c.g) + s.enterCost(j)
			if g > limit || (n.state&stReached != 0 && g >= int32(n.g)) {
				continue
			}
			n.g = uint16(g)
			n.state = n.state&(stReached|stClosed) | stReached | stHasParent | uint8(d)<<stDirShift
			st := d.Step()
			push(int(g+heur(x+int32(st.X), y+int32(st.Y))), j)
		}
	}
}

func abs32(v int32) int32 {
	if v < 0 {
		return -v
	}
	return v
}

// reached reports whether index i was reached.
func (s *searcher) reached(i int32) bool { return s.cells[i].state&stReached != 0 }

// parent is the index the search reached i from, and false for the start.
func (s *searcher) parent(i int32) (int32, bool) {
	st := s.cells[i].state
	if st&stHasParent == 0 {
		return 0, false
	}
	return i - s.off[(st>>stDirShift)&7], true
}

// path walks the parent links back from index i to the start.
func (s *searcher) path(i int32) []tiles.Point {
	n := 0
	for j, ok := s.parent(i); ok; j, ok = s.parent(j) {
		n++
	}
	out := make([]tiles.Point, n)
	for j, ok := i, true; ok; j, ok = s.parent(j) {
		if n > 0 {
			n--
			out[n] = s.point(j)
		}
	}
	return out
}

// regrowRing moves the queue to a ring of at least need buckets. Entries
// keep their lists; only the heads move, since an entry's priority is
// recovered from the bucket it sits in relative to cur.
func regrowRing(heads, ent, next []int32, cur, need int) []int32 {
	size := len(heads)
	for size < need {
		size *= 2
	}
	old, oldMask := heads, len(heads)-1
	heads = make([]int32, size)
	for k := range heads {
		heads[k] = -1
	}
	for k := range old {
		f := cur + ((k - cur) & oldMask)
		heads[f&(size-1)] = old[k]
	}
	return heads
}
