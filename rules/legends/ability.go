package legends

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Unique abilities: areas, support, hinders and split attacks.

// areaSquares are the squares an area affects, none behind walls or
// structures ("Area Effects"): an Aura around the user, a Burst around
// its centre, a Lance of six squares in a straight line from the user.
func (g *Game) areaSquares(user *Model, ab *Ability, centre tiles.Point, dir tiles.Dir) []tiles.Point {
	var out []tiles.Point
	clear := func(from, p tiles.Point) bool {
		return g.Map.IsSquare(p) && g.Map.At(p).Terrain != tiles.Structure && pathing.LineOfSight(g.Map, from, p, g.tokenBlocks, false)
	}
	around := func(c tiles.Point, r int) {
		for y := c.Y - r; y <= c.Y+r; y++ {
			for x := c.X - r; x <= c.X+r; x++ {
				p := tiles.Point{X: x, Y: y}
				if clear(c, p) {
					out = append(out, p)
				}
			}
		}
	}
	switch {
	case ab.Aura > 0:
		around(user.At, ab.Aura)
	case ab.Burst > 0:
		around(centre, ab.Burst)
	case ab.Lance:
		p := user.At
		for range 6 {
			next := p.Add(dir)
			if !g.Map.IsSquare(next) || g.Map.At(next).Terrain == tiles.Structure || g.Map.Wall(p, next) {
				break
			}
			out = append(out, next)
			p = next
		}
	}
	return out
}

func (g *Game) useAbility(c UseAbility) ([]Event, error) {
	a, err := g.active(c)
	if err != nil {
		return nil, err
	}
	if err := g.canAct(c, a); err != nil {
		return nil, err
	}
	if !slices.Contains(g.abilitiesOf(a), c.Ability) {
		return nil, illegal(c, "%s has no unique ability %q", a.Name, c.Ability)
	}
	if a.Suffering&Ice != 0 {
		return nil, illegal(c, "%s is covered in Ice and may not use unique abilities this activation", a.Name)
	}
	ab := g.data.Ability(c.Ability)
	if ab.Kind == "attack" && a.Suffering&Poison != 0 {
		return nil, illegal(c, "%s is Poisoned and may not attack this activation", a.Name)
	}
	var evs []Event
	if c.Split != nil {
		evs, err = g.splitAttack(c, a, ab)
	} else {
		evs, err = g.resolveAbility(c, a, ab, c.Target, c.Square, c.Dir)
	}
	if err != nil {
		return nil, err
	}
	g.Acted = true
	return append(evs, g.afterAction()...), nil
}

// abilitiesOf lists a model's unique abilities, equipment's included.
func (g *Game) abilitiesOf(m *Model) []string {
	out := slices.Clone(m.Abilities)
	for _, e := range m.Equipped {
		if eq := g.data.Equipment(e); eq != nil && eq.Ability != "" {
			out = append(out, eq.Ability)
		}
	}
	return out
}

// resolveAbility resolves ab used by a (the action already checked).
func (g *Game) resolveAbility(c Command, a *Model, ab *Ability, target int, square *tiles.Point, dir string) ([]Event, error) {
	status := Status(0)
	if ab.Status != "" {
		status, _ = ParseStatus(ab.Status)
	}
	area := ab.Aura > 0 || ab.Burst > 0 || ab.Lance
	var affected []*Model
	if area {
		var centre tiles.Point
		var d tiles.Dir
		switch {
		case ab.Burst > 0:
			if square == nil {
				if t := g.Model(target); t != nil && t.InPlay {
					sq := t.At
					square = &sq
				} else {
					return nil, illegal(c, "%s needs a target square", ab.Name)
				}
			}
			centre = *square
			rng := ab.Range
			if rng == 0 {
				rng = ab.Attack.reach()
			}
			if a.gapTo(centre) > rng {
				return nil, illegal(c, "%v is out of range %d", centre, rng)
			}
			o := g.modelAt(centre)
			ok, why := g.sight(a, centre, o != nil && o.Fly)
			if o != nil && o.size() > 1 {
				ok, why = g.seesModel(a, o) // aimed at a large model's base
			}
			if !ok {
				return nil, illegal(c, "no line of sight to %v: %s", centre, why)
			}
		case ab.Lance:
			var ok bool
			if d, ok = dirNames[dir]; !ok {
				return nil, illegal(c, "a lance goes N, E, S or W (never diagonally), not %q", dir)
			}
		}
		for _, p := range g.areaSquares(a, ab, centre, d) {
			if m := g.modelAt(p); m != nil && m.ID != a.ID && !m.KO && !slices.Contains(affected, m) {
				affected = append(affected, m) // once, however many squares of its base are caught
			}
		}
		if ab.Kind == "support" && ab.Aura > 0 {
			affected = append([]*Model{a}, affected...)
		}
	}
	if ab.Kind == "hinder" {
		t := g.Model(target)
		if t == nil || !t.InPlay || t.KO || t.Side == a.Side {
			return nil, illegal(c, "%s needs an enemy target", ab.Name)
		}
		if d := gap(a, t); d > ab.Range {
			return nil, illegal(c, "%s is %d squares away, out of range %d", t.Name, d, ab.Range)
		}
		if ok, why := g.seesModel(a, t); !ok {
			return nil, illegal(c, "no line of sight to %s: %s", t.Name, why)
		}
		evs := []Event{{Kind: "Ability", Text: fmt.Sprintf("%s uses %s on %s", a.Name, ab.Name, t.Name), Model: a.ID, Target: t.ID}}
		return append(evs, g.inflict(t, status)...), nil
	}
	if ab.Kind == "support" {
		if !area {
			t := g.Model(target)
			if t == nil || !t.InPlay {
				return nil, illegal(c, "no model %d to support", target)
			}
			if t.Side != a.Side {
				return nil, illegal(c, "%s supports friends, and %s is not one", ab.Name, t.Name)
			}
			if d := gap(a, t); d > ab.Range {
				return nil, illegal(c, "%s is %d squares away, out of range %d", t.Name, d, ab.Range)
			}
			if ok, why := g.seesModel(a, t); !ok {
				return nil, illegal(c, "no line of sight to %s: %s", t.Name, why)
			}
			affected = []*Model{t}
		}
		evs := []Event{{Kind: "Ability", Text: fmt.Sprintf("%s uses %s", a.Name, ab.Name), Model: a.ID, Target: target}}
		for _, t := range affected {
			evs = append(evs, g.heal(t, ab.Heal)...)
			if ab.Cleanse && t.Status != 0 {
				t.Status, t.Suffering = 0, 0
				evs = append(evs, Event{Kind: "Cleansed", Text: t.Name + "'s status effects are removed", Model: t.ID, Target: -1})
			}
			if ab.Boost != "" {
				t.Boosts = append(t.Boosts, Boost{Attr: ab.attr, Dice: ab.boost, From: ab.Name})
				evs = append(evs, Event{Kind: "Boosted", Text: fmt.Sprintf("%s adds %s to %v until its next activation", t.Name, PoolString(ab.boost), ab.attr), Model: t.ID, Target: -1})
			}
		}
		return evs, nil
	}
	if !area {
		t := g.Model(target)
		if err := g.reachErr(a, t, ab.Attack, ab.Range); err != nil {
			return nil, illegal(c, "%s cannot use %s: %v", a.Name, ab.Name, err)
		}
		affected = []*Model{t}
	}
	evs := []Event{{Kind: "Ability", Text: fmt.Sprintf("%s uses %s", a.Name, ab.Name), Model: a.ID, Target: target}}
	if len(affected) == 0 {
		return append(evs, Event{Kind: "Missed", Text: "nobody stands in the area", Model: a.ID, Target: -1}), nil
	}
	spec := attackSpec{kind: ab.Attack, bonus: ab.bonus, status: status, push: ab.Push, pull: ab.Pull, name: ab.Name}
	return append(evs, g.strike(a, affected, spec, nil)...), nil
}

// subPool is p without q's dice and stars (q must be part of p).
func subPool(p, q cards.Pool) cards.Pool {
	for i := range p.Dice {
		p.Dice[i] -= q.Dice[i]
	}
	p.Stars -= q.Stars
	return p
}

// within reports whether q's dice are all part of p's.
func within(q, p cards.Pool) bool {
	for i := range p.Dice {
		if q.Dice[i] > p.Dice[i] {
			return false
		}
	}
	return q.Stars <= p.Stars
}

// splitAttack splits a splitting ability's dice between two targets, the
// dice for each decided before any roll ("Splitting Attacks"): First
// against Target, the rest against Split.
func (g *Game) splitAttack(c UseAbility, a *Model, ab *Ability) ([]Event, error) {
	if !ab.Split {
		return nil, illegal(c, "%s does not split", ab.Name)
	}
	t1, t2 := g.Model(c.Target), g.Model(*c.Split)
	if t1 == nil || t2 == nil || t1.ID == t2.ID {
		return nil, illegal(c, "a split attack needs two separate targets")
	}
	for _, t := range []*Model{t1, t2} {
		if err := g.reachErr(a, t, ab.Attack, ab.Range); err != nil {
			return nil, illegal(c, "%s cannot use %s: %v", a.Name, ab.Name, err)
		}
	}
	all := g.attrPool(a, ab.Attack.attr()).Add(ab.bonus)
	first, err := ParsePool(c.First)
	if err != nil {
		return nil, illegal(c, "%v", err)
	}
	if !within(first, all) || first.Count() == 0 || first.Count() == all.Count() {
		return nil, illegal(c, "%s must be some, not all, of the attack's %s", PoolString(first), PoolString(all))
	}
	rest := subPool(all, first)
	status := Status(0)
	if ab.Status != "" {
		status, _ = ParseStatus(ab.Status)
	}
	evs := []Event{{Kind: "Ability", Text: fmt.Sprintf("%s splits %s: %s at %s, %s at %s", a.Name, ab.Name, PoolString(first), t1.Name, PoolString(rest), t2.Name), Model: a.ID, Target: t1.ID}}
	evs = append(evs, g.strike(a, []*Model{t1}, attackSpec{kind: ab.Attack, status: status, push: ab.Push, pull: ab.Pull, name: ab.Name, base: &first}, nil)...)
	if t2.InPlay && !t2.KO && a.InPlay && !a.KO {
		evs = append(evs, g.strike(a, []*Model{t2}, attackSpec{kind: ab.Attack, status: status, push: ab.Push, pull: ab.Pull, name: ab.Name, base: &rest}, nil)...)
	}
	return evs, nil
}
