package explore

import (
	"fmt"
	"slices"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// AdvanceChart moves the dungeon boss one space along the Mighty Monster
// Chart in the Consul's power-up and applies the space (Explore rulebook,
// "4. Mighty Monsters"): its skull points become this power-up's spawning
// allowance (Spawn commands), the mini-boss or dungeon boss spawns, the
// bonus is gained (Bonus picks one when the space offers several) and a
// boss sighting strikes. Relics, when the boss spawns, are chosen by the
// Relics names (the first that fit when empty).
type AdvanceChart struct {
	Bonus  int
	Relics []string
	Why    string
}

// Spawn places a monster from the spawning pool on At, within three
// squares and line of sight of a spawning point, paying its skull points
// from the chart space's allowance ("Spawning").
type Spawn struct {
	Monster string
	At      tiles.Point
	Why     string
}

func (AdvanceChart) CommandName() string { return "advance the chart" }
func (Spawn) CommandName() string        { return "spawn" }

// ChartAdvanced reports the chart's new space and what it holds.
type ChartAdvanced struct {
	Space int
	What  string
}

func (e ChartAdvanced) Kind() string { return "chart-advanced" }
func (e ChartAdvanced) String() string {
	return fmt.Sprintf("the dungeon boss advances to space %d of the Mighty Monster Chart: %s", e.Space, e.What)
}

// MonsterSpawned reports a model entering the dungeon.
type MonsterSpawned struct {
	Model  rules.Ref
	At     tiles.Point
	Skulls int
	Reason string
}

func (e MonsterSpawned) Kind() string { return "monster-spawned" }
func (e MonsterSpawned) String() string {
	return fmt.Sprintf("%s spawns (%s)", e.Model, e.Reason)
}

// BonusGained reports a chart bonus or relic taking effect.
type BonusGained struct {
	Name, Who, What string
}

func (e BonusGained) Kind() string { return "bonus-gained" }
func (e BonusGained) String() string {
	return fmt.Sprintf("%s gains %s (%s)", e.Who, e.Name, e.What)
}

// describe says what a bonus gives, in words.
func (b Bonus) describe() string {
	var parts []string
	if !b.Offense.IsZero() {
		parts = append(parts, "+"+b.Offense.String()+" on offense")
	}
	if !b.Defense.IsZero() {
		parts = append(parts, "+"+b.Defense.String()+" on defense")
	}
	if b.Keyword != "" {
		parts = append(parts, b.Keyword)
	}
	return strings.Join(parts, ", ")
}

// describe says what a chart space holds.
func (s Space) describe() string {
	var parts []string
	if s.Spawn > 0 {
		var ps []string
		for _, p := range s.Platforms {
			ps = append(ps, string(p))
		}
		parts = append(parts, fmt.Sprintf("spawn %s of %s monsters", rules.CountOf(s.Spawn, "skull point"), strings.Join(ps, " or ")))
	}
	if len(s.Bonuses) > 0 {
		var bs []string
		for _, b := range s.Bonuses {
			bs = append(bs, b.Name)
		}
		parts = append(parts, "a bonus: "+strings.Join(bs, " or "))
	}
	if s.MiniBoss {
		parts = append(parts, "spawn the mini-boss")
	}
	if len(s.Sighting) > 0 {
		parts = append(parts, "boss sighting on "+tilesText(s.Sighting))
	}
	if s.Boss {
		parts = append(parts, "spawn the dungeon boss")
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, "; ")
}

// canAdvance refuses an advance of the chart that is not allowed now.
func (g eg) canAdvance(c rules.Command) error {
	if g.Phase != rules.ConsulPowerUp {
		return rules.Illegal(c, "the chart advances in the Consul's power-up (now %s)", g.Phase)
	}
	if g.S.AdvancedTurn == g.Turn {
		return rules.Illegal(c, "the chart has already advanced this turn")
	}
	if g.S.BossID != rules.NoModel {
		return rules.Illegal(c, "the dungeon boss is in the dungeon: the chart no longer advances")
	}
	return nil
}

func (c AdvanceChart) apply(g eg) ([]rules.Event, error) {
	if err := g.canAdvance(c); err != nil {
		return nil, err
	}
	ch := g.S.Chart()
	next := min(g.S.Space+1, len(ch)-1)
	sp := ch[next]
	if len(sp.Bonuses) > 0 && (c.Bonus < 0 || c.Bonus >= len(sp.Bonuses)) {
		return nil, rules.Illegal(c, "space %d offers %d bonuses; choose 0 to %d", next, len(sp.Bonuses), len(sp.Bonuses)-1)
	}
	return g.advance(c.Bonus, c.Relics), nil
}

// advance moves the boss one space and applies it in the book's order:
// spawns and bosses, then bonuses, then boss sightings.
func (g eg) advance(bonus int, relics []string) []rules.Event {
	ch := g.S.Chart()
	g.S.Space = min(g.S.Space+1, len(ch)-1)
	g.S.AdvancedTurn = g.Turn
	sp := ch[g.S.Space]
	evs := []rules.Event{ChartAdvanced{Space: g.S.Space, What: sp.describe()}}
	// 1. Spawn monsters and bosses.
	g.S.SpawnLeft, g.S.SpawnPlatforms = sp.Spawn, sp.Platforms
	if sp.Spawn > 0 && g.S.Variant == VariantArtifact && g.S.HasCarrier {
		// "While a Hero has the artifact equipped, the Consul spawns 2
		// additional skulls."
		g.S.SpawnLeft += ArtifactSpawnBonus
	}
	if sp.MiniBoss {
		evs = append(evs, g.spawnMiniBoss()...)
	}
	if sp.Boss {
		evs = append(evs, g.spawnBoss(relics, "the chart reached Spawn Dungeon Boss")...)
	}
	// 2. Bonuses.
	if len(sp.Bonuses) > 0 {
		b := sp.Bonuses[min(max(bonus, 0), len(sp.Bonuses)-1)]
		g.S.Bonuses = append(slices.Clip(g.S.Bonuses), b)
		evs = append(evs, BonusGained{Name: b.Name, Who: "every monster but the dungeon boss", What: b.describe()})
	}
	// 3. Boss sightings.
	if len(sp.Sighting) > 0 {
		evs = append(evs, g.sighting(sp.Sighting)...)
	}
	// No spawning point left: the boss comes by itself.
	if g.S.BossID == rules.NoModel && g.spawningPointsInPlay() == 0 {
		evs = append(evs, g.spawnBoss(relics, "no spawning point is left")...)
	}
	return evs
}

// spawningPointsInPlay counts the spawning points still in the dungeon.
func (g eg) spawningPointsInPlay() int {
	n := 0
	for i := range g.Models {
		if m := &g.Models[i]; m.InPlay && m.Kind == rules.KindSpawningPoint {
			n++
		}
	}
	return n
}

// Available is how many models of card the spawning pool has left.
func Available(g *rules.Game, card string) int {
	s := StateOf(g)
	if s == nil {
		return 0
	}
	return eg{g, s}.available(card)
}

func (g eg) available(card string) int {
	n := g.PoolTotal(card)
	for i := range g.Models {
		if m := &g.Models[i]; m.InPlay && m.Card == card {
			n--
		}
	}
	return max(0, n)
}

// PoolMonsters lists the monsters of the spawning pool, in the order the
// spawning point cards list them.
func PoolMonsters(g *rules.Game) []string {
	var out []string
	for i := range g.Models {
		sp := &g.Models[i]
		if sp.Kind != rules.KindSpawningPoint {
			continue
		}
		if c := g.MonsterCard(sp); c != nil {
			for _, s := range c.Pool {
				if !slices.Contains(out, s.Monster) {
					out = append(out, s.Monster)
				}
			}
		}
	}
	return out
}

// SpawnSquares lists the squares where a model of card could spawn now:
// every base that fits with a square within three squares and line of
// sight (walls and structures block, models do not) of a spawning point in
// play ("Spawning"; the lit squares of the Consul's screen).
func SpawnSquares(g *rules.Game, card string) []tiles.Point {
	c := g.Catalog().Monsters[card]
	if c == nil {
		return nil
	}
	var out []tiles.Point
	seen := map[tiles.Point]bool{}
	for i := range g.Models {
		sp := &g.Models[i]
		if !sp.InPlay || sp.Kind != rules.KindSpawningPoint {
			continue
		}
		for _, a := range sp.Squares() {
			for y := a.Y - 4; y <= a.Y+3; y++ {
				for x := a.X - 4; x <= a.X+3; x++ {
					p := tiles.Point{X: x, Y: y}
					if seen[p] || !g.Fits(p, c.Large, rules.NoModel) {
						continue
					}
					if withinSight(g, sp, rules.BaseAt(p, c.Large), 3) {
						seen[p] = true
						out = append(out, p)
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

// withinSight reports whether some square of base is within rng of a
// square of c and seen from it.
func withinSight(g *rules.Game, c *rules.Model, base []tiles.Point, rng int) bool {
	for _, a := range c.Squares() {
		for _, b := range base {
			if tiles.Dist(a, b) <= rng && g.PathGraph().LineOfSight(a, b, nil, false) {
				return true
			}
		}
	}
	return false
}

func (c Spawn) apply(g eg) ([]rules.Event, error) {
	if g.Phase != rules.ConsulPowerUp || g.S.AdvancedTurn != g.Turn {
		return nil, rules.Illegal(c, "monsters spawn in the Consul's power-up, once the chart has advanced")
	}
	mc := g.Catalog().Monsters[c.Monster]
	p := g.S.Data().Profiles[c.Monster]
	if mc == nil || p == nil || mc.Role == cards.RoleSpawningPoint || mc.Role == cards.RoleBoss || mc.Role == cards.RoleMiniBoss {
		return nil, rules.Illegal(c, "%q is not a monster of the spawning pool", c.Monster)
	}
	if !slices.Contains(g.S.SpawnPlatforms, p.Platform) {
		return nil, rules.Illegal(c, "%s is %s and this chart space spawns only %v", c.Monster, p.Platform, g.S.SpawnPlatforms)
	}
	if p.Skulls > g.S.SpawnLeft {
		return nil, rules.Illegal(c, "%s costs %s to spawn and only %s are left", c.Monster,
			rules.CountOf(p.Skulls, "skull point"), rules.CountOf(g.S.SpawnLeft, "skull point"))
	}
	if g.available(c.Monster) == 0 {
		return nil, rules.Illegal(c, "the spawning pool has no %s left", c.Monster)
	}
	if !slices.Contains(SpawnSquares(g.Game, c.Monster), c.At) {
		return nil, rules.Illegal(c, "%v is not an empty square within three squares and sight of a spawning point", c.At)
	}
	g.S.SpawnLeft -= p.Skulls
	return g.place(c.Monster, c.At, p.Skulls, "from the spawning pool, within three squares and sight of a spawning point")
}

// place puts a new Consul model on the board and reports it.
func (g eg) place(card string, at tiles.Point, skulls int, why string) ([]rules.Event, error) {
	id, err := g.Place(rules.Placement{Card: card, At: at}, rules.KindMonster)
	if err != nil {
		return nil, err
	}
	if g.Phase == rules.ConsulTurn {
		g.S.Fresh = append(slices.Clip(g.S.Fresh), id)
	}
	return []rules.Event{MonsterSpawned{Model: g.RefOf(id), At: at, Skulls: skulls, Reason: why}}, nil
}

// autoSpawn spends the space's allowance "place for me": the costliest
// monsters the pool has first (16-Bit before 8-Bit, then pool order), each
// on the free square nearest a Hero.
func (g eg) autoSpawn() []rules.Event {
	var evs []rules.Event
	for g.S.SpawnLeft > 0 {
		best, bestSkulls := "", 0
		for _, name := range PoolMonsters(g.Game) {
			p := g.S.Data().Profiles[name]
			if p == nil || p.Skulls == 0 || p.Skulls > g.S.SpawnLeft || p.Skulls <= bestSkulls ||
				!slices.Contains(g.S.SpawnPlatforms, p.Platform) || g.available(name) == 0 {
				continue
			}
			if len(SpawnSquares(g.Game, name)) == 0 {
				continue
			}
			best, bestSkulls = name, p.Skulls
		}
		if best == "" {
			break
		}
		at, _ := g.nearestHero(SpawnSquares(g.Game, best))
		e, err := Spawn{Monster: best, At: at}.apply(g)
		if err != nil {
			break
		}
		evs = append(evs, rules.ConsulDecided{Command: "spawn", Monster: g.RefOf(rules.NoModel), Target: g.RefOf(rules.NoModel),
			Reason: fmt.Sprintf("placed for the Consul: %s, the costliest monster the allowance still buys, on the lit square nearest a Hero", best)})
		evs = append(evs, e...)
	}
	g.S.SpawnLeft = 0
	return evs
}

// nearestHero picks the square nearest a Hero in play (first in the list
// on ties).
func (g eg) nearestHero(sq []tiles.Point) (tiles.Point, bool) {
	best, bestD := tiles.Point{}, -1
	for _, p := range sq {
		for _, id := range g.HeroesInPlay() {
			if d := tiles.Dist(p, g.Model(id).Pos); bestD < 0 || d < bestD {
				best, bestD = p, d
			}
		}
	}
	if bestD < 0 && len(sq) > 0 {
		return sq[0], true
	}
	return best, bestD >= 0
}

// exitSquares lists the free squares next to a dungeon exit on tiles 2 or
// 3 where a model of card fits ("Spawn Mini-Boss", "Spawn Dungeon Boss"),
// else every free square of the dungeon.
func (g eg) exitSquares(card string) []tiles.Point {
	c := g.Catalog().Monsters[card]
	large := c != nil && c.Large
	var out []tiles.Point
	seen := map[tiles.Point]bool{}
	for _, ex := range g.Board.Exits {
		for _, e := range ex.Squares {
			if t := g.Board.TileOf(e); t != 2 && t != 3 {
				continue
			}
			for y := e.Y - 2; y <= e.Y+1; y++ {
				for x := e.X - 2; x <= e.X+1; x++ {
					p := tiles.Point{X: x, Y: y}
					if seen[p] || !g.Fits(p, large, rules.NoModel) {
						continue
					}
					near := false
					for _, b := range rules.BaseAt(p, large) {
						near = near || tiles.Dist(b, e) <= 1
					}
					if near {
						seen[p] = true
						out = append(out, p)
					}
				}
			}
		}
	}
	if len(out) == 0 {
		for y := 0; y < g.Board.H; y++ {
			for x := 0; x < g.Board.W; x++ {
				if p := (tiles.Point{X: x, Y: y}); g.Fits(p, large, rules.NoModel) {
					out = append(out, p)
				}
			}
		}
	}
	return out
}

// spawnMiniBoss brings the next mini-boss next to an exit of tile 2 or 3;
// with one already in the dungeon it is healed of every wound and status
// instead ("Spawn Mini-Boss").
func (g eg) spawnMiniBoss() []rules.Event {
	for _, id := range g.S.MiniBossIDs {
		if m := g.Model(id); m.InPlay {
			e := rules.Healed{Model: g.RefOf(id), Wounds: m.Wounds, Status: m.Statuses.List(), Source: "Spawn Mini-Boss"}
			m.Wounds, m.Statuses = 0, 0
			return []rules.Event{e}
		}
	}
	k := len(g.S.MiniBossIDs)
	if k >= len(g.S.MiniBosses) {
		k = len(g.S.MiniBosses) - 1 // the last one returns
	}
	if k < 0 {
		return nil
	}
	card := g.S.MiniBosses[k]
	at, ok := g.nearestHero(g.exitSquares(card))
	if !ok {
		return []rules.Event{rules.Note{Text: "no room anywhere for the mini-boss"}}
	}
	evs, err := g.place(card, at, 0, "the mini-boss arrives by a dungeon exit of the second or third tile")
	if err != nil {
		return []rules.Event{rules.Note{Text: err.Error()}}
	}
	g.S.MiniBossIDs = append(slices.Clip(g.S.MiniBossIDs), g.lastID())
	return evs
}

// lastID is the id of the model placed last.
func (g eg) lastID() rules.ModelID { return rules.ModelID(len(g.Models) - 1) }

// tilesText names tiles for a reader: "tile 2", "tiles 2 and 3",
// "tiles 1, 2 and 3" (the log showed Go's "tiles [2]").
func tilesText(ts []int) string {
	if len(ts) == 1 {
		return fmt.Sprintf("tile %d", ts[0])
	}
	names := make([]string, len(ts))
	for i, t := range ts {
		names[i] = fmt.Sprint(t)
	}
	return "tiles " + rules.NameList(names)
}
