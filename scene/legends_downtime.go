package scene

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules/legends"
)

// LegendsDowntime is downtime between two adventures, one screen per step
// in the book's order ("Downtime"): rest, inventory, disenchant, craft,
// shop, rank up. Every choice goes to the campaign's rules, and a refusal
// is shown in the rules' own sentence. The computer's Heroes make their
// own choices (legends.AI.NextDowntime), one every pace ticks, each told
// in the log. The campaign is saved after every step and every choice.
type LegendsDowntime struct {
	lgFrame
	r    *legendsRun
	pace int
	// craft: the recipe looked at, the Hero the wonder goes to, the last
	// Golden Eye roll.
	recipe   string
	craftFor int
	rolled   *craftRoll
	// rank up: the Hero shown, and the choice being made for it.
	rankHero int
	rank     rankChoice
}

type craftRoll struct {
	recipe, wonder string
	roll, hero     int
}

type rankChoice struct {
	hero    int
	attr    legends.Attr
	picked  bool
	moves   map[int]legends.Attr
	ability string // "" rolls
}

// computerPace is the ticks between two of the computer's choices: slow
// enough to read each one.
const computerPace = 50

// NewLegendsDowntime opens downtime at the campaign's step.
func NewLegendsDowntime(r *legendsRun) *LegendsDowntime {
	return &LegendsDowntime{r: r, pace: computerPace, rankHero: -1}
}

var downtimeSteps = []string{legends.StepRest, legends.StepInventory, legends.StepDisenchant, legends.StepCraft, legends.StepShop, legends.StepRankUp}

// stepSub says what a step is about, for its screen.
func stepSub(step string) string {
	switch step {
	case legends.StepRest:
		return "The party rests: every Hero's hearts are full again."
	case legends.StepInventory:
		return "Taking stock: the item cards bought or found go back to the item deck. Loot and wonders stay with their Heroes."
	case legends.StepDisenchant:
		return "Click a piece of loot to break it into the components on its card; they go into the backpack. Wonders are never disenchanted."
	case legends.StepCraft:
		return "The Enchanter turns components into wonders: choose a recipe and the Hero who gets the wonder; the Golden Eye picks the wonder on the recipe's chart."
	case legends.StepShop:
		return "Six item cards are for sale, paid with the backpack's goods. Click a card to buy it."
	case legends.StepRankUp:
		return "A Hero with a rank up gains a die for one attribute (never more than four in one), may move the dice it gained before, and at ranks A and X takes a rank ability."
	}
	return ""
}

// dtBottom is the log's and the buttons' height below the body.
const dtBottom = 136.0

// dtTop is the y of the step's body: below the heading and the steps.
func (s *LegendsDowntime) dtTop(ctx *Context) float64 {
	return lgHeadBottom(ctx, stepSub(s.r.c.Step)) + 50
}

func (s *LegendsDowntime) layout(outer *Context) *Context {
	ctx := s.zoom(outer)
	r := s.r
	by := ctx.H - 66
	s.button("Map", "the campaign is kept", render.Rect{X: 20, Y: by, W: 190, H: 54}, func(ctx *Context) { ctx.Goto(NewLegendsMap(r)) }).tip =
		"Back to the campaign map; downtime goes on from this step."
	main := func(label, sub string, f func() error) *lgButton {
		b := s.button(label, sub, render.Rect{X: ctx.W - 320, Y: by, W: 300, H: 54}, func(ctx *Context) { s.do(ctx, "", f) })
		if s.computerBusy() {
			b.Disabled = "The computer's Heroes are still choosing."
		}
		return b
	}
	next := func() error { return r.c.NextStep(r.d) }
	dtTop := s.dtTop(ctx)
	body := render.Rect{X: 20, Y: dtTop, W: ctx.W - 40, H: ctx.H - dtTop - dtBottom}
	switch r.c.Step {
	case legends.StepRest:
		main("Rest", "hearts full", r.c.Rest)
	case legends.StepInventory:
		main("Take stock", "item cards go back", r.c.TakeStock)
	case legends.StepDisenchant:
		s.layoutDisenchant(body)
		main("Done disenchanting", "on to crafting", next)
	case legends.StepCraft:
		s.layoutCraft(body)
		main("Done crafting", "on to the shop", next)
	case legends.StepShop:
		s.layoutShop(body)
		main("Leave the shop", "on to ranking up", next)
	case legends.StepRankUp:
		s.layoutRankUp(body)
		main("Finish downtime", "on to "+adventureName(r.d, r.c.Next), next)
	}
	return ctx
}

// do runs a person's choice: the rules' answer is told (a refusal in its
// own words), the campaign saved, and the map opened when downtime ends.
func (s *LegendsDowntime) do(ctx *Context, said string, f func() error) {
	r := s.r
	before := r.c.Step
	if err := f(); err != nil {
		s.message = err.Error()
		return
	}
	s.message = ""
	if said != "" {
		r.say(said)
	}
	if r.c.Step != before {
		s.stepChanged(before)
	}
	r.save()
	if r.c.Step == legends.StepAdventure {
		ctx.Goto(NewLegendsMap(r))
	}
}

// stepChanged tells the move to a new step.
func (s *LegendsDowntime) stepChanged(from string) {
	r := s.r
	switch from {
	case legends.StepRest:
		r.say("The party rests: every Hero's hearts are full again.")
	case legends.StepInventory:
		r.say("The party takes stock; the item cards go back to the deck.")
	}
	if r.c.Step == legends.StepAdventure {
		r.say("Downtime is over. Next: " + adventureName(r.d, r.c.Next) + ".")
	} else {
		r.say("Downtime: " + stepTitle(r.c.Step) + ".")
	}
	s.recipe, s.rolled, s.rankHero = "", nil, -1
}

// computerBusy says whether the computer still has a choice to make at
// this step.
func (s *LegendsDowntime) computerBusy() bool {
	a, ok := s.r.heroAI().NextDowntime(s.r.d, s.r.c, s.r.computer)
	return ok && (a.Kind != legends.ActNextStep || !s.r.hotSeat())
}

// computerTurn makes the computer's next choice, if it has one.
func (s *LegendsDowntime) computerTurn(ctx *Context) {
	r := s.r
	a, ok := r.heroAI().NextDowntime(r.d, r.c, r.computer)
	if !ok {
		return
	}
	before := r.c.Step
	if a.Kind == legends.ActCraft {
		s.craft(ctx, a.Recipe, a.Hero, "Computer: ")
		return
	}
	said, err := a.Do(r.d, r.c)
	if err != nil {
		s.message = "The computer's choice was refused: " + err.Error()
		return
	}
	if said != "" && a.Kind != legends.ActRest && a.Kind != legends.ActTakeStock {
		r.say("Computer: " + said)
	}
	if r.c.Step != before {
		s.stepChanged(before)
	}
	r.save()
	if r.c.Step == legends.StepAdventure {
		ctx.Goto(NewLegendsMap(r))
	}
}

// Update runs the computer's choices at its pace, then the clicks.
func (s *LegendsDowntime) Update(outer *Context) error {
	s.layout(outer)
	if s.view.In.KeyPressed(ebiten.KeyEscape) {
		outer.Goto(NewLegendsMap(s.r))
		return nil
	}
	if s.pace > 0 {
		s.pace--
	} else if s.computerBusy() {
		s.computerTurn(outer)
		s.pace = computerPace
		return nil
	}
	s.click(outer)
	return nil
}

// Draw paints the step's screen.
func (s *LegendsDowntime) Draw(screen *ebiten.Image, outer *Context) {
	ctx := s.layout(outer)
	p := ctx.Painter
	r := s.r
	screen.Fill(render.ColBackground)
	head := "Downtime: " + stepTitle(r.c.Step)
	if r.c.Step == legends.StepAdventure {
		head = "Downtime is over" // drawn while fading to the map
	}
	lgHeading(screen, ctx, head, stepSub(r.c.Step))
	dtTop := s.dtTop(ctx)
	// The steps, in order, the current one lit.
	n := float64(len(downtimeSteps))
	sw := min(150, (ctx.W-40-(n-1)*8)/n)
	x := (ctx.W - (n*sw + (n-1)*8)) / 2
	at := -1
	for i, st := range downtimeSteps {
		if st == r.c.Step {
			at = i
		}
	}
	for i, st := range downtimeSteps {
		rc := render.Rect{X: x + float64(i)*(sw+8), Y: dtTop - 44, W: sw, H: 32}
		fill, col := render.ColDisabled, render.ColTextDim
		switch {
		case i == at:
			fill, col = render.ColButtonHot, render.ColGold
		case i < at:
			col = render.ColText
		}
		p.Panel(screen, rc, fill, render.ColPanelEdge)
		p.Text(screen, fmt.Sprintf("%d %s", i+1, stepTitle(st)), p.Fonts.Bold, 14, rc.X+rc.W/2, rc.Y+(rc.H-p.Em(14)*1.25)/2, render.AlignCenter, col)
	}
	body := render.Rect{X: 20, Y: dtTop, W: ctx.W - 40, H: ctx.H - dtTop - dtBottom}
	s.drawButtons(screen)
	switch r.c.Step {
	case legends.StepRest:
		s.drawRest(screen, ctx, body)
	case legends.StepInventory:
		s.drawInventory(screen, ctx, body)
	case legends.StepDisenchant:
		s.drawDisenchant(screen, ctx, body)
	case legends.StepCraft:
		s.drawCraft(screen, ctx, body)
	case legends.StepShop:
		s.drawShop(screen, ctx, body)
	case legends.StepRankUp:
		s.drawRankUp(screen, ctx, body)
	}
	// The log: the last lines told.
	logR := render.Rect{X: 20, Y: ctx.H - dtBottom + 6, W: ctx.W - 40, H: dtBottom - 84}
	p.Panel(screen, logR, render.ColPanel, render.ColPanelEdge)
	var lines []string
	for _, l := range r.log {
		lines = append(lines, p.Wrap(l, p.Fonts.Regular, 14, logR.W-20)...)
	}
	if r.saveErr != "" {
		lines = append(lines, p.Wrap(r.saveErr, p.Fonts.Regular, 14, logR.W-20)...)
	}
	fit := int((logR.H - 8) / (p.Em(14) * 1.25))
	if len(lines) > fit {
		lines = lines[len(lines)-fit:]
	}
	for i, l := range lines {
		col := render.ColTextDim
		if i == len(lines)-1 {
			col = render.ColText
		}
		p.Text(screen, l, p.Fonts.Regular, 14, logR.X+10, logR.Y+4+float64(i)*p.Em(14)*1.25, render.AlignLeft, col)
	}
	if s.computerBusy() {
		p.Text(screen, "The computer is choosing for its Heroes…", p.Fonts.Bold, 15, ctx.W/2, ctx.H-44, render.AlignCenter, render.ColGold)
	}
	lgMessage(screen, ctx, s.message, ctx.H-dtBottom)
	s.drawTip(screen)
}

// drawRest shows each Hero's hearts before and after resting.
func (s *LegendsDowntime) drawRest(screen *ebiten.Image, ctx *Context, body render.Rect) {
	p := ctx.Painter
	y := body.Y + 10
	for _, h := range s.r.c.Heroes {
		line := fmt.Sprintf("%s: hearts %d of %d", h.Name, h.Hearts, h.MaxHearts)
		if h.Hearts < h.MaxHearts {
			line += fmt.Sprintf(", back to %d after resting", h.MaxHearts)
		} else {
			line += ", already whole"
		}
		p.Text(screen, line, p.Fonts.Regular, 18, body.X+body.W/2, y, render.AlignCenter, render.ColText)
		y += p.Em(18) * 1.5
	}
}

// drawInventory shows what goes back and what stays.
func (s *LegendsDowntime) drawInventory(screen *ebiten.Image, ctx *Context, body render.Rect) {
	p := ctx.Painter
	c := s.r.c
	y := body.Y + 10
	goes := "The party holds no item cards."
	if len(c.Items) > 0 {
		goes = "Going back to the item deck: " + strings.Join(c.Items, ", ") + "."
	}
	y = lgText(screen, p, goes, true, 17, body.X+20, y, body.W-40, render.ColText) + 10
	for _, h := range c.Heroes {
		stays := "nothing"
		if all := append(append([]string{}, h.Equipped...), h.Carried...); len(all) > 0 {
			stays = strings.Join(all, ", ")
		}
		y = lgText(screen, p, fmt.Sprintf("%s keeps: %s", h.Name, stays), false, 16, body.X+20, y, body.W-40, render.ColText) + 4
	}
	lgText(screen, p, "Backpack (it stays): "+goodsLine(s.r.d, c.Backpack), false, 16, body.X+20, y+8, body.W-40, render.ColTextDim)
}

// layoutDisenchant: a column per Hero, a button per piece of equipment.
func (s *LegendsDowntime) layoutDisenchant(body render.Rect) {
	r := s.r
	n := float64(len(r.c.Heroes))
	w := (body.W - (n-1)*10) / n
	for i, h := range r.c.Heroes {
		y := body.Y + 34
		for k, card := range append(append([]string{}, h.Equipped...), h.Carried...) {
			e := r.d.Equipment(card)
			sub, into := "wonder", ""
			if e != nil && !e.Wonder {
				into = legends.GoodsWords(e.Components)
				sub = "into " + into
			}
			if k < len(h.Equipped) {
				sub = "worn · " + sub
			}
			b := s.button(card, sub, render.Rect{X: body.X + float64(i)*(w+10), Y: y, W: w, H: 50}, func(ctx *Context) {
				s.do(ctx, fmt.Sprintf("%s disenchants %s into %s.", h.Name, card, into), func() error { return r.c.Disenchant(r.d, i, card) })
			})
			if e != nil {
				b.tip = e.Text
			}
			if r.computer[i] {
				b.Disabled = "The computer plays " + h.Name + " and makes this choice."
			}
			y += 58
			if y > body.Y+body.H-70 {
				break
			}
		}
	}
}

func (s *LegendsDowntime) drawDisenchant(screen *ebiten.Image, ctx *Context, body render.Rect) {
	p := ctx.Painter
	r := s.r
	n := float64(len(r.c.Heroes))
	w := (body.W - (n-1)*10) / n
	for i, h := range r.c.Heroes {
		x := body.X + float64(i)*(w+10)
		p.Text(screen, p.Ellipsize(h.Name, p.Fonts.Bold, 16, w), p.Fonts.Bold, 16, x, body.Y+4, render.AlignLeft, render.ColGold)
		if len(h.Equipped)+len(h.Carried) == 0 {
			p.Text(screen, "no equipment", p.Fonts.Regular, 14, x, body.Y+40, render.AlignLeft, render.ColTextDim)
		}
	}
	p.Text(screen, "Backpack: "+goodsLine(r.d, r.c.Backpack), p.Fonts.Regular, 16, body.X, body.Y+body.H-22, render.AlignLeft, render.ColText)
}

// craft crafts recipe for hero and keeps the roll to show on the chart.
func (s *LegendsDowntime) craft(ctx *Context, recipe string, hero int, who string) {
	r := s.r
	var roll int
	var w string
	s.do(ctx, "", func() error {
		var err error
		roll, w, err = r.c.Craft(r.d, recipe, hero)
		return err
	})
	if w != "" {
		s.recipe = recipe
		s.rolled = &craftRoll{recipe: recipe, wonder: w, roll: roll, hero: hero}
		r.say(fmt.Sprintf("%sThe Enchanter works %s for %s: the Golden Eye rolls %d, and it becomes %s.", who, recipe, r.c.Heroes[hero].Name, roll, w))
		r.save()
	}
}

// layoutCraft: the recipes on the left, the Heroes to receive the wonder
// and the craft button on the right under the chart.
func (s *LegendsDowntime) layoutCraft(body render.Rect) {
	r := s.r
	if s.recipe == "" && len(r.d.Recipes) > 0 {
		s.recipe = r.d.Recipes[0].Name
	}
	lw := body.W * 0.42
	rowH := min(58, (body.H-40)/float64(len(r.d.Recipes)))
	for i, rc := range r.d.Recipes {
		name := rc.Name
		sub := "needs " + legends.GoodsWords(rc.Components)
		if !r.c.Affords(rc.Components) {
			sub += " (not enough)"
		}
		b := s.button(name, sub, render.Rect{X: body.X, Y: body.Y + 30 + float64(i)*rowH, W: lw, H: rowH - 6}, func(*Context) { s.recipe, s.rolled = name, nil })
		b.selected = name == s.recipe
	}
	x := body.X + lw + 20
	w := body.W - lw - 20
	n := float64(len(r.c.Heroes))
	hw := (w - (n-1)*8) / n
	for i, h := range r.c.Heroes {
		b := s.button(h.Name, h.Class, render.Rect{X: x + float64(i)*(hw+8), Y: body.Y + body.H - 118, W: hw, H: 48}, func(*Context) { s.craftFor = i })
		b.selected = i == s.craftFor
		b.tip = "The wonder goes to " + h.Name
	}
	who := ""
	if s.craftFor < len(r.c.Heroes) {
		who = r.c.Heroes[s.craftFor].Name
	}
	b := s.button("Craft "+s.recipe, "for "+who+" · roll the Golden Eye", render.Rect{X: x + w/2 - 170, Y: body.Y + body.H - 62, W: 340, H: 56}, func(ctx *Context) {
		s.craft(ctx, s.recipe, s.craftFor, "")
	})
	if rc := r.d.Recipe(s.recipe); rc != nil && !r.c.Affords(rc.Components) {
		b.Disabled = s.recipe + " needs " + legends.GoodsWords(rc.Components) + "; the backpack holds " + legends.GoodsWords(r.c.Backpack) + "."
	}
	if s.computerBusy() {
		b.Disabled = "The computer's Heroes are still choosing."
	}
}

func (s *LegendsDowntime) drawCraft(screen *ebiten.Image, ctx *Context, body render.Rect) {
	p := ctx.Painter
	r := s.r
	p.Text(screen, "Backpack: "+goodsLine(r.d, r.c.Backpack), p.Fonts.Regular, 16, body.X, body.Y+2, render.AlignLeft, render.ColText)
	lw := body.W * 0.42
	x := body.X + lw + 20
	w := body.W - lw - 20
	rc := r.d.Recipe(s.recipe)
	if rc == nil {
		return
	}
	chart := render.Rect{X: x, Y: body.Y + 30, W: w, H: body.H - 172}
	p.Panel(screen, chart, render.ColPanel, render.ColPanelEdge)
	p.Text(screen, rc.Name+": the recipe chart (Golden Eye, d20)", p.Fonts.Bold, 16, chart.X+12, chart.Y+8, render.AlignLeft, render.ColGold)
	y := chart.Y + 12 + p.Em(16)*1.4
	rowH := min(34, (chart.H-p.Em(16)*1.4-70)/float64(max(1, len(rc.Chart))))
	for _, row := range rc.Chart {
		hit := s.rolled != nil && s.rolled.recipe == rc.Name && s.rolled.roll >= row.From && s.rolled.roll <= row.To
		rr := render.Rect{X: chart.X + 12, Y: y, W: chart.W - 24, H: rowH - 4}
		fill, col := render.ColButton, render.ColText
		if hit {
			fill, col = render.ColGoldDark, render.ColText
		}
		p.RoundRect(screen, rr, 8, fill)
		p.Text(screen, fmt.Sprintf("%d–%d", row.From, row.To), p.Fonts.Bold, 15, rr.X+10, rr.Y+(rr.H-p.Em(15)*1.25)/2, render.AlignLeft, col)
		label := row.Result
		if e := r.d.Equipment(row.Result); e != nil && e.Text != "" {
			label += " — " + e.Text
		}
		p.Text(screen, p.Ellipsize(label, p.Fonts.Regular, 14, rr.W-90), p.Fonts.Regular, 14, rr.X+80, rr.Y+(rr.H-p.Em(14)*1.25)/2, render.AlignLeft, col)
		y += rowH
	}
	if s.rolled != nil && s.rolled.recipe == rc.Name {
		eye := fmt.Sprintf("Golden Eye: %d → %s for %s", s.rolled.roll, s.rolled.wonder, r.c.Heroes[s.rolled.hero].Name)
		drawGem(screen, p, chart.X+26, chart.Y+chart.H-24, 12, render.ColCitrine.(color.RGBA))
		p.Text(screen, p.Ellipsize(eye, p.Fonts.Bold, 17, chart.W-60), p.Fonts.Bold, 17, chart.X+46, chart.Y+chart.H-36, render.AlignLeft, render.ColGold)
	}
	p.Text(screen, "The wonder goes to:", p.Fonts.Bold, 15, x, body.Y+body.H-120-p.Em(15)*1.3, render.AlignLeft, render.ColTextDim)
}

// layoutShop: the six cards for sale in two rows of three.
func (s *LegendsDowntime) layoutShop(body render.Rect) {
	r := s.r
	w := (body.W - 2*14) / 3
	h := min(96, (body.H-80)/2)
	for i, name := range r.c.Stock {
		it := r.d.Item(name)
		if it == nil {
			continue
		}
		sub := "costs " + legends.GoodsWords(it.Cost)
		b := s.button(name, sub, render.Rect{X: body.X + float64(i%3)*(w+14), Y: body.Y + 34 + float64(i/3)*(h+14), W: w, H: h}, func(ctx *Context) {
			s.do(ctx, fmt.Sprintf("The party buys %s for %s.", name, legends.GoodsWords(it.Cost)), func() error { return r.c.Buy(r.d, i) })
		})
		b.tip = it.Text
		b.FontSize = 20
		if r.hotSeat() && s.computerBusy() {
			b.Disabled = "The computer's Heroes are still choosing."
		}
	}
}

func (s *LegendsDowntime) drawShop(screen *ebiten.Image, ctx *Context, body render.Rect) {
	p := ctx.Painter
	r := s.r
	p.Text(screen, "Backpack: "+goodsLine(r.d, r.c.Backpack), p.Fonts.Bold, 16, body.X, body.Y+4, render.AlignLeft, render.ColText)
	if len(r.c.Stock) == 0 {
		p.Text(screen, "The shop is sold out.", p.Fonts.Regular, 18, body.X+body.W/2, body.Y+80, render.AlignCenter, render.ColTextDim)
	}
	// Each card's text under its name and price.
	for _, b := range s.buttons {
		if it := r.d.Item(b.Label); it != nil {
			lines := p.Wrap(it.Text, p.Fonts.Regular, 12, b.Rect.W-20)
			if len(lines) > 0 && b.Rect.H > 80 {
				p.Text(screen, p.Ellipsize(lines[0], p.Fonts.Regular, 12, b.Rect.W-20), p.Fonts.Regular, 12, b.Rect.X+b.Rect.W/2, b.Rect.Y+b.Rect.H-p.Em(12)*1.25-8, render.AlignCenter, render.ColTextDim)
			}
		}
	}
	items := "The party's item cards: none"
	if len(r.c.Items) > 0 {
		items = "The party's item cards: " + strings.Join(r.c.Items, ", ")
	}
	h := min(96, (body.H-80)/2)
	lgText(screen, p, items, false, 15, body.X, body.Y+34+2*(h+14), body.W, render.ColText)
}
