package replay

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Save writes the game so far as a save file: its replay (kind "save")
// plus view, the UI's view state (a JSON object the scene owns; nil for
// none). Autosave after every command is cheap: the file is the command
// list, a few bytes per command.
func (s *Session) Save(view json.RawMessage) ([]byte, error) {
	r := s.Replay()
	r.Kind, r.View = KindSave, view
	var b bytes.Buffer
	if err := r.Write(&b); err != nil {
		return nil, fmt.Errorf("save: %w", err)
	}
	return b.Bytes(), nil
}

// Load reads a save (or a replay, to continue from its end) and replays it
// into a Session, with undo available as if the game had been played
// here. name is the file's name for the error, which says what is wrong:
// truncated, corrupted, from a newer version, a command the rules refuse,
// or a game that does not reach the recorded state. Load never panics.
func Load(name string, data []byte) (*Session, json.RawMessage, error) {
	return Data{}.Load(name, data)
}

// Load reads a save with d's data.
func (d Data) Load(name string, data []byte) (*Session, json.RawMessage, error) {
	if len(data) > MaxFileSize {
		return nil, nil, fmt.Errorf("%s: the file is larger than %d MB; it is not a saved game", name, MaxFileSize>>20)
	}
	r, err := parse(data)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", name, err)
	}
	s, err := d.Resume(r)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", name, err)
	}
	return s, r.View, nil
}

// Resume replays r into a Session, checking its hashes as Verify does.
func (d Data) Resume(r *Replay) (*Session, error) {
	if err := playable(r); err != nil {
		return nil, err
	}
	s, err := d.NewSession(r.setup())
	if err != nil {
		return nil, err
	}
	since, check := 0, 0
	for i, c := range r.Commands {
		if _, err := s.Apply(c); err != nil {
			return nil, fmt.Errorf("%w (%s)",
				&Divergence{At: i + 1, Since: since, Command: c, Refused: err}, whyDiverged(r.Build, currentBuild()))
		}
		for check < len(r.Checks) && r.Checks[check].After <= i+1 {
			ck := r.Checks[check]
			check++
			if ck.After != i+1 {
				continue
			}
			if got := s.Game().Hash(); got != ck.Hash {
				return nil, fmt.Errorf("%w (%s)",
					&Divergence{At: i + 1, Since: since, Command: c, Want: ck.Hash, Got: got}, whyDiverged(r.Build, currentBuild()))
			}
			since = i + 1
		}
	}
	if got := s.Game().Hash(); got != r.FinalHash {
		d := &Divergence{At: len(r.Commands), Since: since, Want: r.FinalHash, Got: got}
		if n := len(r.Commands); n > 0 {
			d.Command = r.Commands[n-1]
		}
		return nil, fmt.Errorf("%w (%s)", d, whyDiverged(r.Build, currentBuild()))
	}
	return s, nil
}
