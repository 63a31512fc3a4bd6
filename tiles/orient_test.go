package tiles

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Arcade rulebook, "3. Build Dungeon": a tile is turned 90° clockwise per
// star on the green die. Turning must carry walls, exits and marks along.
func TestRotateCWMovesAWallEastOfTheCornerToItsSouth(t *testing.T) {
	const diagram = `
+-+-+-+
|.|. .|
+ + + +
|. . .|
+-+-+-+
`
	m, _, err := ParseMap(diagram, nil)
	require.NoError(t, err)
	r := m.RotatedCW(1)
	require.Equal(t, 2, r.W)
	require.Equal(t, 3, r.H)
	// (0,0) of a 3×2 map turns to (H-1-0, 0) = (1,0).
	assert.True(t, r.Wall(Point{1, 0}, Point{1, 1}), "the wall east of (0,0) is now south of (1,0)")
	assert.False(t, r.Wall(Point{1, 0}, Point{0, 0}))
	assert.False(t, r.Wall(Point{0, 0}, Point{0, 1}))
}

func TestRotateCWTurnsExitsAndSpawnMarks(t *testing.T) {
	const diagram = `
+-+ +-+
|. . S|
+ + + +
|. . .|
+-+-+-+
`
	m, _, err := ParseMap(diagram, nil)
	require.NoError(t, err)
	require.Len(t, m.Exits, 1)
	r := m.RotatedCW(1)
	require.Len(t, r.Exits, 1)
	assert.Equal(t, E, r.Exits[0].Out, "a north exit leads east after a clockwise quarter turn")
	assert.Equal(t, []Point{{1, 1}}, r.Exits[0].Squares)
	assert.Equal(t, []Point{{1, 2}}, r.SpawnMarks, "(2,0) turns to (H-1-0, 2)")
	assert.Equal(t, S, m.RotatedCW(2).Exits[0].Out)
	assert.Equal(t, W, m.RotatedCW(3).Exits[0].Out)
	assert.Equal(t, W, m.RotatedCW(-1).Exits[0].Out, "a negative turn is counter-clockwise")
}

// randomMap makes a map with random terrain, walls, exits and marks.
func randomMap(rng *rand.Rand) *Map {
	w, h := 1+rng.IntN(7), 1+rng.IntN(7)
	m := NewMap(w, h)
	for i := range m.Squares {
		m.Squares[i] = Square{Terrain: Terrain(rng.IntN(4)), Tile: rng.IntN(3)}
		if rng.IntN(5) == 0 {
			m.Squares[i].Effect = "Lava"
		}
		m.wallE[i] = m.PointOf(i).X+1 < w && rng.IntN(3) == 0
		m.wallS[i] = m.PointOf(i).Y+1 < h && rng.IntN(3) == 0
	}
	m.SpawnMarks = []Point{{rng.IntN(w), rng.IntN(h)}}
	m.Start = Point{rng.IntN(w), rng.IntN(h)}
	m.Exits = []Exit{{Squares: []Point{{rng.IntN(w), 0}}, Out: N}}
	return m
}

func TestRotateFourTimesIsTheIdentity(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 500; i++ {
		m := randomMap(rng)
		assert.Equal(t, m, m.RotatedCW(4), "map %d", i)
		assert.Equal(t, m, m.RotatedCW(1).RotatedCW(1).RotatedCW(1).RotatedCW(1), "map %d", i)
		assert.Equal(t, m.RotatedCW(3), m.RotatedCW(-1), "map %d", i)
	}
}

// Turning keeps every wall: two squares are walled apart after the turn
// exactly when they were before.
func TestRotateKeepsWallsBetweenTheSameSquares(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 300; i++ {
		m := randomMap(rng)
		r := m.RotatedCW(1)
		to := func(p Point) Point { return Point{m.H - 1 - p.Y, p.X} }
		for _, p := range allPoints(m) {
			assert.Equal(t, m.At(p), r.At(to(p)))
			for _, d := range OrthoDirs {
				q := p.Add(d)
				assert.Equal(t, m.Wall(p, q), r.Wall(to(p), to(q)), "map %d edge %v-%v", i, p, q)
			}
		}
	}
}

func allPoints(m *Map) []Point {
	var ps []Point
	for i := range m.Squares {
		ps = append(ps, m.PointOf(i))
	}
	return ps
}

// Every face's doorways stay on the doorway convention in every orientation:
// the exits of the turned map are the turned doorway sides, at squares 4-5.
func TestTurnedFacesKeepTheDoorwayConvention(t *testing.T) {
	s := loadSet(t)
	for _, tile := range s.Tiles {
		for _, f := range tile.Faces {
			for rot := 0; rot < 4; rot++ {
				m := f.Oriented(rot)
				doors := f.DoorwaysTurned(rot)
				require.Len(t, m.Exits, len(doors), "%s turned %d", f.ID(), rot)
				for _, e := range m.Exits {
					assert.True(t, hasDoor(doors, e.Out), "%s turned %d: exit %s", f.ID(), rot, e.Out)
					assert.Equal(t, DoorwaySquares(e.Out, FaceSize), e.Squares, "%s turned %d", f.ID(), rot)
				}
				assert.Len(t, m.SpawnMarks, 1)
			}
		}
	}
}

// Arcade rulebook, "3. Build Dungeon": a blank flips the tile to its
// opposite side, which is the tile's other face.
func TestFlipGivesTheTilesOtherFace(t *testing.T) {
	s := loadSet(t)
	for _, tile := range s.Tiles {
		for _, side := range []Side{SideA, SideB} {
			f, g := tile.Face(side), tile.Face(side.Other())
			assert.Equal(t, side, f.Side)
			assert.NotEqual(t, f.Side, g.Side)
			assert.Equal(t, f.Tile, g.Tile)
			assert.Same(t, f, tile.Face(side.Other().Other()), "flipping twice is the identity")
		}
	}
}

func loadSet(t testing.TB) *Set {
	t.Helper()
	s, err := LoadSet()
	require.NoError(t, err)
	return s
}
