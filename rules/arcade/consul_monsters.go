package arcade

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/rules"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// occupancy maps every square of the board to the in-play model covering
// it (NoModel for none), so the many square queries of one search cost
// O(1) instead of a scan of every model.
//
// Ids are held as int32: a search makes one grid, so its size matters.
func (g ag) occupancy() []int32 {
	occ := make([]int32, g.Board.W*g.Board.H)
	for i := range occ {
		occ[i] = int32(rules.NoModel)
	}
	for i := range g.Models {
		m := &g.Models[i]
		if !m.InPlay {
			continue
		}
		for _, p := range m.Squares() {
			if g.Board.In(p) {
				occ[g.Board.Index(p)] = int32(m.ID)
			}
		}
	}
	return occ
}

func occAt(g ag, occ []int32, p tiles.Point) *rules.Model {
	if !g.Board.In(p) {
		return nil
	}
	if id := rules.ModelID(occ[g.Board.Index(p)]); id != rules.NoModel {
		return g.Model(id)
	}
	return nil
}

// consulMover is the pathing view of a monster following a Consul command:
// Game.Mover's rules read from an occupancy grid, and every monster has
// Surefoot (Arcade rulebook, "Move Monster").
func (g ag) consulMover(m *rules.Model) *pathing.Mover {
	occ := g.occupancy()
	mv := g.MoverOf(m, false) // Enemy and Occupied read occ instead
	mv.Surefoot = true
	mv.Enemy = func(p tiles.Point) bool {
		o := occAt(g, occ, p)
		return o != nil && o.ID != m.ID && o.Kind != rules.KindChest && rules.Enemies(m, o)
	}
	mv.Occupied = func(p tiles.Point) bool {
		o := occAt(g, occ, p)
		return o != nil && o.ID != m.ID
	}
	return mv
}

// consulBlocks is Game.losBlockers read from an occupancy grid: the squares
// of viewer's enemies block its sight of target (only large ones when
// either is large); nil when Fly ignores models.
func (g ag) consulBlocks(viewer, target *rules.Model) func(tiles.Point) bool {
	if g.Has(viewer, "Fly") || (target != nil && g.Has(target, "Fly")) {
		return nil
	}
	occ := g.occupancy()
	onlyLarge := viewer.Large || (target != nil && target.Large)
	return func(p tiles.Point) bool {
		o := occAt(g, occ, p)
		if o == nil || o.Kind == rules.KindChest || o.ID == viewer.ID || (target != nil && o.ID == target.ID) {
			return false
		}
		return rules.Enemies(viewer, o) && (!onlyLarge || o.Large)
	}
}

// standsUp handles a knocked-down monster: it spends its next Move
// standing up instead (card-facts.md, Arcade Knockdown). It reports
// whether the monster was down.
func (g ag) standsUp(m *rules.Model, cmd string) ([]rules.Event, bool) {
	if !g.Suffers(m, cards.Knockdown) {
		return nil, false
	}
	m.Statuses = m.Statuses.Without(cards.Knockdown)
	return []rules.Event{
		g.decided(cmd, m.ID, rules.NoModel, "%s is knocked down and spends this move getting up", m.Card),
		rules.StatusesRemoved{Model: g.RefOf(m.ID), Status: []cards.Status{cards.Knockdown}, Reason: "stood up"},
	}, true
}

// movePoints is the monster's movement for a command: its Mv, halved
// (rounding up) by Slow, none while Immobile.
func (g ag) movePoints(m *rules.Model) int {
	mp := g.MaxMP(m)
	if g.Suffers(m, cards.Slow) {
		mp = (mp + 1) / 2
	}
	mp = max(0, mp+g.CardStat(m, cards.StatMove))
	if g.Suffers(m, cards.Immobile) {
		mp = 0
	}
	return mp
}

// walkPrefix cuts a path to what mp movement points pay for, ending on
// the last square the monster may stop on (not occupied, the whole base
// fitting). It returns the walked squares and their cost.
func (g ag) walkPrefix(m *rules.Model, mv *pathing.Mover, path []tiles.Point, mp int) ([]tiles.Point, int) {
	cost, end, endCost := 0, -1, 0
	for i, p := range path {
		cost += pathing.StepCost(g.Board, mv, p)
		if cost > mp {
			break
		}
		if g.Fits(p, m.Large, m.ID) {
			end, endCost = i, cost
		}
	}
	if end < 0 {
		return nil, 0
	}
	return append([]tiles.Point(nil), path[:end+1]...), endCost
}

// monsterMove is one monster's Move (Arcade rulebook, "Move"): toward the
// most-wrath Hero on its tile (else in the dungeon) along the shortest
// path, stopping once the Hero is within its attack range (Stealth
// counted, adjacent always enough) and line of sight. Minions bonded to it
// before the move that are left behind are placed back within two squares.
//
// An elite of an elite gang (bonded to its own kind) instead ends, when it
// can, within two squares of the nearest elite of its gang that has
// already moved this command (moved): among the squares it can reach, in
// range and sight of its target first, then nearest the target, then
// cheapest, then row-major (Arcade rulebook, "Move Monster").
func (g ag) monsterMove(m *rules.Model, cmd string, moved []rules.ModelID) []rules.Event {
	if evs, down := g.standsUp(m, cmd); down {
		return evs
	}
	t, why := g.moveTarget(m)
	if t == rules.NoModel {
		return []rules.Event{g.decided(cmd, m.ID, rules.NoModel, "%s has no Hero to move toward", m.Card)}
	}
	tgt := g.Model(t)
	rng := g.EffectiveRange(m, tgt, max(1, g.Profile(m).Range))
	var before []rules.ModelID
	for _, b := range g.BondedNear(m) {
		if c := g.MonsterCard(b); c != nil && c.Role == cards.RoleMinion {
			before = append(before, b.ID)
		}
	}
	if g.CheckReach(m, tgt, max(1, g.Profile(m).Range), false, false) == nil { // reach applies Stealth itself; no reason needed
		// Already within range and sight: no search needed (it would
		// return an empty path).
		return []rules.Event{g.decided(cmd, m.ID, t, "%s stays put: %s is already within its range %d and sight (%s)", m.Card, tgt.Card, rng, why)}
	}
	mv := g.consulMover(m)
	if evs, ok := g.eliteGangMove(m, tgt, rng, why, cmd, moved, before); ok {
		return evs
	}
	// Fly on either side ignores structures for sight (Arcade rulebook,
	// "Determine Line of Sight"), as Game.LineOfSight does.
	path, _, inRange := g.PathGraph().ApproachGoal(mv, m.Pos, pathing.Goal{Target: tgt.Pos, Range: rng, NeedLoS: true,
		Blocks: g.consulBlocks(m, tgt), IgnoreStructures: g.Has(m, "Fly") || g.Has(tgt, "Fly")})
	mp := g.movePoints(m)
	walked, cost := g.walkPrefix(m, mv, path, mp)
	if len(walked) == 0 {
		if len(path) == 0 && inRange {
			return []rules.Event{g.decided(cmd, m.ID, t, "%s stays put: %s is already within its range %d and sight (%s)", m.Card, tgt.Card, rng, why)}
		}
		if mp == 0 {
			return []rules.Event{g.decided(cmd, m.ID, t, "%s cannot move this turn", m.Card)}
		}
		return []rules.Event{g.decided(cmd, m.ID, t, "%s cannot get any closer to %s (%s)", m.Card, tgt.Card, why)}
	}
	end := "and gets as close as it can"
	if inRange && len(walked) == len(path) {
		end = fmt.Sprintf("and stops with %s in range %d and sight", tgt.Card, rng)
	} else if len(walked) < len(path) {
		end = "as far as its movement allows"
	}
	m.Pos = walked[len(walked)-1]
	evs := []rules.Event{
		g.decided(cmd, m.ID, t, "%s moves toward %s (%s) %s", m.Card, tgt.Card, why, end),
		rules.Moved{Model: g.RefOf(m.ID), Path: walked, Cost: cost, Reason: "Consul " + cmd},
	}
	return append(evs, g.regatherMinions(m.ID, before)...)
}

// monsterRegroup is one monster's Regroup (Arcade rulebook, "Regroup"): it
// moves as for Move but toward the closest square next to a dungeon exit,
// getting as close to standing on it as it can.
func (g ag) monsterRegroup(m *rules.Model) []rules.Event {
	const cmd = "Regroup"
	if evs, down := g.standsUp(m, cmd); down {
		return evs
	}
	target, ok := g.closestExitSquare(m)
	if !ok {
		return []rules.Event{g.decided(cmd, m.ID, rules.NoModel, "%s has no dungeon exit to fall back to", m.Card)}
	}
	var before []rules.ModelID
	for _, b := range g.BondedNear(m) {
		if c := g.MonsterCard(b); c != nil && c.Role == cards.RoleMinion {
			before = append(before, b.ID)
		}
	}
	mv := g.consulMover(m)
	path, _, _ := g.PathGraph().Approach(mv, m.Pos, target, 0, false, nil)
	walked, cost := g.walkPrefix(m, mv, path, g.movePoints(m))
	if len(walked) == 0 {
		return []rules.Event{g.decided(cmd, m.ID, rules.NoModel, "%s holds its ground: it is as close to the nearest dungeon exit as it can get", m.Card)}
	}
	m.Pos = walked[len(walked)-1]
	evs := []rules.Event{
		g.decided(cmd, m.ID, rules.NoModel, "%s falls back toward the nearest dungeon exit", m.Card),
		rules.Moved{Model: g.RefOf(m.ID), Path: walked, Cost: cost, Reason: "Consul Regroup"},
	}
	return append(evs, g.regatherMinions(m.ID, before)...)
}

// closestExitSquare is the square by a dungeon exit closest to m (the
// squares along each exit's doorway, inside the dungeon); equal range goes
// to the first in exit order.
func (g ag) closestExitSquare(m *rules.Model) (tiles.Point, bool) {
	var best tiles.Point
	bestD := -1
	for _, e := range g.Board.Exits {
		for _, p := range e.Squares {
			if d := minDist(m.Squares(), []tiles.Point{p}); bestD < 0 || d < bestD {
				best, bestD = p, d
			}
		}
	}
	return best, bestD >= 0
}

// monsterFight is one monster's Fight or Epic Fight (Arcade rulebook,
// "Fight", "Epic Fight"): one Basic Attack per action point of its current
// profile (gang attributes with a bonded monster within two squares),
// each against the most-wrath Hero within range and sight, with the chart's
// STR bonus.
func (g ag) monsterFight(m *rules.Model, epic bool) []rules.Event {
	cmd := "Fight"
	if epic {
		cmd = "Epic Fight"
	}
	id := m.ID
	if g.Suffers(m, cards.Knockdown) {
		return []rules.Event{g.decided(cmd, id, rules.NoModel, "%s is knocked down and does not fight", m.Card)}
	}
	prof := g.Profile(m)
	if prof.AP == 0 {
		return nil
	}
	prof.AP = max(1, prof.AP+g.CardStat(m, cards.StatAP)) // hard-mode cards
	if g.Suffers(m, cards.Poison) {
		// Arcade rulebook, "Status Effects": Poison takes one action
		// point, to a minimum of one.
		prof.AP = max(1, prof.AP-1)
	}
	profName := "solo"
	if c := g.MonsterCard(m); c != nil && c.Gang != nil && g.BondedNearCount(m) > 0 {
		profName = "gang"
	}
	var evs []rules.Event
	for k := 1; k <= prof.AP && g.Over == ""; k++ {
		m = g.Model(id)
		if !m.InPlay {
			break
		}
		t, why := g.attackTarget(m, prof.Range)
		if t == rules.NoModel {
			evs = append(evs, g.decided(cmd, id, rules.NoModel, "%s does not attack: %s", m.Card, why))
			break
		}
		bonus := g.consulSTR(m)
		evs = append(evs, g.decided(cmd, id, t, "%s attacks %s (%d of %d, %s attributes, STR %d): %s",
			m.Card, g.Name(t), k, prof.AP, profName, g.STR(m, bonus), why))
		e, err := g.ResolveMonsterAttack(rules.MonsterAttack{Monster: id, Target: t, Bonus: bonus, Epic: epic})
		if err != nil {
			evs = append(evs, rules.Note{Text: fmt.Sprintf("%s cannot attack: %v", m.Card, err)})
			break
		}
		evs = append(evs, e...)
	}
	return evs
}

// monsterUnique is one monster's Unique command (Arcade rulebook,
// "Unique"): each unique action on its card (and its bonded monsters'
// while in a gang, overcharges in place of what they replace), in order,
// signature actions aside. Offensive actions go at the most-wrath Hero
// in range and sight with the chart's STR bonus; area actions fire when a
// Hero is inside the area. The three support actions that do something no
// effect field says (Scuttling Swarm, My Champion, Hidden Lever) are
// resolved by name; every other one by the general rule (support.go).
func (g ag) monsterUnique(m *rules.Model) []rules.Event {
	const cmd = "Unique"
	id := m.ID
	if e, blocked := g.uniqueBlocked(m, cmd); blocked {
		return []rules.Event{e}
	}
	evs := g.shapeshiftMonster(m) // shapeshift.go
	m = g.Model(id)
	for _, a := range g.gangActions(m) {
		if a.Signature {
			continue // performed once a turn by signatureAction
		}
		if g.Over != "" {
			break
		}
		m = g.Model(id)
		if !m.InPlay {
			break
		}
		evs = append(evs, g.uniqueAction(m, a)...)
	}
	return evs
}

func (g ag) uniqueAction(m *rules.Model, a cards.Action) []rules.Event {
	const cmd = "Unique"
	id := m.ID
	switch {
	case a.Type == cards.Offensive && a.Area.Kind != "" && a.Area.Kind != "Burst":
		near := false
		for _, h := range g.HeroesInPlay() {
			near = near || g.ModelDist(m, g.Model(h)) <= a.Area.Size
		}
		if !near {
			// Cheap test first: no Hero within the area's size at all.
			return []rules.Event{g.decided(cmd, id, rules.NoModel, "%s holds %s: no Hero is inside its %s", m.Card, a.Name, a.Area)}
		}
		// The engine finds the Heroes inside the area; the decision is
		// reported before its effects.
		e, err := g.ResolveMonsterAttack(rules.MonsterAttack{Monster: id, Target: rules.NoModel, Action: a.Name, Bonus: g.consulSTR(m)})
		if err != nil {
			return []rules.Event{rules.Note{Text: fmt.Sprintf("%s cannot use %s: %v", m.Card, a.Name, err)}}
		}
		hit := len(eventsOf[rules.Targeted](e))
		if hit == 0 {
			return []rules.Event{g.decided(cmd, id, rules.NoModel, "%s holds %s: no Hero is inside its %s", m.Card, a.Name, a.Area)}
		}
		return append([]rules.Event{g.decided(cmd, id, rules.NoModel, "%s uses %s on the %d Heroes inside its %s", m.Card, a.Name, hit, a.Area)}, e...)
	case a.Type == cards.Offensive:
		rng := g.MonsterRange(m, a.Range)
		if rng == 0 {
			rng = g.Profile(m).Range
		}
		t, why := g.attackTarget(m, rng)
		if t == rules.NoModel {
			return []rules.Event{g.decided(cmd, id, rules.NoModel, "%s holds %s: %s", m.Card, a.Name, why)}
		}
		evs := []rules.Event{g.decided(cmd, id, t, "%s uses %s on %s: %s", m.Card, a.Name, g.Name(t), why)}
		e, err := g.ResolveMonsterAttack(rules.MonsterAttack{Monster: id, Target: t, Action: a.Name, Bonus: g.consulSTR(m)})
		if err != nil {
			return append(evs, rules.Note{Text: fmt.Sprintf("%s cannot use %s: %v", m.Card, a.Name, err)})
		}
		return append(evs, e...)
	case a.Name == "Scuttling Swarm":
		return g.scuttlingSwarm(m)
	case a.Name == "My Champion":
		return g.myChampion(m, "Unique")
	case a.Name == "Hidden Lever":
		return g.hiddenLever(m)
	}
	return g.supportAction(m, a) // support.go
}

// scuttlingSwarm spawns one of the elite's bonded minions within two
// squares of it, if the pool has one (Arcade rulebook, "Unique" example).
func (g ag) scuttlingSwarm(m *rules.Model) []rules.Event {
	const cmd = "Unique"
	c := g.MonsterCard(m)
	if c == nil || len(c.Bonded) == 0 {
		return nil
	}
	card := c.Bonded[0]
	if g.available(card) == 0 {
		return []rules.Event{g.decided(cmd, m.ID, rules.NoModel, "%s calls for a %s, but none is left in the spawning pool", m.Card, card)}
	}
	focus := g.FocusID()
	evs := []rules.Event{g.decided(cmd, m.ID, rules.NoModel, "%s uses Scuttling Swarm: one %s comes from the spawning pool", m.Card, card)}
	e, _ := g.placeMinionNear(card, rules.NoModel, []*rules.Model{m}, m.ID, g.distToHero(focus), g.Name(focus))
	return append(evs, e...)
}

// eliteGangMove moves an elite of an elite gang so that it stays within
// two squares of the nearest gang elite that has already moved; ok is
// false when the rule does not apply or no reachable square allows it.
func (g ag) eliteGangMove(m, tgt *rules.Model, rng int, why, cmd string, moved, before []rules.ModelID) ([]rules.Event, bool) {
	c := g.MonsterCard(m)
	if c == nil || c.Role != cards.RoleElite || !contains(c.Bonded, c.Name) {
		return nil, false
	}
	var buddy *rules.Model
	for _, id := range moved {
		o := g.Model(id)
		if id == m.ID || !o.InPlay || o.Card != m.Card {
			continue
		}
		if buddy == nil || g.ModelDist(m, o) < g.ModelDist(m, buddy) {
			buddy = o
		}
	}
	if buddy == nil {
		return nil, false
	}
	mv := g.consulMover(m)
	f := g.PathGraph().Reachable(mv, m.Pos, g.movePoints(m))
	blocks := g.consulBlocks(m, tgt)
	type opt struct {
		p          tiles.Point
		in         bool
		dist, cost int
	}
	var best *opt
	for _, p := range f.Ends() {
		if !g.Fits(p, m.Large, m.ID) || minDist(rules.BaseAt(p, m.Large), buddy.Squares()) > 2 {
			continue
		}
		cost, _ := f.Cost(p)
		o := opt{p: p, dist: minDist(rules.BaseAt(p, m.Large), tgt.Squares()), cost: cost}
		o.in = o.dist <= rng && g.PathGraph().LineOfSight(p, tgt.Pos, blocks, mv.Fly)
		if best == nil || (o.in && !best.in) || (o.in == best.in && (o.dist < best.dist || (o.dist == best.dist && o.cost < best.cost))) {
			best = &o
		}
	}
	if best == nil {
		return nil, false
	}
	if best.p == m.Pos {
		return []rules.Event{g.decided(cmd, m.ID, tgt.ID, "%s holds its place within two squares of %s, the nearest elite of its gang that has moved (%s)", m.Card, buddy.Card, why)}, true
	}
	path := f.Path(best.p)
	m.Pos = best.p
	evs := []rules.Event{
		g.decided(cmd, m.ID, tgt.ID, "%s moves toward %s (%s), keeping within two squares of %s, the nearest elite of its gang that has moved", m.Card, tgt.Card, why, buddy.Card),
		rules.Moved{Model: g.RefOf(m.ID), Path: path, Cost: best.cost, Reason: "Consul " + cmd},
	}
	return append(evs, g.regatherMinions(m.ID, before)...), true
}

// companionCard is the dungeon boss's companion (Daemonus for the Midnight
// Queen): the companion-rank card in the catalog, "" if none.
func (g ag) companionCard() string {
	best := ""
	for name, c := range g.Catalog().Monsters {
		if c.Role == cards.RoleCompanion && (best == "" || name < best) {
			best = name
		}
	}
	return best
}

// myChampion is the Midnight Queen's My Champion (card-facts.md): if her
// companion is not in play it appears next to the Hero with the least
// wrath (as close to the Queen as possible among those squares, then
// row-major).
func (g ag) myChampion(m *rules.Model, cmd string) []rules.Event {
	card := g.companionCard()
	if card == "" {
		return nil
	}
	if g.inPlayCount(card) > 0 {
		return []rules.Event{g.decided(cmd, m.ID, rules.NoModel, "%s is already in play, so My Champion does nothing", card)}
	}
	least := g.SelectHeroes(cards.WhoLeastWrath, 0)
	if len(least) == 0 {
		return nil
	}
	h := g.Model(least[0])
	mc := g.Catalog().Monsters[card]
	queen := m.ID
	o, ok := g.choosePlace(placeSpec{large: mc.Large, self: rules.NoModel, centres: []*rules.Model{h}, rng: 1, los: true,
		focus: func(base []tiles.Point) int { return minDist(base, g.Model(queen).Squares()) }})
	if !ok {
		return []rules.Event{g.decided(cmd, m.ID, h.ID, "%s calls %s, but there is no room next to %s", m.Card, card, h.Card)}
	}
	evs := []rules.Event{g.decided(cmd, m.ID, h.ID, "%s calls %s to %s, the Hero with the least wrath (%d)", m.Card, card, h.Card, h.Wrath)}
	_, e := g.spawnModel(card, o, m.ID, "next to "+h.Card)
	return append(evs, e...)
}

// hiddenLever is the Knight of the Tower's Hidden Lever (card-facts.md):
// the top challenge card is turned over and only its trap springs; the
// card then goes to the discard pile.
func (g ag) hiddenLever(m *rules.Model) []rules.Event {
	deck := ChallengeDeck
	if g.Consul.BossSpawned {
		deck = BossChallengeDeck
	}
	card, ok := g.Draw(deck)
	if !ok {
		return []rules.Event{g.decided("Unique", m.ID, rules.NoModel, "%s pulls its Hidden Lever, but the challenge deck is empty", m.Card)}
	}
	evs := []rules.Event{CardDrawn{Deck: deck, Card: card, Reason: m.Card + "'s Hidden Lever: only its trap springs"}}
	if d, err := g.arcade(); err == nil {
		for _, e := range d.challenges[card].Trap {
			evs = append(evs, g.instantEffect(e, card+" (trap)")...)
		}
	}
	g.DiscardCard(deck, card)
	return append(evs, CardDrawn{Deck: deck, Card: card, Discarded: true, Reason: "the Hidden Lever card leaves at once"})
}

// eventsOf returns the events of type E.
func eventsOf[E rules.Event](evs []rules.Event) []E {
	var out []E
	for _, e := range evs {
		if x, ok := e.(E); ok {
			out = append(out, x)
		}
	}
	return out
}
