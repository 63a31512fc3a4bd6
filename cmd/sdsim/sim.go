package main

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/ai"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/rules/replay"
)

// gameResult is what one game left behind.
type gameResult struct {
	seed     uint64
	setup    arcade.Setup
	winner   string // "heroes", "consul", "" when it failed
	turns    int
	commands int
	dur      time.Duration
	hash     string
	// failure says why the game counts as a panic or a violation.
	failure  string
	panicked bool
	// lossBy is the model that destroyed the last Hero in a lost game,
	// lossPhase the phase it happened in.
	lossBy, lossPhase string
	spDestroyed       int
	bossSpawned       bool
	drawn             []string // "deck: card" for every Consul card drawn
	// rec records the game's commands when replays are kept; it is dropped
	// for games that ended well.
	rec *replay.Recorder
}

// simulate plays cfg.games games on cfg.workers goroutines. Game i always
// uses seed cfg.seed+i and its own AI player, so results are in game order
// whatever the worker count.
func simulate(cfg config, d *data) *summary {
	// A game keeps only a few hundred kilobytes live but allocates
	// megabytes (a clone of the state per command), so with the default
	// GOGC the collector runs constantly: a quarter of the CPU. Trading a
	// few tens of megabytes for it is right for a batch run. An explicit
	// GOGC in the environment wins.
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(400))
	}
	results := make([]gameResult, cfg.games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	start := time.Now()
	for w := 0; w < cfg.workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				if cfg.mode == "explore" {
					results[i] = playExplore(cfg, d, cfg.seed+uint64(i))
				} else if cfg.mode == "classic" {
					results[i] = playClassic(cfg, d, cfg.seed+uint64(i))
				} else {
					results[i] = playOne(cfg, d, cfg.seed+uint64(i), cfg.replays != "")
				}
			}
		}()
	}
	for i := 0; i < cfg.games; i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return summarize(results, time.Since(start))
}

// playOne plays one game, turning a panic into a counted failure.
func playOne(cfg config, d *data, seed uint64, keepReplay bool) (r gameResult) {
	r.seed = seed
	r.setup = d.setup(cfg, seed)
	start := time.Now()
	defer func() {
		if x := recover(); x != nil {
			r.panicked = true
			r.failure = fmt.Sprintf("panic: %v at %s", x, panicSite(debug.Stack()))
		}
		r.dur = time.Since(start)
		if r.failure == "" {
			r.rec = nil
		}
	}()
	g, _, err := arcade.New(r.setup)
	if err != nil {
		r.failure = "setup: " + err.Error()
		return r
	}
	if keepReplay {
		r.rec = replay.NewRecorder(replay.SetupOf(r.setup), g)
	}
	var lastKiller, lastPhase string
	res, err := ai.Play(g, ai.New(), ai.PlayOptions{
		MaxTurns: cfg.maxTurns,
		Check:    ai.CheckInvariants,
		Record: func(c rules.Command, evs []rules.Event) {
			if r.rec != nil {
				r.rec.Record(c)
			}
			for _, e := range evs {
				switch e := e.(type) {
				case rules.Destroyed:
					if e.Kind_ == rules.KindHero {
						lastKiller, lastPhase = e.By.Name, g.Phase.String()
						if e.By.ID == rules.NoModel {
							lastKiller = "upkeep or effect"
						}
					}
				case arcade.CardDrawn:
					r.drawn = append(r.drawn, e.Deck+": "+e.Card)
				}
			}
		},
	})
	r.winner, r.turns, r.commands = res.Winner, res.Turns, res.Commands
	r.hash = g.Hash()
	r.spDestroyed, r.bossSpawned = g.SpawningPointsDestroyed, arcade.StateOf(g).BossSpawned
	if err != nil {
		r.failure = err.Error()
		if errors.Is(err, ai.ErrTurnCap) {
			r.failure = "turn cap: " + err.Error()
		}
		r.winner = ""
		return r
	}
	if r.winner == "consul" {
		r.lossBy, r.lossPhase = lastKiller, lastPhase
	}
	return r
}

// panicSite is the first stack frame inside the project, for the report.
func panicSite(stack []byte) string {
	lines := strings.Split(string(stack), "\n")
	for i, l := range lines {
		if strings.Contains(l, "superdungeon/") && !strings.Contains(l, "cmd/sdsim") && i+1 < len(lines) {
			return strings.TrimSpace(l) + " " + strings.TrimSpace(lines[i+1])
		}
	}
	return "unknown"
}
