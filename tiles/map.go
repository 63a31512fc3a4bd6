package tiles

import "fmt"

// Terrain is what occupies a location on the map.
type Terrain uint8

const (
	// Void is a location with no square: nothing may enter or affect it.
	Void Terrain = iota
	// Floor is an ordinary square; it may carry a tile effect.
	Floor
	// Structure is a raised square: models cannot enter it (Fly and Burrow
	// excepted) and it blocks line of sight.
	Structure
	// Chasm is a pit: models cannot enter it (Fly excepted), but it does not
	// block line of sight.
	Chasm
)

var terrainNames = [...]string{"void", "floor", "structure", "chasm"}

func (t Terrain) String() string {
	if int(t) < len(terrainNames) {
		return terrainNames[t]
	}
	return fmt.Sprintf("terrain(%d)", uint8(t))
}

// Square is one location of the assembled map.
type Square struct {
	Terrain Terrain
	// Effect names the tile effect on this square ("" for an open square);
	// its rules live on the tile-effect card of that name.
	Effect string
	// Tile is the 1-based order of the tile this square belongs to (first,
	// second, third tile), or 0 when the map was not built from tiles.
	Tile int
}

// Exit is a doorway that is not connected to another tile: a dungeon exit.
// Squares are the squares inside the dungeon along that doorway and Out is
// the direction leading out of the dungeon through it.
type Exit struct {
	Squares []Point
	Out     Dir
}

// Map is the assembled dungeon: a rectangle of locations, the walls between
// orthogonally adjacent squares, the dungeon exits and the squares marked for
// spawning points. A Map is plain data: copying it with Clone is cheap enough
// for tests, and the rules engine treats it as immutable during a game.
type Map struct {
	W, H    int
	Squares []Square
	// wallE[i] is the wall on the east edge of square i (between (x,y) and
	// (x+1,y)); wallS[i] is the wall on its south edge.
	wallE, wallS []bool
	Exits        []Exit
	// SpawnMarks are the squares marked for spawning points, one per tile,
	// in tile order.
	SpawnMarks []Point
	// Start is the start token's square once the dungeon is built.
	Start Point
}

// NewMap returns a w×h map of void locations with no walls.
func NewMap(w, h int) *Map {
	n := w * h
	return &Map{W: w, H: h, Squares: make([]Square, n), wallE: make([]bool, n), wallS: make([]bool, n)}
}

// Clone returns a deep copy.
func (m *Map) Clone() *Map {
	c := *m
	c.Squares = append([]Square(nil), m.Squares...)
	c.wallE = append([]bool(nil), m.wallE...)
	c.wallS = append([]bool(nil), m.wallS...)
	c.Exits = make([]Exit, len(m.Exits))
	for i, e := range m.Exits {
		c.Exits[i] = Exit{Squares: append([]Point(nil), e.Squares...), Out: e.Out}
	}
	c.SpawnMarks = append([]Point(nil), m.SpawnMarks...)
	return &c
}

// In reports whether p lies inside the map rectangle.
func (m *Map) In(p Point) bool { return p.X >= 0 && p.Y >= 0 && p.X < m.W && p.Y < m.H }

// Index is p's position in Squares; p must be In the map.
func (m *Map) Index(p Point) int { return p.Y*m.W + p.X }

// PointOf is the inverse of Index.
func (m *Map) PointOf(i int) Point { return Point{i % m.W, i / m.W} }

// At returns the square at p, or a Void square outside the map.
func (m *Map) At(p Point) Square {
	if !m.In(p) {
		return Square{}
	}
	return m.Squares[m.Index(p)]
}

// Set replaces the square at p. Outside the map it does nothing.
func (m *Map) Set(p Point, s Square) {
	if m.In(p) {
		m.Squares[m.Index(p)] = s
	}
}

// IsSquare reports whether p is a square of the dungeon (any terrain but Void).
func (m *Map) IsSquare(p Point) bool { return m.At(p).Terrain != Void }

// Wall reports whether a wall stands between the orthogonally adjacent
// squares a and b. The edge between a square and a void location or the map
// border always counts as a wall: the dungeon is closed. Non-adjacent or
// diagonal pairs return false; corners are the caller's business.
func (m *Map) Wall(a, b Point) bool {
	if !m.IsSquare(a) || !m.IsSquare(b) {
		return true
	}
	switch b.Sub(a) {
	case Point{1, 0}:
		return m.wallE[m.Index(a)]
	case Point{-1, 0}:
		return m.wallE[m.Index(b)]
	case Point{0, 1}:
		return m.wallS[m.Index(a)]
	case Point{0, -1}:
		return m.wallS[m.Index(b)]
	}
	return false
}

// SetWall puts (on=true) or removes a wall between orthogonally adjacent a and
// b, both inside the map. It returns an error for any other pair.
func (m *Map) SetWall(a, b Point, on bool) error {
	if !m.In(a) || !m.In(b) {
		return fmt.Errorf("wall between %v and %v: outside the %dx%d map", a, b, m.W, m.H)
	}
	switch b.Sub(a) {
	case Point{1, 0}:
		m.wallE[m.Index(a)] = on
	case Point{-1, 0}:
		m.wallE[m.Index(b)] = on
	case Point{0, 1}:
		m.wallS[m.Index(a)] = on
	case Point{0, -1}:
		m.wallS[m.Index(b)] = on
	default:
		return fmt.Errorf("wall between %v and %v: squares are not orthogonally adjacent", a, b)
	}
	return nil
}

// TileOf is the 1-based tile order of the square at p (0 if none).
func (m *Map) TileOf(p Point) int { return m.At(p).Tile }

// TileBounds is the smallest box of squares (corners inclusive) holding
// every square of tile t; ok false when t has none.
func (m *Map) TileBounds(t int) (x0, y0, x1, y1 int, ok bool) {
	if t <= 0 {
		return 0, 0, 0, 0, false
	}
	x0, y0, x1, y1 = m.W, m.H, -1, -1
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			if m.TileOf(Point{X: x, Y: y}) == t {
				x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
			}
		}
	}
	return x0, y0, x1, y1, x1 >= 0
}

// Points returns every square of the map (not void) in row-major order.
func (m *Map) Points() []Point {
	var ps []Point
	for i, s := range m.Squares {
		if s.Terrain != Void {
			ps = append(ps, m.PointOf(i))
		}
	}
	return ps
}
