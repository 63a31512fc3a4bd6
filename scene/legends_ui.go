package scene

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/render/sound"
	"github.com/superdungeon-digital/superdungeon/rules/legends"
)

// The Legends campaign screens (campaigns list, new campaign, campaign
// map, downtime) share this frame: a design of at least lgMinW×lgMinH
// logical pixels drawn at the UI scale, or as large as still fits, and
// buttons rebuilt from the state every tick (so they always say what the
// rules say now) with the one under the pointer lit.

const (
	lgMinW = 1000.0
	lgMinH = 600.0
)

// lgButton is a button and what clicking it does.
type lgButton struct {
	render.Button
	tip     string
	onClick func(ctx *Context)
	// selected draws it as the current choice.
	selected bool
}

// lgFrame is the shared part of a Legends screen.
type lgFrame struct {
	pt      render.Painter
	view    Context
	buttons []*lgButton
	hover   *lgButton
	// message is the last refusal or problem, in the rules' words.
	message string
}

// zoom sets the frame's view for this tick.
func (f *lgFrame) zoom(outer *Context) *Context {
	k := min(uiScale(outer), outer.W/lgMinW, outer.H/lgMinH)
	f.view = zoomed(outer, max(k, 0.5), &f.pt)
	f.buttons = f.buttons[:0]
	return &f.view
}

// button adds a button.
func (f *lgFrame) button(label, sub string, r render.Rect, onClick func(ctx *Context)) *lgButton {
	b := &lgButton{Button: render.Button{Label: label, Sub: sub, Rect: r}, onClick: onClick}
	f.buttons = append(f.buttons, b)
	return b
}

// click runs the button under a click, if any; it reports whether one
// was pressed. outer is the real context (for Goto).
func (f *lgFrame) click(outer *Context) bool {
	in := f.view.In
	f.hover = nil
	for i := len(f.buttons) - 1; i >= 0; i-- {
		b := f.buttons[i]
		if b.Rect.Contains(in.X, in.Y) {
			f.hover = b
			break
		}
	}
	if f.hover == nil || !in.Clicked {
		return false
	}
	if f.hover.Disabled != "" {
		f.message = f.hover.Disabled
		return true
	}
	outer.play(sound.UIClick)
	f.message = ""
	if f.hover.onClick != nil {
		f.hover.onClick(outer)
	}
	return true
}

// drawButtons paints the buttons, then the hovered one's tip.
func (f *lgFrame) drawButtons(screen *ebiten.Image) {
	p := f.view.Painter
	in := f.view.In
	for _, b := range f.buttons {
		b.Hot = b.Rect.Contains(in.X, in.Y)
		if b.selected && !b.Hot {
			p.RoundRect(screen, render.Rect{X: b.Rect.X - 3, Y: b.Rect.Y - 3, W: b.Rect.W + 6, H: b.Rect.H + 6}, 14, render.ColGold)
		}
		b.Draw(screen, p)
	}
}

// drawTip shows the hovered button's tip or why it is disabled.
func (f *lgFrame) drawTip(screen *ebiten.Image) {
	ctx := &f.view
	for _, b := range f.buttons {
		if !b.Rect.Contains(ctx.In.X, ctx.In.Y) {
			continue
		}
		tip := b.tip
		if b.Disabled != "" {
			tip = b.Disabled
		}
		if tip != "" {
			ctx.Painter.Tooltip(screen, tip, ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
		}
	}
}

// heading draws a screen's title and the line under it; it returns the y
// below them.
func lgHeading(screen *ebiten.Image, ctx *Context, head, sub string) float64 {
	p := ctx.Painter
	p.OutlinedText(screen, head, p.Fonts.Bold, p.FitSize(head, p.Fonts.Bold, 34, 18, ctx.W-300), ctx.W/2, 14, 3, render.ColGold, render.ColOutline)
	y := 14 + p.Em(34)*1.25 + 4
	if sub != "" {
		for _, l := range p.Wrap(sub, p.Fonts.Regular, 16, ctx.W-320) {
			p.Text(screen, l, p.Fonts.Regular, 16, ctx.W/2, y, render.AlignCenter, render.ColText)
			y += p.Em(16) * 1.25
		}
	}
	return y + 6
}

// lgHeadBottom is the y below lgHeading's title and line.
func lgHeadBottom(ctx *Context, sub string) float64 {
	p := ctx.Painter
	y := 14 + p.Em(34)*1.25 + 4
	if sub != "" {
		y += float64(len(p.Wrap(sub, p.Fonts.Regular, 16, ctx.W-320))) * p.Em(16) * 1.25
	}
	return y + 6
}

// lgText draws wrapped text in width from (x, y) and returns the y below.
func lgText(screen *ebiten.Image, p *render.Painter, s string, bold bool, size, x, y, width float64, col color.Color) float64 {
	font := p.Fonts.Regular
	if bold {
		font = p.Fonts.Bold
	}
	for _, l := range p.Wrap(s, font, size, width) {
		p.Text(screen, l, font, size, x, y, render.AlignLeft, col)
		y += p.Em(size) * 1.25
	}
	return y
}

// lgTextClip is lgText stopping before bottom: the last line that fits
// ends with an ellipsis when text is left.
func lgTextClip(screen *ebiten.Image, p *render.Painter, s string, size, x, y, width, bottom float64, col color.Color) float64 {
	lines := p.Wrap(s, p.Fonts.Regular, size, width)
	lh := p.Em(size) * 1.25
	fit := int((bottom - y) / lh)
	if fit < len(lines) && fit > 0 {
		lines = append(lines[:fit-1], p.Ellipsize(strings.Join(lines[fit-1:], " "), p.Fonts.Regular, size, width))
	} else if fit <= 0 {
		lines = nil
	}
	for _, l := range lines {
		p.Text(screen, l, p.Fonts.Regular, size, x, y, render.AlignLeft, col)
		y += lh
	}
	return y
}

// lgMessage shows the last refusal above y, centred, in ruby.
func lgMessage(screen *ebiten.Image, ctx *Context, msg string, y float64) {
	if msg == "" {
		return
	}
	p := ctx.Painter
	lines := p.Wrap(msg, p.Fonts.Bold, 16, ctx.W-120)
	h := float64(len(lines))*p.Em(16)*1.3 + 14
	r := render.Rect{X: 50, Y: y - h, W: ctx.W - 100, H: h}
	p.Panel(screen, r, render.ColPanel, render.ColRuby)
	for i, l := range lines {
		p.Text(screen, l, p.Fonts.Bold, 16, ctx.W/2, r.Y+7+float64(i)*p.Em(16)*1.3, render.AlignCenter, render.ColRuby)
	}
}

// dieColour is a Legends die letter's colour.
func dieColour(letter string) color.Color {
	switch strings.ToUpper(letter) {
	case "R":
		return render.ColRuby
	case "G":
		return render.ColEmerald
	case "Y":
		return render.ColCitrine
	case "P":
		return render.ColAmethyst
	}
	return render.ColSapphire
}

// drawPool draws a pool ("2B1R") as coloured dice from (x, y), size s; it
// returns the x after them.
func drawPool(screen *ebiten.Image, p *render.Painter, pool string, x, y, s float64) float64 {
	n := 0
	for _, r := range pool {
		switch {
		case r >= '0' && r <= '9':
			n = n*10 + int(r-'0')
		default:
			if n == 0 {
				n = 1
			}
			for range n {
				p.RoundRect(screen, render.Rect{X: x, Y: y, W: s, H: s}, s*0.2, render.ColOutline)
				p.RoundRect(screen, render.Rect{X: x + 1.5, Y: y + 1.5, W: s - 3, H: s - 3}, s*0.18, dieColour(string(r)))
				x += s + 3
			}
			n = 0
		}
	}
	return x
}

// poolDice counts the dice of a pool string.
func poolDice(pool string) int {
	p, err := legends.ParsePool(pool)
	if err != nil {
		return 0
	}
	return p.Count()
}

// goodsLine is the backpack in words, in a fixed order.
func goodsLine(d *legends.Data, bp map[string]int) string {
	if len(bp) == 0 {
		return "empty"
	}
	return legends.GoodsWords(bp)
}

// frame gives tests and the screens' common code the shared part.
func (f *lgFrame) frame() *lgFrame { return f }

// lgScreen is any Legends campaign screen.
type lgScreen interface {
	Scene
	frame() *lgFrame
}
