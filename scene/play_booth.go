package scene

import (
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// demoSpeed is the demo's playback speed: the Consul's turns at 4×,
// quick enough for a booth's passers-by, slow enough to follow.
const demoSpeed = 4

// demoMaxTime is how long a demo may play before the next dungeon, by
// the clock: a booth's pace is the visitors', whatever the machine's
// speed (a loaded browser tab runs fewer ticks a second).
const demoMaxTime = 8 * time.Minute

// Booth timings, in ticks at 60 per second.
const (
	kioskIdleTicks   = 90 * 60 // an abandoned human game returns to the title
	demoRestartTicks = 6 * 60  // a finished demo shows its result, then starts anew

	cornerHoldTicks = 3 * 60 // holding the top-right corner opens the exit prompt
	cornerSize      = 48.0
)

// autoPlay lets the hero AI take the Heroes' next decision, when it plays.
func (p *Play) autoPlay() {
	if p.auto == nil || p.g.Over != "" || p.stalled != "" {
		return
	}
	if p.g.Phase == rules.ConsulTurn && p.consulDone {
		return
	}
	if p.ex != nil && p.rudeSuperOwed() {
		return // Rude Supers: the Consul's Super barges in first (exploreAdvance)
	}
	c := p.auto.Next(p.g)
	if c == nil {
		return
	}
	if err := p.apply(c); err != nil {
		p.stalled = "the hero AI chose an illegal command: " + err.Error()
	}
}

// boothRules handles attract mode and kiosk mode; it reports whether the
// scene is leaving this tick.
func (p *Play) boothRules(ctx *Context) bool {
	in := &ctx.In
	if p.attract {
		switch {
		case ctx.Tick <= 10:
		case in.KeyPressed(ebiten.KeyEscape):
			ctx.Goto(NewTitle())
			return true
		case in.Clicked || len(in.Keys) > 0:
			// The banner's promise: a click (or a key) takes over this very
			// game where it stands. Moving the mouse does nothing, so a
			// visitor can reach for the button.
			p.takeOver(ctx)
			return true
		}
		// The booth's pace: a demo shows its result for a few seconds and
		// the next one begins; a demo still going after demoMaxTime moves
		// on to a new dungeon all the same, so passers-by see the start of
		// a game, its fights and chests, and a boss fight within minutes
		// rather than one long game all day.
		if p.demoStart.IsZero() {
			p.demoStart = time.Now()
		}
		over := p.overShown()
		if over {
			p.overAge++
		}
		if over && p.overAge > demoRestartTicks || !over && time.Since(p.demoStart) > demoMaxTime {
			if next, err := p.nextDemo(); err == nil {
				ctx.manager.demoGames++
				ctx.Goto(next)
				return true
			}
		}
		return false
	}
	if !ctx.Kiosk {
		return false
	}
	// A game the hero AI plays is never abandoned: only a human game that
	// nobody touches goes back to the title.
	if in.Activity || p.auto != nil {
		p.idle = 0
	} else {
		p.idle++
	}
	if p.idle > kioskIdleTicks {
		ctx.Goto(NewTitle())
		return true
	}
	return kioskCorner(ctx, &p.cornerHeld, &p.exitPrompt)
}

// nextDemo is the booth's next demo: the next seed's game of the same
// rulebook.
func (p *Play) nextDemo() (Scene, error) {
	if p.ex != nil {
		return NewExploreDemoGame(p.demoSeed+1, true)
	}
	return NewDemoGame(p.demoSeed+1, true)
}

// kioskCorner runs the hidden way out of kiosk mode: hold the mouse down on
// the top-right corner for three seconds, then confirm.
func kioskCorner(ctx *Context, held *int, prompt *bool) bool {
	in := &ctx.In
	if *prompt {
		yes, no := exitButtons(ctx)
		if in.Clicked && yes.Contains(in.X, in.Y) {
			ctx.Quit()
			return true
		}
		if in.Clicked && no.Contains(in.X, in.Y) {
			*prompt = false
		}
		return true // the prompt takes every click while it is open
	}
	if in.Down && in.X > ctx.W-cornerSize && in.Y < cornerSize {
		*held++
		if *held > cornerHoldTicks {
			*prompt, *held = true, 0
		}
	} else {
		*held = 0
	}
	return false
}

func exitButtons(ctx *Context) (yes, no render.Rect) {
	return render.Rect{X: ctx.W/2 - 230, Y: ctx.H/2 + 10, W: 210, H: 56}, render.Rect{X: ctx.W/2 + 20, Y: ctx.H/2 + 10, W: 210, H: 56}
}

func drawExitPrompt(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	pt.Rect(screen, render.Rect{X: 0, Y: 0, W: ctx.W, H: ctx.H}, color.NRGBA{0x08, 0x06, 0x10, 0xc0})
	r := render.Rect{X: ctx.W/2 - 280, Y: ctx.H/2 - 110, W: 560, H: 200}
	pt.Panel(screen, r, render.ColPanel, render.ColGold)
	pt.Text(screen, "Close the game?", pt.Fonts.Bold, 28, ctx.W/2, r.Y+28, render.AlignCenter, render.ColText)
	yes, no := exitButtons(ctx)
	(&render.Button{Label: "Close", Rect: yes, Hot: yes.Contains(ctx.In.X, ctx.In.Y)}).Draw(screen, pt)
	(&render.Button{Label: "Keep playing", Rect: no, Hot: no.Contains(ctx.In.X, ctx.In.Y)}).Draw(screen, pt)
}

// drawBooth paints the attract banner and the kiosk exit prompt.
func (p *Play) drawBooth(screen *ebiten.Image, ctx *Context) {
	pt := ctx.Painter
	if p.attract {
		pulse := 0.75 + 0.25*float64((ctx.Tick/4)%16)/16
		const sub = "The Heroes are playing themselves: take over any time."
		// 500×100 at the design size, grown with the text, kept on screen.
		w := min(max(500, pt.TextWidth(sub, pt.Fonts.Regular, 16)+40), ctx.W-16)
		subSize := pt.FitSize(sub, pt.Fonts.Regular, 16, 8, w-20)
		h := max(100, 12+pt.Em(44)*56/44+pt.Em(subSize)*1.25+12)
		r := render.Rect{X: ctx.W/2 - w/2, Y: ctx.H/2 - h/2, W: w, H: h}
		pt.Panel(screen, r, color.NRGBA{0x26, 0x22, 0x3d, 0xd8}, render.ColGold)
		gold := color.NRGBA{0xff, 0xcf, 0x4a, uint8(255 * pulse)}
		pt.OutlinedText(screen, "Click to play!", pt.Fonts.Bold, 44, ctx.W/2, r.Y+12, 3, gold, render.ColOutline)
		pt.Text(screen, sub, pt.Fonts.Regular, subSize, ctx.W/2, r.Y+12+pt.Em(44)*56/44, render.AlignCenter, render.ColText)
	}
	if p.exitPrompt {
		drawExitPrompt(screen, ctx)
	}
}

// takeOver hands a demo game to the visitor: the hero AI stops, playback
// runs at the player's speed, and the Heroes wait for clicks. At a booth
// the game is kept in the booth's rolling save (kioskSlot); elsewhere it
// is not saved (it would take one of the player's slots unasked).
func (p *Play) takeOver(ctx *Context) {
	p.attract, p.auto = false, nil
	if p.ex != nil {
		p.ex.heroAI = nil // the Heroes are the visitor's; the Consul stays the computer's
	}
	p.speed = 1
	if ctx.Settings != nil {
		p.speed = ctx.Settings.ConsulSpeed
	}
	p.idle = 0
	p.barVersion = 0
	if ctx.Kiosk && ctx.Store != nil && p.sess != nil {
		p.useKioskSlot(ctx.Store)
		p.autosave()
	}
	if p.g.Phase != rules.ConsulTurn && p.g.Phase != rules.ConsulPowerUp {
		p.say("Your game now: click a Hero to activate it.")
	} else {
		// Taken over in the middle of the Consul's turn: clicking a Hero
		// now would do nothing.
		p.say("Your game now: the Consul finishes its turn, then click a Hero to activate it.")
	}
}
