package scene

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/rules/replay"
)

// Save slots (issue 22): games are kept in slotCount files, save-1.json
// and on, each labelled with its party, mode, turn and date. A new game
// takes an empty slot; a slot holding a good game is only reused after
// the player has said so, and every write looks at what it replaces
// (Store.WriteOver), so a damaged file is set aside, never written over.

// slotCount is how many games are kept.
const slotCount = 4

// kioskSlot is the booth's own save (issue 22). At a booth (-kiosk) the
// four slots belong to whoever owns the machine, a family at home or the
// booth's staff, and strangers must neither fill them nor be asked which
// one to replace: every game a visitor starts, or takes over from the
// demo, is kept in this one rolling file instead, each new game replacing
// the last visitor's without a question (a damaged file is still set
// aside, never written over). Continue on a kiosk's title resumes it, so
// a visitor whose game went back to the title after the idle minute and
// a half can pick it up again; Saved Games is not offered. The four
// slots are never read for a new game, listed or written in kiosk mode.
const kioskSlot = "kiosk.json"

// legacySave is the single save of earlier versions; it becomes the first
// slot (renamed, so its bytes stay whole) when that slot is free.
const legacySave = "autosave.json"

// maxSavedLog bounds the log lines kept in a save for Continue: enough
// to read back the last turns, small enough to write after every command.
const maxSavedLog = 200

func slotFile(n int) string { return fmt.Sprintf("save-%d.json", n) }

// saveView is what the scene keeps in a save's "view": the slot's label
// and the end of the log.
type saveView struct {
	Slot *slotLabel  `json:"slot,omitempty"`
	Log  []savedLine `json:"log,omitempty"`
	// Explore is who plays each side of an Explore game (the replay
	// records the game, not the players at the screen).
	Explore *ExploreRoles `json:"explore,omitempty"`
	// Camera is the board's view at the save (play_savedcam.go).
	Camera *savedCamera `json:"camera,omitempty"`
}

// slotLabel describes a saved game on the slots screen.
type slotLabel struct {
	Party []string  `json:"party"`
	Mode  string    `json:"mode"`
	Turn  int       `json:"turn"`
	Saved time.Time `json:"saved"`
	// Over is who won a finished game ("heroes" or "consul", the rules'
	// Game.Over), "" while it goes on: Continue passes over a finished
	// game (both play-testers: after a victory, Continue reopened it under
	// its victory panel, where the booth's next visitor would land).
	Over string `json:"over,omitempty"`
}

// resumable reports whether Continue may open the slot: a game not over
// (a damaged file too, so that opening it sets it aside and says why).
func (s slot) resumable() bool {
	return s.bad != "" || s.label != nil && s.label.Over == ""
}

type savedLine struct {
	Text string `json:"text"`
	Kind string `json:"kind,omitempty"`
	Cont bool   `json:"cont,omitempty"`
}

// gameMode names the game's mode for the slot label: the one place that
// says it, from the ruleset the save records.
func gameMode(s *replay.Session) string {
	if s != nil && s.Setup().Ruleset == explore.Name {
		return "Explore"
	}
	if s != nil && s.Setup().Ruleset == classic.Name {
		return "Classic"
	}
	return "Arcade"
}

// slot is one save slot as listed.
type slot struct {
	n     int
	name  string
	label *slotLabel // nil when empty or damaged
	// bad says in words why the file does not read ("" when fine).
	bad string
}

func (s slot) empty() bool { return s.label == nil && s.bad == "" }

// describe is the slot's line on the slots screen.
func (s slot) describe() string {
	switch {
	case s.bad != "":
		return "Damaged: " + s.bad
	case s.label == nil:
		return "Empty"
	}
	l := s.label
	when := "date unknown"
	if !l.Saved.IsZero() {
		when = l.Saved.Local().Format("2 Jan 2006 15:04")
	}
	turn := "turn unknown"
	if l.Turn > 0 {
		turn = fmt.Sprintf("turn %d", l.Turn)
	}
	switch l.Over {
	case "heroes":
		turn = "won on " + turn
	case "":
	default:
		turn = "lost on " + turn
	}
	return fmt.Sprintf("%s · %s · %s · %s", strings.Join(l.Party, ", "), l.Mode, turn, when)
}

// listSlots reads every slot's label, first moving an earlier version's
// single save into slot 1 when it is free.
func listSlots(st *Store) []slot {
	if st.Exists(legacySave) && !st.Exists(slotFile(1)) {
		_ = st.b.rename(legacySave, slotFile(1)) // on failure it stays where it was, whole
	}
	var out []slot
	for n := 1; n <= slotCount; n++ {
		s := slot{n: n, name: slotFile(n)}
		b, err := st.Read(s.name)
		switch {
		case errors.Is(err, ErrNoFile):
		case err != nil:
			s.bad = unreadable(err)
		default:
			s.label, err = readLabel(b)
			if err != nil {
				s.bad = err.Error()
			}
		}
		out = append(out, s)
	}
	return out
}

// readLabel reads a save's label without replaying the game (the slots
// screen lists several saves at once); Continue checks the whole file.
// A save from before slots has no label: its party comes from its setup.
func readLabel(b []byte) (*slotLabel, error) {
	r, err := replay.Read(strings.NewReader(string(b)))
	if err != nil {
		return nil, err
	}
	var v saveView
	if len(r.View) > 0 && json.Unmarshal(r.View, &v) == nil && v.Slot != nil {
		return v.Slot, nil
	}
	return &slotLabel{Party: r.Setup.Heroes, Mode: "Arcade"}, nil
}

// latestSlot is the slot Continue opens: the most recently saved good one
// (a save from before slots counts as the oldest), else a damaged one, so
// that opening it sets it aside and says what is wrong.
func latestSlot(slots []slot) (slot, bool) {
	var best slot
	found := false
	for _, s := range slots {
		if s.label == nil || !s.resumable() {
			continue
		}
		if !found || s.label.Saved.After(best.label.Saved) {
			best, found = s, true
		}
	}
	if !found {
		for _, s := range slots {
			if s.bad != "" {
				return s, true
			}
		}
	}
	return best, found
}

// checkSave is the Guard's test of a save found in a slot: does it load?
func checkSave(where string, data []byte) error {
	_, _, err := replay.Load(where, data)
	return err
}

// saveViewOf is the view written with every save.
func (p *Play) saveViewOf() json.RawMessage {
	v := saveView{Slot: &slotLabel{Party: p.sess.Setup().Heroes, Mode: gameMode(p.sess), Turn: p.g.Turn, Saved: time.Now().UTC().Truncate(time.Second), Over: p.g.Over}, Camera: p.cameraToSave()}
	if p.ex != nil {
		v.Explore = &ExploreRoles{HeroesAI: p.ex.heroAI != nil, ConsulAI: p.ex.consulAI != nil}
	}
	start := max(0, len(p.log)-maxSavedLog)
	for _, l := range p.log[start:] {
		v.Log = append(v.Log, savedLine{Text: l.text, Kind: l.kind, Cont: l.cont})
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil // plain strings and numbers always encode
	}
	return b
}

// restoreLog puts a save's log back (Continue).
func (p *Play) restoreLog(view json.RawMessage) {
	var v saveView
	if len(view) == 0 || json.Unmarshal(view, &v) != nil {
		return
	}
	for _, l := range v.Log {
		p.log = append(p.log, logLine{text: l.Text, kind: l.Kind, cont: l.Cont})
	}
}

// startInSlot opens a new game p in a save slot: the first empty one at
// once, otherwise the slots screen lets the player choose which game to
// replace. Without storage the game is simply not kept.
func startInSlot(ctx *Context, p *Play) {
	if ctx.Store == nil {
		ctx.Goto(p)
		return
	}
	if ctx.Kiosk {
		p.useKioskSlot(ctx.Store)
		ctx.Goto(p)
		return
	}
	for _, s := range listSlots(ctx.Store) {
		if s.empty() {
			p.slot = s.name
			ctx.Goto(p)
			return
		}
	}
	ctx.Goto(newSlotsScreen(p))
}

// pickSlot gives a recorded game that was opened without one (the
// -newgame flag) the first empty slot; with every slot taken it is not
// saved, and the log says so rather than replacing anything.
func (p *Play) pickSlot(kiosk bool) {
	if p.slot != "" || p.sess == nil || p.store == nil {
		return
	}
	if kiosk {
		p.useKioskSlot(p.store)
		return
	}
	for _, s := range listSlots(p.store) {
		if s.empty() {
			p.slot = s.name
			return
		}
	}
	p.log = append(p.log, logLine{text: "Every save slot holds a game, so this one is not being saved (Saved Games on the title lists them).", kind: "phase"})
}

// useKioskSlot keeps p in the booth's rolling save (see kioskSlot),
// replacing the last visitor's game there.
func (p *Play) useKioskSlot(st *Store) {
	p.store, p.slot, p.replaceOK = st, kioskSlot, true
}

// continueKiosk opens the booth's rolling save.
func continueKiosk(st *Store) (Scene, error) {
	if st == nil {
		return nil, fmt.Errorf("no place to keep saves on this device")
	}
	if !st.Exists(kioskSlot) {
		return nil, fmt.Errorf("there is no saved game to continue")
	}
	return openSlot(st, kioskSlot)
}

// kioskResumable reports whether the booth's own save holds a game
// Continue may open: one not over (or a damaged file, which opening sets
// aside).
func kioskResumable(st *Store) bool {
	b, err := st.Read(kioskSlot)
	switch {
	case errors.Is(err, ErrNoFile):
		return false
	case err != nil:
		return true
	}
	l, err := readLabel(b)
	return err != nil || l.Over == ""
}
