package scene

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
)

// The classic game's Adventure Tracker on the top bar, where the other
// modes show the Mighty Monster Chart: the Power Gauge (every wound moves
// it; its platforms bring 16-Bit monsters and the boss; its skull marks
// give the Consul skull tokens) and the Loot-O-Meter (the Heroes' wounds
// draw loot). Hovering either explains it with the rules' own numbers.

// classicSpaces is how many chart boxes the top bar keeps room for in a
// classic game (the two gauges share that width).
const classicSpaces = 14

// layoutClassic splits the chart's area between the two gauges.
func (c *chartTrack) layoutClassic(area render.Rect) {
	c.rects = c.rects[:0]
	gap := 10.0
	w := area.W - gap
	c.rects = append(c.rects,
		render.Rect{X: area.X, Y: area.Y, W: w * 0.62, H: area.H},
		render.Rect{X: area.X + w*0.62 + gap, Y: area.Y, W: w * 0.38, H: area.H})
}

var (
	colGauge8     color.Color = color.RGBA{0x3a, 0x6e, 0xd8, 0xff}
	colGauge16    color.Color = color.RGBA{0xe0, 0x8a, 0x2a, 0xff}
	colGaugeSuper color.Color = color.RGBA{0xd8, 0x2c, 0x4a, 0xff}
	colGaugeDim   color.Color = color.NRGBA{0x14, 0x10, 0x22, 0xc8}
	colLoot       color.Color = color.RGBA{0x3c, 0xb8, 0x6a, 0xff}
)

// drawClassic paints the two gauges.
func (c *chartTrack) drawClassic(screen *ebiten.Image, pt *render.Painter, g *rules.Game) {
	s := classic.StateOf(g)
	if s == nil || len(c.rects) < 2 {
		return
	}
	d := s.Data()
	label := fmt.Sprintf("Power Gauge · %s", s.Platform())
	if s.Overcharged {
		label += " (overcharged)"
	}
	if s.SkullTokens > 0 {
		label += " · " + plural(s.SkullTokens, "skull token", "skull tokens")
	}
	c.drawBar(screen, pt, c.rects[0], label, s.Gauge, d.Gauge.Super, c.hover == 0, func(i int) color.Color {
		switch {
		case i >= d.Gauge.Super-1:
			return colGaugeSuper
		case i >= d.Gauge.Bit16:
			return colGauge16
		}
		return colGauge8
	}, d.Gauge.Skulls, []int{d.Gauge.Bit16})
	c.drawBar(screen, pt, c.rects[1], fmt.Sprintf("Loot-O-Meter · %d/%d", s.Loot, d.Loot.Max), s.Loot, d.Loot.Max, c.hover == 1,
		func(int) color.Color { return colLoot }, d.Loot.Loot, nil)
}

// drawBar paints one gauge: its label over a bar of n spaces, filled to
// at, ticks at marks (skull marks, LOOT circles) and lines at edges (a
// platform's start).
func (c *chartTrack) drawBar(screen *ebiten.Image, pt *render.Painter, r render.Rect, label string, at, n int, hot bool, fill func(int) color.Color, marks, edges []int) {
	edge := render.ColPanelEdge
	if hot {
		edge = render.ColGold
	}
	pt.RoundRect(screen, r, 6, edge)
	pt.RoundRect(screen, render.Rect{X: r.X + 2, Y: r.Y + 2, W: r.W - 4, H: r.H - 4}, 5, colSpacePast)
	size := 12.0
	lh := pt.Em(size) * 1.2
	pt.Text(screen, label, pt.Fonts.Bold, size, r.X+8, r.Y+3, render.AlignLeft, render.ColText)
	bar := render.Rect{X: r.X + 6, Y: r.Y + 3 + lh, W: r.W - 12, H: max(6, r.H-lh-8)}
	if n <= 0 {
		return
	}
	sw := bar.W / float64(n)
	for i := 0; i < n; i++ {
		r := render.Rect{X: bar.X + float64(i)*sw + 0.5, Y: bar.Y, W: sw - 1, H: bar.H}
		if i < at {
			pt.Rect(screen, r, fill(i))
			continue
		}
		// An empty space shows its platform's colour, dimmed, so the
		// way ahead reads: where 16-Bit and Super! begin.
		pt.Rect(screen, r, fill(i))
		pt.Rect(screen, r, colGaugeDim)
	}
	for _, k := range marks {
		x := bar.X + float64(k)*sw - sw/2
		pt.Circle(screen, x, bar.Y+bar.H/2, min(sw, bar.H)*0.22, render.ColText)
	}
	for _, k := range edges {
		x := bar.X + float64(k)*sw
		pt.Rect(screen, render.Rect{X: x - 1, Y: bar.Y - 2, W: 2, H: bar.H + 4}, render.ColGold)
	}
}

// classicGaugeTip explains the hovered gauge (0: the Power Gauge, 1: the
// Loot-O-Meter) with the rules' numbers.
func classicGaugeTip(g *rules.Game, which int) string {
	s := classic.StateOf(g)
	if s == nil {
		return ""
	}
	if which == 1 {
		return lootTip(s)
	}
	if which == 0 {
		return powerTip(s)
	}
	return ""
}

// powerTip is the Power Gauge's tooltip.
func powerTip(s *classic.State) string {
	d := s.Data()
	gauge := d.Gauge
	var marks []string
	for _, k := range gauge.Skulls {
		marks = append(marks, fmt.Sprint(k))
	}
	boss := classicBossName(s)
	var b strings.Builder
	fmt.Fprintf(&b, "The Power Gauge, at %d of %d (%s). Every wound any model takes, Hero or monster, moves it one space; wounds from Fire do not. ", s.Gauge, gauge.Super, s.Platform())
	switch s.Size {
	case "delve":
		fmt.Fprintf(&b, "At space %d it reaches 16-Bit: in a Delve that calls %s at the start of the next round, and nothing else spawns after that. ", gauge.Bit16, boss)
	case "siege":
		fmt.Fprintf(&b, "At space %d it reaches 16-Bit: 16-Bit monsters and the mini-bosses may spawn. The first time it reaches Super! (space %d) it overcharges: the marker goes back to the start and every monster but the boss gains a loot card the Consul keeps; the second time, %s arrives at the start of the next round. ", gauge.Bit16, gauge.Super, boss)
	default:
		fmt.Fprintf(&b, "At space %d it reaches 16-Bit: 16-Bit monsters and the mini-boss may spawn. At space %d, Super!: %s arrives at the start of the next round. ", gauge.Bit16, gauge.Super, boss)
	}
	fmt.Fprintf(&b, "Passing a skull mark (spaces %s) gives the Consul a skull token: it pays for spawning beyond a spawning point's own skull points, or clears a status from a monster, in the next spawning phase only.", joinWords(marks, "and"))
	if s.SkullTokens > 0 {
		fmt.Fprintf(&b, " The Consul holds %s.", plural(s.SkullTokens, "token", "tokens"))
	}
	return b.String()
}

// lootTip is the Loot-O-Meter's tooltip.
func lootTip(s *classic.State) string {
	d := s.Data()
	var circles []string
	for _, k := range d.Loot.Loot {
		circles = append(circles, fmt.Sprint(k))
	}
	return fmt.Sprintf("The Loot-O-Meter, at %d of %d. Every wound a monster or spawning point takes moves it one space; at spaces %s the party draws a loot card into its backpack, to wear or sacrifice at the end of the round. It goes back to the start when the round ends.",
		s.Loot, d.Loot.Max, joinWords(circles, "and"))
}
