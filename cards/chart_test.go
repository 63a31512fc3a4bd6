package cards

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func loadBothSides(t *testing.T) []Chart {
	t.Helper()
	var out []Chart
	for _, s := range []ChartSide{Side3to4, Side5to6} {
		c, err := LoadChart(s)
		require.NoError(t, err, s)
		assert.Equal(t, s, c.Side)
		out = append(out, c)
	}
	return out
}

func cmds(names ...Command) []ChartCommand {
	out := make([]ChartCommand, len(names))
	for i, n := range names {
		out[i] = ChartCommand{Command: n, Times: 1}
	}
	return out
}

// Arcade rulebook, "Example Consul Turn": the sixth space grants +1 STR and
// lists move, unique, fight, challenge, reinforce, in that order.
func TestSixthSpaceMatchesTheRulebookExample(t *testing.T) {
	for _, c := range loadBothSides(t) {
		s, ok := c.Space(6)
		require.True(t, ok, c.Side)
		assert.Equal(t, []Bonus{BonusSTR}, s.Bonuses, c.Side)
		assert.Equal(t, cmds(CmdMove, CmdUnique, CmdFight, CmdChallenge, CmdReinforce), s.Commands, c.Side)
	}
}

// Arcade rulebook, "Command Phase": the chart's eleven commands; each side
// uses every one at least once.
func TestEveryCommandOnEachSide(t *testing.T) {
	for _, c := range loadBothSides(t) {
		used := map[Command]bool{}
		for _, s := range c.Spaces {
			for _, cc := range s.Commands {
				used[cc.Command] = true
			}
		}
		for _, cmd := range Commands {
			assert.True(t, used[cmd], "side %s never uses %s", c.Side, cmd)
		}
	}
}

func countSpaces(c Chart, cmd Command) (n int, first int) {
	for _, s := range c.Spaces {
		if s.Has(cmd) {
			if n == 0 {
				first = s.Number
			}
			n++
		}
	}
	return n, first
}

// Arcade rulebook, "Plot", "Spawn Mini-Boss", "Expanding the Game": one plot
// space; one mini-boss space with 3-4 Heroes and two with 5-6; the dungeon
// boss on the last space, later on the bigger side.
func TestChartPacing(t *testing.T) {
	sides := loadBothSides(t)
	small, big := sides[0], sides[1]
	for _, c := range sides {
		n, plot := countSpaces(c, CmdPlot)
		assert.Equal(t, 1, n, "%s: one plot space", c.Side)
		_, mini := countSpaces(c, CmdSpawnMiniBoss)
		assert.Less(t, plot, mini, "%s: the plot comes before the mini-boss", c.Side)
		n, boss := countSpaces(c, CmdSpawnBoss)
		assert.Equal(t, 1, n, c.Side)
		assert.Equal(t, len(c.Spaces), boss, "%s: the boss is on the last space", c.Side)
		assert.Less(t, mini, boss-4, "%s: the mini-boss comes well before the boss", c.Side)
	}
	n, _ := countSpaces(small, CmdSpawnMiniBoss)
	assert.Equal(t, 1, n, "3-4 Heroes meet one mini-boss")
	n, _ = countSpaces(big, CmdSpawnMiniBoss)
	assert.Equal(t, 2, n, "5-6 Heroes meet two mini-bosses")
	assert.Greater(t, len(big.Spaces), len(small.Spaces), "four tiles take longer than three")
	assert.Equal(t, [2]int{1, 4}, [2]int{small.MinHeroes, small.MaxHeroes})
	assert.Equal(t, [2]int{5, 6}, [2]int{big.MinHeroes, big.MaxHeroes})
}

// Star bonuses only grow: every side ends with more than +1 STR in total.
func TestStarBonusesAccumulate(t *testing.T) {
	for _, c := range loadBothSides(t) {
		str := 0
		for _, s := range c.Spaces {
			for _, b := range s.Bonuses {
				for _, e := range b.Effects() {
					if e.Stat == StatSTR {
						str += e.Value
					}
				}
			}
		}
		assert.GreaterOrEqual(t, str, 2, c.Side)
	}
}

// Arcade rulebook, "Star Bonuses": every monster but the dungeon boss,
// permanently.
func TestBonusEffects(t *testing.T) {
	for _, b := range Bonuses {
		effs := b.Effects()
		require.NotEmpty(t, effs, b)
		for _, e := range effs {
			assert.True(t, e.Permanent, b)
			assert.True(t, e.Who.IsMonster(), b)
			assert.NotEqual(t, WhoBoss, e.Who, b)
		}
	}
	assert.Equal(t, []Effect{{Kind: EffStat, Who: WhoMonsters, Stat: StatSTR, Value: 1, Permanent: true}}, BonusSTR.Effects())
	assert.Nil(t, Bonus("+9 luck").Effects())
}

// Arcade rulebook, "Command Phase": "Move x2" repeats the command for each
// monster before the next one goes; only monster commands repeat.
func TestChartCommandMultipliers(t *testing.T) {
	for in, want := range map[string]ChartCommand{
		"Move":       {CmdMove, 1},
		"Move x2":    {CmdMove, 2},
		"Fight ×2":   {CmdFight, 2},
		"Epic Fight": {CmdEpicFight, 1},
	} {
		got, err := parseChartCommand(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	for _, bad := range []string{"Spawn x2", "Move x9", "Move x1", "Dance", ""} {
		_, err := parseChartCommand(bad)
		assert.Error(t, err, bad)
	}
	assert.Equal(t, "Move x2", ChartCommand{CmdMove, 2}.String())
	assert.Equal(t, "Fight", ChartCommand{CmdFight, 1}.String())
}

func TestChartSideFor(t *testing.T) {
	for heroes, want := range map[int]ChartSide{1: Side3to4, 3: Side3to4, 4: Side3to4, 5: Side5to6, 6: Side5to6} {
		assert.Equal(t, want, ChartSideFor(heroes), heroes)
	}
	c, err := LoadChart(Side3to4)
	require.NoError(t, err)
	_, ok := c.Space(0)
	assert.False(t, ok, "the start space has no commands")
	_, ok = c.Space(len(c.Spaces) + 1)
	assert.False(t, ok)
	_, err = LoadChart("2-3")
	assert.Error(t, err)
}

// Cards that add to a chart space (hard mode's extra mini-boss on turn 8)
// must name a space that exists on both sides.
func TestChartAddsFitBothSides(t *testing.T) {
	sides := loadBothSides(t)
	for card, effs := range allEffects(t) {
		for _, e := range effs {
			if e.Kind != EffChartAdd {
				continue
			}
			for _, c := range sides {
				_, ok := c.Space(e.Turn)
				assert.True(t, e.Turn == 0 || ok, "%s adds to space %d, missing on side %s", card, e.Turn, c.Side)
			}
		}
	}
}
