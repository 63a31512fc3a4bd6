package scene

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/rules/replay"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// OpenReplay opens a replay file in the viewer: the game plays back command
// by command, checked against the recorded hashes, for bug reports and for
// watching a game again.
func OpenReplay(path string) (Scene, error) {
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("%s: there is no such replay file", path)
	case err != nil:
		return nil, fmt.Errorf("%s: %s", path, unreadable(err))
	}
	return openReplayBytes(path, data)
}

// openReplayBytes is OpenReplay once the file is read (fuzzed on its own).
func openReplayBytes(path string, data []byte) (Scene, error) {
	r, err := replay.Read(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	cur, err := replay.Start(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	set, err := tiles.LoadSet()
	if err != nil {
		return nil, fmt.Errorf("tile data: %w", err)
	}
	p := NewPlay(cur.Game(), nil, set.Effects)
	p.cursor, p.replayLen = cur, len(r.Commands)
	if classic.StateOf(cur.Game()) != nil {
		// A classic game: its own top bar (the round, the initiative, the
		// Power Gauge and the Loot-O-Meter). Nobody plays in the viewer:
		// the cursor steps the recorded commands (Update never reaches
		// the computer sides).
		p.ex = &exploreSide{handSide: sideOf(cur.Game().Phase), cl: &classicSide{initPick: rules.NoModel}}
	}
	p.log = append(p.log, logLine{text: fmt.Sprintf("Replay of %s: %d commands. Next steps one command; Play runs them all.", path, len(r.Commands)), kind: "phase"})
	return p, nil
}

// stepReplay plays the viewer's next command, when asked or when running.
func (p *Play) stepReplay() {
	if p.cursor == nil || p.busy() || p.cursor.Done() {
		p.replayRun = p.replayRun && !p.cursor.Done()
		return
	}
	if !p.replayRun && !p.replayNext {
		return
	}
	p.replayNext = false
	_, evs, err := p.cursor.Next()
	if err != nil {
		p.stalled = err.Error()
		p.replayRun = false
		return
	}
	p.g = p.cursor.Game()
	p.version++
	p.queue(evs)
}

// replayButtons are the viewer's action bar.
func (p *Play) replayButtons() []*actionButton {
	next := &actionButton{label: "Next", cost: fmt.Sprintf("%d of %d", p.cursor.Index(), p.replayLen), tip: "Play the next recorded command (N)"}
	next.onClick = func() { p.replayNext = true }
	run := &actionButton{label: "Play", tip: "Play the rest of the replay", active: p.replayRun}
	if p.replayRun {
		run.label, run.tip = "Pause", "Stop after this command"
	}
	run.onClick = func() { p.replayRun = !p.replayRun; p.barVersion = 0 }
	if p.cursor.Done() {
		next.disabled, run.disabled = "The replay is over.", "The replay is over."
	}
	return []*actionButton{next, run}
}

// exportReplay writes the game so far as a replay file next to the saves
// and says where.
func (p *Play) exportReplay() {
	if p.sess == nil {
		p.say("This game is not recorded, so it cannot be exported.")
		return
	}
	if p.store == nil {
		p.say("There is nowhere to keep files on this device.")
		return
	}
	var buf bytes.Buffer
	if err := p.sess.Replay().Write(&buf); err != nil {
		p.say("Could not write the replay: " + err.Error())
		return
	}
	// A file of the same name from another game is never replaced: the
	// replay takes the next free number instead.
	base := fmt.Sprintf("replay-seed%d-turn%d-%d", p.sess.Setup().Seed, p.g.Turn, len(p.sess.Commands()))
	name := base + ".json"
	for n := 2; ; n++ {
		aside, err := p.store.WriteOver(name, buf.Bytes(), Guard{})
		var taken *WouldReplaceError
		if errors.As(err, &taken) && n < maxAside {
			name = fmt.Sprintf("%s-%d.json", base, n)
			continue
		}
		if err != nil {
			p.say("Could not write the replay: " + err.Error())
			return
		}
		if aside != nil {
			p.log = append(p.log, logLine{text: "A file in the way was set aside: " + aside.Error(), kind: "phase"})
		}
		break
	}
	p.say("Replay saved: " + p.store.Where(name))
	p.log = append(p.log, logLine{text: "Replay saved to " + p.store.Where(name), kind: "phase"})
}
