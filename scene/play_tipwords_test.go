package scene

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Tincan is Immune to Knockdown and to Poison: its tooltip names both
// before the one explanation of Immune instead of saying the paragraph
// twice (played by mouse; the "no duplicated sources").
func TestModelTipExplainsASharedWordOnce(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|T . . . . C|
+-+-+-+-+-+-+
end
T Tincan
C Crawler
`, nil)
	tip := sp.p.describe(sp.p.g.Model(sp.id('T')))
	assert.Equal(t, 1, strings.Count(tip, "plain Immune ignores all status effects"), tip)
	assert.Contains(t, tip, "Immune Knockdown and Immune Poison:", tip)
}
