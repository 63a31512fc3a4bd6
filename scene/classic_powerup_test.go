package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
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
	click := func(r render.Rect) { clickPanel(t, p, ctx, r) }
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

// 1st edition, "Loot-O-Meter": "Any Hero may equip the loot
// immediately": Wear arms the card just drawn and the next click on a
// Hero's card puts it on that Hero, not only on the one the hero AI
// would choose; the tip on a Hero's card says what it would do or why
// the rules refuse.
func TestClassicWearChoosesTheHero(t *testing.T) {
	p, ctx := classicHeroTurn(t)
	ids := p.heroIDs()
	require.NoError(t, p.apply(rules.StartActivation{Hero: ids[0]}))
	p.g.Backpack = append(p.g.Backpack, "Bent Nail")
	classic.StateOf(p.g).Fresh = []string{"Bent Nail"}
	p.g.Model(ids[2]).InPlay = false
	p.version++
	clickButton(t, p, ctx, "Wear Bent Nail")
	ctx.In = Input{}
	runTicks(t, p, ctx, 2)
	require.True(t, p.wearArmed(), "Wear waits for a Hero")
	mage := p.g.Model(ids[1])
	assert.Equal(t, mage.Card+" wears Bent Nail in its empty ruby slot.", p.wearPreview(ids[1]))
	assert.Contains(t, p.wearPreview(ids[2]), "has fallen")
	screen := ebiten.NewImage(DesignW, DesignH)
	r := p.heroCardRects(ctx)[1]
	ctx.In = Input{X: r.X + r.W/2, Y: r.Y + r.H/2}
	runTicks(t, p, ctx, 1)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "classic_wear_pick.png")
	ctx.In.Clicked = true
	runTicks(t, p, ctx, 1)
	ctx.In = Input{}
	runTicks(t, p, ctx, 2)
	assert.Contains(t, p.g.Model(ids[1]).Slots, "Bent Nail", "the clicked Hero wears it")
	assert.NotContains(t, p.g.Model(ids[0]).Slots, "Bent Nail")
	assert.Equal(t, ids[0], p.g.Active, "the active Hero still acts")
	assert.False(t, p.wearArmed())
}
