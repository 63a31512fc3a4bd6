package replay

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// seedFiles adds the files under testdata/ to a fuzz corpus (no game is
// played here: every fuzz worker runs this).
func seedFiles(f *testing.F) {
	for _, name := range []string{"v0_seed4.json", "v1_seed7.json", "save_seed21.json", "explore_seed3.json"} {
		b, err := os.ReadFile(filepath.Join("testdata", name))
		require.NoError(f, err)
		f.Add(b)
		f.Add(b[:len(b)/2])
	}
	f.Add([]byte(`{"format":"superdungeon","kind":"replay","version":9}`))
	f.Add([]byte(`{"seed":1,"heroes":["Riftling Warrior"],"log":[{"type":"Move","args":{"Path":[{"X":1,"Y":2}]}}],"hash":""}`))
}

// Reading any bytes never panics; whatever reads writes back and reads
// again to the same record.
func FuzzReadReplay(f *testing.F) {
	seedFiles(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := Read(bytes.NewReader(b))
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an error with no words")
			}
			return
		}
		var out bytes.Buffer
		if err := r.Write(&out); err != nil {
			t.Fatalf("a record that reads does not write: %v", err)
		}
		back, err := Read(bytes.NewReader(out.Bytes()))
		if err != nil {
			t.Fatalf("what was written does not read: %v\n%s", err, out.Bytes())
		}
		var again bytes.Buffer
		require.NoError(t, back.Write(&again))
		if !bytes.Equal(out.Bytes(), again.Bytes()) {
			t.Fatalf("write, read, write differs:\n%s\n%s", out.Bytes(), again.Bytes())
		}
	})
}

// Loading any bytes as a save never panics (the rules engine included);
// an error names the file.
func FuzzLoadSave(f *testing.F) {
	seedFiles(f)
	d := shared(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		s, _, err := d.Load("fuzz.sdsave", b)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.sdsave: ") {
				t.Fatalf("the error does not name the file: %v", err)
			}
			if strings.Contains(err.Error(), "crashed") {
				t.Fatalf("the rules engine panicked on a loaded command: %v", err)
			}
			return
		}
		// A save that loads is a game that can be saved again and loads
		// to the same state.
		again, err := s.Save(nil)
		require.NoError(t, err)
		s2, _, err := d.Load("again", again)
		require.NoError(t, err)
		require.Equal(t, s.Game().Hash(), s2.Game().Hash())
	})
}

// Loading an Explore record never panics, whatever its bytes: the
// Consul's commands (explore_activate, explore_spawn, ...) and the Explore
// setup (placements, first spawn, coins) are untrusted input like the
// rest. Seeded with an Explore replay cut at every tenth command, so the
// fuzzer starts from games that load.
func FuzzLoadExploreReplay(f *testing.F) {
	b, err := os.ReadFile(filepath.Join("testdata", "explore_seed3.json"))
	require.NoError(f, err)
	f.Add(b)
	r, err := Read(bytes.NewReader(b))
	require.NoError(f, err)
	for n := 0; n < len(r.Commands); n += 10 {
		cut := *r
		cut.Commands = r.Commands[:n]
		cut.Checks = nil
		cut.Kind = KindSave
		var out bytes.Buffer
		require.NoError(f, cut.Write(&out))
		f.Add(out.Bytes())
	}
	d := shared(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		s, _, err := d.Load("fuzz.sdsave", b)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.sdsave: ") {
				t.Fatalf("the error does not name the file: %v", err)
			}
			if strings.Contains(err.Error(), "crashed") {
				t.Fatalf("the rules engine panicked on a loaded command: %v", err)
			}
			return
		}
		again, err := s.Save(nil)
		require.NoError(t, err)
		s2, _, err := d.Load("again", again)
		require.NoError(t, err)
		require.Equal(t, s.Game().Hash(), s2.Game().Hash())
		require.Equal(t, s.Setup().Ruleset, s2.Setup().Ruleset)
	})
}
