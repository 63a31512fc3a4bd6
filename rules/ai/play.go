package ai

import (
	"errors"
	"fmt"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
)

// PlayOptions bound and observe a game played by Play.
type PlayOptions struct {
	// MaxTurns ends the game as a failure once the turn counter passes it
	// (0 means 60). MaxCommands does the same for commands (0: 100,000).
	MaxTurns, MaxCommands int
	// Check, when set, runs after every command (an invariant check); its
	// error stops the game.
	Check func(*rules.Game) error
	// Record, when set, sees every command applied and its events.
	Record func(rules.Command, []rules.Event)
	// Consul, when set, plays the Consul side of a rulebook whose Consul is
	// a player (Explore): it is asked in the Consul's turn and power-up once
	// the party has nothing to do there, and nil from it ends the phase.
	// Unset, the automated Arcade Consul plays.
	Consul ConsulPlayer
	// Party, when set, is asked before the hero AI for the rulebook's own
	// party decisions (classic: the initiative model and the turn order);
	// nil from it leaves the turn to the hero AI.
	Party func(*rules.Game) rules.Command
	// Amend, when set, may change a command the hero AI chose before it is
	// played (classic: the form a shapeshifter takes as it activates).
	Amend func(*rules.Game, rules.Command) rules.Command
}

// ConsulPlayer decides the Consul's next command (nil: end the phase).
type ConsulPlayer interface {
	Next(g *rules.Game) rules.Command
}

// Result is how a game played by Play ended.
type Result struct {
	Winner   string // "heroes", "consul", or "" when stopped
	Turns    int
	Commands int
}

// Stop reasons Play reports, so callers can count them.
var (
	ErrIllegal  = errors.New("the hero AI chose an illegal command") // or PlayOptions.Consul did
	ErrTurnCap  = errors.New("the game did not end within the turn cap")
	ErrStalled  = errors.New("the engine refused a phase command")
	ErrBrokeInv = errors.New("invariant violated")
)

// Play runs g to its end: p decides for the Heroes, the automated Consul
// plays its turns step by step (asking p for green potions before each
// step), and power-ups end once every fallen Hero is revived.
func Play(g *rules.Game, p *Player, o PlayOptions) (Result, error) {
	maxTurns, maxCmds := o.MaxTurns, o.MaxCommands
	if maxTurns <= 0 {
		maxTurns = 60
	}
	if maxCmds <= 0 {
		maxCmds = 100000
	}
	var res Result
	phase, turn := g.Phase, g.Turn
	consulDone := false
	for g.Over == "" {
		if g.Turn > maxTurns {
			return done(g, res), fmt.Errorf("%w: turn %d", ErrTurnCap, g.Turn)
		}
		if res.Commands >= maxCmds {
			return done(g, res), fmt.Errorf("%w: %d commands by turn %d", ErrTurnCap, res.Commands, g.Turn)
		}
		if g.Phase != phase || g.Turn != turn {
			phase, turn = g.Phase, g.Turn
			consulDone = false
		}
		var cmd rules.Command
		ours := false
		if o.Party != nil {
			cmd = o.Party(g)
			ours = cmd != nil
		}
		if cmd == nil && o.Consul != nil && g.Phase == rules.HeroTurn && g.Active == rules.NoModel {
			// A Consul whose monsters act in the Heroes' turn (Rude
			// Supers' interruptions) goes between two activations;
			// others answer nil here. The party may drink an emergency
			// potion before each of the interrupting Super's commands
			// (rude.go).
			if c := p.emergencyPotion(g); c != nil {
				cmd, ours = c, true
			} else {
				cmd = o.Consul.Next(g)
			}
		}
		if cmd == nil {
			cmd = p.Next(g)
			ours = cmd != nil
			if ours && o.Amend != nil {
				cmd = o.Amend(g, cmd)
			}
		}
		if cmd == nil && o.Consul != nil {
			if g.Phase == rules.ConsulTurn || g.Phase == rules.ConsulPowerUp {
				cmd = o.Consul.Next(g)
				ours = cmd != nil
			}
			if cmd == nil {
				cmd = rules.EndPhase{}
			}
		}
		if cmd == nil {
			switch g.Phase {
			case rules.HeroPowerUp, rules.ConsulPowerUp:
				// The rewards were drawn as the power-up began and the
				// party has kept a boo booty's card (Player.chooseTreasure)
				// and worn what it could (Player.equip); what fallen
				// spawning points set off has already happened.
				cmd = rules.EndPhase{}
			case rules.ConsulTurn:
				if consulDone {
					cmd = rules.EndPhase{}
				} else {
					cmd = arcade.ConsulStep{}
				}
			default:
				cmd = rules.EndPhase{}
			}
		}
		evs, err := g.Apply(cmd)
		if err != nil {
			if ours {
				return done(g, res), fmt.Errorf("%w: turn %d %s: %T %+v: %v", ErrIllegal, g.Turn, g.Phase, cmd, cmd, err)
			}
			return done(g, res), fmt.Errorf("%w: turn %d %s: %T: %v", ErrStalled, g.Turn, g.Phase, cmd, err)
		}
		res.Commands++
		for _, e := range evs {
			if _, ok := e.(arcade.ConsulTurnOver); ok {
				consulDone = true
			}
		}
		if o.Record != nil {
			o.Record(cmd, evs)
		}
		if o.Check != nil {
			if err := o.Check(g); err != nil {
				return done(g, res), fmt.Errorf("%w after %T on turn %d: %v", ErrBrokeInv, cmd, g.Turn, err)
			}
		}
	}
	return done(g, res), nil
}

func done(g *rules.Game, r Result) Result {
	r.Winner, r.Turns = g.Over, g.Turn
	return r
}
