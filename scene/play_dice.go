package scene

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// diceLanded is the tray's age by which every die has landed (up to five
// dice): they tumble a moment, then show their faces.
const diceLanded = 24

// dieSize is a die's side in the tray, in HUD units.
const dieSize = 46.0

var dieColours = map[cards.Colour]color.RGBA{
	cards.Blue: {0x3f, 0x8c, 0xff, 0xff}, cards.Red: {0xff, 0x4d, 0x6d, 0xff}, cards.Green: {0x3d, 0xc0, 0x7a, 0xff},
	cards.Citrine: {0xff, 0xd8, 0x3d, 0xff}, cards.Amethyst: {0xb0, 0x6b, 0xff, 0xff},
}

// drawDice shows the last roll: each die on the face it landed, then the
// total against the number to beat.
func (p *Play) drawDice(screen *ebiten.Image, ctx *Context) {
	d := p.dice
	if !p.diceShown() {
		return
	}
	pt := ctx.Painter
	const size, gap = dieSize, 10.0
	n := float64(len(d.roll.Dice))
	total := plural(d.roll.Stars, "star", "stars")
	if d.compared != nil {
		c := d.compared
		verdict := "a miss"
		if c.Success {
			verdict = "a hit!"
		}
		if c.Critical {
			verdict = "a critical hit!"
		}
		total = fmt.Sprintf("%s against %d: %s", plural(c.Stars, "star", "stars"), c.Against, verdict)
	}
	if d.defended != nil {
		e := d.defended
		verdict := "fails to hold: a wound"
		if e.Held {
			verdict = "holds!"
		}
		total = fmt.Sprintf("%s vs strength %d: %s", plural(e.Stars, "star", "stars"), e.STR, verdict)
	}
	title := d.title
	if title == "" {
		// Made once per roll: the tray is drawn every frame.
		why := rollWhy(d.roll.Why)
		title = fmt.Sprintf("%s rolls %s %s", d.roll.Model.Name, diceWords(d.roll.Dice), why)
		if len(d.roll.Dice) == 0 {
			title = fmt.Sprintf("%s has no dice %s, only fixed stars", d.roll.Model.Name, why)
		}
		if d.roll.Aside != "" {
			// The crossed-out die's why, whatever set it aside (Bane, Hex,
			// Vulnerable X, the first edition's Weak...): played by
			// mouse, "0 + 2 (set aside)" under Bane said nothing of it.
			title += fmt.Sprintf(" (%s: best die set aside)", d.roll.Aside)
		}
		d.title = title
	}
	w := max(260, n*(size+gap)+40, pt.TextWidth(total, pt.Fonts.Bold, 18)+40, pt.TextWidth(title, pt.Fonts.Bold, 14)+40)
	// Never over the Hero cards: right of their column, whatever the
	// title's length.
	left := p.lay.left.W + 4
	w = min(w, ctx.W-left-8)
	diceY, totalY, h := trayRows(pt)
	// Low over the board; on a small board as low as it fits, and never
	// off the screen.
	v := p.lay.board
	tx := min(max(left, v.X+v.W/2-w/2), ctx.W-w-8)
	ty := min(max(v.Y+4, v.Y+v.H-h-66), ctx.H-h-4)
	overHUD := p.trayOverHUD(pt)
	col, k, inColumn := p.columnTray(pt)
	if inColumn {
		tx, ty, w, h = col.X, col.Y, col.W, col.H
	} else if overHUD {
		// The board is too small to show the roll low on it: the tray
		// goes over the board and the right column (hudTrayRect).
		r := p.hudTrayRect(w, h)
		tx, ty, w = r.X, r.Y, r.W
	}
	// What stays over the board's top while the dice show: the tutorial's
	// panel (found by mouse: it hid the dice of the tutorial's attack),
	// or the goal line.
	clear := v.Y + 4
	if p.tut != nil {
		tr, _ := p.tutorialPanel(pt)
		clear = max(clear, tr.Y+tr.H+6)
	} else if p.obj.text != "" && p.g.Over == "" && p.lay.goal.W == 0 {
		goal, modes := p.objectiveRects(pt)
		clear = max(clear, goal.Y+goal.H+6, modes.Y+modes.H+6)
	}
	if !overHUD {
		ty = max(ty, min(clear, ctx.H-h-4))
	}
	if fx, top, bottom, ok := p.fightBox(d); ok && !inColumn && fx > v.X && fx < v.X+v.W && top < v.Y+v.H && bottom > v.Y && w < v.W-8 {
		// The roll is the moment: show it by the fight, above it when
		// there is room (else below), never over the models themselves.
		placed := true
		switch {
		case top-h-12 >= clear:
			ty = top - h - 12
		case bottom+12+h <= v.Y+v.H-4:
			ty = bottom + 12
		default:
			placed = false
		}
		if placed {
			tx = min(max(v.X+4, fx-w/2), v.X+v.W-w-4)
		}
	}
	r := render.Rect{X: tx, Y: ty, W: w, H: h}
	d.rect = r
	minSize := 8.0 // the texts' least size, as on screen at 100%
	if inColumn && k != 1 {
		// Drawn smaller than the HUD: in the tray's own units.
		tc := zoomed(ctx, k, &p.trayPainter)
		pt = tc.Painter
		r = render.Rect{X: r.X / k, Y: r.Y / k, W: r.W / k, H: r.H / k}
		w = r.W
		minSize = min(8, 8/(k*p.lay.scale))
	}
	pt.Panel(screen, r, color.NRGBA{0x1c, 0x18, 0x30, 0xf0}, render.ColPanelEdge)
	titleSize := pt.FitSize(title, pt.Fonts.Bold, 14, minSize, w-20)
	pt.Text(screen, title, pt.Fonts.Bold, titleSize, r.X+r.W/2, r.Y+8, render.AlignCenter, render.ColText)
	x := r.X + (r.W-(n*(size+gap)-gap))/2
	for i, die := range d.roll.Dice {
		// Dice tumble for a moment, then land on the face the rules rolled.
		tumble := d.age < diceLanded-12+i*3
		face := die
		c := dieColours[die.Colour]
		y := r.Y + diceY
		if tumble {
			y -= float64((diceLanded - 12 + i*3 - d.age) % 7)
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
	if d.landed() {
		// The sum once every die shows its face (played at 200%: the
		// defence tray said "2 stars" under dice still tumbling).
		pt.Text(screen, total, pt.Fonts.Bold, pt.FitSize(total, pt.Fonts.Bold, 18, minSize, w-20), r.X+r.W/2, r.Y+totalY, render.AlignCenter, render.ColGold)
	}
}

// landed reports whether every die of the roll shows its face (the last
// tumbles longest: drawDice).
func (d *diceShow) landed() bool {
	return d.age >= diceLanded-12+max(0, len(d.roll.Dice)-1)*3
}

// trayRows are the dice tray's rows: where the dice and the total sit
// and its height, in HUD units.
func trayRows(pt *render.Painter) (diceY, totalY, h float64) {
	diceY = 8 + pt.Em(14)*1.25 + 8.5
	totalY = diceY + dieSize + 14
	return diceY, totalY, totalY + pt.Em(18)*1.25 + 13.5
}

// columnTray is where the tray goes when the board is too small to show
// it (trayOverHUD) and the log has the column beside the board: at the
// column's top, over the goal, the cards in play and the log's title,
// set as large as leaves the log three lines under it but never smaller
// on screen than at 100% (k is its size against the HUD's). The board
// stays whole, so the monster that attacks and its target show, and the
// log under the tray keeps the attack's line in view (drawLog). Played
// at 200% with extra large text: in the Consul's turn the tray covered
// the board and the log, and who attacked whom was hidden while the
// dice showed.
func (p *Play) columnTray(pt *render.Painter) (r render.Rect, k float64, ok bool) {
	l := &p.lay
	if !p.diceShown() || l.logBand || l.log.H <= 0 || l.scale <= 0 || !p.trayOverHUD(pt) {
		return render.Rect{}, 1, false
	}
	_, _, h := trayRows(pt)
	room := render.Rect{X: l.right.X + 4, Y: l.top.H + 4, W: l.W - l.right.X - 8, H: l.bar.Y - l.top.H - 8}
	logNeed := logBareHead + 3*pt.Em(17) + logBareFoot + 4
	k = min(1, max(1/l.scale, (room.H-logNeed)/h))
	return render.Rect{X: room.X, Y: room.Y, W: room.W, H: h * k}, k, true
}

// trayPin is the log entry the log keeps in view while the tray sits
// over its top (columnTray): the roll's attack or action, or -1.
func (p *Play) trayPin(pt *render.Painter) int {
	if _, _, ok := p.columnTray(pt); !ok || p.dice.said == "" {
		return -1
	}
	for i := len(p.log) - 1; i >= max(0, len(p.log)-16); i-- {
		if p.log[i].text == p.dice.said {
			return i
		}
	}
	return -1
}

// hudTrayRect is where a tray w×h goes when the board is too small to
// show it low on it: right of the Hero cards, between the bars, over the
// board and the right column, as wide as that allows, centred on the
// board and at the foot of that room. The action bar's buttons, the
// green potions and the Consul's reason under it stay clear, and so do
// the top bar and Menu; the roll choices are not drawn while the dice
// show. Played at 200% with large text: over the action bar the tray
// rose over the Hero cards and their potions for several attacks in the
// Consul's turn.
func (p *Play) hudTrayRect(w, h float64) render.Rect {
	room := render.Rect{X: p.lay.left.W + 4, Y: p.lay.top.H + 4, W: p.lay.W - p.lay.left.W - 12, H: p.lay.bar.Y - p.lay.top.H - 8}
	w = min(w, room.W)
	v := p.lay.board
	x := min(max(room.X, v.X+v.W/2-w/2), room.X+room.W-w)
	return render.Rect{X: x, Y: max(room.Y, room.Y+room.H-h), W: w, H: h}
}

// consulLineShown reports whether the Consul's reason is on screen.
func (p *Play) consulLineShown() bool {
	if p.consulLine == "" || p.consulAge > 200 || p.g.Phase == rules.HeroTurn && !p.busy() {
		return false
	}
	// The person playing the Consul made the decision: the panel says
	// what is next.
	return !(p.exConsulActs() || p.exConsulPowerUp()) || p.busy()
}

// trayOverHUD reports whether the board is too small to show the dice
// tray low on it, so that it goes over the right column too
// (hudTrayRect).
func (p *Play) trayOverHUD(pt *render.Painter) bool {
	_, _, h := trayRows(pt)
	v := p.lay.board
	return v.Y+v.H-h-66 < v.Y+v.H*0.35
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

// fightBox is where the rolled fight is on screen, in HUD units: the
// centre x and the top and bottom of the roller, its target and any shot
// between them. ok is false when the roller is not on the board.
func (p *Play) fightBox(d *diceShow) (cx, top, bottom float64, ok bool) {
	u := p.lay.scale
	if u <= 0 {
		return 0, 0, 0, false
	}
	x0, x1, y0, y1 := 1e9, -1e9, 1e9, -1e9
	add := func(bx, by float64) {
		x, y := p.cam.ToScreen(bx, by)
		x0, x1 = min(x0, x), max(x1, x+p.cam.Zoom)
		y0, y1 = min(y0, y), max(y1, y+p.cam.Zoom)
		ok = true
	}
	ids := []rules.ModelID{d.roll.Model.ID}
	if d.compared != nil {
		ids = append(ids, d.compared.Attacker.ID, d.compared.Defender.ID)
	}
	if d.defended != nil {
		ids = append(ids, d.defended.Attacker.ID, d.defended.Hero.ID)
	}
	for _, id := range ids {
		if m := p.g.Model(id); m != nil {
			v := p.view(id)
			add(v.x, v.y)
		}
	}
	if s := p.shot; s != nil {
		add(s.fromX, s.fromY)
		add(s.toX, s.toY)
	}
	if !ok {
		return 0, 0, 0, false
	}
	return (x0 + x1) / 2 / u, y0 / u, y1 / u, true
}

// diceTrayTicks is how long the tray shows after a roll.
const diceTrayTicks = ticksPerRoll + 90

// diceHUDLinger is how long a tray over the Hero cards and the action bar
// stays once the playback has ended: long enough to read the verdict.
const diceHUDLinger = 30

// leaveHUD ends a tray that covers the Hero cards and the action bar as
// soon as the player has the game back: a short moment after the
// playback, or at once when the player moves or clicks (played by mouse
// at 200% with large text: the tray lingered over the Hero cards and
// the buttons after every roll). Wherever the tray sits, the player's
// next click after the verdict has shown ends it: that click starts
// something new (at 100%, the last roll of one Hero still covered the
// board where the next Hero stood).
func (d *diceShow) leaveHUD(overHUD, busy, activity, clicked bool) {
	if busy || d.age < diceLanded {
		return
	}
	if clicked && d.age > diceLanded+12 {
		d.age = max(d.age, diceTrayTicks+1)
		return
	}
	if !overHUD {
		return
	}
	d.free++
	if (activity && d.age > diceLanded+12) || d.free > diceHUDLinger {
		d.age = max(d.age, diceTrayTicks+1)
	}
}

// diceShown reports whether the dice tray is on screen: the board's hover
// tooltips wait, so they never cover the roll.
func (p *Play) diceShown() bool {
	return p.dice != nil && p.dice.age <= diceTrayTicks
}
