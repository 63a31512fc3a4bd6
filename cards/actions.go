package cards

import (
	"fmt"
	"go.yaml.in/yaml/v3"
	"strings"
)

// Attribute names one of a model's four attributes.
type Attribute string

// The four attributes (Arcade rulebook, "Hero Card": attack and defense icons).
const (
	STR  Attribute = "str"
	ARM  Attribute = "arm"
	WILL Attribute = "will"
	DEX  Attribute = "dex"
)

// AllAttributes lists the attributes in card order.
var AllAttributes = [...]Attribute{STR, ARM, WILL, DEX}

// ParseAttribute reads "str", "arm", "will" or "dex".
func ParseAttribute(s string) (Attribute, error) {
	for _, a := range AllAttributes {
		if string(a) == s {
			return a, nil
		}
	}
	return "", fmt.Errorf("unknown attribute %q (want str, arm, will or dex)", s)
}

// Upper is the attribute as printed on cards ("STR").
func (a Attribute) Upper() string { return strings.ToUpper(string(a)) }

// ActionKind tells red offensive actions from blue support actions.
type ActionKind string

// Action types (Arcade rulebook, "Action Points").
const (
	Offensive ActionKind = "offensive"
	Support   ActionKind = "support"
)

// Targeting widens who an action may target: by default enemies only.
type Targeting string

// Targeting restrictions (Arcade rulebook, "Action Points").
const (
	EnemiesOnly Targeting = ""
	Augment     Targeting = "augment"   // friendly models only; no range = the user
	Dangerous   Targeting = "dangerous" // friendly and enemy models
)

// PotionColour is the colour of a potion action; "" means an action paid
// with action points.
type PotionColour string

// Potion colours (Arcade rulebook, "Potions"): red grants an offensive
// action, blue a support action, green a support action usable only during
// the Consul turn.
const (
	NoPotion    PotionColour = ""
	RedPotion   PotionColour = "red"
	BluePotion  PotionColour = "blue"
	GreenPotion PotionColour = "green"
)

// Area is an area effect (Arcade rulebook, "Area Effects"); Kind "" is none.
type Area struct {
	Kind string // Burst, Cross, Lance, Sweep, Spray (1st edition), Wave, Aura
	Size int
}

func (a Area) String() string {
	if a.Kind == "" {
		return ""
	}
	return fmt.Sprintf("%s %d", a.Kind, a.Size)
}

var areaKinds = map[string]bool{"Burst": true, "Cross": true, "Lance": true, "Sweep": true, "Wave": true, "Aura": true, "Spray": true}
var controlKinds = map[string]bool{"Compel": true, "Pull": true, "Push": true}

// Boost is a temporary bonus an action gives its targets until the user's
// next activation: extra dice on one attribute, on every offense roll or on
// every defense roll.
type Boost struct {
	To   string // an Attribute, "offense" or "defense"
	Dice Pool
}

// Action is a unique action (or a basic action, or a potion) as data. Every
// effect is a structured field so the rules engine never parses prose; Text
// is the player-facing summary, in our own words.
type Action struct {
	Name string
	// Cost is action points, or potion tokens when Potion is set.
	Cost   int
	Potion PotionColour
	Type   ActionKind
	// Roll is the attribute rolled (offense roll); "" means no roll.
	Roll Attribute
	// RollDice is a fixed handful rolled instead of an attribute (Healing Brew).
	RollDice Pool
	// Versus is the attribute the target defends with; Arcade monsters always
	// use ARM, so it matters only for Heroes targeted by dangerous actions.
	Versus Attribute
	// Range in squares; 0 with Augment and no area means the user itself.
	Range     int
	Area      Area
	Targeting Targeting
	// Bonus dice added to this action's roll.
	Bonus Pool
	// Boosts and Grants are given to every affected model until the user's
	// next activation (same-name effects do not stack).
	Boosts []Boost
	Grants []Keyword
	// Heal removes that many wounds or status effects; HealPerStar heals one
	// per star rolled instead.
	Heal        int
	HealPerStar bool
	// Cleanse removes every status effect from the target.
	Cleanse bool
	// Statuses are inflicted on a successful action.
	Statuses []Status
	// VulnerableTo is the X of a Vulnerable in Statuses ("status:
	// [Vulnerable Fire]"), "" when it inflicts none.
	VulnerableTo string
	// SelfStatuses are suffered by the user after the action.
	SelfStatuses []Status
	// Control is Compel, Pull or Push with its distance; Name "" is none.
	Control Keyword
	// Keywords are the remaining ability words: Charge, Pounce 5, Retreat 5,
	// Massive Damage, Teleport 10, One Use Only, Hookshot, Arc.
	Keywords []Keyword
	// Overcharges names the gang action this one replaces while the
	// monster carrying it is bonded (Arcade rulebook, "Overcharge").
	Overcharges string
	// Signature: the monster performs this action every Command Phase,
	// free, after its Move or before its first command (Arcade rulebook,
	// "Signature Action").
	Signature bool
	Text      string
}

// Has reports whether the action carries the keyword name.
func (a *Action) Has(name string) bool {
	_, ok := a.Keyword(name)
	return ok
}

// Keyword returns the action's keyword of that name.
func (a *Action) Keyword(name string) (Keyword, bool) {
	for _, k := range a.Keywords {
		if k.Name == name {
			return k, true
		}
	}
	return Keyword{}, false
}

// OneUse reports One Use Only.
func (a *Action) OneUse() bool { return a.Has("One Use Only") }

// rawUniqueAction is the YAML form of an Action.
type rawUniqueAction struct {
	Name       string     `yaml:"name"`
	Cost       int        `yaml:"cost"`
	Potion     string     `yaml:"potion"`
	Type       string     `yaml:"type"`
	Roll       string     `yaml:"roll"`
	RollDice   string     `yaml:"roll_dice"`
	Versus     string     `yaml:"versus"`
	Range      int        `yaml:"range"`
	Area       string     `yaml:"area"`
	Targeting  string     `yaml:"targeting"`
	Bonus      string     `yaml:"bonus"`
	Boosts     []rawBoost `yaml:"boosts"`
	Grants     []string   `yaml:"grants"`
	Heal       int        `yaml:"heal"`
	HealStar   bool       `yaml:"heal_per_star"`
	Cleanse    bool       `yaml:"cleanse"`
	Status     []string   `yaml:"status"`
	SelfStat   []string   `yaml:"self_status"`
	Control    string     `yaml:"control"`
	Keywords   []string   `yaml:"keywords"`
	Overcharge string     `yaml:"overcharge"`
	Signature  bool       `yaml:"signature"`
	Text       string     `yaml:"text"`
}

type rawBoost struct {
	To   string `yaml:"to"`
	Dice string `yaml:"dice"`
}

// build converts and validates; errors name the field.
func (r rawUniqueAction) build() (Action, error) {
	a := Action{Name: strings.TrimSpace(r.Name), Cost: r.Cost, Range: r.Range, Heal: r.Heal,
		HealPerStar: r.HealStar, Cleanse: r.Cleanse, Text: strings.TrimSpace(r.Text)}
	if a.Name == "" {
		return a, fmt.Errorf("name: missing")
	}
	wrap := func(field string, err error) error { return fmt.Errorf("action %q: %s: %w", a.Name, field, err) }
	if r.Cost < 0 || r.Cost > 6 {
		return a, wrap("cost", fmt.Errorf("%d out of 0..6", r.Cost))
	}
	switch PotionColour(r.Potion) {
	case NoPotion, RedPotion, BluePotion, GreenPotion:
		a.Potion = PotionColour(r.Potion)
	default:
		return a, wrap("potion", fmt.Errorf("unknown colour %q (want red, blue or green)", r.Potion))
	}
	if a.Potion != NoPotion && a.Cost < 1 {
		return a, wrap("cost", fmt.Errorf("a potion costs at least one potion token"))
	}
	switch ActionKind(r.Type) {
	case Offensive, Support:
		a.Type = ActionKind(r.Type)
	default:
		return a, wrap("type", fmt.Errorf("unknown type %q (want offensive or support)", r.Type))
	}
	if a.Potion == RedPotion && a.Type != Offensive {
		return a, wrap("type", fmt.Errorf("a red potion is an offensive action"))
	}
	if (a.Potion == BluePotion || a.Potion == GreenPotion) && a.Type != Support {
		return a, wrap("type", fmt.Errorf("a %s potion is a support action", a.Potion))
	}
	var err error
	if r.Roll != "" {
		if a.Roll, err = ParseAttribute(r.Roll); err != nil {
			return a, wrap("roll", err)
		}
	}
	if a.Type == Offensive && a.Roll == "" {
		return a, wrap("roll", fmt.Errorf("an offensive action needs an attribute to roll"))
	}
	if a.RollDice, err = ParsePool(r.RollDice); err != nil {
		return a, wrap("roll_dice", err)
	}
	if r.Versus != "" {
		if a.Versus, err = ParseAttribute(r.Versus); err != nil {
			return a, wrap("versus", err)
		}
	}
	if r.Range < 0 || r.Range > 20 {
		return a, wrap("range", fmt.Errorf("%d out of 0..20", r.Range))
	}
	if r.Area != "" {
		k, err := ParseKeyword(r.Area)
		if err != nil || !areaKinds[k.Name] {
			return a, wrap("area", fmt.Errorf("%q is not an area effect (Burst, Cross, Lance, Sweep, Spray, Wave or Aura with a size)", r.Area))
		}
		a.Area = Area{Kind: k.Name, Size: k.Value}
		if a.Area.Kind == "Burst" && a.Range == 0 {
			return a, wrap("range", fmt.Errorf("Burst needs a range to pick its target"))
		}
		if a.Area.Kind != "Burst" && a.Range != 0 {
			return a, wrap("range", fmt.Errorf("%s replaces the range; leave range out", a.Area.Kind))
		}
	}
	switch Targeting(r.Targeting) {
	case EnemiesOnly, Augment, Dangerous:
		a.Targeting = Targeting(r.Targeting)
	default:
		return a, wrap("targeting", fmt.Errorf("unknown targeting %q (want augment or dangerous)", r.Targeting))
	}
	if a.Type == Offensive && a.Targeting == Augment {
		return a, wrap("targeting", fmt.Errorf("an offensive action cannot be an augment"))
	}
	if a.Type == Offensive && a.Range == 0 && a.Area.Kind == "" {
		return a, wrap("range", fmt.Errorf("an offensive action needs a range or an area"))
	}
	if a.Type == Support && a.Range == 0 && a.Area.Kind == "" && a.Targeting != Augment {
		return a, wrap("range", fmt.Errorf("a support action without range must be an augment (it affects the user)"))
	}
	if a.Bonus, err = ParsePool(r.Bonus); err != nil {
		return a, wrap("bonus", err)
	}
	for i, b := range r.Boosts {
		if b.To != "offense" && b.To != "defense" {
			if _, err := ParseAttribute(b.To); err != nil {
				return a, wrap(fmt.Sprintf("boosts[%d].to", i), fmt.Errorf("%q is not an attribute, offense or defense", b.To))
			}
		}
		p, err := ParsePool(b.Dice)
		if err != nil {
			return a, wrap(fmt.Sprintf("boosts[%d].dice", i), err)
		}
		if p.IsZero() {
			return a, wrap(fmt.Sprintf("boosts[%d].dice", i), fmt.Errorf("empty"))
		}
		a.Boosts = append(a.Boosts, Boost{To: b.To, Dice: p})
	}
	for i, g := range r.Grants {
		k, err := ParseKeyword(g)
		if err != nil {
			return a, wrap(fmt.Sprintf("grants[%d]", i), err)
		}
		a.Grants = append(a.Grants, k)
	}
	if r.Heal < 0 || r.Heal > 10 {
		return a, wrap("heal", fmt.Errorf("%d out of 0..10", r.Heal))
	}
	if a.HealPerStar && a.Roll == "" && a.RollDice.IsZero() {
		return a, wrap("heal_per_star", fmt.Errorf("needs a roll"))
	}
	for i, s := range r.Status {
		if x, isV, err := ParseVulnerable(s); isV {
			if err != nil {
				return a, wrap(fmt.Sprintf("status[%d]", i), err)
			}
			a.Statuses, a.VulnerableTo = append(a.Statuses, Vulnerable), x
			continue
		}
		st, err := ParseStatus(s)
		if err != nil {
			return a, wrap(fmt.Sprintf("status[%d]", i), err)
		}
		a.Statuses = append(a.Statuses, st)
	}
	for i, s := range r.SelfStat {
		st, err := ParseStatus(s)
		if err == nil && st == Vulnerable {
			err = errNoVulnerableX
		}
		if err != nil {
			return a, wrap(fmt.Sprintf("self_status[%d]", i), err)
		}
		a.SelfStatuses = append(a.SelfStatuses, st)
	}
	if r.Control != "" {
		k, err := ParseKeyword(r.Control)
		if err != nil || !controlKinds[k.Name] || k.Value < 1 {
			return a, wrap("control", fmt.Errorf("%q is not a control effect (Compel, Pull or Push with a distance)", r.Control))
		}
		a.Control = k
	}
	for i, s := range r.Keywords {
		k, err := ParseKeyword(s)
		if err != nil {
			return a, wrap(fmt.Sprintf("keywords[%d]", i), err)
		}
		if areaKinds[k.Name] || controlKinds[k.Name] {
			return a, wrap(fmt.Sprintf("keywords[%d]", i), fmt.Errorf("%q belongs in area or control", s))
		}
		a.Keywords = append(a.Keywords, k)
	}
	a.Overcharges = strings.TrimSpace(r.Overcharge)
	if a.Overcharges == a.Name {
		return a, wrap("overcharge", fmt.Errorf("an action cannot overcharge itself"))
	}
	a.Signature = r.Signature
	if a.Signature && (a.Cost != 0 || a.Potion != NoPotion) {
		return a, wrap("cost", fmt.Errorf("a signature action costs no action points"))
	}
	if a.Text == "" {
		return a, wrap("text", fmt.Errorf("missing player-facing text"))
	}
	return a, nil
}

// buildActions converts a card's action list, rejecting duplicate names.
// ActionList is a list of actions in the catalog's YAML form, for the data
// files beside the catalog (rules/classic lists the 1st edition's monster
// actions); each is checked as the catalog's are.
type ActionList []Action

// UnmarshalYAML implements yaml.Unmarshaler.
func (l *ActionList) UnmarshalYAML(n *yaml.Node) error {
	var raw []rawUniqueAction
	if err := n.Decode(&raw); err != nil {
		return err
	}
	a, err := buildActions(raw)
	if err != nil {
		return err
	}
	*l = a
	return nil
}

func buildActions(raw []rawUniqueAction) ([]Action, error) {
	out := make([]Action, 0, len(raw))
	seen := map[string]bool{}
	for i, r := range raw {
		a, err := r.build()
		if err != nil {
			return nil, fmt.Errorf("actions[%d]: %w", i, err)
		}
		if seen[a.Name] {
			return nil, fmt.Errorf("actions[%d]: action %q listed twice", i, a.Name)
		}
		seen[a.Name] = true
		out = append(out, a)
	}
	return out, nil
}

// parseKeywords reads a list of ability words.
func parseKeywords(field string, ss []string) ([]Keyword, error) {
	var out []Keyword
	for i, s := range ss {
		k, err := ParseKeyword(s)
		if err != nil {
			return nil, fmt.Errorf("%s[%d]: %w", field, i, err)
		}
		out = append(out, k)
	}
	return out, nil
}
