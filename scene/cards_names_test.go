package scene

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The cards in play show their names whole at every scale and text size,
// with the goal in the column: set smaller to fit (never below their size
// at 100%) or wrapped in two lines inside their chip (play-tester at 200%
// with large text: "Nim…" and "Idol…").
func TestCardsInPlayShowWholeNames(t *testing.T) {
	for _, pair := range [][2]string{{"Nimble Fingers", "Idols of Rage"}, {"Strength Through Hubris", "Forgotten by the Goddess"}, {"Unprepared for the Elements", "Forgotten by the Goddess"}} {
		for _, scale := range uiScales {
			for _, text := range textNames() {
				where := fmt.Sprintf("%d%% %s, %v", scale, text, pair)
				ctx := displayContext(t, scale, text)
				p := heroesTurnWith(t, ctx, pair[0], pair[1])
				require.Len(t, p.cardRects, 2, where)
				pt := p.hc.Painter
				for _, c := range p.cardRects {
					lines, size, x, y := p.cardNameLines(pt, c)
					assert.Equal(t, c.name, strings.Join(lines, " "), "%s: %q whole", where, c.name)
					assert.GreaterOrEqual(t, pt.Em(size)*p.lay.scale, pt.Em(16)*min(1, 15.0/16)-0.01, "%s: %q no smaller than at 100%%", where, c.name)
					for _, l := range lines {
						assert.LessOrEqual(t, x+pt.TextWidth(l, pt.Fonts.Bold, size), c.r.X+c.r.W-4+0.01, "%s: %q inside its card", where, l)
					}
					assert.GreaterOrEqual(t, y, c.r.Y-0.01, where)
					assert.LessOrEqual(t, y+float64(len(lines))*pt.Em(size)*1.25, c.r.Y+c.r.H+0.5, "%s: %q inside its card", where, c.name)
				}
				if scale == 200 && text == "large" || scale == 100 && text == "normal" {
					logShot(t, p, ctx, fmt.Sprintf("cards-names-ui%d-%s-%s.png", scale, text, strings.ReplaceAll(pair[0], " ", "")))
				}
			}
		}
	}
}
