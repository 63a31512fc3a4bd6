package render

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The design's board area at 1280×720 and 100%.
var designView = Rect{X: 236, Y: 52, W: 764, H: 576}

func TestCameraMapsBothWaysAtEveryTurn(t *testing.T) {
	for rot := 0; rot < 4; rot++ {
		c := Camera{CX: 7.3, CY: 4.1, Zoom: 37, View: designView, Rot: rot}
		for _, p := range [][2]float64{{0, 0}, {3.5, 9.25}, {12, 1}} {
			sx, sy := c.ToScreen(p[0], p[1])
			bx, by := c.ToBoard(sx, sy)
			assert.InDelta(t, p[0], bx, 1e-9, "rot %d", rot)
			assert.InDelta(t, p[1], by, 1e-9, "rot %d", rot)
		}
		// A square's screen rectangle holds its centre and is Zoom wide.
		r := c.SquareRect(5, 6, 1)
		cx, cy := c.ToScreen(5.5, 6.5)
		assert.True(t, r.Contains(cx, cy), "rot %d", rot)
		assert.InDelta(t, 37, r.W, 1e-9)
	}
}

func TestCameraTurnsClockwiseAndArrowsFollowTheScreen(t *testing.T) {
	c := Camera{CX: 5, CY: 5, Zoom: 10, View: designView, Rot: 1}
	// Turned clockwise, the board's top-left corner is on the right.
	x0, _ := c.ToScreen(0, 0)
	x1, _ := c.ToScreen(0, 10)
	assert.Greater(t, x0, x1, "the board's top edge is the screen's right")
	// Up on screen is the board's west, and so on round.
	assert.Equal(t, tiles.W, c.ScreenDir(tiles.N))
	assert.Equal(t, tiles.N, c.ScreenDir(tiles.E))
	// Panning right drags the board right, whatever the turn.
	bx, by := c.ToBoard(400, 300)
	c.Pan(30, 0)
	sx, _ := c.ToScreen(bx, by)
	assert.InDelta(t, 430, sx, 1e-9)
}

func TestAColumnOfTilesTurnsToFillAWideView(t *testing.T) {
	// Three tiles in a column, the start at the bottom: turned a quarter
	// clockwise, the start goes left.
	assert.Equal(t, 1, BestTurn(10, 30, designView, tiles.Point{X: 4, Y: 27}))
	assert.Equal(t, 3, BestTurn(10, 30, designView, tiles.Point{X: 4, Y: 2}))
	assert.Equal(t, 0, BestTurn(30, 10, designView, tiles.Point{}), "a row stays upright")
	assert.Equal(t, 0, BestTurn(20, 20, designView, tiles.Point{}), "a square never turns")

	c := Camera{View: designView}
	c.Rot = BestTurn(10, 30, designView, tiles.Point{X: 4, Y: 27})
	c.Fit(10, 30)
	upright := Camera{View: designView}
	upright.Fit(10, 30)
	assert.Greater(t, c.Zoom, upright.Zoom*1.3, "turned, the squares are much larger")
	// The whole board is in view.
	for _, p := range [][2]float64{{0, 0}, {10, 0}, {0, 30}, {10, 30}} {
		x, y := c.ToScreen(p[0], p[1])
		assert.True(t, x >= designView.X && x <= designView.X+designView.W && y >= designView.Y && y <= designView.Y+designView.H, "corner %v on screen at %v,%v", p, x, y)
	}
}

func TestClampKeepsTheFirstRowOutOfTheTopBar(t *testing.T) {
	for rot := 0; rot < 4; rot++ {
		c := Camera{CX: 15, CY: 5, Zoom: 48, View: designView, Rot: rot}
		c.Pan(5000, 5000) // dragged far down and right: the top-left shows
		c.Clamp(30, 10)
		top, left := 1e9, 1e9
		for _, p := range [][2]float64{{0, 0}, {30, 0}, {0, 10}, {30, 10}} {
			x, y := c.ToScreen(p[0], p[1])
			top, left = min(top, y), min(left, x)
		}
		assert.GreaterOrEqual(t, top, designView.Y, "rot %d: the first row is below the top bar", rot)
		if rot%2 == 1 {
			// Turned, the board is taller than the view: dragging stops
			// a square past its first row.
			assert.LessOrEqual(t, top, designView.Y+48+1e-9, "rot %d: the board does not drift away from the top", rot)
		}
		assert.GreaterOrEqual(t, left, designView.X, "rot %d", rot)
	}
}

func TestWheelZoomKeepsThePointUnderThePointer(t *testing.T) {
	for _, zoom := range []float64{30, 60} {
		c := Camera{CX: 5, CY: 15, Zoom: zoom, View: designView, Rot: 1}
		c.Clamp(10, 30)
		bx, by := c.ToBoard(700, 300)
		c.ZoomAt(1.15, 700, 300)
		c.Clamp(10, 30)
		x, y := c.ToScreen(bx, by)
		assert.InDelta(t, 700, x, 1e-6, "zoom %v", zoom)
		assert.InDelta(t, 300, y, 1e-6, "zoom %v", zoom)
	}
}

// The board layer and the camera agree: the pixel the camera puts a chasm
// square's centre at is drawn as the chasm, at every turn.
func TestBoardArtDrawsWhereTheCameraPicks(t *testing.T) {
	m, _, err := tiles.ParseMap(`
+-+-+-+-+
|. . . .|
+       +
|. ~ . .|
+       +
|. . . .|
+-+-+-+-+
`, nil)
	require.NoError(t, err)
	d := &tiles.Dungeon{Map: m}
	b := NewBoardArt(d, nil)
	for rot := 0; rot < 4; rot++ {
		cam := Camera{Zoom: 48, View: Rect{W: 400, H: 400}, Rot: rot}
		cam.Fit(m.W, m.H)
		dst := ebiten.NewImage(400, 400)
		b.Draw(dst, &cam, 1)
		x, y := cam.ToScreen(1.5, 1.6)
		chasm := dst.At(int(x), int(y)).(color.RGBA)
		x, y = cam.ToScreen(2.5, 1.6)
		floor := dst.At(int(x), int(y)).(color.RGBA)
		assert.Less(t, int(chasm.R)+int(chasm.G)+int(chasm.B), 90, "rot %d: the chasm is dark (%v)", rot, chasm)
		assert.Greater(t, int(floor.R)+int(floor.G)+int(floor.B), 200, "rot %d: the floor beside it is not (%v)", rot, floor)
	}
}
