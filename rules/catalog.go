package rules

import (
	"fmt"
	"sort"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Catalog is the static card data a game refers to by name. It is read-only
// once built and shared between clones; it is not part of the state hash.
type Catalog struct {
	Dice     cards.Dice
	Heroes   map[string]*cards.Hero
	Monsters map[string]*cards.Monster
	// Equipment holds the loot and treasure cards by name.
	Equipment map[string]*cards.Equipment
	// TileEffects holds the tile effects by name (Square.Effect), for
	// Blessings (blessing.go).
	TileEffects map[string]tiles.Effect
	// tileBlessing: some Blessing covers a whole tile (blessing.go).
	tileBlessing bool

	// dists remembers star distributions (query.go); nil for a Catalog
	// built by hand, which then works them out every time.
	dists *distMemo
}

// LoadCatalog loads the embedded dice, Hero and monster cards.
func LoadCatalog() (*Catalog, error) {
	d, err := cards.LoadDice()
	if err != nil {
		return nil, fmt.Errorf("catalog: %w", err)
	}
	hs, err := cards.LoadHeroes()
	if err != nil {
		return nil, fmt.Errorf("catalog: %w", err)
	}
	ms, err := cards.LoadMonsters()
	if err != nil {
		return nil, fmt.Errorf("catalog: %w", err)
	}
	c := NewCatalog(d, hs, ms)
	loot, err := cards.LoadLoot()
	if err != nil {
		return nil, fmt.Errorf("catalog: %w", err)
	}
	treasure, err := cards.LoadTreasure()
	if err != nil {
		return nil, fmt.Errorf("catalog: %w", err)
	}
	c.AddEquipment(loot...)
	c.AddEquipment(treasure...)
	set, err := tiles.LoadSet()
	if err != nil {
		return nil, fmt.Errorf("catalog: %w", err)
	}
	c.AddTileEffects(set.Effects...) // blessing.go
	return c, nil
}

// AddEquipment indexes loot and treasure cards by name.
func (c *Catalog) AddEquipment(es ...cards.Equipment) {
	if c.Equipment == nil {
		c.Equipment = map[string]*cards.Equipment{}
	}
	for i := range es {
		e := es[i]
		c.Equipment[e.Name] = &e
	}
}

// NewCatalog indexes card lists by name.
func NewCatalog(d cards.Dice, hs []cards.Hero, ms []cards.Monster) *Catalog {
	c := &Catalog{Dice: d, Heroes: map[string]*cards.Hero{}, Monsters: map[string]*cards.Monster{},
		Equipment: map[string]*cards.Equipment{}, dists: &distMemo{m: map[distKey][]float64{}}}
	for i := range hs {
		c.Heroes[hs[i].Name] = &hs[i]
	}
	for i := range ms {
		c.Monsters[ms[i].Name] = &ms[i]
	}
	return c
}

// CardsOfRank lists the catalog's monster cards of a rank, sorted by name:
// the choices a setup offers for spawning points, mini-boss or boss.
func (c *Catalog) CardsOfRank(role cards.Role) []string {
	var out []string
	for name, m := range c.Monsters {
		if m.Role == role {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}
