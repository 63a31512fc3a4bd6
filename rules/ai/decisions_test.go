package ai

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

func scenario(t *testing.T, text string) (*rules.Game, map[rune]rules.ModelID) {
	t.Helper()
	loadShared(t)
	sc, err := rules.ParseScenario(text, sharedCat, arcade.Scenario)
	require.NoError(t, err)
	return sc.Game, sc.Marks
}

// A raging Barbarian that has walked spends its free attacks on the
// monster next to it before anything else.
func TestAIRageAttacks(t *testing.T) {
	g, id := scenario(t, `
map
+-+-+-+-+
|R . . .|
+ + + + +
|. . C .|
+-+-+-+-+
end
R Claw Tribe Barbarian
C Crawler
`)
	for _, c := range []rules.Command{rules.StartActivation{Hero: id['R']}, rules.UseAction{Action: "Rage"},
		rules.Move{Path: []tiles.Point{{X: 1, Y: 0}}}} {
		_, err := g.Apply(c)
		require.NoError(t, err)
	}
	assert.Equal(t, rules.RageAttack{Target: id['C']}, New().Next(g))
}

// Cards waiting after a chest is opened with Look: the AI keeps one that
// fits a free slot and is not Cursed, and a forced boo booty otherwise.
func TestAIChoosesTreasure(t *testing.T) {
	g, id := scenario(t, `
deck treasure: Ancestral Mail, Oracle Eye
map
+-+-+-+
|W T .|
+-+-+-+
end
W Sanctioned Witch
T Treasure Chest tile=2
`)
	_, err := g.Apply(rules.StartActivation{Hero: id['W']})
	require.NoError(t, err)
	_, err = g.Apply(rules.OpenChest{Chest: id['T'], Look: true})
	require.NoError(t, err)
	c := New().Next(g)
	require.IsType(t, rules.ChooseTreasure{}, c)
	_, err = g.Apply(c)
	require.NoError(t, err)
	assert.Len(t, g.Backpack, 1)
	_, pending := g.PendingTreasure()
	assert.False(t, pending)
}

// Rage (project keyword, rules/abilities.go): with a spawning point and
// four minions within its walk, the Barbarian rages first, then turns its
// movement points into free attacks: more than its action points buy.
func TestAIStartsRageAndSpendsTheWalk(t *testing.T) {
	g, id := scenario(t, `
map
+-+-+-+-+-+-+-+-+
|R . . . . E . .|
+ + + + + + + + +
|. . . . C . . N|
+ + + + + + + + +
|. . . F . . D .|
+-+-+-+-+-+-+-+-+
end
R Claw Tribe Barbarian
C Crawler
D Crawler
E Crawler
F Crawler
N Spider Nest
`)
	_, err := g.Apply(rules.StartActivation{Hero: id['R']})
	require.NoError(t, err)
	ai := New()
	c := ai.Next(g)
	require.Equal(t, rules.UseAction{Action: "Rage", Aim: rules.Aim{Target: id['R']}}, c)
	free := 0
	for i := 0; i < 30 && g.Active != rules.NoModel; i++ {
		c = ai.Next(g)
		if _, ok := c.(rules.RageAttack); ok {
			free++
		}
		_, err = g.Apply(c)
		require.NoError(t, err, "%v", c)
	}
	assert.Equal(t, rules.NoModel, g.Active, "the activation ends")
	assert.Equal(t, 6, free, "each of its six movement points earns an attack, twice what three action points buy")
}

// Two minions within its walk: three action points of attacks do most of
// what a Rage would, without lowering the Barbarian's guard.
func TestAINoRageForTwoMinions(t *testing.T) {
	g, id := scenario(t, `
map
+-+-+-+-+-+-+-+-+
|R . . . . . . .|
+ + + + + + + + +
|. . . . C . . .|
+ + + + + + + + +
|. . . . . . D .|
+-+-+-+-+-+-+-+-+
end
R Claw Tribe Barbarian
C Crawler
D Crawler
`)
	_, err := g.Apply(rules.StartActivation{Hero: id['R']})
	require.NoError(t, err)
	assert.NotEqual(t, rules.UseAction{Action: "Rage", Aim: rules.Aim{Target: id['R']}}, New().Next(g))
}

// No monster within its walk: the Barbarian keeps its action points.
func TestAINoRageWithNothingInReach(t *testing.T) {
	g, id := scenario(t, `
map
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
|R . . . . . . . . . . . . . . . . .|
+ + + + + + + + + + + + + + + + + + +
|. . . . . . . . . . . . . . . . . C|
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
end
R Claw Tribe Barbarian
C Crawler
`)
	_, err := g.Apply(rules.StartActivation{Hero: id['R']})
	require.NoError(t, err)
	assert.NotEqual(t, rules.UseAction{Action: "Rage", Aim: rules.Aim{Target: id['R']}}, New().Next(g))
}

// runActivation starts hero's activation and applies the AI's commands
// until it ends, returning them.
func runActivation(t *testing.T, g *rules.Game, hero rules.ModelID) []rules.Command {
	t.Helper()
	_, err := g.Apply(rules.StartActivation{Hero: hero})
	require.NoError(t, err)
	var out []rules.Command
	ai := New()
	for i := 0; i < 30 && g.Active != rules.NoModel; i++ {
		c := ai.Next(g)
		out = append(out, c)
		_, err = g.Apply(c)
		require.NoError(t, err, "%v", c)
	}
	require.Equal(t, rules.NoModel, g.Active, "the activation ends")
	return out
}

// balmBoard: the Hearthsworn Fighter four squares from a Sanctioned Witch
// with that many wounds, and a spawning point far off.
func balmBoard(t *testing.T, witchWounds int) (*rules.Game, map[rune]rules.ModelID) {
	t.Helper()
	return scenario(t, fmt.Sprintf(`
map
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
|F . . . W . . . . . . . . .|
+ + + + + + + + + + + + + + +
|. . . . . . . . . . . . . N|
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
end
F Hearthsworn Fighter
W Sanctioned Witch wounds=%d
N Spider Nest
`, witchWounds))
}

// Take Wounds (project keyword, rules/abilities.go; Hearthsworn Fighter's
// Hero's Balm): a friend one wound from destruction and a healthy Fighter:
// the Fighter drinks its balm and carries the wounds.
func TestAIBalmForADyingFriend(t *testing.T) {
	g, id := balmBoard(t, 4)
	before := g.Hearts(g.Model(id['W'])) - 4
	require.Equal(t, 1, before, "the Witch has one heart left")
	cmds := runActivation(t, g, id['F'])
	assert.Contains(t, cmds, rules.Command(rules.DrinkPotion{Owner: id['F'], Drinker: id['F'], Action: "Hero's Balm", Aim: rules.Aim{Target: id['W']}}))
	assert.Equal(t, 0, g.Model(id['W']).Wounds, "the Witch's wounds moved")
	assert.Equal(t, 4, g.Model(id['F']).Wounds, "onto the Fighter, who can bear them")
}

// A scratch on a friend is not worth the Fighter's potion and the wound.
func TestAINoBalmForAScratch(t *testing.T) {
	g, id := balmBoard(t, 1)
	for _, c := range runActivation(t, g, id['F']) {
		if d, ok := c.(rules.DrinkPotion); ok {
			assert.NotEqual(t, "Hero's Balm", d.Action, "%v", c)
		}
	}
	assert.Equal(t, 1, g.Model(id['W']).Wounds)
}
