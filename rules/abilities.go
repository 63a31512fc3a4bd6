package rules

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// Abilities the Hero cards name without the books defining them, given
// project meanings here (card-facts.md records the cards' summaries):
//
//   - Rage (Claw Tribe Barbarian's Rage action grants it until the
//     Barbarian's next upkeep): after every movement point the raging Hero
//     spends on a Move in this activation it may make one free Melee
//     Attack (the RageAttack command: no action points); while raging its
//     ARM defense roll is a single blue die, whatever its card, boosts and
//     gear would give.
//   - Take Wounds (Hearthsworn Fighter's Hero's Balm): the wounds of the
//     friendly Hero it targets move onto the user, as many as the user can
//     take without being destroyed (it keeps at least one heart). Moving a
//     wound is not healing, so Poison does not stop it.
//   - Malice: one extra blue die on offense against a target that already
//     has a wound (single-target actions, like every bonus against some
//     foes; vsBonus in stats.go adds it). No card in the data carries it.

// rageDefense is the ARM pool of a raging Hero (see above).
func (g *Game) rageDefense(m *Model, attr cards.Attribute) (cards.Pool, bool) {
	if attr != cards.ARM || !g.Has(m, "Rage") {
		return cards.Pool{}, false
	}
	var p cards.Pool
	p.Dice[cards.Blue] = 1
	return p, true
}

// maliceBonus is Malice's extra die against a wounded target.
func (g *Game) maliceBonus(user, t *Model) cards.Pool {
	var p cards.Pool
	if t != nil && t.Wounds > 0 && Enemies(user, t) && g.Has(user, "Malice") {
		p.Dice[cards.Blue] = 1
	}
	return p
}

// abilityEffects resolves the effects of project abilities carried by a
// successful action on model t (called by applyEffects).
func (g *Game) abilityEffects(user, t *Model, act *cards.Action) []Event {
	var evs []Event
	for _, k := range act.Grants {
		if k.Name == "Rage" && t.ID == g.Active {
			// Only movement spent from now on earns free attacks.
			g.Act.RageMark, g.Act.RageAttacks = g.Act.MPSpent, 0
		}
	}
	if act.Has("Take Wounds") && t.ID != user.ID && t.Kind == KindHero && user.Kind == KindHero {
		n := min(t.Wounds, g.Hearts(user)-1-user.Wounds)
		if n > 0 {
			t.Wounds -= n
			user.Wounds += n
			evs = append(evs,
				Healed{Model: g.RefOf(t.ID), Wounds: n, Source: act.Name},
				Wounded{Model: g.RefOf(user.ID), By: g.RefOf(user.ID), Amount: n, Wounds: user.Wounds, Hearts: g.Hearts(user), Source: act.Name},
				Note{Text: fmt.Sprintf("%s takes %d wound(s) from %s", user.Card, n, t.Card)})
		}
	}
	return evs
}

// RageAttack is a raging Hero's free Melee Attack: one for every movement
// point spent on a Move since it began to rage this activation.
type RageAttack struct {
	Target ModelID
	Choices
}

func (RageAttack) CommandName() string { return "Rage attack" }

// RageAttacksLeft is how many free Rage attacks the active Hero may still
// make (0 for anyone else).
func (g *Game) RageAttacksLeft(id ModelID) int {
	if id != g.Active || g.Active == NoModel {
		return 0
	}
	m := g.Model(id)
	if m == nil || !g.Has(m, "Rage") {
		return 0
	}
	return max(0, g.Act.MPSpent-g.Act.RageMark-g.Act.RageAttacks)
}

func (g *Game) rageAttack(c RageAttack) ([]Event, error) {
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	if !g.Has(m, "Rage") {
		return nil, Illegal(c, "%s is not raging", m.Card)
	}
	if g.RageAttacksLeft(m.ID) < 1 {
		return nil, Illegal(c, "%s earns a free attack for each movement point spent while raging and has none left", m.Card)
	}
	if err := g.knockedDown(c, m); err != nil {
		return nil, err
	}
	act, ok := g.BasicAttack(m, cards.STR)
	if !ok {
		return nil, Illegal(c, "%s has no melee attack", m.Card)
	}
	free := *act
	free.Cost = 0
	g.Act.RageAttacks++
	evs := []Event{Note{Text: fmt.Sprintf("%s strikes in a rage (a free melee attack)", m.Card)}}
	more, err := g.resolve(c, m, &free, Aim{Target: c.Target}, nil, nil, c.Choices)
	if err != nil {
		return nil, err
	}
	return append(append(evs, more...), g.afterAction()...), nil
}
