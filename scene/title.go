package scene

import (
	"fmt"
	"image/color"
	"math"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/render/sound"
	"github.com/superdungeon-digital/superdungeon/sprites"
)

// Title is the first screen: the game's name and the main menu.
type Title struct {
	backdrop *ebiten.Image // the static floor, redrawn only when the size changes
	buttons  []*render.Button
	hover    *render.Button
	failed   string // why the last New Game could not start
	art      render.ModelArt
	idle     int // ticks without input: a minute of it starts a demo game
	// cornerHeld and exitPrompt are the kiosk's hidden way out.
	cornerHeld int
	exitPrompt bool
	// NewGame builds the scene "Quick Start" opens for a seed (the balanced
	// party, one click from the title); nil disables the button.
	NewGame func(seed uint64) (Scene, error)
}

// NewTitle builds the title menu.
func NewTitle() *Title {
	t := &Title{NewGame: NewArcadeGame}
	labels := []string{"Quick Start", "New Game", "Continue", "Settings", "Quit"}
	for _, l := range labels {
		if l == "Quit" && runtime.GOOS == "js" {
			continue // a browser tab is closed by the browser, not the game
		}
		t.buttons = append(t.buttons, &render.Button{Label: l})
	}
	return t
}

func (t *Title) layout(ctx *Context) {
	const bw, bh, gap = 300.0, 52.0, 12.0
	top := ctx.H*0.5 - 30
	for i, b := range t.buttons {
		b.Rect = render.Rect{X: (ctx.W - bw) / 2, Y: top + float64(i)*(bh+gap), W: bw, H: bh}
		switch b.Label {
		case "Quick Start":
			if t.NewGame == nil {
				b.Disabled = "The dungeon is still being built in this version."
			} else {
				b.Disabled = ""
			}
		case "Continue":
			b.Disabled = "No saved adventure yet."
			if ctx.Store != nil && ctx.Store.Exists(autosaveFile) {
				b.Disabled = ""
			}
		case "Settings":
			b.Disabled = ""
		}
	}
}

// Update handles hover and clicks.
func (t *Title) Update(ctx *Context) error {
	t.layout(ctx)
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
	t.hover = nil
	for _, b := range t.buttons {
		b.Hot = b.Rect.Contains(ctx.In.X, ctx.In.Y)
		if b.Hot {
			t.hover = b
		}
	}
	if ctx.Sound != nil && !ctx.Sound.MusicPlaying(sound.MusicPlay) {
		ctx.Sound.PlayMusic(sound.MusicPlay)
	}
	if t.hover != nil && ctx.In.Clicked && t.hover.Disabled == "" {
		ctx.play(sound.UIClick)
		switch t.hover.Label {
		case "New Game":
			ctx.Goto(NewSetup())
		case "Settings":
			ctx.Goto(NewSettingsScreen())
		case "Continue":
			s, err := ContinueGame(ctx.Store)
			if err != nil {
				t.failed = err.Error()
				return nil
			}
			ctx.Goto(s)
		case "Quick Start":
			s, err := t.NewGame(ctx.Seed)
			if err != nil {
				t.failed = err.Error()
				return nil
			}
			ctx.Goto(s)
		case "Quit":
			if ctx.Kiosk {
				t.exitPrompt = true
			} else {
				ctx.Quit()
			}
		}
	}
	if ctx.In.KeyPressed(ebiten.KeyEscape) && runtime.GOOS != "js" && !ctx.Kiosk {
		ctx.Quit()
	}
	return nil
}

// Draw paints the backdrop, the title and the menu.
func (t *Title) Draw(screen *ebiten.Image, ctx *Context) {
	t.layout(ctx)
	p := ctx.Painter
	b := screen.Bounds()
	if t.backdrop == nil || t.backdrop.Bounds() != b {
		if t.backdrop != nil {
			t.backdrop.Deallocate()
		}
		t.backdrop = ebiten.NewImage(b.Dx(), b.Dy())
		t.backdrop.Fill(render.ColBackground)
		drawFloor(t.backdrop, ctx)
	}
	screen.DrawImage(t.backdrop, nil)
	drawCrystals(screen, ctx)
	t.drawCast(screen, ctx)

	cx := ctx.W / 2
	p.OutlinedText(screen, "SUPER DUNGEON", p.Fonts.Bold, 96, cx, ctx.H*0.13+6, 6, render.ColGoldDark, render.ColOutline)
	p.OutlinedText(screen, "SUPER DUNGEON", p.Fonts.Bold, 96, cx, ctx.H*0.13, 5, render.ColGold, render.ColOutline)
	p.OutlinedText(screen, "Arcade  ·  the digital edition", p.Fonts.SmallCaps, 30, cx, ctx.H*0.13+118, 2, render.ColText, render.ColOutline)

	for _, b := range t.buttons {
		b.Draw(screen, p)
	}
	p.Text(screen, fmt.Sprintf("seed %d", ctx.Seed), p.Fonts.Regular, 14, ctx.W-16, ctx.H-26, render.AlignRight, render.ColTextDim)
	p.Text(screen, "A cooperative dungeon crawl for 1-4 players", p.Fonts.Regular, 16, cx, ctx.H-36, render.AlignCenter, render.ColTextDim)
	switch {
	case t.failed != "":
		drawNotice(screen, p, "Could not start: "+t.failed, cx, ctx.H, render.ColRuby)
	case ctx.Notice != "":
		drawNotice(screen, p, ctx.Notice, cx, ctx.H, render.ColText)
	}
	if t.exitPrompt {
		drawExitPrompt(screen, ctx)
		return
	}
	if t.hover != nil && t.hover.Disabled != "" {
		p.Tooltip(screen, t.hover.Disabled, ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
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
	col  color.RGBA
}{
	{0.08, 0.36, render.ColSapphire}, {0.20, 0.50, render.ColRuby}, {0.31, 0.40, render.ColEmerald},
	{0.92, 0.36, render.ColCitrine}, {0.80, 0.50, render.ColAmethyst}, {0.69, 0.40, render.ColSapphire},
}

// drawCrystals floats the crystal colours around the menu.
func drawCrystals(screen *ebiten.Image, ctx *Context) {
	for i, g := range gemSpots {
		phase := float64(ctx.Tick)/40 + float64(i)*1.7
		drawGem(screen, ctx.Painter, ctx.W*g.x, ctx.H*g.y+math.Sin(phase)*10, 20, g.col)
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

// drawNotice shows a problem on a panel above the footer, wrapped.
func drawNotice(screen *ebiten.Image, p *render.Painter, msg string, cx, h float64, col color.Color) {
	const size, lineH = 15.0, 19.0
	lines := p.Wrap(msg, p.Fonts.Bold, size, 560)
	panelH := float64(len(lines))*lineH + 16
	// Between the subtitle and the menu, where it covers nothing.
	r := render.Rect{X: cx - 300, Y: h*0.5 - 40 - panelH, W: 600, H: panelH}
	p.Panel(screen, r, render.ColPanel, render.ColRuby)
	for i, l := range lines {
		p.Text(screen, l, p.Fonts.Bold, size, cx, r.Y+8+float64(i)*lineH, render.AlignCenter, col)
	}
}
