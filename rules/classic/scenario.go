package classic

import (
	"slices"
	"strconv"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Scenario is the classic rulebook's part of the scenario format
// (cmd/sdrules, rules/README.md; a file says "ruleset classic"). Set-up
// lines: "size delve|crawl|siege", "boss NAME", "miniboss NAME", "gauge N"
// (the Power Gauge's space), "overcharged", "tokens N" (skull tokens),
// "loot N" (the Loot-O-Meter), "bossfight x,y" (the model there is fought
// as the boss), "activated x,y" (that monster has activated this round),
// "skulls N" (skull points spent this Consul turn), "first heroes|consul"
// (the initiative is settled: that side goes first). In "phase
// consulpowerup" (the spawning phase) every spawning point may spawn four
// skull points. Commands: "spawn NAME X,Y from=MARK", "cleanse MARK
// STATUS", "initiative MARK", "gofirst heroes|consul [second]",
// "activate MARK", "mmove path=X,Y;X,Y", "run path=...", "mstand",
// "mattack MARK [action=NAME] [dir=N|E|S|W]" (dir aims a Lance, Sweep
// or Spray), "mend", "sacrifice CARD hero=MARK
// [potion] [status=NAME]".
var Scenario rules.ScenarioRuleset = scenarioRuleset{}

type scenarioRuleset struct{}

func (scenarioRuleset) Name() string { return Name }
func (scenarioRuleset) NewScenarioRules(cat *rules.Catalog) rules.ScenarioRules {
	return &scenarioRules{size: "crawl", boss: "Starfire", cat: cat}
}

// ScenarioCatalog implements rules.ScenarioCataloger: scenario games play
// the 1st edition's monster actions, as New's do.
func (r *scenarioRules) ScenarioCatalog(cat *rules.Catalog) *rules.Catalog {
	d, err := LoadData()
	if err != nil {
		return cat // the data tests fail first
	}
	r.cat = ClassicCatalog(cat, d)
	return r.cat
}

type scenarioRules struct {
	size, boss, first   string
	minis               []string
	gauge, tokens, loot int
	skulls              int
	overcharged         bool
	bossAt              *tiles.Point
	activated           []tiles.Point
	cat                 *rules.Catalog
}

func (r *scenarioRules) SetupLine(n int, word, rest string) (bool, error) {
	rest = strings.Trim(strings.TrimSpace(rest), `"`)
	num := func() (int, error) {
		v, err := strconv.Atoi(rest)
		if err != nil || v < 0 || v > 99 {
			return 0, rules.LineError(n, "%s needs a number from 0 to 99", word)
		}
		return v, nil
	}
	var err error
	switch word {
	case "size":
		if rest != "delve" && rest != "crawl" && rest != "siege" {
			return true, rules.LineError(n, "size is delve, crawl or siege, not %q", rest)
		}
		r.size = rest
	case "boss", "miniboss":
		if _, ok := r.cat.Monsters[rest]; !ok {
			return true, rules.LineError(n, "no monster card named %q", rest)
		}
		if word == "boss" {
			r.boss = rest
		} else {
			r.minis = append(r.minis, rest)
		}
	case "gauge":
		r.gauge, err = num()
	case "tokens":
		r.tokens, err = num()
	case "loot":
		r.loot, err = num()
	case "skulls":
		r.skulls, err = num()
	case "overcharged":
		r.overcharged = true
	case "first":
		if rest != Heroes && rest != Consul {
			return true, rules.LineError(n, "first is heroes or consul, not %q", rest)
		}
		r.first = rest
	case "bossfight", "activated":
		p, e := rules.ParseSquare(rest)
		if e != nil {
			return true, rules.LineError(n, "%v", e)
		}
		if word == "bossfight" {
			r.bossAt = &p
		} else {
			r.activated = append(r.activated, p)
		}
	default:
		return false, nil
	}
	return true, err
}

// Begin gives the game its classic state.
func (r *scenarioRules) Begin(g *rules.Game) error {
	s := &State{Size: r.size, Boss: r.boss, MiniBosses: r.minis, Gauge: r.gauge, Overcharged: r.overcharged,
		SkullTokens: r.tokens, Loot: r.loot, SkullsSpent: r.skulls, BossID: rules.NoModel, Active: rules.NoModel,
		InitHero: rules.NoModel, InitMonster: rules.NoModel, HeroRanAt: -1, bonusFor: rules.NoModel}
	if r.size == "delve" {
		s.Boss = ""
	}
	if len(s.MiniBosses) == 0 {
		s.MiniBosses = []string{"Rex"}
	}
	if r.first != "" {
		s.InitWinner, s.First = r.first, r.first
	}
	if r.bossAt != nil {
		if m := g.At(*r.bossAt); m != nil {
			s.BossID, s.BossFight = m.ID, true
		}
	}
	for _, p := range r.activated {
		if m := g.At(p); m != nil {
			s.Activated = append(s.Activated, m.ID)
		}
	}
	if s.First == "" { // the spawning phase's allowances (asked only in that phase)
		for i := range g.Models {
			if m := &g.Models[i]; m.InPlay && m.Kind == rules.KindSpawningPoint && !s.BossFight {
				s.Allowances = append(s.Allowances, Allowance{Point: m.ID, Left: s.SpawnSkulls()})
			}
		}
	}
	g.Coins = 0
	g.Rules = s
	return nil
}

func (r *scenarioRules) Command(a rules.ScenarioArgs) (rules.Command, bool, error) {
	need := func(k int) error {
		if len(a.Positional) < k {
			return rules.LineError(a.Line, "%s needs %d argument(s)", a.Verb, k)
		}
		return nil
	}
	path := func() ([]tiles.Point, error) {
		v, ok := a.Opt("path")
		if !ok {
			return nil, rules.LineError(a.Line, "%s needs path=X,Y;X,Y", a.Verb)
		}
		p, err := rules.ParsePath(v)
		if err != nil {
			return nil, rules.LineError(a.Line, "%v", err)
		}
		return p, nil
	}
	switch a.Verb {
	case "spawn":
		if err := need(2); err != nil {
			return nil, true, err
		}
		p, err := rules.ParseSquare(a.Positional[1])
		if err != nil {
			return nil, true, rules.LineError(a.Line, "%v", err)
		}
		v, ok := a.Opt("from")
		if !ok {
			return nil, true, rules.LineError(a.Line, "spawn needs from=MARK (the spawning point)")
		}
		from, err := a.Model(v)
		return Spawn{Monster: a.Positional[0], At: p, From: from}, true, err
	case "cleanse":
		if err := need(2); err != nil {
			return nil, true, err
		}
		id, err := a.Model(a.Positional[0])
		st, e2 := cards.ParseStatus(a.Positional[1])
		if err == nil && e2 != nil {
			err = rules.LineError(a.Line, "%v", e2)
		}
		return Cleanse{Monster: id, Status: st}, true, err
	case "initiative":
		if err := need(1); err != nil {
			return nil, true, err
		}
		id, err := a.Model(a.Positional[0])
		return PickInitiative{Model: id}, true, err
	case "gofirst":
		if err := need(1); err != nil {
			return nil, true, err
		}
		second := len(a.Positional) > 1 && a.Positional[1] == "second"
		return GoFirst{Side: a.Positional[0], First: !second}, true, nil
	case "activate":
		if err := need(1); err != nil {
			return nil, true, err
		}
		id, err := a.Model(a.Positional[0])
		return Activate{Monster: id}, true, err
	case "mmove", "run":
		p, err := path()
		if err != nil {
			return nil, true, err
		}
		if a.Verb == "run" {
			return Run{Path: p}, true, nil
		}
		return Move{Path: p}, true, nil
	case "mstand":
		return StandUp{}, true, nil
	case "mattack":
		if err := need(1); err != nil {
			return nil, true, err
		}
		id, err := a.Model(a.Positional[0])
		c := Attack{Target: id}
		if v, ok := a.Opt("action"); ok {
			c.Action = v
		}
		if v, ok := a.Opt("dir"); ok {
			d := slices.IndexFunc(tiles.AllDirs[:], func(d tiles.Dir) bool { return d.String() == v })
			if d < 0 {
				return nil, true, rules.LineError(a.Line, "dir=%s: want N, E, S or W", v)
			}
			c.Dir = tiles.AllDirs[d]
		}
		return c, true, err
	case "msupport":
		if err := need(1); err != nil {
			return nil, true, err
		}
		return Support{Action: strings.Join(a.Positional, " ")}, true, nil
	case "mend":
		return EndMonster{}, true, nil
	case "sacrifice":
		if err := need(1); err != nil {
			return nil, true, err
		}
		v, ok := a.Opt("hero")
		if !ok {
			return nil, true, rules.LineError(a.Line, "sacrifice needs hero=MARK")
		}
		id, err := a.Model(v)
		c := Sacrifice{Card: a.Positional[0], Hero: id, Potion: len(a.Positional) > 1 && a.Positional[1] == "potion"}
		if st, ok := a.Opt("status"); ok {
			s, e2 := cards.ParseStatus(st)
			if e2 != nil {
				return nil, true, rules.LineError(a.Line, "%v", e2)
			}
			c.Status = s
		}
		return c, true, err
	}
	return nil, false, nil
}
