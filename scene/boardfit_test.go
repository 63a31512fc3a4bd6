package scene

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// boardShapes are Quick Start seeds of each dungeon shape the Arcade
// builder makes: three tiles in a column, in a row, and as an L.
var boardShapes = []struct {
	name string
	seed uint64
}{{"column", 1}, {"row", 11}, {"ell", 3}, {"ell2", 14}}

// squareCover is the share of the board area covered by dungeon squares
// at fit.
func squareCover(p *Play) float64 {
	c := p.cam
	n := 0.0
	b := p.g.Board
	for y := range b.H {
		for x := range b.W {
			if b.IsSquare(tiles.Point{X: x, Y: y}) {
				r := c.SquareRect(float64(x), float64(y), 1)
				ix := max(0, min(r.X+r.W, c.View.X+c.View.W)-max(r.X, c.View.X))
				iy := max(0, min(r.Y+r.H, c.View.Y+c.View.H)-max(r.Y, c.View.Y))
				n += ix * iy
			}
		}
	}
	return n / (c.View.W * c.View.H)
}

// Every dungeon shape at fit, at 100% and at 200% with large text: the
// square size and the share of the board area the dungeon covers (issue
// 21: the board uses the screen). Look at the screenshots.
func TestBoardFitEveryShapeScreenshot(t *testing.T) {
	for _, set := range []struct {
		scale int
		text  string
	}{{100, "normal"}, {200, "large"}} {
		for _, sh := range boardShapes {
			ctx := displayContext(t, set.scale, set.text)
			s, err := NewArcadeGame(sh.seed)
			require.NoError(t, err)
			p := s.(*Play)
			runTicks(t, p, ctx, 2)
			p.objAge = objectiveBannerTicks // past the goal's banner
			p.fitBoard()
			runTicks(t, p, ctx, 2)
			screen := ebiten.NewImage(DesignW, DesignH)
			p.Draw(screen, ctx)
			name := fmt.Sprintf("fit-%s-ui%d-%s.png", sh.name, set.scale, set.text)
			saveScreen(t, screen, name)
			t.Logf("%s: %dx%d squares of %.1f px, view %.0fx%.0f, dungeon covers %.0f%% of it", name, p.g.Board.W, p.g.Board.H, p.cam.Zoom, p.cam.View.W, p.cam.View.H, 100*squareCover(p))
			goal, modes := p.objectiveRects(&p.hudPainter)
			hidden, _ := squaresUnder(&p.cam, p.g.Board, []render.Rect{p.lay.toScreen(goal), p.lay.toScreen(modes)})
			t.Logf("%s: %d squares under the goal line", name, hidden)
			if sh.name == "column" || sh.name == "row" {
				assert.Zero(t, hidden, "%s: squares under the goal line at fit", name)
			}
			top, bottom := boardExtent(&p.cam, p.g.Board)
			assert.GreaterOrEqual(t, top, p.cam.View.Y-0.01, "%s: the first row is in the board area", name)
			assert.LessOrEqual(t, bottom, p.cam.View.Y+p.cam.View.H+0.01, "%s: the last row too", name)
		}
	}
}
