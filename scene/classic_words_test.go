package scene

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The first edition has no wrath, no Princess Coins and no loot trade:
// a classic game shows none of the Arcade's words for them (a Hero's
// card and tip, the log, the pause menu's rules, the game-over numbers,
// the attack choices, Loud Slurping's green potion), and a run reads as
// a run.
func TestClassicShowsNoArcadeWords(t *testing.T) {
	p, ctx := classicHeroTurn(t)
	g := p.g
	ids := p.heroIDs()
	g.Model(ids[0]).Wrath = 3
	assert.Zero(t, p.wrathShown(g.Model(ids[0])), "no wrath on a classic Hero card")
	assert.NotContains(t, p.describe(g.Model(ids[0])), "wrath")
	g.Model(ids[2]).InPlay = false
	down := rules.HeroDown{Hero: g.RefOf(ids[2])}
	words, skip := p.classicCoreWords(down, logText(down))
	assert.False(t, skip)
	assert.Equal(t, g.Model(ids[2]).Card+" has fallen; 2 Heroes still standing (the Consul wins when the last one falls).", words)
	_, skip = p.classicCoreWords(rules.WrathGained{Hero: g.RefOf(ids[0]), Amount: 1, Wrath: 1}, "")
	assert.True(t, skip, "no wrath line in the log")
	words, _ = p.classicCoreWords(rules.PhaseChanged{Turn: 2, Phase: rules.HeroPowerUp}, "")
	assert.Equal(t, "Round 2: the end of the round", words, "rounds, not turns")
	run := rules.Moved{Model: rules.Ref{Name: "Whelp"}, Path: make([]tiles.Point, 11), Reason: "run"}
	assert.Equal(t, "Whelp runs 11 squares.", logText(run))
	for _, l := range p.rulesHelp() {
		assert.NotContains(t, l, "Princess")
	}
	for _, r := range p.gameOverRows() {
		assert.NotContains(t, r[0], "Wrath")
	}
	g.Phase = rules.ConsulTurn
	if now, _ := g.GreenPotionsNow(); assert.True(t, now) {
		for _, b := range p.greenButtons() {
			assert.NotEqual(t, "Loud Slurping", b.label, "no wrath to slurp for")
		}
	}
	g.Phase = rules.HeroTurn
	require.NoError(t, p.apply(rules.StartActivation{Hero: ids[0]}))
	runTicks(t, p, ctx, 2)
	require.NotEmpty(t, p.choices.rects, "the attack choices are shown")
	for _, b := range p.choices.rects {
		assert.False(t, strings.HasPrefix(b.label, "Wrath"), "no wrath choice: %s", b.label)
	}
}
