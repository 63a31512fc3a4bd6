package scene

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// The objective: what the party must do now, always on screen in a line at
// the board's top left, announced by a banner whenever it changes, with an
// arrow at the board's edge to the nearest place it is done when that is
// off screen. The mode cards chosen at setup sit beside it.

// objective is the party's current goal and where it is.
type objective struct {
	text string // the persistent line
	// short is the line for a narrow board.
	short string
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
	if p.ex != nil {
		return p.exploreObjective() // explore_play.go
	}
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
	boss := consulOf(g).Boss
	if boss == "" {
		boss = "the dungeon boss"
	}
	switch {
	case len(spawns) == 1:
		// "Destroy the 1 spawning point" read oddly (played by mouse).
		return objective{
			text:    "Goal: destroy the last spawning point, then the boss",
			short:   "Goal: the last spawning point",
			banner:  fmt.Sprintf("Destroy the last spawning point, then beat %s", boss),
			tip:     fmt.Sprintf("The party wins by destroying every spawning point (the portals and nests that call monsters: one is left) and then beating %s. The arrow at the board's edge points to it.", boss),
			targets: spawns, what: "spawning point",
		}
	case len(spawns) > 0:
		n := plural(len(spawns), "spawning point", "spawning points")
		return objective{
			text:    fmt.Sprintf("Goal: destroy the spawning points (%d left), then the boss", len(spawns)),
			short:   fmt.Sprintf("Goal: %s left", n),
			banner:  fmt.Sprintf("Destroy the %s, then beat %s", n, boss),
			tip:     fmt.Sprintf("The party wins by destroying every spawning point (the portals and nests that call monsters: %d left) and then beating %s. The arrow at the board's edge points to the nearest one.", len(spawns), boss),
			targets: spawns, what: "spawning point",
		}
	case len(bosses) > 0:
		return objective{
			text:    "Goal: beat " + bosses[0].Card,
			short:   "Goal: beat the boss",
			banner:  "Beat " + bosses[0].Card + "!",
			tip:     "Every spawning point is down. Destroy " + bosses[0].Card + " to win.",
			targets: bosses, what: "boss",
		}
	}
	text := "Goal: beat " + boss + " when it arrives"
	p.chart.load(consulOf(g).Chart)
	if n := len(p.chart.chart.Spaces); n > 0 && !consulOf(g).BossSpawned {
		// When: the track's last space (played at 200%: only hovering
		// the track told it).
		text = fmt.Sprintf("Goal: beat %s, arriving in %s on the track", boss, plural(max(0, n-consulOf(g).Space), "space", "spaces"))
	}
	return objective{
		text:   text,
		short:  "Goal: beat the boss",
		banner: "The spawning points are down: " + boss + " is coming",
		tip:    "Every spawning point is down. " + boss + " arrives when the track at the top reaches it; beat it to win.",
	}
}

// updateObjective announces a changed goal; it runs every tick but only
// works the goal out again when the game changed.
func (p *Play) updateObjective() {
	// The announcement waits while the phase banner, the power-up panel,
	// a treasure choice or a roll has the screen (found by mouse: the
	// goal drawn over the dice of the attack that changed it).
	if p.banner == "" || p.bannerAge > ticksPerBanner {
		if !p.hasPendingChoice() && !p.needsPowerUp() && !p.diceShown() {
			p.objAge++
		}
	}
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
	kinds := map[string]bool{}
	for _, m := range consulOf(p.g).Modes {
		if m == "" {
			continue
		}
		names = append(names, m)
		if t := p.modeTexts()[m]; t != "" {
			tips = append(tips, m+": "+t)
		}
		kinds[p.modeKind[m]] = true
	}
	if len(names) == 0 {
		return "", ""
	}
	head := "Mode cards: "
	if len(kinds) == 1 {
		for k := range kinds {
			if k != "" {
				head = strings.ToUpper(k[:1]) + k[1:] + " mode: "
			}
		}
	}
	return head + strings.Join(names, " · "), strings.Join(tips, "\n")
}

// modeTexts are the mode cards' texts and difficulty, loaded once.
func (p *Play) modeTexts() map[string]string {
	if p.modeText == nil {
		p.modeText, p.modeKind = loadModeTexts()
	}
	return p.modeText
}

// loadModeTexts reads every easy and hard mode card: its text, led by its
// difficulty ("(hard) …"), and its difficulty, by name.
func loadModeTexts() (text, kind map[string]string) {
	text, kind = map[string]string{}, map[string]string{}
	for _, load := range []func() ([]cards.Mode, error){cards.LoadEasyModes, cards.LoadHardModes} {
		ms, err := load()
		if err != nil {
			continue
		}
		for _, m := range ms {
			text[m.Name] = fmt.Sprintf("(%s) %s", m.Difficulty, m.Text)
			kind[m.Name] = string(m.Difficulty)
		}
	}
	return text, kind
}

// objectiveRects are the goal line and the mode cards' line, in HUD units,
// at the board's top left.
func (p *Play) objectiveRects(pt *render.Painter) (goal, modes render.Rect) {
	v := p.lay.board
	const size = 15.0
	h := pt.Em(size)*1.25 + 10
	if g := p.lay.goal; g.W > 0 {
		// Over the log (hudLayout.goal): the goal as wide as the column,
		// in as many lines as the layout keeps, the mode cards under it.
		goal = render.Rect{X: g.X, Y: g.Y, W: g.W, H: float64(p.lay.goalLines)*pt.Em(p.lay.goalSize)*1.25 + 10}
		if line, _ := p.modeLine(); line != "" {
			if p.lay.compact {
				line = p.modeChip()
			}
			mw := min(pt.TextWidth(line, pt.Fonts.Regular, 13)+20, g.W)
			modes = render.Rect{X: g.X, Y: goal.Y + goal.H + 4, W: mw, H: pt.Em(13)*1.25 + 8}
		}
		return goal, modes
	}
	w := min(pt.TextWidth(p.objText(pt), pt.Fonts.Bold, size)+24, v.W-16)
	if n := len(p.pillLines(pt, w)); n > 1 {
		h += float64(n-1) * pt.Em(size) * 1.25
	}
	goal = render.Rect{X: v.X + 8, Y: v.Y + 8, W: w, H: h}
	if line, _ := p.modeLine(); line != "" {
		if p.lay.compact {
			// A large interface leaves a small board: the mode cards are a
			// short chip under the goal (hover it for them), not a row as
			// wide as the board over the dungeon's top squares (found at
			// 200% with large text).
			mw := min(pt.TextWidth(p.modeChip(), pt.Fonts.Regular, 13)+20, v.W-16)
			modes = render.Rect{X: v.X + 8, Y: goal.Y + h + 4, W: mw, H: pt.Em(13)*1.25 + 8}
			return goal, modes
		}
		mw := min(pt.TextWidth(line, pt.Fonts.Regular, 13)+20, v.W-16)
		modes = render.Rect{X: v.X + 8, Y: goal.Y + h + 4, W: mw, H: pt.Em(13)*1.25 + 8}
	}
	return goal, modes
}

// modeChip is the mode cards' label beside the goal on a small board.
func (p *Play) modeChip() string {
	n := 0
	for _, m := range consulOf(p.g).Modes {
		if m != "" {
			n++
		}
	}
	return plural(n, "mode card", "mode cards")
}

// goalSize is the size the goal text is set at in the column's goal
// line: the layout's, or less for a one-line goal longer than the one it
// was laid out for, never below its size at 100%.
func (p *Play) goalSize(pt *render.Painter, text string) float64 {
	gs := p.lay.goalSize
	if p.lay.goalLines == 1 && gs < 15 {
		gs = pt.FitSize(text, pt.Fonts.Bold, gs, min(gs, 15/max(1, p.lay.scale)), p.lay.goal.W-24)
	}
	return gs
}

// objText is the goal line that fits its place: the board's width, or
// the lines the layout keeps over the log.
func (p *Play) objText(pt *render.Painter) string {
	if p.obj.short == "" {
		return p.obj.text
	}
	if g := p.lay.goal; g.W > 0 {
		if len(pt.Wrap(p.obj.text, pt.Fonts.Bold, p.goalSize(pt, p.obj.text), g.W-24)) > p.lay.goalLines {
			return p.obj.short
		}
		return p.obj.text
	}
	fits := func(s string) bool { return pt.TextWidth(s, pt.Fonts.Bold, 15)+24 <= p.lay.board.W-16 }
	switch {
	case fits(p.obj.text):
		return p.obj.text
	case fits(p.obj.short):
		return p.obj.short
	}
	// The smallest board (200% with large text) cut even the short line
	// ("Goal: 3 spawning point…", played by mouse): the gold pill says
	// it is the goal, so the word goes.
	tiny := strings.TrimPrefix(p.obj.short, "Goal: ")
	return strings.ToUpper(tiny[:1]) + tiny[1:]
}

// pillLines are the goal line's lines in a pill w wide over the board:
// one, or two when even the shortest wording does not fit (200% with
// extra-large text), the second cut if it must be.
func (p *Play) pillLines(pt *render.Painter, w float64) []string {
	text := p.objText(pt)
	if pt.TextWidth(text, pt.Fonts.Bold, 15)+24 <= w+0.5 {
		return []string{text}
	}
	lines := pt.Wrap(text, pt.Fonts.Bold, 15, w-24)
	if len(lines) > 2 {
		lines = []string{lines[0], pt.Ellipsize(strings.Join(lines[1:], " "), pt.Fonts.Bold, 15, w-24)}
	}
	return lines
}

// objectiveArrow is the arrow to the nearest target, in HUD units: the
// point on the board's edge towards it and the direction. ok is false
// when every target is on screen (or there is none), and while a click
// there would be the board's (arrowGivesWay): the arrow is then not drawn,
// so it is never a button that is not one (played at 200% twice: a click
// on the arrow, drawn faint over a lit square, walked the Hero there).
func (p *Play) objectiveArrow() (x, y, angle float64, label string, ok bool) {
	x, y, angle, label, ok = p.arrowPlace()
	if ok && p.arrowGivesWay(x, y) {
		return 0, 0, 0, "", false
	}
	return x, y, angle, label, ok
}

// arrowPlace is where the objective arrow goes, whether or not it gives
// way there.
func (p *Play) arrowPlace() (x, y, angle float64, label string, ok bool) {
	if len(p.obj.targets) == 0 || p.lay.scale <= 0 || p.tut != nil {
		return 0, 0, 0, "", false
	}
	u := p.lay.scale
	v := p.cam.View
	cx, cy := v.X+v.W/2, v.Y+v.H/2
	best, bestD := -1.0, math.Inf(1)
	var bx, by float64
	for _, m := range p.obj.targets {
		// Any part of its base on the board area is on screen: then the
		// arrow, pointing at the edge it stands on, would cover it (found
		// by mouse: the disc over a boss at the board's edge).
		r := targetRect(&p.cam, m)
		if overlaps(r, v) {
			return 0, 0, 0, "", false // one is on screen already
		}
		sx, sy := r.X+r.W/2, r.Y+r.H/2
		if d := math.Hypot(sx-cx, sy-cy); d < bestD {
			best, bestD, bx, by = 1, d, sx, sy
		}
	}
	if best < 0 {
		return 0, 0, 0, "", false
	}
	angle = math.Atan2(by-cy, bx-cx)
	// Where the ray from the centre leaves the board, the disc and a
	// little more inside.
	inset := max(28, (22*p.arrowScale()+6)*u)
	hw, hh := v.W/2-inset, v.H/2-inset
	t := math.Min(hw/math.Max(1e-9, math.Abs(math.Cos(angle))), hh/math.Max(1e-9, math.Abs(math.Sin(angle))))
	x, y = (cx+math.Cos(angle)*t)/u, (cy+math.Sin(angle)*t)/u
	// Never on the goal line and the mode line at the board's top left.
	goal, modes := p.objectiveRects(p.hc.Painter)
	under := goal.Y + goal.H
	if modes.H > 0 {
		under = modes.Y + modes.H
	}
	if p.lay.goal.W == 0 && x-24 < max(goal.X+goal.W, modes.X+modes.W) && y-24 < under {
		y = under + 26
	}
	return x, y, angle, "Nearest " + p.obj.what, true
}

// targetRect is where a model's base is on screen (logical px): a square,
// or the 2×2 block of a large model.
func targetRect(c *render.Camera, m *rules.Model) render.Rect {
	n := 1.0
	if m.Large {
		n = 2
	}
	return c.SquareRect(float64(m.Pos.X), float64(m.Pos.Y), n)
}

// overlaps reports whether a and b share some area.
func overlaps(a, b render.Rect) bool {
	const eps = 0.01
	return a.X+eps < b.X+b.W && b.X+eps < a.X+a.W && a.Y+eps < b.Y+b.H && b.Y+eps < a.Y+a.H
}

// objectiveClick pans to the target the arrow points at; it reports
// whether the click was the arrow's.
func (p *Play) objectiveClick(hc *Context) bool {
	x, y, _, _, ok := p.objectiveArrow()
	if !ok || !hc.In.Clicked {
		return false
	}
	// The press decides whose click it is: the arrow may have moved by
	// the release (the camera glided, the reach changed).
	if p.press.held && !p.press.arrow || !p.press.held && math.Hypot(hc.In.X-x, hc.In.Y-y) > p.arrowHit() {
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
	// Quickly: the player asked for it and clicks there next (played at
	// 200% under load: a click 1.2 s after the arrow's still met a gliding
	// board and hit the square beside the one aimed at).
	p.camFollow, p.camQuick = true, true
	return true
}

// objectiveTooltip is the goal line's, the mode line's or the arrow's tip.
func (p *Play) objectiveTooltip(hc *Context) string {
	if p.tut != nil {
		return ""
	}
	goal, modes := p.objectiveRects(hc.Painter)
	in := &hc.In
	if u := max(p.lay.scale, 0.01); p.lay.goal.W == 0 && p.boardTakesClick(in.X*u, in.Y*u) {
		// Over the board the goal line gives way to the model or lit
		// square under it: the board's tip, as a click goes to the board
		// (played at 200%: the Midnight Queen under the line showed the
		// goal's tip instead of hers).
		goal, modes = render.Rect{}, render.Rect{}
	}
	switch {
	case goal.Contains(in.X, in.Y):
		return p.obj.tip
	case modes.W > 0 && modes.Contains(in.X, in.Y):
		_, tip := p.modeLine()
		return tip
	}
	if x, y, _, label, ok := p.objectiveArrow(); ok && math.Hypot(in.X-x, in.Y-y) <= p.arrowHit() {
		return label + ": click to look there"
	}
	return ""
}

// drawObjective paints the goal line, the mode cards, the arrow and, for a
// while after the goal changes, its banner.
func (p *Play) drawObjective(screen *ebiten.Image, hc *Context) {
	if p.obj.text == "" || p.g.Over != "" || p.tut != nil {
		return // (the tutorial's panel says what to do)
	}
	pt := hc.Painter
	goal, modes := p.objectiveRects(pt)
	fill, edge, ink := render.ColPanel, render.ColGold, render.ColGold
	if p.goalSeeThrough(goal) {
		// Over the board, the line lets a model under it show through
		// (found by mouse at 200% with large text: the active Guardian
		// hidden under it); clicks already go through to the board.
		fill, edge, ink = colGoalSeeThrough, colGoalInkSeeThrough, colGoalInkSeeThrough
	}
	pt.Panel(screen, goal, fill, edge)
	if p.lay.goal.W > 0 {
		text := p.objText(pt)
		gs := p.goalSize(pt, text)
		lines := pt.Wrap(text, pt.Fonts.Bold, gs, goal.W-24)
		for i, l := range lines {
			if i == p.lay.goalLines-1 && len(lines) > p.lay.goalLines {
				l = pt.Ellipsize(l+" …", pt.Fonts.Bold, gs, goal.W-24)
			}
			if i < p.lay.goalLines {
				y := goal.Y + 5 + float64(i)*pt.Em(p.lay.goalSize)*1.25 + (pt.Em(p.lay.goalSize)-pt.Em(gs))*0.8
				pt.Text(screen, l, pt.Fonts.Bold, gs, goal.X+12, y, render.AlignLeft, render.ColGold)
			}
		}
	} else {
		for i, l := range p.pillLines(pt, goal.W) {
			pt.Text(screen, l, pt.Fonts.Bold, 15, goal.X+12, goal.Y+5+float64(i)*pt.Em(15)*1.25, render.AlignLeft, ink)
		}
	}
	if line, _ := p.modeLine(); line != "" {
		if p.lay.compact {
			line = p.modeChip()
		}
		pt.Panel(screen, modes, render.ColPanel, render.ColPanelEdge)
		pt.Text(screen, pt.Ellipsize(line, pt.Fonts.Regular, 13, modes.W-20), pt.Fonts.Regular, 13, modes.X+10, modes.Y+4, render.AlignLeft, render.ColText)
	}
	if x, y, a, _, ok := p.objectiveArrow(); ok {
		// A gold arrowhead on a dark disc, pointing off the board's edge;
		// see-through over a model, which a click then reaches.
		k := p.arrowScale()
		pt.Circle(screen, x, y, 22*k, render.ColOutline)
		pt.Circle(screen, x, y, 19*k, render.ColPanel)
		ca, sa := math.Cos(a)*k, math.Sin(a)*k
		tip := [2]float64{x + ca*15, y + sa*15}
		l := [2]float64{x - ca*9 - sa*11, y - sa*9 + ca*11}
		r := [2]float64{x - ca*9 + sa*11, y - sa*9 - ca*11}
		pt.Polygon(screen, []float64{tip[0], tip[1], l[0], l[1], r[0], r[1]}, render.ColGold)
	}
}

// arrowGivesWay reports whether the arrow at (x, y) (HUD units) would
// cover what the board takes a click on: a model under any part of its
// disc, or a lit square or an aim anywhere under it (boardTakesClick at
// its centre and at the disc's four sides).
func (p *Play) arrowGivesWay(x, y float64) bool {
	d := 22 * p.arrowScale()
	if p.modelUnder(p.lay.toScreen(render.Rect{X: x - d, Y: y - d, W: 2 * d, H: 2 * d})) {
		return true
	}
	for _, o := range [...][2]float64{{0, 0}, {-d, 0}, {d, 0}, {0, -d}, {0, d}} {
		if p.arrowYields(x+o[0], y+o[1]) {
			return true
		}
	}
	return false
}

// arrowScale is the objective arrow's size factor in HUD units: 1 up to
// 140%, then no larger on screen (played at 200%: an 85 px disc covered
// the squares, and a monster, at the board's edge).
func (p *Play) arrowScale() float64 { return min(1, 1.4/max(p.lay.scale, 0.01)) }

// arrowHit is the radius (HUD units) a click or hover on the arrow counts
// within.
func (p *Play) arrowHit() float64 { return 26 * p.arrowScale() }

// arrowYields reports whether a click at (hx, hy) (HUD units) on the
// objective arrow is meant for the board under it (boardTakesClick)
// (played by mouse at 100%: a Magic attack on a Crawler under the arrow
// panned the board away instead, and the next clicks hit empty squares).
func (p *Play) arrowYields(hx, hy float64) bool {
	u := max(p.lay.scale, 0.01)
	return p.boardTakesClick(hx*u, hy*u)
}

// The goal line's colours while a model stands under it.
var (
	colGoalSeeThrough    color.Color = color.NRGBA{0x26, 0x22, 0x3d, 0x50}
	colGoalInkSeeThrough color.Color = color.NRGBA{0xff, 0xcf, 0x4a, 0x90}
)

// goalSeeThrough reports whether the goal line (goal, HUD units) is drawn
// see-through: over the board with a model under it.
func (p *Play) goalSeeThrough(goal render.Rect) bool {
	return p.lay.goal.W == 0 && p.modelUnder(p.lay.toScreen(goal))
}

// modelUnder reports whether a model in play stands under r (logical px).
func (p *Play) modelUnder(r render.Rect) bool {
	for i := range p.g.Models {
		m := &p.g.Models[i]
		if m.InPlay && overlaps(targetRect(&p.cam, m), r) {
			return true
		}
	}
	return false
}

// drawGoalBanner announces a new goal across the board, over the
// panels around it (the cards in play, the buttons) like every banner.
func (p *Play) drawGoalBanner(screen *ebiten.Image, hc *Context) {
	if p.obj.text == "" || p.g.Over != "" || p.tut != nil || !p.goalBannerShown() {
		return
	}
	pt := hc.Painter
	goal, modes := p.objectiveRects(pt)
	v := p.lay.board
	// Over the board, or across the screen when the board is narrow;
	// the text wraps rather than shrinks.
	w := min(max(520, pt.TextWidth(p.obj.banner, pt.Fonts.Bold, 24)+48), hc.W-16)
	lines := wrapAll(pt, p.obj.banner, pt.Fonts.Bold, 24, w-24)
	h := pt.Em(14)*1.25 + float64(len(lines))*pt.Em(24)*1.25 + 30
	// Under the goal line, where the line will stay once it is gone.
	y := goal.Y + goal.H + 10
	if modes.H > 0 {
		y = modes.Y + modes.H + 10
	}
	// Clear of the Hero cards when the board and the column beside it
	// are wide enough (a narrow board: an L of three tiles).
	lo := 8.0
	if w <= hc.W-v.X-16 {
		lo = v.X + 8
	}
	x := min(max(lo, v.X+(v.W-w)/2), hc.W-w-8)
	r := render.Rect{X: x, Y: y, W: w, H: h}
	pt.Panel(screen, r, render.ColPanel, render.ColGold)
	pt.Text(screen, "Your goal", pt.Fonts.Regular, 14, r.X+r.W/2, r.Y+10, render.AlignCenter, render.ColTextDim)
	ty := r.Y + 14 + pt.Em(14)*1.25
	for _, l := range lines {
		pt.OutlinedText(screen, l, pt.Fonts.Bold, 24, r.X+r.W/2, ty, 2, render.ColGold, render.ColOutline)
		ty += pt.Em(24) * 1.25
	}
}

// goalBannerGrace is how long the goal's announcement stays through a
// moving pointer; a click or a key ends it at once.
const goalBannerGrace = 45

// dismissGoalBanner ends the goal's announcement at the player's first
// click or key, or once it has been up a moment, at a move of the
// pointer; the click still acts on what is under it (played by mouse at
// 200% with large text: the banner covered the screen for seconds on
// Continue). The goal line above the board keeps saying it.
func (p *Play) dismissGoalBanner(in *Input) {
	if !p.goalBannerShown() {
		return
	}
	if in.Pressed || in.Clicked || len(in.Keys) > 0 || (in.Activity && p.objAge > goalBannerGrace) {
		p.objAge = objectiveBannerTicks
	}
}

// goalBannerShown reports whether the goal's announcement is over the
// board (a new goal, once the phase banner has gone).
func (p *Play) goalBannerShown() bool {
	return p.objAge < objectiveBannerTicks && p.obj.banner != "" && (p.banner == "" || p.bannerAge > ticksPerBanner) && !p.needsPowerUp() && !p.hasPendingChoice() && !p.diceShown()
}

// goalShortest is the longest of the goal's short lines for the
// spawning points, the one the column's goal is laid out to hold.
const goalShortest = "Goal: the last spawning point"
