package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// choicesBoard: the Sanctioned Witch with a Crawler in range, beside the
// Tincan and the Riftling Warrior (the lines after "end" add keys).
func choicesBoard(t *testing.T, tincan, warrior, witch string) (*rules.Game, map[rune]rules.ModelID) {
	g, id := scenario(t, `
map
+-+-+-+-+-+-+
|T . . . . .|
+ + + + + + +
|R . W . . C|
+-+-+-+-+-+-+
end
T Tincan `+tincan+`
R Riftling Warrior `+warrior+`
W Sanctioned Witch `+witch+`
C Crawler
`)
	_, err := g.Apply(rules.StartActivation{Hero: id['W']})
	require.NoError(t, err)
	return g, id
}

// attackOf asks the AI for the Witch's attack on the Crawler, with the
// choices it made.
func attackOf(t *testing.T, g *rules.Game, id map[rune]rules.ModelID) rules.Attack {
	t.Helper()
	p := New()
	v := p.look(g)
	c := p.withChoices(v, g.Model(id['W']), rules.Attack{Attr: "will", Target: id['C']})
	a, ok := c.(rules.Attack)
	require.True(t, ok)
	return a
}

// Arcade rulebook, "Resolve Effects": each heart "may be used to remove
// one wound or one status effect from any Hero". The rules' default heals
// the most wounded (a tie goes to the lowest id: the Tincan, three of six
// hearts); the AI heals the Warrior, two hearts from death.
func TestAIHeartGoesToTheHeroClosestToDeath(t *testing.T) {
	g, id := choicesBoard(t, "wounds=3", "wounds=3", "")
	a := attackOf(t, g, id)
	require.NotEmpty(t, a.Hearts)
	assert.Equal(t, rules.HeartUse{Hero: id['R']}, a.Hearts[0])
	// Every prefix is legal in order: the Warrior's two hearts to spare
	// come before the Tincan's, and nobody is healed twice beyond its
	// wounds.
	healed := map[rules.ModelID]int{}
	for _, h := range a.Hearts {
		if h.Status == "" {
			healed[h.Hero]++
		}
	}
	assert.LessOrEqual(t, healed[id['R']], 3)
	assert.LessOrEqual(t, healed[id['T']], 3)
	assert.Zero(t, healed[id['W']], "the Witch has no wound")
}

// Arcade rulebook, "Resolve Effects": each potion "may be given to any
// Hero". The default gives it to the user while it has room (the Witch,
// one of two); the AI gives it to the Hero carrying fewest whose own
// potion heals, the Tincan (Bitterroot), then fills the others up to their
// capacity, never beyond.
func TestAIPotionGoesToTheEmptyHealer(t *testing.T) {
	g, id := choicesBoard(t, "potions=0", "potions=1", "potions=1")
	a := attackOf(t, g, id)
	require.NotEmpty(t, a.Potions)
	assert.Equal(t, id['T'], a.Potions[0])
	count := map[rules.ModelID]int{}
	for _, h := range a.Potions {
		count[h]++
	}
	assert.Equal(t, map[rules.ModelID]int{id['T']: 1, id['W']: 1}, count, "the Warrior is full")
}

// Arcade rulebook, "Wrath": with the pool empty, a Hero gaining wrath takes
// it from another Hero. The default takes from the most wrath (a tie: the
// Warrior, the lower id); the AI takes from the Tincan, two hearts from
// death, so the monsters' most-wrath rule turns away from it.
func TestAIWrathTakenFromTheHeroInDanger(t *testing.T) {
	g, id := choicesBoard(t, "wrath=3 wounds=4", "wrath=3", "")
	require.Zero(t, g.FreeWrath())
	a := attackOf(t, g, id)
	require.NotEmpty(t, a.WrathFrom)
	assert.Equal(t, id['T'], a.WrathFrom[0])
	assert.NotContains(t, a.WrathFrom, id['W'], "never from the attacker")
}

// Arcade rulebook, "Control Effects": Compel lets the user move the target
// "up to X squares in any direction". Sparkle-Charm Bomb (Compel 2) thrown
// among two Crawlers: the AI sends each as far from the party as two
// squares take it, on paths that stay legal whichever of them is moved,
// and leaves the Tincan, a friend caught in the blast, where it stands.
func TestAICompelDrivesMonstersAway(t *testing.T) {
	g, id := scenario(t, `
map
+-+-+-+-+-+-+-+
|. . . . . . .|
+ + + + + + + +
|T W C . . . .|
+ + + + + + + +
|. . D . . . .|
+ + + + + + + +
|. . . . . . .|
+-+-+-+-+-+-+-+
end
T Tincan
W Sanctioned Witch potions=2
C Crawler
D Crawler
`)
	_, err := g.Apply(rules.StartActivation{Hero: id['W']})
	require.NoError(t, err)
	p := New()
	c := p.withChoices(p.look(g), g.Model(id['W']), rules.DrinkPotion{Owner: id['W'], Action: "Sparkle-Charm Bomb"})
	d, ok := c.(rules.DrinkPotion)
	require.True(t, ok)
	require.Len(t, d.Controls, 2, "%+v", d.Controls)
	for _, cm := range d.Controls {
		assert.NotEqual(t, id['T'], cm.Model, "a friend is not moved")
	}
	nearest := func(m *rules.Model) int {
		return min(tiles.Dist(m.Pos, g.Model(id['T']).Pos), tiles.Dist(m.Pos, g.Model(id['W']).Pos))
	}
	before := map[rune]int{'C': nearest(g.Model(id['C'])), 'D': nearest(g.Model(id['D']))}
	tpos := g.Model(id['T']).Pos
	_, err = g.Apply(d)
	require.NoError(t, err)
	assert.Equal(t, before['C']+2, nearest(g.Model(id['C'])), "two squares further from the party")
	assert.Equal(t, before['D']+2, nearest(g.Model(id['D'])))
	assert.Equal(t, tpos, g.Model(id['T']).Pos)
}
