package render

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Wrap remembers its answers per text, font, size, width and scale: the
// same call gives the same lines without measuring again, and a different
// text size wraps anew.
func TestWrapIsRememberedPerSettings(t *testing.T) {
	fonts, err := LoadFonts()
	require.NoError(t, err)
	p := &Painter{Fonts: fonts, Scale: 1}
	s := "A long line of text that has to wrap at least once in a narrow panel."
	first := p.Wrap(s, fonts.Regular, 16, 200)
	require.Greater(t, len(first), 1)
	again := p.Wrap(s, fonts.Regular, 16, 200)
	assert.Equal(t, first, again)
	assert.Same(t, &first[0], &again[0], "the remembered lines, not a new wrap")
	p.TextScale = 1.5
	bigger := p.Wrap(s, fonts.Regular, 16, 200)
	assert.Greater(t, len(bigger), len(first), "larger text wraps into more lines")
}
