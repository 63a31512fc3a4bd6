package ai

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// chooseTreasure answers a pending treasure choice (an opened chest or a
// boo booty's reward): a boo booty when the rules force one, else the
// first card that is not Cursed and fits a crystal slot some Hero in the
// dungeon has free, else the first card that is not Cursed, else the first
// option. nil when nothing waits.
func (p *Player) chooseTreasure(g *rules.Game) rules.Command {
	tc, ok := g.PendingTreasure()
	if !ok || len(tc.Options) == 0 {
		return nil
	}
	cat := g.Catalog()
	free := func(e *cards.Equipment) bool {
		s := slices.Index(cards.Slots[:], e.Slot)
		if s < 0 {
			return false
		}
		for _, id := range g.Heroes() {
			if h := g.Model(id); h.InPlay && h.Slots[s] == "" {
				return true
			}
		}
		return false
	}
	pick := -1
	for _, want := range []func(*cards.Equipment) bool{
		func(e *cards.Equipment) bool { return !e.Cursed && free(e) },
		func(e *cards.Equipment) bool { return !e.Cursed },
	} {
		for _, i := range tc.Options {
			if e := cat.Equipment[tc.Cards[i]]; e != nil && want(e) {
				pick = i
				break
			}
		}
		if pick >= 0 {
			break
		}
	}
	if pick < 0 {
		pick = tc.Options[0]
	}
	return rules.ChooseTreasure{Card: pick}
}

// rageAttack spends a free Rage attack on the adjacent enemy most worth
// hitting, when the active Hero has one (the planner never starts a Rage
// itself: its value depends on the walk after it).
func (p *Player) rageAttack(v *view, me *rules.Model) rules.Command {
	g := v.g
	if g.RageAttacksLeft(me.ID) < 1 {
		return nil
	}
	act, ok := g.BasicAttack(me, cards.STR)
	if !ok {
		return nil
	}
	best, bestVal := rules.NoModel, 0.0
	v.eachEnemyTarget(me, act.Name, func(t *rules.Model, pr float64) {
		if val := p.hitValue(v, t, pr, 1, false); best == rules.NoModel || val > bestVal {
			best, bestVal = t.ID, val
		}
	})
	if best == rules.NoModel {
		return nil
	}
	return rules.RageAttack{Target: best}
}
