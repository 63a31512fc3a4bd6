package classic

import (
	"maps"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// ClassicCatalog is cat with the 1st edition's monster actions: every
// monster whose classic profile lists actions has those in place of its
// catalog card's (Rex's Cuddle, the Wyrmling's Pacifying Dive Bomb, the
// Flinger's DEX Hot Pot), and the abilities it lists beside the card's
// (the Wyrmling's Knockdown), the 1st edition's own Hero cards (the
// Deeproot Druid and its Angry Bear form), and the 1st edition's actions
// of shared Hero cards (the Riftling Rogue's Bamf!). cat itself is left alone:
// Arcade and Explore games share it.
func ClassicCatalog(cat *rules.Catalog, d *Data) *rules.Catalog {
	derived := *cat // the dice, cards and memo are shared, read only
	c := &derived
	c.Monsters = maps.Clone(cat.Monsters)
	if len(d.Heroes) > 0 || len(d.HeroActions) > 0 {
		c.Heroes = maps.Clone(cat.Heroes)
		for i := range d.Heroes {
			c.Heroes[d.Heroes[i].Name] = &d.Heroes[i]
		}
	}
	for name, acts := range d.HeroActions {
		h := c.Heroes[name]
		if h == nil {
			continue
		}
		ch := *h
		ch.Actions = slices.Clone(h.Actions)
		for _, a := range acts {
			if i := slices.IndexFunc(ch.Actions, func(o cards.Action) bool { return o.Name == a.Name }); i >= 0 {
				ch.Actions[i] = a
			} else {
				ch.Actions = append(ch.Actions, a)
			}
		}
		c.Heroes[name] = &ch
	}
	for name, p := range d.Profiles {
		m := c.Monsters[name]
		if m == nil || (p.Actions == nil && len(p.Abilities) == 0) {
			continue
		}
		cm := *m
		if p.Actions != nil {
			cm.Actions = p.Actions
		}
		if len(p.Abilities) > 0 {
			cm.Abilities = append(slices.Clip(m.Abilities), p.Abilities...)
		}
		c.Monsters[name] = &cm
	}
	return c
}
