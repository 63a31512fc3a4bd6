package cards

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Status is one of the status effects: the eight of the 2nd edition and
// the seven more of the 1st.
type Status string

// The status effects (Arcade rulebook, "Status Effects"; the 1st edition's
// "Status Effects" adds Bind to Weak, which only its monsters inflict).
const (
	Bane      Status = "Bane"
	Fire      Status = "Fire"
	Hex       Status = "Hex"
	Ice       Status = "Ice"
	Immobile  Status = "Immobile"
	Knockdown Status = "Knockdown"
	Poison    Status = "Poison"
	Slow      Status = "Slow"

	Bind    Status = "Bind"
	Choke   Status = "Choke"
	Cold    Status = "Cold"
	Fragile Status = "Fragile"
	Pacify  Status = "Pacify"
	Stun    Status = "Stun"
	Weak    Status = "Weak"

	// Vulnerable carries the ability it weakens the model against
	// (Vulnerable Fire): the 1st edition's quick reference, "Vulnerable:
	// X". The X lives beside the status (Action.VulnerableTo,
	// rules.Model.VulnerableTo), so a status list names it whole.
	Vulnerable Status = "Vulnerable"
)

// AllStatuses lists the status effects in a fixed order: the 1st edition's
// own come last, so the 2nd edition's keep their place (and their bits in
// rules.StatusSet, saves and hashes); Vulnerable, added last, takes the
// sixteenth and last bit of the set.
var AllStatuses = [...]Status{Bane, Fire, Hex, Ice, Immobile, Knockdown, Poison, Slow,
	Bind, Choke, Cold, Fragile, Pacify, Stun, Weak, Vulnerable}

// VulnerableKinds are the abilities a Vulnerable X may name (1st edition,
// "Vulnerable: X": "targeted by the ability listed as X"): a status effect
// the attack inflicts (Fire), or the kind of attack by the attribute it
// rolls, as the book's distance effects name them (Magic: WILL, Missile:
// DEX) and Melee for ATT (STR), adjacent or with Reach. Project decision
// (rules/classic/README.md).
func VulnerableKinds() []string {
	out := make([]string, 0, len(AllStatuses)+2)
	for _, st := range AllStatuses {
		if st != Vulnerable {
			out = append(out, string(st))
		}
	}
	return append(out, "Magic", "Melee", "Missile")
}

// errNoVulnerableX refuses a Vulnerable where only a bare status fits.
var errNoVulnerableX = fmt.Errorf("Vulnerable needs the ability it weakens against, which only an action's status list names")

// ParseVulnerable reads "Vulnerable Fire" (or "Vulnerable:Fire", the
// scenario files' spelling without a space) and returns the X.
func ParseVulnerable(s string) (string, bool, error) {
	rest, ok := strings.CutPrefix(s, string(Vulnerable))
	if !ok || rest != "" && rest[0] != ' ' && rest[0] != ':' {
		return "", false, nil
	}
	x := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(rest), ":"))
	if x == "" {
		return "", true, fmt.Errorf("%q needs the ability it weakens against, e.g. %q", s, "Vulnerable Fire")
	}
	if !slices.Contains(VulnerableKinds(), x) {
		return "", true, fmt.Errorf("%q: %q is not an ability Vulnerable may name (%s)", s, x, strings.Join(VulnerableKinds(), ", "))
	}
	return x, true, nil
}

// ParseStatus reads a status effect name.
func ParseStatus(s string) (Status, error) {
	for _, st := range AllStatuses {
		if string(st) == s {
			return st, nil
		}
	}
	return "", fmt.Errorf("unknown status effect %q", s)
}

// keywordTakesValue lists every ability keyword a card may carry, and whether
// it takes a number ("Heal 1", "Lance 6"). Status effects are keywords too:
// on an action or model they mean "a successful offensive action inflicts it",
// and "Immune <status>" grants immunity. The rules package gives each its
// meaning; this list only lets the loaders reject typos.
var keywordTakesValue = map[string]bool{
	// Arcade rulebook, "Abilities".
	"Arc": false, "Backlash": false, "Blessing": false, "Burrow": false,
	"Cursed": false, "Fly": false, "Heal": true, "Hookshot": false,
	"Immune": false, "Insignificant": false, "Massive Damage": false,
	"One Use Only": false, "Shapeshift": false, "Small": false,
	"Stealth": false, "Surefoot": false, "Tough": false, "Mob": false,
	"Expendable": false, "Bully": false,
	// Area and control effects (Arcade rulebook, "Area Effects", "Control Effects").
	"Burst": true, "Cross": true, "Lance": true, "Sweep": true, "Wave": true,
	"Aura": true, "Compel": true, "Pull": true, "Push": true,
	// The 1st edition's "V" (rules/area.go, rules/classic/README.md).
	"Spray": true,
	// Targeting (Arcade rulebook, "Action Points").
	"Augment": false, "Dangerous": false,
	// Hero card keywords the books name without defining; the project's
	// meanings are in rules (see rules/README.md).
	"Charge": false, "Fury": false, "Hunger": false, "Pounce": true,
	"Retreat": true, "Teleport": true, "Sidestep": false, "Nine Lives": false,
	"Proficient": false, "Holy": false, "Sturdy": false, "Berserk": false,
	"Deadly Defense": false, "Luck": false, "Wind of Blades": false,
	"Malice": false, "Regenerate": true,
	// Action keywords the project gives to card texts the books only
	// describe (rules/abilities.go): the Barbarian's Rage, the Fighter's
	// Hero's Balm.
	"Rage": false, "Take Wounds": false,
}

// valueOptional names the keywords that take a number on an action but
// none as a model's own ability: the Riftling Rogue's Teleport moves it
// within its movement points (rules/move.go), Dimensional Draught's
// Teleport 10 within ten squares.
var valueOptional = map[string]bool{"Teleport": true}

// Keyword is an ability with its optional value: {Name: "Lance", Value: 6}.
// Immune carries the status in Of: {Name: "Immune", Of: "Poison"}; an empty
// Of means Immune: status effects.
type Keyword struct {
	Name  string
	Value int
	Of    Status
}

func (k Keyword) String() string {
	switch {
	case k.Name == "Immune" && k.Of == "":
		return "Immune: Status Effects"
	case k.Name == "Immune":
		return "Immune " + string(k.Of)
	case keywordTakesValue[k.Name]:
		return fmt.Sprintf("%s %d", k.Name, k.Value)
	}
	return k.Name
}

// KnownKeywords returns every keyword name the loaders accept, sorted,
// status effects included.
func KnownKeywords() []string {
	out := make([]string, 0, len(keywordTakesValue)+len(AllStatuses))
	for k := range keywordTakesValue {
		out = append(out, k)
	}
	for _, s := range AllStatuses {
		out = append(out, string(s))
	}
	sort.Strings(out)
	return out
}

// ParseKeyword reads "Lance 6", "Immune Poison", "Immune: Status Effects",
// "Fly", or a status effect name ("Poison"), and rejects unknown words or a
// missing or unexpected number.
func ParseKeyword(s string) (Keyword, error) {
	if s == "Immune: Status Effects" || s == "Immune" {
		return Keyword{Name: "Immune"}, nil
	}
	if len(s) > 7 && s[:7] == "Immune " {
		st, err := ParseStatus(s[7:])
		if err != nil {
			return Keyword{}, fmt.Errorf("keyword %q: %w", s, err)
		}
		return Keyword{Name: "Immune", Of: st}, nil
	}
	if _, isV, err := ParseVulnerable(s); isV {
		// A model's own Vulnerable X, or an action's that inflicts it, is
		// a status list's entry ("status: [Vulnerable Fire]"): no card
		// carries it as an ability.
		if err == nil {
			err = fmt.Errorf("keyword %q: Vulnerable belongs in a status list", s)
		}
		return Keyword{}, err
	}
	if _, err := ParseStatus(s); err == nil {
		return Keyword{Name: s}, nil
	}
	name, value := s, 0
	for i := len(s) - 1; i > 0; i-- {
		if s[i] == ' ' {
			var v int
			if _, err := fmt.Sscanf(s[i+1:], "%d", &v); err == nil && fmt.Sprint(v) == s[i+1:] {
				name, value = s[:i], v
			}
			break
		}
	}
	takes, ok := keywordTakesValue[name]
	if !ok {
		return Keyword{}, fmt.Errorf("unknown keyword %q", s)
	}
	if takes && name == s && !valueOptional[name] {
		return Keyword{}, fmt.Errorf("keyword %q needs a number, e.g. %q", s, name+" 1")
	}
	if !takes && name != s {
		return Keyword{}, fmt.Errorf("keyword %q takes no number", name)
	}
	if value < 0 || value > 20 {
		return Keyword{}, fmt.Errorf("keyword %q: value %d out of 0..20", s, value)
	}
	return Keyword{Name: name, Value: value}, nil
}
