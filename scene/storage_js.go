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
	ls := localStorage()
	if ls.IsUndefined() || ls.IsNull() {
		return nil, errors.New("storage: this browser offers no localStorage; the game cannot be saved")
	}
	return &Store{b: localBackend{ls: ls, prefix: keyPrefix}}, nil
}

// NewStoreAt keeps files in localStorage under "superdungeon/<dir>/", apart
// from the game's own (tests, which then share the page's storage). With
// no localStorage it falls back to OpenStore's error on every call.
func NewStoreAt(dir string) *Store {
	return &Store{b: localBackend{ls: localStorage(), prefix: keyPrefix + dir + "/"}}
}

// localStorage is window.localStorage, or undefined where reading it
// throws (storage disabled by the browser's privacy settings).
func localStorage() (v js.Value) {
	defer func() {
		if recover() != nil {
			v = js.Undefined()
		}
	}()
	return js.Global().Get("localStorage")
}

type localBackend struct {
	ls     js.Value
	prefix string
}

func (l localBackend) where(name string) string { return "browser storage " + l.prefix + name }

// call runs a localStorage method; a JavaScript exception (storage full,
// storage disabled) becomes an error instead of a panic.
func (l localBackend) call(method string, args ...any) (v js.Value, err error) {
	if l.ls.IsUndefined() || l.ls.IsNull() {
		return js.Undefined(), errors.New("this browser offers no localStorage")
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage.%s: %v", method, r)
		}
	}()
	return l.ls.Call(method, args...), nil
}

func (l localBackend) read(name string) ([]byte, error) {
	v, err := l.call("getItem", l.prefix+name)
	if err != nil {
		return nil, err
	}
	if v.IsNull() || v.IsUndefined() {
		return nil, fs.ErrNotExist
	}
	return []byte(v.String()), nil
}

func (l localBackend) exists(name string) bool {
	v, err := l.call("getItem", l.prefix+name)
	return err == nil && !v.IsNull() && !v.IsUndefined()
}

// write is one setItem, which the browser applies whole or not at all.
func (l localBackend) write(name string, data []byte) error {
	_, err := l.call("setItem", l.prefix+name, string(data))
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
	_, err = l.call("removeItem", l.prefix+from)
	return err
}
