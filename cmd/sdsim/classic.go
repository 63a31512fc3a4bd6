package main

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime/debug"
	"slices"
	"time"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/ai"
	"github.com/superdungeon-digital/superdungeon/rules/ai/classicai"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/rules/replay"
)

// classicSetup is the classic setup of game seed: the party (the first
// edition box's six Heroes: a balanced front of Paladin, Mage and Ranger,
// then the Fighter, Rogue and Barbarian; random parties from every Hero,
// the Deeproot Druid included) and the Consul's choices.
func (d *data) classicSetup(c config, seed uint64) classic.Setup {
	r := rand.New(rand.NewPCG(seed, 0xc1a551c))
	var heroes []string
	switch c.party {
	case "balanced":
		heroes = append(slices.Clone(exploreBalanced), exploreFighty...)[:c.heroes]
	case "skilled", "fighty":
		heroes = append(slices.Clone(exploreFighty), exploreBalanced...)[:c.heroes]
	default:
		names := append(slices.Clone(d.heroNames), d.classicHeroes...)
		r.Shuffle(len(names), func(i, j int) { names[i], names[j] = names[j], names[i] })
		heroes = names[:c.heroes]
	}
	s := classic.Setup{Seed: seed, Size: c.size, Heroes: heroes, Boss: c.boss, SpawningPoints: slices.Clone(c.spawns), Catalog: d.cat, Tiles: d.tiles}
	if c.miniBoss != "" {
		s.MiniBosses = []string{c.miniBoss}
		if c.size == "siege" {
			s.MiniBosses = append(s.MiniBosses, c.miniBoss)
		}
	}
	return s
}

// playClassic plays one classic game, the hero AI (with classicai.Party)
// against the computer Consul, turning a panic into a counted failure.
func playClassic(cfg config, d *data, seed uint64) (r gameResult) {
	r.seed = seed
	cs := d.classicSetup(cfg, seed)
	r.setup.Heroes = cs.Heroes
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
	g, _, err := classic.New(cs)
	if err != nil {
		r.failure = "setup: " + err.Error()
		return r
	}
	if cfg.replays != "" {
		r.rec = replay.NewRecorder(replay.SetupOfClassic(cs), g)
	}
	var lastKiller, lastPhase string
	res, err := ai.Play(g, ai.New(), ai.PlayOptions{
		MaxTurns: cfg.maxTurns,
		Check:    ai.CheckInvariants,
		Consul:   classicai.New(),
		Party:    classicai.Party,
		Amend:    classicai.Shapeshift,
		Record: func(c rules.Command, evs []rules.Event) {
			if r.rec != nil {
				r.rec.Record(c)
			}
			for _, e := range evs {
				if e, ok := e.(rules.Destroyed); ok && e.Kind_ == rules.KindHero {
					lastKiller, lastPhase = e.By.Name, g.Phase.String()
					if e.By.ID == rules.NoModel {
						lastKiller = "upkeep or effect"
					}
				}
			}
		},
	})
	r.winner, r.turns, r.commands = res.Winner, res.Turns, res.Commands
	r.hash = g.Hash()
	r.spDestroyed = g.SpawningPointsDestroyed
	r.bossSpawned = classic.StateOf(g).BossID != rules.NoModel
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
