package scene

import (
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Pacing for a player at the screen: the camera follows what the Consul
// does (gently, and never against the player's own panning), the Heroes'
// own rolls play back quickly so control returns at once, and a click while
// something plays back skips to its end instead of vanishing.

// followQuiet is how long after the player's own panning or zooming no
// automatic pan happens: three seconds at 60 ticks per second.
const followQuiet = 3 * 60

// heroPace is how much faster than the chosen speed the Heroes' own
// actions (not their walking) play back in a game played at the screen:
// at 1× an attack's shot, roll and wound then take about half a second.
const heroPace = 4

// userPanned notes that the player moved the camera: any automatic glide
// stops, and none starts for followQuiet ticks.
func (p *Play) userPanned(tick int) {
	p.panTick, p.panEver = tick, true
	p.camFollow, p.camQuick = false, false
}

// humanPlays reports whether a player at the screen plays this game (not
// the hero AI, not a replay).
func (p *Play) humanPlays() bool { return p.auto == nil && p.cursor == nil }

// followPlayback points the camera at the beat now playing, in a game
// played at the screen: the Consul's spawns, moves and attacks and a Hero
// starting its activation (Tab). Watched games follow in followEvent.
func (p *Play) followPlayback(tick int) {
	if !p.humanPlays() {
		return
	}
	// A beat that started and ended within one tick (a Hero's activation,
	// played back at the Heroes' pace) is no longer first in the queue:
	// startBeat kept it for here.
	b := p.followNext
	p.followNext = nil
	if b == nil {
		if len(p.beats) == 0 {
			return
		}
		b = p.beats[0]
	}
	if !b.started || b == p.followed {
		return
	}
	p.followed = b
	_, activated := b.ev.(rules.ActivationStarted)
	if p.panEver && tick-p.panTick < followQuiet && !activated {
		// (A Hero the player just activated is where they look next, even
		// right after panning: played at 100%, an edge-pan just before
		// left the activated Warrior cut at the edge.)
		return
	}
	at, ok := p.followAt(b.ev)
	if !ok {
		return
	}
	if e, hero := b.ev.(rules.ActivationStarted); hero && e.Hero.ID == p.seenHero {
		// Activated by a click on its model, even one cut by the
		// board's edge: the player sees it and aims next near it
		// (played at 100%: the board slid 70 px to bring in a Fighter
		// clicked by the edge, and the square picked from the view
		// before was another).
		p.seenHero = rules.NoModel
		return
	}
	if _, hero := b.ev.(rules.ActivationStarted); hero && p.inView(at[0], at[1], p.cam.Zoom) {
		// A Hero the player can see never moves the board: they clicked
		// it (or its card) and their next click aims at a square they
		// see now. Played by mouse, a Hero activated near the board's
		// edge drew a glide of ~30 px, and the next click landed a square
		// off. Only a Hero out of sight, or cut by the edge (its square
		// not wholly in view: played at 100%, the Warrior and her move
		// numbers stayed cut at the edge), draws the camera. See also
		// pressMark.
		return
	}
	if _, hero := b.ev.(rules.ActivationStarted); !hero && !p.viewKept {
		// The Consul's turn, or an arrival in the Heroes' turn, moves the
		// board: its view before is kept to go back to (returnView). (A
		// Hero out of sight, activated, is where the player looks next.)
		p.viewKept, p.keptX, p.keptY, p.keptTick = true, p.cam.CX, p.cam.CY, tick
	}
	p.camGoalX, p.camGoalY, p.camFollow = at[0], at[1], true
}

// followOwnMove brings a Hero the player just walked to the board's edge
// (or past it) back into view, gently: at 200% the board is small, and a
// Hero's move often ended half hidden at a corner, the squares it could
// attack out of sight (played by mouse). Not within followQuiet of the
// player's own panning; a click during the glide acts where it was
// pressed (pressMark).
func (p *Play) followOwnMove(id rules.ModelID, to tiles.Point) {
	m := p.g.Model(id)
	if m == nil || m.Kind != rules.KindHero || !p.humanPlays() || p.g.Phase != rules.HeroTurn {
		return
	}
	if p.panEver && p.nowTick-p.panTick < followQuiet {
		return
	}
	x, y := float64(to.X)+0.5, float64(to.Y)+0.5
	if p.inView(x, y, 1.2*p.cam.Zoom) {
		return
	}
	// Quickly: the glide is over before a hand can aim again (played at
	// 200%: a slow one was still moving the board a second after the
	// walk, and the square picked from the last look was another).
	p.camGoalX, p.camGoalY, p.camFollow, p.camQuick = x, y, true, true
}

// returnView puts the board back where the player had it before the
// Consul's turn (or an arrival in the Heroes' turn) moved it, once the
// Heroes' turn is theirs again, unless they moved it themselves since
// (played by mouse: the board stayed ~45 px off, and squares learned at
// the end of the turn were a square off; at 200%, the last spawning
// point's fall slid the board 300 px and the next clicks hit empty
// squares).
func (p *Play) returnView(tick int) {
	if !p.viewKept || p.busy() || p.g.Phase != rules.HeroTurn {
		return
	}
	p.viewKept = false
	if p.panEver && p.panTick > p.keptTick || !p.humanPlays() {
		return
	}
	// At once, as the player gets the board back: a glide would move the
	// squares under a pointer already on its way to a Hero.
	p.cam.CX, p.cam.CY, p.camFollow = p.keptX, p.keptY, false
}

// partyInSight makes sure the Heroes' turn opens with a Hero in view:
// once a turn, when none is, the board centres on the party at once
// (played at 100%: the Consul's turn left the board on an empty corner,
// and the turn began with nothing on screen to click).
func (p *Play) partyInSight() {
	if !p.humanPlays() || p.busy() || p.g.Phase != rules.HeroTurn || p.partyChecked == p.g.Turn {
		return
	}
	p.partyChecked = p.g.Turn
	var at []tiles.Point
	for _, id := range p.heroIDs() {
		if m := p.g.Model(id); m != nil && m.InPlay {
			at = append(at, m.Pos)
		}
	}
	if x, y, ok := p.partyCentre(); ok && !p.anyInView(at) {
		p.cam.CX, p.cam.CY, p.camFollow = x, y, false
	}
}

// followAt is where on the board an event happens, for the camera.
func (p *Play) followAt(e rules.Event) ([2]float64, bool) {
	centre := func(sq tiles.Point) [2]float64 { return [2]float64{float64(sq.X) + 0.5, float64(sq.Y) + 0.5} }
	monster := func(id rules.ModelID) bool {
		m := p.g.Model(id)
		return m != nil && m.Kind != rules.KindHero
	}
	if x, y, ok := p.followClassic(e); ok { // classic_events.go
		return [2]float64{x, y}, true
	}
	switch e := e.(type) {
	case arcade.MonsterSpawned:
		return centre(e.At), true
	case explore.MonsterSpawned:
		return centre(e.At), true
	case explore.MonsterActivated:
		if m := p.g.Model(e.Monster.ID); m != nil {
			return centre(m.Pos), true
		}
	case rules.Moved:
		if len(e.Path) > 0 && monster(e.Model.ID) {
			return centre(e.Path[len(e.Path)-1]), true
		}
	case rules.Targeted:
		u, t := p.g.Model(e.User.ID), p.g.Model(e.Target.ID)
		if u != nil && t != nil && monster(u.ID) {
			a, b := centre(u.Pos), centre(t.Pos)
			return [2]float64{(a[0] + b[0]) / 2, (a[1] + b[1]) / 2}, true
		}
	case rules.ActivationStarted:
		if m := p.g.Model(e.Hero.ID); m != nil {
			return centre(m.Pos), true
		}
	}
	return [2]float64{}, false
}

// paceHeroes plays the Heroes' own actions back faster (see heroPace),
// walking excepted: it is how the eye follows where a Hero went.
func (p *Play) paceHeroes() {
	if !p.humanPlays() || p.g.Phase != rules.HeroTurn {
		return
	}
	for range heroPace - 1 {
		if len(p.beats) == 0 {
			return
		}
		if _, walking := p.beats[0].ev.(rules.Moved); walking {
			return
		}
		p.stepPlayback()
	}
}

// skipPlayback plays every queued beat to its end at once, for a click
// made while they play: the click then acts on the game as it is after
// them. The dice land on their faces at once and stay a while.
func (p *Play) skipPlayback() {
	speed := p.speed
	p.speed = 1000
	for i := 0; i < 100 && p.busy(); i++ {
		p.stepPlayback()
	}
	p.speed = speed
	if p.dice != nil {
		p.dice.age = max(p.dice.age, diceLanded)
	}
}
