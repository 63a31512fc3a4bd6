package explore

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// RudeSpawn spawns one monster next to spawning point From in the
// Consul's Phase 1 (Rude Supers, "Consul Phase 1: Spawn/Upkeep"): any
// monster of the shared spawning pool, or a mini-boss of the Consul's
// collection for four skulls under "Spawning Mini-Bosses".
type RudeSpawn struct {
	Monster string
	From    rules.ModelID
	At      tiles.Point
	Why     string
}

// RudeSpawnBoss brings the dungeon boss in at At, at least ten squares
// from every Hero ("Spawning the Dungeon Boss").
type RudeSpawnBoss struct {
	At  tiles.Point
	Why string
}

func (RudeSpawn) CommandName() string     { return "spawn (Rude Supers)" }
func (RudeSpawnBoss) CommandName() string { return "spawn the boss (Rude Supers)" }

// spawning refuses c outside the Consul's Phase 1.
func (g eg) spawning(c rules.Command) error {
	r := g.rude()
	switch {
	case r == nil:
		return rules.Illegal(c, "%v", errNotRude)
	case g.Phase != rules.ConsulTurn:
		return rules.Illegal(c, "the Consul spawns at the start of its turn (now %s)", g.Phase)
	case r.Moving || g.S.Active != rules.NoModel:
		return rules.Illegal(c, "the Consul's monsters are already moving: spawning is over for this round")
	}
	return nil
}

// RudePool lists the monsters the shared spawning pool still holds and
// how many of each: the pools of the spawning points in play ("any
// monster may spawn from any spawn point"; a destroyed spawning point's
// monsters leave the pool) less the models in play.
//
// "For a Paired Spawn Point, if its complement is still active, only half
// the monsters on its card remain in the Spawning Pool (rounded up)": the
// pair's pool is the two cards' together (data/explore.yaml splits it
// between them), so a Warren left alone keeps half the pair's pool,
// rounded up; both standing, all of it.
func RudePool(g *rules.Game) map[string]int {
	out := map[string]int{}
	s := StateOf(g)
	pairs := map[string][2]int{} // paired card: standing, fallen
	pairPool := map[string]map[string]int{}
	for i := range g.Models {
		sp := &g.Models[i]
		c := g.MonsterCard(sp)
		if sp.Kind != rules.KindSpawningPoint || c == nil {
			continue
		}
		if s != nil && s.Data().IsPaired(sp.Card) {
			n := pairs[sp.Card]
			if sp.InPlay {
				n[0]++
			} else {
				n[1]++
			}
			pairs[sp.Card] = n
			if pairPool[sp.Card] == nil {
				pairPool[sp.Card] = map[string]int{}
			}
			for _, e := range c.Pool {
				pairPool[sp.Card][e.Monster] += e.Count
			}
			continue
		}
		if sp.InPlay {
			for _, e := range c.Pool {
				out[e.Monster] += e.Count
			}
		}
	}
	for card, n := range pairs {
		for monster, k := range pairPool[card] {
			switch {
			case n[0] > 0 && n[1] == 0:
				out[monster] += k
			case n[0] > 0:
				out[monster] += (k + 1) / 2
			}
		}
	}
	for i := range g.Models {
		if m := &g.Models[i]; m.InPlay {
			if n, ok := out[m.Card]; ok {
				out[m.Card] = max(0, n-1)
			}
		}
	}
	return out
}

// RudeSpawnSquares lists the squares next to spawning point sp where card
// fits ("spawns ... monsters adjacent to a spawn point").
func RudeSpawnSquares(g *rules.Game, card string, sp rules.ModelID) []tiles.Point {
	c := g.Catalog().Monsters[card]
	p := g.Model(sp)
	if c == nil || p == nil || !p.InPlay || p.Kind != rules.KindSpawningPoint {
		return nil
	}
	var out []tiles.Point
	for _, a := range p.Squares() {
		for y := a.Y - 2; y <= a.Y+1; y++ {
			for x := a.X - 2; x <= a.X+1; x++ {
				q := tiles.Point{X: x, Y: y}
				if slices.Contains(out, q) || !g.Fits(q, c.Large, rules.NoModel) {
					continue
				}
				for _, b := range rules.BaseAt(q, c.Large) {
					if g.ModelDist(p, &rules.Model{Pos: b}) == 1 {
						out = append(out, q)
						break
					}
				}
			}
		}
	}
	slices.SortFunc(out, func(a, b tiles.Point) int {
		if a.Y != b.Y {
			return a.Y - b.Y
		}
		return a.X - b.X
	})
	return out
}

func (c RudeSpawn) apply(g eg) ([]rules.Event, error) {
	if err := g.spawning(c); err != nil {
		return nil, err
	}
	r := g.rude()
	mc := g.Catalog().Monsters[c.Monster]
	p := g.S.Data().Profiles[c.Monster]
	if mc == nil || p == nil {
		return nil, rules.Illegal(c, "%q is not a monster with an Explore profile", c.Monster)
	}
	cost := p.Skulls
	var why string
	switch mc.Role {
	case cards.RoleMiniBoss:
		if !slices.Contains(g.S.MiniBosses, c.Monster) {
			return nil, rules.Illegal(c, "%s is not one of the Consul's mini-bosses", c.Monster)
		}
		for i := range g.Models {
			if m := &g.Models[i]; m.InPlay && m.Card == c.Monster {
				return nil, rules.Illegal(c, "%s is already in the dungeon", c.Monster)
			}
		}
		if err := g.MiniBossAllowed(c.From); err != nil {
			return nil, rules.Illegal(c, "%v", err)
		}
		cost, why = RudeMiniBossCost, "a mini-boss for four skulls; every condition of \"Spawning Mini-Bosses\" holds"
	case cards.RoleSpawningPoint, cards.RoleBoss, cards.RoleBooBooty:
		return nil, rules.Illegal(c, "%s does not spawn from the pool", c.Monster)
	default:
		if RudePool(g.Game)[c.Monster] == 0 {
			return nil, rules.Illegal(c, "the spawning pool has no %s left (the pools of the spawning points still standing)", c.Monster)
		}
		why = "from the shared spawning pool (any monster from any spawning point)"
	}
	if cost > r.SpawnLeft {
		return nil, rules.Illegal(c, "%s costs %s; this round has only %s left", c.Monster, rules.CountOf(cost, "skull"), rules.CountOf(r.SpawnLeft, "skull"))
	}
	if !slices.Contains(RudeSpawnSquares(g.Game, c.Monster, c.From), c.At) {
		return nil, rules.Illegal(c, "%v is not a free square next to that spawning point", c.At)
	}
	r.SpawnLeft -= cost
	evs, err := g.place(c.Monster, c.At, cost, why)
	if err != nil {
		return nil, err
	}
	if mc.Role == cards.RoleMiniBoss {
		r.MiniBossRounds = append(clip(r.MiniBossRounds), g.Turn)
		g.S.MiniBossIDs = append(clip(g.S.MiniBossIDs), g.lastID())
		if a := r.AntiHero; a != nil && a.Hero == c.Monster {
			evs = append(evs, rudeNote("The Anti-Hero %s enters the dungeon on the Consul's side, wearing %s and %s (Rude Supers' Anti-Hero: a Hero standing in for a mini-boss)", c.Monster, a.Loot, a.Treasure))
		} else {
			evs = append(evs, rudeNote("%s enters the dungeon (Rude Supers, \"Spawning Mini-Bosses\")", c.Monster))
		}
	}
	return evs, nil
}

// miniBossesIn counts the mini-bosses in play on tile t (-1: anywhere).
func (g eg) miniBossesIn(t int) int {
	n := 0
	for i := range g.Models {
		m := &g.Models[i]
		if c := g.MonsterCard(m); m.InPlay && c != nil && c.Role == cards.RoleMiniBoss && (t < 0 || g.Board.TileOf(m.Pos) == t) {
			n++
		}
	}
	return n
}

// heroesIn counts the Heroes in play on tile t.
func (g eg) heroesIn(t int) int {
	n := 0
	for _, id := range g.HeroesInPlay() {
		if g.Board.TileOf(g.Model(id).Pos) == t {
			n++
		}
	}
	return n
}

// spawnPointTiles lists the tiles of the spawning points in play, by
// spawning point id.
func (g eg) spawnPointTiles() map[rules.ModelID]int {
	out := map[rules.ModelID]int{}
	for i := range g.Models {
		if m := &g.Models[i]; m.InPlay && m.Kind == rules.KindSpawningPoint {
			out[m.ID] = g.Board.TileOf(m.Pos)
		}
	}
	return out
}

// MiniBossAllowed answers "Spawning Mini-Bosses" for spawning point sp:
// the maximum and spawn rate by party size, then the six conditions in
// order; nil when a mini-boss may spawn there, else the first "no".
func (g eg) MiniBossAllowed(sp rules.ModelID) error {
	r := g.rude()
	tilesOf := g.spawnPointTiles()
	t, ok := tilesOf[sp]
	if !ok {
		return fmt.Errorf("model %d is not a spawning point in play", sp)
	}
	// #1 Is it Round 2 or later?
	if g.Turn < 2 {
		return fmt.Errorf("condition #1: mini-bosses spawn from round 2")
	}
	// #2 Is the Consul under his Mini-Boss limit?
	if n := g.miniBossesIn(-1); n >= r.MiniBossMax() {
		return fmt.Errorf("condition #2: %d mini-boss(es) in play, the limit is %d", n, r.MiniBossMax())
	}
	// The spawn rate: one every other round (3 Heroes), one per round (4),
	// one per round per spawning point (5).
	this, last := 0, false
	for _, rd := range r.MiniBossRounds {
		if rd == g.Turn {
			this++
		}
		last = last || rd == g.Turn-1
	}
	switch r.row() {
	case 3:
		if this > 0 || last {
			return fmt.Errorf("spawn rate: with 3 Heroes, one mini-boss every other round")
		}
	case 4:
		if this > 0 {
			return fmt.Errorf("spawn rate: with 4 Heroes, one mini-boss per round")
		}
	default:
		if this >= len(tilesOf) {
			return fmt.Errorf("spawn rate: one mini-boss per round per spawning point")
		}
	}
	// #3 With one spawning point left, are all mini-bosses in the pool
	// and none in play?
	if len(tilesOf) == 1 && g.miniBossesIn(-1) > 0 {
		return fmt.Errorf("condition #3: one spawning point is left and a mini-boss is still in play")
	}
	// #4 On a tile that already has a mini-boss, do all other spawning
	// point tiles have one or more?
	if g.miniBossesIn(t) > 0 {
		for id, o := range tilesOf {
			if id != sp && g.miniBossesIn(o) == 0 {
				return fmt.Errorf("condition #4: another spawning point's tile has no mini-boss yet")
			}
		}
	}
	// #5 Is there only one (or fewer) mini-boss on this tile?
	if g.miniBossesIn(t) > 1 {
		return fmt.Errorf("condition #5: this tile already has two mini-bosses")
	}
	// #6 Unless no spawning point tile meets it, are there no Heroes on
	// this tile?
	if g.heroesIn(t) > 0 {
		for _, o := range tilesOf {
			if g.heroesIn(o) == 0 {
				return fmt.Errorf("condition #6: a Hero is on this tile and another spawning point's tile has none")
			}
		}
	}
	return nil
}

// BossMaySpawn answers "Spawning the Dungeon Boss" 1 and 2: spawning
// points and mini-bosses destroyed (in total, a project reading of the
// editor's question) at least the party's size, or no Princess Coin left.
// (3, every spawning point destroyed, brings the boss by itself.)
func (g eg) BossMaySpawn() error {
	if g.S.BossID != rules.NoModel {
		return fmt.Errorf("the boss is already in the dungeon")
	}
	down := 0
	for i := range g.Models {
		m := &g.Models[i]
		c := g.MonsterCard(m)
		if !m.InPlay && c != nil && (c.Role == cards.RoleSpawningPoint || c.Role == cards.RoleMiniBoss) {
			down++
		}
	}
	if down >= g.rude().Party || g.Coins == 0 {
		return nil
	}
	return fmt.Errorf("the boss waits: %d of %d spawning points and mini-bosses destroyed, and the party still has Princess Coins", down, g.rude().Party)
}

// BossSquares lists where the boss may enter: squares it fits on at least
// ten squares from every Hero.
func BossSquares(g *rules.Game) []tiles.Point {
	s := StateOf(g)
	if s == nil {
		return nil
	}
	c := g.Catalog().Monsters[s.Boss]
	if c == nil {
		return nil
	}
	var out []tiles.Point
	for _, p := range g.Board.Points() {
		if !g.Fits(p, c.Large, rules.NoModel) {
			continue
		}
		far := true
		for _, id := range g.HeroesInPlay() {
			for _, b := range rules.BaseAt(p, c.Large) {
				far = far && tiles.Dist(b, g.Model(id).Pos) >= RudeBossDistance
			}
		}
		if far {
			out = append(out, p)
		}
	}
	return out
}

func (c RudeSpawnBoss) apply(g eg) ([]rules.Event, error) {
	if err := g.spawning(c); err != nil {
		return nil, err
	}
	if err := g.BossMaySpawn(); err != nil {
		return nil, rules.Illegal(c, "%v", err)
	}
	if !slices.Contains(BossSquares(g.Game), c.At) {
		return nil, rules.Illegal(c, "%v is not a free square at least %d squares from every Hero", c.At, RudeBossDistance)
	}
	return g.rudeBossArrives2(c.At, "the Consul calls the boss (Rude Supers, \"Spawning the Dungeon Boss\")"), nil
}

// rudeBossArrives spawns the boss on the first square of BossSquares
// nearest a Hero (at: NoModel), the automatic arrival.
func (g eg) rudeBossArrives(_ rules.ModelID, why string) []rules.Event {
	sq := BossSquares(g.Game)
	if len(sq) == 0 {
		// Project decision: a dungeon too small for ten squares takes the
		// square farthest from the Heroes.
		sq = g.farthestSquares()
	}
	if len(sq) == 0 {
		return []rules.Event{rules.Note{Text: "no room anywhere for the dungeon boss"}}
	}
	at, _ := g.nearestHero(sq)
	return g.rudeBossArrives2(at, why)
}

func (g eg) rudeBossArrives2(at tiles.Point, why string) []rules.Event {
	evs, err := g.place(g.S.Boss, at, 0, why)
	if err != nil {
		return []rules.Event{rules.Note{Text: err.Error()}}
	}
	g.S.BossID = g.lastID()
	g.rude().BossRound = g.Turn
	return append(evs, rudeMoment(MomentBoss, "%s enters the dungeon: %s", g.S.Boss, why))
}

// farthestSquares are the free squares farthest from the nearest Hero.
func (g eg) farthestSquares() []tiles.Point {
	c := g.Catalog().Monsters[g.S.Boss]
	best := -1
	var out []tiles.Point
	for _, p := range g.Board.Points() {
		if c == nil || !g.Fits(p, c.Large, rules.NoModel) {
			continue
		}
		d := 1 << 20
		for _, id := range g.HeroesInPlay() {
			d = min(d, tiles.Dist(p, g.Model(id).Pos))
		}
		if d > best {
			best, out = d, []tiles.Point{p}
		} else if d == best {
			out = append(out, p)
		}
	}
	return out
}

// MiniBossMayEnter is MiniBossAllowed for spawning point sp of g (nil: a
// mini-boss may spawn there now).
func MiniBossMayEnter(g *rules.Game, sp rules.ModelID) error {
	s := StateOf(g)
	if s == nil || s.Rude == nil {
		return errNotRude
	}
	return eg{g, s}.MiniBossAllowed(sp)
}

// BossMayEnter is BossMaySpawn for g (nil: the Consul may call the boss).
func BossMayEnter(g *rules.Game) error {
	s := StateOf(g)
	if s == nil || s.Rude == nil {
		return errNotRude
	}
	return eg{g, s}.BossMaySpawn()
}
