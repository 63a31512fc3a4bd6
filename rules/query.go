package rules

import (
	"fmt"
	"slices"
	"sync"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Reach is a square a Hero can stop on and what it costs to get there.
type Reach struct {
	At   tiles.Point
	Cost int
}

// ReachableSquares lists the squares the active Hero can end a move on with
// its movement points left, and their cost, in a stable order.
func (g *Game) ReachableSquares(id ModelID) []Reach {
	m := g.Model(id)
	if m == nil || !m.InPlay || id != g.Active || g.Suffers(m, cards.Immobile) || g.Suffers(m, cards.Knockdown) {
		return nil
	}
	f := g.pathGraph().Reachable(g.Mover(m), m.Pos, g.MPLeft(id))
	ends := f.Ends()
	out := make([]Reach, 0, len(ends))
	for _, p := range ends {
		if p == m.Pos {
			continue
		}
		c, _ := f.Cost(p)
		out = append(out, Reach{At: p, Cost: c})
	}
	if g.Has(m, "Teleport") {
		out = g.teleportReach(m, out, g.MPLeft(id))
	}
	return out
}

// teleportReach adds to out the squares a Hero with the Teleport ability
// reaches more cheaply by teleporting (one movement point per square of
// distance, an empty floor square in sight; move.go), or only that way,
// keeping the row-major order.
func (g *Game) teleportReach(m *Model, out []Reach, mp int) []Reach {
	walk := make(map[tiles.Point]int, len(out))
	for i, r := range out {
		walk[r.At] = i
	}
	var extra []Reach
	for y := m.Pos.Y - mp; y <= m.Pos.Y+mp; y++ {
		for x := m.Pos.X - mp; x <= m.Pos.X+mp; x++ {
			p := tiles.Point{X: x, Y: y}
			d := tiles.Dist(m.Pos, p)
			if d < 2 || !g.Board.IsSquare(p) || g.Board.At(p).Terrain != tiles.Floor || g.At(p) != nil {
				continue
			}
			if i, ok := walk[p]; ok && out[i].Cost <= d {
				continue
			}
			if !g.squareLoS(m, p) {
				continue
			}
			if i, ok := walk[p]; ok {
				out[i].Cost = d
				continue
			}
			extra = append(extra, Reach{At: p, Cost: d})
		}
	}
	if len(extra) == 0 {
		return out
	}
	out = append(out, extra...)
	slices.SortFunc(out, func(a, b Reach) int {
		if a.At.Y != b.At.Y {
			return a.At.Y - b.At.Y
		}
		return a.At.X - b.At.X
	})
	return out
}

// MovePath is the path a Move of the active Hero to p sends: the cheapest
// walk, around harmful squares (Lava, a Spike Trap: Harmful) whenever a
// walk around them costs no more, or for a Hero with the Teleport ability
// the one-square teleport when the walk costs more or is not possible
// within its points.
func (g *Game) MovePath(id ModelID, p tiles.Point) ([]tiles.Point, int, bool) {
	path, cost, ok := g.PathTo(id, p)
	if _, harms := g.HarmOnPath(id, path, p); ok && harms {
		// Found by mouse: the preview (and the move) crossed Lava beside
		// a safe path of the same cost.
		if safe, c, sok := g.safePath(id, p, cost); sok {
			path, cost = safe, c
		}
	}
	m := g.Model(id)
	if m == nil || id != g.Active || !g.Has(m, "Teleport") {
		return path, cost, ok
	}
	for _, r := range g.ReachableSquares(id) {
		if r.At == p && (!ok || r.Cost < cost) && tiles.Dist(m.Pos, p) == r.Cost {
			return []tiles.Point{p}, r.Cost, true
		}
	}
	return path, cost, ok
}

// HarmOnPath is the first square of path, before its end to, whose tile
// effect would harm model id (Harmful): MovePath steers round it, the UI
// warns of it. ok is false when none would.
func (g *Game) HarmOnPath(id ModelID, path []tiles.Point, to tiles.Point) (tiles.Point, bool) {
	for _, q := range path {
		if q != to && g.Harmful(id, q) {
			return q, true
		}
	}
	return tiles.Point{}, false
}

// PathGraph is the board's Graph, shared by every clone of the game: ask
// it for searches and sight lines on the board (it remembers the walls'
// part of each sight line). The board must not change during play.
func (g *Game) PathGraph() *pathing.Graph { return g.pathGraph() }

// PathTo returns the cheapest legal path for model id to p (excluding its
// own square) and its cost in movement points.
func (g *Game) PathTo(id ModelID, p tiles.Point) ([]tiles.Point, int, bool) {
	m := g.Model(id)
	if m == nil || !m.InPlay {
		return nil, 0, false
	}
	return g.pathGraph().ShortestPath(g.Mover(m), m.Pos, p)
}

// EffectsOn lists the temporary effects that apply to m now: its own and
// every friendly aura that reaches it, each source once (Arcade rulebook,
// "Area Effects"). For the screen: which Heroes a friend's aura covers.
func (g *Game) EffectsOn(m *Model) []Effect { return g.effectsOn(m) }

// LegalTargets lists the models the Hero could target with the named action
// now (range, line of sight, targeting), ignoring its cost. Area actions
// that need no target return nil.
func (g *Game) LegalTargets(id ModelID, action string) []ModelID {
	return g.TargetsOf(id).Legal(action) // targetCheck's answers, set up once
}

// ChanceToWound is the exact probability that the Hero's named offensive
// action beats target's ARM (more stars), from the dice faces, counting
// bonus dice, boosts, Fury and Hex. It does not check range or cost.
func (g *Game) ChanceToWound(id ModelID, action string, target ModelID) (float64, error) {
	m, t := g.Model(id), g.Model(target)
	if m == nil || t == nil {
		return 0, fmt.Errorf("no such model")
	}
	act, ok := g.FindAction(m, action)
	if !ok || act.Roll == "" {
		return 0, fmt.Errorf("%s has no rolled action %q", m.Card, action)
	}
	if t.Side != ConsulSide {
		return 0, fmt.Errorf("%s defends with a roll; only monsters have a fixed ARM", t.Card)
	}
	pool := g.OffensePool(m, act.Roll, act.Bonus).Add(g.VsBonus(m, t, cards.StatOffense))
	return g.chanceVsConsul(pool, g.DiscardsHighest(m, act.Roll, true), t, g.weakAgainst(t, m, act)), nil
}

// chanceMoreThan is the chance that pool rolls more stars than arm (the
// highest die set aside with hex).
func (g *Game) chanceMoreThan(pool cards.Pool, arm int, hex bool) float64 {
	dist := g.distDiscardHighest(pool, hex)
	p := 0.0
	for s, pr := range dist {
		if s > arm {
			p += pr
		}
	}
	return p
}

// distDiscardHighest is the exact distribution of stars, with the die with
// the most stars set aside when discard is set (Hex, Bane). Fixed stars may
// be negative (card penalties); a total below zero counts as zero, as roll
// does.
//
// The result is remembered per pool in the catalog (the AI asks for the same
// few pools thousands of times) and must not be changed by the caller.
func (g *Game) distDiscardHighest(p cards.Pool, discard bool) []float64 {
	memo := g.catalog.dists
	if memo == nil {
		return g.starDistribution(p, discard)
	}
	k := distKey{p, discard}
	memo.mu.Lock()
	d, ok := memo.m[k]
	memo.mu.Unlock()
	if ok {
		return d
	}
	// Worked out outside the lock: two goroutines may both do it, and get
	// the very same numbers (the computation is deterministic).
	d = g.starDistribution(p, discard)
	memo.mu.Lock()
	memo.m[k] = d
	memo.mu.Unlock()
	return d
}

// distKey is what a star distribution depends on besides the dice faces
// (fixed per catalog).
type distKey struct {
	pool    cards.Pool
	discard bool
}

// distMemo is a Catalog's remembered star distributions, shared by every
// game using the catalog, on any goroutine.
type distMemo struct {
	mu sync.Mutex
	m  map[distKey][]float64
}

// starDistribution computes distDiscardHighest.
func (g *Game) starDistribution(p cards.Pool, discard bool) []float64 {
	// States are (sum of stars, highest die so far) in a dense table walked
	// in a fixed order: summing probabilities in a map's random order made
	// the answer differ in its last bits from run to run. Faces have 0..9
	// stars (cards.ParseDice checks), so the highest die is -1 (none yet)
	// to 9.
	const hiSlots = 11
	maxSum := 0
	for _, n := range p.Dice {
		maxSum += 9 * n
	}
	cur := make([]float64, (maxSum+1)*hiSlots)
	cur[0] = 1 // sum 0, no die yet
	for c := cards.Colour(0); int(c) < len(p.Dice); c++ {
		for k := 0; k < p.Dice[c]; k++ {
			next := make([]float64, len(cur))
			for i, pr := range cur {
				if pr == 0 {
					continue
				}
				sum, hi := i/hiSlots, i%hiSlots-1
				for _, f := range g.catalog.Dice[c].Faces {
					next[(sum+f.Stars)*hiSlots+max(hi, f.Stars)+1] += pr / 6
				}
			}
			cur = next
		}
	}
	var out []float64
	for i, pr := range cur {
		if pr == 0 {
			continue
		}
		sum, hi := i/hiSlots, i%hiSlots-1
		s := sum + p.Stars
		if discard && hi > 0 {
			s -= hi
		}
		s = max(0, s)
		for len(out) <= s {
			out = append(out, 0)
		}
		out[s] += pr
	}
	return out
}

// Affected previews who the named action would affect if used now with aim:
// the target for single-target actions, every model in the area otherwise
// (side rules applied). It returns the reason when the aim is not legal.
// Cost, Ice and Knockdown are not checked.
func (g *Game) Affected(id ModelID, action string, aim Aim) ([]ModelID, error) {
	m := g.Model(id)
	if m == nil || !m.InPlay {
		return nil, fmt.Errorf("model %d is not in play", id)
	}
	act, ok := g.FindAction(m, action)
	if !ok {
		return nil, fmt.Errorf("%s has no action %q", m.Card, action)
	}
	var out []ModelID
	switch {
	case act.Area.Kind == "Aura":
		return []ModelID{id}, nil
	case act.Area.Kind != "":
		if act.Area.Kind == "Burst" {
			if err := g.checkTarget(m, g.Model(aim.Target), act); err != nil {
				return nil, err
			}
		}
		sq, err := g.AreaSquares(m, act.Area, aim)
		if err != nil {
			return nil, err
		}
		for _, t := range g.modelsIn(m, sq, act.Targeting) {
			out = append(out, t.ID)
		}
		return out, nil
	case act.Range == 0:
		return []ModelID{id}, nil
	}
	if err := g.checkTarget(m, g.Model(aim.Target), act); err != nil {
		return nil, err
	}
	return []ModelID{aim.Target}, nil
}
