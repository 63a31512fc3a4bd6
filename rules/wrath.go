package rules

import "fmt"

// WrathOnHeroes is the wrath on Heroes in play.
func (g *Game) WrathOnHeroes() int {
	n := 0
	for i := range g.Models {
		if m := &g.Models[i]; m.Kind == KindHero && m.InPlay {
			n += m.Wrath
		}
	}
	return n
}

// FreeWrath is the number of wrath tokens not on any Hero.
func (g *Game) FreeWrath() int { return max(0, g.WrathPool-g.WrathOnHeroes()) }

// MostWrath returns the in-play Hero with the most wrath; ties go to the
// Hero who activated most recently (Arcade rulebook, "Equal Wrath"), then
// to the lowest id. except is skipped; NoModel if there is none.
func (g *Game) MostWrath(except ModelID) ModelID {
	best := NoModel
	for _, id := range g.Heroes() {
		h := g.Model(id)
		if !h.InPlay || id == except {
			continue
		}
		if best == NoModel {
			best = id
			continue
		}
		b := g.Model(best)
		if h.Wrath > b.Wrath || (h.Wrath == b.Wrath && h.LastActivation > b.LastActivation) {
			best = id
		}
	}
	return best
}

// gainWrath gives hero n wrath tokens (Arcade rulebook, "Wrath"): from the
// pool while it has tokens, then taken from other Heroes. from names the
// Heroes to take from, one per token; when it runs out the default is the
// other Hero with the most wrath (ties as in MostWrath). If no other Hero
// has any, the gain stops at the pool's size. In a game without wrath
// (WrathKeeper) nothing is gained.
func (g *Game) GainWrath(c Command, hero *Model, n int, reason string, from []ModelID) ([]Event, error) {
	if n <= 0 || !hero.InPlay || !g.HasWrath() {
		return nil, nil
	}
	ev := WrathGained{Hero: g.RefOf(hero.ID), Reason: reason}
	take := min(n, g.FreeWrath())
	hero.Wrath += take
	ev.FromPool = take
	for k := take; k < n; k++ {
		src := NoModel
		for len(from) > 0 && src == NoModel {
			var id ModelID
			id, from = from[0], from[1:]
			o := g.Model(id)
			if o == nil || o.Kind != KindHero || id == hero.ID {
				return nil, Illegal(c, "cannot take wrath from model %d: not another Hero", id)
			}
			// Chosen before the action: a Hero it destroyed (its tokens
			// went back to the pool) or that has no token left is passed
			// over, never a refusal.
			if o.InPlay && o.Wrath > 0 {
				src = id
			}
		}
		if src == NoModel {
			src = g.mostWrathWithTokens(hero.ID)
			if src == NoModel {
				break
			}
		}
		g.Model(src).Wrath--
		hero.Wrath++
		ev.From = append(ev.From, g.RefOf(src))
	}
	ev.Amount = ev.FromPool + len(ev.From)
	ev.Wrath = hero.Wrath
	if ev.Amount == 0 {
		return []Event{Note{Text: fmt.Sprintf("%s would gain wrath but no other Hero has any", hero.Card)}}, nil
	}
	return []Event{ev}, nil
}

func (g *Game) mostWrathWithTokens(except ModelID) ModelID {
	id := g.MostWrath(except)
	if id == NoModel || g.Model(id).Wrath == 0 {
		return NoModel
	}
	return id
}
