package scene

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The first-game tutorial: a small fixed dungeon (a scenario in the rules'
// own format, so the rules play it exactly as a real game) with one Hero,
// a Crawler to hit, an elite that comes for the Hero in the Consul's turn
// and a chest. A panel says what to do next and an arrow points at what to
// click: activate, move, attack, end, watch the Consul, open a chest. It is
// not recorded or saved; Skip or the last step's buttons leave it.

// tutorialScenario is the tutorial's dungeon. The dice are scripted so the
// first attack lands (two blue twos, a one and a heart: a heart pops out).
const tutorialScenario = `
seed 7 3
map
+-+-+-+-+-+-+-+-+-+-+
|. . . . . . . . . .|
+ + + + + + + + + + +
|W . . . . C . . . .|
+ + + + + + + + + + +
|. . . . . . . . N .|
+ + + + + + + + + + +
|. . X . . . . . K .|
+-+-+-+-+-+-+-+-+-+-+
end
W Riftling Warrior
C Crawler
K Spider Speaker
N Spider Nest
X Treasure Chest
deck treasure: Hero's Blade, Ancestral Mail
dice 4 4 2 5
`

// tutorialState is where the player is in the tutorial.
type tutorialState struct {
	step   int
	fitted bool
	marks  map[rune]rules.ModelID
	skip   render.Rect // the Skip button, in HUD units
	// real and title are the last step's buttons.
	real, title render.Rect
}

// tutorialStep is one thing to learn: what the panel says, when it is
// done, and what the arrow points at (in logical pixels; ok false: none).
type tutorialStep struct {
	text  string
	done  func(p *Play) bool
	point func(p *Play) (x, y float64, ok bool)
}

// NewTutorial opens the tutorial game.
func NewTutorial() (*Play, error) {
	s, err := rules.ParseScenario(tutorialScenario, nil, arcade.Scenario)
	if err != nil {
		return nil, fmt.Errorf("tutorial: %w", err)
	}
	p := NewPlay(s.Game, nil, nil)
	p.tut = &tutorialState{marks: s.Marks}
	p.objAge = objectiveBannerTicks // the tutorial's panel says it instead
	p.log = append(p.log, logLine{text: "The tutorial: one Hero, one small dungeon, one turn to learn.", kind: "phase"})
	return p, nil
}

// tutModel is a model the scenario marked.
func (p *Play) tutModel(mark rune) *rules.Model { return p.g.Model(p.tut.marks[mark]) }

// pointAtSquare is the centre of a board square on screen.
func (p *Play) pointAtSquare(sq tiles.Point) (float64, float64, bool) {
	x, y := p.cam.ToScreen(float64(sq.X)+0.5, float64(sq.Y)+0.2)
	return x, y, true
}

// drawTutorialPointer points at (x, y) (HUD units): a gold arrow bobbing
// above it, pointing down; a button gets a ring that pulses instead (an
// arrow above it stood over the log's newest line, played by mouse).
func (p *Play) drawTutorialPointer(screen *ebiten.Image, pt *render.Painter, x, y, bob float64) {
	if b := p.tutorialButtonAt(x, y); b != nil {
		w := 3 + max(0, bob)/2.5
		r := b.rect
		for _, e := range []render.Rect{
			{X: r.X - w - 2, Y: r.Y - w - 2, W: r.W + 2*w + 4, H: w},
			{X: r.X - w - 2, Y: r.Y + r.H + 2, W: r.W + 2*w + 4, H: w},
			{X: r.X - w - 2, Y: r.Y - 2, W: w, H: r.H + 4},
			{X: r.X + r.W + 2, Y: r.Y - 2, W: w, H: r.H + 4},
		} {
			pt.Rect(screen, e, render.ColGold)
		}
		return
	}
	hx, hy := x, y-6+bob
	pt.Polygon(screen, []float64{hx, hy, hx - 15, hy - 20, hx + 15, hy - 20}, render.ColOutline)
	pt.Polygon(screen, []float64{hx, hy - 4, hx - 11, hy - 18, hx + 11, hy - 18}, render.ColGold)
	pt.Rect(screen, render.Rect{X: hx - 5, Y: hy - 40, W: 10, H: 22}, render.ColGold)
}

// tutorialButtonAt is the action bar's button whose top's middle is at
// (x, y) in HUD units (pointAtButton's point), nil for none.
func (p *Play) tutorialButtonAt(x, y float64) *actionButton {
	for _, b := range p.buttons {
		if math.Abs(b.rect.X+b.rect.W/2-x) < 0.5 && math.Abs(b.rect.Y-y) < 0.5 {
			return b
		}
	}
	return nil
}

// pointAtButton is the top of the action bar's button with that label.
func (p *Play) pointAtButton(label string) (float64, float64, bool) {
	for _, b := range p.buttons {
		if b.label == label {
			u := p.lay.scale
			return (b.rect.X + b.rect.W/2) * u, b.rect.Y * u, true
		}
	}
	return 0, 0, false
}

var tutorialSteps = []tutorialStep{
	{
		text: "Welcome! Click the Riftling Warrior (or its card on the left) to activate it.",
		done: func(p *Play) bool { return p.g.Active != rules.NoModel },
		point: func(p *Play) (float64, float64, bool) {
			return p.pointAtSquare(p.tutModel('W').Pos)
		},
	},
	{
		text: "The lit squares are where it can walk; the number on each is what walking there costs. Click the square next to the Crawler.",
		done: func(p *Play) bool {
			return tiles.Dist(p.tutModel('W').Pos, p.tutModel('C').Pos) <= 1 || !p.tutModel('C').InPlay
		},
		point: func(p *Play) (float64, float64, bool) {
			c := p.tutModel('C').Pos
			return p.pointAtSquare(tiles.Point{X: c.X - 1, Y: c.Y})
		},
	},
	{
		text: "Attack! Click Melee in the bar at the bottom, then click the Crawler, lit in red. Hover it first to see your chance to wound.",
		done: func(p *Play) bool { return !p.tutModel('C').InPlay && !p.busy() },
		point: func(p *Play) (float64, float64, bool) {
			if p.armed.name == "" {
				return p.pointAtButton("Melee")
			}
			return p.pointAtSquare(p.tutModel('C').Pos)
		},
	},
	{
		text:  "The Crawler is destroyed! A Hero may keep moving and acting while it has points; here, press End to finish the Warrior's activation.",
		done:  func(p *Play) bool { return p.g.Active == rules.NoModel || p.g.Phase != rules.HeroTurn },
		point: func(p *Play) (float64, float64, bool) { return p.pointAtButton("End") },
	},
	{
		text: "Now the Consul's turn: the monsters move and attack by themselves, and the Consul says why. Watch!",
		done: func(p *Play) bool { return p.g.Turn >= 2 && p.g.Phase == rules.HeroTurn && !p.busy() },
		point: func(p *Play) (float64, float64, bool) {
			if s := p.tutModel('K'); s != nil && s.InPlay {
				return p.pointAtSquare(s.Pos)
			}
			return 0, 0, false
		},
	},
	{
		text: "Your turn again. Activate the Warrior, walk next to the chest and press Open Chest to take its treasure.",
		done: func(p *Play) bool {
			x := p.tutModel('X')
			return x == nil || !x.InPlay || len(p.g.Backpack) > 0
		},
		point: func(p *Play) (float64, float64, bool) {
			w, x := p.tutModel('W'), p.tutModel('X')
			switch {
			case p.g.Active == rules.NoModel:
				return p.pointAtSquare(w.Pos)
			case tiles.Dist(w.Pos, x.Pos) <= 1:
				return p.pointAtButton("Open Chest")
			}
			// The cheapest square next to the chest (a Hero cannot stop
			// on the chest itself).
			best, cost := x.Pos, 1<<30
			for sq, c := range p.reach {
				if tiles.Dist(sq, x.Pos) == 1 && (c < cost || c == cost && (sq.Y < best.Y || sq.Y == best.Y && sq.X < best.X)) {
					best, cost = sq, c
				}
			}
			return p.pointAtSquare(best)
		},
	},
	{
		text: "Well done: that is a whole turn. In a real game you lead three Heroes; destroy the spawning points (like the nest here), then beat the boss.",
		done: func(*Play) bool { return false },
	},
}

// updateTutorial moves to the next step when this one is done, and handles
// the panel's buttons; it reports whether the click was the panel's.
func (p *Play) updateTutorial(ctx, hc *Context) bool {
	t := p.tut
	if t == nil {
		return false
	}
	if !t.fitted {
		// The whole small dungeon in view, below the panel.
		t.fitted = true
		p.cam.Fit(p.g.Board.W, p.g.Board.H)
		p.cam.Zoom = min(p.cam.Zoom, 72)
		r, _ := p.tutorialPanel(hc.Painter)
		p.cam.CY -= (r.Y + r.H - p.lay.board.Y) * p.lay.scale / 2 / p.cam.Zoom
	}
	for t.step < len(tutorialSteps)-1 && tutorialSteps[t.step].done(p) {
		t.step++
	}
	p.layoutTutorial(hc)
	in := &hc.In
	if !in.Clicked {
		return false
	}
	last := t.step == len(tutorialSteps)-1
	switch {
	case t.skip.Contains(in.X, in.Y) && !last:
		ctx.Goto(NewTitle())
		return true
	case last && t.real.Contains(in.X, in.Y):
		if s, err := NewArcadeGame(ctx.Seed + uint64(ctx.Tick)); err == nil {
			ctx.Goto(s)
		}
		return true
	case last && t.title.Contains(in.X, in.Y):
		ctx.Goto(NewTitle())
		return true
	}
	return false
}

// tutorialPanel is the panel's rect and text lines, at the board's top;
// on a narrow board (a large interface) it spans the screen instead of
// squeezing its text into a column.
func (p *Play) tutorialPanel(pt *render.Painter) (render.Rect, []string) {
	v := p.lay.board
	w := min(v.W-16, 760)
	x := v.X + (v.W-w)/2
	if w < 600 {
		w = min(p.hc.W-16, 760)
		x = (p.hc.W - w) / 2
	}
	text := tutorialSteps[p.tut.step].text
	lines := wrapAll(pt, text, pt.Fonts.Bold, 17, w-28)
	h := tutorialHead(pt) + float64(len(lines))*pt.Em(17)*1.3 + 14
	if p.tut.step == len(tutorialSteps)-1 {
		h += max(48, pt.Em(18)*1.25+20) + 10
	}
	return render.Rect{X: x, Y: v.Y + 8, W: w, H: h}, lines
}

// tutorialHead is the height of the panel's first row: the step count and
// the Skip button.
func tutorialHead(pt *render.Painter) float64 { return max(36, pt.Em(16)*1.25+14) + 16 }

func (p *Play) layoutTutorial(hc *Context) {
	pt := hc.Painter
	r, _ := p.tutorialPanel(pt)
	bw := max(110, pt.TextWidth("Skip", pt.Fonts.Bold, 16)+30)
	p.tut.skip = render.Rect{X: r.X + r.W - bw - 10, Y: r.Y + 10, W: bw, H: max(36, pt.Em(16)*1.25+14)}
	bh := max(48, pt.Em(18)*1.25+20)
	half := (r.W - 30) / 2
	p.tut.real = render.Rect{X: r.X + 10, Y: r.Y + r.H - bh - 10, W: half, H: bh}
	p.tut.title = render.Rect{X: r.X + 20 + half, Y: r.Y + r.H - bh - 10, W: half, H: bh}
}

// tutorialTooltip is the Skip button's tip.
func (p *Play) tutorialTooltip(hc *Context) string {
	if p.tut != nil && p.tut.step < len(tutorialSteps)-1 && p.tut.skip.Contains(hc.In.X, hc.In.Y) {
		return "Leave the tutorial for the title screen"
	}
	return ""
}

// drawTutorial paints the step's panel and the arrow at what to click.
func (p *Play) drawTutorial(screen *ebiten.Image, ctx, hc *Context) {
	t := p.tut
	if t == nil {
		return
	}
	pt := hc.Painter
	step := tutorialSteps[t.step]
	if step.point != nil && !p.busy() {
		if x, y, ok := step.point(p); ok {
			bob := 0.0
			if !p.reduced {
				bob = 5 * math.Sin(float64(ctx.Tick)/8)
			}
			u := p.lay.scale
			p.drawTutorialPointer(screen, pt, x/u, y/u, bob)
		}
	}
	r, lines := p.tutorialPanel(pt)
	pt.Panel(screen, r, color.NRGBA{0x22, 0x1c, 0x3a, 0xf4}, render.ColGold)
	pt.Text(screen, fmt.Sprintf("Tutorial · step %d of %d", t.step+1, len(tutorialSteps)), pt.Fonts.Regular, 14, r.X+14, t.skip.Y+(t.skip.H-pt.Em(14)*1.25)/2, render.AlignLeft, render.ColTextDim)
	y := r.Y + tutorialHead(pt)
	for _, l := range lines {
		pt.Text(screen, l, pt.Fonts.Bold, 17, r.X+14, y, render.AlignLeft, render.ColText)
		y += pt.Em(17) * 1.3
	}
	hot := func(b render.Rect) bool { return b.Contains(hc.In.X, hc.In.Y) }
	if t.step < len(tutorialSteps)-1 {
		(&render.Button{Label: "Skip", Sub: "", Rect: t.skip, Hot: hot(t.skip), FontSize: 16}).Draw(screen, pt)
		return
	}
	(&render.Button{Label: "Play a real game", Rect: t.real, Hot: true, FontSize: 18}).Draw(screen, pt)
	(&render.Button{Label: "Title screen", Rect: t.title, Hot: hot(t.title), FontSize: 18}).Draw(screen, pt)
}

// offering reports whether the title offers the tutorial: once, on a
// player's first run (settings that are kept, no offer made yet, no saved
// game: whoever has a save has played), never at a booth.
func (t *Title) offering(ctx *Context) bool {
	if ctx.Kiosk || ctx.Store == nil || ctx.Settings == nil || ctx.Settings.TutorialOffered {
		return false
	}
	for _, s := range listSlots(ctx.Store) {
		if !s.empty() {
			return false
		}
	}
	return true
}

// tutorialOfferRects are the offer's panel and its two buttons.
func tutorialOfferRects(ctx *Context) (panel, yes, no render.Rect) {
	pt := ctx.Painter
	w := min(640, ctx.W-16)
	bh := max(52, pt.Em(20)*1.25+22)
	h := pt.Em(28)*1.25 + 3*pt.Em(17)*1.3 + bh + 70
	panel = render.Rect{X: (ctx.W - w) / 2, Y: (ctx.H - h) / 2, W: w, H: h}
	half := (w - 60) / 2
	yes = render.Rect{X: panel.X + 20, Y: panel.Y + h - bh - 20, W: half, H: bh}
	no = render.Rect{X: panel.X + 40 + half, Y: yes.Y, W: half, H: bh}
	return panel, yes, no
}

// tutorialOffer runs the offer; it reports whether it took this tick's
// input. Either answer is remembered in the settings.
func (t *Title) tutorialOffer(ctx *Context) bool {
	if !t.offering(ctx) {
		return false
	}
	_, yes, no := tutorialOfferRects(ctx)
	in := &ctx.In
	answer := func() {
		ctx.Settings.TutorialOffered = true
		if err := ctx.saveSettings(); err != nil {
			t.failed = err.Error()
		}
	}
	switch {
	case in.Clicked && yes.Contains(in.X, in.Y):
		answer()
		if s, err := NewTutorial(); err == nil {
			ctx.Goto(s)
		} else {
			t.failed = err.Error()
		}
	case in.Clicked && no.Contains(in.X, in.Y), in.KeyPressed(ebiten.KeyEscape):
		answer()
	}
	return true
}

// drawTutorialOffer paints the offer over the title.
func (t *Title) drawTutorialOffer(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	pt.Rect(screen, render.Rect{X: 0, Y: 0, W: ctx.W, H: ctx.H}, color.NRGBA{0x08, 0x06, 0x10, 0xb0})
	r, yes, no := tutorialOfferRects(ctx)
	pt.Panel(screen, r, render.ColPanel, render.ColGold)
	pt.OutlinedText(screen, "New to Super Dungeon?", pt.Fonts.Bold, 28, r.X+r.W/2, r.Y+18, 3, render.ColGold, render.ColOutline)
	y := r.Y + 26 + pt.Em(28)*1.25
	for _, l := range wrapAll(pt, "A three-minute tutorial teaches a turn: activate a Hero, move, attack, watch the Consul's turn, open a chest.", pt.Fonts.Regular, 17, r.W-40) {
		pt.Text(screen, l, pt.Fonts.Regular, 17, r.X+r.W/2, y, render.AlignCenter, render.ColText)
		y += pt.Em(17) * 1.3
	}
	(&render.Button{Label: "Play the tutorial", Rect: yes, Hot: true, FontSize: 20}).Draw(screen, pt)
	(&render.Button{Label: "No, thanks", Rect: no, Hot: no.Contains(ctx.In.X, ctx.In.Y), FontSize: 20}).Draw(screen, pt)
}
