package legends

import (
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Large models ("Movement", "Line of Sight": a large model with a base
// that occupies more than one square). A model of Size 2 stands on a 2x2
// base; At is the base's top-left square. Ours where the book is silent:
// distances between models are between their nearest squares (melee
// reaches from any square of the base, a Burst is measured from the
// nearest), an area strikes a model once however many of its squares it
// covers, and a large model is too big to be shoved.

// size is m's base width in squares (1 for a small model).
func (m *Model) size() int { return max(1, m.Size) }

// footprintAt is the squares m's base covers with its top-left on p.
func (m *Model) footprintAt(p tiles.Point) []tiles.Point {
	n := m.size()
	if n == 1 {
		return []tiles.Point{p}
	}
	out := make([]tiles.Point, 0, n*n)
	for dy := 0; dy < n; dy++ {
		for dx := 0; dx < n; dx++ {
			out = append(out, tiles.Point{X: p.X + dx, Y: p.Y + dy})
		}
	}
	return out
}

// Squares is the squares m's base covers.
func (m *Model) Squares() []tiles.Point { return m.footprintAt(m.At) }

// covers reports whether m's base covers p.
func (m *Model) covers(p tiles.Point) bool {
	n := m.size()
	return p.X >= m.At.X && p.X < m.At.X+n && p.Y >= m.At.Y && p.Y < m.At.Y+n
}

// gapTo is the distance from the nearest square of m's base to p.
func (m *Model) gapTo(p tiles.Point) int {
	if m.size() == 1 {
		return tiles.Dist(m.At, p)
	}
	best := -1
	for _, q := range m.Squares() {
		if d := tiles.Dist(q, p); best < 0 || d < best {
			best = d
		}
	}
	return best
}

// gap is the distance between the nearest squares of two bases.
func gap(a, b *Model) int {
	if b.size() == 1 {
		return a.gapTo(b.At)
	}
	best := -1
	for _, q := range b.Squares() {
		if d := a.gapTo(q); best < 0 || d < best {
			best = d
		}
	}
	return best
}

// fits reports whether m's base may stand with its top-left on p: every
// square one it may end on, open, and free of other models.
func (g *Game) fits(m *Model, p tiles.Point) bool {
	for _, q := range m.footprintAt(p) {
		if !g.Map.IsSquare(q) || !g.canStand(m, q) || g.tokenBlocks(q) {
			return false
		}
		if o := g.modelAt(q); o != nil && o.ID != m.ID {
			return false
		}
	}
	return true
}

// placeFor is where m's base goes when its move ends on last ("at least
// part of its base occupies the last square counted", never further):
// the first placement covering last that fits, false if none does.
func (g *Game) placeFor(m *Model, last tiles.Point) (tiles.Point, bool) {
	n := m.size()
	for dy := 0; dy < n; dy++ {
		for dx := 0; dx < n; dx++ {
			p := tiles.Point{X: last.X - dx, Y: last.Y - dy}
			if g.fits(m, p) {
				return p, true
			}
		}
	}
	return tiles.Point{}, false
}

// seesModel reports whether a sees t: a line from any square of a's base
// to any square of t's. Small enemy models do not block a line to or
// from a large model ("Line of Sight").
func (g *Game) seesModel(a, t *Model) (bool, string) {
	if a.size() == 1 && t.size() == 1 {
		return g.sight(a, t.At, t.Fly)
	}
	overSmall := func(q tiles.Point) bool {
		if g.tokenBlocks(q) {
			return true
		}
		if a.Fly || t.Fly {
			return false
		}
		o := g.modelAt(q)
		return o != nil && o.Side != a.Side && !o.KO && o.size() > 1 && o.ID != t.ID
	}
	why := ""
	for _, s := range a.Squares() {
		for _, d := range t.Squares() {
			if pathing.LineOfSight(g.Map, s, d, overSmall, false) {
				return true, ""
			}
			if why == "" {
				why = pathing.WhyNoLineOfSight(g.Map, s, d, overSmall, false)
			}
		}
	}
	return false, why
}

// fitNear is the placement of m's base nearest p that fits (reading
// order breaks ties), false if the dungeon has none.
func (g *Game) fitNear(m *Model, p tiles.Point) (tiles.Point, bool) {
	for r := 0; r < g.Map.W+g.Map.H; r++ {
		for y := p.Y - r; y <= p.Y+r; y++ {
			for x := p.X - r; x <= p.X+r; x++ {
				q := tiles.Point{X: x, Y: y}
				if tiles.Dist(p, q) == r && g.fits(m, q) && g.Map.At(q).Terrain == tiles.Floor {
					return q, true
				}
			}
		}
	}
	return tiles.Point{}, false
}

// endsWell reports whether a move of m may end on p: nobody else there
// (a large base: a placement covering p fits).
func (g *Game) endsWell(m *Model, p tiles.Point) bool {
	if m.size() > 1 {
		_, ok := g.placeFor(m, p)
		return ok
	}
	o := g.modelAt(p)
	return o == nil || o.ID == m.ID
}

// nearestSquare is the square of t's base nearest to m (reading order
// breaks ties): where m aims a Burst at t.
func nearestSquare(t, m *Model) tiles.Point {
	best := t.At
	for _, q := range t.Squares() {
		if m.gapTo(q) < m.gapTo(best) {
			best = q
		}
	}
	return best
}

// ModelAt is the model in play whose base covers p, nil if none.
func (g *Game) ModelAt(p tiles.Point) *Model { return g.modelAt(p) }
