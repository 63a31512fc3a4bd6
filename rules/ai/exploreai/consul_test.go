package exploreai

import (
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/ai"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

var loadedCatalog = sync.OnceValues(rules.LoadCatalog)

func scenario(t testing.TB, text string) (*rules.Game, map[rune]rules.ModelID) {
	t.Helper()
	cat, err := loadedCatalog()
	require.NoError(t, err)
	sc, err := rules.ParseScenario("ruleset explore\n"+text, cat, explore.Scenario)
	require.NoError(t, err)
	return sc.Game, sc.Marks
}

// playTurn lets the Consul play its whole turn, checking every command is
// legal; it returns the events.
func playTurn(t testing.TB, g *rules.Game, c *Consul) []rules.Event {
	t.Helper()
	var all []rules.Event
	for n := 0; n < 500; n++ {
		cmd := c.Next(g)
		if cmd == nil {
			return all
		}
		evs, err := g.Apply(cmd)
		require.NoError(t, err, "%T %+v", cmd, cmd)
		all = append(all, evs...)
	}
	t.Fatal("the Consul's turn did not end")
	return nil
}

// The Consul goes after the wounded, isolated Hero it can reach, and says
// why (ConsulDecided before the commands' events).
func TestFocusesWoundedIsolatedHero(t *testing.T) {
	g, marks := scenario(t, `phase consul
map
+-+-+-+-+-+-+-+-+-+-+
|P E . . K . . . . W|
+ + + + + + + + + + +
|. . . . . . . . . .|
+-+-+-+-+-+-+-+-+-+-+
end
P Royal Paladin
E Ember Mage
W Glimmerdusk Ranger wounds=2
K Tower Stalker
`)
	evs := playTurn(t, g, New())
	var said []string
	for _, e := range evs {
		if d, ok := e.(rules.ConsulDecided); ok {
			said = append(said, d.Reason)
		}
	}
	require.NotEmpty(t, said)
	joined := strings.Join(said, "\n")
	assert.Contains(t, joined, "Glimmerdusk Ranger")
	assert.Contains(t, joined, "worth 2 skull points")
	w := g.Model(marks['W'])
	assert.True(t, !w.InPlay || w.Wounds > 2, "the Stalker struck the Ranger")
}

// Free monsters all activate; a 16-Bit one is paid only while points last.
func TestSpendsSkullPoints(t *testing.T) {
	g, _ := scenario(t, `phase consul
map
+-+-+-+-+-+-+-+-+
|H . A B K T . .|
+ + + + + + + + +
|. . . . . . . .|
+-+-+-+-+-+-+-+-+
end
H Royal Paladin
A Tower Arbalist
B Tower Blackblade
K Tower Stalker
T Spider Speaker
`)
	playTurn(t, g, New())
	s := explore.StateOf(g)
	assert.Equal(t, 4, s.SkullsSpent, "both 16-Bit monsters bought")
	assert.Len(t, s.Activated, 4)
}

// In the power-up the Consul advances the chart, takes the offense bonus
// and spends the allowance next to the Hero it wants to wear down.
func TestPowerUp(t *testing.T) {
	g, _ := scenario(t, `phase consulpowerup
space 1
map
+-+-+
|N H|
+-+-+
end
N Spider Nest
H Royal Paladin
`)
	playTurn(t, g, New())
	s := explore.StateOf(g)
	require.Len(t, s.Bonuses, 1)
	assert.Equal(t, "Sharp Claws", s.Bonuses[0].Name)

	g, _ = scenario(t, `phase consulpowerup
space 2
map
+-+-+-+-+-+-+-+-+-+-+
|N . . . . . . . . H|
+ + + + + + + + + + +
|. . . . . . . . . .|
+-+-+-+-+-+-+-+-+-+-+
end
N Spider Nest
H Royal Paladin wounds=1
`)
	evs := playTurn(t, g, New())
	s = explore.StateOf(g)
	assert.Equal(t, 0, s.SpawnLeft)
	n := 0
	for _, e := range evs {
		if sp, ok := e.(explore.MonsterSpawned); ok {
			n++
			assert.LessOrEqual(t, sp.At.X, 3)
		}
	}
	assert.Equal(t, 4, n, "four 1-skull 8-Bit monsters")
}

// Many AI-vs-AI games end with no illegal command and no broken invariant.
func TestGamesEnd(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		g, _, err := explore.New(explore.Setup{Seed: seed, Heroes: []string{"Royal Paladin", "Ember Mage", "Glimmerdusk Ranger"}})
		require.NoError(t, err)
		res, err := ai.Play(g, ai.New(), ai.PlayOptions{Check: ai.CheckInvariants, Consul: New()})
		require.NoError(t, err, "seed %d", seed)
		assert.NotEmpty(t, res.Winner)
	}
}

// twentyMonsters is a Consul turn with twenty monsters and three Heroes.
func twentyMonsters(tb testing.TB) *rules.Game {
	g, _ := scenario(tb, `phase consul
coins 10
map
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
|. . . . . . . . . . . . . .|
+ + + + + + + + + + + + + + +
|. A B C D F . . G H I J K .|
+ + + + + + + + + + + + + + +
|. . . . . . . . . . . . . .|
+ + + + + + + + + + + + + + +
|. P . . . . E . . . . R . .|
+ + + + + + + + + + + + + + +
|. . . . . . . . . . . . . .|
+ + + + + + + + + + + + + + +
|. L M N O Q . . T U V W X .|
+ + + + + + + + + + + + + + +
|. . . . . . . . . . . . . .|
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
end
P Royal Paladin
E Ember Mage
R Glimmerdusk Ranger
A Tower Blackblade
B Tower Arbalist
C Crawler
D Shadow Spinner
F Tower Stalker
G Tower Blackblade
H Tower Arbalist
I Crawler
J Shadow Spinner
K Spider Speaker
L Kobold Knucklehead
M Kobold Gouger
N Kobold Flinger
O Hatchling
Q Whelp
T Tower Blackblade
U Tower Arbalist
V Crawler
W Shadow Spinner
X Kobold Ironscale
`)
	return g
}

// BenchmarkConsulTurn20 is one whole Consul-AI turn (its decisions and
// the commands applied) with twenty monsters (goal: under 5 ms CPU).
func BenchmarkConsulTurn20(b *testing.B) {
	base := twentyMonsters(b)
	b.ResetTimer()
	var decide time.Duration
	cmds := 0
	cpu := processCPU()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		g := base.Clone()
		c := New()
		b.StartTimer()
		for n := 0; n < 500; n++ {
			t0 := time.Now()
			cmd := c.Next(g)
			decide += time.Since(t0)
			if cmd == nil {
				break
			}
			cmds++
			if _, err := g.Apply(cmd); err != nil {
				b.Fatal(err)
			}
		}
	}
	// The machine is shared: CPU time, not wall time, is the measure.
	b.ReportMetric(float64(processCPU()-cpu)/1e6/float64(b.N), "cpu-ms/turn")
	b.ReportMetric(float64(decide.Microseconds())/1000/float64(b.N), "decide-ms/turn")
	b.ReportMetric(float64(cmds)/float64(b.N), "commands/turn")
}

// processCPU is the process's user+system CPU time so far (the benchmark's
// clones between turns included, so it overstates a turn a little).
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// A monster with nothing left to do steps out of a large friend's only way
// to the Heroes (rules/ai/exploreai/room.go): here the Midnight Queen
// fills the two-square corridor to the Paladin, and Daemonus (2x2) behind
// her could never reach him. Soak seed 119717 ran to the turn cap that way.
func TestStepsAsideForALargeFriend(t *testing.T) {
	g, marks := scenario(t, `phase consul
map
+-+-+-+-+-+-+
|D . . . . .|
+ + + + + + +
|. . . . . .|
+-+-+ + +-+-+
    |Q .|
    + + +
    |. .|
    + + +
    |P .|
    +-+-+
end
P Royal Paladin
Q The Midnight Queen
D Daemonus
`)
	evs := playTurn(t, g, New())
	var said []string
	for _, e := range evs {
		if d, ok := e.(rules.ConsulDecided); ok {
			said = append(said, d.Reason)
		}
	}
	assert.Contains(t, strings.Join(said, "\n"), "The Midnight Queen steps aside to open the way to the Heroes for Daemonus")
	d, p := g.Model(marks['D']), g.Model(marks['P'])
	assert.Equal(t, 1, g.ModelDist(d, p), "Daemonus came through the corridor to the Paladin")
}

// Rude Supers' boss fury (rules/explore/rude_fury.go, a project rule): a
// furious boss's rounds bring no more monsters, so the computer Consul's
// Spider Speaker stops calling Crawlers with Scuttling Swarm (soak seed
// 10512: a lone Royal Paladin out-healed them past the turn cap) and
// attacks instead.
func TestRudeFuriousConsulCallsNoCrawler(t *testing.T) {
	g, marks := scenario(t, `rude hero
phase consul
map
+-+-+-+-+-+-+-+-+-+-+
|H D . . . . . . K .|
+ + + + + + + + + + +
|. . . . . N . . . .|
+-+-+-+-+-+-+-+-+-+-+
end
H Royal Paladin
N Spider Nest
D Spider Speaker
K The Midnight Queen
`)
	s := explore.StateOf(g)
	require.Equal(t, "The Midnight Queen", s.Boss)
	s.BossID = marks['K']
	s.Rude.BossRound = 1
	c := New()
	_, err := g.Apply(explore.Activate{Monster: marks['D']})
	require.NoError(t, err)
	g.Turn = 1 + explore.RudeFuryGrace
	calm := c.support(g, g.Model(marks['D']))
	require.NotNil(t, calm, "within the grace the Speaker calls a Crawler")
	g.Turn++
	assert.Nil(t, c.support(g, g.Model(marks['D'])), "furious: no Scuttling Swarm")
	cmd := c.Next(g)
	assert.IsType(t, explore.Attack{}, cmd, "the Speaker attacks the Paladin next to it instead")
}

// Rude Supers, "Special Rules for the Boss": the boss interrupts "only
// between 2 active Heroes", while a mini-boss may also take a slot after
// the last Hero ("Supers: Rude Interruptions"). So the computer Consul
// sends the boss into the first open slot even when a mini-boss stands
// nearer the Heroes.
func TestRudeConsulSendsTheBossWhileAHeroIsStillToAct(t *testing.T) {
	g, marks := scenario(t, `rude consul
phase consul
map
+-+-+-+-+-+-+-+-+-+-+-+-+
|P M R . K . . . . . Q .|
+ + + + + + + + + + + + +
|. . . . . . . . . . . .|
+-+-+-+-+-+-+-+-+-+-+-+-+
end
P Royal Paladin
M Ember Mage
R Glimmerdusk Ranger
K Knight of the Tower
Q The Midnight Queen
`)
	s := explore.StateOf(g)
	s.BossID = marks['Q']
	_, err := g.Apply(rules.EndPhase{})
	require.NoError(t, err)
	require.Equal(t, rules.HeroTurn, g.Phase)
	require.Empty(t, explore.Interrupting(g), "no slot before the first Hero")
	for _, c := range []rules.Command{rules.StartActivation{Hero: marks['P']}, rules.EndActivation{}} {
		_, err := g.Apply(c)
		require.NoError(t, err)
	}
	require.ElementsMatch(t, []rules.ModelID{marks['K'], marks['Q']}, explore.Interrupting(g))
	cmd, ok := New().Next(g).(explore.Activate)
	require.True(t, ok)
	assert.Equal(t, marks['Q'], cmd.Monster, "the boss, though the Knight is nearer")
	assert.Contains(t, cmd.Why, "while a Hero is still to act")
}
