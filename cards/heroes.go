package cards

import (
	"bytes"
	_ "embed"
	"fmt"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"
)

// parseAffinity reads an affinity crystal. The Crystal type is shared with
// the equipment loaders (effects.go); affinities may be any of the five.
func parseAffinity(s string) (Crystal, error) {
	switch s {
	case "citrine", "ruby", "emerald", "sapphire", "amethyst":
		return Crystal(s), nil
	}
	return "", fmt.Errorf("unknown crystal %q (want citrine, ruby, emerald, sapphire or amethyst)", s)
}

// Hero is a Hero card.
type Hero struct {
	Name     string
	Affinity []Crystal
	Mv, AP   int
	Hearts   int
	Potions  int // potion capacity
	// Attr holds the dice of STR, ARM, WILL and DEX.
	Attr map[Attribute]Pool
	// Attacks maps an attribute with an attack icon to its basic attack range.
	Attacks map[Attribute]int
	// Defense lists the attributes with a defense icon.
	Defense   []Attribute
	Abilities []Keyword
	Actions   []Action
	// Shapeshift names the Hero card of its other form (Arcade rulebook,
	// "Shapeshift"); "" when it has none. The card must carry the
	// Shapeshift ability, and the other form must be a Hero card too.
	Shapeshift string
	Text       string
}

// Has reports whether the Hero's card carries the ability.
func (h *Hero) Has(name string) bool {
	for _, k := range h.Abilities {
		if k.Name == name {
			return true
		}
	}
	return false
}

// Action finds a unique action or potion by name.
func (h *Hero) Action(name string) (*Action, bool) {
	for i := range h.Actions {
		if h.Actions[i].Name == name {
			return &h.Actions[i], true
		}
	}
	return nil, false
}

// ImmuneTo reports whether the Hero's card makes it immune to st.
func (h *Hero) ImmuneTo(st Status) bool { return immuneTo(h.Abilities, st) }

func immuneTo(ks []Keyword, st Status) bool {
	for _, k := range ks {
		if k.Name == "Immune" && (k.Of == "" || k.Of == st) {
			return true
		}
	}
	return false
}

type rawHero struct {
	Name      string            `yaml:"name"`
	Affinity  []string          `yaml:"affinity"`
	Mv        int               `yaml:"mv"`
	AP        int               `yaml:"ap"`
	Hearts    int               `yaml:"hearts"`
	Potions   int               `yaml:"potions"`
	STR       string            `yaml:"str"`
	ARM       string            `yaml:"arm"`
	WILL      string            `yaml:"will"`
	DEX       string            `yaml:"dex"`
	Attacks   map[string]int    `yaml:"attacks"`
	Defense   []string          `yaml:"defense"`
	Abilities []string          `yaml:"abilities"`
	Actions   []rawUniqueAction `yaml:"actions"`
	// Shapeshift is the other form's card name.
	Shapeshift string `yaml:"shapeshift"`
	Text       string `yaml:"text"`
}

//go:embed data/heroes.yaml
var heroesYAML []byte

// LoadHeroes reads the embedded Hero cards.
func LoadHeroes() ([]Hero, error) { return ParseHeroes("data/heroes.yaml", heroesYAML) }

// ParseHeroes reads Hero cards from YAML; errors name file, card and field.
func ParseHeroes(file string, data []byte) ([]Hero, error) {
	var raw []rawHero
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&raw); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	seen := map[string]bool{}
	out := make([]Hero, 0, len(raw))
	for i, r := range raw {
		h, err := r.build()
		if err != nil {
			name := strings.TrimSpace(r.Name)
			if name == "" {
				name = fmt.Sprintf("hero %d", i+1)
			}
			return nil, fmt.Errorf("%s: %s: %w", file, name, err)
		}
		if seen[h.Name] {
			return nil, fmt.Errorf("%s: %s: listed twice", file, h.Name)
		}
		seen[h.Name] = true
		out = append(out, h)
	}
	for _, h := range out {
		if h.Shapeshift != "" && (!seen[h.Shapeshift] || h.Shapeshift == h.Name) {
			return nil, fmt.Errorf("%s: %s: shapeshift: %q is not another Hero card", file, h.Name, h.Shapeshift)
		}
	}
	return out, nil
}

func (r rawHero) build() (Hero, error) {
	h := Hero{Name: strings.TrimSpace(r.Name), Mv: r.Mv, AP: r.AP, Hearts: r.Hearts, Potions: r.Potions,
		Attr: map[Attribute]Pool{}, Attacks: map[Attribute]int{}, Text: strings.TrimSpace(r.Text)}
	if h.Name == "" {
		return h, fmt.Errorf("name: missing")
	}
	for i, a := range r.Affinity {
		c, err := parseAffinity(a)
		if err != nil {
			return h, fmt.Errorf("affinity[%d]: %w", i, err)
		}
		h.Affinity = append(h.Affinity, c)
	}
	for _, f := range []struct {
		name string
		v    int
		lo   int
		hi   int
	}{{"mv", r.Mv, 1, 12}, {"ap", r.AP, 1, 6}, {"hearts", r.Hearts, 1, 12}, {"potions", r.Potions, 1, 6}} {
		if f.v < f.lo || f.v > f.hi {
			return h, fmt.Errorf("%s: %d out of %d..%d", f.name, f.v, f.lo, f.hi)
		}
	}
	for _, a := range []struct {
		attr Attribute
		s    string
	}{{STR, r.STR}, {ARM, r.ARM}, {WILL, r.WILL}, {DEX, r.DEX}} {
		p, err := ParsePool(a.s)
		if err != nil {
			return h, fmt.Errorf("%s: %w", a.attr, err)
		}
		if p.IsZero() {
			return h, fmt.Errorf("%s: missing dice", a.attr)
		}
		h.Attr[a.attr] = p
	}
	keys := make([]string, 0, len(r.Attacks))
	for k := range r.Attacks {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		a, err := ParseAttribute(k)
		if err != nil || a == ARM {
			return h, fmt.Errorf("attacks: %q cannot make a basic attack (want str, will or dex)", k)
		}
		if v := r.Attacks[k]; v < 1 || v > 20 {
			return h, fmt.Errorf("attacks.%s: range %d out of 1..20", k, v)
		}
		h.Attacks[a] = r.Attacks[k]
	}
	if len(h.Attacks) == 0 {
		return h, fmt.Errorf("attacks: a Hero needs at least one basic attack")
	}
	if len(r.Defense) == 0 {
		h.Defense = []Attribute{ARM}
	}
	for i, d := range r.Defense {
		a, err := ParseAttribute(d)
		if err != nil {
			return h, fmt.Errorf("defense[%d]: %w", i, err)
		}
		h.Defense = append(h.Defense, a)
	}
	var err error
	if h.Abilities, err = parseKeywords("abilities", r.Abilities); err != nil {
		return h, err
	}
	if h.Actions, err = buildActions(r.Actions); err != nil {
		return h, err
	}
	for i, a := range h.Actions {
		if a.Signature || a.Overcharges != "" {
			return h, fmt.Errorf("actions[%d]: action %q: signature and overcharge actions are for monsters", i, a.Name)
		}
	}
	if h.Text == "" {
		return h, fmt.Errorf("text: missing player-facing text")
	}
	h.Shapeshift = strings.TrimSpace(r.Shapeshift)
	if (h.Shapeshift != "") != h.Has("Shapeshift") {
		return h, fmt.Errorf("shapeshift: the Shapeshift ability and the other form's card go together")
	}
	return h, nil
}

// HeroByName finds a Hero card in a list.
func HeroByName(hs []Hero, name string) (*Hero, bool) {
	for i := range hs {
		if hs[i].Name == name {
			return &hs[i], true
		}
	}
	return nil, false
}
