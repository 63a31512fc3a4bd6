package classic

import (
	"maps"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// ClassicCatalog is cat with the 1st edition's monster actions: every
// monster whose classic profile lists actions has those in place of its
// catalog card's (Rex's Cuddle, the Wyrmling's Pacifying Dive Bomb, the
// Flinger's DEX Hot Pot). cat itself is left alone: Arcade and Explore
// games share it.
func ClassicCatalog(cat *rules.Catalog, d *Data) *rules.Catalog {
	derived := *cat // the dice, cards and memo are shared, read only
	c := &derived
	c.Monsters = maps.Clone(cat.Monsters)
	for name, p := range d.Profiles {
		m := c.Monsters[name]
		if m == nil || p.Actions == nil {
			continue
		}
		cm := *m
		cm.Actions = p.Actions
		c.Monsters[name] = &cm
	}
	return c
}
