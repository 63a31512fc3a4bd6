package arcade

import (
	"fmt"
	"sort"

	"github.com/superdungeon-digital/superdungeon/rules"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// nextToMonster reports whether a base at p would be adjacent to a monster
// other than self (Arcade rulebook, "7. Populate the Dungeon", "Spawn":
// monsters are not placed next to other monsters unless there is no other
// way). Spawning points and chests are not monsters.
func (g ag) nextToMonster(p tiles.Point, large bool, self rules.ModelID) bool {
	base := rules.BaseAt(p, large)
	for i := range g.Models {
		o := &g.Models[i]
		if !o.InPlay || o.ID == self || o.Kind != rules.KindMonster {
			continue
		}
		for _, a := range base {
			for _, b := range o.Squares() {
				if tiles.Dist(a, b) <= 1 {
					return true
				}
			}
		}
	}
	return false
}

// placeSpec describes where the Consul may put a model.
type placeSpec struct {
	large   bool
	self    rules.ModelID  // the model being re-placed, NoModel for a new one
	centres []*rules.Model // the base must be within rng of one of them
	rng     int
	// los requires line of sight (walls and structures block, models do
	// not) from the centre to the base.
	los bool
	// focus is how far a base at p is from what the Consul wants it near
	// (lower is better); nil for no preference.
	focus func(base []tiles.Point) int
}

// placeOption is one legal square and how it ranks.
type placeOption struct {
	at       tiles.Point
	adjacent bool
	focus    int
}

// choosePlace picks the square for a placement. Among the squares within
// range (and line of sight, if asked) of a centre where the base fits, it
// prefers, in order: not next to another monster, the lowest focus
// distance, then row-major order (top row first, then left to right) — the
// documented deterministic choice among squares the rulebook leaves to the
// players. ok is false when no square fits.
func (g ag) choosePlace(s placeSpec) (placeOption, bool) {
	// The first in this order wins; squares are distinct, so the order is
	// total and the best is kept as the squares are tried, without a list.
	before := func(a, b placeOption) bool {
		if a.adjacent != b.adjacent {
			return !a.adjacent
		}
		if a.focus != b.focus {
			return a.focus < b.focus
		}
		if a.at.Y != b.at.Y {
			return a.at.Y < b.at.Y
		}
		return a.at.X < b.at.X
	}
	var best placeOption
	found := false
	// seen marks the squares already taken as options, over the box the
	// squares around every centre fill.
	var seen []bool
	var minX, minY, w int
	if s.rng >= 0 {
		maxX, maxY := 0, 0
		first := true
		for _, c := range s.centres {
			for _, cs := range c.Squares() {
				if first {
					minX, minY, maxX, maxY, first = cs.X, cs.Y, cs.X, cs.Y, false
				}
				minX, minY = min(minX, cs.X-s.rng-1), min(minY, cs.Y-s.rng-1)
				maxX, maxY = max(maxX, cs.X+s.rng), max(maxY, cs.Y+s.rng)
			}
		}
		if !first {
			w = maxX - minX + 1
			seen = make([]bool, w*(maxY-minY+1))
		}
	}
	for _, c := range s.centres {
		for _, cs := range c.Squares() {
			for y := cs.Y - s.rng - 1; y <= cs.Y+s.rng; y++ {
				for x := cs.X - s.rng - 1; x <= cs.X+s.rng; x++ {
					p := tiles.Point{X: x, Y: y}
					k := (y-minY)*w + (x - minX)
					if seen[k] || !g.Fits(p, s.large, s.self) {
						continue
					}
					base := rules.BaseAt(p, s.large)
					if !g.withinOf(c, base, s.rng, s.los) {
						continue
					}
					seen[k] = true
					o := placeOption{at: p, adjacent: g.nextToMonster(p, s.large, s.self)}
					if s.focus != nil {
						o.focus = s.focus(base)
					}
					if !found || before(o, best) {
						best, found = o, true
					}
				}
			}
		}
	}
	return best, found
}

// withinOf reports whether some square of base is within rng of some
// square of c (and, with los, seen from it with only walls and structures
// blocking).
func (g ag) withinOf(c *rules.Model, base []tiles.Point, rng int, los bool) bool {
	for _, a := range c.Squares() {
		for _, b := range base {
			if tiles.Dist(a, b) > rng {
				continue
			}
			if !los || g.PathGraph().LineOfSight(a, b, nil, false) {
				return true
			}
		}
	}
	return false
}

// distToHero is a focus function: range from the base to Hero h.
func (g ag) distToHero(h rules.ModelID) func([]tiles.Point) int {
	if h == rules.NoModel {
		return nil
	}
	hero := g.Model(h)
	return func(base []tiles.Point) int { return minDist(base, hero.Squares()) }
}

// distToAnyHero is a focus function: range from the base to the nearest
// Hero in play (setup: "as close to a Hero as possible").
func (g ag) distToAnyHero() func([]tiles.Point) int {
	heroes := g.HeroesInPlay()
	return func(base []tiles.Point) int {
		best := -1
		for _, id := range heroes {
			if d := minDist(base, g.Model(id).Squares()); best < 0 || d < best {
				best = d
			}
		}
		return max(best, 0)
	}
}

func minDist(a, b []tiles.Point) int {
	best := -1
	for _, p := range a {
		for _, q := range b {
			if d := tiles.Dist(p, q); best < 0 || d < best {
				best = d
			}
		}
	}
	return best
}

// placeWhy explains a chosen square in words.
func placeWhy(o placeOption, within string, focusName string) string {
	s := within
	if focusName != "" {
		s += fmt.Sprintf(", as close to %s as it can be (%s)", focusName, rules.CountOf(o.focus, "square"))
	}
	if o.adjacent {
		s += "; every such square is next to another monster"
	}
	return s
}

// inPlayCount is how many models of card are on the board.
func (g ag) inPlayCount(card string) int {
	n := 0
	for i := range g.Models {
		if m := &g.Models[i]; m.InPlay && (m.Card == card || g.otherForm(m) == card) {
			n++ // either form on the map (shapeshift.go)
		}
	}
	return n
}

// available is how many models of card are left in the spawning pool.
func (g ag) available(card string) int { return max(0, g.PoolTotal(card)-g.inPlayCount(card)) }

// spawnModel places a new Consul model and reports it.
func (g ag) spawnModel(card string, o placeOption, from rules.ModelID, why string) (rules.ModelID, []rules.Event) {
	id, err := g.Place(rules.Placement{Card: card, At: o.at}, rules.KindMonster)
	if err != nil {
		// choosePlace only offers squares that fit; keep going without it.
		return rules.NoModel, []rules.Event{rules.Note{Text: fmt.Sprintf("%s could not be placed at %v: %v", card, o.at, err)}}
	}
	return id, []rules.Event{MonsterSpawned{Model: g.RefOf(id), At: o.at, From: g.refOrNone(from), Reason: why}}
}

// spawnFrom makes spawning point sp spawn (Arcade rulebook, "Spawn" and
// "7. Populate the Dungeon"): monsters of its card already on the map are
// healed; then every elite it lists that the pool still has is placed within
// three squares and line of sight of it, as close to the focus Hero as
// possible (setup: to any Hero); then each minion it lists goes within two
// squares of an elite of its gang that spawned now. A spawning point never
// spawns more of a monster than its card lists, and minions whose gang has
// no elite spawning stay in the pool.
func (g ag) spawnFrom(cmd string, sp *rules.Model, focus rules.ModelID) []rules.Event {
	c := g.MonsterCard(sp)
	if c == nil {
		return nil
	}
	spID := sp.ID
	var evs []rules.Event
	focusFn, focusName := g.distToAnyHero(), "the nearest Hero"
	if focus != rules.NoModel {
		focusFn, focusName = g.distToHero(focus), g.Name(focus)
	}
	// Heal the listed monsters already on the map.
	for _, s := range c.Pool {
		for i := range g.Models {
			m := &g.Models[i]
			if m.InPlay && m.Card == s.Monster && (m.Wounds > 0 || m.Statuses != 0) {
				e := rules.Healed{Model: g.RefOf(m.ID), Wounds: m.Wounds, Status: m.Statuses.List(), Source: "Spawn"}
				m.Wounds, m.Statuses = 0, 0
				evs = append(evs, e)
			}
		}
	}
	var elites []rules.ModelID
	for _, s := range c.Pool {
		mc := g.Catalog().Monsters[s.Monster]
		if mc == nil || mc.Role == cards.RoleMinion {
			continue
		}
		n := min(s.Count, g.available(s.Monster))
		for k := 0; k < n; k++ {
			spm := g.Model(spID)
			o, ok := g.choosePlace(placeSpec{large: mc.Large, self: rules.NoModel, centres: []*rules.Model{spm}, rng: 3, los: true, focus: focusFn})
			if !ok {
				evs = append(evs, rules.Note{Text: fmt.Sprintf("no room for %s within three squares of %s", s.Monster, spm.Card)})
				break
			}
			id, e := g.spawnModel(s.Monster, o, spID, placeWhy(o, fmt.Sprintf("within three squares and sight of %s", spm.Card), focusName))
			evs = append(evs, e...)
			if id != rules.NoModel {
				elites = append(elites, id)
			}
		}
	}
	for _, s := range c.Pool {
		mc := g.Catalog().Monsters[s.Monster]
		if mc == nil || mc.Role != cards.RoleMinion {
			continue
		}
		var gang []*rules.Model
		for _, id := range elites {
			if ec := g.MonsterCard(g.Model(id)); ec != nil && contains(ec.Bonded, s.Monster) {
				gang = append(gang, g.Model(id))
			}
		}
		n := min(s.Count, g.available(s.Monster))
		if n > 0 && len(gang) == 0 {
			evs = append(evs, g.decided(cmd, spID, rules.NoModel, "no %s spawns: no elite of its gang spawned this time", s.Monster))
			continue
		}
		for k := 0; k < n; k++ {
			gang = refresh(g, gang)
			ev, ok := g.placeMinionNear(s.Monster, rules.NoModel, gang, spID, focusFn, focusName)
			evs = append(evs, ev...)
			if !ok {
				break
			}
		}
	}
	return evs
}

// refresh re-reads model pointers after g.Models may have grown.
func refresh(g ag, ms []*rules.Model) []*rules.Model {
	out := make([]*rules.Model, len(ms))
	for i, m := range ms {
		out[i] = g.Model(m.ID)
	}
	return out
}

// placeMinionNear places a new minion (self NoModel) or re-places an
// existing one within two squares of one of the elites: in their sight
// when possible (project rule, so minions do not appear behind a wall),
// not next to another monster unless impossible, as close to the focus as
// possible, then row-major.
func (g ag) placeMinionNear(card string, self rules.ModelID, elites []*rules.Model, from rules.ModelID, focus func([]tiles.Point) int, focusName string) ([]rules.Event, bool) {
	mc := g.Catalog().Monsters[card]
	large := mc != nil && mc.Large
	spec := placeSpec{large: large, self: self, centres: elites, rng: 2, los: true, focus: focus}
	o, ok := g.choosePlace(spec)
	if !ok {
		spec.los = false
		o, ok = g.choosePlace(spec)
	}
	names := elites[0].Card
	if len(elites) > 1 {
		names = "an elite of its gang"
	}
	if !ok {
		return []rules.Event{rules.Note{Text: fmt.Sprintf("no room for %s within two squares of %s", card, names)}}, false
	}
	why := placeWhy(o, "within two squares of "+names, focusName)
	if self == rules.NoModel {
		_, evs := g.spawnModel(card, o, from, why)
		return evs, true
	}
	m := g.Model(self)
	m.Pos = o.at
	return []rules.Event{MonsterSpawned{Model: g.RefOf(self), At: o.at, From: g.refOrNone(from), Moved: true, Reason: why}}, true
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// reinforceLimit is how many models of bonded card one gang of elite may
// add in a Reinforce: the count listed on the gang's spawning point card
// (Arcade rulebook, "Reinforce"), the largest if several list it.
func (g ag) reinforceLimit(elite, bonded string) int {
	lim := 0
	for i := range g.Models {
		sp := &g.Models[i]
		if sp.Kind != rules.KindSpawningPoint {
			continue
		}
		c := g.MonsterCard(sp)
		if c == nil {
			continue
		}
		listsGang := false
		for _, s := range c.Pool {
			listsGang = listsGang || s.Monster == elite
		}
		if !listsGang {
			continue
		}
		for _, s := range c.Pool {
			if s.Monster == bonded {
				lim = max(lim, s.Count)
			}
		}
	}
	return lim
}

// reinforce spawns the monsters of elite e's gang that the pool still has
// within two squares of it, no more of each than the gang's spawning point
// lists.
func (g ag) reinforce(cmd string, e rules.ModelID, focus rules.ModelID) []rules.Event {
	ec := g.MonsterCard(g.Model(e))
	if ec == nil || len(ec.Bonded) == 0 {
		return nil
	}
	var evs []rules.Event
	for _, b := range ec.Bonded {
		lim := g.reinforceLimit(ec.Name, b)
		n := min(lim, g.available(b))
		if n == 0 {
			evs = append(evs, g.decided(cmd, e, rules.NoModel, "%s calls no %s: none left in the spawning pool for its gang", g.Name(e), b))
			continue
		}
		evs = append(evs, g.decided(cmd, e, rules.NoModel, "%s calls %d %s from the spawning pool (its spawning point lists %d)", g.Name(e), n, b, lim))
		for k := 0; k < n; k++ {
			ev, ok := g.placeMinionNear(b, rules.NoModel, []*rules.Model{g.Model(e)}, e, g.distToHero(focus), g.Name(focus))
			evs = append(evs, ev...)
			if !ok {
				break
			}
		}
	}
	return evs
}

// exitPlacement places a mini-boss or the dungeon boss next to the dungeon
// exit closest to the focus Hero, trying the next closest exit when it does
// not fit (Arcade rulebook, "Spawn Mini-Boss", "Spawn Dungeon Boss"). Exits
// at equal range go in the map's exit order; within an exit, squares on the
// doorway come before squares next to it, then row-major.
func (g ag) exitPlacement(cmd, card string, focus rules.ModelID) ([]rules.Event, rules.ModelID) {
	mc := g.Catalog().Monsters[card]
	if mc == nil {
		return []rules.Event{rules.Note{Text: fmt.Sprintf("no monster card %q to spawn", card)}}, rules.NoModel
	}
	exits := g.Board.Exits
	order := make([]int, len(exits))
	dist := make([]int, len(exits))
	for i, e := range exits {
		order[i] = i
		dist[i] = 0
		if focus != rules.NoModel {
			dist[i] = minDist(e.Squares, g.Model(focus).Squares())
		}
	}
	sort.SliceStable(order, func(a, b int) bool { return dist[order[a]] < dist[order[b]] })
	for rank, i := range order {
		best := g.nearestFit(mc.Large, exits[i].Squares, 1)
		if best == nil {
			continue
		}
		why := fmt.Sprintf("next to the dungeon exit closest to %s", g.Name(focus))
		if rank > 0 {
			why = fmt.Sprintf("next to a dungeon exit: the %d closer to %s had no room", rank, g.Name(focus))
		}
		id, evs := g.spawnModel(card, *best, rules.NoModel, why)
		return evs, id
	}
	// Project rule: when no exit has room next to it (a large boss by
	// narrow doorways, or models crowding every exit), the model comes in
	// on the nearest square where it fits to the exit closest to focus.
	// Without it a dungeon boss could never arrive and the game never end.
	if len(order) > 0 {
		if best := g.nearestFit(mc.Large, exits[order[0]].Squares, -1); best != nil {
			why := fmt.Sprintf("as near the dungeon exit closest to %s as it fits (%s away): no dungeon exit had room next to it", g.Name(focus), rules.CountOf(best.focus, "square"))
			id, evs := g.spawnModel(card, *best, rules.NoModel, why)
			return evs, id
		}
	}
	return []rules.Event{rules.Note{Text: fmt.Sprintf("%s finds no room anywhere in the dungeon", card)}}, rules.NoModel
}

// nearestFit is the free placement (a large base by its top-left square)
// nearest to the squares near, at most maxDist away (-1: anywhere), the
// first in reading order among equals; nil when none fits. Its focus field
// holds the distance.
func (g ag) nearestFit(large bool, near []tiles.Point, maxDist int) *placeOption {
	var best *placeOption
	for y := -2; y <= g.Board.H; y++ {
		for x := -2; x <= g.Board.W; x++ {
			p := tiles.Point{X: x, Y: y}
			d := minDist(rules.BaseAt(p, large), near)
			if (maxDist >= 0 && d > maxDist) || (best != nil && d >= best.focus) || !g.Fits(p, large, rules.NoModel) {
				continue
			}
			best = &placeOption{at: p, focus: d}
		}
	}
	return best
}

// otherForm is the card of the other form of a shapeshifting monster, ""
// for any other model.
func (g ag) otherForm(m *rules.Model) string {
	if c := g.MonsterCard(m); c != nil {
		return c.Shapeshift
	}
	return ""
}
