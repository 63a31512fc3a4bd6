package classicai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/ai"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

var party = []string{"Royal Paladin", "Ember Mage", "Glimmerdusk Ranger", "Hearthsworn Fighter", "Riftling Rogue"}

func newGame(t *testing.T, seed uint64, size string, n int) *rules.Game {
	t.Helper()
	g, _, err := classic.New(classic.Setup{Seed: seed, Size: size, Heroes: party[:n]})
	require.NoError(t, err)
	return g
}

// The spawning phase: the Consul spends each spawning point's four skull
// points (never more than a point and the tokens allow), then rolls
// initiative with its model of most WILL; the party's choice is the Hero
// of most WILL; each decision carries its reason.
func TestSpawningPhase(t *testing.T) {
	g := newGame(t, 2, "crawl", 3)
	c := New()
	spawned := 0
	for range 40 {
		cmd := c.Next(g)
		if cmd == nil {
			break
		}
		evs, err := g.Apply(cmd)
		require.NoError(t, err, "%T %+v", cmd, cmd)
		if sp, ok := cmd.(classic.Spawn); ok {
			spawned++
			assert.NotEmpty(t, sp.Why)
			assert.NotEmpty(t, evs)
		}
		if _, ok := cmd.(classic.PickInitiative); ok {
			break
		}
	}
	s := classic.StateOf(g)
	assert.Greater(t, spawned, 2)
	for _, a := range s.Allowances {
		assert.GreaterOrEqual(t, a.Left, 0)
	}
	assert.NotEqual(t, rules.NoModel, s.InitMonster)
	cmd := Party(g)
	pick, ok := cmd.(classic.PickInitiative)
	require.True(t, ok, "%T", cmd)
	assert.Equal(t, classic.BestInitiativeModel(g, classic.Heroes), pick.Model)
	_, err := g.Apply(pick)
	require.NoError(t, err)
	s = classic.StateOf(g)
	require.NotEmpty(t, s.InitWinner, "both sides picked: rolled")
	var order rules.Command
	if s.InitWinner == classic.Heroes {
		order = Party(g)
	} else {
		order = c.Next(g)
	}
	gf, ok := order.(classic.GoFirst)
	require.True(t, ok, "%T", order)
	assert.Equal(t, s.InitWinner, gf.Side)
	assert.NotEmpty(t, gf.Why)
	_, err = g.Apply(gf)
	require.NoError(t, err)
}

// Whole games of each size, the hero AI with the party's choices against
// the computer Consul: every command legal, every invariant kept, every
// game ends.
func TestWholeGames(t *testing.T) {
	for _, tc := range []struct {
		size string
		n    int
	}{{"delve", 2}, {"crawl", 3}, {"siege", 5}} {
		for seed := uint64(1); seed <= 3; seed++ {
			g := newGame(t, seed, tc.size, tc.n)
			res, err := ai.Play(g, ai.New(), ai.PlayOptions{MaxTurns: 40, Check: ai.CheckInvariants, Consul: New(), Party: Party})
			require.NoError(t, err, "%s seed %d", tc.size, seed)
			assert.Contains(t, []string{"heroes", "consul"}, res.Winner)
		}
	}
}

// In its turns the Consul activates at most four skulls' worth of
// monsters while a Hero has still to activate (the skull values added up
// from the activations it made, not from the engine's count).
func TestConsulTurnKeepsToFourSkulls(t *testing.T) {
	for seed := uint64(4); seed <= 6; seed++ {
		g := newGame(t, seed, "crawl", 3)
		spent, turns := 0, 0
		_, err := ai.Play(g, ai.New(), ai.PlayOptions{MaxTurns: 6, Consul: New(), Party: Party,
			Record: func(c rules.Command, evs []rules.Event) {
				for _, e := range evs {
					switch e := e.(type) {
					case rules.PhaseChanged:
						spent = 0
					case classic.MonsterActivated:
						if e.SkullsLeft >= 0 {
							spent += e.Skulls
							turns++
						}
						assert.LessOrEqual(t, spent, classic.SkullsPerTurn, "seed %d: %s", seed, e)
					}
				}
			}})
		if err != nil {
			require.ErrorIs(t, err, ai.ErrTurnCap)
		}
		assert.Positive(t, turns, "seed %d: the Consul activated monsters", seed)
	}
}

// The Consul chooses the boss's square (1st edition, "Spawning the
// Boss": any square ten or more from every Hero): as near the Heroes as
// that allows, and says so; the party waits for it before naming its
// initiative model.
func TestConsulPlacesTheBoss(t *testing.T) {
	g, _, err := classic.New(classic.Setup{Seed: 5, Heroes: []string{"Royal Paladin", "Ember Mage", "Glimmerdusk Ranger"}})
	require.NoError(t, err)
	s := classic.StateOf(g)
	s.BossFight, s.BossPlacing, s.Allowances = true, true, nil // the Boss Fight begins this round
	assert.Nil(t, Party(g), "the party waits for the boss")
	cmd := New().Next(g)
	pb, ok := cmd.(classic.PlaceBoss)
	require.True(t, ok, "%T", cmd)
	sq := classic.BossSquares(g)
	require.Contains(t, sq, pb.At)
	near := func(p tiles.Point) int {
		d := 1 << 20
		for _, id := range g.HeroesInPlay() {
			d = min(d, tiles.Dist(p, g.Model(id).Pos))
		}
		return d
	}
	for _, p := range sq {
		assert.GreaterOrEqual(t, near(p), near(pb.At), "no legal square nearer the Heroes than %v", pb.At)
	}
	assert.Contains(t, pb.Why, "Starfire lands")
	_, err = g.Apply(cmd)
	require.NoError(t, err)
	s = classic.StateOf(g)
	assert.Equal(t, "Starfire", g.Model(s.BossID).Card)
	assert.NotNil(t, Party(g), "then the party names its model")
}
