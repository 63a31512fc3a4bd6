package pathing

import (
	"math/bits"
	"sync/atomic"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Graph is a dungeon map read once for repeated searches: the terrain of
// every square and the walls on its edges, laid out on a padded index space
// (the map's squares plus a ring of "outside" cells around them, so that
// every neighbour is an index plus a constant and no step needs a bounds
// check). The package-level functions (Reachable, ShortestPath, Approach)
// build a throwaway Graph that reads squares only as the search reaches
// them; a caller answering many questions on one map (every monster of a
// Consul turn, every hover of the UI) keeps one from NewGraph instead.
//
// A Graph also remembers what it works out about the map alone, filled
// lazily and safely from several goroutines: sight lines between squares
// (losgraph.go) and distance fields towards path targets (distfield.go).
//
// The map must not change while a Graph built from it is in use. A Graph
// from NewGraph is otherwise read-only, so it may be shared between
// goroutines.
type Graph struct {
	m      *tiles.Map
	pw     int32   // padded width, m.W+2
	static []uint8 // s* facts per padded cell; 0 until read
	// masks[kind][i] has bit b set when a mover of that kind (see
	// moverKind) may step from i in direction eightDirs()[b] as far as
	// terrain, walls and corners go; bit 8 marks it computed. Only NewGraph
	// fills them: for a throwaway Graph working them out costs as much as
	// the steps they save.
	masks [4][]uint16
	off   [8]int32 // index offset of each direction
	ready bool     // built by NewGraph: static facts and masks all computed
	// los remembers sight lines with no models (losgraph.go), made on
	// first use.
	los atomic.Pointer[losMemo]
	// dist remembers distance fields towards targets (distfield.go), made
	// on first use.
	dist atomic.Pointer[distMemo]
}

// moverKind sorts movers by what the map alone lets them do.
func moverKind(mv *Mover) int {
	k := 0
	if mv == nil {
		return k
	}
	if mv.Fly {
		k |= 1
	}
	if mv.Burrow {
		k |= 2
	}
	return k
}

const maskKnown = 1 << 8

// Static facts about a location, as bits.
const (
	sKnown uint8 = 1 << iota
	sSquare
	sStructure
	sChasm
	sWallE // wall on the east edge
	sWallS // wall on the south edge
)

// NewGraph reads every square and wall of m once. A nil map gives a Graph on
// which nothing is reachable.
func NewGraph(m *tiles.Map) *Graph {
	if m == nil {
		m = tiles.NewMap(0, 0)
	}
	n := (m.W + 2) * (m.H + 2)
	g := &Graph{static: make([]uint8, n)}
	g.init(m)
	for i := range g.static {
		g.staticAt(int32(i))
	}
	for k := range g.masks {
		ms := make([]uint16, n)
		for y := 0; y < m.H; y++ {
			for x := 0; x < m.W; x++ {
				i := g.idx(tiles.Point{X: x, Y: y})
				ms[i] = g.computeMask(k, i)
			}
		}
		g.masks[k] = ms
	}
	g.ready = true
	return g
}

// mask returns the step mask of index i for movers of kind k; only for a
// Graph from NewGraph, which computed them all.
func (g *Graph) mask(k int, i int32) uint16 { return g.masks[k][i] }

// computeMask applies the step rules of checker.step with no models about.
func (g *Graph) computeMask(kind int, i int32) uint16 {
	fly, burrow := kind&1 != 0, kind&2 != 0
	enter := func(st uint8) bool {
		switch {
		case st&sSquare == 0:
			return false
		case st&sStructure != 0:
			return fly || burrow
		case st&sChasm != 0:
			return fly
		}
		return true
	}
	blocksSight := func(st uint8) bool {
		return st&sSquare == 0 || (st&sStructure != 0 && !fly && !burrow)
	}
	si := g.staticAt(i)
	mask := uint16(maskKnown)
	if si&sSquare == 0 {
		return mask // no steps from a location that is not a square
	}
	for bit, d := range eightDirs() {
		j := i + g.off[d]
		sj := g.staticAt(j)
		if !enter(sj) {
			continue
		}
		ok := burrow
		switch d {
		case tiles.N:
			ok = ok || sj&sWallS == 0
		case tiles.S:
			ok = ok || si&sWallS == 0
		case tiles.E:
			ok = ok || si&sWallE == 0
		case tiles.W:
			ok = ok || sj&sWallE == 0
		default:
			st := d.Step()
			h, v := i+int32(st.X), i+int32(st.Y)*g.pw // the squares beside the diagonal
			sh, sv := g.staticAt(h), g.staticAt(v)
			wallH := func(a, b int32) bool { return g.staticAt(min(a, b))&sWallE != 0 }
			wallV := func(a, b int32) bool { return g.staticAt(min(a, b))&sWallS != 0 }
			if burrow {
				ok = !blocksSight(sh) || !blocksSight(sv)
			} else {
				ok = (!blocksSight(sh) && !wallH(i, h) && !wallV(h, j)) ||
					(!blocksSight(sv) && !wallV(i, v) && !wallH(v, j))
			}
		}
		if ok {
			mask |= 1 << bit
		}
	}
	return mask
}

// Map is the map the Graph was built from.
func (g *Graph) Map() *tiles.Map { return g.m }

// init sets g up for m once the caller has set g.static (zeroed, (W+2)*(H+2)
// entries); the caller assigns it so that a one-off search can keep it on
// its own stack.
func (g *Graph) init(m *tiles.Map) {
	pw, ph := m.W+2, m.H+2
	g.m, g.pw = m, int32(pw)
	for d := tiles.N; d <= tiles.NW; d++ {
		st := d.Step()
		g.off[d] = int32(st.Y)*g.pw + int32(st.X)
	}
	static := g.static
	const outside = sKnown | sWallE | sWallS
	for x := 0; x < pw; x++ {
		static[x] = outside
		static[(ph-1)*pw+x] = outside
	}
	for y := 1; y < ph-1; y++ {
		static[y*pw] = outside
		static[y*pw+pw-1] = outside
	}
}

func (g *Graph) idx(p tiles.Point) int32 { return int32(p.Y+1)*g.pw + int32(p.X+1) }

func (g *Graph) point(i int32) tiles.Point {
	return tiles.Point{X: int(i%g.pw) - 1, Y: int(i/g.pw) - 1}
}

// in reports whether p is a location of the map (not the padding).
func (g *Graph) in(p tiles.Point) bool {
	return p.X >= 0 && p.Y >= 0 && p.X < g.m.W && p.Y < g.m.H
}

// staticAt returns the static facts of padded index i, reading the map the
// first time.
func (g *Graph) staticAt(i int32) uint8 {
	if v := g.static[i]; v != 0 {
		return v
	}
	return g.read(i)
}

// read computes and keeps the facts staticAt returns.
func (g *Graph) read(i int32) uint8 {
	p := g.point(i)
	v := sKnown
	switch g.m.Squares[p.Y*g.m.W+p.X].Terrain {
	case tiles.Void:
	case tiles.Structure:
		v |= sSquare | sStructure
	case tiles.Chasm:
		v |= sSquare | sChasm
	default:
		v |= sSquare
	}
	if g.m.Wall(p, tiles.Point{X: p.X + 1, Y: p.Y}) {
		v |= sWallE
	}
	if g.m.Wall(p, tiles.Point{X: p.X, Y: p.Y + 1}) {
		v |= sWallS
	}
	g.static[i] = v
	return v
}

// searcher holds one search's state: per padded cell the cost so far, the
// facts for this mover (static facts plus the models the mover's callbacks
// report, asked once per square) and the search state. The hot loop does no
// Go map lookups, interface calls or divisions.
type searcher struct {
	g    *Graph
	mv   Mover
	pw   int32
	flat bool // every step costs 1 (no ExtraCost, or the mover ignores it)
	kind int  // the mover's kind for step masks: Fly bit 0, Burrow bit 1
	// off[d] is the index offset of direction d; dirs[k] is the direction
	// of mask bit k and offK[k] its offset.
	off   [8]int32
	dirs  [8]tiles.Dir
	offK  [8]int32
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

// smallCells is the stack size for a single tile or two (a 14x14 map).
const smallCells = 256

// newSearcher allocates a searcher whose state outlives the call (a Field).
func newSearcher(g *Graph, mv *Mover) *searcher {
	n := len(g.static)
	s := &searcher{g: g, cells: make([]cell, n)}
	if mv != nil && mv.ExtraCost != nil {
		s.costs = make([]uint16, n)
	}
	s.setup(mv)
	return s
}

// setup prepares s once the caller has set s.g, s.cells (zeroed, one per
// padded cell) and, if the mover may pay extra costs, s.costs (zeroed, as
// long). The caller assigns those itself so that a one-off search can keep
// them on its own stack (storing them through a pointer here would move
// them to the heap).
func (s *searcher) setup(mv *Mover) {
	s.pw = s.g.pw
	if mv != nil {
		s.mv = *mv
	}
	s.kind = moverKind(&s.mv)
	s.dirs = eightDirs()
	for k, d := range s.dirs {
		st := d.Step()
		s.offK[k] = int32(st.Y)*s.pw + int32(st.X)
	}
	s.flat = s.mv.ExtraCost == nil || s.mv.Fly || s.mv.Burrow || s.mv.Surefoot || len(s.costs) < len(s.cells)
	for d := tiles.N; d <= tiles.NW; d++ {
		st := d.Step()
		s.off[d] = int32(st.Y)*s.pw + int32(st.X)
	}
}

func (s *searcher) idx(p tiles.Point) int32   { return s.g.idx(p) }
func (s *searcher) point(i int32) tiles.Point { return s.g.point(i) }
func (s *searcher) in(p tiles.Point) bool     { return s.g.in(p) }

// info returns the mover's facts about padded index i (see the info* bits):
// the same facts moverInfo gives CanStep, plus the walls.
func (s *searcher) info(i int32) uint8 {
	if v := s.cells[i].info; v != 0 {
		return v
	}
	return s.learn(i)
}

// learn computes and keeps the facts info returns.
func (s *searcher) learn(i int32) uint8 {
	c := &s.cells[i]
	st := s.g.staticAt(i)
	f := infoKnown
	if st&sWallE != 0 {
		f |= infoWallE
	}
	if st&sWallS != 0 {
		f |= infoWallS
	}
	switch {
	case st&sSquare == 0:
		f |= infoLosBlock
	case st&sStructure != 0:
		f |= infoSquare
		if s.mv.Fly || s.mv.Burrow {
			f |= infoEnter
		} else {
			f |= infoLosBlock
		}
	case st&sChasm != 0:
		f |= infoSquare
		if s.mv.Fly {
			f |= infoEnter
		}
	default:
		f |= infoSquare | infoEnter
	}
	if f&infoSquare != 0 && (s.mv.Enemy != nil || s.mv.Occupied != nil) {
		p := s.point(i)
		if s.mv.Enemy != nil && s.mv.Enemy(p) {
			f |= infoEnemy
			if !s.mv.Fly {
				f |= infoLosBlock
			}
		}
		if s.mv.Occupied != nil && s.mv.Occupied(p) {
			f |= infoOccupied
		}
	}
	c.info = f
	return f
}

// wallH is the wall between horizontal neighbours a and b; wallV between
// vertical ones. Each is stored on the west or north square of the pair.
func (s *searcher) wallH(a, b int32) bool { return s.info(min(a, b))&infoWallE != 0 }
func (s *searcher) wallV(a, b int32) bool { return s.info(min(a, b))&infoWallS != 0 }

// canStepFull is checker.step for a search: may the mover step from index i in
// direction d? Same rules, same order, answered from the cached facts.
func (s *searcher) canStepFull(i int32, d tiles.Dir) bool {
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

// modelsAllow finishes a step the Graph's mask allows (terrain, walls and
// corners are settled once per map for the mover's kind) by looking at the
// models, where the mover has enemies: none on the square entered, and if
// one stands beside a diagonal the whole question goes to canStepFull.
func (s *searcher) modelsAllow(i int32, k int) bool {
	if s.mv.Enemy == nil {
		return true
	}
	if s.info(i+s.offK[k])&infoEnemy != 0 {
		return false
	}
	d := s.dirs[k]
	if d&1 == 0 {
		return true
	}
	st := d.Step()
	if (s.info(i+int32(st.X))|s.info(i+int32(st.Y)*s.pw))&infoEnemy == 0 {
		return true
	}
	return s.canStepFull(i, d)
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
//
// With h non-nil (a distance field towards target, see distfield.go) and
// bound at least the cheapest path's cost, a step to j with cost so far g
// is dropped when g+h[j] > bound: no cheapest path goes that way. Dropping
// only such steps changes neither the cost nor the path found (DECISION.md,
// decision 5); with bound below the cheapest cost the target is not
// reached.
func (s *searcher) run(start tiles.Point, limit int32, target int32, dirMask uint16, h []uint8, bound int32) {
	pw := s.pw
	limit = min(limit, maxCost)
	useH := target >= 0
	var tx, ty int32
	if useH {
		tx, ty = target%pw, target/pw
	}
	// Per mask bit k: index offset and coordinate steps, in locals.
	offK := s.offK
	var dxK, dyK [8]int32
	for k, d := range s.dirs {
		st := d.Step()
		dxK[k], dyK[k] = int32(st.X), int32(st.Y)
	}
	cells := s.cells
	ready := s.g.ready
	var masks []uint16
	if ready {
		masks = s.g.masks[s.kind]
	}
	checkModels := ready && s.mv.Enemy != nil
	flat := s.flat

	// The queue: Dial's buckets, a ring indexed by priority. Each bucket is
	// a list threaded through ent/next (newest first, so A* dives along one
	// of many equal paths instead of widening over all of them). Pushed
	// priorities never fall below the one being popped (Dijkstra, or A* with
	// a consistent heuristic), and all fit in the ring, so bucket cur&mask
	// only ever holds priority cur. Everything starts on the stack.
	var (
		headBuf [16]int32
		entBuf  [128]qentry
		nextBuf [128]int32
	)
	heads, ent, next := headBuf[:], entBuf[:0], nextBuf[:0]
	for k := range heads {
		heads[k] = -1
	}
	si := s.idx(start)
	sx, sy := si%pw, si/pw
	cur := 0
	if useH {
		cur = int(max(abs32(sx-tx), abs32(sy-ty)))
	}
	cells[si].g, cells[si].state = 0, stReached
	ent, next = append(ent, qentry{si, int16(sx), int16(sy)}), append(next, -1)
	heads[cur&(len(heads)-1)] = 0
	queued := 1
	for queued > 0 {
		// Pop the newest entry of the lowest non-empty bucket.
		mask := len(heads) - 1
		e := heads[cur&mask]
		for e < 0 {
			cur++
			e = heads[cur&mask]
		}
		heads[cur&mask] = next[e]
		queued--
		i, x, y := ent[e].i, int32(ent[e].x), int32(ent[e].y)
		c := &cells[i]
		f := int32(c.g)
		if useH {
			f += max(abs32(x-tx), abs32(y-ty))
		}
		if c.state&stClosed != 0 || int(f) != cur {
			continue // stale entry
		}
		c.state |= stClosed
		if i == target {
			return
		}
		// The steps to try, as mask bits in eightDirs order. A Graph from
		// NewGraph knows them per mover kind; otherwise each is worked out.
		var allowed uint16
		if ready {
			allowed = masks[i] & dirMask
		} else {
			for k := range 8 {
				if dirMask&(1<<k) != 0 && cells[i+offK[k]].state&stClosed == 0 && s.canStepFull(i, s.dirs[k]) {
					allowed |= 1 << k
				}
			}
		}
		cg := int32(c.g)
		for allowed != 0 {
			k := bits.TrailingZeros16(allowed)
			allowed &= allowed - 1
			j := i + offK[k]
			n := &cells[j]
			// Steps every cost would rule out are skipped before the models
			// are asked about (a step costs at least 1); the checks below
			// are then exact.
			if n.state&stClosed != 0 || (n.state&stReached != 0 && cg+1 >= int32(n.g)) ||
				(h != nil && cg+1+int32(h[j]) > bound) || (checkModels && !s.modelsAllow(i, k)) {
				continue
			}
			g := cg + 1
			if !flat {
				g = cg + s.enterCost(j)
			}
			if g > limit || (n.state&stReached != 0 && g >= int32(n.g)) || (h != nil && g+int32(h[j]) > bound) {
				continue
			}
			n.g = uint16(g)
			n.state = n.state&(stReached|stClosed) | stReached | stHasParent | uint8(k)<<stDirShift
			pf := int(g)
			if useH {
				pf += int(max(abs32(x+dxK[k]-tx), abs32(y+dyK[k]-ty)))
			}
			// Push j at priority pf (never below cur: see above).
			pf = max(pf, cur)
			if pf-cur >= len(heads) {
				heads = regrowRing(heads, cur, pf-cur+1)
			}
			b := pf & (len(heads) - 1)
			ent = append(ent, qentry{j, int16(x + dxK[k]), int16(y + dyK[k])})
			next = append(next, heads[b])
			heads[b] = int32(len(ent) - 1)
			queued++
		}
	}
}

// qentry is a queued square: its padded index and padded coordinates (so
// that no division is needed to find them again).
type qentry struct {
	i    int32
	x, y int16
}

func abs32(v int32) int32 {
	if v < 0 {
		return -v
	}
	return v
}

// reached reports whether index i was reached.
func (s *searcher) reached(i int32) bool { return s.cells[i].state&stReached != 0 }

// path walks the parent links back from index i to the start. It walks
// once, into a stack buffer, stepping the coordinates back with each
// arriving direction instead of dividing indexes, then copies the squares
// out in order: the only allocation is the path returned.
func (s *searcher) path(i int32) []tiles.Point {
	var buf [64]tiles.Point
	back := buf[:0]
	p := s.point(i)
	for {
		st := s.cells[i].state
		if st&stHasParent == 0 {
			break
		}
		back = append(back, p)
		k := (st >> stDirShift) & 7
		i -= s.offK[k]
		d := s.dirs[k].Step()
		p = tiles.Point{X: p.X - d.X, Y: p.Y - d.Y}
	}
	out := make([]tiles.Point, len(back))
	for n, q := range back {
		out[len(back)-1-n] = q
	}
	return out
}

// regrowRing moves the queue to a ring of at least need buckets. Entries
// keep their lists; only the heads move, since an entry's priority is
// recovered from the bucket it sits in relative to cur.
func regrowRing(heads []int32, cur, need int) []int32 {
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
