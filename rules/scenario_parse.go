// Scenario files, set-up: the map, the models, decks, dice, tokens and the
// ruleset's own set-up lines (format: README.md, "Scenario files").

package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

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
		wear []string
	}
	var models []modelLine
	type deckLine struct {
		name  string
		cards []string
	}
	var decks []deckLine
	turn := 0
	var backpack []string
	type wearLine struct {
		n    int
		mark rune
		card string
	}
	var wears []wearLine
	type tileRect struct {
		n      int
		tile   int
		x0, y0 int
		x1, y1 int
	}
	var tileRects []tileRect
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
			case "powerup":
				phase = HeroPowerUp
			case "consulpowerup":
				phase = ConsulPowerUp
			default:
				return nil, lineErr(n, "phase is hero, powerup, consul or consulpowerup, not %q", rest)
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
		case "backpack:", "backpack":
			// "backpack: A, B": the party's backpack (cards not worn).
			for _, c := range strings.Split(strings.TrimPrefix(rest, ":"), ",") {
				if c = strings.Trim(strings.TrimSpace(c), `"`); c != "" {
					if p.cat.Equipment[c] == nil {
						return nil, lineErr(n, "no treasure or loot card named %q", c)
					}
					backpack = append(backpack, c)
				}
			}
		case "wear":
			// "wear MARK CARD": a Hero wears the card from the start.
			toks, err := tokenize(rest)
			if err != nil || len(toks) != 2 || len(toks[0]) != 1 {
				return nil, lineErr(n, "wear needs a mark and a card: wear W \"Bent Nail\"")
			}
			if e := p.cat.Equipment[toks[1]]; e == nil || slotIndex(e.Slot) < 0 {
				return nil, lineErr(n, "%q is not a card a Hero can wear", toks[1])
			}
			wears = append(wears, wearLine{n: n, mark: rune(toks[0][0]), card: toks[1]})
		case "tile":
			// "tile N x0,y0 x1,y1": the squares of that rectangle belong to
			// the dungeon's N-th tile (rules that look at "its own tile").
			f := strings.Fields(rest)
			if len(f) != 3 {
				return nil, lineErr(n, "tile needs a number and two corners: tile 2 0,0 5,3")
			}
			num, err := strconv.Atoi(f[0])
			if err != nil || num < 1 || num > 9 {
				return nil, lineErr(n, "tile needs a number from 1 to 9")
			}
			var corners [2]tiles.Point
			for k, c := range f[1:] {
				xs, ys, ok := strings.Cut(c, ",")
				x, err1 := strconv.Atoi(xs)
				y, err2 := strconv.Atoi(ys)
				if !ok || err1 != nil || err2 != nil {
					return nil, lineErr(n, "%q is not a square (want x,y)", c)
				}
				corners[k] = tiles.Point{X: x, Y: y}
			}
			tileRects = append(tileRects, tileRect{n: n, tile: num, x0: min(corners[0].X, corners[1].X), y0: min(corners[0].Y, corners[1].Y),
				x1: max(corners[0].X, corners[1].X), y1: max(corners[0].Y, corners[1].Y)})
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
	for _, r := range tileRects {
		for y := r.y0; y <= r.y1; y++ {
			for x := r.x0; x <= r.x1; x++ {
				q := tiles.Point{X: x, Y: y}
				if !board.IsSquare(q) {
					return nil, lineErr(r.n, "tile %d: %v is not a square of the map", r.tile, q)
				}
				sq := board.At(q)
				sq.Tile = r.tile
				board.Set(q, sq)
			}
		}
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
	for _, w := range wears {
		id, ok := sc.Marks[w.mark]
		m := g.Model(id)
		if !ok || m.Kind != KindHero {
			return nil, lineErr(w.n, "no Hero has mark %c", w.mark)
		}
		i := slotIndex(p.cat.Equipment[w.card].Slot)
		if m.Slots[i] != "" {
			return nil, lineErr(w.n, "%s and %s both go in the %s slot", m.Slots[i], w.card, p.cat.Equipment[w.card].Slot)
		}
		m.Slots[i] = w.card
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
	g.Backpack = backpack
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
		if e := steps[i].Expect; e != nil && !e.Refused && e.Said == "" && e.Backpack == nil && (e.Count == nil || e.Count.Within >= 0) {
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
				if x, isV, e := cards.ParseVulnerable(s); isV {
					// 1st edition, "Vulnerable: X": the X rides with it.
					if e != nil {
						return pm, lineErr(n, "%v", e)
					}
					pm.pl.Statuses, pm.pl.VulnerableTo = append(pm.pl.Statuses, cards.Vulnerable), x
					continue
				}
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
