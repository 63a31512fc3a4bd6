package ebitentest

import (
	"errors"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMain(m *testing.M) { Main(m) }

func TestRunFramesCallsUpdateThenDrawOncePerFrame(t *testing.T) {
	var calls []string
	cost, err := RunFrames(64, 48, 3, true,
		func() error { calls = append(calls, "update"); return nil },
		func(screen *ebiten.Image) {
			assert.Equal(t, 64, screen.Bounds().Dx(), "the screen is the size asked for")
			calls = append(calls, "draw")
		})
	require.NoError(t, err)
	assert.Equal(t, []string{"update", "draw", "update", "draw", "update", "draw"}, calls)
	assert.Equal(t, 3, cost.Frames)
}

func TestRunFramesStopsAtTheFirstUpdateError(t *testing.T) {
	boom := errors.New("boom")
	updates := 0
	_, err := RunFrames(8, 8, 10, false, func() error {
		updates++
		if updates == 2 {
			return boom
		}
		return nil
	}, func(*ebiten.Image) {})
	assert.ErrorIs(t, err, boom)
	assert.Equal(t, 2, updates)
}

func TestRunFramesCountsTheCallbacksAllocations(t *testing.T) {
	var sink []byte
	cost, err := RunFrames(8, 8, 4, true, func() error {
		sink = make([]byte, 4096) // one allocation of 4 KiB a frame
		return nil
	}, func(*ebiten.Image) {})
	require.NoError(t, err)
	_, _, bytes, allocs := cost.PerFrame()
	assert.GreaterOrEqual(t, bytes, 4096.0)
	assert.GreaterOrEqual(t, allocs, 1.0)
	assert.Len(t, sink, 4096)
}

// BenchmarkRunFramesFloor is the harness's own floor: a frame that draws
// one image, so the per-frame figures of a scene can be read against it.
func BenchmarkRunFramesFloor(b *testing.B) {
	src := ebiten.NewImage(4, 4)
	src.Fill(color.White)
	cost, err := RunFrames(1280, 720, b.N, true, func() error { return nil }, func(screen *ebiten.Image) {
		screen.DrawImage(src, nil)
	})
	require.NoError(b, err)
	cpu, wall, bytes, allocs := cost.PerFrame()
	b.ReportMetric(cpu, "cpu-ms/frame")
	b.ReportMetric(wall, "wall-ms/frame")
	b.ReportMetric(bytes, "B/frame")
	b.ReportMetric(allocs, "allocs/frame")
}
