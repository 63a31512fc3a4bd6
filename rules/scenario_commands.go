// Scenario files, commands: "> VERB ..." lines bound to rules commands
// once every mark has its model id.

package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

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
		q, err := ParseSquare(s)
		if err != nil {
			return tiles.Point{}, lineErr(n, "%v", err)
		}
		return q, nil
	}
	points := func(ss []string) ([]tiles.Point, error) {
		out, err := ParsePath(ss...)
		if err != nil {
			return nil, lineErr(n, "%v", err)
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
	case "equip":
		// equip M CARD: a backpack card into its slot (power-up).
		if err := need(2); err != nil {
			return nil, err
		}
		h, err := id(positional[0])
		if err != nil {
			return nil, err
		}
		c = Equip{Hero: h, Card: positional[1]}
	case "trade":
		// trade "A" "B" ...: six loot cards for a treasure.
		c = TradeLoot{Cards: slices.Clone(positional)}
	case "revive":
		// revive M at=x,y [as=CARD]: a Princess Coin brings M back.
		if err := need(1); err != nil {
			return nil, err
		}
		h, err := id(positional[0])
		if err != nil {
			return nil, err
		}
		v, ok := opt("at")
		if !ok {
			return nil, lineErr(n, "revive needs at=x,y")
		}
		at, err := point(v)
		if err != nil {
			return nil, err
		}
		rv := Revive{Hero: h, At: at}
		if v, ok := opt("as"); ok {
			rv.Card = v
		}
		c = rv
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
