package cards

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGlossaryExplainsEveryKeywordAndStatus(t *testing.T) {
	g, err := LoadGlossary()
	require.NoError(t, err)
	for _, k := range KnownKeywords() {
		text, ok := g.Explain(k)
		assert.True(t, ok, "%s has no explanation", k)
		assert.NotEmpty(t, text, k)
	}
	for _, s := range AllStatuses {
		_, ok := g.Statuses[string(s)]
		assert.True(t, ok, "status %s has no explanation", s)
	}
	text, ok := g.Explain("Lance 6")
	assert.True(t, ok)
	assert.Contains(t, text, "straight line")
}

func TestGlossaryRejectsUnknownWords(t *testing.T) {
	for name, data := range map[string]string{
		"unknown keyword": "keywords:\n  Flyy: soars\n",
		"unknown status":  "statuses:\n  Sadness: sad\n",
		"empty text":      "keywords:\n  Fly: \"\"\n",
		"unknown field":   "words:\n  Fly: soars\n",
	} {
		t.Run(name, func(t *testing.T) {
			_, err := ParseGlossary("g.yaml", []byte(data))
			require.Error(t, err)
			assert.Contains(t, err.Error(), "g.yaml")
		})
	}
}
