package legends

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// "Movement": the squares a screen offers are exactly those a movement of
// four may end on (difficult terrain counting two, never on a model, never
// into a chasm), and each offered path is one Apply takes.
func TestMoveOptionsAreLegal(t *testing.T) {
	g := combatGame(t, `
....~...
..d.....
........
........`, hero("Knight", 0, 0), monster("Kobold", 2, 0), monster("Kobold", 7, 3))
	apply(t, g, Activate{Model: 0})
	opts := g.MoveOptions(false)
	require.NotEmpty(t, opts)
	seen := map[tiles.Point]bool{}
	for _, o := range opts {
		seen[o.To] = true
		assert.LessOrEqual(t, o.Cost, 4)
		w := g.Clone()
		_, err := w.Apply(Move{Path: o.Path})
		require.NoError(t, err, "offered %v", o.To)
		assert.Equal(t, o.To, w.Models[0].At)
	}
	assert.False(t, seen[pt(2, 0)], "never onto a model")
	assert.False(t, seen[pt(4, 0)], "never into a chasm")
	assert.False(t, seen[pt(5, 0)], "five squares is too far")
	assert.True(t, seen[pt(0, 3)])
	apply(t, g, Move{Path: opts[0].Path})
	assert.Empty(t, g.MoveOptions(false), "one movement an activation")
	assert.NotEmpty(t, g.MoveOptions(true), "the Run action still moves four")
}

// "Melee/Magic/Missile Attacks", "Attack & Defense Roll": the targets
// offered are those in reach and sight, each with the exact chance that
// the attack roll beats the defense roll.
func TestActionTargetsAndChances(t *testing.T) {
	g := combatGame(t, room, hero("Knight", 0, 0), monster("Kobold", 1, 0), monster("Far", 6, 4))
	apply(t, g, Activate{Model: 0})
	acts := g.Actions(0)
	require.NotEmpty(t, acts)
	atk := acts[0]
	require.Equal(t, ActAttack, atk.Kind)
	require.Len(t, atk.Targets, 1, "only the adjacent kobold for a melee attack")
	tg := atk.Targets[0]
	assert.Equal(t, 1, tg.Model)
	// 2B against 1B: P(a > d) summed over the defense's stars.
	d := g.data.Dice
	want := 0.0
	for s, p := range d.StarDistribution(cards.Pool{Dice: [5]int{1}}) {
		want += p * d.ChanceMoreThan(cards.Pool{Dice: [5]int{2}}, s)
	}
	assert.InDelta(t, want, tg.Chance, 1e-9)
	assert.Greater(t, tg.Chance, 0.3)
	assert.Less(t, tg.Chance, 0.9)
	for _, o := range acts {
		for _, tt := range o.Targets {
			_, err := g.Clone().Apply(o.Command(0, tt.Model, nil, "", -1))
			assert.NoError(t, err, "%s at %d", o.Name, tt.Model)
		}
		if len(o.Targets)+len(o.Squares)+len(o.Dirs)+len(o.Tokens) == 0 && o.Aim != AimNone {
			assert.NotEmpty(t, o.Why, "%s offers nothing and says why", o.Name)
		}
	}
	apply(t, g, Attack{Target: 1})
	for _, o := range g.Actions(0) {
		assert.Contains(t, o.Why, "already took its action", "%s after the action", o.Name)
	}
}

// "Area Effects": a Burst's centres need range and sight, and its area
// is the centre and every square around it.
func TestBurstSquaresAndArea(t *testing.T) {
	g := combatGame(t, room, hero("Mage", 0, 0), monster("Kobold", 3, 2))
	g.Models[0].Abilities = []string{"Ember Burst"}
	apply(t, g, Activate{Model: 0})
	var burst *ActionOption
	for _, o := range g.Actions(0) {
		if o.Name == "Ember Burst" {
			o := o
			burst = &o
		}
	}
	require.NotNil(t, burst)
	assert.Equal(t, AimSquare, burst.Aim)
	require.NotEmpty(t, burst.Squares)
	for _, sq := range burst.Squares {
		assert.LessOrEqual(t, tiles.Dist(pt(0, 0), sq), 4)
	}
	area := g.AreaOf("Ember Burst", pt(3, 2), "")
	assert.Len(t, area, 9)
	assert.Contains(t, area, pt(2, 1))
}

// "Attribute Tests": every Hero's approaches with their pools and chances;
// spending a good adds a die and so never lowers the chance.
func TestTestOptions(t *testing.T) {
	d := loadData(t)
	g, _, err := NewAdventure(Setup{Data: d, Adventure: "road-to-thistle-hollow", Seed: 3,
		Party:    []PartyHero{{Name: "A", Class: "Knight", MaxHearts: 3, Hearts: 3, Attrs: [numAttrs]string{"2B", "2B", "1B", "1B"}, Move: 4}},
		Backpack: map[string]int{"gear": 1}})
	require.NoError(t, err)
	apply(t, g, Continue{}) // the party gets ready
	apply(t, g, Continue{}) // the story
	require.Equal(t, Test, g.Mode)
	opts := g.TestOptions()
	require.Len(t, opts, 3, "heave (with and without gear), scramble")
	assert.Equal(t, 2, opts[0].DF)
	assert.InDelta(t, d.Dice.ChanceMoreThan(opts[0].Pool, 2), opts[0].Chance, 1e-9)
	assert.True(t, opts[1].UseGood)
	assert.GreaterOrEqual(t, opts[1].Chance, opts[0].Chance)
	assert.Equal(t, opts[0].Pool.Count()+1, opts[1].Pool.Count())
}

// The hero AI readies a computer seat's Hero on its own: equip what it
// carries ("Equipment": only during exploration), then nothing.
func TestExploreForOneHero(t *testing.T) {
	d := loadData(t)
	g, _, err := NewAdventure(Setup{Data: d, Adventure: "kitchen-brawl", Seed: 3,
		Party: []PartyHero{{Name: "A", Class: "Knight", MaxHearts: 3, Hearts: 3, Attrs: [numAttrs]string{"2B", "2B", "1B", "1B"}, Move: 4, Carried: []string{d.Loot[0].Name}},
			{Name: "B", Class: "Mage", MaxHearts: 3, Hearts: 3, Attrs: [numAttrs]string{"1B", "1B", "2B", "1B"}, Move: 4}}})
	require.NoError(t, err)
	ai := NewAI(1)
	assert.Nil(t, ai.ExploreFor(g, 1), "nothing to do for B")
	c := ai.ExploreFor(g, 0)
	require.Equal(t, Equip{Hero: 0, Card: d.Loot[0].Name}, c)
	apply(t, g, c)
	assert.Nil(t, ai.ExploreFor(g, 0))
}

// "Area Effects" for a thrown item: the Fire Bomb is aimed at a square
// like a Burst (not at a model), and the area shown before the throw is
// exactly where models are struck (seen in play: it was aimed at models
// and its burst was not shown, so friends next to the target were hit
// unannounced).
func TestFireBombAimMatchesWhatIsHit(t *testing.T) {
	g := combatGame(t, `
........
........
........`, hero("Ranger", 0, 1), hero("Knight", 4, 1), monster("A", 5, 1), monster("B", 5, 2), monster("C", 7, 0))
	g.Items = []string{"Fire Bomb"}
	apply(t, g, Activate{Model: 0})
	var bomb *ActionOption
	for _, o := range g.Actions(0) {
		if o.Kind == ActItem && o.Name == "Fire Bomb" {
			bomb = &o
		}
	}
	require.NotNil(t, bomb)
	require.Empty(t, bomb.Why)
	assert.Equal(t, AimSquare, bomb.Aim, "thrown at a square")
	centre := pt(4, 2)
	require.Contains(t, bomb.Squares, centre, "an empty square within four")
	area := g.AreaOf("Fire Bomb", centre, "")
	inArea := map[int]bool{}
	for _, p := range area {
		if m := g.modelAt(p); m != nil && m.ID != 0 {
			inArea[m.ID] = true
		}
	}
	assert.Equal(t, map[int]bool{1: true, 3: true, 2: true}, inArea, "the Knight, A and B are next to (4,2); C is not")
	evs := apply(t, g, bomb.Command(0, -1, &centre, "", -1))
	hit := map[int]bool{}
	for _, e := range evs {
		if e.Kind == "Defense" {
			hit[e.Model] = true
		}
	}
	assert.Equal(t, inArea, hit, "struck: exactly the models the preview covered")
}
