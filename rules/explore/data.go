package explore

import (
	"bytes"
	_ "embed"
	"fmt"
	"slices"

	"go.yaml.in/yaml/v3"

	"github.com/superdungeon-digital/superdungeon/cards"
)

//go:embed data/explore.yaml
var exploreYAML []byte

// Platform is a monster's platform (Explore rulebook, "Monster Card"): it
// decides when the monster may spawn and what its activation costs.
type Platform string

// The platforms.
const (
	Bit8  Platform = "8-Bit"
	Bit16 Platform = "16-Bit"
	Super Platform = "SUPER"
)

// Profile is a monster's Explore card: dice for every attribute, its basic
// attack, the attribute it defends with, platform and skull points.
type Profile struct {
	Name                string
	Mv, AP              int
	STR, ARM, WILL, DEX cards.Pool
	Attack              string // "STR", "WILL", "DEX" or "" (no basic attack)
	Range               int
	Defense             string // the attribute rolled to defend ("" = ARM)
	Platform            Platform
	Skulls              int
	// Hearts is the book's hearts; 0 keeps the catalog card's.
	Hearts int
}

// rawProfile carries the attribute columns, which yaml cannot inline.
type rawProfile struct {
	Name     string     `yaml:"name"`
	Mv       int        `yaml:"mv"`
	AP       int        `yaml:"ap"`
	STR      cards.Pool `yaml:"str"`
	ARM      cards.Pool `yaml:"arm"`
	WILL     cards.Pool `yaml:"will"`
	DEX      cards.Pool `yaml:"dex"`
	Attack   string     `yaml:"attack"`
	Range    int        `yaml:"range"`
	Defense  string     `yaml:"defense"`
	Platform Platform   `yaml:"platform"`
	Skulls   int        `yaml:"skulls"`
	Hearts   int        `yaml:"hearts"`
}

// DefensePool is the dice the monster defends with.
func (p *Profile) DefensePool() cards.Pool {
	switch p.Defense {
	case "STR":
		return p.STR
	case "WILL":
		return p.WILL
	case "DEX":
		return p.DEX
	}
	return p.ARM
}

// Bonus is a chart bonus or a relic's gift: dice on offense or defense
// rolls, a keyword (an ability or a status effect the monster causes).
type Bonus struct {
	Name    string     `yaml:"name"`
	Offense cards.Pool `yaml:"offense"`
	Defense cards.Pool `yaml:"defense"`
	Keyword string     `yaml:"keyword"`
	// Boss names the only dungeon boss a relic fits ("" for any).
	Boss string `yaml:"boss"`
}

// Space is one space of the Mighty Monster Chart.
type Space struct {
	Spawn     int        `yaml:"spawn"`
	Platforms []Platform `yaml:"platforms"`
	Bonuses   []Bonus    `yaml:"bonuses"`
	MiniBoss  bool       `yaml:"miniboss"`
	Sighting  []int      `yaml:"sighting"`
	Boss      bool       `yaml:"boss"`
}

// Allows reports whether the space lets monsters of platform p spawn.
func (s Space) Allows(p Platform) bool { return slices.Contains(s.Platforms, p) }

// BossEffect is what a boss fight card does: on spawn, or as its timeout
// (and on a boss sighting).
type BossEffect struct {
	Wounds       int          `yaml:"wounds"`
	Status       cards.Status `yaml:"status"`
	HealMonsters bool         `yaml:"heal_monsters"`
}

// BossFight is a dungeon boss's boss fight card.
type BossFight struct {
	Name    string     `yaml:"name"`
	Spawn   BossEffect `yaml:"spawn"`
	Timeout BossEffect `yaml:"timeout"`
}

// Data is the Explore rulebook's data: profiles by monster, both chart
// sides, the relic deck and the boss fight cards.
type Data struct {
	Profiles   map[string]*Profile
	Charts     map[string][]Space
	Relics     []Bonus
	BossFights map[string]BossFight
	// Paired lists the spawning points that come in pairs ("Paired
	// Spawning Points").
	Paired []string
	// Loot and Treasure are the decks, one name per copy (the cards
	// package's loot and treasure), read once with the data.
	Loot, Treasure []string
}

// LoadData reads the embedded Explore data and the loot and treasure decks.
func LoadData() (*Data, error) {
	d, err := ParseData(exploreYAML)
	if err != nil {
		return nil, err
	}
	if d.Loot, d.Treasure, err = deckLists(); err != nil {
		return nil, fmt.Errorf("explore data: %w", err)
	}
	return d, nil
}

// ParseData reads Explore data and checks what the rules rely on.
func ParseData(b []byte) (*Data, error) {
	var raw struct {
		Profiles   []rawProfile       `yaml:"profiles"`
		Charts     map[string][]Space `yaml:"charts"`
		Relics     []Bonus            `yaml:"relics"`
		BossFights []BossFight        `yaml:"bossfights"`
		Paired     []string           `yaml:"paired"`
	}
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(&raw); err != nil {
		return nil, fmt.Errorf("explore data: %w", err)
	}
	d := &Data{Profiles: map[string]*Profile{}, Charts: raw.Charts, Relics: raw.Relics, BossFights: map[string]BossFight{}, Paired: raw.Paired}
	for _, r := range raw.Profiles {
		p := &Profile{Name: r.Name, Mv: r.Mv, AP: r.AP, STR: r.STR, ARM: r.ARM, WILL: r.WILL, DEX: r.DEX,
			Attack: r.Attack, Range: r.Range, Defense: r.Defense, Platform: r.Platform, Skulls: r.Skulls, Hearts: r.Hearts}
		if _, dup := d.Profiles[p.Name]; dup {
			return nil, fmt.Errorf("explore data: profile %q twice", p.Name)
		}
		switch p.Platform {
		case Bit8, Bit16, Super:
		default:
			return nil, fmt.Errorf("explore data: %s: platform %q (want 8-Bit, 16-Bit or SUPER)", p.Name, p.Platform)
		}
		switch p.Attack {
		case "", "STR", "WILL", "DEX":
		default:
			return nil, fmt.Errorf("explore data: %s: attack %q (want STR, WILL or DEX)", p.Name, p.Attack)
		}
		if p.Attack != "" && (p.Range < 1 || p.AP < 1) {
			return nil, fmt.Errorf("explore data: %s: an attack needs a range and action points", p.Name)
		}
		d.Profiles[p.Name] = p
	}
	for _, side := range []string{"3-4", "5-6"} {
		ch := d.Charts[side]
		if len(ch) < 2 || !ch[len(ch)-1].Boss {
			return nil, fmt.Errorf("explore data: chart %s must end on the dungeon boss space", side)
		}
		for i, s := range ch {
			if s.Spawn > 0 && len(s.Platforms) == 0 {
				return nil, fmt.Errorf("explore data: chart %s space %d spawns without a platform", side, i)
			}
		}
	}
	for _, b := range raw.BossFights {
		d.BossFights[b.Name] = b
	}
	return d, nil
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

// IsPaired reports whether spawning point card sp comes in a pair (Explore,
// "Paired Spawning Points"): a setup takes it twice or not at all.
func (d *Data) IsPaired(sp string) bool { return slices.Contains(d.Paired, sp) }
