package pathing

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Approach finds the cheapest path to a square where the mover can stop and
// from which target is within rng squares (tiles.Dist, target square counted)
// and, if needLoS, in line of sight (with blocks as for LineOfSight;
// structures are ignored when the mover has Fly). If no such square is
// reachable, it returns the path to the reachable stopping square closest to
// target (fewest squares by path distance, then by tiles.Dist), with
// inRange=false.
//
// Path distance is the number of steps from the square to target that the
// mover would need if no model stood in the way (walls, corners, terrain and
// the mover's abilities still count). Ties are broken deterministically:
// in range, by lower cost, then smaller tiles.Dist to target, then row-major
// order of the stopping square (top row first, then left to right); out of
// range, by smaller path distance, then smaller tiles.Dist, then lower cost,
// then row-major order. The search is unlimited: a caller with fewer
// movement points cuts the path with StopAlong. When the mover already
// stands in range the path is empty and the cost 0.
//
// For a monster's Move (Arcade rulebook, "Move Monster", "Stop Movement")
// pass the attack range (at least 1: adjacent counts), already reduced for
// Stealth, needLoS=true and the monster's enemies as blocks. When the target
// has Fly (its line of sight ignores models and structures) use ApproachGoal.
func Approach(m *tiles.Map, mv *Mover, from, target tiles.Point, rng int, needLoS bool, blocks func(tiles.Point) bool) (path []tiles.Point, cost int, inRange bool) {
	return ApproachGoal(m, mv, from, Goal{Target: target, Range: rng, NeedLoS: needLoS, Blocks: blocks, IgnoreStructures: mv != nil && mv.Fly})
}

// Goal is what ApproachGoal looks for: a stopping square within Range of
// Target (tiles.Dist) and, if NeedLoS, with line of sight to it as
// LineOfSight(square, Target, Blocks, IgnoreStructures) sees it.
type Goal struct {
	Target           tiles.Point
	Range            int
	NeedLoS          bool
	Blocks           func(tiles.Point) bool
	IgnoreStructures bool
}

// ApproachGoal is Approach with every line-of-sight choice spelled out, for
// the cases Approach's defaults do not cover (a target with Fly).
func ApproachGoal(m *tiles.Map, mv *Mover, from tiles.Point, goal Goal) (path []tiles.Point, cost int, inRange bool) {
	if m == nil || !m.In(from) {
		return nil, 0, false
	}
	g := &Graph{static: make([]uint8, (m.W+2)*(m.H+2))}
	g.init(m)
	return g.ApproachGoal(mv, from, goal)
}

// Approach is the package-level Approach on g's map.
func (g *Graph) Approach(mv *Mover, from, target tiles.Point, rng int, needLoS bool, blocks func(tiles.Point) bool) (path []tiles.Point, cost int, inRange bool) {
	return g.ApproachGoal(mv, from, Goal{Target: target, Range: rng, NeedLoS: needLoS, Blocks: blocks, IgnoreStructures: mv != nil && mv.Fly})
}

// ApproachGoal is the package-level ApproachGoal on g's map.
func (g *Graph) ApproachGoal(mv *Mover, from tiles.Point, goal Goal) (path []tiles.Point, cost int, inRange bool) {
	return g.approachGoal(mv, from, goal, true)
}

// approachGoal is ApproachGoal; bounded=false skips the bounded first
// search (tests check it changes nothing).
func (g *Graph) approachGoal(mv *Mover, from tiles.Point, goal Goal, bounded bool) (path []tiles.Point, cost int, inRange bool) {
	m := g.m
	if !m.In(from) {
		return nil, 0, false
	}
	target, rng, needLoS, blocks := goal.Target, goal.Range, goal.NeedLoS, goal.Blocks
	ignoreStructures := goal.IgnoreStructures

	// In range: the cheapest stop, checked in tie-break order so line of
	// sight is only traced until the first success. Only squares in range
	// are sorted, with their keys worked out once: sorting every reachable
	// square through a comparison closure was the costliest part of a
	// Consul turn.
	type cand struct {
		p          tiles.Point
		cost, dist int
	}
	var cands []cand
	bestInRange := func(f *Field) (tiles.Point, int, bool) {
		// The stopping squares in range, in row-major order like
		// Field.Ends, found by looking only at the squares around target.
		cands = cands[:0]
		for y := max(0, target.Y-rng); y <= min(m.H-1, target.Y+rng); y++ {
			for x := max(0, target.X-rng); x <= min(m.W-1, target.X+rng); x++ {
				if p := (tiles.Point{X: x, Y: y}); f.CanEnd(p) {
					c, _ := f.Cost(p)
					cands = append(cands, cand{p, c, tiles.Dist(p, target)})
				}
			}
		}
		slices.SortStableFunc(cands, func(a, b cand) int { // stable: row-major otherwise
			if a.cost != b.cost {
				return a.cost - b.cost
			}
			return a.dist - b.dist
		})
		for _, c := range cands {
			if needLoS && !g.LineOfSight(c.p, target, blocks, ignoreStructures) {
				continue
			}
			return c.p, c.cost, true
		}
		return tiles.Point{}, 0, false
	}

	// A search bounded near the least the answer can cost (every step costs
	// at least 1 and gets at most one square closer) usually holds it, and
	// then is the answer: a bounded search gives every square within the
	// bound the cost and path the unbounded one gives, and every candidate
	// ranked before the one found costs no more, so it was seen too.
	if lim := max(0, tiles.Dist(from, target)-rng) + approachSlack; bounded && lim < max(m.W, m.H)/2 {
		if f := g.Reachable(mv, from, lim); f.s != nil {
			if p, c, ok := bestInRange(f); ok {
				return f.Path(p), c, true
			}
		}
	}
	f := g.Reachable(mv, from, -1)
	if f.s == nil { // from is not a square: nowhere to stop
		return nil, 0, false
	}
	costOf := func(p tiles.Point) int { c, _ := f.Cost(p); return c }
	if p, c, ok := bestInRange(f); ok {
		return f.Path(p), c, true
	}

	// Out of reach: get as close as possible by path distance.
	ends := f.Ends()
	pd := pathDistances(g, mv, target)
	const far = int(^uint(0) >> 1)
	distOf := func(p tiles.Point) int {
		if pd == nil {
			return far
		}
		if d := pd[m.Index(p)]; d >= 0 {
			return int(d)
		}
		return far
	}
	best := ends[0]
	better := func(a, b tiles.Point) bool {
		if da, db := distOf(a), distOf(b); da != db {
			return da < db
		}
		if da, db := tiles.Dist(a, target), tiles.Dist(b, target); da != db {
			return da < db
		}
		if ca, cb := costOf(a), costOf(b); ca != cb {
			return ca < cb
		}
		return a.Y < b.Y || (a.Y == b.Y && a.X < b.X)
	}
	for _, p := range ends[1:] {
		if better(p, best) {
			best = p
		}
	}
	return f.Path(best), costOf(best), false
}

// approachSlack is how far past the least possible cost ApproachGoal's
// bounded first search looks (detours round walls and models).
const approachSlack = 4

// pathDistances counts, for every square, the steps from target that mv
// needs when no model is in the way; -1 where unreachable. Steps are legal in
// both directions alike except for the terrain entered, and searching out
// from target checks exactly the squares the mover would enter on its way in.
func pathDistances(g *Graph, mv *Mover, target tiles.Point) []int32 {
	m := g.m
	if !m.IsSquare(target) {
		return nil
	}
	bare := Mover{}
	if mv != nil {
		bare = Mover{Fly: mv.Fly, Burrow: mv.Burrow, Surefoot: true, Large: mv.Large}
	}
	s := newSearcher(g, &bare)
	s.run(target, limitOf(-1), -1, allDirs, nil, 0)
	out := make([]int32, m.W*m.H)
	for i := range out {
		out[i] = -1
		if j := s.idx(m.PointOf(i)); s.reached(j) {
			out[i] = int32(s.cells[j].g)
		}
	}
	return out
}

// RangeAround counts range around walls and structures (Hookshot): the fewest
// squares from a to b moving 8-way through squares without crossing walls or
// corners, ignoring models; ok=false if b cannot be reached that way.
//
// (Arcade rulebook, "Abilities", Hookshot: range is counted around what
// blocks line of sight.) Each step must be one a line of sight could make
// between neighbours with no models about: not across a wall, not diagonally
// past a wall corner or a structure corner, never through void. The squares
// passed on the way may not be structures; a and b themselves may be.
// Chasms do not block sight, so range is counted across them.
func RangeAround(m *tiles.Map, a, b tiles.Point) (n int, ok bool) {
	if m == nil || !m.IsSquare(a) || !m.IsSquare(b) {
		return 0, false
	}
	if a == b {
		return 0, true
	}
	w := m.W
	dist := make([]int32, len(m.Squares))
	for i := range dist {
		dist[i] = -1
	}
	blocking := func(p tiles.Point) bool { return cellBlocks(m, p, nil, false) }
	queue := make([]int32, 0, 64)
	dist[m.Index(a)] = 0
	queue = append(queue, int32(m.Index(a)))
	d := eightDirs()
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		p := tiles.Point{X: int(i) % w, Y: int(i) / w}
		if p != a && m.At(p).Terrain == tiles.Structure {
			continue // range is not counted on through a structure
		}
		for _, dir := range d {
			q := p.Add(dir)
			if !m.IsSquare(q) {
				continue
			}
			j := m.Index(q)
			if dist[j] >= 0 || !adjacentLoS(m, p, q, blocking, false) {
				continue
			}
			dist[j] = dist[i] + 1
			if q == b {
				return int(dist[j]), true
			}
			queue = append(queue, int32(j))
		}
	}
	return 0, false
}
