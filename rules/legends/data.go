package legends

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// The book's player part has no monster profiles, classes, item decks,
// recipes or adventures (they are in the Consul's Grimoire and the Hero
// Handbook, which we do not have): these files are the project's, written
// in the book's spirit (README.md lists every decision).
//
//go:embed data/*.yaml data/adventures/*.yaml
var dataFS embed.FS

// Attr is an attribute: STR, ARM, WILL or DEX ("Attribute Tests").
type Attr int

// The four attributes.
const (
	STR Attr = iota
	ARM
	WILL
	DEX
	numAttrs
)

var attrNames = [numAttrs]string{"STR", "ARM", "WILL", "DEX"}

func (a Attr) String() string {
	if a >= 0 && a < numAttrs {
		return attrNames[a]
	}
	return fmt.Sprintf("attr(%d)", int(a))
}

// ParseAttr reads STR, ARM, WILL or DEX.
func ParseAttr(s string) (Attr, error) {
	for i, n := range attrNames {
		if strings.EqualFold(n, s) {
			return Attr(i), nil
		}
	}
	return 0, fmt.Errorf("unknown attribute %q (want STR, ARM, WILL or DEX)", s)
}

// AttackKind is melee, magic or missile ("Attacking in Combat").
type AttackKind string

// The three kinds of attack, their attribute and range.
const (
	Melee   AttackKind = "melee"
	Magic   AttackKind = "magic"
	Missile AttackKind = "missile"
)

// attrOf is the attribute an attack rolls: STR for Melee, WILL for Magic,
// DEX for Missile ("Attack & Defense Roll").
func (k AttackKind) attr() Attr {
	switch k {
	case Magic:
		return WILL
	case Missile:
		return DEX
	}
	return STR
}

// reach is the attack's range in squares: adjacent, four, six.
func (k AttackKind) reach() int {
	switch k {
	case Magic:
		return 4
	case Missile:
		return 6
	}
	return 1
}

// Ability is a unique ability ("Unique Ability" action). Kind "attack"
// rolls Attack's attribute (plus Bonus) against the defender's ARM; Kind
// "support" never wounds ("Support Abilities") and helps friends; kind
// "hinder" (ours, for improvised uses of backpack goods) puts its status
// on an enemy in range and sight without a roll and never wounds.
type Ability struct {
	Name   string     `yaml:"name"`
	Kind   string     `yaml:"kind"`
	Attack AttackKind `yaml:"attack"`
	// Range replaces the attack's range (support: the range to a friend;
	// 0 is self only for support, the attack's own range otherwise).
	Range  int    `yaml:"range"`
	Bonus  string `yaml:"bonus"`
	Status string `yaml:"status"`
	Push   int    `yaml:"push"`
	Pull   int    `yaml:"pull"`
	Burst  int    `yaml:"burst"`
	Lance  bool   `yaml:"lance"`
	Aura   int    `yaml:"aura"`
	Heal   int    `yaml:"heal"`
	// Cleanse removes the target's status effects.
	Cleanse bool `yaml:"cleanse"`
	// Split: the attack may be split between two targets, the dice for
	// each chosen before rolling ("Splitting Attacks").
	Split bool `yaml:"split"`
	// Boost is dice added to an attribute until the user's next activation.
	Boost     string `yaml:"boost"`
	BoostAttr string `yaml:"boost_attr"`
	Text      string `yaml:"text"`

	bonus cards.Pool
	boost cards.Pool
	attr  Attr
}

// Class is a Hero class: starting attributes, basic attack, potions,
// abilities and what every rank gives ("Ranking Up").
type Class struct {
	Name    string     `yaml:"name"`
	Hero    string     `yaml:"hero"`
	Attack  AttackKind `yaml:"attack"`
	STR     string     `yaml:"str"`
	ARM     string     `yaml:"arm"`
	WILL    string     `yaml:"will"`
	DEX     string     `yaml:"dex"`
	Potions int        `yaml:"potions"`
	// Abilities are the unique abilities known from rank C.
	Abilities []string `yaml:"abilities"`
	// Skills add +1B to attribute tests of their attribute from their
	// rank ("Modifiers" of attribute tests; "New Skill").
	Skills []Skill `yaml:"skills"`
	// Ranks are the advances of B, A, S and X.
	Ranks map[string]RankAdvance `yaml:"ranks"`
	// RankAbilities is the class's rank ability chart, rolled on with the
	// Golden Eye (1-20 split evenly) or chosen.
	RankAbilities []RankAbility `yaml:"rank_abilities"`
	Text          string        `yaml:"text"`
	// Role is one line saying what the Hero is good at, for choosing a
	// party.
	Role string `yaml:"role"`

	attrs [numAttrs]cards.Pool
}

// Skill is a class skill: +1B to attribute tests with Attr from Rank.
type Skill struct {
	Name string `yaml:"name"`
	Rank string `yaml:"rank"`
	Attr string `yaml:"attr"`
	Text string `yaml:"text"`
}

// RankAdvance is what one rank gives: the colour of its attribute die, and
// maximum hearts and potions gained.
type RankAdvance struct {
	Die     string `yaml:"die"`
	Hearts  int    `yaml:"hearts"`
	Potions int    `yaml:"potions"`
}

// RankAbility is a rank ability (Rank A and X): a lasting bonus.
type RankAbility struct {
	Name string `yaml:"name"`
	// Attr and Dice: dice added to an attribute (beyond the four-dice cap:
	// it is not an attribute increase).
	Attr    string `yaml:"attr"`
	Dice    string `yaml:"dice"`
	Hearts  int    `yaml:"hearts"`
	Potions int    `yaml:"potions"`
	Move    int    `yaml:"move"`
	Text    string `yaml:"text"`
}

// Monster is a monster profile (the Grimoire's, ours).
type Monster struct {
	Name   string     `yaml:"name"`
	STR    string     `yaml:"str"`
	ARM    string     `yaml:"arm"`
	WILL   string     `yaml:"will"`
	DEX    string     `yaml:"dex"`
	Hearts int        `yaml:"hearts"`
	Attack AttackKind `yaml:"attack"`
	OnHit  string     `yaml:"on_hit"`
	Fly    bool       `yaml:"fly"`
	// Size 2: a large model on a 2x2 base (large.go).
	Size      int      `yaml:"size"`
	Abilities []string `yaml:"abilities"`
	Boss      bool     `yaml:"boss"`
	Text      string   `yaml:"text"`

	attrs [numAttrs]cards.Pool
}

// Equipment is loot or a wonder: worn in one of a Hero's two slots
// ("Equipment"). Loot lists the components it disenchants into; wonders
// never disenchant.
type Equipment struct {
	Name       string         `yaml:"name"`
	Wonder     bool           `yaml:"wonder"`
	Attr       string         `yaml:"attr"`
	Dice       string         `yaml:"dice"`
	Hearts     int            `yaml:"hearts"`
	Move       int            `yaml:"move"`
	Ability    string         `yaml:"ability"`
	Components map[string]int `yaml:"components"`
	Text       string         `yaml:"text"`

	dice cards.Pool
	attr Attr
}

// Item is a consumable item card ("Use Item"): bought in the shop, used
// with the Use Item action, then discarded; items fade back to the deck
// after an adventure ("Inventory").
type Item struct {
	Name string `yaml:"name"`
	// Cost in backpack goods ("prices in the backpack's currencies").
	Cost map[string]int `yaml:"cost"`
	// Potion: using it also spends a potion token, which does not heal.
	Potion  bool   `yaml:"potion"`
	Heal    int    `yaml:"heal"`
	Cleanse bool   `yaml:"cleanse"`
	Ability string `yaml:"ability"`
	// Test adds +1B to attribute tests of this attribute while carried.
	Test string `yaml:"test"`
	Text string `yaml:"text"`
}

// GoodUse is an improvised use of one backpack good.
type GoodUse struct {
	Good    string `yaml:"good"`
	Ability string `yaml:"ability"`
}

// Recipe is one of the Enchanter's recipes: components in, a Golden Eye
// roll on its chart, a wonder out ("Crafting").
type Recipe struct {
	Name       string         `yaml:"name"`
	Components map[string]int `yaml:"components"`
	Chart      []ChartRow     `yaml:"chart"`
}

// ChartRow is a d20 range of a chart.
type ChartRow struct {
	From   int    `yaml:"from"`
	To     int    `yaml:"to"`
	Result string `yaml:"result"`
}

// Goods are the backpack's kinds ("Backpack"): candy, crowns, the five
// crystals, games, gear, music, pixie, toys. Capacity is how many of
// each the backpack card holds.
type Goods struct {
	Capacity map[string]int `yaml:"capacity"`
}

// Data is every Legends data file, read and checked.
type Data struct {
	Classes   []Class     `yaml:"classes"`
	Abilities []Ability   `yaml:"abilities"`
	Monsters  []Monster   `yaml:"monsters"`
	Loot      []Equipment `yaml:"loot"`
	Wonders   []Equipment `yaml:"wonders"`
	Items     []Item      `yaml:"items"`
	Recipes   []Recipe    `yaml:"recipes"`
	Backpack  Goods       `yaml:"backpack"`
	// TreasureChart is rolled with the Golden Eye for each loot card a
	// treasure token gives: "loot" draws equipment, "GOOD:N" adds goods.
	TreasureChart []ChartRow `yaml:"treasure_chart"`
	// Shop is the item deck the shop flips six cards from ("Shopping").
	Shop []string `yaml:"shop"`
	// GoodUses are what a Hero may do with a backpack good as its action
	// (Use Item, "use the items creatively"): the good is spent and the
	// ability resolves.
	GoodUses   []GoodUse     `yaml:"good_uses"`
	Adventures []*Adventure  `yaml:"-"`
	Campaigns  []CampaignDef `yaml:"campaigns"`

	Dice cards.Dice `yaml:"-"`
}

// LoadData reads and checks the embedded data.
func LoadData() (*Data, error) {
	d := &Data{}
	for _, f := range []string{"data/heroes.yaml", "data/monsters.yaml", "data/items.yaml", "data/campaigns.yaml"} {
		b, err := dataFS.ReadFile(f)
		if err != nil {
			return nil, err
		}
		dec := yaml.NewDecoder(strings.NewReader(string(b)))
		dec.KnownFields(true)
		if err := dec.Decode(d); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
	}
	files, err := fs.Glob(dataFS, "data/adventures/*.yaml")
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	for _, f := range files {
		b, err := dataFS.ReadFile(f)
		if err != nil {
			return nil, err
		}
		a, err := ParseAdventure(path.Base(f), b)
		if err != nil {
			return nil, err
		}
		d.Adventures = append(d.Adventures, a)
	}
	d.Dice, err = cards.LoadDice()
	if err != nil {
		return nil, err
	}
	if err := d.check(); err != nil {
		return nil, err
	}
	return d, nil
}

var statusNames = []string{"Fire", "Hex", "Bane", "Ice", "Slow", "Knockdown", "Poison"}

// Ability is the named ability, nil if unknown.
func (d *Data) Ability(name string) *Ability {
	for i := range d.Abilities {
		if d.Abilities[i].Name == name {
			return &d.Abilities[i]
		}
	}
	return nil
}

// Class is the named class, nil if unknown.
func (d *Data) Class(name string) *Class {
	for i := range d.Classes {
		if d.Classes[i].Name == name {
			return &d.Classes[i]
		}
	}
	return nil
}

// Monster is the named monster profile, nil if unknown.
func (d *Data) Monster(name string) *Monster {
	for i := range d.Monsters {
		if d.Monsters[i].Name == name {
			return &d.Monsters[i]
		}
	}
	return nil
}

// Equipment is the named loot or wonder, nil if unknown.
func (d *Data) Equipment(name string) *Equipment {
	for _, list := range [][]Equipment{d.Loot, d.Wonders} {
		for i := range list {
			if list[i].Name == name {
				return &list[i]
			}
		}
	}
	return nil
}

// Item is the named item card, nil if unknown.
func (d *Data) Item(name string) *Item {
	for i := range d.Items {
		if d.Items[i].Name == name {
			return &d.Items[i]
		}
	}
	return nil
}

// Recipe is the named recipe, nil if unknown.
func (d *Data) Recipe(name string) *Recipe {
	for i := range d.Recipes {
		if d.Recipes[i].Name == name {
			return &d.Recipes[i]
		}
	}
	return nil
}

// AdventureNamed is the adventure with that id, nil if unknown.
func (d *Data) AdventureNamed(id string) *Adventure {
	for _, a := range d.Adventures {
		if a.ID == id {
			return a
		}
	}
	return nil
}

// CampaignNamed is the campaign with that name, nil if unknown.
func (d *Data) CampaignNamed(name string) *CampaignDef {
	for i := range d.Campaigns {
		if d.Campaigns[i].Name == name {
			return &d.Campaigns[i]
		}
	}
	return nil
}

// rankLetters are the ranks in order; a Hero starts at C. The book names
// B, A, S and X; C as the starting rank is ours.
var rankLetters = []string{"C", "B", "A", "S", "X"}

func rankIndex(r string) int { return slices.Index(rankLetters, r) }

// onChart is the chart's result for a Golden Eye roll.
func onChart(chart []ChartRow, v int) string {
	for _, r := range chart {
		if v >= r.From && v <= r.To {
			return r.Result
		}
	}
	return ""
}
