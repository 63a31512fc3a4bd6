package classic

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Setup is the Consul's and the party's choices for a classic game (1st
// edition, "Game Size", "Choosing your Models", "Preparing the
// Adventure"). Every choice left empty is made "for me" from the seed.
type Setup struct {
	Seed uint64
	// Size is delve, crawl or siege ("" is crawl).
	Size string
	// Heroes are Hero card names (the size's number; fewer or more are
	// allowed, 1 to 6, for tests and house games).
	Heroes []string
	// SpawningPoints, the size's number (one per tile; a Siege's fifth
	// shares a tile, see New); empty: the book's example Consul (a pair
	// of Kobold Warrens, an Egg Clutch in a Crawl, a second pair of
	// Warrens in a Siege), dealt to the tiles in an order drawn from the
	// seed. Kobold Warrens come in pairs.
	SpawningPoints []string
	// MiniBosses (one; two in a Siege) and Boss (none in a Delve); empty:
	// Rex and Starfire.
	MiniBosses []string
	Boss       string
	// Catalog, Tiles and Data default to the embedded data.
	Catalog *rules.Catalog
	Tiles   *tiles.Set
	Data    *Data
}

const seed2Mix = 0x3C6EF372FE94F82B

// Defaults returns the "choose for me" Consul of a size: spawning points,
// mini-bosses and boss. The spawning points are the book's examples
// ("Choosing your Models"): a pair of Kobold Warrens, then an Egg Clutch
// (a Crawl's three), then two more Kobold Warrens (a Siege's five); a
// size asking for more takes more Egg Clutches.
func Defaults(size Size) (sps, minis []string, boss string) {
	sps = []string{"Kobold Warren", "Kobold Warren", "Egg Clutch", "Kobold Warren", "Kobold Warren"}
	for len(sps) < size.SpawningPoints {
		sps = append(sps, "Egg Clutch")
	}
	sps = sps[:size.SpawningPoints]
	for range size.MiniBosses {
		minis = append(minis, "Rex")
	}
	if size.Boss {
		boss = "Starfire"
	}
	return sps, minis, boss
}

// New sets a classic game up (1st edition, "Preparing the Adventure"):
// the dungeon of the size's tiles, a spawning point on each tile's spawn
// mark, the Heroes by the start marker with one potion each, a chest per
// Hero (one per tile), the loot and treasure decks shuffled, the Power
// Gauge and Loot-O-Meter at their start, and round 1's spawning phase
// open.
func New(s Setup) (*rules.Game, []rules.Event, error) {
	var err error
	cat, set, data := s.Catalog, s.Tiles, s.Data
	if cat == nil {
		if cat, err = rules.LoadCatalog(); err != nil {
			return nil, nil, fmt.Errorf("classic setup: %w", err)
		}
	}
	if set == nil {
		if set, err = tiles.LoadSet(); err != nil {
			return nil, nil, fmt.Errorf("classic setup: %w", err)
		}
	}
	if data == nil {
		if data, err = LoadData(); err != nil {
			return nil, nil, fmt.Errorf("classic setup: %w", err)
		}
	}
	cat = ClassicCatalog(cat, data)
	sizeName := s.Size
	if sizeName == "" {
		sizeName = "crawl"
	}
	size, ok := data.Sizes[sizeName]
	if !ok {
		return nil, nil, fmt.Errorf("classic setup: size %q (want delve, crawl or siege)", s.Size)
	}
	nh := len(s.Heroes)
	if nh < 1 || nh > 6 {
		return nil, nil, fmt.Errorf("classic setup: %d Heroes; a party has 1 to 6", nh)
	}
	for i, h := range s.Heroes {
		if cat.Heroes[h] == nil {
			return nil, nil, fmt.Errorf("classic setup: heroes[%d]: no Hero card named %q", i, h)
		}
	}
	src := rules.NewRandomSource(s.Seed, s.Seed^seed2Mix)
	r := src.Rand()
	defSP, defMini, defBoss := Defaults(size)
	sps := append([]string(nil), s.SpawningPoints...)
	if len(sps) == 0 {
		sps = defSP
		r.Shuffle(len(sps), func(i, j int) { sps[i], sps[j] = sps[j], sps[i] })
	}
	if len(sps) != size.SpawningPoints {
		return nil, nil, fmt.Errorf("classic setup: %d spawning points; a %s has %d", len(sps), sizeName, size.SpawningPoints)
	}
	count := map[string]int{}
	for i, sp := range sps {
		c := cat.Monsters[sp]
		pool, ok := data.Pools[sp]
		if c == nil || c.Role != cards.RoleSpawningPoint || !ok || data.Profiles[sp] == nil {
			return nil, nil, fmt.Errorf("classic setup: spawning points[%d]: %q is not a spawning point with a classic pool", i, sp)
		}
		if pool.Pair {
			count[sp]++
		}
	}
	for sp, n := range count {
		if n%2 != 0 {
			return nil, nil, fmt.Errorf("classic setup: %s comes in pairs (%d chosen)", sp, n)
		}
	}
	minis := append([]string(nil), s.MiniBosses...)
	if len(minis) == 0 {
		minis = defMini
	}
	for i, mb := range minis {
		if p := data.Profiles[mb]; p == nil || p.Type != "mini-boss" || cat.Monsters[mb] == nil {
			return nil, nil, fmt.Errorf("classic setup: mini-bosses[%d]: %q is not a mini-boss with a classic profile", i, mb)
		}
	}
	boss := s.Boss
	if boss == "" {
		boss = defBoss
	}
	if !size.Boss {
		boss = ""
	}
	if boss != "" {
		if p := data.Profiles[boss]; p == nil || p.Type != "boss" || cat.Monsters[boss] == nil {
			return nil, nil, fmt.Errorf("classic setup: boss: %q is not a dungeon boss with a classic profile", boss)
		}
	}
	d, err := set.BuildArcade(r, size.Tiles, func() (int, bool) {
		k := r.IntN(6)
		return k % 3, k == 5
	})
	if err != nil {
		return nil, nil, fmt.Errorf("classic setup: %w", err)
	}
	spots, err := rules.StartSquares(d, nh)
	if err != nil {
		return nil, nil, fmt.Errorf("classic setup: %w", err)
	}
	state := &State{Size: sizeName, Boss: boss, MiniBosses: minis, BossID: rules.NoModel, Active: rules.NoModel,
		InitHero: rules.NoModel, InitMonster: rules.NoModel, HeroRanAt: -1, data: data, bonusFor: rules.NoModel}
	st := rules.Setup{Seed1: s.Seed, Seed2: s.Seed ^ seed2Mix, Board: d.Map, Catalog: cat, Rules: state, Source: src}
	for i, h := range s.Heroes {
		st.Heroes = append(st.Heroes, rules.Placement{Card: h, At: spots[i], Potions: -1})
	}
	for i, p := range d.Spawns {
		if i < len(sps) {
			st.Monsters = append(st.Monsters, rules.Placement{Card: sps[i], At: p, Tile: i + 1})
		}
	}
	for _, sp := range sps[min(len(sps), len(d.Spawns)):] {
		// More spawning points than tiles (a Siege's five on the
		// project's four tiles): the book's "one per tile" gives way to
		// its five spawning points (README.md).
		p, ok := extraSpawnSquare(d, st.Monsters, cat.Monsters[sp].Large)
		if !ok {
			return nil, nil, fmt.Errorf("classic setup: no room for a spawning point more (%s)", sp)
		}
		st.Monsters = append(st.Monsters, rules.Placement{Card: sp, At: p, Tile: d.Map.TileOf(p)})
	}
	// One chest per Hero, one per tile (1st edition, "Consul Places
	// Treasure Chests").
	for i, p := range d.Chests {
		if i < nh {
			st.Monsters = append(st.Monsters, rules.Placement{Card: rules.ChestCard, At: p, Tile: i + 1})
		}
	}
	g, err := rules.New(st)
	if err != nil {
		return nil, nil, fmt.Errorf("classic setup: %w", err)
	}
	if data.LootDeck == nil {
		if data.LootDeck, data.TreasureDeck, err = deckLists(); err != nil {
			return nil, nil, fmt.Errorf("classic setup: %w", err)
		}
		data.LootDeck = append(data.LootDeck, data.ExtraLoot...)
	}
	g.Layout = d.Tiles
	g.Coins = 0 // no Princess Coins: a fallen Hero waits for Resurrect
	for _, dk := range []struct {
		name  string
		cards []string
	}{{rules.LootDeck, data.LootDeck}, {rules.TreasureDeck, data.TreasureDeck}} {
		k := g.Deck(dk.name)
		k.Draw, k.Discard = append([]string(nil), dk.cards...), nil
		g.Shuffle(k.Draw)
	}
	evs := cg{g, state}.beginRound()
	return g, evs, nil
}

// extraSpawnSquare is where a spawning point goes when the dungeon has
// more spawning points than tiles (project decision, README.md): the
// open floor square (no tile effect) with room on every side, farthest
// from the start marker, every spawning point already placed and every
// chest mark; the first in row order on ties.
func extraSpawnSquare(d *tiles.Dungeon, placed []rules.Placement, large bool) (tiles.Point, bool) {
	m := d.Map
	anchors := append([]tiles.Point{d.Start}, d.Chests...)
	for _, p := range placed {
		anchors = append(anchors, p.At)
	}
	open := func(p tiles.Point) bool {
		sq := m.At(p)
		return m.In(p) && sq.Terrain == tiles.Floor && sq.Effect == ""
	}
	best, bestD := tiles.Point{}, -1
	for _, p := range m.Points() {
		ok := true
		for _, b := range rules.BaseAt(p, large) {
			// Every square around the base open and on the base's tile,
			// so monsters have room to spawn and no hallway is blocked.
			for y := b.Y - 1; y <= b.Y+1 && ok; y++ {
				for x := b.X - 1; x <= b.X+1 && ok; x++ {
					q := tiles.Point{X: x, Y: y}
					ok = open(q) && m.TileOf(q) == m.TileOf(p)
				}
			}
		}
		if !ok {
			continue
		}
		near := 1 << 20
		for _, a := range anchors {
			for _, b := range rules.BaseAt(p, large) {
				near = min(near, tiles.Dist(a, b))
			}
		}
		if near > bestD {
			best, bestD = p, near
		}
	}
	return best, bestD > 0
}
