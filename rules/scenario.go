package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Scenario is a parsed scenario file: a game set up from a drawn map and a
// list of steps (commands, or dice to script) with their line numbers. The
// format is documented in README.md.
type Scenario struct {
	Game  *Game
	Marks map[rune]ModelID
	Steps []Step
}

// Step is one scripted line after the setup: a command, dice to script, or
// an expectation ("= ..." lines).
type Step struct {
	Line   int
	Text   string
	Cmd    Command // nil for dice and expectation lines
	Dice   []int
	Expect *Expectation
}

// Expectation checks the game at that point: a model's counters, square
// and statuses, or that the previous command was refused.
type Expectation struct {
	Mark    rune
	Checks  []string // key=value as written
	Refused bool
	Reason  string // substring the refusal must contain
	// Said is a substring one of the Consul's reasons for the previous
	// command must contain ("= said ...").
	Said string
	// Count checks how many models of a card are in play ("= count ...").
	Count *CountCheck
}

// CountCheck is "= count CARD N [within=D of=MARK]": exactly N models of
// the card in play, or N of them within D squares of the marked model.
type CountCheck struct {
	Card   string
	N      int
	Within int // -1: anywhere
	Of     rune
}

// StepResult is what one step did.
type StepResult struct {
	Step   Step
	Events []Event
	Err    error // an *IllegalError: reported, not fatal
	// Failed says how an expectation was not met ("" when it was, or for
	// other steps).
	Failed string
}

// Run applies every step in order and returns what each did. Illegal
// commands are reported in their result and play goes on.
func (s *Scenario) Run() []StepResult {
	var out []StepResult
	var last *StepResult
	for _, st := range s.Steps {
		r := StepResult{Step: st}
		switch {
		case st.Expect != nil:
			r.Failed = s.check(st.Expect, last)
		case st.Cmd == nil:
			s.Game.ScriptDice(st.Dice...)
		default:
			r.Events, r.Err = s.Game.Apply(st.Cmd)
		}
		out = append(out, r)
		if st.Cmd != nil {
			last = &out[len(out)-1]
		}
	}
	return out
}

// check evaluates one expectation.
func (s *Scenario) check(e *Expectation, last *StepResult) string {
	if e.Said != "" {
		return s.checkSaid(e.Said, last)
	}
	if e.Count != nil {
		return s.checkCount(e.Count)
	}
	if e.Refused {
		switch {
		case last == nil:
			return "no command before this line"
		case last.Err == nil:
			return fmt.Sprintf("line %d was not refused", last.Step.Line)
		case !strings.Contains(last.Err.Error(), e.Reason):
			return fmt.Sprintf("line %d was refused for another reason: %v", last.Step.Line, last.Err)
		}
		return ""
	}
	g := s.Game
	m := g.Model(s.Marks[e.Mark])
	var fails []string
	for _, c := range e.Checks {
		k, v, _ := strings.Cut(c, "=")
		var got string
		switch k {
		case "wounds":
			got = strconv.Itoa(m.Wounds)
		case "wrath":
			got = strconv.Itoa(m.Wrath)
		case "potions":
			got = strconv.Itoa(m.Potions)
		case "at":
			got = fmt.Sprintf("%d,%d", m.Pos.X, m.Pos.Y)
		case "ap":
			got = strconv.Itoa(g.APLeft(m.ID))
		case "mp":
			got = strconv.Itoa(g.MPLeft(m.ID))
		case "status":
			var names []string
			for _, st := range m.Statuses.List() {
				names = append(names, string(st))
			}
			got = strings.Join(names, ",")
			if got == "" {
				got = "none"
			}
		case "gone":
			got = strconv.FormatBool(!m.InPlay)
			if v == "" {
				v = "true"
			}
		}
		if got != v {
			fails = append(fails, fmt.Sprintf("%s: %s is %s, expected %s", m.Card, k, got, v))
		}
	}
	return strings.Join(fails, "; ")
}

// checkSaid looks for words in the Consul's reasons of the last command.
func (s *Scenario) checkSaid(words string, last *StepResult) string {
	if last == nil {
		return "no command before this line"
	}
	var rs []string
	for _, e := range last.Events {
		if d, ok := e.(ConsulDecided); ok {
			if strings.Contains(d.Reason, words) {
				return ""
			}
			rs = append(rs, d.Reason)
		}
	}
	return fmt.Sprintf("no Consul reason of line %d says %q; it said: %s", last.Step.Line, words, strings.Join(rs, " | "))
}

// checkCount counts the models of a card in play.
func (s *Scenario) checkCount(c *CountCheck) string {
	g := s.Game
	var of *Model
	if c.Within >= 0 {
		of = g.Model(s.Marks[c.Of])
	}
	n := 0
	for i := range g.Models {
		m := &g.Models[i]
		if m.InPlay && m.Card == c.Card && (of == nil || g.ModelDist(m, of) <= c.Within) {
			n++
		}
	}
	if n == c.N {
		return ""
	}
	where := "in play"
	if of != nil {
		where = fmt.Sprintf("within %d of %s", c.Within, of.Card)
	}
	return fmt.Sprintf("%d %s %s, expected %d", n, c.Card, where, c.N)
}

// ParseScenario reads a scenario file; errors say "line N: ...". cat nil
// loads the embedded cards. rulesets are the rulebooks a "ruleset NAME"
// line may choose, by name; a file without one plays the first rulebook
// listed (nil: the shared rules alone).
func ParseScenario(text string, cat *Catalog, rulesets ...ScenarioRuleset) (*Scenario, error) {
	if cat == nil {
		var err error
		if cat, err = LoadCatalog(); err != nil {
			return nil, err
		}
	}
	p := &scenarioParser{lines: strings.Split(text, "\n"), cat: cat, marks: map[rune]tiles.Point{}}
	if err := p.chooseRuleset(rulesets); err != nil {
		return nil, err
	}
	return p.parse()
}

type scenarioParser struct {
	lines []string
	cat   *Catalog
	marks map[rune]tiles.Point
	sc    *Scenario
	rules ScenarioRules // the chosen rulebook's lines; nil for none
}

func lineErr(n int, format string, args ...any) error {
	return fmt.Errorf("line %d: %s", n, fmt.Sprintf(format, args...))
}

func (p *scenarioParser) parse() (*Scenario, error) {
	var seed1, seed2 uint64 = 1, 2
	phase := HeroTurn
	coins := -1
	var board *tiles.Map
	type modelLine struct {
		n    int
		mark rune
		pl   Placement
		hero bool
	}
	var models []modelLine
	type deckLine struct {
		name  string
		cards []string
	}
	var decks []deckLine
	turn := 0
	var crystals []CrystalToken
	var setupDice []int
	var steps []Step
	for i := 0; i < len(p.lines); i++ {
		n := i + 1
		raw := p.lines[i]
		line := strings.TrimSpace(stripComment(raw))
		if line == "" {
			continue
		}
		if strings.HasPrefix(line, "=") {
			e, err := p.expectation(n, strings.TrimSpace(line[1:]))
			if err != nil {
				return nil, err
			}
			steps = append(steps, Step{Line: n, Text: line, Expect: e})
			continue
		}
		if strings.HasPrefix(line, ">") {
			st, err := p.command(n, strings.TrimSpace(line[1:]))
			if err != nil {
				return nil, err
			}
			steps = append(steps, st)
			continue
		}
		word, rest, _ := strings.Cut(line, " ")
		rest = strings.TrimSpace(rest)
		switch word {
		case "seed":
			f := strings.Fields(rest)
			if len(f) != 2 {
				return nil, lineErr(n, "seed needs two numbers")
			}
			var err1, err2 error
			seed1, err1 = strconv.ParseUint(f[0], 10, 64)
			seed2, err2 = strconv.ParseUint(f[1], 10, 64)
			if err1 != nil || err2 != nil {
				return nil, lineErr(n, "seed needs two unsigned numbers")
			}
		case "phase":
			switch rest {
			case "hero":
				phase = HeroTurn
			case "consul":
				phase = ConsulTurn
			default:
				return nil, lineErr(n, "phase is hero or consul, not %q", rest)
			}
		case "coins":
			v, err := strconv.Atoi(rest)
			if err != nil || v < 0 {
				return nil, lineErr(n, "coins needs a number")
			}
			coins = v
		case "map":
			if board != nil {
				return nil, lineErr(n, "a second map")
			}
			var body []string
			j := i + 1
			for ; j < len(p.lines) && strings.TrimSpace(p.lines[j]) != "end"; j++ {
				body = append(body, p.lines[j])
			}
			if j == len(p.lines) {
				return nil, lineErr(n, "map without a closing \"end\" line")
			}
			legend := map[rune]string{'d': DifficultTerrain}
			for _, e := range p.cat.TileEffects {
				legend[e.Letter] = e.Name // tiles/data/effects.yaml letters
			}
			m, marks, err := tiles.ParseMap(strings.Join(body, "\n"), legend)
			if err != nil {
				return nil, lineErr(n+1, "%v", err)
			}
			board = m
			for pt, r := range marks {
				p.marks[r] = pt
			}
			i = j
		case "deck":
			name, list, ok := strings.Cut(rest, ":")
			if !ok || strings.TrimSpace(name) == "" {
				return nil, lineErr(n, "deck needs a name and a colon: deck treasure: A, B")
			}
			var cs []string
			for _, c := range strings.Split(list, ",") {
				if c = strings.TrimSpace(c); c != "" {
					cs = append(cs, c)
				}
			}
			decks = append(decks, deckLine{strings.TrimSpace(name), cs})
		case "ruleset":
			// chosen before parsing (chooseRuleset)
		case "turn":
			v, err := strconv.Atoi(rest)
			if err != nil || v < 0 || v > 99 {
				return nil, lineErr(n, "%s needs a number from 0 to 99", word)
			}
			turn = v
		case "crystal":
			f := strings.Fields(rest)
			if len(f) != 2 {
				return nil, lineErr(n, "crystal needs a square and a colour: crystal 3,1 ruby")
			}
			xs, ys, ok := strings.Cut(f[0], ",")
			x, err1 := strconv.Atoi(xs)
			y, err2 := strconv.Atoi(ys)
			if !ok || err1 != nil || err2 != nil {
				return nil, lineErr(n, "%q is not a square (want x,y)", f[0])
			}
			crystals = append(crystals, CrystalToken{Pos: tiles.Point{X: x, Y: y}, Crystal: cards.Crystal(f[1])})
		case "dice":
			d, err := parseDice(rest)
			if err != nil {
				return nil, lineErr(n, "%v", err)
			}
			if len(steps) == 0 {
				setupDice = append(setupDice, d...)
			} else {
				steps = append(steps, Step{Line: n, Text: line, Dice: d})
			}
		default:
			if p.rules != nil && len(word) > 1 {
				ok, err := p.rules.SetupLine(n, word, rest)
				if err != nil {
					return nil, err
				}
				if ok {
					continue
				}
			}
			if len(word) != 1 {
				return nil, lineErr(n, "unknown line %q (want seed, phase, coins, map, deck, crystal, dice, turn, ruleset, a model mark, > command or a line of the ruleset's)", line)
			}
			mark := rune(word[0])
			at, ok := p.marks[mark]
			if !ok {
				return nil, lineErr(n, "mark %c is not on the map", mark)
			}
			ml, err := p.model(n, mark, at, rest)
			if err != nil {
				return nil, err
			}
			_, ml.hero = p.cat.Heroes[ml.pl.Card]
			models = append(models, modelLine{n: n, mark: mark, pl: ml.pl, hero: ml.hero})
		}
	}
	if board == nil {
		return nil, lineErr(len(p.lines), "no map")
	}
	g, err := New(Setup{Seed1: seed1, Seed2: seed2, Board: board, Catalog: p.cat})
	if err != nil {
		return nil, lineErr(1, "%v", err)
	}
	sc := &Scenario{Game: g, Marks: map[rune]ModelID{}}
	heroes := 0
	for pass := 0; pass < 2; pass++ { // Heroes first, so their ids come first
		for _, ml := range models {
			if ml.hero != (pass == 0) {
				continue
			}
			kind := KindMonster
			if ml.hero {
				kind = KindHero
				heroes++
			}
			id, err := g.Place(ml.pl, kind)
			if err != nil {
				return nil, lineErr(ml.n, "%v", err)
			}
			sc.Marks[ml.mark] = id
		}
	}
	g.WrathPool = 2 * heroes
	g.Coins = heroes + 1
	if coins >= 0 {
		g.Coins = coins
	}
	if w := g.WrathOnHeroes(); w > g.WrathPool {
		return nil, lineErr(1, "%d wrath on the Heroes but the pool has %d", w, g.WrathPool)
	}
	for _, d := range decks {
		g.Deck(d.name).Draw = d.cards
	}
	if turn > 0 {
		g.Turn = turn
	}
	for _, c := range crystals {
		if !board.IsSquare(c.Pos) {
			return nil, lineErr(1, "crystal at %v: not a square of the dungeon", c.Pos)
		}
		if g.CrystalAt(c.Pos) >= 0 {
			return nil, lineErr(1, "two crystals at %v", c.Pos)
		}
		g.Crystals = append(g.Crystals, c)
	}
	if p.rules != nil {
		if err := p.rules.Begin(g); err != nil {
			return nil, lineErr(1, "%v", err)
		}
	}
	g.Phase = phase
	g.Dice = setupDice
	// Resolve marks in commands now that ids are known.
	for i := range steps {
		if e := steps[i].Expect; e != nil && !e.Refused && e.Said == "" && (e.Count == nil || e.Count.Within >= 0) {
			if _, ok := sc.Marks[e.Mark]; !ok {
				return nil, lineErr(steps[i].Line, "no model has mark %c", e.Mark)
			}
		}
		if steps[i].Cmd != nil {
			c, err := p.bind(steps[i], sc.Marks)
			if err != nil {
				return nil, err
			}
			steps[i].Cmd = c
		}
	}
	sc.Steps = steps
	return sc, nil
}

// expectation reads "= refused [reason words]" or "= MARK key=value ...".
func (p *scenarioParser) expectation(n int, text string) (*Expectation, error) {
	if r, ok := strings.CutPrefix(text, "refused"); ok {
		return &Expectation{Refused: true, Reason: strings.Trim(strings.TrimSpace(r), `"`)}, nil
	}
	if r, ok := strings.CutPrefix(text, "said "); ok {
		return &Expectation{Said: strings.Trim(strings.TrimSpace(r), `"`)}, nil
	}
	if r, ok := strings.CutPrefix(text, "count "); ok {
		return p.countExpectation(n, r)
	}
	f := strings.Fields(text)
	if len(f) < 2 || len(f[0]) != 1 {
		return nil, lineErr(n, "an expectation is \"= refused [reason]\" or \"= MARK key=value ...\"")
	}
	if _, ok := p.marks[rune(f[0][0])]; !ok {
		return nil, lineErr(n, "mark %s is not on the map", f[0])
	}
	e := &Expectation{Mark: rune(f[0][0])}
	for _, c := range f[1:] {
		k, _, _ := strings.Cut(c, "=")
		switch k {
		case "wounds", "wrath", "potions", "at", "ap", "mp", "status", "gone":
		default:
			return nil, lineErr(n, "unknown expectation %q (want wounds, wrath, potions, at, ap, mp, status, gone)", k)
		}
		e.Checks = append(e.Checks, c)
	}
	return e, nil
}

// countExpectation reads "CARD N [within=D of=MARK]".
func (p *scenarioParser) countExpectation(n int, text string) (*Expectation, error) {
	toks, err := tokenize(strings.TrimSpace(text))
	if err != nil {
		return nil, lineErr(n, "%v", err)
	}
	usage := lineErr(n, `a count is "= count \"Card Name\" N [within=D of=MARK]"`)
	if len(toks) < 2 {
		return nil, usage
	}
	c := &CountCheck{Card: toks[0], Within: -1}
	if _, ok := p.cat.Monsters[c.Card]; !ok {
		if _, ok := p.cat.Heroes[c.Card]; !ok {
			return nil, lineErr(n, "no card named %q", c.Card)
		}
	}
	if c.N, err = strconv.Atoi(toks[1]); err != nil || c.N < 0 {
		return nil, usage
	}
	for _, t := range toks[2:] {
		k, v, _ := strings.Cut(t, "=")
		switch k {
		case "within":
			if c.Within, err = strconv.Atoi(v); err != nil || c.Within < 0 {
				return nil, usage
			}
		case "of":
			if len(v) != 1 {
				return nil, usage
			}
			if _, ok := p.marks[rune(v[0])]; !ok {
				return nil, lineErr(n, "mark %s is not on the map", v)
			}
			c.Of = rune(v[0])
		default:
			return nil, usage
		}
	}
	if (c.Within >= 0) != (c.Of != 0) {
		return nil, usage
	}
	e := &Expectation{Count: c, Mark: c.Of}
	return e, nil
}

func stripComment(s string) string {
	if i := strings.Index(s, "#"); i >= 0 && !strings.HasPrefix(strings.TrimSpace(s), "+") && !strings.HasPrefix(strings.TrimSpace(s), "|") {
		return s[:i]
	}
	return s
}

func parseDice(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Fields(s) {
		v, err := strconv.Atoi(f)
		if err != nil || v < 0 || v > 5 {
			return nil, fmt.Errorf("dice are face numbers 0 to 5, not %q", f)
		}
		out = append(out, v)
	}
	return out, nil
}

type parsedModel struct {
	pl   Placement
	hero bool
}

// model reads "Card Name key=value ...".
func (p *scenarioParser) model(n int, mark rune, at tiles.Point, rest string) (parsedModel, error) {
	toks := strings.Fields(rest)
	var name []string
	i := 0
	for ; i < len(toks) && !strings.Contains(toks[i], "="); i++ {
		name = append(name, toks[i])
	}
	pm := parsedModel{pl: Placement{Card: strings.Join(name, " "), At: at}}
	if pm.pl.Card == "" {
		return pm, lineErr(n, "model %c needs a card name", mark)
	}
	_, hero := p.cat.Heroes[pm.pl.Card]
	_, mon := p.cat.Monsters[pm.pl.Card]
	if !hero && !mon && pm.pl.Card != ChestCard {
		return pm, lineErr(n, "no card named %q", pm.pl.Card)
	}
	if hero {
		pm.pl.Potions = 1
	}
	for ; i < len(toks); i++ {
		k, v, _ := strings.Cut(toks[i], "=")
		num := func() (int, error) {
			x, err := strconv.Atoi(v)
			if err != nil || x < 0 {
				return 0, lineErr(n, "%s needs a number, not %q", k, v)
			}
			return x, nil
		}
		var err error
		switch k {
		case "wounds":
			pm.pl.Wounds, err = num()
		case "wrath":
			pm.pl.Wrath, err = num()
		case "potions":
			pm.pl.Potions, err = num()
		case "tile":
			pm.pl.Tile, err = num()
		case "status":
			for _, s := range strings.Split(v, ",") {
				st, e := cards.ParseStatus(s)
				if e != nil {
					return pm, lineErr(n, "%v", e)
				}
				pm.pl.Statuses = append(pm.pl.Statuses, st)
			}
		default:
			return pm, lineErr(n, "unknown model field %q (want wounds, wrath, potions, status, tile)", k)
		}
		if err != nil {
			return pm, err
		}
	}
	return pm, nil
}

// command parses a "> ..." line into a Step whose command still names
// models by mark (as rune values in ModelID fields, bound later).
func (p *scenarioParser) command(n int, text string) (Step, error) {
	toks, err := tokenize(text)
	if err != nil {
		return Step{}, lineErr(n, "%v", err)
	}
	if len(toks) == 0 {
		return Step{}, lineErr(n, "empty command")
	}
	return Step{Line: n, Text: text, Cmd: rawCommand{toks: toks, line: n}}, nil
}

// rawCommand is a command line waiting for the mark → id binding.
type rawCommand struct {
	toks []string
	line int
}

func (rawCommand) CommandName() string { return "unparsed command" }

func tokenize(s string) ([]string, error) {
	var out []string
	var cur strings.Builder
	inQ, have := false, false
	for _, r := range s {
		switch {
		case r == '"':
			inQ = !inQ
			have = true
		case r == ' ' && !inQ:
			if have {
				out = append(out, cur.String())
				cur.Reset()
				have = false
			}
		default:
			cur.WriteRune(r)
			have = true
		}
	}
	if inQ {
		return nil, fmt.Errorf("unclosed quote")
	}
	if have {
		out = append(out, cur.String())
	}
	return out, nil
}

// bind turns a command line into a Command with model ids.
func (p *scenarioParser) bind(st Step, marks map[rune]ModelID) (Command, error) {
	rc := st.Cmd.(rawCommand)
	n := rc.line
	verb, args := rc.toks[0], rc.toks[1:]
	id := func(s string) (ModelID, error) {
		if len(s) != 1 {
			return NoModel, lineErr(n, "%q is not a model mark", s)
		}
		m, ok := marks[rune(s[0])]
		if !ok {
			return NoModel, lineErr(n, "no model has mark %s", s)
		}
		return m, nil
	}
	point := func(s string) (tiles.Point, error) {
		xs, ys, ok := strings.Cut(s, ",")
		x, err1 := strconv.Atoi(xs)
		y, err2 := strconv.Atoi(ys)
		if !ok || err1 != nil || err2 != nil {
			return tiles.Point{}, lineErr(n, "%q is not a square (want x,y)", s)
		}
		return tiles.Point{X: x, Y: y}, nil
	}
	points := func(ss []string) ([]tiles.Point, error) {
		var out []tiles.Point
		for _, s := range ss {
			for _, part := range strings.Split(s, ";") {
				if part == "" {
					continue
				}
				q, err := point(part)
				if err != nil {
					return nil, err
				}
				out = append(out, q)
			}
		}
		return out, nil
	}
	// key=value options shared by actions.
	var positional []string
	opts := map[string]string{}
	for _, a := range args {
		if k, v, ok := strings.Cut(a, "="); ok {
			opts[k] = v
		} else {
			positional = append(positional, a)
		}
	}
	used := map[string]bool{}
	opt := func(k string) (string, bool) { v, ok := opts[k]; used[k] = true; return v, ok }
	choices := func() (Choices, error) {
		var c Choices
		if v, ok := opt("reroll"); ok {
			if v != "no" && v != "yes" {
				return c, lineErr(n, "reroll is yes or no, not %q", v)
			}
			c.KeepRoll = v == "no"
		}
		if v, ok := opt("hearts"); ok {
			for _, h := range strings.Split(v, ",") {
				m, st, _ := strings.Cut(h, ":")
				hid, err := id(m)
				if err != nil {
					return c, err
				}
				use := HeartUse{Hero: hid}
				if st != "" && st != "wound" {
					s, err := cards.ParseStatus(st)
					if err != nil {
						return c, lineErr(n, "%v", err)
					}
					use.Status = s
				}
				c.Hearts = append(c.Hearts, use)
			}
		}
		for _, k := range []string{"potions", "wrath"} {
			if v, ok := opt(k); ok {
				for _, m := range strings.Split(v, ",") {
					mid, err := id(m)
					if err != nil {
						return c, err
					}
					if k == "potions" {
						c.Potions = append(c.Potions, mid)
					} else {
						c.WrathFrom = append(c.WrathFrom, mid)
					}
				}
			}
		}
		return c, nil
	}
	aim := func() (Aim, []ControlMove, []tiles.Point, error) {
		var a Aim
		var cms []ControlMove
		var path []tiles.Point
		var err error
		if v, ok := opt("target"); ok {
			if a.Target, err = id(v); err != nil {
				return a, nil, nil, err
			}
		}
		if v, ok := opt("square"); ok {
			q, err := point(v)
			if err != nil {
				return a, nil, nil, err
			}
			a.Square = &q
		}
		if v, ok := opt("dir"); ok {
			found := false
			for _, d := range tiles.AllDirs {
				if d.String() == v {
					a.Dir, found = d, true
				}
			}
			if !found {
				return a, nil, nil, lineErr(n, "dir is one of N NE E SE S SW W NW, not %q", v)
			}
		}
		if v, ok := opt("path"); ok {
			if path, err = points([]string{v}); err != nil {
				return a, nil, nil, err
			}
		}
		if v, ok := opt("control"); ok {
			for _, part := range strings.Split(v, "/") {
				m, ps, _ := strings.Cut(part, ":")
				mid, err := id(m)
				if err != nil {
					return a, nil, nil, err
				}
				pp, err := points([]string{ps})
				if err != nil {
					return a, nil, nil, err
				}
				cms = append(cms, ControlMove{Model: mid, Path: pp})
			}
		}
		return a, cms, path, nil
	}
	need := func(k int) error {
		if len(positional) < k {
			return lineErr(n, "%s needs %d argument(s)", verb, k)
		}
		return nil
	}
	var c Command
	switch verb {
	case "start":
		if err := need(1); err != nil {
			return nil, err
		}
		h, err := id(positional[0])
		if err != nil {
			return nil, err
		}
		c = StartActivation{Hero: h, Shapeshift: len(positional) > 1 && positional[1] == "shapeshift"}
	case "move", "dash":
		ps, err := points(positional)
		if err != nil {
			return nil, err
		}
		if verb == "move" {
			c = Move{Path: ps}
		} else {
			c = Dash{Path: ps}
		}
	case "standup":
		c = StandUp{UseMovement: len(positional) > 0 && positional[0] == "mp"}
	case "attack":
		if err := need(2); err != nil {
			return nil, err
		}
		attr, err := cards.ParseAttribute(positional[0])
		if err != nil {
			return nil, lineErr(n, "%v", err)
		}
		t, err := id(positional[1])
		if err != nil {
			return nil, err
		}
		ch, err := choices()
		if err != nil {
			return nil, err
		}
		c = Attack{Attr: attr, Target: t, Choices: ch}
	case "rage":
		if err := need(1); err != nil {
			return nil, err
		}
		t, err := id(positional[0])
		if err != nil {
			return nil, err
		}
		ch, err := choices()
		if err != nil {
			return nil, err
		}
		c = RageAttack{Target: t, Choices: ch}
	case "action", "potion":
		if err := need(1); err != nil {
			return nil, err
		}
		a, cms, path, err := aim()
		if err != nil {
			return nil, err
		}
		ch, err := choices()
		if err != nil {
			return nil, err
		}
		if verb == "action" {
			c = UseAction{Action: positional[0], Aim: a, Controls: cms, Path: path, Choices: ch}
			break
		}
		ov, ok := opt("owner")
		if !ok {
			return nil, lineErr(n, "potion needs owner=MARK")
		}
		owner, err := id(ov)
		if err != nil {
			return nil, err
		}
		drinker := owner
		if dv, ok := opt("drinker"); ok {
			if drinker, err = id(dv); err != nil {
				return nil, err
			}
		}
		c = DrinkPotion{Owner: owner, Drinker: drinker, Action: positional[0], Aim: a, Controls: cms, Path: path, Choices: ch}
	case "chest", "interact":
		if v, ok := opt("at"); ok && verb == "interact" {
			q, err := point(v)
			if err != nil {
				return nil, err
			}
			c = Interact{Target: NoModel, At: &q}
			break
		}
		if err := need(1); err != nil {
			return nil, err
		}
		t, err := id(positional[0])
		if err != nil {
			return nil, err
		}
		if verb == "interact" {
			c = Interact{Target: t}
			break
		}
		choose := 0
		if v, ok := opt("choose"); ok {
			if choose, err = strconv.Atoi(v); err != nil {
				return nil, lineErr(n, "choose needs a number")
			}
		}
		look := len(positional) > 1 && positional[1] == "look"
		c = OpenChest{Chest: t, Choose: choose, Look: look}
	case "keep":
		if err := need(1); err != nil {
			return nil, err
		}
		k, err := strconv.Atoi(positional[0])
		if err != nil {
			return nil, lineErr(n, "keep needs the index of a drawn card")
		}
		c = ChooseTreasure{Card: k}
	case "slurp":
		if err := need(1); err != nil {
			return nil, err
		}
		h, err := id(positional[0])
		if err != nil {
			return nil, err
		}
		owner := h
		if v, ok := opt("owner"); ok {
			if owner, err = id(v); err != nil {
				return nil, err
			}
		}
		ch, err := choices()
		if err != nil {
			return nil, err
		}
		c = LoudSlurping{Hero: h, Owner: owner, Choices: ch}
	case "end":
		c = EndActivation{}
	case "endphase":
		c = EndPhase{Look: len(positional) > 0 && positional[0] == "look"}
	case "monster":
		if err := need(2); err != nil {
			return nil, err
		}
		m, err := id(positional[0])
		if err != nil {
			return nil, err
		}
		t, err := id(positional[1])
		if err != nil {
			return nil, err
		}
		ma := MonsterAttack{Monster: m, Target: t}
		if v, ok := opt("action"); ok {
			ma.Action = v
		}
		if v, ok := opt("bonus"); ok {
			if ma.Bonus, err = strconv.Atoi(v); err != nil {
				return nil, lineErr(n, "bonus needs a number")
			}
		}
		if v, ok := opt("defense"); ok {
			if ma.Defense, err = cards.ParseAttribute(v); err != nil {
				return nil, lineErr(n, "%v", err)
			}
		}
		for _, p := range positional[2:] {
			if p != "epic" {
				return nil, lineErr(n, "unexpected %q (only \"epic\")", p)
			}
			ma.Epic = true
		}
		c = ma
	default:
		var ok bool
		if p.rules != nil {
			var err error
			c, ok, err = p.rules.Command(ScenarioArgs{Line: n, Verb: verb, Positional: positional, Opt: opt, Model: id})
			if err != nil {
				return nil, err
			}
		}
		if !ok {
			return nil, lineErr(n, "unknown command %q", verb)
		}
	}
	for k := range opts {
		if !used[k] {
			return nil, lineErr(n, "%s does not take %s=", verb, k)
		}
	}
	return c, nil
}
