package scene

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// actionButton is one entry of the action bar.
type actionButton struct {
	label string
	cost  string
	tip   string
	// does is what a card action does in the rules' terms (actionDoes),
	// for its tip while greyed ("" for a button whose tip says it).
	does     string
	disabled string
	rect     render.Rect
	active   bool
	green    bool // a green potion offered in the Consul's turn (green.go)
	// context: offered by what lies beside the Hero (Open Chest,
	// Interact, Stand Up, Wear): such buttons come and go as it moves,
	// so they sit at the bar's left end (placeButtons).
	context bool
	// ghost: room kept for a context button gone this activation
	// (ctxWithRoom); laid out, never drawn, never clicked.
	ghost   bool
	onClick func()
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
	// A different button laid out under the pointer ignores clicks a
	// moment.
	was, x, y := buttonAt(p.buttons, ctx.In.X, ctx.In.Y), ctx.In.X, ctx.In.Y
	defer func() { p.barGuard.guard(was, buttonAt(p.buttons, x, y)) }()
	p.buttons = p.buttons[:0]
	p.hoverBtn = nil
	p.barRows = 1
	p.greenHead = render.Rect{}
	id := p.g.Active
	if p.cursor != nil {
		p.buttons = p.replayButtons()
		p.placeButtons(ctx, 140, actionFont)
		return
	}
	if p.g.Over != "" {
		return // the game-over panel's buttons are the only ones now
	}
	if p.ex != nil && p.ex.placing != nil {
		p.buttons = p.placingButtons() // explore_placing.go
		p.placeButtons(ctx, 160, actionFont)
		return
	}
	if p.exHumanHeroes() && explore.TimeoutPending(p.g) {
		p.buttons = p.timeoutButtons() // explore_play.go
		p.placeButtons(ctx, 160, actionFont)
		return
	}
	if p.carrierWaits() {
		p.buttons = p.carrierButtons() // explore_carrier.go
		p.placeButtons(ctx, 160, actionFont)
		return
	}
	if p.exConsulActs() || p.exConsulPowerUp() {
		p.exploreButtons(ctx) // explore_consul.go
		return
	}
	if p.exHeroesAI() && p.auto == nil {
		return // the computer plays the Heroes: nothing of theirs to press
	}
	if green := p.greenButtons(); len(green) > 0 {
		p.buttons = green
		p.placeButtons(ctx, 110, 15)
		p.placeGreenHead(ctx) // green.go
		return
	}
	if id == rules.NoModel {
		if p.g.Phase == rules.HeroTurn && p.g.Over == "" {
			p.buttons = append(p.buttons, p.shapeshiftButtons()...)
			p.buttons = append(p.buttons, p.rudeIdleButtons()...) // explore_rude.go
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
		// The card's actions, then those its equipment and lasting cards
		// give it (played by mouse: the Wyrmslayer Lance's Skewer never
		// reached the bar).
		acts := make([]*cards.Action, 0, len(hc.Actions))
		for i := range hc.Actions {
			acts = append(acts, &hc.Actions[i])
		}
		acts = append(acts, p.g.GrantedActions(m)...)
		for _, a := range acts {
			if a.Potion != "" {
				continue
			}
			name := a.Name
			b := &actionButton{label: name, cost: fmt.Sprintf("%d AP", a.Cost), tip: actionTip(a), does: actionDoes(a), active: p.armed.name == name}
			b.disabled = p.whyNot(id, name, a.Cost, apLeft)
			if why := p.g.SpecialForbidden(m, a); why != "" {
				// Ice (a Cold Snap) forbids every unique action: the
				// button says so instead of inviting a click the rules
				// refuse (played by mouse: Fight Me was offered under Ice).
				b.disabled = why + "."
			}
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
		sh.onClick = func() { p.shareOpen, p.moreOpen = !p.shareOpen, false; p.barVersion = 0 }
		add(sh)
	} else {
		p.shareOpen = false
		if len(p.heroIDs()) > 1 && p.ex == nil && p.clState() == nil {
			// Greyed rather than gone, so the buttons after it keep
			// their places from one activation to the next (played by
			// mouse at 200%: with Share come back, a click at Darkforge
			// Blade's place of an earlier turn hit Firevine).
			add(&actionButton{label: "Share", cost: "0 potions", tip: "Drink another Hero's potion, paid with its tokens",
				disabled: "No other Hero has a potion this Hero could drink now.", onClick: func() {}})
		}
	}
	for _, b := range p.basicButtons(id, apLeft) {
		add(b)
	}
	for _, b := range p.rudeBarButtons() { // explore_rude.go
		add(b)
	}
	undo := &actionButton{label: "Undo", tip: "Take back the last command of this activation (Ctrl+Z)"}
	undo.disabled = p.undoReason()
	undo.onClick = p.undo
	add(undo)
	end := &actionButton{label: "End", cost: "", tip: "End this Hero's activation (E)"}
	end.onClick = p.endActivation
	add(end)
	// The buttons the Hero's square brings go first: with the row ending
	// at the bar's right end, their coming and going moves no other
	// button (placeButtons).
	slices.SortStableFunc(p.buttons, func(a, b *actionButton) int {
		switch {
		case a.context && !b.context:
			return -1
		case b.context && !a.context:
			return 1
		}
		return 0
	})
	p.placeButtons(ctx, 64, actionFont)
	// The Share and More pop-ups stack above their buttons.
	for _, b := range p.buttons {
		switch b.label {
		case "Share":
			p.placePopup(ctx, b, p.shareBtns)
		case "More":
			p.placePopup(ctx, b, p.moreBtns)
		}
	}
}

// placePopup stacks a pop-up's buttons above the bar's button that opens
// it, their labels as large as the bar's (popupFont).
func (p *Play) placePopup(ctx *Context, owner *actionButton, bs []*actionButton) {
	bh := p.lay.btnH
	f := p.popupFont()
	if p.barRows == 2 {
		bh = owner.rect.H
	}
	for i, b := range bs {
		w := max(220*f/actionFont, ctx.Painter.TextWidth(b.label, ctx.Painter.Fonts.Bold, f)+30)
		x := min(max(8, owner.rect.X+owner.rect.W-w), ctx.W-w-8)
		b.rect = render.Rect{X: x, Y: owner.rect.Y - float64(i+1)*(bh+6) - 6, W: w, H: bh}
	}
}

// popupFont is the label size of the Share and More pop-ups: the bar's
// in two rows (at 200% the bar's 17 made a pop-up of three potions as tall
// as the board).
func (p *Play) popupFont() float64 {
	if p.barRows == 2 {
		return p.barFont
	}
	return actionFont
}

// popupBtns are the buttons of the open Share or More pop-up (nil when
// none is open).
func (p *Play) popupBtns() []*actionButton {
	switch {
	case p.shareOpen:
		return p.shareBtns
	case p.moreOpen:
		return p.moreBtns
	}
	return nil
}

// barGuardTicks is how long a button that slid under a resting pointer
// ignores clicks (unless the pointer leaves it first).
const barGuardTicks = 40

// barGuard keeps a button that a new layout of the action bar moved under
// the pointer from taking the click meant for the button that was there
// (played by mouse: after Open Chest the bar closed up and the next
// click dashed).
type barGuard struct {
	b     *actionButton
	ticks int
}

// guard starts guarding now, the button under the pointer after a new
// layout, unless it is the one (by label and cost) that was there
// before; that one stays guarded if it was.
func (g *barGuard) guard(was, now *actionButton) {
	switch {
	case now == nil:
		g.b = nil
	case was != nil && was.label == now.label && was.cost == now.cost:
		if g.b != was {
			g.b = nil
			break
		}
		g.b = now
	default:
		g.b, g.ticks = now, barGuardTicks
	}
}

// tick counts down a tick; the guard ends early when the pointer leaves
// the button.
func (g *barGuard) tick(x, y float64) {
	if g.b == nil {
		return
	}
	g.ticks--
	if g.ticks <= 0 || !g.b.rect.Contains(x, y) {
		g.b = nil
	}
}

// holds reports whether b is guarded: a click on it does nothing.
func (g *barGuard) holds(b *actionButton) bool { return b != nil && g.b == b }

// buttonAt is the button of bs at (x, y), nil if none.
func buttonAt(bs []*actionButton, x, y float64) *actionButton {
	for _, b := range bs {
		if b.rect.Contains(x, y) {
			return b
		}
	}
	return nil
}

// barKey is what the action bar's layout depends on besides the game: the
// HUD's size and the text size.
type barKey struct{ w, h, text float64 }

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
		if why := p.nearestEnemyWhy(id, action); why != "" {
			return "No target in range and line of sight. " + why
		}
		return "No target in range and line of sight."
	}
	return ""
}

// nearestEnemyWhy is the rules' reason the nearest enemy cannot be the
// target of action ("" without one): played by mouse, a Sorceress three
// squares from the Spider Nest found Magic greyed and could not tell a
// wall from the Nest's ring.
func (p *Play) nearestEnemyWhy(id rules.ModelID, action string) string {
	m := p.g.Model(id)
	var near *rules.Model
	for i := range p.g.Models {
		o := &p.g.Models[i]
		if o.InPlay && rules.Enemies(m, o) && o.Kind != rules.KindChest && (near == nil || p.g.ModelDist(m, o) < p.g.ModelDist(m, near)) {
			near = o
		}
	}
	if near == nil {
		return ""
	}
	a := armedAction{name: action, owner: rules.NoModel}
	for _, ba := range basicAttacks {
		if ba.name == action {
			a.attr, a.basic = ba.attr, true
		}
	}
	if _, err := p.g.Clone().Apply(a.command(rules.Aim{Target: near.ID})); err != nil {
		return upperFirst(strings.TrimSuffix(reason(err), ".")) + "."
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

// barMessage is the line the action bar shows when it has no buttons: what
// to do now, or why nothing is asked. It follows what the screen shows
// (hud): while the Consul's last blows still play, it does not say the game
// is over before the blow that ends it has landed.
func (p *Play) barMessage() string {
	switch {
	case p.hud().Over != "":
		return "The game is over."
	case p.stalled != "":
		return "Stopped: " + p.stalled
	case p.hasPendingChoice():
		return "Keep one treasure card: click it or press its number."
	case p.reviveFor != rules.NoModel && !p.busy():
		if as := p.choices.reviveAs; as != "" {
			// The strip chose another Hero of the collection.
			return fmt.Sprintf("%s fell: click a gold square to bring in %s in its place (1 Princess Coin; %s's gear and potions are lost).", p.g.Name(p.reviveFor), as, p.g.Name(p.reviveFor))
		}
		return fmt.Sprintf("%s fell: click a gold square to bring it back (1 Princess Coin).", p.g.Name(p.reviveFor))
	case p.ex != nil && p.exploreHint() != "":
		return p.exploreHint()
	case p.busy() || p.g.Phase != rules.HeroTurn:
		return ""
	}
	return "Click a Hero to activate it."
}

func (p *Play) drawActionBar(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	bar := p.lay.bar
	pt.Rect(screen, bar, render.ColBackground)
	pt.Rect(screen, bar, render.ColPanel)
	pt.Rect(screen, render.Rect{X: 0, Y: bar.Y, W: bar.W, H: 2}, render.ColPanelEdge)
	if len(p.buttons) == 0 {
		msg := p.barMessage()
		// Under the board when it fits there, else across the bar; a long
		// message on a small screen gets smaller text.
		area := render.Rect{X: p.lay.actions.X + 2, W: p.lay.actions.W - 4}
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
	p.drawGreenHead(screen, pt)
	for _, b := range p.buttons {
		// Costs stay on the buttons in two rows too: what a click costs is
		// never only in a tooltip.
		btn := render.Button{Label: b.label, Sub: b.cost, Rect: b.rect, Disabled: b.disabled, Hot: (b == p.hoverBtn && !p.barGuard.holds(b)) || b.active, FontSize: p.barFont}
		btn.Draw(screen, pt)
	}
}

// endActivation ends the active Hero's activation; with the confirmation
// setting on and points left, the first click only asks.
func (p *Play) endActivation() {
	if p.exConsulActs() && p.actor() != rules.NoModel {
		p.apply(p.rulesOfConsul().endMonster())
		return
	}
	id := p.g.Active
	if id == rules.NoModel {
		return
	}
	ap, mp := p.g.APLeft(id), p.g.MPLeft(id)
	// (The tutorial asks for End with points left: no second click.)
	if p.confirmEnd && p.tut == nil && (ap > 0 || mp > 0) && (p.endArmed != p.version || p.nowTick-p.endArmedTick < endReadTicks) {
		// A second click too soon after the first is a double click, not
		// an answer to the warning it has not had time to read (played at
		// 200%: a double click ended an activation with 1 AP left).
		if p.endArmed != p.version {
			p.endArmed, p.endArmedTick = p.version, p.nowTick
		}
		p.say(fmt.Sprintf("%s still has %s: press End again to end.", p.g.Name(id), pointsLeftText(ap, mp)))
		return
	}
	p.endArmed = 0
	p.apply(rules.EndActivation{})
}

// endReadTicks is how long after End's warning a second click on End
// still counts as part of the first (a double click): half a second.
const endReadTicks = 30

// pointsLeftText names the points an activation still has, leaving out
// the kind there are none of ("still has 0 action and 3 movement points"
// read oddly when played by mouse).
func pointsLeftText(ap, mp int) string {
	a, m := plural(ap, "action point", "action points"), plural(mp, "movement point", "movement points")
	switch {
	case ap == 0:
		return m
	case mp == 0:
		return a
	}
	return a + " and " + m
}

// drawSharePopup paints the open Share pop-up. It comes after the choices
// strip (drawChrome): stacked above the Share button it reaches the strip's
// height, and the strip hid its lower potions (played by mouse: two
// potions to share, one visible).
func (p *Play) drawSharePopup(screen *ebiten.Image, ctx *Context) {
	for _, b := range p.popupBtns() {
		btn := render.Button{Label: b.label, Sub: b.cost, Rect: b.rect, Disabled: b.disabled, Hot: b == p.hoverBtn || b.active, FontSize: p.popupFont()}
		btn.Draw(screen, ctx.Painter)
	}
}

// overShareBtn reports whether the pointer is on a button of the open
// Share pop-up.
func (p *Play) overShareBtn(ctx *Context) bool {
	for _, b := range p.popupBtns() {
		if b.rect.Contains(ctx.In.X, ctx.In.Y) {
			return true
		}
	}
	return false
}
