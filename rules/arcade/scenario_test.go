package arcade

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// The Sanctioned Witch worked example (Arcade rulebook, "Hero Activation")
// as a scenario file.
func TestWitchScenario(t *testing.T) {
	data, err := os.ReadFile("../testdata/witch.txt")
	require.NoError(t, err)
	sc, err := rules.ParseScenario(string(data), testCatalog(t), Scenario)
	require.NoError(t, err)
	res := sc.Run()
	var refused []string
	for _, r := range res {
		if r.Err != nil {
			refused = append(refused, r.Step.Text)
		}
	}
	assert.Equal(t, []string{`action "Arcane Burst" target=C`}, refused, "only Arcane Burst (two points, one left) is refused")
	g := sc.Game
	assert.False(t, g.Model(sc.Marks['C']).InPlay)
	assert.Equal(t, 0, g.Model(sc.Marks['B']).Wounds)
	assert.Equal(t, 0, g.Model(sc.Marks['T']).Wounds)
	assert.Equal(t, 2, g.Model(sc.Marks['W']).Potions)
	assert.Equal(t, 1, g.Model(sc.Marks['W']).Wrath)
	assert.Equal(t, pt(3, 0), g.Model(sc.Marks['W']).Pos)
}

const goodScenario = `
map
+-+-+-+
|W . C|
+-+-+-+
end
W Sanctioned Witch
C Crawler
> start W
`

func TestScenarioErrorsNameTheLine(t *testing.T) {
	_, err := rules.ParseScenario(goodScenario, testCatalog(t), Scenario)
	require.NoError(t, err)
	for _, tc := range []struct{ name, text, want string }{
		{"unknown line", goodScenario + "banana\n", "line 10: unknown line"},
		{"unknown card", replace(goodScenario, "C Crawler", "C Crawlr"), `line 8: no card named "Crawlr"`},
		{"mark not on map", goodScenario + "X Crawler\n", "line 10: mark X is not on the map"},
		{"bad status", replace(goodScenario, "C Crawler", "C Crawler status=Sad"), "line 8: unknown status"},
		{"bad wounds", replace(goodScenario, "C Crawler", "C Crawler wounds=1"), "line 8: Crawler: 1 wounds but has 1 hearts"},
		{"unclosed map", "map\n+-+\n", "line 1: map without"},
		{"bad map", "map\n+-+\n|?|\n+-+\nend\n", "line 2: map line"},
		{"bad dice", goodScenario + "dice 7\n", "line 10: dice are face numbers"},
		{"bad command", goodScenario + "> fly W\n", `line 10: unknown command "fly"`},
		{"unknown mark", goodScenario + "> attack will Z\n", "line 10: no model has mark Z"},
		{"bad option", goodScenario + "> attack will C target=C\n", "line 10: attack does not take target="},
		{"no map", "W Witch\n", "mark W is not on the map"},
		{"bad expectation", goodScenario + "= W colour=red\n", "line 10: unknown expectation"},
		{"expectation mark", goodScenario + "= Q wounds=1\n", "line 10: mark Q is not on the map"},
		{"unknown chart command", goodScenario + "> command Dance\n", `line 10: unknown chart command "Dance"`},
		{"bad times", goodScenario + "> command Move times=0\n", "line 10: times needs a number"},
		{"count of no card", goodScenario + "= count Dragon 1\n", `line 10: no card named "Dragon"`},
		{"count within without of", goodScenario + "= count Crawler 1 within=2\n", "line 10: a count is"},
		{"unknown boss", "boss Nobody\n" + goodScenario, `line 1: no monster card named "Nobody"`},
		{"bad chart", "chart x\n" + goodScenario, "line 1: chart needs a number"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := rules.ParseScenario(tc.text, testCatalog(t), Scenario)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func replace(s, old, new string) string {
	for i := 0; i+len(old) <= len(s); i++ {
		if s[i:i+len(old)] == old {
			return s[:i] + new + s[i+len(old):]
		}
	}
	panic("replace: " + old + " not found")
}

func FuzzParseScenario(f *testing.F) {
	for _, name := range []string{"witch", "fly", "rage", "luck", "balm", "crystals", "consul_spawn", "consul_boss_arrives"} {
		if data, err := os.ReadFile("../testdata/" + name + ".txt"); err == nil {
			f.Add(string(data))
		}
	}
	f.Add(goodScenario)
	f.Fuzz(func(t *testing.T, text string) {
		sc, err := rules.ParseScenario(text, testCatalog(t), Scenario)
		if err != nil {
			return
		}
		sc.Run() // must not panic
		require.NoError(t, checkInvariants(sc.Game))
	})
}

// The Hexcast Sorceress wrath example (Arcade rulebook, "Wrath") as a
// scenario file.
func TestSorceressScenario(t *testing.T) {
	data, err := os.ReadFile("../testdata/sorceress.txt")
	require.NoError(t, err)
	sc, err := rules.ParseScenario(string(data), testCatalog(t), Scenario)
	require.NoError(t, err)
	for _, r := range sc.Run() {
		require.NoError(t, r.Err, "line %d", r.Step.Line)
	}
	g := sc.Game
	assert.False(t, g.Model(sc.Marks['B']).InPlay)
	assert.Equal(t, 2, g.Model(sc.Marks['K']).Wounds, "critical: two wounds")
	assert.Equal(t, 3, g.Model(sc.Marks['H']).Wrath)
	assert.Equal(t, 1, g.Model(sc.Marks['T']).Wrath)
	assert.Equal(t, 2, g.Model(sc.Marks['C']).Wrath)
	assert.Equal(t, 0, g.FreeWrath())
}

// Every scenario file in testdata is a test: each expectation ("= ...")
// must hold and only commands followed by "= refused" may be refused.
func TestScenarioFiles(t *testing.T) {
	files, err := filepath.Glob("../testdata/*.txt")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			require.NoError(t, err)
			sc, err := rules.ParseScenario(string(data), testCatalog(t), Scenario)
			require.NoError(t, err)
			res := sc.Run()
			for i, r := range res {
				assert.Empty(t, r.Failed, "%s line %d: %s", f, r.Step.Line, r.Step.Text)
				if r.Err != nil {
					next := i + 1
					ok := next < len(res) && res[next].Step.Expect != nil && res[next].Step.Expect.Refused
					assert.True(t, ok, "%s line %d refused unexpectedly: %v", f, r.Step.Line, r.Err)
				}
			}
		})
	}
}
