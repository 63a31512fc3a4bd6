package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// 1st edition, "Equipment": at the end of the round a person party
// sacrifices a card set aside for a heart on the Hero it clicks, a relic
// for a potion; the panel offers no loot trade (an Arcade rule), and a
// sacrifice the rules refuse says their reason.
func TestClassicPowerUpSacrifices(t *testing.T) {
	p, ctx := classicPlay(t, 3, ExploreRoles{ConsulAI: true})
	g := p.g
	g.Phase = rules.HeroPowerUp
	g.Backpack = []string{"Bent Nail", "Ancestral Mail"}
	ids := p.heroIDs()
	hurt, full := g.Model(ids[0]), g.Model(ids[1])
	hurt.Wounds, hurt.Potions = 2, 0
	hurt.Statuses = hurt.Statuses.With(cards.Fire)
	full.Wounds = 0
	for _, id := range ids {
		g.Model(id).Slots = [4]string{"x", "x", "x", "x"} // nobody can wear them
	}
	p.version++
	runTicks(t, p, ctx, 2)
	require.True(t, p.needsPowerUp(), "a card to sacrifice opens the panel")
	p.powerUpLayout(ctx)
	assert.Zero(t, p.puTrade.W, "the first edition has no loot trade")
	require.NotZero(t, p.puSacHeart.W)
	screen := ebiten.NewImage(DesignW, DesignH)
	click := func(r render.Rect) {
		ctx.In = Input{X: r.X + 6, Y: r.Y + 6, Clicked: true}
		runTicks(t, p, ctx, 1)
		ctx.In = Input{}
		runTicks(t, p, ctx, 2)
	}
	click(p.puSacHeart)
	assert.Empty(t, p.puSacrifice, "nothing chosen yet: Sacrifice says why")
	click(p.puCards[0]) // Bent Nail, a loot card
	require.Equal(t, "Bent Nail", p.puSelected)
	click(p.puSacPotion)
	assert.Empty(t, p.puSacrifice, "a loot card buys no potion")
	assert.Equal(t, "Only a relic may be sacrificed for a potion.", p.sacrificeReason(sacrificePotion))
	click(p.puSacHeart)
	require.Equal(t, sacrificeHeart, p.puSacrifice)
	assert.Equal(t, "Can't: "+full.Card+" has no wound to remove", p.sacrificePreview(full.ID))
	assert.Equal(t, "Sacrifice Bent Nail: the heart removes "+hurt.Card+"'s Fire.", p.sacrificePreview(hurt.ID))
	p.Draw(screen, ctx)
	saveScreen(t, screen, "classic_powerup_sacrifice.png")
	click(p.heroCardRects(ctx)[1])
	assert.Equal(t, []string{"Bent Nail", "Ancestral Mail"}, p.g.Backpack, "refused: the unhurt Hero")
	click(p.puSacHeart)
	click(p.heroCardRects(ctx)[0])
	assert.False(t, p.g.Model(hurt.ID).Statuses.Has(cards.Fire), "the heart put out the Fire")
	assert.Equal(t, []string{"Ancestral Mail"}, p.g.Backpack)
	click(p.puCards[0]) // Ancestral Mail, a relic
	click(p.puSacPotion)
	click(p.heroCardRects(ctx)[0])
	assert.Equal(t, 1, p.g.Model(hurt.ID).Potions, "the relic bought a potion")
	assert.Empty(t, p.g.Backpack)
}
