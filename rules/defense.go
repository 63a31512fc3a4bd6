package rules

import (
	"github.com/superdungeon-digital/superdungeon/cards"
)

// bestDefense picks the defense attribute a Hero rolls against str when the
// player did not choose: the one with the best chance of equal or more stars
// (first in the card's list on ties). against is 0 for Hero-vs-Hero rolls,
// where the highest expected total is what matters.
func (g *Game) bestDefense(m *Model, str int) cards.Attribute {
	h := g.HeroCard(m)
	if h == nil || len(h.Defense) == 0 {
		return cards.ARM
	}
	best, bestP := h.Defense[0], -1.0
	for _, a := range h.Defense {
		p := g.catalog.Dice.ChanceAtLeast(g.defensePool(m, a), max(str, 1))
		if p > bestP {
			best, bestP = a, p
		}
	}
	return best
}

// defenseRoll rolls a Hero's defense with attr ("" = the best defense
// attribute); Bane sets the highest die aside. Hearts and potions rolled on
// defense are ignored (Arcade rulebook, "Perform Defense Roll").
func (g *Game) defenseRoll(m *Model, attr cards.Attribute, str int, foe *Model) Rolled {
	if forced := g.defendWith(m); forced != "" {
		// A lasting card effect decides (Terrible Burden: defend with STR).
		attr = forced
	}
	if attr == "" {
		attr = g.bestDefense(m, str)
	}
	r := g.Roll(m.ID, "defense with "+attr.Upper(), g.defensePool(m, attr).Add(g.VsBonus(m, foe, cards.StatDefense)), g.Suffers(m, cards.Bane))
	r.Hearts, r.Potions = 0, 0
	return r
}

// monsterAttack resolves a Consul model's Basic Attack or offensive unique
// action against Heroes (Arcade rulebook, "Fight" and "Offensive Unique
// Actions"): each affected Hero defends with equal or more stars than the
// monster's total STR, or suffers a wound (two in an Epic Fight) and the
// action's and the monster's status effects.
func (g *Game) ResolveMonsterAttack(c MonsterAttack) ([]Event, error) {
	if g.Phase != ConsulTurn {
		return nil, Illegal(c, "monsters attack only in the Consul turn (now %s)", g.Phase)
	}
	m := g.Model(c.Monster)
	if m == nil || !m.InPlay || m.Side != ConsulSide || m.Kind != KindMonster {
		return nil, Illegal(c, "model %d is not a monster in play", c.Monster)
	}
	prof := g.Profile(m)
	if prof.AP == 0 {
		return nil, Illegal(c, "%s never attacks: minions lend their strength to their elite", m.Card)
	}
	if g.Suffers(m, cards.Knockdown) {
		return nil, Illegal(c, "%s is knocked down and takes no command until its next Move", m.Card)
	}
	act := &cards.Action{Name: "Basic Attack", Type: cards.Offensive, Roll: cards.STR, Range: prof.Range}
	if c.Action != "" {
		a, ok := g.monsterAction(m, c.Action)
		if !ok || a.Type != cards.Offensive {
			return nil, Illegal(c, "%s has no offensive action called %q", m.Card, c.Action)
		}
		if g.Suffers(m, cards.Ice) {
			return nil, Illegal(c, "%s suffers Ice and cannot use unique actions", m.Card)
		}
		if r := g.MonsterRange(m, a.Range); r != a.Range {
			ca := *a // a card in play lengthens a ranged action (Profile)
			ca.Range = r
			a = &ca
		}
		act = a
	}
	var targets []*Model
	if act.Area.Kind != "" && act.Area.Kind != "Burst" {
		sq, err := g.AreaSquares(m, act.Area, Aim{Target: c.Target})
		if err != nil {
			return nil, Illegal(c, "%v", err)
		}
		targets = g.modelsIn(m, sq, act.Targeting)
	} else {
		t := g.Model(c.Target)
		if t == nil || t.Kind != KindHero {
			return nil, Illegal(c, "model %d is not a Hero", c.Target)
		}
		if err := g.checkTarget(m, t, act); err != nil {
			return nil, Illegal(c, "%v", err)
		}
		targets = []*Model{t}
		if act.Area.Kind == "Burst" {
			sq, err := g.AreaSquares(m, act.Area, Aim{Target: c.Target})
			if err != nil {
				return nil, Illegal(c, "%v", err)
			}
			targets = g.modelsIn(m, sq, act.Targeting)
		}
	}
	str := g.STR(m, c.Bonus+act.Bonus.Stars)
	var evs []Event
	for _, t := range targets {
		if t.Kind != KindHero || !t.InPlay {
			continue
		}
		evs = append(evs, Targeted{User: g.RefOf(m.ID), Target: g.RefOf(t.ID), Action: act.Name})
		r := g.defenseRoll(t, c.Defense, str, m)
		held := r.Stars >= str
		evs = append(evs, r, Defended{Attacker: g.RefOf(m.ID), Hero: g.RefOf(t.ID), Action: act.Name, STR: str, Stars: r.Stars, Held: held})
		if held {
			evs = append(evs, g.heroStrikesBack(t, m)...)
			continue
		}
		n := 1
		if g.monsterMassiveDamage(m) {
			n = 2
		}
		if c.Epic {
			// Arcade rulebook, "Epic Fight": one additional wound.
			n++
		}
		evs = append(evs, g.Wound(t, m.ID, n, act.Name, false)...)
		if t.InPlay {
			sts := append([]cards.Status(nil), act.Statuses...)
			for _, st := range g.statusAbilities(m) {
				dup := false
				for _, s := range sts {
					dup = dup || s == st
				}
				if !dup {
					sts = append(sts, st)
				}
			}
			for _, st := range sts {
				evs = append(evs, g.Inflict(t, st, act.Name)...)
			}
		}
	}
	return evs, nil
}

// monsterAction finds a unique action on m's card or, while bonded, on its
// bonded monsters' cards (Arcade rulebook, "Forming a Gang").
func (g *Game) monsterAction(m *Model, name string) (*cards.Action, bool) {
	if a, ok := g.FindAction(m, name); ok {
		return a, true
	}
	for _, b := range g.BondedNear(m) {
		if a, ok := g.FindAction(b, name); ok {
			return a, true
		}
	}
	return nil, false
}
