package scene

import (
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// A versus game is one where a person or the computer plays the Consul:
// Explore (rules/explore) and the classic 1st edition (rules/classic).
// Both share the Consul's screen (explore_consul.go: the roster, the cost
// tags, commanding a monster with the Heroes' machinery) and the
// hot-seat hand-over; consulRules is what differs — the questions that
// screen asks and the commands it sends, answered by each ruleset's own
// package so the screen decides nothing.

// consulRules are a versus ruleset's answers for the Consul's turn.
type consulRules interface {
	// active is the monster activating (rules.NoModel: none).
	active() rules.ModelID
	// activated reports whether monster id has activated this turn.
	activated(id rules.ModelID) bool
	// cost is what activating m costs in skull points now.
	cost(m *rules.Model) int
	// skullsLeft is what the Consul may still spend this turn; -1: no
	// limit (the classic round's end, when every Hero has activated).
	skullsLeft() int
	// perTurn is the skull points of a turn.
	perTurn() int
	// acts reports whether m is a monster that ever activates, with its
	// platform, skull value, Speed and action points for the roster.
	acts(m *rules.Model) (platform string, skulls, mv, ap int, ok bool)
	dice(m *rules.Model) *rules.MonsterDice
	apLeft() int
	offensive(m *rules.Model) []cards.Action
	targets(action string) []rules.ModelID
	reachable() []rules.Reach
	// costTip explains, in the roster, what activating a monster costs.
	costTip() string

	activate(id rules.ModelID) rules.Command
	move(path []tiles.Point) rules.Command
	attack(target rules.ModelID, action string) rules.Command
	endMonster() rules.Command
	// standUps are the ways to stand up, each with its button's words.
	standUps() []standUpChoice
	// dash is the extra move the action bar offers: its words, the
	// command for a path, and how far it reaches.
	dash() dashRule
}

type standUpChoice struct {
	c                rules.Command
	label, cost, tip string
}

type dashRule struct {
	label, cost, tip string
	// reach is the furthest the dash goes in squares of path.
	reach int
	cmd   func(path []tiles.Point) rules.Command
	// why is why it cannot be used now ("" when it can); nowhere is what
	// the button says when no square is within reach.
	why, nowhere string
	// field, when set, is the search the squares come from (the classic
	// Run's long reach); else every square within reach is tried.
	field func() *pathing.Field
}

// consulRules of the game on screen (nil outside a versus game).
func (p *Play) rulesOfConsul() consulRules {
	if s := p.exState(); s != nil {
		return exploreRules{p.g, s}
	}
	if s := p.clState(); s != nil {
		return classicRules{p.g, s}
	}
	return nil
}

// exploreRules are the Explore rulebook's answers.
type exploreRules struct {
	g *rules.Game
	s *explore.State
}

func (r exploreRules) active() rules.ModelID                  { return r.s.Active }
func (r exploreRules) activated(id rules.ModelID) bool        { return containsID(r.s.Activated, id) }
func (r exploreRules) cost(m *rules.Model) int                { return r.s.ActivationCost(m) }
func (r exploreRules) skullsLeft() int                        { return exploreSkullsLeft(r.s) }
func (r exploreRules) perTurn() int                           { return explore.SkullPointsPerTurn }
func (r exploreRules) dice(m *rules.Model) *rules.MonsterDice { return r.s.MonsterDice(r.g, m) }
func (r exploreRules) apLeft() int                            { return explore.APLeft(r.g) }
func (r exploreRules) offensive(m *rules.Model) []cards.Action {
	return explore.OffensiveActions(r.g, m)
}
func (r exploreRules) targets(action string) []rules.ModelID {
	return explore.AttackTargets(r.g, action)
}
func (r exploreRules) reachable() []rules.Reach { return explore.ReachableSquares(r.g) }
func (r exploreRules) acts(m *rules.Model) (string, int, int, int, bool) {
	prof := r.s.Profile(m)
	if prof == nil || (prof.Mv == 0 && prof.AP == 0) {
		return "", 0, 0, 0, false
	}
	return string(prof.Platform), prof.Skulls, prof.Mv, prof.AP, true
}
func (r exploreRules) costTip() string {
	return "Activating it costs its skull value (16-Bit monsters always do, and anything spawned this turn). Click to activate it."
}
func (r exploreRules) activate(id rules.ModelID) rules.Command { return explore.Activate{Monster: id} }
func (r exploreRules) move(path []tiles.Point) rules.Command   { return explore.Move{Path: path} }
func (r exploreRules) attack(t rules.ModelID, a string) rules.Command {
	return explore.Attack{Target: t, Action: a, ChooseHeart: explore.IsRude(r.g)} // a person Consul chooses a heart's status
}
func (r exploreRules) endMonster() rules.Command { return explore.EndMonster{} }
func (r exploreRules) standUps() []standUpChoice {
	return []standUpChoice{
		{c: explore.StandUp{}, label: "Stand Up", cost: "1 AP", tip: "Stand up for one action point"},
		{c: explore.StandUp{UseMovement: true}, label: "Stand Up", cost: "all MP", tip: "Stand up with all its movement points, keeping its action points"},
	}
}
func (r exploreRules) dash() dashRule {
	d := dashRule{label: "Dash", cost: "1 AP", tip: "Spend an action point to move up to two squares", reach: 2,
		nowhere: "Nowhere to Dash to from here.",
		cmd:     func(path []tiles.Point) rules.Command { return explore.Dash{Path: path} }}
	if r.apLeft() < 1 {
		d.why = "No action points left."
	}
	return d
}

// consulSkullsLeft is the skull points left for the roster and tags: a
// large number when there is no limit.
func consulSkullsLeft(r consulRules) int {
	if n := r.skullsLeft(); n >= 0 {
		return n
	}
	return 1 << 20
}

// exploreSkullsLeft is the skull points left in an Explore Consul turn; -1
// (every monster left may act) under Rude Supers, whose Phase 2 activates
// every monster for free.
func exploreSkullsLeft(s *explore.State) int {
	if s.Rude != nil {
		return -1
	}
	return s.SkullsLeft()
}

// skullsLeftWords says the skull points left for the action bar.
func skullsLeftWords(r consulRules) string {
	if r.skullsLeft() < 0 {
		return "every monster left may act"
	}
	return plural(r.skullsLeft(), "skull point left", "skull points left")
}
