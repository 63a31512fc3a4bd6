package scene

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// shortcut is one key of the play screen, listed in the help overlay.
type shortcut struct {
	keys string
	what string
}

var playShortcuts = []shortcut{
	{"Arrows", "move the square cursor (the camera follows)"},
	{"Enter", "click the square under the cursor: activate, move, aim"},
	{"Tab", "activate the next Hero who has not activated yet"},
	{"1 – 9", "use the action bar's buttons, left to right; pick a treasure card"},
	{"E", "end the active Hero's activation"},
	{"Ctrl+Z", "undo the last command of this activation (not past a roll)"},
	{"Esc", "put an armed action down; else open the pause menu"},
	{"W A S D", "pan the camera (or rest the pointer on an unlit edge of the board)"},
	{"+ / −, mouse wheel", "zoom"},
	{"F", "fit the whole dungeon on screen"},
	{"G", "change playback speed"},
	{"T / N", "step-by-step Consul on or off / next step"},
	{"X", "save the game so far as a replay file"},
	{"H or F1", "show or hide this help"},
}

var digitKeys = []ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.Key5, ebiten.Key6, ebiten.Key7, ebiten.Key8, ebiten.Key9}

// handleKeys runs the play screen's shortcuts; they do what the mouse does.
func (p *Play) handleKeys(ctx *Context) {
	in := &ctx.In
	if in.KeyPressed(ebiten.KeyH) || in.KeyPressed(ebiten.KeyF1) {
		p.helpOpen = !p.helpOpen
	}
	if p.helpOpen {
		if in.KeyPressed(ebiten.KeyEscape) {
			p.helpOpen = false
		}
		return
	}
	for dir, k := range map[tiles.Dir]ebiten.Key{tiles.N: ebiten.KeyArrowUp, tiles.S: ebiten.KeyArrowDown, tiles.W: ebiten.KeyArrowLeft, tiles.E: ebiten.KeyArrowRight} {
		if in.KeyPressed(k) {
			p.moveCursor(p.cam.ScreenDir(dir))
		}
	}
	switch {
	case in.KeyPressed(ebiten.KeyEnter) || in.KeyPressed(ebiten.KeyKPEnter):
		if p.kbOn {
			p.updateHoverPath()
			p.clickBoard()
		}
	case in.KeyPressed(ebiten.KeyTab):
		p.activateNext()
	case in.KeyPressed(ebiten.KeyF):
		p.fitBoard()
		p.userPanned(ctx.Tick)
	case in.KeyPressed(ebiten.KeyEqual) || in.KeyPressed(ebiten.KeyKPAdd):
		p.cam.ZoomAt(1.2, p.cam.View.X+p.cam.View.W/2, p.cam.View.Y+p.cam.View.H/2)
		p.userPanned(ctx.Tick)
	case in.KeyPressed(ebiten.KeyMinus) || in.KeyPressed(ebiten.KeyKPSubtract):
		p.cam.ZoomAt(1/1.2, p.cam.View.X+p.cam.View.W/2, p.cam.View.Y+p.cam.View.H/2)
		p.userPanned(ctx.Tick)
	case in.KeyPressed(ebiten.KeyZ) && (ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)):
		p.undo()
	case in.KeyPressed(ebiten.KeyE):
		p.endActivation()
	}
	for i, k := range digitKeys {
		if in.KeyPressed(k) && i < len(p.buttons) {
			if b := p.buttons[i]; b.disabled != "" {
				p.say(b.disabled)
			} else {
				b.onClick()
			}
		}
	}
}

// handleGlobalKeys are the keys that work even while playback runs.
func (p *Play) handleGlobalKeys(ctx *Context) {
	in := &ctx.In
	switch {
	case in.KeyPressed(ebiten.KeyG):
		for i, s := range speeds {
			if s == p.speed {
				p.speed = speeds[(i+1)%len(speeds)]
				break
			}
		}
	case in.KeyPressed(ebiten.KeyT):
		p.stepMode, p.stepWait = !p.stepMode, false
	case in.KeyPressed(ebiten.KeyN):
		p.stepWait = false
	case in.KeyPressed(ebiten.KeyX):
		p.exportReplay()
	}
}

// handleViewerKeys are the replay viewer's keys.
func (p *Play) handleViewerKeys(ctx *Context) {
	in := &ctx.In
	switch {
	case in.KeyPressed(ebiten.KeyN) || in.KeyPressed(ebiten.KeyEnter):
		p.replayNext = true
	case in.KeyPressed(ebiten.KeySpace):
		p.replayRun = !p.replayRun
		p.barVersion = 0
	case in.KeyPressed(ebiten.KeyF):
		p.fitBoard()
	}
}

// moveCursor moves the keyboard cursor one square, starting it on the
// active Hero (or the first Hero) the first time.
func (p *Play) moveCursor(d tiles.Dir) {
	if !p.kbOn {
		p.kbOn = true
		start := p.g.Active
		if start == rules.NoModel && len(p.g.Heroes()) > 0 {
			start = p.g.Heroes()[0]
		}
		if m := p.g.Model(start); m != nil {
			p.kbSq = m.Pos
		}
		return
	}
	next := p.kbSq.Add(d)
	if p.g.Board.In(next) {
		p.kbSq = next
	}
	// Keep the cursor in view.
	x, y := p.cam.ToScreen(float64(p.kbSq.X)+0.5, float64(p.kbSq.Y)+0.5)
	v := p.cam.View
	if !(render.Rect{X: v.X + 40, Y: v.Y + 40, W: v.W - 80, H: v.H - 80}).Contains(x, y) {
		p.cam.CX, p.cam.CY = float64(p.kbSq.X)+0.5, float64(p.kbSq.Y)+0.5
	}
	p.hoverSq, p.hoverOn = p.kbSq, p.g.Board.IsSquare(p.kbSq)
}

// updateHoverPath recomputes the path to the hovered square (Enter may come
// in the same tick as a cursor move).
func (p *Play) updateHoverPath() {
	p.hoverSq, p.hoverOn = p.kbSq, p.g.Board.IsSquare(p.kbSq)
	p.path = nil
	if p.hoverOn && p.armed.name == "" && p.g.Active != rules.NoModel {
		if _, ok := p.reach[p.kbSq]; ok {
			if path, _, ok := p.g.MovePath(p.g.Active, p.kbSq); ok {
				p.path = path
			}
		}
	}
}

// activateNext starts the next Hero, in party order, that may activate.
func (p *Play) activateNext() {
	if p.g.Active != rules.NoModel {
		return
	}
	for _, id := range p.g.Heroes() {
		if p.g.CanActivate(id) == nil {
			p.apply(rules.StartActivation{Hero: id})
			return
		}
	}
	p.say("No Hero can activate now.")
}

// drawHelp lists every shortcut, on a panel sized to its text (660×460 at
// the design size) and shown smaller than the HUD if it would not fit.
func (p *Play) drawHelp(screen *ebiten.Image, hc *Context) {
	if !p.helpOpen {
		return
	}
	hp := hc.Painter
	keysW, whatW := 170.0, 0.0
	for _, s := range playShortcuts {
		keysW = max(keysW, hp.TextWidth(s.keys, hp.Fonts.Bold, 16))
		whatW = max(whatW, hp.TextWidth(s.what, hp.Fonts.Regular, 16))
	}
	rowH := max(28, hp.Em(16)*1.6)
	head := max(62, hp.Em(26)*1.25+30)
	w := max(660, 20+keysW+20+whatW+30)
	h := max(460, head+float64(len(playShortcuts))*rowH+hp.Em(14)*1.25+30)
	ctx := p.modal(hc, w, h)
	pt := ctx.Painter
	r := render.Rect{X: ctx.W/2 - w/2, Y: ctx.H/2 - h/2, W: w, H: h}
	pt.Panel(screen, r, render.ColPanel, render.ColGold)
	pt.Text(screen, "Keys", pt.Fonts.Bold, 26, r.X+r.W/2, r.Y+16, render.AlignCenter, render.ColGold)
	y := r.Y + head
	for _, s := range playShortcuts {
		pt.Text(screen, s.keys, pt.Fonts.Bold, 16, r.X+20+keysW, y, render.AlignRight, render.ColText)
		pt.Text(screen, s.what, pt.Fonts.Regular, 16, r.X+40+keysW, y, render.AlignLeft, render.ColTextDim)
		y += rowH
	}
	pt.Text(screen, "Everything also works with the mouse alone.", pt.Fonts.Regular, 14, r.X+r.W/2, r.Y+r.H-20-pt.Em(14)*1.0, render.AlignCenter, render.ColTextDim)
}

// drawCursor outlines the keyboard cursor's square.
func (p *Play) drawCursor(screen *ebiten.Image, ctx *Context) {
	if !p.kbOn {
		return
	}
	r := p.squareRect(p.kbSq)
	pt := ctx.Painter
	pt.RoundRect(screen, r, 6, render.ColGold)
	pt.RoundRect(screen, render.Rect{X: r.X + 3, Y: r.Y + 3, W: r.W - 6, H: r.H - 6}, 4, colCursorInner)
}
