package rules

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

func distPts(a, b tiles.Point) int { return tiles.Dist(a, b) }

// modelDist is the range between two models: squares counted from the
// nearest squares of their bases, the target's square included (Arcade
// rulebook, "Check Range").
func (g *Game) ModelDist(a, b *Model) int {
	if !a.Large && !b.Large {
		return tiles.Dist(a.Pos, b.Pos) // the common case, without building lists
	}
	best := -1
	for _, p := range a.Squares() {
		for _, q := range b.Squares() {
			if d := tiles.Dist(p, q); best < 0 || d < best {
				best = d
			}
		}
	}
	return best
}

// losBlockers returns the squares that block viewer's line of sight to
// target, and whether structures are ignored. Only enemy models of the
// viewer block (never tokens, never friends); a large viewer is blocked only
// by large enemies and a large target is not hidden by small ones; Fly on
// either side ignores models and structures (Arcade rulebook, "Determine
// Line of Sight").
func (g *Game) losBlockers(viewer, target *Model) (func(tiles.Point) bool, bool) {
	if g.Has(viewer, "Fly") || (target != nil && g.Has(target, "Fly")) {
		return nil, true
	}
	onlyLarge := viewer.Large || (target != nil && target.Large)
	return func(p tiles.Point) bool {
		for i := range g.Models {
			if m := &g.Models[i]; blocksSightOf(viewer, target, m, onlyLarge) && m.Covers(p) {
				return true
			}
		}
		return false
	}, false
}

// blocksSightOf says whether m stands in the way of viewer's sight lines
// to target: an enemy of the viewer in play, not a chest, not either end,
// and large when either end is (Arcade rulebook, "Line of Sight").
func blocksSightOf(viewer, target, m *Model, onlyLarge bool) bool {
	if !m.InPlay || m.Kind == KindChest || m.ID == viewer.ID || (target != nil && m.ID == target.ID) {
		return false
	}
	return Enemies(viewer, m) && (!onlyLarge || m.Large)
}

// losBlockerSquares lists the squares losBlockers blocks (a square may be
// listed twice), and whether structures are ignored. A line of sight asks
// the board's Graph with this list: it remembers the walls' part of every
// answer and needs the exact test only when a listed square lies between
// the two squares.
func (g *Game) losBlockerSquares(viewer, target *Model) ([]tiles.Point, bool) {
	if g.Has(viewer, "Fly") || (target != nil && g.Has(target, "Fly")) {
		return nil, true
	}
	onlyLarge := viewer.Large || (target != nil && target.Large)
	var out []tiles.Point
	for i := range g.Models {
		m := &g.Models[i]
		if !blocksSightOf(viewer, target, m, onlyLarge) {
			continue
		}
		if !m.Large {
			out = append(out, m.Pos)
			continue
		}
		out = append(out, m.Squares()...)
	}
	return out, false
}

// LineOfSight reports whether viewer can see target, and if not, why.
func (g *Game) LineOfSight(viewer, target *Model) (bool, string) {
	return g.lineOfSight(viewer, target, true)
}

// lineOfSight tries every pair of base squares; the reason (which costs a
// second geometric search) is only worked out when explain is set.
func (g *Game) lineOfSight(viewer, target *Model, explain bool) (bool, string) {
	blockers, ignore := g.losBlockerSquares(viewer, target)
	gr := g.pathGraph()
	for _, a := range viewer.Squares() {
		for _, b := range target.Squares() {
			if gr.LineOfSightAmong(a, b, blockers, ignore) {
				return true, ""
			}
		}
	}
	if !explain {
		return false, ""
	}
	blocks, _ := g.losBlockers(viewer, target)
	return false, g.nameObstacle(pathing.WhyNoLineOfSight(g.Board, viewer.Squares()[0], target.Squares()[0], blocks, ignore))
}

// squareLoS reports whether viewer sees square p (enemy models block).
func (g *Game) squareLoS(viewer *Model, p tiles.Point) bool {
	blockers, ignore := g.losBlockerSquares(viewer, nil)
	gr := g.pathGraph()
	for _, a := range viewer.Squares() {
		if gr.LineOfSightAmong(a, p, blockers, ignore) {
			return true
		}
	}
	return false
}

// effectiveRange is an action's range against target: Stealth takes 3, to a
// minimum of 1; an enemy may target a Small model only within 3 (Arcade
// rulebook, "Abilities"). Project reading: Stealth, like Small, only hides a
// model from its enemies; the rulebook's own worked example has the Witch
// reach the stealthy Cat Burglar with Curative at range 6.
func (g *Game) EffectiveRange(user, target *Model, rng int) int {
	if Enemies(user, target) && g.Has(target, "Stealth") {
		rng = max(1, rng-3)
	}
	if Enemies(user, target) && g.Has(target, "Sidestep") {
		rng = max(1, rng-1) // Sidestep (project meaning, keywords.go)
	}
	if Enemies(user, target) && g.Has(target, "Small") {
		rng = min(rng, 3)
	}
	return rng
}

// checkReach returns nil if user can target target with an action of range
// rng (line of sight unless hookshot), else the reason in words.
func (g *Game) checkReach(user, target *Model, rng int, hookshot bool) error {
	return g.CheckReach(user, target, rng, hookshot, true)
}

// errUnreachable is the reason-less refusal of quick checks (queries).
var errUnreachable = fmt.Errorf("out of reach")

// reach is checkReach; without explain it skips building reasons.
func (g *Game) CheckReach(user, target *Model, rng int, hookshot, explain bool) error {
	eff := g.EffectiveRange(user, target, rng)
	if hookshot {
		// Hookshot: no line of sight, range counted around walls and
		// structures (Arcade rulebook, "Hookshot").
		best := -1
		for _, a := range user.Squares() {
			for _, b := range target.Squares() {
				if n, ok := pathing.RangeAround(g.Board, a, b); ok && (best < 0 || n < best) {
					best = n
				}
			}
		}
		if best < 0 {
			return fmt.Errorf("%s cannot reach %s around the walls", user.Card, target.Card)
		}
		if best > eff {
			return fmt.Errorf("%s is %d squares from %s around the walls; range is %d", target.Card, best, user.Card, eff)
		}
		return nil
	}
	if d := g.ModelDist(user, target); d > eff {
		if !explain {
			return errUnreachable
		}
		if eff != rng {
			return fmt.Errorf("%s is %d squares from %s; range is %d (%d reduced by Stealth or Small)", target.Card, d, user.Card, eff, rng)
		}
		return fmt.Errorf("%s is %d squares from %s; range is %d", target.Card, d, user.Card, eff)
	}
	if ok, why := g.lineOfSight(user, target, explain); !ok {
		if !explain {
			return errUnreachable
		}
		return fmt.Errorf("%s has no line of sight to %s: %s", user.Card, target.Card, why)
	}
	return nil
}

// nameObstacle turns pathing's "enemy at (x,y)" into the model's name.
func (g *Game) nameObstacle(why string) string {
	for i := range g.Models {
		m := &g.Models[i]
		if !m.InPlay {
			continue
		}
		for _, p := range m.Squares() {
			if why == fmt.Sprintf("enemy at %v", p) {
				return fmt.Sprintf("%s in the way at %v", m.Card, p)
			}
		}
	}
	return why
}
