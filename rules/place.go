package rules

import "github.com/superdungeon-digital/superdungeon/tiles"

// baseAt lists the squares a base with its top-left square at p covers.
func BaseAt(p tiles.Point, large bool) []tiles.Point {
	if !large {
		return []tiles.Point{p}
	}
	return []tiles.Point{p, {X: p.X + 1, Y: p.Y}, {X: p.X, Y: p.Y + 1}, {X: p.X + 1, Y: p.Y + 1}}
}

// fits reports whether a base (large or not) can stand with its top-left
// square at p: every square is open floor of the dungeon with no model or
// token on it other than self, and no wall runs inside a large base.
func (g *Game) Fits(p tiles.Point, large bool, self ModelID) bool {
	sq := BaseAt(p, large)
	for _, s := range sq {
		if !g.Board.IsSquare(s) || g.Board.At(s).Terrain != tiles.Floor {
			return false
		}
	}
	return g.baseFree(sq, large, self)
}

// StopsAt reports whether model m may end a move with its base's top-left
// square at p: as Fits, but a flyer may stop on a structure or over a
// chasm (CanStand).
func (g *Game) StopsAt(m *Model, p tiles.Point) bool {
	sq := BaseAt(p, m.Large)
	for _, s := range sq {
		if !g.Board.IsSquare(s) {
			return false
		}
	}
	return g.CanStand(m.ID, p) && g.baseFree(sq, m.Large, m.ID)
}

// baseFree reports whether no model or token but self stands on the base's
// squares sq, and no wall runs inside a large base.
func (g *Game) baseFree(sq []tiles.Point, large bool, self ModelID) bool {
	for _, s := range sq {
		if o := g.At(s); o != nil && o.ID != self {
			return false
		}
	}
	if large {
		if g.Board.Wall(sq[0], sq[1]) || g.Board.Wall(sq[2], sq[3]) || g.Board.Wall(sq[0], sq[2]) || g.Board.Wall(sq[1], sq[3]) {
			return false
		}
	}
	return true
}
