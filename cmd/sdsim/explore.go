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
	"github.com/superdungeon-digital/superdungeon/rules/ai/exploreai"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/rules/replay"
)

// The Explore rulebook's recommended parties ("Recommended Parties"); a
// bigger party adds the other one's Heroes in order.
var (
	exploreBalanced = []string{"Royal Paladin", "Ember Mage", "Glimmerdusk Ranger"}
	exploreFighty   = []string{"Claw Tribe Barbarian", "Hearthsworn Fighter", "Riftling Rogue"}
)

// exploreSetup is the Explore setup of game seed: the party and the
// Consul's choices (the flags', else "choose for me" from the seed).
func (d *data) exploreSetup(c config, seed uint64) explore.Setup {
	r := rand.New(rand.NewPCG(seed, 0x5d5173))
	var heroes []string
	switch c.party {
	case "balanced":
		heroes = append(slices.Clone(exploreBalanced), exploreFighty...)[:c.heroes]
	case "skilled", "fighty":
		heroes = append(slices.Clone(exploreFighty), exploreBalanced...)[:c.heroes]
	default:
		names := slices.Clone(d.heroNames)
		r.Shuffle(len(names), func(i, j int) { names[i], names[j] = names[j], names[i] })
		heroes = names[:c.heroes]
	}
	s := explore.Setup{Seed: seed, Heroes: heroes, Boss: c.boss, SpawningPoints: slices.Clone(c.spawns),
		CoinsAdjust: c.coins, Variant: c.variant, Square: c.square, Catalog: d.cat, Tiles: d.tiles, Data: d.explore}
	if c.variant == "rude" {
		d := c.difficulty
		if d == "normal" {
			d = explore.RudeHero
		}
		o := c.rudeVariants
		o.Difficulty = d
		s.Variant, s.Rude = "", &o
	}
	if c.miniBoss != "" {
		s.MiniBosses = []string{c.miniBoss}
		if c.heroes >= 5 {
			// "Game Size": a second, different mini-boss.
			second := "Rex"
			if c.miniBoss == "Rex" {
				second = "Knight of the Tower"
			}
			s.MiniBosses = append(s.MiniBosses, second)
		}
	}
	return s
}

// playExplore plays one Explore game, the hero AI against the computer
// Consul, turning a panic into a counted failure.
func playExplore(cfg config, d *data, seed uint64) (r gameResult) {
	r.seed = seed
	es := d.exploreSetup(cfg, seed)
	r.setup.Heroes = es.Heroes
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
	g, _, err := explore.New(es)
	if err != nil {
		r.failure = "setup: " + err.Error()
		return r
	}
	if cfg.replays != "" {
		r.rec = replay.NewRecorder(replay.SetupOfExplore(es), g)
	}
	var lastKiller, lastPhase string
	res, err := ai.Play(g, ai.New(), ai.PlayOptions{
		MaxTurns: cfg.maxTurns,
		Check:    ai.CheckInvariants,
		Consul:   exploreai.New(),
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
	r.bossSpawned = explore.StateOf(g).BossID != rules.NoModel
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
