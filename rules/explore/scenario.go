package explore

import (
	"strconv"
	"strings"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Scenario is the Explore rulebook's part of the scenario format
// (cmd/sdrules, rules/README.md). Set-up lines: "side 3-4|5-6", "boss
// NAME", "miniboss NAME", "space N" (the chart space), "skulls N" (skull
// points already spent this Consul turn), "bonus NAME" (a chart bonus
// already gained), "fresh MARK" (a model spawned this Consul turn; marks
// are bound when the game begins, so this line lists card positions as
// x,y). Commands: "activate MARK", "mmove path=X,Y;X,Y", "mdash
// path=...", "mstand [mp]", "mattack MARK [action=NAME]", "mend",
// "advance [bonus=N] [relics=A,B]", "spawn NAME X,Y".
//
// Rude Supers (RUDE_SUPERS.md): the set-up line "rude [hero|consul|hard]
// [auras] [casual] [unlimited] [double]" plays the variant (its party
// size is the Heroes on the map, one fewer in Casual Mode);
// commands "sell MARK CARD [CARD]" (SellLoot), "decline MARK..."
// (Decline), "rspawn NAME FROM X,Y" (RudeSpawn), "rspawnboss X,Y"
// (RudeSpawnBoss), "pause" (PauseHero), "resume MARK" (ResumeHero),
// "reset" (ResetMove) and "newplayer MARK CARD [at=X,Y]" (NewPlayer).
var Scenario rules.ScenarioRuleset = scenarioRuleset{}

type scenarioRuleset struct{}

func (scenarioRuleset) Name() string { return Name }
func (scenarioRuleset) NewScenarioRules(cat *rules.Catalog) rules.ScenarioRules {
	return &scenarioRules{side: "3-4", boss: boxBoss, cat: cat}
}

type scenarioRules struct {
	side, boss string
	minis      []string
	space      int
	skulls     int
	bonuses    []string
	fresh      []tiles.Point
	cat        *rules.Catalog
	rude       *Rude
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
	case "side":
		if rest != "3-4" && rest != "5-6" {
			return true, rules.LineError(n, "side is 3-4 or 5-6, not %q", rest)
		}
		r.side = rest
	case "boss", "miniboss":
		if _, ok := r.cat.Monsters[rest]; !ok {
			return true, rules.LineError(n, "no monster card named %q", rest)
		}
		if word == "boss" {
			r.boss = rest
		} else {
			r.minis = append(r.minis, rest)
		}
	case "space":
		r.space, err = num()
	case "skulls":
		r.skulls, err = num()
	case "bonus":
		r.bonuses = append(r.bonuses, rest)
	case "rude":
		r.rude = &Rude{Difficulty: RudeHero}
		for _, w := range strings.Fields(rest) {
			switch w {
			case RudeHero, RudeConsul, RudeHard:
				r.rude.Difficulty = w
			case "auras":
				r.rude.Auras = true
			case "casual":
				r.rude.Casual = true
			case "unlimited":
				r.rude.Unlimited = 1 // the Heroes' coins, once they are known
			case "double":
				r.rude.Double = true
			default:
				return true, rules.LineError(n, "rude takes hero, consul or hard, auras, casual, unlimited and double, not %q", w)
			}
		}
	case "fresh":
		p, e := rules.ParseSquare(rest)
		if e != nil {
			return true, rules.LineError(n, "%v", e)
		}
		r.fresh = append(r.fresh, p)
	default:
		return false, nil
	}
	return true, err
}

// Begin gives the game its Explore state.
func (r *scenarioRules) Begin(g *rules.Game) error {
	s := &State{Side: r.side, Boss: r.boss, MiniBosses: r.minis, Space: r.space, SkullsSpent: r.skulls,
		BossID: rules.NoModel, Active: rules.NoModel}
	if len(s.MiniBosses) == 0 {
		s.MiniBosses = boxMiniBosses()[:1]
	}
	d := s.Data()
	for _, name := range r.bonuses {
		found := false
		for _, sp := range d.Charts[s.Side] {
			for _, b := range sp.Bonuses {
				if b.Name == name && !found {
					s.Bonuses = append(s.Bonuses, b)
					found = true
				}
			}
		}
		if !found {
			return &rules.IllegalError{Command: AdvanceChart{}, Reason: "no chart bonus named " + strconv.Quote(name)}
		}
	}
	for _, p := range r.fresh {
		if m := g.At(p); m != nil {
			s.Fresh = append(s.Fresh, m.ID)
		}
	}
	for i := range g.Models {
		m := &g.Models[i]
		if m.InPlay && g.MonsterCard(m) != nil && m.Card == s.Boss {
			s.BossID = m.ID
		}
	}
	if r.rude != nil {
		rude := *r.rude
		rude.Party = len(g.Heroes())
		if rude.Casual {
			rude.Party-- // the dungeon set up for one Hero fewer
		}
		if rude.Unlimited > 0 {
			rude.Unlimited = max(1, g.Coins)
		}
		s.Rude = &rude
	}
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
	square := func(v string) (tiles.Point, error) {
		p, err := rules.ParseSquare(v)
		if err != nil {
			return p, rules.LineError(a.Line, "%v", err)
		}
		return p, nil
	}
	switch a.Verb {
	case "activate":
		if err := need(1); err != nil {
			return nil, true, err
		}
		id, err := a.Model(a.Positional[0])
		return Activate{Monster: id}, true, err
	case "mmove", "mdash":
		p, err := path()
		if err != nil {
			return nil, true, err
		}
		if a.Verb == "mdash" {
			return Dash{Path: p}, true, nil
		}
		return Move{Path: p}, true, nil
	case "mstand":
		return StandUp{UseMovement: len(a.Positional) > 0 && a.Positional[0] == "mp"}, true, nil
	case "mattack":
		if err := need(1); err != nil {
			return nil, true, err
		}
		id, err := a.Model(a.Positional[0])
		c := Attack{Target: id}
		if v, ok := a.Opt("action"); ok {
			c.Action = v
		}
		return c, true, err
	case "mend":
		return EndMonster{}, true, nil
	case "advance":
		c := AdvanceChart{}
		if v, ok := a.Opt("bonus"); ok {
			b, err := strconv.Atoi(v)
			if err != nil {
				return nil, true, rules.LineError(a.Line, "bonus needs a number")
			}
			c.Bonus = b
		}
		if v, ok := a.Opt("relics"); ok {
			c.Relics = strings.Split(v, ",")
		}
		return c, true, nil
	case "spawn":
		if err := need(2); err != nil {
			return nil, true, err
		}
		p, err := rules.ParseSquare(a.Positional[1])
		if err != nil {
			return nil, true, rules.LineError(a.Line, "%v", err)
		}
		return Spawn{Monster: a.Positional[0], At: p}, true, nil
	case "msupport":
		// msupport NAME [target=M] [at=x,y]: the activating monster's
		// support action.
		if err := need(1); err != nil {
			return nil, true, err
		}
		c := Support{Action: a.Positional[0], Target: rules.NoModel}
		if v, ok := a.Opt("target"); ok {
			id, err := a.Model(v)
			if err != nil {
				return nil, true, err
			}
			c.Target = id
		}
		if v, ok := a.Opt("at"); ok {
			p, err := rules.ParseSquare(v)
			if err != nil {
				return nil, true, rules.LineError(a.Line, "%v", err)
			}
			c.At = &p
		}
		return c, true, nil
	case "sell":
		// sell MARK CARD [CARD]: Rude Supers' sale for a potion.
		if err := need(2); err != nil {
			return nil, true, err
		}
		id, err := a.Model(a.Positional[0])
		return SellLoot{Hero: id, Cards: a.Positional[1:]}, true, err
	case "decline":
		if err := need(1); err != nil {
			return nil, true, err
		}
		c := Decline{}
		for _, m := range a.Positional {
			id, err := a.Model(m)
			if err != nil {
				return nil, true, err
			}
			c.Supers = append(c.Supers, id)
		}
		return c, true, nil
	case "rspawn":
		// rspawn NAME FROM X,Y: Rude Supers' Phase 1 spawn from the shared
		// pool next to spawning point FROM.
		if err := need(3); err != nil {
			return nil, true, err
		}
		from, err := a.Model(a.Positional[1])
		if err != nil {
			return nil, true, err
		}
		p, err := square(a.Positional[2])
		return RudeSpawn{Monster: a.Positional[0], From: from, At: p}, true, err
	case "rspawnboss":
		if err := need(1); err != nil {
			return nil, true, err
		}
		p, err := square(a.Positional[0])
		return RudeSpawnBoss{At: p}, true, err
	case "pause":
		return PauseHero{}, true, nil
	case "resume":
		if err := need(1); err != nil {
			return nil, true, err
		}
		id, err := a.Model(a.Positional[0])
		return ResumeHero{Hero: id}, true, err
	case "reset":
		return ResetMove{}, true, nil
	case "newplayer":
		// newplayer MARK "CARD" [at=X,Y]: New Player in the power-up.
		if err := need(2); err != nil {
			return nil, true, err
		}
		id, err := a.Model(a.Positional[0])
		if err != nil {
			return nil, true, err
		}
		c := NewPlayer{Hero: id, Card: a.Positional[1]}
		if v, ok := a.Opt("at"); ok {
			p, err := square(v)
			c.At = &p
			return c, true, err
		}
		return c, true, nil
	case "timeout":
		// timeout [HERO "CARD" "CARD" ...]: the party's answer to a timeout.
		if len(a.Positional) == 0 {
			return TimeoutChoice{Hero: rules.NoModel}, true, nil
		}
		id, err := a.Model(a.Positional[0])
		return TimeoutChoice{Hero: id, Cards: a.Positional[1:]}, true, err
	}
	return nil, false, nil
}
