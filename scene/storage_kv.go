package scene

import (
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
)

// The browser keeps files in localStorage, where each setItem is atomic
// on its own key but nothing spans two keys. A file is therefore written
// as a new copy under a key of its own first, then the file's key is
// switched to point at it in one setItem, then the old copy is removed:
// a tab closed (or a quota error) at any step leaves the pointer on the
// old copy or on the new one, each whole. This logic lives here, apart
// from syscall/js, so desktop tests run it against a fake store that
// fails at every step in turn (storage_kv_test.go).

// kv is a key-value store whose set is atomic per key.
type kv interface {
	// get returns a key's value and whether it is there.
	get(key string) (string, bool, error)
	set(key, value string) error
	remove(key string) error
}

// ptrMark starts a pointer value: no JSON file can start with a NUL, so a
// value without it is a file written before pointers (read as it is).
const ptrMark = "\x00sd-copy:"

// kvBackend keeps files in a kv under prefix+name; label names the store
// in messages ("browser storage").
type kvBackend struct {
	kv     kv
	prefix string
	label  string
}

func (k kvBackend) where(name string) string { return k.label + " " + k.prefix + name }

// copyKey is the key of a file's copy number gen. '~' is not allowed in
// file names (checkName), so copies never clash with files.
func (k kvBackend) copyKey(name string, gen int) string {
	return k.prefix + name + "~" + strconv.Itoa(gen)
}

// current reads a file's key: the copy it points at (gen > 0), or the
// file's contents when it was written before pointers (gen 0).
func (k kvBackend) current(name string) (v string, gen int, ok bool, err error) {
	v, ok, err = k.kv.get(k.prefix + name)
	if err != nil || !ok {
		return "", 0, ok, err
	}
	g, isPtr := strings.CutPrefix(v, ptrMark)
	if !isPtr {
		return v, 0, true, nil
	}
	gen, err = strconv.Atoi(g)
	if err != nil || gen < 1 {
		return "", 0, true, fmt.Errorf("its pointer %q is damaged", g)
	}
	return v, gen, true, nil
}

func (k kvBackend) read(name string) ([]byte, error) {
	v, gen, ok, err := k.current(name)
	switch {
	case err != nil:
		return nil, err
	case !ok:
		return nil, fs.ErrNotExist
	case gen == 0:
		return []byte(v), nil
	}
	data, ok, err := k.kv.get(k.copyKey(name, gen))
	switch {
	case err != nil:
		return nil, err
	case !ok:
		return nil, fmt.Errorf("its copy %s is missing", k.copyKey(name, gen))
	}
	return []byte(data), nil
}

func (k kvBackend) exists(name string) bool {
	_, ok, err := k.kv.get(k.prefix + name)
	return err == nil && ok
}

// write stores data as the next copy, switches the pointer to it, then
// removes the copies before it.
func (k kvBackend) write(name string, data []byte) error {
	_, gen, _, err := k.current(name)
	if err != nil {
		gen = 0 // a damaged pointer is replaced; its copies are unreachable anyway
	}
	next := gen + 1
	if err := k.kv.set(k.copyKey(name, next), string(data)); err != nil {
		return err
	}
	if err := k.kv.set(k.prefix+name, ptrMark+strconv.Itoa(next)); err != nil {
		return err
	}
	// The old copy, and the one before it in case an earlier write was
	// cut off after its switch.
	for _, g := range []int{gen, gen - 1} {
		if g > 0 {
			if err := k.kv.remove(k.copyKey(name, g)); err != nil {
				return err
			}
		}
	}
	return nil
}

// rename writes the file under its new name first and removes the old
// one after: cut off in between, both are there, so nothing is lost. A
// file whose pointer is damaged, or points at a missing copy, is kept as
// its raw value (the damage is what a bad copy is kept for).
func (k kvBackend) rename(from, to string) error {
	data, err := k.read(from)
	if errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if err != nil {
		raw, ok, gerr := k.kv.get(k.prefix + from)
		switch {
		case gerr != nil:
			return gerr
		case !ok:
			return fs.ErrNotExist
		}
		data = []byte(raw)
	}
	_, gen, _, perr := k.current(from)
	if err := k.write(to, data); err != nil {
		return err
	}
	if err := k.kv.remove(k.prefix + from); err != nil {
		return err
	}
	if perr == nil && gen > 0 {
		return k.kv.remove(k.copyKey(from, gen))
	}
	return nil
}

// errNoKV is every call's error where the browser offers no storage.
var errNoKV = errors.New("this browser offers no localStorage")
