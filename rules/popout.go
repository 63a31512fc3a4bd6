package rules

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// popOut resolves hearts and potions rolled on a winning red offensive
// action (Arcade rulebook, "Resolve Effects", steps 3-5): each heart removes
// one wound or one status effect from any Hero, each potion puts a potion
// token on any Hero with room. Explicit choices come first (the party
// makes them before the roll, so an entry the action has made moot is
// passed over with a note, never a refusal); then the
// defaults: a heart heals the Hero with the most wounds (the user first on
// ties, then the lowest id), or, if nobody is wounded, removes the first
// status (in cards.AllStatuses order) from the Hero with the most statuses;
// a potion goes to the user if it has room, else to the Hero with the most
// room (lowest id on ties). Anything nobody can use is lost.
func (g *Game) popOut(c Command, user, from *Model, hearts, potions int, ch Choices) ([]Event, error) {
	if hearts == 0 && potions == 0 {
		return nil, nil
	}
	var capped []Event
	if n := g.combatRules().PopOutCap; n > 0 && hearts+potions > n {
		capped = []Event{Note{Text: fmt.Sprintf("%d hearts and potions rolled, but a hit drops no more than %d", hearts+potions, n)}}
		hearts = min(hearts, n)
		potions = min(potions, n-hearts)
	}
	evs := append(capped, PoppedOut{From: g.RefOf(from.ID), Hearts: hearts, Potions: potions})
	hc := ch.Hearts
	for i := 0; i < hearts; i++ {
		// The party chose before the roll: an entry the action itself has
		// made moot (the Hero fell, was healed or cleansed on the way) is
		// passed over for the next one, then the default.
		var use HeartUse
		ok := false
		for len(hc) > 0 && !ok {
			use, hc = hc[0], hc[1:]
			h := g.Model(use.Hero)
			if h == nil || h.Kind != KindHero {
				return nil, Illegal(c, "a heart cannot go to model %d: not a Hero", use.Hero)
			}
			switch {
			case !h.InPlay:
				evs = append(evs, Note{Text: fmt.Sprintf("a heart meant for %s is not needed: it is out of play", h.Card)})
			case use.Status == "" && h.Wounds == 0:
				evs = append(evs, Note{Text: fmt.Sprintf("a heart meant for %s is not needed: it has no wound", h.Card)})
			case use.Status != "" && !h.Statuses.Has(use.Status):
				evs = append(evs, Note{Text: fmt.Sprintf("a heart meant for %s's %s is not needed: it no longer suffers it", h.Card, use.Status)})
			default:
				ok = true
			}
		}
		if !ok {
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
		for len(pc) > 0 && to == NoModel {
			var id ModelID
			id, pc = pc[0], pc[1:]
			h := g.Model(id)
			if h == nil || h.Kind != KindHero {
				return nil, Illegal(c, "a potion cannot go to model %d: not a Hero", id)
			}
			switch {
			case !h.InPlay:
				evs = append(evs, Note{Text: fmt.Sprintf("a potion meant for %s goes elsewhere: it is out of play", h.Card)})
			case h.Potions >= g.PotionCapacity(h):
				evs = append(evs, Note{Text: fmt.Sprintf("a potion meant for %s goes elsewhere: it already carries %d", h.Card, h.Potions)})
			default:
				to = id
			}
		}
		if to == NoModel {
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
