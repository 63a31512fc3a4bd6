package legends

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Scenario is a Legends scenario file (README.md "Scenario files"): a
// dungeon, models, scripted dice, commands and expectations, so a file can
// state any combat rule of the book and check it.
type Scenario struct {
	Game  *Game
	Steps []ScenarioStep
}

// ScenarioStep is one command or expectation line.
type ScenarioStep struct {
	Line   int
	Text   string
	Expect bool
	run    func(g *Game) ([]Event, error)
	check  func(g *Game, last error) string
}

// StepResult is what a step did.
type StepResult struct {
	Step   ScenarioStep
	Events []Event
	Err    error
	Failed string
}

// IsScenario reports whether a scenario file chooses the Legends rules (a
// "ruleset legends" line).
func IsScenario(text string) bool {
	for _, l := range strings.Split(text, "\n") {
		if f := fields(l); len(f) == 2 && f[0] == "ruleset" && f[1] == "legends" {
			return true
		}
	}
	return false
}

// fields splits a line on spaces, keeping "double quoted" names whole and
// dropping a # comment.
func fields(line string) []string {
	var out []string
	var cur strings.Builder
	quoted, has := false, false
	for _, r := range line {
		switch {
		case r == '"':
			quoted = !quoted
			has = true
		case r == '#' && !quoted:
			if has {
				out = append(out, cur.String())
			}
			return out
		case r == ' ' && !quoted || r == '\t' && !quoted:
			if has {
				out = append(out, cur.String())
				cur.Reset()
				has = false
			}
		default:
			cur.WriteRune(r)
			has = true
		}
	}
	if has {
		out = append(out, cur.String())
	}
	return out
}

func parsePoint(s string) (tiles.Point, error) {
	a, b, ok := strings.Cut(s, ",")
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil {
		return tiles.Point{}, fmt.Errorf("%q is not a square x,y", s)
	}
	return tiles.Point{X: x, Y: y}, nil
}

func parsePath(args []string) ([]tiles.Point, error) {
	var out []tiles.Point
	for _, a := range args {
		p, err := parsePoint(a)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// opts reads key=value words.
func opts(args []string) (map[string]string, []string) {
	o := map[string]string{}
	var rest []string
	for _, a := range args {
		if k, v, ok := strings.Cut(a, "="); ok {
			o[k] = v
		} else {
			rest = append(rest, a)
		}
	}
	return o, rest
}

// ParseScenario reads a Legends scenario file.
func ParseScenario(text string, d *Data) (*Scenario, error) {
	var grid []string
	var seed1, seed2 uint64 = 1, 2
	type modelLine struct {
		line int
		side Side
		args []string
	}
	var models []modelLine
	var cmds []struct {
		line int
		text string
		f    []string
	}
	for i, raw := range strings.Split(text, "\n") {
		n := i + 1
		if strings.HasPrefix(raw, "|") {
			grid = append(grid, raw[1:])
			continue
		}
		f := fields(raw)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "ruleset":
			if len(f) != 2 || f[1] != "legends" {
				return nil, fmt.Errorf("line %d: this reader plays ruleset legends", n)
			}
		case "seed":
			if len(f) != 3 {
				return nil, fmt.Errorf("line %d: seed A B", n)
			}
			a, e1 := strconv.ParseUint(f[1], 10, 64)
			b, e2 := strconv.ParseUint(f[2], 10, 64)
			if e1 != nil || e2 != nil {
				return nil, fmt.Errorf("line %d: seeds are numbers", n)
			}
			seed1, seed2 = a, b
		case "hero", "monster":
			if len(f) < 3 {
				return nil, fmt.Errorf("line %d: %s NAME x,y [key=value...]", n, f[0])
			}
			side := Heroes
			if f[0] == "monster" {
				side = Consul
			}
			models = append(models, modelLine{n, side, f[1:]})
		default:
			cmds = append(cmds, struct {
				line int
				text string
				f    []string
			}{n, strings.TrimSpace(raw), f})
		}
	}
	if len(grid) == 0 {
		return nil, fmt.Errorf("line 1: no dungeon: draw it with lines starting with |")
	}
	m, _, err := tiles.ParseMap(gridToMap(strings.Join(grid, "\n")), legendLetters)
	if err != nil {
		return nil, fmt.Errorf("map: %w", err)
	}
	adv := &Adventure{ID: "scenario", Phases: []Phase{{Combat: &CombatSpec{}}}, board: m, marks: map[tiles.Point]rune{}}
	for y, row := range grid {
		for x, c := range row {
			p := tiles.Point{X: x, Y: y}
			switch c {
			case 'G', 'N', 'C':
				m.Set(p, tiles.Square{Terrain: tiles.Structure})
				adv.marks[p] = c
			case 'P':
				adv.marks[p] = c
			}
		}
	}
	adv.features = Features{Goddess: adv.points('G'), Sentinel: adv.points('N'), Champion: adv.points('C'), Passages: adv.points('P')}
	g := &Game{Adventure: "scenario", Map: m, Features: adv.features, Mode: Combat, Round: 1, Turn: Heroes, First: Heroes,
		Active: -1, rng: rand.NewPCG(seed1, seed2), data: d, adv: adv, Backpack: map[string]int{}}
	for _, ml := range models {
		mod, err := scenarioModel(d, ml.side, ml.args, len(g.Models))
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", ml.line, err)
		}
		if !g.Map.IsSquare(mod.At) {
			return nil, fmt.Errorf("line %d: %v is not a square of the dungeon", ml.line, mod.At)
		}
		if g.Model(g.byName(mod.Name)) != nil {
			return nil, fmt.Errorf("line %d: a second model named %s", ml.line, mod.Name)
		}
		g.Models = append(g.Models, mod)
	}
	sc := &Scenario{Game: g}
	for _, c := range cmds {
		st, err := scenarioStep(g, c.f)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", c.line, err)
		}
		st.Line, st.Text = c.line, c.text
		sc.Steps = append(sc.Steps, st)
	}
	return sc, nil
}

func (g *Game) byName(name string) int {
	for i := range g.Models {
		if g.Models[i].Name == name {
			return i
		}
	}
	return -1
}

// scenarioModel builds a model: a Hero's class or a monster's profile
// gives its numbers, which keys may then change.
func scenarioModel(d *Data, side Side, args []string, id int) (Model, error) {
	o, rest := opts(args[1:])
	at, err := parsePoint(rest0(rest))
	if err != nil {
		return Model{}, err
	}
	m := Model{ID: id, Name: args[0], Class: args[0], Side: side, At: at, Hearts: 3, MaxHearts: 3, Attack: Melee, Move: 4, InPlay: true}
	for a := range numAttrs {
		m.Attrs[a] = oneBlue
	}
	if side == Heroes {
		if cl := d.Class(o["class"]); cl != nil {
			m.Class, m.Attrs, m.Attack, m.Abilities, m.MaxPotions, m.Potions = cl.Name, cl.attrs, cl.Attack, slices.Clone(cl.Abilities), cl.Potions, cl.Potions
		} else if o["class"] != "" {
			return m, fmt.Errorf("no class %q", o["class"])
		}
	} else {
		prof := d.Monster(o["profile"])
		if prof == nil {
			prof = d.Monster(args[0])
		}
		if prof != nil {
			m.Class, m.Attrs, m.Attack, m.Abilities, m.Hearts, m.MaxHearts, m.OnHit, m.Fly, m.Boss = prof.Name, prof.attrs, prof.Attack, slices.Clone(prof.Abilities), prof.Hearts, prof.Hearts, prof.OnHit, prof.Fly, prof.Boss
		} else if o["profile"] != "" {
			return m, fmt.Errorf("no monster %q", o["profile"])
		}
	}
	for k, v := range o {
		var err error
		switch k {
		case "class", "profile":
		case "hearts":
			m.MaxHearts, err = strconv.Atoi(v)
			m.Hearts = m.MaxHearts
		case "wounds":
			var w int
			w, err = strconv.Atoi(v)
			m.Hearts = m.MaxHearts - w
		case "potions":
			m.Potions, err = strconv.Atoi(v)
			m.MaxPotions = max(m.MaxPotions, m.Potions)
		case "str", "arm", "will", "dex":
			a, _ := ParseAttr(k)
			m.Attrs[a], err = ParsePool(v)
		case "attack":
			m.Attack = AttackKind(v)
			if m.Attack != Melee && m.Attack != Magic && m.Attack != Missile {
				err = fmt.Errorf("attack %q is not melee, magic or missile", v)
			}
		case "status":
			for _, s := range strings.Split(v, ",") {
				var st Status
				st, err = ParseStatus(s)
				m.Status |= st
			}
		case "abilities":
			m.Abilities = nil
			for _, a := range strings.Split(v, ";") {
				if d.Ability(a) == nil {
					err = fmt.Errorf("no ability %q", a)
				}
				m.Abilities = append(m.Abilities, a)
			}
		case "fly":
			m.Fly = v == "yes"
		case "onhit":
			_, err = ParseStatus(v)
			m.OnHit = v
		default:
			err = fmt.Errorf("unknown key %q", k)
		}
		if err != nil {
			return m, err
		}
	}
	if m.Hearts < 1 || m.Hearts > m.MaxHearts {
		return m, fmt.Errorf("%s would have %d of %d hearts", m.Name, m.Hearts, m.MaxHearts)
	}
	return m, nil
}

func rest0(rest []string) string {
	if len(rest) == 0 {
		return ""
	}
	return rest[0]
}

// model finds a named model for a command, as a late lookup.
func (g *Game) named(name string) (int, error) {
	if i := g.byName(name); i >= 0 {
		return i, nil
	}
	return -1, fmt.Errorf("no model named %q", name)
}

func scenarioStep(g0 *Game, f []string) (ScenarioStep, error) {
	o, rest := opts(f[1:])
	id := func(g *Game, s string) int {
		i, _ := g.named(s)
		return i
	}
	cmd := func(build func(g *Game) Command) ScenarioStep {
		return ScenarioStep{run: func(g *Game) ([]Event, error) { return g.Apply(build(g)) }}
	}
	switch f[0] {
	case "dice":
		var dice []int
		for _, s := range f[1:] {
			v, err := strconv.Atoi(s)
			if err != nil {
				return ScenarioStep{}, fmt.Errorf("dice are face indexes 0-5 (1-20 for the Golden Eye), not %q", s)
			}
			dice = append(dice, v)
		}
		return ScenarioStep{run: func(g *Game) ([]Event, error) { g.Dice = append(g.Dice, dice...); return nil, nil }}, nil
	case "initiative":
		return ScenarioStep{run: func(g *Game) ([]Event, error) { return g.startCombat(), nil }}, nil
	case "activate":
		if len(rest) != 1 {
			return ScenarioStep{}, fmt.Errorf("activate NAME")
		}
		return cmd(func(g *Game) Command { return Activate{Model: id(g, rest[0])} }), nil
	case "move", "run":
		path, err := parsePath(rest)
		if err != nil {
			return ScenarioStep{}, err
		}
		var through *tiles.Point
		if t, ok := o["through"]; ok {
			p, err := parsePoint(t)
			if err != nil {
				return ScenarioStep{}, err
			}
			through = &p
		}
		if f[0] == "run" {
			return cmd(func(*Game) Command { return Run{Path: path} }), nil
		}
		return cmd(func(*Game) Command { return Move{Path: path, Through: through} }), nil
	case "attack":
		if len(rest) != 1 {
			return ScenarioStep{}, fmt.Errorf("attack NAME [shadow=NAME,NAME]")
		}
		return cmd(func(g *Game) Command {
			var sh []int
			if s := o["shadow"]; s != "" {
				for _, n := range strings.Split(s, ",") {
					sh = append(sh, id(g, n))
				}
			}
			return Attack{Target: id(g, rest[0]), ShadowTargets: sh}
		}), nil
	case "ability":
		if len(rest) != 1 {
			return ScenarioStep{}, fmt.Errorf(`ability "NAME" [target=NAME] [square=x,y] [dir=N|E|S|W]`)
		}
		var sq *tiles.Point
		if s, ok := o["square"]; ok {
			p, err := parsePoint(s)
			if err != nil {
				return ScenarioStep{}, err
			}
			sq = &p
		}
		return cmd(func(g *Game) Command {
			return UseAbility{Ability: rest[0], Target: id(g, o["target"]), Square: sq, Dir: o["dir"]}
		}), nil
	case "potion":
		return cmd(func(g *Game) Command {
			t := g.Active
			if o["target"] != "" {
				t = id(g, o["target"])
			}
			return DrinkPotion{Hero: g.Active, Target: t}
		}), nil
	case "pray":
		return cmd(func(*Game) Command { return Pray{} }), nil
	case "end":
		return cmd(func(*Game) Command { return EndActivation{} }), nil
	case "endturn":
		return cmd(func(*Game) Command { return EndTurn{} }), nil
	case "turn":
		side := Heroes
		if rest0(rest) == "consul" {
			side = Consul
		}
		return ScenarioStep{run: func(g *Game) ([]Event, error) { g.Turn = side; g.First = side; return nil, nil }}, nil
	case "=":
		return expectation(f[1:])
	}
	return ScenarioStep{}, fmt.Errorf("unknown line %q", f[0])
}

// expectation reads "= NAME key=value..." and "= refused [words]".
func expectation(f []string) (ScenarioStep, error) {
	if len(f) == 0 {
		return ScenarioStep{}, fmt.Errorf("= what?")
	}
	if f[0] == "refused" {
		words := strings.Join(f[1:], " ")
		return ScenarioStep{Expect: true, check: func(g *Game, last error) string {
			if last == nil {
				return "the previous command was not refused"
			}
			if !strings.Contains(last.Error(), words) {
				return fmt.Sprintf("refused for another reason: %v", last)
			}
			return ""
		}}, nil
	}
	if f[0] == "turn" || f[0] == "round" || f[0] == "mode" {
		want := rest0(f[1:])
		what := f[0]
		return ScenarioStep{Expect: true, check: func(g *Game, _ error) string {
			got := ""
			switch what {
			case "turn":
				got = strings.ToLower(g.Turn.String())
			case "round":
				got = strconv.Itoa(g.Round)
			case "mode":
				got = string(g.Mode)
			}
			if got != want {
				return fmt.Sprintf("%s is %s, not %s", what, got, want)
			}
			return ""
		}}, nil
	}
	name := f[0]
	o, _ := opts(f[1:])
	for k := range o {
		switch k {
		case "hearts", "ko", "at", "status", "potions", "gone":
		default:
			return ScenarioStep{}, fmt.Errorf("unknown expectation %q", k)
		}
	}
	return ScenarioStep{Expect: true, check: func(g *Game, _ error) string {
		i, err := g.named(name)
		if err != nil {
			return err.Error()
		}
		m := &g.Models[i]
		var bad []string
		for _, k := range sortedKeysS(o) {
			v := o[k]
			got := ""
			switch k {
			case "hearts":
				got = strconv.Itoa(m.Hearts)
			case "potions":
				got = strconv.Itoa(m.Potions)
			case "ko":
				got = map[bool]string{true: "yes", false: "no"}[m.KO]
			case "gone":
				got = map[bool]string{true: "yes", false: "no"}[!m.InPlay]
			case "at":
				got = fmt.Sprintf("%d,%d", m.At.X, m.At.Y)
			case "status":
				got = m.Status.String()
			}
			if got != v {
				bad = append(bad, fmt.Sprintf("%s %s is %s, not %s", name, k, got, v))
			}
		}
		return strings.Join(bad, "; ")
	}}, nil
}

func sortedKeysS(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Run plays the steps in order on the scenario's game.
func (s *Scenario) Run() []StepResult {
	var out []StepResult
	var last error
	for _, st := range s.Steps {
		r := StepResult{Step: st}
		if st.Expect {
			r.Failed = st.check(s.Game, last)
		} else {
			r.Events, r.Err = st.run(s.Game)
			last = r.Err
		}
		out = append(out, r)
	}
	return out
}
