package ai

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Explore's alternate modes (rules/explore, variant.go): the party wins
// by carrying the prince to the start token or the artifact to the end
// token, not by the boss. The hero AI goes for it: the Hero nearest the
// token (by walk, within ten squares of walk while monsters remain: further
// ones wait for the party's advance; sims: 0.31 -> 0.41 in Rescue the
// Prince) activates first and walks to it and picks it up (or flips a
// crystal); the carrier walks its movement toward the goal before
// anything else, never dashes (the rules forbid it), and when it did not
// activate it makes its five-square move at the end of the Hero turn.
// The rest of each activation is the usual fight.

// seekRange is how far (in movement points) a Hero leaves the fight for a
// token: further ones wait until the party's advance brings them close.
const seekRange = 10

// monstersLeft reports whether a monster (not a spawning point) is in the
// dungeon.
func monstersLeft(g *rules.Game) bool {
	for i := range g.Models {
		if m := &g.Models[i]; m.InPlay && m.Kind == rules.KindMonster {
			return true
		}
	}
	return false
}

// objectiveTokens are the tokens the party goes for: the prince, the
// face-down crystals, the dropped artifact.
func objectiveTokens(g *rules.Game) []tiles.Point {
	var out []tiles.Point
	for _, c := range g.Crystals {
		switch c.Plot {
		case explore.PrinceToken, explore.ArtifactToken, explore.ArtifactDropped:
			out = append(out, c.Pos)
		}
	}
	return out
}

// tokenSeeker is the Hero that can activate and has the shortest walk to
// a token, NoModel when there is none or a Hero already carries.
func (p *Player) tokenSeeker(g *rules.Game) (rules.ModelID, tiles.Point) {
	if _, ok := explore.Goal(g); !ok || explore.Carrier(g) != rules.NoModel {
		return rules.NoModel, tiles.Point{}
	}
	limit := seekRange
	if !monstersLeft(g) {
		limit = 1 << 20 // nothing left to fight: go for it
	}
	best, bestCost, at := rules.NoModel, 0, tiles.Point{}
	for _, t := range objectiveTokens(g) {
		f := p.field(g, t)
		for _, id := range g.HeroesInPlay() {
			if g.CanActivate(id) != nil && g.Active != id {
				continue
			}
			if c, ok := f.Cost(g.Model(id).Pos); ok && c <= limit && (best == rules.NoModel || c < bestCost) {
				best, bestCost, at = id, c, t
			}
		}
	}
	return best, at
}

// objectiveHero is the Hero to activate first for the objective: the
// token seeker.
func (p *Player) objectiveHero(g *rules.Game) rules.ModelID {
	id, _ := p.tokenSeeker(g)
	return id
}

// pathToward is the shortest path from me to goal; when a friend stands
// on goal, the shortest one through it to a free square next to it (the
// carrier wins by entering the square, passing included).
func pathToward(g *rules.Game, me *rules.Model, goal tiles.Point) []tiles.Point {
	if path, _, ok := g.PathTo(me.ID, goal); ok {
		return path
	}
	var best []tiles.Point
	for _, d := range tiles.AllDirs {
		q := goal.Add(d)
		path, _, ok := g.PathTo(me.ID, q)
		if !ok {
			continue
		}
		k := slices.Index(path, goal)
		if k >= 0 {
			path = path[:k+1]
		}
		if best == nil || len(path) < len(best) {
			best = path
		}
	}
	return best
}

// walkToward is a Move along the shortest path to goal, as far as mp
// allows and ending where the Hero may stop; nil when no step is possible.
func walkToward(g *rules.Game, me *rules.Model, goal tiles.Point, mp int) rules.Command {
	path := pathToward(g, me, goal)
	if len(path) == 0 || mp <= 0 {
		return nil
	}
	for n := min(len(path), mp); n > 0; n-- {
		try := path[:n]
		if _, err := g.Clone().Apply(rules.Move{Path: try}); err == nil {
			return rules.Move{Path: try}
		}
	}
	return nil
}

// objectiveStep is the active Hero's step toward the mode's goal, nil to
// go on as usual.
func (p *Player) objectiveStep(g *rules.Game, me *rules.Model) rules.Command {
	goal, ok := explore.Goal(g)
	if !ok {
		return nil
	}
	mp := g.MPLeft(me.ID)
	if c := explore.Carrier(g); c != rules.NoModel && c != me.ID && me.Pos == goal && g.Act.MPSpent == 0 {
		// Standing on the goal: make way for the carrier.
		for _, d := range tiles.AllDirs {
			if m := (rules.Move{Path: []tiles.Point{goal.Add(d)}}); mp > 0 {
				if _, err := g.Clone().Apply(m); err == nil {
					return m
				}
			}
		}
	}
	if explore.Carrier(g) == me.ID {
		if g.Act.MPSpent == 0 {
			return walkToward(g, me, goal, mp)
		}
		return nil
	}
	seeker, at := p.tokenSeeker(g)
	if seeker != me.ID {
		return nil
	}
	if tiles.Dist(me.Pos, at) <= 1 && g.APLeft(me.ID) > 0 {
		c := rules.Interact{Target: rules.NoModel, At: &at}
		if _, err := g.Clone().Apply(c); err == nil {
			return c
		}
		return nil
	}
	if g.Act.MPSpent == 0 {
		return walkToward(g, me, at, mp)
	}
	return nil
}

// carrierMove is the carrier's five squares at the end of the Hero turn.
func carrierMove(g *rules.Game) rules.Command {
	if explore.CanCarrierMove(g) != nil {
		return nil
	}
	goal, _ := explore.Goal(g)
	me := g.Model(explore.Carrier(g))
	path := pathToward(g, me, goal)
	if len(path) == 0 {
		return nil
	}
	for n := min(len(path), explore.CarrierMoveLimit); n > 0; n-- {
		c := explore.CarrierMove{Path: path[:n]}
		if _, err := g.Clone().Apply(c); err == nil {
			return c
		}
	}
	return nil
}

// carrierSafe turns what the carrier may not do (Dash) into the end of
// its activation.
func carrierSafe(g *rules.Game, c rules.Command) rules.Command {
	if _, ok := c.(rules.Dash); ok && g.Active != rules.NoModel && explore.Carrier(g) == g.Active {
		return rules.EndActivation{}
	}
	return c
}
