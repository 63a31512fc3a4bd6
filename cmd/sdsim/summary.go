package main

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"
)

// summary aggregates the games in game order.
type summary struct {
	games         []gameResult
	wall          time.Duration
	wins          int
	panics        int
	violations    int
	meanTurns, sd float64
	minT, maxT    int
	cpuPerGame    time.Duration
	failures      []gameResult
}

func summarize(rs []gameResult, wall time.Duration) *summary {
	s := &summary{games: rs, wall: wall, minT: -1}
	var total time.Duration
	n := 0
	for _, r := range rs {
		total += r.dur
		switch {
		case r.panicked:
			s.panics++
			s.failures = append(s.failures, r)
			continue
		case r.failure != "":
			s.violations++
			s.failures = append(s.failures, r)
			continue
		}
		if r.winner == "heroes" {
			s.wins++
		}
		n++
		s.meanTurns += float64(r.turns)
		if s.minT < 0 || r.turns < s.minT {
			s.minT = r.turns
		}
		s.maxT = max(s.maxT, r.turns)
	}
	if n > 0 {
		s.meanTurns /= float64(n)
		for _, r := range rs {
			if r.failure == "" && !r.panicked {
				s.sd += (float64(r.turns) - s.meanTurns) * (float64(r.turns) - s.meanTurns)
			}
		}
		s.sd = math.Sqrt(s.sd / float64(n))
	}
	if len(rs) > 0 {
		s.cpuPerGame = total / time.Duration(len(rs))
	}
	return s
}

// lastLine is the machine-readable summary, always the output's last line.
func (s *summary) lastLine() string {
	n := len(s.games)
	rate := 0.0
	if n > 0 {
		rate = float64(s.wins) / float64(n)
	}
	return fmt.Sprintf("games=%d hero_wins=%d win_rate=%.2f mean_turns=%.1f ms_per_game=%.2f panics=%d invariant_violations=%d",
		n, s.wins, rate, s.meanTurns, float64(s.cpuPerGame.Microseconds())/1000, s.panics, s.violations)
}

// lastLineNoTime is lastLine without the timing, for comparing runs.
func (s *summary) lastLineNoTime() string {
	return regexp.MustCompile(` ms_per_game=[0-9.]+`).ReplaceAllString(s.lastLine(), "")
}

// count is a label and how often it happened, for sorted tables.
type count struct {
	label string
	n     int
}

// tally counts labels and sorts them most frequent first, then by label.
func tally(labels []string) []count {
	var out []count
	for _, l := range labels {
		i := slices.IndexFunc(out, func(c count) bool { return c.label == l })
		if i < 0 {
			out = append(out, count{l, 1})
		} else {
			out[i].n++
		}
	}
	slices.SortStableFunc(out, func(a, b count) int {
		if a.n != b.n {
			return b.n - a.n
		}
		return strings.Compare(a.label, b.label)
	})
	return out
}

func pct(n, of int) string {
	if of == 0 {
		return "-"
	}
	return fmt.Sprintf("%5.1f%%", 100*float64(n)/float64(of))
}

func (s *summary) print(w io.Writer, c config) {
	n := len(s.games)
	boss := c.boss
	switch {
	case boss == "" && c.set != "":
		boss = "of set " + c.set
	case boss == "":
		boss = "box default"
	}
	if c.miniBoss != "" {
		boss += ", mini-boss " + c.miniBoss
	}
	if len(c.spawns) > 0 {
		boss += ", spawning points " + strings.Join(c.spawns, "/")
	}
	fmt.Fprintf(w, "sdsim: %d games, seeds %d..%d, %s party of %d, %s, boss %s, %d workers, %.1fs wall\n",
		n, c.seed, c.seed+uint64(n)-1, c.party, c.heroes, c.difficulty, boss, c.workers, s.wall.Seconds())
	losses := 0
	var lossTurns, killers, phases, drawn []string
	var winTurns, lossTurnsN []int
	var spAtLoss []string
	bossLoss := 0
	for _, r := range s.games {
		drawn = append(drawn, r.drawn...)
		switch r.winner {
		case "heroes":
			winTurns = append(winTurns, r.turns)
		case "consul":
			losses++
			lossTurnsN = append(lossTurnsN, r.turns)
			lossTurns = append(lossTurns, fmt.Sprintf("turn %2d", r.turns))
			killers = append(killers, r.lossBy)
			phases = append(phases, r.lossPhase)
			spAtLoss = append(spAtLoss, fmt.Sprintf("%d destroyed", r.spDestroyed))
			if r.bossSpawned {
				bossLoss++
			}
		}
	}
	fmt.Fprintf(w, "%-22s %7s %7s\n", "result", "games", "share")
	fmt.Fprintf(w, "%-22s %7d %7s\n", "hero wins", s.wins, pct(s.wins, n))
	fmt.Fprintf(w, "%-22s %7d %7s\n", "consul wins", losses, pct(losses, n))
	fmt.Fprintf(w, "%-22s %7d %7s\n", "panics", s.panics, pct(s.panics, n))
	fmt.Fprintf(w, "%-22s %7d %7s\n", "invariant violations", s.violations, pct(s.violations, n))
	fmt.Fprintf(w, "turns: mean %.1f, sd %.1f, min %d, max %d; wins %s; losses %s\n",
		s.meanTurns, s.sd, max(s.minT, 0), s.maxT, meanOf(winTurns), meanOf(lossTurnsN))
	if losses > 0 {
		fmt.Fprintf(w, "losses by turn:")
		lt := tally(lossTurns)
		slices.SortStableFunc(lt, func(a, b count) int { return strings.Compare(a.label, b.label) })
		for _, c := range lt {
			fmt.Fprintf(w, " %s:%d", strings.TrimSpace(strings.TrimPrefix(c.label, "turn")), c.n)
		}
		fmt.Fprintln(w)
		fmt.Fprintf(w, "last Hero destroyed by:")
		for _, c := range tally(killers) {
			fmt.Fprintf(w, " %s %s;", c.label, strings.TrimSpace(pct(c.n, losses)))
		}
		fmt.Fprintln(w)
		fmt.Fprintf(w, "lost in phase:")
		for _, c := range tally(phases) {
			fmt.Fprintf(w, " %s %s;", c.label, strings.TrimSpace(pct(c.n, losses)))
		}
		fmt.Fprintln(w)
		fmt.Fprintf(w, "spawning points at loss:")
		for _, c := range tally(spAtLoss) {
			fmt.Fprintf(w, " %s %s;", c.label, strings.TrimSpace(pct(c.n, losses)))
		}
		fmt.Fprintf(w, " boss in play at loss %s\n", strings.TrimSpace(pct(bossLoss, losses)))
	}
	if len(drawn) > 0 {
		fmt.Fprintf(w, "Consul cards drawn (per game), top 12:")
		for i, c := range tally(drawn) {
			if i == 12 {
				break
			}
			fmt.Fprintf(w, " %s %.2f;", c.label, float64(c.n)/float64(n))
		}
		fmt.Fprintln(w)
	}
	for i, f := range s.failures {
		if i == 20 {
			fmt.Fprintf(w, "... and %d more failures\n", len(s.failures)-20)
			break
		}
		fmt.Fprintf(w, "FAILED seed %d: %s\n", f.seed, f.failure)
	}
}

func meanOf(xs []int) string {
	if len(xs) == 0 {
		return "-"
	}
	t := 0
	for _, x := range xs {
		t += x
	}
	return fmt.Sprintf("mean %.1f", float64(t)/float64(len(xs)))
}

// writeReplays writes, for every failed game, DIR/seed-S.json (a replay
// in the game's own format: `sdsim -verify` checks it and the game opens it
// with -replay) and DIR/seed-S.txt saying why the game was kept.
func (s *summary) writeReplays(dir string) error {
	if len(s.failures) == 0 {
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("replays: %w", err)
	}
	for _, f := range s.failures {
		if f.rec == nil {
			continue // the game failed before its first command (setup)
		}
		var b bytes.Buffer
		if err := f.rec.Replay().Write(&b); err != nil {
			return fmt.Errorf("replay of seed %d: %w", f.seed, err)
		}
		base := filepath.Join(dir, fmt.Sprintf("seed-%d", f.seed))
		if err := os.WriteFile(base+".json", b.Bytes(), 0o644); err != nil {
			return fmt.Errorf("replays: %w", err)
		}
		why := fmt.Sprintf("seed %d failed after %d commands: %s\n", f.seed, f.rec.Len(), f.failure)
		if err := os.WriteFile(base+".txt", []byte(why), 0o644); err != nil {
			return fmt.Errorf("replays: %w", err)
		}
	}
	return nil
}
