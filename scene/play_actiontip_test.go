package scene

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// A support action that rolls says on its button and in its aim what a
// success does, and that it wounds no one (Arcade rulebook, "Action
// Points": blue actions are support; project decision in heroes.yaml:
// the Sorceress's curses wound no one). Played by mouse: Broken Bones'
// tip only said it curses the bones, its aim said "69% to wound", and the
// hit landed only Bane.
func TestASupportActionSaysItWoundsNoOne(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|W . . . K .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
W Hexcast Sorceress
K Tower Stalker
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	for _, tc := range []struct{ action, status string }{
		{"Broken Bones", "Bane"},
		{"Frozen Feet", "Ice"},
	} {
		b := sp.button(tc.action)
		require.NotNil(t, b, tc.action)
		assert.Contains(t, b.tip, "A WILL roll, range 8: a success inflicts "+tc.status+".", tc.action)
		assert.Contains(t, b.tip, "No wound", tc.action)
		assertWords(t, b.tip)
		b.onClick()
		runTicks(t, p, sp.ctx, 1)
		require.Equal(t, tc.action, p.armed.queryName())
		label := p.aimAt(p.g.Model(sp.id('W')), p.g.Model(sp.id('K')), tc.action).label
		assert.Contains(t, label, "% to inflict "+tc.status+" (no wound)", tc.action)
		assert.NotContains(t, label, "to wound", tc.action)
		b.onClick() // put away
		runTicks(t, p, sp.ctx, 1)
	}
	// A red attack still tells its wound.
	magic := sp.button("Magic")
	require.NotNil(t, magic)
	magic.onClick()
	runTicks(t, p, sp.ctx, 1)
	label := p.aimAt(p.g.Model(sp.id('W')), p.g.Model(sp.id('K')), p.armed.queryName()).label
	assert.Contains(t, label, "% to wound")
}
