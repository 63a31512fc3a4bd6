package scene

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules/legends"
)

// LegendsMap is the campaign map: the story's adventures as a path of
// places (where the party has been, where it goes next, the branches),
// the party (rank, hearts, potions, equipment, attributes, who plays
// each Hero), the backpack, the last lines told, and the way on: the next
// adventure, or downtime.
type LegendsMap struct {
	lgFrame
	r *legendsRun
	// nodes are where each adventure is drawn (by adventure id).
	nodes map[string]render.Rect
}

// NewLegendsMap opens the map of a campaign.
func NewLegendsMap(r *legendsRun) *LegendsMap { return &LegendsMap{r: r} }

// mapDepths places the campaign's adventures in columns by how many
// adventures lead to them from the start (branches share a column).
func mapDepths(def *legends.CampaignDef) [][]string {
	depth := map[string]int{def.Start: 0}
	queue := []string{def.Start}
	for len(queue) > 0 {
		a := queue[0]
		queue = queue[1:]
		for _, n := range def.Nodes {
			if n.Adventure != a {
				continue
			}
			for _, b := range n.Next {
				if _, seen := depth[b.To]; !seen {
					depth[b.To] = depth[a] + 1
					queue = append(queue, b.To)
				}
			}
		}
	}
	var cols [][]string
	for _, n := range def.Nodes {
		dd, ok := depth[n.Adventure]
		if !ok {
			continue
		}
		for len(cols) <= dd {
			cols = append(cols, nil)
		}
		cols[dd] = append(cols[dd], n.Adventure)
	}
	return cols
}

// mapHeight is the height of the adventures' path.
func mapHeight(ctx *Context) float64 { return min(150, ctx.H*0.22) }

// sub is the line under the campaign's title: the story before the next
// adventure, or what downtime is.
func (m *LegendsMap) sub() string {
	r := m.r
	switch {
	case r.c.Complete:
		return "The campaign is complete."
	case r.c.Step != legends.StepAdventure:
		return "Downtime: the party rests, takes stock, disenchants, crafts, shops and ranks up before " + adventureName(r.d, r.c.Next) + "."
	}
	return r.c.NodeText(r.d)
}

// partyBottom is where the party's cards end: above the backpack, the
// story and the buttons.
func partyBottom(ctx *Context) float64 {
	p := ctx.Painter
	return ctx.H - 76 - (3*p.Em(15)*1.25 + 12) - 2*p.Em(15)*1.25 - 10
}

func (m *LegendsMap) layout(outer *Context) *Context {
	ctx := m.zoom(outer)
	r := m.r
	def := r.d.CampaignNamed(r.c.Def)
	cols := mapDepths(def)
	m.nodes = map[string]render.Rect{}
	mapTop := lgHeadBottom(ctx, m.sub())
	colW := (ctx.W - 40) / float64(max(1, len(cols)))
	nw := min(colW-24, 190)
	for i, col := range cols {
		cx := 20 + colW*(float64(i)+0.5)
		rowH := mapHeight(ctx) / float64(len(col))
		for j, a := range col {
			h := min(rowH-10, 64)
			m.nodes[a] = render.Rect{X: cx - nw/2, Y: mapTop + rowH*(float64(j)+0.5) - h/2, W: nw, H: h}
		}
	}
	by := ctx.H - 66
	m.button("Title", "the campaign is kept", render.Rect{X: 20, Y: by, W: 190, H: 54}, func(ctx *Context) { ctx.Goto(NewTitle()) }).tip =
		"Back to the title. The campaign is saved after every adventure, every downtime step and every move in an adventure: Continue or Legends on the title brings it back."
	label, sub := "", ""
	var act func(*Context)
	switch {
	case r.c.Complete:
		label, sub = "Campaigns", "the story is told"
		act = func(ctx *Context) { ctx.Goto(NewLegendsMenu()) }
	case r.resume != nil:
		label, sub = "Resume the adventure", adventureName(r.d, r.c.Next)
		act = func(ctx *Context) { ctx.Goto(r.resumeScene()) }
	case r.c.Step == legends.StepAdventure:
		label, sub = "Begin the adventure", adventureName(r.d, r.c.Next)
		act = m.begin
	default:
		label, sub = "Downtime", stepTitle(r.c.Step)+" is next"
		act = func(ctx *Context) { ctx.Goto(NewLegendsDowntime(r)) }
	}
	m.button(label, sub, render.Rect{X: ctx.W - 320, Y: by, W: 300, H: 54}, act)
	return ctx
}

// begin starts the next adventure on the adventure screen; when it is
// over the campaign takes back what the party brings home, is saved, and
// the map tells what happened.
func (m *LegendsMap) begin(ctx *Context) {
	r := m.r
	g, _, err := r.c.StartAdventure(r.d)
	if err != nil {
		m.message = err.Error()
		return
	}
	s := newLegendsAdventure(r.d, r.c, g, LegendsSeats{Computer: slices.Clone(r.computer)}, r.adventureDone, nil)
	r.playing(s)
	r.save() // kept from its first moment: quitting now resumes this very adventure
	ctx.Goto(s)
}

// playing makes s the campaign's adventure in progress, saved with the
// campaign after every command.
func (r *legendsRun) playing(s *LegendsAdventure) {
	r.play, r.resume = s, nil
	s.keep = r.save
}

// resumeScene is the saved adventure in progress on screen again.
func (r *legendsRun) resumeScene() *LegendsAdventure {
	s := resumeLegendsAdventure(r.d, r.c, r.resume, LegendsSeats{Computer: slices.Clone(r.computer)}, r.adventureDone)
	r.playing(s)
	return s
}

// adventureDone takes the finished adventure into the campaign and goes
// back to the map.
func (r *legendsRun) adventureDone(ctx *Context, g *legends.Game) {
	r.play = nil
	r.finish(g)
	ctx.Goto(NewLegendsMap(r))
}

// finish ends an adventure for the campaign and tells its outcome.
func (r *legendsRun) finish(g *legends.Game) {
	name := adventureName(r.d, g.Adventure)
	if err := r.c.FinishAdventure(r.d, g); err != nil {
		r.say("The adventure could not be counted: " + err.Error())
		return
	}
	switch {
	case g.Result != "heroes":
		r.say(fmt.Sprintf("Every Hero was knocked out in %s. The party keeps what it found, rests in downtime and tries again.", name))
	case r.c.Complete:
		r.say(fmt.Sprintf("The party won %s, and with it the campaign: the story is told!", name))
	default:
		s := fmt.Sprintf("The party won %s.", name)
		if g.RankUp {
			s += " Every Hero earned a rank up, taken at the end of downtime."
		}
		s += fmt.Sprintf(" Next: %s.", adventureName(r.d, r.c.Next))
		r.say(s)
	}
	r.save()
}

// Update handles clicks.
func (m *LegendsMap) Update(outer *Context) error {
	m.layout(outer)
	if m.view.In.KeyPressed(ebiten.KeyEscape) {
		outer.Goto(NewTitle())
		return nil
	}
	m.click(outer)
	return nil
}

// nodeState is how an adventure of the campaign stands.
func (m *LegendsMap) nodeState(a string) (fill, edge color.Color, tag string) {
	c := m.r.c
	won, lost := false, 0
	for _, p := range c.Played {
		if p.Adventure == a {
			if p.Result == "heroes" {
				won = true
			} else {
				lost++
			}
		}
	}
	switch {
	case won:
		return color.RGBA{0x2a, 0x4a, 0x3a, 0xff}, render.ColEmerald, "won"
	case a == c.Next && !c.Complete:
		tag = "next"
		if lost > 0 {
			tag = fmt.Sprintf("next · lost %d×", lost)
		}
		return render.ColButtonHot, render.ColGold, tag
	}
	return render.ColDisabled, render.ColPanelEdge, ""
}

// Draw paints the map, the party and the story.
func (m *LegendsMap) Draw(screen *ebiten.Image, outer *Context) {
	ctx := m.layout(outer)
	p := ctx.Painter
	r := m.r
	screen.Fill(render.ColBackground)
	def := r.d.CampaignNamed(r.c.Def)
	lgHeading(screen, ctx, def.Title, m.sub())
	mapTop := lgHeadBottom(ctx, m.sub())
	// The paths first, under the places.
	for _, n := range def.Nodes {
		from, ok := m.nodes[n.Adventure]
		if !ok {
			continue
		}
		for _, b := range n.Next {
			to := m.nodes[b.To]
			col := color.Color(render.ColPanelEdge)
			if m.walked(n.Adventure, b.To) {
				col = render.ColGold
			}
			p.Line(screen, from.X+from.W, from.Y+from.H/2, to.X, to.Y+to.H/2, 4, col)
		}
	}
	for _, n := range def.Nodes {
		rc, ok := m.nodes[n.Adventure]
		if !ok {
			continue
		}
		fill, edge, tag := m.nodeState(n.Adventure)
		p.Panel(screen, rc, fill, edge)
		name := adventureName(r.d, n.Adventure)
		lines := p.Wrap(name, p.Fonts.Bold, 14, rc.W-12)
		if len(lines) > 2 {
			lines = lines[:2]
		}
		y := rc.Y + 5
		for _, l := range lines {
			p.Text(screen, l, p.Fonts.Bold, 14, rc.X+rc.W/2, y, render.AlignCenter, render.ColText)
			y += p.Em(14) * 1.2
		}
		kind := ""
		if a := r.d.AdventureNamed(n.Adventure); a != nil {
			kind = map[string]string{"fight": "Fight", "mash": "Monster Mash", "dive": "Dungeon Dive"}[a.Kind]
			if a.Storybook {
				kind = "Storybook " + kind
			}
		}
		if n.Final {
			kind += " · final"
		}
		if cond := branchIf(def, n.Adventure); cond != "" {
			kind = "if " + cond + " · " + kind
		}
		if tag != "" {
			kind = tag + " · " + kind
		}
		p.Text(screen, p.Ellipsize(kind, p.Fonts.Regular, 12, rc.W-8), p.Fonts.Regular, 12, rc.X+rc.W/2, rc.Y+rc.H-p.Em(12)*1.3-4, render.AlignCenter, edge)
	}
	top := drawParty(screen, ctx, r, mapTop+mapHeight(ctx)+10, partyBottom(ctx))
	// The backpack and the party's item cards.
	y := top + 6
	y = lgText(screen, p, "Backpack: "+goodsLine(r.d, r.c.Backpack), false, 15, 20, y, ctx.W-40, render.ColText)
	if len(r.c.Items) > 0 {
		y = lgText(screen, p, "Item cards: "+strings.Join(r.c.Items, ", "), false, 15, 20, y, ctx.W-40, render.ColText)
	}
	// The last lines told.
	story := render.Rect{X: 20, Y: y + 4, W: ctx.W - 40, H: ctx.H - 76 - y - 8}
	if story.H > 30 {
		p.Panel(screen, story, render.ColPanel, render.ColPanelEdge)
		lines := []string{}
		for _, l := range r.log {
			lines = append(lines, p.Wrap(l, p.Fonts.Regular, 15, story.W-20)...)
		}
		if r.saveErr != "" {
			lines = append(lines, p.Wrap(r.saveErr, p.Fonts.Regular, 15, story.W-20)...)
		}
		fit := int((story.H - 10) / (p.Em(15) * 1.25))
		if len(lines) > fit {
			lines = lines[len(lines)-fit:]
		}
		ly := story.Y + 5
		for i, l := range lines {
			col := render.ColTextDim
			if i == len(lines)-1 {
				col = render.ColText
			}
			p.Text(screen, l, p.Fonts.Regular, 15, story.X+10, ly, render.AlignLeft, col)
			ly += p.Em(15) * 1.25
		}
	}
	m.drawButtons(screen)
	lgMessage(screen, ctx, m.message, ctx.H-76)
	m.drawTip(screen)
}

// branchIf is the flag a branch into adventure a needs ("" for none):
// the story goes there only when the party did what the flag says.
func branchIf(def *legends.CampaignDef, a string) string {
	for _, n := range def.Nodes {
		for _, b := range n.Next {
			if b.To == a && b.If != "" {
				return b.If
			}
		}
	}
	return ""
}

// walked says whether the party went from adventure a to b.
func (m *LegendsMap) walked(a, b string) bool {
	pl := m.r.c.Played
	for i := 0; i+1 < len(pl); i++ {
		if pl[i].Adventure == a && pl[i].Result == "heroes" && pl[i+1].Adventure == b {
			return true
		}
	}
	if n := len(pl); n > 0 && pl[n-1].Adventure == a && pl[n-1].Result == "heroes" && m.r.c.Next == b {
		return true
	}
	return false
}

// drawParty draws the party's cards in a row between y and bottom: name,
// class and rank, hearts and potions, attribute dice, equipment, who
// plays. It returns the y below the cards.
func drawParty(screen *ebiten.Image, ctx *Context, r *legendsRun, y, bottom float64) float64 {
	p := ctx.Painter
	n := float64(len(r.c.Heroes))
	w := (ctx.W - 40 - (n-1)*10) / n
	h := bottom - y
	for i := range r.c.Heroes {
		hr := &r.c.Heroes[i]
		rc := render.Rect{X: 20 + float64(i)*(w+10), Y: y, W: w, H: h}
		p.Panel(screen, rc, render.ColPanel, render.ColPanelEdge)
		x, ty := rc.X+10, rc.Y+6
		p.Text(screen, p.Ellipsize(hr.Name, p.Fonts.Bold, 16, rc.W-20), p.Fonts.Bold, 16, x, ty, render.AlignLeft, render.ColText)
		ty += p.Em(16) * 1.3
		who := "person"
		if i < len(r.computer) && r.computer[i] {
			who = "computer"
		}
		line := fmt.Sprintf("%s · rank %s · %s", hr.Class, hr.Rank, who)
		p.Text(screen, p.Ellipsize(line, p.Fonts.Regular, 13, rc.W-20), p.Fonts.Regular, 13, x, ty, render.AlignLeft, render.ColTextDim)
		ty += p.Em(13) * 1.35
		line = fmt.Sprintf("Hearts %d/%d · potions %d", hr.Hearts, hr.MaxHearts, hr.MaxPotions)
		if worn := r.c.GearHearts(r.d, hr) - hr.MaxHearts; worn > 0 {
			line = fmt.Sprintf("Hearts %d/%d +%d worn · potions %d", hr.Hearts, hr.MaxHearts, worn, hr.MaxPotions)
		}
		if r.c.RankUps[i] > 0 {
			line += " · rank up!"
		}
		p.Text(screen, p.Ellipsize(line, p.Fonts.Regular, 13, rc.W-20), p.Fonts.Regular, 13, x, ty, render.AlignLeft, render.ColRuby)
		ty += p.Em(13) * 1.4
		attrs := r.c.GearDice(r.d, hr) // what it rolls: rank-up dice and equipment included
		ds := min(14, (rc.W-70)/7)
		half := (rc.W - 20) / 2
		ds = min(ds, (half-50)/5)
		for a, pool := range attrs {
			name := legends.Attr(a).String()
			ax := x + float64(a%2)*half
			p.Text(screen, name, p.Fonts.Bold, 12, ax, ty, render.AlignLeft, render.ColTextDim)
			drawPool(screen, p, pool, ax+44, ty+1, ds)
			if a%2 == 1 {
				ty += max(ds+3, p.Em(12)*1.3)
			}
		}
		ty += 2
		eq := "Equipped: none"
		if len(hr.Equipped) > 0 {
			eq = "Equipped: " + strings.Join(hr.Equipped, ", ")
		}
		if len(hr.Carried) > 0 {
			eq += " · carried: " + strings.Join(hr.Carried, ", ")
		}
		cl := r.d.Class(hr.Class)
		eq += " · abilities: " + strings.Join(cl.Abilities, ", ")
		if len(hr.RankAbilities) > 0 {
			eq += ", " + strings.Join(hr.RankAbilities, ", ")
		}
		for _, l := range p.Wrap(eq, p.Fonts.Regular, 12, rc.W-20) {
			if ty+p.Em(12)*1.25 > rc.Y+rc.H-2 {
				break
			}
			p.Text(screen, l, p.Fonts.Regular, 12, x, ty, render.AlignLeft, render.ColText)
			ty += p.Em(12) * 1.25
		}
	}
	return bottom
}
