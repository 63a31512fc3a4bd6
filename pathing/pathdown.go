package pathing

import (
	"math/bits"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// mapOnly reports whether nothing but the map and the mover's kind decides
// where mv may step and what each step costs: no enemies to avoid and no
// tile costs to pay. Friendly models (Occupied) only matter for where a
// move may end.
func mapOnly(mv *Mover) bool {
	return mv == nil || (mv.Enemy == nil && (mv.ExtraCost == nil || mv.Fly || mv.Burrow || mv.Surefoot))
}

// downEntry is a queued square of pathDown: padded index, cost so far and
// padded coordinates.
type downEntry struct {
	i    int32
	g    uint16
	x, y uint16
}

// pathDown is ShortestPath for a mover that only the map constrains
// (mapOnly), given f, the target's distance field for the mover's kind.
// The field is then the exact remaining cost, so the cheapest paths are
// exactly the chains of f.down steps, and the A* search of searcher.run,
// bounded by the field (searcher.searchTo), would push nothing else. This
// is that search with nothing else in it: the same bucket queue, newest
// first, the same direction order, each square pushed once at its
// cheapest, so it settles the same squares in the same order and leaves
// the same arriving direction on every square of the path it returns
// (DECISION.md, decision 5; TestShortestPathWithDistanceFieldsChangesNothing
// holds the two to the same answers). Its only state is one byte per
// location, on the stack for maps up to stackCells, and the path's length
// is known before it is walked (the cost, one point a step).
func pathDown(g *Graph, f *distField, from, to tiles.Point, mv *Mover) ([]tiles.Point, int, bool) {
	si, ti := g.idx(from), g.idx(to)
	total := f.dist[si]
	switch {
	case total == distNone:
		return nil, 0, false // not even the bare map leads there
	case total >= distCap:
		return pathOnSlow(g, mv, from, to)
	}
	if mv != nil && mv.Occupied != nil && mv.Occupied(to) {
		return nil, 0, false
	}
	n := len(g.static)
	if n <= smallCells {
		var st [smallCells]uint8
		return walkDown(g, f.down, si, ti, st[:n], int(total)), int(total), true
	}
	if n <= stackCells {
		var st [stackCells]uint8
		return walkDown(g, f.down, si, ti, st[:n], int(total)), int(total), true
	}
	return walkDown(g, f.down, si, ti, make([]uint8, n), int(total)), int(total), true
}

// pathOnSlow is pathOn without the field (a path too long for a field to
// hold exactly).
func pathOnSlow(g *Graph, mv *Mover, from, to tiles.Point) ([]tiles.Point, int, bool) {
	return pathOn(g, mv, from, to, allDirs, nil)
}

// walkDown runs pathDown's search in st (zeroed, one byte per padded
// location: reached, then the arriving direction's mask bit in bits 1-3)
// and returns the path of total steps to ti.
func walkDown(g *Graph, down []uint8, si, ti int32, st []uint8, total int) []tiles.Point {
	const reached = 1
	pw := g.pw
	tx, ty := ti%pw, ti/pw
	// Per mask bit k (eightDirs order): index offset and coordinate steps.
	offK := [8]int32{-pw, 1, pw, -1, 1 - pw, 1 + pw, pw - 1, -pw - 1}
	dxK := [8]int32{0, 1, 0, -1, 1, 1, -1, -1}
	dyK := [8]int32{-1, 0, 1, 0, -1, 1, 1, -1}
	var (
		entBuf  [64]downEntry
		nextBuf [64]int32
	)
	headBuf := [16]int32{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}
	heads, ent, next := headBuf[:], entBuf[:0], nextBuf[:0]
	sx, sy := si%pw, si/pw
	cur := int(max(abs32(sx-tx), abs32(sy-ty)))
	st[si] = reached
	ent, next = append(ent, downEntry{si, 0, uint16(sx), uint16(sy)}), append(next, -1)
	heads[cur&(len(heads)-1)] = 0
	for {
		// Pop the newest entry of the lowest non-empty bucket. The target
		// is always reached (the field says it is total steps away), so
		// the queue never runs dry first.
		mask := len(heads) - 1
		e := heads[cur&mask]
		for e < 0 {
			cur++
			e = heads[cur&mask]
		}
		heads[cur&mask] = next[e]
		i, x, y := ent[e].i, int32(ent[e].x), int32(ent[e].y)
		if i == ti {
			break
		}
		gj := ent[e].g + 1
		for steps := uint16(down[i]); steps != 0; steps &= steps - 1 {
			k := bits.TrailingZeros16(steps)
			j := i + offK[k]
			if st[j] != 0 {
				continue
			}
			st[j] = reached | uint8(k)<<1
			jx, jy := x+dxK[k], y+dyK[k]
			pf := int(int32(gj) + max(abs32(jx-tx), abs32(jy-ty)))
			if pf-cur >= len(heads) {
				heads = regrowRing(heads, cur, pf-cur+1)
			}
			b := pf & (len(heads) - 1)
			ent = append(ent, downEntry{j, gj, uint16(jx), uint16(jy)})
			next = append(next, heads[b])
			heads[b] = int32(len(ent) - 1)
		}
	}
	// Walk back from the target along the arriving directions.
	out := make([]tiles.Point, total)
	i := ti
	p := g.point(ti)
	for n := total - 1; n >= 0; n-- {
		out[n] = p
		k := st[i] >> 1
		i -= offK[k]
		p.X -= int(dxK[k])
		p.Y -= int(dyK[k])
	}
	return out
}
