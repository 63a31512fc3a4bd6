package scene

import (
	"encoding/json"

	"github.com/superdungeon-digital/superdungeon/render"
)

// savedCamera is where the board was looked at when the game was saved:
// Continue opens the board as the player left it (played by mouse: after
// Save and quit and Continue the board came back up to 60 px away, its top
// row under the top bar, and a square noted before quitting took another
// click).
type savedCamera struct {
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
	Zoom float64 `json:"zoom"`
	Rot  int     `json:"rot"`
}

// cameraToSave is the camera written with a save, nil before the board
// was first framed (nothing the player chose yet).
func (p *Play) cameraToSave() *savedCamera {
	if !p.fitted {
		return nil
	}
	return &savedCamera{X: p.cam.CX, Y: p.cam.CY, Zoom: p.cam.Zoom, Rot: p.cam.Rot}
}

// restoreCamera keeps a save's camera for the first frame (Continue).
func (p *Play) restoreCamera(view json.RawMessage) {
	var v saveView
	if len(view) == 0 || json.Unmarshal(view, &v) != nil {
		return
	}
	p.savedCam = v.Camera
}

// applySavedCamera puts the saved camera back once the board is framed.
// A save made with the board turned another way (another window shape or
// interface size) keeps the fresh framing: its centre and zoom would not
// mean the same view.
func (p *Play) applySavedCamera() {
	c := p.savedCam
	p.savedCam = nil
	if c == nil || c.Rot != p.cam.Rot || c.Zoom <= 0 {
		return
	}
	p.cam.CX, p.cam.CY = c.X, c.Y
	p.cam.Zoom = min(render.MaxZoom, max(render.MinZoom, c.Zoom))
	p.cam.ClampAbove(p.g.Board.W, p.g.Board.H, p.stripReserve())
	p.partyChecked = p.g.Turn // the view the player left is theirs (partyInSight)
}

// saveOnLeaving writes the game once more as the player leaves it, so the
// save holds the board's view of that moment (every command saved the
// game already, but not where the player had panned since). Mid-playback
// the last save stands: its log would lack the lines still to be shown.
func (p *Play) saveOnLeaving() {
	if p.cursor != nil || p.busy() || p.g.Over != "" {
		return
	}
	p.autosave()
}
