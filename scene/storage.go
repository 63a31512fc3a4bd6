package scene

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"strings"
)

// This file and storage_desktop.go / storage_js.go decide where the game's
// files live (saves, replays, settings) and how they are written. They do
// not import ebiten, so their logic is tested without a window.
//
//   - desktop: os.UserConfigDir()/superdungeon/<name>, written atomically
//     (a temporary file in the same directory, synced, then renamed over
//     the old one), so a crash mid-write leaves the old file or the new
//     one, never half of one;
//   - browser: localStorage, key "superdungeon/<name>" (one setItem is
//     atomic).
//
// A file that does not load is never silently overwritten: Store.Open
// renames it aside (<name>.bad-<n>) before reporting, so the next autosave
// starts a fresh file and the bad one stays for a bug report.

// Store keeps the game's files by name.
type Store struct {
	b backend
}

// backend is one platform's storage.
type backend interface {
	// read returns an error wrapping fs.ErrNotExist when name is absent.
	read(name string) ([]byte, error)
	// write replaces name's contents atomically.
	write(name string, data []byte) error
	exists(name string) bool
	rename(from, to string) error
	// where names the file for messages: a path, or a localStorage key.
	where(name string) string
}

// ErrNoFile is what Read and Open return (wrapped) when a file is absent.
var ErrNoFile = fs.ErrNotExist

// maxAside bounds the .bad-<n> numbers tried.
const maxAside = 1000

// checkName accepts plain file names: letters, digits, '.', '-' and '_',
// not starting with a dot.
func checkName(name string) error {
	if name == "" || name[0] == '.' || len(name) > 100 {
		return fmt.Errorf("storage: %q is not a valid file name", name)
	}
	for _, r := range name {
		ok := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune(".-_", r)
		if !ok {
			return fmt.Errorf("storage: %q is not a valid file name (letters, digits, '.', '-' and '_' only)", name)
		}
	}
	return nil
}

// Where names the file for messages to the player.
func (s *Store) Where(name string) string { return s.b.where(name) }

// Exists reports whether the file is there.
func (s *Store) Exists(name string) bool { return checkName(name) == nil && s.b.exists(name) }

// Read returns a file's contents. A missing file is an error wrapping
// ErrNoFile; every error names the file.
func (s *Store) Read(name string) ([]byte, error) {
	if err := checkName(name); err != nil {
		return nil, err
	}
	b, err := s.b.read(name)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", s.b.where(name), err)
	}
	return b, nil
}

// Write replaces a file atomically: afterwards the file holds either its
// old contents or data, never a mixture. The caller is responsible for
// having Opened (and so set aside if bad) a file before overwriting it.
func (s *Store) Write(name string, data []byte) error {
	if err := checkName(name); err != nil {
		return err
	}
	if err := s.b.write(name, data); err != nil {
		return fmt.Errorf("%s: %w", s.b.where(name), err)
	}
	return nil
}

// SetAside renames a file to <name>.bad-<n> (the first n free) and returns
// the new name.
func (s *Store) SetAside(name string) (string, error) {
	if err := checkName(name); err != nil {
		return "", err
	}
	for n := 1; n <= maxAside; n++ {
		aside := fmt.Sprintf("%s.bad-%d", name, n)
		if s.b.exists(aside) {
			continue
		}
		if err := s.b.rename(name, aside); err != nil {
			return "", fmt.Errorf("%s: setting the file aside: %w", s.b.where(name), err)
		}
		return aside, nil
	}
	return "", fmt.Errorf("%s: %d bad copies are already kept; delete some", s.b.where(name), maxAside)
}

// BadFileError is Open's error for a file that is there but does not
// load, and WriteOver's report of a file it set aside before writing: the
// file has been renamed KeptAs.
type BadFileError struct {
	Where  string // the file, as Store.Where names it
	KeptAs string // where its bytes are now, "" if renaming failed too
	Err    error  // what is wrong, in words
}

func (e *BadFileError) Error() string {
	if e.KeptAs == "" {
		return e.Err.Error()
	}
	return fmt.Sprintf("%v (the file was kept as %s)", e.Err, e.KeptAs)
}

func (e *BadFileError) Unwrap() error { return e.Err }

// Open reads a file and hands it to parse, with the file's name for
// messages. When parse fails, or the file is there but cannot be read
// (not allowed, a folder), the file is set aside and the error is a
// *BadFileError whose message is parse's (which should name the file,
// as replay.Load does with the name it is given) plus where the file was
// kept. A missing file is an error wrapping ErrNoFile and parse is not
// called.
//
//	err := store.Open("autosave.json", func(where string, b []byte) error {
//		sess, view, err = replay.Load(where, b)
//		return err
//	})
func (s *Store) Open(name string, parse func(where string, data []byte) error) error {
	if err := checkName(name); err != nil {
		return err
	}
	b, err := s.b.read(name)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("%s: %w", s.b.where(name), err)
	case err != nil:
		return s.setAsideBad(name, fmt.Errorf("%s: %s", s.b.where(name), unreadable(err)))
	}
	if perr := parse(s.b.where(name), b); perr != nil {
		return s.setAsideBad(name, perr)
	}
	return nil
}

// setAsideBad renames a bad file aside and says so.
func (s *Store) setAsideBad(name string, why error) *BadFileError {
	bad := &BadFileError{Where: s.b.where(name), Err: why}
	aside, err := s.SetAside(name)
	if err != nil {
		bad.Err = errors.Join(why, err)
		return bad
	}
	bad.KeptAs = s.b.where(aside)
	return bad
}

// unreadable says in words why a file that is there could not be read.
func unreadable(err error) string {
	switch {
	case errors.Is(err, fs.ErrPermission):
		return "the game is not allowed to read this file"
	case isDirErr(err):
		return "this is a folder, not a file"
	}
	return "the file could not be read (" + err.Error() + ")"
}

// WouldReplaceError is WriteOver's refusal: a good file the caller did
// not write is in the way, and it is not the caller's to replace (a
// saved game the player has not agreed to lose).
type WouldReplaceError struct{ Where string }

func (e *WouldReplaceError) Error() string {
	return e.Where + " holds another good file; it was not replaced"
}

// Guard says what WriteOver may replace.
type Guard struct {
	// Known is what this game last read from or wrote to the file: a file
	// still holding it is replaced without a look.
	Known []byte
	// Parse checks a file found there; one it refuses is set aside. Nil:
	// every readable file is good.
	Parse func(where string, data []byte) error
	// Replace lets a good file other than Known be replaced (settings: a
	// change in the settings screen is the player's say). Without it,
	// WriteOver refuses with a *WouldReplaceError.
	Replace bool
}

// WriteOver writes data under name after looking at what it would replace
// (issue 22: no file is ever lost). Nothing there, Known, or data itself:
// written. A file that cannot be read, or that g.Parse refuses: set aside
// first (<name>.bad-<n>), the write goes on, and aside reports it for the
// player. A good file: replaced only with g.Replace.
func (s *Store) WriteOver(name string, data []byte, g Guard) (aside *BadFileError, err error) {
	if err := checkName(name); err != nil {
		return nil, err
	}
	old, rerr := s.b.read(name)
	switch {
	case errors.Is(rerr, fs.ErrNotExist):
	case rerr != nil:
		aside = s.setAsideBad(name, fmt.Errorf("%s: %s", s.b.where(name), unreadable(rerr)))
	case bytes.Equal(old, g.Known) || bytes.Equal(old, data):
	case g.Parse != nil && g.Parse(s.b.where(name), old) != nil:
		aside = s.setAsideBad(name, g.Parse(s.b.where(name), old))
	case !g.Replace:
		return nil, &WouldReplaceError{Where: s.b.where(name)}
	}
	if aside != nil && aside.KeptAs == "" {
		// The bad file could not be moved: writing now would lose it.
		return aside, fmt.Errorf("%s was not written: %w", s.b.where(name), aside)
	}
	return aside, s.Write(name, data)
}
