package classicai

import (
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// approachLarge is the way a large-base monster m goes after Hero h with
// range rng and mp movement points: the path to the cheapest square where
// its whole base may stop (classic's Game.StopsAt) and strike h from, cut
// to what mp walks; now says the walk ends in reach. With no such square
// anywhere it closes in: the path to the stop nearest h (then cheapest).
//
// The path search counts a large base as its anchor square (pathing's
// Mover.Large, Arcade rulebook "Movement Points"), so the in-range stop
// pathing.ApproachGoal finds may be one the base cannot take (over the
// Hero's own square, across a wall) and the walk then ends where it began:
// Starfire stood beside a Hero it could not strike through a wall and
// never moved again (Crawl seed 31, TestLargeBaseFindsAStopToStrikeFrom).
func approachLarge(g *rules.Game, m, h *rules.Model, rng, mp int) (path []tiles.Point, now bool) {
	f := g.PathGraph().Reachable(g.Mover(m), m.Pos, -1)
	ghost := *m // a copy to ask "from there?", never put in the game
	var best, near tiles.Point
	bestCost, nearDist, nearCost := -1, -1, -1
	for _, p := range g.Board.Points() {
		if p == m.Pos || !f.CanEnd(p) || !g.StopsAt(m, p) {
			continue
		}
		cost, _ := f.Cost(p)
		ghost.Pos = p
		if bestCost < 0 || cost < bestCost {
			if g.CheckReach(&ghost, h, rng, false, false) == nil {
				best, bestCost = p, cost
				continue
			}
		}
		if d := g.ModelDist(&ghost, h); nearDist < 0 || d < nearDist || (d == nearDist && cost < nearCost) {
			near, nearDist, nearCost = p, d, cost
		}
	}
	goal := near
	if bestCost >= 0 {
		goal = best
	} else if nearDist < 0 || nearDist >= g.ModelDist(m, h) {
		return nil, false // nowhere nearer to go
	}
	full := f.Path(goal)
	path = walkable(g, m, full, mp)
	return path, bestCost >= 0 && len(path) == len(full) && len(path) > 0
}
