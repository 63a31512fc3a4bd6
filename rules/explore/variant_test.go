package explore

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

func pt(x, y int) *tiles.Point { return &tiles.Point{X: x, Y: y} }

// variantBoard is a small board for the alternate modes: the start token
// at (0,0).
func variantBoard(t *testing.T, variant string) (*rules.Game, map[rune]rules.ModelID) {
	g, marks := scenario(t, `map
+-+-+-+-+-+-+-+-+-+-+
|. H . . . . . . . .|
+ + + + + + + + + + +
|. E . . . . . . . .|
+ + + + + + + + + + +
|. . . . . . . . . .|
+-+-+-+-+-+-+-+-+-+-+
end
H Royal Paladin
E Ember Mage
deck loot: Bone Club, Rusty Key
deck treasure: Hero's Blade, Ancestral Mail
`)
	g.Board.Start = tiles.Point{X: 0, Y: 0}
	StateOf(g).Variant = variant
	return g, marks
}

// Explore rulebook, "Rescue the Prince", "Setup": the Consul places the
// prince on an open square, then the Heroes move him up to four squares;
// by hand or chosen for them.
func TestRescueThePrinceSetup(t *testing.T) {
	g, _, err := New(Setup{Seed: 3, Heroes: balanced, Variant: VariantRescue, Catalog: testCatalog(t)})
	require.NoError(t, err)
	require.Len(t, g.Crystals, 1)
	assert.Equal(t, PrinceToken, g.Crystals[0].Plot)
	assert.Equal(t, VariantRescue, StateOf(g).Variant)
	p := g.Crystals[0].Pos
	assert.Equal(t, tiles.Floor, g.Board.At(p).Terrain)
	_, _, err = New(Setup{Seed: 3, Heroes: balanced, Variant: VariantRescue, PrinceAt: &p,
		PrinceMove: []tiles.Point{p, p, p, p, p}, Catalog: testCatalog(t)})
	assert.ErrorContains(t, err, "")
	_, _, err = New(Setup{Seed: 3, Heroes: balanced, Variant: "treasure hunt", Catalog: testCatalog(t)})
	assert.ErrorContains(t, err, "variant")
}

// Explore rulebook, "Rescue the Prince", "Special Rules" and "Hero
// Victory": Interact picks the prince up and the chart advances at once
// (the Consul's own advance that turn still to come); the carrier may not
// Dash; it wins the game on entering the start token's square.
func TestRescueThePrince(t *testing.T) {
	g, marks := variantBoard(t, VariantRescue)
	g.Crystals = []rules.CrystalToken{{Pos: tiles.Point{X: 2, Y: 0}, Plot: PrinceToken}}
	apply(t, g, rules.StartActivation{Hero: marks['H']})
	evs := apply(t, g, rules.Interact{Target: rules.NoModel, At: pt(2, 0)})
	s := StateOf(g)
	assert.Equal(t, marks['H'], Carrier(g))
	assert.Empty(t, g.Crystals)
	assert.Equal(t, 1, s.Space, "the chart advanced at once")
	assert.NotEqual(t, g.Turn, s.AdvancedTurn, "the Consul's power-up still advances it this turn")
	assert.NotEmpty(t, evs)
	_, err := g.Apply(rules.Dash{Path: []tiles.Point{{X: 2, Y: 0}}})
	assert.ErrorContains(t, err, "may not Dash")
	apply(t, g, rules.Move{Path: []tiles.Point{{X: 0, Y: 0}}})
	assert.Equal(t, "heroes", g.Over, "the carrier reached the start token")
}

// Explore rulebook, "Rescue the Prince", "Special Rules": the prince is
// dropped where his carrier falls; a carrier that did not activate moves
// up to five squares at the end of the Hero turn, once; the boss's fall
// does not end the game.
func TestRescueThePrinceCarrier(t *testing.T) {
	g, marks := variantBoard(t, VariantRescue)
	s := StateOf(g)
	s.HasCarrier, s.CarrierID = true, marks['E']
	g.Phase = rules.HeroPowerUp
	path := []tiles.Point{{X: 2, Y: 1}, {X: 3, Y: 1}, {X: 4, Y: 1}, {X: 5, Y: 1}, {X: 6, Y: 1}, {X: 7, Y: 1}}
	_, err := g.Apply(CarrierMove{Path: path})
	assert.Error(t, err, "six squares is one too many")
	apply(t, g, CarrierMove{Path: path[:5]})
	assert.Equal(t, tiles.Point{X: 6, Y: 1}, g.Model(marks['E']).Pos)
	_, err = g.Apply(CarrierMove{Path: []tiles.Point{{X: 5, Y: 1}}})
	assert.ErrorContains(t, err, "already moved")
	g.Destroy(g.Model(marks['E']), rules.NoModel)
	require.Len(t, g.Crystals, 1)
	assert.Equal(t, rules.CrystalToken{Pos: tiles.Point{X: 6, Y: 1}, Plot: PrinceToken}, g.Crystals[0])
	assert.Equal(t, rules.NoModel, Carrier(g))

	g2, _ := scenario(t, `map
+-+-+-+
|H Q .|
+ + + +
|. . .|
+-+-+-+
end
H Royal Paladin
Q The Midnight Queen wounds=4
`)
	StateOf(g2).Variant = VariantRescue
	g2.Destroy(g2.Model(StateOf(g2).BossID), rules.NoModel)
	assert.Empty(t, g2.Over, "in Rescue the Prince the boss's fall wins nothing")
}

// Explore rulebook, "Find the Artifact", "Setup": the end token on the
// third tile next to a dungeon exit; five crystals of five colours, one
// the artifact (the game knows which), none within four squares of the
// start and end tokens, the spawning points and each other when the
// dungeon has room.
func TestFindTheArtifactSetup(t *testing.T) {
	g, _, err := New(Setup{Seed: 5, Heroes: balanced, Variant: VariantArtifact, Catalog: testCatalog(t)})
	require.NoError(t, err)
	s := StateOf(g)
	require.NotNil(t, s.EndToken)
	assert.Equal(t, 3, g.Board.TileOf(*s.EndToken))
	require.Len(t, g.Crystals, 5)
	var colours []cards.Crystal
	for _, c := range g.Crystals {
		assert.Equal(t, ArtifactToken, c.Plot)
		colours = append(colours, c.Crystal)
		assert.Greater(t, tiles.Dist(c.Pos, *s.EndToken), 4)
		assert.Greater(t, tiles.Dist(c.Pos, g.Board.Start), 4)
		for _, o := range g.Crystals {
			if o != c {
				assert.Greater(t, tiles.Dist(c.Pos, o.Pos), 4)
			}
		}
	}
	assert.ElementsMatch(t, artifactColours(), colours)
	assert.Contains(t, colours, s.Artifact)
}

// Explore rulebook, "Find the Artifact", "Special Rules": once per
// activation a Hero flips a crystal next to it: a decoy is discarded for
// one loot; the artifact sends the others away and its finder draws a
// treasure and wears it at once, never to be replaced; the chart spawns two
// more skull points while a Hero holds it; the holder drops it where it
// falls, and a Hero picks it up with Interact; the holder wins on the end
// token.
func TestFindTheArtifact(t *testing.T) {
	g, marks := variantBoard(t, VariantArtifact)
	s := StateOf(g)
	s.EndToken = pt(9, 2)
	s.Artifact = cards.CrystalRuby
	g.Crystals = []rules.CrystalToken{
		{Pos: tiles.Point{X: 2, Y: 0}, Crystal: cards.CrystalEmerald, Plot: ArtifactToken},
		{Pos: tiles.Point{X: 2, Y: 1}, Crystal: cards.CrystalRuby, Plot: ArtifactToken},
		{Pos: tiles.Point{X: 8, Y: 0}, Crystal: cards.CrystalCitrine, Plot: ArtifactToken},
	}
	apply(t, g, rules.StartActivation{Hero: marks['H']})
	n := len(g.Backpack)
	apply(t, g, rules.Interact{Target: rules.NoModel, At: pt(2, 0)})
	assert.Len(t, g.Backpack, n+1, "a decoy gives one loot")
	assert.Len(t, g.Crystals, 2)
	_, err := g.Apply(rules.Interact{Target: rules.NoModel, At: pt(2, 1)})
	assert.ErrorContains(t, err, "one crystal per activation")
	apply(t, g, rules.EndActivation{})
	apply(t, g, rules.StartActivation{Hero: marks['E']})
	apply(t, g, rules.Interact{Target: rules.NoModel, At: pt(2, 1)})
	s = StateOf(g)
	assert.Equal(t, marks['E'], Carrier(g))
	assert.Empty(t, g.Crystals, "the other crystals crumble")
	require.NotEmpty(t, s.ArtifactCard)
	e := g.Model(marks['E'])
	assert.True(t, slices.Contains(e.Slots[:], s.ArtifactCard), "worn at once")

	// +2 skull points of chart spawning while held.
	g.Phase, s.AdvancedTurn, s.Space = rules.ConsulPowerUp, 0, 0
	apply(t, g, AdvanceChart{})
	s = StateOf(g)
	assert.Equal(t, s.Chart()[1].Spawn+ArtifactSpawnBonus, s.SpawnLeft)

	// Dropped where the holder falls, picked up again.
	e = g.Model(marks['E'])
	at := e.Pos
	g.Destroy(e, rules.NoModel)
	require.Len(t, g.Crystals, 1)
	assert.Equal(t, ArtifactDropped, g.Crystals[0].Plot)
	assert.False(t, slices.Contains(g.Model(marks['E']).Slots[:], StateOf(g).ArtifactCard))
	assert.Equal(t, at, g.Crystals[0].Pos)
	// The Paladin picks it up (any Hero next to it) and carries it to the
	// end token.
	g.Phase = rules.HeroTurn
	h := g.Model(marks['H'])
	h.Pos = tiles.Point{X: at.X + 1, Y: at.Y}
	h.Activated, h.ActivatedTurn = false, 0
	g.ActivationsThisTurn, g.Active = 0, rules.NoModel
	apply(t, g, rules.StartActivation{Hero: marks['H']})
	apply(t, g, rules.Interact{Target: rules.NoModel, At: &at})
	assert.Equal(t, marks['H'], Carrier(g))
	assert.True(t, slices.Contains(g.Model(marks['H']).Slots[:], StateOf(g).ArtifactCard))
	_, err = g.Apply(rules.Dash{Path: []tiles.Point{{X: at.X + 2, Y: at.Y}}})
	assert.ErrorContains(t, err, "may not Dash")
	g.Model(marks['H']).Pos = tiles.Point{X: 8, Y: 2}
	apply(t, g, rules.Move{Path: []tiles.Point{{X: 9, Y: 2}}})
	assert.Equal(t, "heroes", g.Over, "the holder reached the end token")
}

// Explore rulebook, "Square Dungeons": four tiles on a square (5-6
// Heroes only), the first to fourth tiles named as usual, and every
// spawning point and chest rewarding as if on the second tile.
func TestSquareDungeon(t *testing.T) {
	six := append(slices.Clone(balanced), "Claw Tribe Barbarian", "Hearthsworn Fighter", "Riftling Rogue")
	_, _, err := New(Setup{Seed: 2, Heroes: balanced, Square: true, Catalog: testCatalog(t)})
	assert.ErrorContains(t, err, "four tiles")
	g, _, err := New(Setup{Seed: 2, Heroes: six, Square: true, Catalog: testCatalog(t)})
	require.NoError(t, err)
	require.Len(t, g.Layout, 4)
	cells := map[tiles.Point]bool{}
	for _, lt := range g.Layout {
		cells[lt.Cell] = true
	}
	assert.Len(t, cells, 4)
	sps, chests := 0, 0
	for i := range g.Models {
		m := &g.Models[i]
		switch {
		case m.Kind == rules.KindSpawningPoint:
			sps++
			assert.Equal(t, 2, m.Tile, "%s rewards as on the second tile", m.Card)
		case m.Kind == rules.KindChest:
			chests++
			assert.Equal(t, 2, m.Tile)
		}
	}
	assert.Equal(t, 4, sps)
	assert.Equal(t, 4, chests)
	monsters := 0
	for i := range g.Models {
		if m := &g.Models[i]; m.InPlay && m.Kind == rules.KindMonster {
			monsters++
		}
	}
	assert.GreaterOrEqual(t, monsters, 10, "eight skull points from each of the first two spawning points")
}

// Explore rulebook, "3. Build Dungeon" and "6. Heroes Enter Dungeon", over
// many seeds: a chest on each tile within four squares of a spawning
// point (sight not needed), the start token on the first tile next to a
// dungeon exit, every Hero on or next to it. "Game Size": with five Heroes
// the fourth tile joins the third, never the first, and the Consul has two
// different mini-bosses.
func TestSetupBoardOverSeeds(t *testing.T) {
	five := append(slices.Clone(balanced), "Claw Tribe Barbarian", "Hearthsworn Fighter")
	for seed := uint64(1); seed <= 12; seed++ {
		for _, party := range [][]string{balanced, five} {
			g, _, err := New(Setup{Seed: seed, Heroes: party, Catalog: testCatalog(t)})
			require.NoError(t, err)
			var sps []*rules.Model
			for i := range g.Models {
				if m := &g.Models[i]; m.Kind == rules.KindSpawningPoint {
					sps = append(sps, m)
				}
			}
			for i := range g.Models {
				c := &g.Models[i]
				if c.Kind != rules.KindChest {
					continue
				}
				near := false
				for _, sp := range sps {
					near = near || g.ModelDist(c, sp) <= 4
				}
				assert.True(t, near, "seed %d: the chest at %v is within four squares of a spawning point", seed, c.Pos)
			}
			start := g.Board.Start
			assert.Equal(t, 1, g.Board.TileOf(start), "seed %d: the start token is on the first tile", seed)
			byExit := false
			for _, ex := range g.Board.Exits {
				for _, e := range ex.Squares {
					byExit = byExit || tiles.Dist(e, start) <= 1
				}
			}
			assert.True(t, byExit, "seed %d: the start token is next to a dungeon exit", seed)
			for _, id := range g.Heroes() {
				assert.LessOrEqual(t, tiles.Dist(g.Model(id).Pos, start), 1, "seed %d: %s on or next to the start token", seed, g.Model(id).Card)
			}
			if len(party) == 5 {
				s := StateOf(g)
				require.Len(t, s.MiniBosses, 2)
				assert.NotEqual(t, s.MiniBosses[0], s.MiniBosses[1], "two different mini-bosses")
				assert.Len(t, g.Layout, 4)
			}
		}
	}
}

// Explore rulebook, "Game Size" and "Rewards Chart": a spawning point on
// the fourth tile earns five loot (its tile plus one); a chest there draws
// one treasure card more than the third tile's (four).
func TestFourthTileRewards(t *testing.T) {
	g, _ := scenario(t, `map
+-+-+-+-+
|H W . .|
+-+-+-+-+
end
H Royal Paladin
W Shadow Tower tile=4
`)
	var w *rules.Model
	for i := range g.Models {
		if g.Models[i].Card == "Shadow Tower" {
			w = &g.Models[i]
		}
	}
	require.NotNil(t, w)
	g.Destroy(w, rules.NoModel)
	assert.Equal(t, 5, StateOf(g).TurnRewards(g).Loot)
}

// Explore rulebook, "Game Size": the Consul selects one additional
// mini-boss, a different one.
func TestGameSizeSecondMiniBoss(t *testing.T) {
	five := append(slices.Clone(balanced), "Claw Tribe Barbarian", "Hearthsworn Fighter")
	_, _, err := New(Setup{Seed: 1, Heroes: five, MiniBosses: []string{"Rex", "Rex"}, Catalog: testCatalog(t)})
	assert.ErrorContains(t, err, "must differ")
	_, _, err = New(Setup{Seed: 1, Heroes: five, MiniBosses: []string{"Rex"}, Catalog: testCatalog(t)})
	assert.ErrorContains(t, err, "play with 2")
	g, _, err := New(Setup{Seed: 1, Heroes: five, MiniBosses: []string{"Rex", "Knight of the Tower"}, Catalog: testCatalog(t)})
	require.NoError(t, err)
	assert.Equal(t, []string{"Rex", "Knight of the Tower"}, StateOf(g).MiniBosses)
}

// Explore rulebook, "Game Size": the second mini-boss differs from the
// first. One left to "choose for me" ("") is drawn from the seed among
// the mini-bosses not chosen, the same for the same seed.
func TestGameSizeSecondMiniBossForMe(t *testing.T) {
	five := append(slices.Clone(balanced), "Claw Tribe Barbarian", "Hearthsworn Fighter")
	for seed := uint64(1); seed <= 8; seed++ {
		g, _, err := New(Setup{Seed: seed, Heroes: five, MiniBosses: []string{"Rex", ""}, Catalog: testCatalog(t)})
		require.NoError(t, err)
		minis := StateOf(g).MiniBosses
		require.Len(t, minis, 2)
		assert.Equal(t, "Rex", minis[0])
		assert.NotEqual(t, "Rex", minis[1], "seed %d: a different mini-boss", seed)
		assert.NotEmpty(t, minis[1])
		again, _, err := New(Setup{Seed: seed, Heroes: five, MiniBosses: []string{"Rex", ""}, Catalog: testCatalog(t)})
		require.NoError(t, err)
		assert.Equal(t, minis, StateOf(again).MiniBosses)
	}
	g, _, err := New(Setup{Seed: 3, Heroes: balanced, MiniBosses: []string{""}, Catalog: testCatalog(t)})
	require.NoError(t, err)
	assert.NotEmpty(t, StateOf(g).MiniBosses[0], "three Heroes: one mini-boss, drawn")
}
