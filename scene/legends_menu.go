package scene

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules/legends"
)

// LegendsMenu is where the title's "Legends" button leads: the campaign
// slots (click one to continue it) and "New campaign". Opened for a new
// campaign when every slot is taken, it asks which campaign to replace
// and has the player confirm before a good one is lost.
type LegendsMenu struct {
	lgFrame
	d       *legends.Data
	err     string
	slots   []campaignSlot
	listed  bool
	pending *legendsRun // a new campaign waiting for a slot (nil: listing)
	confirm int         // the slot asked about (-1: none)
}

// NewLegendsMenu opens the campaigns list.
func NewLegendsMenu() *LegendsMenu {
	m := &LegendsMenu{confirm: -1}
	d, err := loadLegendsData()
	m.d = d
	if err != nil {
		m.err = "The Legends data did not load: " + err.Error()
	}
	return m
}

// layout lists the slots (on first use) and builds the buttons.
func (m *LegendsMenu) layout(outer *Context) *Context {
	ctx := m.zoom(outer)
	if !m.listed && m.d != nil {
		m.slots, m.listed = listCampaignSlots(outer.Store, m.d), true
	}
	if m.confirm >= 0 {
		yes := m.button("Replace", "", render.Rect{X: ctx.W/2 - 230, Y: ctx.H/2 + 30, W: 210, H: 56}, func(ctx *Context) {
			m.pending.slot, m.pending.replaceOK = m.slots[m.confirm].name, true
			m.start(ctx)
		})
		yes.tip = "The campaign in this slot is lost and the new one takes its place."
		m.button("Keep it", "", render.Rect{X: ctx.W/2 + 20, Y: ctx.H/2 + 30, W: 210, H: 56}, func(*Context) { m.confirm = -1 })
		return ctx
	}
	w := min(900, ctx.W-40)
	y := 130.0
	for i := range m.slots {
		m.button("", "", render.Rect{X: (ctx.W - w) / 2, Y: y, W: w, H: 74}, func(ctx *Context) { m.clickSlot(ctx, i) })
		y += 86
	}
	bw := 230.0
	nb := m.button("New campaign", "choose the story and the party", render.Rect{X: ctx.W/2 - bw - 10, Y: y + 10, W: bw, H: 60}, func(ctx *Context) {
		ctx.Goto(NewLegendsSetup())
	})
	if m.d == nil {
		nb.Disabled = m.err
	}
	if m.pending != nil {
		nb.Disabled = "Choose a slot for the new campaign above."
	}
	m.button("Back", "", render.Rect{X: ctx.W/2 + 10, Y: y + 10, W: bw, H: 60}, func(ctx *Context) {
		if m.pending != nil {
			ctx.Goto(NewLegendsSetup())
			return
		}
		ctx.Goto(NewTitle())
	})
	return ctx
}

// clickSlot continues a campaign, or places the pending one.
func (m *LegendsMenu) clickSlot(outer *Context, i int) {
	s := m.slots[i]
	switch {
	case m.pending == nil && s.empty():
		m.message = fmt.Sprintf("Campaign slot %d is empty: New campaign starts one.", s.n)
	case m.pending == nil:
		r, err := openCampaignSlot(outer.Store, m.d, s.name)
		if err != nil {
			m.message = err.Error()
			m.listed = false // it was set aside: list again
			return
		}
		if r.resume != nil {
			outer.Goto(r.resumeScene()) // back in the middle of the adventure
			return
		}
		outer.Goto(NewLegendsMap(r))
	case s.save != nil:
		m.confirm = i
	default:
		// Empty or damaged: the first save sets a damaged file aside and
		// says where it was kept.
		m.pending.slot = s.name
		m.start(outer)
	}
}

// start saves the new campaign in its slot and opens its map.
func (m *LegendsMenu) start(outer *Context) {
	m.pending.save()
	outer.Goto(NewLegendsMap(m.pending))
}

// Update handles clicks.
func (m *LegendsMenu) Update(outer *Context) error {
	m.layout(outer)
	if m.view.In.KeyPressed(ebiten.KeyEscape) {
		if m.confirm >= 0 {
			m.confirm = -1
		} else {
			outer.Goto(NewTitle())
		}
		return nil
	}
	m.click(outer)
	return nil
}

// Draw paints the slots, the buttons and the question.
func (m *LegendsMenu) Draw(screen *ebiten.Image, outer *Context) {
	ctx := m.layout(outer)
	p := ctx.Painter
	screen.Fill(render.ColBackground)
	head, sub := "Legends campaigns", "A party of Heroes plays a story of linked adventures, rests, crafts, shops and ranks up between them. Click a campaign to continue it."
	if m.pending != nil {
		head, sub = "Where should the new campaign be kept?", "Every campaign slot holds a campaign: choose the one to replace."
	}
	lgHeading(screen, ctx, head, sub)
	if m.confirm < 0 {
		m.drawButtons(screen)
		for i, s := range m.slots {
			r := m.buttons[i].Rect
			p.Panel(screen, r, render.ColPanel, edgeIf(r.Contains(ctx.In.X, ctx.In.Y)))
			name := fmt.Sprintf("Slot %d", s.n)
			p.Text(screen, name, p.Fonts.Bold, 20, r.X+18, r.Y+(r.H-p.Em(20)*1.25)/2, render.AlignLeft, render.ColGold)
			x := r.X + 30 + p.TextWidth(name, p.Fonts.Bold, 20)
			col := render.ColText
			switch {
			case s.bad != "":
				col = render.ColRuby
			case s.empty():
				col = render.ColTextDim
			}
			lines := p.Wrap(s.describe(m.d), p.Fonts.Regular, 16, r.X+r.W-18-x)
			if len(lines) > 2 {
				lines = append(lines[:1], p.Ellipsize(lines[1]+" "+lines[2], p.Fonts.Regular, 16, r.X+r.W-18-x))
			}
			lh := p.Em(16) * 1.25
			y := r.Y + (r.H-float64(len(lines))*lh)/2
			for _, l := range lines {
				p.Text(screen, l, p.Fonts.Regular, 16, x, y, render.AlignLeft, col)
				y += lh
			}
		}
		if m.err != "" {
			lgMessage(screen, ctx, m.err, ctx.H-10)
		}
		lgMessage(screen, ctx, m.message, ctx.H-10)
		m.drawTip(screen)
		return
	}
	s := m.slots[m.confirm]
	p.Rect(screen, render.Rect{X: 0, Y: 0, W: ctx.W, H: ctx.H}, color.NRGBA{0x08, 0x06, 0x10, 0xc0})
	r := render.Rect{X: ctx.W/2 - 300, Y: ctx.H/2 - 130, W: 600, H: 250}
	p.Panel(screen, r, render.ColPanel, render.ColGold)
	q := fmt.Sprintf("Replace the campaign in slot %d?", s.n)
	p.Text(screen, q, p.Fonts.Bold, p.FitSize(q, p.Fonts.Bold, 24, 12, r.W-30), ctx.W/2, r.Y+18, render.AlignCenter, render.ColText)
	y := r.Y + 22 + p.Em(24)*1.3
	for _, l := range p.Wrap(s.describe(m.d)+". That campaign will be lost.", p.Fonts.Regular, 16, r.W-40) {
		p.Text(screen, l, p.Fonts.Regular, 16, ctx.W/2, y, render.AlignCenter, render.ColText)
		y += p.Em(16) * 1.25
	}
	m.drawButtons(screen)
	m.drawTip(screen)
}

func edgeIf(hot bool) color.Color {
	if hot {
		return render.ColGold
	}
	return render.ColPanelEdge
}

// startCampaignInSlot keeps a new campaign in the first empty slot, or
// asks which one to replace. Without storage it is simply not kept.
func startCampaignInSlot(ctx *Context, r *legendsRun) {
	r.store = ctx.Store
	if ctx.Store == nil {
		ctx.Goto(NewLegendsMap(r))
		return
	}
	for _, s := range listCampaignSlots(ctx.Store, r.d) {
		if s.empty() {
			r.slot = s.name
			r.save()
			ctx.Goto(NewLegendsMap(r))
			return
		}
	}
	m := NewLegendsMenu()
	m.pending = r
	ctx.Goto(m)
}
