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
