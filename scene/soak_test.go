package scene

import (
	"bufio"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render/cmem"
	"github.com/superdungeon-digital/superdungeon/render/ebitentest"
)

// TestSoakDemoGames plays demo games back to back through the real scene
// manager, drawing every frame on the real game loop, and checks that
// memory stays flat: after the first few games neither the live heap nor
// the process's resident memory may grow by more than 5% (issue 22: a
// booth runs for a whole day).
//
// The demos' seeds go round a cycle of SD_SOAK_CYCLE (5 unless set; 0:
// every game a new seed, as at a booth): what a game holds depends on its
// dungeon (its board's layer alone is 10 to 30 MiB of texture under
// Xvfb's software GPU), so with every game new the memory after a game
// moves by 10-15% with the dungeon on screen, growth or not. With the
// seeds going round, the same dungeons come back, and what a later round
// holds beyond the first round is growth. The baseline is the most games
// 3 to 2+cycle held (one whole round, after two games of warm-up).
// SD_SOAK_MODE=explore plays Explore demos instead of Arcade ones.
//
// It runs only when asked, since 50 games take several minutes:
//
//	SD_SOAK_GAMES=50 xvfb-run -a go test ./scene/ -run TestSoakDemoGames -v -timeout 150m
func TestSoakDemoGames(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("SD_SOAK_GAMES"))
	if games <= 0 {
		t.Skip("set SD_SOAK_GAMES=N to play N demo games (50 for the booth check)")
	}
	cycle := 5
	if v := os.Getenv("SD_SOAK_CYCLE"); v != "" {
		var err error
		cycle, err = strconv.Atoi(v)
		require.NoError(t, err, "SD_SOAK_CYCLE")
	}
	// Games before the checked ones: two to fill caches and settle the
	// heap, then the baseline's (one round of the cycle, or three).
	warmup := 2 + max(cycle, 3)
	require.Greater(t, games, warmup+1, "the soak needs more games than its warm-up")
	const firstSeed = 100
	demo := NewDemoGame
	if os.Getenv("SD_SOAK_MODE") == "explore" {
		demo = NewExploreDemoGame
	}
	// seedOf is game n's seed (the first game is game 0).
	seedOf := func(n int) uint64 {
		if cycle <= 0 {
			return firstSeed + uint64(n)
		}
		return firstSeed + uint64(n%cycle)
	}
	cmem.Tune() // as NewApp does
	ctx := newContext(t)
	first, err := demo(seedOf(0), true)
	require.NoError(t, err)
	m := NewManager(first)
	ctx.manager = m
	var (
		current   = first.(*Play)
		started   = time.Now()
		done      int
		baseHeap  uint64
		baseRSS   uint64
		peakHeap  uint64
		floorRSS  uint64
		ticksGame int
	)
	current.speed = 1000
	current.demoSeed = seedOf(1) - 1 // the demo plays demoSeed+1 next
	// A frame runs several ticks: the soak is about what games leave
	// behind, and every game's images are still made and drawn.
	const ticksPerFrame = 16
	for done < games {
		_, err := ebitentest.RunFrames(DesignW, DesignH, 600, false, func() error {
			for range ticksPerFrame {
				if err := m.Update(ctx); err != nil {
					return err
				}
				ctx.Tick++
				ticksGame++
				// Each new demo plays at full speed.
				if p, ok := m.current.(*Play); ok && p != current && m.next == nil {
					current, p.speed = p, 1000
					done++
					p.demoSeed = seedOf(done+1) - 1
					return errGameDone
				}
				if current.stalled != "" {
					return fmt.Errorf("the demo stalled: %s", current.stalled)
				}
			}
			return nil
		}, func(screen *ebiten.Image) { m.Draw(screen, ctx) })
		if err != errGameDone {
			require.NoError(t, err)
			require.Less(t, ticksGame, 200000, "a demo game never ended")
			continue
		}
		// A second of the new game at its real pace before measuring:
		// text/v2 keeps the shaping of all text measured in the last 60
		// frames, and at 16 ticks a frame that is a whole game's log, a
		// squeeze of time the real game never sees.
		_, err = ebitentest.RunFrames(DesignW, DesignH, 64, false, func() error {
			ctx.Tick++
			return m.Update(ctx)
		}, func(screen *ebiten.Image) { m.Draw(screen, ctx) })
		require.NoError(t, err)
		heap, rss := liveHeap(), residentBytes(t)
		var dbg ebiten.DebugInfo
		ebiten.ReadDebugInfo(&dbg)
		goTotal := []metrics.Sample{{Name: "/memory/classes/total:bytes"}}
		metrics.Read(goTotal)
		t.Logf("game %2d: %6d ticks, live heap %6.1f MiB, RSS %6.1f MiB, GPU images %6.1f MiB, Go total %6.1f MiB, %v", done, ticksGame, mib(heap), mib(rss), mib(uint64(dbg.TotalGPUImageMemoryUsageInBytes)), mib(goTotal[0].Value.Uint64()), time.Since(started).Round(time.Second))
		ticksGame = 0
		if path := os.Getenv("SD_SOAK_HEAPPROFILE"); path != "" && slices.Contains(strings.Split(os.Getenv("SD_SOAK_PROFILE_GAMES"), ","), strconv.Itoa(done)) {
			writeHeapProfile(t, fmt.Sprintf("%s.game%d", path, done))
		}
		// The baseline is the most the warm-up's last games held: a game's
		// own size varies with its length, which is not growth.
		switch {
		case done > 2 && done <= warmup:
			baseHeap, baseRSS = max(baseHeap, heap), max(baseRSS, rss)
		case done > warmup:
			// Resident memory after the warm-up is judged by its floor: a
			// leak raises every game after it, where one game's spike (the
			// driver or the runtime keeping pages a moment longer; +5.8% in
			// game 10 of a CI run whose live heap fell 3%) is not growth.
			peakHeap = max(peakHeap, heap)
			if floorRSS == 0 || rss < floorRSS {
				floorRSS = rss
			}
		}
	}
	if path := os.Getenv("SD_SOAK_HEAPPROFILE"); path != "" {
		// What the heap holds with the last game still on screen.
		writeHeapProfile(t, path)
		runtime.KeepAlive(m)
	}
	t.Logf("games %d-%d: live heap up to %.1f MiB, RSS up to %.1f MiB; after: heap peak %.1f MiB (%+.1f%%), RSS floor %.1f MiB (%+.1f%%)",
		3, warmup, mib(baseHeap), mib(baseRSS), mib(peakHeap), growth(baseHeap, peakHeap), mib(floorRSS), growth(baseRSS, floorRSS))
	require.LessOrEqual(t, growth(baseHeap, peakHeap), 5.0, "live heap grew")
	require.LessOrEqual(t, growth(baseRSS, floorRSS), 5.0, "resident memory grew")
}

// writeHeapProfile writes the heap profile after a full collection.
func writeHeapProfile(t testing.TB, path string) {
	runtime.GC()
	f, err := os.Create(path)
	require.NoError(t, err)
	require.NoError(t, pprof.Lookup("heap").WriteTo(f, 0))
	require.NoError(t, f.Close())
}

var errGameDone = fmt.Errorf("soak: a new game started")

func mib(b uint64) float64 { return float64(b) / (1 << 20) }

func growth(base, peak uint64) float64 {
	if base == 0 {
		return 0
	}
	return (float64(peak)/float64(base) - 1) * 100
}

// liveHeap is the heap in use after a full collection; the collection
// also runs the cleanups that free dropped images, and the freed heap goes
// back to the system (Go's, and the C allocator's as the game does once a
// minute), so the RSS read next counts what is really held.
func liveHeap() uint64 {
	runtime.GC()
	debug.FreeOSMemory()
	cmem.Trim()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

// residentBytes is the process's resident set (VmRSS), Linux only.
func residentBytes(t testing.TB) uint64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		t.Skipf("no /proc here: %v", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			kb, err := strconv.ParseUint(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			require.NoError(t, err)
			return kb << 10
		}
	}
	t.Skip("no VmRSS in /proc/self/status")
	return 0
}
