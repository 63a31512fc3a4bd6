package render

import (
	"strings"
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

// prefixWrap is wrapping by measuring every prefix whole, as Wrap did
// before it added word widths (LineBreaker).
func prefixWrap(p *Painter, s string, size, width float64) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(s) {
		next := w
		if cur != "" {
			next = cur + " " + w
		}
		if cur != "" && p.TextWidth(next, p.Fonts.Regular, size) > width {
			lines = append(lines, cur)
			cur = w
			continue
		}
		cur = next
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// Adding word widths breaks lines exactly where measuring every prefix
// did, for the game's kinds of text at many sizes and widths, and no line
// is wider than asked.
func TestLineBreakerBreaksWhereWholeLinesWould(t *testing.T) {
	fonts, err := LoadFonts()
	require.NoError(t, err)
	texts := []string{
		"Riftling Warrior rolls 2 blue and 1 red dice to attack: 2 + 1 + heart = 3 stars",
		"The Consul spawns 2 Crawlers at the Spider Nest (the chart's space 6: a spawn), and they hunt the Hero with the most wrath.",
		"Moonspire Guardian's Missile on Bone Spider: 4 stars against 3: a hit",
		"A damaged saved game was in the way and was set aside: /home/player/.config/superdungeon/save-1.json does not read (the file was kept as save-1.json.bad-1)",
		"Wall, wall; WAVE. AVAVAV ToTo LTA fi fl -- «quoted» 1,234 squares!",
	}
	for _, size := range []float64{12, 13, 15.5, 17, 21} {
		for _, k := range []float64{1, 1.25, 2} {
			p := &Painter{Fonts: fonts, Scale: 1, TextScale: k}
			for width := 60.0; width <= 420; width += 7 {
				for _, s := range texts {
					got := p.wrap(s, fonts.Regular, size, width)
					require.Equal(t, prefixWrap(p, s, size, width), got, "size %v ×%v width %v: %q", size, k, width, s)
					for _, l := range got {
						if strings.Contains(l, " ") {
							assert.LessOrEqual(t, p.TextWidth(l, fonts.Regular, size), width, "%q", l)
						}
					}
				}
			}
		}
	}
}
