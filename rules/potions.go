package rules

import (
	"github.com/superdungeon-digital/superdungeon/cards"
)

// drinkPotion resolves a potion (Arcade rulebook, "Potions", "Sharing
// Potions"): the potion action on Owner's card, paid with Owner's tokens,
// is a free action of the drinker: red and blue ones by the active Hero, one
// per activation; green ones during the Consul turn, one per Hero.
func (g *Game) drinkPotion(c DrinkPotion) ([]Event, error) {
	owner := g.Model(c.Owner)
	if owner == nil || owner.Kind != KindHero || !owner.InPlay {
		return nil, Illegal(c, "model %d is not a Hero in play", c.Owner)
	}
	act, ok := g.heroAction(owner, c.Action)
	if !ok || act.Potion == cards.NoPotion {
		return nil, Illegal(c, "%s has no potion called %q", owner.Card, c.Action)
	}
	var drinker *Model
	if act.Potion == cards.GreenPotion {
		now, own := g.GreenPotionsNow()
		if !now {
			return nil, Illegal(c, "%s is a green potion: it can only be drunk during the Consul turn", act.Name)
		}
		drinker = g.Model(c.Drinker)
		if drinker == nil || drinker.Kind != KindHero || !drinker.InPlay {
			return nil, Illegal(c, "model %d is not a Hero in play", c.Drinker)
		}
		if !own {
			if drinker.GreenPotionTurn == g.Turn {
				return nil, Illegal(c, "%s has already drunk a green potion this Consul turn", drinker.Card)
			}
			drinker.GreenPotionTurn = g.Turn
		}
	} else if pt, ok := g.Rules.(PotionTimer); ok && pt.PotionsAnyTime(g) && !(g.Active != NoModel && c.Drinker == g.Active) {
		// Classic: any Hero drinks in anyone's turn, not only its own.
		drinker = g.Model(c.Drinker)
		if drinker == nil || drinker.Kind != KindHero || !drinker.InPlay {
			return nil, Illegal(c, "model %d is not a Hero in play", c.Drinker)
		}
	} else {
		var err error
		if drinker, err = g.active(c); err != nil {
			return nil, Illegal(c, "%s can only be drunk during a Hero's activation", act.Name)
		}
		if err := g.knockedDown(c, drinker); err != nil {
			return nil, err
		}
		if g.Act.PotionDrunk {
			return nil, Illegal(c, "%s has already drunk a potion this activation", drinker.Card)
		}
		g.Act.PotionDrunk = true
	}
	if g.Suffers(drinker, cards.Ice) {
		// A potion grants a unique action, which Ice forbids.
		return nil, Illegal(c, "%s suffers Ice and cannot use unique actions, potions included", drinker.Card)
	}
	if g.Suffers(drinker, cards.Choke) {
		return nil, Illegal(c, "%s suffers Choke and cannot drink potions", drinker.Card) // 1st edition, "Status Effects"
	}
	if owner.Potions < act.Cost {
		return nil, Illegal(c, "%s costs %s but %s has %d", act.Name, CountOf(act.Cost, "potion token"), owner.Card, owner.Potions)
	}
	owner.Potions -= act.Cost
	evs := []Event{PotionDrunk{Drinker: g.RefOf(drinker.ID), Owner: g.RefOf(owner.ID), Action: act.Name, Tokens: act.Cost}}
	more, err := g.resolve(c, drinker, act, c.Aim, c.Controls, c.Path, c.Choices)
	if err != nil {
		return nil, err
	}
	return append(append(evs, more...), g.afterAction()...), nil
}

// loudSlurping: the basic green potion; the Hero gains two wrath (Arcade
// rulebook, "Basic Actions", "Wrath").
func (g *Game) loudSlurping(c LoudSlurping) ([]Event, error) {
	if !g.HasWrath() {
		return nil, Illegal(c, "this game has no wrath: Loud Slurping would spend a potion for nothing")
	}
	now, own := g.GreenPotionsNow()
	if !now {
		return nil, Illegal(c, "Loud Slurping is a green potion: only during the Consul turn")
	}
	h, owner := g.Model(c.Hero), g.Model(c.Owner)
	if h == nil || h.Kind != KindHero || !h.InPlay {
		return nil, Illegal(c, "model %d is not a Hero in play", c.Hero)
	}
	if owner == nil || owner.Kind != KindHero || !owner.InPlay {
		return nil, Illegal(c, "model %d is not a Hero in play", c.Owner)
	}
	if !own && h.GreenPotionTurn == g.Turn {
		return nil, Illegal(c, "%s has already drunk a green potion this Consul turn", h.Card)
	}
	if owner.Potions < 1 {
		return nil, Illegal(c, "%s has no potion token", owner.Card)
	}
	if !own {
		h.GreenPotionTurn = g.Turn
	}
	owner.Potions--
	evs := []Event{PotionDrunk{Drinker: g.RefOf(h.ID), Owner: g.RefOf(owner.ID), Action: "Loud Slurping", Tokens: 1}}
	e, err := g.GainWrath(c, h, 2, "Loud Slurping", c.WrathFrom)
	if err != nil {
		return nil, err
	}
	return append(evs, e...), nil
}
