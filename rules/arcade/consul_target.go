package arcade

import (
	"fmt"
	"sort"

	"github.com/superdungeon-digital/superdungeon/rules"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// focusHero is the Hero with the most wrath in the dungeon: the Hero the
// order of activation, Spawn, Reinforce and the bosses' arrival measure
// from.
func (g ag) focusHero() (rules.ModelID, string) { return g.PickMostWrath(g.HeroesInPlay()) }

// moveTarget is the Hero a monster moves toward (Arcade rulebook,
// "Determine Monster's Target"): the most wrath on its own tile, else in
// the dungeon.
func (g ag) moveTarget(m *rules.Model) (rules.ModelID, string) {
	tile := g.Board.TileOf(m.Pos)
	var on []rules.ModelID
	for _, id := range g.HeroesInPlay() {
		if tile != 0 && g.Board.TileOf(g.Model(id).Pos) == tile {
			on = append(on, id)
		}
	}
	if len(on) > 0 {
		id, why := g.pickTarget(m, on)
		return id, why + " on its tile"
	}
	id, why := g.pickTarget(m, g.HeroesInPlay())
	if tile != 0 {
		why += "; no Hero is on its tile"
	}
	return id, why
}

// attackTarget is the Hero a monster attacks with an action of range rng:
// the most wrath among the Heroes it can reach now (Arcade rulebook,
// "Determine Monster's Target": in range and line of sight). The reason
// says when the overall most-wrath Hero was out of reach.
func (g ag) attackTarget(m *rules.Model, rng int) (rules.ModelID, string) {
	var reach []rules.ModelID
	for _, id := range g.HeroesInPlay() {
		if g.CheckReach(m, g.Model(id), rng, false, false) == nil { // no reason needed
			reach = append(reach, id)
		}
	}
	if len(reach) == 0 {
		return rules.NoModel, fmt.Sprintf("no Hero is within range %d and line of sight", rng)
	}
	id, why := g.pickTarget(m, reach)
	top := g.FocusID()
	if rule, _ := g.targetRule(m); rule != "" {
		why += " in reach"
	} else if top != id && top != rules.NoModel {
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
func (g ag) activationOrder() []rules.ModelID {
	focus := g.FocusID()
	var solos, elites []*rules.Model
	for i := range g.Models {
		m := &g.Models[i]
		if !m.InPlay || m.Kind != rules.KindMonster {
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
	byDist := func(ms []*rules.Model) {
		if focus == rules.NoModel {
			return
		}
		f := g.Model(focus)
		sort.SliceStable(ms, func(i, j int) bool {
			di, dj := g.ModelDist(ms[i], f), g.ModelDist(ms[j], f)
			if di != dj {
				return di < dj
			}
			return ms[i].ID < ms[j].ID
		})
	}
	byDist(solos)
	byDist(elites)
	var out []rules.ModelID
	for _, m := range append(solos, elites...) {
		out = append(out, m.ID)
	}
	return out
}
