package ai

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// green picks a green potion for the Consul turn (Arcade rulebook,
// "Potions": one per Hero per Consul turn, any Hero's tokens may be
// shared). First a wounded Hero heals, then, for the most-wrath Hero when
// the monsters in reach could destroy it, a sturdier friend drinks Loud
// Slurping so the monsters' most-wrath rule points at the friend instead.
func (p *Player) green(g *rules.Game) rules.Command {
	v := p.look(g)
	for _, h := range v.heroes {
		if h.GreenPotionTurn == g.Turn || v.suffers(h, cards.Ice) || v.suffers(h, cards.Choke) || !(v.fragile(h) || h.Wounds >= 2) {
			continue
		}
		if rudeRefusesPotion(v, h) {
			continue // rude.go
		}
		if c := p.greenHeal(v, h); c != nil {
			return c
		}
	}
	if !g.HasWrath() {
		return nil // Loud Slurping buys wrath, and this game has none
	}
	for _, d := range v.heroes {
		// d draws the monsters (most wrath) and could fall this turn.
		if d.Wrath < v.mostWrat || !p.inDanger(v, d) || (v.left(d) > 1 && v.expected(d, d.Pos) < float64(v.left(d))) {
			continue
		}
		// The friend with the most hearts to spare after the monsters'
		// expected attacks takes the wrath with a green potion.
		var taker *rules.Model
		spare := func(h *rules.Model) float64 { return float64(v.left(h)) - v.expected(h, h.Pos) }
		for _, h := range v.heroes {
			if h.ID == d.ID || h.GreenPotionTurn == g.Turn || v.left(h) < 3 || h.Wrath+2 <= d.Wrath || spare(h) < 1 || rudeRefusesPotion(v, h) {
				continue
			}
			if taker == nil || spare(h) > spare(taker) {
				taker = h
			}
		}
		if taker == nil {
			continue
		}
		owner := p.tokenOwner(v, taker, d)
		if owner == nil {
			continue
		}
		c := rules.LoudSlurping{Hero: taker.ID, Owner: owner.ID}
		if need := 2 - g.FreeWrath(); need > 0 {
			// The pool is empty: take the tokens from the dying Hero first,
			// which also lowers its wrath.
			c.WrathFrom = wrathSources(v, taker, d, need)
			if c.WrathFrom == nil {
				continue
			}
		}
		return c
	}
	return nil
}

// inDanger: a monster that attacks could reach d this Consul turn.
func (p *Player) inDanger(v *view, d *rules.Model) bool {
	for _, a := range v.attackers() {
		if distTo(d.Pos, a.m) <= a.reach {
			return true
		}
	}
	return false
}

// tokenOwner is the Hero whose potion token pays for taker's Loud
// Slurping: taker's own, else the friend with the most tokens who is not
// the dying Hero d (d keeps its tokens for its own heal).
func (p *Player) tokenOwner(v *view, taker, d *rules.Model) *rules.Model {
	if taker.Potions > 0 {
		return taker
	}
	var best *rules.Model
	for _, h := range v.heroes {
		if h.ID != d.ID && h.Potions > 0 && (best == nil || h.Potions > best.Potions) {
			best = h
		}
	}
	return best
}

// wrathSources names need tokens to take when the pool is empty: from d,
// then from the other Heroes in id order, never from the taker.
func wrathSources(v *view, taker, d *rules.Model, need int) []rules.ModelID {
	var out []rules.ModelID
	left := map[rules.ModelID]int{}
	order := append([]*rules.Model{d}, v.heroes...)
	for _, h := range order {
		if h.ID == taker.ID {
			continue
		}
		if _, seen := left[h.ID]; !seen {
			left[h.ID] = h.Wrath
		}
		for left[h.ID] > 0 && len(out) < need {
			out = append(out, h.ID)
			left[h.ID]--
		}
	}
	if len(out) < need {
		return nil
	}
	return out
}

// greenHeal finds a healing green potion h can drink: its own first, then a
// friend's, each paid with its owner's tokens.
func (p *Player) greenHeal(v *view, h *rules.Model) rules.Command {
	owners := append([]*rules.Model{h}, v.heroes...)
	for i, o := range owners {
		if i > 0 && o.ID == h.ID {
			continue
		}
		hc := v.g.HeroCard(o)
		if hc == nil {
			continue
		}
		for k := range hc.Actions {
			act := &hc.Actions[k]
			if act.Potion != cards.GreenPotion || o.Potions < act.Cost || act.Targeting != cards.Augment ||
				!(act.Heal > 0 || act.HealPerStar) || act.Range > 0 {
				continue
			}
			// Too full to move next time is a fair price only at the edge.
			if len(act.SelfStatuses) > 0 && !v.fragile(h) {
				continue
			}
			return rules.DrinkPotion{Owner: o.ID, Drinker: h.ID, Action: act.Name, Aim: rules.Aim{Target: h.ID}}
		}
	}
	return nil
}

// revive brings back each Hero that fell this turn (Arcade rulebook,
// "Spending Princess Coins": the party may bring back any Hero of the
// collection) as the Hero reviveCard chooses, on the least threatened
// square the engine's ReviveSquares allows, first in row-major order on
// ties.
func (p *Player) revive(g *rules.Game) rules.Command {
	if g.Coins < 1 {
		return nil
	}
	for _, d := range g.Destroyed {
		if d.Kind != rules.KindHero || d.Revived {
			continue
		}
		h := g.Model(d.Model)
		if h == nil || h.InPlay {
			continue
		}
		v := p.look(g)
		found := false
		var at tiles.Point
		best := 0.0
		// The engine lists the legal squares in row-major order (with its
		// fallback when monsters fill them all); the first of the least
		// threatened wins.
		for _, s := range g.ReviveSquares() {
			ghost := *h
			ghost.Pos, ghost.Wounds = s, 0
			if sc := -p.threat(v, &ghost, s); !found || sc > best {
				at, best, found = s, sc, true
			}
		}
		if found {
			return rules.Revive{Hero: h.ID, Card: reviveCard(g, h), At: at}
		}
	}
	return nil
}

// reviveCard is the Hero a Princess Coin brings back in place of the
// fallen h: the Hero of the collection (every Hero card but a second
// shapeshift form, none already in the dungeon) that scores best:
//
//   - the fallen Hero itself +1 (the party was built around it), +1.5
//     for each card it has equipped and +0.5 for each potion it holds
//     (only the same Hero keeps them; another comes with nothing);
//   - +2 for a healer when no Hero left in play can heal;
//   - +1 for a ranged attacker when no Hero left in play attacks at
//     range, +1 for a melee fighter when none is left in the front line;
//   - +0.1 a heart over five.
//
// Ties go to the fallen Hero, then to the first name in order. So a Hero
// with equipment comes back as itself, and a party that lost its only
// healer (or its only ranged attacker) with nothing equipped gets one back.
func reviveCard(g *rules.Game, h *rules.Model) string {
	cat := g.Catalog()
	heals, ranged, melee := false, false, false
	for _, id := range g.HeroesInPlay() {
		if c := cat.Heroes[g.Model(id).Card]; c != nil {
			heals = heals || heroHeals(c)
			ranged = ranged || heroRanged(c)
			melee = melee || !heroRanged(c)
		}
	}
	score := func(name string, c *cards.Hero) float64 {
		s := 0.1 * float64(c.Hearts-5)
		if name == h.Card {
			s++
			for _, e := range h.Slots {
				if e != "" {
					s += 1.5
				}
			}
			s += 0.5 * float64(h.Potions)
		}
		if heroHeals(c) && !heals {
			s += 2
		}
		if r := heroRanged(c); r && !ranged || !r && !melee {
			s++
		}
		return s
	}
	inPlay := map[string]bool{}
	for _, id := range g.HeroesInPlay() {
		inPlay[g.Model(id).Card] = true
	}
	if a := explore.AntiHero(g); a != nil {
		inPlay[a.Hero] = true // the Consul's Anti-Hero never joins the party
	}
	var names []string
	for name, c := range cat.Heroes {
		if c.Shapeshift != "" && cat.Heroes[c.Shapeshift] != nil && name > c.Shapeshift {
			continue // a second form is not a Hero of the collection
		}
		if !inPlay[name] {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	best, bestScore := h.Card, -1.0
	if c := cat.Heroes[h.Card]; c != nil && !inPlay[h.Card] {
		bestScore = score(h.Card, c)
	}
	for _, name := range names {
		if sc := score(name, cat.Heroes[name]); sc > bestScore+1e-9 {
			best, bestScore = name, sc
		}
	}
	return best
}

// heroHeals reports whether the Hero card can heal a friend: a healing
// action or potion with a range or an area (a heal of the user alone,
// range 0 and no area, does not look after the party).
func heroHeals(c *cards.Hero) bool {
	for i := range c.Actions {
		if a := &c.Actions[i]; (a.Heal > 0 || a.HealPerStar) && (a.Range > 0 || a.Area.Kind != "") {
			return true
		}
	}
	return false
}

// heroRanged reports whether the Hero card has a basic attack at range.
func heroRanged(c *cards.Hero) bool {
	for _, r := range c.Attacks {
		if r > 1 {
			return true
		}
	}
	return false
}
