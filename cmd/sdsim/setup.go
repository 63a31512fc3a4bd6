package main

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The Arcade rulebook's recommended parties ("Recommended Parties"); a
// bigger party adds the other recommended party's Heroes in order.
var (
	balanced = []string{"Riftling Warrior", "Moonspire Guardian", "Sanctioned Witch"}
	skilled  = []string{"Tincan", "Cat Burglar", "Hexcast Sorceress"}
)

// data is the card data every game shares (read-only).
type data struct {
	cat        *rules.Catalog
	cards      *rules.ArcadeCards
	tiles      *tiles.Set
	heroNames  []string     // sorted
	easy, hard []cards.Mode // mode cards in file order
}

func loadData() (*data, error) {
	cat, err := rules.LoadCatalog()
	if err != nil {
		return nil, err
	}
	ac, err := rules.LoadArcadeCards()
	if err != nil {
		return nil, err
	}
	ts, err := tiles.LoadSet()
	if err != nil {
		return nil, err
	}
	d := &data{cat: cat, cards: ac, tiles: ts}
	for name := range cat.Heroes {
		d.heroNames = append(d.heroNames, name)
	}
	slices.Sort(d.heroNames)
	easy, err := cards.LoadEasyModes()
	if err != nil {
		return nil, err
	}
	hard, err := cards.LoadHardModes()
	if err != nil {
		return nil, err
	}
	d.easy, d.hard = easy, hard
	return d, nil
}

// check validates what the flags name against the card data.
func (d *data) check(c config) error {
	if c.boss != "" {
		m := d.cat.Monsters[c.boss]
		if m == nil || m.Role != cards.RoleBoss {
			var bosses []string
			for name, m := range d.cat.Monsters {
				if m.Role == cards.RoleBoss {
					bosses = append(bosses, name)
				}
			}
			slices.Sort(bosses)
			return fmt.Errorf("-boss %q is not a dungeon boss card (bosses: %v)", c.boss, bosses)
		}
	}
	return nil
}

// modeCards is how many mode cards a difficulty flips (Arcade rulebook,
// "Easy Mode", "Hard Mode": one to three at random; the simulator uses two).
const modeCards = 2

// setup is the Arcade setup of game seed: the party, the mode cards and
// the boss. Random choices use their own source from the seed, so they
// never disturb the game's.
func (d *data) setup(c config, seed uint64) rules.ArcadeSetup {
	r := rand.New(rand.NewPCG(seed, 0x5d5173))
	var heroes []string
	switch c.party {
	case "balanced":
		heroes = append(append([]string{}, balanced...), skilled...)[:c.heroes]
	case "skilled":
		heroes = append(append([]string{}, skilled...), balanced...)[:c.heroes]
	default:
		names := slices.Clone(d.heroNames)
		r.Shuffle(len(names), func(i, j int) { names[i], names[j] = names[j], names[i] })
		heroes = names[:c.heroes]
	}
	var modes []string
	switch c.difficulty {
	case "easy":
		modes = rules.PickModes(seed, d.easy, modeCards)
	case "hard":
		modes = rules.PickModes(seed, d.hard, modeCards)
	}
	s := rules.ArcadeSetup{Seed: seed, Heroes: heroes, Modes: modes, Boss: c.boss, Catalog: d.cat, Cards: d.cards, Tiles: d.tiles}
	if c.heroes >= 5 {
		// The box has three spawning points; five or six Heroes play on
		// four tiles (Arcade rulebook, "Game Size"), so add a fourth.
		sps := []string{"Shadow Tower", "Shadow Tower", "Spider Nest", "Spider Nest"}
		r.Shuffle(len(sps), func(i, j int) { sps[i], sps[j] = sps[j], sps[i] })
		s.SpawningPoints = sps
	}
	return s
}
