// Package tiles owns the dungeon's geometry and its tiles: squares, the walls
// between them, structures, chasms, tile effects, doorways and dungeon exits;
// the eight tile faces as embedded data; and building a dungeon from them by
// the Arcade and Explore rules. It is pure Go: no ebiten, no globals, and
// randomness only from a source the caller passes in.
package tiles

import "fmt"

// Point is a square's column and row on the assembled dungeon map. (0,0) is
// the top-left square; X grows to the right and Y grows down.
type Point struct{ X, Y int }

func (p Point) String() string { return fmt.Sprintf("(%d,%d)", p.X, p.Y) }

// Add returns p moved by d's step.
func (p Point) Add(d Dir) Point {
	s := dirSteps[d&7]
	return Point{p.X + s.X, p.Y + s.Y}
}

// Sub returns the vector from q to p.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Dist is the number of steps between two squares when diagonal steps cost
// the same as straight ones (Chebyshev distance), which is how Super Dungeon
// counts both movement and range on an empty board.
func Dist(a, b Point) int {
	dx, dy := abs(a.X-b.X), abs(a.Y-b.Y)
	if dx > dy {
		return dx
	}
	return dy
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// Dir is one of the eight directions a model can step in.
type Dir uint8

// The eight directions, clockwise from north. Orthogonal directions are even.
const (
	N Dir = iota
	NE
	E
	SE
	S
	SW
	W
	NW
)

// AllDirs lists the eight directions clockwise from north.
var AllDirs = [8]Dir{N, NE, E, SE, S, SW, W, NW}

// OrthoDirs lists the four straight directions; Lance and Sweep use only these.
var OrthoDirs = [4]Dir{N, E, S, W}

var dirSteps = [8]Point{{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}

var dirNames = [8]string{"N", "NE", "E", "SE", "S", "SW", "W", "NW"}

func (d Dir) String() string { return dirNames[d&7] }

// Step is the unit vector of d.
func (d Dir) Step() Point { return dirSteps[d&7] }

// Diagonal reports whether d is one of the four diagonal directions.
func (d Dir) Diagonal() bool { return d&1 == 1 }

// Opposite is the direction pointing the other way.
func (d Dir) Opposite() Dir { return (d + 4) & 7 }

// DirTo returns the direction of the single step from a to b, and false when
// b is not one of a's eight neighbours.
func DirTo(a, b Point) (Dir, bool) {
	v := b.Sub(a)
	for i, s := range dirSteps {
		if s == v {
			return Dir(i), true
		}
	}
	return 0, false
}
