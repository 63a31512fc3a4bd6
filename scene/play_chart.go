package scene

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// chartTrack draws the Mighty Monster Chart along the top bar: one box per
// space, star bonuses marked, the boss arrivals marked, and the dungeon
// boss's token on the current space. Hovering a space tells what it does.
type chartTrack struct {
	chart cards.Chart
	// ex is the Explore chart's spaces, the start first (explore_hud.go);
	// set, it is drawn instead of chart.
	ex  []explore.Space
	exG *rules.Game
	// cl is the classic game whose gauges are drawn instead
	// (classic_gauges.go).
	cl     *rules.Game
	loaded bool
	err    string
	rects  []render.Rect
	hover  int // space number under the pointer, -1 none
}

func (c *chartTrack) load(side cards.ChartSide) {
	if c.loaded {
		return
	}
	c.loaded = true
	ch, err := cards.LoadChart(side)
	if err != nil {
		c.err = err.Error()
		return
	}
	c.chart = ch
}

// spaces is how many boxes the track draws.
func (c *chartTrack) spaces() int {
	if c.cl != nil {
		return classicSpaces
	}
	if c.ex != nil {
		return len(c.ex)
	}
	return len(c.chart.Spaces) + 1 // the start space, then spaces 1..n
}

func (c *chartTrack) layout(area render.Rect) {
	if c.cl != nil {
		c.layoutClassic(area)
		return
	}
	n := c.spaces()
	c.rects = c.rects[:0]
	if n <= 1 {
		return
	}
	w := min(34, (area.W-(float64(n)-1)*4)/float64(n))
	x := area.X + (area.W-(float64(n)*(w+4)-4))/2
	for i := 0; i < n; i++ {
		c.rects = append(c.rects, render.Rect{X: x + float64(i)*(w+4), Y: area.Y, W: w, H: area.H})
	}
}

func (c *chartTrack) updateHover(x, y float64) {
	c.hover = -1
	for i, r := range c.rects {
		if r.Contains(x, y) {
			c.hover = i
		}
	}
}

var (
	colSpace     color.Color = color.RGBA{0x3a, 0x30, 0x5c, 0xff}
	colSpacePast color.Color = color.RGBA{0x24, 0x1f, 0x38, 0xff}
	colSpaceBoss color.Color = color.RGBA{0x70, 0x22, 0x40, 0xff}
)

// draw paints the track for g: the boss's space, and once the boss is out
// a red token with its fury badge.
func (c *chartTrack) draw(screen *ebiten.Image, pt *render.Painter, g *rules.Game) {
	if c.cl != nil {
		c.drawClassic(screen, pt, g) // classic_gauges.go
		return
	}
	if c.ex != nil {
		c.drawExplore(screen, pt, g) // explore_hud.go
		return
	}
	current := consulOf(g).Space
	for i, r := range c.rects {
		fill := colSpace
		if i < current {
			fill = colSpacePast
		}
		var sp cards.ChartSpace
		if i > 0 {
			sp = c.chart.Spaces[i-1]
			if sp.Has(cards.CmdSpawnBoss) || sp.Has(cards.CmdSpawnMiniBoss) {
				fill = colSpaceBoss
			}
		}
		edge := render.ColPanelEdge
		if i == current {
			edge = render.ColGold
		}
		pt.RoundRect(screen, r, 6, edge)
		pt.RoundRect(screen, render.Rect{X: r.X + 2, Y: r.Y + 2, W: r.W - 4, H: r.H - 4}, 5, fill)
		label := fmt.Sprint(i)
		if i == 0 {
			label = "S"
		}
		// A short box (a small screen) has the number in the middle and
		// the star in its top corner; a tall one the star above the number.
		short := r.H < pt.Em(12)*1.25+20
		ly := r.Y + r.H - pt.Em(12)*1.25 - 2
		if short {
			ly = r.Y + (r.H-pt.Em(12)*1.25)/2 + 1
		}
		pt.Text(screen, label, pt.Fonts.Bold, 12, r.X+r.W/2, ly, render.AlignCenter, render.ColTextDim)
		if len(sp.Bonuses) > 0 {
			if short {
				drawStar(screen, pt, r.X+r.W-6, r.Y+6, 4.5, render.ColGold)
			} else {
				drawStar(screen, pt, r.X+r.W/2, r.Y+10, 6, render.ColGold)
			}
		}
		if i == current {
			// The dungeon boss's token stands on its space.
			cy, rad, in := r.Y+r.H/2-3, r.W*0.34, r.W*0.28
			if short {
				cy, rad = r.Y+r.H/2, min(r.W, r.H)*0.4
				in = rad * 0.82
			}
			token := render.ColAmethyst
			if consulOf(g).BossSpawned {
				token = render.ColRuby // the boss has left the chart for the dungeon
			}
			pt.Circle(screen, r.X+r.W/2, cy, rad, render.ColOutline)
			pt.Circle(screen, r.X+r.W/2, cy, in, token)
			pt.Text(screen, "B", pt.Fonts.Bold, 12, r.X+r.W/2, cy-pt.Em(12)*0.67, render.AlignCenter, render.ColText)
			// The space's number, which the token covers, in a badge at
			// its foot (played by mouse: which space the boss stood on
			// was hidden).
			nw, nh := pt.TextWidth(label, pt.Fonts.Bold, 10)+pt.Em(10)*0.6, pt.Em(10)*1.3
			nb := render.Rect{X: r.X + r.W - nw*0.85, Y: r.Y + r.H - nh*0.75, W: nw, H: nh}
			pt.RoundRect(screen, nb, nh/2, render.ColOutline)
			pt.RoundRect(screen, render.Rect{X: nb.X + 1, Y: nb.Y + 1, W: nb.W - 2, H: nb.H - 2}, nh/2-1, render.ColPanel)
			pt.Text(screen, label, pt.Fonts.Bold, 10, nb.X+nb.W/2, nb.Y+(nb.H-pt.Em(10)*1.25)/2, render.AlignCenter, render.ColText)
			if fury := arcade.BossFury(g); fury > 0 {
				// The boss's fury (a project rule): a red badge with its STR bonus.
				bw, bh := pt.Em(11)*2.6, pt.Em(11)*1.35
				b := render.Rect{X: r.X + r.W - bw*0.8, Y: r.Y - bh*0.35, W: bw, H: bh}
				pt.RoundRect(screen, b, bh/2, render.ColOutline)
				pt.RoundRect(screen, render.Rect{X: b.X + 1.5, Y: b.Y + 1.5, W: b.W - 3, H: b.H - 3}, bh/2-1.5, render.ColRuby)
				pt.Text(screen, fmt.Sprintf("+%d", fury), pt.Fonts.Bold, 11, b.X+b.W/2, b.Y+(b.H-pt.Em(11)*1.25)/2, render.AlignCenter, render.ColText)
			}
		}
	}
}

// tooltip describes the hovered space, in our words.
func (c *chartTrack) tooltip(g *rules.Game) string {
	current := consulOf(g).Space
	if c.hover < 0 {
		return ""
	}
	if c.ex != nil {
		return c.exploreTip(g) // explore_hud.go
	}
	if c.cl != nil {
		return classicGaugeTip(g, c.hover)
	}
	if c.hover == 0 {
		return "Start: the dungeon boss waits here before the first Consul turn."
	}
	sp := c.chart.Spaces[c.hover-1]
	var cmds []string
	for _, cc := range sp.Commands {
		cmds = append(cmds, cc.String())
	}
	s := fmt.Sprintf("Space %d: %s", c.hover, strings.Join(cmds, ", "))
	if len(sp.Bonuses) > 0 {
		var bs []string
		for _, b := range sp.Bonuses {
			bs = append(bs, string(b))
		}
		// Spawning points are not monsters (arcade consulARM): a Shadow
		// Tower keeps its armour, and the tooltip says so.
		s += " · star bonus for every monster but the dungeon boss from now on (not the spawning points): " + strings.Join(bs, ", ")
	}
	if c.hover == current {
		s += " (the boss is here)"
		out := consulOf(g).BossSpawned
		if out {
			s += fmt.Sprintf(" · The boss is in the dungeon: each Consul turn is a boss-fight turn (%d so far), and the chart no longer moves.", consulOf(g).BossFightTurns)
		}
		if fury := arcade.BossFury(g); fury > 0 {
			s += fmt.Sprintf(" Fury: the fight has dragged on, so the boss has +%d STR", fury)
			if arcade.BossFuryEpic(g) {
				s += " and every Fight is an Epic Fight"
			}
			s += "."
		} else if out {
			s += " If the fight drags on, the boss grows furious."
		}
	}
	return s
}

// noConsul is what the play screen reads for a game without an Arcade
// Consul (no chart, no cards in play): the chart and card panels stay
// empty instead of the screen failing.
var noConsul arcade.State

// consulOf is the game's Arcade Consul state, or an empty one.
func consulOf(g *rules.Game) *arcade.State {
	if s := arcade.StateOf(g); s != nil {
		return s
	}
	return &noConsul
}
