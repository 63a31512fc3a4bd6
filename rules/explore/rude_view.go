package explore

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// SuperInterruptions is what one Super in play may still do in the
// Heroes' turn (for the screens: "shows remaining interruptions").
type SuperInterruptions struct {
	Super rules.ModelID
	Card  string
	Boss  bool
	// Left of Of interruptions remain this Heroes' turn (or, before it
	// begins, the allowance the next one gives).
	Left, Of int
	// Why says why Left is 0 when it is ("out of reach", "declined").
	Why string
}

// RudeInterruptions lists the Supers in play, the boss first, with the
// interruptions each has left (nil outside Rude Supers).
func RudeInterruptions(g *rules.Game) []SuperInterruptions {
	s := StateOf(g)
	if s == nil || s.Rude == nil {
		return nil
	}
	r := s.Rude
	var out []SuperInterruptions
	for i := range g.Models {
		m := &g.Models[i]
		if !m.InPlay || !isSuper(g, m) {
			continue
		}
		boss := isBoss(g, m)
		si := SuperInterruptions{Super: m.ID, Card: m.Card, Boss: boss, Of: 1}
		if boss {
			si.Of = r.BossInterruptions()
		}
		switch {
		case g.Phase != rules.HeroTurn:
			si.Left = si.Of
		case !slices.Contains(r.Interrupters, m.ID):
			si.Why = "out of reach this turn (more than a tile from every Hero as the turn began)"
		case slices.Contains(r.Declined, m.ID):
			si.Why = "the Consul declined its interruption this turn"
		case boss:
			si.Left = max(0, si.Of-r.BossTimes)
		case slices.Contains(r.Interrupted, m.ID):
			si.Why = "it has interrupted this turn"
		default:
			si.Left = 1
		}
		if boss {
			out = append([]SuperInterruptions{si}, out...)
		} else {
			out = append(out, si)
		}
	}
	return out
}

// RudeActivatedThisTurn reports whether Hero id has had its activation in
// this Heroes' turn ("Regarding Simultaneous Hero Activation": each Hero
// activates once a turn), though the core has taken the activation
// tokens off once every Hero activated: the Hero card reads "activated",
// not "ready". A Hero whose activation is set aside has not finished it.
func RudeActivatedThisTurn(g *rules.Game, id rules.ModelID) bool {
	s := StateOf(g)
	if s == nil || s.Rude == nil || g.Phase != rules.HeroTurn || g.Active == id {
		return false
	}
	for _, p := range s.Rude.Paused {
		if p.Act.Hero == id {
			return false
		}
	}
	h := g.Model(id)
	return h != nil && h.InPlay && h.ActivatedTurn == g.Turn
}
