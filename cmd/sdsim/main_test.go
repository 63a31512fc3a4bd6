package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

func TestParseFlags(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want func(c config) bool
		err  string
	}{
		{"defaults", nil, func(c config) bool {
			return c.mode == "arcade" && c.games == 100 && c.seed == 1 && c.heroes == 3 && c.party == "balanced" && c.difficulty == "normal" && c.maxTurns == 60
		}, ""},
		{"all flags", []string{"-games", "7", "-seed", "42", "-heroes", "5", "-party", "random", "-difficulty", "hard",
			"-boss", "The Midnight Queen", "-replays", "out", "-workers", "3", "-maxturns", "20"}, func(c config) bool {
			return c.games == 7 && c.seed == 42 && c.heroes == 5 && c.party == "random" && c.difficulty == "hard" &&
				c.boss == "The Midnight Queen" && c.replays == "out" && c.workers == 3 && c.maxTurns == 20
		}, ""},
		{"explore", []string{"-mode", "explore", "-party", "fighty", "-coins", "-1"}, func(c config) bool {
			return c.mode == "explore" && c.party == "fighty" && c.coins == -1
		}, ""},
		{"classic", []string{"-mode", "classic", "-size", "siege"}, func(c config) bool {
			return c.mode == "classic" && c.size == "siege" && c.heroes == 5
		}, ""},
		{"classic delve", []string{"-mode", "classic", "-size", "delve", "-heroes", "3"}, func(c config) bool {
			return c.size == "delve" && c.heroes == 3
		}, ""},
		{"classic size", []string{"-mode", "classic", "-size", "huge"}, nil, "-size must be delve, crawl or siege"},
		{"arcade flag in classic", []string{"-mode", "classic", "-difficulty", "hard"}, nil, "not classic flags"},
		{"unknown mode", []string{"-mode", "rude"}, nil, "-mode must be arcade, explore, classic or legends"},
		{"rude variants", []string{"-mode", "explore", "-variant", "rude", "-heroes", "5", "-rude-variant", "casual,pincer,unlimited,double"}, func(c config) bool {
			o := c.rudeVariants
			return o.Casual && o.Pincer && o.Unlimited && o.Double && c.heroes == 5
		}, ""},
		{"rude variant without rude", []string{"-mode", "explore", "-rude-variant", "casual"}, nil, "-rude-variant needs -variant rude"},
		{"rude anti-hero", []string{"-mode", "explore", "-variant", "rude", "-rude-variant", "antihero"}, func(c config) bool {
			a := c.rudeVariants.AntiHero
			return a != nil && *a == explore.AntiHeroChoice{} // chosen from the seed
		}, ""},
		{"rude unknown variant", []string{"-mode", "explore", "-variant", "rude", "-rude-variant", "arcade"}, nil, "-rude-variant takes casual, pincer, unlimited, double and antihero"},
		{"casual needs 4 heroes", []string{"-mode", "explore", "-variant", "rude", "-rude-variant", "casual"}, nil, "Rude Supers plays 4 to 6 Heroes with these variants, got 3"},
		{"pincer needs 4 heroes", []string{"-mode", "explore", "-variant", "rude", "-rude-variant", "pincer", "-heroes", "6"}, nil, "Rude Supers plays 4 to 5 Heroes with these variants, got 6"},
		{"legends", []string{"-mode", "legends", "-campaign", "one-evening-fight", "-heroes", "5"}, func(c config) bool {
			return c.mode == "legends" && c.campaign == "one-evening-fight" && c.heroes == 5
		}, ""},
		{"six heroes in legends", []string{"-mode", "legends", "-heroes", "6"}, nil, "Legends parties are 3 to 5 Heroes"},
		{"arcade flag in legends", []string{"-mode", "legends", "-difficulty", "hard"}, nil, "are not Legends flags"},
		{"arcade flag in explore", []string{"-mode", "explore", "-difficulty", "hard"}, nil, "are Arcade flags"},
		{"zero games", []string{"-games", "0"}, nil, "-games must be at least 1"},
		{"two heroes", []string{"-heroes", "2"}, nil, "-heroes must be 3, 4, 5 or 6"},
		{"seven heroes", []string{"-heroes", "7"}, nil, "-heroes must be 3, 4, 5 or 6"},
		{"unknown party", []string{"-party", "silly"}, nil, "-party must be balanced, skilled (fighty in Explore) or random"},
		{"unknown difficulty", []string{"-difficulty", "brutal"}, nil, "-difficulty must be easy, normal, hard or variety"},
		{"no workers", []string{"-workers", "0"}, nil, "-workers must be at least 1"},
		{"not a number", []string{"-games", "many"}, nil, "invalid value"},
		{"unknown flag", []string{"-fast"}, nil, "flag provided but not defined"},
		{"stray argument", []string{"extra"}, nil, "unexpected argument"},
		{"negative seed", []string{"-seed", "-1"}, nil, "invalid value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := parseFlags(tt.args)
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
				assert.NotContains(t, err.Error(), "\n", "one line")
				return
			}
			require.NoError(t, err)
			assert.True(t, tt.want(c), "%+v", c)
		})
	}
}

// Bad flags and an unknown boss: one line on stderr, exit code 2.
func TestBadFlagsExit2(t *testing.T) {
	for _, args := range [][]string{{"-heroes", "9"}, {"-boss", "Nobody"}, {"-games"}} {
		var out, errb bytes.Buffer
		code := run(args, &out, &errb)
		assert.Equal(t, 2, code, "%v", args)
		assert.Equal(t, 1, strings.Count(errb.String(), "\n"), "one line: %q", errb.String())
		assert.Empty(t, out.String())
	}
}

var (
	dataOnce sync.Once
	shared   *data
	dataErr  error
)

func testData(t *testing.T) *data {
	dataOnce.Do(func() { shared, dataErr = loadData() })
	require.NoError(t, dataErr)
	return shared
}

// Game i uses seed S+i and nothing else, so one worker and three give the
// same games.
func TestWorkerCountIndependent(t *testing.T) {
	d := testData(t)
	cfg, err := parseFlags([]string{"-games", "8", "-seed", "11"})
	require.NoError(t, err)
	cfg.workers = 1
	one := simulate(cfg, d)
	cfg.workers = 3
	three := simulate(cfg, d)
	require.Len(t, three.games, len(one.games))
	for i := range one.games {
		a, b := one.games[i], three.games[i]
		assert.Equal(t, uint64(11+i), a.seed)
		assert.Equal(t, a.seed, b.seed)
		assert.Equal(t, a.hash, b.hash, "game %d", i)
		assert.Equal(t, a.winner, b.winner, "game %d", i)
		assert.Equal(t, a.turns, b.turns, "game %d", i)
	}
	assert.Equal(t, one.lastLineNoTime(), three.lastLineNoTime())
}

var lastLine = regexp.MustCompile(`^games=\d+ hero_wins=\d+ win_rate=\d\.\d\d mean_turns=\d+(\.\d)? ms_per_game=\d+(\.\d+)? panics=\d+ invariant_violations=\d+$`)

// The output's last line is the machine-readable summary.
func TestRunLastLine(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"-games", "3", "-seed", "5", "-workers", "2", "-party", "skilled", "-difficulty", "easy"}, &out, &errb)
	lines := strings.Split(strings.TrimRight(out.String(), "\n"), "\n")
	last := lines[len(lines)-1]
	assert.Regexp(t, lastLine, last)
	assert.True(t, strings.HasPrefix(last, "games=3 "), last)
	assert.Equal(t, 0, code, "stderr: %s\n%s", errb.String(), out.String())
}

// Every party and difficulty sets up a legal Arcade game.
func TestSetups(t *testing.T) {
	d := testData(t)
	for _, party := range []string{"balanced", "skilled", "random"} {
		for _, diff := range []string{"easy", "normal", "hard"} {
			for heroes := 3; heroes <= 6; heroes++ {
				cfg := config{games: 1, heroes: heroes, party: party, difficulty: diff, workers: 1, maxTurns: 2}
				r := playOne(cfg, d, 7, false)
				assert.False(t, r.panicked, "%s %s %d: %s", party, diff, heroes, r.failure)
				assert.Len(t, r.setup.Heroes, heroes)
				if r.failure != "" {
					assert.Contains(t, r.failure, "turn cap", "%s %s %d", party, diff, heroes)
				}
				if diff != "normal" {
					assert.Len(t, r.setup.Modes, modeCards)
				}
			}
		}
	}
}

// A failed game leaves a replay in the game's format, with why it failed
// beside it, and -verify accepts it.
func TestReplayWritten(t *testing.T) {
	dir := t.TempDir()
	var out, errb bytes.Buffer
	// A one-turn cap makes every game a counted failure.
	code := run([]string{"-games", "2", "-seed", "3", "-maxturns", "1", "-replays", dir}, &out, &errb)
	assert.Equal(t, 1, code)
	var files []string
	for _, seed := range []string{"3", "4"} {
		why, err := os.ReadFile(filepath.Join(dir, "seed-"+seed+".txt"))
		require.NoError(t, err)
		assert.Contains(t, string(why), "turn cap")
		files = append(files, filepath.Join(dir, "seed-"+seed+".json"))
	}
	out.Reset()
	code = run(append([]string{"-verify"}, files...), &out, &errb)
	assert.Equal(t, 0, code, out.String()+errb.String())
	assert.True(t, strings.HasSuffix(strings.TrimSpace(out.String()), "verified=2 mismatched=0"), out.String())
}

// sdsim -mode explore plays Explore games to the same last line.
func TestExploreMode(t *testing.T) {
	var out, errOut bytes.Buffer
	code := run([]string{"-mode", "explore", "-games", "6", "-seed", "1", "-workers", "2"}, &out, &errOut)
	require.Equal(t, 0, code, errOut.String())
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	last := lines[len(lines)-1]
	assert.Regexp(t, `^games=6 hero_wins=\d+ win_rate=[0-9.]+ mean_turns=[0-9.]+ ms_per_game=[0-9.]+ panics=0 invariant_violations=0$`, last)
}

// -mode legends plays whole campaigns and ends with every mode's last line
// (a game is a campaign, a win a campaign completed, its turns the
// adventures played), the campaign's own counts on the line above.
func TestLegendsMode(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"-mode", "legends", "-games", "3", "-seed", "1", "-workers", "2"}, &out, &errb)
	require.Equal(t, 0, code, errb.String())
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	assert.Regexp(t, lastLine, lines[len(lines)-1])
	assert.Regexp(t, `^games=3 .* panics=0 invariant_violations=0$`, lines[len(lines)-1])
	assert.Regexp(t, `^  campaigns=3 completed=\d+ adventures=\d+ party_wipes=\d+$`, lines[len(lines)-2])
	assert.Equal(t, 2, run([]string{"-mode", "legends", "-campaign", "nope", "-games", "1"}, &out, &errb))
}

// -replays works in Explore too: a failed Explore game leaves a replay
// naming the Explore rules, with both sides' commands, that -verify
// accepts.
func TestExploreReplayWritten(t *testing.T) {
	dir := t.TempDir()
	var out, errb bytes.Buffer
	code := run([]string{"-mode", "explore", "-games", "2", "-seed", "5", "-maxturns", "2", "-coins", "1", "-replays", dir}, &out, &errb)
	assert.Equal(t, 1, code, "a two-turn cap makes every game a counted failure")
	var files []string
	for _, seed := range []string{"5", "6"} {
		why, err := os.ReadFile(filepath.Join(dir, "seed-"+seed+".txt"))
		require.NoError(t, err)
		assert.Contains(t, string(why), "turn cap")
		f := filepath.Join(dir, "seed-"+seed+".json")
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		assert.Contains(t, string(b), `"ruleset": "explore"`)
		assert.Contains(t, string(b), `"coins":1`)
		assert.Contains(t, string(b), `"cmd":"explore_activate"`)
		files = append(files, f)
	}
	out.Reset()
	code = run(append([]string{"-verify"}, files...), &out, &errb)
	assert.Equal(t, 0, code, out.String()+errb.String())
	assert.True(t, strings.HasSuffix(strings.TrimSpace(out.String()), "verified=2 mismatched=0"), out.String())
}

// sdsim -mode classic plays classic games of each size to the same last
// line; -replays records a failed one that -verify accepts.
func TestClassicMode(t *testing.T) {
	for _, size := range []string{"delve", "crawl", "siege"} {
		var out, errOut bytes.Buffer
		code := run([]string{"-mode", "classic", "-size", size, "-games", "3", "-seed", "1", "-workers", "2"}, &out, &errOut)
		require.Equal(t, 0, code, errOut.String())
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		assert.Regexp(t, `^games=3 hero_wins=\d+ win_rate=[0-9.]+ mean_turns=[0-9.]+ ms_per_game=[0-9.]+ panics=0 invariant_violations=0$`, lines[len(lines)-1])
	}
	dir := t.TempDir()
	var out, errb bytes.Buffer
	code := run([]string{"-mode", "classic", "-games", "1", "-seed", "5", "-maxturns", "2", "-replays", dir}, &out, &errb)
	assert.Equal(t, 1, code, "a two-round cap makes the game a counted failure")
	f := filepath.Join(dir, "seed-5.json")
	b, err := os.ReadFile(f)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"ruleset": "classic"`)
	assert.Contains(t, string(b), `"cmd":"classic_spawn"`)
	out.Reset()
	code = run([]string{"-verify", f}, &out, &errb)
	assert.Equal(t, 0, code, out.String()+errb.String())
	assert.True(t, strings.HasSuffix(strings.TrimSpace(out.String()), "verified=1 mismatched=0"), out.String())
}
