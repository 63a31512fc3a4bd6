package cards

import (
	"bytes"
	_ "embed"
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"
)

// MonsterSet is a themed choice of the Consul's cards for one game
// (Arcade rulebook, "1. Select Monsters"): a spawning point per tile, a
// mini-boss and a dungeon boss.
type MonsterSet struct {
	Name string `yaml:"name"`
	// SpawningPoints has one card per tile of a three-tile game; Fourth is
	// added for a four-tile game (five or six Heroes).
	SpawningPoints []string `yaml:"spawning_points"`
	Fourth         string   `yaml:"fourth"`
	MiniBoss       string   `yaml:"mini_boss"`
	Boss           string   `yaml:"boss"`
	Text           string   `yaml:"text"`
}

// SpawningPointsFor lists the set's spawning points for a game on tiles
// tiles (three or four), in the data's order.
func (s MonsterSet) SpawningPointsFor(tiles int) ([]string, error) {
	switch tiles {
	case len(s.SpawningPoints):
		return append([]string(nil), s.SpawningPoints...), nil
	case len(s.SpawningPoints) + 1:
		return append(append([]string(nil), s.SpawningPoints...), s.Fourth), nil
	}
	return nil, fmt.Errorf("monster set %q: has spawning points for %d or %d tiles, not %d", s.Name, len(s.SpawningPoints), len(s.SpawningPoints)+1, tiles)
}

//go:embed data/monster_sets.yaml
var monsterSetsYAML []byte

// LoadMonsterSets reads the embedded monster sets.
func LoadMonsterSets() ([]MonsterSet, error) {
	return ParseMonsterSets("data/monster_sets.yaml", monsterSetsYAML)
}

// ParseMonsterSets reads monster sets from YAML; errors name file, set and
// field. It checks the shape only; CheckMonsterSets checks the names
// against the monster cards.
func ParseMonsterSets(file string, data []byte) ([]MonsterSet, error) {
	var sets []MonsterSet
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&sets); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	seen := map[string]bool{}
	for i := range sets {
		s := &sets[i]
		s.Name = strings.TrimSpace(s.Name)
		name := s.Name
		if name == "" {
			return nil, fmt.Errorf("%s: set %d: name: missing", file, i+1)
		}
		if strings.EqualFold(name, "random") {
			return nil, fmt.Errorf("%s: %s: name: reserved for a random choice", file, name)
		}
		if seen[name] {
			return nil, fmt.Errorf("%s: %s: listed twice", file, name)
		}
		seen[name] = true
		if len(s.SpawningPoints) != 3 {
			return nil, fmt.Errorf("%s: %s: spawning_points: %d cards; a three-tile game needs 3", file, name, len(s.SpawningPoints))
		}
		for j, sp := range s.SpawningPoints {
			if strings.TrimSpace(sp) == "" {
				return nil, fmt.Errorf("%s: %s: spawning_points[%d]: empty", file, name, j)
			}
		}
		for _, f := range [...]struct{ field, v string }{{"fourth", s.Fourth}, {"mini_boss", s.MiniBoss}, {"boss", s.Boss}, {"text", s.Text}} {
			if strings.TrimSpace(f.v) == "" {
				return nil, fmt.Errorf("%s: %s: %s: missing", file, name, f.field)
			}
		}
	}
	if len(sets) == 0 {
		return nil, fmt.Errorf("%s: no monster sets", file)
	}
	return sets, nil
}

// CheckMonsterSets reports the first set that names a card missing from
// ms or of the wrong rank.
func CheckMonsterSets(sets []MonsterSet, ms []Monster) error {
	want := func(set, field, name string, role Role) error {
		m, ok := MonsterByName(ms, name)
		if !ok {
			return fmt.Errorf("monster set %s: %s: no monster card named %q", set, field, name)
		}
		if m.Role != role {
			return fmt.Errorf("monster set %s: %s: %s has rank %q, want %q", set, field, name, m.Role, role)
		}
		return nil
	}
	for _, s := range sets {
		for i, sp := range s.SpawningPoints {
			if err := want(s.Name, fmt.Sprintf("spawning_points[%d]", i), sp, RoleSpawningPoint); err != nil {
				return err
			}
		}
		if err := want(s.Name, "fourth", s.Fourth, RoleSpawningPoint); err != nil {
			return err
		}
		if err := want(s.Name, "mini_boss", s.MiniBoss, RoleMiniBoss); err != nil {
			return err
		}
		if err := want(s.Name, "boss", s.Boss, RoleBoss); err != nil {
			return err
		}
	}
	return nil
}

// MonsterSetByName finds a set by name.
func MonsterSetByName(sets []MonsterSet, name string) (MonsterSet, bool) {
	for _, s := range sets {
		if s.Name == name {
			return s, true
		}
	}
	return MonsterSet{}, false
}
