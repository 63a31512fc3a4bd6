package cards

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
)

// Command is one Consul command of the Mighty Monster Chart (Arcade
// rulebook, "Command Phase").
type Command string

// The commands.
const (
	CmdMove          Command = "Move"
	CmdRegroup       Command = "Regroup"
	CmdUnique        Command = "Unique"
	CmdFight         Command = "Fight"
	CmdEpicFight     Command = "Epic Fight"
	CmdSpawn         Command = "Spawn"
	CmdReinforce     Command = "Reinforce"
	CmdPlot          Command = "Plot"
	CmdChallenge     Command = "Challenge"
	CmdSpawnMiniBoss Command = "Spawn Mini-Boss"
	CmdSpawnBoss     Command = "Spawn Dungeon Boss"
)

// Commands lists every command in the rulebook's order.
var Commands = [...]Command{CmdMove, CmdRegroup, CmdUnique, CmdFight, CmdEpicFight,
	CmdSpawn, CmdReinforce, CmdPlot, CmdChallenge, CmdSpawnMiniBoss, CmdSpawnBoss}

// ParseCommand reads a command name.
func ParseCommand(s string) (Command, error) {
	for _, c := range Commands {
		if string(c) == s {
			return c, nil
		}
	}
	names := make([]string, len(Commands))
	for i, c := range Commands {
		names[i] = string(c)
	}
	return "", fmt.Errorf("unknown command %q (want one of %s)", s, strings.Join(names, ", "))
}

// monsterAct reports whether solo and elite monsters carry the command out
// one by one (rather than it acting on the game as a whole).
func (c Command) monsterAct() bool {
	switch c {
	case CmdMove, CmdRegroup, CmdUnique, CmdFight, CmdEpicFight:
		return true
	}
	return false
}

// ChartCommand is a command on a chart space with its multiplier ("Move x2":
// each monster moves twice before the next monster goes).
type ChartCommand struct {
	Command Command
	Times   int
}

func (c ChartCommand) String() string {
	if c.Times > 1 {
		return fmt.Sprintf("%s x%d", c.Command, c.Times)
	}
	return string(c.Command)
}

// parseChartCommand reads "Fight", "Move x2" or "Move ×2".
func parseChartCommand(s string) (ChartCommand, error) {
	s = strings.TrimSpace(s)
	times := 1
	for _, sep := range []string{" x", " ×"} {
		if i := strings.LastIndex(s, sep); i > 0 {
			n, err := strconv.Atoi(s[i+len(sep):])
			if err != nil {
				continue
			}
			if n < 2 || n > 3 {
				return ChartCommand{}, fmt.Errorf("command %q: multiplier %d out of 2..3", s, n)
			}
			s, times = s[:i], n
			break
		}
	}
	c, err := ParseCommand(s)
	if err != nil {
		return ChartCommand{}, err
	}
	if times > 1 && !c.monsterAct() {
		return ChartCommand{}, fmt.Errorf("command %q cannot be multiplied (only Move, Regroup, Unique, Fight and Epic Fight)", s)
	}
	return ChartCommand{Command: c, Times: times}, nil
}

// Bonus is a star bonus on a chart space: permanent, cumulative, applied at
// once to every monster except the dungeon boss, including monsters spawned
// later (Arcade rulebook, "Star Bonuses").
type Bonus string

// The star bonuses of the mighty monster reference cards.
const (
	BonusSTR           Bonus = "+1 STR"
	BonusARM           Bonus = "+1 ARM"
	BonusOffense       Bonus = "+1 offense"
	BonusDefense       Bonus = "+1 defense"
	BonusBlueOffense   Bonus = "+1B offense"
	BonusRedOffense    Bonus = "+1R offense"
	BonusMassiveDamage Bonus = "8-Bit Massive Damage"
	BonusBacklash      Bonus = "8-Bit Backlash"
)

// Bonuses lists every star bonus.
var Bonuses = [...]Bonus{BonusSTR, BonusARM, BonusOffense, BonusDefense,
	BonusBlueOffense, BonusRedOffense, BonusMassiveDamage, BonusBacklash}

func parseBonus(s string) (Bonus, error) {
	for _, b := range Bonuses {
		if string(b) == s {
			return b, nil
		}
	}
	names := make([]string, len(Bonuses))
	for i, b := range Bonuses {
		names[i] = string(b)
	}
	return "", fmt.Errorf("unknown star bonus %q (want one of %s)", s, strings.Join(names, ", "))
}

// Effects is the bonus in the effect vocabulary, so the engine applies star
// bonuses and card effects the same way. Every Arcade monster offense uses
// STR and every defense ARM, so "+1 offense" and "+1 defense" are +1 STR and
// +1 ARM here (the reference cards are shared with Explore, where monsters
// roll several attributes). The dice bonuses are the one case of an Arcade
// monster rolling: the die is rolled and its stars added to the static STR;
// the project's charts do not use them. "8-Bit" means ordinary monsters
// (elites and minions), not the mini-boss.
func (b Bonus) Effects() []Effect {
	stat := func(s Stat) []Effect {
		return []Effect{{Kind: EffStat, Who: WhoMonsters, Stat: s, Value: 1, Permanent: true}}
	}
	kw := func(name string) []Effect {
		return []Effect{
			{Kind: EffKeyword, Who: WhoElites, Keyword: Keyword{Name: name}, Permanent: true},
			{Kind: EffKeyword, Who: WhoMinions, Keyword: Keyword{Name: name}, Permanent: true},
		}
	}
	switch b {
	case BonusSTR, BonusOffense:
		return stat(StatSTR)
	case BonusARM, BonusDefense:
		return stat(StatARM)
	case BonusBlueOffense:
		return []Effect{{Kind: EffStat, Who: WhoMonsters, Stat: StatOffense, Dice: MustPool("1B"), Permanent: true}}
	case BonusRedOffense:
		return []Effect{{Kind: EffStat, Who: WhoMonsters, Stat: StatOffense, Dice: MustPool("1R"), Permanent: true}}
	case BonusMassiveDamage:
		return kw("Massive Damage")
	case BonusBacklash:
		return kw("Backlash")
	}
	return nil
}

// ChartSpace is one space of the chart. Number counts Consul turns: the
// dungeon boss starts on the start space (number 0, no commands) and moves to
// space 1 on the first Consul turn.
type ChartSpace struct {
	Number   int
	Bonuses  []Bonus
	Commands []ChartCommand
}

// Has reports whether the space lists the command.
func (s ChartSpace) Has(c Command) bool {
	for _, cc := range s.Commands {
		if cc.Command == c {
			return true
		}
	}
	return false
}

// ChartSide names a side of the double-sided chart.
type ChartSide string

// The two sides.
const (
	Side3to4 ChartSide = "3-4"
	Side5to6 ChartSide = "5-6"
)

// Chart is one side of the Mighty Monster Chart: Spaces[i] is space i+1;
// the last space spawns the dungeon boss.
type Chart struct {
	Side      ChartSide
	MinHeroes int
	MaxHeroes int
	Spaces    []ChartSpace
}

// Space returns space n (1-based) and whether it exists.
func (c Chart) Space(n int) (ChartSpace, bool) {
	if n < 1 || n > len(c.Spaces) {
		return ChartSpace{}, false
	}
	return c.Spaces[n-1], true
}

//go:embed data/chart.yaml
var chartYAML []byte

// LoadChart returns the embedded chart side.
func LoadChart(side ChartSide) (Chart, error) {
	charts, err := ParseCharts("data/chart.yaml", chartYAML)
	if err != nil {
		return Chart{}, err
	}
	for _, c := range charts {
		if c.Side == side {
			return c, nil
		}
	}
	return Chart{}, fmt.Errorf("data/chart.yaml: no side %q", side)
}

// ChartSideFor picks the side for a party size (3-6 Heroes; smaller parties
// use the 3-4 side).
func ChartSideFor(heroes int) ChartSide {
	if heroes >= 5 {
		return Side5to6
	}
	return Side3to4
}

type rawChart struct {
	Side   string `yaml:"side"`
	Heroes []int  `yaml:"heroes"`
	Spaces []struct {
		Space    int      `yaml:"space"`
		Bonus    []string `yaml:"bonus"`
		Commands []string `yaml:"commands"`
	} `yaml:"spaces"`
}

// ParseCharts reads chart sides from YAML; file names the source in errors.
func ParseCharts(file string, data []byte) ([]Chart, error) {
	entries, err := splitEntries(file, data, "side")
	if err != nil {
		return nil, err
	}
	var out []Chart
	seen := map[ChartSide]bool{}
	for _, e := range entries {
		var r rawChart
		if err := decodeStrict(e.node, &r); err != nil {
			return nil, entryError(file, "chart side", e, err)
		}
		c, err := r.chart()
		if err != nil {
			return nil, entryError(file, "chart side", e, err)
		}
		if seen[c.Side] {
			return nil, entryError(file, "chart side", e, fieldError("side", fmt.Errorf("listed twice")))
		}
		seen[c.Side] = true
		out = append(out, c)
	}
	return out, nil
}

func (r rawChart) chart() (Chart, error) {
	c := Chart{Side: ChartSide(r.Side)}
	switch c.Side {
	case Side3to4, Side5to6:
	default:
		return c, fieldError("side", fmt.Errorf("unknown side %q (want 3-4 or 5-6)", r.Side))
	}
	if len(r.Heroes) != 2 || r.Heroes[0] < 1 || r.Heroes[0] > r.Heroes[1] || r.Heroes[1] > 6 {
		return c, fieldError("heroes", fmt.Errorf("want [min, max] within 1..6, got %v", r.Heroes))
	}
	c.MinHeroes, c.MaxHeroes = r.Heroes[0], r.Heroes[1]
	if len(r.Spaces) < 2 || len(r.Spaces) > 40 {
		return c, fieldError("spaces", fmt.Errorf("want 2..40 spaces, got %d", len(r.Spaces)))
	}
	for i, rs := range r.Spaces {
		field := fmt.Sprintf("spaces[%d]", i)
		if rs.Space != i+1 {
			return c, fieldError(field+".space", fmt.Errorf("want %d (spaces are numbered in order from 1), got %d", i+1, rs.Space))
		}
		s := ChartSpace{Number: rs.Space}
		for j, b := range rs.Bonus {
			bb, err := parseBonus(b)
			if err != nil {
				return c, fieldError(fmt.Sprintf("%s.bonus[%d]", field, j), err)
			}
			s.Bonuses = append(s.Bonuses, bb)
		}
		if len(rs.Commands) == 0 {
			return c, fieldError(field+".commands", fmt.Errorf("a space needs at least one command"))
		}
		for j, cs := range rs.Commands {
			cc, err := parseChartCommand(cs)
			if err != nil {
				return c, fieldError(fmt.Sprintf("%s.commands[%d]", field, j), err)
			}
			last := i == len(r.Spaces)-1
			if cc.Command == CmdSpawnBoss && !last {
				return c, fieldError(fmt.Sprintf("%s.commands[%d]", field, j), fmt.Errorf("only the last space may spawn the dungeon boss"))
			}
			s.Commands = append(s.Commands, cc)
		}
		c.Spaces = append(c.Spaces, s)
	}
	if !c.Spaces[len(c.Spaces)-1].Has(CmdSpawnBoss) {
		return c, fieldError(fmt.Sprintf("spaces[%d].commands", len(c.Spaces)-1), fmt.Errorf("the last space must spawn the dungeon boss"))
	}
	return c, nil
}
