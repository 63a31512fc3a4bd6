package tiles

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// BuildExplore builds a dungeon the Consul laid out by choice (Explore
// rulebook, "3. Build Dungeon"): placements in the order they were put down,
// each with its tile, side, quarter turns and cell (see Placement), and first,
// the index in placements of the tile the Consul names the first tile.
//
// It checks the rules and says which placement breaks them: tiles exist and
// are used once, no two tiles share a cell, every tile after the first placed
// lines one of its doorways up with a doorway of a tile placed before it, the
// first tile is connected to exactly one other tile and keeps a dungeon exit.
// Tile order: the first tile, then the others in the order a breadth-first
// walk over passages reaches them (ties by placement order). With four tiles
// the fourth must be connected to the third and not to the first (Explore,
// "Game Size"); a square dungeon ("Square Dungeons") passes when its tiles
// can be numbered that way. rng picks among equally good squares for the
// start token and the chests, exactly as in BuildArcade.
func (s *Set) BuildExplore(rng *rand.Rand, placements []Placement, first int) (*Dungeon, error) {
	if len(placements) == 0 {
		return nil, errors.New("explore dungeon: no tiles placed")
	}
	if first < 0 || first >= len(placements) {
		return nil, fmt.Errorf("explore dungeon: first tile: index %d is not one of the %d placements", first, len(placements))
	}
	l := &layout{set: s, cells: map[Point]int{}}
	for i, p := range placements {
		if err := l.add(p); err != nil {
			return nil, fmt.Errorf("explore dungeon: %w", err)
		}
		if i == 0 {
			continue
		}
		aligned := false
		for _, lk := range l.links(i) {
			aligned = aligned || lk.connected
		}
		if !aligned {
			return nil, fmt.Errorf("explore dungeon: placement %d: tile %d at cell %v has no doorway aligned with a placed tile's doorway",
				i+1, p.Tile, p.Cell)
		}
	}
	var neighbours []int
	for _, lk := range l.links(first) {
		if lk.connected {
			neighbours = append(neighbours, lk.j)
		}
	}
	if len(placements) > 1 && len(neighbours) != 1 {
		return nil, fmt.Errorf("explore dungeon: first tile: tile %d is connected to %d tiles, the first tile must be connected to exactly one",
			placements[first].Tile, len(neighbours))
	}
	if len(l.exitSides(first)) == 0 {
		return nil, fmt.Errorf("explore dungeon: first tile: tile %d has no dungeon exit for the start token", placements[first].Tile)
	}
	walk := l.walk(first)
	if len(walk) == 4 && !(l.connected(walk[3], walk[2]) && !l.connected(walk[3], walk[0])) {
		walk[2], walk[3] = walk[3], walk[2]
		if !(l.connected(walk[3], walk[2]) && !l.connected(walk[3], walk[0])) {
			return nil, errors.New("explore dungeon: fourth tile: no tile can be the fourth (connected to the third, not to the first)")
		}
	}
	order := make([]int, len(placements))
	for o, i := range walk {
		order[i] = o + 1
	}
	d, err := l.assemble(order, rng)
	if err != nil {
		return nil, fmt.Errorf("explore dungeon: %w", err)
	}
	return d, nil
}

// walk lists placement indices breadth-first over passages from first.
// Every placement is reached: each one after the first placed connects to an
// earlier one.
func (l *layout) walk(first int) []int {
	seen := map[int]bool{first: true}
	out := []int{first}
	for k := 0; k < len(out); k++ {
		for j := range l.places {
			if !seen[j] && l.connected(out[k], j) {
				seen[j] = true
				out = append(out, j)
			}
		}
	}
	return out
}
