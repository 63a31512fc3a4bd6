package classicai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
)

// 1st edition, "Shapeshift" (the Deeproot Druid and its Angry Bear): the
// hero AI takes the bear form when a monster is within a move and a blow
// and no Hero near needs the druid's balm, and the druid form when a
// hurt friend is near (with a potion to pay the balm) or nothing is
// there to fight.
func TestHeroAIShapeshifts(t *testing.T) {
	for _, tc := range []struct {
		name, row, hero, friend string
		shift                   bool
	}{
		{"a druid beside a kobold becomes the bear", "D K . . . . . . . . . . . . W", "Deeproot Druid", "", true},
		{"a druid with nothing near stays a druid", "D . . . . . . . . . . . K . W", "Deeproot Druid", "", false},
		{"a druid with a hurt friend stays to heal", "D K . . . . . . . . . . . . W", "Deeproot Druid", " wounds=2", false},
		{"a druid without a potion fights anyway", "D K . . . . . . . . . . . . W", "Deeproot Druid potions=0", " wounds=2", true},
		{"a bear beside a kobold stays a bear", "D K . . . . . . . . . . . . W", "Angry Bear", "", false},
		{"a bear with a hurt friend turns back", "D K . . . . . . . . . . . . W", "Angry Bear", " wounds=3", true},
		{"a bear with nothing near turns back", "D . . . . . . . . . . . K . W", "Angry Bear", "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sc, err := rules.ParseScenario(`ruleset classic
phase hero
first heroes
map
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
|`+tc.row+`|
+ + + + + + + + + + + + + + + +
|P . . . . . . . . . . . . . .|
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
end
D `+tc.hero+`
P Royal Paladin`+tc.friend+`
K Kobold Knucklehead
W Kobold Warren
`, catalog(t), classic.Scenario)
			require.NoError(t, err)
			g := sc.Game
			id := sc.Marks['D']
			cmd := Shapeshift(g, rules.StartActivation{Hero: id})
			require.Equal(t, rules.StartActivation{Hero: id, Shapeshift: tc.shift}, cmd)
			_, err = g.Apply(cmd)
			assert.NoError(t, err)
			other := rules.StartActivation{Hero: sc.Marks['P']}
			assert.Equal(t, other, Shapeshift(g, other), "a Hero without Shapeshift is left alone")
		})
	}
}
