package cards

import (
	"bytes"
	_ "embed"
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Role is a Consul model's role (Arcade rulebook, "Monster Gangs", "Game Setup").
type Role string

// Consul model ranks.
const (
	RoleSpawningPoint Role = "spawning point"
	RoleElite         Role = "elite"
	RoleMinion        Role = "minion"
	RoleMiniBoss      Role = "mini-boss"
	RoleBoss          Role = "boss"
	RoleCompanion     Role = "companion" // a boss's companion, such as Daemonus
	// RoleBooBooty is a monster hiding in a treasure chest (Arcade
	// rulebook, "Boo Booty"): it acts like a solo monster.
	RoleBooBooty Role = "boo booty"
)

// Profile is an Arcade attack profile: action points, static STR and range.
// Arcade monsters never roll: Heroes defend against STR.
type Profile struct {
	AP    int `yaml:"ap"`
	STR   int `yaml:"str"`
	Range int `yaml:"range"`
}

// Spawn is one line of a spawning point's spawning pool.
type Spawn struct {
	Monster string `yaml:"monster"`
	Count   int    `yaml:"count"`
}

// Monster is one Consul model's profile on an Arcade card: a spawning point,
// a gang's elite or minion, a solo (mini-boss, boss, companion).
type Monster struct {
	Name string
	// Card is the game card the model is printed on (its gang's name).
	Card     string
	Role     Role
	Affinity []Crystal
	Mv       int
	Hearts   int
	ARM      int // static stars a Hero's offense must beat
	Large    bool
	// Solo is the profile used alone; Gang the profile with a bonded monster
	// within two squares (nil when the card has none). Minions and spawning
	// points act through others and have neither.
	Solo, Gang *Profile
	// Bonded lists the monsters that form a gang with this elite.
	Bonded    []string
	Abilities []Keyword
	Actions   []Action
	// Pool is a spawning point's spawning pool.
	Pool []Spawn
	// Auras are lasting effects on the squares or friendly monsters around
	// the model (the spawning points' card abilities).
	Auras []Aura
	// Shapeshift names the monster card of its other form (Arcade
	// rulebook, "Monster Shapeshift"); "" when it has none. The card must
	// carry the Shapeshift ability and the other form must be a monster of
	// the same rank.
	Shapeshift string
	Text       string
}

// Aura is a lasting effect within Size squares of a model: the squares
// count as the Terrain tile effect, and friendly monsters (of Affinity, when
// set) gain the Grants abilities.
type Aura struct {
	Size     int
	Terrain  string
	Grants   []Keyword
	Affinity Crystal
}

type rawAura struct {
	Size     int      `yaml:"size"`
	Terrain  string   `yaml:"terrain"`
	Grants   []string `yaml:"grants"`
	Affinity string   `yaml:"affinity"`
}

// Has reports whether the model's card carries the ability.
func (m *Monster) Has(name string) bool {
	for _, k := range m.Abilities {
		if k.Name == name {
			return true
		}
	}
	return false
}

// ImmuneTo reports whether the card makes the model immune to st.
func (m *Monster) ImmuneTo(st Status) bool { return immuneTo(m.Abilities, st) }

type rawMonster struct {
	Name      string            `yaml:"name"`
	Card      string            `yaml:"card"`
	Role      string            `yaml:"rank"`
	Affinity  []string          `yaml:"affinity"`
	Mv        int               `yaml:"mv"`
	Hearts    int               `yaml:"hearts"`
	ARM       *int              `yaml:"arm"`
	Large     bool              `yaml:"large"`
	Solo      *Profile          `yaml:"solo"`
	Gang      *Profile          `yaml:"gang"`
	Bonded    []string          `yaml:"bonded"`
	Abilities []string          `yaml:"abilities"`
	Actions   []rawUniqueAction `yaml:"actions"`
	Pool      []Spawn           `yaml:"pool"`
	Auras     []rawAura         `yaml:"auras"`
	Shift     string            `yaml:"shapeshift"`
	Text      string            `yaml:"text"`
}

//go:embed data/monsters.yaml
var monstersYAML []byte

// LoadMonsters reads the embedded Arcade monster cards.
func LoadMonsters() ([]Monster, error) { return ParseMonsters("data/monsters.yaml", monstersYAML) }

// ParseMonsters reads monster cards from YAML; errors name file, card and
// field. Bonded monsters and spawning pools must name monsters in the file.
func ParseMonsters(file string, data []byte) ([]Monster, error) {
	var raw []rawMonster
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&raw); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	out := make([]Monster, 0, len(raw))
	byName := map[string]*Monster{}
	for i, r := range raw {
		m, err := r.build()
		name := strings.TrimSpace(r.Name)
		if name == "" {
			name = fmt.Sprintf("monster %d", i+1)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %w", file, name, err)
		}
		if byName[m.Name] != nil {
			return nil, fmt.Errorf("%s: %s: listed twice", file, m.Name)
		}
		out = append(out, m)
		byName[m.Name] = &out[len(out)-1]
	}
	for i := range out {
		m := &out[i]
		for j, b := range m.Bonded {
			bm := byName[b]
			if bm == nil {
				return nil, fmt.Errorf("%s: %s: bonded[%d]: no monster named %q", file, m.Name, j, b)
			}
			if bm.Role != RoleMinion && bm.Role != RoleElite {
				return nil, fmt.Errorf("%s: %s: bonded[%d]: %s is a %s, not a gang member", file, m.Name, j, b, bm.Role)
			}
		}
		if m.Shapeshift != "" {
			o := byName[m.Shapeshift]
			if o == nil || o.Name == m.Name || o.Role != m.Role {
				return nil, fmt.Errorf("%s: %s: shapeshift: %q is not another %s card", file, m.Name, m.Shapeshift, m.Role)
			}
		}
		if (m.Shapeshift != "") != m.Has("Shapeshift") {
			return nil, fmt.Errorf("%s: %s: shapeshift: the Shapeshift ability and the other form's card go together", file, m.Name)
		}
		if err := checkOvercharges(m, byName); err != nil {
			return nil, fmt.Errorf("%s: %s: %w", file, m.Name, err)
		}
		for j, s := range m.Pool {
			sm := byName[s.Monster]
			if sm == nil {
				return nil, fmt.Errorf("%s: %s: pool[%d]: no monster named %q", file, m.Name, j, s.Monster)
			}
			if sm.Role != RoleElite && sm.Role != RoleMinion {
				return nil, fmt.Errorf("%s: %s: pool[%d]: a spawning point spawns elites and minions, not a %s", file, m.Name, j, sm.Role)
			}
		}
	}
	return out, nil
}

func (r rawMonster) build() (Monster, error) {
	m := Monster{Name: strings.TrimSpace(r.Name), Card: strings.TrimSpace(r.Card), Role: Role(r.Role),
		Mv: r.Mv, Hearts: r.Hearts, Large: r.Large, Solo: r.Solo, Gang: r.Gang,
		Bonded: r.Bonded, Pool: r.Pool, Shapeshift: strings.TrimSpace(r.Shift), Text: strings.TrimSpace(r.Text)}
	if m.Name == "" {
		return m, fmt.Errorf("name: missing")
	}
	if m.Card == "" {
		m.Card = m.Name
	}
	switch m.Role {
	case RoleSpawningPoint, RoleElite, RoleMinion, RoleMiniBoss, RoleBoss, RoleCompanion, RoleBooBooty:
	default:
		return m, fmt.Errorf("rank: unknown %q (want spawning point, elite, minion, mini-boss, boss, companion or boo booty)", r.Role)
	}
	for i, a := range r.Affinity {
		c, err := parseAffinity(a)
		if err != nil {
			return m, fmt.Errorf("affinity[%d]: %w", i, err)
		}
		m.Affinity = append(m.Affinity, c)
	}
	maxMv := 12
	if m.Role == RoleSpawningPoint {
		maxMv = 0
	}
	if m.Mv < 0 || m.Mv > maxMv {
		return m, fmt.Errorf("mv: %d out of 0..%d", m.Mv, maxMv)
	}
	if m.Hearts < 1 || m.Hearts > 30 {
		return m, fmt.Errorf("hearts: %d out of 1..30", m.Hearts)
	}
	if r.ARM == nil {
		return m, fmt.Errorf("arm: missing")
	}
	if m.ARM = *r.ARM; m.ARM < 0 || m.ARM > 9 {
		return m, fmt.Errorf("arm: %d out of 0..9", m.ARM)
	}
	acts := m.Role != RoleMinion && m.Role != RoleSpawningPoint
	if acts && m.Solo == nil {
		return m, fmt.Errorf("solo: a %s needs solo attributes (ap, str, range)", m.Role)
	}
	if !acts && (m.Solo != nil || m.Gang != nil) {
		return m, fmt.Errorf("solo: a %s never acts and has no attributes", m.Role)
	}
	if m.Gang != nil && len(m.Bonded) == 0 {
		return m, fmt.Errorf("gang: gang attributes without bonded monsters")
	}
	if len(m.Bonded) > 0 && m.Role != RoleElite {
		return m, fmt.Errorf("bonded: only an elite has bonded monsters")
	}
	for _, p := range []struct {
		name string
		p    *Profile
	}{{"solo", m.Solo}, {"gang", m.Gang}} {
		if p.p == nil {
			continue
		}
		if p.p.AP < 1 || p.p.AP > 6 {
			return m, fmt.Errorf("%s.ap: %d out of 1..6", p.name, p.p.AP)
		}
		if p.p.STR < 0 || p.p.STR > 9 {
			return m, fmt.Errorf("%s.str: %d out of 0..9", p.name, p.p.STR)
		}
		if p.p.Range < 1 || p.p.Range > 12 {
			return m, fmt.Errorf("%s.range: %d out of 1..12", p.name, p.p.Range)
		}
	}
	if (m.Role == RoleSpawningPoint) != (len(m.Pool) > 0) {
		return m, fmt.Errorf("pool: a spawning point, and only a spawning point, has a spawning pool")
	}
	for i, s := range m.Pool {
		if s.Count < 1 || s.Count > 9 {
			return m, fmt.Errorf("pool[%d].count: %d out of 1..9", i, s.Count)
		}
	}
	var err error
	if m.Abilities, err = parseKeywords("abilities", r.Abilities); err != nil {
		return m, err
	}
	if m.Actions, err = buildActions(r.Actions); err != nil {
		return m, err
	}
	for i, ra := range r.Auras {
		a := Aura{Size: ra.Size, Terrain: ra.Terrain}
		if a.Size < 1 || a.Size > 6 {
			return m, fmt.Errorf("auras[%d].size: %d out of 1..6", i, a.Size)
		}
		if a.Terrain != "" && a.Terrain != "Difficult Terrain" {
			return m, fmt.Errorf("auras[%d].terrain: %q (only Difficult Terrain is supported)", i, a.Terrain)
		}
		if a.Grants, err = parseKeywords(fmt.Sprintf("auras[%d].grants", i), ra.Grants); err != nil {
			return m, err
		}
		if a.Terrain == "" && len(a.Grants) == 0 {
			return m, fmt.Errorf("auras[%d]: needs terrain or grants", i)
		}
		if ra.Affinity != "" {
			if a.Affinity, err = parseAffinity(ra.Affinity); err != nil {
				return m, fmt.Errorf("auras[%d].affinity: %w", i, err)
			}
		}
		m.Auras = append(m.Auras, a)
	}
	for i, a := range m.Actions {
		if a.Potion != NoPotion {
			return m, fmt.Errorf("actions[%d]: monsters drink no potions", i)
		}
	}
	if m.Text == "" {
		return m, fmt.Errorf("text: missing player-facing text")
	}
	return m, nil
}

// MonsterByName finds a monster card in a list.
func MonsterByName(ms []Monster, name string) (*Monster, bool) {
	for i := range ms {
		if ms[i].Name == name {
			return &ms[i], true
		}
	}
	return nil, false
}

// checkOvercharges makes sure every overcharge action names an action its
// gang can have: on its own card, an elite it is bonded to, or a monster
// bonded to it (Arcade rulebook, "Overcharge").
func checkOvercharges(m *Monster, byName map[string]*Monster) error {
	for i, a := range m.Actions {
		if a.Overcharges == "" {
			continue
		}
		if gangHasAction(m, a.Overcharges, byName) {
			continue
		}
		return fmt.Errorf("actions[%d]: action %q: overcharge: no action named %q in its gang", i, a.Name, a.Overcharges)
	}
	return nil
}

func gangHasAction(m *Monster, name string, byName map[string]*Monster) bool {
	has := func(c *Monster) bool {
		for _, a := range c.Actions {
			if a.Name == name {
				return true
			}
		}
		return false
	}
	if has(m) {
		return true
	}
	for _, b := range m.Bonded {
		if bm := byName[b]; bm != nil && has(bm) {
			return true
		}
	}
	for _, e := range byName {
		if slices.Contains(e.Bonded, m.Name) && has(e) {
			return true
		}
	}
	return false
}
