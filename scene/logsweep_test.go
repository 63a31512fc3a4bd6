package scene

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/ai"
	"github.com/superdungeon-digital/superdungeon/rules/ai/classicai"
	"github.com/superdungeon-digital/superdungeon/rules/ai/exploreai"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/rules/legends"
	"github.com/superdungeon-digital/superdungeon/rules/replay"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// gridRE is a square named by its grid position: "(2,0)" or "at 2,0".
var gridRE = regexp.MustCompile(`\(\d+,\d+\)|\b\d+,\d+\b`)

// Players never see coordinates (issue 21, items 1 and 10): every line
// the log shows in whole games of every rulebook (the computer on both
// sides) names no square by its grid position, and an action's name in a
// sentence is capitalised as the action bar has it ("on Dash", not "on
// dash"). Legends' events are its log's lines as they come.
func TestLogNeverShowsCoordinates(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	lower := regexp.MustCompile(` on (dash|teleport|monster attack|standing up|move)\b`)
	check := func(what, line string) {
		assert.NotRegexp(t, gridRE, line, "%s: a grid position", what)
		assert.NotRegexp(t, lower, line, "%s: an action's name in lower case", what)
	}
	for seed := uint64(1); seed <= 8; seed++ {
		for _, s := range []replay.Setup{
			replay.SetupOf(arcade.Setup{Seed: seed, Heroes: BalancedParty}),
			replay.SetupOfExplore(explore.Setup{Seed: seed, Heroes: ExploreBalanced}),
			replay.SetupOfExplore(explore.Setup{Seed: seed, Heroes: ExploreBalanced, Rude: &explore.RudeOptions{Difficulty: explore.RudeHero}}),
			replay.SetupOfClassic(classic.Setup{Seed: seed, Heroes: classicParty(3)}),
		} {
			sess, err := replay.NewSession(s)
			require.NoError(t, err)
			g := sess.Game().Clone()
			o := ai.PlayOptions{MaxTurns: 30, Record: func(_ rules.Command, evs []rules.Event) {
				for _, e := range evs {
					check(fmt.Sprintf("%s seed %d, %T", s.Ruleset, seed, e), logText(e))
				}
			}}
			switch s.Ruleset {
			case classic.Name:
				o.Consul, o.Party = classicai.New(), classicai.Party
			case explore.Name:
				o.Consul = exploreai.New()
			}
			_, _ = ai.Play(g, ai.New(), o)
		}
	}
	d, err := legends.LoadData()
	require.NoError(t, err)
	for seed := uint64(1); seed <= 2; seed++ {
		c, err := legends.NewCampaign(d, "dusk-drake", []string{"Knight", "Cleric", "Mage", "Ranger", "Rogue"}, seed)
		require.NoError(t, err)
		a := legends.NewAI(seed)
		for adv := 0; adv < 4 && !c.Complete; adv++ {
			g, evs, err := c.StartAdventure(d)
			require.NoError(t, err)
			for n := 0; g.Mode != legends.Over && n < 20000; n++ {
				more, err := g.Apply(a.Next(g))
				require.NoError(t, err)
				evs = append(evs, more...)
			}
			for _, e := range evs {
				check(fmt.Sprintf("Legends seed %d, %s", seed, e.Kind), e.Text)
			}
			require.NoError(t, c.FinishAdventure(d, g))
			require.NoError(t, a.Downtime(d, c, nil))
		}
	}
}

// The lines that named a square before (issue 21, item 1): a plot's
// crystal, the rules' own reasons for a move, and any grid position left
// in a reason; an action's name reads as on the action bar.
func TestLogWordsNameNoSquare(t *testing.T) {
	w := rules.Ref{Name: "Moonspire Guardian"}
	for _, tc := range []struct {
		e    rules.Event
		want string
	}{
		{arcade.CrystalCleared{Hero: w, Crystal: "amethyst", At: tiles.Point{X: 2, Y: 0}, Left: 3}, "Moonspire Guardian clears the amethyst crystal (3 crystals of its plot left)."},
		{rules.Spent{Model: w, AP: 1, For: "dash"}, "Moonspire Guardian spends 1 action point on Dash"},
		{rules.Spent{Model: w, AP: 1, For: "monster attack"}, "Moonspire Guardian spends 1 action point to attack"},
		{rules.Spent{Model: w, AP: 1, For: "standing up"}, "Moonspire Guardian spends 1 action point to stand up"},
		{rules.Spent{Model: w, AP: 1, For: "Open Chest"}, "Moonspire Guardian spends 1 action point on Open Chest"},
		{rules.Moved{Model: w, Path: []tiles.Point{{X: 1, Y: 1}}, Reason: "teleport"}, "Moonspire Guardian teleports 1 square"},
		{rules.ConsulDecided{Reason: "Tower Arbalist falls back toward (15,9), the closest square by a dungeon exit"}, "Tower Arbalist falls back, the closest square by a dungeon exit"},
		{rules.Note{Text: "Riftling Rogue is moved 1 square by Teleport from (3,4)"}, "Riftling Rogue is moved 1 square by Teleport"},
	} {
		got := logText(tc.e)
		assert.Equal(t, tc.want, got)
		assert.NotRegexp(t, gridRE, got)
	}
}

// A refusal or a disabled button's hint is the rules' reason in a
// player's words: whatever square the rules name by its grid position,
// every ruleset's (played by mouse: "not next to the crystal at (2,12)").
func TestRefusalsNameNoSquare(t *testing.T) {
	for _, why := range []string{
		"Sanctioned Witch is not next to the crystal at (2,12)",
		"(3,4) is not an empty square within three squares and sight of a spawning point",
		"a revived Hero is placed on an empty square next to the start token or next to another Hero; (5,28) is not one",
		"Hero cannot teleport to (4,4): Crawler is there",
		"Tincan cannot end its move on (11,4): Crawler stands there",
		"Spawn: (7,1) is not a free square next to that spawning point",
	} {
		got := reason(&rules.IllegalError{Command: rules.Interact{}, Reason: why})
		assert.NotRegexp(t, gridRE, got, why)
		assert.NotEmpty(t, got, why)
		assert.NotRegexp(t, gridRE, sightWhy(why), why)
	}
	assert.Equal(t, "That square is not one you may use", sightWhy("(3,4) is not one you may use"))
}
