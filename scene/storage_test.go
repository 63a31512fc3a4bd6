//go:build !js

package scene

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestStoreWriteRead(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "superdungeon")
	s := NewStoreAt(dir)
	assert.False(t, s.Exists("autosave.json"))
	_, err := s.Read("autosave.json")
	assert.ErrorIs(t, err, ErrNoFile)
	assert.ErrorContains(t, err, filepath.Join(dir, "autosave.json"), "the error names the file")

	require.NoError(t, s.Write("autosave.json", []byte("one")), "the folder is made on the first write")
	require.NoError(t, s.Write("autosave.json", []byte("two")))
	b, err := s.Read("autosave.json")
	require.NoError(t, err)
	assert.Equal(t, "two", string(b))
	assert.True(t, s.Exists("autosave.json"))

	// Atomic writes leave no temporary files behind.
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.Equal(t, []string{"autosave.json"}, names)
}

// A write that fails leaves the old file whole.
func TestStoreFailedWriteKeepsOldFile(t *testing.T) {
	if os.Getuid() == 0 {
		t.Skip("root ignores directory permissions")
	}
	dir := t.TempDir()
	s := NewStoreAt(dir)
	require.NoError(t, s.Write("settings.json", []byte(`{"volume":3}`)))
	require.NoError(t, os.Chmod(dir, 0o500))
	t.Cleanup(func() { os.Chmod(dir, 0o755) })
	err := s.Write("settings.json", []byte(`{"volume":9}`))
	assert.ErrorContains(t, err, filepath.Join(dir, "settings.json"))
	b, err := os.ReadFile(filepath.Join(dir, "settings.json"))
	require.NoError(t, err)
	assert.Equal(t, `{"volume":3}`, string(b))
}

func TestStoreWriteErrorNamesFile(t *testing.T) {
	// The store's folder is a file: nothing can be written there.
	blocker := filepath.Join(t.TempDir(), "superdungeon")
	require.NoError(t, os.WriteFile(blocker, []byte("x"), 0o644))
	s := NewStoreAt(blocker)
	err := s.Write("autosave.json", []byte("data"))
	assert.ErrorContains(t, err, filepath.Join(blocker, "autosave.json"))
}

func TestStoreNames(t *testing.T) {
	s := NewStoreAt(t.TempDir())
	for _, bad := range []string{"", ".hidden", "../escape", "a/b", `a\b`, "sp ace", strings.Repeat("x", 101)} {
		assert.Error(t, s.Write(bad, []byte("x")), "%q", bad)
		_, err := s.Read(bad)
		assert.Error(t, err, "%q", bad)
	}
	assert.NoError(t, s.Write("replay-2026_11_22.sdreplay", []byte("x")))
}

// A bad file is renamed aside, numbered, never overwritten; the caller
// gets an error naming the file and where it was kept.
func TestStoreOpenSetsBadFilesAside(t *testing.T) {
	dir := t.TempDir()
	s := NewStoreAt(dir)
	broken := errors.New("the file is truncated")
	parse := func(where string, b []byte) error {
		if string(b) != "good" {
			return errors.New(where + ": " + broken.Error())
		}
		return nil
	}
	require.NoError(t, s.Write("autosave.json", []byte("good")))
	require.NoError(t, s.Open("autosave.json", parse))

	for n, content := range []string{"bad one", "bad two"} {
		require.NoError(t, s.Write("autosave.json", []byte(content)))
		err := s.Open("autosave.json", parse)
		var bad *BadFileError
		require.ErrorAs(t, err, &bad)
		aside := filepath.Join(dir, "autosave.json.bad-"+string(rune('1'+n)))
		assert.Equal(t, aside, bad.KeptAs)
		assert.Equal(t, filepath.Join(dir, "autosave.json")+": the file is truncated (the file was kept as "+aside+")", err.Error())
		b, rerr := os.ReadFile(aside)
		require.NoError(t, rerr)
		assert.Equal(t, content, string(b), "the bad file is kept as it was")
		assert.False(t, s.Exists("autosave.json"), "the next autosave starts a fresh file")
	}
	err := s.Open("autosave.json", parse)
	assert.ErrorIs(t, err, ErrNoFile)
}

func TestStoreSetAsideMissingFile(t *testing.T) {
	s := NewStoreAt(t.TempDir())
	_, err := s.SetAside("nothing.json")
	assert.ErrorContains(t, err, "nothing.json")
}

func TestOpenStoreUsesConfigDir(t *testing.T) {
	cfg := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", cfg) // Linux
	t.Setenv("HOME", cfg)            // macOS
	t.Setenv("AppData", cfg)         // Windows
	s, err := OpenStore()
	require.NoError(t, err)
	require.NoError(t, s.Write("settings.json", []byte("{}")))
	base, err := os.UserConfigDir()
	require.NoError(t, err)
	assert.FileExists(t, filepath.Join(base, "superdungeon", "settings.json"))
}
