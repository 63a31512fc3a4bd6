package classicai

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The Consul uses the 1st edition's special attacks: Rex cuddles a Hero
// who is not yet Immobile and Weak, swats away (Thwomp, Push 5) one who
// is when it stands by a spawning point, else smashes it (two wounds
// for two action points, with an extra die, beat his plain blow), and
// under Pacify keeps to his basic attack.
func TestConsulChoosesSpecialAttacks(t *testing.T) {
	for _, tc := range []struct{ hero, rex, want, row string }{
		{"", "", "Rex Cuddle", "H R . . . . . W"},
		{" status=Immobile,Weak", "", "Thwomp", "W H R . . . . ."},
		{" status=Immobile,Weak", "", "Rex Smash", "H R . . . . . W"},
		{"", " status=Pacify", "", "H R . . . . . W"},
	} {
		sc, err := rules.ParseScenario(`ruleset classic
phase consul
first consul
map
+-+-+-+-+-+-+-+-+
|`+tc.row+`|
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

// The Consul uses the 1st edition's auras ("Aura X", the Dragon Priest's
// Dragon Rage and the Ironscale's Shieldwall): the priest rages when
// three kobolds near it have yet to attack, even with a Hero to shoot,
// and attacks when only one has; an Ironscale that reaches no Hero (held
// Immobile here) raises its shield over two friends, and ends its
// activation when no friend stands by it.
func TestConsulUsesAuras(t *testing.T) {
	for _, tc := range []struct {
		name, row, who, want string
	}{
		{"rage over three kobolds", "P K L M . . . . H", "P", "Dragon Rage"},
		{"attack with one kobold near", "P K . . . . . . H", "P", ""},
		{"shieldwall out of reach", "K I L . . . . . H", "I", "Shieldwall"},
		{"no friends by the ironscale", "I . . K . . . . H", "I", "-"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			legend := ""
			for _, l := range []string{"P Dragon Priest", "K Kobold Knucklehead", "L Kobold Knucklehead", "M Kobold Knucklehead", "I Kobold Ironscale status=Immobile"} {
				if strings.Contains(tc.row, l[:1]) {
					legend += l + "\n"
				}
			}
			sc, err := rules.ParseScenario(`ruleset classic
phase consul
first consul
map
+-+-+-+-+-+-+-+-+-+
|`+tc.row+`|
+ + + + + + + + + +
|. . . . . . . . W|
+-+-+-+-+-+-+-+-+-+
end
H Royal Paladin
W Kobold Warren
`+legend, catalog(t), classic.Scenario)
			require.NoError(t, err)
			g := sc.Game
			m := g.Model(sc.Marks[rune(tc.who[0])])
			_, err = g.Apply(classic.Activate{Monster: m.ID})
			require.NoError(t, err)
			cmd := New().activationStep(g, classic.StateOf(g), m)
			switch tc.want {
			case "":
				a, ok := cmd.(classic.Attack)
				require.True(t, ok, "%T %+v", cmd, cmd)
				assert.Equal(t, "", a.Action)
			case "-":
				_, ok := cmd.(classic.EndMonster)
				assert.True(t, ok, "%T %+v", cmd, cmd)
			default:
				sup, ok := cmd.(classic.Support)
				require.True(t, ok, "%T %+v", cmd, cmd)
				assert.Equal(t, tc.want, sup.Action, sup.Why)
				_, err = g.Apply(cmd)
				assert.NoError(t, err)
			}
		})
	}
}

// Starfire's Dragon Breath (1st edition card page: "Spray 5, Fire";
// "Spray X": a V from one side, no diagonals): the Consul aims it along
// the side that catches the most Heroes, and says so.
func TestConsulAimsDragonBreath(t *testing.T) {
	sc, err := rules.ParseScenario(`ruleset classic
phase consul
first consul
map
+-+-+-+-+-+-+-+-+
|. . . . . . . .|
+ + + + + + + + +
|. D . . A . . .|
+ + + + + + + + +
|. . . . . . B .|
+ + + + + + + + +
|C . . . . . . W|
+-+-+-+-+-+-+-+-+
end
A Royal Paladin
B Ember Mage
C Glimmerdusk Ranger
D Starfire
W Kobold Warren
`, catalog(t), classic.Scenario)
	require.NoError(t, err)
	g := sc.Game
	sf := g.Model(sc.Marks['D'])
	_, err = g.Apply(classic.Activate{Monster: sf.ID})
	require.NoError(t, err)
	cmd := New().activationStep(g, classic.StateOf(g), sf)
	a, ok := cmd.(classic.Attack)
	require.True(t, ok, "%T %+v", cmd, cmd)
	assert.Equal(t, "Dragon Breath", a.Action, a.Why)
	assert.Equal(t, tiles.E, a.Dir)
	assert.Contains(t, a.Why, "catching 2 Heroes")
	_, err = g.Apply(cmd)
	assert.NoError(t, err)
}

// The Flinger's Smoke Pot (our reading of "Burst 1, Smoke", the classic
// README): a Flinger out of reach of every Hero hides two kobolds in
// the smoke; one that can shoot a Hero shoots.
func TestConsulThrowsSmoke(t *testing.T) {
	for _, tc := range []struct{ name, row, want string }{
		{"out of reach: smoke", "F . K L . . . . . . . H", "Smoke Pot"},
		{"in reach: shoot", "F . K L . . H . . . . .", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sc, err := rules.ParseScenario(`ruleset classic
phase consul
first consul
map
+-+-+-+-+-+-+-+-+-+-+-+-+
|`+tc.row+`|
+ + + + + + + + + + + + +
|. . . . . . . . . . . W|
+-+-+-+-+-+-+-+-+-+-+-+-+
end
F Kobold Flinger status=Immobile
K Kobold Knucklehead
L Kobold Knucklehead
H Royal Paladin
W Kobold Warren
`, catalog(t), classic.Scenario)
			require.NoError(t, err)
			g := sc.Game
			m := g.Model(sc.Marks['F'])
			_, err = g.Apply(classic.Activate{Monster: m.ID})
			require.NoError(t, err)
			cmd := New().activationStep(g, classic.StateOf(g), m)
			if tc.want == "" {
				a, ok := cmd.(classic.Attack)
				require.True(t, ok, "%T %+v", cmd, cmd)
				assert.Equal(t, sc.Marks['H'], a.Target)
				return
			}
			sup, ok := cmd.(classic.Support)
			require.True(t, ok, "%T %+v", cmd, cmd)
			assert.Equal(t, tc.want, sup.Action, sup.Why)
			_, err = g.Apply(cmd)
			require.NoError(t, err)
			assert.True(t, g.Has(g.Model(sc.Marks['K']), "Stealth"))
			assert.True(t, g.Has(g.Model(sc.Marks['L']), "Stealth"))
		})
	}
}
