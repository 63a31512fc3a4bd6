package rules

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// ModelID names a model for the whole game. It is the model's index in
// Game.Models: destroyed models stay in the list (out of play) so ids never
// move.
type ModelID int

// NoModel is the absent model.
const NoModel ModelID = -1

// Side is who controls a model.
type Side uint8

// The two sides (Arcade rulebook, "Friendly & Enemy").
const (
	HeroSide Side = iota
	ConsulSide
)

func (s Side) String() string {
	if s == HeroSide {
		return "party"
	}
	return "Consul"
}

// Kind is what a model is.
type Kind uint8

// Model kinds. Chests are tokens: they neither block movement nor line of
// sight, but a model may not end its move on one.
const (
	KindHero Kind = iota
	KindMonster
	KindSpawningPoint
	KindChest
)

var kindNames = [...]string{"hero", "monster", "spawning point", "chest"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// Phase is the part of the game turn.
type Phase uint8

// Phases (Arcade rulebook, "Play Overview"): each side's turn is an
// activation phase then a power-up phase.
const (
	HeroTurn Phase = iota
	HeroPowerUp
	ConsulTurn
	ConsulPowerUp
)

var phaseNames = [...]string{"Hero turn", "Hero power-up", "Consul turn", "Consul power-up"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("phase(%d)", uint8(p))
}

// StatusSet holds at most one of each status effect (Arcade rulebook,
// "Status Effects": a model may only ever have one of the same type).
type StatusSet uint16

func StatusBit(s cards.Status) StatusSet {
	for i, st := range cards.AllStatuses {
		if st == s {
			return 1 << i
		}
	}
	return 0
}

// Has reports whether s is in the set.
func (ss StatusSet) Has(s cards.Status) bool { return ss&StatusBit(s) != 0 }

// With returns the set with s added.
func (ss StatusSet) With(s cards.Status) StatusSet { return ss | StatusBit(s) }

// Without returns the set with s removed.
func (ss StatusSet) Without(s cards.Status) StatusSet { return ss &^ StatusBit(s) }

// List returns the statuses in the fixed order of cards.AllStatuses.
func (ss StatusSet) List() []cards.Status {
	var out []cards.Status
	for _, st := range cards.AllStatuses {
		if ss.Has(st) {
			out = append(out, st)
		}
	}
	return out
}

// Count is the number of statuses in the set.
func (ss StatusSet) Count() int { return len(ss.List()) }

// Weakness is a Vulnerable status's X (1st edition, "Vulnerable: X"): 0
// for none, else one more than its place in cards.VulnerableKinds. Saves
// and scenario output spell it ("Fire").
type Weakness uint8

// WeaknessOf is x as a Weakness, 0 when x is not one of
// cards.VulnerableKinds.
func WeaknessOf(x string) Weakness {
	if i := slices.Index(cards.VulnerableKinds(), x); i >= 0 {
		return Weakness(i + 1)
	}
	return 0
}

func (w Weakness) String() string {
	if ks := cards.VulnerableKinds(); w > 0 && int(w) <= len(ks) {
		return ks[w-1]
	}
	return ""
}

// MarshalText writes the X's name.
func (w Weakness) MarshalText() ([]byte, error) { return []byte(w.String()), nil }

// UnmarshalText reads an X's name ("" is none).
func (w *Weakness) UnmarshalText(b []byte) error {
	*w = WeaknessOf(string(b))
	if *w == 0 && len(b) > 0 {
		return fmt.Errorf("%q is not an ability Vulnerable may name", b)
	}
	return nil
}

// Effect is a temporary effect on a model from an action or potion. It lasts
// until From's next upkeep (Arcade rulebook, "Upkeep" step 2). When Aura is
// above zero the effect is an aura centred on the model carrying it: it
// applies to every friendly model within Aura squares and line of sight
// (models never block), moving with its carrier.
type Effect struct {
	Source string          // the action's name: same-name effects never stack
	From   ModelID         // whose next upkeep ends it
	Boosts []cards.Boost   `json:",omitempty"`
	Grants []cards.Keyword `json:",omitempty"`
	Aura   int
	// Only, when set, are the cards an aura reaches (the 1st edition's
	// "All Kobolds gain ..."); empty: every friendly model.
	Only []string `json:",omitempty"`
}

// reaches reports whether aura effect e, carried by c, applies to m: m
// is one of the cards it names (when it names any), within its squares
// and in sight.
func (g *Game) reaches(e *Effect, c, m *Model) bool {
	return e.Aura > 0 && (len(e.Only) == 0 || slices.Contains(e.Only, m.Card)) && g.inArea(c, m, e.Aura)
}

// Model is one model (or token) on the board.
type Model struct {
	ID    ModelID
	Card  string
	Kind  Kind
	Side  Side
	Pos   tiles.Point // top-left square of the base
	Large bool        // 2x2 base
	// InPlay is false once destroyed (or a chest once opened).
	InPlay   bool
	Wounds   int
	Statuses StatusSet
	// VulnerableTo is the X of its Vulnerable status (1st edition,
	// "Vulnerable: X"), none while it has none (Settle clears it when the
	// status comes off). A byte in the padding after Statuses: Model's
	// size is unchanged, and it must be, for now: a string here moved the
	// Arcade simulation (seed 261, the hero AI's wrath choice), which
	// means something reads a Model through a pointer kept across Apply.
	VulnerableTo Weakness `json:",omitempty"`
	Potions      int
	Wrath        int
	// Activated is the Hero's activation token.
	Activated bool
	// LastActivation orders Heroes for wrath ties: the activation number
	// (Game.ActivationCount) of its latest activation, 0 if never.
	LastActivation int
	// ActivatedTurn is the Hero turn of its latest activation: a Hero
	// activates at most once per Hero turn, even after tokens are cleared.
	ActivatedTurn int
	// Tile is the tile number the model was placed or spawned on, for
	// rewards (spawning points, boo booty) and treasure chests.
	Tile    int
	Effects []Effect `json:",omitempty"`
	// BacklashTurn is the Consul turn in which this Hero last wounded a
	// monster through Backlash or Deadly Defense (one per Consul turn).
	BacklashTurn int
	// GreenPotionTurn is the turn of the last green potion drunk (one per
	// Consul turn).
	GreenPotionTurn int
	// SignatureTurn is the Consul turn in which this monster last had its
	// signature actions (once a turn; consul_signature.go).
	SignatureTurn int `json:",omitempty"`
	// UsedOnce lists One Use Only actions this model has used.
	UsedOnce []string `json:",omitempty"`
	// Slots holds equipped card names by crystal slot (citrine, ruby,
	// emerald, sapphire); equipment rules are not implemented yet.
	Slots [4]string

	// card is the catalog entry of Card, found when the model is placed so
	// card queries skip the catalog's maps. It only counts while its name
	// is still Card (see HeroCard); it is derived, so not hashed or saved.
	card *cardRef
	// equip is the catalog entries of Slots (see worn), derived like card.
	equip *equipRef
}

// cardRef is a model's card as the catalog had it for name; never changed
// once made, so clones share it.
type cardRef struct {
	name    string
	cat     *Catalog // the catalog it came from: a game given another catalog looks again
	hero    *cards.Hero
	monster *cards.Monster
	// basic holds the Hero card's basic attacks (basicAttacks order, nil
	// for none), made once: BasicAttack hands them out shared.
	basic [len(basicAttacks)]*cards.Action
	// consul is set when monster was looked up (a Consul-side model): a
	// chest has no monster card, and that nil is the answer too.
	consul bool
}

// Squares lists the squares the model's base covers.
func (m *Model) Squares() []tiles.Point {
	if !m.Large {
		return []tiles.Point{m.Pos}
	}
	p := m.Pos
	return []tiles.Point{p, {X: p.X + 1, Y: p.Y}, {X: p.X, Y: p.Y + 1}, {X: p.X + 1, Y: p.Y + 1}}
}

// Covers reports whether the model's base covers p.
func (m *Model) Covers(p tiles.Point) bool {
	if !m.Large {
		return m.Pos == p
	}
	return p.X >= m.Pos.X && p.X <= m.Pos.X+1 && p.Y >= m.Pos.Y && p.Y <= m.Pos.Y+1
}

// Deck is an ordered pile of card names: Draw[0] is the top card.
type Deck struct {
	Name    string
	Draw    []string `json:",omitempty"`
	Discard []string `json:",omitempty"`
}

// Activation is the running Hero activation's bookkeeping.
type Activation struct {
	Hero        ModelID
	MPSpent     int
	APSpent     int
	PotionDrunk bool
	StoodUp     bool // Knockdown removed this activation
	LuckUsed    bool // Luck's reroll was spent this activation (reroll.go)
	// RageMark is MPSpent when Rage began; RageAttacks the free attacks
	// made since (abilities.go).
	RageMark, RageAttacks int
	UpkeepWounds          int // informational: Fire wounds at upkeep
}

// Destruction records a model destroyed this turn, for power-up rewards.
type Destruction struct {
	Model ModelID
	Card  string
	Kind  Kind
	Role  cards.Role
	Tile  int
	By    ModelID
	Phase Phase
	// Revived is set once a Princess Coin brought a Hero back for it.
	Revived bool
}

// Game is the whole game state. Everything that changes during play is in
// exported fields (and the PCG), so Clone and Hash see all of it; the card
// catalog is static and shared.
type Game struct {
	Board *tiles.Map `json:"-"` // immutable during play; not hashed
	// Layout is how the dungeon's tiles were laid (faces, turns, themes) for
	// the renderer; like Board it follows from the seed and is not hashed.
	Layout []tiles.PlacedTile `json:"-"`
	Models []Model
	Turn   int
	Phase  Phase
	// Active is the Hero whose activation is running, NoModel between
	// activations.
	Active ModelID
	Act    Activation
	// ActivationsThisTurn counts Hero activations finished this Hero turn.
	ActivationsThisTurn int
	// ActivationCount numbers every Hero activation of the game.
	ActivationCount int
	// WrathPool is the number of wrath tokens (2 × Heroes).
	WrathPool int
	Coins     int
	Decks     []Deck   `json:",omitempty"`
	Backpack  []string `json:",omitempty"`
	// Destroyed this turn (the loot tracker), cleared by power-up.
	Destroyed []Destruction `json:",omitempty"`
	// LootTradeTurn is the turn of the last six-loot trade (once per turn).
	LootTradeTurn int
	// SpawningPointsDestroyed counts spawning points destroyed this game.
	SpawningPointsDestroyed int
	SpawningPoints          int
	// Dice is a script of face indexes (0..5) used before the random source:
	// scenario files and tests fix rolls with it.
	Dice []int `json:",omitempty"`
	// Over is set when a side has won: "heroes" or "consul".
	Over string
	// Pending are drawn treasure cards waiting for ChooseTreasure, first
	// asked first (treasure_choice.go).
	Pending []TreasureChoice `json:",omitempty"`
	// Crystals are the plot's crystal tokens in the dungeon; PlotCleared
	// is set once the Heroes foil the plot; PlotCount counts the
	// destructions toward its clear condition (crystals.go). Crystals is
	// replaced, never edited in place (clones share it).
	Crystals    []CrystalToken `json:",omitempty"`
	PlotCleared bool           `json:",omitempty"`
	PlotCount   int            `json:",omitempty"`
	// Rules is the rulebook this game follows and its own state (the
	// Arcade Consul's chart and cards in play, ...): see ruleset.go. Its
	// JSON name is the one the Arcade Consul's state had before the
	// rulebooks were split (rules version 1), so hashes and saves agree
	// across the split.
	Rules Ruleset `json:"Consul"`

	rng     *pcgState
	catalog *Catalog
	// graph is the pathing view of Board, built once and read-only
	// afterwards (safe to share between clones and goroutines).
	graph *pathing.Graph
	// spare is what the last Apply left behind for the next one's working
	// copy (clone.go, commands.go); never shared with a clone.
	spare recycled
}

// Catalog returns the card data the game uses.
func (g *Game) Catalog() *Catalog { return g.catalog }

// Model returns the model with id, or nil.
func (g *Game) Model(id ModelID) *Model {
	if id < 0 || int(id) >= len(g.Models) {
		return nil
	}
	return &g.Models[id]
}

// At returns the in-play model covering p, or nil.
func (g *Game) At(p tiles.Point) *Model {
	for i := range g.Models {
		m := &g.Models[i]
		if m.InPlay && m.Covers(p) {
			return m
		}
	}
	return nil
}

// Heroes lists the Heroes' ids (in play or not) in id order.
func (g *Game) Heroes() []ModelID {
	var out []ModelID
	for i := range g.Models {
		if g.Models[i].Kind == KindHero {
			out = append(out, ModelID(i))
		}
	}
	return out
}

// HeroCard returns the Hero card of a model, or nil.
func (g *Game) HeroCard(m *Model) *cards.Hero {
	if m == nil || m.Kind != KindHero {
		return nil
	}
	if m.card != nil && m.card.hero != nil && m.card.name == m.Card && m.card.cat == g.catalog {
		return m.card.hero
	}
	return g.catalog.Heroes[m.Card]
}

// MonsterCard returns the monster card of a Consul model, or nil.
func (g *Game) MonsterCard(m *Model) *cards.Monster {
	if m == nil || m.Side != ConsulSide {
		return nil
	}
	if m.card != nil && m.card.consul && m.card.name == m.Card && m.card.cat == g.catalog {
		return m.card.monster
	}
	return g.catalog.Monsters[m.Card]
}

// bindCard remembers m's catalog card (see Model.card).
func (g *Game) bindCard(m *Model) {
	ref := &cardRef{name: m.Card, cat: g.catalog}
	if m.Kind == KindHero {
		ref.hero = g.catalog.Heroes[m.Card]
		if ref.hero != nil {
			for i, a := range basicAttacks {
				ref.basic[i], _ = basicAttack(ref.hero, a)
			}
		}
	} else if m.Side == ConsulSide {
		ref.monster, ref.consul = g.catalog.Monsters[m.Card], true
	}
	m.card = ref
}

// Hearts is the number of wounds that destroy the model.
func (g *Game) Hearts(m *Model) int {
	if h := g.HeroCard(m); h != nil {
		return max(1, h.Hearts+g.equipPoints(m, cards.StatHearts))
	}
	if c := g.MonsterCard(m); c != nil {
		hearts := c.Hearts
		if n := g.rules().MonsterHearts(g, m); n > 0 {
			hearts = n // the rulebook's own profile (Explore)
		}
		// Hearts from cards in play (Back-to-Back: "elites have +1
		// heart"); when the card leaves, a monster with as many wounds
		// as its printed hearts is destroyed (settle).
		return max(1, hearts+g.CardStat(m, cards.StatHearts))
	}
	return 1
}

// PotionCapacity is the most potion tokens a Hero may carry.
func (g *Game) PotionCapacity(m *Model) int {
	if h := g.HeroCard(m); h != nil {
		return max(0, h.Potions+g.equipPoints(m, cards.StatPotions))
	}
	return 0
}

// Name is a model's name for messages.
func (g *Game) Name(id ModelID) string {
	m := g.Model(id)
	if m == nil {
		return fmt.Sprintf("model %d", id)
	}
	return m.Card
}

// enemies reports whether two models are on opposing sides.
func Enemies(a, b *Model) bool { return a.Side != b.Side }

// Deck returns the named deck, creating an empty one.
func (g *Game) Deck(name string) *Deck {
	for i := range g.Decks {
		if g.Decks[i].Name == name {
			return &g.Decks[i]
		}
	}
	g.Decks = append(g.Decks, Deck{Name: name})
	return &g.Decks[len(g.Decks)-1]
}

// Draw takes the top card of the named deck. When the draw pile is empty
// the discard pile is shuffled (with the game's random source) into a new
// draw pile first (Arcade rulebook, "Draw"). ok is false when both are empty.
func (g *Game) Draw(name string) (card string, ok bool) {
	d := g.Deck(name)
	if len(d.Draw) == 0 {
		if len(d.Discard) == 0 {
			return "", false
		}
		// A copy: clones share piles (clone.go), shuffling reorders.
		d.Draw, d.Discard = slices.Clone(d.Discard), nil
		g.Shuffle(d.Draw)
	}
	card = d.Draw[0]
	d.Draw = append([]string(nil), d.Draw[1:]...)
	if len(d.Draw) == 0 {
		// "When the last card of a deck is drawn, players immediately
		// shuffle the deck's discard pile."
		if len(d.Discard) > 0 {
			d.Draw, d.Discard = slices.Clone(d.Discard), nil
			g.Shuffle(d.Draw)
		}
	}
	return card, true
}

// DiscardCard puts a card face up on the named deck's discard pile.
func (g *Game) DiscardCard(name, card string) {
	d := g.Deck(name)
	d.Discard = append(d.Discard, card)
}

// pathGraph returns the reusable pathing graph of the board.
func (g *Game) pathGraph() *pathing.Graph {
	if g.graph == nil || g.graph.Map() != g.Board {
		g.graph = pathing.NewGraph(g.Board)
	}
	return g.graph
}
