package scene

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Placing the alternate modes' tokens by hand (Explore rulebook,
// "Alternate Game Modes"): before the game starts, the play screen shows
// the dungeon as the rules' placement board (explore.PlacementBoard: no
// monster yet) and lights where the next token may go. A person Consul
// clicks the prince's square or its crystals' squares; people playing the
// Heroes click the prince's steps (up to four, or "Leave him here") or
// their crystals'. The computer's side places its own at once, as "for
// me" would. When every token is placed the game is set up from the
// squares chosen, and saved and replayed with them.

// tokenPlacing is a placement by hand in progress.
type tokenPlacing struct {
	setup explore.Setup
	roles ExploreRoles
	step  explore.TokenStep
	lit   map[tiles.Point]bool
}

// needsPlacing reports whether a person places any of the mode's tokens.
func needsPlacing(s explore.Setup, roles ExploreRoles) bool {
	switch s.Variant {
	case explore.VariantRescue:
		return !roles.ConsulAI || !roles.HeroesAI
	case explore.VariantArtifact:
		return !roles.ConsulAI || !roles.HeroesAI
	}
	if r := s.Rude; r != nil && r.Pincer && r.SecondStart == nil {
		return !roles.HeroesAI // Pincer Assault: people choose the second doorway
	}
	return false
}

// newExplorePlacing opens the game s describes: at once when nobody
// places tokens by hand, else on its placement board first.
func newExplorePlacing(s explore.Setup, roles ExploreRoles) (*Play, error) {
	if !needsPlacing(s, roles) || s.PrinceAt != nil || s.Crystals != nil {
		return newExplorePlay(s, roles)
	}
	g, step, err := explore.PlacementBoard(s)
	if err != nil {
		return nil, fmt.Errorf("set up the game: %w", err)
	}
	set, err := tiles.LoadSet()
	if err != nil {
		return nil, fmt.Errorf("tile data: %w", err)
	}
	p := NewPlay(g, nil, set.Effects)
	p.ex = &exploreSide{setup: s, handSide: "consul"}
	p.setExploreRoles(roles)
	p.ex.placing = &tokenPlacing{setup: s, roles: roles}
	p.setPlacingStep(step)
	what, before := "An Explore", "Before the first monsters spawn, the mode's tokens are placed."
	if step.What == explore.TokenDoorway {
		what, before = "A Rude Supers", "Pincer Assault: before the Consul's first turn, the Heroes choose the second doorway."
	}
	p.log = append(p.log, logLine{text: fmt.Sprintf("%s dungeon (seed %d): %s. %s", what, s.Seed, p.exRolesText(), before), kind: "phase"})
	return p, nil
}

// placingByComputer reports whether the computer makes the step.
func (tp *tokenPlacing) byComputer(step explore.TokenStep) bool {
	if step.Consul {
		return tp.roles.ConsulAI
	}
	return tp.roles.HeroesAI
}

// setPlacingStep shows the next step: its squares lit, its words said.
func (p *Play) setPlacingStep(step explore.TokenStep) {
	tp := p.ex.placing
	tp.step = step
	tp.lit = map[tiles.Point]bool{}
	for _, sq := range step.Squares {
		tp.lit[sq] = true
	}
	p.version++
	p.barVersion = 0
	if step.What != "" && !tp.byComputer(step) {
		p.say(step.Say() + ".")
		if step.What == explore.TokenPrinceMove {
			// The squares to click are around the prince, who may be
			// hidden two tiles away from the Heroes the camera opened on
			// (played by mouse, he was off screen).
			p.camGoalX, p.camGoalY, p.camFollow = float64(step.From.X)+0.5, float64(step.From.Y)+0.5, true
		}
	}
}

// placingFits reports whether the game opens on the whole dungeon:
// Pincer Assault's doorways lie around its edges, before the choice and
// after it.
func (p *Play) placingFits() bool {
	if p.ex == nil {
		return false
	}
	if p.ex.placing != nil {
		return p.ex.placing.step.What == explore.TokenDoorway
	}
	// A party split between two doorways: the middle between them was
	// an empty stretch of the dungeon showing neither half (seen by
	// mouse).
	return len(explore.Starts(p.g)) > 1
}

// placeToken answers the step with square sq and moves on: the board
// shows the token, and the next step (or the game) follows.
func (p *Play) placeToken(sq tiles.Point) {
	tp := p.ex.placing
	next := explore.Place(tp.setup, tp.step, sq)
	g, step, err := explore.PlacementBoard(next)
	if err != nil {
		p.say(err.Error())
		return
	}
	who := "The Heroes"
	if tp.step.Consul {
		who = "The Consul"
	}
	switch tp.step.What {
	case explore.TokenPrince:
		p.log = append(p.log, logLine{text: who + " hides the prince.", kind: "phase"})
	case explore.TokenPrinceMove:
		if sq == tp.step.From {
			p.log = append(p.log, logLine{text: who + " leave the prince where he is.", kind: "phase"})
		} else {
			p.log = append(p.log, logLine{text: fmt.Sprintf("%s move the prince a square (%d of 4).", who, tp.step.N+1), kind: "phase"})
		}
	case explore.TokenCrystal:
		verb := "place"
		if tp.step.Consul {
			verb = "places"
		}
		p.log = append(p.log, logLine{text: fmt.Sprintf("%s %s crystal %d of 5, face down.", who, verb, tp.step.N), kind: "phase"})
	case explore.TokenDoorway:
		p.log = append(p.log, logLine{text: fmt.Sprintf("The Heroes split up: %d of them enter by the second doorway.", tp.step.N), kind: "phase"})
	}
	tp.setup = next
	// The board's models are the same at every step: only the tokens move.
	p.g.Crystals = g.Crystals
	if st, ns := explore.StateOf(p.g), explore.StateOf(g); st != nil && ns != nil {
		st.EndToken = ns.EndToken
	}
	p.setPlacingStep(step)
	p.placingComputer()
}

// placingComputer makes the computer's steps, if the next are its.
func (p *Play) placingComputer() {
	tp := p.ex.placing
	for tp.step.What != "" && tp.byComputer(tp.step) {
		if tp.step.What == explore.TokenPrinceMove {
			// The hero AI's move is the rules' own "for me" (nil).
			tp.step = explore.TokenStep{}
			break
		}
		p.placeToken(tp.step.ForMe)
	}
}

// placingUpdate runs the placement: the computer's steps, a click on a
// lit square or a button, and the game's start once every token is down.
func (p *Play) placingUpdate(ctx, hc *Context) {
	tp := p.ex.placing
	p.placingComputer()
	if tp.step.What == "" {
		np, err := newExplorePlay(tp.setup, tp.roles)
		if err != nil {
			p.say(err.Error())
			p.stalled = err.Error()
			return
		}
		if tp.roles.HeroesAI && tp.roles.ConsulAI {
			np.auto = np.ex.heroAI
			ctx.Goto(np)
			return
		}
		startInSlot(ctx, np)
		return
	}
	p.updateHover(ctx, hc)
	if !ctx.In.Clicked || p.dragMoved >= 6 {
		return
	}
	if b := p.hoverBtn; b != nil {
		if b.disabled != "" {
			p.say(b.disabled)
			return
		}
		b.onClick()
		p.layoutButtons(hc)
		return
	}
	if !p.hoverOn {
		return
	}
	if tp.lit[p.hoverSq] {
		p.placeToken(p.hoverSq)
		p.layoutButtons(hc) // the bar names the next step at once
		return
	}
	p.say(tp.step.Say() + ".")
}

// placingButtons are the action bar during a placement by hand.
func (p *Play) placingButtons() []*actionButton {
	tp := p.ex.placing
	st := tp.step
	who := "the Heroes place it"
	if st.Consul {
		who = "the Consul places it"
	}
	var what string
	switch st.What {
	case explore.TokenPrince:
		what = "Hide the prince"
	case explore.TokenPrinceMove:
		what, who = fmt.Sprintf("Move the prince (%d/4)", st.N), "the Heroes move him"
	case explore.TokenCrystal:
		what = fmt.Sprintf("Crystal %d of 5", st.N)
	case explore.TokenDoorway:
		what, who = "Second doorway", plural(st.N, "Hero enters", "Heroes enter")+" there"
	default:
		return nil
	}
	info := &actionButton{label: what, cost: who, active: true, tip: st.Say()}
	info.onClick = func() { p.say(st.Say() + ".") }
	forMe := &actionButton{label: "Place for me", cost: "the computer's choice", tip: "Put this token where the computer would"}
	forMe.onClick = func() { p.placeToken(st.ForMe) }
	out := []*actionButton{info}
	if st.What == explore.TokenPrinceMove {
		stay := &actionButton{label: "Leave him here", cost: "end the move", tip: "The prince stays on this square; the game begins"}
		stay.onClick = func() { p.placeToken(st.From) }
		forMe.label, forMe.cost, forMe.tip = "Step for me", "towards the start", "Move the prince one square closer to the start token"
		if st.ForMe == st.From {
			// No open square is nearer: the rules' "for me" would leave
			// him, which is the other button's job, not a step's.
			forMe.disabled = "No open square next to him is nearer the start."
		}
		out = append(out, forMe, stay)
	} else {
		if st.What == explore.TokenDoorway {
			forMe.label, forMe.cost, forMe.tip = "Choose for me", "the farthest doorway", "Enter by the doorway the computer would choose: the one farthest from the start token"
		}
		out = append(out, forMe)
	}
	if len(st.Squares) == 0 {
		forMe.disabled = "No square is free for it."
		info.active = false
	}
	return out
}

// placingStatus is the top bar's text during a placement.
func (p *Play) placingStatus() string {
	st := p.ex.placing.step
	switch st.What {
	case explore.TokenPrince:
		return "Setup · the Consul hides the prince"
	case explore.TokenPrinceMove:
		return fmt.Sprintf("Setup · the Heroes move the prince (%d/4)", st.N)
	case explore.TokenCrystal:
		if st.Consul {
			return fmt.Sprintf("Setup · the Consul's crystal (%d of 5)", st.N)
		}
		return fmt.Sprintf("Setup · the Heroes' crystal (%d of 5)", st.N)
	case explore.TokenDoorway:
		return "Setup · the Heroes' second doorway"
	}
	return "Setup"
}

// drawPlacingSquares lights where the next token may go: the Consul's
// violet or the party's gold.
func (p *Play) drawPlacingSquares(screen *ebiten.Image, ctx *Context) {
	if p.ex.placing == nil {
		return
	}
	pt := ctx.Painter
	tp := p.ex.placing
	edge, fill := render.ColGold, colDash
	if tp.step.Consul {
		edge, fill = colSpawnEdge, colSpawn
	}
	for _, sq := range tp.step.Squares {
		r := p.squareRect(sq)
		pt.RoundRect(screen, render.Rect{X: r.X + 2, Y: r.Y + 2, W: r.W - 4, H: r.H - 4}, 5, edge)
		pt.RoundRect(screen, render.Rect{X: r.X + 4, Y: r.Y + 4, W: r.W - 8, H: r.H - 8}, 4, fill)
		if p.colourBlind {
			markPlus(screen, pt, r)
		}
	}
}
