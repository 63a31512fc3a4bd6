package rules

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// control moves t by the action's Compel, Pull or Push (Arcade rulebook,
// "Control Effects"). The path comes from controls when given; otherwise
// Pull and Push take the default path (each step the cheapest legal one that
// closes in on, or backs away from, the user; on ties the one nearest to
// (Pull) or farthest from (Push) the user's square in straight-line
// distance, then tiles.AllDirs order). Compel lets the user move the target
// "up to X squares in any direction"; its default path (the party may give
// any other) drives an enemy away from the user as a Push would and leaves
// a friend where it stands (project default: Sparkle-Charm Bomb and
// Distracting Fuzzball scatter the monsters they catch, never the party).
func (g *Game) control(c Command, user, t *Model, act *cards.Action, controls []ControlMove) ([]Event, error) {
	var path []tiles.Point
	given := false
	for _, cm := range controls {
		if cm.Model == t.ID {
			path, given = cm.Path, true
		}
	}
	k := act.Control
	if g.Has(t, "Sturdy") {
		return []Event{Note{Text: fmt.Sprintf("%s is Sturdy and does not budge", t.Card)}}, nil
	}
	if !given {
		if k.Name == "Compel" && !Enemies(user, t) {
			return nil, nil
		}
		path = g.DefaultControlPath(user, t, k)
	}
	if len(path) == 0 {
		return nil, nil
	}
	if err := g.checkControlPath(user, t, k, path); err != nil {
		return nil, Illegal(c, "%s cannot move %s that way: %v", act.Name, t.Card, err)
	}
	cost, _ := g.Walk(t, path, -1)
	t.Pos = path[len(path)-1]
	return []Event{Moved{Model: g.RefOf(t.ID), Path: append([]tiles.Point(nil), path...), Cost: cost, Reason: act.Name}}, nil
}

// checkControlPath: every step a legal move for the model itself (tile
// effects as normal), at most X points, Pull closing the distance to the user
// every step and stopping once adjacent, Push widening it every step.
func (g *Game) checkControlPath(user, t *Model, k cards.Keyword, path []tiles.Point) error {
	if _, err := g.Walk(t, path, k.Value); err != nil {
		return err
	}
	prev := t.Pos
	for i, p := range path {
		before, after := DistTo(user, prev), DistTo(user, p)
		switch k.Name {
		case "Pull":
			if before <= 1 {
				return fmt.Errorf("it is already next to %s after step %d", user.Card, i)
			}
			if after >= before {
				return fmt.Errorf("step %d to %v does not bring it closer to %s", i+1, p, user.Card)
			}
		case "Push":
			if after <= before {
				return fmt.Errorf("step %d to %v does not take it further from %s", i+1, p, user.Card)
			}
		}
		prev = p
	}
	return nil
}

func DistTo(m *Model, p tiles.Point) int {
	best := -1
	for _, q := range m.Squares() {
		if d := tiles.Dist(q, p); best < 0 || d < best {
			best = d
		}
	}
	return best
}

func (g *Game) DefaultControlPath(user, t *Model, k cards.Keyword) []tiles.Point {
	if k.Name == "Compel" {
		if !Enemies(user, t) {
			return nil // a friend stays where it stands (control)
		}
		k.Name = "Push" // an enemy is driven away (control)
	}
	mv := g.Mover(t)
	var path []tiles.Point
	cur, spent := t.Pos, 0
	for spent < k.Value {
		if k.Name == "Pull" && DistTo(user, cur) <= 1 {
			break
		}
		best, bestCost, bestE := tiles.Point{}, -1, 0
		for _, d := range tiles.AllDirs {
			n := cur.Add(d)
			before, after := DistTo(user, cur), DistTo(user, n)
			if (k.Name == "Pull" && after >= before) || (k.Name == "Push" && after <= before) {
				continue
			}
			if pathing.CanStep(g.Board, mv, cur, n) != nil {
				continue
			}
			sc := pathing.StepCost(g.Board, mv, n)
			if spent+sc > k.Value {
				continue
			}
			// Straighter first: the smaller (Pull) or larger (Push) squared
			// distance from the user's square.
			e := euclid2(user.Pos, n)
			if k.Name == "Push" {
				e = -e
			}
			if bestCost < 0 || sc < bestCost || (sc == bestCost && e < bestE) {
				best, bestCost, bestE = n, sc, e
			}
		}
		if bestCost < 0 {
			break
		}
		path = append(path, best)
		cur, spent = best, spent+bestCost
	}
	// A move may not end on another model: back off to the last free square.
	for len(path) > 0 && mv.Occupied(path[len(path)-1]) {
		path = path[:len(path)-1]
	}
	return path
}

// freeMove moves the user up to n movement points' worth along path by the
// normal rules without spending movement points (Pounce, Retreat).
func (g *Game) freeMove(c Command, m *Model, path []tiles.Point, n int, source string) ([]Event, error) {
	if g.Suffers(m, cards.Immobile) {
		return nil, Illegal(c, "%s is Immobile and cannot move", m.Card)
	}
	cost, err := g.Walk(m, path, n)
	if err != nil {
		return nil, Illegal(c, "%s cannot move for %s: %v", m.Card, source, err)
	}
	m.Pos = path[len(path)-1]
	return []Event{Moved{Model: g.RefOf(m.ID), Path: append([]tiles.Point(nil), path...), Cost: cost, Reason: source}}, nil
}

// teleport places the user on aim.Square: an empty floor square within n
// squares and in line of sight (project meaning of Teleport X).
func (g *Game) teleport(c Command, m *Model, aim Aim, n int, source string) ([]Event, error) {
	if aim.Square == nil {
		return nil, Illegal(c, "%s needs a square to teleport to", source)
	}
	p := *aim.Square
	if why := g.teleportRefusal(m, p, n, source); why != "" {
		return nil, Illegal(c, "%s", why)
	}
	m.Pos = p
	// The reason names the source only: players see no coordinates, and
	// the board shows where the model went (issue 21, item 10).
	return []Event{Moved{Model: g.RefOf(m.ID), Path: []tiles.Point{p}, Cost: 0, Reason: source}}, nil
}

// teleportRefusal says why m may not teleport to p with Teleport n from
// source ("" when it may): an open floor square, empty, within n squares
// and in sight.
func (g *Game) teleportRefusal(m *Model, p tiles.Point, n int, source string) string {
	if g.Board.At(p).Terrain != tiles.Floor {
		return fmt.Sprintf("%s cannot teleport to %v: not an open floor square", m.Card, p)
	}
	if o := g.At(p); o != nil {
		return fmt.Sprintf("%s cannot teleport to %v: %s is there", m.Card, p, o.Card)
	}
	if d := tiles.Dist(m.Pos, p); d > n {
		return fmt.Sprintf("%v is %d squares away; %s reaches %d", p, d, source, n)
	}
	if !g.squareLoS(m, p) {
		return fmt.Sprintf("%s has no line of sight to %v", m.Card, p)
	}
	return ""
}

// TeleportSquares lists the squares model user may jump to with the
// action on owner's card (a shared potion's owner; else the user itself)
// by its Teleport X (project meaning, as the action resolves: open floor,
// empty, within X squares, in sight), row by row; nil when the action has
// no Teleport. Whether the action may be used at all (points, potions,
// the phase) is Apply's to say.
func (g *Game) TeleportSquares(user, owner ModelID, action string) []tiles.Point {
	m, o := g.Model(user), g.Model(owner)
	if m == nil || !m.InPlay || o == nil {
		return nil
	}
	act, ok := g.FindAction(o, action)
	if !ok {
		return nil
	}
	k, ok := act.Keyword("Teleport")
	if !ok {
		return nil
	}
	var out []tiles.Point
	for y := m.Pos.Y - k.Value; y <= m.Pos.Y+k.Value; y++ {
		for x := m.Pos.X - k.Value; x <= m.Pos.X+k.Value; x++ {
			if p := (tiles.Point{X: x, Y: y}); g.teleportRefusal(m, p, k.Value, act.Name) == "" {
				out = append(out, p)
			}
		}
	}
	return out
}

func euclid2(a, b tiles.Point) int {
	dx, dy := a.X-b.X, a.Y-b.Y
	return dx*dx + dy*dy
}
