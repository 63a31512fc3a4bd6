package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
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
	cards      *arcade.Cards
	tiles      *tiles.Set
	heroNames  []string     // sorted
	easy, hard []cards.Mode // mode cards in file order
	sets       []cards.MonsterSet
	explore    *explore.Data
	// classicHeroes are the classic game's own Heroes (the Deeproot
	// Druid), which its random parties draw from too.
	classicHeroes []string
}

func loadData() (*data, error) {
	cat, err := rules.LoadCatalog()
	if err != nil {
		return nil, err
	}
	ac, err := arcade.LoadCards()
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
	if d.sets, err = cards.LoadMonsterSets(); err != nil {
		return nil, err
	}
	if d.explore, err = explore.LoadData(); err != nil {
		return nil, err
	}
	cd, err := classic.LoadData()
	if err != nil {
		return nil, err
	}
	d.classicHeroes = cd.HeroChoices()
	return d, nil
}

// check validates what the flags name against the card data.
func (d *data) check(c config) error {
	want := func(flag, name string, role cards.Role, what, plural string) error {
		if name == "" || strings.EqualFold(name, arcade.Random) {
			return nil
		}
		if m := d.cat.Monsters[name]; m == nil || m.Role != role {
			return fmt.Errorf("-%s %q is not a %s card (%s: %v, or random)", flag, name, what, plural, d.cat.CardsOfRank(role))
		}
		return nil
	}
	if err := want("boss", c.boss, cards.RoleBoss, "dungeon boss", "bosses"); err != nil {
		return err
	}
	if err := want("miniboss", c.miniBoss, cards.RoleMiniBoss, "mini-boss", "mini-bosses"); err != nil {
		return err
	}
	for _, sp := range c.spawns {
		if err := want("spawns", sp, cards.RoleSpawningPoint, "spawning point", "spawning points"); err != nil {
			return err
		}
	}
	if c.set != "" && !strings.EqualFold(c.set, arcade.Random) {
		if _, ok := cards.MonsterSetByName(d.sets, c.set); !ok {
			var names []string
			for _, s := range d.sets {
				names = append(names, s.Name)
			}
			return fmt.Errorf("-set %q is not a monster set (sets: %v, or random)", c.set, names)
		}
	}
	return nil
}

// modeCards is how many mode cards a difficulty flips (Arcade rulebook,
// "Easy Mode", "Hard Mode": one to three at random; the simulator uses two).
const modeCards = 2

// setup is the Arcade setup of game seed: the party, the mode cards and
// the monsters, resolved to card names (arcade.ResolveMonsters) so replays
// record them. Random choices use their own source from the seed, so they
// never disturb the game's.
func (d *data) setup(c config, seed uint64) arcade.Setup {
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
		modes = arcade.PickModes(seed, d.easy, modeCards)
	case "hard":
		modes = arcade.PickModes(seed, d.hard, modeCards)
	case "variety":
		modes = arcade.PickVariety(seed, d.easy, d.hard)
	}
	s := arcade.Setup{Seed: seed, Heroes: heroes, Modes: modes, Boss: c.boss, MiniBoss: c.miniBoss, Set: c.set,
		SpawningPoints: slices.Clone(c.spawns), Catalog: d.cat, Cards: d.cards, Tiles: d.tiles}
	if c.heroes >= 5 && c.set == "" && len(c.spawns) == 0 {
		// The box has three spawning points; five or six Heroes play on
		// four tiles (Arcade rulebook, "Game Size"), so add a fourth.
		sps := []string{"Shadow Tower", "Shadow Tower", "Spider Nest", "Spider Nest"}
		r.Shuffle(len(sps), func(i, j int) { sps[i], sps[j] = sps[j], sps[i] })
		s.SpawningPoints = sps
	}
	if r, err := arcade.ResolveMonsters(s); err == nil {
		// On an error (a set name check has already refused) s keeps the
		// choice as given, and NewArcade reports it for the game.
		s = r
	}
	return s
}
