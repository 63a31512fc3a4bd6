//go:build !js

package scene

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// The file-fault suite (issue 22): every file the game writes (settings,
// saved games, replays) is met damaged, truncated, empty, with wrong
// types, from a future version, as a folder, unreadable, and as a write
// killed half way. Each time the game goes on, says what happened in
// words, and the original bytes are still where its message says.

// fault is one way a file can be found.
type fault struct {
	name string
	// bytes makes the file's contents from a good file (nil: a folder).
	bytes func(good []byte) []byte
	// unreadable: the file is there but reading it is refused.
	unreadable bool
}

func faults(wrongType, future func([]byte) []byte) []fault {
	return []fault{
		{name: "damaged", bytes: func(g []byte) []byte { return append([]byte("\x00\xfe garbage "), g[10:]...) }},
		{name: "truncated", bytes: func(g []byte) []byte { return g[:len(g)/2] }},
		{name: "empty", bytes: func([]byte) []byte { return []byte{} }},
		{name: "wrong types", bytes: wrongType},
		{name: "wrong version", bytes: future},
		{name: "a folder"},
		{name: "unreadable", bytes: func(g []byte) []byte { return g }, unreadable: true},
	}
}

// denyRead is a folder whose named files cannot be read, as a file
// without read permission (the tests run as root, who can read anything,
// so the refusal is simulated here, under the store).
type denyRead struct {
	dirBackend
	names map[string]bool
}

func (d denyRead) read(name string) ([]byte, error) {
	if d.names[name] {
		return nil, &fs.PathError{Op: "open", Path: d.path(name), Err: fs.ErrPermission}
	}
	return d.dirBackend.read(name)
}

// rename moves the unreadable file away: a file the game writes under
// that name afterwards is its own, and readable.
func (d denyRead) rename(from, to string) error {
	delete(d.names, from)
	return d.dirBackend.rename(from, to)
}

// place puts a faulty file named name in dir and returns the store over
// dir and what the file holds (nil for a folder).
func place(t *testing.T, dir, name string, f fault, good []byte) (*Store, []byte) {
	t.Helper()
	path := filepath.Join(dir, name)
	if f.bytes == nil {
		require.NoError(t, os.MkdirAll(filepath.Join(path, "inside"), 0o755))
		return NewStoreAt(dir), nil
	}
	b := f.bytes(good)
	require.NoError(t, os.WriteFile(path, b, 0o644))
	st := NewStoreAt(dir)
	if f.unreadable {
		st = &Store{b: denyRead{dirBackend{dir: dir}, map[string]bool{name: true}}}
	}
	return st, b
}

// futureVersion marks a save or replay as written by a far newer game.
func futureVersion(g []byte) []byte {
	return formatVersion.ReplaceAll(g, []byte(`"version": 99`))
}

var (
	formatVersion = regexp.MustCompile(`"version": \d+`)
	keptAs        = regexp.MustCompile(`kept as (.+?)\)`)
	filePaths     = regexp.MustCompile(`\S+\.json(\.bad-\d+)?`)
)

// assertWords checks a message shows none of Go's internals (file names
// aside: "settings.json:" is not encoding/json talking).
func assertWords(t *testing.T, msg string) {
	t.Helper()
	words := filePaths.ReplaceAllString(msg, "FILE")
	for _, internal := range []string{"json:", "Go struct", "Go value", "unmarshal", "EOF", "invalid character", "syscall"} {
		assert.NotContains(t, words, internal, "the message is in words: %s", msg)
	}
}

// checkMessage asserts msg is in words, names the file, and says where
// its bytes were kept, and that they are there.
func checkMessage(t *testing.T, msg, file string, original []byte) {
	t.Helper()
	assert.Contains(t, msg, file, "the message names the file")
	assertWords(t, msg)
	m := keptAs.FindStringSubmatch(msg)
	require.NotNil(t, m, "the message says where the file was kept: %s", msg)
	if original == nil {
		assert.DirExists(t, m[1], "the folder was moved aside whole")
		assert.DirExists(t, filepath.Join(m[1], "inside"))
		return
	}
	got, err := os.ReadFile(m[1])
	require.NoError(t, err)
	assert.True(t, bytes.Equal(original, got), "the kept copy holds the original bytes")
}

// goodSave is a saved game a few commands in.
func goodSave(t *testing.T) []byte {
	t.Helper()
	b, err := goodSaveBytes()
	require.NoError(t, err)
	return b
}

func goodSaveBytes() ([]byte, error) {
	s, err := NewArcadeGame(21)
	if err != nil {
		return nil, err
	}
	p := s.(*Play)
	if err := p.apply(rules.StartActivation{Hero: p.g.Heroes()[0]}); err != nil {
		return nil, err
	}
	return p.sess.Save(p.saveViewOf())
}

func TestFileFaultsSettings(t *testing.T) {
	good := DefaultSettings().Marshal()
	for _, f := range faults(
		func(g []byte) []byte {
			return bytes.Replace(g, []byte(`"music_volume": 0.6`), []byte(`"music_volume": "loud"`), 1)
		},
		futureVersion, // whatever version this build writes
	) {
		t.Run(f.name, func(t *testing.T) {
			dir := t.TempDir()
			st, original := place(t, dir, settingsFile, f, good)
			got, err := LoadSettings(st)
			require.Error(t, err)
			assert.Equal(t, DefaultSettings(), got, "the game starts with the defaults")
			checkMessage(t, err.Error(), settingsFile, original)
			// The first change writes a fresh file; the copy stays.
			require.NoError(t, SaveSettings(st, got))
			checkMessage(t, err.Error(), settingsFile, original)
		})
	}
	// A settings file spoiled after the game read it is set aside by
	// the next change, not written over.
	t.Run("spoiled while playing", func(t *testing.T) {
		dir := t.TempDir()
		st := NewStoreAt(dir)
		require.NoError(t, SaveSettings(st, DefaultSettings()))
		require.NoError(t, os.WriteFile(filepath.Join(dir, settingsFile), []byte("{oops"), 0o644))
		err := SaveSettings(st, DefaultSettings())
		require.Error(t, err)
		checkMessage(t, err.Error(), settingsFile, []byte("{oops"))
	})
}

// The game itself starts on a damaged settings file and says so on the
// title.
func TestFileFaultsSettingsAtStart(t *testing.T) {
	cfg := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", cfg)
	t.Setenv("HOME", cfg)
	st, err := OpenStore()
	require.NoError(t, err)
	require.NoError(t, os.MkdirAll(filepath.Dir(st.Where(settingsFile)), 0o755))
	require.NoError(t, os.WriteFile(st.Where(settingsFile), []byte(`{"music_volume": [1]}`), 0o644))
	a, err := NewApp(Options{Seed: 1})
	require.NoError(t, err)
	assert.Contains(t, a.notice, "default settings")
	checkMessage(t, a.notice, settingsFile, []byte(`{"music_volume": [1]}`))
}

func TestFileFaultsSaves(t *testing.T) {
	good := goodSave(t)
	for _, f := range faults(
		func(g []byte) []byte { return bytes.Replace(g, []byte(`"seed":21`), []byte(`"seed":"twenty-one"`), 1) },
		futureVersion,
	) {
		for _, kiosk := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s kiosk=%v", f.name, kiosk), func(t *testing.T) {
				testSaveFault(t, f, good, kiosk)
			})
		}
	}
}

// testSaveFault opens a faulty save with Continue: a player's slot, or at
// a booth the booth's own save (kioskSlot). Then, at the booth, the next
// visitor's game is written where the faulty file was.
func testSaveFault(t *testing.T, f fault, good []byte, kiosk bool) {
	dir := t.TempDir()
	name := slotFile(1)
	if kiosk {
		name = kioskSlot
	}
	st, original := place(t, dir, name, f, good)
	if f.bytes != nil && !f.unreadable {
		require.NotEqual(t, good, original, "the fault changed the file")
	}
	ctx := newContext(t)
	ctx.Store = st
	ctx.Kiosk = kiosk
	m := NewManager(NewTitle())
	ctx.manager = m
	title := m.current.(*Title)
	title.layout(ctx)
	b := title.defaultButton()
	require.Equal(t, "Continue", b.Label, "a save is there: Continue is the default")
	require.Equal(t, "Continue", title.buttons[2].Label, "in its own place")
	ctx.In = Input{X: b.Rect.X + 5, Y: b.Rect.Y + 5, Clicked: true}
	require.NoError(t, m.Update(ctx))
	_, still := m.current.(*Title)
	require.True(t, still, "the game stays on the title")
	require.NotEmpty(t, title.failed)
	checkMessage(t, title.failed, name, original)
	if kiosk {
		g, err := NewArcadeGame(8)
		require.NoError(t, err)
		p := g.(*Play)
		startInSlot(ctx, p)
		require.NoError(t, p.apply(rules.StartActivation{Hero: p.g.Heroes()[0]}))
		assert.Empty(t, p.saveError, "the visitor's game is kept")
		kept, err := st.Read(kioskSlot)
		require.NoError(t, err)
		assert.Contains(t, string(kept), `"seed":8`)
	}
}

// A new game never writes over a damaged save, and replaces a good one
// only after the player said yes.
func TestFileFaultsNewGameLeavesSavesAlone(t *testing.T) {
	good := goodSave(t)
	dir := t.TempDir()
	damaged := []byte(`{"format": "superdungeon", "vers`)
	require.NoError(t, os.WriteFile(filepath.Join(dir, slotFile(1)), damaged, 0o644))
	for n := 2; n <= slotCount; n++ {
		require.NoError(t, os.WriteFile(filepath.Join(dir, slotFile(n)), good, 0o644))
	}
	ctx := newContext(t)
	ctx.Store = NewStoreAt(dir)
	m := NewManager(NewTitle())
	ctx.manager = m
	s, err := NewArcadeGame(5)
	require.NoError(t, err)
	p := s.(*Play)
	startInSlot(ctx, p)
	runTicks(t, m, ctx, fadeTicks+2)
	screen, ok := m.current.(*SlotsScreen)
	require.True(t, ok, "every slot is taken: the player chooses")

	// Slot 2 holds a good game: clicking it asks first; "Keep it" keeps it.
	// (k turns the screen's zoomed units back into the window's.)
	row := screen.rows[1]
	k := ctx.W / screen.view.W
	ctx.In = Input{X: (row.X + 10) * k, Y: (row.Y + 10) * k, Clicked: true}
	runTicks(t, m, ctx, 1)
	require.Equal(t, 1, screen.confirm, "a good game is not replaced without asking")
	ctx.In = Input{X: (screen.no.X + 5) * k, Y: (screen.no.Y + 5) * k, Clicked: true}
	runTicks(t, m, ctx, 1)
	require.Equal(t, -1, screen.confirm)

	// Slot 1 is damaged: choosing it starts the game, and the first save
	// sets the damaged file aside and says where.
	row = screen.rows[0]
	ctx.In = Input{X: (row.X + 10) * k, Y: (row.Y + 10) * k, Clicked: true}
	runTicks(t, m, ctx, fadeTicks+3)
	require.Same(t, p, m.current)
	require.NoError(t, p.apply(rules.StartActivation{Hero: p.g.Heroes()[0]}))
	var said string
	for _, l := range p.log {
		if strings.Contains(l.text, "set aside") {
			said = l.text
		}
	}
	checkMessage(t, said, slotFile(1), damaged)
	for n := 2; n <= slotCount; n++ {
		b, err := os.ReadFile(filepath.Join(dir, slotFile(n)))
		require.NoError(t, err)
		assert.Equal(t, good, b, "slot %d is untouched", n)
	}

	// Replacing a good game needs the player's yes, and then happens.
	s2, err := NewArcadeGame(6)
	require.NoError(t, err)
	p2 := s2.(*Play)
	startInSlot(ctx, p2)
	runTicks(t, m, ctx, fadeTicks+2)
	screen = m.current.(*SlotsScreen)
	row = screen.rows[2]
	ctx.In = Input{X: (row.X + 10) * k, Y: (row.Y + 10) * k, Clicked: true}
	runTicks(t, m, ctx, 1)
	ctx.In = Input{X: (screen.yes.X + 5) * k, Y: (screen.yes.Y + 5) * k, Clicked: true}
	runTicks(t, m, ctx, fadeTicks+3)
	require.Same(t, p2, m.current)
	require.NoError(t, p2.apply(rules.StartActivation{Hero: p2.g.Heroes()[0]}))
	b, err := os.ReadFile(filepath.Join(dir, slotFile(3)))
	require.NoError(t, err)
	assert.NotEqual(t, good, b, "the player said yes: slot 3 holds the new game")
}

// A save a second copy of the game spoiled meanwhile is set aside, and a
// good one it wrote meanwhile is not replaced.
func TestFileFaultsSaveChangedUnderTheGame(t *testing.T) {
	dir := t.TempDir()
	ctx := newContext(t)
	ctx.Store = NewStoreAt(dir)
	s, err := NewArcadeGame(8)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	require.Equal(t, slotFile(1), p.slot)
	require.NoError(t, p.apply(rules.StartActivation{Hero: p.g.Heroes()[0]}))
	other := goodSave(t)
	require.NoError(t, os.WriteFile(filepath.Join(dir, slotFile(1)), other, 0o644))
	require.NoError(t, p.apply(rules.EndActivation{}))
	b, err := os.ReadFile(filepath.Join(dir, slotFile(1)))
	require.NoError(t, err)
	assert.Equal(t, other, b, "another good game is not replaced")
	assert.Contains(t, p.toast, "could not be saved")
	assert.Contains(t, p.toast, "was not replaced")
}

func TestFileFaultsReplays(t *testing.T) {
	dir := t.TempDir()
	ctx := newContext(t)
	ctx.Store = NewStoreAt(dir)
	s, err := NewArcadeGame(13)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	require.NoError(t, p.apply(rules.StartActivation{Hero: p.g.Heroes()[0]}))
	require.NoError(t, p.apply(rules.EndActivation{}))
	name := fmt.Sprintf("replay-seed13-turn%d-%d.json", p.g.Turn, len(p.sess.Commands()))

	// A different file, and a folder, where the replay would go: both stay.
	require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte("someone's notes"), 0o644))
	p.exportReplay()
	b, err := os.ReadFile(filepath.Join(dir, name))
	require.NoError(t, err)
	assert.Equal(t, "someone's notes", string(b), "a file of the same name is not replaced")
	assert.FileExists(t, filepath.Join(dir, strings.TrimSuffix(name, ".json")+"-2.json"))
	require.NoError(t, os.Remove(filepath.Join(dir, name)))
	require.NoError(t, os.MkdirAll(filepath.Join(dir, name, "inside"), 0o755))
	p.exportReplay()
	var said string
	for _, l := range p.log {
		if strings.Contains(l.text, "set aside") {
			said = l.text
		}
	}
	checkMessage(t, said, name, nil)

	// Opening replays with faults: the game says what is wrong with which
	// file, and leaves the file where it is.
	good, err := os.ReadFile(filepath.Join(dir, name))
	require.NoError(t, err)
	for _, f := range faults(
		func(g []byte) []byte { return bytes.Replace(g, []byte(`"seed":13`), []byte(`"seed":true`), 1) },
		futureVersion,
	) {
		if f.unreadable {
			continue // opened by path with the OS's own permissions, not through the store
		}
		t.Run(f.name, func(t *testing.T) {
			d := t.TempDir()
			_, original := place(t, d, "r.json", f, good)
			if original != nil {
				require.NotEqual(t, good, original, "the fault changed the file")
			}
			_, err := OpenReplay(filepath.Join(d, "r.json"))
			require.Error(t, err)
			msg := err.Error()
			assert.Contains(t, msg, filepath.Join(d, "r.json"))
			assertWords(t, msg)
			if original != nil {
				b, err := os.ReadFile(filepath.Join(d, "r.json"))
				require.NoError(t, err)
				assert.Equal(t, original, b, "the replay file is left as it was")
			}
		})
	}
}

// A write killed half way leaves the old file whole and a temporary file
// beside it; the game starts, loads the old file and ignores the stray.
func TestFileFaultsKilledMidWrite(t *testing.T) {
	good := goodSave(t)
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, slotFile(1)), good, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "."+slotFile(1)+".tmp-123"), good[:len(good)/3], 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, settingsFile), DefaultSettings().Marshal(), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "."+settingsFile+".tmp-9"), []byte(`{"vers`), 0o644))
	st := NewStoreAt(dir)
	_, err := LoadSettings(st)
	require.NoError(t, err)
	s, err := ContinueGame(st)
	require.NoError(t, err)
	assert.NotEmpty(t, s.(*Play).log)
}
