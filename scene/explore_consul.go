package scene

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The Consul's turn when a person plays the Consul: click a monster to
// activate it (its cost in skull points shows on the model and in the
// roster), then command it with the Heroes' own machinery — the reachable
// squares and the path under the pointer, the attack armed from the action
// bar with its targets lit and the exact chance to wound by each, the dice
// tray when it strikes. Every command is an explore command the rules may
// refuse, and the refusal is said on screen.

// attackLabels name a monster's basic attack by the attribute it rolls.
var attackLabels = map[cards.Attribute]string{cards.STR: "Melee", cards.WILL: "Magic", cards.DEX: "Missile"}

// exploreButtons builds the Consul's action bar: its turn's commands, or
// its power-up's (explore_powerup.go).
func (p *Play) exploreButtons(ctx *Context) {
	if p.g.Phase == rules.ConsulPowerUp {
		if p.clState() != nil {
			p.classicSpawnButtons() // classic_spawn.go
		} else {
			p.powerUpButtons()
		}
		if len(p.buttons) > 0 {
			p.placeButtons(ctx, 120, actionFont)
		}
		return
	}
	if hb := p.rudeHeartButtons(); hb != nil {
		p.buttons = hb // explore_rude.go: a monster's heart waits for the Consul
		p.placeButtons(ctx, 150, actionFont)
		return
	}
	r := p.rulesOfConsul()
	id := r.active()
	if id == rules.NoModel && p.g.Phase == rules.HeroTurn {
		p.buttons = p.interruptButtons() // explore_double.go
		if len(p.buttons) > 0 {
			p.placeButtons(ctx, 260, actionFont)
		}
		return
	}
	if id == rules.NoModel {
		b := &actionButton{label: "End the Consul's turn", cost: skullsLeftWords(r),
			tip: "Skull points left unspent are lost; the party's turn comes next after the power-ups"}
		if p.clState() != nil {
			b.tip = "Skull points left unspent are lost; the party's next Hero comes next"
		}
		if r.skullsLeft() < 0 {
			b.cost, b.tip = p.rudeEndTurnWords(r) // explore_rude.go
		}
		b.onClick = func() { p.apply(rules.EndPhase{}) }
		p.buttons = append(p.buttons, b)
		p.buttons = append(p.buttons, p.rudeSpawnButtons()...) // explore_rude_spawn.go
		p.buttons = append(p.buttons, p.partyGreenButtons()...)
		p.placeButtons(ctx, max(300, ctx.Painter.TextWidth(b.label, ctx.Painter.Fonts.Bold, actionFont)+40), actionFont)
		return
	}
	m := p.g.Model(id)
	ap := r.apLeft()
	add := func(b *actionButton) { p.buttons = append(p.buttons, b) }
	if d := r.dice(m); d != nil && d.Attack != "" {
		attr := d.Attack
		label := attackLabels[attr]
		if label == "" {
			label = "Attack"
		}
		b := &actionButton{label: label, cost: "1 AP", active: p.armed.consul && p.armed.monsterAct == "" && p.armed.name != "",
			tip: fmt.Sprintf("%s's basic attack: it rolls its %s dice, range %d, against the Hero's defense roll", m.Card, attr.Upper(), max(1, d.Range))}
		b.disabled = p.exWhyNot("", 1, ap)
		b.onClick = func() { p.arm(armedAction{name: label, owner: rules.NoModel, consul: true}) }
		add(b)
	}
	for _, a := range r.offensive(m) {
		name := a.Name
		b := &actionButton{label: name, cost: fmt.Sprintf("%d AP", a.Cost), tip: a.Text, active: p.armed.consul && p.armed.monsterAct == name}
		b.disabled = p.exWhyNot(name, a.Cost, ap)
		armed := armedAction{name: name, owner: rules.NoModel, consul: true, monsterAct: name}
		if classic.AimedByDirection(a.Area.Kind) {
			// A Lance, Sweep or Spray (the 1st edition's Dragon Breath):
			// aimed by the pointer's side and previewed like a Hero's
			// (classic_aim.go).
			act := a
			armed.act = &act
		}
		b.onClick = func() { p.arm(armed) }
		add(b)
	}
	if p.clState() != nil {
		// The 1st edition's aura actions (Dragon Rage, Shadow Breath,
		// Shieldwall): used at once where the monster stands.
		for _, a := range classic.SupportActions(p.g, m) {
			if a.Area.Kind == "Burst" {
				add(p.cloudButton(a)) // the Smoke Pot, thrown at a friend (classic_aim.go)
				continue
			}
			c := classic.Support{Action: a.Name}
			b := &actionButton{label: a.Name, cost: fmt.Sprintf("%d AP", max(1, a.Cost)),
				tip: fmt.Sprintf("%s (%s; %d in it now)", a.Text, a.Area, len(classic.AuraReach(p.g, m, a)))}
			if _, err := p.g.Clone().Apply(c); err != nil {
				b.disabled = reason(err)
			}
			b.onClick = func() { p.apply(c) }
			add(b)
		}
	}
	if m.Statuses.Has(cards.Knockdown) {
		for _, su := range r.standUps() {
			c := su.c
			b := &actionButton{label: su.label, cost: su.cost, tip: su.tip}
			if _, err := p.g.Clone().Apply(c); err != nil {
				b.disabled = reason(err)
			}
			b.onClick = func() { p.apply(c) }
			add(b)
		}
	}
	dr := r.dash()
	dash := &actionButton{label: dr.label, cost: dr.cost, tip: dr.tip, active: p.armed.name == "Dash"}
	p.dashTo = p.exDashSquares()
	switch {
	case dr.why != "":
		dash.disabled = dr.why
	case len(p.dashTo) == 0:
		dash.disabled = dr.nowhere
	}
	dash.onClick = func() { p.arm(armedAction{name: "Dash", owner: rules.NoModel}) }
	add(dash)
	end := &actionButton{label: "End", tip: fmt.Sprintf("End %s's activation (E): its status effects are removed", m.Card)}
	if p.clState() != nil {
		end.tip = fmt.Sprintf("End %s's activation (E): its status effects stay until cured", m.Card)
	}
	end.onClick = func() { p.apply(r.endMonster()) }
	add(end)
	p.buttons = append(p.buttons, p.partyGreenButtons()...)
	p.placeButtons(ctx, 64, actionFont)
}

// partyGreenButtons are the party's green potions on a person Consul's
// action bar (Explore rulebook, "Potions": green potions are drunk during
// the Consul's turn): when people play the Heroes too, the Heroes' player
// reaches over and drinks at any moment of the Consul's turn, as at the
// table; the computer's party drinks its own (exploreAdvance). The
// buttons name the Hero and say whose they are.
func (p *Play) partyGreenButtons() []*actionButton {
	if !p.exHumanHeroes() {
		return nil
	}
	green := p.greenButtons()
	for _, b := range green {
		b.cost = "party: " + b.cost
		b.tip = "The Heroes' green potion, drunk during the Consul's turn: " + b.tip
		drink := b.onClick
		b.onClick = func() {
			// A person commands the monsters: no computer step to pause.
			mode, wait := p.stepMode, p.stepWait
			drink()
			p.stepMode, p.stepWait, p.green.paused = mode, wait, false
		}
	}
	return green
}

// exWhyNot says why the activating monster cannot use an attack now.
func (p *Play) exWhyNot(action string, cost, ap int) string {
	if cost > ap {
		return fmt.Sprintf("Needs %s; %s left.", plural(cost, "action point", "action points"), plural(ap, "is", "are"))
	}
	if len(p.exTargets(action)) == 0 {
		return "No Hero in range and line of sight."
	}
	return ""
}

// exTargets is the rules' attack targets, remembered for the game state.
func (p *Play) exTargets(action string) []rules.ModelID {
	m := &p.ex.targets
	if m.g != p.g || m.version != p.version || m.action != action {
		*m = exTargetsMemo{g: p.g, version: p.version, action: action, ids: p.rulesOfConsul().targets(action)}
	}
	return m.ids
}

// armedTargets are the legal targets of the armed action: the Heroes' or
// the activating monster's.
func (p *Play) armedTargets() []rules.ModelID {
	if p.armed.consul {
		return p.exTargets(p.armed.monsterAct)
	}
	return p.legalTargets(p.g.Active, p.armed.queryName())
}

// exDashSquares are where the activating monster could dash (Explore)
// or run (classic): each cheapest path within the dash's reach is tried
// on a copy of the game.
func (p *Play) exDashSquares() map[tiles.Point][]tiles.Point {
	id := p.actor()
	m := p.g.Model(id)
	out := map[tiles.Point][]tiles.Point{}
	r := p.rulesOfConsul()
	if m == nil || r == nil {
		return out
	}
	dr := r.dash()
	if dr.why != "" {
		return out
	}
	try := func(to tiles.Point, path []tiles.Point) {
		if _, err := p.g.Clone().Apply(dr.cmd(path)); err == nil {
			out[to] = path
		}
	}
	if dr.field != nil {
		f := dr.field()
		if f == nil {
			return out
		}
		// The paths first: trying a command searches again, and the
		// board's searcher is shared.
		paths := map[tiles.Point][]tiles.Point{}
		for _, to := range f.Ends() {
			if to != m.Pos && p.g.Fits(to, m.Large, m.ID) {
				paths[to] = f.Path(to)
			}
		}
		for to, path := range paths {
			try(to, path)
		}
		return out
	}
	n := dr.reach
	if l, ok := p.g.HouseDash(m); ok { // Rude Supers' Dash
		n = l
	}
	for dy := -n; dy <= n; dy++ {
		for dx := -n; dx <= n; dx++ {
			to := tiles.Point{X: m.Pos.X + dx, Y: m.Pos.Y + dy}
			if to == m.Pos || !p.g.Board.IsSquare(to) {
				continue
			}
			path, _, ok := p.g.PathTo(id, to)
			if !ok || len(path) == 0 || len(path) > n {
				continue
			}
			try(to, path)
		}
	}
	return out
}

// exploreClickBoard acts on the hovered square for the person playing the
// Consul; it reports whether the click was theirs.
func (p *Play) exploreClickBoard() bool {
	if p.carrierWaits() {
		p.carrierClick() // explore_carrier.go
		return true
	}
	if p.exConsulPowerUp() {
		p.spawnClick()
		return true
	}
	if p.rudeSpawnClick() { // explore_rude_spawn.go
		return true
	}
	if !p.exConsulActs() {
		return false
	}
	r := p.rulesOfConsul()
	target := p.g.At(p.hoverSq)
	switch {
	case p.armed.name == "Dash":
		if path, ok := p.dashTo[p.hoverSq]; ok {
			if p.apply(r.dash().cmd(path)) == nil {
				p.armed = armedAction{}
			}
		} else {
			p.armed = armedAction{}
		}
	case p.fireConsulArea(): // classic_aim.go
	case p.fireConsulCloud(target):
	case p.armed.consul:
		if target != nil && target.Kind == rules.KindHero {
			if p.apply(r.attack(target.ID, p.armed.monsterAct)) == nil {
				p.armed = armedAction{}
			}
		} else {
			p.armed = armedAction{}
		}
	case target != nil && target.Kind == rules.KindMonster && r.active() == rules.NoModel:
		if !p.doubleGate(target.ID) { // Double Trouble: the other seat's monster (explore_double.go)
			p.apply(r.activate(target.ID))
		}
	case r.active() != rules.NoModel && p.path != nil:
		p.apply(r.move(p.path))
	case target != nil && target.Kind == rules.KindMonster && target.ID != r.active():
		p.apply(r.activate(target.ID)) // the rules say why not
	}
	return true
}

// rosterRow is one line of the Consul's roster: monsters of one card in
// one state, and the first of them to activate.
type rosterRow struct {
	card, state string
	n           int
	first       rules.ModelID
	col         color.Color
	tip, text   string
	rect        render.Rect
}

var (
	colFree        color.Color = color.RGBA{0x7d, 0xe0, 0x8a, 0xff}
	colSkullCost   color.Color = color.RGBA{0xff, 0xc8, 0x4a, 0xff}
	colMonsterDone color.Color = color.RGBA{0x90, 0x88, 0xa0, 0xff}
	colTooDear     color.Color = color.RGBA{0xff, 0x6d, 0x7d, 0xff}
)

// monsterState is a monster's line in the roster and on its model: free,
// its cost, too dear, done or activating.
func (p *Play) monsterState(r consulRules, m *rules.Model) (string, color.Color) {
	switch {
	case m.ID == r.active():
		return "activating", render.ColGold
	case r.activated(m.ID):
		return "done", colMonsterDone
	}
	cost := r.cost(m)
	switch {
	case cost == 0:
		return "free", colFree
	case cost > consulSkullsLeft(r):
		return fmt.Sprintf("%d skulls: too many", cost), colTooDear
	}
	return plural(cost, "skull", "skulls"), colSkullCost
}

func containsID(ids []rules.ModelID, id rules.ModelID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// updateRoster rebuilds the roster when the game changed.
func (p *Play) updateRoster() {
	r := p.rulesOfConsul()
	p.ex.roster = p.ex.roster[:0]
	if r == nil {
		return
	}
	for i := range p.g.Models {
		m := &p.g.Models[i]
		if !m.InPlay || m.Kind != rules.KindMonster {
			continue
		}
		platform, skulls, _, _, ok := r.acts(m)
		if !ok {
			continue
		}
		state, col := p.monsterState(r, m)
		found := false
		for k := range p.ex.roster {
			if r := &p.ex.roster[k]; r.card == m.Card && r.state == state {
				r.n++
				found = true
			}
		}
		if !found {
			tip := fmt.Sprintf("%s: %s, %s. ", m.Card, platform, plural(skulls, "skull point", "skull points"))
			switch state {
			case "free":
				tip += "Free this turn: it began the Consul turn in play."
			case "done":
				tip += "It has activated this turn."
			case "activating":
				tip += "It is activating now."
			default:
				tip += r.costTip()
			}
			p.ex.roster = append(p.ex.roster, rosterRow{card: m.Card, state: state, n: 1, first: m.ID, col: col, tip: tip})
		}
	}
	for k := range p.ex.roster {
		p.ex.roster[k].text = rosterText(p.ex.roster[k])
	}
}

// rosterLayout places the roster in the board's lower left corner (hc's
// units).
func (p *Play) rosterLayout(hc *Context) {
	if !p.exHumanConsul() || p.g.Phase != rules.ConsulTurn || p.g.Over != "" {
		return
	}
	if p.ex.panelV != p.version {
		p.ex.panelV = p.version
		p.updateRoster()
	}
	pt := hc.Painter
	rowH := pt.Em(rosterFont) * 1.4
	w := pt.TextWidth(p.rosterTitle(), pt.Fonts.Bold, rosterFont)
	for _, r := range p.ex.roster {
		w = max(w, pt.TextWidth(r.text, pt.Fonts.Regular, rosterFont))
	}
	w = min(w+20, p.lay.board.W-16)
	h := float64(len(p.ex.roster))*rowH + pt.Em(rosterFont)*1.4 + 10
	b := p.lay.board
	x, y := b.X+8, b.Y+b.H-h-8
	if side, ok := p.sidePanel(h); ok {
		// A small board: over the log, not over the dungeon.
		x, y, w = side.X, side.Y, side.W
	}
	for i := range p.ex.roster {
		p.ex.roster[i].rect = render.Rect{X: x, Y: y + pt.Em(rosterFont)*1.4 + 5 + float64(i)*rowH, W: w, H: rowH}
	}
	p.ex.panelR = render.Rect{X: x, Y: y, W: w, H: h}
}

// sidePanel is the place at the foot of the right column, over the log
// (and over the cards in play when the log is too short), for a panel h
// HUD units tall that would otherwise cover much of a small board (a
// large interface: found at 200% with large text, where the Consul's
// panels hid most of the dungeon); ok is false on a board large enough to
// take it, or a column too short.
func (p *Play) sidePanel(h float64) (render.Rect, bool) {
	l := p.lay
	if !l.compact || l.logBand {
		return render.Rect{}, false
	}
	col := render.Rect{X: l.log.X, Y: l.top.H + 8, W: l.log.W, H: l.bar.Y - 8 - (l.top.H + 8)}
	if h > col.H {
		return render.Rect{}, false
	}
	top := min(l.log.Y, l.bar.Y-8-h)
	return render.Rect{X: col.X, Y: top, W: col.W, H: l.bar.Y - 8 - top}, true
}

func rosterText(r rosterRow) string {
	n := ""
	if r.n > 1 {
		n = fmt.Sprintf(" ×%d", r.n)
	}
	return fmt.Sprintf("%s%s · %s", shortName(r.card), n, r.state)
}

// rosterFont is the roster's text size: small, the board is what matters.
const rosterFont = 13.0

// rosterTitle is the roster's heading: the skull points left.
func (p *Play) rosterTitle() string {
	r := p.rulesOfConsul()
	if r.skullsLeft() < 0 {
		if t := p.seatTitle(); t != "" {
			return t + " · the rest act" // Double Trouble: whose seat has the mouse (explore_double.go)
		}
		return "Monsters · the rest act this turn"
	}
	titles := skullTitles
	if r.perTurn() != explore.SkullPointsPerTurn {
		titles = skullTitlesOf(r.perTurn())
	}
	return titles[min(max(r.skullsLeft(), 0), len(titles)-1)]
}

// skullTitles are the roster's headings, built once (drawn every frame).
var skullTitles = skullTitlesOf(explore.SkullPointsPerTurn)

func skullTitlesOf(n int) []string {
	out := make([]string, n+1)
	for i := range out {
		out[i] = fmt.Sprintf("Monsters · %d/%d skull points", i, n)
	}
	return out
}

// rosterClick activates the first monster of a clicked roster row.
func (p *Play) rosterClick(hc *Context) bool {
	if !p.exConsulActs() || !hc.In.Clicked {
		return false
	}
	for _, r := range p.ex.roster {
		if r.rect.Contains(hc.In.X, hc.In.Y) {
			if m := p.g.Model(r.first); m != nil {
				p.camGoalX, p.camGoalY, p.camFollow = float64(m.Pos.X)+0.5, float64(m.Pos.Y)+0.5, true
			}
			if rs := p.rulesOfConsul(); rs.active() == rules.NoModel && !p.doubleGate(r.first) {
				p.apply(rs.activate(r.first))
			}
			return true
		}
	}
	return false
}

// drawRoster paints the roster panel (hc's units).
func (p *Play) drawRoster(screen *ebiten.Image, hc *Context) {
	if !p.exHumanConsul() || p.g.Phase != rules.ConsulTurn || p.g.Over != "" || len(p.ex.roster) == 0 {
		return
	}
	pt := hc.Painter
	r := p.ex.panelR
	pt.Panel(screen, r, render.ColPanel, render.ColPanelEdge)
	// (Cut to the panel's width when it sits over the log, beside a small
	// board; a row's tooltip says all of it.)
	pt.Text(screen, pt.Ellipsize(p.rosterTitle(), pt.Fonts.Bold, rosterFont, r.W-14), pt.Fonts.Bold, rosterFont, r.X+10, r.Y+5, render.AlignLeft, render.ColGold)
	for _, row := range p.ex.roster {
		if row.rect.Contains(hc.In.X, hc.In.Y) {
			pt.Rect(screen, row.rect, colHover)
		}
		pt.Text(screen, pt.Ellipsize(row.text, pt.Fonts.Regular, rosterFont, row.rect.W-14), pt.Fonts.Regular, rosterFont, row.rect.X+10, row.rect.Y+2, render.AlignLeft, row.col)
	}
}

// rosterTip is the hovered roster row's tooltip.
func (p *Play) rosterTip(hc *Context) string {
	if !p.exHumanConsul() || p.g.Phase != rules.ConsulTurn {
		return ""
	}
	for _, r := range p.ex.roster {
		if r.rect.Contains(hc.In.X, hc.In.Y) {
			return r.tip
		}
	}
	return ""
}

// drawCostTags writes each monster's cost on its model in the Consul's
// turn: free, its skull points, or done.
func (p *Play) drawCostTags(screen *ebiten.Image, ctx *Context) {
	if !p.exHumanConsul() || p.g.Phase != rules.ConsulTurn || p.g.Over != "" || p.cam.Zoom < 18 {
		return
	}
	s := p.rulesOfConsul()
	pt := ctx.Painter
	size := min(14, max(9, p.cam.Zoom*0.28))
	for i := range p.g.Models {
		m := &p.g.Models[i]
		if !m.InPlay || m.Kind != rules.KindMonster {
			continue
		}
		if _, _, _, _, ok := s.acts(m); !ok {
			continue
		}
		v := p.view(m.ID)
		if v.hidden {
			continue
		}
		f := 1.0
		if m.Large {
			f = 2
		}
		r := p.cam.SquareRect(v.x, v.y, f)
		label, col := p.monsterTag(s, m)
		w := pt.TextWidth(label, pt.Fonts.Bold, size) + 8
		tag := render.Rect{X: r.X + r.W/2 - w/2, Y: r.Y - pt.Em(size)*0.9, W: w, H: pt.Em(size) * 1.3}
		pt.RoundRect(screen, tag, 4, colTagBack)
		pt.Text(screen, label, pt.Fonts.Bold, size, tag.X+w/2, tag.Y+1, render.AlignCenter, col)
	}
}

var colTagBack color.Color = color.NRGBA{0x10, 0x0c, 0x1c, 0xd0}

// monsterTag is the short cost label on a monster's model.
func (p *Play) monsterTag(r consulRules, m *rules.Model) (string, color.Color) {
	switch {
	case m.ID == r.active():
		return "now", render.ColGold
	case r.activated(m.ID):
		return "done", colMonsterDone
	}
	cost := r.cost(m)
	switch {
	case cost == 0:
		return "free", colFree
	case cost > consulSkullsLeft(r):
		return skullTags[min(cost, len(skullTags)-1)], colTooDear
	}
	return skullTags[min(cost, len(skullTags)-1)], colSkullCost
}

// skullTags are the cost labels, built once (drawn every frame).
var skullTags = func() []string {
	out := make([]string, 10)
	for i := range out {
		out[i] = fmt.Sprintf("%d skull", i)
		if i != 1 {
			out[i] += "s"
		}
	}
	return out
}()

// exploreHint is the action bar's line when the Consul has no button to
// press, or what the person playing the Consul should do next.
func (p *Play) exploreHint() string {
	r := p.rulesOfConsul()
	if r == nil || p.g.Over != "" {
		return ""
	}
	switch {
	case p.ex.handAsk != "":
		return ""
	case p.g.Phase == rules.ConsulTurn && p.ex.consulAI != nil:
		return ""
	case p.g.Phase == rules.ConsulTurn:
		if r.active() == rules.NoModel {
			return fmt.Sprintf("Click a monster to command it (%s).", skullsLeftWords(r))
		}
	case p.exConsulActs() && p.g.Phase == rules.HeroTurn && r.active() == rules.NoModel:
		return "Rude interruption: click the Super (or its button) to barge into the Heroes' turn."
	case p.g.Phase == rules.HeroTurn && p.ex.heroAI != nil:
		return "The party is playing its turn."
	}
	return ""
}

// joinWords lists words with commas and "or".
func joinWords(ws []string, last string) string {
	switch len(ws) {
	case 0:
		return ""
	case 1:
		return ws[0]
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " " + last + " " + ws[len(ws)-1]
}
