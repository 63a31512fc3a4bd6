package rules

import (
	"github.com/superdungeon-digital/superdungeon/cards"
)

// Lasting card effects on Heroes: the challenge card in play, the plot and
// the difficulty cards (the Consul's lastingEffects, consul_effects.go) may
// change Hero stats ("Heroes have -1 movement"), grant keywords, or make
// Heroes defend with another attribute (Terrible Burden: STR). These apply
// to the Heroes their selector picks now (selectHeroes, chart_cards.go).
// Effects narrowed to some foes (Vs) are not applied yet.

// eachHeroLasting calls fn with each lasting effect of kind that applies to
// Hero m, in the order of lastingEffects. A destroyed Hero keeps the
// every-Hero effects (destroyedHeroLasting, potioncap.go).
func (g *Game) eachHeroLasting(m *Model, kind cards.EffectKind, fn func(ef *cards.Effect)) {
	g.eachHeroLastingIn(g.lastingFor(m), m, kind, fn)
}

// lastingFor is the list eachHeroLastingIn reads for m: lastingEffects
// for a Hero in play (nil otherwise: it is not read then). A query that
// looks at several kinds asks for it once and passes it on.
func (g *Game) lastingFor(m *Model) []LastingEffect {
	if m.Kind != KindHero || !m.InPlay {
		return nil
	}
	return g.lastingEffects()
}

// eachHeroLastingIn is eachHeroLasting with les = lastingFor(m).
func (g *Game) eachHeroLastingIn(les []LastingEffect, m *Model, kind cards.EffectKind, fn func(ef *cards.Effect)) {
	if m.Kind != KindHero {
		return
	}
	if !m.InPlay {
		for _, ef := range g.destroyedHeroLasting(kind) {
			fn(&ef)
		}
		return
	}
	for i := range les {
		le := &les[i]
		if le.Kind != kind || !le.someHeroes {
			continue
		}
		if g.selectsHero(le.Who, le.MinEquipment, m.ID) {
			fn(&le.Effect)
		}
	}
}

// lastingStat sums the dice and fixed value lasting effects add to a Hero
// stat (Vs-narrowed effects excluded).
func (g *Game) lastingStat(m *Model, st cards.Stat) (cards.Pool, int) {
	return g.lastingStatIn(g.lastingFor(m), m, st)
}

// lastingStatIn is lastingStat with les = lastingFor(m).
func (g *Game) lastingStatIn(les []LastingEffect, m *Model, st cards.Stat) (cards.Pool, int) {
	var p cards.Pool
	v := 0
	g.eachHeroLastingIn(les, m, cards.EffStat, func(ef *cards.Effect) {
		if ef.Stat == st && ef.Vs == "" {
			p = p.Add(ef.Dice)
			v += ef.Value
		}
	})
	return p, v
}

// lastingKeyword reports a keyword granted to Hero m by a lasting effect.
func (g *Game) lastingKeyword(m *Model, name string) bool {
	return g.lastingKeywordIn(g.lastingFor(m), m, name)
}

// lastingKeywordIn is lastingKeyword with les = lastingFor(m).
func (g *Game) lastingKeywordIn(les []LastingEffect, m *Model, name string) bool {
	found := false
	g.eachHeroLastingIn(les, m, cards.EffKeyword, func(ef *cards.Effect) {
		found = found || ef.Keyword.Name == name
	})
	return found
}

// defendWith is the attribute a lasting effect forces Hero m to defend
// with ("" when none).
func (g *Game) defendWith(m *Model) cards.Attribute {
	var a cards.Attribute
	g.eachHeroLasting(m, cards.EffDefendWith, func(ef *cards.Effect) {
		if a == "" {
			a = statAttr(ef.Stat)
		}
	})
	return a
}
