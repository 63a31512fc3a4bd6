package scene

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules/legends"
)

// LegendsSetup is the new-campaign screen: the campaign (the long story or
// a one-evening one), the party of one to five of the premade Heroes with
// a line each on what the Hero is good at, who plays each Hero (a person
// at this screen or the computer), and the seed.
type LegendsSetup struct {
	lgFrame
	d        *legends.Data
	err      string
	campaign int
	party    []string // class names, in seat order
	computer []bool
	seed     uint64
	seeded   bool
}

// NewLegendsSetup opens the new-campaign screen with the long campaign and
// a party of three played by people.
func NewLegendsSetup() *LegendsSetup {
	s := &LegendsSetup{party: []string{"Knight", "Mage", "Cleric"}, computer: []bool{false, false, false}}
	d, err := loadLegendsData()
	s.d = d
	if err != nil {
		s.err = "The Legends data did not load: " + err.Error()
	}
	return s
}

// layout builds the buttons: campaigns across the top, the six classes
// on the left, the party's seats on the right, seed and start below.
func (s *LegendsSetup) layout(outer *Context) *Context {
	ctx := s.zoom(outer)
	if !s.seeded {
		s.seed, s.seeded = outer.Seed, true
	}
	s.button("Back", "", render.Rect{X: 16, Y: 16, W: 110, H: 44}, func(ctx *Context) { ctx.Goto(NewLegendsMenu()) })
	if s.d == nil {
		return ctx
	}
	top := 96.0
	n := float64(len(s.d.Campaigns))
	cw := (ctx.W - 40 - (n-1)*12) / n
	for i, c := range s.d.Campaigns {
		i := i
		sub := fmt.Sprintf("%d adventures", len(c.Nodes))
		if len(c.Nodes) == 1 {
			sub = "one adventure, one evening"
		}
		b := s.button(c.Title, sub, render.Rect{X: 20 + float64(i)*(cw+12), Y: top, W: cw, H: 58}, func(*Context) { s.campaign = i })
		b.selected, b.tip = i == s.campaign, c.Intro
	}
	// The classes: two columns of three cards.
	y0 := top + 58 + 70
	colW := (ctx.W*0.58 - 20 - 12) / 2
	rowH := (ctx.H - y0 - 90) / 3
	for i, cl := range s.d.Classes {
		name := cl.Name
		r := render.Rect{X: 20 + float64(i%2)*(colW+12), Y: y0 + float64(i/2)*rowH, W: colW, H: rowH - 10}
		b := s.button("", "", r, func(*Context) { s.toggle(name) })
		b.selected = slices.Contains(s.party, name)
		if !b.selected && len(s.party) >= 5 {
			b.Disabled = "A party has at most five Heroes: take one out first."
		}
		b.tip = cl.Text
	}
	// The party's seats.
	x := ctx.W*0.58 + 10
	w := ctx.W - x - 20
	for i := range s.party {
		i := i
		label, sub := "Person", "plays this Hero"
		if s.computer[i] {
			label, sub = "Computer", "plays this Hero"
		}
		b := s.button(label, sub, render.Rect{X: x + w - 150, Y: y0 + 26 + float64(i)*((ctx.H-y0-120)/5), W: 150, H: 46}, func(*Context) { s.computer[i] = !s.computer[i] })
		b.tip = "Who plays this Hero: a person at this screen (hot-seat) or the computer. Click to change"
	}
	by := ctx.H - 72
	s.button(fmt.Sprintf("Seed %d", s.seed), "new seed", render.Rect{X: 20, Y: by, W: 260, H: 56}, func(*Context) {
		s.seed = s.seed*6364136223846793005 + 1442695040888963407
	}).tip = "The seed shuffles every deck and rolls every die of the campaign: share it to play the same campaign. Click for another"
	start := s.button("Begin the campaign", plural(len(s.party), "Hero", "Heroes"), render.Rect{X: ctx.W - 320, Y: by, W: 300, H: 56}, s.start)
	if len(s.party) == 0 {
		start.Disabled = "Choose at least one Hero: click a class on the left."
	}
	return ctx
}

// toggle puts a class in the party or takes it out.
func (s *LegendsSetup) toggle(class string) {
	if i := slices.Index(s.party, class); i >= 0 {
		s.party = slices.Delete(s.party, i, i+1)
		s.computer = slices.Delete(s.computer, i, i+1)
		return
	}
	if len(s.party) < 5 {
		s.party = append(s.party, class)
		s.computer = append(s.computer, false)
	}
}

// start makes the campaign and keeps it in a slot.
func (s *LegendsSetup) start(ctx *Context) {
	def := s.d.Campaigns[s.campaign].Name
	c, err := legends.NewCampaign(s.d, def, s.party, s.seed)
	if err != nil {
		s.message = err.Error()
		return
	}
	r := &legendsRun{d: s.d, c: c, computer: slices.Clone(s.computer)}
	r.say(s.d.Campaigns[s.campaign].Intro)
	startCampaignInSlot(ctx, r)
}

// Update handles clicks.
func (s *LegendsSetup) Update(outer *Context) error {
	s.layout(outer)
	if s.view.In.KeyPressed(ebiten.KeyEscape) {
		outer.Goto(NewLegendsMenu())
		return nil
	}
	s.click(outer)
	return nil
}

// Draw paints the choices.
func (s *LegendsSetup) Draw(screen *ebiten.Image, outer *Context) {
	ctx := s.layout(outer)
	p := ctx.Painter
	screen.Fill(render.ColBackground)
	lgHeading(screen, ctx, "A new Legends campaign", "")
	s.drawButtons(screen)
	if s.d == nil {
		lgMessage(screen, ctx, s.err, ctx.H/2)
		return
	}
	top := 96.0
	def := s.d.Campaigns[s.campaign]
	y := top + 58 + 8
	lgText(screen, p, def.Intro, false, 16, 20, y, ctx.W-40, render.ColText)
	y0 := top + 58 + 70
	p.Text(screen, "Click the Heroes to take into the party (one to five):", p.Fonts.Bold, 17, 20, y0-26, render.AlignLeft, render.ColGold)
	for i, cl := range s.d.Classes {
		r := s.buttons[1+len(s.d.Campaigns)+i].Rect
		in := slices.Contains(s.party, cl.Name)
		fill := render.ColPanel
		if r.Contains(ctx.In.X, ctx.In.Y) {
			fill = render.ColButtonHot
		}
		edge := render.ColPanelEdge
		if in {
			edge = render.ColGold
		}
		p.Panel(screen, r, fill, edge)
		p.Text(screen, cl.Hero, p.Fonts.Bold, 18, r.X+12, r.Y+8, render.AlignLeft, render.ColText)
		tag := cl.Name
		if in {
			tag = fmt.Sprintf("%s · seat %d", cl.Name, slices.Index(s.party, cl.Name)+1)
		}
		p.Text(screen, tag, p.Fonts.Regular, 15, r.X+r.W-12, r.Y+10, render.AlignRight, edge)
		y := lgTextClip(screen, p, cl.Role, 14, r.X+12, r.Y+12+p.Em(18)*1.25, r.W-24, r.Y+r.H-4, render.ColTextDim)
		lgTextClip(screen, p, fmt.Sprintf("%s attacks · %s", cl.Attack, strings.Join(cl.Abilities, ", ")), 13, r.X+12, y+2, r.W-24, r.Y+r.H-4, render.ColText)
	}
	x := ctx.W*0.58 + 10
	w := ctx.W - x - 20
	p.Text(screen, "The party, and who plays each Hero:", p.Fonts.Bold, 17, x, y0-26, render.AlignLeft, render.ColGold)
	if len(s.party) == 0 {
		p.Text(screen, "No Heroes yet.", p.Fonts.Regular, 16, x, y0+30, render.AlignLeft, render.ColTextDim)
	}
	for i, name := range s.party {
		cl := s.d.Class(name)
		ry := y0 + 26 + float64(i)*((ctx.H-y0-120)/5)
		p.Text(screen, fmt.Sprintf("%d. %s", i+1, cl.Hero), p.Fonts.Bold, 17, x, ry, render.AlignLeft, render.ColText)
		p.Text(screen, fmt.Sprintf("%s, %s attacks", cl.Name, cl.Attack), p.Fonts.Regular, 14, x+16, ry+p.Em(17)*1.3, render.AlignLeft, render.ColTextDim)
		_ = w
	}
	lgMessage(screen, ctx, s.message, ctx.H-80)
	s.drawTip(screen)
}
