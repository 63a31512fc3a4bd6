package ai

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// shot is one single-target attack the Hero could make from some square:
// the target, the action's range and the value if it is in reach.
type shot struct {
	t     *rules.Model
	rng   int
	value float64
}

// shots lists me's single-target offensive options that cost at most ap,
// best first, so a square's attack opportunity is the first shot in range
// and sight (a Burst counts its main target only: areas are valued where
// the Hero actually stands). rng is the range against that target
// (Stealth and Small applied).
//
// Targets further than mv squares plus the action's range from me are left
// out: no square it could reach this activation sees them.
func (p *Player) shots(v *view, me *rules.Model, ap, mv int) []shot {
	if ap < 1 {
		return nil
	}
	g := v.g
	var out []shot
	add := func(act *cards.Action, n int) {
		for _, t := range v.enemies {
			if distTo(me.Pos, t) > mv+max(1, act.Range) {
				continue
			}
			pr, err := v.chanceToWound(me.ID, act.Name, t.ID)
			if err != nil || pr == 0 {
				continue
			}
			out = append(out, shot{t: t, rng: v.effRange(t, max(1, act.Range)), value: p.hitValue(v, t, pr, n, false)})
		}
	}
	massive := 1
	if g.Has(me, "Massive Damage") {
		massive = 2
	}
	for _, attr := range []cards.Attribute{cards.STR, cards.WILL, cards.DEX} {
		if act, ok := g.BasicAttack(me, attr); ok {
			add(act, massive)
		}
	}
	if hc := g.HeroCard(me); hc != nil && !v.suffers(me, cards.Ice) {
		for i := range hc.Actions {
			act := &hc.Actions[i]
			if act.Potion != cards.NoPotion || act.Cost > ap || act.Type != cards.Offensive || !usable(act) ||
				(act.Area.Kind != "" && act.Area.Kind != "Burst") || (act.OneUse() && slices.Contains(me.UsedOnce, act.Name)) ||
				g.SpecialForbidden(me, act) != "" { // the 1st edition's Pacify

				continue
			}
			n := massive
			if act.Has("Massive Damage") {
				n = 2
			}
			add(act, n)
		}
	}
	slices.SortStableFunc(out, func(a, b shot) int {
		switch {
		case a.value > b.value:
			return -1
		case a.value < b.value:
			return 1
		}
		return 0
	})
	return out
}

// Sight lines are the costly part of a square search, so it is bounded:
// at most maxLooks shots are checked for sight from one square and at most
// maxExact squares are scored exactly (the best by upper bound).
const (
	maxLooks = 4
	maxExact = 16
)

// opportunity is the best shot me would have from square s.
func opportunity(v *view, me *rules.Model, s tiles.Point, shots []shot) float64 {
	looks := 0
	for _, sh := range shots {
		if distTo(s, sh.t) > sh.rng {
			continue
		}
		if v.sees(me, s, sh.t) {
			return sh.value
		}
		if looks++; looks == maxLooks {
			break
		}
	}
	return 0
}

// goal is the square the party is heading for: the nearest spawning point
// (destroying them all brings the boss), then the bosses, then any monster.
func (p *Player) goal(v *view, me *rules.Model) *pathing.Field {
	var best *pathing.Field
	bestCost, bestRank := 0, 99
	// A boss cannot be targeted while its companion (the Queen's Daemonus)
	// is in play: the companion is then the one to go for, or the party
	// stands around a boss it cannot hurt until the turn cap.
	guarded := false
	for _, m := range v.enemies {
		if c := v.g.MonsterCard(m); c != nil && c.Role == cards.RoleCompanion {
			guarded = true
		}
	}
	for _, m := range v.enemies {
		c := v.g.MonsterCard(m)
		if c == nil {
			continue
		}
		rank := 2
		switch c.Role {
		case cards.RoleSpawningPoint:
			rank = 0
		case cards.RoleMiniBoss:
			rank = 1
		case cards.RoleBoss:
			if !guarded {
				rank = 1
			}
		case cards.RoleCompanion:
			rank = 1
		}
		if rank > bestRank {
			continue
		}
		f := p.field(v.g, m.Pos)
		cost, ok := f.Cost(me.Pos)
		if !ok {
			continue
		}
		if rank < bestRank || cost < bestCost {
			best, bestCost, bestRank = f, cost, rank
		}
	}
	return best
}

// field is the walking distance to p from every square (walls and terrain,
// no models), cached per board: the board never changes during a game.
func (p *Player) field(g *rules.Game, at tiles.Point) *pathing.Field {
	if b := g.Board; p.board != b {
		p.board, p.fields = b, map[tiles.Point]*pathing.Field{}
	}
	f, ok := p.fields[at]
	if !ok {
		f = g.PathGraph().Reachable(nil, at, -1)
		p.fields[at] = f
	}
	return f
}

// bound is the best shot in range of s, ignoring line of sight: an upper
// bound of opportunity that costs no sight lines.
func bound(s tiles.Point, shots []shot) float64 {
	for _, sh := range shots {
		if distTo(s, sh.t) <= sh.rng {
			return sh.value
		}
	}
	return 0
}

// place scores square s for me with ap action points still to spend,
// leaving out the attack opportunity (see opportunity).
func (p *Player) place(v *view, me *rules.Model, s tiles.Point, ap int, goal *pathing.Field, crystal *crystalAim) float64 {
	score := -p.threat(v, me, s) + p.crystalPlace(crystal, s, ap)
	if s != me.Pos && v.g.Harmful(me.ID, s) {
		score -= p.W.Heal // stepping onto Lava, a Spike Trap, ... (rules/tile_effects.go)
	}
	if goal != nil {
		if c, ok := goal.Cost(s); ok {
			push := 1 + p.W.Push*float64(max(0, v.g.Turn-p.W.PushAfter))
			score -= p.W.Objective * push * float64(c)
		}
	}
	nearChest := -1
	for _, c := range v.chests {
		d := tiles.Dist(c.Pos, s)
		if tiles.Dist(c.Pos, me.Pos) <= p.W.ChestRange && (nearChest < 0 || d < nearChest) {
			nearChest = d
		}
	}
	if nearChest >= 0 {
		if nearChest == 1 && ap > 0 {
			score += p.W.Chest
		} else {
			score -= p.W.ChestPull * float64(nearChest)
		}
	}
	healRange := healerRange(v.g, me)
	care, company := 0.0, false
	for _, f := range v.heroes {
		if f.ID == me.ID {
			continue
		}
		d := tiles.Dist(f.Pos, s)
		company = company || d <= 3
		if healRange > 0 && ap > 0 && f.Wounds > 0 && d <= healRange {
			c := p.W.Healer
			if v.fragile(f) {
				c *= 2
			}
			care = max(care, c)
		}
	}
	if company {
		score += p.W.Cohesion
	}
	return score + care
}

// healerRange is the range of me's action-point healing action, 0 if none.
func healerRange(g *rules.Game, me *rules.Model) int {
	hc := g.HeroCard(me)
	if hc == nil {
		return 0
	}
	r := 0
	for i := range hc.Actions {
		a := &hc.Actions[i]
		if a.Potion == cards.NoPotion && a.Heal > 0 && a.Targeting == cards.Augment {
			r = max(r, a.Range)
		}
	}
	return r
}

// cand is a square pick may score: its place value and its upper bound.
type cand struct {
	at         tiles.Point
	base, high float64
}

// pick returns the best of squares for me, if it beats staying on the
// current square by MoveGain. Squares are tried best upper bound first
// (place plus the best shot in range) and only those that could still win
// pay for line-of-sight checks; ties keep the earlier square in the
// engine's stable order.
func (p *Player) pick(v *view, me *rules.Model, squares []tiles.Point, ap, mv int) (tiles.Point, bool) {
	shots := p.shots(v, me, ap, mv)
	goal := p.goal(v, me)
	crystal := p.aimCrystal(v, me)
	best := p.place(v, me, me.Pos, ap, goal, crystal) + opportunity(v, me, me.Pos, shots) + p.W.MoveGain
	cands := p.cands[:0] // the Player's buffer: pick is never nested
	defer func() { p.cands = cands[:0] }()
	for _, s := range squares {
		if s == me.Pos {
			continue
		}
		b := p.place(v, me, s, ap, goal, crystal)
		// Only squares whose bound beats staying can ever be scored: the
		// scan below stops at the first that does not (best only grows),
		// so the rest need no sorting.
		if hi := b + bound(s, shots); hi > best {
			cands = append(cands, cand{s, b, hi})
		}
	}
	slices.SortStableFunc(cands, func(a, b cand) int {
		switch {
		case a.high > b.high:
			return -1
		case a.high < b.high:
			return 1
		}
		return 0
	})
	var to tiles.Point
	found := false
	for i, c := range cands {
		if c.high <= best || i == maxExact {
			break
		}
		if sc := c.base + opportunity(v, me, c.at, shots); sc > best {
			best, to, found = sc, c.at, true
		}
	}
	return to, found
}

// bestMove returns a Move to a clearly better square, or nil.
func (p *Player) bestMove(v *view, me *rules.Model) rules.Command {
	g := v.g
	if v.suffers(me, cards.Immobile) || g.MPLeft(me.ID) < 1 {
		return nil
	}
	reach := g.ReachableSquares(me.ID)
	squares := make([]tiles.Point, 0, len(reach))
	for _, r := range reach {
		squares = append(squares, r.At)
	}
	to, ok := p.pick(v, me, squares, g.APLeft(me.ID), g.MPLeft(me.ID))
	if !ok {
		return nil
	}
	// Around Lava and Spike Traps when that costs no more than the move.
	path, cost, ok := g.SafePathTo(me.ID, to, g.MPLeft(me.ID))
	if !ok || cost > g.MPLeft(me.ID) {
		// Only a teleport gets there within the points (the Riftling
		// Rogue's Teleport; rules.Game.MovePath).
		path, cost, ok = g.MovePath(me.ID, to)
	}
	if !ok || cost > g.MPLeft(me.ID) || len(path) == 0 {
		return nil
	}
	return rules.Move{Path: path}
}

// bestDash returns a Dash (one action point, two squares) to a clearly
// better square, or nil.
func (p *Player) bestDash(v *view, me *rules.Model) rules.Command {
	g := v.g
	ap := g.APLeft(me.ID)
	if ap < 1 || v.suffers(me, cards.Immobile) {
		return nil
	}
	limit := 2
	if v.suffers(me, cards.Slow) {
		limit = 1
	}
	if l, ok := g.HouseDash(me); ok { // Rude Supers' Dash
		limit = l
	}
	if limit == 0 {
		return nil
	}
	f := g.PathGraph().Reachable(g.Mover(me), me.Pos, limit)
	to, ok := p.pick(v, me, f.Ends(), ap-1, limit)
	if !ok {
		return nil
	}
	path := f.Path(to)
	if len(path) == 0 {
		return nil
	}
	return rules.Dash{Path: path}
}
