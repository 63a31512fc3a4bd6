package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// Rude Supers, "Selling Loot": the power-up panel offers Sell; a chosen
// loot card goes with another loot card for a potion on the Hero clicked.
func TestRudePowerUpSellsLootForAPotion(t *testing.T) {
	ctx := newContext(t)
	p, err := newExplorePlay(explore.Setup{Seed: 5, Heroes: ExploreBalanced, Rude: &explore.RudeOptions{}}, ExploreRoles{ConsulAI: true})
	require.NoError(t, err)
	runTicks(t, p, ctx, 2)
	g := p.g
	g.Phase = rules.HeroPowerUp
	g.Backpack = []string{"Bent Nail", "Bent Nail", "Bubbly Beverage"}
	hero := p.heroIDs()[0]
	g.Model(hero).Potions = 0
	runTicks(t, p, ctx, 2)
	require.True(t, p.needsPowerUp(), "the backpack opens in the power-up")
	p.powerUpLayout(ctx)
	require.NotZero(t, p.puSellBtn.W, "Sell is offered in Rude Supers")
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "rude_powerup_sell.png")

	click := func(r render.Rect) { clickPanel(t, p, ctx, r) }
	click(p.puSellBtn)
	assert.False(t, p.puSell, "nothing chosen yet: Sell says why")
	click(p.puCards[2]) // Bubbly Beverage
	require.Equal(t, "Bubbly Beverage", p.puSelected)
	click(p.puSellBtn)
	require.True(t, p.puSell)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "rude_powerup_sell_armed.png")
	assert.Contains(t, p.sellPreview(hero), "Sell Bubbly Beverage and Bent Nail for a potion")
	click(p.heroCardRects(ctx)[0])
	assert.Equal(t, 1, g.Model(hero).Potions, "the potion is the clicked Hero's")
	assert.Equal(t, []string{"Bent Nail"}, g.Backpack, "two loot cards sold")
}

// clickPanel clicks near the top left corner of r (a panel's button or
// card, in the HUD's units) and lets the game take it in.
func clickPanel(t testing.TB, p *Play, ctx *Context, r render.Rect) {
	t.Helper()
	ctx.In = Input{X: r.X + 6, Y: r.Y + 6, Clicked: true}
	runTicks(t, p, ctx, 1)
	ctx.In = Input{}
	runTicks(t, p, ctx, 2)
}

// Rude Supers, "Selling Loot": two loot cards buy a potion, any two. With
// loot cards of more than one kind left, the player clicks the one that
// goes with the chosen card; the Hero's card waits for it (found beside
// the six-loot trade, issue 21: the oldest other loot card went, unasked).
func TestRudePowerUpSellsTheLootPairChosen(t *testing.T) {
	ctx := newContext(t)
	p, err := newExplorePlay(explore.Setup{Seed: 5, Heroes: ExploreBalanced, Rude: &explore.RudeOptions{}}, ExploreRoles{ConsulAI: true})
	require.NoError(t, err)
	runTicks(t, p, ctx, 2)
	g := p.g
	g.Phase = rules.HeroPowerUp
	g.Backpack = []string{"Bent Nail", "Witch Hat", "Bubbly Beverage"}
	hero := p.heroIDs()[0]
	g.Model(hero).Potions = 0
	runTicks(t, p, ctx, 2)
	require.True(t, p.needsPowerUp())
	p.speed = 1000
	exRunUntil(t, p, ctx, 600, "the Consul's opening played back", func() bool { return !p.busy() })
	p.powerUpLayout(ctx)
	click := func(r render.Rect) { clickPanel(t, p, ctx, r) }
	click(p.puCards[2]) // Bubbly Beverage
	require.Equal(t, "Bubbly Beverage", p.puSelected, "toast %q", p.toast)
	click(p.puSellBtn)
	require.True(t, p.puSell, "selected %q; toast %q", p.puSelected, p.toast)
	assert.Contains(t, p.sellPreview(hero), "Click the loot card to sell with Bubbly Beverage first")
	click(p.heroCardRects(ctx)[0])
	assert.Len(t, g.Backpack, 3, "nothing sold before the pair is chosen")
	assert.Contains(t, p.toast, "Click the loot card to sell with Bubbly Beverage")
	click(p.puCards[1]) // Witch Hat, not the oldest
	assert.Contains(t, p.sellPreview(hero), "Sell Bubbly Beverage and Witch Hat for a potion")
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "rude_powerup_sell_pair.png")
	click(p.heroCardRects(ctx)[0])
	assert.Equal(t, 1, g.Model(hero).Potions)
	assert.Equal(t, []string{"Bent Nail"}, g.Backpack, "the two chosen went; the oldest stays")
}
