package explore

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Explore rulebook, "Rescue the Prince", "Setup": immediately after the
// dungeon is built the Consul places the prince, then a Hero player moves
// him up to four squares. By hand: the placement board has no monster
// yet, the Consul's step lights every empty floor square, each step of the
// Heroes' move a square next to him, and a step onto his own square
// leaves him there. The game New plays from the squares chosen has the
// prince where the Heroes left him.
func TestRescueThePrincePlacedByHand(t *testing.T) {
	s := Setup{Seed: 3, Heroes: balanced, Variant: VariantRescue, Catalog: testCatalog(t)}
	g, step, err := PlacementBoard(s)
	require.NoError(t, err)
	for i := range g.Models {
		assert.NotEqual(t, rules.KindMonster, g.Models[i].Kind, "no monster spawns before the tokens are placed")
	}
	require.Equal(t, TokenPrince, step.What)
	assert.True(t, step.Consul, "the Consul places the prince")
	assert.Contains(t, step.Squares, step.ForMe)
	forMe, _, err := New(s)
	require.NoError(t, err)

	// The Consul hides him where "for me" would; the Heroes move him two
	// squares, then leave him.
	s = Place(s, step, step.ForMe)
	_, step, err = PlacementBoard(s)
	require.NoError(t, err)
	require.Equal(t, TokenPrinceMove, step.What)
	assert.False(t, step.Consul, "a Hero player moves him")
	assert.Equal(t, *s.PrinceAt, step.From)
	for _, p := range step.Squares {
		assert.Equal(t, 1, tiles.Dist(p, step.From), "a step goes to a square next to him")
	}
	path := []tiles.Point{*s.PrinceAt}
	for k := 0; k < 2; k++ {
		require.NotEmpty(t, step.Squares)
		s = Place(s, step, step.ForMe)
		path = append(path, step.ForMe)
		_, step, err = PlacementBoard(s)
		require.NoError(t, err)
		require.Equal(t, TokenPrinceMove, step.What)
		assert.Equal(t, k+1, step.N)
	}
	s = Place(s, step, step.From) // leave him here
	_, step, err = PlacementBoard(s)
	require.NoError(t, err)
	assert.Empty(t, step.What, "every token is placed")
	g, _, err = New(s)
	require.NoError(t, err)
	require.Len(t, g.Crystals, 1)
	assert.Equal(t, path[2], g.Crystals[0].Pos, "the prince is where the Heroes left him")
	assert.NotEqual(t, forMe.Crystals[0].Pos, g.Crystals[0].Pos, "'for me' would have moved him on")

	// A wall or a square two away is refused.
	bad := s
	bad.PrinceMove = []tiles.Point{{X: s.PrinceAt.X + 2, Y: s.PrinceAt.Y}}
	_, _, err = PlacementBoard(bad)
	assert.ErrorContains(t, err, "cannot be moved")
}

// Explore rulebook, "Find the Artifact", "Setup": the Consul and the
// Heroes place the five crystals alternately, the Consul first, none
// within four squares of the start and end tokens, a spawning point or
// another crystal. By hand, each step says whose crystal it is and lights
// only squares keeping that spacing; crystals placed by hand where "for
// me" would place them give the same game.
func TestFindTheArtifactPlacedByHand(t *testing.T) {
	s := Setup{Seed: 5, Heroes: balanced, Variant: VariantArtifact, Catalog: testCatalog(t)}
	forMe, _, err := New(s)
	require.NoError(t, err)
	for k := 1; k <= 5; k++ {
		g, step, err := PlacementBoard(s)
		require.NoError(t, err)
		require.Equal(t, TokenCrystal, step.What)
		assert.Equal(t, k, step.N)
		assert.Equal(t, k%2 == 1, step.Consul, "crystal %d: alternately, Consul first", k)
		assert.Contains(t, step.Squares, step.ForMe)
		end := *StateOf(g).EndToken
		for _, p := range step.Squares {
			assert.Greater(t, tiles.Dist(p, g.Board.Start), 4)
			assert.Greater(t, tiles.Dist(p, end), 4)
			for _, c := range g.Crystals {
				assert.Greater(t, tiles.Dist(p, c.Pos), 4)
			}
		}
		if k == 1 {
			bad := Place(s, step, tiles.Point{X: g.Board.Start.X + 1, Y: g.Board.Start.Y})
			_, _, err := PlacementBoard(bad)
			assert.ErrorContains(t, err, "more than four squares", "next to the start token is refused")
		}
		s = Place(s, step, step.ForMe)
	}
	_, step, err := PlacementBoard(s)
	require.NoError(t, err)
	assert.Empty(t, step.What)
	g, _, err := New(s)
	require.NoError(t, err)
	assert.Equal(t, forMe.Crystals, g.Crystals, "the same squares, the same hidden artifact")
	assert.Equal(t, StateOf(forMe).Artifact, StateOf(g).Artifact)
}

// Explore rulebook, "Rescue the Prince", "Setup": the Heroes move him
// towards the start. "For me" walks him: from any open square that has a
// walk of open squares to the start token, its step goes one square
// nearer along that walk, so rubble between him and the start never
// leaves him standing (a straight-line step did, three squares out).
func TestPrinceForMeWalksAroundRubble(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		s := Setup{Seed: seed, Heroes: balanced, Variant: VariantRescue, Catalog: testCatalog(t)}
		s.placing = true
		g, _, err := New(s)
		require.NoError(t, err)
		e := eg{g, StateOf(g)}
		walk := e.princeWalks()
		for _, p := range g.Board.Points() {
			d, ok := walk[p]
			if !ok || d == 0 || !e.openSquare(p) {
				continue
			}
			steps := e.princeSteps(p, 1)
			if d == 1 && !e.openSquare(g.Board.Start) {
				continue // next to the start, whose square is taken
			}
			require.Len(t, steps, 1, "seed %d: a step from %v, %d squares' walk from the start", seed, p, d)
			assert.Equal(t, d-1, walk[steps[0]], "seed %d: the step from %v goes one square nearer", seed, p)
		}
	}
}
