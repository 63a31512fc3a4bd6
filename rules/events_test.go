package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The words a player reads count dice as dice.
func TestCountOfDice(t *testing.T) {
	assert.Equal(t, "1 blue die", CountOf(1, "blue die"))
	assert.Equal(t, "2 blue dice", CountOf(2, "blue die"))
	assert.Equal(t, "3 Princess Coins", CountOf(3, "Princess Coin"))
}

// A fallen Hero's line counts the coins left in words: "1 Princess Coin
// left", never "1 Princess Coins" (read by mouse in a hot-seat Explore game).
func TestHeroDownCountsCoins(t *testing.T) {
	ref := Ref{Name: "Ember Mage"}
	assert.Equal(t, "Ember Mage has fallen (1 Princess Coin left)", HeroDown{Hero: ref, Coins: 1}.String())
	assert.Equal(t, "Ember Mage has fallen (0 Princess Coins left)", HeroDown{Hero: ref, Coins: 0}.String())
}

// The last line of a game agrees with its subject: "the Consul wins", "the
// Heroes win" (read "the Consul win" by mouse).
func TestGameOverWords(t *testing.T) {
	assert.Equal(t, "the game is over: the Consul wins", GameOver{Winner: "the Consul"}.String())
	assert.Equal(t, "the game is over: the Heroes win", GameOver{Winner: "the Heroes"}.String())
}
