package rules

import (
	"fmt"
	"strconv"
	"strings"
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
	// Backpack is how many cards the party's backpack holds ("= backpack
	// N"); nil when the line checks something else.
	Backpack *int
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
	if e.Backpack != nil {
		if got := len(s.Game.Backpack); got != *e.Backpack {
			return fmt.Sprintf("the backpack holds %d cards %v, expected %d", got, s.Game.Backpack, *e.Backpack)
		}
		return ""
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
				// Vulnerable:Fire, as the model lines write it.
				names = append(names, strings.ReplaceAll(StatusLabel(m, st), " ", ":"))
			}
			got = strings.Join(names, ",")
			if got == "" {
				got = "none"
			}
		case "worn":
			n := 0
			for _, c := range m.Slots {
				if c != "" {
					n++
				}
			}
			got = strconv.Itoa(n)
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
	if r, ok := strings.CutPrefix(text, "backpack "); ok {
		v, err := strconv.Atoi(strings.TrimSpace(r))
		if err != nil || v < 0 {
			return nil, lineErr(n, "backpack needs a number of cards")
		}
		return &Expectation{Backpack: &v}, nil
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
		case "wounds", "wrath", "potions", "at", "ap", "mp", "status", "worn", "gone":
		default:
			return nil, lineErr(n, "unknown expectation %q (want wounds, wrath, potions, at, ap, mp, status, worn, gone)", k)
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

func (rawCommand) CommandName() string { return "unparsed command" }
