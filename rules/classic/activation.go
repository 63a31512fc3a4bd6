package classic

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Activate starts a monster's activation in the Consul's turn (1st
// edition, "Turns", "Gameplay Summary" 2b): it spends the monster's skull
// value of the turn's four, then its upkeep runs (its last activation's
// auras end; Tough; Fire wounds it).
type Activate struct {
	Monster rules.ModelID
	Why     string
}

// Move spends the activating monster's Speed along Path.
type Move struct {
	Path []tiles.Point
	Why  string
}

// Run moves the activating model (a monster, or the active Hero) up to
// double its Speed; it may take no action for the rest of its activation
// (1st edition, "2 - Speed"). Potions may still be drunk.
type Run struct{ Path []tiles.Point }

// StandUp spends one action point to remove Knockdown (1st edition,
// "Knockdown": only an action point stands a model up).
type StandUp struct{}

// Attack makes the activating monster's basic attack (Action "") or an
// offensive special attack against Target. A Lance, Sweep or Spray is
// aimed along Dir (no diagonals) and hits every Hero in its squares (1st
// edition, "Area Effects"); Target, when given, must be one of them
// (rules.NoModel: the first Hero caught).
type Attack struct {
	Target rules.ModelID
	Action string
	Dir    tiles.Dir
	Why    string
}

// AimedByDirection reports whether an area of this kind is aimed along a
// direction from its user (1st edition, "Area Effects": "Lance X, Spray
// X, and Sweep X require that you choose one square that is adjacent (but
// not diagonal)"), rather than at a model or around the user.
func AimedByDirection(kind string) bool {
	return kind == "Lance" || kind == "Sweep" || kind == "Spray"
}

// EndMonster ends the activating monster's activation. Its status effects
// stay (1st edition: they last until cured).
type EndMonster struct{}

func (Activate) CommandName() string   { return "activate monster" }
func (Move) CommandName() string       { return "move monster" }
func (Run) CommandName() string        { return "run" }
func (StandUp) CommandName() string    { return "monster stands up" }
func (Attack) CommandName() string     { return "monster attack" }
func (EndMonster) CommandName() string { return "end monster activation" }

// MonsterActivated reports a monster's activation and what it cost.
type MonsterActivated struct {
	Monster    rules.Ref
	Skulls     int
	SkullsLeft int // -1: no limit (the Heroes have all activated)
	MP, AP     int
}

func (e MonsterActivated) Kind() string { return "monster-activated" }
func (e MonsterActivated) String() string {
	left := rules.CountOf(e.SkullsLeft, "skull") + " left this turn"
	if e.SkullsLeft < 0 {
		left = "every Hero has activated, so every monster left may go"
	}
	return fmt.Sprintf("%s activates (%s; %s) with Speed %d and %d action points", e.Monster, rules.CountOf(e.Skulls, "skull"), left, e.MP, e.AP)
}

// MonsterActivationEnded reports the end of a monster's activation.
type MonsterActivationEnded struct{ Monster rules.Ref }

func (e MonsterActivationEnded) Kind() string { return "monster-activation-ended" }
func (e MonsterActivationEnded) String() string {
	return fmt.Sprintf("%s ends its activation", e.Monster)
}

// MaxMP is the monster's Speed this activation: Slow halves it (rounding
// up), Immobile leaves none.
func (g cg) MaxMP(m *rules.Model) int {
	d := g.S.MonsterDice(g.Game, m)
	p := g.S.Profile(m)
	if p == nil || d == nil {
		return 0
	}
	mv := p.Mv
	if g.Suffers(m, cards.Slow) {
		mv = (mv + 1) / 2
	}
	if g.Suffers(m, cards.Immobile) {
		mv = 0
	}
	return mv
}

// MaxAP is the monster's action points: Poison takes one.
func (g cg) MaxAP(m *rules.Model) int {
	d := g.S.MonsterDice(g.Game, m)
	if d == nil || d.AP == 0 {
		return 0
	}
	ap := d.AP
	if g.Suffers(m, cards.Poison) {
		ap = max(0, ap-1)
	}
	return ap
}

// ActivationCost is the skull points activating m costs: its skull value,
// at least one, and at most the turn's four (a boss worth more takes a
// whole turn; project decision, README.md).
func (s *State) ActivationCost(m *rules.Model) int {
	p := s.Profile(m)
	if p == nil {
		return 1
	}
	return min(SkullsPerTurn, max(1, p.Skulls))
}

// SkullsLeft is what the Consul may still activate this turn; -1 when
// every Hero has activated this round ("all the remaining monsters get to
// take their turns before the end of the round").
func SkullsLeft(g *rules.Game) int {
	s := StateOf(g)
	if s == nil {
		return 0
	}
	if !(cg{g, s}).heroesLeft() {
		return -1
	}
	return SkullsPerTurn - s.SkullsSpent
}

// CanActivate returns nil when the Consul may activate monster id now.
func CanActivate(g *rules.Game, id rules.ModelID) error {
	s := StateOf(g)
	if s == nil {
		return rules.Illegal(Activate{Monster: id}, "the game does not follow the classic rules")
	}
	_, err := cg{g, s}.canActivate(Activate{Monster: id})
	return err
}

func (g cg) canActivate(c Activate) (*rules.Model, error) {
	if g.Phase != rules.ConsulTurn {
		return nil, rules.Illegal(c, "monsters activate only in the Consul's turn (now %s)", g.Phase)
	}
	if g.S.Active != rules.NoModel {
		return nil, rules.Illegal(c, "%s is still activating; end its activation first", g.Name(g.S.Active))
	}
	m := g.Model(c.Monster)
	if m == nil || !m.InPlay || m.Kind != rules.KindMonster {
		return nil, rules.Illegal(c, "model %d is not a monster in play", c.Monster)
	}
	if p := g.S.Profile(m); p == nil || (p.Mv == 0 && p.AP == 0) {
		return nil, rules.Illegal(c, "%s never activates", m.Card)
	}
	if !g.canStillActivate(m) {
		if g.S.isBoss(m) {
			return nil, rules.Illegal(c, "%s has used its %s this round", m.Card, rules.CountOf(g.bossActivations(), "activation"))
		}
		return nil, rules.Illegal(c, "%s has already activated this round", m.Card)
	}
	if left := SkullsLeft(g.Game); left >= 0 && g.S.ActivationCost(m) > left {
		return nil, rules.Illegal(c, "activating %s takes %s but only %s are left this turn", m.Card,
			rules.CountOf(g.S.ActivationCost(m), "skull"), rules.CountOf(left, "skull"))
	}
	return m, nil
}

func (c Activate) apply(g cg) ([]rules.Event, error) {
	m, err := g.canActivate(c)
	if err != nil {
		return nil, err
	}
	cost := g.S.ActivationCost(m)
	left := SkullsLeft(g.Game)
	g.S.SkullsSpent += cost
	if left >= 0 {
		left -= cost
	}
	if g.S.isBoss(m) {
		g.S.BossActs++
	}
	g.S.Activated = append(slices.Clip(g.S.Activated), m.ID)
	g.S.Active, g.S.MPSpent, g.S.APSpent, g.S.Ran = m.ID, 0, 0, false
	evs := []rules.Event{MonsterActivated{Monster: g.RefOf(m.ID), Skulls: cost, SkullsLeft: left, MP: g.MaxMP(m), AP: g.MaxAP(m)}}
	// Upkeep (1st edition, "Gameplay Summary" 2b ii-iii): continuous
	// effects from its last activation expire; statuses continue.
	evs = append(evs, g.EndEffectsFrom(m.ID)...)
	if g.Has(m, "Tough") && m.Wounds > 0 {
		evs = append(evs, g.Heal(m, 1, "Tough")...)
	}
	if g.Suffers(m, cards.Fire) {
		// "takes one wound at the beginning of its activation every round".
		evs = append(evs, g.Wound(m, rules.NoModel, 1, "Fire", false)...)
	}
	return evs, nil
}

// active is the monster whose activation runs.
func (g cg) active(c rules.Command) (*rules.Model, error) {
	if g.Phase != rules.ConsulTurn || g.S.Active == rules.NoModel {
		return nil, rules.Illegal(c, "no monster is activating")
	}
	m := g.Model(g.S.Active)
	if m == nil || !m.InPlay {
		return nil, rules.Illegal(c, "the activating monster is no longer in play")
	}
	return m, nil
}

func (g cg) knockedDown(c rules.Command, m *rules.Model) error {
	if g.Suffers(m, cards.Knockdown) {
		return rules.Illegal(c, "%s is knocked down and must spend an action point to stand up first", m.Card)
	}
	return nil
}

func (c Move) apply(g cg) ([]rules.Event, error) {
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	return g.moveMonster(c, m, c.Path, g.MaxMP(m)-g.S.MPSpent, "move")
}

func (g cg) moveMonster(c rules.Command, m *rules.Model, path []tiles.Point, limit int, reason string) ([]rules.Event, error) {
	if err := g.knockedDown(c, m); err != nil {
		return nil, err
	}
	if g.Suffers(m, cards.Immobile) {
		return nil, rules.Illegal(c, "%s is Immobile and may not move", m.Card)
	}
	if len(path) == 0 {
		return nil, rules.Illegal(c, "no path given")
	}
	cost, err := g.Walk(m, path, limit)
	if err != nil {
		return nil, rules.Illegal(c, "%v", err)
	}
	// Decision (README): a flyer may end its move on a structure or over a
	// chasm, as the core lets Heroes with Fly (rules/stranded.go); the book
	// lets Fly ignore terrain and says nothing of where it may land.
	if end := path[len(path)-1]; !g.StopsAt(m, end) {
		return nil, rules.Illegal(c, "%s's base does not fit there", m.Card)
	}
	g.S.MPSpent += cost
	m.Pos = path[len(path)-1]
	return []rules.Event{rules.Moved{Model: g.RefOf(m.ID), Path: append([]tiles.Point(nil), path...), Cost: cost, Reason: reason}}, nil
}

func (c Run) apply(g cg) ([]rules.Event, error) {
	if g.Phase == rules.HeroTurn {
		return g.heroRun(c)
	}
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	if g.S.APSpent > 0 {
		return nil, rules.Illegal(c, "%s has already taken an action; a model that runs takes none", m.Card)
	}
	if g.S.Ran {
		return nil, rules.Illegal(c, "%s has already run", m.Card)
	}
	evs, err := g.moveMonster(c, m, c.Path, 2*g.MaxMP(m)-g.S.MPSpent, "run")
	if err != nil {
		return nil, err
	}
	g.S.Ran = true
	g.S.APSpent = g.MaxAP(m)
	return evs, nil
}

// heroRun is the active Hero's Run: double Speed, no action afterwards.
func (g cg) heroRun(c Run) ([]rules.Event, error) {
	if g.Active == rules.NoModel {
		return nil, rules.Illegal(c, "no Hero is activating")
	}
	h := g.Model(g.Active)
	if g.Act.APSpent > 0 {
		return nil, rules.Illegal(c, "%s has already taken an action; a Hero that runs takes none", h.Card)
	}
	if g.S.HeroRanAt == g.ActivationCount {
		return nil, rules.Illegal(c, "%s has already run", h.Card)
	}
	if g.Suffers(h, cards.Knockdown) {
		return nil, rules.Illegal(c, "%s is knocked down and must stand up first", h.Card)
	}
	if g.Suffers(h, cards.Immobile) {
		return nil, rules.Illegal(c, "%s is Immobile and may not move", h.Card)
	}
	if len(c.Path) == 0 {
		return nil, rules.Illegal(c, "no path given")
	}
	cost, err := g.Walk(h, c.Path, 2*g.Game.MaxMP(h)-g.Act.MPSpent)
	if err != nil {
		return nil, rules.Illegal(c, "%v", err)
	}
	end := c.Path[len(c.Path)-1]
	if !g.Fits(end, h.Large, h.ID) {
		return nil, rules.Illegal(c, "%s cannot stop on that square", h.Card)
	}
	h.Pos = end
	g.Act.MPSpent += cost
	g.Act.APSpent = g.Game.MaxAP(h)
	g.S.HeroRanAt = g.ActivationCount
	return []rules.Event{rules.Moved{Model: g.RefOf(h.ID), Path: append([]tiles.Point(nil), c.Path...), Cost: cost, Reason: "run"}}, nil
}

func (c StandUp) apply(g cg) ([]rules.Event, error) {
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	if !m.Statuses.Has(cards.Knockdown) {
		return nil, rules.Illegal(c, "%s is not knocked down", m.Card)
	}
	if g.S.APSpent >= g.MaxAP(m) {
		return nil, rules.Illegal(c, "%s has no action point left", m.Card)
	}
	g.S.APSpent++
	m.Statuses = m.Statuses.Without(cards.Knockdown)
	return []rules.Event{rules.Spent{Model: g.RefOf(m.ID), AP: 1, For: "standing up"},
		rules.StatusesRemoved{Model: g.RefOf(m.ID), Status: []cards.Status{cards.Knockdown}, Reason: "stood up"}}, nil
}

// attackCost is one action point for the basic attack, the action's cost
// for a special attack.
func (g cg) attackCost(c rules.Command, m *rules.Model, action string) (int, error) {
	if action == "" {
		return 1, nil
	}
	a, ok := g.FindAction(m, action)
	if !ok {
		return 0, rules.Illegal(c, "%s has no action called %q", m.Card, action)
	}
	if a.Type != cards.Offensive {
		return 0, rules.Illegal(c, "%s is a special action; monsters make only attacks so far", action)
	}
	return max(1, a.Cost), nil
}

// MobBonus is the 1st edition's Mob and Swarm for monster m attacking
// target in melee: +1 ATT for every other model with Mob in melee with
// the target, up to +3; Swarm +1 ATT against a target suffering
// Knockdown. "+1 ATT" lost its die icon in the extract: one blue die
// each (project decision, README.md).
func MobBonus(g *rules.Game, m, target *rules.Model) int {
	s := StateOf(g)
	if s == nil {
		return 0
	}
	p := s.Profile(m)
	if p == nil {
		return 0
	}
	n := 0
	if p.Mob && g.ModelDist(m, target) <= 1 {
		for i := range g.Models {
			o := &g.Models[i]
			if o.ID == m.ID || !o.InPlay || o.Kind != rules.KindMonster {
				continue
			}
			if op := s.Profile(o); op != nil && op.Mob && g.ModelDist(o, target) <= 1 {
				n++
			}
		}
		n = min(n, 3)
	}
	if p.Swarm && g.Suffers(target, cards.Knockdown) {
		n++
	}
	return n
}

// actor is the activating monster when it may take an action: standing,
// and it has not run.
func (g cg) actor(c rules.Command) (*rules.Model, error) {
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	if err := g.knockedDown(c, m); err != nil {
		return nil, err
	}
	if g.S.Ran {
		return nil, rules.Illegal(c, "%s ran this activation and may take no action", m.Card)
	}
	return m, nil
}

func (c Attack) apply(g cg) ([]rules.Event, error) {
	m, err := g.actor(c)
	if err != nil {
		return nil, err
	}
	cost, err := g.attackCost(c, m, c.Action)
	if err != nil {
		return nil, err
	}
	if g.S.APSpent+cost > g.MaxAP(m) {
		return nil, rules.Illegal(c, "%s needs %s and has %d left", m.Card, rules.CountOf(cost, "action point"), g.MaxAP(m)-g.S.APSpent)
	}
	if a, ok := g.FindAction(m, c.Action); ok && c.Action != "" && AimedByDirection(a.Area.Kind) {
		sq, err := g.AreaSquares(m, a.Area, rules.Aim{Target: rules.NoModel, Dir: c.Dir})
		if err != nil {
			return nil, rules.Illegal(c, "%s", reasonOf(err))
		}
		caught := func(h *rules.Model) bool {
			return slices.ContainsFunc(h.Squares(), func(p tiles.Point) bool { return slices.Contains(sq, p) })
		}
		if t := g.Model(c.Target); t != nil && t.InPlay && t.Kind == rules.KindHero && !caught(t) {
			return nil, rules.Illegal(c, "%s aimed that way does not reach %s", a.Name, t.Card)
		}
		if c.Target == rules.NoModel {
			for _, id := range g.HeroesInPlay() {
				if caught(g.Model(id)) {
					c.Target = id
					break
				}
			}
			if c.Target == rules.NoModel {
				return nil, rules.Illegal(c, "%s aimed that way catches no Hero", a.Name)
			}
		}
	}
	t := g.Model(c.Target)
	if t == nil || !t.InPlay || t.Kind != rules.KindHero {
		return nil, rules.Illegal(c, "model %d is not a Hero in play", c.Target)
	}
	bonus := MobBonus(g.Game, m, t)
	g.S.bonusFor = m.ID
	g.S.bonusDice = cards.Pool{}
	g.S.bonusDice.Dice[cards.Blue] = bonus
	e, err := g.ResolveMonsterAttack(rules.MonsterAttack{Monster: m.ID, Target: c.Target, Action: c.Action, Dir: c.Dir})
	g.S.bonusFor, g.S.bonusDice = rules.NoModel, cards.Pool{}
	if err != nil {
		return nil, rules.Illegal(c, "%s", reasonOf(err))
	}
	g.S.APSpent += cost
	evs := []rules.Event{rules.Spent{Model: g.RefOf(m.ID), AP: cost, For: c.CommandName()}}
	if bonus > 0 {
		evs = append(evs, rules.Note{Text: fmt.Sprintf("%s attacks with %s more (Mob or Swarm)", m.Card, rules.CountOf(bonus, "blue die"))})
	}
	evs = append(evs, e...)
	return append(evs, g.controlHits(m, c.Action, e)...), nil
}

// controlHits carries out a control attack's effect on every Hero it
// beat (1st edition, "Control Attacks and Effects": "If the defender's
// result is lower, the attacking player may then carry out any actions
// described by the control effect"; "Push X"): Rex's Thwomp. The
// Consul's move is the core's default path (each step farther from the
// attacker, ending where the Hero may stand).
func (g cg) controlHits(m *rules.Model, action string, evs []rules.Event) []rules.Event {
	if action == "" {
		return nil
	}
	a, ok := g.FindAction(m, action)
	if !ok || a.Control.Name != "Push" {
		return nil
	}
	var out []rules.Event
	for _, e := range evs {
		d, ok := e.(rules.Defended)
		if !ok || d.Held {
			continue
		}
		h := g.Model(d.Hero.ID)
		if h == nil || !h.InPlay {
			continue
		}
		path := g.DefaultControlPath(m, h, a.Control)
		if len(path) == 0 {
			continue
		}
		cost, err := g.Walk(h, path, -1)
		if err != nil {
			continue
		}
		h.Pos = path[len(path)-1]
		out = append(out, rules.Moved{Model: g.RefOf(h.ID), Path: slices.Clone(path), Cost: cost, Reason: a.Name})
	}
	return out
}

func reasonOf(err error) string {
	if ie, ok := err.(*rules.IllegalError); ok {
		return ie.Reason
	}
	return err.Error()
}

func (c EndMonster) apply(g cg) ([]rules.Event, error) {
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	g.S.Active, g.S.MPSpent, g.S.APSpent, g.S.Ran = rules.NoModel, 0, 0, false
	return []rules.Event{MonsterActivationEnded{Monster: g.RefOf(m.ID)}}, nil
}

// MPLeft is the activating monster's Speed left (0 when none activates).
func MPLeft(g *rules.Game) int {
	s := StateOf(g)
	if s == nil || s.Active == rules.NoModel {
		return 0
	}
	e := cg{g, s}
	m := g.Model(s.Active)
	if s.Ran {
		return 2*e.MaxMP(m) - s.MPSpent
	}
	return max(0, e.MaxMP(m)-s.MPSpent)
}

// APLeft is the activating monster's action points left.
func APLeft(g *rules.Game) int {
	s := StateOf(g)
	if s == nil || s.Active == rules.NoModel {
		return 0
	}
	return max(0, cg{g, s}.MaxAP(g.Model(s.Active))-s.APSpent)
}
