package exploreai

import (
	"fmt"
	"slices"
	"sort"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// RudeHeroBossPatience is how many rounds the computer Consul of Hero Mode
// holds the boss back once the rules allow it ("may spawn": the Consul's
// choice). Hero Mode is "fairly well balanced between the Heroes and the
// Consul"; a Consul calling the boss the first round it may won 3 games
// in 4 against the hero AI (docs/balance.md), so Hero Mode's computer
// Consul lets its minions and mini-bosses work first. Consul and Hard
// Mode call it at once.
const RudeHeroBossPatience = 8

// The computer Consul under Rude Supers (rules/explore/rude*.go): in its
// turn's Phase 1 it calls the boss as soon as the rules allow (Hero Mode:
// RudeHeroBossPatience rounds later), then a
// mini-boss at the spawning point nearest the party that meets every
// condition, then the costliest monsters the round's skulls buy, each next
// to the spawning point nearest a Hero; then every monster activates as in
// Explore (all are free). In the Heroes' turn it lets every Super in reach
// interrupt, except one that its upkeep's Fire would destroy (the book's
// own example: the Heroes would get its treasure at once), and sends the
// boss first (its interruptions need a Hero still to act), then the Super
// nearest a Hero.
func (c *Consul) rude(g *rules.Game, s *explore.State) rules.Command {
	switch g.Phase {
	case rules.ConsulTurn:
		if s.Active == rules.NoModel && !s.Rude.Moving {
			if cmd := c.rudeSpawn(g, s); cmd != nil {
				return cmd
			}
		}
		return c.turnStep(g, s)
	case rules.HeroTurn:
		if s.Active != rules.NoModel {
			return c.activationStep(g, s, g.Model(s.Active))
		}
		if cmd := c.rudeDecline(g, s); cmd != nil {
			return cmd
		}
		ids := explore.Interrupting(g)
		if len(ids) == 0 {
			return nil
		}
		// The boss first: its interruptions need a Hero still to act
		// ("Special Rules for the Boss"), where a mini-boss may also take
		// a slot after the last Hero. Then the Super nearest a Hero.
		boss := func(id rules.ModelID) bool { return id == s.BossID }
		sort.SliceStable(ids, func(i, j int) bool {
			if boss(ids[i]) != boss(ids[j]) {
				return boss(ids[i])
			}
			return heroDist(g, g.Model(ids[i])) < heroDist(g, g.Model(ids[j]))
		})
		m := g.Model(ids[0])
		c.turn, c.target, c.unique = g.Turn, rules.NoModel, rules.NoModel
		why := fmt.Sprintf("%s interrupts the Heroes' turn: it is the Super nearest a Hero", m.Card)
		if boss(m.ID) {
			why = fmt.Sprintf("%s interrupts the Heroes' turn while a Hero is still to act, as the boss must; the mini-bosses may still barge in after the last Hero", m.Card)
		}
		return explore.Activate{Monster: m.ID, Why: why}
	}
	return nil
}

// rudeDecline declines, before the first Hero activates, the Supers whose
// upkeep Fire would destroy.
func (c *Consul) rudeDecline(g *rules.Game, s *explore.State) rules.Command {
	if g.ActivationsThisTurn > 0 || g.Active != rules.NoModel || len(s.Rude.Declined) > 0 {
		return nil
	}
	var out []rules.ModelID
	for _, id := range s.Rude.Interrupters {
		m := g.Model(id)
		if m.InPlay && g.Suffers(m, cards.Fire) && g.Hearts(m)-m.Wounds <= 1 {
			out = append(out, id)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return explore.Decline{Supers: out, Why: "its upkeep's Fire would destroy it and hand the Heroes its treasure now"}
}

// rudeSpawn is the next spawn of Phase 1, nil when the Consul is done.
func (c *Consul) rudeSpawn(g *rules.Game, s *explore.State) rules.Command {
	if s.BossID == rules.NoModel && explore.BossMayEnter(g) == nil {
		if c.bossOK == 0 {
			c.bossOK = g.Turn
		}
		wait := 0
		if s.Rude.Difficulty == explore.RudeHero {
			wait = RudeHeroBossPatience
		}
		if sq := explore.BossSquares(g); len(sq) > 0 && g.Turn >= c.bossOK+wait {
			why := "the boss comes as soon as the rules allow"
			if wait > 0 {
				why = fmt.Sprintf("the boss comes %d rounds after the rules first allowed it (Hero Mode's patient Consul)", wait)
			}
			return explore.RudeSpawnBoss{At: nearestTo(g, sq), Why: why}
		}
	}
	sps := spawnPointsByHero(g)
	left := s.Rude.SpawnLeft
	if left >= explore.RudeMiniBossCost {
		for _, name := range s.MiniBosses {
			if inPlay(g, name) {
				continue
			}
			for _, sp := range sps {
				if explore.MiniBossMayEnter(g, sp) != nil {
					continue
				}
				if sq := explore.RudeSpawnSquares(g, name, sp); len(sq) > 0 {
					return explore.RudeSpawn{Monster: name, From: sp, At: nearestTo(g, sq), Why: "a mini-boss hunts the Heroes from the spawning point nearest them that the rules allow"}
				}
			}
		}
	}
	pool := explore.RudePool(g)
	var names []string
	for n, k := range pool {
		if k > 0 {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	best, bestCost := "", 0
	for _, n := range names {
		p := s.Data().Profiles[n]
		if p == nil || p.Skulls == 0 || p.Skulls > left || p.Skulls <= bestCost {
			continue
		}
		best, bestCost = n, p.Skulls
	}
	if best == "" {
		return nil
	}
	for _, sp := range sps {
		if sq := explore.RudeSpawnSquares(g, best, sp); len(sq) > 0 {
			return explore.RudeSpawn{Monster: best, From: sp, At: nearestTo(g, sq), Why: "the costliest monster the round's skulls buy, next to the spawning point nearest a Hero"}
		}
	}
	return nil
}

// spawnPointsByHero lists the spawning points in play, nearest a Hero
// first.
func spawnPointsByHero(g *rules.Game) []rules.ModelID {
	var out []rules.ModelID
	for i := range g.Models {
		if m := &g.Models[i]; m.InPlay && m.Kind == rules.KindSpawningPoint {
			out = append(out, m.ID)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return heroDist(g, g.Model(out[i])) < heroDist(g, g.Model(out[j])) })
	return out
}

// nearestTo is the square of sq nearest a Hero in play (the first on ties).
func nearestTo(g *rules.Game, sq []tiles.Point) tiles.Point {
	best, bestD := sq[0], 1<<20
	for _, p := range sq {
		for _, id := range g.HeroesInPlay() {
			if d := tiles.Dist(p, g.Model(id).Pos); d < bestD {
				best, bestD = p, d
			}
		}
	}
	return best
}

func inPlay(g *rules.Game, card string) bool {
	for i := range g.Models {
		if m := &g.Models[i]; m.InPlay && m.Card == card {
			return true
		}
	}
	return false
}
