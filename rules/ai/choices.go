package ai

import (
	"maps"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The party's own choices (Arcade rulebook, "Resolve Effects": "any
// Hero" receives a heart or potion; "Wrath": the Heroes choose whom a
// token is taken from; "Control Effects": Compel moves the target "up to X
// squares in any direction"). The rules default each one (popout.go,
// wrath.go, control.go); the AI decides them itself, before the roll, as
// an ordered list the engine consumes from the front, so every prefix of
// a list is legal whatever the dice give.

// maxChoices bounds each list: more hearts, potions or wrath tokens than
// this never come out of one action.
const maxChoices = 8

// withChoices fills in the choices of an action command the active Hero
// me is about to send (Attack, RageAttack, UseAction, DrinkPotion); any
// other command is returned as it is.
func (p *Player) withChoices(v *view, me *rules.Model, c rules.Command) rules.Command {
	switch c := c.(type) {
	case rules.Attack:
		act, ok := v.g.BasicAttack(me, c.Attr)
		if !ok {
			return c
		}
		c.Choices = p.partyChoices(v, me, act, []rules.ModelID{c.Target}, c.Choices)
		return c
	case rules.RageAttack:
		act, ok := v.g.BasicAttack(me, cards.STR)
		if !ok {
			return c
		}
		c.Choices = p.partyChoices(v, me, act, []rules.ModelID{c.Target}, c.Choices)
		return c
	case rules.UseAction:
		act, ok := v.g.FindAction(me, c.Action)
		if !ok {
			return c
		}
		targets, err := v.g.Affected(me.ID, c.Action, c.Aim)
		if err != nil {
			return c
		}
		if act.Type == cards.Offensive {
			// Only a red action pops hearts and potions out or wounds
			// (wrath).
			c.Choices = p.partyChoices(v, me, act, targets, c.Choices)
		}
		if c.Controls == nil {
			c.Controls = p.compelPaths(v, me, act, targets)
		}
		return c
	case rules.DrinkPotion:
		if c.Owner != me.ID {
			// A friend's potion drunk by me: leave the defaults (the AI
			// shares only boosts, which move nobody).
			return c
		}
		act, ok := v.g.FindAction(me, c.Action)
		if !ok {
			return c
		}
		targets, err := v.g.Affected(me.ID, c.Action, c.Aim)
		if err != nil {
			return c
		}
		if c.Controls == nil {
			c.Controls = p.compelPaths(v, me, act, targets)
		}
		return c
	}
	return c
}

// partyChoices builds the heart, potion and wrath lists for act used by
// me on targets, keeping any list already given. A Hero the action itself
// could destroy or heal before the choices apply (me against a target
// with Backlash, a friend in a dangerous area; me with Hunger for hearts) is left out
// of the lists it could make illegal.
func (p *Player) partyChoices(v *view, me *rules.Model, act *cards.Action, targets []rules.ModelID, ch rules.Choices) rules.Choices {
	g := v.g
	risky := map[rules.ModelID]bool{}
	backlash := 0
	for _, id := range targets {
		t := g.Model(id)
		if t == nil {
			continue
		}
		if t.Side != me.Side && g.HasBacklash(t) {
			backlash++
		}
		if t.Side == me.Side && t.ID != me.ID && act.Targeting == cards.Dangerous && act.Roll != "" {
			n := 1
			if act.Has("Massive Damage") || g.Has(me, "Massive Damage") {
				n = 2
			}
			if v.left(t) <= n {
				risky[t.ID] = true
			}
		}
	}
	if backlash > 0 && v.left(me) <= backlash {
		risky[me.ID] = true
	}
	if ch.Hearts == nil {
		skip := risky
		if g.Has(me, "Hunger") {
			// Hunger heals me (a wound, else a status) for each enemy
			// destroyed, before the hearts: a heart for me could find
			// nothing left to heal.
			skip = maps.Clone(risky)
			skip[me.ID] = true
		}
		ch.Hearts = p.heartPlan(v, skip)
	}
	if ch.Potions == nil {
		ch.Potions = p.potionPlan(v, risky)
	}
	if ch.WrathFrom == nil && g.HasWrath() && g.FreeWrath() < maxChoices {
		ch.WrathFrom = p.wrathPlan(v, me, risky)
	}
	return ch
}

// heartPlan orders the hearts: each goes where it does the most good
// now, a wound on a Hero close to death first (the fewer hearts left, the
// sooner), then other wounds (the most wounded first), then a status
// effect, the ones that hurt every turn (Fire, Poison) before the others.
func (p *Player) heartPlan(v *view, risky map[rules.ModelID]bool) []rules.HeartUse {
	type sim struct {
		h      *rules.Model
		wounds int
		sts    rules.StatusSet
		left   int
	}
	var hs []*sim
	for _, h := range v.heroes {
		if risky[h.ID] {
			continue
		}
		hs = append(hs, &sim{h: h, wounds: h.Wounds, sts: h.Statuses, left: v.left(h)})
	}
	var out []rules.HeartUse
	for len(out) < maxChoices {
		var best *sim
		bestSt := cards.Status("")
		bestVal := 0.0
		for _, s := range hs {
			if s.wounds > 0 {
				val := p.W.Heal + 0.1*float64(s.h.Wounds)
				if s.left <= 2 {
					val += p.W.LowHearts * float64(3-s.left)
				}
				if val > bestVal {
					best, bestSt, bestVal = s, "", val
				}
			}
			for _, st := range cards.AllStatuses {
				if !s.sts.Has(st) {
					continue
				}
				val := p.W.Status
				if st == cards.Fire || st == cards.Poison {
					val *= 1.5
				}
				if val > bestVal {
					best, bestSt, bestVal = s, st, val
				}
			}
		}
		if best == nil {
			break
		}
		out = append(out, rules.HeartUse{Hero: best.h.ID, Status: bestSt})
		if bestSt == "" {
			best.wounds--
			best.left++
		} else {
			best.sts = best.sts.Without(bestSt)
		}
	}
	return out
}

// potionPlan orders the potions: each to the Hero with room that carries
// the fewest, a Hero whose own potions heal and a Hero close to death
// first among equals (they spend a token soonest to save someone).
func (p *Player) potionPlan(v *view, risky map[rules.ModelID]bool) []rules.ModelID {
	g := v.g
	type sim struct {
		h         *rules.Model
		have, cap int
		bonus     float64
	}
	var hs []*sim
	for _, h := range v.heroes {
		if risky[h.ID] {
			continue
		}
		s := &sim{h: h, have: h.Potions, cap: g.PotionCapacity(h)}
		if healer(g, h) {
			s.bonus += 0.5
		}
		if v.fragile(h) {
			s.bonus += 0.3
		}
		hs = append(hs, s)
	}
	var out []rules.ModelID
	for len(out) < maxChoices {
		var best *sim
		bestVal := 0.0
		for _, s := range hs {
			if s.have >= s.cap {
				continue
			}
			if val := s.bonus - float64(s.have); best == nil || val > bestVal {
				best, bestVal = s, val
			}
		}
		if best == nil {
			break
		}
		out = append(out, best.h.ID)
		best.have++
	}
	return out
}

// healer reports whether one of h's potion actions heals.
func healer(g *rules.Game, h *rules.Model) bool {
	hc := g.HeroCard(h)
	if hc == nil {
		return false
	}
	for i := range hc.Actions {
		if a := &hc.Actions[i]; a.Potion != cards.NoPotion && (a.Heal > 0 || a.HealPerStar) {
			return true
		}
	}
	return false
}

// wrathPlan orders whom me takes wrath tokens from when the pool is
// empty: the monsters attack the Hero with the most wrath, so the tokens
// come first from a Hero close to death (it stops drawing them), then
// from whoever has the most, never from me.
func (p *Player) wrathPlan(v *view, me *rules.Model, risky map[rules.ModelID]bool) []rules.ModelID {
	type sim struct {
		h     *rules.Model
		wrath int
	}
	var hs []*sim
	for _, h := range v.heroes {
		if h.ID != me.ID && !risky[h.ID] && h.Wrath > 0 {
			hs = append(hs, &sim{h: h, wrath: h.Wrath})
		}
	}
	var out []rules.ModelID
	for len(out) < maxChoices {
		var best *sim
		bestVal := 0.0
		for _, s := range hs {
			if s.wrath == 0 {
				continue
			}
			val := float64(s.wrath)
			if v.fragile(s.h) {
				val += 10
			}
			if best == nil || val > bestVal {
				best, bestVal = s, val
			}
		}
		if best == nil {
			break
		}
		out = append(out, best.h.ID)
		best.wrath--
	}
	return out
}

// compelPaths chooses where a Compel moves each enemy it catches: as far
// from the party as its X squares allow (the farthest from the nearest
// Hero, the shortest such path), so the monsters lose their reach on the
// Heroes. Friends stay where they stand. Every path keeps off the squares
// the other caught models stand on or are sent along, so the paths stay
// legal whichever of them the action moves.
func (p *Player) compelPaths(v *view, me *rules.Model, act *cards.Action, targets []rules.ModelID) []rules.ControlMove {
	if act.Control.Name != "Compel" {
		return nil
	}
	g := v.g
	reserved := map[tiles.Point]bool{}
	for _, id := range targets {
		if t := g.Model(id); t != nil {
			for _, q := range t.Squares() {
				reserved[q] = true
			}
		}
	}
	far := func(q tiles.Point) int {
		d := -1
		for _, h := range v.heroes {
			if k := tiles.Dist(h.Pos, q); d < 0 || k < d {
				d = k
			}
		}
		return d
	}
	var out []rules.ControlMove
	for _, id := range targets {
		t := g.Model(id)
		if t == nil || t.Side == me.Side || t.Large || t.Kind != rules.KindMonster || g.Has(t, "Sturdy") {
			continue
		}
		best, bestScore := []tiles.Point(nil), far(t.Pos)
		mv := g.Mover(t)
		var walk func(cur tiles.Point, path []tiles.Point, spent int)
		walk = func(cur tiles.Point, path []tiles.Point, spent int) {
			if len(path) > 0 && !mv.Occupied(cur) {
				if sc := far(cur); sc > bestScore || (sc == bestScore && best != nil && len(path) < len(best)) {
					best, bestScore = slices.Clone(path), sc
				}
			}
			for _, d := range tiles.AllDirs {
				n := cur.Add(d)
				if reserved[n] || slices.Contains(path, n) || pathing.CanStep(g.Board, mv, cur, n) != nil {
					continue
				}
				c := pathing.StepCost(g.Board, mv, n)
				if spent+c > act.Control.Value {
					continue
				}
				walk(n, append(path, n), spent+c)
			}
		}
		walk(t.Pos, nil, 0)
		if best != nil {
			if _, err := g.Walk(t, best, act.Control.Value); err != nil {
				best = nil
			}
		}
		if best == nil {
			// Nowhere further from the party: it stays (an empty path;
			// the rules' default would push it away from me, maybe
			// towards a friend).
			out = append(out, rules.ControlMove{Model: t.ID})
			continue
		}
		for _, q := range best {
			reserved[q] = true
		}
		out = append(out, rules.ControlMove{Model: t.ID, Path: best})
	}
	return out
}

// compelValue is what driving enemy t up to x squares away from the party
// is worth: the threat it puts on the one Hero it would most hurt, when
// that Hero stands within x squares of the edge of t's reach (so a Compel
// takes it out of reach), half of it (the Consul may still come back).
func (p *Player) compelValue(v *view, t *rules.Model, x int) float64 {
	best := 0.0
	for _, a := range v.attackers() {
		if a.m.ID != t.ID {
			continue
		}
		for _, h := range v.heroes {
			d := distTo(h.Pos, t)
			if d > a.reach || d+x <= a.reach {
				continue
			}
			val := float64(a.ap) * (1 - v.defendChance(h, a.str)) * p.W.Threat
			if v.fragile(h) {
				val *= p.W.Fragile
			}
			best = max(best, 0.5*val)
		}
	}
	return best
}
