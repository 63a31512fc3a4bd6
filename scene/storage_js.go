//go:build js

package scene

import (
	"errors"
	"fmt"
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
	return &Store{b: kvBackend{kv: localKV{ls: ls}, prefix: keyPrefix, label: "browser storage"}}, nil
}

// NewStoreAt keeps files in localStorage under "superdungeon/<dir>/", apart
// from the game's own (tests, which then share the page's storage). With
// no localStorage it falls back to OpenStore's error on every call.
func NewStoreAt(dir string) *Store {
	return &Store{b: kvBackend{kv: localKV{ls: localStorage()}, prefix: keyPrefix + dir + "/", label: "browser storage"}}
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

// localKV is window.localStorage as a kv (see storage_kv.go for how files
// are written over it).
type localKV struct{ ls js.Value }

// call runs a localStorage method; a JavaScript exception (storage full,
// storage disabled) becomes an error instead of a panic.
func (l localKV) call(method string, args ...any) (v js.Value, err error) {
	if l.ls.IsUndefined() || l.ls.IsNull() {
		return js.Undefined(), errNoKV
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage.%s: %v", method, r)
		}
	}()
	return l.ls.Call(method, args...), nil
}

func (l localKV) get(key string) (string, bool, error) {
	v, err := l.call("getItem", key)
	if err != nil || v.IsNull() || v.IsUndefined() {
		return "", false, err
	}
	return v.String(), true, nil
}

func (l localKV) set(key, value string) error {
	_, err := l.call("setItem", key, value)
	return err
}

func (l localKV) remove(key string) error {
	_, err := l.call("removeItem", key)
	return err
}

// isDirErr: the browser's storage has no folders.
func isDirErr(error) bool { return false }
