package scene

import (
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// classicRules are the classic 1st edition's answers for the Consul's
// turn (versus.go): four skull points a turn and no free monsters, every
// monster once a round (the boss twice while a spawning point stands),
// Run instead of Dash, and statuses that stay until cured.
type classicRules struct {
	g *rules.Game
	s *classic.State
}

func (r classicRules) active() rules.ModelID { return r.s.Active }
func (r classicRules) activated(id rules.ModelID) bool {
	if id == r.s.BossID && classic.CanActivate(r.g, id) == nil {
		return false // its second activation of the round is still to come
	}
	return containsID(r.s.Activated, id)
}
func (r classicRules) cost(m *rules.Model) int                { return r.s.ActivationCost(m) }
func (r classicRules) skullsLeft() int                        { return classic.SkullsLeft(r.g) }
func (r classicRules) perTurn() int                           { return classic.SkullsPerTurn }
func (r classicRules) dice(m *rules.Model) *rules.MonsterDice { return r.s.MonsterDice(r.g, m) }
func (r classicRules) apLeft() int                            { return classic.APLeft(r.g) }

// offensive are the monster's unique attacks from the catalog (the
// classic rules' Attack takes them; support actions are not the Consul's
// yet, rules/classic/README.md).
func (r classicRules) offensive(m *rules.Model) []cards.Action {
	c := r.g.MonsterCard(m)
	if c == nil {
		return nil
	}
	var out []cards.Action
	for _, a := range c.Actions {
		if a.Type == cards.Offensive {
			a.Cost = max(1, a.Cost)
			out = append(out, a)
		}
	}
	return out
}

// targets are the Heroes the activating monster may attack with action:
// each the Attack the rules would accept, tried on a copy of the game.
func (r classicRules) targets(action string) []rules.ModelID {
	if r.g.Phase != rules.ConsulTurn || r.s.Active == rules.NoModel {
		return nil
	}
	if m := r.g.Model(r.s.Active); m != nil && action != "" {
		if a, ok := r.g.FindAction(m, action); ok && classic.AimedByDirection(a.Area.Kind) {
			return r.aimedTargets(action) // classic_aim.go
		} else if ok && a.Type != cards.Offensive {
			return r.cloudTargets(action)
		}
	}
	var out []rules.ModelID
	for _, id := range r.g.HeroesInPlay() {
		if _, err := r.g.Clone().Apply(classic.Attack{Target: id, Action: action}); err == nil {
			out = append(out, id)
		}
	}
	return out
}

// field is the search from the activating monster's square with mp
// movement points (nil when it may not move).
func (r classicRules) field(mp int) *pathing.Field {
	if r.g.Phase != rules.ConsulTurn || r.s.Active == rules.NoModel || mp <= 0 {
		return nil
	}
	m := r.g.Model(r.s.Active)
	if m == nil || !m.InPlay || r.g.Suffers(m, cards.Knockdown) || r.g.Suffers(m, cards.Immobile) {
		return nil
	}
	return r.g.PathGraph().Reachable(r.g.Mover(m), m.Pos, mp)
}

// reachable are the squares a Move may end on with the Speed left.
func (r classicRules) reachable() []rules.Reach {
	f := r.field(classic.MPLeft(r.g))
	if f == nil {
		return nil
	}
	m := r.g.Model(r.s.Active)
	var out []rules.Reach
	for _, p := range f.Ends() {
		if p == m.Pos || !r.g.Fits(p, m.Large, m.ID) {
			continue
		}
		c, _ := f.Cost(p)
		out = append(out, rules.Reach{At: p, Cost: c})
	}
	return out
}

func (r classicRules) acts(m *rules.Model) (string, int, int, int, bool) {
	prof := r.s.Profile(m)
	if prof == nil || (prof.Mv == 0 && prof.AP == 0) {
		return "", 0, 0, 0, false
	}
	return string(prof.Platform), prof.Skulls, prof.Mv, prof.AP, true
}

func (r classicRules) costTip() string {
	return "Activating it costs its skull value (at least one, at most a whole turn's four). Click to activate it."
}

func (r classicRules) activate(id rules.ModelID) rules.Command { return classic.Activate{Monster: id} }
func (r classicRules) move(path []tiles.Point) rules.Command   { return classic.Move{Path: path} }
func (r classicRules) attack(t rules.ModelID, a string) rules.Command {
	return classic.Attack{Target: t, Action: a}
}
func (r classicRules) endMonster() rules.Command { return classic.EndMonster{} }

func (r classicRules) standUps() []standUpChoice {
	return []standUpChoice{{c: classic.StandUp{}, label: "Stand Up", cost: "1 AP", tip: "Stand up for one action point (a monster cannot trade its movement for it in the first edition)"}}
}

// dash is the classic Run (1st edition, "2 - Speed"): up to twice its
// Speed, and no action this activation.
func (r classicRules) dash() dashRule {
	d := dashRule{label: "Run", cost: "no action", tip: "Run: move up to twice its Speed; it takes no action this activation",
		nowhere: "Nowhere to run to from here.", cmd: func(path []tiles.Point) rules.Command { return classic.Run{Path: path} }}
	m := r.g.Model(r.s.Active)
	switch {
	case m == nil:
		d.why = "No monster is activating."
	case r.s.Ran:
		d.why = "It has already run."
	case r.s.APSpent > 0:
		d.why = "It has already taken an action; a model that runs takes none."
	default:
		// The rules' budget: twice the Speed, less what it walked.
		left := 2*(classic.MPLeft(r.g)+r.s.MPSpent) - r.s.MPSpent
		d.field = func() *pathing.Field { return r.field(left) }
	}
	return d
}

// heroRunSquares are where the active Hero could run (1st edition, "2 -
// Speed": twice its Speed, no action after), each the Run the rules
// accept, tried on a copy of the game; why says why it cannot run.
func (p *Play) heroRunSquares() (map[tiles.Point][]tiles.Point, string) {
	s, g := p.clState(), p.g
	out := map[tiles.Point][]tiles.Point{}
	h := g.Model(g.Active)
	switch {
	case h == nil:
		return out, "No Hero is activating."
	case s.HeroRanAt == g.ActivationCount:
		return out, "It has already run."
	case g.Act.APSpent > 0:
		return out, "It has already taken an action; a Hero that runs takes none."
	case g.Suffers(h, cards.Knockdown):
		return out, "It is knocked down: stand up first."
	}
	budget := 2*g.MaxMP(h) - g.Act.MPSpent
	if budget <= 0 {
		return out, "No movement left."
	}
	f := g.PathGraph().Reachable(g.Mover(h), h.Pos, budget)
	// The paths first: trying a Run searches again on the shared board.
	paths := map[tiles.Point][]tiles.Point{}
	for _, to := range f.Ends() {
		if to != h.Pos && g.Fits(to, h.Large, h.ID) {
			paths[to] = f.Path(to)
		}
	}
	for to, path := range paths {
		if _, err := g.Clone().Apply(classic.Run{Path: path}); err == nil {
			out[to] = path
		}
	}
	if len(out) == 0 {
		return out, "Nowhere to run to from here."
	}
	return out, ""
}

// classicRulesHelp is the first edition in a minute, for the pause
// menu's rules page.
var classicRulesHelp = []string{
	"Goal: defeat the dungeon boss. It comes when the Power Gauge reaches Super, or when the last spawning point falls. The Consul wins when the last Hero falls.",
	"Each round: the Consul spawns monsters by every spawning point, then each side rolls initiative and the winner chooses who goes first.",
	"Turns alternate: one Hero (click it, move with its movement points, act with its action points, press End), then four skulls' worth of monsters, until every model has acted.",
	"Attack: choose an attack in the bar at the bottom, then click an enemy lit in red. The tooltip shows the chance to wound before you click. Run goes twice as far but takes the Hero's actions.",
	"Gauges: every wound moves the Power Gauge towards 16-Bit monsters and the boss; wounds on monsters move the Loot-O-Meter, which draws loot for the party.",
	"Loot: a card just drawn may be worn at once (Wear); otherwise, at the end of the round, wear it or sacrifice it for a heart (a relic: for a potion).",
}

// rulesHelp is the pause menu's rules in a minute for the game played.
func (p *Play) rulesHelp() []string {
	if p.clState() != nil {
		return classicRulesHelp
	}
	return rulesHelp
}
