package legends

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every testdata scenario runs with its expectations met and no refusal
// that is not expected.
func TestScenarioFiles(t *testing.T) {
	d := loadData(t)
	files, _ := filepath.Glob("testdata/*.txt")
	require.NotEmpty(t, files)
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			b, err := os.ReadFile(f)
			require.NoError(t, err)
			require.True(t, IsScenario(string(b)))
			sc, err := ParseScenario(string(b), d)
			require.NoError(t, err)
			res := sc.Run()
			for i, r := range res {
				if r.Failed != "" {
					t.Errorf("line %d: %s: %s", r.Step.Line, r.Step.Text, r.Failed)
				}
				if r.Err != nil && (i+1 >= len(res) || !strings.HasPrefix(res[i+1].Step.Text, "= refused")) {
					t.Errorf("line %d: %s: refused: %v", r.Step.Line, r.Step.Text, r.Err)
				}
			}
		})
	}
}

// Malformed files are refused with their line.
func TestScenarioErrors(t *testing.T) {
	d := loadData(t)
	for text, words := range map[string]string{
		"ruleset legends\nhero A 0,0":                      "no dungeon",
		"ruleset legends\n|..\nhero A 9,9":                 "not a square",
		"ruleset legends\n|..\nhero A 0,0 class=Bard":      "no class",
		"ruleset legends\n|..\nhero A 0,0\nfrobnicate":     "line 4: unknown line",
		"ruleset legends\n|..\nhero A 0,0\n= A colour=red": "unknown expectation",
	} {
		_, err := ParseScenario(text, d)
		assert.ErrorContains(t, err, words, text)
	}
}

// FuzzScenario: no file makes the reader or its run panic.
func FuzzScenario(f *testing.F) {
	d := loadData(f)
	files, _ := filepath.Glob("testdata/*.txt")
	for _, fn := range files {
		b, _ := os.ReadFile(fn)
		f.Add(string(b))
	}
	f.Fuzz(func(t *testing.T, text string) {
		sc, err := ParseScenario(text, d)
		if err != nil {
			return
		}
		sc.Run()
	})
}
