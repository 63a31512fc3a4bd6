package scene

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is one tick's input in logical pixels.
type Input struct {
	X, Y     float64 // pointer position
	Clicked  bool    // left button released this tick (a completed click)
	Down     bool    // left button held
	Pressed  bool    // left button went down this tick
	WheelY   float64
	Keys     []ebiten.Key // keys that went down this tick
	Activity bool         // any input at all this tick (for idle timers)
}

// KeyPressed reports whether k went down this tick.
func (in *Input) KeyPressed(k ebiten.Key) bool {
	for _, x := range in.Keys {
		if x == k {
			return true
		}
	}
	return false
}

// readInput polls ebiten. scale converts device pixels to logical pixels.
func readInput(scale float64, keys []ebiten.Key, lastX, lastY int) (Input, []ebiten.Key) {
	cx, cy := ebiten.CursorPosition()
	keys = inpututil.AppendJustPressedKeys(keys[:0])
	_, wy := ebiten.Wheel()
	in := Input{
		X:       float64(cx) / scale,
		Y:       float64(cy) / scale,
		Clicked: inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft),
		Down:    ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft),
		Pressed: inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft),
		WheelY:  wy,
		Keys:    keys,
	}
	in.Activity = in.Down || in.Clicked || len(keys) > 0 || wy != 0 || cx != lastX || cy != lastY
	return in, keys
}
