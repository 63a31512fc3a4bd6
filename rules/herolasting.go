package rules

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// Lasting card effects on Heroes: the challenge card in play, the plot and
// the difficulty cards (the Consul's lastingEffects, consul_effects.go) may
// change Hero stats ("Heroes have -1 movement"), grant keywords, or make
// Heroes defend with another attribute (Terrible Burden: STR). These apply
// to the Heroes their selector picks now (selectHeroes, chart_cards.go).
// Effects narrowed to some foes (Vs) are not applied yet.

// heroLasting lists the lasting effects of kind that apply to Hero m.
func (g *Game) heroLasting(m *Model, kind cards.EffectKind) []cards.Effect {
	if m.Kind != KindHero {
		return nil
	}
	if !m.InPlay {
		return g.destroyedHeroLasting(kind) // potioncap.go
	}
	var out []cards.Effect
	for _, le := range g.lastingEffects() {
		if le.Kind != kind || !le.Who.IsHero() || le.Who == cards.WhoHero {
			continue
		}
		if slices.Contains(g.selectHeroes(le.Who, le.MinEquipment), m.ID) {
			out = append(out, le.Effect)
		}
	}
	return out
}

// lastingStat sums the dice and fixed value lasting effects add to a Hero
// stat (Vs-narrowed effects excluded).
func (g *Game) lastingStat(m *Model, st cards.Stat) (cards.Pool, int) {
	var p cards.Pool
	v := 0
	for _, ef := range g.heroLasting(m, cards.EffStat) {
		if ef.Stat == st && ef.Vs == "" {
			p = p.Add(ef.Dice)
			v += ef.Value
		}
	}
	return p, v
}

// lastingKeyword reports a keyword granted to Hero m by a lasting effect.
func (g *Game) lastingKeyword(m *Model, name string) bool {
	for _, ef := range g.heroLasting(m, cards.EffKeyword) {
		if ef.Keyword.Name == name {
			return true
		}
	}
	return false
}

// defendWith is the attribute a lasting effect forces Hero m to defend
// with ("" when none).
func (g *Game) defendWith(m *Model) cards.Attribute {
	for _, ef := range g.heroLasting(m, cards.EffDefendWith) {
		if a := statAttr(ef.Stat); a != "" {
			return a
		}
	}
	return ""
}
