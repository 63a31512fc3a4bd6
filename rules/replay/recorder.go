package replay

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// Recorder records the commands applied to a game, with the periodic
// hashes, and no undo: the cheap way for tools (sdsim -replays) to write
// replays of the games they play. Session is a Recorder with undo.
type Recorder struct {
	setup  Setup
	g      *rules.Game
	cmds   []rules.Command
	checks []Check
}

// NewRecorder records g, which must be the game just set up from setup
// (arcade.New(setup.Arcade(data)), or explore.New for an Explore setup)
// with no command applied yet:
// the replay starts from the setup.
func NewRecorder(setup Setup, g *rules.Game) *Recorder {
	setup.Heroes = slices.Clone(setup.Heroes)
	setup.Ruleset = setup.ruleset()
	return &Recorder{setup: setup, g: g}
}

// Game is the recorded game. Change it only through Apply or Record.
func (r *Recorder) Game() *rules.Game { return r.g }

// Apply applies a command to the game and records it; a refused command
// is not recorded. A command the format cannot write is refused too.
func (r *Recorder) Apply(c rules.Command) ([]rules.Event, error) {
	if _, err := EncodeCommand(c); err != nil {
		return nil, err
	}
	evs, err := apply(r.g, c)
	if err != nil {
		return nil, err
	}
	r.record(c)
	return evs, nil
}

// Record notes a command the caller has already applied, successfully,
// to Game() itself (for code that drives the game directly, such as an
// AI). Recording anything else makes a replay that does not verify.
func (r *Recorder) Record(c rules.Command) { r.record(c) }

func (r *Recorder) record(c rules.Command) {
	r.cmds = append(r.cmds, c)
	if len(r.cmds)%CheckEvery == 0 {
		r.checks = append(r.checks, Check{After: len(r.cmds), Hash: r.g.Hash()})
	}
}

// Len is the number of commands recorded.
func (r *Recorder) Len() int { return len(r.cmds) }

// Replay is the game so far as a replay.
func (r *Recorder) Replay() *Replay {
	rs := r.setup.ruleset()
	return &Replay{Version: FormatVersion, Kind: KindReplay, Ruleset: rs, RulesVersion: currentRulesVersion(rs), Build: currentBuild(), Setup: r.setup, Commands: slices.Clone(r.cmds),
		Checks: slices.Clone(r.checks), FinalHash: r.g.Hash()}
}
