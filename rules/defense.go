package rules

import (
	"fmt"
	"slices"

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
// attribute) against foe's act; Bane sets the highest die aside, and so
// does Vulnerable against its kind of attack (status.go:defenseDiscard).
// Hearts and potions rolled on defense are ignored (Arcade rulebook,
// "Perform Defense Roll").
func (g *Game) defenseRoll(m *Model, attr cards.Attribute, str int, foe *Model, act *cards.Action) Rolled {
	if forced := g.defendWith(m); forced != "" {
		// A lasting card effect decides (Terrible Burden: defend with STR).
		attr = forced
	}
	if attr == "" {
		attr = g.bestDefense(m, str)
	}
	_, aside := g.defenseDiscard(m, attr, foe, act)
	r := g.RollAside(m.ID, "defense with "+attr.Upper(), g.defensePool(m, attr).Add(g.VsBonus(m, foe, cards.StatDefense)), aside)
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
	return g.resolveMonsterAttack(c)
}

// ResolveInterruptingAttack is ResolveMonsterAttack in the Hero turn, for a
// ruleset whose monsters may act between the Heroes' activations (Rude
// Supers' interruptions); the ruleset says which monster may.
func (g *Game) ResolveInterruptingAttack(c MonsterAttack) ([]Event, error) {
	if g.Phase != HeroTurn || g.Active != NoModel {
		return nil, Illegal(c, "a monster interrupts only between two Heroes' activations")
	}
	return g.resolveMonsterAttack(c)
}

func (g *Game) resolveMonsterAttack(c MonsterAttack) ([]Event, error) {
	m := g.Model(c.Monster)
	if m == nil || !m.InPlay || m.Side != ConsulSide || m.Kind != KindMonster {
		return nil, Illegal(c, "model %d is not a monster in play", c.Monster)
	}
	dice := g.rules().MonsterDice(g, m)
	prof := g.Profile(m)
	if dice != nil {
		// Explore, "Monster Card": the monster's own dice and attack icon.
		prof = cards.Profile{AP: dice.AP, Range: dice.Range}
		if dice.Attack == "" && c.Action == "" {
			return nil, Illegal(c, "%s has no basic attack", m.Card)
		}
	}
	if prof.AP == 0 {
		return nil, Illegal(c, "%s never attacks: minions lend their strength to their elite", m.Card)
	}
	if g.Suffers(m, cards.Knockdown) {
		return nil, Illegal(c, "%s is knocked down and takes no command until its next Move", m.Card)
	}
	act := &cards.Action{Name: "Basic Attack", Type: cards.Offensive, Roll: cards.STR, Range: prof.Range}
	if dice != nil {
		act.Roll = dice.Attack
	}
	if c.Action != "" {
		a, ok := g.monsterAction(m, c.Action)
		if !ok || a.Type != cards.Offensive {
			return nil, Illegal(c, "%s has no offensive action called %q", m.Card, c.Action)
		}
		if why := g.SpecialForbidden(m, a); why != "" {
			return nil, Illegal(c, "%s", why) // Ice, Pacify (status.go)
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
		sq, err := g.AreaSquares(m, act.Area, Aim{Target: c.Target, Dir: c.Dir})
		if err != nil {
			return nil, Illegal(c, "%v", err)
		}
		targets = g.modelsIn(m, sq, act.Targeting)
		if t := g.Model(c.Target); t != nil && t.Kind == KindHero && !slices.Contains(targets, t) {
			// A Hero named as the target must be inside the area: the
			// action strikes only those, and a person aiming at one
			// outside would spend the action on nobody.
			return nil, Illegal(c, "%s is outside %s's area (%s): it strikes only the Heroes inside", t.Card, act.Name, act.Area)
		}
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
	var evs []Event
	var str int
	if dice != nil {
		// Explore, "Make Offense Roll": one roll for every target, the
		// highest die set aside under Hex; the Consul ignores hearts and
		// potions ("Offense Roll Wins").
		pool := dice.Pool(act.Roll).Add(act.Bonus)
		pool.Stars += c.Bonus
		r := g.rollFor(m, "offense", pool, act.Roll, true)
		r.Hearts, r.Potions = 0, 0
		evs = append(evs, r)
		str = r.Stars
	} else {
		str = g.STR(m, c.Bonus+act.Bonus.Stars)
	}
	held := true
	for _, t := range targets {
		if t.Kind != KindHero || !t.InPlay {
			continue
		}
		var e []Event
		e, held = g.monsterHits(c, m, t, act, str, dice != nil && !dice.NoCriticalDealt)
		evs = append(evs, e...)
	}
	if len(targets) == 1 && act.Area.Kind == "" && !held && (act.Has("Arc") || (c.Action == "" && g.Has(m, "Arc"))) {
		evs = append(evs, g.monsterArc(c, m, targets[0], act, str)...)
	}
	return evs, nil
}

// monsterHits resolves one Hero's defense against monster m's attack of
// strength str: held, or a wound (two with Massive Damage, one more in an
// Epic Fight, one more for a critical when criticals go both ways) and the
// statuses.
func (g *Game) monsterHits(c MonsterAttack, m, t *Model, act *cards.Action, str int, critBothWays bool) ([]Event, bool) {
	evs := []Event{Targeted{User: g.RefOf(m.ID), Target: g.RefOf(t.ID), Action: act.Name}}
	r := g.defenseRoll(t, c.Defense, str, m, act)
	held := r.Stars >= str
	evs = append(evs, r, Defended{Attacker: g.RefOf(m.ID), Hero: g.RefOf(t.ID), Action: act.Name, STR: str, Stars: r.Stars, Held: held})
	if held {
		return append(evs, g.heroStrikesBack(t, m)...), true
	}
	n := 1
	if g.monsterMassiveDamage(m) || act.Has("Massive Damage") { // an action's own: the 1st edition's Rex Smash
		n = 2
	}
	if c.Epic {
		// Arcade rulebook, "Epic Fight": one additional wound.
		n++
	}
	if crit, ok := g.houseCritical(m, str); ok { // combatrules.go
		if crit && critBothWays && act.Type == cards.Offensive {
			n++
		}
	} else if critBothWays && act.Type == cards.Offensive && str >= 5 && str > 2*r.Stars {
		// Explore, "Critical Success": five or more stars and more than
		// double the defense, both ways.
		n++
	}
	evs = append(evs, g.Wound(t, m.ID, n, act.Name, false)...)
	if t.InPlay {
		sts := append([]cards.Status(nil), act.Statuses...)
		for _, st := range g.statusAbilities(m) {
			if !slices.Contains(sts, st) {
				sts = append(sts, st)
			}
		}
		for _, st := range sts {
			evs = append(evs, g.inflictBy(t, st, act)...)
		}
	}
	return evs, false
}

// monsterArc carries a monster's Arc attack on (Arcade rulebook, "Arc":
// "monsters with Arc must choose the Hero with the most wrath available as
// the next target. Reduce the STR of the attack by one with each new
// attack"): after a Hero fails to hold, the attack leaps to the Hero with
// the most wrath within two squares of the last one and in its sight, not
// yet targeted, one STR weaker, until a Hero holds, the strength is spent
// or no Hero is left to leap to.
func (g *Game) monsterArc(c MonsterAttack, m, last *Model, act *cards.Action, str int) []Event {
	var evs []Event
	targeted := []ModelID{last.ID}
	for s := str - 1; s > 0 && m.InPlay; s-- {
		var ids []ModelID
		for _, id := range g.HeroesInPlay() {
			h := g.Model(id)
			if slices.Contains(targeted, id) || g.ModelDist(last, h) > arcJump {
				continue
			}
			if ok, _ := g.lineOfSight(last, h, false); ok {
				ids = append(ids, id)
			}
		}
		if len(ids) == 0 {
			break
		}
		next, why := g.PickMostWrath(ids)
		t := g.Model(next)
		evs = append(evs, Note{Text: fmt.Sprintf("%s's %s arcs to %s at STR %d (%s)", m.Card, act.Name, t.Card, s, why)})
		e, held := g.monsterHits(c, m, t, act, s, false)
		evs = append(evs, e...)
		if held {
			break
		}
		targeted, last = append(targeted, next), t
	}
	return evs
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
