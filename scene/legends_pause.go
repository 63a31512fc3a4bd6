package scene

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/render/sound"
	"github.com/superdungeon-digital/superdungeon/rules/legends"
)

// The Legends adventure's pause menu, like the other modes': Esc (once
// nothing is aimed) or the Menu button on the top bar opens it. While it
// is open the adventure stands still: no computer moves, no clicks reach
// the board. A campaign's adventure is saved after every command, so
// "Save and quit to title" only writes once more and leaves; Legends on
// the title (or the campaign's slot) brings it back as it was.

// legPause is the pause menu's state.
type legPause struct {
	open bool
	page string // "" the buttons, "rules" how to play
	pt   render.Painter
	mc   Context
	btns []legPauseButton
}

type legPauseButton struct {
	label string
	rect  render.Rect
	do    func(ctx *Context)
}

// pauseItems are the menu's buttons.
func (s *LegendsAdventure) pauseItems(ctx *Context) []legPauseButton {
	items := []legPauseButton{
		{label: "Resume", do: func(*Context) { s.pause.open = false }},
		{label: "Settings", do: func(ctx *Context) {
			st := NewSettingsScreen()
			st.returnTo = s
			ctx.Goto(st)
		}},
		{label: "How to play", do: func(*Context) { s.pause.page = "rules" }},
	}
	quit := "Quit to title"
	if s.keep != nil {
		quit = "Save and quit to title"
	}
	items = append(items, legPauseButton{label: quit, do: func(ctx *Context) {
		s.pause.open = false
		if s.keep != nil {
			s.keep()
		}
		ctx.Goto(NewTitle())
	}})
	if !ctx.Kiosk {
		items = append(items, legPauseButton{label: "Quit the game", do: func(ctx *Context) {
			if s.keep != nil {
				s.keep()
			}
			ctx.Quit()
		}})
	}
	return items
}

// layoutPause places the menu over the screen and returns its context.
func (s *LegendsAdventure) layoutPause(ctx *Context) (*Context, render.Rect) {
	items := s.pauseItems(ctx)
	w, h := pausePanelSize(ctx.Painter, s.pause.page == "rules", legends.HowToPlay(), len(items))
	k := min(uiScale(ctx), (ctx.W-16)/w, (ctx.H-16)/h)
	s.pause.mc = zoomed(ctx, k, &s.pause.pt)
	mc := &s.pause.mc
	r := render.Rect{X: mc.W/2 - w/2, Y: mc.H/2 - h/2, W: w, H: h}
	y := r.Y + menuHead(mc.Painter)
	bh := menuButtonH(mc.Painter)
	for i := range items {
		items[i].rect = render.Rect{X: r.X + 30, Y: y, W: r.W - 60, H: bh}
		y += bh + 12
	}
	s.pause.btns = items
	return mc, r
}

// pauseBlocks runs the menu; it reports whether it took this tick (the
// adventure stands still). Esc first puts an aimed action down, then
// opens the menu; in the menu it goes back a page, then closes it.
func (s *LegendsAdventure) pauseBlocks(ctx *Context) bool {
	esc := ctx.In.KeyPressed(ebiten.KeyEscape)
	if !s.pause.open {
		hz := zoomed(ctx, s.view.k, &s.view.hud)
		button := hz.In.Clicked && s.view.buttonAt(hz.In.X, hz.In.Y) == "menu"
		switch {
		case esc && (s.aim != nil || s.trade != ""):
			s.aim, s.trade = nil, ""
			return true
		case esc || button:
			ctx.play(sound.UIClick)
			s.pause.open, s.pause.page = true, ""
			return true
		}
		return false
	}
	mc, _ := s.layoutPause(ctx)
	switch {
	case esc && s.pause.page != "":
		s.pause.page = ""
	case esc:
		s.pause.open = false
	case !ctx.In.Clicked:
	case s.pause.page != "":
		s.pause.page = "" // a click anywhere goes back to the buttons
	default:
		for _, b := range s.pause.btns {
			if b.rect.Contains(mc.In.X, mc.In.Y) {
				ctx.play(sound.UIClick)
				b.do(ctx)
				break
			}
		}
	}
	return true
}

// drawPause paints the menu over the dimmed adventure.
func (s *LegendsAdventure) drawPause(screen *ebiten.Image, ctx *Context) {
	if !s.pause.open {
		return
	}
	ctx.Painter.Rect(screen, render.Rect{X: 0, Y: 0, W: ctx.W, H: ctx.H}, color.NRGBA{0x08, 0x06, 0x10, 0xb8})
	mc, r := s.layoutPause(ctx)
	drawPausePanel(screen, mc, r, s.pause.page == "rules", legends.HowToPlay(), "Click or press Esc to go back",
		len(s.pause.btns), func(i int) (string, render.Rect) { return s.pause.btns[i].label, s.pause.btns[i].rect })
}
