package rules

import (
	"fmt"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// selectHeroes lists the Heroes in play a selector picks.
func (g *Game) SelectHeroes(w cards.Who, minEquip int) []ModelID {
	var out []ModelID
	switch w {
	case cards.WhoMostWrath, cards.WhoLeastWrath:
		if id := g.pickOneHero(w); id != NoModel {
			out = append(out, id)
		}
		return out
	}
	for _, id := range g.HeroesInPlay() {
		if g.heroPicked(w, minEquip, id) {
			out = append(out, id)
		}
	}
	return out
}

// selectsHero reports whether Hero id is among selectHeroes(w, minEquip),
// without building the list: stat and keyword queries ask it for every
// lasting effect (herolasting.go).
func (g *Game) selectsHero(w cards.Who, minEquip int, id ModelID) bool {
	h := g.Model(id)
	if h == nil || h.Kind != KindHero || !h.InPlay {
		return false
	}
	switch w {
	case cards.WhoMostWrath, cards.WhoLeastWrath:
		return g.pickOneHero(w) == id
	}
	return g.heroPicked(w, minEquip, id)
}

// pickOneHero is the Hero a single-Hero selector (most or least wrath)
// picks, NoModel when no Hero is in play. Least wrath ties go to the lower
// id.
func (g *Game) pickOneHero(w cards.Who) ModelID {
	if w == cards.WhoMostWrath {
		return g.FocusID()
	}
	best := NoModel
	for i := range g.Models {
		h := &g.Models[i]
		if h.Kind != KindHero || !h.InPlay {
			continue
		}
		if best == NoModel || h.Wrath < g.Models[best].Wrath {
			best = ModelID(i)
		}
	}
	return best
}

// heroPicked applies a per-Hero selector (not most or least wrath) to Hero
// id, which is in play.
func (g *Game) heroPicked(w cards.Who, minEquip int, id ModelID) bool {
	h := g.Model(id)
	switch w {
	case cards.WhoHeroes, "":
		return true
	case cards.WhoWounded:
		return h.Wounds > 0
	case cards.WhoUnwounded:
		return h.Wounds == 0
	case cards.WhoWithPotions:
		return h.Potions > 0
	case cards.WhoEquipped:
		n := 0
		for _, s := range h.Slots {
			if s != "" {
				n++
			}
		}
		return n >= max(1, minEquip)
	case cards.WhoNearMonsters:
		for i := range g.Models {
			o := &g.Models[i]
			if o.InPlay && o.Kind == KindMonster && g.ModelDist(o, h) == 1 {
				return true
			}
		}
		return false
	case cards.WhoAlone:
		for i := range g.Models {
			o := &g.Models[i]
			if ModelID(i) != id && o.Kind == KindHero && o.InPlay && g.ModelDist(o, h) <= 3 {
				return false
			}
		}
		return true
	}
	return false
}

// pickMostWrath chooses the Hero with the most wrath among ids (in play
// only) and explains the choice: ties go to the Hero who activated most
// recently (Arcade rulebook, "Equal Wrath"), then, if none of the tied
// Heroes has activated yet, to the first in party order (project rule).
// It returns NoModel when ids holds no Hero in play.
func (g *Game) PickMostWrath(ids []ModelID) (ModelID, string) {
	best := NoModel
	var tied []ModelID
	for _, id := range ids {
		h := g.Model(id)
		if h == nil || !h.InPlay || h.Kind != KindHero {
			continue
		}
		if best == NoModel || h.Wrath > g.Model(best).Wrath {
			best, tied = id, []ModelID{id}
			continue
		}
		if h.Wrath == g.Model(best).Wrath {
			tied = append(tied, id)
			if h.LastActivation > g.Model(best).LastActivation {
				best = id
			}
		}
	}
	if best == NoModel {
		return NoModel, "no Hero is in play"
	}
	b := g.Model(best)
	if len(tied) == 1 {
		return best, fmt.Sprintf("%s has the most wrath (%d)", b.Card, b.Wrath)
	}
	var names []string
	for _, id := range tied {
		names = append(names, g.Name(id))
	}
	if b.LastActivation == 0 {
		return best, fmt.Sprintf("%s tie at %d wrath and none has activated yet; %s goes first in party order", strings.Join(names, " and "), b.Wrath, b.Card)
	}
	return best, fmt.Sprintf("%s tie at %d wrath; the tie goes to %s, who activated most recently", strings.Join(names, " and "), b.Wrath, b.Card)
}

// focusID is focusHero's choice without its explanation (no formatting):
// the same scan as pickMostWrath over the Heroes in play, in id order.
func (g *Game) FocusID() ModelID {
	best := NoModel
	for i := range g.Models {
		h := &g.Models[i]
		if h.Kind != KindHero || !h.InPlay {
			continue
		}
		if best == NoModel || h.Wrath > g.Models[best].Wrath {
			best = ModelID(i)
			continue
		}
		if h.Wrath == g.Models[best].Wrath && h.LastActivation > g.Models[best].LastActivation {
			best = ModelID(i)
		}
	}
	return best
}

// heroesInPlay lists the Heroes in play, in id order.
func (g *Game) HeroesInPlay() []ModelID {
	var out []ModelID
	for i := range g.Models {
		if m := &g.Models[i]; m.Kind == KindHero && m.InPlay {
			out = append(out, ModelID(i))
		}
	}
	return out
}
