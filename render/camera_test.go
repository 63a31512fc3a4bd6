package render

import (
	"image/color"
	"math/rand/v2"
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
		b.Finish(&cam, 1)
		b.Draw(dst, &cam, 1)
		x, y := cam.ToScreen(1.5, 1.6)
		chasm := dst.At(int(x), int(y)).(color.RGBA)
		x, y = cam.ToScreen(2.5, 1.6)
		floor := dst.At(int(x), int(y)).(color.RGBA)
		assert.Less(t, int(chasm.R)+int(chasm.G)+int(chasm.B), 90, "rot %d: the chasm is dark (%v)", rot, chasm)
		assert.Greater(t, int(floor.R)+int(floor.G)+int(floor.B), 200, "rot %d: the floor beside it is not (%v)", rot, floor)
	}
}

// A layer painted a part a frame is the layer painted at once, and a
// three-tile board takes a handful of frames; zooming to another bucket
// keeps showing the old layer until the new one is whole.
func TestBoardLayerPaintedInPartsIsWhole(t *testing.T) {
	set, err := tiles.LoadSet()
	require.NoError(t, err)
	d, err := set.BuildArcade(rand.New(rand.NewPCG(3, 4)), 3, func() (int, bool) { return 1, false })
	require.NoError(t, err)
	whole := NewBoardArt(d, set.Effects)
	whole.rasterise(48, 0)
	parts := NewBoardArt(d, set.Effects)
	cam := Camera{Zoom: 48, View: Rect{W: 1200, H: 1200}}
	cam.Fit(d.Map.W, d.Map.H)
	cam.Zoom = 48
	dst := ebiten.NewImage(1200, 1200)
	parts.Draw(dst, &cam, 1)
	require.True(t, parts.Painting())
	before := parts.painter.draws
	for range 16 { // a frame that runs 16 ticks, each preparing the board
		parts.Prepare(&cam, 1)
	}
	one := parts.painter.draws - before
	assert.Positive(t, one, "a tick prepares the next part")
	assert.LessOrEqual(t, one, partBudget+200, "one part a frame, of a bounded size")
	frames, most := 2, one
	for parts.Draw(dst, &cam, 1); parts.Painting(); frames++ {
		before = parts.painter.draws
		parts.Draw(dst, &cam, 1)
		most = max(most, parts.painter.draws-before)
	}
	t.Logf("a three-tile board at 48 px a square: %d frames, at most %d draws a frame", frames, most)
	assert.LessOrEqual(t, most, partBudget+200, "no part much over the budget")
	assert.LessOrEqual(t, frames, 30, "painted within half a second")
	read := func(img *ebiten.Image) []byte {
		b := img.Bounds()
		pix := make([]byte, 4*b.Dx()*b.Dy())
		img.ReadPixels(pix)
		return pix
	}
	require.Equal(t, whole.img.Bounds(), parts.img.Bounds())
	a, b := read(whole.img), read(parts.img)
	diff, most := 0, 0
	for i := range a {
		if a[i] != b[i] {
			diff++
			most = max(most, int(a[i])-int(b[i]), int(b[i])-int(a[i]))
		}
	}
	// The software GPU rounds an edge's blend now and then one way or the
	// other: the same layer painted twice at once differs in a few bytes
	// of 3.5 million (measured 1 to 8, by 1); a part painted out of order
	// would differ in thousands.
	assert.LessOrEqual(t, diff, 64, "the same pixels but for rounding (%d of %d bytes differ, by up to %d)", diff, len(a), most)

	old := parts.img
	cam.Zoom = 100
	parts.Draw(dst, &cam, 1)
	assert.True(t, parts.Painting())
	assert.Same(t, old, parts.img, "the old layer shows while the new one is painted")
	for parts.Painting() {
		parts.Draw(dst, &cam, 1)
	}
	assert.Equal(t, 128, parts.px)
}

// A direction word names where a line points on screen: a step along the
// board direction moves the same way as the screen direction DirOnScreen
// reports, at every quarter turn (played by mouse: a Demon Charge drawn
// downwards on a turned board was labelled "right").
func TestDirOnScreenNamesWhereAStepGoesOnScreen(t *testing.T) {
	for rot := range 4 {
		c := Camera{CX: 5, CY: 5, Zoom: 10, View: designView, Rot: rot}
		for _, d := range tiles.AllDirs {
			step := d.Step()
			x0, y0 := c.ToScreen(5, 5)
			x1, y1 := c.ToScreen(5+float64(step.X), 5+float64(step.Y))
			want := c.DirOnScreen(d).Step()
			assert.InDelta(t, float64(want.X)*10, x1-x0, 1e-9, "rot %d dir %v", rot, d)
			assert.InDelta(t, float64(want.Y)*10, y1-y0, 1e-9, "rot %d dir %v", rot, d)
			assert.Equal(t, d, c.ScreenDir(c.DirOnScreen(d)), "rot %d dir %v: the inverse of ScreenDir", rot, d)
		}
	}
}
