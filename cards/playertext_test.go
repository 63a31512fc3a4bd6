package cards

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
)

// developerWords are notes meant for whoever edits the data: a player
// never reads them in a tooltip (played by mouse: the Ranger's tooltip
// carried a bare "House rule." from the glossary).
var developerWords = regexp.MustCompile(`(?i)\bhouse rule\b|\btodo\b|\bfixme\b|\bfact:|\btbd\b|\bxxx\b`)

// Every string a card file holds (the comments aside, where the notes
// belong) is free of developer notes: card, action, ability, plot,
// challenge and mode texts, and the glossary's explanations.
func TestCardTextsHoldNoDeveloperNotes(t *testing.T) {
	files, err := filepath.Glob("data/*.yaml")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		var doc any
		require.NoError(t, yaml.Unmarshal(src, &doc), f)
		var walk func(v any, at string)
		walk = func(v any, at string) {
			switch v := v.(type) {
			case string:
				assert.NotRegexp(t, developerWords, v, "%s %s", f, at)
			case []any:
				for _, e := range v {
					walk(e, at)
				}
			case map[string]any:
				for k, e := range v {
					walk(e, at+"/"+k)
				}
			}
		}
		walk(doc, "")
	}
}
