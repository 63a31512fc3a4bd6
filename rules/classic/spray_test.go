package classic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// 1st edition, "Spray X": a "V" up to X squares away, never along a
// diagonal, from a square next to the user ("Area Effects": Lance,
// Spray and Sweep start from a chosen adjacent, not diagonal, square);
// squares the user cannot see are not covered. Our V (the diagram was
// a picture, README.md): row k out is 2k-1 wide; a large base sprays
// from both squares of the side it faces.
func TestSprayArea(t *testing.T) {
	g, mk := scenario(t, `phase consul
first consul
map
+-+-+-+-+-+-+-+-+
|. . . . . .|. .|
+ + + + + + + + +
|D . . . . .|. .|
+ + + + + + + + +
|. . . . . .|. .|
+ + + + + + + + +
|. . . . . .|. .|
+-+-+-+-+-+-+-+-+
end
D Starfire
`)
	sf := g.Model(mk['D'])
	require.True(t, sf.Large)
	pts := func(xy ...int) []tiles.Point {
		var out []tiles.Point
		for i := 0; i < len(xy); i += 2 {
			out = append(out, tiles.Point{X: xy[i], Y: xy[i+1]})
		}
		return out
	}
	sq, err := g.AreaSquares(sf, cards.Area{Kind: "Spray", Size: 2}, rules.Aim{Target: rules.NoModel, Dir: tiles.E})
	require.NoError(t, err)
	// From (1,1) and (1,2): (2,1) and (2,2), then three squares each at
	// x=3 (rows 0..3).
	assert.Equal(t, pts(3, 0, 2, 1, 3, 1, 2, 2, 3, 2, 3, 3), sq)

	sq, err = g.AreaSquares(sf, cards.Area{Kind: "Spray", Size: 5}, rules.Aim{Target: rules.NoModel, Dir: tiles.E})
	require.NoError(t, err)
	for y := 0; y < 4; y++ {
		assert.Contains(t, sq, tiles.Point{X: 5, Y: y}, "the V is four rows wide by then")
		assert.NotContains(t, sq, tiles.Point{X: 6, Y: y}, "behind the wall, out of the dragon's sight")
	}
	assert.NotContains(t, sq, tiles.Point{X: 1, Y: 1}, "never the user's own base")

	_, err = g.AreaSquares(sf, cards.Area{Kind: "Spray", Size: 5}, rules.Aim{Target: rules.NoModel, Dir: tiles.SE})
	assert.ErrorContains(t, err, "diagonal")
}

// Starfire's "Dragon Breath: Spray 5, Fire" (the 1st edition's card
// page): one attack roll against every Hero in the V, each defending on
// its own ("Area Effects": a single attack roll, a defense roll each);
// both Heroes in it are wounded and set alight, the one beside the
// dragon's other side is not touched. Aimed where the V misses its
// named target, or catches nobody, the attack is refused.
func TestDragonBreathSprays(t *testing.T) {
	g, mk := scenario(t, `phase consul
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
`)
	apply(t, g, Activate{Monster: mk['D']})
	_, err := g.Apply(Attack{Target: mk['A'], Action: "Dragon Breath", Dir: tiles.W})
	assert.ErrorContains(t, err, "does not reach Royal Paladin")
	_, err = g.Apply(Attack{Target: mk['A'], Action: "Dragon Breath", Dir: tiles.NE})
	assert.ErrorContains(t, err, "diagonal")
	// With no target named, the V must catch someone.
	_, err = g.Apply(Attack{Target: rules.NoModel, Action: "Dragon Breath", Dir: tiles.N})
	assert.ErrorContains(t, err, "catches no Hero")
	_, err = g.Clone().Apply(Attack{Target: rules.NoModel, Action: "Dragon Breath", Dir: tiles.E})
	assert.NoError(t, err)

	// STR 2B1R rolls 2+2+2; every defense die a blank.
	g.Dice = []int{4, 4, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}
	evs := apply(t, g, Attack{Target: mk['A'], Action: "Dragon Breath", Dir: tiles.E})
	for _, k := range []rune{'A', 'B'} {
		h := g.Model(mk[k])
		assert.Equal(t, 1, h.Wounds, "%s is hit", h.Card)
		assert.True(t, h.Statuses.Has(cards.Fire), "%s is alight", h.Card)
	}
	c := g.Model(mk['C'])
	assert.Zero(t, c.Wounds)
	assert.False(t, c.Statuses.Has(cards.Fire))
	rolls := 0
	for _, e := range evs {
		if r, ok := e.(rules.Rolled); ok && r.Model == g.RefOf(mk['D']) {
			rolls++
		}
	}
	assert.Equal(t, 1, rolls, "a single attack roll")
}
