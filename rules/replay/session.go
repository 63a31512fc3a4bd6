package replay

import (
	"errors"
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
)

// Session is a game being played: it applies commands, records them (so
// the game can be saved or exported as a replay at any time) and undoes
// them within limits.
//
// What can be undone: the commands of the current Hero activation since
// the last random or hidden reveal. A command reveals when it rolls dice,
// draws or turns a card, opens a chest, or otherwise uses the random
// source or the decks; undoing it would let a player re-roll. The
// activation's start (upkeep) and anything outside a Hero activation (the
// Consul's turn, power-ups, ending the activation or the phase) cannot be
// undone.
//
// How: before each command that may later be undone, the session keeps a
// Clone of the game (Clone copies the random source too, so the restored
// game continues exactly as if the command had never been applied, and
// the record is cut back to match). Clones are dropped at every command
// that cannot be undone, so at most one activation's worth is kept.
type Session struct {
	rec Recorder
	// undo holds the game before each undoable command of this
	// activation, oldest first.
	undo []undoStep
	// stop says why nothing before undo[0] can be undone.
	stop string
}

type undoStep struct {
	before *rules.Game
	cmd    rules.Command
	checks int // len(checks) before the command
}

// Reasons CanUndo gives. The UI shows them as they are.
const (
	ReasonNoHero  = "no Hero is activating; only moves within a Hero's activation can be undone"
	ReasonEnded   = "the activation has ended"
	ReasonConsul  = "the Consul's turn can't be undone"
	ReasonPowerUp = "the power-up phase can't be undone"
	ReasonOver    = "the game is over"
	ReasonDice    = "the dice have been rolled"
	ReasonCard    = "a card has been drawn"
	ReasonChest   = "the chest has been opened"
	ReasonRandom  = "something random has been decided"
)

// NewSession sets a game up and starts recording it.
func NewSession(s Setup) (*Session, error) { return Data{}.NewSession(s) }

// NewSession sets a game up with d's data and starts recording it.
func (d Data) NewSession(s Setup) (*Session, error) {
	g, err := d.newGame(s)
	if err != nil {
		return nil, err
	}
	return &Session{rec: *NewRecorder(s, g), stop: ReasonNoHero}, nil
}

// Game is the current game. Read it freely; change it only through Apply
// (a change made behind the session's back is not in the record, and the
// save would not load).
func (s *Session) Game() *rules.Game { return s.rec.g }

// Replay is the game so far as a replay.
func (s *Session) Replay() *Replay { return s.rec.Replay() }

// Setup is the game's setup.
func (s *Session) Setup() Setup { return s.rec.setup }

// Commands are the commands applied so far (a copy).
func (s *Session) Commands() []rules.Command { return slices.Clone(s.rec.cmds) }

// Apply applies a command and records it. A refused command changes
// nothing and is not recorded.
func (s *Session) Apply(c rules.Command) ([]rules.Event, error) {
	if _, err := EncodeCommand(c); err != nil {
		// A command the format cannot write would make the save unreadable.
		return nil, err
	}
	before := s.rec.g.Clone()
	wasActive := s.rec.g.Active
	evs, err := apply(s.rec.g, c)
	if err != nil {
		return nil, err
	}
	nChecks := len(s.rec.checks)
	s.rec.record(c)
	if why := s.blocks(c, before, wasActive, evs); why != "" {
		s.undo, s.stop = nil, why
	} else {
		s.undo = append(s.undo, undoStep{before: before, cmd: c, checks: nChecks})
	}
	return evs, nil
}

// blocks says why the command just applied cannot be undone, or "".
func (s *Session) blocks(c rules.Command, before *rules.Game, wasActive rules.ModelID, evs []rules.Event) string {
	g := s.rec.g
	switch {
	case g.Over != "":
		return ReasonOver
	case before.Phase == rules.ConsulTurn || g.Phase == rules.ConsulTurn:
		return ReasonConsul
	case g.Phase == rules.HeroPowerUp || g.Phase == rules.ConsulPowerUp:
		return ReasonPowerUp
	case wasActive == rules.NoModel && g.Active == rules.NoModel:
		return ReasonNoHero
	case wasActive == rules.NoModel:
		// A Hero activated by mistake can be put back while its
		// activation's start showed nothing (played by mouse: a click
		// on the wrong card spent the activation); an upkeep that rolled
		// dice or drew a card is its floor.
		return revealed(before, g, evs)
	case g.Active != wasActive:
		return ReasonEnded
	}
	return revealed(before, g, evs)
}

// revealed says what random or hidden thing the step from a to b showed,
// or "": from the events first (for the words), then from the random
// source, the dice script and the decks, so that a reveal the events do
// not name still blocks undo.
func revealed(a, b *rules.Game, evs []rules.Event) string {
	for _, e := range evs {
		switch e.(type) {
		case rules.ChestOpened:
			return ReasonChest
		}
	}
	for _, e := range evs {
		switch e.(type) {
		case rules.Rolled:
			return ReasonDice
		case arcade.CardDrawn:
			return ReasonCard
		}
	}
	if len(b.Dice) < len(a.Dice) {
		return ReasonDice
	}
	for _, d := range a.Decks {
		if nd := b.Deck(d.Name); nd == nil || len(nd.Draw) != len(d.Draw) {
			return ReasonCard
		}
	}
	if !slices.Equal(a.RNGState(), b.RNGState()) {
		return ReasonRandom
	}
	return ""
}

// CanUndo says whether Undo would work, and if not why, in words for the
// player. When it can, the string names the command that would be undone.
func (s *Session) CanUndo() (bool, string) {
	if n := len(s.undo); n > 0 {
		return true, "undo " + s.undo[n-1].cmd.CommandName()
	}
	return false, s.stop
}

// Undo takes back the last command, when CanUndo allows it, and returns
// it. The game and the record are exactly as before that command. The
// game is restored from a copy: Game returns a different *rules.Game
// afterwards, so fetch it again rather than keeping the old pointer.
func (s *Session) Undo() (rules.Command, error) {
	n := len(s.undo)
	if n == 0 {
		return nil, errors.New(s.stop)
	}
	u := s.undo[n-1]
	s.undo = s.undo[:n-1]
	s.rec.g = u.before
	s.rec.cmds = s.rec.cmds[:len(s.rec.cmds)-1]
	s.rec.checks = s.rec.checks[:u.checks]
	if n == 1 && s.rec.g.Active == rules.NoModel {
		s.stop = ReasonNoHero // the activation itself was taken back
	}
	return u.cmd, nil
}

// String is a one-line summary for logs.
func (s *Session) String() string {
	g := s.rec.g
	return fmt.Sprintf("seed %d, %d commands, turn %d %s", s.rec.setup.Seed, len(s.rec.cmds), g.Turn, g.Phase)
}
