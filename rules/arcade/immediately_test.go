package arcade

import (
	"os"
	"path/filepath"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bookImmediately lists every passage of the Arcade rulebook that says
// something happens "immediately" or "at once", with where the engine does
// it at that moment and the test that checks it. A passage of the book not
// in this list fails TestEveryImmediatelyOfTheBook.
var bookImmediately = []struct{ quote, engine string }{
	{"the last card of a deck is drawn, players immediately shuffle", "rules.Game.Draw reshuffles as the last card is drawn (rules TestDeckReshuffle)"},
	{"not enough Princess Coins remaining to revive them, the Consul immediately wins", "State.AfterDestroyed ends the game inside the wounding command (TestConsulWinsWhenCoinsRunOut below)"},
	{"A model that uses Dash may immediately move two squares", "the Dash command moves in the same command (rules TestSlowImmobileDash)"},
	{"Immediately remove all wound, wrath, and status effect tokens", "rules.Game.Destroy clears them in the destroying command (rules TestDestroyedModelLosesEveryTokenAtOnce)"},
	{"These bonuses are applied immediately", "the chart step that reaches the space sets the bonus (TestStarBonusesThroughConsulStep)"},
	{"perform its Signature Action immediately after completing its movement", "consul_signature.go (TestSignatureActionAfterMove)"},
	{"immediately spawns all monsters listed on its spawning card", "the Spawn command places them in the same step (TestSpawnClosestSpawningPoint)"},
	{"the Heroes must immediately draw a plot card", "AfterDestroyed draws it inside the destroying command (TestSpawningPointHooksTiming)"},
	{"When a challenge card is drawn, immediately resolve its Trap effect", "drawChallenge resolves the trap as it draws (TestChallengeDrawTrapDiscard)"},
	{"this treasure may be equipped immediately", "Equip is legal in the same power-up as TradeLoot (rules TestTradedTreasureEquippedImmediately)"},
	{"This challenge card has a Trap effect that happens immediately", "the book's example of the above: Terrible Burden's trap wounds the Warrior as the card is drawn (TestExampleConsulTurn)"},
	{"gains Immune: Status Effects, remove all status effect tokens immediately", "rules dropImmuneStatuses as the immunity is gained (rules TestGainingImmuneStatusEffectsRemovesEveryToken)"},
	{"gains Immune X to that effect remove the status effect token immediately", "rules dropImmuneStatuses as the immunity is gained (rules TestGainingImmunityRemovesStatus)"},
	{"Once the two models are adjacent, the target model immediately stops", "rules.Game.DefaultControlPath and checkControlPath (rules TestPullDefault)"},
	{"such as from contact with a wall, the model immediately stops", "rules checkControlPath and DefaultControlPath stop the push (rules TestPushMustWiden)"},
	{"at which point the effects immediately end", "statuses are read live (rules.Game.Suffers), never cached (rules TestStatusEndsTheMomentItsTokenIsRemoved)"},
	{"gains Immune: Status Effects remove all status effect tokens immediately", "the back-cover summary of the Immune passage above (rules TestGainingImmuneStatusEffectsRemovesEveryToken)"},
	{"to that effect remove the status effect token immediately. e.g.", "the back-cover summary of the Immune X passage above (rules TestGainingImmunityRemovesStatus)"},
}

// Every "immediately" and "at once" of the Arcade rulebook is in
// bookImmediately, once (the book's own text, when it is available).
func TestEveryImmediatelyOfTheBook(t *testing.T) {
	b, err := os.ReadFile("../../../shared/seeds/000_e34b85495b6c1b8e.txt")
	if err != nil {
		t.Skip("the Arcade rulebook text is not next to the repository")
	}
	book := strings.Join(strings.Fields(string(b)), " ")
	var lines []string
	for _, l := range strings.Split(string(b), "\n") {
		if regexp.MustCompile(`(?i)immediately|at once`).MatchString(l) {
			lines = append(lines, strings.Join(strings.Fields(l), " "))
		}
	}
	assert.Len(t, bookImmediately, len(lines), "one entry per passage of the book")
	tests := testNames(t, ".", "..")
	for _, e := range bookImmediately {
		assert.Contains(t, book, e.quote, "quoted from the book")
		named := regexp.MustCompile(`\bTest[A-Z]\w*`).FindAllString(e.engine, -1)
		assert.NotEmpty(t, named, "%q names the test that checks it", e.quote)
		for _, n := range named {
			assert.True(t, tests[n], "%q names %s, which is no test in rules or rules/arcade", e.quote, n)
		}
	}
	for _, l := range lines {
		found := false
		for _, e := range bookImmediately {
			found = found || strings.Contains(l, e.quote)
		}
		assert.True(t, found, "the book says, and no entry covers: %s", l)
	}
}

// testNames lists the test functions declared in the _test.go files of dirs.
func testNames(t *testing.T, dirs ...string) map[string]bool {
	out := map[string]bool{}
	re := regexp.MustCompile(`(?m)^func (Test[A-Z]\w*)\(t \*testing\.T\)`)
	for _, d := range dirs {
		files, err := filepath.Glob(filepath.Join(d, "*_test.go"))
		require.NoError(t, err)
		for _, f := range files {
			b, err := os.ReadFile(f)
			require.NoError(t, err)
			for _, m := range re.FindAllStringSubmatch(string(b), -1) {
				out[m[1]] = true
			}
		}
	}
	return out
}

// Arcade rulebook, "Victory": "If one or more Heroes are destroyed and
// there are not enough Princess Coins remaining to revive them, the
// Consul immediately wins" — inside the wound that destroys the Hero.
func TestConsulWinsWhenCoinsRunOut(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+
|R . K|
+-+-+-+`, "R=Riftling Warrior", "K=Tower Stalker")
	g.Coins = 0
	h := g.Model(id['R'])
	evs := g.Wound(h, id['K'], g.Hearts(h), "test", false)
	assert.Equal(t, "consul", g.Over)
	assert.NotEmpty(t, find[rules.GameOver](evs))
}

// The plot the first fallen spawning point draws at once may take a heart
// from every Hero (Withering Curse); a Hero it destroys in the middle of its
// own activation ends that activation there and then.
func TestPlotDrawnMidActivationEndsADestroyedHero(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+
|R N . .|
+-+-+-+-+`, "R=Sanctioned Witch", "N=Spider Nest")
	g.Phase = rules.HeroTurn
	g.Deck(PlotDeck).Draw = []string{"Withering Curse"}
	r, n := g.Model(id['R']), g.Model(id['N'])
	r.Wounds = g.Hearts(r) - 1
	n.Wounds = g.Hearts(n) - 1
	must(t, g, rules.StartActivation{Hero: id['R']})
	g.Dice = []int{blue2, blue2, blue2, blue2, blue2, blue2}
	evs := must(t, g, rules.Attack{Attr: cards.STR, Target: id['N']})
	assert.Equal(t, "Withering Curse", StateOf(g).Plot)
	assert.False(t, g.Model(id['R']).InPlay, "one heart fewer: destroyed")
	assert.Equal(t, rules.NoModel, g.Active, "its activation is over: %v", evs)
	assert.NotEmpty(t, find[rules.ActivationEnded](evs))
}

// The power-up that calls the bosses can begin without an EndPhase: the
// last Hero's activation ending starts it, and the mini-boss comes inside
// that command.
func TestBossHooksWhenTheLastActivationEnds(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+-+-+
|N . . . . . . . . .|
+ + + + + + + + + + +
 . . . . X . . . . R 
+ + + + + + + + + + +
 . . . . Y . . . . . 
+ + + + + + + + + + +
|. . . . . . . . . .|
+-+-+-+-+-+-+-+-+-+-+`, "R=Riftling Warrior", "N=Spider Nest", "X=Shadow Tower", "Y=Shadow Tower")
	StateOf(g).MiniBoss, StateOf(g).Boss = "Knight of the Tower", "The Midnight Queen"
	g.Phase = rules.HeroTurn
	g.Deck(PlotDeck).Draw = []string{"Challenge of Flame"}
	g.Destroy(g.Model(id['N']), id['R'])
	g.Destroy(g.Model(id['X']), id['R'])
	must(t, g, rules.StartActivation{Hero: id['R']})
	evs := must(t, g, rules.EndActivation{})
	require.Equal(t, rules.HeroPowerUp, g.Phase)
	sp := find[MonsterSpawned](evs)
	require.Len(t, sp, 1, "%v", evs)
	assert.Equal(t, "Knight of the Tower", sp[0].Model.Name)
}
