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
// rulebook, "6. Heroes Enter Dungeon" and "7. Populate the Dungeon"), each
// picked by rng among StartOptions and ChestOptions. The spawning points are
// already on their marks.
func (d *Dungeon) populate(rng *rand.Rand) error {
	if rng == nil {
		return errors.New("dungeon: no random source for placing the start token and chests")
	}
	starts := d.StartOptions()
	if len(starts) == 0 {
		return errors.New("dungeon: the first tile has no dungeon exit for the start token")
	}
	d.Start = starts[rng.IntN(len(starts))]
	d.Map.Start = d.Start
	d.Chests = make([]Point, len(d.Tiles))
	for i := range d.Tiles {
		ok := d.ChestOptions(i + 1)
		if len(ok) == 0 {
			return fmt.Errorf("dungeon: tile %d (%s) has no square for its treasure chest", i+1, d.Tiles[i].Name)
		}
		d.Chests[i] = ok[rng.IntN(len(ok))]
	}
	return nil
}

// StartOptions lists, row-major, the squares where the start token may go
// (Arcade rulebook, "6. Heroes Enter Dungeon"): squares of the first tile's
// dungeon exits (next to a doorway that leads nowhere) as far as possible
// from the first tile's spawn mark, counting squares as range does.
func (d *Dungeon) StartOptions() []Point {
	m := d.Map
	var best []Point
	bestDist := -1
	for _, e := range m.Exits {
		for _, p := range e.Squares {
			if m.TileOf(p) != 1 {
				continue
			}
			switch dist := Dist(p, d.Spawns[0]); {
			case dist > bestDist:
				best, bestDist = []Point{p}, dist
			case dist == bestDist:
				best = append(best, p)
			}
		}
	}
	sortPoints(best)
	return best
}

// ChestOptions lists, row-major, the squares where tile number tile (tile
// order, 1-based) may have its treasure chest (Arcade rulebook, "7. Populate
// the Dungeon"): within four squares of its spawning point (regardless of
// line of sight, as Explore spells out), on that tile, on open floor without
// an effect, not the spawn square, a doorway square or the start, and one
// the party can walk to from the start.
func (d *Dungeon) ChestOptions(tile int) []Point {
	if tile < 1 || tile > len(d.Spawns) {
		return nil
	}
	m := d.Map
	reach := floodFloor(m, d.Start)
	var out []Point
	for _, p := range chestSquares(m, d.Spawns[tile-1], d.doorwaySquares()) {
		if m.TileOf(p) == tile && p != d.Start && reach[m.Index(p)] {
			out = append(out, p)
		}
	}
	return out
}

// SetStart moves the start token to p, one of StartOptions, for a player's
// or the Consul's own choice.
func (d *Dungeon) SetStart(p Point) error {
	if !containsPoint(d.StartOptions(), p) {
		return fmt.Errorf("start token: %v is not a square of the first tile's exits farthest from its spawning point", p)
	}
	for i, c := range d.Chests {
		if c == p {
			return fmt.Errorf("start token: %v holds tile %d's treasure chest", p, i+1)
		}
	}
	d.Start, d.Map.Start = p, p
	return nil
}

// SetChest moves tile number tile's treasure chest to p, one of
// ChestOptions(tile), for the Consul's choice in Explore.
func (d *Dungeon) SetChest(tile int, p Point) error {
	if !containsPoint(d.ChestOptions(tile), p) {
		return fmt.Errorf("treasure chest of tile %d: %v is not a legal chest square", tile, p)
	}
	d.Chests[tile-1] = p
	return nil
}

func containsPoint(ps []Point, p Point) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}
