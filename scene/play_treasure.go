package scene

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/render/sound"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// The treasure chooser: when the rules hold drawn treasure cards in
// Game.Pending (a chest opened with Look, a boo booty's reward drawn as the
// power-up begins), the party sees the cards side by side and keeps one with
// a click or its number key. Which cards may be kept is the rules' answer
// (TreasureChoice.Options); the chooser only shows it. A game the hero AI
// plays answers by itself (ai.Player.Next), so the chooser is for people.

// treasureChooser is the chooser's layout for this frame, in the modal
// context p.mc (see layoutTreasure).
type treasureChooser struct {
	tc    rules.TreasureChoice
	panel render.Rect
	cards []render.Rect
	hover int // index into tc.Cards under the pointer, -1 for none
}

// Sizes of the chooser at the design size (HUD units).
const (
	treasureCardW = 196.0
	treasureCardH = 212.0
	treasureGap   = 14.0
)

// pendingChoice is the treasure choice a person must make now: none while
// the hero AI plays, in the replay viewer, or while the events that drew
// the cards still play back.
func (p *Play) pendingChoice() (rules.TreasureChoice, bool) {
	if p.auto != nil || p.cursor != nil || p.busy() || p.exComputerKeeps() {
		return rules.TreasureChoice{}, false
	}
	return p.g.PendingTreasure()
}

// hasPendingChoice reports whether the chooser is open.
func (p *Play) hasPendingChoice() bool {
	_, ok := p.pendingChoice()
	return ok
}

// treasureHead is the height of the chooser's title and hint.
func treasureHead(pt *render.Painter) float64 {
	return 16 + pt.Em(24)*1.25 + 4 + pt.Em(14)*1.25 + 14
}

// treasureCardH is the height of the chooser's cards: enough for the
// longest card's name and text, within bounds (a longer text is cut and
// the tooltip has it all).
func (p *Play) treasureCardH(pt *render.Painter, tc rules.TreasureChoice) float64 {
	h := 150.0
	for i, name := range tc.Cards {
		text, cursed := treasureText(p.g.Catalog().Equipment[name], slices.Contains(tc.Options, i))
		c := 6 + 26 + 8 + 2 + 12 + float64(min(2, len(pt.Wrap(name, pt.Fonts.Bold, 16, treasureCardW-20))))*pt.Em(16)*1.2
		if cursed {
			c += pt.Em(13) * 1.3
		}
		h = max(h, c+float64(len(pt.Wrap(text, pt.Fonts.Regular, 13, treasureCardW-20)))*pt.Em(13)*1.3)
	}
	return min(h, treasureCardH+pt.Em(13)*1.3*4)
}

// treasureText is what a chooser card says under its name, and whether it
// carries the Cursed line.
func treasureText(e *cards.Equipment, keep bool) (string, bool) {
	switch {
	case !keep:
		return "Can't be kept: a boo booty must be taken.", e != nil && e.Cursed
	case e == nil:
		return "", false
	case e.Slot == "":
		if m, ok := e.BooBooty(); ok {
			return fmt.Sprintf("A monster in disguise: take it and a %s leaps out of the chest to fight.", m), false
		}
		return "", false
	}
	return e.Text, e.Cursed
}

// layoutTreasure places the chooser over the board (hc is the HUD's
// context); it is drawn smaller than the HUD when the cards would not fit.
func (p *Play) layoutTreasure(hc *Context, tc rules.TreasureChoice) *treasureChooser {
	n := float64(max(1, len(tc.Cards)))
	pt := hc.Painter
	cardH := p.treasureCardH(pt, tc)
	w := max(420, n*treasureCardW+(n-1)*treasureGap+40)
	h := treasureHead(pt) + cardH + 24
	ctx := p.modal(hc, w, h)
	// Centred on the board when it has room, else on the screen.
	b := p.lay.board
	k := ctx.W / hc.W
	cx, cy := (b.X+b.W/2)*k, (b.Y+b.H/2)*k
	x := min(max(8, cx-w/2), ctx.W-w-8)
	y := min(max(8, cy-h/2), ctx.H-h-8)
	c := &treasureChooser{tc: tc, panel: render.Rect{X: x, Y: y, W: w, H: h}, hover: -1}
	cw := treasureCardW
	left := x + (w-(n*cw+(n-1)*treasureGap))/2
	for i := range tc.Cards {
		r := render.Rect{X: left + float64(i)*(cw+treasureGap), Y: y + treasureHead(pt), W: cw, H: cardH}
		c.cards = append(c.cards, r)
		if r.Contains(ctx.In.X, ctx.In.Y) {
			c.hover = i
		}
	}
	return c
}

// treasureInput handles the chooser's clicks and keys; the rest of the
// screen waits until a card is kept (the rules refuse anything else).
func (p *Play) treasureInput(hc *Context, tc rules.TreasureChoice) {
	c := p.layoutTreasure(hc, tc)
	pick := -1
	if p.mc.In.Clicked && c.hover >= 0 {
		pick = c.hover
	}
	for i, k := range digitKeys {
		if hc.In.KeyPressed(k) && i < len(tc.Cards) {
			pick = i
		}
	}
	if pick < 0 {
		return
	}
	if !slices.Contains(tc.Options, pick) {
		p.sfx(sound.ErrorBuzz)
		p.say(p.whyNotKeep(tc))
		return
	}
	p.apply(rules.ChooseTreasure{Card: pick})
}

// whyNotKeep explains why a card of tc cannot be kept: the only reason the
// rules have is a boo booty among the cards.
func (p *Play) whyNotKeep(tc rules.TreasureChoice) string {
	var names []string
	for _, i := range tc.Options {
		names = append(names, tc.Cards[i])
	}
	return fmt.Sprintf("A boo booty was in the chest: the party must take %s.", listNames(names, "or"))
}

// treasureTitle is the chooser's heading.
func (p *Play) treasureTitle(tc rules.TreasureChoice) string {
	switch {
	case tc.Chest == rules.NoModel:
		return "Boo booty reward: keep one card"
	case tc.Hero != rules.NoModel:
		return fmt.Sprintf("%s opens the chest: keep one card", p.g.Name(tc.Hero))
	}
	return "Treasure: keep one card"
}

// drawTreasure draws the chooser when a choice waits.
func (p *Play) drawTreasure(screen *ebiten.Image, hc *Context) {
	tc, ok := p.pendingChoice()
	if !ok {
		return
	}
	c := p.layoutTreasure(hc, tc)
	ctx := &p.mc
	pt := ctx.Painter
	// Dim what is behind: nothing else can be done until a card is kept.
	pt.Rect(screen, render.Rect{W: ctx.W, H: ctx.H}, color.NRGBA{0x08, 0x06, 0x12, 0x90})
	r := c.panel
	pt.Panel(screen, r, render.ColPanel, render.ColGold)
	title := p.treasureTitle(tc)
	pt.Text(screen, title, pt.Fonts.Bold, pt.FitSize(title, pt.Fonts.Bold, 24, 12, r.W-32), r.X+r.W/2, r.Y+16, render.AlignCenter, render.ColGold)
	hint := "Click a card or press its number; the others are discarded."
	if len(tc.Options) < len(tc.Cards) {
		hint = "Boo booty! The party must take one, and it springs to life as a monster."
	}
	pt.Text(screen, hint, pt.Fonts.Regular, pt.FitSize(hint, pt.Fonts.Regular, 14, 9, r.W-32), r.X+r.W/2, r.Y+16+pt.Em(24)*1.25+4, render.AlignCenter, render.ColTextDim)
	cat := p.g.Catalog()
	for i, card := range tc.Cards {
		p.drawTreasureCard(screen, pt, c.cards[i], i, card, cat.Equipment[card], slices.Contains(tc.Options, i), c.hover == i)
	}
}

// drawTreasureCard draws one drawn card: its number, slot colour stripe
// (lettered, so colour is never the only clue), name, Cursed mark and text.
func (p *Play) drawTreasureCard(screen *ebiten.Image, pt *render.Painter, r render.Rect, i int, name string, e *cards.Equipment, keep, hot bool) {
	fill := color.Color(render.ColButton)
	edge := color.Color(render.ColPanelEdge)
	switch {
	case !keep:
		fill = render.ColDisabled
	case hot:
		edge = render.ColGold
	}
	pt.Panel(screen, r, fill, edge)
	stripe, slot := color.Color(render.ColTextDim), "boo booty"
	if e != nil && e.Slot != "" {
		stripe, slot = crystalColour(e.Slot), string(e.Slot)+" slot"
	}
	sr := render.Rect{X: r.X + 6, Y: r.Y + 6, W: r.W - 12, H: 26}
	pt.RoundRect(screen, sr, 5, stripe)
	if !keep {
		pt.RoundRect(screen, sr, 5, color.NRGBA{0x2c, 0x29, 0x3a, 0xa0}) // faded
	}
	pt.Text(screen, fmt.Sprintf("%d", i+1), pt.Fonts.Bold, 16, sr.X+8, sr.Y+(sr.H-pt.Em(16)*1.25)/2+1, render.AlignLeft, render.ColOutline)
	pt.Text(screen, strings.ToUpper(slot), pt.Fonts.Bold, 12, sr.X+sr.W-8, sr.Y+(sr.H-pt.Em(12)*1.25)/2+1, render.AlignRight, render.ColOutline)
	y := sr.Y + sr.H + 8
	textCol := color.Color(render.ColText)
	if !keep {
		textCol = render.ColTextDim
	}
	for _, l := range limitLines(pt.Wrap(name, pt.Fonts.Bold, 16, r.W-20), 2) {
		pt.Text(screen, l, pt.Fonts.Bold, 16, r.X+10, y, render.AlignLeft, textCol)
		y += pt.Em(16) * 1.2
	}
	if e != nil && e.Cursed {
		pt.Text(screen, "Cursed", pt.Fonts.Bold, 13, r.X+10, y, render.AlignLeft, render.ColRuby)
		y += pt.Em(13) * 1.3
	}
	text, _ := treasureText(e, keep)
	y += 2
	lineH := pt.Em(13) * 1.3
	rows := max(1, int((r.Y+r.H-8-y)/lineH))
	lines := pt.Wrap(text, pt.Fonts.Regular, 13, r.W-20)
	if len(lines) > rows {
		lines = lines[:rows]
		lines[rows-1] = pt.Ellipsize(lines[rows-1]+" …", pt.Fonts.Regular, 13, r.W-20)
	}
	for _, l := range lines {
		pt.Text(screen, l, pt.Fonts.Regular, 13, r.X+10, y, render.AlignLeft, render.ColTextDim)
		y += lineH
	}
}

// treasureTooltip is the whole text of the card under the pointer.
func (p *Play) treasureTooltip(hc *Context) (string, bool) {
	tc, ok := p.pendingChoice()
	if !ok {
		return "", false
	}
	c := p.layoutTreasure(hc, tc)
	if c.hover < 0 {
		return "", true
	}
	name := tc.Cards[c.hover]
	e := p.g.Catalog().Equipment[name]
	if e == nil {
		return name, true
	}
	s := name
	if e.Slot != "" {
		s += fmt.Sprintf(" (worn in a Hero's %s slot)", e.Slot)
	}
	if e.Text != "" {
		s += ": " + e.Text
	}
	if e.Cursed {
		if p.glossary == nil {
			p.glossary, _ = cards.LoadGlossary()
		}
		if p.glossary != nil {
			if t, ok := p.glossary.Explain("Cursed"); ok {
				s += " Cursed: " + t
			}
		}
	}
	if m, ok := e.BooBooty(); ok {
		s += fmt.Sprintf(" A boo booty: the %s waits inside.", m)
	}
	return s, true
}

// crystalColour is a crystal's colour (slots and plot tokens).
func crystalColour(c cards.Crystal) color.RGBA {
	if col, ok := slotColours[c]; ok {
		return color.RGBAModel.Convert(col).(color.RGBA)
	}
	return color.RGBAModel.Convert(render.ColAmethyst).(color.RGBA)
}

// limitLines keeps the first n lines, ending the last with an ellipsis.
func limitLines(lines []string, n int) []string {
	if len(lines) <= n {
		return lines
	}
	out := slices.Clone(lines[:n])
	out[n-1] += "…"
	return out
}

// listNames lists names as "a, b or c".
func listNames(names []string, and string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + and + " " + names[len(names)-1]
}
