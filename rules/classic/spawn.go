package classic

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Spawn places a monster of the pool next to spawning point From in the
// spawning phase (1st edition, "Consul Spawns Monsters", "Skull Tokens"):
// its skull value comes off that point's four, and skull tokens pay what
// the point has not left.
type Spawn struct {
	Monster string
	At      tiles.Point
	From    rules.ModelID
	Why     string
}

// Cleanse spends a skull token in the spawning phase to remove one status
// effect from a monster ("Skull Tokens").
type Cleanse struct {
	Monster rules.ModelID
	Status  cards.Status
}

// Sacrifice gives up a card of the party's backpack (loot or a relic not
// yet equipped) for a heart on Hero (a wound or, with Status, that status
// effect removed) or, for a relic only, a potion (1st edition,
// "Equipment").
type Sacrifice struct {
	Card   string
	Hero   rules.ModelID
	Potion bool
	Status cards.Status
}

func (Spawn) CommandName() string     { return "spawn" }
func (Cleanse) CommandName() string   { return "skull token: remove a status" }
func (Sacrifice) CommandName() string { return "sacrifice" }

// MonsterSpawned reports a monster entering the dungeon.
type MonsterSpawned struct {
	Model  rules.Ref
	At     tiles.Point
	Skulls int
	Tokens int
	Reason string
}

func (e MonsterSpawned) Kind() string { return "monster-spawned" }
func (e MonsterSpawned) String() string {
	cost := ""
	if e.Skulls > 0 {
		cost = fmt.Sprintf(" for %s", rules.CountOf(e.Skulls, "skull point"))
		if e.Tokens > 0 {
			cost += fmt.Sprintf(" (%s spent)", rules.CountOf(e.Tokens, "skull token"))
		}
	}
	return fmt.Sprintf("%s enters the dungeon%s: %s", e.Model, cost, e.Reason)
}

// PoolMonsters lists the monsters of the Consul's pool (spawning points'
// pools, then the mini-bosses) in the data's order.
func PoolMonsters(g *rules.Game) []string {
	s := StateOf(g)
	if s == nil {
		return nil
	}
	var out []string
	for i := range g.Models {
		sp := &g.Models[i]
		if sp.Kind != rules.KindSpawningPoint {
			continue
		}
		for _, e := range s.Data().Pools[sp.Card].Monsters {
			if !slices.Contains(out, e.Monster) {
				out = append(out, e.Monster)
			}
		}
	}
	for _, mb := range s.MiniBosses {
		if !slices.Contains(out, mb) && s.Size != "delve" {
			out = append(out, mb)
		}
	}
	return out
}

// PoolTotal is how many models of card the Consul fields: each spawning
// point card's pool (a pair's pool once per two cards, rounded up), and
// one per mini-boss choice.
func PoolTotal(g *rules.Game, card string) int {
	s := StateOf(g)
	if s == nil {
		return 0
	}
	count := map[string]int{}
	var order []string
	for i := range g.Models {
		if sp := &g.Models[i]; sp.Kind == rules.KindSpawningPoint {
			if count[sp.Card] == 0 {
				order = append(order, sp.Card)
			}
			count[sp.Card]++
		}
	}
	n := 0
	for _, name := range order {
		pool := s.Data().Pools[name]
		times := count[name]
		if pool.Pair {
			times = (times + 1) / 2
		}
		for _, e := range pool.Monsters {
			if e.Monster == card {
				n += e.Count * times
			}
		}
	}
	for _, mb := range s.MiniBosses {
		if mb == card {
			n++
		}
	}
	return n
}

// Available is how many models of card the pool has out of play.
func Available(g *rules.Game, card string) int {
	n := PoolTotal(g, card)
	for i := range g.Models {
		if m := &g.Models[i]; m.InPlay && m.Card == card {
			n--
		}
	}
	return max(0, n)
}

// SpawnSquares lists where a model of card may spawn from spawning point
// from: every free square adjacent to it where the base fits (1st
// edition: "place them in any empty square adjacent to the spawning
// point").
func SpawnSquares(g *rules.Game, card string, from rules.ModelID) []tiles.Point {
	c := g.Catalog().Monsters[card]
	sp := g.Model(from)
	if c == nil || sp == nil || !sp.InPlay || sp.Kind != rules.KindSpawningPoint {
		return nil
	}
	var out []tiles.Point
	for _, a := range sp.Squares() {
		for y := a.Y - 2; y <= a.Y+1; y++ {
			for x := a.X - 2; x <= a.X+1; x++ {
				p := tiles.Point{X: x, Y: y}
				if slices.Contains(out, p) || !g.Fits(p, c.Large, rules.NoModel) {
					continue
				}
				for _, b := range rules.BaseAt(p, c.Large) {
					if tiles.Dist(a, b) == 1 {
						out = append(out, p)
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

// CanSpawn says why monster card may not spawn now (nil when it may, from
// some spawning point with what is left of its allowance and the skull
// tokens).
func CanSpawn(g *rules.Game, card string) error {
	s := StateOf(g)
	if s == nil {
		return fmt.Errorf("the game does not follow the classic rules")
	}
	return cg{g, s}.canSpawnCard(Spawn{Monster: card}, card)
}

func (g cg) canSpawnCard(c rules.Command, card string) error {
	if !g.spawningPhase() || g.S.InitWinner != "" {
		return rules.Illegal(c, "monsters spawn in the spawning phase, before the initiative roll")
	}
	if len(g.S.Allowances) == 0 {
		if g.S.BossFight {
			return rules.Illegal(c, "the Boss Fight has begun: spawning points feed the boss and spawn nothing")
		}
		return rules.Illegal(c, "no spawning point may spawn this round")
	}
	p := g.S.Data().Profiles[card]
	mc := g.Catalog().Monsters[card]
	if p == nil || mc == nil || p.Type == "boss" || p.Type == "spawning point" {
		return rules.Illegal(c, "%q is not a monster of the Consul's pool", card)
	}
	plat := g.S.Platform()
	switch p.Platform {
	case Bit16:
		if plat == Bit8 {
			return rules.Illegal(c, "%s is a 16-Bit monster and the Power Gauge is at 8-Bit", card)
		}
	case Overcharge:
		if !g.S.Overcharged {
			return rules.Illegal(c, "%s is an Overcharge monster; the Power Gauge has not overcharged", card)
		}
	case Super:
		return rules.Illegal(c, "%s only comes with the Boss Fight", card)
	}
	if p.Type == "mini-boss" {
		if g.S.Size == "delve" {
			return rules.Illegal(c, "in a Delve the mini-boss comes only for the Boss Fight")
		}
		limit := 1
		if g.S.Overcharged {
			limit = 2
		}
		if n := g.miniBossesInPlay(); n >= limit {
			return rules.Illegal(c, "%s already in play (the Power Gauge allows %d)", rules.CountOf(n, "mini-boss"), limit)
		}
	}
	if Available(g.Game, card) == 0 {
		return rules.Illegal(c, "the Consul's pool has no %s out of play", card)
	}
	return nil
}

func (g cg) miniBossesInPlay() int {
	n := 0
	for i := range g.Models {
		if m := &g.Models[i]; m.InPlay && m.Kind == rules.KindMonster && g.S.profileType(m) == "mini-boss" && !g.S.isBoss(m) {
			n++
		}
	}
	return n
}

// AllowanceOf is what spawning point sp may still spawn this phase.
func AllowanceOf(g *rules.Game, sp rules.ModelID) int {
	s := StateOf(g)
	if s == nil {
		return 0
	}
	for _, a := range s.Allowances {
		if a.Point == sp {
			return a.Left
		}
	}
	return 0
}

func (c Spawn) apply(g cg) ([]rules.Event, error) {
	if err := g.canSpawnCard(c, c.Monster); err != nil {
		return nil, err
	}
	idx := slices.IndexFunc(g.S.Allowances, func(a Allowance) bool { return a.Point == c.From })
	if idx < 0 {
		return nil, rules.Illegal(c, "model %d is not a spawning point that spawns this round", c.From)
	}
	p := g.S.Data().Profiles[c.Monster]
	left := g.S.Allowances[idx].Left
	tokens := max(0, p.Skulls-left)
	if tokens > g.S.SkullTokens {
		return nil, rules.Illegal(c, "%s costs %s; %s has %s left and the Consul %s", c.Monster,
			rules.CountOf(p.Skulls, "skull point"), g.Name(c.From), rules.CountOf(left, "skull point"), rules.CountOf(g.S.SkullTokens, "skull token"))
	}
	if !slices.Contains(SpawnSquares(g.Game, c.Monster, c.From), c.At) {
		return nil, rules.Illegal(c, "%v is not an empty square next to %s", c.At, g.Name(c.From))
	}
	al := slices.Clone(g.S.Allowances)
	al[idx].Left = max(0, left-p.Skulls)
	g.S.Allowances = al
	g.S.SkullTokens -= tokens
	id, err := g.Place(rules.Placement{Card: c.Monster, At: c.At}, rules.KindMonster)
	if err != nil {
		return nil, rules.Illegal(c, "%v", err)
	}
	if p.Type == "mini-boss" {
		g.S.MiniBossIDs = append(slices.Clip(g.S.MiniBossIDs), id)
	}
	return []rules.Event{MonsterSpawned{Model: g.RefOf(id), At: c.At, Skulls: p.Skulls, Tokens: tokens,
		Reason: fmt.Sprintf("next to %s", g.Name(c.From))}}, nil
}

func (c Cleanse) apply(g cg) ([]rules.Event, error) {
	if !g.spawningPhase() || g.S.InitWinner != "" {
		return nil, rules.Illegal(c, "skull tokens are spent in the spawning phase")
	}
	if g.S.SkullTokens < 1 {
		return nil, rules.Illegal(c, "the Consul has no skull token")
	}
	m := g.Model(c.Monster)
	if m == nil || !m.InPlay || m.Kind != rules.KindMonster {
		return nil, rules.Illegal(c, "model %d is not a monster in play", c.Monster)
	}
	if !m.Statuses.Has(c.Status) {
		return nil, rules.Illegal(c, "%s does not suffer %s", m.Card, c.Status)
	}
	g.S.SkullTokens--
	m.Statuses = m.Statuses.Without(c.Status)
	return []rules.Event{rules.StatusesRemoved{Model: g.RefOf(m.ID), Status: []cards.Status{c.Status}, Reason: "a skull token"}}, nil
}

func (c Sacrifice) apply(g cg) ([]rules.Event, error) {
	if g.Phase != rules.HeroPowerUp {
		// Cards set aside wait for the end of the round (1st edition,
		// "Equipment"); the game sets every drawn card aside (README.md).
		return nil, rules.Illegal(c, "cards set aside are equipped or sacrificed at the end of the round")
	}
	i := slices.Index(g.Backpack, c.Card)
	if i < 0 {
		return nil, rules.Illegal(c, "%q is not among the party's unequipped cards", c.Card)
	}
	h := g.Model(c.Hero)
	if h == nil || !h.InPlay || h.Kind != rules.KindHero {
		return nil, rules.Illegal(c, "model %d is not a Hero in play", c.Hero)
	}
	eq := g.Catalog().Equipment[c.Card]
	relic := eq != nil && eq.Deck == cards.DeckTreasure
	var evs []rules.Event
	switch {
	case c.Potion:
		if !relic {
			return nil, rules.Illegal(c, "only a relic may be sacrificed for a potion")
		}
		if h.Potions >= g.PotionCapacity(h) {
			return nil, rules.Illegal(c, "%s carries all the potions it can", h.Card)
		}
		h.Potions++
		evs = append(evs, rules.Note{Text: fmt.Sprintf("%s is sacrificed: %s gains a potion", c.Card, h.Card)})
	case c.Status != "":
		if !h.Statuses.Has(c.Status) {
			return nil, rules.Illegal(c, "%s does not suffer %s", h.Card, c.Status)
		}
		h.Statuses = h.Statuses.Without(c.Status)
		evs = append(evs, rules.StatusesRemoved{Model: g.RefOf(h.ID), Status: []cards.Status{c.Status}, Reason: "sacrificed " + c.Card})
	default:
		if h.Wounds == 0 {
			return nil, rules.Illegal(c, "%s has no wound to remove", h.Card)
		}
		evs = append(evs, g.Heal(h, 1, "sacrificed "+c.Card)...)
	}
	bp := slices.Clone(g.Backpack)
	g.Backpack = slices.Delete(bp, i, i+1)
	deck := rules.LootDeck
	if relic {
		deck = rules.TreasureDeck
	}
	g.DiscardCard(deck, c.Card)
	return evs, nil
}
