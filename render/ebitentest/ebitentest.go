// Package ebitentest lets tests of rendering packages draw, read pixels and
// run real frames. Ebitengine only allows GPU work once its game loop runs,
// so Main runs the game loop for the whole test binary and the tests beside
// it (after ebiten's own internal test helper, which runs the tests inside
// one Update). Such tests need a display: run them under `xvfb-run -a`
// (build/test.sh does).
package ebitentest

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// runner is the game the test binary runs. While no frames are asked for,
// the loop waits inside Update, so the tests run as they would inside one
// long Update (Ebitengine is in a frame and every image operation works);
// RunFrames hands it a job whose frames then end like a game's frames do.
type runner struct {
	m     *testing.M
	code  int
	start sync.Once
	done  chan int
	jobs  chan *job
	job   *job
	// w, h is the screen size last laid out; it outlives a job so the
	// next job of the same size starts on the same screen.
	w, h int
}

func (r *runner) Update() error {
	r.start.Do(func() {
		go func() { r.done <- r.m.Run() }()
	})
	if r.job == nil {
		select {
		case r.code = <-r.done:
			return ebiten.Termination
		case r.job = <-r.jobs:
			// Both callbacks run on this goroutine; pinning it to its
			// thread for the job makes the thread's CPU clock measure
			// exactly the callbacks.
			runtime.LockOSThread()
			if r.w != r.job.w || r.h != r.job.h {
				// This frame was laid out before the job came: its
				// screen has the old size. Start on the next one.
				r.job.waiting = true
				return nil
			}
		}
	}
	return r.job.update()
}

func (r *runner) Draw(screen *ebiten.Image) {
	if r.job == nil {
		return
	}
	if r.job.waiting {
		r.job.waiting = false
		return
	}
	if r.job.draw(screen) {
		runtime.UnlockOSThread()
		close(r.job.finished)
		r.job = nil
	}
}

func (r *runner) Layout(int, int) (int, int) {
	switch {
	case r.job != nil:
		r.w, r.h = r.job.w, r.job.h
	case r.w == 0:
		r.w, r.h = 320, 240
	}
	return r.w, r.h
}

// theRunner is the test binary's game, for RunFrames; one per process, as
// there is one game loop.
var theRunner *runner

// Main runs the tests beside the game loop and exits with their status. Use
// it as: func TestMain(m *testing.M) { ebitentest.Main(m) }
func Main(m *testing.M) {
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle("tests")
	ebiten.SetVsyncEnabled(false)
	// One Update per frame, and frames as fast as they can be made: a
	// measured frame is then exactly one Update and one Draw.
	ebiten.SetTPS(ebiten.SyncWithFPS)
	r := &runner{m: m, done: make(chan int), jobs: make(chan *job)}
	theRunner = r
	if err := ebiten.RunGame(r); err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintln(os.Stderr, "ebitentest:", err)
		os.Exit(1)
	}
	os.Exit(r.code)
}
