package classic

import (
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
)

var loadedCatalog = sync.OnceValues(rules.LoadCatalog)

func testCatalog(t testing.TB) *rules.Catalog {
	t.Helper()
	c, err := loadedCatalog()
	require.NoError(t, err)
	return c
}

// scenario sets a small board up from scenario text (ruleset classic).
func scenario(t *testing.T, text string) (*rules.Game, map[rune]rules.ModelID) {
	t.Helper()
	sc, err := rules.ParseScenario("ruleset classic\n"+text, testCatalog(t), Scenario)
	require.NoError(t, err)
	return sc.Game, sc.Marks
}

func apply(t *testing.T, g *rules.Game, c rules.Command) []rules.Event {
	t.Helper()
	evs, err := g.Apply(c)
	require.NoError(t, err, "%T %+v", c, c)
	return evs
}

// Every scenario file in testdata is a test.
func TestScenarioFiles(t *testing.T) {
	files, err := filepath.Glob("testdata/*.txt")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			require.NoError(t, err)
			sc, err := rules.ParseScenario(string(data), testCatalog(t), Scenario)
			require.NoError(t, err)
			res := sc.Run()
			for i, r := range res {
				assert.Empty(t, r.Failed, "%s line %d: %s", f, r.Step.Line, r.Step.Text)
				if r.Err != nil {
					next := i + 1
					ok := next < len(res) && res[next].Step.Expect != nil && res[next].Step.Expect.Refused
					assert.True(t, ok, "%s line %d refused unexpectedly: %v", f, r.Step.Line, r.Err)
				}
			}
		})
	}
}
