package rules

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
)

// Arc (Arcade rulebook, "Abilities"): after an action with Arc wounds its
// target, it jumps to another model within two squares of the last model
// targeted that it has not targeted yet, and is resolved again with one die
// fewer (of the player's choice). It keeps jumping until a jump fails to
// wound, no dice remain, or no new target is in reach.
//
// Project readings where the book is silent:
//   - Arc jumps between the user's enemies only, and the new target must be
//     in the line of sight of the last one (walls and structures block,
//     models do not, as for area effects).
//   - Only single-target actions arc; each jump rolls the remaining dice and
//     the same fixed stars, and everything else of the action applies
//     (Massive Damage, criticals, statuses, Backlash on a failed jump).
//     Hearts and potions pop out of the first roll only.
//   - Choices.ArcTargets names the targets in order; by default the next
//     target is the one the remaining dice most likely wound (lowest ARM),
//     then the nearest to the last target, then the lowest id.
//   - Choices.ArcDrop names the colour given up at each jump; by default
//     the weakest die left (blue, then red, green, citrine, amethyst).
//   - No card in the data carries Arc yet, and monsters' Arc (the Arcade
//     note: the next target is the Hero with the most wrath, −1 STR each
//     jump) is not implemented: Consul attacks never arc.

// arcJump is how far Arc reaches from the last target.
const arcJump = 2

// arc resolves the jumps after the first target was wounded; it returns the
// events and the wounds inflicted on enemies.
func (g *Game) arc(c Command, user, first *Model, act *cards.Action, r *Rolled, ch Choices) ([]Event, int, error) {
	var pool cards.Pool
	for _, d := range r.Dice {
		pool.Dice[d.Colour]++
	}
	pool.Stars = r.Bonus
	targeted := []ModelID{first.ID}
	last := first
	inflicted := 0
	var evs []Event
	for jump := 0; user.InPlay; jump++ {
		// One die fewer.
		drop, ok := g.arcDrop(pool, ch.ArcDrop, jump)
		if !ok {
			return nil, 0, Illegal(c, "Arc: jump %d cannot give up die colour %d: none left", jump+1, ch.ArcDrop[jump])
		}
		pool.Dice[drop]--
		if pool.Dice == [len(pool.Dice)]int{} {
			break
		}
		next, err := g.arcTarget(user, last, targeted, pool, ch.ArcTargets, jump)
		if err != nil {
			return nil, 0, Illegal(c, "Arc: %v", err)
		}
		if next == nil {
			break
		}
		targeted = append(targeted, next.ID)
		evs = append(evs, Targeted{User: g.RefOf(user.ID), Target: g.RefOf(next.ID), Action: act.Name + " (Arc)"})
		rr := g.rollFor(user, "offense", pool, act.Roll, true)
		evs = append(evs, rr)
		arm, de, noCrit := g.consulDefense(next, user, act)
		evs = append(evs, de...)
		success := rr.Stars > arm
		critical := success && act.Type == cards.Offensive && !noCrit && next.Kind != KindSpawningPoint && rr.Stars >= 5 && rr.Stars > 2*arm
		evs = append(evs, Compared{Attacker: g.RefOf(user.ID), Defender: g.RefOf(next.ID), Action: act.Name,
			Stars: rr.Stars, Against: arm, Success: success, Critical: critical})
		if !success {
			if act.Type == cards.Offensive && g.hasBacklash(next) {
				evs = append(evs, g.Wound(user, next.ID, 1, "Backlash", false)...)
			}
			break
		}
		n := 1
		if act.Has("Massive Damage") || g.Has(user, "Massive Damage") {
			n = 2
		}
		if critical {
			n++
		}
		e, hit, dealt := g.woundWithExpendable(user, next, n, act, critical)
		evs = append(evs, e...)
		inflicted += dealt
		for _, h := range hit {
			evs = append(evs, g.applyEffects(user, h, act, &rr, nil)...)
		}
		if dealt == 0 {
			break
		}
		last = next
	}
	return evs, inflicted, nil
}

// arcDrop picks the colour given up at a jump: the player's, or the
// weakest die left. ok is false when that colour is not in the pool (the
// pool always holds a die here: the loop stops once none remain).
func (g *Game) arcDrop(p cards.Pool, chosen []cards.Colour, jump int) (cards.Colour, bool) {
	if jump < len(chosen) {
		c := chosen[jump]
		return c, int(c) < len(p.Dice) && p.Dice[c] > 0
	}
	for c := cards.Colour(0); int(c) < len(p.Dice); c++ {
		if p.Dice[c] > 0 {
			return c, true
		}
	}
	return 0, false
}

// arcTarget picks the next target within reach of last: the player's
// named one (refused when out of reach), or the default order above.
func (g *Game) arcTarget(user, last *Model, targeted []ModelID, pool cards.Pool, named []ModelID, jump int) (*Model, error) {
	reach := func(o *Model) bool {
		if o == nil || !o.InPlay || o.Kind == KindChest || !Enemies(user, o) || o.Side != ConsulSide || slices.Contains(targeted, o.ID) {
			return false
		}
		if g.ModelDist(last, o) > arcJump {
			return false
		}
		for _, a := range last.Squares() {
			for _, b := range o.Squares() {
				if pathing.LineOfSight(g.Board, a, b, nil, false) {
					return true
				}
			}
		}
		return false
	}
	if jump < len(named) {
		o := g.Model(named[jump])
		if !reach(o) {
			return nil, fmt.Errorf("%s is not a new enemy within %d squares of %s and in its sight", g.Name(named[jump]), arcJump, last.Card)
		}
		return o, nil
	}
	var best *Model
	for i := range g.Models {
		o := &g.Models[i]
		if !reach(o) {
			continue
		}
		if best == nil || g.ARM(o) < g.ARM(best) ||
			(g.ARM(o) == g.ARM(best) && g.ModelDist(last, o) < g.ModelDist(last, best)) {
			best = o
		}
	}
	return best, nil
}
