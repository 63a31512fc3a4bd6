package explore

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Setup is the Consul's and the party's choices for an Explore game
// (Explore rulebook, "Game Setup"). Every choice left empty is made "for
// me", from the seed: the same setup always gives the same game.
type Setup struct {
	Seed uint64
	// Heroes are Hero card names in party order (3-6; the book plays 3 or
	// 4, "Game Size" 5 or 6; 1 and 2 are allowed for tests).
	Heroes []string
	// SpawningPoints are the Consul's spawning points, one per tile in tile
	// order (three, four with 5-6 Heroes). Empty: the Arcade box's Shadow
	// Towers and Spider Nest (plus an Egg Clutch for a fourth tile),
	// dealt in an order drawn from the seed. An "" entry is a tile left to
	// the rules (fillSpawningPoints).
	SpawningPoints []string
	// MiniBosses: one (two with 5-6 Heroes); empty: the Knight of the
	// Tower (and Rex); an "" entry is drawn from the seed among the other
	// mini-bosses (fillMiniBosses). Boss: empty is The Midnight Queen.
	MiniBosses []string
	Boss       string
	// Placements and First lay the dungeon by hand (tiles.BuildExplore);
	// with none the tiles are stacked, turned and joined from the seed the
	// way the Arcade builder does it.
	Placements []tiles.Placement
	First      int
	// FirstSpawn names the eight skull points of 8-Bit monsters spawned
	// from the first tile's spawning point ("5. Spawn Monsters"); empty:
	// the pool's 8-Bit monsters in turn, from a start drawn from the seed.
	FirstSpawn []string
	// CoinsAdjust adds to (or takes from) the party's Heroes + 1 Princess
	// Coins ("Adjusting Difficulty").
	CoinsAdjust int
	// Variant is the alternate game mode ("Alternate Game Modes"):
	// VariantBoss (""), VariantRescue or VariantArtifact. Rescue the
	// Prince: PrinceAt is the Consul's square for the prince and
	// PrinceMove the Heroes' up to four squares of moving it (nil: chosen
	// for them). Find the Artifact: EndAt is the end token's square and
	// Crystals the crystals' squares in placement order, Consul first (nil
	// or fewer than five: the rest chosen for them).
	Variant    string
	PrinceAt   *tiles.Point
	PrinceMove []tiles.Point
	EndAt      *tiles.Point
	Crystals   []tiles.Point
	// Square lays four tiles as a square ("Square Dungeons", 5-6 Heroes
	// only): every spawning point and chest rewards as if on the second
	// tile.
	Square bool
	// Rude plays the Rude Supers variant (rude_setup.go); nil: Explore.
	Rude *RudeOptions
	// placing stops New once the mode's tokens given by hand are placed
	// (PlacementBoard).
	placing bool
	// Catalog, Tiles and Data default to the embedded data.
	Catalog *rules.Catalog
	Tiles   *tiles.Set
	Data    *Data
}

const seed2Mix = 0x6A09E667F3BCC909

// Box defaults (Explore, "Components"; a fourth tile needs an
// expansion), new lists each time.
func boxSpawningPoints() []string { return []string{"Shadow Tower", "Shadow Tower", "Spider Nest"} }
func boxMiniBosses() []string     { return []string{"Knight of the Tower", "Rex"} }

const boxBoss = "The Midnight Queen"

// New sets an Explore game up and returns it with the events of the first
// spawn (Explore rulebook, "Game Setup" 1-7): the Consul's monsters, the
// party, the dungeon with a spawning point on each tile's spawn mark and a
// chest on its chest square, the loot and treasure decks shuffled, one
// potion per Hero, Heroes + 1 Princess Coins, the dungeon boss on the
// chart's start space, the Heroes on and next to the start token, and
// eight skull points of 8-Bit monsters from the first tile's spawning
// point (and the second's with 5-6 Heroes, "Game Size").
func New(s Setup) (*rules.Game, []rules.Event, error) {
	nh := len(s.Heroes)
	if nh < 1 || nh > 6 {
		return nil, nil, fmt.Errorf("explore setup: %d Heroes; a party has 1 to 6", nh)
	}
	var err error
	cat, set, data := s.Catalog, s.Tiles, s.Data
	if cat == nil {
		if cat, err = rules.LoadCatalog(); err != nil {
			return nil, nil, fmt.Errorf("explore setup: %w", err)
		}
	}
	if set == nil {
		if set, err = tiles.LoadSet(); err != nil {
			return nil, nil, fmt.Errorf("explore setup: %w", err)
		}
	}
	if data == nil {
		if data, err = LoadData(); err != nil {
			return nil, nil, fmt.Errorf("explore setup: %w", err)
		}
	}
	for i, h := range s.Heroes {
		if cat.Heroes[h] == nil {
			return nil, nil, fmt.Errorf("explore setup: heroes[%d]: no Hero card named %q", i, h)
		}
	}
	tileCount := 3
	side := "3-4"
	if nh >= 5 {
		tileCount, side = 4, "5-6"
	}
	if s.Rude != nil {
		if err := s.Rude.checkParty(nh); err != nil {
			return nil, nil, err
		}
		tileCount = RudeTiles(s.Rude.SetUpFor(nh)) // rude_setup.go
	}
	src := rules.NewRandomSource(s.Seed, s.Seed^seed2Mix)
	r := src.Rand()

	sps := append([]string(nil), s.SpawningPoints...)
	if slices.Contains(sps, "") {
		sps = fillSpawningPoints(sps, cat, data, r)
	}
	if len(sps) == 0 {
		sps = append(sps, boxSpawningPoints()...)
		r.Shuffle(len(sps), func(i, j int) { sps[i], sps[j] = sps[j], sps[i] })
		if tileCount == 4 {
			// Not a Kobold Warren: those come in pairs.
			sps = append(sps, "Egg Clutch")
		}
	}
	if len(sps) != tileCount {
		return nil, nil, fmt.Errorf("explore setup: %d spawning points for %d tiles (one each)", len(sps), tileCount)
	}
	for i, sp := range sps {
		if c := cat.Monsters[sp]; c == nil || c.Role != cards.RoleSpawningPoint {
			return nil, nil, fmt.Errorf("explore setup: spawning points[%d]: %q is not a spawning point card", i, sp)
		}
	}
	for _, p := range data.Paired {
		// "Paired Spawning Points": both of a pair are taken.
		if n := countOf(sps, p); n%2 != 0 {
			return nil, nil, fmt.Errorf("explore setup: %s is a paired spawning point: choose both of the pair (%d chosen)", p, n)
		}
	}
	minis := append([]string(nil), s.MiniBosses...)
	if len(minis) == 0 {
		minis = boxMiniBosses()[:1]
		if nh >= 5 || s.Rude != nil {
			minis = boxMiniBosses()
		}
	}
	if slices.Contains(minis, "") {
		minis = fillMiniBosses(minis, cat, data, r)
	}
	// Explore's Game Size: one mini-boss, two with 5-6 Heroes. Rude Supers
	// keeps every chosen mini-boss in its pool and lets its own allowance
	// table say how many may be in play (rude_setup.go).
	if s.Rude == nil && len(minis) != len(boxMiniBosses()[:1+tileCount/4]) {
		return nil, nil, fmt.Errorf("explore setup: %d mini-bosses; %d Heroes play with %d", len(minis), nh, 1+tileCount/4)
	}
	if len(minis) == 2 && minis[0] == minis[1] {
		return nil, nil, fmt.Errorf("explore setup: the second mini-boss must differ from the first (%s)", minis[0])
	}
	for i, mb := range minis {
		if c := cat.Monsters[mb]; c == nil || c.Role != cards.RoleMiniBoss || data.Profiles[mb] == nil {
			return nil, nil, fmt.Errorf("explore setup: mini-bosses[%d]: %q is not a mini-boss with an Explore profile", i, mb)
		}
	}
	boss := s.Boss
	if boss == "" {
		boss = boxBoss
	}
	if c := cat.Monsters[boss]; c == nil || c.Role != cards.RoleBoss || data.Profiles[boss] == nil {
		return nil, nil, fmt.Errorf("explore setup: boss: %q is not a dungeon boss with an Explore profile", boss)
	}

	var rudeOpts *RudeOptions
	if s.Rude != nil && s.Rude.AntiHero != nil {
		// Rude Supers' Anti-Hero (rude_antihero.go): a mini-boss made
		// from a Hero card, first in the Consul's collection.
		a, err := s.Rude.AntiHero.resolve(cat, s.Heroes, s.Seed)
		if err != nil {
			return nil, nil, err
		}
		cat, data = withAntiHero(cat, data, a)
		minis = append([]string{a.Hero}, minis...)
		o := *s.Rude
		o.AntiHero, rudeOpts = &a, &o
	} else if s.Rude != nil {
		rudeOpts = s.Rude
	}

	var d *tiles.Dungeon
	if s.Square && tileCount != 4 {
		return nil, nil, fmt.Errorf("explore setup: a square dungeon needs four tiles (5 or 6 Heroes), not %d Heroes", nh)
	}
	if s.Square && len(s.Placements) == 0 {
		// "Square Dungeons", laid for me: four tiles on a 2×2 square of
		// cells, tiles, faces and turns drawn until the layout follows
		// the rules (first tile joined to one other, the fourth to the
		// third and not the first).
		cells := []tiles.Point{{X: 0, Y: 0}, {X: 1, Y: 0}, {X: 1, Y: 1}, {X: 0, Y: 1}}
		for try := 0; try < 4000 && d == nil; try++ {
			nums := r.Perm(len(set.Tiles))
			if len(nums) < 4 {
				break
			}
			var pl []tiles.Placement
			for i, c := range cells {
				pl = append(pl, tiles.Placement{Tile: nums[i] + 1, Side: tiles.Side(r.IntN(2)), Rot: r.IntN(4), Cell: c})
			}
			d, _ = set.BuildExplore(r, pl, 0)
		}
		if d == nil {
			return nil, nil, fmt.Errorf("explore setup: no square dungeon could be laid from the tiles")
		}
	} else if len(s.Placements) > 0 {
		if len(s.Placements) != tileCount {
			return nil, nil, fmt.Errorf("explore setup: %d tiles placed; %d Heroes play on %d", len(s.Placements), nh, tileCount)
		}
		d, err = set.BuildExplore(r, s.Placements, s.First)
	} else {
		// "Choose for me": the Arcade builder's random stack and turns.
		d, err = set.BuildArcade(r, tileCount, func() (int, bool) {
			k := r.IntN(6)
			return k % 3, k == 5
		})
	}
	if err != nil {
		return nil, nil, fmt.Errorf("explore setup: %w", err)
	}
	start := r.IntN(64) // where "choose for me" starts in the pool's 8-Bit monsters
	var second *tiles.Point
	var spots []tiles.Point
	var door *TokenStep
	if s.Rude != nil && s.Rude.Pincer && s.placing && s.Rude.SecondStart == nil {
		spots, door, err = pincerStep(d, nh) // rude_variants.go: the party chooses its doorway
	} else if s.Rude != nil && s.Rude.Pincer {
		var at tiles.Point
		spots, at, err = pincerStarts(d, nh, s.Rude.SecondStart) // rude_variants.go
		second = &at
	} else {
		spots, err = rules.StartSquares(d, nh)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("explore setup: %w", err)
	}
	state := &State{Side: side, Boss: boss, MiniBosses: minis, BossID: rules.NoModel, Active: rules.NoModel, Square: s.Square, CoinsAdjust: s.CoinsAdjust, data: data}
	st := rules.Setup{Seed1: s.Seed, Seed2: s.Seed ^ seed2Mix, Board: d.Map, Catalog: cat, Rules: state, Source: src}
	for i, h := range s.Heroes {
		st.Heroes = append(st.Heroes, rules.Placement{Card: h, At: spots[i], Potions: -1})
	}
	rewardTile := func(i int) int {
		if s.Square {
			return 2 // "Square Dungeons": everything rewards as on the second tile
		}
		return i + 1
	}
	for i, p := range d.Spawns {
		st.Monsters = append(st.Monsters, rules.Placement{Card: sps[i], At: p, Tile: rewardTile(i)})
	}
	for i, p := range d.Chests {
		st.Monsters = append(st.Monsters, rules.Placement{Card: rules.ChestCard, At: p, Tile: rewardTile(i)})
	}
	g, err := rules.New(st)
	if err != nil {
		return nil, nil, fmt.Errorf("explore setup: %w", err)
	}
	g.Layout = d.Tiles
	g.Coins = max(0, g.Coins+s.CoinsAdjust)
	loot, treasure := data.Loot, data.Treasure
	if loot == nil {
		if loot, treasure, err = deckLists(); err != nil {
			return nil, nil, fmt.Errorf("explore setup: %w", err)
		}
	}
	for _, dk := range []struct {
		name  string
		cards []string
	}{{rules.LootDeck, loot}, {rules.TreasureDeck, treasure}} {
		k := g.Deck(dk.name)
		k.Draw, k.Discard = append([]string(nil), dk.cards...), nil
		g.Shuffle(k.Draw)
	}
	e := eg{g, state}
	if door != nil {
		// The board for choosing the doorway: the variant's state for the
		// screens, but no round yet.
		state.placing, state.Rude = door, &Rude{Difficulty: s.Rude.Difficulty, Party: s.Rude.SetUpFor(nh)}
		return g, nil, nil
	}
	if s.Rude != nil {
		return e.rudeSetup(*rudeOpts, nh, s.CoinsAdjust, second) // rude_setup.go
	}
	var evs []rules.Event
	ve, err := e.setupVariant(s, r)
	if err != nil {
		return nil, nil, fmt.Errorf("explore setup: %w", err)
	}
	evs = append(evs, ve...)
	if s.placing {
		return g, evs, nil // the board for placing tokens: no monster yet
	}
	firsts := 1
	if tileCount == 4 {
		firsts = 2
	}
	for t := 1; t <= firsts; t++ {
		e2, err := e.firstSpawn(t, s.FirstSpawn, start)
		if err != nil {
			return nil, nil, fmt.Errorf("explore setup: %w", err)
		}
		evs = append(evs, e2...)
	}
	return g, evs, nil
}

// deckLists are the loot and treasure decks, one name per copy.
func deckLists() (loot, treasure []string, err error) {
	l, err := cards.LoadLoot()
	if err != nil {
		return nil, nil, err
	}
	t, err := cards.LoadTreasure()
	if err != nil {
		return nil, nil, err
	}
	copies := func(es []cards.Equipment) []string {
		var out []string
		for _, e := range es {
			for k := 0; k < max(1, e.Count); k++ {
				out = append(out, e.Name)
			}
		}
		return out
	}
	return copies(l), copies(t), nil
}

// firstSpawn spawns eight skull points of 8-Bit monsters from the
// spawning point of tile t, each within three squares and sight of it and
// as close to a Hero as it can be.
func (g eg) firstSpawn(t int, chosen []string, start int) ([]rules.Event, error) {
	var sp *rules.Model
	for i := range g.Models {
		m := &g.Models[i]
		tile := m.Tile
		if g.S.Square {
			tile = g.Board.TileOf(m.Pos) // Tile is the reward's tile there
		}
		if m.Kind == rules.KindSpawningPoint && tile == t {
			sp = m
		}
	}
	if sp == nil {
		return nil, nil
	}
	spID := sp.ID
	names := chosen
	if len(names) == 0 {
		var eight []string
		for _, n := range PoolMonsters(g.Game) {
			if p := g.S.Data().Profiles[n]; p != nil && p.Platform == Bit8 && p.Skulls > 0 {
				eight = append(eight, n)
			}
		}
		if len(eight) == 0 {
			return nil, nil
		}
		k := start % len(eight)
		for skulls, tries := 0, 0; skulls < 8 && tries < 8*len(eight); tries++ {
			n := eight[k%len(eight)]
			k++
			p := g.S.Data().Profiles[n]
			if skulls+p.Skulls <= 8 && g.available(n) > countOf(names, n) {
				names = append(names, n)
				skulls += p.Skulls
			}
		}
	}
	total := 0
	for _, n := range names {
		p := g.S.Data().Profiles[n]
		if p == nil || p.Platform != Bit8 {
			return nil, fmt.Errorf("first spawn: %q is not an 8-Bit monster", n)
		}
		total += p.Skulls
	}
	if total > 8 {
		return nil, fmt.Errorf("first spawn: %d skull points chosen; the first spawn is 8", total)
	}
	evs := []rules.Event{rules.ConsulDecided{Command: "setup", Monster: g.RefOf(spID), Target: g.RefOf(rules.NoModel),
		Reason: fmt.Sprintf("%s on tile %d spawns eight skull points of 8-Bit monsters to start the game: %v", sp.Card, t, names)}}
	for _, n := range names {
		var sq []tiles.Point
		for _, p := range SpawnSquares(g.Game, n) {
			if withinSight(g.Game, g.Model(spID), rules.BaseAt(p, false), 3) {
				sq = append(sq, p)
			}
		}
		at, ok := g.nearestHero(sq)
		if !ok {
			evs = append(evs, rules.Note{Text: fmt.Sprintf("no room for %s by %s", n, sp.Card)})
			continue
		}
		e, err := g.place(n, at, 0, fmt.Sprintf("within three squares and sight of %s, as close to a Hero as it can be", g.Name(spID)))
		if err != nil {
			return nil, err
		}
		evs = append(evs, e...)
	}
	return evs, nil
}

func countOf(list []string, s string) int {
	n := 0
	for _, x := range list {
		if x == s {
			n++
		}
	}
	return n
}

// fillSpawningPoints fills the tiles the Consul left to the rules (""),
// around the ones chosen. "Paired Spawning Points": a pair chosen on one
// tile takes the first tile left open as its other half; the rest are
// drawn from the unpaired spawning points, so the draw never breaks a
// pair. A pair broken on every tile by hand stays broken, and New says
// why it refuses it.
func fillSpawningPoints(sps []string, cat *rules.Catalog, data *Data, r *rand.Rand) []string {
	var open []int
	for i, sp := range sps {
		if sp == "" {
			open = append(open, i)
		}
	}
	for _, p := range data.Paired {
		if len(open) > 0 && countOf(sps, p)%2 == 1 {
			sps[open[0]], open = p, open[1:]
		}
	}
	var unpaired []string
	for name, c := range cat.Monsters {
		if c.Role == cards.RoleSpawningPoint && data.Profiles[name] != nil && !slices.Contains(data.Paired, name) {
			unpaired = append(unpaired, name)
		}
	}
	slices.Sort(unpaired) // map order is not the game's
	for _, i := range open {
		if len(unpaired) > 0 {
			sps[i] = unpaired[r.IntN(len(unpaired))]
		}
	}
	return sps
}

// fillMiniBosses draws the mini-bosses left to the rules ("") from the
// seed, each different from the ones chosen ("Game Size": the second
// mini-boss differs from the first). With none left to draw the entry
// stays "" and New says why it refuses it.
func fillMiniBosses(minis []string, cat *rules.Catalog, data *Data, r *rand.Rand) []string {
	var all []string
	for name, c := range cat.Monsters {
		if c.Role == cards.RoleMiniBoss && data.Profiles[name] != nil {
			all = append(all, name)
		}
	}
	slices.Sort(all) // map order is not the game's
	for i, mb := range minis {
		if mb != "" {
			continue
		}
		var left []string
		for _, n := range all {
			if !slices.Contains(minis, n) {
				left = append(left, n)
			}
		}
		if len(left) > 0 {
			minis[i] = left[r.IntN(len(left))]
		}
	}
	return minis
}
