package scene

import (
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// frameScratch are lists the layout queries asked every frame (where the
// aim line goes, which rectangles are controls) build in and reuse, so a
// steady frame allocates next to nothing (the 1 KB a frame). A
// query's answer lives in its list until the same query runs again:
// callers use it at once and keep none of it.
type frameScratch struct {
	controls           []render.Rect
	aimKeep, aimModels []render.Rect
	aimSquares         []tiles.Point
	aimCols            []aimColumn
	aimYs              []float64
	reading            []render.Rect
	hints              hintsMemo
	status             statusMemo
}
