package sprites

import (
	"fmt"
	"testing"
)

func TestDiagEdges(t *testing.T) {
	for _, name := range Names() {
		for _, a := range Anims {
			for f := 0; f < FrameCount(a); f++ {
				img := Frame(name, a, f, 96)
				b := img.Bounds()
				var top, bot, l, r uint8
				for x := 0; x < b.Max.X; x++ {
					top = max(top, img.RGBAAt(x, 0).A)
					bot = max(bot, img.RGBAAt(x, b.Max.Y-1).A)
				}
				for y := 0; y < b.Max.Y; y++ {
					l = max(l, img.RGBAAt(0, y).A)
					r = max(r, img.RGBAAt(b.Max.X-1, y).A)
				}
				if top >= 40 || bot >= 40 || l >= 40 || r >= 40 {
					fmt.Printf("%s %s %d: T%d B%d L%d R%d\n", name, a, f, top, bot, l, r)
				}
			}
		}
	}
}
