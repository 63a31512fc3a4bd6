package ai

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Rage (rules/abilities.go): the Claw Tribe Barbarian spends its action
// points to rage; from then every movement point it spends on a Move in
// this activation earns a free melee attack, and its ARM roll drops to one
// blue die until its next activation. So a Rage is worth starting at the
// start of an activation when the walk ahead reaches enemies to hit: six
// movement points can be six attacks where three action points are three.

// rageAction is the Hero's own action that grants Rage, if any.
func rageAction(g *rules.Game, me *rules.Model) *cards.Action {
	hc := g.HeroCard(me)
	if hc == nil {
		return nil
	}
	for i := range hc.Actions {
		act := &hc.Actions[i]
		if act.Potion != cards.NoPotion {
			continue
		}
		for _, k := range act.Grants {
			if k.Name == "Rage" {
				return act
			}
		}
	}
	return nil
}

// attackPlan is the expected value of spending n melee attacks (one wound
// each, times massive) on the enemies in hits, most valuable first: each
// enemy takes the attacks it needs to be destroyed on average (a share
// of one counts), and is worth its role value times KillBonus once
// destroyed, a share of it for each expected wound before.
func (p *Player) attackPlan(v *view, hits []rageHit, n, massive int) float64 {
	total, budget := 0.0, float64(n)
	for _, h := range hits {
		if budget <= 0 {
			break
		}
		per := h.pr * float64(massive) // expected wounds per attack
		if per <= 0 {
			continue
		}
		k := min(budget, float64(h.left)/per)
		budget -= k
		total += k * per / float64(h.left) * h.value
	}
	return total
}

// rageHit is an enemy a melee attack could reach this activation.
type rageHit struct {
	left  int
	pr    float64
	value float64 // its role value times KillBonus (a destroyed enemy)
}

// rageHits lists the enemies within mp squares of walk (board distance,
// then one step) from me, with the chance act wounds them, best first.
func (p *Player) rageHits(v *view, me *rules.Model, act *cards.Action, mp int) []rageHit {
	var out []rageHit
	for _, t := range v.enemies {
		if distTo(me.Pos, t) > mp+1 {
			continue
		}
		if c, ok := p.field(v.g, t.Pos).Cost(me.Pos); !ok || c > mp+1 {
			continue
		}
		pr, err := v.chanceToWound(me.ID, act.Name, t.ID)
		if err != nil || pr == 0 {
			continue
		}
		val := p.roleValue(v.g, t) * p.W.KillBonus
		if v.shielded(t) {
			val = p.W.Minion * p.W.KillBonus
		}
		out = append(out, rageHit{left: max(1, v.left(t)), pr: pr, value: val})
	}
	slices.SortStableFunc(out, func(a, b rageHit) int {
		ea, eb := a.value*min(1, a.pr/float64(a.left)), b.value*min(1, b.pr/float64(b.left))
		switch {
		case ea > eb:
			return -1
		case ea < eb:
			return 1
		}
		return 0
	})
	return out
}

// startRage returns the Rage action when it beats spending the action
// points on plain attacks: at the start of the activation (every action
// point and movement point left), its free attacks over the movement
// points, less RageRisk and the threat where it stands for the dropped
// guard, against one attack per action point.
func (p *Player) startRage(v *view, me *rules.Model) rules.Command {
	g := v.g
	if g.Act.MPSpent > 0 || g.Has(me, "Rage") || v.suffers(me, cards.Ice) || v.suffers(me, cards.Immobile) {
		return nil
	}
	act := rageAction(g, me)
	ap, mp := g.APLeft(me.ID), g.MPLeft(me.ID)
	if act == nil || act.Cost > ap || mp < 2 {
		return nil
	}
	melee, ok := g.BasicAttack(me, cards.STR)
	if !ok || melee.Range > 1 {
		return nil
	}
	hits := p.rageHits(v, me, melee, mp)
	if len(hits) == 0 {
		return nil
	}
	massive := 1
	if g.Has(me, "Massive Damage") {
		massive = 2
	}
	rage := p.attackPlan(v, hits, mp, massive) - p.W.RageRisk - p.threat(v, me, me.Pos)
	plain := p.attackPlan(v, hits, ap/max(1, melee.Cost), massive)
	if rage <= plain || rage < p.W.MinAction {
		return nil
	}
	return rules.UseAction{Action: act.Name, Aim: rules.Aim{Target: me.ID}}
}

// rageMove spends a raging Hero's movement on free attacks: with no free
// attack waiting, it walks to the cheapest square next to an enemy it can
// hit (one step when already next to one, so each step earns an attack on
// whoever is left), the least threatened of equals. nil when no such
// square is in reach: the ordinary move then takes over.
func (p *Player) rageMove(v *view, me *rules.Model) rules.Command {
	g := v.g
	if !g.Has(me, "Rage") || g.MPLeft(me.ID) < 1 || v.suffers(me, cards.Immobile) {
		return nil
	}
	if len(v.enemies) == 0 {
		return nil
	}
	var best tiles.Point
	bestCost, bestThreat, found := 0, 0.0, false
	for _, r := range g.ReachableSquares(me.ID) {
		if found && r.Cost > bestCost {
			continue
		}
		if g.Harmful(me.ID, r.At) || !p.nextToEnemy(v, me, r.At) {
			continue
		}
		th := p.threat(v, me, r.At)
		if !found || r.Cost < bestCost || th < bestThreat {
			best, bestCost, bestThreat, found = r.At, r.Cost, th, true
		}
	}
	if !found {
		return nil
	}
	path, cost, ok := g.SafePathTo(me.ID, best, g.MPLeft(me.ID))
	if !ok || cost > g.MPLeft(me.ID) || len(path) == 0 {
		return nil
	}
	return rules.Move{Path: path}
}

// nextToEnemy reports whether me standing on s would be next to an enemy
// with no wall between (one step of walk from a small enemy's square).
func (p *Player) nextToEnemy(v *view, me *rules.Model, s tiles.Point) bool {
	for _, t := range v.enemies {
		if distTo(s, t) > 1 {
			continue
		}
		if t.Large {
			return true
		}
		if c, ok := p.field(v.g, t.Pos).Cost(s); ok && c <= 1 {
			return true
		}
	}
	return false
}
