package explore

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// BossFightEvent reports a step of the boss fight: the boss spawning with
// its relics, the spawning points leaving, a timeout.
type BossFightEvent struct{ Text string }

func (e BossFightEvent) Kind() string   { return "boss-fight" }
func (e BossFightEvent) String() string { return e.Text }

// RelicsFor lists the relics the dungeon boss may equip: every relic not
// tied to another boss, in deck order.
func (d *Data) RelicsFor(boss string) []Bonus {
	var out []Bonus
	for _, r := range d.Relics {
		if r.Boss == "" || r.Boss == boss {
			out = append(out, r)
		}
	}
	return out
}

// spawnBoss brings the dungeon boss next to an exit of tile 2 or 3 (Explore
// rulebook, "Spawn Dungeon Boss", "Boss Fight"): it equips one relic per
// spawning point left (chosen by name, else the first that fit), the
// spawning points leave the dungeon without loot, and the boss fight
// card's Boss Spawn effect resolves.
func (g eg) spawnBoss(chosen []string, why string) []rules.Event {
	if g.S.BossID != rules.NoModel {
		return nil
	}
	at, ok := g.nearestHero(g.exitSquares(g.S.Boss))
	if !ok {
		return []rules.Event{rules.Note{Text: "no room anywhere for the dungeon boss"}}
	}
	evs, err := g.place(g.S.Boss, at, 0, "the dungeon boss arrives by a dungeon exit of the second or third tile: "+why)
	if err != nil {
		return []rules.Event{rules.Note{Text: err.Error()}}
	}
	g.S.BossID = g.lastID()
	// Relics: one per spawning point left.
	n := g.spawningPointsInPlay()
	fit := g.S.Data().RelicsFor(g.S.Boss)
	var relics []Bonus
	for _, name := range chosen {
		for _, r := range fit {
			if r.Name == name && len(relics) < n && !slices.ContainsFunc(relics, func(b Bonus) bool { return b.Name == name }) {
				relics = append(relics, r)
			}
		}
	}
	for _, r := range fit {
		if len(relics) >= n {
			break
		}
		if !slices.ContainsFunc(relics, func(b Bonus) bool { return b.Name == r.Name }) {
			relics = append(relics, r)
		}
	}
	g.S.Relics = append(slices.Clip(g.S.Relics), relics...)
	for _, r := range relics {
		evs = append(evs, BonusGained{Name: r.Name, Who: g.S.Boss, What: "a relic: " + r.describe()})
	}
	for i := range g.Models {
		if m := &g.Models[i]; m.InPlay && m.Kind == rules.KindSpawningPoint {
			m.InPlay = false
			evs = append(evs, BossFightEvent{Text: fmt.Sprintf("%s channels its power into %s and leaves the dungeon (no loot)", m.Card, g.S.Boss)})
		}
	}
	if bf, ok := g.S.Data().BossFights[g.S.Boss]; ok {
		evs = append(evs, BossFightEvent{Text: fmt.Sprintf("the boss fight begins: %s arrives", g.S.Boss)})
		evs = append(evs, g.bossEffect(bf.Spawn, g.HeroesInPlay(), "Boss Spawn")...)
	}
	return evs
}

// bossEffect resolves a boss fight card effect on the listed Heroes.
func (g eg) bossEffect(e BossEffect, heroes []rules.ModelID, source string) []rules.Event {
	var evs []rules.Event
	if e.HealMonsters {
		for i := range g.Models {
			m := &g.Models[i]
			if m.InPlay && m.Kind == rules.KindMonster && (m.Wounds > 0 || m.Statuses != 0) {
				evs = append(evs, rules.Healed{Model: g.RefOf(m.ID), Wounds: m.Wounds, Status: m.Statuses.List(), Source: source})
				m.Wounds, m.Statuses = 0, 0
			}
		}
	}
	for _, id := range heroes {
		h := g.Model(id)
		if !h.InPlay {
			continue
		}
		if e.Wounds > 0 {
			evs = append(evs, g.Wound(h, g.S.BossID, e.Wounds, source, false)...)
		}
		if e.Status != "" && h.InPlay {
			evs = append(evs, g.Inflict(h, e.Status, source)...)
		}
	}
	return evs
}

// sighting resolves a boss sighting on the listed tiles: the boss's
// timeout effect strikes every Hero standing on them ("Boss Sighting").
func (g eg) sighting(tilesNamed []int) []rules.Event {
	var on []rules.ModelID
	for _, id := range g.HeroesInPlay() {
		if slices.Contains(tilesNamed, g.Board.TileOf(g.Model(id).Pos)) {
			on = append(on, id)
		}
	}
	bf, ok := g.S.Data().BossFights[g.S.Boss]
	if len(on) == 0 || !ok {
		return []rules.Event{BossFightEvent{Text: fmt.Sprintf("boss sighting on %s: no Hero is there", tilesText(tilesNamed))}}
	}
	evs := []rules.Event{BossFightEvent{Text: fmt.Sprintf("boss sighting on %s: %s's timeout strikes the Heroes there", tilesText(tilesNamed), g.S.Boss)}}
	return append(evs, g.bossEffect(bf.Timeout, on, "Boss Sighting")...)
}

// EndingPhase implements rules.Ruleset: the Consul turn cannot end while a
// monster activates; the Consul's power-up advances the chart when the
// Consul has not (with the first bonus and "place for me" spawning) and
// spends any allowance left; a new Consul turn starts with four skull
// points and every monster ready.
func (s *State) EndingPhase(g *rules.Game, c rules.EndPhase) ([]rules.Event, error) {
	e := eg{g, s}
	if s.Rude != nil {
		if err := e.rudeEndingPhase(c); err != nil { // rude_turn.go
			return nil, err
		}
	}
	switch g.Phase {
	case rules.ConsulTurn:
		if s.Active != rules.NoModel {
			return nil, rules.Illegal(c, "%s is still activating; end its activation first", g.Name(s.Active))
		}
	case rules.ConsulPowerUp:
		var evs []rules.Event
		if s.AdvancedTurn != g.Turn && s.BossID == rules.NoModel {
			evs = append(evs, rules.ConsulDecided{Command: "advance the chart", Monster: g.RefOf(rules.NoModel), Target: g.RefOf(rules.NoModel),
				Reason: "the Consul ends the power-up without advancing the chart: it advances by itself, taking the first bonus offered"})
			evs = append(evs, e.advance(0, nil)...)
		}
		if s.SpawnLeft > 0 {
			evs = append(evs, e.autoSpawn()...)
		}
		s.SpawnLeft, s.SpawnPlatforms = 0, nil
		if s.BossID == rules.NoModel && e.spawningPointsInPlay() == 0 {
			evs = append(evs, e.spawnBoss(nil, "no spawning point is left")...)
		}
		return evs, nil
	case rules.HeroPowerUp:
		s.SkullsSpent, s.Activated, s.Fresh = 0, nil, nil
	}
	return nil, nil
}
