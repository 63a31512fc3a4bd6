package tiles

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// crop trims void rows and columns from the map's edges so its bounding box
// is tight, shifting every point the dungeon holds.
func (d *Dungeon) crop() {
	m := d.Map
	minP, maxP := Point{m.W, m.H}, Point{-1, -1}
	for _, p := range m.Points() {
		minP = Point{min(minP.X, p.X), min(minP.Y, p.Y)}
		maxP = Point{max(maxP.X, p.X), max(maxP.Y, p.Y)}
	}
	if maxP.X < 0 || (minP == Point{} && maxP == Point{m.W - 1, m.H - 1}) {
		return
	}
	c := NewMap(maxP.X-minP.X+1, maxP.Y-minP.Y+1)
	for y := 0; y < c.H; y++ {
		for x := 0; x < c.W; x++ {
			p, q := Point{x, y}, Point{x + minP.X, y + minP.Y}
			c.Squares[c.Index(p)] = m.Squares[m.Index(q)]
			c.wallE[c.Index(p)] = m.wallE[m.Index(q)]
			c.wallS[c.Index(p)] = m.wallS[m.Index(q)]
		}
	}
	shift := func(p Point) Point { return p.Sub(minP) }
	for _, e := range m.Exits {
		ne := Exit{Out: e.Out}
		for _, p := range e.Squares {
			ne.Squares = append(ne.Squares, shift(p))
		}
		c.Exits = append(c.Exits, ne)
	}
	for i, p := range d.Spawns {
		d.Spawns[i] = shift(p)
	}
	c.SpawnMarks = append([]Point(nil), d.Spawns...)
	for i := range d.Tiles {
		d.Tiles[i].Origin = shift(d.Tiles[i].Origin)
	}
	for i := range d.Passages {
		for k, pr := range d.Passages[i].Squares {
			d.Passages[i].Squares[k] = [2]Point{shift(pr[0]), shift(pr[1])}
		}
	}
	for i, p := range d.Sealed {
		d.Sealed[i] = shift(p)
	}
	d.Map = c
}

// doorwaySquares is every doorway square of every tile (passages, exits and
// sealed doorways alike).
func (d *Dungeon) doorwaySquares() map[Point]bool {
	out := map[Point]bool{}
	for _, t := range d.Tiles {
		for _, side := range t.Doorways {
			for _, p := range DoorwaySquares(side, FaceSize) {
				out[Point{t.Origin.X + p.X, t.Origin.Y + p.Y}] = true
			}
		}
	}
	return out
}

// populate places the start token and one treasure chest per tile (Arcade
// rulebook, "6. Heroes Enter Dungeon" and "7. Populate the Dungeon"). The
// spawning points are already on their marks.
//
// Start: among the squares of the first tile's dungeon exits (the squares
// next to a doorway that leads nowhere), the one farthest from the first
// tile's spawn mark, counting squares as range does; rng breaks ties.
//
// Chests: on each tile, a square within four squares of its spawning point
// (regardless of line of sight, as Explore spells out), picked by rng among
// the open floor squares without an effect that are not the spawn square, a
// doorway square or the start, and that the party can walk to from the start.
func (d *Dungeon) populate(rng *rand.Rand) error {
	if rng == nil {
		return errors.New("dungeon: no random source for placing the start token and chests")
	}
	m := d.Map
	spawn1 := d.Spawns[0]
	var best []Point
	bestDist := -1
	for _, e := range m.Exits {
		for _, p := range e.Squares {
			if m.TileOf(p) != 1 {
				continue
			}
			switch dist := Dist(p, spawn1); {
			case dist > bestDist:
				best, bestDist = []Point{p}, dist
			case dist == bestDist:
				best = append(best, p)
			}
		}
	}
	if len(best) == 0 {
		return errors.New("dungeon: the first tile has no dungeon exit for the start token")
	}
	sortPoints(best)
	d.Start = best[rng.IntN(len(best))]
	m.Start = d.Start

	doors := d.doorwaySquares()
	reach := floodFloor(m, d.Start)
	d.Chests = make([]Point, len(d.Tiles))
	for i, spawn := range d.Spawns {
		var ok []Point
		for _, p := range chestSquares(m, spawn, doors) {
			if m.TileOf(p) == i+1 && p != d.Start && reach[m.Index(p)] {
				ok = append(ok, p)
			}
		}
		if len(ok) == 0 {
			return fmt.Errorf("dungeon: tile %d (%s) has no square for its treasure chest", i+1, d.Tiles[i].Name)
		}
		d.Chests[i] = ok[rng.IntN(len(ok))]
	}
	return nil
}
