package scene

import (
	"fmt"
	"math"
	"slices"

	"github.com/superdungeon-digital/superdungeon/render/sound"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/sprites"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// modelView is how one model looks right now: where it is drawn (which lags
// the rules state while an animation plays) and which animation it shows.
type modelView struct {
	x, y     float64
	anim     sprites.Anim
	animTick int
	faceLeft bool
	hidden   bool // destroyed and finished its death animation
	flash    int  // ticks of hurt flash left
}

// Speed of playback at 1×: slow enough to follow a move square by square and
// read a roll, which is what a watching table needs.
const (
	ticksPerSquare = 9
	ticksPerRoll   = 70
	ticksPerHurt   = 24
	ticksPerDeath  = 36
	ticksPerBanner = 80
	ticksPerShot   = 26
)

// shotShow is an attack being drawn: a line from attacker to target with a
// projectile travelling along it.
type shotShow struct {
	fromX, fromY, toX, toY float64
	hero                   bool
	shooter                string // the attacker's card, for its projectile sprite
	age                    int
}

// beat is one step of playback: an event being shown.
type beat struct {
	ev        rules.Event
	ticks     int // ticks left
	total     int
	path      []tiles.Point
	model     rules.ModelID
	fromX     float64
	fromY     float64
	started   bool
	finished  bool
	stepSound int // the last square a footstep was played for
}

func (p *Play) view(id rules.ModelID) *modelView {
	v, ok := p.views[id]
	if !ok {
		m := p.g.Model(id)
		v = &modelView{}
		if m != nil {
			v.x, v.y = float64(m.Pos.X), float64(m.Pos.Y)
			v.hidden = !m.InPlay
		}
		p.views[id] = v
	}
	return v
}

// syncViews snaps every idle model to its rules position.
func (p *Play) syncViews() {
	for i := range p.g.Models {
		m := &p.g.Models[i]
		v := p.view(m.ID)
		v.x, v.y = float64(m.Pos.X), float64(m.Pos.Y)
		if m.InPlay {
			v.hidden = false
		} else if v.anim != sprites.Death {
			v.hidden = true
		}
	}
}

// queue adds events for playback.
func (p *Play) queue(evs []rules.Event) {
	var over []rules.Event
	for _, e := range evs {
		if _, ok := e.(rules.GameOver); ok {
			// The end is told last: the rules decide it inside the
			// blow that destroys the boss, and the blow's wrath came
			// after it in the log (played by mouse).
			over = append(over, e)
			continue
		}
		p.beats = append(p.beats, &beat{ev: e})
	}
	for _, e := range over {
		p.beats = append(p.beats, &beat{ev: e})
	}
}

// busy reports whether playback is still running (input waits for it).
func (p *Play) busy() bool { return len(p.beats) > 0 }

// stepPlayback advances the current beat by one tick (several at higher
// speeds).
func (p *Play) stepPlayback() {
	steps := p.speed
	if p.reduced {
		steps *= 2 // reduced motion keeps animations short
	}
	for n := 0; n < steps && len(p.beats) > 0; n++ {
		b := p.beats[0]
		if !b.started {
			p.startBeat(b)
		}
		b.ticks--
		p.animateBeat(b)
		if b.ticks <= 0 {
			p.finishBeat(b)
			p.beats = p.beats[1:]
		}
	}
	if len(p.beats) == 0 {
		p.syncViews()
		p.shown = nil
		// The command was saved as it was applied, before its events
		// played into the log: save again so Continue brings back every
		// line (played by mouse: a Dash's two lines were missing after a
		// save and quit).
		p.autosave()
	}
}

func (p *Play) startBeat(b *beat) {
	b.started = true
	p.followEvent(b.ev)
	if p.humanPlays() {
		if _, ok := p.followAt(b.ev); ok {
			p.followNext = b // followPlayback points the camera at it
		}
	}
	p.soundFor(b.ev)
	if _, roll := b.ev.(rules.Rolled); !roll {
		// A roll's line waits for its dice to land (finishBeat): the log
		// told the result while the tray still tumbled (played at 200%).
		p.logEvent(b.ev)
	}
	p.advanceShown(b.ev)
	p.noteFlyer(b.ev)
	if _, ok := b.ev.(rules.PotionDrunk); ok {
		p.barVersion = 0 // a queued green potion's button now says it was drunk (green.go)
	}
	switch e := b.ev.(type) {
	case rules.Moved:
		v := p.view(e.Model.ID)
		b.model, b.path = e.Model.ID, e.Path
		b.fromX, b.fromY = v.x, v.y
		b.total = ticksPerSquare * max(1, len(e.Path))
		v.anim, v.animTick = sprites.Walk, 0
	case rules.ChestOpened:
		if len(e.Drawn) == 1 && e.Drawn[0] == e.Chosen && p.humanPlays() {
			// One card, kept without a choice: say what was found where
			// the eye is (played by mouse: only the log told it).
			p.showBanner("Found: "+e.Chosen, false)
			if c := p.g.Catalog().Equipment[e.Chosen]; c != nil && c.Text != "" {
				p.log = append(p.log, logLine{text: fmt.Sprintf("%s (%s slot): %s", e.Chosen, c.Slot, c.Text), kind: "treasure-kept"})
			}
		}
	case rules.Rolled:
		b.total = ticksPerRoll
		p.dice = &diceShow{roll: e, age: 0}
		if n := len(p.log); n > 0 {
			p.dice.said = p.log[n-1].text
		}
	case rules.Compared:
		b.total = 30
		if p.dice != nil {
			p.dice.compared = &e
		}
		if v := p.view(e.Attacker.ID); v != nil {
			v.anim, v.animTick = sprites.Attack, 0
			if d := p.g.Model(e.Defender.ID); d != nil {
				v.faceLeft = p.leftOf(float64(d.Pos.X), float64(d.Pos.Y), v.x, v.y)
			}
		}
	case rules.Targeted:
		b.total = 0
		a, t := p.g.Model(e.User.ID), p.g.Model(e.Target.ID)
		if a != nil && t != nil && a.ID != t.ID {
			av, tv := p.view(a.ID), p.view(t.ID)
			p.shot = &shotShow{fromX: av.x, fromY: av.y, toX: tv.x, toY: tv.y, hero: a.Kind == rules.KindHero, shooter: a.Card}
			av.anim, av.animTick = sprites.Attack, 0
			av.faceLeft = p.leftOf(tv.x, tv.y, av.x, av.y)
			b.total = ticksPerShot
		}
	case rules.Defended:
		b.total = 30
		if p.dice != nil {
			p.dice.defended = &e
		}
	case rules.Wounded:
		b.total = ticksPerHurt
		v := p.view(e.Model.ID)
		v.anim, v.animTick, v.flash = sprites.Hurt, 0, ticksPerHurt
		if e.InsteadOf != nil {
			// Expendable: the wound lands on another model than the one
			// attacked, which the board alone did not explain (played by
			// mouse: only the log said so).
			p.setBanner(fmt.Sprintf("%s takes %s for %s", e.Model.Name, map[bool]string{true: "the wound", false: fmt.Sprintf("%d wounds", e.Amount)}[e.Amount == 1], e.InsteadOf.Name))
		}
	case rules.Destroyed:
		b.total = ticksPerDeath
		v := p.view(e.Model.ID)
		v.anim, v.animTick = sprites.Death, 0
	case rules.PhaseChanged:
		b.total = ticksPerBanner
		p.setBanner(phaseBanner(e.Phase))
		if e.Phase == rules.ConsulPowerUp || e.Phase == rules.HeroPowerUp {
			b.total = 0
			p.setBanner("")
		}
	case arcade.MonsterSpawned:
		v := p.view(e.Model.ID)
		v.hidden = false
		v.x, v.y = float64(e.At.X), float64(e.At.Y)
		v.anim, v.animTick = sprites.Idle, 0
		b.total = 22
		p.consulLine, p.consulAge = e.Reason, 0
		if m := p.g.Model(e.Model.ID); m != nil && !e.Moved && (m.Card == consulOf(p.g).Boss || m.Card == consulOf(p.g).MiniBoss) {
			// The mini-boss's and the boss's arrivals are moments: told
			// by the reason line alone, the power-up panel that opens
			// next hid them.
			p.announce(m.Card + " arrives!")
			b.total = 40
		}
	case explore.MonsterSpawned:
		v := p.view(e.Model.ID)
		v.hidden = false
		v.x, v.y = float64(e.At.X), float64(e.At.Y)
		v.anim, v.animTick = sprites.Idle, 0
		b.total = 22
		if s, m := p.exState(), p.g.Model(e.Model.ID); s != nil && m != nil && s.Rude == nil && (m.Card == s.Boss || slices.Contains(s.MiniBosses, m.Card)) {
			// Explore's dungeon boss and mini-bosses arrive as in Arcade:
			// a moment the power-up panel must not hide (Rude Supers
			// announces its boss itself).
			p.announce(shortName(m.Card) + " arrives!")
			b.total = 40
		}
	case explore.RudeEvent:
		b.total = p.rudeMoment(e) // explore_rude.go
	case explore.ChartAdvanced, explore.BonusGained, explore.BossFightEvent:
		p.consulLine, p.consulAge = e.String(), 0
		b.total = 60
	case rules.ConsulDecided:
		p.consulLine, p.consulAge = e.Reason, 0
		b.total = 40
	case arcade.ConsulCommandStarted:
		if e.Times > 1 {
			p.setBanner(fmt.Sprintf("%s ×%d", e.Command, e.Times))
		} else {
			p.setBanner(e.Command)
		}
		b.total = 50
	case arcade.ChartAdvanced:
		p.consulLine, p.consulAge = e.String(), 0
		b.total = 60
	case arcade.CardDrawn:
		p.consulLine, p.consulAge = e.String(), 0
		b.total = 60
	case rules.GameOver:
		p.banner, p.bannerAge, p.bannerMust, p.bannerNext = e.Winner+" win!", 0, false, nil // the last word
		if e.Winner == "the Consul" {
			p.banner = "The Consul wins!"
		}
		b.total = ticksPerBanner
	default:
		b.total = p.classicBeat(e) // classic_events.go
	}
	b.ticks = b.total
}

func (p *Play) animateBeat(b *beat) {
	if e, ok := b.ev.(rules.Moved); ok && len(b.path) > 0 {
		v := p.view(e.Model.ID)
		done := float64(b.total-b.ticks) / ticksPerSquare
		i := int(done)
		frac := done - float64(i)
		prevX, prevY := b.fromX, b.fromY
		if i > 0 {
			prev := b.path[min(i, len(b.path))-1]
			prevX, prevY = float64(prev.X), float64(prev.Y)
		}
		if i >= len(b.path) {
			last := b.path[len(b.path)-1]
			v.x, v.y = float64(last.X), float64(last.Y)
			return
		}
		next := b.path[i]
		v.x = prevX + (float64(next.X)-prevX)*frac
		v.y = prevY + (float64(next.Y)-prevY)*frac
		if i != b.stepSound {
			b.stepSound = i
			p.sfx(sound.Step)
		}
		if sx, _ := p.cam.ToScreen(float64(next.X), float64(next.Y)); sx != p.screenX(prevX, prevY) {
			v.faceLeft = p.leftOf(float64(next.X), float64(next.Y), prevX, prevY)
		}
	}
}

func (p *Play) finishBeat(b *beat) {
	switch e := b.ev.(type) {
	case rules.Rolled:
		p.logEvent(e)
	case rules.Moved:
		v := p.view(e.Model.ID)
		v.anim = sprites.Idle
		if len(e.Path) > 0 {
			last := e.Path[len(e.Path)-1]
			v.x, v.y = float64(last.X), float64(last.Y)
			p.followOwnMove(e.Model.ID, last) // play_pace.go
		}
	case rules.Destroyed:
		// Hidden, and done dying: a Hero brought back by a Princess Coin
		// is the same model, and kept the death's last frame, a cloud of
		// smoke where it stood (played by mouse).
		v := p.view(e.Model.ID)
		v.hidden, v.anim, v.animTick = true, sprites.Idle, 0
	case rules.Wounded:
		p.view(e.Model.ID).anim = sprites.Idle
	case rules.Compared:
		p.view(e.Attacker.ID).anim = sprites.Idle
	}
}

// tickViews advances every model's animation frame.
func (p *Play) tickViews() {
	for _, v := range p.views {
		if p.reduced && v.anim == sprites.Idle {
			v.animTick = 0 // reduced motion: models stand still when idle
		}
		v.animTick++
		if v.flash > 0 {
			v.flash--
		}
		n := sprites.FrameCount(v.anim)
		per := 8
		if v.anim == sprites.Idle {
			per = 14
		}
		if v.anim != sprites.Idle && v.anim != sprites.Walk && v.animTick >= n*per {
			if v.anim == sprites.Death {
				v.animTick = n*per - 1 // hold the last frame until hidden
			} else {
				v.anim, v.animTick = sprites.Idle, 0
			}
		}
	}
}

func (v *modelView) frame() int {
	n := sprites.FrameCount(v.anim)
	per := 8
	if v.anim == sprites.Idle {
		per = 14
	}
	f := v.animTick / per
	if v.anim == sprites.Idle || v.anim == sprites.Walk {
		return f % n
	}
	return min(f, n-1)
}

// soundFor plays the sound of an event as it is shown.
func (p *Play) soundFor(e rules.Event) {
	switch e := e.(type) {
	case rules.Rolled:
		p.sfx(sound.DiceRoll)
	case rules.Compared:
		switch {
		case e.Critical:
			p.sfx(sound.Critical)
		case !e.Success:
			p.sfx(sound.Miss)
		case p.isRanged(e.Attacker.ID, e.Defender.ID):
			p.sfx(sound.RangedShot)
		default:
			p.sfx(sound.MeleeHit)
		}
	case rules.Defended:
		if e.Held {
			p.sfx(sound.Miss)
		} else {
			p.sfx(sound.MeleeHit)
		}
	case rules.Wounded:
		p.sfx(sound.Hurt)
	case rules.Destroyed:
		if e.Kind_ != rules.KindHero {
			p.sfx(sound.MonsterDeath)
		}
	case rules.HeroDown:
		p.sfx(sound.HeroDown)
	case rules.PotionDrunk, rules.PotionGained:
		p.sfx(sound.Potion)
	case rules.ChestOpened:
		p.sfx(sound.ChestOpen)
	case explore.RudeEvent:
		p.rudeSound(e)
	case arcade.MonsterSpawned:
		if m := p.g.Model(e.Model.ID); m != nil && m.Card == consulOf(p.g).Boss {
			p.sfx(sound.BossArrival)
		} else if !e.Moved {
			p.sfx(sound.Spawn)
		}
	case rules.GameOver:
		if p.g.Over == "heroes" {
			p.sfx(sound.Victory)
		} else {
			p.sfx(sound.Defeat)
		}
	}
}

// isRanged reports whether two models are more than a square apart.
func (p *Play) isRanged(a, b rules.ModelID) bool {
	ma, mb := p.g.Model(a), p.g.Model(b)
	return ma != nil && mb != nil && tiles.Dist(ma.Pos, mb.Pos) > 1
}

// sfx plays an effect unless playback is instant (a burst of every sound
// of a turn at once helps nobody).
func (p *Play) sfx(name string) {
	if p.mixer != nil && p.speed < 1000 {
		p.mixer.Play(name)
	}
}

func phaseBanner(ph rules.Phase) string {
	switch ph {
	case rules.HeroTurn:
		return "Heroes' turn"
	case rules.ConsulTurn:
		return "The Consul's turn"
	}
	return fmt.Sprint(ph)
}

func cos(a float64) float64 { return math.Cos(a) }
func sin(a float64) float64 { return math.Sin(a) }

// followEvent points the camera at where an event happens, in games nobody
// at the screen is playing (attract mode, -autoplay, the replay viewer):
// a watcher should never miss a move or a spawn off the edge of the view.
func (p *Play) followEvent(e rules.Event) {
	if p.auto == nil && p.cursor == nil {
		return // a player steers the camera themselves
	}
	var at tiles.Point
	switch e := e.(type) {
	case rules.Moved:
		if len(e.Path) == 0 {
			return
		}
		at = e.Path[len(e.Path)-1]
	case arcade.MonsterSpawned:
		at = e.At
	case explore.MonsterSpawned:
		at = e.At
	case rules.Targeted:
		m := p.g.Model(e.Target.ID)
		if m == nil {
			return
		}
		at = m.Pos
	default:
		return
	}
	p.camGoalX, p.camGoalY, p.camFollow = float64(at.X)+0.5, float64(at.Y)+0.5, true
}

// glideCamera eases the camera toward its goal when the goal is near the
// edge of the view or outside it, so the board does not jump.
func (p *Play) glideCamera() {
	if !p.camFollow {
		return
	}
	// It stops as soon as the goal is clear of the edges: two and a half
	// squares, or a fifth of a small view (played at 200%: in a view eight
	// squares wide the glide all but centred a Hero who stepped near the
	// edge, and the board slid some 60 px under the pointer).
	v := p.cam.View
	if p.inView(p.camGoalX, p.camGoalY, min(2.5*p.cam.Zoom, 0.2*min(v.W, v.H))) {
		p.camFollow, p.camQuick = false, false
		return
	}
	k := 0.12
	if p.camQuick {
		k = 0.4
	}
	if p.reduced || p.speed >= 1000 {
		k = 1 // reduced motion and instant playback: no glide
	}
	x0, y0 := p.cam.CX, p.cam.CY
	p.cam.CX += (p.camGoalX - p.cam.CX) * k
	p.cam.CY += (p.camGoalY - p.cam.CY) * k
	p.cam.ClampAbove(p.g.Board.W, p.g.Board.H, p.stripReserve())
	if math.Abs(p.cam.CX-x0)+math.Abs(p.cam.CY-y0) < 1e-3 {
		// The board's bounds hold it where it is: the goal cannot come
		// clear of the edge. The glide ends here, or it would wait and
		// move the board seconds later, when the view's size changed
		// (played at 200%: the board slid 135 px under a resting
		// pointer 3 s after a walk).
		p.camFollow, p.camQuick = false, false
		return
	}
	if p.press.held {
		p.press.glided = true
	}
}

// inView reports whether board point (bx, by) shows on the board view
// at least margin pixels from its edges.
func (p *Play) inView(bx, by, margin float64) bool {
	x, y := p.cam.ToScreen(bx, by)
	v := p.cam.View
	return x > v.X+margin && x < v.X+v.W-margin && y > v.Y+margin && y < v.Y+v.H-margin
}

// anyInView reports whether any of the squares is wholly in view.
func (p *Play) anyInView(squares []tiles.Point) bool {
	for _, sq := range squares {
		if p.inView(float64(sq.X)+0.5, float64(sq.Y)+0.5, p.cam.Zoom/2) {
			return true
		}
	}
	return false
}

// screenX is where board point (x, y) is across the screen.
func (p *Play) screenX(x, y float64) float64 {
	sx, _ := p.cam.ToScreen(x, y)
	return sx
}

// leftOf reports whether board point (x, y) is left of (fromX, fromY) on
// screen: models face the way they move and strike as the screen shows
// it, whichever way the display is turned.
func (p *Play) leftOf(x, y, fromX, fromY float64) bool {
	return p.screenX(x, y) < p.screenX(fromX, fromY)
}
