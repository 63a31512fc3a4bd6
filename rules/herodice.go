package rules

import "github.com/superdungeon-digital/superdungeon/cards"

// DicePart is one source of the dice a Hero rolls: its card, a worn card,
// the cards in play, a Blessing under it or a temporary effect.
type DicePart struct {
	// Source names it: "" for the Hero's own card, a worn card's name,
	// "cards in play" (lasting cards), "blessing", or an effect's source.
	Source string
	// Pool is what it adds; fixed points are stars (negative for a
	// penalty).
	Pool cards.Pool
}

// HeroAttribute is Hero m's attribute attr as the rules add it up for a
// roll, part by part: the card's dice, then what each worn card, the
// lasting cards, a Blessing and temporary effects add to that attribute
// (equipStat, boostDice). It leaves out what every roll of a kind adds
// (HeroRollBonus) and what depends on the moment (Fury, Berserk, Wind of
// Blades, Rage's armour, a bonus against one kind of foe). Nil for a
// model without a Hero card. For the player's view of a Hero (the UI
// never adds rules up itself).
func (g *Game) HeroAttribute(m *Model, attr cards.Attribute) []DicePart {
	h := g.HeroCard(m)
	if h == nil {
		return nil
	}
	out := []DicePart{{Pool: h.Attr[attr]}}
	return g.diceParts(m, attrStat(attr), string(attr), out)
}

// HeroRollBonus is what equipment, lasting cards and temporary effects add
// to every roll of Hero m of a kind, cards.StatOffense or
// cards.StatDefense, whatever the attribute (a charm's "a blue die on
// defense"), part by part.
func (g *Game) HeroRollBonus(m *Model, kind cards.Stat) []DicePart {
	if g.HeroCard(m) == nil {
		return nil
	}
	return g.diceParts(m, kind, string(kind), nil)
}

// diceParts appends to out, by source, what adds to stat st (equipStat's
// sources) and the temporary boosts to "to" (boostDice's).
func (g *Game) diceParts(m *Model, st cards.Stat, to string, out []DicePart) []DicePart {
	add := func(src string, p cards.Pool) {
		if p == (cards.Pool{}) {
			return
		}
		for i := range out {
			if out[i].Source == src && i > 0 {
				out[i].Pool = out[i].Pool.Add(p)
				return
			}
		}
		out = append(out, DicePart{Source: src, Pool: p})
	}
	les := g.lastingFor(m)
	if m.Kind == KindHero && m.Slots != [len(m.Slots)]string{} {
		for _, e := range g.wornIn(les, m) {
			if e == nil {
				continue
			}
			var p cards.Pool
			for i := range e.Effects {
				ef := &e.Effects[i]
				if ef.Kind == cards.EffStat && (ef.Who == "" || ef.Who == cards.WhoHero) && ef.Stat == st && ef.Vs == "" {
					p = p.Add(ef.Dice)
					p.Stars += ef.Value
				}
			}
			add(e.Name, p)
		}
	}
	lp, lv := g.lastingStatIn(les, m, st)
	lp.Stars += lv
	add("cards in play", lp)
	if a := statAttr(st); a != "" {
		add("blessing", g.blessing(m, a))
	}
	for _, e := range g.effectsOn(m) {
		var p cards.Pool
		for _, b := range e.Boosts {
			if b.To == to {
				p = p.Add(b.Dice)
			}
		}
		add(e.Source, p)
	}
	return out
}
