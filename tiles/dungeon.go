package tiles

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// Placement puts one physical tile on the table: which tile, which side up,
// how many quarter turns clockwise from its printed orientation, and where.
// Cell is the tile's position on a grid of FaceSize×FaceSize cells: (1,0) is
// the cell east of (0,0). Because every face is the same size with its
// doorways in the middle of its sides (see DoorwayAt), two tiles' doorways
// can only line up when the tiles share a whole side, so the grid loses no
// legal layout.
type Placement struct {
	Tile int
	Side Side
	Rot  int // quarter turns clockwise, 0-3
	Cell Point
}

// PlacedTile is a tile of a built dungeon, for the rules (tile order) and the
// renderer (face, orientation, theme).
type PlacedTile struct {
	// Order is 1 for the first tile (the one with the start token), 2 for
	// the second (connected to the first) and so on; Square.Tile holds it.
	Order int
	// Placement is the tile, side, quarter turns and grid cell as placed
	// (cells are the builder's: they may be negative; Origin is on the map).
	Placement
	Name, Theme string
	// Origin is the map square where the tile's top-left corner (after
	// turning) lies; the tile covers Origin..Origin+FaceSize-1 both ways.
	Origin Point
	// Doorways are the tile's doorway sides after turning.
	Doorways []Dir
	// Roll is the green die that oriented the tile in an Arcade build (zero
	// for the first tile and for Explore), and Adjusted tells that the rolled
	// orientation had no legal position and the fallback was used.
	Roll     GreenRoll
	Adjusted bool
}

// Passage is a pair of connected doorways: the open edges between tile A and
// tile B (by tile order, A < B). Squares holds each facing pair of squares,
// the first on tile A.
type Passage struct {
	A, B    int
	Squares [][2]Point
}

// Dungeon is a built dungeon ready for setup: the map (squares numbered by
// tile order, connected doorways open, the other doorways walled and listed
// as the map's dungeon exits, spawn marks by tile order and the start token),
// and what the rules and the renderer need besides.
type Dungeon struct {
	Map *Map
	// Tiles are ordered by tile order: Tiles[0] is the first tile.
	Tiles    []PlacedTile
	Passages []Passage
	// Spawns are the spawning-point squares by tile order (Map.SpawnMarks).
	Spawns []Point
	// Chests are the treasure chests by tile order, one per tile.
	Chests []Point
	// Start is the start token (Map.Start).
	Start Point
	// Sealed lists doorway squares pressed against another tile's wall:
	// neither passages nor exits, because nothing can come through them.
	Sealed []Point
}

// GreenRoll is one roll of the green die as the Arcade tile rule reads it.
type GreenRoll struct {
	Stars int
	Blank bool
}

// link describes how two placements touch.
type link struct {
	i, j      int // placement indices
	connected bool
	sealed    []int // placements whose doorway on this shared side is sealed
	dirIJ     Dir   // the side of i that faces j
}

// layout is the geometry of a list of placements, before tile order.
type layout struct {
	set    *Set
	places []Placement
	faces  []*Face
	doors  [][]Dir
	cells  map[Point]int
}

func (l *layout) add(p Placement) error {
	i := len(l.places)
	t, ok := l.set.Tile(p.Tile)
	if !ok {
		return fmt.Errorf("placement %d: tile %d does not exist (tiles are 1-%d)", i+1, p.Tile, len(l.set.Tiles))
	}
	if p.Side > SideB {
		return fmt.Errorf("placement %d: side %d is neither A nor B", i+1, p.Side)
	}
	if p.Rot < 0 || p.Rot > 3 {
		return fmt.Errorf("placement %d: rotation %d is not 0-3 quarter turns", i+1, p.Rot)
	}
	for j, q := range l.places {
		if q.Tile == p.Tile {
			return fmt.Errorf("placement %d: tile %d is already placed (placement %d)", i+1, p.Tile, j+1)
		}
	}
	if j, taken := l.cells[p.Cell]; taken {
		return fmt.Errorf("placement %d: tile %d at cell %v overlaps tile %d", i+1, p.Tile, p.Cell, l.places[j].Tile)
	}
	f := t.Face(p.Side)
	l.places = append(l.places, p)
	l.faces = append(l.faces, f)
	l.doors = append(l.doors, f.DoorwaysTurned(p.Rot))
	l.cells[p.Cell] = i
	return nil
}

func (l *layout) pop() {
	i := len(l.places) - 1
	delete(l.cells, l.places[i].Cell)
	l.places, l.faces, l.doors = l.places[:i], l.faces[:i], l.doors[:i]
}

func hasDoor(ds []Dir, d Dir) bool {
	for _, x := range ds {
		if x == d {
			return true
		}
	}
	return false
}

// links lists how placement i touches each other placement.
func (l *layout) links(i int) []link {
	var out []link
	for _, d := range OrthoDirs {
		j, ok := l.cells[l.places[i].Cell.Add(d)]
		if !ok {
			continue
		}
		a, b := hasDoor(l.doors[i], d), hasDoor(l.doors[j], d.Opposite())
		lk := link{i: i, j: j, connected: a && b, dirIJ: d}
		if a && !b {
			lk.sealed = append(lk.sealed, i)
		}
		if b && !a {
			lk.sealed = append(lk.sealed, j)
		}
		out = append(out, lk)
	}
	return out
}

// connected reports whether placements i and j share aligned doorways.
func (l *layout) connected(i, j int) bool {
	for _, lk := range l.links(i) {
		if lk.j == j {
			return lk.connected
		}
	}
	return false
}

// exitSides lists placement i's doorway sides that face an empty cell.
func (l *layout) exitSides(i int) []Dir {
	var out []Dir
	for _, d := range l.doors[i] {
		if _, taken := l.cells[l.places[i].Cell.Add(d)]; !taken {
			out = append(out, d)
		}
	}
	return out
}

// sealedCount is the number of doorways of any tile pressed against a wall.
func (l *layout) sealedCount() int {
	n := 0
	for i := range l.places {
		for _, lk := range l.links(i) {
			if lk.i < lk.j {
				n += len(lk.sealed)
			}
		}
	}
	return n
}

// assemble draws the placements onto one map with tile orders order[i] (1..n
// per placement) and populates it: spawning points, the start token on the
// first tile, and a chest per tile (rng breaks ties).
func (l *layout) assemble(order []int, rng *rand.Rand) (*Dungeon, error) {
	n := len(l.places)
	if n == 0 {
		return nil, errors.New("dungeon: no tiles")
	}
	minC, maxC := l.places[0].Cell, l.places[0].Cell
	for _, p := range l.places {
		minC = Point{min(minC.X, p.Cell.X), min(minC.Y, p.Cell.Y)}
		maxC = Point{max(maxC.X, p.Cell.X), max(maxC.Y, p.Cell.Y)}
	}
	m := NewMap((maxC.X-minC.X+1)*FaceSize, (maxC.Y-minC.Y+1)*FaceSize)
	d := &Dungeon{Tiles: make([]PlacedTile, n), Spawns: make([]Point, n)}
	byOrder := make([]int, n)
	for i, p := range l.places {
		o := order[i]
		byOrder[o-1] = i
		origin := Point{(p.Cell.X - minC.X) * FaceSize, (p.Cell.Y - minC.Y) * FaceSize}
		fm := l.faces[i].Oriented(p.Rot)
		for y := 0; y < FaceSize; y++ {
			for x := 0; x < FaceSize; x++ {
				src, dst := Point{x, y}, Point{origin.X + x, origin.Y + y}
				sq := fm.At(src)
				if sq.Terrain != Void {
					sq.Tile = o
				}
				m.Set(dst, sq)
				// Inner edges copy the face's walls; the face's outer edges
				// are walls unless a passage opens them below.
				m.wallE[m.Index(dst)] = x+1 == FaceSize || fm.wallE[fm.Index(src)]
				m.wallS[m.Index(dst)] = y+1 == FaceSize || fm.wallS[fm.Index(src)]
			}
		}
		// A tile's west and north edges are the east and south edges of
		// the tile beyond (closed when that tile is drawn) or face void,
		// which Map.Wall always treats as a wall.
		d.Spawns[o-1] = Point{origin.X + fm.SpawnMarks[0].X, origin.Y + fm.SpawnMarks[0].Y}
		d.Tiles[o-1] = PlacedTile{Order: o, Placement: p, Name: l.faces[i].Name, Theme: l.faces[i].Theme,
			Origin: origin, Doorways: l.doors[i]}
	}
	origin := func(i int) Point { return d.Tiles[order[i]-1].Origin }
	abs := func(i int, d Dir) []Point {
		ps := DoorwaySquares(d, FaceSize)
		o := origin(i)
		for k := range ps {
			ps[k] = Point{o.X + ps[k].X, o.Y + ps[k].Y}
		}
		return ps
	}
	for i := range l.places {
		for _, lk := range l.links(i) {
			if lk.j < i {
				continue
			}
			for _, s := range lk.sealed {
				side := lk.dirIJ
				if s == lk.j {
					side = lk.dirIJ.Opposite()
				}
				d.Sealed = append(d.Sealed, abs(s, side)...)
			}
			if !lk.connected {
				continue
			}
			a, b := i, lk.j
			sideA := lk.dirIJ
			if order[b] < order[a] {
				a, b, sideA = b, a, sideA.Opposite()
			}
			pa, pb := abs(a, sideA), abs(b, sideA.Opposite())
			ps := Passage{A: order[a], B: order[b]}
			for k := range pa {
				if err := m.SetWall(pa[k], pb[k], false); err != nil {
					return nil, fmt.Errorf("dungeon: passage between tiles %d and %d: %w", ps.A, ps.B, err)
				}
				ps.Squares = append(ps.Squares, [2]Point{pa[k], pb[k]})
			}
			d.Passages = append(d.Passages, ps)
		}
	}
	for _, i := range byOrder {
		for _, side := range l.exitSides(i) {
			m.Exits = append(m.Exits, Exit{Squares: abs(i, side), Out: side})
		}
	}
	sortPoints(d.Sealed)
	m.SpawnMarks = append([]Point(nil), d.Spawns...)
	d.Map = m
	d.crop()
	if err := d.populate(rng); err != nil {
		return nil, err
	}
	return d, nil
}
