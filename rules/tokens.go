package rules

import (
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// CrystalToken is a plot's crystal token in the dungeon.
type CrystalToken struct {
	Pos     tiles.Point
	Crystal cards.Crystal
	Plot    string
}

// CrystalAt is the index in Game.Crystals of the token on p, or -1.
func (g *Game) CrystalAt(p tiles.Point) int {
	for i, c := range g.Crystals {
		if c.Pos == p {
			return i
		}
	}
	return -1
}
