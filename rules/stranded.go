package rules

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Standing on structures and chasms (Arcade rulebook, "Abilities": Fly
// treats chasm and structure squares as open squares, Burrow treats
// structure squares as open squares). A model with Fly may therefore end a
// move on a structure or over a chasm, and one with Burrow inside a
// structure; every other model may neither enter nor stand on them
// (pathing.CanStep).
//
// The books do not say what happens when a model loses Fly (or Burrow)
// while it stands on such a square: a potion's Fly ends at the drinker's
// next upkeep, an aura granting it moves away, worn wings are replaced.
// Project decision: the model lands at once on the nearest square it may
// stand on that no other model occupies (fewest squares away; among equals
// one it can see, then the topmost, then the leftmost). Landing is free and
// harmless: no movement points, no wound. settle applies it after every
// command, so no command can leave a model where it could not have moved.

// CanStand reports whether model id may stand with its base's top-left
// square on p, given its current movement abilities and terrain alone
// (other models are not considered).
func (g *Game) CanStand(id ModelID, p tiles.Point) bool {
	m := g.Model(id)
	if m == nil {
		return false
	}
	fly, burrow, known := false, false, false
	for _, q := range footprint(m, p) {
		t := g.Board.At(q).Terrain
		switch t {
		case tiles.Floor:
			continue
		case tiles.Void:
			return false
		}
		if !known {
			fly, burrow, known = g.Has(m, "Fly"), g.Has(m, "Burrow"), true
		}
		if !(fly || (burrow && t == tiles.Structure)) {
			return false
		}
	}
	return true
}

// footprint lists the squares m's base would cover with its top-left
// square on p.
func footprint(m *Model, p tiles.Point) []tiles.Point {
	if !m.Large {
		return []tiles.Point{p}
	}
	return []tiles.Point{p, {X: p.X + 1, Y: p.Y}, {X: p.X, Y: p.Y + 1}, {X: p.X + 1, Y: p.Y + 1}}
}

// landStranded moves every model standing where it no longer may to the
// nearest square it may stand on (the project decision above).
func (g *Game) landStranded() []Event {
	var evs []Event
	for i := range g.Models {
		m := &g.Models[i]
		if !m.InPlay || m.Kind == KindChest || g.CanStand(m.ID, m.Pos) {
			continue
		}
		to, ok := g.landingSquare(m)
		if !ok {
			evs = append(evs, Note{Text: fmt.Sprintf("%s has nowhere to land and stays where it is", m.Card)})
			continue
		}
		m.Pos = to
		evs = append(evs, Moved{Model: g.RefOf(m.ID), Path: []tiles.Point{to}, Reason: "landing: it can no longer stay on that square"})
	}
	return evs
}

// landingSquare finds where a stranded model lands.
func (g *Game) landingSquare(m *Model) (tiles.Point, bool) {
	free := func(p tiles.Point) bool {
		for _, q := range footprint(m, p) {
			if o := g.At(q); o != nil && o.ID != m.ID {
				return false
			}
		}
		return g.CanStand(m.ID, p)
	}
	reach := max(g.Board.W, g.Board.H)
	for r := 1; r <= reach; r++ {
		var best tiles.Point
		found, bestSeen := false, false
		// Rows top to bottom, columns left to right: the first candidate
		// seen in this order wins a tie.
		for y := m.Pos.Y - r; y <= m.Pos.Y+r; y++ {
			for x := m.Pos.X - r; x <= m.Pos.X+r; x++ {
				p := tiles.Point{X: x, Y: y}
				if tiles.Dist(m.Pos, p) != r || !g.Board.IsSquare(p) || !free(p) {
					continue
				}
				seen := pathing.LineOfSight(g.Board, m.Pos, p, nil, true)
				if !found || (seen && !bestSeen) {
					best, found, bestSeen = p, true, seen
				}
			}
		}
		if found {
			return best, true
		}
	}
	return tiles.Point{}, false
}
