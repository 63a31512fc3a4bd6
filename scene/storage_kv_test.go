package scene

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fakeKV is a localStorage stand-in that can be cut off: after budget
// operations every call fails, as if the tab had been closed in the
// middle of a write (the stored keys stay, like the browser's).
type fakeKV struct {
	m      map[string]string
	budget int // operations left; < 0 means unlimited
	denied map[string]bool
}

var errCutOff = errors.New("the tab was closed")

func (f *fakeKV) spend() error {
	if f.budget == 0 {
		return errCutOff
	}
	if f.budget > 0 {
		f.budget--
	}
	return nil
}

func (f *fakeKV) get(key string) (string, bool, error) {
	if err := f.spend(); err != nil {
		return "", false, err
	}
	if f.denied[key] {
		return "", false, fmt.Errorf("reading %s: %w", key, fs.ErrPermission)
	}
	v, ok := f.m[key]
	return v, ok, nil
}

func (f *fakeKV) set(key, value string) error {
	if err := f.spend(); err != nil {
		return err
	}
	f.m[key] = value
	return nil
}

func (f *fakeKV) remove(key string) error {
	if err := f.spend(); err != nil {
		return err
	}
	delete(f.m, key)
	return nil
}

func newFakeStore() (*Store, *fakeKV) {
	f := &fakeKV{m: map[string]string{}, budget: -1}
	return &Store{b: kvBackend{kv: f, prefix: "superdungeon/", label: "browser storage"}}, f
}

// The browser's write, cut off after every possible number of steps,
// leaves the old file or the new one, whole; a later write cleans up.
func TestKVWriteCutOffAnywhereKeepsOldOrNew(t *testing.T) {
	for _, first := range []string{"legacy", "pointer"} {
		for cut := 0; cut < 12; cut++ {
			s, f := newFakeStore()
			old, young := strings.Repeat("old ", 50), strings.Repeat("new ", 70)
			if first == "legacy" {
				f.m["superdungeon/save-1.json"] = old // written before copies and pointers
			} else {
				require.NoError(t, s.Write("save-1.json", []byte(old)))
			}
			f.budget = cut
			werr := s.Write("save-1.json", []byte(young))
			f.budget = -1 // the page is opened again
			got, err := s.Read("save-1.json")
			require.NoError(t, err, "%s, cut after %d steps", first, cut)
			if werr == nil {
				assert.Equal(t, young, string(got), "%s: a finished write holds the new file", first)
			} else {
				assert.Contains(t, []string{old, young}, string(got), "%s, cut after %d steps", first, cut)
			}
			// Writing again works and leaves one copy behind.
			require.NoError(t, s.Write("save-1.json", []byte("third")))
			got, err = s.Read("save-1.json")
			require.NoError(t, err)
			assert.Equal(t, "third", string(got))
			assert.Len(t, f.m, 2, "%s, cut after %d: the pointer and one copy remain: %q", first, cut, keys(f.m))
		}
	}
}

// Setting a file aside in the browser, cut off anywhere, keeps its bytes
// under one name or the other.
func TestKVSetAsideCutOffKeepsTheBytes(t *testing.T) {
	for cut := 0; cut < 12; cut++ {
		s, f := newFakeStore()
		require.NoError(t, s.Write("settings.json", []byte("damaged")))
		f.budget = cut
		_, _ = s.SetAside("settings.json")
		f.budget = -1
		var found bool
		for _, n := range []string{"settings.json", "settings.json.bad-1"} {
			if b, err := s.Read(n); err == nil {
				assert.Equal(t, "damaged", string(b))
				found = true
			}
		}
		assert.True(t, found, "cut after %d steps: the bytes are somewhere", cut)
	}
}

func TestKVMissingAndDamagedPointer(t *testing.T) {
	s, f := newFakeStore()
	_, err := s.Read("save-1.json")
	assert.ErrorIs(t, err, fs.ErrNotExist)
	f.m["superdungeon/save-1.json"] = ptrMark + "x"
	_, err = s.Read("save-1.json")
	assert.ErrorContains(t, err, "browser storage superdungeon/save-1.json")
	// A damaged pointer is a bad file: Open sets it aside.
	err = s.Open("save-1.json", func(string, []byte) error { return nil })
	var bad *BadFileError
	require.ErrorAs(t, err, &bad)
	assert.Equal(t, "browser storage superdungeon/save-1.json.bad-1", bad.KeptAs)
}

func keys(m map[string]string) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}
