package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// ScenarioRuleset is a rulebook's part of the scenario format: its name
// (the "ruleset NAME" line) and a fresh reader for its own lines.
type ScenarioRuleset interface {
	Name() string
	NewScenarioRules(cat *Catalog) ScenarioRules
}

// ScenarioRules reads the lines of one scenario file that belong to its
// rulebook: set-up lines the shared format does not know (the Arcade boss
// and chart space, ...) and its own commands (the Arcade Consul's steps).
type ScenarioRules interface {
	// SetupLine takes a set-up line "WORD REST"; ok is false when the word
	// is not the rulebook's either.
	SetupLine(line int, word, rest string) (ok bool, err error)
	// Begin gives the game its ruleset (Game.Rules) once the models,
	// decks and tokens are placed.
	Begin(g *Game) error
	// Command makes the rulebook's own command from a "> VERB ..." line;
	// ok is false for a verb that is not the rulebook's.
	Command(a ScenarioArgs) (c Command, ok bool, err error)
}

// ScenarioArgs is one command line of a scenario file, split: positional
// words, key=value options (Opt marks an option as used; an option no one
// asked for is an error), and Model to turn a mark into a model id.
type ScenarioArgs struct {
	Line       int
	Verb       string
	Positional []string
	Opt        func(key string) (string, bool)
	Model      func(mark string) (ModelID, error)
}

// LineError is an error about line n of a scenario file.
func LineError(n int, format string, args ...any) error { return lineErr(n, format, args...) }

// chooseRuleset reads the file's "ruleset NAME" line (at most one) and
// picks that rulebook, or the first one offered when there is none.
func (p *scenarioParser) chooseRuleset(offered []ScenarioRuleset) error {
	var chosen ScenarioRuleset
	if len(offered) > 0 {
		chosen = offered[0]
	}
	seen := 0
	for i, raw := range p.lines {
		word, rest, _ := strings.Cut(strings.TrimSpace(stripComment(raw)), " ")
		if word != "ruleset" {
			continue
		}
		if seen++; seen > 1 {
			return lineErr(i+1, "a second ruleset line")
		}
		name := strings.TrimSpace(rest)
		chosen = nil
		for _, r := range offered {
			if r.Name() == name {
				chosen = r
			}
		}
		if chosen == nil {
			var names []string
			for _, r := range offered {
				names = append(names, r.Name())
			}
			return lineErr(i+1, "no ruleset named %q (this program knows: %s)", name, strings.Join(names, ", "))
		}
	}
	if chosen != nil {
		p.rules = chosen.NewScenarioRules(p.cat)
		if sc, ok := p.rules.(ScenarioCataloger); ok {
			p.cat = sc.ScenarioCatalog(p.cat)
		}
	}
	return nil
}

// ScenarioCataloger is optional for ScenarioRules: the catalog its games
// are built with, when the rulebook changes cards (classic: the 1st
// edition's monster actions), as its own set-up does.
type ScenarioCataloger interface {
	ScenarioCatalog(cat *Catalog) *Catalog
}

// ParseSquare reads a scenario file's square "x,y". Rulesets' scenario
// lines use it too, so every book's files write squares the same way.
func ParseSquare(s string) (tiles.Point, error) {
	xs, ys, ok := strings.Cut(s, ",")
	x, err1 := strconv.Atoi(xs)
	y, err2 := strconv.Atoi(ys)
	if !ok || err1 != nil || err2 != nil {
		return tiles.Point{}, fmt.Errorf("%q is not a square (want x,y)", s)
	}
	return tiles.Point{X: x, Y: y}, nil
}

// ParsePath reads squares written "x,y;x,y" (empty parts skipped), from
// one or several fields.
func ParsePath(fields ...string) ([]tiles.Point, error) {
	var out []tiles.Point
	for _, s := range fields {
		for _, part := range strings.Split(s, ";") {
			if part == "" {
				continue
			}
			q, err := ParseSquare(part)
			if err != nil {
				return nil, err
			}
			out = append(out, q)
		}
	}
	return out, nil
}
