package scene

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// A Hero's tooltip says when it is down, lists its status effects apart
// from its abilities, and explains each word once.
func TestDescribeSaysDownAndStatusesOnce(t *testing.T) {
	p, _ := quickStartPlay(t)
	m := p.g.Model(p.heroIDs()[0])
	m.Statuses = m.Statuses.With(cards.Slow)
	s := p.describe(m)
	assert.Contains(t, s, "Now suffering: Slow.")
	assert.Equal(t, 1, strings.Count(s, "Slow:"), "Slow is explained once: %s", s)
	m.InPlay = false
	assert.True(t, strings.HasPrefix(p.describe(m), m.Card+": down (0 of 5 hearts)"), p.describe(m))
}

// A Hero's tooltip counts its potions against the flasks its card shows
// (played at 100%: "potions 1" beside a full and an empty flask).
func TestDescribeCountsPotionsOfCapacity(t *testing.T) {
	p, _ := quickStartPlay(t)
	for _, id := range p.heroIDs() {
		m := p.g.Model(id)
		assert.Contains(t, p.describe(m), fmt.Sprintf("potions %d of %d.", m.Potions, p.g.PotionCapacity(m)), m.Card)
	}
}

// Arcade rulebook, "Hero Turn": a Hero activates at most once a Hero
// turn, even after the round's tokens go back: its card says it has acted
// (played at 200%: it said "ready" and the click was refused).
func TestHeroCardSaysActedThisTurnAfterTheTokensReset(t *testing.T) {
	p, _ := quickStartPlay(t)
	p.g.Phase = rules.HeroTurn
	m := p.g.Model(p.heroIDs()[0])
	m.Activated, m.ActivatedTurn = false, p.g.Turn
	require.Error(t, p.g.CanActivate(m.ID), "the rules refuse it")
	assert.Equal(t, "activated", p.heroCardStatus(p.hc.Painter, m, 500))
	m.ActivatedTurn = p.g.Turn - 1
	assert.Equal(t, "ready", p.heroCardStatus(p.hc.Painter, m, 500))
}
