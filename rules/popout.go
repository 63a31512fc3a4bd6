package rules

import (
	"github.com/superdungeon-digital/superdungeon/cards"
)

// popOut resolves hearts and potions rolled on a winning red offensive
// action (Arcade rulebook, "Resolve Effects", steps 3-5): each heart removes
// one wound or one status effect from any Hero, each potion puts a potion
// token on any Hero with room. Explicit choices come first; then the
// defaults: a heart heals the Hero with the most wounds (the user first on
// ties, then the lowest id), or, if nobody is wounded, removes the first
// status (in cards.AllStatuses order) from the Hero with the most statuses;
// a potion goes to the user if it has room, else to the Hero with the most
// room (lowest id on ties). Anything nobody can use is lost.
func (g *Game) popOut(c Command, user, from *Model, hearts, potions int, ch Choices) ([]Event, error) {
	if hearts == 0 && potions == 0 {
		return nil, nil
	}
	evs := []Event{PoppedOut{From: g.RefOf(from.ID), Hearts: hearts, Potions: potions}}
	hc := ch.Hearts
	for i := 0; i < hearts; i++ {
		var use HeartUse
		if len(hc) > 0 {
			use, hc = hc[0], hc[1:]
			h := g.Model(use.Hero)
			if h == nil || h.Kind != KindHero || !h.InPlay {
				return nil, Illegal(c, "a heart cannot go to model %d: not a Hero in play", use.Hero)
			}
			if use.Status == "" && h.Wounds == 0 {
				return nil, Illegal(c, "a heart cannot heal %s: it has no wound", h.Card)
			}
			if use.Status != "" && !h.Statuses.Has(use.Status) {
				return nil, Illegal(c, "a heart cannot remove %s from %s: it does not suffer it", use.Status, h.Card)
			}
		} else {
			var ok bool
			if use, ok = g.defaultHeart(user); !ok {
				continue
			}
		}
		h := g.Model(use.Hero)
		if use.Status == "" {
			h.Wounds--
			evs = append(evs, Healed{Model: g.RefOf(h.ID), Wounds: 1, Source: "a heart"})
		} else {
			h.Statuses = h.Statuses.Without(use.Status)
			evs = append(evs, Healed{Model: g.RefOf(h.ID), Status: []cards.Status{use.Status}, Source: "a heart"})
		}
	}
	pc := ch.Potions
	for i := 0; i < potions; i++ {
		to := NoModel
		if len(pc) > 0 {
			to, pc = pc[0], pc[1:]
			h := g.Model(to)
			if h == nil || h.Kind != KindHero || !h.InPlay {
				return nil, Illegal(c, "a potion cannot go to model %d: not a Hero in play", to)
			}
			if h.Potions >= g.PotionCapacity(h) {
				return nil, Illegal(c, "a potion cannot go to %s: it already carries %d", h.Card, h.Potions)
			}
		} else {
			to = g.defaultPotion(user)
		}
		if to == NoModel {
			evs = append(evs, PotionGained{Hero: g.RefOf(user.ID), Lost: true})
			continue
		}
		h := g.Model(to)
		h.Potions++
		evs = append(evs, PotionGained{Hero: g.RefOf(h.ID), Potions: h.Potions})
	}
	return evs, nil
}

func (g *Game) defaultHeart(user *Model) (HeartUse, bool) {
	if k, ok := g.Rules.(StatusKeeper); ok && k.StatusesLast(g) {
		// Statuses that last (classic) are worth a heart first: the first
		// listed one on any Hero in play, the user first.
		for _, st := range k.HeartFirst(g) {
			for _, id := range append([]ModelID{user.ID}, g.Heroes()...) {
				if h := g.Model(id); h.Kind == KindHero && h.InPlay && h.Statuses.Has(st) {
					return HeartUse{Hero: id, Status: st}, true
				}
			}
		}
	}
	best := NoModel
	consider := func(id ModelID) {
		h := g.Model(id)
		if h.Kind != KindHero || !h.InPlay || h.Wounds == 0 {
			return
		}
		if best == NoModel || h.Wounds > g.Model(best).Wounds {
			best = id
		}
	}
	consider(user.ID)
	for _, id := range g.Heroes() {
		consider(id)
	}
	if best != NoModel {
		return HeartUse{Hero: best}, true
	}
	for _, id := range g.Heroes() {
		h := g.Model(id)
		if !h.InPlay || h.Statuses == 0 {
			continue
		}
		if best == NoModel || h.Statuses.Count() > g.Model(best).Statuses.Count() {
			best = id
		}
	}
	if best == NoModel {
		return HeartUse{}, false
	}
	return HeartUse{Hero: best, Status: g.Model(best).Statuses.List()[0]}, true
}

func (g *Game) defaultPotion(user *Model) ModelID {
	if user.Kind == KindHero && user.InPlay && user.Potions < g.PotionCapacity(user) {
		return user.ID
	}
	best, room := NoModel, 0
	for _, id := range g.Heroes() {
		h := g.Model(id)
		if r := g.PotionCapacity(h) - h.Potions; h.InPlay && r > room {
			best, room = id, r
		}
	}
	return best
}
