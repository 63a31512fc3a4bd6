package tiles

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"

	"go.yaml.in/yaml/v3"
)

// Effect is one tile effect: the rules of a hatched square, loaded from
// data/effects.yaml. A Square names its effect by Name.
type Effect struct {
	// Letter is the effect's id and the character tile maps draw it with.
	Letter rune
	Name   string
	Icon   string
	// ExtraCost is the movement points spent on top of the usual one to
	// enter the square.
	ExtraCost int
	// OnEnterStatus is the status effect suffered on moving in ("" for none).
	OnEnterStatus string
	// OnEnterWounds is the wounds suffered on moving in.
	OnEnterWounds int
	// Blessing marks a positive effect (Arcade rulebook, "Blessing"): it
	// affects only Heroes, elites and minions, and Fly, Surefoot and Burrow
	// do not ignore it. Every other effect is negative.
	Blessing bool
	// BlessingBonus is what a Blessing grants, in dice notation ("+1B ARM").
	BlessingBonus string
	// BlessingScope is "square" (models on the effect's squares) or "tile"
	// (every model on the same tile).
	BlessingScope string
	// Description is the player-facing text.
	Description string
}

// statusNames are the Arcade status effects an effect may inflict. The cards
// package owns the same vocabulary, but tiles sits below cards and may not
// import it; a rules-level test should check the two lists agree.
var statusNames = [...]string{"Bane", "Fire", "Hex", "Ice", "Immobile", "Knockdown", "Poison", "Slow"}

// blessingBonusPattern is "+<n><dice or ST> <attribute>", e.g. "+1B ARM".
var blessingBonusPattern = regexp.MustCompile(`^\+[1-9][0-9]*(B|R|G|ST) (STR|ARM|WILL|DEX)$`)

type effectFile struct {
	Effects []effectEntry `yaml:"effects"`
}

type effectEntry struct {
	Letter        string `yaml:"letter"`
	Name          string `yaml:"name"`
	Icon          string `yaml:"icon"`
	ExtraCost     int    `yaml:"extra_cost"`
	OnEnterStatus string `yaml:"on_enter_status"`
	OnEnterWounds int    `yaml:"on_enter_wounds"`
	Blessing      bool   `yaml:"blessing"`
	BlessingBonus string `yaml:"blessing_bonus"`
	BlessingScope string `yaml:"blessing_scope"`
	Description   string `yaml:"description"`
}

// ParseEffects decodes and validates an effects file. file names it in errors.
func ParseEffects(file string, data []byte) ([]Effect, error) {
	keys := []string{"letter", "name", "icon", "extra_cost", "on_enter_status", "on_enter_wounds",
		"blessing", "blessing_bonus", "blessing_scope", "description"}
	err := checkListKeys(data, []string{"effects"}, "effects", keys, func(i int, n *yaml.Node) string {
		return fmt.Sprintf("effect %d (%q)", i+1, mapValue(n, "name"))
	})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	var f effectFile
	if err := decodeStrict(data, &f); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if len(f.Effects) == 0 {
		return nil, fmt.Errorf("%s: effects: no effects listed", file)
	}
	var out []Effect
	byLetter := map[rune]string{}
	byName := map[string]bool{}
	for i, e := range f.Effects {
		where := fmt.Sprintf("%s: effect %d (%q)", file, i+1, e.Name)
		eff, err := e.validate()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", where, err)
		}
		if prev, dup := byLetter[eff.Letter]; dup {
			return nil, fmt.Errorf("%s: letter: %q is already used by %q", where, eff.Letter, prev)
		}
		if byName[eff.Name] {
			return nil, fmt.Errorf("%s: name: listed twice", where)
		}
		byLetter[eff.Letter], byName[eff.Name] = eff.Name, true
		out = append(out, eff)
	}
	return out, nil
}

func (e effectEntry) validate() (Effect, error) {
	eff := Effect{Name: e.Name, Icon: e.Icon, ExtraCost: e.ExtraCost, OnEnterStatus: e.OnEnterStatus,
		OnEnterWounds: e.OnEnterWounds, Blessing: e.Blessing, BlessingBonus: e.BlessingBonus,
		BlessingScope: e.BlessingScope, Description: e.Description}
	if len(e.Letter) != 1 || e.Letter[0] < 'a' || e.Letter[0] > 'z' {
		return eff, fmt.Errorf("letter: want one lowercase letter a-z, got %q", e.Letter)
	}
	eff.Letter = rune(e.Letter[0])
	if e.Name == "" {
		return eff, errors.New("name: missing")
	}
	if e.Description == "" {
		return eff, errors.New("description: missing")
	}
	if len(e.Description) > 160 {
		return eff, fmt.Errorf("description: %d characters, keep it under 160 so it fits a tooltip", len(e.Description))
	}
	if e.ExtraCost < 0 || e.ExtraCost > 3 {
		return eff, fmt.Errorf("extra_cost: %d is outside 0-3", e.ExtraCost)
	}
	if e.OnEnterWounds < 0 || e.OnEnterWounds > 3 {
		return eff, fmt.Errorf("on_enter_wounds: %d is outside 0-3", e.OnEnterWounds)
	}
	if e.OnEnterStatus != "" && !isStatus(e.OnEnterStatus) {
		return eff, fmt.Errorf("on_enter_status: %q is not a status effect (want one of %v)", e.OnEnterStatus, statusNames)
	}
	if e.Blessing {
		if !blessingBonusPattern.MatchString(e.BlessingBonus) {
			return eff, fmt.Errorf("blessing_bonus: %q is not like \"+1B ARM\"", e.BlessingBonus)
		}
		if e.BlessingScope != "square" && e.BlessingScope != "tile" {
			return eff, fmt.Errorf("blessing_scope: want \"square\" or \"tile\", got %q", e.BlessingScope)
		}
		if e.ExtraCost != 0 || e.OnEnterStatus != "" || e.OnEnterWounds != 0 {
			return eff, errors.New("blessing: a Blessing cannot also cost movement or hurt (split it into two effects)")
		}
		return eff, nil
	}
	if e.BlessingBonus != "" || e.BlessingScope != "" {
		return eff, errors.New("blessing_bonus: only a Blessing (blessing: true) grants a bonus")
	}
	if e.ExtraCost == 0 && e.OnEnterStatus == "" && e.OnEnterWounds == 0 {
		return eff, errors.New("effect does nothing: set extra_cost, on_enter_status, on_enter_wounds or blessing")
	}
	return eff, nil
}

func isStatus(s string) bool {
	for _, n := range statusNames {
		if n == s {
			return true
		}
	}
	return false
}

// decodeStrict decodes one YAML document, rejecting unknown fields and any
// second document.
func decodeStrict(data []byte, v any) error {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(v); err != nil {
		if errors.Is(err, io.EOF) {
			return errors.New("empty file")
		}
		return err
	}
	var extra any
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		return errors.New("more than one YAML document")
	}
	return nil
}
