package scene

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
)

// The objective: what the party must do now, always on screen in a line at
// the board's top left, announced by a banner whenever it changes, with an
// arrow at the board's edge to the nearest place it is done when that is
// off screen. The mode cards chosen at setup sit beside it.

// objective is the party's current goal and where it is.
type objective struct {
	text string // the persistent line
	// banner is the announcement when it changes; tip the line's tooltip.
	banner, tip string
	// targets are the models to go for (spawning points, then the boss).
	targets []*rules.Model
	what    string // what a target is called by the arrow
}

// objectiveBannerTicks is how long the announcement stays: long enough
// to read twice, short of getting in the way.
const objectiveBannerTicks = 200

// currentObjective works out the goal from the game state.
func (p *Play) currentObjective() objective {
	g := p.g
	cat := g.Catalog()
	var spawns, bosses []*rules.Model
	for i := range g.Models {
		m := &g.Models[i]
		if !m.InPlay || cat == nil {
			continue
		}
		if m.Kind == rules.KindSpawningPoint {
			spawns = append(spawns, m)
			continue
		}
		c := cat.Monsters[m.Card]
		if c == nil {
			continue
		}
		if c.Role == cards.RoleBoss && m.Kind == rules.KindMonster {
			bosses = append(bosses, m)
		}
	}
	boss := arcade.StateOf(g).Boss
	if boss == "" {
		boss = "the dungeon boss"
	}
	switch {
	case len(spawns) > 0:
		n := plural(len(spawns), "spawning point", "spawning points")
		return objective{
			text:    fmt.Sprintf("Goal: destroy the spawning points (%d left), then the boss", len(spawns)),
			banner:  fmt.Sprintf("Destroy the %s, then beat %s", n, boss),
			tip:     fmt.Sprintf("The party wins by destroying every spawning point (the portals and nests that call monsters: %d left) and then beating %s. The arrow at the board's edge points to the nearest one.", len(spawns), boss),
			targets: spawns, what: "spawning point",
		}
	case len(bosses) > 0:
		return objective{
			text:    "Goal: beat " + bosses[0].Card,
			banner:  "Beat " + bosses[0].Card + "!",
			tip:     "Every spawning point is down. Destroy " + bosses[0].Card + " to win.",
			targets: bosses, what: "boss",
		}
	}
	return objective{
		text:   "Goal: beat " + boss + " when it arrives",
		banner: "The spawning points are down: " + boss + " is coming",
		tip:    "Every spawning point is down. " + boss + " arrives when the track at the top reaches it; beat it to win.",
	}
}

// updateObjective announces a changed goal; it runs every tick but only
// works the goal out again when the game changed.
func (p *Play) updateObjective() {
	p.objAge++
	if p.objG == p.g && p.objV == p.version {
		return
	}
	p.objG, p.objV = p.g, p.version
	o := p.currentObjective()
	if o.banner != p.obj.banner && p.g.Over == "" {
		p.objAge = 0
	}
	p.obj = o
}

// modeLine names the easy and hard mode cards in play ("" for none).
func (p *Play) modeLine() (line, tip string) {
	var names []string
	var tips []string
	for _, m := range arcade.StateOf(p.g).Modes {
		if m == "" {
			continue
		}
		names = append(names, m)
		if t := p.modeTexts()[m]; t != "" {
			tips = append(tips, m+": "+t)
		}
	}
	if len(names) == 0 {
		return "", ""
	}
	return "Mode cards: " + strings.Join(names, " · "), strings.Join(tips, "\n")
}

// modeTexts are the mode cards' texts and difficulty, loaded once.
func (p *Play) modeTexts() map[string]string {
	if p.modeText == nil {
		p.modeText = map[string]string{}
		for _, load := range []func() ([]cards.Mode, error){cards.LoadEasyModes, cards.LoadHardModes} {
			ms, err := load()
			if err != nil {
				continue
			}
			for _, m := range ms {
				p.modeText[m.Name] = fmt.Sprintf("(%s) %s", m.Difficulty, m.Text)
			}
		}
	}
	return p.modeText
}

// objectiveRects are the goal line and the mode cards' line, in HUD units,
// at the board's top left.
func (p *Play) objectiveRects(pt *render.Painter) (goal, modes render.Rect) {
	v := p.lay.board
	const size = 15.0
	h := pt.Em(size)*1.25 + 10
	w := min(pt.TextWidth(p.obj.text, pt.Fonts.Bold, size)+24, v.W-16)
	goal = render.Rect{X: v.X + 8, Y: v.Y + 8, W: w, H: h}
	if line, _ := p.modeLine(); line != "" {
		mw := min(pt.TextWidth(line, pt.Fonts.Regular, 13)+20, v.W-16)
		modes = render.Rect{X: v.X + 8, Y: goal.Y + h + 4, W: mw, H: pt.Em(13)*1.25 + 8}
	}
	return goal, modes
}

// objectiveArrow is where the arrow to the nearest target goes, in HUD
// units: the point on the board's edge towards it and the direction.
// ok is false when every target is on screen (or there is none).
func (p *Play) objectiveArrow() (x, y, angle float64, label string, ok bool) {
	if len(p.obj.targets) == 0 || p.lay.scale <= 0 {
		return 0, 0, 0, "", false
	}
	u := p.lay.scale
	v := p.cam.View
	cx, cy := v.X+v.W/2, v.Y+v.H/2
	best, bestD := -1.0, math.Inf(1)
	var bx, by float64
	for _, m := range p.obj.targets {
		f := 0.5
		sx, sy := p.cam.ToScreen(float64(m.Pos.X)+f, float64(m.Pos.Y)+f)
		if v.Contains(sx, sy) {
			return 0, 0, 0, "", false // one is on screen already
		}
		if d := math.Hypot(sx-cx, sy-cy); d < bestD {
			best, bestD, bx, by = 1, d, sx, sy
		}
	}
	if best < 0 {
		return 0, 0, 0, "", false
	}
	angle = math.Atan2(by-cy, bx-cx)
	// Where the ray from the centre leaves the board, 28 px inside.
	hw, hh := v.W/2-28, v.H/2-28
	t := math.Min(hw/math.Max(1e-9, math.Abs(math.Cos(angle))), hh/math.Max(1e-9, math.Abs(math.Sin(angle))))
	x, y = cx+math.Cos(angle)*t, cy+math.Sin(angle)*t
	return x / u, y / u, angle, "Nearest " + p.obj.what, true
}

// objectiveClick pans to the target the arrow points at; it reports
// whether the click was the arrow's.
func (p *Play) objectiveClick(hc *Context) bool {
	x, y, _, _, ok := p.objectiveArrow()
	if !ok || !hc.In.Clicked || math.Hypot(hc.In.X-x, hc.In.Y-y) > 26 {
		return false
	}
	v := p.cam.View
	cx, cy := v.X+v.W/2, v.Y+v.H/2
	best := math.Inf(1)
	for _, m := range p.obj.targets {
		sx, sy := p.cam.ToScreen(float64(m.Pos.X)+0.5, float64(m.Pos.Y)+0.5)
		if d := math.Hypot(sx-cx, sy-cy); d < best {
			best = d
			p.camGoalX, p.camGoalY = float64(m.Pos.X)+0.5, float64(m.Pos.Y)+0.5
		}
	}
	p.camFollow = true
	return true
}

// objectiveTooltip is the goal line's, the mode line's or the arrow's tip.
func (p *Play) objectiveTooltip(hc *Context) string {
	goal, modes := p.objectiveRects(hc.Painter)
	in := &hc.In
	switch {
	case goal.Contains(in.X, in.Y):
		return p.obj.tip
	case modes.W > 0 && modes.Contains(in.X, in.Y):
		_, tip := p.modeLine()
		return tip
	}
	if x, y, _, label, ok := p.objectiveArrow(); ok && math.Hypot(in.X-x, in.Y-y) <= 26 {
		return label + ": click to look there"
	}
	return ""
}

// drawObjective paints the goal line, the mode cards, the arrow and, for a
// while after the goal changes, its banner.
func (p *Play) drawObjective(screen *ebiten.Image, hc *Context) {
	if p.obj.text == "" || p.g.Over != "" {
		return
	}
	pt := hc.Painter
	goal, modes := p.objectiveRects(pt)
	pt.Panel(screen, goal, render.ColPanel, render.ColGold)
	text := pt.Ellipsize(p.obj.text, pt.Fonts.Bold, 15, goal.W-24)
	pt.Text(screen, text, pt.Fonts.Bold, 15, goal.X+12, goal.Y+5, render.AlignLeft, render.ColGold)
	if line, _ := p.modeLine(); line != "" {
		pt.Panel(screen, modes, render.ColPanel, render.ColPanelEdge)
		pt.Text(screen, pt.Ellipsize(line, pt.Fonts.Regular, 13, modes.W-20), pt.Fonts.Regular, 13, modes.X+10, modes.Y+4, render.AlignLeft, render.ColText)
	}
	if x, y, a, _, ok := p.objectiveArrow(); ok {
		// A gold arrowhead on a dark disc, pointing off the board's edge.
		pt.Circle(screen, x, y, 22, render.ColOutline)
		pt.Circle(screen, x, y, 19, render.ColPanel)
		ca, sa := math.Cos(a), math.Sin(a)
		tip := [2]float64{x + ca*15, y + sa*15}
		l := [2]float64{x - ca*9 - sa*11, y - sa*9 + ca*11}
		r := [2]float64{x - ca*9 + sa*11, y - sa*9 - ca*11}
		pt.Polygon(screen, []float64{tip[0], tip[1], l[0], l[1], r[0], r[1]}, render.ColGold)
	}
	if p.objAge < objectiveBannerTicks && p.obj.banner != "" {
		v := p.lay.board
		w := min(max(520, pt.TextWidth(p.obj.banner, pt.Fonts.Bold, 26)+48), v.W-16)
		size := pt.FitSize(p.obj.banner, pt.Fonts.Bold, 26, 12, w-24)
		h := pt.Em(14)*1.25 + pt.Em(size)*1.25 + 30
		// Under the goal line, where the line will stay once it is gone.
		y := goal.Y + goal.H + 10
		if modes.H > 0 {
			y = modes.Y + modes.H + 10
		}
		r := render.Rect{X: v.X + (v.W-w)/2, Y: y, W: w, H: h}
		pt.Panel(screen, r, render.ColPanel, render.ColGold)
		pt.Text(screen, "Your goal", pt.Fonts.Regular, 14, r.X+r.W/2, r.Y+10, render.AlignCenter, render.ColTextDim)
		pt.OutlinedText(screen, p.obj.banner, pt.Fonts.Bold, size, r.X+r.W/2, r.Y+14+pt.Em(14)*1.25, 2, render.ColGold, render.ColOutline)
	}
}
