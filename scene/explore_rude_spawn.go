package scene

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Rude Supers' "Consul Phase 1: Spawn/Upkeep" for a person Consul: before
// any monster activates, the action bar offers what the round's skulls buy
// from the shared spawning pool (any monster of a standing spawning point,
// next to any of them), the mini-bosses the six conditions allow (four
// skulls) and the dungeon boss once it may come; choose one, then click a
// lit square (the choice stays for the next spawn). The rules say which squares (RudeSpawnSquares, BossSquares)
// and refuse the rest.

// rudeSpawns reports whether a person Consul may spawn now.
func (p *Play) rudeSpawns() bool {
	if !p.rudeGame() || !p.exHumanConsul() || p.g.Over != "" || p.g.Phase != rules.ConsulTurn || p.ex.handAsk != "" {
		return false
	}
	s := p.exState()
	return !s.Rude.Moving && s.Active == rules.NoModel
}

// rudeSpawnPoints are the spawning points standing.
func (p *Play) rudeSpawnPoints() []rules.ModelID {
	var out []rules.ModelID
	for i := range p.g.Models {
		if m := &p.g.Models[i]; m.InPlay && m.Kind == rules.KindSpawningPoint {
			out = append(out, m.ID)
		}
	}
	return out
}

// rudeSpawnChoices are the monsters a person Consul may spawn now: the
// boss first, then the mini-bosses, then the pool, each with room.
func (p *Play) rudeSpawnChoices() []string {
	if !p.rudeSpawns() {
		return nil
	}
	s := p.exState()
	var out []string
	if s.BossID == rules.NoModel && explore.BossMayEnter(p.g) == nil && len(explore.BossSquares(p.g)) > 0 {
		out = append(out, s.Boss)
	}
	left := s.Rude.SpawnLeft
	sps := p.rudeSpawnPoints()
	if left >= explore.RudeMiniBossCost {
		for _, name := range s.MiniBosses {
			for _, sp := range sps {
				if explore.MiniBossMayEnter(p.g, sp) == nil && len(explore.RudeSpawnSquares(p.g, name, sp)) > 0 {
					out = append(out, name)
					break
				}
			}
		}
	}
	var pool []string
	for name, n := range explore.RudePool(p.g) {
		prof := s.Data().Profiles[name]
		if n > 0 && prof != nil && prof.Skulls > 0 && prof.Skulls <= left {
			pool = append(pool, name)
		}
	}
	slices.Sort(pool)
	return append(out, pool...)
}

// rudeSpawnButtons are the action bar's spawning choices.
func (p *Play) rudeSpawnButtons() []*actionButton {
	choices := p.rudeSpawnChoices()
	if !slices.Contains(choices, p.ex.spawnPick) {
		p.ex.spawnPick = ""
	}
	s := p.exState()
	var out []*actionButton
	for _, name := range choices {
		name := name
		b := &actionButton{label: shortName(name), active: p.ex.spawnPick == name}
		switch {
		case name == s.Boss:
			b.cost = "the boss"
			b.tip = fmt.Sprintf("%s may come (Rude Supers, \"Spawning the Dungeon Boss\"): choose it, then click a lit square at least ten squares from every Hero", name)
		case slices.Contains(s.MiniBosses, name):
			b.cost = plural(explore.RudeMiniBossCost, "skull", "skulls")
			b.tip = fmt.Sprintf("%s, a mini-boss for four skulls: every condition of \"Spawning Mini-Bosses\" holds. Choose it, then click a lit square next to a spawning point", name)
		default:
			prof := s.Data().Profiles[name]
			b.cost = fmt.Sprintf("%s · %d left", plural(prof.Skulls, "skull", "skulls"), explore.RudePool(p.g)[name])
			b.tip = fmt.Sprintf("%s (%s) from the shared spawning pool: choose it, then click a lit square next to any spawning point (Rude Supers, \"Consul Phase 1\")", name, prof.Platform)
		}
		b.onClick = func() { p.ex.spawnPick = name; p.barVersion = 0 }
		out = append(out, b)
	}
	return out
}

// rudeSpawnSquares lights where the chosen monster may enter, each with
// the spawning point it comes from (none for the boss).
func (p *Play) rudeSpawnSquares() map[tiles.Point]bool {
	if !p.rudeSpawns() || p.ex.spawnPick == "" {
		return nil
	}
	if p.ex.spawnV == p.version && p.ex.spawnFor == p.ex.spawnPick && p.ex.rudeFrom != nil {
		return p.ex.spawnAt
	}
	p.ex.spawnV, p.ex.spawnFor = p.version, p.ex.spawnPick
	p.ex.spawnAt, p.ex.rudeFrom = map[tiles.Point]bool{}, map[tiles.Point]rules.ModelID{}
	if p.ex.spawnPick == p.exState().Boss {
		for _, sq := range explore.BossSquares(p.g) {
			p.ex.spawnAt[sq], p.ex.rudeFrom[sq] = true, rules.NoModel
		}
		return p.ex.spawnAt
	}
	for _, sp := range p.rudeSpawnPoints() {
		if slices.Contains(p.exState().MiniBosses, p.ex.spawnPick) && explore.MiniBossMayEnter(p.g, sp) != nil {
			continue
		}
		for _, sq := range explore.RudeSpawnSquares(p.g, p.ex.spawnPick, sp) {
			if !p.ex.spawnAt[sq] {
				p.ex.spawnAt[sq], p.ex.rudeFrom[sq] = true, sp
			}
		}
	}
	return p.ex.spawnAt
}

// rudeSpawnClick spawns the chosen monster on the clicked lit square; it
// reports whether the click was a spawn.
func (p *Play) rudeSpawnClick() bool {
	if !p.hoverOn || p.ex.spawnPick == "" || !p.rudeSpawns() {
		return false
	}
	if !p.rudeSpawnSquares()[p.hoverSq] {
		p.say(fmt.Sprintf("%s enters only on a lit square.", p.ex.spawnPick))
		return true
	}
	if p.ex.spawnPick == p.exState().Boss {
		p.apply(explore.RudeSpawnBoss{At: p.hoverSq})
	} else {
		p.apply(explore.RudeSpawn{Monster: p.ex.spawnPick, From: p.ex.rudeFrom[p.hoverSq], At: p.hoverSq})
	}
	p.barVersion = 0
	return true
}
