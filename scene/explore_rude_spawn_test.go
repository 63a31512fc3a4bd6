package scene

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Rude Supers, "Consul Phase 1: Spawn/Upkeep", for a person Consul: the
// action bar offers the shared pool's monsters the round's skulls buy;
// one chosen lights the squares next to the spawning points, and a click
// on one spawns it there and spends its skulls. Before, a person Consul
// had no way to spawn at all.
func TestRudePersonConsulSpawnsFromTheBar(t *testing.T) {
	ctx := newContext(t)
	p, err := newExplorePlay(explore.Setup{Seed: 1, Heroes: ExploreBalanced, Rude: &explore.RudeOptions{}}, ExploreRoles{HeroesAI: true})
	require.NoError(t, err)
	runTicks(t, p, ctx, 3)
	require.Equal(t, rules.ConsulTurn, p.g.Phase)
	require.True(t, p.rudeSpawns())
	require.NotNil(t, barButton(p, "Crawler"), "the pool on the bar: %v", buttonLabels(p))
	assert.Nil(t, p.spawnSquares(), "nothing lit before a monster is chosen")
	clickButton(t, p, ctx, "Crawler")
	runTicks(t, p, ctx, 1)
	lit := p.spawnSquares()
	require.NotEmpty(t, lit)
	at := topLeft(lit)
	s := explore.StateOf(p.g)
	left, models := s.Rude.SpawnLeft, len(p.g.Models)
	clickBoardAt(t, p, ctx, at)
	s = explore.StateOf(p.g)
	require.Len(t, p.g.Models, models+1, "a Crawler spawned (%q)", p.toast)
	assert.Equal(t, "Crawler", p.g.Models[models].Card)
	assert.Equal(t, at, p.g.Models[models].Pos)
	assert.Equal(t, left-1, s.Rude.SpawnLeft, "one skull spent")
}

// Rude Supers, "1) Determine # of Heroes / Game-Size": as many tiles and
// spawning points as Heroes. With four Heroes the setup screen offers the
// fourth tile's spawning point, and a spawning point chosen by hand gives
// the rules four (three had made the game refuse to start).
func TestRudeSetupFourHeroesFourTiles(t *testing.T) {
	s := NewExploreSetup()
	chooseRude(s)
	s.party = append(slices.Clone(ExploreBalanced), "Tincan")
	assert.Equal(t, 4, s.exploreTileCount())
	s.ex.spawns[0] = 1
	es := s.exploreSetup()
	require.Len(t, es.SpawningPoints, 4)
	_, _, err := explore.New(es)
	require.NoError(t, err)
	s.ex.rude.casual = true
	assert.Equal(t, 3, s.exploreTileCount(), "Casual Mode: set up for three")
	s.ex.mode = 0
	assert.Equal(t, 3, s.exploreTileCount(), "plain Explore: four Heroes on three tiles")
}

// Rude Supers has no Mighty Monster Chart: the game-over panel gives the
// round the dungeon boss entered instead of the chart's space.
func TestRudeGameOverRowsGiveTheBossRound(t *testing.T) {
	p, err := newExplorePlay(explore.Setup{Seed: 1, Heroes: ExploreBalanced, Rude: &explore.RudeOptions{}}, ExploreRoles{HeroesAI: true})
	require.NoError(t, err)
	rows := p.gameOverRows()
	assert.Equal(t, [2]string{"The dungeon boss entered", "never"}, rows[len(rows)-1])
	explore.StateOf(p.g).Rude.BossRound = 4
	rows = p.gameOverRows()
	assert.Equal(t, [2]string{"The dungeon boss entered", "round 4"}, rows[len(rows)-1])
}

// topLeft is the first lit square in reading order (a map has none).
func topLeft(lit map[tiles.Point]bool) tiles.Point {
	var at tiles.Point
	first := true
	for sq := range lit {
		if first || sq.Y < at.Y || sq.Y == at.Y && sq.X < at.X {
			at, first = sq, false
		}
	}
	return at
}

// Rude Supers, Part 2, "6) Resolve Effects": "the Consul may remove 1
// status effect from any monster on the board" after a monster's
// successful attack with a heart. A person Consul is asked on the action
// bar (each status a monster suffers, or none) and its click is what
// comes off; before, the rules chose for every Consul.
func TestRudePersonConsulChoosesTheHeartsStatus(t *testing.T) {
	ctx := newContext(t)
	p, err := newExplorePlay(explore.Setup{Seed: 1, Heroes: ExploreBalanced, Rude: &explore.RudeOptions{}}, ExploreRoles{HeroesAI: true})
	require.NoError(t, err)
	runTicks(t, p, ctx, 3)
	pal := p.g.Model(p.g.Heroes()[0])
	var at tiles.Point
	for _, q := range p.g.Board.Points() {
		if tiles.Dist(pal.Pos, q) == 1 && p.g.Fits(q, false, rules.NoModel) {
			at = q
			break
		}
	}
	id, err := p.g.Place(rules.Placement{Card: "Tower Stalker", At: at, Tile: 1}, rules.KindMonster)
	require.NoError(t, err)
	p.g.Model(id).Statuses = p.g.Model(id).Statuses.With(cards.Fire).With(cards.Hex)
	require.NoError(t, p.apply(explore.Activate{Monster: id}))
	hearts := make([]int, 60)
	for i := range hearts {
		hearts[i] = 5 // offense stars with hearts, defense blanks
	}
	p.g.ScriptDice(hearts...)
	require.NoError(t, p.apply(p.rulesOfConsul().attack(pal.ID, "")))
	exRunUntil(t, p, ctx, 3000, "the dice settle", func() bool { return !p.busy() })
	require.True(t, explore.HeartPending(p.g), "the heart waits for the person Consul")
	assert.Equal(t, []string{"Remove Fire", "Remove Hex", "Leave them"}, buttonLabels(p))
	clickButton(t, p, ctx, "Remove Hex")
	runTicks(t, p, ctx, 1)
	assert.False(t, explore.HeartPending(p.g), "toast %q", p.toast)
	assert.False(t, p.g.Model(id).Statuses.Has(cards.Hex), "the Consul's choice came off")
	assert.True(t, p.g.Model(id).Statuses.Has(cards.Fire), "not the rules' own choice (Fire)")
	assert.NotNil(t, barButton(p, "End"), "the monster's activation goes on")
}
