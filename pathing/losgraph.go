package pathing

import (
	"sync/atomic"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Line of sight on a Graph: the map's walls and structures never change,
// so whether two squares see each other with no model about is worked out
// once per pair and remembered. Models only ever add obstacles, so a pair
// blocked by the map stays blocked whatever stands about, and a pair clear
// on the map stays clear unless a blocking square lies inside the two
// squares' bounding box (the exact test looks no further: every line
// between the squares stays inside their hull). Only the remaining case
// runs the exact geometric test with the models.

// maxLosMemo bounds the map locations (W×H) for which sight lines are
// remembered: the memo takes half a byte per ordered pair (4 MB at the
// bound). Bigger maps are answered without it.
const maxLosMemo = 4096

// Per ordered pair, two bits for each of the two modes (structures block,
// structures ignored): known, then clear.
const (
	losKnown = 1
	losClear = 2
)

// losMemo is filled lazily and concurrently: each answer is written with
// one atomic OR of its own bits and never changes afterwards, so clones of
// a game sharing the Graph on different goroutines read and fill it safely.
type losMemo struct {
	n     int // locations, m.W*m.H
	words []atomic.Uint32
}

func (g *Graph) losMemo() *losMemo {
	if lm := g.los.Load(); lm != nil {
		return lm
	}
	n := g.m.W * g.m.H
	if !g.ready || n == 0 || n > maxLosMemo {
		// A throwaway Graph (package-level searches) answers one question:
		// the memo would cost more than it saves.
		return nil
	}
	// Two goroutines may both build one; the first stored wins and the
	// other's answers are recomputed, which is harmless.
	fresh := &losMemo{n: n, words: make([]atomic.Uint32, (n*n+7)/8)}
	if g.los.CompareAndSwap(nil, fresh) {
		return fresh
	}
	return g.los.Load()
}

// clearOnMap is LineOfSight with no models, remembered per pair. from and
// to must be squares of the map.
func (g *Graph) clearOnMap(from, to tiles.Point, ignoreStructures bool) bool {
	lm := g.losMemo()
	if lm == nil {
		return LineOfSight(g.m, from, to, nil, ignoreStructures)
	}
	fi, ti := g.m.Index(from), g.m.Index(to)
	w, shift := lm.slot(fi*lm.n+ti, ignoreStructures)
	if v := w.Load() >> shift; v&losKnown != 0 {
		return v&losClear != 0
	}
	ok := LineOfSight(g.m, from, to, nil, ignoreStructures)
	bits := uint32(losKnown)
	if ok {
		bits |= losClear
	}
	w.Or(bits << shift)
	// With no models the answer is symmetric (some line between the two
	// interiors touches nothing; TestLineOfSightOnMapIsSymmetric), so the
	// way back is known too.
	w, shift = lm.slot(ti*lm.n+fi, ignoreStructures)
	w.Or(bits << shift)
	return ok
}

// slot is the word and bit offset of an ordered pair's answer.
func (lm *losMemo) slot(pair int, ignoreStructures bool) (*atomic.Uint32, uint) {
	shift := uint(pair%8) * 4
	if ignoreStructures {
		shift += 2
	}
	return &lm.words[pair/8], shift
}

// LineOfSightAmong is LineOfSight on the Graph's map with the squares in
// blockers blocking (enemy models: a square may be listed more than once,
// and from and to never block their own line). It gives exactly
// LineOfSight's answer, but remembers the map's part of it, so most
// questions cost a lookup and a pass over blockers.
func (g *Graph) LineOfSightAmong(from, to tiles.Point, blockers []tiles.Point, ignoreStructures bool) bool {
	m := g.m
	if !m.IsSquare(from) || !m.IsSquare(to) {
		return false
	}
	if from == to {
		return true
	}
	if tiles.Dist(from, to) == 1 || g.losMemo() == nil {
		// The closed form for neighbours is cheaper than the memo.
		return LineOfSight(m, from, to, blockersIn(blockers), ignoreStructures)
	}
	if !g.clearOnMap(from, to, ignoreStructures) {
		return false
	}
	minX, maxX := min(from.X, to.X), max(from.X, to.X)
	minY, maxY := min(from.Y, to.Y), max(from.Y, to.Y)
	inBox := false
	for _, p := range blockers {
		if p.X >= minX && p.X <= maxX && p.Y >= minY && p.Y <= maxY && p != from && p != to {
			inBox = true
			break
		}
	}
	if !inBox {
		return true
	}
	return LineOfSight(m, from, to, blockersIn(blockers), ignoreStructures)
}

// LineOfSight is the package LineOfSight on the Graph's map, with the same
// answer: the map's part is remembered, and the exact test with models runs
// only when blocks picks a square inside the two squares' bounding box
// (blocks is asked about the squares of that box, so it should be cheap,
// and it must answer the same for the same square).
func (g *Graph) LineOfSight(from, to tiles.Point, blocks func(tiles.Point) bool, ignoreStructures bool) bool {
	m := g.m
	if !m.IsSquare(from) || !m.IsSquare(to) {
		return false
	}
	if from == to || tiles.Dist(from, to) == 1 || g.losMemo() == nil {
		return LineOfSight(m, from, to, blocks, ignoreStructures)
	}
	if !g.clearOnMap(from, to, ignoreStructures) {
		return false
	}
	if blocks == nil {
		return true
	}
	for y := min(from.Y, to.Y); y <= max(from.Y, to.Y); y++ {
		for x := min(from.X, to.X); x <= max(from.X, to.X); x++ {
			if p := (tiles.Point{X: x, Y: y}); p != from && p != to && blocks(p) {
				return LineOfSight(m, from, to, blocks, ignoreStructures)
			}
		}
	}
	return true
}

// blockersIn is the blocks function of a list of squares (nil for none).
func blockersIn(blockers []tiles.Point) func(tiles.Point) bool {
	if len(blockers) == 0 {
		return nil
	}
	return func(p tiles.Point) bool {
		for _, q := range blockers {
			if q == p {
				return true
			}
		}
		return false
	}
}
