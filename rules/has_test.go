package rules

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// hasByParts is Has spelled out source by source, one pass over the
// models for each (the engine folds the passes into one): the card, the
// equipment and cards in play, a bonded monster within two squares, a
// spawning point's card aura, then the effects on the model (Arcade
// rulebook, "Abilities", "Forming a Gang").
func hasByParts(g *Game, m *Model, name string) bool {
	if h := g.HeroCard(m); h != nil && (h.Has(name) || g.equipKeyword(m, name)) {
		return true
	}
	if c := g.MonsterCard(m); c != nil {
		if c.Has(name) {
			return true
		}
		if len(c.Bonded) > 0 && m.Side == ConsulSide {
			for i := range g.Models {
				b := &g.Models[i]
				if !b.InPlay || b.ID == m.ID || b.Side != ConsulSide || !slices.Contains(c.Bonded, b.Card) || g.ModelDist(m, b) > 2 {
					continue
				}
				if bc := g.MonsterCard(b); bc != nil && bc.Has(name) {
					return true
				}
			}
		}
		if m.Side == ConsulSide && m.Kind == KindMonster {
			for i := range g.Models {
				o := &g.Models[i]
				if !o.InPlay || o.ID == m.ID {
					continue
				}
				oc := g.MonsterCard(o)
				if oc == nil {
					continue
				}
				for _, a := range oc.Auras {
					if a.Affinity != "" && !slices.Contains(c.Affinity, a.Affinity) {
						continue
					}
					if slices.ContainsFunc(a.Grants, func(k cards.Keyword) bool { return k.Name == name }) && g.ModelDist(o, m) <= a.Size {
						return true
					}
				}
			}
		}
		if g.lastingMonsterKeyword(m, name) {
			return true
		}
	}
	for _, e := range g.effectsOn(m) {
		for _, k := range e.Grants {
			if k.Name == name {
				return true
			}
		}
	}
	return false
}
