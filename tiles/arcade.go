package tiles

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// BuildArcade builds a dungeon by the Arcade rules ("3. Build Dungeon",
// "6. Heroes Enter Dungeon", "7. Populate the Dungeon"; four tiles for 5-6
// Heroes by "Game Size"), drawing every random choice from rng and every
// tile orientation from greenDie, which rolls one green die and reports its
// stars and whether it came up blank.
//
// The steps, and the choices the rulebook leaves to the players:
//
//  1. Stack and shuffle the tiles (rng), each landing on a random side (rng).
//     The top tile is the first tile, placed as printed (no roll: the rule
//     rolls only for each tile beyond the first).
//  2. Each later tile is placed against the tile placed just before it, then
//     the green die is rolled: one quarter turn clockwise per star, the other
//     side up on a blank. Among the positions where that orientation lines a
//     doorway up with a free doorway of the previous tile, one is picked by
//     rng, preferring positions that press no doorway against a wall.
//  3. Fallback: if the rolled orientation fits nowhere, the tile keeps
//     turning a quarter clockwise (up to three more turns), then is flipped
//     and tried in the four turns from the rolled one. PlacedTile.Adjusted
//     records it. If nothing fits the build fails (the embedded tiles never
//     do; the tests build 1,000 dungeons of 3 and 4 tiles).
//
// Project decisions that keep tile order well defined (the rulebook numbers
// tiles first, second, third by connection): tile k is the k-th tile placed;
// it must connect to tile k-1, and no tile but the second may connect to the
// first, so the first tile always has exactly one neighbour and the dungeon
// is a chain (the Game Size rule says the same of the fourth tile: connected
// to the third, never to the first; it may touch the second, giving Explore's
// square dungeon). A doorway pressed against another tile's wall is sealed:
// it is neither a passage nor a dungeon exit. The first tile must keep a
// dungeon exit for the start token.
func (s *Set) BuildArcade(rng *rand.Rand, tileCount int, greenDie func() (stars int, blank bool)) (*Dungeon, error) {
	if rng == nil || greenDie == nil {
		return nil, errors.New("arcade dungeon: need a random source and a green die")
	}
	if tileCount < 1 || tileCount > len(s.Tiles) {
		return nil, fmt.Errorf("arcade dungeon: %d tiles asked, the set has 1-%d", tileCount, len(s.Tiles))
	}
	stack := make([]int, len(s.Tiles))
	for i := range stack {
		stack[i] = i + 1
	}
	rng.Shuffle(len(stack), func(i, j int) { stack[i], stack[j] = stack[j], stack[i] })
	up := make([]Side, len(stack))
	for i := range up {
		up[i] = Side(rng.IntN(2))
	}
	l := &layout{set: s, cells: map[Point]int{}}
	if err := l.add(Placement{Tile: stack[0], Side: up[0]}); err != nil {
		return nil, fmt.Errorf("arcade dungeon: %w", err)
	}
	rolls := make([]GreenRoll, tileCount)
	adjusted := make([]bool, tileCount)
	for k := 1; k < tileCount; k++ {
		stars, blank := greenDie()
		if stars < 0 {
			return nil, fmt.Errorf("arcade dungeon: tile %d: the green die rolled %d stars", k+1, stars)
		}
		rolls[k] = GreenRoll{Stars: stars, Blank: blank}
		side := up[k]
		if blank {
			side = side.Other()
		}
		p, adj, err := l.attach(rng, k, tileCount, stack[k], side, stars%4, stack[k+1:tileCount])
		if err != nil {
			return nil, fmt.Errorf("arcade dungeon: %w", err)
		}
		adjusted[k] = adj
		if err := l.add(p); err != nil {
			return nil, fmt.Errorf("arcade dungeon: %w", err)
		}
	}
	order := make([]int, tileCount)
	for i := range order {
		order[i] = i + 1
	}
	d, err := l.assemble(order, rng)
	if err != nil {
		return nil, fmt.Errorf("arcade dungeon: %w", err)
	}
	for i := range d.Tiles {
		d.Tiles[i].Roll, d.Tiles[i].Adjusted = rolls[i], adjusted[i]
	}
	return d, nil
}

// attach finds a position for the k-th placement (0-based) of tile in the
// rolled orientation, or the first fallback orientation that has one.
func (l *layout) attach(rng *rand.Rand, k, total, tile int, side Side, rot int, rest []int) (Placement, bool, error) {
	for flip := 0; flip < 2; flip++ {
		sd := side
		if flip == 1 {
			sd = side.Other()
		}
		for extra := 0; extra < 4; extra++ {
			cands := l.positions(k, total, Placement{Tile: tile, Side: sd, Rot: (rot + extra) % 4}, rest)
			if len(cands) > 0 {
				return cands[rng.IntN(len(cands))], flip+extra > 0, nil
			}
		}
	}
	return Placement{}, false, fmt.Errorf("tile %d (placed %d of %d) fits against tile %d in no orientation",
		tile, k+1, total, l.places[k-1].Tile)
}

// positions lists the legal cells for p (its Cell ignored) against the
// previous placement, keeping only those that seal the fewest doorways. A
// cell is legal when p connects to the previous tile, not to the first tile
// (unless p is the second), leaves the first tile a dungeon exit, and leaves
// room for the tiles still in rest to follow in some orientation, as players
// would (without that look-ahead about 1 four-tile build in 1,000 paints
// itself into a corner).
func (l *layout) positions(k, total int, p Placement, rest []int) []Placement {
	var out []Placement
	best := -1
	prev := k - 1
	for _, d := range l.exitSides(prev) {
		p.Cell = l.places[prev].Cell.Add(d)
		t, _ := l.set.Tile(p.Tile)
		if !hasDoor(t.Face(p.Side).DoorwaysTurned(p.Rot), d.Opposite()) {
			continue
		}
		if err := l.add(p); err != nil {
			continue
		}
		ok := (k < 2 || !l.connected(k, 0)) && len(l.exitSides(0)) > 0 &&
			(len(rest) == 0 || (len(l.exitSides(k)) > 0 && l.anyFit(k+1, total, rest)))
		sealed := l.sealedCount()
		l.pop()
		switch {
		case !ok:
		case best < 0 || sealed < best:
			out, best = []Placement{p}, sealed
		case sealed == best:
			out = append(out, p)
		}
	}
	return out
}

// anyFit reports whether rest[0] can be placed as placement k in some
// orientation with the tiles after it still able to follow.
func (l *layout) anyFit(k, total int, rest []int) bool {
	for _, side := range []Side{SideA, SideB} {
		for rot := 0; rot < 4; rot++ {
			if len(l.positions(k, total, Placement{Tile: rest[0], Side: side, Rot: rot}, rest[1:])) > 0 {
				return true
			}
		}
	}
	return false
}
