package explore

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Activate starts a monster's activation in the Consul turn (Explore
// rulebook, "Consul Turn", "Skull Points", "Activation", "Upkeep"): it
// pays the monster's skull points when it is not free, then resolves its
// upkeep (end of its previous effects, Tough, Fire).
type Activate struct {
	Monster rules.ModelID
	// Why, when set, is the Consul's reason, reported as a
	// rules.ConsulDecided before the command's events (the Consul AI
	// explains itself this way).
	Why string
}

// Move spends the activating monster's movement points along Path
// ("Movement Points").
type Move struct {
	Path []tiles.Point
	Why  string
}

// Dash spends one action point to move up to two squares ("Dash").
type Dash struct{ Path []tiles.Point }

// StandUp removes Knockdown for one action point or all movement points
// ("Status Effects").
type StandUp struct{ UseMovement bool }

// Attack makes the activating monster's basic attack (Action "") or an
// offensive unique action against Target ("Action Points"): one action
// point for the basic attack, the action's cost for a unique one.
type Attack struct {
	Target rules.ModelID
	Action string
	Why    string
	// ChooseHeart (Rude Supers): the Consul chooses the status a heart
	// removes (RudeHeart) instead of the rules (rude_heart.go).
	ChooseHeart bool
}

// EndMonster ends the activating monster's activation: its status effects
// are removed ("Activation").
type EndMonster struct{}

func (Activate) CommandName() string   { return "activate monster" }
func (Move) CommandName() string       { return "move monster" }
func (Dash) CommandName() string       { return "monster dash" }
func (StandUp) CommandName() string    { return "monster stands up" }
func (Attack) CommandName() string     { return "monster attack" }
func (EndMonster) CommandName() string { return "end monster activation" }

// MonsterActivated reports a monster's activation beginning and what it
// cost.
type MonsterActivated struct {
	Monster    rules.Ref
	Skulls     int // skull points paid (0: free)
	SkullsLeft int
	MP, AP     int
}

func (e MonsterActivated) Kind() string { return "monster-activated" }
func (e MonsterActivated) String() string {
	cost := "free: it began the Consul turn in play"
	if e.Skulls > 0 {
		cost = fmt.Sprintf("%s paid, %s left", rules.CountOf(e.Skulls, "skull point"), rules.CountOf(e.SkullsLeft, "skull point"))
	}
	return fmt.Sprintf("%s activates (%s) with %d movement and %d action points", e.Monster, cost, e.MP, e.AP)
}

// MonsterActivationEnded reports the end of a monster's activation.
type MonsterActivationEnded struct{ Monster rules.Ref }

func (e MonsterActivationEnded) Kind() string { return "monster-activation-ended" }
func (e MonsterActivationEnded) String() string {
	return fmt.Sprintf("%s ends its activation", e.Monster)
}

// MaxMP is the monster's movement points this activation: Slow halves
// them (rounding up), Immobile leaves none.
func (g eg) MaxMP(m *rules.Model) int {
	p := g.S.Profile(m)
	if p == nil {
		return 0
	}
	mv := p.Mv
	if g.Suffers(m, cards.Slow) && g.rude() == nil { // Rude Supers: lost at upkeep (rude_statuses.go)
		mv = (mv + 1) / 2
	}
	if g.Suffers(m, cards.Immobile) {
		mv = 0
	}
	return mv
}

// MaxAP is the monster's action points: Poison takes one, to a minimum of
// one.
func (g eg) MaxAP(m *rules.Model) int {
	p := g.S.Profile(m)
	if p == nil || p.AP == 0 {
		return 0
	}
	ap := p.AP
	if g.Suffers(m, cards.Poison) && g.rude() == nil { // Rude Supers: a wound at the end (rude_statuses.go)
		ap = max(1, ap-1)
	}
	return ap
}

// CanActivate returns nil when the Consul may activate monster id now, else
// an *IllegalError saying why.
func CanActivate(g *rules.Game, id rules.ModelID) error {
	s := StateOf(g)
	if s == nil {
		return rules.Illegal(Activate{Monster: id}, "the game does not follow the Explore rules")
	}
	_, err := eg{g, s}.canActivate(Activate{Monster: id})
	return err
}

func (g eg) canActivate(c Activate) (*rules.Model, error) {
	if g.rude() != nil && g.Phase == rules.HeroTurn {
		return g.canInterrupt(c) // rude_activation.go
	}
	if g.Phase != rules.ConsulTurn {
		return nil, rules.Illegal(c, "monsters activate only in the Consul turn (now %s)", g.Phase)
	}
	if g.S.Active != rules.NoModel {
		return nil, rules.Illegal(c, "%s is still activating; end its activation first", g.Name(g.S.Active))
	}
	m := g.Model(c.Monster)
	if m == nil || !m.InPlay || m.Kind != rules.KindMonster {
		return nil, rules.Illegal(c, "model %d is not a monster in play", c.Monster)
	}
	p := g.S.Profile(m)
	if p == nil || (p.Mv == 0 && p.AP == 0) {
		return nil, rules.Illegal(c, "%s never activates", m.Card)
	}
	if slices.Contains(g.S.Activated, m.ID) {
		return nil, rules.Illegal(c, "%s has already activated this Consul turn", m.Card)
	}
	if cost := g.S.ActivationCost(m); cost > g.S.SkullsLeft() {
		return nil, rules.Illegal(c, "activating %s costs %s but only %s are left this turn", m.Card,
			rules.CountOf(cost, "skull point"), rules.CountOf(g.S.SkullsLeft(), "skull point"))
	}
	return m, nil
}

func (c Activate) apply(g eg) ([]rules.Event, error) {
	m, err := g.canActivate(c)
	if err != nil {
		return nil, err
	}
	cost := g.S.ActivationCost(m)
	var rude []rules.Event
	if g.rude() != nil {
		rude = g.rudeActivated(m) // rude_activation.go
	}
	g.S.SkullsSpent += cost
	g.S.Activated = append(slices.Clip(g.S.Activated), m.ID)
	g.S.Active, g.S.MPSpent, g.S.APSpent, g.S.StoodUp = m.ID, 0, 0, false
	evs := append(rude, MonsterActivated{Monster: g.RefOf(m.ID), Skulls: cost, SkullsLeft: g.S.SkullsLeft(), MP: g.MaxMP(m), AP: g.MaxAP(m)})
	// Upkeep (Explore, "Upkeep"): previous effects end, healing, damage.
	evs = append(evs, g.EndEffectsFrom(m.ID)...)
	if g.Has(m, "Tough") && m.Wounds > 0 {
		evs = append(evs, g.Heal(m, 1, "Tough")...)
	}
	if g.Suffers(m, cards.Fire) {
		evs = append(evs, g.Wound(m, rules.NoModel, 1, "Fire", false)...)
	}
	return append(evs, g.rudeSlowAtUpkeep(m)...), nil // rude_statuses.go
}

// active is the monster whose activation runs.
func (g eg) active(c rules.Command) (*rules.Model, error) {
	if (g.Phase != rules.ConsulTurn && (g.rude() == nil || g.Phase != rules.HeroTurn)) || g.S.Active == rules.NoModel {
		return nil, rules.Illegal(c, "no monster is activating")
	}
	m := g.Model(g.S.Active)
	if m == nil || !m.InPlay {
		return nil, rules.Illegal(c, "the activating monster is no longer in play")
	}
	return m, nil
}

func (g eg) knockedDown(c rules.Command, m *rules.Model) error {
	if g.Suffers(m, cards.Knockdown) {
		return rules.Illegal(c, "%s is knocked down and must stand up first (one action point or all movement)", m.Card)
	}
	return nil
}

func (c Move) apply(g eg) ([]rules.Event, error) { return g.move(c, c.Path, false) }
func (c Dash) apply(g eg) ([]rules.Event, error) { return g.move(c, c.Path, true) }

func (g eg) move(c rules.Command, path []tiles.Point, dash bool) ([]rules.Event, error) {
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	if err := g.knockedDown(c, m); err != nil {
		return nil, err
	}
	if g.Suffers(m, cards.Immobile) {
		return nil, rules.Illegal(c, "%s is Immobile and may not move this activation", m.Card)
	}
	limit, reason := g.MaxMP(m)-g.S.MPSpent, "move"
	if dash {
		if g.S.APSpent >= g.MaxAP(m) {
			return nil, rules.Illegal(c, "%s has no action point left to Dash", m.Card)
		}
		limit, reason = 2, "dash"
		if g.Suffers(m, cards.Slow) {
			limit = 1
		}
		if l, ok := g.HouseDash(m); ok { // Rude Supers: 3 movement points, none under Slow
			if l == 0 {
				return nil, rules.Illegal(c, "%s suffers Slow and cannot Dash", m.Card)
			}
			limit = l
		}
	}
	cost, err := g.Walk(m, path, limit)
	if err != nil {
		return nil, rules.Illegal(c, "%v", err)
	}
	if end := path[len(path)-1]; !g.Fits(end, m.Large, m.ID) {
		// A large base must fit where it stops ("Movement Points").
		return nil, rules.Illegal(c, "%s's base does not fit there", m.Card)
	}
	if dash {
		g.S.APSpent++
	} else {
		g.S.MPSpent += cost
	}
	m.Pos = path[len(path)-1]
	return []rules.Event{rules.Moved{Model: g.RefOf(m.ID), Path: append([]tiles.Point(nil), path...), Cost: cost, Reason: reason}}, nil
}

func (c StandUp) apply(g eg) ([]rules.Event, error) {
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	if !m.Statuses.Has(cards.Knockdown) {
		return nil, rules.Illegal(c, "%s is not knocked down", m.Card)
	}
	sp := rules.Spent{Model: g.RefOf(m.ID), For: "standing up"}
	if c.UseMovement {
		if g.S.MPSpent > 0 {
			return nil, rules.Illegal(c, "%s has already spent movement points; standing up needs all of them", m.Card)
		}
		sp.MP = g.MaxMP(m)
		g.S.MPSpent = sp.MP
	} else {
		if g.S.APSpent >= g.MaxAP(m) {
			return nil, rules.Illegal(c, "%s has no action point left", m.Card)
		}
		sp.AP = 1
		g.S.APSpent++
	}
	m.Statuses = m.Statuses.Without(cards.Knockdown)
	return []rules.Event{sp, rules.StatusesRemoved{Model: g.RefOf(m.ID), Status: []cards.Status{cards.Knockdown}, Reason: "stood up"}}, nil
}

// attackCost is what the attack costs monster m: one action point for the
// basic attack, the action's cost for a unique action.
func (g eg) attackCost(c rules.Command, m *rules.Model, action string) (int, error) {
	if action == "" {
		return 1, nil
	}
	a, ok := g.FindAction(m, action)
	if !ok {
		return 0, rules.Illegal(c, "%s has no action called %q", m.Card, action)
	}
	if a.Type != cards.Offensive {
		// Project decision (phase 1): the monsters' support actions are
		// Arcade chart commands; Explore's own come with their screens.
		return 0, rules.Illegal(c, "%s is a support action; monsters use only offensive actions so far", action)
	}
	return max(1, a.Cost), nil
}

func (c Attack) apply(g eg) ([]rules.Event, error) {
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	if err := g.knockedDown(c, m); err != nil {
		return nil, err
	}
	cost, err := g.attackCost(c, m, c.Action)
	if err != nil {
		return nil, err
	}
	if g.S.APSpent+cost > g.MaxAP(m) {
		return nil, rules.Illegal(c, "%s needs %s and has %d left", m.Card, rules.CountOf(cost, "action point"), g.MaxAP(m)-g.S.APSpent)
	}
	g.S.APSpent += cost
	evs := []rules.Event{rules.Spent{Model: g.RefOf(m.ID), AP: cost, For: c.CommandName()}}
	resolve := g.ResolveMonsterAttack
	if g.Phase == rules.HeroTurn {
		resolve = g.ResolveInterruptingAttack // Rude Supers: a Super interrupting
	}
	e, err := resolve(rules.MonsterAttack{Monster: m.ID, Target: c.Target, Action: c.Action})
	if err != nil {
		return nil, rules.Illegal(c, "%s", reasonOf(err))
	}
	evs = append(evs, e...)
	return append(evs, g.rudeMonsterHeart(m, e, c.ChooseHeart)...), nil // rude_heart.go
}

// reasonOf is an error's reason without the command name of the core's
// MonsterAttack.
func reasonOf(err error) string {
	if ie, ok := err.(*rules.IllegalError); ok {
		return ie.Reason
	}
	return err.Error()
}

func (c EndMonster) apply(g eg) ([]rules.Event, error) {
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	evs := g.rudePoisonAtEnd(m) // rude_statuses.go
	if !m.InPlay {
		return evs, nil // destroyed: AfterDestroyed ended its activation
	}
	if list := m.Statuses.List(); len(list) > 0 {
		m.Statuses = 0
		evs = append(evs, rules.StatusesRemoved{Model: g.RefOf(m.ID), Status: list, Reason: "end of activation"})
	}
	g.S.Active, g.S.MPSpent, g.S.APSpent, g.S.StoodUp = rules.NoModel, 0, 0, false
	g.interruptionOver(m) // Rude Supers: a Super's interruption is over
	return append(evs, MonsterActivationEnded{Monster: g.RefOf(m.ID)}), nil
}

// MPLeft and APLeft are the activating monster's points left (0 when none
// activates).
func MPLeft(g *rules.Game) int {
	s := StateOf(g)
	if s == nil || s.Active == rules.NoModel {
		return 0
	}
	return eg{g, s}.MaxMP(g.Model(s.Active)) - s.MPSpent
}

// APLeft is the activating monster's action points left.
func APLeft(g *rules.Game) int {
	s := StateOf(g)
	if s == nil || s.Active == rules.NoModel {
		return 0
	}
	return eg{g, s}.MaxAP(g.Model(s.Active)) - s.APSpent
}
