package rules

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// MonsterDice is a Consul model's rolled profile, for rulebooks whose
// monsters roll dice like Heroes (Explore: "Monster Card", "Make Offense
// Roll", "Target Makes Defense Roll"). A ruleset hands it out through
// Ruleset.MonsterDice with its own bonuses already added; Arcade hands out
// none, and its monsters keep their fixed STR and ARM.
type MonsterDice struct {
	// AP is the monster's action points; Attack the attribute its basic
	// attack uses and Range that attack's range (Attack "" for none).
	AP     int
	Attack cards.Attribute
	Range  int
	// STR, WILL and DEX are the dice rolled for offense with each
	// attribute (a unique action names the attribute it rolls).
	STR, WILL, DEX cards.Pool
	// Defense is the dice the monster rolls against an attack.
	Defense cards.Pool
	// NoCritical: critical successes add no wound to the model (Explore,
	// "Timeout": the dungeon boss after its timeout).
	NoCritical bool
	// NoCriticalDealt: the monster's own attacks never score a critical
	// success (classic: "a model never takes more than one wound,
	// regardless of how many more stars an attacker rolled").
	NoCriticalDealt bool
}

// Pool is the offense dice of attribute a (STR when a is empty).
func (d *MonsterDice) Pool(a cards.Attribute) cards.Pool {
	switch a {
	case cards.WILL:
		return d.WILL
	case cards.DEX:
		return d.DEX
	}
	return d.STR
}

// consulDefense is what foe's act on Consul model t must beat: its fixed
// ARM (Arcade), or the stars of a defense roll when the ruleset gives it
// dice (Explore; Bane sets the highest die aside, and so does Vulnerable
// against its kind of attack; hearts and potions are ignored). noCrit is
// set when criticals add no wound to t.
func (g *Game) consulDefense(t, foe *Model, act *cards.Action) (against int, evs []Event, noCrit bool) {
	d := g.rules().MonsterDice(g, t)
	if d == nil {
		return g.ARM(t), nil, false
	}
	_, aside := g.defenseDiscard(t, cards.ARM, foe, act)
	r := g.RollAside(t.ID, "defense", d.Defense, aside)
	r.Hearts, r.Potions = 0, 0
	return r.Stars, []Event{r}, d.NoCritical
}

// chanceVsConsul is the chance that pool (the highest die set aside with
// hex) beats Consul model t: more stars than its ARM, or than its defense
// roll when it rolls one (weak: t is Vulnerable to the attack).
func (g *Game) chanceVsConsul(pool cards.Pool, hex bool, t *Model, weak bool) float64 {
	d := g.rules().MonsterDice(g, t)
	if d == nil {
		return g.chanceMoreThan(pool, g.ARM(t), hex)
	}
	def := g.distDiscardHighest(d.Defense, weak || g.DiscardsHighest(t, cards.ARM, false))
	p := 0.0
	for s, pr := range def {
		if pr > 0 {
			p += pr * g.chanceMoreThan(pool, s, hex)
		}
	}
	return p
}

// MonsterChanceToWound is the exact probability that Consul model id's
// attack wounds Hero target: action "" is its basic attack, else an
// offensive unique action. The monster rolls its dice when the ruleset
// gives it some (Explore), else it strikes with its fixed STR (Arcade);
// the Hero defends with the attribute the rules would pick against each
// total (or the one a card forces), Bane and Hex set the highest die
// aside. Range, sight and cost are not checked. It is what the Consul's
// screen shows next to a target, as ChanceToWound is for the Heroes.
func (g *Game) MonsterChanceToWound(id ModelID, action string, target ModelID) (float64, error) {
	m, t := g.Model(id), g.Model(target)
	if m == nil || t == nil || m.Side != ConsulSide || t.Kind != KindHero {
		return 0, fmt.Errorf("the chance is asked of a Consul model against a Hero")
	}
	dice := g.rules().MonsterDice(g, m)
	attr, bonus := cards.STR, cards.Pool{}
	if dice != nil {
		attr = dice.Attack
	}
	act := &cards.Action{Type: cards.Offensive, Roll: attr} // the basic attack, for Vulnerable
	if action != "" {
		a, ok := g.monsterAction(m, action)
		if !ok || a.Type != cards.Offensive {
			return 0, fmt.Errorf("%s has no offensive action called %q", m.Card, action)
		}
		attr, bonus, act = a.Roll, a.Bonus, a
	}
	weak := g.weakAgainst(t, m, act)
	var offense []float64
	if dice != nil {
		offense = g.distDiscardHighest(dice.Pool(attr).Add(bonus), g.DiscardsHighest(m, attr, true))
	} else {
		str := g.STR(m, bonus.Stars)
		offense = make([]float64, str+1)
		offense[str] = 1
	}
	p := 0.0
	for s, pr := range offense {
		if pr == 0 || s == 0 {
			continue // no stars: any defense holds
		}
		da := g.defendWith(t)
		if da == "" {
			da = g.bestDefense(t, s)
		}
		def := g.distDiscardHighest(g.defensePool(t, da).Add(g.VsBonus(t, m, cards.StatDefense)), weak || g.DiscardsHighest(t, da, false))
		for d, dp := range def {
			if d < s {
				p += pr * dp
			}
		}
	}
	return p, nil
}
