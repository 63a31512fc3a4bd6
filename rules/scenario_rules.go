package rules

import (
	"strings"
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
	}
	return nil
}
