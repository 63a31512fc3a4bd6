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
