package scene

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/sprites"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Draw paints the board, the models and the interface. The board is drawn
// in ctx's logical pixels, the interface in HUD units (see hudLayout).
func (p *Play) Draw(screen *ebiten.Image, ctx *Context) {
	hc := p.hudContext(ctx)
	p.cam.View = p.lay.toScreen(p.lay.board)
	if !p.fitted {
		// Drawn before its first Update (the cross-fade into the game):
		// frame the party and lay out the chart now, so the board fades
		// in rather than popping in afterwards.
		p.focusParty()
		p.syncViews()
		p.layoutChrome(hc)
	}
	pt := ctx.Painter
	screen.Fill(render.ColBackground)
	p.drawBoard(screen, ctx)
	p.drawHighlights(screen, ctx)
	p.drawEndToken(screen, ctx) // explore_tokens.go
	p.drawCrystals(screen, ctx, false)
	// The models' shapes are drawn filtered (the same pixels) so rings,
	// markers, sprites and pips batch into one draw. (Not the highlights:
	// their cost numbers are text, drawn unfiltered.)
	pt.Smooth = true
	for _, m := range p.modelsInDrawOrder() {
		v := p.view(m.ID)
		look := render.ModelLook{
			Name: m.Card, X: v.x, Y: v.y, Anim: v.anim, Frame: v.frame(),
			Hero: m.Kind == rules.KindHero, Selected: m.ID == p.actor(),
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
	p.drawCarried(screen, ctx) // explore_tokens.go
	// The tokens models stand on, small, over them.
	p.drawCrystals(screen, ctx, true)
	pt.Smooth = false
	if p.ex != nil {
		p.drawCostTags(screen, ctx) // explore_consul.go
	}
	p.aimTip, p.aimKeep = "", render.Rect{}
	p.drawTargeting(screen, ctx, hc)
	p.drawShot(screen, ctx)
	p.drawCursor(screen, ctx)
	// The side columns are opaque so the board never shows through the HUD.
	hp := hc.Painter
	hp.Rect(screen, render.Rect{X: 0, Y: 0, W: p.lay.left.W, H: hc.H}, render.ColBackground)
	if p.lay.logBand {
		hp.Rect(screen, p.lay.right, render.ColBackground) // the log's band under the board
	} else {
		hp.Rect(screen, render.Rect{X: p.lay.right.X, Y: 0, W: p.lay.right.W, H: hc.H}, render.ColBackground)
	}
	p.drawTopBar(screen, hc)
	p.drawHeroCards(screen, hc)
	p.drawLog(screen, hc)
	// The cards in play under the banners and the dice (played at 200%:
	// the plot's box cut "Knight of the Tower arr…ves!").
	if !p.lay.cardsInBar {
		p.drawCards(screen, hc) // play_chrome.go
	}
	p.drawActionBar(screen, hc)
	if p.lay.cardsInBar {
		p.drawCards(screen, hc) // over the bar's panel
	}
	p.drawObjective(screen, hc) // under what comes and goes: tips, dice, banners
	if p.ex != nil {
		p.drawRoster(screen, hc)      // explore_consul.go
		p.drawConsulPanel(screen, hc) // explore_powerup.go
	}
	p.drawDice(screen, hc)
	p.drawBanner(screen, hc)
	p.drawFlyers(screen, ctx)
	p.drawConsulLine(screen, hc)
	p.drawTutorial(screen, ctx, hc)
	p.drawChrome(screen, hc)
	p.drawSharePopup(screen, hc) // over the choices strip
	// Over the cards in play and the choices strip in the column beside
	// the board, which a target's tip reaches at 200% (found by mouse).
	p.drawAimTip(screen, hc)
	p.drawGoalBanner(screen, hc)
	p.drawPowerUp(screen, hc)
	if p.ex != nil {
		p.drawInitiative(screen, hc) // classic_spawn.go
		p.drawHandOver(screen, hc)   // explore_handover.go
	}
	p.drawTreasure(screen, hc)
	// The toast over any tip: it answers the click just made (played by
	// mouse: End's own tip hid "still has 6 movement points: press End
	// again", and a monster's tip the reason an attack was greyed).
	p.drawTooltip(screen, hc)
	p.drawToast(screen, hc)
	p.drawHelp(screen, hc)
	p.drawMenu(screen, hc)
	p.drawBooth(screen, hc)
}

var (
	colReach      color.Color = color.NRGBA{0x6f, 0xb0, 0xff, 0x48}
	colReachEdge  color.Color = color.NRGBA{0x9c, 0xc8, 0xff, 0xc0}
	colPath       color.Color = color.NRGBA{0xff, 0xe0, 0x70, 0xd0}
	colTarget     color.Color = color.NRGBA{0xff, 0x4d, 0x6d, 0x60}
	colHover      color.Color = color.NRGBA{0xff, 0xff, 0xff, 0x40}
	colRevive     color.Color = color.NRGBA{0xff, 0xcf, 0x4a, 0x70}
	colArea       color.Color = color.NRGBA{0xff, 0x8a, 0x3a, 0x70}
	colDash       color.Color = color.NRGBA{0x7d, 0xff, 0x9a, 0x50}
	colDashEdge   color.Color = color.NRGBA{0xd8, 0xff, 0xe6, 0xf0}
	colTargetEdge color.Color = color.NRGBA{0xff, 0x6d, 0x8a, 0xf0}
	// colCursorInner lets the square under the keyboard cursor show through.
	colCursorInner color.Color = color.NRGBA{0x20, 0x18, 0x30, 0x60}
)

// ringSquare washes r with fill and rings it with edge, so a lit square
// shows on any floor and under any aura.
func (p *Play) ringSquare(screen *ebiten.Image, pt *render.Painter, r render.Rect, fill, edge color.Color) {
	pt.RoundRect(screen, r, 5, fill)
	w := max(2, p.cam.Zoom*0.05)
	for _, l := range [4][4]float64{{r.X, r.Y, r.X + r.W, r.Y}, {r.X, r.Y + r.H, r.X + r.W, r.Y + r.H}, {r.X, r.Y, r.X, r.Y + r.H}, {r.X + r.W, r.Y, r.X + r.W, r.Y + r.H}} {
		pt.Line(screen, l[0], l[1], l[2], l[3], w, edge)
	}
}

func (p *Play) squareRect(sq tiles.Point) render.Rect {
	return p.cam.SquareRect(float64(sq.X), float64(sq.Y), 1)
}

// neighbourhood is the screen rect (HUD units) of m and the squares
// around it: a hovered model's tooltip stays off them, where the next
// click is likely to go (played by mouse: a Hero's tooltip covered the
// monster next to it that the player meant to attack).
func (p *Play) neighbourhood(m *rules.Model) render.Rect {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, sq := range m.Squares() {
		for _, d := range [][2]int{{-1, -1}, {1, 1}} {
			r := p.lay.fromScreen(p.squareRect(tiles.Point{X: sq.X + d[0], Y: sq.Y + d[1]}))
			x0, y0 = min(x0, r.X, r.X+r.W), min(y0, r.Y, r.Y+r.H)
			x1, y1 = max(x1, r.X, r.X+r.W), max(y1, r.Y, r.Y+r.H)
		}
	}
	return render.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

func (p *Play) drawHighlights(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	if p.armedClickMoves() {
		// The click walks there (armedClickMoves): its square and path
		// show as they would unarmed.
		r := p.squareRect(p.hoverSq)
		pt.RoundRect(screen, render.Rect{X: r.X + 3, Y: r.Y + 3, W: r.W - 6, H: r.H - 6}, 5, colReach)
		p.drawCost(screen, pt, r, p.hoverSq, p.reach[p.hoverSq])
	}
	if (p.armed.name == "" || p.armedClickMoves()) && !p.busy() {
		if p.armed.name == "" {
			for sq, cost := range p.reach {
				r := p.squareRect(sq)
				pt.RoundRect(screen, render.Rect{X: r.X + 3, Y: r.Y + 3, W: r.W - 6, H: r.H - 6}, 5, colReach)
				p.drawCost(screen, pt, r, sq, cost)
			}
		}
		prev := p.g.Model(p.actor())
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
		// Filled and ringed in pale mint: a green wash alone could not be
		// told from the slime room's green floor (played at 200%).
		for sq := range p.dashTo {
			r := p.squareRect(sq)
			p.ringSquare(screen, pt, render.Rect{X: r.X + 3, Y: r.Y + 3, W: r.W - 6, H: r.H - 6}, colDash, colDashEdge)
		}
	}
	for sq := range p.jumpSquares() {
		// Ringed as a Dash's squares are: the squares a click moves to.
		r := p.squareRect(sq)
		p.ringSquare(screen, pt, render.Rect{X: r.X + 3, Y: r.Y + 3, W: r.W - 6, H: r.H - 6}, colDash, colDashEdge)
	}
	for _, sq := range p.previewSquares() {
		r := p.squareRect(sq)
		pt.RoundRect(screen, render.Rect{X: r.X + 2, Y: r.Y + 2, W: r.W - 4, H: r.H - 4}, 5, colArea)
		if p.colourBlind {
			markHatch(screen, pt, r)
		}
	}
	if p.ex != nil {
		p.drawSpawnSquares(screen, ctx)   // explore_powerup.go
		p.drawCarrierSquares(screen, ctx) // explore_carrier.go
		p.drawPlacingSquares(screen, ctx) // explore_placing.go
	}
	if p.armed.name != "" && p.actor() != rules.NoModel && !p.armed.potion() && p.armed.name != "Dash" {
		for _, id := range p.armedTargets() {
			m := p.g.Model(id)
			for _, s := range m.Squares() {
				r := p.squareRect(s)
				// Ringed too: a red wash alone was lost on the Spider
				// Nest's violet aura (played at 100%).
				p.ringSquare(screen, pt, render.Rect{X: r.X + 2, Y: r.Y + 2, W: r.W - 4, H: r.H - 4}, colTarget, colTargetEdge)
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
	if p.armedClickMoves() {
		r := p.squareRect(p.hoverSq)
		u := p.lay.scale
		p.aimTip, p.aimTipX, p.aimTipY = p.armedMoveLabel(), (r.X+r.W/2)/u, (r.Y+r.H/2)/u-40
		return
	}
	if p.armed.name == "" || p.armed.name == interactName || !p.hoverOn || p.actor() == rules.NoModel {
		return
	}
	if p.armed.act != nil && modeOf(p.armed.act) == aimSquare {
		// A jump is aimed at a square, not a model: say whether the
		// click lands there.
		if label := p.squareAimLabel(); label != "" {
			r := p.squareRect(p.hoverSq)
			u := p.lay.scale
			p.aimTip, p.aimTipX, p.aimTipY = label, (r.X+r.W/2)/u, (r.Y+r.H/2)/u-40
		}
		return
	}
	if p.areaMode() {
		// An area is not aimed at the model under the pointer: say what
		// the click will do to everything it covers.
		if label := p.areaLabel(); label != "" {
			r := p.squareRect(p.hoverSq)
			u := p.lay.scale
			p.aimTip, p.aimTipX, p.aimTipY = label, (r.X+r.W/2)/u, (r.Y+r.H/2)/u-40
		}
		return
	}
	t := p.g.At(p.hoverSq)
	a := p.g.Model(p.actor())
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
		for _, id := range p.armedTargets() {
			legal = legal || id == t.ID
		}
		if !legal {
			lineCol = colAimIllegal
			label = aim.illegalLabel()
		}
	} else if aim.illegal != "" {
		// No chance to show (a support action): the rules' refusal, if any.
		lineCol, label = colAimIllegal, aim.illegal
	} else if a := p.armed.act; a != nil && a.Area.Kind == "Burst" && aim.sight {
		// A Burst that rolls no chance (Distracting Fuzzball) still says
		// whom it catches, friends too, as an area does: it showed no
		// preview at all.
		label = p.areaLabel()
	}
	pt.Line(screen, x0, y0, x1, y1, 3, lineCol)
	if label != "" {
		// Drawn with the HUD (drawAimTip), over the side columns.
		u := p.lay.scale
		p.aimTip, p.aimTipX, p.aimTipY = label, x1/u, y1/u-40
		// Off the target's neighbours, the next targets (played by mouse
		// at 200%: the chance covered the monsters beside the target).
		p.aimKeep = p.neighbourhood(t)
	}
}

// armedMoveLabel says what a click on the hovered square does while an
// action is armed there (armedClickMoves).
func (p *Play) armedMoveLabel() string {
	return fmt.Sprintf("Click: put %s away and move here (%d MP)", p.armed.name, p.reach[p.hoverSq])
}

// The aiming line's colours: clear, no line of sight, not a legal target.
// Held as color.Color so drawing them boxes nothing.
var (
	colAimClear   color.Color = color.NRGBA{0x7d, 0xff, 0x9a, 0xd0}
	colAimBlocked color.Color = color.NRGBA{0xff, 0x4d, 0x6d, 0xd0}
	colAimIllegal color.Color = color.NRGBA{0xff, 0xb0, 0x40, 0xd0}
)

// drawAimTip shows the armed action's chance or reason by its target; a
// tip about squares goes in the aim line (play_aimline.go). The tip is
// the moment: it is drawn over the aim line, which keeps off it too
// (played by mouse at 100% and 200%: the line hid the tip's "67% to
// wound").
func (p *Play) drawAimTip(screen *ebiten.Image, hc *Context) {
	p.drawAimLine(screen, hc)
	if _, ok := p.aimTipRect(hc.Painter); ok {
		hc.Painter.TooltipAway(screen, p.aimTip, p.aimKeep, p.aimTipX, p.aimTipY+40, hc.W, p.aimTipBottom(hc.H))
	}
}

// aimTipBottom is how far down the tip by a target may reach: to the
// action bar, whose buttons it covered (played at 200% with large text:
// "No line of sight" lay over Magic, Fire Wave and the armed Magma
// Strike).
func (p *Play) aimTipBottom(h float64) float64 {
	if b := p.lay.bar; b.H > 0 && b.Y > h/2 {
		return b.Y
	}
	return h
}

// aimTipRect is where drawAimTip puts the tip by the hovered target (HUD
// units); false when none is shown.
func (p *Play) aimTipRect(pt *render.Painter) (render.Rect, bool) {
	if p.aimTip == "" || p.diceShown() || p.aimKeep.W == 0 { // the roll is the moment
		return render.Rect{}, false
	}
	return pt.TooltipAwayRect(p.aimTip, p.aimKeep, p.aimTipX, p.aimTipY+40, p.lay.W, p.aimTipBottom(p.lay.H)), true
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
