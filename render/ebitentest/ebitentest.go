// Package ebitentest lets tests of rendering packages draw and read pixels.
// Ebitengine only allows GPU work inside its game loop, so Main runs the
// whole test binary inside ebiten.RunGame (the pattern of ebiten's own
// internal test helper). Such tests need a display: run them under
// `xvfb-run -a` (build/test.sh does).
package ebitentest

import (
	"errors"
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

type runner struct {
	m    *testing.M
	code int
}

func (r *runner) Update() error {
	r.code = r.m.Run()
	return ebiten.Termination
}

func (r *runner) Draw(*ebiten.Image) {}

func (r *runner) Layout(int, int) (int, int) { return 320, 240 }

// Main runs the tests inside the game loop and exits with their status. Use
// it as: func TestMain(m *testing.M) { ebitentest.Main(m) }
func Main(m *testing.M) {
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle("tests")
	ebiten.SetVsyncEnabled(false)
	r := &runner{m: m}
	if err := ebiten.RunGame(r); err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintln(os.Stderr, "ebitentest:", err)
		os.Exit(1)
	}
	os.Exit(r.code)
}
