package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// Rerolls (Arcade rulebook, "Rerolls"): an ability may make a model roll
// some of its dice again. A die is rerolled at most once, and when
// effects of opposing sides (one friendly to the roller, one hostile) both
// ask for a reroll of the same die they cancel and the die stays as it is.
//
// The only reroll in the card data is Luck (Riftling Rogue). Its project
// meaning: once per activation, when an offense roll the Hero makes in its
// own activation falls short of the first monster it targets, it rerolls
// its weakest die (fewest stars; a blank before a heart or potion face;
// then the later die). The engine has no paused roll between two commands,
// so the player decides beforehand: Choices.KeepRoll declines the reroll
// for that action. Hex sets its die aside after the reroll (the highest of
// the final dice).

// rerollRequest is one effect asking for one die of a roll to be rolled
// again: Hostile when the effect comes from the roller's enemies.
type rerollRequest struct {
	Die     int
	Hostile bool
	Source  string
}

// Rerolled reports dice rolled again (or rerolls cancelled) and the roll's
// new totals. Roll is the roll as it stands after the rerolls.
type Rerolled struct {
	Model     Ref
	Source    string
	Dice      []int       // indexes into Roll.Dice that were rolled again
	Before    []DieResult // those dice before the reroll, in the same order
	Cancelled []int       // indexes whose friendly and hostile rerolls cancelled
	Roll      Rolled
}

func (e Rerolled) Kind() string { return "rerolled" }
func (e Rerolled) String() string {
	var parts []string
	for k, i := range e.Dice {
		parts = append(parts, fmt.Sprintf("die %d from %d to %d star(s)", i+1, e.Before[k].Stars, e.Roll.Dice[i].Stars))
	}
	s := fmt.Sprintf("%s rolls again (%s): ", e.Model, e.Source)
	if len(parts) == 0 {
		s += "nothing rerolled"
	} else {
		s += strings.Join(parts, ", ")
	}
	if len(e.Cancelled) > 0 {
		s += fmt.Sprintf("; %d reroll(s) cancelled by opposing effects", len(e.Cancelled))
	}
	return s + fmt.Sprintf("; now %d star(s)", e.Roll.Stars)
}

// applyRerolls resolves reroll requests on r (Arcade rulebook, "Rerolls"):
// each die is rolled again once at most, whatever the number of requests;
// a die asked for by both a friendly and a hostile effect is not rerolled;
// a die already rerolled (rerolled[i]) is never rolled again. The totals
// are recomputed, Hex's set-aside die included.
func (g *Game) applyRerolls(r *Rolled, rerolled []bool, reqs []rerollRequest, source string) Rerolled {
	friendly := map[int]bool{}
	hostile := map[int]bool{}
	for _, q := range reqs {
		if q.Die < 0 || q.Die >= len(r.Dice) {
			continue
		}
		if q.Hostile {
			hostile[q.Die] = true
		} else {
			friendly[q.Die] = true
		}
	}
	e := Rerolled{Model: r.Model, Source: source}
	hexed := slices.ContainsFunc(r.Dice, func(d DieResult) bool { return d.Discarded })
	// The event that announced the roll shares the dice slice: copy it.
	r.Dice = slices.Clone(r.Dice)
	for i := range r.Dice {
		if !friendly[i] && !hostile[i] {
			continue
		}
		if friendly[i] && hostile[i] {
			e.Cancelled = append(e.Cancelled, i)
			continue
		}
		if rerolled[i] {
			continue
		}
		rerolled[i] = true
		e.Dice = append(e.Dice, i)
		e.Before = append(e.Before, r.Dice[i])
		c := r.Dice[i].Colour
		fi := g.rollFace()
		f := g.catalog.Dice[c].Faces[fi]
		r.Dice[i] = DieResult{Colour: c, Face: fi, Stars: f.Stars, Heart: f.Heart, Potion: f.Potion}
	}
	retotal(r, hexed)
	e.Roll = *r
	e.Roll.Dice = slices.Clone(r.Dice)
	return e
}

// retotal recomputes a roll's stars, hearts and potions (as roll does),
// setting the highest die aside again when discardHighest.
func retotal(r *Rolled, discardHighest bool) {
	hi := -1
	for i := range r.Dice {
		r.Dice[i].Discarded = false
		if discardHighest && (hi < 0 || r.Dice[i].Stars > r.Dice[hi].Stars) {
			hi = i
		}
	}
	if hi >= 0 {
		r.Dice[hi].Discarded = true
	}
	r.Stars, r.Hearts, r.Potions = r.Bonus, 0, 0
	for _, d := range r.Dice {
		if d.Discarded {
			continue
		}
		r.Stars += d.Stars
		if d.Heart {
			r.Hearts++
		}
		if d.Potion {
			r.Potions++
		}
		if r.HeartStars && d.Heart {
			r.Stars++
		}
		if r.HeartStars && d.Potion {
			r.Stars++
		}
	}
	// Penalties in fixed stars never take a roll below zero.
	r.Stars = max(0, r.Stars)
}

// weakestDie picks the die a reroll is best spent on: fewest stars, a
// blank before a heart or potion face, then the later die (red and green
// come after blue and roll more stars on average). -1 when no die may be
// rerolled.
func weakestDie(r *Rolled, rerolled []bool) int {
	best := -1
	worse := func(a, b DieResult) bool { // a is a better reroll than b
		if a.Stars != b.Stars {
			return a.Stars < b.Stars
		}
		ab, bb := a.Heart || a.Potion, b.Heart || b.Potion
		if ab != bb {
			return !ab
		}
		return true // later die wins ties
	}
	for i, d := range r.Dice {
		if rerolled[i] {
			continue
		}
		if best < 0 || worse(d, r.Dice[best]) {
			best = i
		}
	}
	return best
}

// luck spends the active Hero's Luck on an offense roll that falls short of
// the first monster it targets (the project meaning above).
func (g *Game) luck(user *Model, act *cards.Action, r *Rolled, targets []*Model, ch Choices) []Event {
	if act.Roll == "" || ch.KeepRoll || user.ID != g.Active || g.Act.LuckUsed || !g.Has(user, "Luck") {
		return nil
	}
	var first *Model
	for _, t := range targets {
		if t.Side == ConsulSide && Enemies(user, t) {
			first = t
			break
		}
	}
	if first == nil || r.Stars > g.ARM(first) {
		return nil
	}
	rerolled := make([]bool, len(r.Dice))
	die := weakestDie(r, rerolled)
	if die < 0 {
		return nil
	}
	g.Act.LuckUsed = true
	e := g.applyRerolls(r, rerolled, []rerollRequest{{Die: die, Source: "Luck"}}, "Luck")
	return []Event{e}
}
