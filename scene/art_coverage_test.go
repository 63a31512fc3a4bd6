package scene

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/sprites"
)

// Every Hero and monster a game can put on the board has art: the board
// draws no model it has no art for (played at 100%: a boo booty sprang
// from a chest, fought, and was never seen).
func TestEveryModelOfTheCatalogHasArt(t *testing.T) {
	cat, err := rules.LoadCatalog()
	require.NoError(t, err)
	for name := range cat.Heroes {
		assert.True(t, sprites.Known(name), "Hero %s", name)
	}
	for name := range cat.Monsters {
		assert.True(t, sprites.Known(name), "monster %s", name)
	}
}
