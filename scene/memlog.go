package scene

import (
	"bufio"
	"fmt"
	"os"
	"runtime/metrics"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// memLog samples the process's memory at a fixed wall-clock interval and
// appends one line per sample to a file: the instrument of the booth's
// long runs (issue 22), so the kiosk binary itself reports whether its
// memory stays flat over hours rather than a test's imitation of it.
//
// A line reads
//
//	min=12.0 rss_mib=251.3 heap_live_mib=38.2 go_total_mib=71.0 gpu_mib=64.0 demo_games=4 tick=43200
//
// rss is the resident set (VmRSS, Linux); heap_live the heap the last
// collection found alive; go_total everything the Go runtime holds from
// the system; gpu the bytes of Ebitengine's GPU images and atlases (under
// Xvfb the "GPU" is software, so those bytes are part of the RSS too).
// The latest heap profile is kept beside it (<path>.heap.pprof).
// What RSS holds beyond go_total is the C side: the graphics driver, the
// window system, the audio library.
type memLog struct {
	path     string
	every    time.Duration
	started  time.Time
	next     time.Time
	samples  []metrics.Sample
	failures int
}

func newMemLog(path string, every time.Duration) *memLog {
	if every <= 0 {
		every = time.Minute
	}
	now := time.Now()
	return &memLog{path: path, every: every, started: now, next: now,
		samples: []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/memory/classes/total:bytes"}}}
}

// tick writes a sample when one is due. Errors are counted, not fatal: a
// full disk must not stop a booth's game.
func (m *memLog) tick(ctx *Context) {
	now := time.Now()
	if now.Before(m.next) {
		return
	}
	m.next = m.next.Add(m.every)
	if m.next.Before(now) {
		m.next = now.Add(m.every) // a stalled process does not write a burst
	}
	metrics.Read(m.samples)
	var dbg ebiten.DebugInfo
	ebiten.ReadDebugInfo(&dbg)
	line := fmt.Sprintf("min=%.1f rss_mib=%.1f heap_live_mib=%.1f go_total_mib=%.1f gpu_mib=%.1f demo_games=%d tick=%d\n",
		now.Sub(m.started).Minutes(), mibOf(rssBytes()), mibOf(m.samples[0].Value.Uint64()), mibOf(m.samples[1].Value.Uint64()),
		mibOf(uint64(max(0, dbg.TotalGPUImageMemoryUsageInBytes))), ctx.manager.demoGames, ctx.Tick)
	f, err := os.OpenFile(m.path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		m.failures++
		return
	}
	if _, err := f.WriteString(line); err != nil {
		m.failures++
	}
	if err := f.Close(); err != nil {
		m.failures++
	}
	// The latest heap profile beside the log, for go tool pprof.
	if pf, err := os.Create(m.path + ".heap.pprof"); err == nil {
		_ = pprof.Lookup("heap").WriteTo(pf, 0)
		_ = pf.Close()
	}
}

func mibOf(b uint64) float64 { return float64(b) / (1 << 20) }

// rssBytes is the process's resident set (VmRSS), 0 where /proc is absent.
func rssBytes() uint64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			kb, err := strconv.ParseUint(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			if err != nil {
				return 0
			}
			return kb << 10
		}
	}
	return 0
}
