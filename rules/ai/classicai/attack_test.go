package classicai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
)

// The Consul uses the 1st edition's special attacks: Rex cuddles a Hero
// who is not yet Immobile and Weak, stamps on one who is (Knockdown),
// smashes one who suffers all three (two wounds for two action points
// beat his plain blow), and under Pacify keeps to his basic attack.
func TestConsulChoosesSpecialAttacks(t *testing.T) {
	for _, tc := range []struct{ hero, rex, want string }{
		{"", "", "Rex Cuddle"},
		{" status=Immobile,Weak", "", "Thwomp"},
		{" status=Immobile,Weak,Knockdown", "", "Rex Smash"},
		{"", " status=Pacify", ""},
	} {
		sc, err := rules.ParseScenario(`ruleset classic
phase consul
first consul
map
+-+-+-+-+-+-+-+-+
|H R . . . . . W|
+ + + + + + + + +
|. . . . . . . .|
+-+-+-+-+-+-+-+-+
end
H Royal Paladin`+tc.hero+`
R Rex`+tc.rex+`
W Kobold Warren
`, catalog(t), classic.Scenario)
		require.NoError(t, err)
		g := sc.Game
		_, err = g.Apply(classic.Activate{Monster: sc.Marks['R']})
		require.NoError(t, err)
		cmd := New().activationStep(g, classic.StateOf(g), g.Model(sc.Marks['R']))
		a, ok := cmd.(classic.Attack)
		require.True(t, ok, "%T", cmd)
		assert.Equal(t, tc.want, a.Action, "hero%s rex%s: %s", tc.hero, tc.rex, a.Why)
		_, err = g.Apply(cmd)
		assert.NoError(t, err)
	}
}

func catalog(t *testing.T) *rules.Catalog {
	t.Helper()
	c, err := rules.LoadCatalog()
	require.NoError(t, err)
	return c
}
