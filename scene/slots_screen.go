package scene

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
)

// SlotsScreen lists the save slots. Opened from the title ("Saved Games")
// it continues the game clicked; opened for a new game when every slot
// is taken, it asks which game to replace and has the player confirm.
type SlotsScreen struct {
	// pending is the new game waiting for a slot (nil: continuing).
	pending *Play
	slots   []slot
	listed  bool
	rows    []render.Rect
	back    render.Rect
	// confirm is the slot whose game the player is asked to replace (-1:
	// none); yes and no are the question's buttons.
	confirm int
	yes, no render.Rect
	message string
	pt      render.Painter
	view    Context
}

func newSlotsScreen(pending *Play) *SlotsScreen {
	return &SlotsScreen{pending: pending, confirm: -1}
}

// Design sizes of the screen's parts, in logical pixels at 100%.
const (
	slotRowW   = 860.0
	slotRowH   = 74.0
	slotRowGap = 12.0
	slotTop    = 120.0
)

// layout places the rows at the UI scale, or as large as still fits.
func (s *SlotsScreen) layout(outer *Context) {
	need := slotTop + slotCount*(slotRowH+slotRowGap) + 100 + 24
	k := min(uiScale(outer), outer.W/(slotRowW+40), outer.H/need)
	s.view = zoomed(outer, max(k, 0.5), &s.pt)
	// Listed on first use, in Draw too: the screen is drawn while it
	// fades in, before its first Update.
	if !s.listed && outer.Store != nil {
		s.slots, s.listed = listSlots(outer.Store), true
	}
	v := &s.view
	w := min(slotRowW, v.W-40)
	s.rows = s.rows[:0]
	for i := range slotCount {
		s.rows = append(s.rows, render.Rect{X: (v.W - w) / 2, Y: slotTop + float64(i)*(slotRowH+slotRowGap), W: w, H: slotRowH})
	}
	s.back = render.Rect{X: (v.W - setBackW) / 2, Y: v.H - setBackH - 24, W: setBackW, H: setBackH}
	s.yes = render.Rect{X: v.W/2 - 230, Y: v.H/2 + 30, W: 210, H: 56}
	s.no = render.Rect{X: v.W/2 + 20, Y: v.H/2 + 30, W: 210, H: 56}
}

// Update handles clicks.
func (s *SlotsScreen) Update(outer *Context) error {
	s.layout(outer)
	in := &s.view.In
	if s.confirm >= 0 {
		switch {
		case in.Clicked && s.yes.Contains(in.X, in.Y), in.KeyPressed(ebiten.KeyEnter):
			s.pending.slot, s.pending.replaceOK = s.slots[s.confirm].name, true
			outer.Goto(s.pending)
		case in.Clicked && s.no.Contains(in.X, in.Y), in.KeyPressed(ebiten.KeyEscape):
			s.confirm = -1
		}
		return nil
	}
	if (in.Clicked && s.back.Contains(in.X, in.Y)) || in.KeyPressed(ebiten.KeyEscape) {
		outer.Goto(NewTitle())
		return nil
	}
	if !in.Clicked {
		return nil
	}
	for i, r := range s.rows {
		if i >= len(s.slots) || !r.Contains(in.X, in.Y) {
			continue
		}
		sl := s.slots[i]
		switch {
		case s.pending == nil && sl.empty():
			s.message = fmt.Sprintf("Slot %d is empty.", sl.n)
		case s.pending == nil:
			p, err := openSlot(outer.Store, sl.name)
			if err != nil {
				s.message = err.Error()
				s.listed = false // it was set aside: list again
				return nil
			}
			outer.Goto(p)
		case sl.label != nil:
			s.confirm = i // a good game: the player must say yes
		default:
			// Empty, or damaged: the first save sets a damaged file
			// aside and says where it was kept.
			s.pending.slot = sl.name
			outer.Goto(s.pending)
		}
	}
	return nil
}

// Draw paints the slots and the question.
func (s *SlotsScreen) Draw(screen *ebiten.Image, outer *Context) {
	s.layout(outer)
	ctx := &s.view
	pt := ctx.Painter
	screen.Fill(render.ColBackground)
	head, sub := "Saved games", "Click a game to continue it, or a finished one to see how it ended."
	if s.pending != nil {
		head, sub = "Where should the new game be saved?", "Every slot holds a game: choose the one to replace."
	}
	pt.OutlinedText(screen, head, pt.Fonts.Bold, pt.FitSize(head, pt.Fonts.Bold, 36, 20, ctx.W-40), ctx.W/2, 28, 3, render.ColGold, render.ColOutline)
	pt.Text(screen, sub, pt.Fonts.Regular, pt.FitSize(sub, pt.Fonts.Regular, 17, 10, ctx.W-40), ctx.W/2, 82, render.AlignCenter, render.ColText)
	for i, r := range s.rows {
		if i >= len(s.slots) {
			break
		}
		sl := s.slots[i]
		edge := render.ColPanelEdge
		if r.Contains(ctx.In.X, ctx.In.Y) && s.confirm < 0 {
			edge = render.ColGold
		}
		pt.Panel(screen, r, render.ColPanel, edge)
		name := fmt.Sprintf("Slot %d", sl.n)
		pt.Text(screen, name, pt.Fonts.Bold, 20, r.X+18, r.Y+(r.H-pt.Em(20)*1.25)/2, render.AlignLeft, render.ColGold)
		x := r.X + 30 + pt.TextWidth(name, pt.Fonts.Bold, 20)
		col := render.ColText
		switch {
		case sl.bad != "":
			col = render.ColRuby
		case sl.empty():
			col = render.ColTextDim
		}
		lines := pt.Wrap(sl.describe(), pt.Fonts.Regular, 16, r.X+r.W-18-x)
		if len(lines) > 2 {
			lines = append(lines[:1], pt.Ellipsize(lines[1]+" "+lines[2], pt.Fonts.Regular, 16, r.X+r.W-18-x))
		}
		lh := pt.Em(16) * 1.25
		y := r.Y + (r.H-float64(len(lines))*lh)/2
		for _, l := range lines {
			pt.Text(screen, l, pt.Fonts.Regular, 16, x, y, render.AlignLeft, col)
			y += lh
		}
	}
	(&render.Button{Label: "Back", Rect: s.back, Hot: s.back.Contains(ctx.In.X, ctx.In.Y), FontSize: 20}).Draw(screen, pt)
	if s.message != "" {
		lines := pt.Wrap(s.message, pt.Fonts.Bold, 15, ctx.W-60)
		y := s.back.Y - 8 - float64(len(lines))*pt.Em(15)*1.3
		for _, l := range lines {
			pt.Text(screen, l, pt.Fonts.Bold, 15, ctx.W/2, y, render.AlignCenter, render.ColRuby)
			y += pt.Em(15) * 1.3
		}
	}
	if s.confirm >= 0 {
		s.drawConfirm(screen, ctx)
	}
}

// drawConfirm asks before a good game is replaced.
func (s *SlotsScreen) drawConfirm(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	sl := s.slots[s.confirm]
	pt.Rect(screen, render.Rect{X: 0, Y: 0, W: ctx.W, H: ctx.H}, color.NRGBA{0x08, 0x06, 0x10, 0xc0})
	r := render.Rect{X: ctx.W/2 - 300, Y: ctx.H/2 - 130, W: 600, H: 250}
	pt.Panel(screen, r, render.ColPanel, render.ColGold)
	q := fmt.Sprintf("Replace the game in slot %d?", sl.n)
	pt.Text(screen, q, pt.Fonts.Bold, pt.FitSize(q, pt.Fonts.Bold, 24, 12, r.W-30), ctx.W/2, r.Y+18, render.AlignCenter, render.ColText)
	y := r.Y + 22 + pt.Em(24)*1.3
	for _, l := range pt.Wrap(sl.describe()+". That game will be lost.", pt.Fonts.Regular, 16, r.W-40) {
		pt.Text(screen, l, pt.Fonts.Regular, 16, ctx.W/2, y, render.AlignCenter, render.ColText)
		y += pt.Em(16) * 1.25
	}
	(&render.Button{Label: "Replace", Rect: s.yes, Hot: s.yes.Contains(ctx.In.X, ctx.In.Y)}).Draw(screen, pt)
	(&render.Button{Label: "Keep it", Rect: s.no, Hot: s.no.Contains(ctx.In.X, ctx.In.Y)}).Draw(screen, pt)
}

func (s *SlotsScreen) release() { s.pt.Release() }
