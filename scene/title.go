package scene

import (
	"fmt"
	"image/color"
	"math"
	"runtime"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/render/sound"
	"github.com/superdungeon-digital/superdungeon/sprites"
)

// Title is the first screen: the game's name and the main menu.
type Title struct {
	backdrop *ebiten.Image // the static floor, redrawn only when the size changes
	// The menu is drawn at the UI scale, or as large as still fits (see
	// zoomed); view is the screen as it sees it, pt its painter.
	view    Context
	pt      render.Painter
	menuTop float64
	buttons []*render.Button
	hover   *render.Button
	failed  string // why the last New Game could not start
	art     render.ModelArt
	idle    int // ticks without input: a minute of it starts a demo game
	// saved is whether a slot holds a game to resume, looked up once
	// (listing reads the files); Continue is then the default (lit,
	// Enter). kept is whether any slot holds one, finished or not: Saved
	// Games lists how they ended.
	saved, kept, looked bool
	// cornerHeld and exitPrompt are the kiosk's hidden way out.
	cornerHeld int
	exitPrompt bool
	// quitArmed is set by a first click on Quit; the second quits.
	quitArmed bool
	// NewGame builds the scene "Quick Start" opens for a seed (the balanced
	// party, one click from the title); nil disables the button.
	NewGame func(seed uint64) (Scene, error)
	// rowSizes is how many buttons each row of the menu holds, in order;
	// rows the ones in use (see compactRows).
	rowSizes, rows []int
}

// titleTips say what each way to play is, for a newcomer hovering a button.
var titleTips = map[string]string{
	"Quick Start": "Arcade with the recommended party: everyone together against a dungeon that plays itself.",
	"New Game":    "Arcade: choose your Heroes and the monsters you will face.",
	"Explore":     "Explore (2nd edition): one player, or the computer, is the Consul and commands the monsters against the party.",
	"Classic":     "The first edition: rounds with initiative, the Power Gauge and the Loot-O-Meter.",
	"Legends":     "Legends: a campaign of linked adventures; the party rests, crafts, shops and ranks up between them.",
}

// NewTitle builds the title menu.
func NewTitle() *Title {
	t := &Title{NewGame: NewArcadeGame}
	labels := []string{"Quick Start", "New Game", "Continue", "Explore", "Classic", "Legends", "Saved Games", "Settings", "Quit"}
	t.rowSizes = []int{1, 1, 1, 3, 1, 1, 1} // the three other rulebooks share a row
	for _, l := range labels {
		if l == "Quit" && runtime.GOOS == "js" {
			t.rowSizes = t.rowSizes[:len(t.rowSizes)-1]
			continue // a browser tab is closed by the browser, not the game
		}
		t.buttons = append(t.buttons, &render.Button{Label: l})
	}
	return t
}

// titleLayout is where the title's parts go for a text size: the name's
// size, the subtitle under it, and the menu under both (at half height when
// it can). Large text first makes the name smaller, then the menu tighter,
// so the menu always ends above the footer; over says it still does not.
type titleLayout struct {
	nameSize, sub, top, bh, gap float64
	footer                      float64 // where the tag under the menu starts, less a margin
	fits                        bool    // everything fits at the design's sizes
	over                        bool
}

// titleFont is the menu buttons' label size.
const titleFont = 22.0

func titleMetrics(pt *render.Painter, w, h float64, rows int) titleLayout {
	l := titleLayout{bh: max(52, pt.Em(titleFont)*1.25+20), gap: 12}
	tag, tagSize := titleTag(pt, w)
	l.footer = h - 16 - titleTagH(pt, tag, tagSize) - 8
	footer := l.footer
	menuH := func() float64 { return float64(rows)*(l.bh+l.gap) - l.gap }
	for l.nameSize = 96; ; l.nameSize -= 4 {
		l.sub = h*0.13 + pt.Em(l.nameSize)*118/96
		l.top = max(h*0.5-30, l.sub+pt.Em(30)*1.25+16)
		if l.top+menuH() <= footer || l.nameSize <= 48 {
			break
		}
	}
	l.fits = l.nameSize == 96 && l.top+menuH() <= footer
	if l.top+menuH() > footer {
		l.gap = 6
		l.top = max(l.sub+pt.Em(30)*1.25+4, footer-menuH())
	}
	l.over = l.top+menuH() > footer+0.01
	return l
}

// compactRows is the menu with Saved Games and Settings sharing a row, for
// when the text is too large for one button a row (200% with extra large
// text: Quit ran under the line at the foot).
func compactRows(rows []int) []int {
	if len(rows) < 6 {
		return rows
	}
	return append(append(slices.Clone(rows[:4]), 2), rows[6:]...)
}

// titleRowW is the width of a row that holds several buttons: each label
// keeps half its height clear on both sides (at extra large text "Legends"
// filled its button edge to edge).
func (t *Title) titleRowW(pt *render.Painter, gap float64) float64 {
	w, i := 480.0, 0
	for _, n := range t.rows {
		if n > 1 {
			widest := 0.0
			for _, b := range t.buttons[i:min(i+n, len(t.buttons))] {
				widest = max(widest, pt.TextWidth(b.Label, pt.Fonts.Bold, titleFont))
			}
			w = max(w, float64(n)*(widest+pt.Em(titleFont)+6)+float64(n-1)*gap)
		}
		i += n
	}
	return w
}

// layout sizes the title: the menu at the UI scale when the screen holds
// it, smaller when it would not, never below the design size.
func (t *Title) layout(outer *Context) *Context {
	k := uiScale(outer)
	for ; k > 1; k -= 0.05 {
		if titleMetrics(outer.Painter, outer.W/k, outer.H/k, len(t.rowSizes)).fits {
			break
		}
	}
	t.view = zoomed(outer, max(1, k), &t.pt)
	ctx := &t.view
	if !t.looked && ctx.Store != nil {
		t.looked = true
		if ctx.Kiosk {
			t.saved = kioskResumable(ctx.Store) // the booth's own save only
		} else {
			slots := listSlots(ctx.Store)
			for _, s := range slots {
				t.saved = t.saved || s.resumable()
				t.kept = t.kept || s.label != nil || s.bad != ""
			}
			_, campaign := latestCampaignSlot(ctx.Store)
			t.saved = t.saved || campaign
			// (A finished game's slot: played by mouse, Saved Games was
			// greyed "no saved adventure yet" after a whole game won.)
			t.kept = t.kept || t.saved
		}
	}
	const bw = 300.0
	t.rows = t.rowSizes
	m := titleMetrics(ctx.Painter, ctx.W, ctx.H, len(t.rows))
	if m.over {
		t.rows = compactRows(t.rowSizes)
		m = titleMetrics(ctx.Painter, ctx.W, ctx.H, len(t.rows))
	}
	rowW := t.titleRowW(ctx.Painter, m.gap)
	t.menuTop = m.top
	row, col := 0, 0
	for _, b := range t.buttons {
		for row < len(t.rows)-1 && col >= t.rows[row] {
			row, col = row+1, 0
		}
		b.FontSize = titleFont
		y := m.top + float64(row)*(m.bh+m.gap)
		if n := float64(t.rows[row]); n > 1 {
			w := (rowW - (n-1)*m.gap) / n
			b.Rect = render.Rect{X: (ctx.W-rowW)/2 + float64(col)*(w+m.gap), Y: y, W: w, H: m.bh}
		} else {
			b.Rect = render.Rect{X: (ctx.W - bw) / 2, Y: y, W: bw, H: m.bh}
		}
		col++
		switch b.Label {
		case "Quick Start":
			if t.NewGame == nil {
				b.Disabled = "The dungeon is still being built in this version."
			} else {
				b.Disabled = ""
			}
		case "Continue":
			b.Disabled = "No saved adventure yet."
			if t.kept {
				b.Disabled = "No game to resume: Saved Games lists how the finished ones ended."
			}
			if t.saved {
				b.Disabled = ""
			}
		case "Saved Games":
			b.Disabled = "No saved adventure yet."
			if t.saved || t.kept {
				b.Disabled = ""
			}
			if b.Label == "Saved Games" && ctx.Kiosk {
				b.Disabled = "At the booth, Continue resumes the last game played here."
			}
		case "Settings", "Explore", "Classic", "Legends":
			b.Disabled = ""
		}
	}
	return ctx
}

// Update handles hover and clicks.
func (t *Title) Update(outer *Context) error {
	ctx := t.layout(outer)
	if ctx.In.Activity {
		t.idle = 0
	} else {
		t.idle++
	}
	if ctx.AttractAfter > 0 && t.idle > ctx.AttractAfter {
		t.idle = 0
		if demo, err := NewDemoGame(ctx.Seed+uint64(ctx.Tick), true); err == nil {
			ctx.Goto(demo)
			return nil
		}
	}
	if ctx.Kiosk && kioskCorner(ctx, &t.cornerHeld, &t.exitPrompt) {
		return nil
	}
	if t.tutorialOffer(ctx) {
		return nil
	}
	t.hover = nil
	for _, b := range t.buttons {
		b.Hot = b.Rect.Contains(ctx.In.X, ctx.In.Y)
		if b.Hot {
			t.hover = b
		}
	}
	// The default button is lit while the pointer is elsewhere, and Enter
	// presses it: Continue when there is a game to continue, else the
	// first. The buttons keep their places either way (played by mouse:
	// Continue moving to the top sent every button down a row).
	if first := t.defaultButton(); t.hover == nil && first.Disabled == "" {
		first.Hot = true
		if ctx.In.KeyPressed(ebiten.KeyEnter) {
			t.hover, ctx.In.Clicked = first, true
		}
	}
	if ctx.Sound != nil && !ctx.Sound.MusicPlaying(sound.MusicPlay) {
		ctx.Sound.PlayMusic(sound.MusicPlay)
	}
	if ctx.In.Clicked && (t.hover == nil || t.hover.Label != "Quit") {
		t.quitArmed = false
	}
	t.quitButton().Sub = ""
	if t.quitArmed {
		t.quitButton().Sub = "click again"
	}
	if t.hover != nil && ctx.In.Clicked && t.hover.Disabled == "" {
		ctx.play(sound.UIClick)
		switch t.hover.Label {
		case "New Game":
			ctx.Goto(NewSetup())
		case "Explore":
			ctx.Goto(NewExploreSetup()) // explore_setup.go
		case "Classic":
			ctx.Goto(NewClassicSetup()) // classic_setup.go
		case "Legends":
			ctx.Goto(NewLegendsMenu()) // legends_menu.go
		case "Settings":
			ctx.Goto(NewSettingsScreen())
		case "Continue":
			cont := ContinueGame
			if ctx.Kiosk {
				cont = continueKiosk
			}
			s, err := cont(ctx.Store)
			if err != nil {
				t.failed = err.Error()
				t.looked, t.saved, t.kept = false, false, false // it may have been set aside
				return nil
			}
			ctx.Goto(s)
		case "Saved Games":
			ctx.Goto(newSlotsScreen(nil))
		case "Quick Start":
			s, err := t.NewGame(ctx.Seed)
			if err != nil {
				t.failed = err.Error()
				return nil
			}
			if p, ok := s.(*Play); ok {
				startInSlot(ctx, p)
			} else {
				ctx.Goto(s)
			}
		case "Quit":
			switch {
			case ctx.Kiosk:
				t.exitPrompt = true
			case !t.quitArmed:
				// The first click asks: Settings' Back sits where Quit is,
				// and a double click on Back closed the game (played at
				// 200%).
				t.quitArmed = true
				t.quitButton().Sub = "click again"
			default:
				ctx.Quit()
			}
		}
	}
	if ctx.In.KeyPressed(ebiten.KeyEscape) && runtime.GOOS != "js" && !ctx.Kiosk {
		ctx.Quit()
	}
	return nil
}

// defaultButton is Continue when a game waits in a slot, else the first
// button.
func (t *Title) defaultButton() *render.Button {
	if t.saved {
		for _, b := range t.buttons {
			if b.Label == "Continue" {
				return b
			}
		}
	}
	return t.buttons[0]
}

// quitButton is the Quit button, or a spare one where there is none (a
// browser tab is closed by the browser).
func (t *Title) quitButton() *render.Button {
	for _, b := range t.buttons {
		if b.Label == "Quit" {
			return b
		}
	}
	return &render.Button{}
}

// titleTag is the line under the menu that says which buttons are which
// (each button's tooltip says more) and its size, for a screen w wide:
// between the Heroes and the monsters at the bottom. When one line would
// be small or run into them (200% with large text: "rulebooks" ran into a
// monster's base) it takes two, one for each half: dropping the second
// half left the other rulebooks unexplained.
func titleTag(p *render.Painter, w float64) ([]string, float64) {
	const first, second = "Arcade: all together against the dungeon", "Explore, Classic, Legends: the other rulebooks"
	lines := []string{first + "  ·  " + second}
	if p.TextWidth(lines[0], p.Fonts.Regular, 12) > w*titleTagRoom {
		lines = []string{first, second}
	}
	size := 16.0
	for _, l := range lines {
		size = min(size, p.FitSize(l, p.Fonts.Regular, 16, 10, w*titleTagRoom))
	}
	return lines, size
}

// titleTagH is the height the tag takes: at least a line of size 16, the
// room it always had.
func titleTagH(p *render.Painter, tag []string, size float64) float64 {
	return max(p.Em(16), float64(len(tag))*p.Em(size)) * 1.25
}

// titleTagY is the top of line i of the tag, which ends 16 units above the
// screen's foot.
func titleTagY(p *render.Painter, h float64, tag []string, size float64, i int) float64 {
	return h - 16 - titleTagH(p, tag, size) + float64(i)*p.Em(size)*1.25
}

// titleTagRoom is the share of the screen's width between the Heroes and
// the monsters at the title's foot (played at 100%: at 0.42 the line's
// end touched a monster's base).
const titleTagRoom = 0.38

// Draw paints the backdrop, the title and the menu.
func (t *Title) Draw(screen *ebiten.Image, outer *Context) {
	b := screen.Bounds()
	if t.backdrop == nil || t.backdrop.Bounds() != b {
		if t.backdrop != nil {
			t.backdrop.Deallocate()
		}
		t.backdrop = render.NewOwnImage(b.Dx(), b.Dy())
		t.backdrop.Fill(render.ColBackground)
		drawFloor(t.backdrop, outer)
	}
	screen.DrawImage(t.backdrop, nil)
	drawCrystals(screen, outer)
	t.drawCast(screen, outer)
	ctx := t.layout(outer)
	p := ctx.Painter

	cx := ctx.W / 2
	// The name shrinks only if the text size would push it off the sides.
	m := titleMetrics(p, ctx.W, ctx.H, len(t.rows))
	nameSize, sub := p.FitSize("SUPER DUNGEON", p.Fonts.Bold, m.nameSize, 40, ctx.W-40), m.sub
	p.OutlinedText(screen, "SUPER DUNGEON", p.Fonts.Bold, nameSize, cx, ctx.H*0.13+6, 6, render.ColGoldDark, render.ColOutline)
	p.OutlinedText(screen, "SUPER DUNGEON", p.Fonts.Bold, nameSize, cx, ctx.H*0.13, 5, render.ColGold, render.ColOutline)
	p.OutlinedText(screen, "the digital edition", p.Fonts.SmallCaps, 30, cx, sub, 2, render.ColText, render.ColOutline)

	for _, b := range t.buttons {
		b.Draw(screen, p)
	}
	// The seed (for bug reports) sits in the top corner: at the foot it
	// ran into the last monster's base at 200% with large text.
	p.Text(screen, fmt.Sprintf("seed %d", ctx.Seed), p.Fonts.Regular, 14, ctx.W-16, 10, render.AlignRight, render.ColTextDim)
	// Several ways to play: say which buttons are which (each button's
	// tooltip says more).
	tag, tagSize := titleTag(p, ctx.W)
	for i, l := range tag {
		p.Text(screen, l, p.Fonts.Regular, tagSize, cx, titleTagY(p, ctx.H, tag, tagSize, i), render.AlignCenter, render.ColTextDim)
	}
	switch {
	case t.failed != "":
		drawNotice(screen, p, "Could not start: "+t.failed, cx, t.menuTop, render.ColRuby)
	case ctx.Notice != "":
		drawNotice(screen, p, ctx.Notice, cx, t.menuTop, render.ColText)
	}
	if t.exitPrompt {
		drawExitPrompt(screen, ctx)
		return
	}
	if t.offering(ctx) {
		t.drawTutorialOffer(screen, ctx)
		return
	}
	if t.hover != nil && t.hover.Disabled != "" {
		p.Tooltip(screen, t.hover.Disabled, ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
	} else if t.hover != nil && titleTips[t.hover.Label] != "" {
		p.Tooltip(screen, titleTips[t.hover.Label], ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
	}
}

// drawFloor paints a dim flagstone floor so the title sits in a dungeon.
func drawFloor(screen *ebiten.Image, ctx *Context) {
	p := ctx.Painter
	const cell = 64.0
	for y := 0.0; y < ctx.H; y += cell {
		for x := 0.0; x < ctx.W; x += cell {
			// A fixed hash of the cell gives stone-to-stone variation that
			// does not flicker between frames.
			h := uint32(int(x/cell)*73856093) ^ uint32(int(y/cell)*19349663)
			shade := uint8(0x1c + h%10)
			p.RoundRect(screen, render.Rect{X: x + 2, Y: y + 2, W: cell - 4, H: cell - 4}, 6, color.RGBA{shade, shade - 2, shade + 14, 0xff})
		}
	}
	// Darken the edges so the eye goes to the centre.
	for i := 0; i < 6; i++ {
		a := uint8(22 * (6 - i))
		inset := float64(i) * 26
		edge := color.NRGBA{0x08, 0x06, 0x10, a}
		p.RoundRect(screen, render.Rect{X: 0, Y: 0, W: ctx.W, H: 28 - float64(i)*4 + inset*0}, 0, edge)
		p.RoundRect(screen, render.Rect{X: 0, Y: ctx.H - 28 + float64(i)*4, W: ctx.W, H: 28}, 0, edge)
	}
}

// gemSpots places the floating crystals in the margins beside the menu, as
// fractions of the screen, so they never cover a button.
var gemSpots = [...]struct {
	x, y float64
	col  color.Color
}{
	{0.08, 0.36, render.ColSapphire}, {0.20, 0.50, render.ColRuby}, {0.31, 0.40, render.ColEmerald},
	{0.92, 0.36, render.ColCitrine}, {0.80, 0.50, render.ColAmethyst}, {0.69, 0.40, render.ColSapphire},
}

// drawCrystals floats the crystal colours around the menu.
func drawCrystals(screen *ebiten.Image, ctx *Context) {
	for i, g := range gemSpots {
		phase := float64(ctx.Tick)/40 + float64(i)*1.7
		drawGem(screen, ctx.Painter, ctx.W*g.x, ctx.H*g.y+math.Sin(phase)*10, 20, color.RGBAModel.Convert(g.col).(color.RGBA))
	}
}

func drawGem(screen *ebiten.Image, p *render.Painter, x, y, r float64, c color.RGBA) {
	p.Circle(screen, x, y, r*1.7, color.NRGBA{c.R / 4, c.G / 4, c.B / 4, 0x60})
	dark := color.RGBA{c.R / 2, c.G / 2, c.B / 2, 0xff}
	p.Polygon(screen, []float64{x, y - r*1.3, x + r, y, x, y + r*1.3, x - r, y}, render.ColOutline)
	p.Polygon(screen, []float64{x, y - r*1.1, x + r*0.8, y, x, y + r*1.1, x - r*0.8, y}, dark)
	p.Polygon(screen, []float64{x, y - r*1.1, x + r*0.8, y, x, y + r*0.3, x - r*0.8, y}, c)
	p.Circle(screen, x-r*0.25, y-r*0.35, r*0.14, color.NRGBA{0xff, 0xff, 0xff, 0xd0})
}

// The title's cast: Heroes on the left facing the monsters on the right.
var (
	titleHeroes   = []string{"Riftling Warrior", "Sanctioned Witch", "Moonspire Guardian"}
	titleMonsters = []string{"Spider Speaker", "Tower Stalker", "Crawler"}
)

func (t *Title) drawCast(screen *ebiten.Image, ctx *Context) {
	const size = 150.0
	frame := func(i int) int { return (ctx.Tick/14 + i*2) % sprites.FrameCount(sprites.Idle) }
	for i, n := range titleHeroes {
		x := ctx.W*0.02 + float64(i)*size*0.72
		y := ctx.H - size*1.12 - float64(i%2)*size*0.3
		t.art.DrawAt(screen, ctx.Painter, n, sprites.Idle, frame(i), x, y, size, true, false)
	}
	for i, n := range titleMonsters {
		x := ctx.W*0.98 - size - float64(i)*size*0.72
		y := ctx.H - size*1.12 - float64(i%2)*size*0.3
		t.art.DrawAt(screen, ctx.Painter, n, sprites.Idle, frame(i+3), x, y, size, false, true)
	}
}

// drawNotice shows a problem on a panel, wrapped, ending just above the
// menu, whose top is at menu.
func drawNotice(screen *ebiten.Image, p *render.Painter, msg string, cx, menu float64, col color.Color) {
	const size = 15.0
	lineH := p.Em(19)
	lines := p.Wrap(msg, p.Fonts.Bold, size, 560)
	panelH := float64(len(lines))*lineH + 16
	// Between the subtitle and the menu, where it covers nothing.
	r := render.Rect{X: cx - 300, Y: menu - 10 - panelH, W: 600, H: panelH}
	p.Panel(screen, r, render.ColPanel, render.ColRuby)
	for i, l := range lines {
		p.Text(screen, l, p.Fonts.Bold, size, cx, r.Y+8+float64(i)*lineH, render.AlignCenter, col)
	}
}
