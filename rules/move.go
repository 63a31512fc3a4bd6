package rules

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// DifficultTerrain is the tile effect name that costs one extra movement point.
const DifficultTerrain = "Difficult Terrain"

// Mover builds the pathing view of model m: its movement abilities, the
// enemy models it cannot pass (tokens never block) and the other models it
// may pass but not stop on (Arcade rulebook, "Movement Points").
//
// A search asks these for every square it looks at, so the models that
// could answer are listed once, when the Mover is made: the models in play
// (in id order, so the first to cover a square is At's) and those among
// them with a Difficult Terrain aura, and which model is first on each
// square. A listed model is still read live, but a Mover must be used
// while the game stands still (a search, a path check): a model moving or
// entering play afterwards may go unseen.
func (g *Game) Mover(m *Model) *pathing.Mover { return g.MoverOf(m, true) }

// mover is Mover; without models it leaves Enemy and Occupied nil, for a
// caller that sets its own (consulMover).
func (g *Game) MoverOf(m *Model, models bool) *pathing.Mover {
	mv := &pathing.Mover{
		Fly:      g.Has(m, "Fly"),
		Burrow:   g.Has(m, "Burrow"),
		Surefoot: g.Has(m, "Surefoot"),
		Large:    m.Large,
	}
	inPlay := make([]int, 0, len(g.Models))
	var auras []int
	cardAuras := g.cardAuras()
	for i := range g.Models {
		o := &g.Models[i]
		if !o.InPlay {
			continue
		}
		inPlay = append(inPlay, i)
		if oc := g.MonsterCard(o); cardAuras && oc != nil && hasDifficultAura(oc) {
			auras = append(auras, i)
		}
	}
	mv.ExtraCost = func(p tiles.Point) int {
		if g.auraDifficultAmong(auras, p) {
			return max(1, g.tileExtraCost(p))
		}
		return g.tileExtraCost(p) // tile_effects.go
	}
	if !models {
		return mv
	}
	// first holds, by board square, 1 + the index of the first listed
	// model covering it (0: none), so most questions need no scan (a byte
	// a square; a game with more models than a byte counts scans).
	b := g.Board
	var first []uint8
	if len(g.Models) < 255 {
		first = make([]uint8, b.W*b.H)
		for _, i := range inPlay {
			for _, q := range g.Models[i].Squares() {
				if b.In(q) && first[b.Index(q)] == 0 {
					first[b.Index(q)] = uint8(i + 1)
				}
			}
		}
	}
	at := func(p tiles.Point) *Model {
		if first != nil && b.In(p) {
			k := int(first[b.Index(p)])
			if k == 0 {
				return nil
			}
			if o := &g.Models[k-1]; o.InPlay && o.Covers(p) {
				return o
			}
		}
		// Off the board, or the listed model moved on: At's scan.
		for _, i := range inPlay {
			if o := &g.Models[i]; o.InPlay && o.Covers(p) {
				return o
			}
		}
		return nil
	}
	mv.Enemy = func(p tiles.Point) bool {
		o := at(p)
		return o != nil && o.ID != m.ID && o.Kind != KindChest && Enemies(m, o)
	}
	mv.Occupied = func(p tiles.Point) bool {
		o := at(p)
		return o != nil && o.ID != m.ID
	}
	return mv
}

// hasDifficultAura reports whether a monster card carries a Difficult
// Terrain aura.
func hasDifficultAura(c *cards.Monster) bool {
	for _, a := range c.Auras {
		if a.Terrain == DifficultTerrain {
			return true
		}
	}
	return false
}

// walk checks a path for model m step by step and returns its cost, or the
// reason it is illegal. limit < 0 means no limit on points.
func (g *Game) Walk(m *Model, path []tiles.Point, limit int) (int, error) {
	if len(path) == 0 {
		return 0, fmt.Errorf("the path is empty")
	}
	mv := g.Mover(m)
	from := m.Pos
	cost := 0
	for i, to := range path {
		if err := pathing.CanStep(g.Board, mv, from, to); err != nil {
			return 0, fmt.Errorf("step %d from %v to %v: %w", i+1, from, to, err)
		}
		cost += pathing.StepCost(g.Board, mv, to)
		if limit >= 0 && cost > limit {
			return 0, fmt.Errorf("reaching %v costs %d movement points but only %d are left", to, cost, limit)
		}
		from = to
	}
	if mv.Occupied(from) {
		return 0, fmt.Errorf("cannot end the move on %v: %s is there", from, g.At(from).Card)
	}
	return cost, nil
}

// move spends movement points (or, for Dash, one action point for up to two
// squares' worth of movement, halved by Slow) to move the active Hero.
func (g *Game) move(c Command, path []tiles.Point, dash bool) ([]Event, error) {
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	if err := g.knockedDown(c, m); err != nil {
		return nil, err
	}
	if g.Suffers(m, cards.Immobile) {
		return nil, Illegal(c, "%s is Immobile and cannot move this activation", m.Card)
	}
	var limit int
	reason := "move"
	if dash {
		if g.Act.APSpent+1 > g.MaxAP(m) {
			return nil, Illegal(c, "%s has no action point left to Dash", m.Card)
		}
		// Arcade rulebook, "Basic Actions": Dash moves two squares and is
		// affected by Slow and difficult terrain as normal.
		limit = 2
		if g.Suffers(m, cards.Slow) {
			limit = 1
		}
		if l, ok := g.HouseDash(m); ok { // combatrules.go
			if l == 0 {
				return nil, Illegal(c, "%s suffers Slow and cannot Dash", m.Card)
			}
			limit = l
		}
		reason = "dash"
	} else {
		limit = g.MaxMP(m) - g.Act.MPSpent
	}
	cost, err := g.Walk(m, path, limit)
	teleported := false
	if err != nil && len(path) == 1 && g.Has(m, "Teleport") {
		// Teleport as an ability (Riftling Rogue; house rule, help.go):
		// a one-square path the Hero cannot walk is a teleport, paying a
		// movement point per square of distance.
		cost = tiles.Dist(m.Pos, path[0])
		if cost > limit {
			return nil, Illegal(c, "%s cannot teleport to %v: it is %d squares away and %d movement points are left", m.Card, path[0], cost, limit)
		}
		if _, terr := g.teleport(c, m, Aim{Square: &path[0]}, cost, "Teleport"); terr != nil {
			return nil, terr
		}
		err, teleported = nil, true
	}
	if err != nil {
		return nil, Illegal(c, "%s cannot move: %v", m.Card, err)
	}
	if teleported {
		reason = "teleport"
	}
	sp := Spent{Model: g.RefOf(m.ID), For: reason}
	if dash {
		g.Act.APSpent++
		sp.AP = 1
	} else {
		g.Act.MPSpent += cost
		sp.MP = cost
	}
	m.Pos = path[len(path)-1]
	return []Event{sp, Moved{Model: g.RefOf(m.ID), Path: append([]tiles.Point(nil), path...), Cost: cost, Reason: reason}}, nil
}

// MPLeft is the active Hero's unspent movement points (0 for anyone else).
func (g *Game) MPLeft(id ModelID) int {
	if id != g.Active || g.Active == NoModel {
		return 0
	}
	return max(0, g.MaxMP(g.Model(id))-g.Act.MPSpent)
}

// APLeft is the active Hero's unspent action points (0 for anyone else).
func (g *Game) APLeft(id ModelID) int {
	if id != g.Active || g.Active == NoModel {
		return 0
	}
	return max(0, g.MaxAP(g.Model(id))-g.Act.APSpent)
}
