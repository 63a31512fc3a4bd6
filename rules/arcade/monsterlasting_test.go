package arcade

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Arcade rulebook, "Boss Fight Challenge Deck": a boss-fight challenge that
// gives the dungeon boss a keyword until discarded works like the printed
// keyword, on the boss alone, and ends with the card.
func TestBossChallengeGrantsTheBossAKeyword(t *testing.T) {
	g, queen, knight := bossFightBoard(t)
	assert.False(t, g.Has(queen, "Stealth"), "not printed on her card")

	StateOf(g).Challenge, StateOf(g).ChallengeTurn = "Secret Escape Plan", g.Turn
	assert.True(t, g.Has(queen, "Stealth"), "Secret Escape Plan: the boss has Stealth while it is in play")
	assert.False(t, g.Has(knight, "Stealth"), "the card names the boss only")

	StateOf(g).Challenge = ""
	assert.False(t, g.Has(queen, "Stealth"), "discarded, the keyword is gone")
}
