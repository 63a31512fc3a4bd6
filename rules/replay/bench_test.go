package replay

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// Reading a 400-command replay file.
func BenchmarkRead(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("testdata", "v1_seed7.json"))
	require.NoError(b, err)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Read(bytes.NewReader(data)); err != nil {
			b.Fatal(err)
		}
	}
}

// An autosave: encoding a game of about 150 commands.
func BenchmarkSave(b *testing.B) {
	s := played(b, 7, 150)
	for b.Loop() {
		if _, err := s.Save(nil); err != nil {
			b.Fatal(err)
		}
	}
}

// Loading a save: reading it and replaying 150 commands.
func BenchmarkLoad(b *testing.B) {
	s := played(b, 7, 150)
	data, err := s.Save(nil)
	require.NoError(b, err)
	d := shared(b)
	for b.Loop() {
		if _, _, err := d.Load("bench", data); err != nil {
			b.Fatal(err)
		}
	}
}
