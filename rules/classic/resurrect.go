package classic

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// ResurrectionCharm is the 1st edition's loot card: "At the beginning of
// the round Resurrect one model and then remove this card from play."
const ResurrectionCharm = "Resurrection Charm"

// Resurrected reports a fallen model brought back by Resurrect.
type Resurrected struct {
	Model  rules.Ref
	Stars  int
	Back   bool
	At     tiles.Point
	Source string
}

func (e Resurrected) Kind() string { return "resurrected" }
func (e Resurrected) String() string {
	if !e.Back {
		return fmt.Sprintf("%s tries to bring %s back: %s, not enough", e.Source, e.Model, rules.CountOf(e.Stars, "star"))
	}
	return fmt.Sprintf("%s brings %s back (%s rolled)", e.Source, e.Model, rules.CountOf(e.Stars, "star"))
}

// charms uses the Resurrection Charms the party set aside at the start of
// a round: each brings back one fallen Hero (the lowest id first, project
// default) and leaves play, whether the roll succeeds or not.
func (g cg) charms() []rules.Event {
	var evs []rules.Event
	for slices.Contains(g.Backpack, ResurrectionCharm) {
		var fallen *rules.Model
		for _, id := range g.Heroes() {
			if h := g.Model(id); !h.InPlay {
				fallen = h
				break
			}
		}
		if fallen == nil {
			break
		}
		i := slices.Index(g.Backpack, ResurrectionCharm)
		g.Backpack = slices.Delete(slices.Clone(g.Backpack), i, i+1)
		evs = append(evs, g.resurrect(fallen, ResurrectionCharm)...)
	}
	return evs
}

// resurrect is the Quick Reference's Resurrect: roll a die for every
// heart on the model's card (the die's icon is lost: blue, README.md);
// each star removes one of its wound counters (it fell with as many as it
// has hearts); with more hearts than wounds left it returns next to the
// start marker with its equipment and potions, every status gone.
func (g cg) resurrect(m *rules.Model, source string) []rules.Event {
	hearts := g.Hearts(m)
	var pool cards.Pool
	pool.Dice[cards.Blue] = hearts
	r := g.Roll(m.ID, "Resurrect", pool, false)
	evs := []rules.Event{r}
	wounds := max(0, hearts-r.Stars)
	e := Resurrected{Model: g.RefOf(m.ID), Stars: r.Stars, Source: source}
	if wounds >= hearts {
		return append(evs, e)
	}
	at, ok := g.startSquare()
	if !ok {
		return append(evs, rules.Note{Text: "no room by the start marker for " + m.Card})
	}
	m.InPlay, m.Pos, m.Wounds, m.Statuses, m.Effects = true, at, wounds, 0, nil
	e.Back, e.At = true, at
	return append(evs, e)
}

// startSquare is a free floor square next to the start marker (the
// nearest free one when those are full).
func (g cg) startSquare() (tiles.Point, bool) {
	best, bestD := tiles.Point{}, -1
	for _, p := range g.Board.Points() {
		if !g.Fits(p, false, rules.NoModel) {
			continue
		}
		d := tiles.Dist(p, g.Board.Start)
		if d == 0 {
			continue
		}
		if bestD < 0 || d < bestD {
			best, bestD = p, d
		}
	}
	return best, bestD >= 0
}
