package arcade

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/rules"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Setup chooses an Arcade game (Arcade rulebook, "Game Setup").
type Setup struct {
	// Seed drives every random choice of the game: the dungeon tiles and
	// green die rolls, the decks, then play.
	Seed uint64
	// Heroes are Hero card names, in party order (1-6 Heroes; 5-6 use four
	// tiles and the 5-6 chart side, Arcade rulebook "Game Size").
	Heroes []string
	// SpawningPoints are spawning point card names, one per tile in tile
	// order. Empty means the Arcade box's set (two Shadow Towers and a Spider
	// Nest), dealt to the tiles in a random order.
	SpawningPoints []string
	// MiniBoss and Boss default to the box's Knight of the Tower and The
	// Midnight Queen.
	MiniBoss, Boss string
	// Set names a monster set that fills whichever of SpawningPoints,
	// MiniBoss and Boss are empty; Random (as Set, MiniBoss, Boss or a
	// spawning point) draws a choice from the seed. See ResolveMonsters;
	// resolve before recording a setup (a replay records card names).
	Set string
	// Modes are easy- and hard-mode card names (at most six).
	Modes []string
	// Catalog, Tiles and Cards default to the embedded data; load them
	// once and share them when setting up many games.
	Catalog *rules.Catalog
	Tiles   *tiles.Set
	Cards   *Cards
}

// boxSpawningPoints are the Arcade box's spawning points (Arcade rulebook,
// "Components").
func boxSpawningPoints() []string { return []string{"Shadow Tower", "Shadow Tower", "Spider Nest"} }

const (
	boxMiniBoss = "Knight of the Tower"
	boxBoss     = "The Midnight Queen"
	// seed2 is the second PCG word derived from Setup.Seed.
	seed2Mix = 0x9E3779B97F4A7C15
)

// New sets an Arcade game up (Arcade rulebook, "Game Setup" steps
// 1-8) and returns it with the events of the first spawn:
//
//  1. monsters: the spawning points (one per tile), mini-boss and boss;
//  2. the Heroes;
//  3. the dungeon, built by tiles.BuildArcade from the game's own random
//     source, the green die rolled with the dice data's green faces (a
//     blank is a face with no star, heart or potion);
//  4. every deck shuffled (loot, treasure, challenge, plot and the boss's
//     boss-fight deck), one potion per Hero, Heroes + 1 Princess Coins, a
//     wrath pool of twice the Heroes, the dungeon boss on the chart's start
//     space;
//  5. easy and hard mode cards recorded; their set-up effects resolve
//     last, once the dungeon is populated, as far as the engine knows them;
//  6. the Heroes on the start token and the squares next to it, in party
//     order: the start first, then the neighbours clockwise from north that
//     a Hero could step to from the start;
//  7. a spawning point on each tile's spawn mark and a treasure chest on
//     each tile's chest square, then the first tile's spawning point spawns
//     (elites within three squares and sight of it, as close to a Hero as
//     possible; minions within two of an elite of their gang).
//
// The same setup always gives the same game.
func New(s Setup) (*rules.Game, []rules.Event, error) {
	nh := len(s.Heroes)
	if nh < 1 || nh > 6 {
		return nil, nil, fmt.Errorf("arcade setup: %d Heroes; a party has 1 to 6", nh)
	}
	cat := s.Catalog
	if cat == nil {
		var err error
		if cat, err = rules.LoadCatalog(); err != nil {
			return nil, nil, fmt.Errorf("arcade setup: %w", err)
		}
	}
	set := s.Tiles
	if set == nil {
		var err error
		if set, err = tiles.LoadSet(); err != nil {
			return nil, nil, fmt.Errorf("arcade setup: %w", err)
		}
	}
	data := s.Cards
	if data == nil {
		var err error
		if data, err = loadArcadeData(); err != nil {
			return nil, nil, fmt.Errorf("arcade setup: %w", err)
		}
	}
	var err error
	if s, err = resolveMonsters(s, cat); err != nil {
		return nil, nil, fmt.Errorf("arcade setup: %w", err)
	}
	for i, h := range s.Heroes {
		if cat.Heroes[h] == nil {
			return nil, nil, fmt.Errorf("arcade setup: heroes[%d]: no Hero card named %q", i, h)
		}
	}
	tileCount := arcadeTiles(nh)
	seed2 := s.Seed ^ seed2Mix
	src := rules.NewRandomSource(s.Seed, seed2)
	r := src.Rand()

	sps := append([]string(nil), s.SpawningPoints...)
	if len(sps) == 0 {
		sps = boxSpawningPoints()
		if tileCount != len(sps) {
			return nil, nil, fmt.Errorf("arcade setup: the box has %d spawning points but %d tiles need one each; choose them", len(sps), tileCount)
		}
		r.Shuffle(len(sps), func(i, j int) { sps[i], sps[j] = sps[j], sps[i] })
	}
	if len(sps) != tileCount {
		return nil, nil, fmt.Errorf("arcade setup: %d spawning points for %d tiles", len(sps), tileCount)
	}
	for i, sp := range sps {
		if c := cat.Monsters[sp]; c == nil || c.Role != cards.RoleSpawningPoint {
			return nil, nil, fmt.Errorf("arcade setup: spawning points[%d]: %q is not a spawning point card", i, sp)
		}
	}
	mini, boss := s.MiniBoss, s.Boss
	if mini == "" {
		mini = boxMiniBoss
	}
	if boss == "" {
		boss = boxBoss
	}
	if c := cat.Monsters[mini]; c == nil || c.Role != cards.RoleMiniBoss {
		return nil, nil, fmt.Errorf("arcade setup: mini-boss: %q is not a mini-boss card", mini)
	}
	if c := cat.Monsters[boss]; c == nil || c.Role != cards.RoleBoss {
		return nil, nil, fmt.Errorf("arcade setup: boss: %q is not a dungeon boss card", boss)
	}
	if len(s.Modes) > 6 {
		return nil, nil, fmt.Errorf("arcade setup: %d mode cards; at most six", len(s.Modes))
	}
	for i, m := range s.Modes {
		if _, ok := data.modes[m]; !ok {
			return nil, nil, fmt.Errorf("arcade setup: modes[%d]: no easy or hard mode card named %q", i, m)
		}
	}

	green := cat.Dice[cards.Green]
	roll := func() (int, bool) {
		f := green.Faces[r.IntN(6)]
		return f.Stars, f.Stars == 0 && !f.Heart && !f.Potion
	}
	d, err := set.BuildArcade(r, tileCount, roll)
	if err != nil {
		return nil, nil, fmt.Errorf("arcade setup: build dungeon: %w", err)
	}

	// Heroes on or next to the start token.
	free, err := rules.StartSquares(d, nh)
	if err != nil {
		return nil, nil, fmt.Errorf("arcade setup: %w", err)
	}
	// The game continues the random stream that built the dungeon.
	state := &State{Chart: cards.ChartSideFor(nh), Boss: boss, MiniBoss: mini, data: data}
	copy(state.Modes[:], s.Modes)
	st := rules.Setup{Seed1: s.Seed, Seed2: seed2, Board: d.Map, Catalog: cat, Rules: state, Source: src}
	for i, h := range s.Heroes {
		st.Heroes = append(st.Heroes, rules.Placement{Card: h, At: free[i], Potions: -1})
	}
	for i, p := range d.Spawns {
		st.Monsters = append(st.Monsters, rules.Placement{Card: sps[i], At: p, Tile: i + 1})
	}
	for i, p := range d.Chests {
		st.Monsters = append(st.Monsters, rules.Placement{Card: rules.ChestCard, At: p, Tile: i + 1})
	}
	rg, err := rules.New(st)
	if err != nil {
		return nil, nil, fmt.Errorf("arcade setup: %w", err)
	}
	rg.Layout = d.Tiles
	g := ag{rg, state}
	g.dealDecks(data, boss)

	var evs []rules.Event
	// Only the first tile's spawning point spawns at the start.
	var first *rules.Model
	for i := range g.Models {
		if m := &g.Models[i]; m.Kind == rules.KindSpawningPoint && m.Tile == 1 {
			first = m
			break
		}
	}
	if first != nil {
		evs = append(evs, g.decided("setup", first.ID, rules.NoModel, "%s on the first tile spawns its monsters to start the game", first.Card))
		evs = append(evs, g.spawnFrom("setup", first, rules.NoModel)...)
	}
	// Mode cards' set-up, once the dungeon is populated.
	for _, m := range s.Modes {
		for _, e := range data.modes[m].Setup {
			evs = append(evs, g.instantEffect(e, m)...)
		}
	}
	// A plot a mode card drew at set-up (Plots Within Plots: "the chart's
	// plot, or the first fallen spawning point, still brings another").
	state.SetupPlot = state.Plot != ""
	return rg, evs, nil
}

// dealDecks builds and shuffles every deck (Arcade rulebook, "4. Cards,
// Dice, and Tokens"): loot and treasure with their copies, challenge, plot,
// and the chosen boss's boss-fight deck set aside for later.
func (g ag) dealDecks(d *Cards, boss string) {
	put := func(name string, cs []string) {
		dk := g.Deck(name)
		dk.Draw, dk.Discard = append([]string(nil), cs...), nil
		g.Shuffle(dk.Draw)
	}
	put(rules.LootDeck, d.loot)
	put(rules.TreasureDeck, d.treasure)
	put(ChallengeDeck, d.challengeList)
	var names []string
	for _, c := range cards.BossDeck(d.bossChallenges, boss) {
		names = append(names, c.Name)
	}
	put(BossChallengeDeck, names)
	put(PlotDeck, d.plotList)
}
