package scene

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/sprites"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// actionButton is one entry of the action bar.
type actionButton struct {
	label    string
	cost     string
	tip      string
	disabled string
	rect     render.Rect
	active   bool
	onClick  func()
}

// actionFont is the action bar's label size: big enough to read from a
// step back, small enough for five actions in a row.
const actionFont = 17

var basicAttacks = []struct {
	attr cards.Attribute
	name string
}{{cards.STR, "Melee Attack"}, {cards.WILL, "Magic Attack"}, {cards.DEX, "Missile Attack"}}

// layoutButtons builds the action bar for the active Hero. Whether a button is
// enabled comes from rules queries (points left, legal targets); the rules
// still have the final word when the command is applied.
func (p *Play) layoutButtons(ctx *Context) {
	if p.barVersion == p.version && p.barArmed == p.armed.name && p.barW == ctx.W {
		return
	}
	p.barVersion, p.barArmed, p.barW = p.version, p.armed.name, ctx.W
	p.buttons = p.buttons[:0]
	p.hoverBtn = nil
	id := p.g.Active
	if p.cursor != nil {
		p.buttons = p.replayButtons()
		for i, b := range p.buttons {
			b.rect = render.Rect{X: leftColW + (ctx.W-leftColW-rightColW)/2 - 150 + float64(i)*160, Y: ctx.H - actionBarH + 17, W: 140, H: 58}
		}
		return
	}
	if green := p.greenButtons(); len(green) > 0 {
		p.buttons = green
		x := leftColW + 8.0
		for _, b := range p.buttons {
			w := max(110, ctx.Painter.TextWidth(b.label, ctx.Painter.Fonts.Bold, 15)+24)
			b.rect = render.Rect{X: x, Y: ctx.H - actionBarH + 17, W: w, H: 58}
			x += w + 8
		}
		p.barFont = 15
		return
	}
	if id == rules.NoModel {
		if p.canEndHeroTurn() {
			b := &actionButton{label: "End the Heroes' turn", tip: "Every activation this turn is used: the Consul plays next"}
			b.onClick = func() { p.apply(rules.EndPhase{}) }
			p.buttons = append(p.buttons, b)
			w := max(260, ctx.Painter.TextWidth(b.label, ctx.Painter.Fonts.Bold, actionFont)+40)
			b.rect = render.Rect{X: leftColW + (ctx.W-leftColW-rightColW-w)/2, Y: ctx.H - actionBarH + 17, W: w, H: 58}
		}
		return
	}
	m := p.g.Model(id)
	apLeft := p.g.APLeft(id)
	add := func(b *actionButton) { p.buttons = append(p.buttons, b) }
	for _, ba := range basicAttacks {
		act, ok := p.g.BasicAttack(m, ba.attr)
		if !ok {
			continue
		}
		ba := ba
		b := &actionButton{label: strings.TrimSuffix(ba.name, " Attack"), cost: "1 AP",
			tip:    fmt.Sprintf("%s with %s, range %d: beat the target's armour with more stars", ba.name, ba.attr.Upper(), act.Range),
			active: p.armed.name == ba.name}
		b.disabled = p.whyNot(id, ba.name, 1, apLeft)
		b.onClick = func() { p.arm(armedAction{name: ba.name, attr: ba.attr, basic: true, owner: rules.NoModel}) }
		add(b)
	}
	if hc := p.g.HeroCard(m); hc != nil {
		for i := range hc.Actions {
			a := &hc.Actions[i]
			if a.Potion != "" {
				continue
			}
			name := a.Name
			b := &actionButton{label: name, cost: fmt.Sprintf("%d AP", a.Cost), tip: a.Text, active: p.armed.name == name}
			b.disabled = p.whyNot(id, name, a.Cost, apLeft)
			armed := armedAction{name: name, owner: rules.NoModel, act: a}
			b.onClick = func() { p.use(armed) }
			add(b)
		}
	}
	var shared []*actionButton
	for _, b := range p.potionButtons(id) {
		if strings.HasPrefix(b.cost, "share ") {
			shared = append(shared, b)
			continue
		}
		add(b)
	}
	p.shareBtns = shared
	if len(shared) > 0 {
		sh := &actionButton{label: "Share", cost: plural(len(shared), "potion", "potions"), tip: "Drink another Hero's potion, paid with its tokens", active: p.shareOpen}
		sh.onClick = func() { p.shareOpen = !p.shareOpen; p.barVersion = 0 }
		add(sh)
	} else {
		p.shareOpen = false
	}
	for _, b := range p.basicButtons(id, apLeft) {
		add(b)
	}
	undo := &actionButton{label: "Undo", tip: "Take back the last command of this activation (Ctrl+Z)"}
	undo.disabled = p.undoReason()
	undo.onClick = p.undo
	add(undo)
	end := &actionButton{label: "End", cost: "", tip: "End this Hero's activation (E)"}
	end.onClick = p.endActivation
	add(end)

	// Lay them out left to right, centred in the bar; a long bar shrinks
	// its labels rather than run under the playback controls.
	const bh, gap = 58.0, 8.0
	avail := ctx.W - leftColW - rightColW - 16
	widths := make([]float64, len(p.buttons))
	font := float64(actionFont)
	total := 0.0
	for ; font >= 12; font-- {
		total = 0
		for i, b := range p.buttons {
			widths[i] = max(64, ctx.Painter.TextWidth(b.label, ctx.Painter.Fonts.Bold, font)+20)
			total += widths[i] + gap
		}
		if total <= avail {
			break
		}
	}
	p.barFont = font
	x := leftColW + (ctx.W-leftColW-rightColW-total)/2
	x = max(x, leftColW+8)
	y := ctx.H - actionBarH + (actionBarH-bh)/2
	for i, b := range p.buttons {
		b.rect = render.Rect{X: x, Y: y, W: widths[i], H: bh}
		x += widths[i] + gap
	}
	// The share pop-up stacks above the Share button.
	for i, b := range p.shareBtns {
		w := max(220, ctx.Painter.TextWidth(b.label, ctx.Painter.Fonts.Bold, actionFont)+30)
		last := p.buttons[len(p.buttons)-2]
		b.rect = render.Rect{X: last.rect.X + last.rect.W - w, Y: y - float64(i+1)*(bh+6) - 6, W: w, H: bh}
	}
}

// whyNot says why an action cannot be used now, or "" if it can be tried.
func (p *Play) whyNot(id rules.ModelID, action string, cost, apLeft int) string {
	if cost > apLeft {
		return fmt.Sprintf("Needs %s; %s left.", plural(cost, "action point", "action points"), plural(apLeft, "is", "are"))
	}
	act, ok := p.g.FindAction(p.g.Model(id), action)
	if !ok {
		return ""
	}
	if (act.Range > 0 || act.Area.Kind == "Burst") && len(p.g.LegalTargets(id, action)) == 0 {
		return "No target in range and line of sight."
	}
	return ""
}

func (p *Play) arm(a armedAction) {
	if p.armed.name == a.name {
		p.armed = armedAction{}
		return
	}
	p.armed = a
}

// heroCardRects lays out the Hero cards in the left column.
func (p *Play) heroCardRects(ctx *Context) []render.Rect {
	ids := p.heroIDs()
	h := min(150, (ctx.H-topBarH-16)/float64(max(1, len(ids)))-8)
	out := make([]render.Rect, len(ids))
	for i := range ids {
		out[i] = render.Rect{X: 8, Y: topBarH + 8 + float64(i)*(h+8), W: leftColW - 16, H: h}
	}
	return out
}

func (p *Play) heroCardClick(ctx *Context) bool {
	for i, r := range p.heroCardRects(ctx) {
		if r.Contains(ctx.In.X, ctx.In.Y) {
			id := p.heroIDs()[i]
			if p.g.Active == rules.NoModel {
				p.apply(rules.StartActivation{Hero: id})
			} else {
				m := p.g.Model(id)
				p.cam.CX, p.cam.CY = float64(m.Pos.X)+0.5, float64(m.Pos.Y)+0.5
			}
			return true
		}
	}
	return false
}

// Draw paints the board, the models and the interface.
func (p *Play) Draw(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	screen.Fill(render.ColBackground)
	p.board.Draw(screen, &p.cam, pt.Scale)
	p.drawHighlights(screen, ctx)
	for _, m := range p.modelsInDrawOrder() {
		v := p.view(m.ID)
		look := render.ModelLook{
			Name: m.Card, X: v.x, Y: v.y, Anim: v.anim, Frame: v.frame(),
			Hero: m.Kind == rules.KindHero, Selected: m.ID == p.g.Active,
			Activated: m.Kind == rules.KindHero && m.Activated && m.ID != p.g.Active,
			FaceLeft:  v.faceLeft,
		}
		if m.Kind == rules.KindChest {
			look.Hero = false
		}
		if !sprites.Known(m.Card) {
			continue
		}
		tick := ctx.Tick
		if p.reduced {
			tick = 0 // no pulsing selection ring
		}
		look.Marked = p.colourBlind && m.Kind != rules.KindChest
		p.art.Draw(screen, pt, &p.cam, look, tick)
		p.drawWoundPips(screen, pt, p.hud().Model(m.ID), v)
	}
	p.drawTargeting(screen, ctx)
	p.drawShot(screen, ctx)
	p.drawCursor(screen, ctx)
	// The side columns are opaque so the board never shows through the HUD.
	pt.Rect(screen, render.Rect{X: 0, Y: 0, W: leftColW, H: ctx.H}, render.ColBackground)
	pt.Rect(screen, render.Rect{X: ctx.W - rightColW, Y: 0, W: rightColW, H: ctx.H}, render.ColBackground)
	p.drawTopBar(screen, ctx)
	p.drawHeroCards(screen, ctx)
	p.drawLog(screen, ctx)
	p.drawActionBar(screen, ctx)
	p.drawDice(screen, ctx)
	p.drawBanner(screen, ctx)
	p.drawConsulLine(screen, ctx)
	p.drawChrome(screen, ctx)
	p.drawPowerUp(screen, ctx)
	p.drawToast(screen, ctx)
	p.drawTooltip(screen, ctx)
	p.drawHelp(screen, ctx)
	p.drawBooth(screen, ctx)
}

var (
	colReach     = color.NRGBA{0x6f, 0xb0, 0xff, 0x48}
	colReachEdge = color.NRGBA{0x9c, 0xc8, 0xff, 0xc0}
	colPath      = color.NRGBA{0xff, 0xe0, 0x70, 0xd0}
	colTarget    = color.NRGBA{0xff, 0x4d, 0x6d, 0x60}
	colHover     = color.NRGBA{0xff, 0xff, 0xff, 0x40}
	colRevive    = color.NRGBA{0xff, 0xcf, 0x4a, 0x70}
	colArea      = color.NRGBA{0xff, 0x8a, 0x3a, 0x70}
	colDash      = color.NRGBA{0x7d, 0xff, 0x9a, 0x50}
	// colCursorInner lets the square under the keyboard cursor show through.
	colCursorInner = color.NRGBA{0x20, 0x18, 0x30, 0x60}
)

func (p *Play) squareRect(sq tiles.Point) render.Rect {
	x, y := p.cam.ToScreen(float64(sq.X), float64(sq.Y))
	return render.Rect{X: x, Y: y, W: p.cam.Zoom, H: p.cam.Zoom}
}

func (p *Play) drawHighlights(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	if p.armed.name == "" && !p.busy() {
		for sq, cost := range p.reach {
			r := p.squareRect(sq)
			pt.RoundRect(screen, render.Rect{X: r.X + 3, Y: r.Y + 3, W: r.W - 6, H: r.H - 6}, 5, colReach)
			if p.cam.Zoom >= 30 {
				pt.Text(screen, fmt.Sprint(cost), pt.Fonts.Bold, p.cam.Zoom*0.26, r.X+r.W-4, r.Y+2, render.AlignRight, colReachEdge)
			}
		}
		prev := p.g.Model(p.g.Active)
		if prev != nil && len(p.path) > 0 {
			x0, y0 := p.cam.ToScreen(float64(prev.Pos.X)+0.5, float64(prev.Pos.Y)+0.5)
			for _, s := range p.path {
				x1, y1 := p.cam.ToScreen(float64(s.X)+0.5, float64(s.Y)+0.5)
				pt.Line(screen, x0, y0, x1, y1, p.cam.Zoom*0.09, colPath)
				pt.Circle(screen, x1, y1, p.cam.Zoom*0.09, colPath)
				x0, y0 = x1, y1
			}
		}
	}
	if p.armed.name == "Dash" {
		for sq := range p.dashTo {
			r := p.squareRect(sq)
			pt.RoundRect(screen, render.Rect{X: r.X + 3, Y: r.Y + 3, W: r.W - 6, H: r.H - 6}, 5, colDash)
		}
	}
	for _, sq := range p.previewSquares() {
		r := p.squareRect(sq)
		pt.RoundRect(screen, render.Rect{X: r.X + 2, Y: r.Y + 2, W: r.W - 4, H: r.H - 4}, 5, colArea)
		if p.colourBlind {
			markHatch(screen, pt, r)
		}
	}
	if p.armed.name != "" && p.g.Active != rules.NoModel && !p.armed.potion() {
		for _, id := range p.g.LegalTargets(p.g.Active, p.armed.name) {
			m := p.g.Model(id)
			for _, s := range m.Squares() {
				r := p.squareRect(s)
				pt.RoundRect(screen, render.Rect{X: r.X + 2, Y: r.Y + 2, W: r.W - 4, H: r.H - 4}, 5, colTarget)
				if p.colourBlind {
					markCross(screen, pt, r)
				}
			}
		}
	}
	for sq := range p.reviveAt {
		r := p.squareRect(sq)
		pt.RoundRect(screen, render.Rect{X: r.X + 3, Y: r.Y + 3, W: r.W - 6, H: r.H - 6}, 5, colRevive)
		if p.colourBlind {
			markPlus(screen, pt, r)
		}
	}
	if p.hoverOn {
		r := p.squareRect(p.hoverSq)
		pt.RoundRect(screen, render.Rect{X: r.X + 1, Y: r.Y + 1, W: r.W - 2, H: r.H - 2}, 5, colHover)
	}
}

// drawTargeting draws the line to a hovered target and the exact chance to
// wound it, when an attack is armed.
func (p *Play) drawTargeting(screen *ebiten.Image, ctx *Context) {
	if p.armed.name == "" || !p.hoverOn || p.g.Active == rules.NoModel {
		return
	}
	t := p.g.At(p.hoverSq)
	a := p.g.Model(p.g.Active)
	if t == nil || a == nil || t.ID == a.ID {
		return
	}
	pt := ctx.Painter
	x0, y0 := p.cam.ToScreen(float64(a.Pos.X)+0.5, float64(a.Pos.Y)+0.5)
	x1, y1 := p.cam.ToScreen(float64(p.hoverSq.X)+0.5, float64(p.hoverSq.Y)+0.5)
	ok, why := p.g.LineOfSight(a, t)
	lineCol := color.NRGBA{0x7d, 0xff, 0x9a, 0xd0}
	label := ""
	if !ok {
		lineCol = color.NRGBA{0xff, 0x4d, 0x6d, 0xd0}
		label = "No line of sight: " + why
	} else if chance, err := p.g.ChanceToWound(a.ID, p.armed.name, t.ID); err == nil {
		label = fmt.Sprintf("%s: %.0f%% to wound", t.Card, chance*100)
		legal := false
		for _, id := range p.g.LegalTargets(a.ID, p.armed.name) {
			legal = legal || id == t.ID
		}
		if !legal {
			lineCol = color.NRGBA{0xff, 0xb0, 0x40, 0xd0}
			label += " (not a legal target now)"
		}
	}
	pt.Line(screen, x0, y0, x1, y1, 3, lineCol)
	if label != "" {
		pt.Tooltip(screen, label, x1, y1-40, ctx.W, ctx.H)
	}
}

func (p *Play) drawWoundPips(screen *ebiten.Image, pt *render.Painter, m *rules.Model, v *modelView) {
	hearts := p.g.Hearts(m)
	if hearts <= 1 || m.Kind == rules.KindChest || p.cam.Zoom < 24 {
		return
	}
	f := float64(sprites.Footprint(m.Card))
	x, y := p.cam.ToScreen(v.x, v.y)
	w := p.cam.Zoom * f
	pip := min(8, w*0.8/float64(hearts))
	x0 := x + (w-pip*float64(hearts))/2
	for i := 0; i < hearts; i++ {
		c := color.RGBA{0xff, 0x4d, 0x6d, 0xff}
		if i >= hearts-m.Wounds {
			c = color.RGBA{0x40, 0x30, 0x40, 0xff}
		}
		pt.Rect(screen, render.Rect{X: x0 + float64(i)*pip, Y: y + 1, W: pip - 1, H: 5}, c)
	}
}

func (p *Play) drawTopBar(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	pt.Rect(screen, render.Rect{X: 0, Y: 0, W: ctx.W, H: topBarH}, render.ColBackground)
	pt.Rect(screen, render.Rect{X: 0, Y: 0, W: ctx.W, H: topBarH}, render.ColPanel)
	pt.Rect(screen, render.Rect{X: 0, Y: topBarH - 2, W: ctx.W, H: 2}, render.ColPanelEdge)
	phase := "Heroes' turn"
	if p.g.Phase != rules.HeroTurn {
		phase = fmt.Sprint(p.g.Phase)
	}
	pt.Text(screen, fmt.Sprintf("Turn %d · %s", p.g.Turn, phase), pt.Fonts.Bold, 21, 16, 14, render.AlignLeft, render.ColGold)
	right := fmt.Sprintf("Coins %d · Activations %d/%d", p.g.Coins, p.g.ActivationsThisTurn, p.g.ActivationsPerTurn())
	pt.Text(screen, right, pt.Fonts.Regular, 16, ctx.W-112, 17, render.AlignRight, render.ColText)
	if p.sess != nil {
		(&render.Button{Label: "Replay", Sub: "save", Rect: p.exportBtn, Hot: p.exportBtn.Contains(ctx.In.X, ctx.In.Y), FontSize: 14}).Draw(screen, pt)
	}
}

func (p *Play) drawHeroCards(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	hg := p.hud()
	for i, r := range p.heroCardRects(ctx) {
		m := hg.Model(p.heroIDs()[i])
		edge := render.ColPanelEdge
		if m.ID == p.g.Active {
			edge = render.ColGold
		}
		var fill color.Color = render.ColPanel
		if !m.InPlay {
			fill = render.ColDisabled
		}
		pt.Panel(screen, r, fill, edge)
		// Portrait.
		ps := min(r.H-20, 64.0)
		p.art.DrawPortrait(screen, pt, m.Card, render.Rect{X: r.X + 8, Y: r.Y + 8, W: ps, H: ps})
		x := r.X + ps + 16
		pt.Text(screen, m.Card, pt.Fonts.Bold, 15, x, r.Y+8, render.AlignLeft, render.ColText)
		status := "ready"
		switch {
		case !m.InPlay:
			status = "down"
		case m.ID == p.g.Active:
			status = fmt.Sprintf("active · %d MP · %d AP", p.g.MPLeft(m.ID), p.g.APLeft(m.ID))
		case m.Activated:
			status = "activated"
		}
		pt.Text(screen, status, pt.Fonts.Regular, 13, x, r.Y+28, render.AlignLeft, render.ColTextDim)
		// Hearts.
		hearts := p.g.Hearts(m)
		for h := 0; h < hearts; h++ {
			c := render.ColRuby
			if h >= hearts-m.Wounds {
				c = color.RGBA{0x50, 0x40, 0x58, 0xff}
			}
			drawHeart(screen, pt, x+8+float64(h)*17, r.Y+56, 7, c)
		}
		// Potions and wrath.
		y := r.Y + 72
		for k := 0; k < p.g.PotionCapacity(m); k++ {
			c := color.RGBA{0x50, 0x40, 0x58, 0xff}
			if k < m.Potions {
				c = render.ColEmerald
			}
			drawFlask(screen, pt, x+8+float64(k)*17, y+8, 6, c)
		}
		if m.Wrath > 0 {
			pt.Text(screen, fmt.Sprintf("wrath %d", m.Wrath), pt.Fonts.Bold, 14, r.X+r.W-10, y, render.AlignRight, color.RGBA{0xff, 0x70, 0x50, 0xff})
		}
		// Equipment by crystal slot: a ring per slot, filled when worn.
		if r.H > 110 {
			for k, slot := range cards.Slots {
				cx, cy := r.X+16+float64(k)*22, r.Y+r.H-18
				c := slotColours[slot]
				pt.Circle(screen, cx, cy, 8, c)
				if m.Slots[k] == "" {
					pt.Circle(screen, cx, cy, 5.5, render.ColPanel)
				}
				if p.colourBlind {
					pt.Text(screen, strings.ToUpper(string(slot)[:1]), pt.Fonts.Bold, 10, cx, cy-7, render.AlignCenter, render.ColOutline)
				}
			}
		}
		if sts := m.Statuses.List(); len(sts) > 0 && r.H > 100 {
			names := make([]string, len(sts))
			for i, st := range sts {
				names[i] = string(st)
			}
			pt.Text(screen, strings.Join(names, ", "), pt.Fonts.Regular, 12, x, y+20, render.AlignLeft, render.ColAmethyst)
		}
	}
}

func drawHeart(screen *ebiten.Image, pt *render.Painter, cx, cy, s float64, c color.Color) {
	pt.Circle(screen, cx-s*0.45, cy-s*0.2, s*0.55, c)
	pt.Circle(screen, cx+s*0.45, cy-s*0.2, s*0.55, c)
	pt.Polygon(screen, []float64{cx - s, cy, cx + s, cy, cx, cy + s}, c)
}

func drawFlask(screen *ebiten.Image, pt *render.Painter, cx, cy, s float64, c color.Color) {
	pt.Circle(screen, cx, cy+s*0.3, s*0.8, c)
	pt.Rect(screen, render.Rect{X: cx - s*0.3, Y: cy - s, W: s * 0.6, H: s}, c)
}

func (p *Play) drawLog(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	top := max(p.logTop, topBarH+8)
	r := render.Rect{X: ctx.W - rightColW + 8, Y: top, W: rightColW - 16, H: ctx.H - top - actionBarH}
	pt.Panel(screen, r, render.ColPanel, render.ColPanelEdge)
	pt.Text(screen, "Log", pt.Fonts.Bold, 16, r.X+12, r.Y+8, render.AlignLeft, render.ColGold)
	const lineH = 17.0
	if p.wrappedN != len(p.log) {
		p.wrapped, p.wrappedN = wrapLog(pt, p.log, r.W-24), len(p.log)
	}
	lines := p.wrapped
	rows := int((r.H - 40) / lineH)
	start := max(0, len(lines)-rows-p.logScroll)
	y := r.Y + 32
	for _, l := range lines[start:min(len(lines), start+rows)] {
		pt.Text(screen, l.text, pt.Fonts.Regular, 13, r.X+12, y, render.AlignLeft, logColour(l.kind))
		y += lineH
	}
}

func logColour(kind string) color.Color {
	switch kind {
	case "wounded", "destroyed", "hero-down":
		return color.RGBA{0xff, 0x90, 0xa0, 0xff}
	case "phase", "activation-started":
		return render.ColGold
	case "rolled", "compared":
		return color.RGBA{0xb8, 0xd8, 0xff, 0xff}
	}
	return render.ColText
}

// wrapLog breaks log lines to the panel width.
func wrapLog(pt *render.Painter, log []logLine, width float64) []logLine {
	var out []logLine
	for _, l := range log {
		words := strings.Fields(l.text)
		cur := ""
		for _, w := range words {
			next := strings.TrimSpace(cur + " " + w)
			if cur != "" && pt.TextWidth(next, pt.Fonts.Regular, 13) > width {
				out = append(out, logLine{text: cur, kind: l.kind})
				cur = "  " + w
				continue
			}
			cur = next
			if strings.HasPrefix(cur, " ") {
				cur = "  " + strings.TrimSpace(cur)
			}
		}
		if cur != "" {
			out = append(out, logLine{text: cur, kind: l.kind})
		}
	}
	return out
}

func (p *Play) drawActionBar(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	pt.Rect(screen, render.Rect{X: 0, Y: ctx.H - actionBarH, W: ctx.W, H: actionBarH}, render.ColBackground)
	pt.Rect(screen, render.Rect{X: 0, Y: ctx.H - actionBarH, W: ctx.W, H: actionBarH}, render.ColPanel)
	pt.Rect(screen, render.Rect{X: 0, Y: ctx.H - actionBarH, W: ctx.W, H: 2}, render.ColPanelEdge)
	if len(p.buttons) == 0 {
		msg := "Click a Hero to activate it."
		switch {
		case p.g.Over != "":
			msg = "The game is over."
		case p.stalled != "":
			msg = "Stopped: " + p.stalled
		case p.reviveFor != rules.NoModel && !p.busy():
			msg = fmt.Sprintf("%s fell: click a gold square to bring it back (1 Princess Coin).", p.g.Name(p.reviveFor))
		case p.busy() || p.g.Phase != rules.HeroTurn:
			msg = ""
		}
		centre := leftColW + (ctx.W-leftColW-rightColW)/2
		lines := pt.Wrap(msg, pt.Fonts.Bold, 19, ctx.W-leftColW-rightColW-20)
		y := ctx.H - actionBarH/2 - float64(len(lines))*12
		for _, l := range lines {
			pt.Text(screen, l, pt.Fonts.Bold, 19, centre, y, render.AlignCenter, render.ColTextDim)
			y += 24
		}
		return
	}
	for _, b := range p.buttons {
		btn := render.Button{Label: b.label, Sub: b.cost, Rect: b.rect, Disabled: b.disabled, Hot: b == p.hoverBtn || b.active, FontSize: p.barFont}
		btn.Draw(screen, pt)
	}
	if p.shareOpen {
		for _, b := range p.shareBtns {
			btn := render.Button{Label: b.label, Sub: b.cost, Rect: b.rect, Disabled: b.disabled, Hot: b == p.hoverBtn || b.active, FontSize: actionFont}
			btn.Draw(screen, pt)
		}
	}
}

func (p *Play) drawTooltip(screen *ebiten.Image, ctx *Context) {
	if tip := p.powerUpTooltip(ctx); tip != "" {
		ctx.Painter.Tooltip(screen, tip, ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
		return
	}
	if tip := p.chromeTooltip(ctx); tip != "" {
		ctx.Painter.Tooltip(screen, tip, ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
		return
	}
	if p.helpOpen {
		return
	}
	for i, r := range p.heroCardRects(ctx) {
		if r.Contains(ctx.In.X, ctx.In.Y) {
			ctx.Painter.Tooltip(screen, p.describe(p.hud().Model(p.heroIDs()[i])), ctx.In.X, ctx.In.Y, ctx.W, ctx.H)
			return
		}
	}
	if p.hoverBtn == nil && p.hoverOn && p.armed.name == "" {
		if m := p.g.At(p.hoverSq); m != nil {
			x, y := ctx.In.X, ctx.In.Y
			if p.kbOn {
				r := p.squareRect(p.hoverSq)
				x, y = r.X+r.W, r.Y+r.H
			}
			ctx.Painter.Tooltip(screen, p.describe(m), x, y, ctx.W, ctx.H)
			return
		}
	}
	if b := p.hoverBtn; b != nil {
		tip := b.tip
		if b.disabled != "" {
			tip = b.disabled
		}
		if tip != "" {
			ctx.Painter.Tooltip(screen, tip, ctx.In.X, ctx.In.Y-60, ctx.W, ctx.H)
		}
	}
}

func (p *Play) drawToast(screen *ebiten.Image, ctx *Context) {
	if p.toast == "" || p.toastAge > 180 {
		return
	}
	pt := ctx.Painter
	w := pt.TextWidth(p.toast, pt.Fonts.Bold, 17) + 32
	r := render.Rect{X: (ctx.W - w) / 2, Y: ctx.H - actionBarH - 56, W: w, H: 40}
	pt.Panel(screen, r, color.NRGBA{0x40, 0x18, 0x28, 0xf0}, render.ColRuby)
	pt.Text(screen, p.toast, pt.Fonts.Bold, 17, ctx.W/2, r.Y+10, render.AlignCenter, render.ColText)
}

func (p *Play) drawBanner(screen *ebiten.Image, ctx *Context) {
	if p.banner == "" || p.bannerAge > ticksPerBanner {
		return
	}
	pt := ctx.Painter
	v := p.cam.View
	r := render.Rect{X: v.X + v.W/2 - 260, Y: v.Y + 24, W: 520, H: 60}
	pt.Panel(screen, r, render.ColPanel, render.ColGold)
	pt.OutlinedText(screen, p.banner, pt.Fonts.Bold, 28, r.X+r.W/2, r.Y+12, 2, render.ColGold, render.ColOutline)
}

var dieColours = map[cards.Colour]color.RGBA{
	cards.Blue: {0x3f, 0x8c, 0xff, 0xff}, cards.Red: {0xff, 0x4d, 0x6d, 0xff}, cards.Green: {0x3d, 0xc0, 0x7a, 0xff},
	cards.Citrine: {0xff, 0xd8, 0x3d, 0xff}, cards.Amethyst: {0xb0, 0x6b, 0xff, 0xff},
}

// drawDice shows the last roll: each die on the face it landed, then the
// total against the number to beat.
func (p *Play) drawDice(screen *ebiten.Image, ctx *Context) {
	d := p.dice
	if d == nil || d.age > ticksPerRoll+90 {
		return
	}
	pt := ctx.Painter
	const size, gap = 46.0, 10.0
	n := float64(len(d.roll.Dice))
	total := plural(d.roll.Stars, "star", "stars")
	if d.compared != nil {
		c := d.compared
		verdict := "fails"
		if c.Success {
			verdict = "succeeds"
		}
		if c.Critical {
			verdict = "critical!"
		}
		total = fmt.Sprintf("%s vs %d: %s", plural(c.Stars, "star", "stars"), c.Against, verdict)
	}
	if d.defended != nil {
		e := d.defended
		verdict := "fails to hold: a wound"
		if e.Held {
			verdict = "holds!"
		}
		total = fmt.Sprintf("%s vs strength %d: %s", plural(e.Stars, "star", "stars"), e.STR, verdict)
	}
	title := fmt.Sprintf("%s rolls %s (%s)", d.roll.Model.Name, d.roll.Pool, d.roll.Why)
	w := max(260, n*(size+gap)+40, pt.TextWidth(total, pt.Fonts.Bold, 18)+40, pt.TextWidth(title, pt.Fonts.Bold, 14)+40)
	v := p.cam.View
	r := render.Rect{X: v.X + v.W/2 - w/2, Y: v.Y + v.H - 196, W: w, H: 130}
	pt.Panel(screen, r, color.NRGBA{0x1c, 0x18, 0x30, 0xf0}, render.ColPanelEdge)
	pt.Text(screen, title, pt.Fonts.Bold, 14, r.X+r.W/2, r.Y+8, render.AlignCenter, render.ColText)
	x := r.X + (r.W-(n*(size+gap)-gap))/2
	for i, die := range d.roll.Dice {
		// Dice tumble for a moment, then land on the face the rules rolled.
		tumble := d.age < 18+i*4
		face := die
		c := dieColours[die.Colour]
		y := r.Y + 34
		if tumble {
			y -= float64((18 + i*4 - d.age) % 7)
		}
		pt.RoundRect(screen, render.Rect{X: x, Y: y, W: size, H: size}, 9, render.ColOutline)
		pt.RoundRect(screen, render.Rect{X: x + 2, Y: y + 2, W: size - 4, H: size - 4}, 8, c)
		if p.colourBlind {
			// The die's colour as a letter in its corner.
			pt.Text(screen, string(die.Colour.Letter()), pt.Fonts.Bold, 11, x+size-8, y+3, render.AlignRight, render.ColOutline)
		}
		if !tumble {
			drawFace(screen, pt, face, x+size/2, y+size/2, size)
		}
		if die.Discarded {
			pt.Line(screen, x+4, y+4, x+size-4, y+size-4, 3, render.ColOutline)
		}
		x += size + gap
	}
	pt.Text(screen, total, pt.Fonts.Bold, 18, r.X+r.W/2, r.Y+94, render.AlignCenter, render.ColGold)
}

func drawFace(screen *ebiten.Image, pt *render.Painter, d rules.DieResult, cx, cy, size float64) {
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	switch {
	case d.Heart && d.Potion:
		drawHeart(screen, pt, cx-size*0.17, cy, size*0.14, white)
		drawFlask(screen, pt, cx+size*0.2, cy, size*0.12, white)
	case d.Heart:
		drawHeart(screen, pt, cx, cy, size*0.22, white)
	case d.Potion:
		drawFlask(screen, pt, cx, cy, size*0.2, white)
	default:
		// Star pips in a row or a small grid.
		n := d.Stars
		for i := 0; i < n; i++ {
			ox := (float64(i) - float64(n-1)/2) * size * 0.26
			drawStar(screen, pt, cx+ox, cy, size*0.13, white)
		}
	}
}

func drawStar(screen *ebiten.Image, pt *render.Painter, cx, cy, r float64, c color.Color) {
	xy := make([]float64, 0, 20)
	for i := 0; i < 10; i++ {
		a := -1.5708 + float64(i)*0.6283
		rad := r
		if i%2 == 1 {
			rad = r * 0.45
		}
		xy = append(xy, cx+rad*cos(a), cy+rad*sin(a))
	}
	pt.Polygon(screen, xy, c)
}

// drawConsulLine shows the Consul's latest reason over the board, so a table
// can follow why each monster does what it does.
func (p *Play) drawConsulLine(screen *ebiten.Image, ctx *Context) {
	if p.consulLine == "" || p.consulAge > 200 || p.g.Phase == rules.HeroTurn && !p.busy() {
		return
	}
	pt := ctx.Painter
	v := p.cam.View
	const size = 16
	text := p.consulLine
	for pt.TextWidth(text, pt.Fonts.Regular, size) > v.W-60 && len(text) > 10 {
		text = text[:len(text)-4] + "…"
	}
	w := pt.TextWidth(text, pt.Fonts.Regular, size) + 28
	r := render.Rect{X: v.X + (v.W-w)/2, Y: v.Y + v.H - 46, W: w, H: 36}
	pt.Panel(screen, r, render.ColPanel, render.ColAmethyst)
	pt.Text(screen, text, pt.Fonts.Regular, size, r.X+14, r.Y+9, render.AlignLeft, render.ColText)
}

// describe is a model's hover card: what it is, how hurt it is, and what its
// abilities and status effects mean, in our words.
func (p *Play) describe(m *rules.Model) string {
	if m.Kind == rules.KindChest {
		return "Treasure chest: a Hero next to it can open it for 1 action point."
	}
	hearts := p.g.Hearts(m)
	s := fmt.Sprintf("%s: %d of %d hearts left", m.Card, hearts-m.Wounds, hearts)
	var words []string
	if m.Kind == rules.KindHero {
		if h := p.g.HeroCard(m); h != nil {
			for _, k := range h.Abilities {
				words = append(words, k.String())
			}
		}
		s += fmt.Sprintf(", wrath %d, potions %d.", m.Wrath, m.Potions)
		for k, slot := range cards.Slots {
			if m.Slots[k] != "" {
				s += fmt.Sprintf(" Wears %s (%s).", m.Slots[k], slot)
			}
		}
	} else {
		s += fmt.Sprintf(", armour %d (a Hero needs more stars than that).", p.g.ARM(m))
		if mc := p.g.MonsterCard(m); mc != nil {
			for _, k := range mc.Abilities {
				words = append(words, k.String())
			}
		}
	}
	for _, st := range m.Statuses.List() {
		words = append(words, string(st))
	}
	if p.glossary == nil {
		p.glossary, _ = cards.LoadGlossary()
	}
	for _, w := range words {
		if p.glossary == nil {
			break
		}
		if text, ok := p.glossary.Explain(w); ok {
			s += " " + w + ": " + text
		}
	}
	return s
}

// drawShot draws the attack in flight: a fading line and a bright bolt
// travelling from attacker to target (gold for Heroes, red for monsters).
func (p *Play) drawShot(screen *ebiten.Image, ctx *Context) {
	sh := p.shot
	if sh == nil {
		return
	}
	pt := ctx.Painter
	x0, y0 := p.cam.ToScreen(sh.fromX+0.5, sh.fromY+0.5)
	x1, y1 := p.cam.ToScreen(sh.toX+0.5, sh.toY+0.5)
	c := color.NRGBA{0xff, 0x5a, 0x5a, 0xff}
	if sh.hero {
		c = color.NRGBA{0xff, 0xd8, 0x5a, 0xff}
	}
	fade := 1 - float64(sh.age)/float64(ticksPerShot+10)
	line := c
	line.A = uint8(160 * max(0, fade))
	pt.Line(screen, x0, y0, x1, y1, 3, line)
	t := min(1, float64(sh.age)/float64(ticksPerShot*2/3))
	bx, by := x0+(x1-x0)*t, y0+(y1-y0)*t
	pt.Circle(screen, bx, by, p.cam.Zoom*0.16, color.NRGBA{c.R, c.G, c.B, 0x60})
	pt.Circle(screen, bx, by, p.cam.Zoom*0.08, c)
}

// endActivation ends the active Hero's activation; with the confirmation
// setting on and points left, the first click only asks.
func (p *Play) endActivation() {
	id := p.g.Active
	if id == rules.NoModel {
		return
	}
	ap, mp := p.g.APLeft(id), p.g.MPLeft(id)
	if p.confirmEnd && (ap > 0 || mp > 0) && p.endArmed != p.version {
		p.endArmed = p.version
		p.say(fmt.Sprintf("%s still has %d action and %d movement points: press End again to end.", p.g.Name(id), ap, mp))
		return
	}
	p.endArmed = 0
	p.apply(rules.EndActivation{})
}

// Colour-blind marks: the same highlight colours also carry a shape.
func markCross(screen *ebiten.Image, pt *render.Painter, r render.Rect) {
	c := color.NRGBA{0xff, 0xff, 0xff, 0xc0}
	pt.Line(screen, r.X+r.W*0.25, r.Y+r.H*0.25, r.X+r.W*0.75, r.Y+r.H*0.75, 2.5, c)
	pt.Line(screen, r.X+r.W*0.75, r.Y+r.H*0.25, r.X+r.W*0.25, r.Y+r.H*0.75, 2.5, c)
}

func markPlus(screen *ebiten.Image, pt *render.Painter, r render.Rect) {
	c := color.NRGBA{0xff, 0xff, 0xff, 0xc0}
	pt.Line(screen, r.X+r.W/2, r.Y+r.H*0.25, r.X+r.W/2, r.Y+r.H*0.75, 3, c)
	pt.Line(screen, r.X+r.W*0.25, r.Y+r.H/2, r.X+r.W*0.75, r.Y+r.H/2, 3, c)
}

func markHatch(screen *ebiten.Image, pt *render.Painter, r render.Rect) {
	c := color.NRGBA{0x20, 0x10, 0x00, 0x90}
	for i := 0.2; i < 1.0; i += 0.3 {
		pt.Line(screen, r.X+r.W*i, r.Y+r.H*0.1, r.X+r.W*0.1, r.Y+r.H*i, 2, c)
		pt.Line(screen, r.X+r.W*0.9, r.Y+r.H*(1.0-i+0.1), r.X+r.W*(1.0-i+0.1), r.Y+r.H*0.9, 2, c)
	}
}
