package arcade

import (
	"slices"
	"strconv"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Scenario is the Arcade rulebook's part of the scenario format
// (cmd/sdrules, rules/README.md): set-up lines "plot NAME", "boss NAME",
// "miniboss NAME" and "chart SPACE"; commands "consul" (one Consul step),
// "consulturn" (the rest of the Consul turn), "command NAME [times=N]"
// (one chart command on its own) and "hooks" (what fallen spawning points
// set off, in a power-up).
var Scenario rules.ScenarioRuleset = scenarioRuleset{}

type scenarioRuleset struct{}

func (scenarioRuleset) Name() string { return Name }
func (scenarioRuleset) NewScenarioRules(cat *rules.Catalog) rules.ScenarioRules {
	return &scenarioRules{chart: -1, cat: cat}
}

// scenarioRules collects one file's Arcade set-up lines.
type scenarioRules struct {
	plot, boss, miniBoss string
	chart                int
	cat                  *rules.Catalog
}

func (r *scenarioRules) SetupLine(n int, word, rest string) (bool, error) {
	switch word {
	case "plot":
		r.plot = strings.Trim(rest, `"`)
	case "boss", "miniboss":
		name := strings.Trim(rest, `"`)
		if _, ok := r.cat.Monsters[name]; !ok {
			return true, rules.LineError(n, "no monster card named %q", name)
		}
		if word == "boss" {
			r.boss = name
		} else {
			r.miniBoss = name
		}
	case "chart":
		v, err := strconv.Atoi(rest)
		if err != nil || v < 0 || v > 99 {
			return true, rules.LineError(n, "%s needs a number from 0 to 99", word)
		}
		r.chart = v
	default:
		return false, nil
	}
	return true, nil
}

// Begin gives the game an Arcade Consul with the file's plot, bosses and
// chart space; the crystal tokens belong to the plot. The card data loads
// when first needed.
func (r *scenarioRules) Begin(g *rules.Game) error {
	s := &State{Plot: r.plot, Boss: r.boss, MiniBoss: r.miniBoss}
	if r.chart >= 0 {
		s.Space = r.chart
	}
	for i := range g.Crystals {
		g.Crystals[i].Plot = r.plot
	}
	g.Rules = s
	return nil
}

func (r *scenarioRules) Command(a rules.ScenarioArgs) (rules.Command, bool, error) {
	switch a.Verb {
	case "consul":
		return ConsulStep{}, true, nil
	case "consulturn":
		return PlayConsulTurn{}, true, nil
	case "hooks":
		return ResolveHooks{}, true, nil
	case "command":
		if len(a.Positional) < 1 {
			return nil, true, rules.LineError(a.Line, "%s needs %d argument(s)", a.Verb, 1)
		}
		cc := cards.ChartCommand{Command: cards.Command(a.Positional[0]), Times: 1}
		if !slices.Contains(cards.Commands[:], cc.Command) && cc.Command != "Boss Heal" {
			return nil, true, rules.LineError(a.Line, "unknown chart command %q", a.Positional[0])
		}
		if v, ok := a.Opt("times"); ok {
			t, err := strconv.Atoi(v)
			if err != nil || t < 1 || t > 9 {
				return nil, true, rules.LineError(a.Line, "times needs a number from 1 to 9")
			}
			cc.Times = t
		}
		return chartCommandOnly{cc}, true, nil
	}
	return nil, false, nil
}

// chartCommandOnly performs one chart command on its own, out of a whole
// Consul turn, the way a Consul step performs it: a scenario's way to test
// one command at a time.
type chartCommandOnly struct{ cc cards.ChartCommand }

func (c chartCommandOnly) CommandName() string { return "chart command " + c.cc.String() }

func (c chartCommandOnly) apply(g ag) ([]rules.Event, error) {
	if g.Phase != rules.ConsulTurn {
		return nil, rules.Illegal(c, "the Consul acts only in the Consul turn (now %s)", g.Phase)
	}
	return g.consulCommand(c.cc), nil
}
