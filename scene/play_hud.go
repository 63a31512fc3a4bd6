package scene

import (
	"fmt"
	"image"
	"image/color"
	"math"
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
	key := barKey{ctx.W, ctx.H, ctx.Painter.Em(1)}
	if p.barVersion == p.version && p.barArmed == p.armed.name && p.barKey == key {
		return
	}
	p.barVersion, p.barArmed, p.barKey = p.version, p.armed.name, key
	p.buttons = p.buttons[:0]
	p.hoverBtn = nil
	p.barRows = 1
	id := p.g.Active
	if p.cursor != nil {
		p.buttons = p.replayButtons()
		p.placeButtons(ctx, 140, actionFont)
		return
	}
	if green := p.greenButtons(); len(green) > 0 {
		p.buttons = green
		p.placeButtons(ctx, 110, 15)
		return
	}
	if id == rules.NoModel {
		if p.g.Phase == rules.HeroTurn && p.g.Over == "" {
			p.buttons = append(p.buttons, p.shapeshiftButtons()...)
		}
		minW := 160.0
		if p.canEndHeroTurn() {
			b := &actionButton{label: "End the Heroes' turn", tip: "Every activation this turn is used: the Consul plays next"}
			b.onClick = func() { p.apply(rules.EndPhase{}) }
			p.buttons = append(p.buttons, b)
			if len(p.buttons) == 1 {
				minW = max(260, ctx.Painter.TextWidth(b.label, ctx.Painter.Fonts.Bold, actionFont)+40)
			}
		}
		if len(p.buttons) > 0 {
			p.placeButtons(ctx, minW, actionFont)
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
	if b := p.rageButton(id); b != nil {
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

	p.placeButtons(ctx, 64, actionFont)
	// The share pop-up stacks above the Share button.
	var share *actionButton
	for _, b := range p.buttons {
		if b.label == "Share" {
			share = b
		}
	}
	if share == nil {
		return
	}
	bh := p.lay.btnH
	for i, b := range p.shareBtns {
		w := max(220, ctx.Painter.TextWidth(b.label, ctx.Painter.Fonts.Bold, actionFont)+30)
		x := min(max(8, share.rect.X+share.rect.W-w), ctx.W-w-8)
		b.rect = render.Rect{X: x, Y: share.rect.Y - float64(i+1)*(bh+6) - 6, W: w, H: bh}
	}
}

// barKey is what the action bar's layout depends on besides the game: the
// HUD's size and the text size.
type barKey struct{ w, h, text float64 }

// placeButtons lays out the action bar's buttons (ctx is the HUD's): one
// row centred under the board with their costs, shrinking the labels a
// little; then one row spreading under the Hero cards; then two rows of
// labels, costs left to the tooltips. minW is a button's least width and
// font the labels' size to start from.
func (p *Play) placeButtons(ctx *Context, minW, font float64) {
	n := len(p.buttons)
	if n == 0 {
		return
	}
	pt := ctx.Painter
	l := &p.lay
	const gap = 8.0
	widths := make([]float64, n)
	measure := func(bs []*actionButton, ws []float64, f float64) float64 {
		total := -gap
		for i, b := range bs {
			ws[i] = max(minW, pt.TextWidth(b.label, pt.Fonts.Bold, f)+20)
			total += ws[i] + gap
		}
		return total
	}
	row := func(bs []*actionButton, ws []float64, area render.Rect, y, h float64) {
		total := -gap
		for _, w := range ws {
			total += w + gap
		}
		if total > area.W { // squeeze: the labels shrink to their buttons
			k := (area.W - gap*float64(len(ws)-1)) / (total - gap*float64(len(ws)-1))
			for i := range ws {
				ws[i] *= k
			}
			total = area.W
		}
		x := max(area.X, area.X+(area.W-total)/2)
		for i, b := range bs {
			b.rect = render.Rect{X: x, Y: y, W: ws[i], H: h}
			x += ws[i] + gap
		}
	}
	// Below this the labels would be smaller on screen than the smallest
	// the design uses at 100%.
	minFont := max(8, 12/l.scale)
	y := l.bar.Y + (l.bar.H-l.btnH)/2
	tries := []struct {
		area render.Rect
		low  float64
	}{{l.actions, max(minFont, font-3)}, {l.wide, minFont}}
	for _, t := range tries {
		for f := font; f >= t.low; f-- {
			if measure(p.buttons, widths, f) <= t.area.W {
				p.barFont = f
				row(p.buttons, widths, t.area, y, l.btnH)
				return
			}
		}
	}
	// Two rows of labels.
	p.barRows = 2
	a := render.Rect{X: l.wide.X, Y: l.bar.Y + 8, W: l.wide.W, H: l.bar.H - 16}
	h := (a.H - 6) / 2
	half := (n + 1) / 2
	f := min(font, 15)
	for ; f > minFont; f-- {
		if measure(p.buttons[:half], widths[:half], f) <= a.W && measure(p.buttons[half:], widths[half:], f) <= a.W {
			break
		}
	}
	measure(p.buttons[:half], widths[:half], f)
	measure(p.buttons[half:], widths[half:], f)
	p.barFont = f
	row(p.buttons[:half], widths[:half], a, a.Y, h)
	row(p.buttons[half:], widths[half:], a, a.Y+h+6, h)
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

// heroCardRects are the Hero cards in the left column, in HUD units.
func (p *Play) heroCardRects(*Context) []render.Rect { return p.lay.heroes }

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

// Draw paints the board, the models and the interface. The board is drawn
// in ctx's logical pixels, the interface in HUD units (see hudLayout).
func (p *Play) Draw(screen *ebiten.Image, ctx *Context) {
	hc := p.hudContext(ctx)
	p.cam.View = p.lay.toScreen(p.lay.board)
	pt := ctx.Painter
	screen.Fill(render.ColBackground)
	p.drawBoard(screen, ctx)
	p.drawHighlights(screen, ctx)
	p.drawCrystals(screen, ctx)
	// The models' shapes are drawn filtered (the same pixels) so rings,
	// markers, sprites and pips batch into one draw. (Not the highlights:
	// their cost numbers are text, drawn unfiltered.)
	pt.Smooth = true
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
	p.drawModelBadges(screen, ctx)
	pt.Smooth = false
	p.aimTip = ""
	p.drawTargeting(screen, ctx, hc)
	p.drawShot(screen, ctx)
	p.drawCursor(screen, ctx)
	// The side columns are opaque so the board never shows through the HUD.
	hp := hc.Painter
	hp.Rect(screen, render.Rect{X: 0, Y: 0, W: p.lay.left.W, H: hc.H}, render.ColBackground)
	hp.Rect(screen, render.Rect{X: p.lay.right.X, Y: 0, W: p.lay.right.W, H: hc.H}, render.ColBackground)
	p.drawTopBar(screen, hc)
	p.drawHeroCards(screen, hc)
	p.drawLog(screen, hc)
	p.drawActionBar(screen, hc)
	p.drawAimTip(screen, hc)
	p.drawDice(screen, hc)
	p.drawBanner(screen, hc)
	p.drawFlyers(screen, ctx)
	p.drawConsulLine(screen, hc)
	p.drawChrome(screen, hc)
	p.drawPowerUp(screen, hc)
	p.drawTreasure(screen, hc)
	p.drawToast(screen, hc)
	p.drawTooltip(screen, hc)
	p.drawHelp(screen, hc)
	p.drawBooth(screen, hc)
}

var (
	colReach     color.Color = color.NRGBA{0x6f, 0xb0, 0xff, 0x48}
	colReachEdge color.Color = color.NRGBA{0x9c, 0xc8, 0xff, 0xc0}
	colPath      color.Color = color.NRGBA{0xff, 0xe0, 0x70, 0xd0}
	colTarget    color.Color = color.NRGBA{0xff, 0x4d, 0x6d, 0x60}
	colHover     color.Color = color.NRGBA{0xff, 0xff, 0xff, 0x40}
	colRevive    color.Color = color.NRGBA{0xff, 0xcf, 0x4a, 0x70}
	colArea      color.Color = color.NRGBA{0xff, 0x8a, 0x3a, 0x70}
	colDash      color.Color = color.NRGBA{0x7d, 0xff, 0x9a, 0x50}
	// colCursorInner lets the square under the keyboard cursor show through.
	colCursorInner color.Color = color.NRGBA{0x20, 0x18, 0x30, 0x60}
)

func (p *Play) squareRect(sq tiles.Point) render.Rect {
	return p.cam.SquareRect(float64(sq.X), float64(sq.Y), 1)
}

func (p *Play) drawHighlights(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	if p.armed.name == "" && !p.busy() {
		for sq, cost := range p.reach {
			r := p.squareRect(sq)
			pt.RoundRect(screen, render.Rect{X: r.X + 3, Y: r.Y + 3, W: r.W - 6, H: r.H - 6}, 5, colReach)
			p.drawCost(screen, pt, r, sq, cost)
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
		for _, id := range p.legalTargets(p.g.Active, p.armed.queryName()) {
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

// drawTargeting draws the line to a hovered target on the board (ctx) and
// the exact chance to wound it in the HUD (hc), when an attack is armed.
func (p *Play) drawTargeting(screen *ebiten.Image, ctx, hc *Context) {
	if p.armed.name == "" || p.armed.name == interactName || !p.hoverOn || p.g.Active == rules.NoModel {
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
	aim := p.aimAt(a, t, p.armed.queryName())
	lineCol := colAimClear
	label := aim.label
	if !aim.sight {
		lineCol = colAimBlocked
	} else if aim.chanceErr == nil {
		legal := false
		for _, id := range p.legalTargets(a.ID, p.armed.queryName()) {
			legal = legal || id == t.ID
		}
		if !legal {
			lineCol = colAimIllegal
			label = aim.illegalLabel()
		}
	}
	pt.Line(screen, x0, y0, x1, y1, 3, lineCol)
	if label != "" {
		// Drawn with the HUD (drawAimTip), over the side columns.
		u := p.lay.scale
		p.aimTip, p.aimTipX, p.aimTipY = label, x1/u, y1/u-40
	}
}

// The aiming line's colours: clear, no line of sight, not a legal target.
// Held as color.Color so drawing them boxes nothing.
var (
	colAimClear   color.Color = color.NRGBA{0x7d, 0xff, 0x9a, 0xd0}
	colAimBlocked color.Color = color.NRGBA{0xff, 0x4d, 0x6d, 0xd0}
	colAimIllegal color.Color = color.NRGBA{0xff, 0xb0, 0x40, 0xd0}
)

// drawAimTip shows the armed action's chance or reason by its target.
func (p *Play) drawAimTip(screen *ebiten.Image, hc *Context) {
	if p.aimTip != "" {
		hc.Painter.Tooltip(screen, p.aimTip, p.aimTipX, p.aimTipY, hc.W, hc.H)
	}
}

// A model's heart pips: left and lost.
var (
	colPipHeart color.Color = color.RGBA{0xff, 0x4d, 0x6d, 0xff}
	colPipWound color.Color = color.RGBA{0x40, 0x30, 0x40, 0xff}
)

func (p *Play) drawWoundPips(screen *ebiten.Image, pt *render.Painter, m *rules.Model, v *modelView) {
	hearts := p.g.Hearts(m)
	if hearts <= 1 || m.Kind == rules.KindChest || p.cam.Zoom < 24 {
		return
	}
	f := float64(sprites.Footprint(m.Card))
	at := p.cam.SquareRect(v.x, v.y, f)
	x, y, w := at.X, at.Y, at.W
	pip := min(8, w*0.8/float64(hearts))
	x0 := x + (w-pip*float64(hearts))/2
	for i := 0; i < hearts; i++ {
		c := colPipHeart
		if i >= hearts-m.Wounds {
			c = colPipWound
		}
		pt.Rect(screen, render.Rect{X: x0 + float64(i)*pip, Y: y + 1, W: pip - 1, H: 5}, c)
	}
}

func (p *Play) drawTopBar(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	l := &p.lay
	pt.Rect(screen, l.top, render.ColBackground)
	pt.Rect(screen, l.top, render.ColPanel)
	pt.Rect(screen, render.Rect{X: 0, Y: l.top.H - 2, W: l.top.W, H: 2}, render.ColPanelEdge)
	top := &p.memo.top
	if top.g != p.g || top.version != p.version || top.turn == "" {
		*top = topBarMemo{g: p.g, version: p.version, turn: turnLabel(p.g.Turn, p.g.Phase),
			right: fmt.Sprintf("Coins %d · Activations %d/%d", p.g.Coins, p.g.ActivationsThisTurn, p.g.ActivationsPerTurn())}
	}
	pt.Text(screen, top.turn, pt.Fonts.Bold, l.turnFont, l.turn.X, l.turn.Y, render.AlignLeft, render.ColGold)
	pt.Text(screen, top.right, pt.Fonts.Regular, l.statusFont, l.status.X+l.status.W, l.status.Y, render.AlignRight, render.ColText)
	if p.sess != nil {
		b := &render.Button{Label: "Replay", Sub: "save", Rect: p.exportBtn, Hot: p.exportBtn.Contains(ctx.In.X, ctx.In.Y), FontSize: 14}
		if b.Rect.H < pt.Em(14)*2.4+6 {
			b.Sub = "" // a short top bar: the tooltip says what it saves
		}
		b.Draw(screen, pt)
	}
}

// maxCachedHeroCards is how many Hero cards the card layer keeps; a party
// larger than that is drawn card by card every frame.
const maxCachedHeroCards = 6

// heroCardKey is everything one Hero card shows: the card layer is painted
// again only when one of these changes.
type heroCardKey struct {
	r                         render.Rect
	card                      string
	inPlay, active, activated bool
	wounds, potions, wrath    int
	hearts, capacity, mp, ap  int
	statuses                  rules.StatusSet
	effects                   int // boosts on it (statusNames lists them)
	slots                     [4]string
}

// heroCardsKey is the whole card layer's key.
type heroCardsKey struct {
	n                int
	cards            [maxCachedHeroCards]heroCardKey
	scale, textScale float64
	colourBlind      bool
}

// drawHeroCards draws the Hero cards from a layer painted only when a card
// changes: hearts, flasks, slots, portraits and text were the bulk of a
// frame's draw commands although they change a few times a turn.
func (p *Play) drawHeroCards(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	rects := p.heroCardRects(ctx)
	ids := p.heroIDs()
	if len(rects) > maxCachedHeroCards || len(rects) > len(ids) {
		p.paintHeroCards(screen, ctx)
		return
	}
	hg := p.hud()
	key := heroCardsKey{n: len(rects), scale: pt.Scale, textScale: pt.TextScale, colourBlind: p.colourBlind}
	var area image.Rectangle
	for i, r := range rects {
		m := hg.Model(ids[i])
		k := heroCardKey{r: r, card: m.Card, inPlay: m.InPlay, active: m.ID == p.g.Active, activated: m.Activated,
			wounds: m.Wounds, potions: m.Potions, wrath: m.Wrath, hearts: p.g.Hearts(m), capacity: p.g.PotionCapacity(m),
			statuses: m.Statuses, effects: len(m.Effects), slots: m.Slots}
		if k.active {
			k.mp, k.ap = p.g.MPLeft(m.ID), p.g.APLeft(m.ID)
		}
		key.cards[i] = k
		area = area.Union(image.Rect(int(math.Floor(r.X*pt.Scale)), int(math.Floor(r.Y*pt.Scale)),
			int(math.Ceil((r.X+r.W)*pt.Scale)), int(math.Ceil((r.Y+r.H)*pt.Scale))))
	}
	p.cardLayer.Draw(screen, area, key, func(layer *ebiten.Image) {
		// The cards sit on the side column's opaque background.
		layer.Fill(render.ColBackground)
		p.paintHeroCards(layer, ctx)
	})
}

// paintHeroCards draws the Hero cards onto dst.
func (p *Play) paintHeroCards(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	hg := p.hud()
	rows := heroCardRows(pt)
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
		// Portrait: beside the text while the card is wide enough for both,
		// and only when it is tall enough to read.
		ps := min(r.H-20, 64.0, r.W*0.3)
		x := r.X + 12
		if ps >= 28 {
			p.art.DrawPortrait(screen, pt, m.Card, render.Rect{X: r.X + 8, Y: r.Y + 8, W: ps, H: ps})
			x = r.X + ps + 16
		}
		textW := r.X + r.W - 8 - x
		status := "ready"
		switch {
		case !m.InPlay:
			status = "down"
		case m.ID == p.g.Active:
			status = fmt.Sprintf("active · %d MP · %d AP", p.g.MPLeft(m.ID), p.g.APLeft(m.ID))
			if pt.TextWidth(status, pt.Fonts.Regular, 13) > textW {
				status = fmt.Sprintf("%d MP · %d AP", p.g.MPLeft(m.ID), p.g.APLeft(m.ID))
			}
		case m.Activated:
			status = "activated"
		}
		if r.H >= heroCardFullH(pt)-8 {
			p.drawHeroCardFull(screen, pt, m, r, x, textW, status, rows)
		} else {
			p.drawHeroCardCompact(screen, pt, m, r, x, textW, status)
		}
	}
}

// drawHeroCardFull is the design's Hero card: name, status, hearts,
// potions and wrath, status effects, and the crystal slots along the foot.
func (p *Play) drawHeroCardFull(screen *ebiten.Image, pt *render.Painter, m *rules.Model, r render.Rect, x, textW float64, status string, rows heroRows) {
	// A long name is set a little smaller to stay inside the card.
	size := pt.FitSize(m.Card, pt.Fonts.Bold, 15, 12, textW+4)
	pt.Text(screen, pt.Ellipsize(m.Card, pt.Fonts.Bold, size, textW+4), pt.Fonts.Bold, size, x, r.Y+rows.name+(15-size)*0.6, render.AlignLeft, render.ColText)
	pt.Text(screen, pt.Ellipsize(status, pt.Fonts.Regular, 13, textW), pt.Fonts.Regular, 13, x, r.Y+rows.status, render.AlignLeft, render.ColTextDim)
	p.drawHearts(screen, pt, m, x+8, r.Y+rows.hearts, r.X+r.W)
	y := r.Y + rows.potions
	p.drawFlasks(screen, pt, m, x+8, y+8)
	if m.Wrath > 0 {
		pt.Text(screen, fmt.Sprintf("wrath %d", m.Wrath), pt.Fonts.Bold, 14, r.X+r.W-10, y, render.AlignRight, colWrath)
	}
	p.drawSlots(screen, pt, m, r.X+16, r.Y+r.H-18)
	if sts := statusNames(m); sts != "" {
		pt.Text(screen, pt.Ellipsize(sts, pt.Fonts.Regular, 12, textW), pt.Fonts.Regular, 12, x, r.Y+rows.statuses, render.AlignLeft, render.ColAmethyst)
	}
}

// drawHeroCardCompact is a short Hero card (a large UI scale or text): the
// name and the hearts always, then the status, the potions and wrath and
// the status effects while they fit; the card's tooltip has everything.
func (p *Play) drawHeroCardCompact(screen *ebiten.Image, pt *render.Painter, m *rules.Model, r render.Rect, x, textW float64, status string) {
	bottom := r.Y + r.H - 2
	nameSize, heartsY := compactHeroRows(pt, r.H)
	name := m.Card
	if pt.TextWidth(name, pt.Fonts.Bold, nameSize) > textW {
		name = shortName(m.Card)
	}
	pt.Text(screen, pt.Ellipsize(name, pt.Fonts.Bold, nameSize, textW), pt.Fonts.Bold, nameSize, x, r.Y+5, render.AlignLeft, render.ColText)
	y := r.Y + heartsY
	if y+15 > bottom {
		return
	}
	// Hearts, with the potions after them when the row has room.
	hearts := float64(p.g.Hearts(m))
	flasks := float64(p.g.PotionCapacity(m))
	p.drawHearts(screen, pt, m, x+8, y+8, r.X+r.W)
	inline := x+hearts*17+6+flasks*17 <= r.X+r.W-6
	if inline {
		p.drawFlasks(screen, pt, m, x+hearts*17+14, y+9)
	}
	y += 16
	if y+pt.Em(13)*1.25 <= bottom {
		pt.Text(screen, pt.Ellipsize(status, pt.Fonts.Regular, 13, textW), pt.Fonts.Regular, 13, x, y, render.AlignLeft, render.ColTextDim)
		y += pt.Em(13) * 1.3
	}
	if row := max(16, pt.Em(14)*1.25); y+row <= bottom && (!inline || m.Wrath > 0) {
		if !inline {
			p.drawFlasks(screen, pt, m, x+8, y+8)
		}
		if m.Wrath > 0 {
			pt.Text(screen, fmt.Sprintf("wrath %d", m.Wrath), pt.Fonts.Bold, 14, r.X+r.W-10, y, render.AlignRight, colWrath)
		}
		y += row + 2
	}
	if sts := statusNames(m); sts != "" && y+pt.Em(12)*1.25 <= bottom {
		pt.Text(screen, pt.Ellipsize(sts, pt.Fonts.Regular, 12, textW), pt.Fonts.Regular, 12, x, y, render.AlignLeft, render.ColAmethyst)
		y += pt.Em(12) * 1.3
	}
	// The crystal slots along the foot, below the portrait, when there is
	// room under both.
	if foot := r.Y + r.H - 14; foot-9 >= max(y, r.Y+min(r.H-20, 64.0, r.W*0.3)+8) {
		p.drawSlots(screen, pt, m, r.X+16, foot)
	}
}

// drawSlots draws a Hero's equipment by crystal slot from (x, cy): a ring
// per slot, filled when worn, lettered with colour-blind help.
func (p *Play) drawSlots(screen *ebiten.Image, pt *render.Painter, m *rules.Model, x, cy float64) {
	for k, slot := range cards.Slots {
		cx := x + float64(k)*22
		pt.Circle(screen, cx, cy, 8, slotColours[slot])
		if m.Slots[k] == "" {
			pt.Circle(screen, cx, cy, 5.5, render.ColPanel)
		}
		if p.colourBlind {
			pt.Text(screen, strings.ToUpper(string(slot)[:1]), pt.Fonts.Bold, 10, cx, cy-pt.Em(10)*0.7, render.AlignCenter, render.ColOutline)
		}
	}
}

// compactHeroRows sizes a short Hero card's name so the hearts' row fits
// under it (the name gives up size first), and says where that row starts.
func compactHeroRows(pt *render.Painter, h float64) (nameSize, heartsY float64) {
	nameSize = min(15, max(4, (h-5-1-15-2)/1.2/pt.Em(1)))
	return nameSize, 5 + pt.Em(nameSize)*1.2 + 1
}

var colWrath color.Color = color.RGBA{0xff, 0x70, 0x50, 0xff}

// colSpent is a lost heart or an empty flask.
var colSpent color.Color = color.RGBA{0x50, 0x40, 0x58, 0xff}

// drawHearts draws a Hero's hearts from (x, cy), lost ones dark, as many as
// fit before right.
func (p *Play) drawHearts(screen *ebiten.Image, pt *render.Painter, m *rules.Model, x, cy, right float64) {
	hearts := p.g.Hearts(m)
	for h := 0; h < hearts && x+float64(h)*17+8 <= right; h++ {
		c := render.ColRuby
		if h >= hearts-m.Wounds || !m.InPlay {
			c = colSpent // a downed Hero has no hearts until it is revived
		}
		drawHeart(screen, pt, x+float64(h)*17, cy, 7, c)
	}
}

// drawFlasks draws a Hero's potion slots from (x, cy), full ones green.
func (p *Play) drawFlasks(screen *ebiten.Image, pt *render.Painter, m *rules.Model, x, cy float64) {
	for k := 0; k < p.g.PotionCapacity(m); k++ {
		c := colSpent
		if k < m.Potions {
			c = render.ColEmerald
		}
		drawFlask(screen, pt, x+float64(k)*17, cy, 6, c)
	}
}

// statusNames lists a model's status effects and the boosts it carries
// (a potion, Firevine, Rage): what changes its rolls right now.
func statusNames(m *rules.Model) string {
	var names []string
	for _, st := range m.Statuses.List() {
		names = append(names, string(st))
	}
	for _, e := range m.Effects {
		names = append(names, e.Source)
	}
	return strings.Join(names, ", ")
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
	r := p.lay.log
	head := pt.Em(16)*1.25 + 12
	if r.H < head+8 {
		return // no room left under the cards in play
	}
	lineH := pt.Em(17)
	rows := max(0, int((r.H-head-8)/lineH))
	titled := rows >= 2
	if !titled {
		// A short panel keeps its lines and drops its title.
		head = 10
		rows = max(0, int((r.H-head-8)/lineH))
		if rows == 0 {
			return
		}
	}
	pt.Panel(screen, r, render.ColPanel, render.ColPanelEdge)
	if titled {
		pt.Text(screen, "Log", pt.Fonts.Bold, 16, r.X+12, r.Y+8, render.AlignLeft, render.ColGold)
	}
	if p.wrappedN != len(p.log) || p.wrappedW != r.W || p.wrappedT != pt.Em(1) {
		p.wrapped, p.wrappedN, p.wrappedW, p.wrappedT = wrapLog(pt, p.log, r.W-24), len(p.log), r.W, pt.Em(1)
	}
	lines := p.wrapped
	start := max(0, len(lines)-rows-p.logScroll)
	if rows < 3 {
		// A panel of a line or two shows the start of the latest entry
		// rather than the tail of one.
		for start > 0 && lines[start].cont {
			start--
		}
	}
	end := min(len(lines), start+rows)
	y := r.Y + head
	for i, l := range lines[start:end] {
		text := l.text
		if start+i == end-1 && end < len(lines) && lines[end].cont {
			// The entry goes on below the panel: its rest, cut to the line.
			for j := end; j < len(lines) && lines[j].cont; j++ {
				text += " " + strings.TrimSpace(lines[j].text)
			}
			text = pt.Ellipsize(text, pt.Fonts.Regular, 13, r.W-24)
		}
		pt.Text(screen, text, pt.Fonts.Regular, 13, r.X+12, y, render.AlignLeft, logColour(l.kind))
		y += lineH
	}
}

func logColour(kind string) color.Color {
	switch kind {
	case "wounded", "destroyed", "hero-down":
		return color.RGBA{0xff, 0x90, 0xa0, 0xff}
	case "phase", "activation-started", "plot-cleared", "treasure-kept", "shapeshifted":
		return render.ColGold
	case "crystal-cleared", "treasure-offered", "chest-opened":
		return render.ColCitrine
	case "rolled", "compared", "rerolled":
		return color.RGBA{0xb8, 0xd8, 0xff, 0xff}
	}
	return render.ColText
}

// wrapLog breaks log lines to the panel width.
func wrapLog(pt *render.Painter, log []logLine, width float64) []logLine {
	var out []logLine
	for _, l := range log {
		words := strings.Fields(l.text)
		cur, cont := "", false
		for _, w := range words {
			next := strings.TrimSpace(cur + " " + w)
			if cur != "" && pt.TextWidth(next, pt.Fonts.Regular, 13) > width {
				out = append(out, logLine{text: cur, kind: l.kind, cont: cont})
				cur, cont = "  "+w, true
				continue
			}
			cur = next
			if strings.HasPrefix(cur, " ") {
				cur = "  " + strings.TrimSpace(cur)
			}
		}
		if cur != "" {
			out = append(out, logLine{text: cur, kind: l.kind, cont: cont})
		}
	}
	return out
}

func (p *Play) drawActionBar(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	bar := p.lay.bar
	pt.Rect(screen, bar, render.ColBackground)
	pt.Rect(screen, bar, render.ColPanel)
	pt.Rect(screen, render.Rect{X: 0, Y: bar.Y, W: bar.W, H: 2}, render.ColPanelEdge)
	if len(p.buttons) == 0 {
		msg := "Click a Hero to activate it."
		switch {
		case p.g.Over != "":
			msg = "The game is over."
		case p.stalled != "":
			msg = "Stopped: " + p.stalled
		case p.hasPendingChoice():
			msg = "Keep one treasure card: click it or press its number."
		case p.reviveFor != rules.NoModel && !p.busy():
			msg = fmt.Sprintf("%s fell: click a gold square to bring it back (1 Princess Coin).", p.g.Name(p.reviveFor))
		case p.busy() || p.g.Phase != rules.HeroTurn:
			msg = ""
		}
		// Under the board when it fits there, else across the bar; a long
		// message on a small screen gets smaller text.
		area := render.Rect{X: p.lay.board.X + 10, W: p.lay.board.W - 20}
		size := 19.0
		var lines []string
		for ; ; size-- {
			lineH := pt.Em(size) * 1.26
			lines = pt.Wrap(msg, pt.Fonts.Bold, size, area.W)
			if float64(len(lines))*lineH <= bar.H-8 {
				break
			}
			if area.W < p.lay.wide.W {
				area, size = p.lay.wide, size+1
				continue
			}
			if size <= 9 {
				lines = lines[:max(1, int((bar.H-8)/lineH))]
				break
			}
		}
		lineH := pt.Em(size) * 1.26
		y := bar.Y + bar.H/2 - float64(len(lines))*lineH/2
		for _, l := range lines {
			pt.Text(screen, l, pt.Fonts.Bold, size, area.X+area.W/2, y, render.AlignCenter, render.ColTextDim)
			y += lineH
		}
		return
	}
	for _, b := range p.buttons {
		btn := render.Button{Label: b.label, Sub: b.cost, Rect: b.rect, Disabled: b.disabled, Hot: b == p.hoverBtn || b.active, FontSize: p.barFont}
		if p.barRows > 1 {
			btn.Sub = "" // two rows leave room for labels only
		}
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
	if tip, open := p.treasureTooltip(ctx); open {
		if tip != "" {
			p.mc.Painter.Tooltip(screen, tip, p.mc.In.X, p.mc.In.Y, p.mc.W, p.mc.H)
		}
		return
	}
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
		// With the keyboard the tip hangs off the cursor square's corner.
		x, y := ctx.In.X, ctx.In.Y
		if p.kbOn {
			r := p.lay.fromScreen(p.squareRect(p.hoverSq))
			x, y = r.X+r.W, r.Y+r.H
		}
		if m := p.g.At(p.hoverSq); m != nil {
			ctx.Painter.Tooltip(screen, p.describe(m), x, y, ctx.W, ctx.H)
			return
		}
		if i := p.g.CrystalAt(p.hoverSq); i >= 0 {
			ctx.Painter.Tooltip(screen, p.crystalTip(i), x, y, ctx.W, ctx.H)
			return
		}
		if tip := p.squareTip(p.hoverSq); tip != "" {
			ctx.Painter.Tooltip(screen, tip, x, y, ctx.W, ctx.H)
			return
		}
	}
	if b := p.hoverBtn; b != nil {
		tip := b.tip
		if b.disabled != "" {
			tip = b.disabled
		}
		if tip != "" {
			if p.barRows > 1 && b.cost != "" {
				tip = b.cost + ": " + tip // the button has no room for it
			}
			ctx.Painter.Tooltip(screen, tip, ctx.In.X, ctx.In.Y-60, ctx.W, ctx.H)
		}
	}
}

func (p *Play) drawToast(screen *ebiten.Image, ctx *Context) {
	if p.toast == "" || p.toastAge > 180 {
		return
	}
	pt := ctx.Painter
	lineH := pt.Em(17) * 1.3
	lines := pt.Wrap(p.toast, pt.Fonts.Bold, 17, min(ctx.W-48, 900))
	w := 0.0
	for _, l := range lines {
		w = max(w, pt.TextWidth(l, pt.Fonts.Bold, 17))
	}
	w += 32
	h := float64(len(lines))*lineH + 18
	r := render.Rect{X: (ctx.W - w) / 2, Y: max(4, p.lay.bar.Y-16-h), W: w, H: h}
	pt.Panel(screen, r, color.NRGBA{0x40, 0x18, 0x28, 0xf0}, render.ColRuby)
	for i, l := range lines {
		pt.Text(screen, l, pt.Fonts.Bold, 17, ctx.W/2, r.Y+10+float64(i)*lineH, render.AlignCenter, render.ColText)
	}
}

func (p *Play) drawBanner(screen *ebiten.Image, ctx *Context) {
	if p.banner == "" || p.bannerAge > ticksPerBanner {
		return
	}
	pt := ctx.Painter
	v := p.lay.board
	w := min(520, ctx.W-16)
	size := pt.FitSize(p.banner, pt.Fonts.Bold, 28, 12, w-24)
	h := max(60, pt.Em(size)*1.25+24)
	x := min(max(8, v.X+v.W/2-w/2), ctx.W-w-8)
	r := render.Rect{X: x, Y: v.Y + min(24, max(4, (v.H-h)/4)), W: w, H: h}
	pt.Panel(screen, r, render.ColPanel, render.ColGold)
	pt.OutlinedText(screen, p.banner, pt.Fonts.Bold, size, r.X+r.W/2, r.Y+(h-pt.Em(size)*1.25)/2-0.5, 2, render.ColGold, render.ColOutline)
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
	w = min(w, ctx.W-16)
	diceY := 8 + pt.Em(14)*1.25 + 8.5
	totalY := diceY + size + 14
	h := totalY + pt.Em(18)*1.25 + 13.5
	// Low over the board; on a small board as low as it fits, and never
	// off the screen.
	v := p.lay.board
	tx := min(max(8, v.X+v.W/2-w/2), ctx.W-w-8)
	ty := min(max(v.Y+4, v.Y+v.H-h-66), ctx.H-h-4)
	if v.Y+v.H-h-66 < v.Y+v.H*0.35 {
		// The board is too small to show the roll low on it: the tray goes
		// over the action bar instead (input waits for the roll anyway),
		// clear of the banner at the board's top.
		a := p.lay.wide
		w = min(w, a.W)
		tx, ty = a.X+(a.W-w)/2, ctx.H-h-6
	}
	r := render.Rect{X: tx, Y: ty, W: w, H: h}
	pt.Panel(screen, r, color.NRGBA{0x1c, 0x18, 0x30, 0xf0}, render.ColPanelEdge)
	titleSize := pt.FitSize(title, pt.Fonts.Bold, 14, 8, w-20)
	pt.Text(screen, title, pt.Fonts.Bold, titleSize, r.X+r.W/2, r.Y+8, render.AlignCenter, render.ColText)
	x := r.X + (r.W-(n*(size+gap)-gap))/2
	for i, die := range d.roll.Dice {
		// Dice tumble for a moment, then land on the face the rules rolled.
		tumble := d.age < 18+i*4
		face := die
		c := dieColours[die.Colour]
		y := r.Y + diceY
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
	pt.Text(screen, total, pt.Fonts.Bold, pt.FitSize(total, pt.Fonts.Bold, 18, 8, w-20), r.X+r.W/2, r.Y+totalY, render.AlignCenter, render.ColGold)
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
	v := p.lay.board
	const size = 16
	text := pt.Ellipsize(p.consulLine, pt.Fonts.Regular, size, v.W-60)
	w := pt.TextWidth(text, pt.Fonts.Regular, size) + 28
	h := max(36, pt.Em(size)*1.25+16)
	r := render.Rect{X: v.X + (v.W-w)/2, Y: v.Y + v.H - h - 10, W: w, H: h}
	pt.Panel(screen, r, render.ColPanel, render.ColAmethyst)
	pt.Text(screen, text, pt.Fonts.Regular, size, r.X+14, r.Y+(h-pt.Em(size)*1.25)/2+1, render.AlignLeft, render.ColText)
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
		onCard := false
		if h := p.g.HeroCard(m); h != nil {
			for _, k := range h.Abilities {
				words = append(words, k.String())
				onCard = onCard || k.Name == "Rage"
			}
		}
		s += fmt.Sprintf(", wrath %d, potions %d.", m.Wrath, m.Potions)
		s += p.nowOn(m)
		if h := p.g.HeroCard(m); h != nil && h.Shapeshift != "" {
			s += fmt.Sprintf(" Its other form: %s.", h.Shapeshift)
		}
		if p.g.Has(m, "Rage") {
			// Rage is granted by an action, so the card does not list it.
			s += fmt.Sprintf(" Raging: %s left.", plural(p.g.RageAttacksLeft(m.ID), "free attack", "free attacks"))
			if !onCard {
				words = append(words, "Rage")
			}
		}
		for k, slot := range cards.Slots {
			if m.Slots[k] != "" {
				s += fmt.Sprintf(" Wears %s (%s).", m.Slots[k], slot)
			}
		}
	} else {
		s += fmt.Sprintf(", armour %d (a Hero needs more stars than that).", p.g.ARM(m))
		s += p.nowOn(m)
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
	// Ranged shooters fire their own projectile (an arrow, a bolt, a web);
	// a melee blow, or a shot at the next square, is a spark.
	far := math.Hypot(sh.toX-sh.fromX, sh.toY-sh.fromY) > 1.5
	if far && p.shots.Has(sh.shooter) && t < 1 {
		p.shots.Draw(screen, pt, sh.shooter, bx, by, p.cam.Zoom*1.3, render.ShotAngle(x0, y0, x1, y1), ctx.Tick)
		return
	}
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
