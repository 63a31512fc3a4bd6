package explore

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The Consul's screen asks the rules where the activating monster can go
// and whom it may strike: every answer is a command the rules accept
// ("Movement Points", "Action Points").
func TestQueriesAgreeWithTheCommands(t *testing.T) {
	g, marks := scenario(t, `phase consul
map
+-+-+-+-+-+-+
|H . . . . K|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
H Royal Paladin
K Tower Blackblade
`)
	assert.Empty(t, ReachableSquares(g), "no monster activates yet")
	assert.Empty(t, AttackTargets(g, ""))
	apply(t, g, Activate{Monster: marks['K']})
	reach := ReachableSquares(g)
	require.NotEmpty(t, reach)
	for _, r := range reach {
		path, _, ok := g.PathTo(marks['K'], r.At)
		require.True(t, ok, "a path to %v", r.At)
		_, err := g.Clone().Apply(Move{Path: path})
		assert.NoError(t, err, "the rules accept a move to %v", r.At)
	}
	assert.Empty(t, AttackTargets(g, ""), "the Paladin is five squares away: out of reach")
	path, _, ok := g.PathTo(marks['K'], g.Model(marks['H']).Pos.Add(tiles.E))
	require.True(t, ok)
	apply(t, g, Move{Path: path})
	assert.Equal(t, []rules.ModelID{marks['H']}, AttackTargets(g, ""), "next to the Paladin: it may strike")
}

// Explore rulebook, "Make Offense Roll", "Target Makes Defense Roll": the
// chance the screen shows is the chance the monster's dice roll more
// stars than the Hero's defense; the chart's offense bonus raises it and
// its defense bonus does not change it.
func TestMonsterChanceToWound(t *testing.T) {
	g, marks := scenario(t, `phase consul
map
+-+-+-+
|H K .|
+-+-+-+
end
H Royal Paladin
K Tower Blackblade
`)
	p, err := g.MonsterChanceToWound(marks['K'], "", marks['H'])
	require.NoError(t, err)
	assert.Greater(t, p, 0.0)
	assert.Less(t, p, 1.0)
	s := StateOf(g)
	s.Bonuses = append(s.Bonuses, Bonus{Name: "Thick Hide", Defense: cards.MustPool("1B")})
	same, err := g.MonsterChanceToWound(marks['K'], "", marks['H'])
	require.NoError(t, err)
	assert.InDelta(t, p, same, 1e-12, "a defense bonus does not help the attack")
	s.Bonuses = append(s.Bonuses, Bonus{Name: "Fury", Offense: cards.MustPool("1R")})
	more, err := g.MonsterChanceToWound(marks['K'], "", marks['H'])
	require.NoError(t, err)
	assert.Greater(t, more, p, "one more red die on offense wounds more often")
	_, err = g.MonsterChanceToWound(marks['H'], "", marks['K'])
	assert.Error(t, err, "asked of a Hero attacking a monster")
}
