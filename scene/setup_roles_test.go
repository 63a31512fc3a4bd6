package scene

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every Hero in the picker says what it is good at in one line — job,
// reach, a move to try — and names only a move its card really has.
func TestHeroPickerSaysWhatEachHeroIsGoodAt(t *testing.T) {
	s := NewSetup()
	require.NotNil(t, s.cat)
	for _, name := range heroOrder {
		line := heroRoles[name]
		require.NotEmpty(t, line, name)
		role, move := splitRole(line)
		assert.NotEmpty(t, role, name)
		h := s.cat.Heroes[name]
		require.NotNil(t, h, name)
		found := false
		for _, a := range h.Actions {
			found = found || strings.HasPrefix(move, a.Name+" ")
		}
		assert.True(t, found, "%s: %q names one of its actions", name, move)
		assert.Contains(t, s.heroTip(name), line)
	}
	ctx := newContext(t)
	require.NoError(t, s.Update(ctx))
	screen := ebiten.NewImage(DesignW, DesignH)
	s.Draw(screen, ctx)
	saveScreen(t, screen, "setup-roles.png")
}
