package pathing

import (
	"sync/atomic"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Distance fields: for a target square and a mover kind, the number of
// steps from every square to the target that the map alone allows (walls,
// corners, terrain and the kind's abilities; no models, every step costing
// 1). Models only take steps away (an enemy's square cannot be entered, two
// enemies close a diagonal, an enemy beside a diagonal can block the sight
// the step needs) and tile effects only add to a step's cost, so for any
// mover of that kind the field never exceeds the true remaining cost: it is
// an admissible lower bound, which is all ShortestPath uses it for (see
// pathOn and DECISION.md, decision 5).

// maxDistMemo bounds the map locations (W×H) for which fields are kept:
// a field is one byte per padded location, so every target of one kind on
// a map at the bound would take about 17 MB. Bigger maps are answered
// without fields.
const maxDistMemo = 4096

// Field values: steps, capped at distCap (a bound that is still a lower
// bound); distNone where the target cannot be reached at all.
const (
	distCap  = 254
	distNone = 255
)

// distMemo holds the fields of one Graph, filled lazily and shared by every
// goroutine using the Graph: a field is built once, published with one
// atomic store and never changed.
type distMemo struct {
	// fields[kind][target] is the field of that target (a square index of
	// the map, m.Index) for movers of that kind, nil until built.
	fields [4][]atomic.Pointer[distField]
	// asks counts the searches towards each target that found no field; a
	// field is built on the second, so a target asked once costs no more
	// than before.
	asks [4][]atomic.Uint32
}

func (g *Graph) distMemo() *distMemo {
	if dm := g.dist.Load(); dm != nil {
		return dm
	}
	n := g.m.W * g.m.H
	if !g.ready || n == 0 || n > maxDistMemo {
		return nil
	}
	fresh := &distMemo{}
	for k := range fresh.fields {
		fresh.fields[k] = make([]atomic.Pointer[distField], n)
		fresh.asks[k] = make([]atomic.Uint32, n)
	}
	// Two goroutines may both build one; the first stored wins.
	if g.dist.CompareAndSwap(nil, fresh) {
		return fresh
	}
	return g.dist.Load()
}

// distField is one target's field for one mover kind, both slices indexed
// by padded index.
type distField struct {
	// dist is the number of steps to the target (capped at distCap),
	// distNone where the target cannot be reached.
	dist []uint8
	// down has bit b set (b as in the step masks) where the step in
	// direction eightDirs()[b] is allowed by the map and goes to a square
	// one step nearer: the steps of the cheapest paths with no models.
	// Only kept right where dist < distCap.
	down []uint8
}

// distTo returns the distance field towards square to for movers of kind
// k, or nil when the Graph keeps none (a throwaway Graph, a huge map) or
// this is the first time to is asked for.
func (g *Graph) distTo(k int, to tiles.Point) *distField {
	dm := g.distMemo()
	if dm == nil {
		return nil
	}
	ti := g.m.Index(to)
	if f := dm.fields[k][ti].Load(); f != nil {
		return f
	}
	if dm.asks[k][ti].Add(1) < 2 {
		return nil
	}
	f := g.buildDist(k, g.idx(to))
	// A field built twice at once is the same field: either may win.
	dm.fields[k][ti].CompareAndSwap(nil, f)
	return f
}

// buildDist is a breadth-first search out from target over the steps
// reversed: a square i gets distance d+1 when it may step (by the kind's
// mask) onto a square at distance d.
func (g *Graph) buildDist(k int, target int32) *distField {
	n := len(g.static)
	d := make([]uint8, n)
	for i := range d {
		d[i] = distNone
	}
	masks := g.masks[k]
	var offK [8]int32
	for b, dir := range eightDirs() {
		offK[b] = g.off[dir]
	}
	queue := make([]int32, 1, g.m.W*g.m.H+1)
	queue[0] = target
	d[target] = 0
	for head := 0; head < len(queue); head++ {
		j := queue[head]
		next := min(d[j]+1, distCap)
		for b := range 8 {
			i := j - offK[b] // i steps in direction b onto j
			if d[i] == distNone && masks[i]&(1<<b) != 0 {
				d[i] = next
				queue = append(queue, i)
			}
		}
	}
	down := make([]uint8, n)
	for _, i := range queue {
		if d[i] >= distCap || d[i] == 0 {
			continue
		}
		for b := range 8 {
			if masks[i]&(1<<b) != 0 && d[i+offK[b]] == d[i]-1 {
				down[i] |= 1 << b
			}
		}
	}
	return &distField{dist: d, down: down}
}
