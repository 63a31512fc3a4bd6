package classic

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/internal/gosrc"
)

// funcBodies maps "file.go:Func" and "file.go:Recv.Method" in this package
// to the function's source.
func funcBodies(t *testing.T) map[string]string {
	out, err := gosrc.FuncBodies(".")
	require.NoError(t, err)
	return out
}

// The words a classic player reads for a status sit beside the rules that
// give it its 1st edition meaning: each named function exists and looks at
// the status; each text is a status, says how it ends, and is short.
func TestStatusHelpHasItsRule(t *testing.T) {
	src := funcBodies(t)
	for _, h := range StatusHelp() {
		_, err := cards.ParseStatus(h.Name)
		assert.NoError(t, err)
		looks := false
		for _, r := range h.Rules {
			body, ok := src[r]
			assert.True(t, ok, "%s: no function %s", h.Name, r)
			looks = looks || strings.Contains(body, h.Mention)
		}
		assert.True(t, looks, "%s: none of %v looks at %s", h.Name, h.Rules, h.Mention)
		assert.LessOrEqual(t, len(strings.Fields(h.Text)), 35, h.Name)
	}
}
