package ebitentest

import (
	"errors"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// FrameCost is what the game's own Update and Draw cost over some frames,
// summed: the time between entering and leaving the two callbacks, not
// Ebitengine's end of frame (flushing the draw commands to the GPU driver
// and swapping buffers), which the caller's clock sees instead.
type FrameCost struct {
	Frames int
	// CPU is the CPU time of the game loop's thread inside the callbacks.
	// It is zero where the platform has no per-thread clock.
	CPU time.Duration
	// Wall is the elapsed time inside the callbacks; on a busy machine it
	// also counts time spent waiting for a core.
	Wall time.Duration
	// Bytes and Allocs are the heap allocations made inside the callbacks
	// (by any goroutine, but the rest of the process is idle then).
	Bytes  uint64
	Allocs uint64
}

// PerFrame returns CPU and wall milliseconds, bytes and allocations per
// frame.
func (c FrameCost) PerFrame() (cpuMS, wallMS, bytes, allocs float64) {
	if c.Frames == 0 {
		return 0, 0, 0, 0
	}
	n := float64(c.Frames)
	return float64(c.CPU) / n / 1e6, float64(c.Wall) / n / 1e6, float64(c.Bytes) / n, float64(c.Allocs) / n
}

// job is frames asked for by RunFrames, run by the runner.
type job struct {
	w, h     int
	left     int
	waiting  bool // the first frame had the old screen size: skipped
	measure  bool
	updateFn func() error
	drawFn   func(screen *ebiten.Image)
	cost     FrameCost
	err      error
	finished chan struct{}
	// open is the reading taken on entering a callback.
	mem  runtime.MemStats
	cpu  time.Duration
	wall time.Time
	// settle is read back before each measured Update: see update.
	settle *ebiten.Image
	pixel  [4]byte
}

func (j *job) enter() {
	if !j.measure {
		return
	}
	runtime.ReadMemStats(&j.mem)
	j.cpu = threadCPU()
	j.wall = time.Now()
}

func (j *job) leave() {
	if !j.measure {
		return
	}
	wall := time.Since(j.wall)
	cpu := threadCPU() - j.cpu
	bytes, allocs := j.mem.TotalAlloc, j.mem.Mallocs
	runtime.ReadMemStats(&j.mem)
	j.cost.Wall += wall
	j.cost.CPU += cpu
	j.cost.Bytes += j.mem.TotalAlloc - bytes
	j.cost.Allocs += j.mem.Mallocs - allocs
}

func (j *job) update() error {
	if j.err != nil {
		return nil
	}
	if j.measure {
		// Ebitengine hands the previous frame to its render thread
		// asynchronously; that thread's allocations (the GL calls) would
		// land in this frame's figures. Reading a pixel back waits until
		// it is done. This costs the whole frame a little overlap, not
		// the callbacks measured.
		if j.settle == nil {
			j.settle = ebiten.NewImage(1, 1)
		}
		j.settle.ReadPixels(j.pixel[:])
	}
	j.enter()
	err := j.updateFn()
	j.leave()
	if err != nil {
		j.err = err
	}
	return nil
}

// draw runs one frame's Draw and reports whether the job is done.
func (j *job) draw(screen *ebiten.Image) bool {
	if j.err == nil {
		j.enter()
		j.drawFn(screen)
		j.leave()
		j.cost.Frames++
	}
	j.left--
	return j.left <= 0 || j.err != nil
}

// RunFrames runs n frames of the real game loop on a w×h screen: each
// frame calls update once and draw once, then ends as every frame of the
// game does (Ebitengine flushes the frame's draw commands and swaps
// buffers, so its command buffers are reused rather than growing). It
// returns when the frames are done, with the cost of the callbacks if
// measure is set, or the first error update returned (which ends the run).
//
// It must only be called from a test run by Main, and not while other
// tests draw (no t.Parallel alongside it).
func RunFrames(w, h, n int, measure bool, update func() error, draw func(screen *ebiten.Image)) (FrameCost, error) {
	if theRunner == nil {
		return FrameCost{}, errors.New("ebitentest: RunFrames needs the tests to run under ebitentest.Main")
	}
	if n <= 0 {
		return FrameCost{}, nil
	}
	j := &job{w: w, h: h, left: n, measure: measure, updateFn: update, drawFn: draw, finished: make(chan struct{})}
	theRunner.jobs <- j
	<-j.finished
	if j.settle != nil {
		j.settle.Deallocate()
	}
	return j.cost, j.err
}
