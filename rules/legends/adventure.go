package legends

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Adventure is one adventure as data ("Adventures"): its kind, story,
// dungeon map and phases of exploration and encounters, and rewards.
type Adventure struct {
	File      string `yaml:"-"`
	ID        string `yaml:"id"`
	Name      string `yaml:"name"`
	Kind      string `yaml:"kind"` // fight, mash or dive
	Storybook bool   `yaml:"storybook"`
	Intro     string `yaml:"intro"`
	// Map is in tiles.ParseMap's format with the effect letters d
	// (Difficult Terrain), l (Lava), p (Brambles), i (Frozen Floor). Marks:
	// H a Hero's start, G Goddess, N Sentinel, C Champion (structures), P
	// Secret Passage, T treasure, D door, digits monsters' squares.
	Map string `yaml:"map"`
	// Grid is a simpler way to draw a map: one line per row of squares,
	// the same characters, no walls inside (structures and void shape the
	// rooms). Exactly one of Map and Grid.
	Grid string `yaml:"grid"`
	// Treasure is each T token's loot cards, in reading order.
	Treasure []int `yaml:"treasure"`
	// Doors are each D token's unlocking flag ("" unlocked), reading order.
	Doors []string `yaml:"doors"`
	// Hidden are the parts of the map covered until found; NPCs name each
	// Q token (a person to speak with), reading order (hidden.go).
	Hidden  []HiddenArea `yaml:"hidden"`
	NPCs    []string     `yaml:"npcs"`
	Phases  []Phase      `yaml:"phases"`
	Rewards Outcome      `yaml:"rewards"`

	board    *tiles.Map
	marks    map[tiles.Point]rune
	features Features
}

// Phase is one exploration or encounter phase, or a story text.
type Phase struct {
	ID      string       `yaml:"id"`
	Story   string       `yaml:"story"`
	Explore *ExploreSpec `yaml:"explore"`
	Combat  *CombatSpec  `yaml:"combat"`
	Test    *TestSpec    `yaml:"test"`
	Choice  *ChoiceSpec  `yaml:"choice"`
	// If skips the phase unless the flag is set (!flag: unless unset).
	If string `yaml:"if"`
}

// ExploreSpec is an exploration phase.
type ExploreSpec struct {
	Text string `yaml:"text"`
}

// CombatSpec is a combat encounter: monsters on the squares of each digit
// mark, and optionally the mark where the party stands when it begins.
type CombatSpec struct {
	Text     string            `yaml:"text"`
	Monsters map[string]string `yaml:"monsters"`
	Party    string            `yaml:"party"`
	// Larger is the encounter as written for a bigger party: for a party
	// of at least the key's size, the monsters placed besides Monsters
	// (mark to monster, the marks on the map like Monsters'). The largest
	// key not above the party's size is used; each entry lists all its
	// extras. Written by hand per encounter, where a formula could only
	// add hearts ("Setup Monsters": the Consul sets a fight up for the
	// party at the table).
	Larger map[int]map[string]string `yaml:"larger"`
}

// monstersFor is the encounter's mark-to-monster map for a party of n.
func (c *CombatSpec) monstersFor(n int) map[string]string {
	best := 0
	for size := range c.Larger {
		if size <= n && size > best {
			best = size
		}
	}
	if best == 0 {
		return c.Monsters
	}
	out := make(map[string]string, len(c.Monsters)+len(c.Larger[best]))
	for k, v := range c.Monsters {
		out[k] = v
	}
	for k, v := range c.Larger[best] {
		out[k] = v
	}
	return out
}

// TestSpec is a non-combat encounter resolved by attribute tests
// ("Attribute Tests"): approaches with an attribute and a defense value
// (passive) or an opposing monster's attribute (opposed).
type TestSpec struct {
	Text       string     `yaml:"text"`
	Kind       string     `yaml:"kind"` // trap, obstacle, puzzle, lock, secret, npc
	Approaches []Approach `yaml:"approaches"`
	// Tries is how many failed attempts the party may make before the
	// failure outcome (default 1).
	Tries int `yaml:"tries"`
	// EachFailure happens on every failed attempt (a trap's sting).
	EachFailure *Outcome `yaml:"each_failure"`
	Success     Outcome  `yaml:"success"`
	Failure     Outcome  `yaml:"failure"`
}

// Approach is one way to attempt a test.
type Approach struct {
	Text string `yaml:"text"`
	Attr string `yaml:"attr"`
	DF   int    `yaml:"df"`
	// Opposed names a monster profile whose OpposedAttr roll is the
	// defense instead of DF.
	Opposed     string `yaml:"opposed"`
	OpposedAttr string `yaml:"opposed_attr"`
	// Good is a backpack good that may be spent for +1B.
	Good string `yaml:"good"`
}

// ChoiceSpec offers the party options (an NPC, a fork in the road).
type ChoiceSpec struct {
	Text    string   `yaml:"text"`
	Options []Option `yaml:"options"`
	// NPC: the choice waits until a Hero speaks with this NPC's token.
	NPC string `yaml:"npc"`
}

// Option is one choice and what follows.
type Option struct {
	Text    string         `yaml:"text"`
	Cost    map[string]int `yaml:"cost"`
	Outcome Outcome        `yaml:"outcome"`
}

// Outcome is what a phase's result does.
type Outcome struct {
	Text     string         `yaml:"text"`
	Wound    int            `yaml:"wound"`     // the tester (or, in a choice, each Hero)
	WoundAll int            `yaml:"wound_all"` // every Hero standing
	Status   string         `yaml:"status"`
	Heal     int            `yaml:"heal"` // every Hero
	Potions  int            `yaml:"potions"`
	Loot     int            `yaml:"loot"`
	Goods    map[string]int `yaml:"goods"`
	Flag     string         `yaml:"flag"`
	Goto     string         `yaml:"goto"`
	RankUp   bool           `yaml:"rank_up"`
	Item     string         `yaml:"item"`
	Wonder   string         `yaml:"wonder"`
}

// legendLetters are the tile effects adventure maps may draw.
var legendLetters = map[rune]string{'d': "Difficult Terrain", 'l': "Lava", 'p': "Brambles", 'i': "Frozen Floor"}

// ParseAdventure reads one adventure file.
func ParseAdventure(file string, b []byte) (*Adventure, error) {
	a := &Adventure{File: file}
	dec := yaml.NewDecoder(strings.NewReader(string(b)))
	dec.KnownFields(true)
	if err := dec.Decode(a); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	text := a.Map
	if (a.Map == "") == (a.Grid == "") {
		return nil, fmt.Errorf("%s: needs exactly one of map and grid", file)
	}
	if a.Grid != "" {
		text = gridToMap(a.Grid)
	}
	m, marks, err := tiles.ParseMap(text, legendLetters)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	a.board, a.marks = m, marks
	for _, p := range a.points('G') {
		a.features.Goddess = append(a.features.Goddess, p)
	}
	a.features.Sentinel = a.points('N')
	a.features.Champion = a.points('C')
	a.features.Passages = a.points('P')
	for _, p := range slices.Concat(a.features.Goddess, a.features.Sentinel, a.features.Champion) {
		m.Set(p, tiles.Square{Terrain: tiles.Structure, Tile: m.At(p).Tile})
	}
	for i := range a.Hidden {
		if a.Hidden[i].points, err = parseSquares(a.Hidden[i].Squares); err != nil {
			return nil, fmt.Errorf("%s: hidden area %q: %w", file, a.Hidden[i].Name, err)
		}
	}
	return a, nil
}

// points lists the squares marked r in reading order.
func (a *Adventure) points(r rune) []tiles.Point {
	var out []tiles.Point
	for y := 0; y < a.board.H; y++ {
		for x := 0; x < a.board.W; x++ {
			if p := (tiles.Point{X: x, Y: y}); a.marks[p] == r {
				out = append(out, p)
			}
		}
	}
	return out
}

// Board is the adventure's dungeon (shared, read only).
func (a *Adventure) Board() *tiles.Map { return a.board }

func (a *Adventure) check(d *Data) error {
	switch a.Kind {
	case "fight", "mash", "dive":
	default:
		return fmt.Errorf("kind must be fight, mash or dive, got %q", a.Kind)
	}
	if a.ID == "" || a.Name == "" || a.Intro == "" {
		return fmt.Errorf("needs an id, a name and an intro")
	}
	if len(a.points('H')) < 5 {
		return fmt.Errorf("needs five Hero start squares (H), has %d", len(a.points('H')))
	}
	if n := len(a.points('T')); n != len(a.Treasure) {
		return fmt.Errorf("%d treasure tokens on the map, %d in treasure", n, len(a.Treasure))
	}
	if n := len(a.points('D')); n != len(a.Doors) {
		return fmt.Errorf("%d doors on the map, %d in doors", n, len(a.Doors))
	}
	if err := a.checkHidden(); err != nil {
		return err
	}
	ids := map[string]bool{}
	combats, tests := 0, 0
	for i, p := range a.Phases {
		n := 0
		for _, set := range []bool{p.Story != "", p.Explore != nil, p.Combat != nil, p.Test != nil, p.Choice != nil} {
			if set {
				n++
			}
		}
		if n != 1 {
			return fmt.Errorf("phase %d: needs exactly one of story, explore, combat, test, choice", i+1)
		}
		if p.ID != "" {
			if ids[p.ID] {
				return fmt.Errorf("phase id %q twice", p.ID)
			}
			ids[p.ID] = true
		}
		if c := p.Combat; c != nil {
			combats++
			if len(c.Monsters) == 0 {
				return fmt.Errorf("phase %d: a combat with no monsters", i+1)
			}
			all := map[string]string{}
			for k, v := range c.Monsters {
				all[k] = v
			}
			for size, extra := range c.Larger {
				if size < 4 || size > 5 {
					return fmt.Errorf("phase %d: larger party of %d (4 or 5 Heroes)", i+1, size)
				}
				for k, v := range extra {
					if _, ok := c.Monsters[k]; ok {
						return fmt.Errorf("phase %d: larger party of %d reuses mark %s", i+1, size, k)
					}
					all[k] = v
				}
			}
			for mark, name := range all {
				if len(mark) != 1 || mark[0] < '0' || mark[0] > '9' {
					return fmt.Errorf("phase %d: monster mark %q is not a digit", i+1, mark)
				}
				if d.Monster(name) == nil {
					return fmt.Errorf("phase %d: unknown monster %q", i+1, name)
				}
				if len(a.points(rune(mark[0]))) == 0 {
					return fmt.Errorf("phase %d: no square marked %s on the map", i+1, mark)
				}
			}
			if c.Party != "" && len(a.points(rune(c.Party[0]))) < 5 {
				return fmt.Errorf("phase %d: party mark %s needs five squares", i+1, c.Party)
			}
		}
		if t := p.Test; t != nil {
			tests++
			if len(t.Approaches) == 0 {
				return fmt.Errorf("phase %d: a test with no approach", i+1)
			}
			if !slices.Contains([]string{"trap", "obstacle", "puzzle", "lock", "secret", "npc"}, t.Kind) {
				return fmt.Errorf("phase %d: test kind %q is not trap, obstacle, puzzle, lock, secret or npc", i+1, t.Kind)
			}
			for _, ap := range t.Approaches {
				if _, err := ParseAttr(ap.Attr); err != nil {
					return fmt.Errorf("phase %d: %w", i+1, err)
				}
				if ap.DF < 0 || ap.DF > 4 {
					return fmt.Errorf("phase %d: defense value %d outside 0-4 (Attribute Tests)", i+1, ap.DF)
				}
				if ap.Opposed != "" {
					if d.Monster(ap.Opposed) == nil {
						return fmt.Errorf("phase %d: unknown opposing monster %q", i+1, ap.Opposed)
					}
					if _, err := ParseAttr(ap.OpposedAttr); err != nil {
						return fmt.Errorf("phase %d: opposed: %w", i+1, err)
					}
				}
				if ap.Good != "" {
					if _, ok := d.Backpack.Capacity[ap.Good]; !ok {
						return fmt.Errorf("phase %d: %q is not a backpack good", i+1, ap.Good)
					}
				}
			}
			for _, o := range []*Outcome{&t.Success, &t.Failure, t.EachFailure} {
				if o != nil {
					if err := o.check(d); err != nil {
						return fmt.Errorf("phase %d: %w", i+1, err)
					}
				}
			}
		}
		if c := p.Choice; c != nil {
			if len(c.Options) < 2 {
				return fmt.Errorf("phase %d: a choice needs two options", i+1)
			}
			for _, o := range c.Options {
				if err := o.Outcome.check(d); err != nil {
					return fmt.Errorf("phase %d: %w", i+1, err)
				}
			}
		}
	}
	for i, p := range a.Phases {
		for _, o := range a.outcomes(p) {
			if o.Goto != "" && !ids[o.Goto] {
				return fmt.Errorf("phase %d: goto %q names no phase", i+1, o.Goto)
			}
		}
	}
	if combats == 0 {
		return fmt.Errorf("no combat encounter")
	}
	if a.Kind == "fight" && (combats != 1 || tests > 0) {
		return fmt.Errorf("a Fight is a single combat encounter")
	}
	if a.Kind == "mash" && (combats < 2 || tests > 0) {
		return fmt.Errorf("a Monster Mash is linked fights only")
	}
	if a.Kind == "dive" && tests == 0 {
		return fmt.Errorf("a Dungeon Dive has non-combat encounters too")
	}
	return a.Rewards.check(d)
}

func (a *Adventure) outcomes(p Phase) []*Outcome {
	var out []*Outcome
	if p.Test != nil {
		out = append(out, &p.Test.Success, &p.Test.Failure)
	}
	if p.Choice != nil {
		for i := range p.Choice.Options {
			out = append(out, &p.Choice.Options[i].Outcome)
		}
	}
	return out
}

func (o *Outcome) check(d *Data) error {
	if o.Status != "" {
		if _, err := ParseStatus(o.Status); err != nil {
			return err
		}
	}
	for k := range o.Goods {
		if _, ok := d.Backpack.Capacity[k]; !ok {
			return fmt.Errorf("%q is not a backpack good", k)
		}
	}
	if o.Item != "" && d.Item(o.Item) == nil {
		return fmt.Errorf("unknown item %q", o.Item)
	}
	if o.Wonder != "" && (d.Equipment(o.Wonder) == nil || !d.Equipment(o.Wonder).Wonder) {
		return fmt.Errorf("%q is not a wonder", o.Wonder)
	}
	return nil
}

// PartyHero is a Hero as it enters an adventure (from a campaign).
type PartyHero struct {
	Name       string
	Class      string
	MaxHearts  int
	Hearts     int
	MaxPotions int
	Potions    int
	Attrs      [numAttrs]string
	Move       int
	Abilities  []string
	Skills     []Attr
	Equipped   []string
	Carried    []string
}

// Setup is what an adventure starts from.
type Setup struct {
	Data      *Data
	Adventure string
	Party     []PartyHero
	Backpack  map[string]int
	Items     []string
	Flags     []string
	Seed      uint64
}

// NewAdventure builds the adventure's game: the party on its start
// squares, the loot deck shuffled from the seed, the first phase begun.
func NewAdventure(s Setup) (*Game, []Event, error) {
	a := s.Data.AdventureNamed(s.Adventure)
	if a == nil {
		return nil, nil, fmt.Errorf("no adventure %q", s.Adventure)
	}
	starts := a.points('H')
	if len(s.Party) < 1 || len(s.Party) > len(starts) {
		return nil, nil, fmt.Errorf("a party of 1 to %d Heroes, not %d", len(starts), len(s.Party))
	}
	g := &Game{Adventure: a.ID, Map: a.board, Features: a.features, Active: -1, Phase: -1,
		rng: rand.NewPCG(s.Seed, 0x1e9e4d5), data: s.Data, adv: a, Flags: slices.Clone(s.Flags),
		Items: slices.Clone(s.Items), Backpack: map[string]int{}}
	for k, v := range s.Backpack {
		g.Backpack[k] = v
	}
	for i, h := range s.Party {
		attrs, err := pools("party", h.Name, h.Attrs)
		if err != nil {
			return nil, nil, err
		}
		cl := s.Data.Class(h.Class)
		if cl == nil {
			return nil, nil, fmt.Errorf("hero %s: unknown class %q", h.Name, h.Class)
		}
		g.Models = append(g.Models, Model{ID: i, Name: h.Name, Class: h.Class, Side: Heroes, At: starts[i],
			Hearts: h.Hearts, MaxHearts: h.MaxHearts, Potions: h.Potions, MaxPotions: h.MaxPotions,
			Attrs: attrs, Attack: cl.Attack, Abilities: slices.Clone(h.Abilities), Move: h.Move, InPlay: true,
			Skills: slices.Clone(h.Skills), Equipped: slices.Clone(h.Equipped), Carried: slices.Clone(h.Carried)})
	}
	for i, p := range a.points('T') {
		g.Tokens = append(g.Tokens, Token{Kind: "treasure", At: p, Loot: a.Treasure[i]})
	}
	for i, p := range a.points('D') {
		g.Tokens = append(g.Tokens, Token{Kind: "door", At: p, Needs: a.Doors[i]})
	}
	for i, p := range a.points('Q') {
		g.Tokens = append(g.Tokens, Token{Kind: "npc", At: p, NPC: a.NPCs[i]})
	}
	for _, e := range s.Data.Loot {
		g.LootDeck = append(g.LootDeck, e.Name)
	}
	r := rand.New(g.rng)
	r.Shuffle(len(g.LootDeck), func(i, j int) { g.LootDeck[i], g.LootDeck[j] = g.LootDeck[j], g.LootDeck[i] })
	// Every adventure opens with the party getting ready: an exploration
	// moment to equip what it carries and drink what it needs before the
	// first phase (project decision: the book equips only during
	// exploration, and a Fight has no other).
	g.Mode = Explore
	evs := []Event{{Kind: "Story", Text: a.Intro, Model: -1, Target: -1},
		{Kind: "Explore", Text: "The party gets ready: equip, trade and drink before setting out.", Model: -1, Target: -1}}
	// What the campaign already found stays found.
	return g, append(evs, g.revealFound()...), nil
}

// Restore rebuilds the unexported parts of a game read from JSON.
func (g *Game) Restore(d *Data, rngState []byte) error {
	a := d.AdventureNamed(g.Adventure)
	if a == nil {
		return fmt.Errorf("no adventure %q", g.Adventure)
	}
	g.data, g.adv, g.Map = d, a, a.board
	g.rng = &rand.PCG{}
	return g.rng.UnmarshalBinary(rngState)
}

// gridToMap turns grid rows into tiles.ParseMap's format: squares at odd
// columns of odd lines, every edge open.
func gridToMap(grid string) string {
	rows := strings.Split(strings.Trim(grid, "\n"), "\n")
	w := 0
	for _, r := range rows {
		w = max(w, len(r))
	}
	var b strings.Builder
	blank := strings.Repeat(" ", 2*w+1) + "\n"
	b.WriteString("+" + strings.Repeat("-+", w) + "\n")
	for i, r := range rows {
		if i > 0 {
			b.WriteString(blank)
		}
		b.WriteByte('|')
		for x := 0; x < w; x++ {
			c := byte(' ')
			if x < len(r) {
				c = r[x]
			}
			b.WriteByte(c)
			if x < w-1 {
				b.WriteByte(' ')
			}
		}
		b.WriteByte('|')
		b.WriteByte('\n')
	}
	b.WriteString("+" + strings.Repeat("-+", w) + "\n")
	return b.String()
}
