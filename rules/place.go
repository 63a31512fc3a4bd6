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
