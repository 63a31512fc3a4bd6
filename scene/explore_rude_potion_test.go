package scene

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// Rude Supers, Hero Phase 1: "A potion may be used at any time during the
// Heroes' turn": between two activations the action bar offers each
// Hero's own red and blue potions, and one drunk is that Hero's potion for
// the turn.
func TestRudePotionBetweenActivationsOnTheBar(t *testing.T) {
	ctx := newContext(t)
	p, err := newExplorePlay(explore.Setup{Seed: 5, Heroes: ExploreBalanced, Rude: &explore.RudeOptions{}}, ExploreRoles{ConsulAI: true})
	require.NoError(t, err)
	runTicks(t, p, ctx, 2)
	p.speed = 1000
	exRunUntil(t, p, ctx, 3000, "the Heroes' turn", func() bool { return p.g.Phase == rules.HeroTurn && !p.busy() })
	mage := p.g.Heroes()[1]
	p.g.Model(mage).Potions = 1
	p.version++
	runTicks(t, p, ctx, 1)
	require.NotNil(t, barButton(p, "Fire Water"), "the Mage's potion on the bar: %v", buttonLabels(p))
	clickButton(t, p, ctx, "Fire Water")
	assert.Zero(t, p.g.Model(mage).Potions)
	assert.True(t, explore.DrankThisTurn(p.g, mage))
	runTicks(t, p, ctx, 1)
	assert.Nil(t, barButton(p, "Fire Water"), "one potion a Hero a turn")
}
