package legends

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Side is who a model fights for.
type Side int

// The two sides of a combat encounter.
const (
	Heroes Side = iota
	Consul
)

func (s Side) String() string {
	if s == Heroes {
		return "Heroes"
	}
	return "Consul"
}

func (s Side) other() Side { return 1 - s }

// Mode is what the adventure is doing now ("Adventure Phases").
type Mode string

// The modes of an adventure.
const (
	Story   Mode = "story"   // a story text waits to be read (Continue)
	Explore Mode = "explore" // exploration: free movement, no activations
	Combat  Mode = "combat"  // a combat encounter: rounds and turns
	Test    Mode = "test"    // a non-combat encounter: attribute tests
	Choice  Mode = "choice"  // an NPC or the party chooses
	Over    Mode = "over"    // the adventure ended (Game.Result)
)

// Status is a set of Legends status effects ("Status Effects"): one token
// of each at most.
type Status uint8

// The seven status effects of the Legends book.
const (
	Fire Status = 1 << iota
	Hex
	Bane
	Ice
	Slow
	Knockdown
	Poison
)

// ParseStatus reads one status name.
func ParseStatus(s string) (Status, error) {
	for i, n := range statusNames {
		if strings.EqualFold(n, s) {
			return Status(1 << i), nil
		}
	}
	return 0, fmt.Errorf("unknown status effect %q", s)
}

func (s Status) String() string {
	var out []string
	for i, n := range statusNames {
		if s&(1<<i) != 0 {
			out = append(out, n)
		}
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, ",")
}

// Boost is dice a model adds to an attribute until its next activation.
type Boost struct {
	Attr Attr       `json:"attr"`
	Dice cards.Pool `json:"dice"`
	From string     `json:"from"`
}

// Model is a Hero or a monster in the adventure.
type Model struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
	// Class is the Hero's class or the monster's profile name.
	Class      string               `json:"class"`
	Side       Side                 `json:"side"`
	At         tiles.Point          `json:"at"`
	Hearts     int                  `json:"hearts"`
	MaxHearts  int                  `json:"max_hearts"`
	Potions    int                  `json:"potions,omitempty"`
	MaxPotions int                  `json:"max_potions,omitempty"`
	Attrs      [numAttrs]cards.Pool `json:"attrs"`
	Attack     AttackKind           `json:"attack"`
	Abilities  []string             `json:"abilities,omitempty"`
	OnHit      string               `json:"on_hit,omitempty"`
	Fly        bool                 `json:"fly,omitempty"`
	// Size is the base's width in squares: 2 for a large model on a 2x2
	// base whose top-left square is At (large.go); 0 or 1 small.
	Size   int    `json:"size,omitempty"`
	Boss   bool   `json:"boss,omitempty"`
	Move   int    `json:"move"`
	Status Status `json:"status,omitempty"`
	// Suffering are the statuses it had as its activation began: they
	// hamper this activation and are removed at its end.
	Suffering Status `json:"suffering,omitempty"`
	// KO: Knocked Out ("Knocked Out"). A monster knocked out is also
	// removed (InPlay false).
	KO        bool     `json:"ko,omitempty"`
	InPlay    bool     `json:"in_play"`
	Activated bool     `json:"activated,omitempty"`
	Boosts    []Boost  `json:"boosts,omitempty"`
	Equipped  []string `json:"equipped,omitempty"`
	// Carried is equipment the Hero carries but has not equipped.
	Carried []string `json:"carried,omitempty"`
	// Skills are the attributes the Hero's skills add +1B to in tests.
	Skills []Attr `json:"skills,omitempty"`
}

// Hero reports whether the model is a Hero.
func (m *Model) Hero() bool { return m.Side == Heroes }

// Token is a dungeon token: treasure or a door ("Treasure", "Doors").
type Token struct {
	Kind string      `json:"kind"`
	At   tiles.Point `json:"at"`
	// Loot is the number of loot cards a treasure token gives.
	Loot int `json:"loot,omitempty"`
	// Needs is the flag that unlocks a locked door.
	Needs string `json:"needs,omitempty"`
	// NPC is the person an "npc" token is (hidden.go).
	NPC  string `json:"npc,omitempty"`
	Gone bool   `json:"gone,omitempty"`
}

// Features are the structures and squares with Legends' tile effects that
// tiles.Map does not carry ("Tile Effects": Goddess, Sentinel, Champion are
// structures; Secret Passage squares are floor).
type Features struct {
	Goddess  []tiles.Point `json:"goddess,omitempty"`
	Sentinel []tiles.Point `json:"sentinel,omitempty"`
	Champion []tiles.Point `json:"champion,omitempty"`
	Passages []tiles.Point `json:"passages,omitempty"`
}

// Game is one adventure in play: the dungeon, the models, the phase the
// adventure is in and, in combat, the round, the side whose turn it is and
// the activation running. It is pure state: same data, seed and commands
// give the same game.
type Game struct {
	Adventure string     `json:"adventure"`
	Map       *tiles.Map `json:"-"`
	Features  Features   `json:"features"`
	Models    []Model    `json:"models"`
	Tokens    []Token    `json:"tokens,omitempty"`
	Mode      Mode       `json:"mode"`
	// Phase is the index of the adventure phase being played.
	Phase int `json:"phase"`
	// Round counts combat rounds of the current encounter from 1.
	Round int  `json:"round,omitempty"`
	Turn  Side `json:"turn"`
	First Side `json:"first"`
	// Active is the model activating, -1 if none.
	Active int `json:"active"`
	// Moved, Acted: the active model used its movement or its action.
	Moved bool `json:"moved,omitempty"`
	Acted bool `json:"acted,omitempty"`
	// MovedSquares counts squares moved this activation (Slow).
	MovedSquares int `json:"moved_squares,omitempty"`
	// Tries counts failed attempts at the current test.
	Tries int      `json:"tries,omitempty"`
	Flags []string `json:"flags,omitempty"`
	// Revealed are the hidden areas the party has found (hidden.go).
	Revealed []string `json:"revealed,omitempty"`
	// Backpack is the party's goods (candy, crowns, crystals, ...).
	Backpack map[string]int `json:"backpack,omitempty"`
	// Items are the party's item cards (bought in a shop, found).
	Items []string `json:"items,omitempty"`
	// LootDrawn lists equipment drawn during this adventure.
	LootDrawn []string `json:"loot_drawn,omitempty"`
	// Result is "heroes" when the party finished the adventure, "consul"
	// when every Hero was Knocked Out.
	Result string `json:"result,omitempty"`
	// Rewards earned so far: crowns, rank up.
	RankUp bool `json:"rank_up,omitempty"`
	// Dice is a script of results consumed before the random source: a
	// face index 0-5 for a die, 1-20 for the Golden Eye.
	Dice []int `json:"dice,omitempty"`
	// LootDeck is the order loot is drawn in (shuffled at setup).
	LootDeck []string `json:"loot_deck,omitempty"`

	rng  *rand.PCG
	data *Data
	adv  *Adventure
}

// Model returns model id, nil if there is none.
func (g *Game) Model(id int) *Model {
	if id < 0 || id >= len(g.Models) {
		return nil
	}
	return &g.Models[id]
}

// Data is the game's data.
func (g *Game) Data() *Data { return g.data }

// AdventureDef is the adventure being played.
func (g *Game) AdventureDef() *Adventure { return g.adv }

// Clone returns an independent copy.
func (g *Game) Clone() *Game {
	c := *g
	c.Models = slices.Clone(g.Models)
	for i := range c.Models {
		m := &c.Models[i]
		m.Abilities = slices.Clone(m.Abilities)
		m.Boosts = slices.Clone(m.Boosts)
		m.Equipped = slices.Clone(m.Equipped)
		m.Carried = slices.Clone(m.Carried)
		m.Skills = slices.Clone(m.Skills)
	}
	c.Tokens = slices.Clone(g.Tokens)
	c.Flags = slices.Clone(g.Flags)
	c.Revealed = slices.Clone(g.Revealed)
	c.Items = slices.Clone(g.Items)
	c.LootDrawn = slices.Clone(g.LootDrawn)
	c.Dice = slices.Clone(g.Dice)
	c.LootDeck = slices.Clone(g.LootDeck)
	c.Backpack = make(map[string]int, len(g.Backpack))
	for k, v := range g.Backpack {
		c.Backpack[k] = v
	}
	st, _ := g.rng.MarshalBinary()
	c.rng = &rand.PCG{}
	_ = c.rng.UnmarshalBinary(st)
	return &c
}

// RNGState is the random source's state (for saves).
func (g *Game) RNGState() []byte {
	b, _ := g.rng.MarshalBinary()
	return b
}

// d6 rolls a die's face index.
func (g *Game) d6() int {
	if len(g.Dice) > 0 {
		v := g.Dice[0]
		g.Dice = g.Dice[1:]
		return ((v % 6) + 6) % 6
	}
	return int(g.rng.Uint64() % 6)
}

// GoldenEye rolls the d20, the Golden Eye of the Goddess.
func (g *Game) GoldenEye() int {
	if len(g.Dice) > 0 {
		v := g.Dice[0]
		g.Dice = g.Dice[1:]
		return ((v-1)%20+20)%20 + 1
	}
	return int(g.rng.Uint64()%20) + 1
}

// roll rolls a pool.
func (g *Game) roll(p cards.Pool) Roll {
	r := Roll{Bonus: p.Stars}
	for c, n := range p.Dice {
		for k := 0; k < n; k++ {
			r.Dice = append(r.Dice, g.die(cards.Colour(c)))
		}
	}
	return r
}

func (g *Game) die(c cards.Colour) Die {
	i := g.d6()
	f := g.data.Dice[c].Faces[i]
	return Die{Colour: c, Face: i, Stars: f.Stars, Heart: f.Heart, Potion: f.Potion, Light: f.Light, Shadow: f.Shadow}
}

// hasFlag reports whether the adventure or campaign set flag f.
func (g *Game) hasFlag(f string) bool { return slices.Contains(g.Flags, f) }

func (g *Game) setFlag(f string) {
	if f != "" && !g.hasFlag(f) {
		g.Flags = append(g.Flags, f)
		slices.Sort(g.Flags)
	}
}

// modelAt is the model in play on p, nil if none.
func (g *Game) modelAt(p tiles.Point) *Model {
	for i := range g.Models {
		m := &g.Models[i]
		if m.InPlay && m.covers(p) {
			return m
		}
	}
	return nil
}

// tokenBlocks reports a closed door on p, or p still unexplored (models
// cannot pass it, nobody sees through it).
func (g *Game) tokenBlocks(p tiles.Point) bool {
	for _, t := range g.Tokens {
		if t.Kind == "door" && !t.Gone && t.At == p {
			return true
		}
	}
	return g.Hidden(p)
}

// living lists the side's models in play and not Knocked Out.
func (g *Game) living(s Side) []*Model {
	var out []*Model
	for i := range g.Models {
		m := &g.Models[i]
		if m.Side == s && m.InPlay && !m.KO {
			out = append(out, m)
		}
	}
	return out
}
