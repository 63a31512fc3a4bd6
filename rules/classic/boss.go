package classic

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// beginBossFight begins the Boss Fight at the start of a round (1st
// edition, "Spawning the Boss"): the spawning points stop spawning and the
// Consul places the boss (a Delve's mini-boss) with PlaceBoss before
// anything else this spawning phase.
func (g cg) beginBossFight() []rules.Event {
	s := g.S
	s.BossDue, s.BossFight = false, true
	card := g.bossName()
	if len(BossSquares(g.Game)) == 0 {
		return []rules.Event{rules.Note{Text: "no room anywhere for " + card}}
	}
	s.BossPlacing = true
	return []rules.Event{TrackerEvent{Text: fmt.Sprintf("the Boss Fight begins: the Consul places %s at least ten squares from every Hero", card)}}
}

// PlaceBoss is the Consul placing the boss as the Boss Fight begins (1st
// edition, "Spawning the Boss": "in any square at least 10 squares away
// from any Hero. If no such place is available, place the boss as close
// to 10 squares away as possible"): At is one of BossSquares.
type PlaceBoss struct {
	At  tiles.Point
	Why string
}

func (PlaceBoss) CommandName() string { return "place the boss" }

// BossSquares are the squares the boss may be placed on now: every free
// square where its base fits at least ten squares from every Hero, or,
// when there is none, those as near ten as there are (nil when no boss
// waits to be placed, or no square fits it).
func BossSquares(g *rules.Game) []tiles.Point {
	s := StateOf(g)
	if s == nil || (!s.BossPlacing && !(s.BossFight && s.BossID == rules.NoModel)) {
		return nil
	}
	e := cg{g, s}
	c := g.Catalog().Monsters[e.bossName()]
	large := c != nil && c.Large
	heroes := g.HeroesInPlay()
	var far, best []tiles.Point
	bestNear := -1
	for _, p := range g.Board.Points() {
		if !g.Fits(p, large, rules.NoModel) {
			continue
		}
		near := 1 << 20
		for _, id := range heroes {
			for _, b := range rules.BaseAt(p, large) {
				near = min(near, tiles.Dist(b, g.Model(id).Pos))
			}
		}
		switch {
		case near >= 10:
			far = append(far, p)
		case near > bestNear:
			best, bestNear = []tiles.Point{p}, near
		case near == bestNear:
			best = append(best, p)
		}
	}
	if len(far) > 0 {
		return far
	}
	return best
}

func (c PlaceBoss) apply(g cg) ([]rules.Event, error) {
	s := g.S
	if !g.spawningPhase() || !s.BossPlacing {
		return nil, rules.Illegal(c, "no boss waits to be placed")
	}
	if !slices.Contains(BossSquares(g.Game), c.At) {
		return nil, rules.Illegal(c, "%s goes at least ten squares from every Hero (or as near ten as the dungeon allows)", g.bossName())
	}
	card := g.bossName()
	id, err := g.Place(rules.Placement{Card: card, At: c.At}, rules.KindMonster)
	if err != nil {
		return nil, rules.Illegal(c, "%v", err)
	}
	s.BossPlacing = false
	s.BossID = id
	evs := []rules.Event{MonsterSpawned{Model: g.RefOf(id), At: c.At, Reason: "the Boss Fight begins: at least ten squares from every Hero, or as near ten as there is room"}}
	if a, ok := s.Data().Adventures[card]; ok && s.Size != "delve" && a.Inferno {
		evs = append(evs, TrackerEvent{Text: "Inferno: every Hero catches Fire as " + card + " arrives"})
		for _, h := range g.HeroesInPlay() {
			evs = append(evs, g.Inflict(g.Model(h), cards.Fire, "Inferno")...)
		}
	}
	return evs, nil
}

// awaySquare is where card goes when it must be "at least 10 squares away
// from any Hero": the free square whose nearest Hero is at least ten
// squares away and nearest to ten; else the farthest. self is ignored as
// an obstacle (a boss relocating).
func (g cg) awaySquare(card string, self rules.ModelID) (tiles.Point, bool) {
	c := g.Catalog().Monsters[card]
	large := c != nil && c.Large
	best, bestScore, found := tiles.Point{}, 0, false
	heroes := g.HeroesInPlay()
	for _, p := range g.Board.Points() {
		if !g.Fits(p, large, self) {
			continue
		}
		near := 1 << 20
		for _, id := range heroes {
			for _, b := range rules.BaseAt(p, large) {
				near = min(near, tiles.Dist(b, g.Model(id).Pos))
			}
		}
		score := near - 10 // ≥ 0: far enough; smaller is better
		if score < 0 {
			score = 1000 - score // too near: the farthest of them
		}
		if !found || score < bestScore {
			best, bestScore, found = p, score, true
		}
	}
	return best, found
}

// timeout is the dungeon boss's timeout (1st edition, "Timeout"): healed
// to half its hearts (rounded down), its statuses removed, the timeout
// effects (Fiery Escape), the summoned models placed next to it (models
// out of play first, then ones in play moved and healed), and the boss
// moved ten squares from every Hero. It happens once a game (project
// decision: healed to half, it would at once call another).
func (g cg) timeout(boss *rules.Model) []rules.Event {
	s := g.S
	s.TimeoutDone = true
	hearts := g.Hearts(boss)
	evs := []rules.Event{TrackerEvent{Text: fmt.Sprintf("timeout! %s has lost half its hearts", boss.Card)}}
	want := hearts - hearts/2
	if boss.Wounds > want {
		evs = append(evs, rules.Healed{Model: g.RefOf(boss.ID), Wounds: boss.Wounds - want, Source: "Timeout"})
		boss.Wounds = want
	}
	if l := boss.Statuses.List(); len(l) > 0 {
		boss.Statuses = 0
		evs = append(evs, rules.StatusesRemoved{Model: g.RefOf(boss.ID), Status: l, Reason: "timeout"})
	}
	a, ok := s.Data().Adventures[boss.Card]
	if ok && a.FieryEscape {
		evs = append(evs, TrackerEvent{Text: "Fiery Escape: every model next to " + boss.Card + " catches Fire"})
		for i := range g.Models {
			m := &g.Models[i]
			if m.InPlay && m.ID != boss.ID && m.Kind != rules.KindChest && g.ModelDist(m, boss) <= 1 {
				evs = append(evs, g.Inflict(m, cards.Fire, "Fiery Escape")...)
			}
		}
	}
	if at, ok := g.awaySquare(boss.Card, boss.ID); ok {
		boss.Pos = at
		evs = append(evs, rules.Moved{Model: g.RefOf(boss.ID), Path: []tiles.Point{at}, Reason: fmt.Sprintf("timeout: %s flees to ten squares from every Hero", boss.Card)})
	}
	if ok && len(a.Summon) > 0 {
		// Placed at the end of the command (FinishCommand): the core still
		// holds pointers into the models while an attack resolves.
		s.SummonDue = true
	}
	return evs
}

// summon brings the listed models next to the boss. Project order: the
// boss moves first, so its summoned guard stands with it where it lands.
func (g cg) summon(boss *rules.Model, list []PoolEntry) []rules.Event {
	var evs []rules.Event
	for _, e := range list {
		var inPlay []rules.ModelID
		for i := range g.Models {
			if m := &g.Models[i]; m.InPlay && m.Card == e.Monster {
				inPlay = append(inPlay, m.ID)
			}
		}
		out := max(e.Count, PoolTotal(g.Game, e.Monster)) - len(inPlay)
		for k := 0; k < e.Count; k++ {
			at, ok := g.nearSquare(boss, e.Monster)
			if !ok {
				break
			}
			if out > 0 {
				out--
				id, err := g.Place(rules.Placement{Card: e.Monster, At: at}, rules.KindMonster)
				if err != nil {
					break
				}
				evs = append(evs, MonsterSpawned{Model: g.RefOf(id), At: at, Reason: "summoned by " + boss.Card})
				continue
			}
			if len(inPlay) == 0 {
				break
			}
			m := g.Model(inPlay[0])
			inPlay = inPlay[1:]
			m.Pos, m.Wounds, m.Statuses = at, 0, 0
			evs = append(evs, rules.Moved{Model: g.RefOf(m.ID), Path: []tiles.Point{at}, Reason: "summoned to " + boss.Card + ", its wounds and statuses gone"})
		}
	}
	return evs
}

// nearSquare is the free square nearest boss for a model of card
// (adjacent when there is room).
func (g cg) nearSquare(boss *rules.Model, card string) (tiles.Point, bool) {
	c := g.Catalog().Monsters[card]
	large := c != nil && c.Large
	best, bestD := tiles.Point{}, -1
	for _, p := range g.Board.Points() {
		if !g.Fits(p, large, rules.NoModel) {
			continue
		}
		d := 1 << 20
		for _, b := range rules.BaseAt(p, large) {
			for _, q := range boss.Squares() {
				d = min(d, tiles.Dist(b, q))
			}
		}
		if bestD < 0 || d < bestD {
			best, bestD = p, d
		}
	}
	return best, bestD >= 0
}
