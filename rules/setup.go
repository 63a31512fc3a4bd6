package rules

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Placement puts a model on the board at setup.
type Placement struct {
	Card     string
	At       tiles.Point
	Wounds   int
	Wrath    int
	Potions  int // Heroes: -1 means the starting single potion
	Statuses []cards.Status
	// VulnerableTo is the X of a Vulnerable in Statuses (scenario files:
	// status=Vulnerable:Fire).
	VulnerableTo string `json:",omitempty"`
	Tile         int
}

// Setup describes a new game.
type Setup struct {
	Seed1, Seed2 uint64
	Board        *tiles.Map
	// Heroes and Monsters are placed in order; ids follow that order,
	// Heroes first. A Placement whose Card is "Treasure Chest" is a chest.
	Heroes   []Placement
	Monsters []Placement
	// Catalog is the card data; nil loads the embedded cards.
	Catalog *Catalog
	// Rules is the rulebook the game follows, with its starting state
	// (nil: none, for tests of the shared rules alone).
	Rules Ruleset
	// Source, when set, is the random stream the game continues instead of
	// a new one seeded with Seed1 and Seed2.
	Source *RandomSource
}

// ChestCard is the card name of a treasure chest token.
const ChestCard = "Treasure Chest"

// New creates a game from a setup: the party's wrath pool is twice the
// number of Heroes and the party starts with one Princess Coin more than
// Heroes (Arcade rulebook, "Cards, Dice, and Tokens").
func New(s Setup) (*Game, error) {
	if s.Board == nil {
		return nil, fmt.Errorf("setup: no board")
	}
	cat := s.Catalog
	if cat == nil {
		var err error
		if cat, err = LoadCatalog(); err != nil {
			return nil, fmt.Errorf("setup: %w", err)
		}
	}
	g := &Game{Board: s.Board, Active: NoModel, Act: Activation{Hero: NoModel}, Turn: 1, Phase: HeroTurn,
		rng: newPCG(s.Seed1, s.Seed2), catalog: cat, Rules: s.Rules}
	if s.Source != nil {
		g.rng = s.Source.s
	}
	g.WrathPool = 2 * len(s.Heroes)
	g.Coins = len(s.Heroes) + 1
	for i, p := range s.Heroes {
		if p.Potions < 0 {
			p.Potions = 1
		}
		if _, err := g.Place(p, KindHero); err != nil {
			return nil, fmt.Errorf("setup: heroes[%d]: %w", i, err)
		}
	}
	for i, p := range s.Monsters {
		if _, err := g.Place(p, KindMonster); err != nil {
			return nil, fmt.Errorf("setup: monsters[%d]: %w", i, err)
		}
	}
	if w := g.WrathOnHeroes(); w > g.WrathPool {
		return nil, fmt.Errorf("setup: %d wrath on the Heroes but the pool has %d", w, g.WrathPool)
	}
	// The board's Graph (searches, remembered sight lines) is built now,
	// so queries never build it lazily and every clone shares this one.
	g.pathGraph()
	return g, nil
}

// Place adds a model to the board (Arcade rulebook, "Place": not a move).
// kind is KindHero for Heroes; for the Consul's cards the kind comes from the
// card (spawning point or monster), and ChestCard makes a chest token. The
// square must be empty and enterable.
func (g *Game) Place(p Placement, kind Kind) (ModelID, error) {
	m := Model{ID: ModelID(len(g.Models)), Card: p.Card, InPlay: true, Wounds: p.Wounds, Wrath: p.Wrath,
		Potions: p.Potions, Pos: p.At, Tile: p.Tile}
	switch {
	case kind == KindHero:
		h := g.catalog.Heroes[p.Card]
		if h == nil {
			return NoModel, fmt.Errorf("no Hero card named %q", p.Card)
		}
		m.Kind, m.Side = KindHero, HeroSide
		if p.Potions > h.Potions || p.Potions < 0 {
			return NoModel, fmt.Errorf("%s: %d potions but carries at most %d", p.Card, p.Potions, h.Potions)
		}
	case p.Card == ChestCard:
		m.Kind, m.Side = KindChest, ConsulSide
	default:
		c := g.catalog.Monsters[p.Card]
		if c == nil {
			return NoModel, fmt.Errorf("no monster card named %q", p.Card)
		}
		m.Kind, m.Side, m.Large = KindMonster, ConsulSide, c.Large
		if c.Role == cards.RoleSpawningPoint {
			m.Kind = KindSpawningPoint
			g.SpawningPoints++
		}
		if p.Wrath != 0 || p.Potions != 0 {
			return NoModel, fmt.Errorf("%s: only Heroes carry wrath and potions", p.Card)
		}
	}
	if m.Tile == 0 {
		m.Tile = g.Board.TileOf(p.At)
	}
	for _, st := range p.Statuses {
		if st == cards.Vulnerable && p.VulnerableTo == "" {
			return NoModel, fmt.Errorf("%s: Vulnerable needs the ability it weakens against (Vulnerable:Fire)", p.Card)
		}
		m.Statuses = m.Statuses.With(st)
	}
	if m.Statuses.Has(cards.Vulnerable) {
		if m.VulnerableTo = WeaknessOf(p.VulnerableTo); m.VulnerableTo == 0 {
			return NoModel, fmt.Errorf("%s: Vulnerable %q is not an ability it may name", p.Card, p.VulnerableTo)
		}
	}
	if m.Kind != KindChest {
		if hearts := g.Hearts(&m); p.Wounds < 0 || p.Wounds >= hearts {
			return NoModel, fmt.Errorf("%s: %d wounds but has %d hearts", p.Card, p.Wounds, hearts)
		}
	}
	for _, sq := range m.Squares() {
		if !g.Board.IsSquare(sq) {
			return NoModel, fmt.Errorf("%s: %v is not a square of the dungeon", p.Card, sq)
		}
		if t := g.Board.At(sq).Terrain; t != tiles.Floor {
			return NoModel, fmt.Errorf("%s: %v is a %s", p.Card, sq, t)
		}
		if o := g.At(sq); o != nil {
			return NoModel, fmt.Errorf("%s: %v is taken by %s", p.Card, sq, o.Card)
		}
	}
	g.bindCard(&m)
	g.Models = append(g.Models, m)
	return m.ID, nil
}

// StartSquares are the squares a party of n Heroes starts on: the start
// token and the squares around it a Hero could step to (no wall crossed,
// no corner cut), clockwise from north, leaving spawning marks and chest
// squares free. A start token by a dungeon exit can have fewer than a
// party of five or six; project rule, in the spirit of the rulebooks'
// revive placement ("adjacent to any other Hero"): the others stand next
// to a Hero already placed, nearest the token first.
func StartSquares(d *tiles.Dungeon, n int) ([]tiles.Point, error) {
	taken := map[tiles.Point]bool{}
	for _, p := range d.Spawns {
		taken[p] = true
	}
	for _, p := range d.Chests {
		taken[p] = true
	}
	standable := func(from, p tiles.Point) bool {
		return d.Map.IsSquare(p) && d.Map.At(p).Terrain == tiles.Floor && pathing.CanStep(d.Map, nil, from, p) == nil
	}
	free := []tiles.Point{}
	if !taken[d.Start] {
		free = append(free, d.Start)
		taken[d.Start] = true
	}
	for _, dir := range tiles.AllDirs {
		if p := d.Start.Add(dir); standable(d.Start, p) && !taken[p] {
			free = append(free, p)
			taken[p] = true
		}
	}
	for k := 0; k < len(free) && len(free) < n; k++ {
		for _, dir := range tiles.AllDirs {
			p := free[k].Add(dir)
			if len(free) < n && !taken[p] && standable(free[k], p) {
				free = append(free, p)
				taken[p] = true
			}
		}
	}
	if len(free) < n {
		return nil, fmt.Errorf("only %d squares on and next to the start token for %d Heroes", len(free), n)
	}
	return free, nil
}

// PoolTotal is how many models of card the spawning pool holds: the sum of
// the counts on every spawning point card in the game, destroyed ones
// included (Arcade, "1. Select Monsters"; Explore, "Destroying Spawning
// Points").
func (g *Game) PoolTotal(card string) int {
	n := 0
	for i := range g.Models {
		sp := &g.Models[i]
		if sp.Kind != KindSpawningPoint {
			continue
		}
		if c := g.MonsterCard(sp); c != nil {
			for _, s := range c.Pool {
				if s.Monster == card {
					n += s.Count
				}
			}
		}
	}
	return n
}

// DrawTreasureNoBooty draws n treasure cards for a reward, discarding and
// replacing each boo booty (both rulebooks, "Boo Booty": only an opened
// chest lets one out). It stops once every card has been tried, so a deck
// left with nothing but boo booties cannot loop forever.
func (g *Game) DrawTreasureNoBooty(n int) []string {
	var drawn []string
	d := g.Deck(TreasureDeck)
	for tries := len(d.Draw) + len(d.Discard); len(drawn) < n && tries >= 0; tries-- {
		card, ok := g.Draw(TreasureDeck)
		if !ok {
			break
		}
		if _, boo := g.BooBooty(card); boo {
			g.DiscardCard(TreasureDeck, card)
			continue
		}
		drawn = append(drawn, card)
	}
	return drawn
}
