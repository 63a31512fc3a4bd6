package replay

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// Divergence is Verify's error when a re-run does not match the record:
// a command the rules refuse, or a state hash that differs.
type Divergence struct {
	// At is the command (1-based) after which the game no longer matches,
	// as precisely as the record allows: the refused command, or the
	// command after which a differing hash was recorded.
	At int
	// Since is the last command after which the game still matched (0:
	// only the setup is known to match). The game diverged at a command
	// in Since+1..At.
	Since int
	// Command is the command At.
	Command rules.Command
	// Refused is the rules' error when the command was refused.
	Refused error
	// Want and Got are the recorded and the re-run state hashes.
	Want, Got string
	// Build is the build that wrote the record ("" unknown); when it is
	// not this build, the message says so.
	Build string
}

func (e *Divergence) Error() string {
	msg := e.message()
	if now := currentBuild(); e.Build != "" && now != "" && e.Build != now {
		msg += " (" + whyDiverged(e.Build, now) + ")"
	}
	return msg
}

func (e *Divergence) message() string {
	name := "?"
	if e.Command != nil {
		name = e.Command.CommandName()
	}
	if e.Refused != nil {
		return fmt.Sprintf("diverged at command %d (%s): the rules refuse it: %v", e.At, name, e.Refused)
	}
	where := fmt.Sprintf("at command %d (%s)", e.At, name)
	switch {
	case e.At == 0:
		where = "before the first command (the setup gives a different game)"
	case e.At > e.Since+1:
		where = fmt.Sprintf("between command %d and command %d (%s)", e.Since+1, e.At, name)
	}
	// Both hashes in full: two that differ only in their last digits
	// must not read the same (issue 22).
	return fmt.Sprintf("diverged %s: state hash %s, recorded %s", where, e.Got, e.Want)
}

// Cursor steps through a replay one command at a time, checking the
// recorded hashes as it goes: what a replay viewer uses.
type Cursor struct {
	r     *Replay
	g     *rules.Game
	next  int // commands applied
	check int // next Check to compare
	since int // last command known to match
}

// Start sets a replay's game up, before its first command.
func Start(r *Replay) (*Cursor, error) { return Data{}.Start(r) }

// Start sets a replay's game up with d's data.
func (d Data) Start(r *Replay) (*Cursor, error) {
	if err := playable(r); err != nil {
		return nil, err
	}
	g, err := d.newGame(r.setup())
	if err != nil {
		return nil, err
	}
	return &Cursor{r: r, g: g}, nil
}

// Game is the game as of the commands applied so far. It belongs to the
// cursor: clone it to change it.
func (c *Cursor) Game() *rules.Game { return c.g }

// Index is how many commands have been applied.
func (c *Cursor) Index() int { return c.next }

// Done reports whether every command has been applied.
func (c *Cursor) Done() bool { return c.next >= len(c.r.Commands) }

// Next applies the next command and returns it with its events. A refused
// command or a recorded hash that differs is a *Divergence.
func (c *Cursor) Next() (rules.Command, []rules.Event, error) {
	if c.Done() {
		return nil, nil, fmt.Errorf("the replay has only %d commands", len(c.r.Commands))
	}
	cmd := c.r.Commands[c.next]
	evs, err := apply(c.g, cmd)
	if err != nil {
		return cmd, nil, &Divergence{At: c.next + 1, Since: c.since, Command: cmd, Refused: err, Build: c.r.Build}
	}
	c.next++
	for c.check < len(c.r.Checks) && c.r.Checks[c.check].After <= c.next {
		ck := c.r.Checks[c.check]
		c.check++
		if ck.After != c.next {
			continue
		}
		if got := c.g.Hash(); got != ck.Hash {
			return cmd, evs, &Divergence{At: c.next, Since: c.since, Command: cmd, Want: ck.Hash, Got: got, Build: c.r.Build}
		}
		c.since = c.next
	}
	return cmd, evs, nil
}

// Play re-runs a replay from its setup and returns the game after its last
// command. Recorded hashes along the way are checked; the final one is
// not (see Verify).
func Play(r *Replay) (*rules.Game, error) { return Data{}.Play(r) }

// Play re-runs a replay with d's data.
func (d Data) Play(r *Replay) (*rules.Game, error) {
	c, err := d.Start(r)
	if err != nil {
		return nil, err
	}
	for !c.Done() {
		if _, _, err := c.Next(); err != nil {
			return c.g, err
		}
	}
	return c.g, nil
}

// Verify re-runs a replay and checks every recorded hash, the final one
// included. A mismatch is a *Divergence saying where the game diverged.
func Verify(r *Replay) error { return Data{}.Verify(r) }

// Verify re-runs a replay with d's data and checks its hashes.
func (d Data) Verify(r *Replay) error {
	c, err := d.Start(r)
	if err != nil {
		return err
	}
	for !c.Done() {
		if _, _, err := c.Next(); err != nil {
			return err
		}
	}
	if got := c.g.Hash(); got != r.FinalHash {
		var last rules.Command
		if n := len(r.Commands); n > 0 {
			last = r.Commands[n-1]
		}
		return &Divergence{At: len(r.Commands), Since: c.since, Command: last, Want: r.FinalHash, Got: got, Build: r.Build}
	}
	return nil
}

// apply runs one command. The rules promise never to panic; a record is
// untrusted input, so a rules bug on it becomes an error here rather than
// a crash of the game or sdsim. A panicking Apply leaves the game as it
// was: Apply works on a clone.
func apply(g *rules.Game, c rules.Command) (evs []rules.Event, err error) {
	defer func() {
		if r := recover(); r != nil {
			evs, err = nil, fmt.Errorf("the rules engine crashed on %s: %v", c.CommandName(), r)
		}
	}()
	return g.Apply(c)
}
