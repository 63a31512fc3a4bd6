package scene

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules/legends"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The Legends screen's HUD: the party's cards, the mode line, the dice
// tray, the log, the action bar and the panels of stories, tests,
// choices and the end. It is laid out in HUD units (logical pixels over
// the UI scale) and drawn with its own painter at that scale.

// legRoll is one roll as the tray shows it: a title, a row per pool
// rolled (the attack and the defense, the Hero and the monster), the
// verdict; or a Golden Eye.
type legRoll struct {
	title      string
	rows       []legRollRow
	verdict    string
	golden     int
	initiative bool
}

type legRollRow struct {
	label string
	dice  []legends.Die
	bonus int
	stars int
}

// rollOf makes the tray's roll from a rolling event and the events after
// it (the defense, the verdict).
func (s *LegendsAdventure) rollOf(e legends.Event, rest []legends.Event) legRoll {
	name := func(id int) string {
		if m := s.g.Model(id); m != nil {
			return m.Name
		}
		return ""
	}
	row := legRollRow{dice: e.Roll.Dice, bonus: e.Roll.Bonus, stars: e.Roll.Stars()}
	switch e.Kind {
	case "Initiative":
		row.label = "Heroes"
		if strings.HasPrefix(e.Text, "the Consul") {
			row.label = "Consul"
		}
		return legRoll{title: row.label + " roll for initiative", rows: []legRollRow{row}, initiative: true}
	case "Attack":
		row.label = name(e.Model)
		title := strings.SplitN(e.Text, ":", 2)[0]
		title = strings.Replace(title, " with its basic attack", "", 1)
		r := legRoll{title: capitalise(title), rows: []legRollRow{row}}
		for _, f := range rest {
			if f.Kind == "Defense" && f.Roll != nil && f.Model == e.Target {
				r.rows = append(r.rows, legRollRow{label: name(f.Model), dice: f.Roll.Dice, bonus: f.Roll.Bonus, stars: f.Roll.Stars()})
				d := f.Roll.Stars()
				if row.stars > d {
					r.verdict = fmt.Sprintf("%d against %d: a wound!", row.stars, d)
				} else {
					r.verdict = fmt.Sprintf("%d against %d: defended", row.stars, d)
				}
				break
			}
		}
		return r
	case "AttributeTest":
		row.label = name(e.Model)
		title, against, _ := strings.Cut(e.Text, " against ")
		title = strings.SplitN(title, ":", 2)[0]
		r := legRoll{title: capitalise(title), rows: []legRollRow{row}}
		verdict := "fails"
		for _, f := range rest {
			if f.Kind == "TestPassed" {
				verdict = "succeeds!"
				break
			}
			if f.Kind == "TestFailed" {
				break
			}
		}
		r.verdict = fmt.Sprintf("%d against %s: %s", row.stars, against, verdict)
		return r
	}
	return legRoll{title: e.Text, rows: []legRollRow{row}}
}

// draw paints the whole screen.
func (v *legView) draw(screen *ebiten.Image, s *LegendsAdventure, ctx *Context) {
	v.drawBoard(screen, s, ctx)
	hz := zoomed(ctx, v.k, &v.hud)
	pt := &v.hud
	v.buttons = v.buttons[:0]
	v.lay.panel = render.Rect{}
	v.drawCards(screen, s, pt)
	v.drawBackpack(screen, s, pt)
	v.drawTop(screen, s, pt)
	v.drawDice(screen, s, pt)
	v.drawLog(screen, s, pt, hz.In.X, hz.In.Y)
	v.drawBar(screen, s, pt)
	v.drawPanel(screen, s, pt)
	v.drawBanner(screen, s, pt)
	if s.refusal.text != "" && s.refusal.age < 240 {
		r := v.lay.bar
		// The rules may name a square by its grid position; a player
		// reads the board instead (sightWhy).
		msg := capitalise(sightWhy(s.refusal.text))
		w := min(r.W, pt.TextWidth(msg, pt.Fonts.Bold, 13)+24)
		box := render.Rect{X: r.X + (r.W-w)/2, Y: v.lay.barTop - 30, W: w, H: 26}
		pt.Panel(screen, box, color.NRGBA{0x50, 0x14, 0x20, 0xf0}, colLegKO)
		pt.Text(screen, pt.Ellipsize(msg, pt.Fonts.Bold, 13, w-16), pt.Fonts.Bold, 13, box.X+w/2, box.Y+5, render.AlignCenter, render.ColText)
	}
	v.hover(s, &hz) // for the buttons as laid out now
	for i := range v.buttons {
		b := &v.buttons[i]
		b.b.Hot = b.id == v.hot && b.b.Disabled == ""
		b.b.Draw(screen, pt)
	}
	if v.tip != "" && !s.pause.open { // the pause menu covers the screen
		pt.Tooltip(screen, v.tip, v.tipX, v.tipY, hz.W, hz.H)
	}
}

// button adds a button to draw and click.
func (v *legView) button(id, label, sub, tip, disabled string, r render.Rect) {
	v.buttons = append(v.buttons, legButton{id: id, tip: tip, b: render.Button{Label: label, Sub: sub, Rect: r, Disabled: disabled, FontSize: min(15, r.H*0.42)}})
}

// drawCards draws the party's cards: portrait, hearts, potions, statuses,
// the two equipment slots, who plays it.
func (v *legView) drawCards(screen *ebiten.Image, s *LegendsAdventure, pt *render.Painter) {
	g := s.g
	for i, r := range v.lay.cardRects {
		m := &g.Models[v.lay.cardIDs[i]]
		edge := render.ColPanelEdge
		if m.ID == g.Active || (g.Mode == legends.Explore && m.ID == s.sel) {
			edge = render.ColGold
		}
		pt.Panel(screen, r, render.ColPanel, edge)
		ps := min(46, r.H-16)
		v.art.DrawPortrait(screen, pt, legSprite(m), render.Rect{X: r.X + 6, Y: r.Y + 6, W: ps, H: ps})
		x := r.X + ps + 12
		tw := r.W - ps - 18
		pt.Text(screen, pt.Ellipsize(m.Name, pt.Fonts.Bold, 14, tw), pt.Fonts.Bold, 14, x, r.Y+5, render.AlignLeft, render.ColText)
		who := "You"
		if s.computer(m.ID) {
			who = "Computer"
		}
		line := m.Class + " · " + who
		if g.Mode == legends.Combat && m.Activated {
			line += " · done"
		}
		pt.Text(screen, pt.Ellipsize(line, pt.Fonts.Regular, 11, tw), pt.Fonts.Regular, 11, x, r.Y+23, render.AlignLeft, render.ColTextDim)
		// The life bar and the potions.
		hy := r.Y + 46
		hs := 6.0
		for k := 0; k < m.MaxHearts; k++ {
			c := colLegEmpty
			if k < m.Hearts {
				c = colLegHeart
			}
			drawHeart(screen, pt, x+8+float64(k)*15, hy, hs, c)
		}
		fx := x + 8 + float64(m.MaxHearts)*15 + 6
		for k := 0; k < m.MaxPotions; k++ {
			c := colLegEmpty
			if k < m.Potions {
				c = render.ColSapphire
			}
			drawFlask(screen, pt, fx+float64(k)*12, hy, 5, c)
		}
		y := r.Y + ps + 10
		if y+14 <= r.Y+r.H {
			slots := "Slots: —"
			if len(m.Equipped) > 0 {
				slots = "Slots: " + strings.Join(m.Equipped, ", ")
			}
			if len(m.Carried) > 0 {
				slots += fmt.Sprintf(" (+%d carried)", len(m.Carried))
			}
			pt.Text(screen, pt.Ellipsize(slots, pt.Fonts.Regular, 11, r.W-14), pt.Fonts.Regular, 11, r.X+7, y, render.AlignLeft, render.ColTextDim)
			y += 15
		}
		if y+14 <= r.Y+r.H && m.Status != 0 {
			pt.Text(screen, pt.Ellipsize("Suffers "+strings.ReplaceAll(m.Status.String(), ",", ", "), pt.Fonts.Bold, 11, r.W-14), pt.Fonts.Bold, 11, r.X+7, y, render.AlignLeft, color.RGBA{0xff, 0xa0, 0x60, 0xff})
		}
		if m.KO {
			pt.Text(screen, "KNOCKED OUT", pt.Fonts.Bold, 13, r.X+r.W-8, r.Y+r.H-20, render.AlignRight, colLegKO)
		}
	}
}

// drawBackpack lists the party's goods and item cards: what tests may
// spend and choices cost.
func (v *legView) drawBackpack(screen *ebiten.Image, s *LegendsAdventure, pt *render.Painter) {
	r := v.lay.pack
	if r.W == 0 {
		return
	}
	g := s.g
	pt.Panel(screen, r, render.ColPanel, render.ColPanelEdge)
	pt.Text(screen, "Backpack", pt.Fonts.Bold, 12, r.X+8, r.Y+4, render.AlignLeft, render.ColTextDim)
	var goods []string
	for _, k := range legGoodsOrder {
		if n := g.Backpack[k]; n > 0 {
			goods = append(goods, fmt.Sprintf("%d %s", n, k))
		}
	}
	for k, n := range g.Backpack {
		if n > 0 && !slices.Contains(legGoodsOrder, k) {
			goods = append(goods, fmt.Sprintf("%d %s", n, k))
		}
	}
	text := "Empty."
	if len(goods) > 0 {
		sort.Strings(goods[len(goods)-countUnlisted(g.Backpack):])
		text = strings.Join(goods, " · ")
	}
	if len(g.Items) > 0 {
		text += ". Items: " + strings.Join(g.Items, ", ")
	}
	y := r.Y + 22
	for _, l := range pt.Wrap(text, pt.Fonts.Regular, 12, r.W-16) {
		if y+14 > r.Y+r.H {
			break
		}
		pt.Text(screen, l, pt.Fonts.Regular, 12, r.X+8, y, render.AlignLeft, render.ColText)
		y += 15
	}
}

// legGoodsOrder is the backpack's goods in the book's order.
var legGoodsOrder = []string{"crowns", "candy", "crystals", "games", "gear", "music", "pixie", "toys"}

// countUnlisted counts the backpack's goods outside legGoodsOrder.
func countUnlisted(b map[string]int) int {
	n := 0
	for k, v := range b {
		if v > 0 && !slices.Contains(legGoodsOrder, k) {
			n++
		}
	}
	return n
}

// modeLine says where the adventure is.
func (s *LegendsAdventure) modeLine() (string, string) {
	g := s.g
	name := g.Adventure
	if a := g.AdventureDef(); a != nil {
		name = a.Name
	}
	switch g.Mode {
	case legends.Story:
		return name, "Story"
	case legends.Explore:
		if who, _ := g.Seeking(); who != "" {
			return name, "Exploration: walk to " + who + " and speak with them"
		}
		return name, "Exploration: walk freely, open treasure, drink, equip and trade"
	case legends.Combat:
		side := "the Heroes' turn"
		if g.Turn == legends.Consul {
			side = "the Consul's turn"
		}
		return name, fmt.Sprintf("Combat, round %d: %s", g.Round, side)
	case legends.Test:
		return name, "An attribute test"
	case legends.Choice:
		return name, "A choice"
	}
	return name, "The adventure is over"
}

func (v *legView) drawTop(screen *ebiten.Image, s *LegendsAdventure, pt *render.Painter) {
	r := v.lay.top
	name, mode := s.modeLine()
	// The pause menu's button (Esc opens it too) at the bar's right end.
	mb := render.Rect{X: r.X + r.W - 74, Y: r.Y + 3, W: 70, H: r.H - 6}
	r.W -= 78
	v.button("menu", "Menu", "", "Pause: settings, how to play, save and quit to the title (Esc).", "", mb)
	pt.Panel(screen, r, render.ColPanel, render.ColPanelEdge)
	nw := min(pt.TextWidth(name, pt.Fonts.Bold, 15), r.W*0.4)
	pt.Text(screen, pt.Ellipsize(name, pt.Fonts.Bold, 15, r.W*0.4), pt.Fonts.Bold, 15, r.X+10, r.Y+7, render.AlignLeft, render.ColGold)
	pt.Text(screen, pt.Ellipsize(mode, pt.Fonts.Regular, 13, r.W-nw-30), pt.Fonts.Regular, 13, r.X+nw+22, r.Y+9, render.AlignLeft, render.ColText)
}

// drawDice draws the tray: the last rolls, each die on its face.
func (v *legView) drawDice(screen *ebiten.Image, s *LegendsAdventure, pt *render.Painter) {
	r := v.lay.dice
	pt.Panel(screen, r, render.ColPanel, render.ColPanelEdge)
	pt.Text(screen, "Dice", pt.Fonts.Bold, 12, r.X+8, r.Y+4, render.AlignLeft, render.ColTextDim)
	if len(s.rolls) == 0 {
		pt.Text(screen, "No roll yet.", pt.Fonts.Regular, 12, r.X+r.W/2, r.Y+r.H/2-8, render.AlignCenter, render.ColTextDim)
		return
	}
	y := r.Y + 20
	// A narrow tray (a large interface) puts each row's name over its
	// dice, so the dice keep their size.
	compact := r.W < 240
	size := min(26.0, (r.W-120)/5)
	labelH := 0.0
	if compact {
		size, labelH = min(26.0, (r.W-50)/5), 14
	}
	// The newest rolls that fit, oldest of them first.
	need := func(x legRoll) float64 {
		if x.golden > 0 {
			return 58
		}
		return 18 + float64(len(x.rows))*(size+6+labelH) + 18
	}
	first, h := len(s.rolls), 0.0
	for first > 0 && h+need(s.rolls[first-1]) <= r.H-24 {
		first--
		h += need(s.rolls[first])
	}
	if first == len(s.rolls) {
		first = len(s.rolls) - 1
	}
	for i, x := range s.rolls[first:] {
		if x.golden > 0 {
			v.drawGoldenEye(screen, pt, r.X+26, y+22, 18, x.golden, v.rollAge < 20+i*4)
			pt.Text(screen, "The Golden Eye", pt.Fonts.Bold, 12, r.X+50, y+4, render.AlignLeft, render.ColGold)
			for j, l := range pt.Wrap(x.title, pt.Fonts.Regular, 11, r.W-60) {
				if j < 2 {
					pt.Text(screen, l, pt.Fonts.Regular, 11, r.X+50, y+20+float64(j)*13, render.AlignLeft, render.ColText)
				}
			}
			y += 58
			continue
		}
		pt.Text(screen, pt.Ellipsize(x.title, pt.Fonts.Bold, 12, r.W-14), pt.Fonts.Bold, 12, r.X+8, y, render.AlignLeft, render.ColText)
		y += 17
		for _, row := range x.rows {
			dx := r.X + 84
			if compact {
				pt.Text(screen, pt.Ellipsize(row.label, pt.Fonts.Regular, 11, r.W-16), pt.Fonts.Regular, 11, r.X+8, y, render.AlignLeft, render.ColTextDim)
				y += labelH
				dx = r.X + 8
			} else {
				pt.Text(screen, pt.Ellipsize(row.label, pt.Fonts.Regular, 11, 74), pt.Fonts.Regular, 11, r.X+8, y+size/2-7, render.AlignLeft, render.ColTextDim)
			}
			for j, d := range row.dice {
				tumble := v.rollAge < 16+j*3+i*6
				drawLegDie(screen, pt, d, dx, y, size, tumble, v.rollAge)
				dx += size + 4
			}
			if row.bonus > 0 {
				pt.Text(screen, fmt.Sprintf("+%d", row.bonus), pt.Fonts.Bold, 12, dx, y+size/2-8, render.AlignLeft, render.ColGold)
			}
			pt.Text(screen, fmt.Sprint(row.stars), pt.Fonts.Bold, 16, r.X+r.W-10, y+size/2-10, render.AlignRight, render.ColGold)
			y += size + 6
		}
		if x.verdict != "" {
			pt.Text(screen, pt.Ellipsize(x.verdict, pt.Fonts.Bold, 12, r.W-14), pt.Fonts.Bold, 12, r.X+r.W/2, y-2, render.AlignCenter, render.ColGold)
		}
		y += 18
	}
}

// drawLegDie draws one Legends die: a rounded square of its colour with
// star pips, a heart, a potion, the citrine's Light or the amethyst's
// Shadow; a die set aside (Hex, Bane) is crossed, a rerolled one ringed.
func drawLegDie(screen *ebiten.Image, pt *render.Painter, d legends.Die, x, y, size float64, tumble bool, age int) {
	c := dieColours[d.Colour]
	if tumble {
		y -= float64(age % 5)
	}
	pt.RoundRect(screen, render.Rect{X: x, Y: y, W: size, H: size}, size*0.2, render.ColOutline)
	pt.RoundRect(screen, render.Rect{X: x + 2, Y: y + 2, W: size - 4, H: size - 4}, size*0.17, c)
	if tumble {
		return
	}
	cx, cy := x+size/2, y+size/2
	ink := color.RGBA{0xff, 0xff, 0xff, 0xff}
	if d.Colour == cards.Citrine {
		ink = color.RGBA{0x5a, 0x3a, 0x00, 0xff}
	}
	switch {
	case d.Light:
		pt.Circle(screen, cx, cy, size*0.16, color.RGBA{0xff, 0xff, 0xf0, 0xff})
		for k := 0; k < 8; k++ {
			a := float64(k) * math.Pi / 4
			pt.Line(screen, cx+math.Cos(a)*size*0.22, cy+math.Sin(a)*size*0.22, cx+math.Cos(a)*size*0.34, cy+math.Sin(a)*size*0.34, size*0.06, color.RGBA{0xff, 0xff, 0xf0, 0xff})
		}
	case d.Shadow:
		pt.Circle(screen, cx, cy, size*0.26, color.RGBA{0x20, 0x08, 0x30, 0xff})
		pt.Circle(screen, cx+size*0.1, cy-size*0.06, size*0.22, c)
	case d.Heart && d.Potion:
		drawHeart(screen, pt, cx-size*0.17, cy, size*0.14, ink)
		drawFlask(screen, pt, cx+size*0.2, cy, size*0.12, ink)
	case d.Heart:
		drawHeart(screen, pt, cx, cy, size*0.22, ink)
	case d.Potion:
		drawFlask(screen, pt, cx, cy, size*0.2, ink)
	default:
		n := d.Stars
		for i := 0; i < n; i++ {
			row, col, inRow := 0, i, n
			if n > 3 {
				row, col, inRow = i/3, i%3, 3
				if i >= 3 {
					inRow = n - 3
				}
			}
			ox := (float64(col) - float64(inRow-1)/2) * size * 0.26
			oy := 0.0
			if n > 3 {
				oy = (float64(row) - 0.5) * size * 0.28
			}
			drawStar(screen, pt, cx+ox, cy+oy, size*0.12, ink)
		}
	}
	if d.Discarded {
		pt.Line(screen, x+3, y+3, x+size-3, y+size-3, 3, render.ColOutline)
		pt.Line(screen, x+size-3, y+3, x+3, y+size-3, 3, render.ColOutline)
	}
	if d.Rerolled {
		pt.Circle(screen, x+size-3, y+3, 4.5, render.ColOutline)
		pt.Circle(screen, x+size-3, y+3, 3, render.ColCitrine)
	}
}

// drawGoldenEye draws the Goddess's d20 with the number it rolled.
func (v *legView) drawGoldenEye(screen *ebiten.Image, pt *render.Painter, cx, cy, r float64, n int, tumble bool) {
	xy := make([]float64, 0, 12)
	for k := 0; k < 6; k++ {
		a := float64(k)*math.Pi/3 - math.Pi/2
		xy = append(xy, cx+math.Cos(a)*(r+2), cy+math.Sin(a)*(r+2))
	}
	pt.Polygon(screen, xy, render.ColOutline)
	xy = xy[:0]
	for k := 0; k < 6; k++ {
		a := float64(k)*math.Pi/3 - math.Pi/2
		xy = append(xy, cx+math.Cos(a)*r, cy+math.Sin(a)*r)
	}
	pt.Polygon(screen, xy, render.ColGold)
	pt.Polygon(screen, []float64{cx, cy - r*0.7, cx + r*0.62, cy + r*0.38, cx - r*0.62, cy + r*0.38}, render.ColCitrine)
	if !tumble {
		pt.Text(screen, fmt.Sprint(n), pt.Fonts.Bold, r*0.8, cx, cy-r*0.45, render.AlignCenter, render.ColOutline)
	}
}

// drawLog draws the narrating log, newest at the bottom; the wheel, a
// scrollbar and a Newest button scroll it (logView). x, y is the pointer.
func (v *legView) drawLog(screen *ebiten.Image, s *LegendsAdventure, pt *render.Painter, x, y float64) {
	r := v.lay.log
	pt.Panel(screen, r, render.ColPanel, render.ColPanelEdge)
	pt.Text(screen, "Log", pt.Fonts.Bold, 12, r.X+8, r.Y+4, render.AlignLeft, render.ColTextDim)
	const size = 12.0
	lh := pt.Em(size) * 1.3
	top := r.Y + 22
	rows := max(0, int((r.Y+r.H-6-top)/lh))
	s.logWrap.font, s.logWrap.size = legLogFont, size
	s.logWrap.update(pt, s.log, r.W-24)
	lines := s.logWrap.lines
	area := render.Rect{X: r.X, Y: r.Y + r.H - 6 - float64(rows)*lh, W: r.W, H: float64(rows) * lh}
	title := render.Rect{X: r.X, Y: r.Y + 2, W: r.W, H: min(22, area.Y-r.Y-2)}
	start, shown := s.logView.place(pt, &s.logWrap, r, title, area, rows)
	end := min(len(lines), start+shown)
	ly := area.Y + float64(shown-(end-start))*lh // a short log sits at the bottom
	for _, l := range lines[start:end] {
		text := l.text
		if c := s.logView.cut; c > 0 {
			text = pt.Ellipsize(text, legLogFont(pt, l.kind), size, r.W-24-c) // the Newest button beside it
		}
		pt.Text(screen, text, legLogFont(pt, l.kind), size, r.X+8, ly, render.AlignLeft, legLogColour(l.kind))
		ly += lh
	}
	s.logView.draw(screen, pt, x, y)
}

// legLogFont is the face of the log's lines of a kind: the story and the
// turns stand out in bold.
func legLogFont(pt *render.Painter, kind string) *text.GoTextFaceSource {
	switch kind {
	case "Story", "story", "Encounter", "Explore", "adventure", "Turn", "AdventureOver", "EncounterWon":
		return pt.Fonts.Bold
	}
	return pt.Fonts.Regular
}

// legLogColour is the colour of the log's lines of a kind.
func legLogColour(kind string) color.Color {
	switch kind {
	case "consul":
		return color.RGBA{0xff, 0x9a, 0xa8, 0xff}
	case "Story", "story", "Encounter", "Explore", "adventure":
		return render.ColGold
	case "Wounded", "KnockedOut":
		return color.RGBA{0xff, 0xc0, 0x80, 0xff}
	case "refused":
		return colLegKO
	case "Modifier", "Moved", "StatusesRemoved":
		return render.ColTextDim
	}
	return render.ColText
}

// drawBar draws the action bar: what the person may do now. Its buttons
// wrap onto more rows (the bar growing up over the board) when the
// screen is narrow, so none is ever left out.
func (v *legView) drawBar(screen *ebiten.Image, s *LegendsAdventure, pt *render.Painter) {
	r := v.lay.bar
	g := s.g
	person := s.personDecides()
	line := ""
	type item struct{ id, label, sub, tip, why string }
	var items, fixed []item
	add := func(id, label, sub, tip, why string) { items = append(items, item{id, label, sub, tip, why}) }
	if !person {
		switch {
		case g.Mode == legends.Combat && g.Turn == legends.Consul:
			line = "The Consul is playing its monsters…"
		case g.Mode == legends.Combat && g.Active >= 0:
			line = "The computer plays " + g.Models[g.Active].Name + "…"
		case g.Mode == legends.Over:
			line = "The adventure is over."
		default:
			line = "The computer plays the party…"
		}
	} else {
		switch g.Mode {
		case legends.Explore:
			seek, _ := g.Seeking()
			why := ""
			if seek != "" {
				why = "first speak with " + seek
			}
			fixed = append(fixed, item{"continue", "Set out", "", "End the exploration and go on with the adventure.", why})
			line = "Exploration"
			if s.sel >= 0 {
				m := &g.Models[s.sel]
				switch {
				case s.trade != "":
					line = fmt.Sprintf("%s hands over %s: click the Hero who takes it (Esc to cancel)", m.Name, s.trade)
				case s.aim != nil:
					line = fmt.Sprintf("%s: click who gets the %s", m.Name, strings.ToLower(s.aim.Name))
				case seek != "":
					line = m.Name + ": click " + seek + " (the \"!\" token) to walk over and speak"
				default:
					line = m.Name + ": click a square to walk, a chest to open it, a Hero card to switch"
				}
				for i, o := range s.options().actions {
					if o.Kind == legends.ActPotion || o.Kind == legends.ActItem {
						add(fmt.Sprintf("act %d", i), o.Name, "", o.Text, o.Why)
					}
				}
				for i, c := range m.Carried {
					add(fmt.Sprintf("equip %d", i), "Equip", c, "Put "+c+" in one of the two equipment slots (a third pushes out the older one). "+s.cardWords(c), "")
				}
				for i, c := range append(append([]string{}, m.Equipped...), m.Carried...) {
					add(fmt.Sprintf("give %d", i), "Give", c, "Hand "+c+" to another Hero: click this, then that Hero's card. "+s.cardWords(c), "")
				}
			}
		case legends.Combat:
			if g.Active < 0 {
				line = "Your turn: click one of your Heroes to activate it (one move and one action)"
				fixed = append(fixed, item{"endturn", "End turn", "", "Heroes that did not activate lose their activation this round.", ""})
				break
			}
			m := &g.Models[g.Active]
			var left []string
			if !g.Moved && m.Suffering&legends.Knockdown == 0 {
				left = append(left, "a move")
			}
			if !g.Acted {
				left = append(left, "an action")
			}
			line = fmt.Sprintf("%s: %s left", m.Name, strings.Join(left, " and "))
			if len(left) == 0 {
				line = m.Name + ": nothing left but to end"
			}
			if !g.Moved && m.Suffering&legends.Knockdown != 0 {
				line += " (knocked down: no move this activation)"
			}
			if s.aim != nil && s.aim.Aim == legends.AimNone {
				line = fmt.Sprintf("%s: %s strikes every model on the lit squares%s — press it again to strike, Esc to cancel", m.Name, s.aim.Name, s.friendsHit())
			} else if s.aim != nil {
				line = fmt.Sprintf("%s: %s — click a highlighted target (Esc or the button again to cancel)", m.Name, s.aim.Name)
			} else if !g.Moved && len(s.options().moves) > 0 {
				line += " — click a lit square to move"
			}
			fixed = append(fixed, item{"endact", "End", "", "End " + m.Name + "'s activation.", ""})
			for i, o := range s.options().actions {
				if o.Kind == legends.ActImprovise && o.Why != "" {
					continue // shown only when someone is next to the Hero to try it on
				}
				sub := ""
				best := -1.0
				for _, t := range o.Targets {
					if t.Attack.Count() > 0 {
						best = max(best, t.Chance)
					}
				}
				if best >= 0 {
					sub = fmt.Sprintf("best %d%%", int(math.Round(best*100)))
				}
				label := o.Name
				if o.Kind == legends.ActGood {
					label = "Use " + o.Name
				}
				add(fmt.Sprintf("act %d", i), label, sub, o.Text, o.Why)
			}
			why := ""
			if g.Acted {
				why = m.Name + " already took its action"
			} else if len(g.MoveOptions(true)) == 0 {
				why = "nowhere to run"
			}
			add("run", "Run", "", "The Run action: up to four more squares.", why)
		default:
			line = "Choose in the panel above"
		}
	}
	// Lay the buttons out in rows: the fixed ones at the right of the
	// last row.
	const bh, gap = 34.0, 6.0
	width := func(it item) float64 {
		return min(max(pt.TextWidth(it.label, pt.Fonts.Bold, 14)+24, pt.TextWidth(it.sub, pt.Fonts.Regular, 10)+16, 64), 170)
	}
	inner := r.W - 16
	fixedW := 0.0
	for _, it := range fixed {
		fixedW += width(it) + gap
	}
	rows, x := 1, 0.0
	for _, it := range items {
		w := width(it)
		if x > 0 && x+w > inner {
			rows, x = rows+1, 0
		}
		x += w + gap
	}
	if x+fixedW > inner && len(items) > 0 {
		rows++
	}
	h := 26 + float64(rows)*(bh+4)
	r = render.Rect{X: r.X, Y: r.Y + r.H - h, W: r.W, H: h}
	pt.Panel(screen, r, render.ColPanel, render.ColPanelEdge)
	pt.Text(screen, pt.Ellipsize(line, pt.Fonts.Bold, 13, r.W-20), pt.Fonts.Bold, 13, r.X+10, r.Y+6, render.AlignLeft, render.ColText)
	bx, by := r.X+8, r.Y+24
	for _, it := range items {
		w := width(it)
		if bx > r.X+8 && bx+w > r.X+8+inner {
			bx, by = r.X+8, by+bh+4
		}
		v.button(it.id, it.label, it.sub, it.tip, it.why, render.Rect{X: bx, Y: by, W: w, H: bh})
		bx += w + gap
	}
	fx := r.X + r.W - 8
	fy := r.Y + r.H - bh - 6
	for _, it := range fixed {
		w := width(it)
		fx -= w
		v.button(it.id, it.label, "", it.tip, it.why, render.Rect{X: fx, Y: fy, W: w, H: bh})
		fx -= gap
	}
	v.lay.barTop = r.Y
}

// drawPanel draws the story, test, choice or end panel over the board.
func (v *legView) drawPanel(screen *ebiten.Image, s *LegendsAdventure, pt *render.Painter) {
	g := s.g
	area := v.lay.boardArea
	w := min(area.W-16, 560)
	person := s.personDecides()
	var title, text string
	switch g.Mode {
	case legends.Story:
		title = "Story"
		if p := g.CurrentPhase(); p != nil {
			text = p.Story
		}
	case legends.Test:
		t := g.CurrentTest()
		title = "A test"
		text = t.Text
		if t.Tries > 1 {
			text += fmt.Sprintf(" (try %d of %d)", g.Tries+1, t.Tries)
		}
		if h := t.EachFailure.Harm(); h != "" {
			text += " A failed try: " + h + "."
		}
	case legends.Choice:
		title = "A choice"
		text = g.CurrentPhase().Choice.Text
	case legends.Over:
		title = "Victory!"
		if g.Result != "heroes" {
			title = "The party is defeated"
		}
		text = s.overText()
	default:
		return
	}
	const size = 15.0
	lh := pt.Em(size) * 1.35
	// The panel's buttons.
	type pb struct{ id, label, sub, tip, why string }
	var bs []pb
	var groups []string // a heading before each button group (tests)
	var groupAt []int
	switch g.Mode {
	case legends.Story:
		if person {
			bs = append(bs, pb{id: "continue", label: "Continue", tip: "Read on."})
		}
	case legends.Test:
		t := g.CurrentTest()
		last := -1
		tests := s.options().tests
		for _, i := range testOrder(tests) {
			o := tests[i]
			if o.Approach != last {
				ap := t.Approaches[o.Approach]
				beat := fmt.Sprintf("beat %d", ap.DF)
				if o.Opposed != "" {
					beat = fmt.Sprintf("beat %s's %s %s", o.Opposed, ap.OpposedAttr, legends.PoolString(o.OpposedPool))
				}
				groups = append(groups, fmt.Sprintf("%s — %s, %s", capitalise(ap.Text), ap.Attr, beat))
				groupAt = append(groupAt, len(bs))
				last = o.Approach
			}
			m := g.Models[o.Hero]
			label := m.Name
			if o.UseGood {
				label += " +" + t.Approaches[o.Approach].Good
			}
			tip := fmt.Sprintf("%s rolls %s", m.Name, legends.PoolString(o.Pool))
			if len(o.Why) > 0 {
				tip += " (" + strings.Join(o.Why, ", ") + ")"
			}
			if o.Opposed != "" {
				tip += fmt.Sprintf(": %d%% to roll more stars than %s's %s roll.", int(math.Round(o.Chance*100)), o.Opposed, legends.PoolString(o.OpposedPool))
			} else {
				tip += fmt.Sprintf(": %d%% to roll more stars than the defense value, %d.", int(math.Round(o.Chance*100)), o.DF)
			}
			why := ""
			if !person {
				why = "the computer chooses"
			}
			bs = append(bs, pb{id: fmt.Sprintf("attempt %d", i), label: label, sub: fmt.Sprintf("%s · %d%%", legends.PoolString(o.Pool), int(math.Round(o.Chance*100))), tip: tip, why: why})
		}
	case legends.Choice:
		for i, o := range g.CurrentPhase().Choice.Options {
			cost := "free"
			if len(o.Cost) > 0 {
				var parts []string
				for k, n := range o.Cost {
					parts = append(parts, fmt.Sprintf("%d %s", n, k))
				}
				cost = strings.Join(parts, ", ")
			}
			why := ""
			if ok, w := g.Affordable(i); !ok {
				why = w
			}
			if !person && why == "" {
				why = "the computer chooses"
			}
			bs = append(bs, pb{id: fmt.Sprintf("choose %d", i), label: o.Text, sub: cost, tip: o.Text + " (" + cost + ")", why: why})
		}
	case legends.Over:
		bs = append(bs, pb{id: "over", label: "Continue", tip: "Leave the adventure."})
	}
	// Buttons flow in rows; tests put a heading line before each group.
	// A panel too tall for the board's area (a large interface) takes the
	// whole screen's width instead: it is modal anyway.
	var lines []string
	var bw, h float64
	var perRow int
	bh := 40.0
	measure := func() {
		lines = pt.Wrap(text, pt.Fonts.Regular, size, w-32)
		h = 44 + float64(len(lines))*lh + 16
		bw = 150.0
		if g.Mode == legends.Choice {
			bw = w - 32
		}
		if g.Mode == legends.Story || g.Mode == legends.Over {
			bw = 180
		}
		perRow = max(1, int((w-24)/(bw+8)))
		col, gi := 0, 0
		for i := range bs {
			if gi < len(groupAt) && groupAt[gi] == i {
				h += 20
				col = 0
				gi++
			}
			if col == 0 {
				h += bh + 6
			}
			col = (col + 1) % perRow
		}
	}
	measure()
	if h > area.H-8 {
		area = render.Rect{X: 6, Y: v.lay.top.Y + v.lay.top.H + 4, W: v.lay.W - 12, H: v.lay.H - v.lay.top.Y - v.lay.top.H - 10}
		w = min(area.W-16, 640)
		measure()
	}
	h = min(h, area.H-8)
	r := render.Rect{X: area.X + (area.W-w)/2, Y: area.Y + max(4, (area.H-h)/2), W: w, H: h}
	v.lay.panel = r
	pt.Panel(screen, r, color.NRGBA{0x1c, 0x18, 0x30, 0xf4}, render.ColGold)
	pt.Text(screen, title, pt.Fonts.Bold, 18, r.X+16, r.Y+10, render.AlignLeft, render.ColGold)
	y := r.Y + 40
	for _, l := range lines {
		pt.Text(screen, l, pt.Fonts.Regular, size, r.X+16, y, render.AlignLeft, render.ColText)
		y += lh
	}
	y += 8
	col, gi := 0, 0
	x0 := r.X + 12
	if g.Mode == legends.Story || g.Mode == legends.Over {
		x0 = r.X + r.W - bw - 16
	}
	for i, b := range bs {
		if gi < len(groupAt) && groupAt[gi] == i {
			if col > 0 {
				y += bh + 6
			}
			pt.Text(screen, pt.Ellipsize(groups[gi], pt.Fonts.Bold, 12, w-30), pt.Fonts.Bold, 12, r.X+16, y, render.AlignLeft, render.ColGold)
			y += 20
			col = 0
			gi++
		}
		if y+bh > r.Y+r.H {
			break
		}
		v.button(b.id, b.label, b.sub, b.tip, b.why, render.Rect{X: x0 + float64(col)*(bw+8), Y: y, W: bw, H: bh})
		col++
		if col == perRow {
			col = 0
			y += bh + 6
		}
	}
}

// overText is the end panel's words: how it ended and what was won.
func (s *LegendsAdventure) overText() string {
	var parts []string
	for i := len(s.log) - 1; i >= 0 && len(parts) < 6; i-- {
		l := s.log[i]
		parts = append([]string{l.text}, parts...)
		if l.kind == "AdventureOver" {
			break
		}
	}
	for i, p := range parts {
		if !strings.HasSuffix(p, ".") && !strings.HasSuffix(p, "!") && !strings.HasSuffix(p, "?") {
			parts[i] = p + "."
		}
	}
	return strings.Join(parts, " ")
}

// drawBanner draws the moment (initiative, a turn) large over the board.
func (v *legView) drawBanner(screen *ebiten.Image, s *LegendsAdventure, pt *render.Painter) {
	b := s.banner
	if b.text == "" || b.age > b.life || v.lay.panel.W > 0 {
		return
	}
	area := v.lay.boardArea
	alpha := 1.0
	if b.age > b.life-20 {
		alpha = float64(b.life-b.age) / 20
	}
	w := min(area.W-20, max(pt.TextWidth(b.text, pt.Fonts.Bold, 26), pt.TextWidth(b.sub, pt.Fonts.Regular, 15))+50)
	h := 50.0
	if b.sub != "" {
		h = 76
	}
	r := render.Rect{X: area.X + (area.W-w)/2, Y: area.Y + 12, W: w, H: h}
	pt.Panel(screen, r, color.NRGBA{0x1c, 0x18, 0x30, uint8(230 * alpha)}, render.ColGold)
	size := pt.FitSize(b.text, pt.Fonts.Bold, 26, 12, w-20)
	pt.OutlinedText(screen, b.text, pt.Fonts.Bold, size, r.X+w/2, r.Y+8+(26-size)*0.6, 2, render.ColGold, render.ColOutline)
	if b.sub != "" {
		pt.Text(screen, pt.Ellipsize(b.sub, pt.Fonts.Regular, 15, w-20), pt.Fonts.Regular, 15, r.X+w/2, r.Y+46, render.AlignCenter, render.ColText)
	}
}

// friendsHit says which of the active model's friends the armed area
// would hit, "" when none.
func (s *LegendsAdventure) friendsHit() string {
	g := s.g
	act := g.Model(g.Active)
	if s.aim == nil || act == nil {
		return ""
	}
	var names []string
	for _, p := range g.AreaOf(s.aim.Name, tiles.Point{}, "") {
		if m := s.modelOn(p); m != nil && m.ID != act.ID && m.Side == act.Side && !m.KO {
			names = append(names, m.Name)
		}
	}
	if len(names) == 0 {
		return ""
	}
	return ", friends too: " + strings.Join(names, ", ")
}

// testOrder is the test options' indexes by approach, then Hero: each
// approach's Heroes under one heading.
func testOrder(tests []legends.TestOption) []int {
	idx := make([]int, len(tests))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return tests[idx[a]].Approach < tests[idx[b]].Approach })
	return idx
}
