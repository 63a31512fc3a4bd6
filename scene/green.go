package scene

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/render/sound"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// greenButtons offer the green potions the party can drink during the
// Consul's turn (Arcade rulebook, "Potions": green potions are drunk in the
// Consul turn): Loud Slurping for any Hero with a token, and each Hero's own
// green potion that needs no aim. Each is checked by the rules on a copy,
// so only what would be allowed is offered. Clicking one pauses the Consul
// after the current step (step mode) so the table can follow.
func (p *Play) greenButtons() []*actionButton {
	if now, _ := p.g.GreenPotionsNow(); !now || p.auto != nil || p.g.Over != "" {
		return nil
	}
	var out []*actionButton
	offer := func(drinker rules.ModelID, label, sub, tip string, c rules.Command) {
		b := &actionButton{label: label, cost: sub, tip: tip, green: true}
		if _, err := p.g.Clone().Apply(c); err != nil {
			// Greyed with the rules' reason, in its place: buttons that
			// came and went through the Consul's turn moved the others
			// under the pointer (played at 200%: Bitterroot vanished
			// unexplained, the row went from seven to four).
			b.disabled = reason(err)
			if q := p.queuedDrink(drinker); q != "" {
				// The rules count the drink at the click; the board shows
				// it only once the step on screen plays out. Till then
				// "has already drunk" spoke of a drink nobody had seen.
				b.disabled = fmt.Sprintf("%s is queued for the %s: it is drunk once the Consul's command now showing plays out", q, sub)
			}
			b.onClick = func() { p.say(b.disabled) }
			out = append(out, b)
			return
		}
		b.onClick = func() {
			// The command applies now; its events wait behind the step
			// playing back, so a drink clicked mid-step shows up a moment
			// later: the toast says it is coming.
			queued := p.busy()
			if p.apply(c) != nil {
				return // apply said why
			}
			if !p.green.restore {
				p.green.prior, p.green.restore = p.stepMode, true
			}
			p.stepMode, p.stepWait = true, true
			p.green.paused = true
			if queued {
				// The Consul's command now showing (every monster's part
				// in it) was played by the rules before the drink (played
				// by mouse: "after this step" was read as after the attack
				// on screen, and two more attacks came first).
				p.say(fmt.Sprintf("%s (%s) is queued: it comes after the command now showing", label, sub))
			}
		}
		out = append(out, b)
	}
	for _, id := range p.g.Heroes() {
		h := p.g.Model(id)
		// A Hero out of potions keeps its buttons, greyed (offer): a drink
		// that emptied it slid the next one under the pointer (played at
		// 100%). So does a Hero who fell (fallen, below): its buttons
		// leaving slid the row under the pointer, and left while the
		// screen still showed it standing (played at 100%, twice).
		if h == nil {
			continue
		}
		name := shortName(h.Card)
		offer := offer
		if !h.InPlay {
			offer = func(_ rules.ModelID, label, sub, tip string, _ rules.Command) {
				b := &actionButton{label: label, cost: sub, tip: tip, green: true, disabled: p.fallenWhy(h)}
				b.onClick = func() { p.say(b.disabled) }
				out = append(out, b)
			}
		}
		if p.g.HasWrath() { // Arcade's: Explore and the first edition have no wrath
			offer(id, "Loud Slurping", name, fmt.Sprintf("%s drinks noisily and gains two wrath, pulling the monsters' attention onto itself", h.Card),
				rules.LoudSlurping{Hero: id, Owner: id})
		}
		if hc := p.g.HeroCard(h); hc != nil {
			for i := range hc.Actions {
				a := &hc.Actions[i]
				if a.Potion != cards.GreenPotion || modeOf(a) != aimNone {
					continue
				}
				offer(id, a.Name, name, p.greenPotionTip(h, a), rules.DrinkPotion{Owner: id, Drinker: id, Action: a.Name, Aim: rules.Aim{Target: id}})
			}
		}
	}
	return out
}

// fallenWhy is why a Hero out of play drinks nothing: it fell, or, while
// the screen still shows it standing, the Consul's command on screen was
// decided before any drink could come (the rules play a whole command at
// once).
func (p *Play) fallenWhy(h *rules.Model) string {
	if m := p.hud().Model(h.ID); m != nil && m.InPlay {
		return fmt.Sprintf("Too late for %s: the Consul's command now showing was settled before a drink could come.", h.Card)
	}
	return fmt.Sprintf("%s has fallen: a fallen Hero drinks nothing.", h.Card)
}

// queuedDrink is the green potion the rules have hero drinking that the
// board has not shown yet (its playback waits behind the Consul's step
// on screen), "" for none.
func (p *Play) queuedDrink(hero rules.ModelID) string {
	for _, b := range p.beats {
		if e, ok := b.ev.(rules.PotionDrunk); ok && e.Drinker.ID == hero && !b.started {
			return e.Action
		}
	}
	return ""
}

// greenClicks follows presses on the green potions' buttons while the
// computer plays the Consul. Played by mouse at 4×: a press on Healing
// Brew as the Consul's last attack played was let go after the turn had
// ended, its button gone, and the click did nothing and said nothing.
// Now a press on a green button holds the Consul (no next step, no end
// of the turn) until it is let go, so the release always finds its
// button; and a click where a green button was a moment ago says it came
// too late.
type greenClicks struct {
	// press is the button pressed and not let go yet (nil: none).
	press *actionButton
	// last are the green buttons last on screen; gone counts the ticks
	// since there were none.
	last []*actionButton
	gone int
	// paused is set by a drink that turned step mode on: the pause that
	// follows says why the Consul stopped and how to go on.
	paused bool
	// restore is set while a drink holds step mode on for one pause;
	// prior is the step mode the player had, back once they go on (played
	// at 200%: after one potion every later step of the turn waited for
	// Next).
	restore, prior bool
}

// greenTooLateTicks is how long after the green buttons went a click
// where one was is answered: a person's pointing and pressing takes about
// half a second, and at 4x a whole Consul turn can pass in less (played
// at 100%: a click 1.5 s after the lit button was seen said nothing).
const greenTooLateTicks = 150

// greenInput takes the clicks on the green potions' buttons while the
// Consul plays, before anything else sees them (ctx is the screen's, hc
// the HUD's); it reports whether it used this tick's click.
func (p *Play) greenInput(ctx, hc *Context) bool {
	gc := &p.green
	gc.gone++
	for _, b := range p.buttons {
		if b.green {
			if gc.gone > 0 {
				gc.last = gc.last[:0]
			}
			gc.gone = 0
			gc.last = append(gc.last, b)
		}
	}
	in := &hc.In
	if p.g.Phase != rules.ConsulTurn || p.exHumanConsul() {
		gc.press = nil
		return ctx.In.Clicked && p.greenTooLate(in.X, in.Y)
	}
	if ctx.In.Pressed {
		gc.press = nil
		if b := buttonAt(p.buttons, in.X, in.Y); b != nil && b.onClick != nil && !p.barGuard.holds(b) {
			gc.press = b
		}
	}
	if !ctx.In.Clicked {
		if !ctx.In.Down {
			gc.press = nil // let go outside the game's window
		}
		return false
	}
	press := gc.press
	gc.press = nil
	var b *actionButton
	switch {
	case press != nil && press.rect.Contains(in.X, in.Y):
		// The bar is laid out again after every step: the button pressed
		// is the one with its label and Hero now.
		for _, now := range p.buttons {
			if now.label == press.label && now.cost == press.cost {
				b = now
			}
		}
		if b == nil {
			p.say(fmt.Sprintf("%s for the %s is no longer offered", press.label, press.cost))
			return true
		}
	default:
		b = buttonAt(p.buttons, in.X, in.Y)
		if b == nil || b.onClick == nil {
			return p.greenTooLate(in.X, in.Y)
		}
		if p.barGuard.holds(b) {
			// It slid under the pointer: not the button aimed at.
			p.say(fmt.Sprintf("The buttons moved under the pointer: click %s again to use it", b.label))
			return true
		}
	}
	p.sfx(sound.UIClick)
	b.onClick()
	p.barVersion = 0
	return true
}

// greenTooLate answers a click at (x, y) where a green button was a
// moment ago and nothing is now; it reports whether it did.
func (p *Play) greenTooLate(x, y float64) bool {
	gc := &p.green
	// The tick the Consul's turn ends the bar may still hold the green
	// buttons (laid out before the turn ended): a click on one then is
	// too late too (played by mouse at Instant: Elixir clicked as the turn
	// ended did nothing and said nothing, and the Paladin fell).
	if now := buttonAt(p.buttons, x, y); gc.gone > greenTooLateTicks || now != nil && !now.green || gc.gone == 0 && p.g.Phase == rules.ConsulTurn {
		return false
	}
	b := buttonAt(gc.last, x, y)
	if b == nil {
		return false
	}
	gc.last = gc.last[:0]
	if p.g.Phase != rules.ConsulTurn {
		p.say(fmt.Sprintf("Too late for %s: the Consul's turn ended first. Green potions wait for its next turn", b.label))
	} else {
		p.say(fmt.Sprintf("%s for the %s is no longer offered", b.label, b.cost))
	}
	return true
}

// greenPausedWords tell the player why the Consul stopped after a drink
// and how to go on.
const greenPausedWords = "Paused after your potion: press Next step (N) to go on"

// consulWaits reports whether the computer Consul's next step waits: in
// step mode until Next, and while a green potion's button is held down.
// The first pause after a drink says why and how to go on (a toast, so
// it never stays over the log's newest lines); the Next button stays lit
// while the game waits (drawChrome).
func (p *Play) consulWaits() bool {
	if p.green.press != nil {
		return true
	}
	p.endGreenPause()
	if !p.stepMode || !p.stepWait {
		p.green.paused = false
		return false
	}
	if p.green.paused {
		p.say(greenPausedWords)
		p.green.paused = false
	}
	return true
}

// endGreenPause gives back the step mode a drink turned on, once the
// player went on past its pause (or the Consul's turn is over).
func (p *Play) endGreenPause() {
	if p.green.restore && (!p.stepWait || p.g.Phase != rules.ConsulTurn) {
		p.stepMode, p.green.restore = p.green.prior, false
	}
}

// The green potions' heading: the buttons read "Loud Slurping / Warrior",
// which said nothing of what they were or when they work (played by
// mouse at 200% with large text). Its two lines, and shorter ones where
// the long would leave the Consul's reason too little room beside the
// buttons (reasonRoom).
var greenHeads = [][2]string{{"Green potions", "drink one now"}, {"Drink", "now:"}}

// placeGreenHead moves the green potions' buttons to the bar's right end,
// by the playback controls (the Consul's reason takes the room left of
// them, reasonRoom), and keeps room for their heading left of them when
// the bar has it.
func (p *Play) placeGreenHead(ctx *Context) {
	pt := ctx.Painter
	l := &p.lay
	x0, x1 := math.Inf(1), math.Inf(-1)
	for _, b := range p.buttons {
		x0, x1 = min(x0, b.rect.X), max(x1, b.rect.X+b.rect.W)
	}
	d := max(0, l.actions.X+l.actions.W-x1)
	for _, b := range p.buttons {
		b.rect.X += d
	}
	x0 += d
	f := p.greenHeadFont(pt)
	for i, h := range greenHeads {
		w := max(pt.TextWidth(h[0], pt.Fonts.Bold, f), pt.TextWidth(h[1], pt.Fonts.Regular, f)) + 4
		x := x0 - 12 - w
		if x < l.wide.X {
			continue
		}
		p.greenHead, p.greenHeadWords = render.Rect{X: x, Y: l.bar.Y + 4, W: w, H: l.bar.H - 8}, i
		if p.barRows != 1 || x-8-l.wide.X >= reasonMinW {
			return
		}
	}
	if p.greenHead.W > 0 || p.barRows < 2 {
		return
	}
	// In rows, beside the row with room on its left (played at 200%
	// with extra large text: five potions in two rows and no heading).
	for i, h := range greenHeads {
		w := max(pt.TextWidth(h[0], pt.Fonts.Bold, f), pt.TextWidth(h[1], pt.Fonts.Regular, f)) + 4
		for _, row := range barRowsOf(p.buttons) {
			if x := row.X - 12 - w; x >= l.wide.X {
				p.greenHead, p.greenHeadWords = render.Rect{X: x, Y: row.Y, W: w, H: row.H}, i
				return
			}
		}
	}
}

// barRowsOf is each row of the bar's buttons as one rectangle, top row
// first.
func barRowsOf(bs []*actionButton) []render.Rect {
	var rows []render.Rect
	for _, b := range bs {
		r := b.rect
		found := false
		for i := range rows {
			if math.Abs(rows[i].Y-r.Y) < 1 {
				x0, x1 := min(rows[i].X, r.X), max(rows[i].X+rows[i].W, r.X+r.W)
				rows[i].X, rows[i].W, rows[i].H = x0, x1-x0, max(rows[i].H, r.H)
				found = true
			}
		}
		if !found {
			rows = append(rows, r)
		}
	}
	slices.SortFunc(rows, func(a, b render.Rect) int { return cmp.Compare(a.Y, b.Y) })
	return rows
}

// drawGreenHead paints the green potions' heading.
func (p *Play) drawGreenHead(screen *ebiten.Image, pt *render.Painter) {
	r := p.greenHead
	if r.W == 0 || len(p.buttons) == 0 || !p.buttons[0].green {
		return
	}
	f := p.greenHeadFont(pt)
	lineH := pt.Em(f) * 1.25
	y := r.Y + r.H/2 - lineH
	h := greenHeads[p.greenHeadWords]
	pt.Text(screen, h[0], pt.Fonts.Bold, f, r.X+r.W, y, render.AlignRight, render.ColGold)
	pt.Text(screen, h[1], pt.Fonts.Regular, f, r.X+r.W, y+lineH, render.AlignRight, render.ColTextDim)
}

// greenHeadFont is the heading's size: the buttons' labels' as drawn.
func (p *Play) greenHeadFont(pt *render.Painter) float64 {
	b := p.buttons[0]
	btn := render.Button{Label: b.label, Sub: b.cost, Rect: b.rect, FontSize: p.barFont}
	return btn.LabelSize(pt)
}

// greenPotionsNote says when a Hero's green potions are drunk: not in its
// own activation, so its bar has no button for them (played at 200%: the
// Tincan's Bitterroot was nowhere to be drunk, and nothing said why).
func (p *Play) greenPotionsNote(m *rules.Model) string {
	h := p.g.HeroCard(m)
	if h == nil {
		return ""
	}
	var names []string
	for _, a := range h.Actions {
		if a.Potion == cards.GreenPotion {
			names = append(names, a.Name)
		}
	}
	if p.g.HasWrath() {
		names = append(names, "Loud Slurping") // any Hero's (rules/potions.go)
	}
	if len(names) == 0 {
		return ""
	}
	return fmt.Sprintf(" Green potions (%s) are drunk in the Consul's turn, from the bar, never in its own.", joinNames(names))
}

// greenPotionTip says whom a Hero's own green potion works on, and when
// it would heal nothing now (played by mouse: the Witch's Healing Brew
// was drunk at full hearts, the player expecting it to heal the
// Fighter).
func (p *Play) greenPotionTip(h *rules.Model, a *cards.Action) string {
	tip := fmt.Sprintf("%s drinks it, for itself only: %s", h.Card, a.Text)
	if (a.Heal > 0 || a.HealPerStar) && h.Wounds == 0 && h.Statuses == 0 {
		tip += fmt.Sprintf(" %s has nothing to heal now.", h.Card)
	}
	return tip
}
