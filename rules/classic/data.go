package classic

import (
	"bytes"
	_ "embed"
	"fmt"
	"slices"

	"go.yaml.in/yaml/v3"

	"github.com/superdungeon-digital/superdungeon/cards"
)

//go:embed data/classic.yaml
var classicYAML []byte

//go:embed data/heroes.yaml
var heroesYAML []byte

// Platform is a monster's platform (1st edition, "20 - Platform"): when it
// may spawn.
type Platform string

// The platforms, in the Power Gauge's order.
const (
	Bit8       Platform = "8-Bit"
	Bit16      Platform = "16-Bit"
	Super      Platform = "Super"
	Overcharge Platform = "Overcharge"
)

// Profile is a monster's classic card: dice for every attribute, its basic
// attack, platform, skull value, hearts and model type.
type Profile struct {
	Name                string
	Type                string // minion, denizen, mini-boss, boss, spawning point
	Mv, AP              int
	STR, ARM, WILL, DEX cards.Pool
	Attack              string // "STR", "WILL", "DEX" or "" (no basic attack)
	Range               int
	Platform            Platform
	Skulls              int
	Hearts              int  // 0 keeps the catalog card's
	Mob                 bool // 1st edition Mob: +1 ATT per other Mob model in melee with the target, up to +3
	Swarm               bool // +1 ATT against a target suffering Knockdown
	// Actions, when listed, are the 1st edition's special attacks and
	// actions, in place of the catalog card's (ClassicCatalog).
	Actions cards.ActionList
	// Abilities are keywords the 1st edition's card has beside the
	// catalog card's (ClassicCatalog adds them): the Wyrmling's Knockdown.
	Abilities []cards.Keyword
	// Kin is the card's family ("kobold"); AuraKin, when set, the only kin
	// its aura actions reach (the Dragon Priest's "All Kobolds gain").
	Kin, AuraKin string
}

type rawProfile struct {
	Name     string           `yaml:"name"`
	Type     string           `yaml:"type"`
	Mv       int              `yaml:"mv"`
	AP       int              `yaml:"ap"`
	STR      cards.Pool       `yaml:"str"`
	ARM      cards.Pool       `yaml:"arm"`
	WILL     cards.Pool       `yaml:"will"`
	DEX      cards.Pool       `yaml:"dex"`
	Attack   string           `yaml:"attack"`
	Range    int              `yaml:"range"`
	Platform Platform         `yaml:"platform"`
	Skulls   int              `yaml:"skulls"`
	Hearts   int              `yaml:"hearts"`
	Mob      bool             `yaml:"mob"`
	Swarm    bool             `yaml:"swarm"`
	Actions  cards.ActionList `yaml:"actions"`
	Kin      string           `yaml:"kin"`
	AuraKin  string           `yaml:"aura_kin"`
	// Abilities are keywords the 1st edition's card adds ("Knockdown").
	Abilities []string `yaml:"abilities"`
}

// PoolEntry is a number of models of one monster card.
type PoolEntry struct {
	Monster string `yaml:"monster"`
	Count   int    `yaml:"count"`
}

// SpawnPool is what one spawning point card brings (a pair's pool when
// Pair).
type SpawnPool struct {
	Name     string      `yaml:"name"`
	Pair     bool        `yaml:"pair"`
	Monsters []PoolEntry `yaml:"monsters"`
}

// Gauge is the Power Gauge: the space where 16-Bit begins, Super (its
// last space) and the spaces whose passing gains a skull token.
type Gauge struct {
	Bit16  int   `yaml:"bit16"`
	Super  int   `yaml:"super"`
	Skulls []int `yaml:"skulls"`
}

// LootMeter is the Loot-O-Meter: its last circle and its LOOT circles.
type LootMeter struct {
	Max  int   `yaml:"max"`
	Loot []int `yaml:"loot"`
}

// Size is a game size (1st edition, "Game Size").
type Size struct {
	Name           string `yaml:"name"`
	Tiles          int    `yaml:"tiles"`
	Heroes         int    `yaml:"heroes"`
	SpawningPoints int    `yaml:"spawning_points"`
	// SpawnSkulls is what each spawning point spawns a round (0: the
	// book's four, SkullsPerTurn).
	SpawnSkulls int  `yaml:"spawn_skulls"`
	MiniBosses  int  `yaml:"minibosses"`
	Boss        bool `yaml:"boss"`
}

// Adventure is a dungeon boss's adventure effects card.
type Adventure struct {
	Boss          string      `yaml:"boss"`
	BornOfFire    bool        `yaml:"born_of_fire"`
	RedStuff      bool        `yaml:"red_stuff"`
	Inferno       bool        `yaml:"inferno"`
	BurningBlades bool        `yaml:"burning_blades"`
	FieryEscape   bool        `yaml:"fiery_escape"`
	Summon        []PoolEntry `yaml:"summon"`
}

// Data is the classic rulebook's data.
type Data struct {
	Profiles   map[string]*Profile
	Pools      map[string]SpawnPool
	Gauge      Gauge
	Loot       LootMeter
	Sizes      map[string]Size
	Adventures map[string]Adventure
	// LootDeck and TreasureDeck are the decks, one name per copy (the
	// loot deck with ExtraLoot).
	LootDeck, TreasureDeck []string
	// ExtraLoot is the classic game's own loot cards, one name per copy.
	ExtraLoot []string
	// Heroes are the 1st edition's Hero cards the shared catalog lacks
	// (the Deeproot Druid and its Angry Bear form, data/heroes.yaml).
	Heroes []cards.Hero
	// HeroActions are the 1st edition's actions of a shared catalog Hero
	// card, each in place of the card's action of that name (the Riftling
	// Rogue's Bamf!).
	HeroActions map[string]cards.ActionList
}

// HeroChoices are the classic Heroes a party may pick beside the shared
// catalog's: every card of Data.Heroes but a second form (a card an
// earlier-listed one shapeshifts into: the Angry Bear).
func (d *Data) HeroChoices() []string {
	var out []string
	for i, h := range d.Heroes {
		if !slices.ContainsFunc(d.Heroes[:i], func(o cards.Hero) bool { return o.Shapeshift == h.Name }) {
			out = append(out, h.Name)
		}
	}
	return out
}

// LoadData reads the embedded classic data and the loot and treasure decks.
func LoadData() (*Data, error) {
	d, err := ParseData(classicYAML)
	if err != nil {
		return nil, err
	}
	if d.LootDeck, d.TreasureDeck, err = deckLists(); err != nil {
		return nil, fmt.Errorf("classic data: %w", err)
	}
	d.LootDeck = append(d.LootDeck, d.ExtraLoot...)
	if d.Heroes, err = cards.ParseHeroes("rules/classic/data/heroes.yaml", heroesYAML); err != nil {
		return nil, fmt.Errorf("classic data: %w", err)
	}
	return d, nil
}

// ParseData reads classic data and checks what the rules rely on.
func ParseData(b []byte) (*Data, error) {
	var raw struct {
		Profiles    []rawProfile `yaml:"profiles"`
		Pools       []SpawnPool  `yaml:"pools"`
		Gauge       Gauge        `yaml:"gauge"`
		Loot        LootMeter    `yaml:"loot"`
		Sizes       []Size       `yaml:"sizes"`
		Adventures  []Adventure  `yaml:"adventures"`
		HeroActions []struct {
			Hero    string           `yaml:"hero"`
			Actions cards.ActionList `yaml:"actions"`
		} `yaml:"hero_actions"`
		ExtraLoot []struct {
			Name  string `yaml:"name"`
			Count int    `yaml:"count"`
		} `yaml:"extra_loot"`
	}
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(&raw); err != nil {
		return nil, fmt.Errorf("classic data: %w", err)
	}
	d := &Data{Profiles: map[string]*Profile{}, Pools: map[string]SpawnPool{}, Gauge: raw.Gauge, Loot: raw.Loot,
		Sizes: map[string]Size{}, Adventures: map[string]Adventure{}}
	d.HeroActions = map[string]cards.ActionList{}
	for _, h := range raw.HeroActions {
		if h.Hero == "" || len(h.Actions) == 0 || d.HeroActions[h.Hero] != nil {
			return nil, fmt.Errorf("classic data: hero_actions: %q needs a name, actions, and one entry", h.Hero)
		}
		d.HeroActions[h.Hero] = h.Actions
	}
	for _, r := range raw.Profiles {
		p := &Profile{Name: r.Name, Type: r.Type, Mv: r.Mv, AP: r.AP, STR: r.STR, ARM: r.ARM, WILL: r.WILL, DEX: r.DEX,
			Attack: r.Attack, Range: r.Range, Platform: r.Platform, Skulls: r.Skulls, Hearts: r.Hearts, Mob: r.Mob, Swarm: r.Swarm, Actions: r.Actions, Kin: r.Kin, AuraKin: r.AuraKin}
		for _, a := range r.Abilities {
			k, err := cards.ParseKeyword(a)
			if err != nil {
				return nil, fmt.Errorf("classic data: %s: abilities: %w", r.Name, err)
			}
			p.Abilities = append(p.Abilities, k)
		}
		if _, dup := d.Profiles[p.Name]; dup {
			return nil, fmt.Errorf("classic data: profile %q twice", p.Name)
		}
		switch p.Platform {
		case Bit8, Bit16, Super, Overcharge:
		default:
			return nil, fmt.Errorf("classic data: %s: platform %q (want 8-Bit, 16-Bit, Super or Overcharge)", p.Name, p.Platform)
		}
		switch p.Type {
		case "minion", "denizen", "mini-boss", "boss", "spawning point":
		default:
			return nil, fmt.Errorf("classic data: %s: type %q", p.Name, p.Type)
		}
		switch p.Attack {
		case "", "STR", "WILL", "DEX":
		default:
			return nil, fmt.Errorf("classic data: %s: attack %q (want STR, WILL or DEX)", p.Name, p.Attack)
		}
		if p.Attack != "" && (p.Range < 1 || p.AP < 1) {
			return nil, fmt.Errorf("classic data: %s: an attack needs a range and action points", p.Name)
		}
		d.Profiles[p.Name] = p
	}
	for _, sp := range raw.Pools {
		for _, e := range sp.Monsters {
			if d.Profiles[e.Monster] == nil || e.Count < 1 {
				return nil, fmt.Errorf("classic data: pool %s: %q needs a profile and a count", sp.Name, e.Monster)
			}
		}
		d.Pools[sp.Name] = sp
	}
	g := d.Gauge
	if g.Bit16 < 1 || g.Super <= g.Bit16 || !slices.IsSorted(g.Skulls) {
		return nil, fmt.Errorf("classic data: gauge: want 0 < bit16 < super and sorted skull spaces")
	}
	if d.Loot.Max < 1 || len(d.Loot.Loot) == 0 || d.Loot.Loot[len(d.Loot.Loot)-1] > d.Loot.Max {
		return nil, fmt.Errorf("classic data: loot: want LOOT circles within 1..max")
	}
	for _, s := range raw.Sizes {
		if s.Tiles < 1 || s.Heroes < 1 || s.SpawningPoints < s.Tiles {
			return nil, fmt.Errorf("classic data: size %s: a spawning point on every tile at least", s.Name)
		}
		d.Sizes[s.Name] = s
	}
	for _, x := range raw.ExtraLoot {
		if x.Name != ResurrectionCharm || x.Count < 1 {
			return nil, fmt.Errorf("classic data: extra_loot: %q is not a card the classic rules play", x.Name)
		}
		for range x.Count {
			d.ExtraLoot = append(d.ExtraLoot, x.Name)
		}
	}
	for _, name := range []string{"delve", "crawl", "siege"} {
		if _, ok := d.Sizes[name]; !ok {
			return nil, fmt.Errorf("classic data: size %s missing", name)
		}
	}
	for _, a := range raw.Adventures {
		for _, e := range a.Summon {
			if d.Profiles[e.Monster] == nil {
				return nil, fmt.Errorf("classic data: %s summons %q, which has no profile", a.Boss, e.Monster)
			}
		}
		d.Adventures[a.Boss] = a
	}
	return d, nil
}

// PlatformAt is the platform the Power Gauge shows at space n.
func (d *Data) PlatformAt(n int) Platform {
	switch {
	case n >= d.Gauge.Super:
		return Super
	case n >= d.Gauge.Bit16:
		return Bit16
	}
	return Bit8
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

// attribute turns a column name into the card attribute.
func attribute(s string) cards.Attribute {
	switch s {
	case "WILL":
		return cards.WILL
	case "DEX":
		return cards.DEX
	case "STR":
		return cards.STR
	}
	return ""
}
