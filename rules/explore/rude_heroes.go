package explore

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The Heroes under Rude Supers: simultaneous activation and the movement
// reset.
//
// "If there are no Supers in play all Heroes may act simultaneously,
// performing their upkeep, movement, and actions at their own discretion"
// (and so may the Heroes left once no Super can interrupt any more). The
// core runs one Hero's activation at a time, so simultaneous activation is
// pausing: PauseHero sets the active Hero's activation aside (its points,
// potion and upkeep kept), any other Hero may then start (upkeep right
// before it, as always) or ResumeHero picks a paused one up where it
// stopped. Moves and actions of several Heroes so interleave in any order;
// the Heroes' turn ends once every Hero has ended its activation (the
// turn is held open while one is paused).
//
// "Movement Reset: ... any model may reset their movement as long as no
// action has taken place. Once a model has acted in any way, their new
// movement reset point is in the square they ended the previous action":
// ResetMove puts the active Hero back on its reset point (kept by
// rudeResetPoint) with the movement
// points it had there. Project decisions: only Heroes reset (the Consul's
// screen has no reset); what a square entered on the way did (a Lava
// wound) stays.

// PausedHero is a Hero's activation set aside.
type PausedHero struct {
	Act     rules.Activation
	ResetAt tiles.Point
	ResetMP int
}

// PauseHero sets the active Hero's activation aside (simultaneous
// activation).
type PauseHero struct{}

// ResumeHero picks a paused Hero's activation up again.
type ResumeHero struct{ Hero rules.ModelID }

// ResetMove takes the active Hero back to its movement reset point.
type ResetMove struct{}

func (PauseHero) CommandName() string  { return "pause a Hero's activation" }
func (ResumeHero) CommandName() string { return "resume a Hero's activation" }
func (ResetMove) CommandName() string  { return "reset movement" }

// HeroPaused and HeroResumed report simultaneous activation.
type HeroPaused struct{ Hero rules.Ref }
type HeroResumed struct{ Hero rules.Ref }

func (e HeroPaused) Kind() string    { return "hero-paused" }
func (e HeroPaused) String() string  { return e.Hero.String() + " pauses; another Hero may act" }
func (e HeroResumed) Kind() string   { return "hero-resumed" }
func (e HeroResumed) String() string { return e.Hero.String() + " picks its activation up again" }

// Simultaneous reports whether the Heroes may activate simultaneously now:
// a Rude Supers Heroes' turn in which no Super can interrupt any more.
func Simultaneous(g *rules.Game) bool {
	s := StateOf(g)
	return s != nil && s.Rude != nil && eg{g, s}.simultaneous()
}

func (g eg) simultaneous() bool {
	r := g.rude()
	if r == nil || g.Phase != rules.HeroTurn || g.S.Active != rules.NoModel {
		return false
	}
	for _, id := range r.Interrupters {
		m := g.Model(id)
		if !m.InPlay || slices.Contains(r.Declined, id) {
			continue
		}
		if isBoss(g.Game, m) {
			if r.BossTimes < r.BossInterruptions() {
				return false
			}
		} else if !slices.Contains(r.Interrupted, id) {
			return false
		}
	}
	return true
}

// PausedHeroes lists the Heroes whose activations are paused.
func PausedHeroes(g *rules.Game) []rules.ModelID {
	s := StateOf(g)
	if s == nil || s.Rude == nil {
		return nil
	}
	var out []rules.ModelID
	for _, p := range s.Rude.Paused {
		out = append(out, p.Act.Hero)
	}
	return out
}

func (c PauseHero) apply(g eg) ([]rules.Event, error) {
	r := g.rude()
	if r == nil || !g.simultaneous() {
		return nil, rules.Illegal(c, "Heroes activate simultaneously only in a Rude Supers Heroes' turn no Super can interrupt any more")
	}
	if g.Active == rules.NoModel {
		return nil, rules.Illegal(c, "no Hero is activating")
	}
	id := g.Active
	r.Paused = append(clip(r.Paused), PausedHero{Act: g.Act, ResetAt: r.ResetAt, ResetMP: r.ResetMP})
	g.Active, g.Act = rules.NoModel, rules.Activation{Hero: rules.NoModel}
	return []rules.Event{HeroPaused{Hero: g.RefOf(id)}}, nil
}

func (c ResumeHero) apply(g eg) ([]rules.Event, error) {
	r := g.rude()
	if r == nil || g.Phase != rules.HeroTurn || g.Active != rules.NoModel {
		return nil, rules.Illegal(c, "pause the active Hero first")
	}
	i := slices.IndexFunc(r.Paused, func(p PausedHero) bool { return p.Act.Hero == c.Hero })
	if i < 0 {
		return nil, rules.Illegal(c, "%s has no paused activation", g.Name(c.Hero))
	}
	if !g.Model(c.Hero).InPlay {
		return nil, rules.Illegal(c, "%s is no longer in the dungeon", g.Name(c.Hero))
	}
	p := r.Paused[i]
	r.Paused = slices.Delete(slices.Clone(r.Paused), i, i+1)
	if len(r.Paused) == 0 {
		r.Paused = nil
	}
	g.Active, g.Act = c.Hero, p.Act
	r.ResetAt, r.ResetMP = p.ResetAt, p.ResetMP
	return []rules.Event{HeroResumed{Hero: g.RefOf(c.Hero)}}, nil
}

func (c ResetMove) apply(g eg) ([]rules.Event, error) {
	r := g.rude()
	if r == nil || g.Phase != rules.HeroTurn || g.Active == rules.NoModel {
		return nil, rules.Illegal(c, "only an activating Hero in Rude Supers resets its movement")
	}
	m := g.Model(g.Active)
	if m.Pos == r.ResetAt && g.Act.MPSpent == r.ResetMP {
		return nil, rules.Illegal(c, "%s has not moved since its last action", m.Card)
	}
	if o := g.At(r.ResetAt); o != nil && o.ID != m.ID {
		return nil, rules.Illegal(c, "%s stands on %v now", o.Card, r.ResetAt)
	}
	m.Pos = r.ResetAt
	g.Act.MPSpent = r.ResetMP
	return []rules.Event{rules.Moved{Model: g.RefOf(m.ID), Path: []tiles.Point{r.ResetAt}, Reason: "a movement reset, back where its move began"}}, nil
}

// rudeResetPoint keeps the active Hero's movement reset point under Rude
// Supers (called from AfterCommand, variant.go): an activation's start, or
// any command but a move, a reset or a resumption, sets it where the Hero
// stands. It is idempotent (the core may call AfterCommand twice).
func (s *State) rudeResetPoint(g *rules.Game, c rules.Command) {
	r := s.Rude
	if r == nil || g.Phase != rules.HeroTurn || g.Active == rules.NoModel {
		return
	}
	switch c.(type) {
	case rules.Move, ResetMove, ResumeHero:
		return
	}
	r.ResetAt, r.ResetMP = g.Model(g.Active).Pos, g.Act.MPSpent
}
