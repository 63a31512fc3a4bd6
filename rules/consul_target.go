package rules

import (
	"fmt"
	"sort"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// pickMostWrath chooses the Hero with the most wrath among ids (in play
// only) and explains the choice: ties go to the Hero who activated most
// recently (Arcade rulebook, "Equal Wrath"), then, if none of the tied
// Heroes has activated yet, to the first in party order (project rule).
// It returns NoModel when ids holds no Hero in play.
func (g *Game) pickMostWrath(ids []ModelID) (ModelID, string) {
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
func (g *Game) focusID() ModelID {
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
func (g *Game) heroesInPlay() []ModelID {
	var out []ModelID
	for i := range g.Models {
		if m := &g.Models[i]; m.Kind == KindHero && m.InPlay {
			out = append(out, ModelID(i))
		}
	}
	return out
}

// focusHero is the Hero with the most wrath in the dungeon: the Hero the
// order of activation, Spawn, Reinforce and the bosses' arrival measure
// from.
func (g *Game) focusHero() (ModelID, string) { return g.pickMostWrath(g.heroesInPlay()) }

// moveTarget is the Hero a monster moves toward (Arcade rulebook,
// "Determine Monster's Target"): the most wrath on its own tile, else in
// the dungeon.
func (g *Game) moveTarget(m *Model) (ModelID, string) {
	tile := g.Board.TileOf(m.Pos)
	var on []ModelID
	for _, id := range g.heroesInPlay() {
		if tile != 0 && g.Board.TileOf(g.Model(id).Pos) == tile {
			on = append(on, id)
		}
	}
	if len(on) > 0 {
		id, why := g.pickTarget(m, on)
		return id, why + " on its tile"
	}
	id, why := g.pickTarget(m, g.heroesInPlay())
	if tile != 0 {
		why += "; no Hero is on its tile"
	}
	return id, why
}

// attackTarget is the Hero a monster attacks with an action of range rng:
// the most wrath among the Heroes it can reach now (Arcade rulebook,
// "Determine Monster's Target": in range and line of sight). The reason
// says when the overall most-wrath Hero was out of reach.
func (g *Game) attackTarget(m *Model, rng int) (ModelID, string) {
	var reach []ModelID
	for _, id := range g.heroesInPlay() {
		if g.reach(m, g.Model(id), rng, false, false) == nil { // no reason needed
			reach = append(reach, id)
		}
	}
	if len(reach) == 0 {
		return NoModel, fmt.Sprintf("no Hero is within range %d and line of sight", rng)
	}
	id, why := g.pickTarget(m, reach)
	top := g.focusID()
	if rule, _ := g.targetRule(m); rule != "" {
		why += " in reach"
	} else if top != id && top != NoModel {
		why += fmt.Sprintf(" among the Heroes in reach (%s is out of reach)", g.Name(top))
	} else {
		why += " in reach"
	}
	return id, why
}

// activationOrder lists the Consul models that take commands, in the
// rulebook's order of activation (Arcade rulebook, "Order of Activation"):
// solo monsters (mini-bosses, the dungeon boss and its companion) first,
// then elites, each group closest first to the Hero with the most wrath.
// Equal distances go to the lower model id, i.e. the model that entered
// play first (project rule; the rulebook lets the players choose).
// Minions and spawning points never take commands. It returns ids, since
// spawning during a command may grow (and move) g.Models.
func (g *Game) activationOrder() []ModelID {
	focus := g.focusID()
	var solos, elites []*Model
	for i := range g.Models {
		m := &g.Models[i]
		if !m.InPlay || m.Kind != KindMonster {
			continue
		}
		c := g.MonsterCard(m)
		if c == nil {
			continue
		}
		switch c.Role {
		case cards.RoleMiniBoss, cards.RoleBoss, cards.RoleCompanion:
			solos = append(solos, m)
		case cards.RoleElite:
			elites = append(elites, m)
		}
	}
	byDist := func(ms []*Model) {
		if focus == NoModel {
			return
		}
		f := g.Model(focus)
		sort.SliceStable(ms, func(i, j int) bool {
			di, dj := g.modelDist(ms[i], f), g.modelDist(ms[j], f)
			if di != dj {
				return di < dj
			}
			return ms[i].ID < ms[j].ID
		})
	}
	byDist(solos)
	byDist(elites)
	var out []ModelID
	for _, m := range append(solos, elites...) {
		out = append(out, m.ID)
	}
	return out
}
