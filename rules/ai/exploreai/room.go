package exploreai

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Making room. A large monster (2x2) needs a two-square gap; a friend
// standing in the only one keeps it out of the fight for good. It matters
// most with the Midnight Queen: she cannot be targeted while Daemonus is
// in play, so with her in the doorway and Daemonus behind her, neither side
// could ever hurt the other (soak seed 119717 ran to the turn cap). A
// monster that has nothing left to do this activation therefore steps
// aside when that opens a way to the Heroes for a large friend that has
// none. Rude Supers' Consul makes room the same way (its Hard soak seed
// 1786 stalled with the Queen, Daemonus and Rex all walled in).

// maxRoomTries bounds the squares tried (each costs a clone of the game
// and a path search); it only happens when a large friend is stuck.
const maxRoomTries = 40

// makeRoom is a Move taking m out of a stuck large friend's way, or nil.
func (c *Consul) makeRoom(g *rules.Game, s *explore.State, m *rules.Model) rules.Command {
	if c.roomed == m.ID {
		return nil
	}
	c.roomed = m.ID
	mp := explore.MPLeft(g)
	if mp <= 0 || m.Statuses.Has("Knockdown") {
		return nil
	}
	for i := range g.Models {
		f := &g.Models[i]
		if f.ID == m.ID || !f.InPlay || f.Kind != rules.KindMonster || !f.Large ||
			g.ModelDist(m, f) > 8 || !inWay(g, s, f, m) || !stuck(g, s, f) {
			continue
		}
		if cmd := stepAside(g, m, f, mp); cmd != nil {
			return cmd
		}
	}
	return nil
}

// inWay reports whether m stands on or next to f's way to a Hero, counting
// friends as passable (a move may cross them but not end on them): the
// cheap test before any clone.
func inWay(g *rules.Game, s *explore.State, f, m *rules.Model) bool {
	p := s.Profile(f)
	if p == nil || p.Attack == "" || p.Mv == 0 {
		return false
	}
	for _, id := range g.HeroesInPlay() {
		h := g.Model(id)
		path, _ := approach(g, s, f, h)
		for _, at := range path {
			if near(m, at, f.Large) {
				return true
			}
		}
	}
	return false
}

// near reports whether m stands on or next to the base of a model at at.
func near(m *rules.Model, at tiles.Point, large bool) bool {
	base := []tiles.Point{at}
	if large {
		base = append(base, tiles.Point{X: at.X + 1, Y: at.Y}, tiles.Point{X: at.X, Y: at.Y + 1}, tiles.Point{X: at.X + 1, Y: at.Y + 1})
	}
	for _, sq := range m.Squares() {
		for _, b := range base {
			if tiles.Dist(sq, b) <= 1 {
				return true
			}
		}
	}
	return false
}

// stuck reports whether f can neither strike a Hero from where it stands
// nor take a single step toward one with its full movement.
func stuck(g *rules.Game, s *explore.State, f *rules.Model) bool {
	p := s.Profile(f)
	if p == nil || p.Attack == "" || p.Mv == 0 {
		return false
	}
	for _, id := range g.HeroesInPlay() {
		h := g.Model(id)
		if g.CheckReach(f, h, rangeOf(s, f), false, false) == nil {
			return false
		}
		path, _ := approach(g, s, f, h)
		if len(walkable(g, f, path, p.Mv)) > 0 {
			return false
		}
	}
	return true
}

// enemyBlocks is approach's rule for a path search: enemy models other
// than the target (and chests) cannot be crossed.
func enemyBlocks(g *rules.Game, f *rules.Model, target rules.ModelID) func(tiles.Point) bool {
	return func(p tiles.Point) bool {
		o := g.At(p)
		return o != nil && o.ID != target && o.Side != f.Side && o.Kind != rules.KindChest
	}
}

// stepAside finds the nearest square m can move to that unsticks f: each
// is tried on a clone of the game.
func stepAside(g *rules.Game, m, f *rules.Model, mp int) rules.Command {
	field := g.PathGraph().Reachable(g.Mover(m), m.Pos, mp)
	ends := field.Ends()
	slices.SortStableFunc(ends, func(a, b tiles.Point) int { return tiles.Dist(m.Pos, a) - tiles.Dist(m.Pos, b) })
	tries := 0
	for _, at := range ends {
		if at == m.Pos || !g.Fits(at, m.Large, m.ID) {
			continue
		}
		if tries++; tries > maxRoomTries {
			break
		}
		path := field.Path(at)
		cl := g.Clone()
		if _, err := cl.Apply(explore.Move{Path: path}); err != nil {
			continue
		}
		cs := explore.StateOf(cl)
		if stuck(cl, cs, cl.Model(f.ID)) {
			continue
		}
		return explore.Move{Path: path, Why: fmt.Sprintf("%s steps aside to open the way to the Heroes for %s", m.Card, f.Card)}
	}
	return nil
}
