//go:build js

package scene

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall/js"
)

// keyPrefix keeps the game's keys apart from anything else on the page's
// origin.
const keyPrefix = "superdungeon/"

// OpenStore is the browser's localStorage. Files are text (saves and
// replays are JSON).
func OpenStore() (*Store, error) {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return nil, errors.New("storage: this browser offers no localStorage; the game cannot be saved")
	}
	return &Store{b: localBackend{ls: ls}}, nil
}

type localBackend struct{ ls js.Value }

func (l localBackend) where(name string) string { return "browser storage " + keyPrefix + name }

// call runs a localStorage method; a JavaScript exception (storage full,
// storage disabled) becomes an error instead of a panic.
func (l localBackend) call(method string, args ...any) (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage.%s: %v", method, r)
		}
	}()
	return l.ls.Call(method, args...), nil
}

func (l localBackend) read(name string) ([]byte, error) {
	v, err := l.call("getItem", keyPrefix+name)
	if err != nil {
		return nil, err
	}
	if v.IsNull() || v.IsUndefined() {
		return nil, fs.ErrNotExist
	}
	return []byte(v.String()), nil
}

func (l localBackend) exists(name string) bool {
	v, err := l.call("getItem", keyPrefix+name)
	return err == nil && !v.IsNull() && !v.IsUndefined()
}

// write is one setItem, which the browser applies whole or not at all.
func (l localBackend) write(name string, data []byte) error {
	_, err := l.call("setItem", keyPrefix+name, string(data))
	return err
}

func (l localBackend) rename(from, to string) error {
	b, err := l.read(from)
	if err != nil {
		return err
	}
	if err := l.write(to, b); err != nil {
		return err
	}
	_, err = l.call("removeItem", keyPrefix+from)
	return err
}
