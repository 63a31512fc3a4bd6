package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// A heart and a potion that pop out of a wounded monster fly to the cards
// of the Heroes who get them, land, and are gone; with reduced motion
// nothing flies. Unrelated events do not start a flight.
func TestPoppedTokensFlyToTheHeroCards(t *testing.T) {
	p, ctx := quickStartPlay(t)
	var monster rules.ModelID = rules.NoModel
	for _, m := range p.g.Models {
		if m.InPlay && m.Kind == rules.KindMonster {
			monster = m.ID
			break
		}
	}
	require.NotEqual(t, rules.NoModel, monster)
	heroes := p.g.Heroes()
	ref := func(id rules.ModelID) rules.Ref { return rules.Ref{ID: id} }

	p.noteFlyer(rules.Healed{Model: ref(heroes[0]), Wounds: 1, Source: "a heart"})
	assert.Empty(t, p.flyers, "a heal with no pop-out before it flies nowhere")

	p.noteFlyer(rules.PoppedOut{From: ref(monster), Hearts: 1, Potions: 1})
	p.noteFlyer(rules.Healed{Model: ref(heroes[0]), Wounds: 1, Source: "a heart"})
	p.noteFlyer(rules.PotionGained{Hero: ref(heroes[2]), Potions: 2})
	require.Len(t, p.flyers, 2)
	assert.False(t, p.flyers[0].potion)
	assert.True(t, p.flyers[1].potion)
	assert.Equal(t, heroes[2], p.flyers[1].hero)

	for i := 0; i < flyerTicks/3; i++ {
		p.tickFlyers()
	}
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "flyers.png")
	for i := 0; i < flyerTicks; i++ {
		p.tickFlyers()
	}
	assert.Empty(t, p.flyers, "landed flights are gone")

	p.noteFlyer(rules.PhaseChanged{})
	p.noteFlyer(rules.PotionGained{Hero: ref(heroes[1]), Potions: 1})
	assert.Empty(t, p.flyers, "another event ends the pop-out")

	p.reduced = true
	p.noteFlyer(rules.PoppedOut{From: ref(monster), Hearts: 1})
	p.noteFlyer(rules.Healed{Model: ref(heroes[0]), Wounds: 1, Source: "a heart"})
	assert.Empty(t, p.flyers, "reduced motion: no flight")
}
