package arcade

import (
	"os"

	"github.com/superdungeon-digital/superdungeon/rules"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// bookImmediately lists every passage of the Arcade rulebook that says
// something happens "immediately" or "at once", with where the engine does
// it at that moment and the test that checks it. A passage of the book not
// in this list fails TestEveryImmediatelyOfTheBook.
var bookImmediately = []struct{ quote, engine string }{
	{"the last card of a deck is drawn, players immediately shuffle", "rules.Game.Draw reshuffles as the last card is drawn (rules TestDeckReshuffle)"},
	{"not enough Princess Coins remaining to revive them, the Consul immediately wins", "State.AfterDestroyed ends the game inside the wounding command (TestConsulWinsWhenCoinsRunOut below)"},
	{"A model that uses Dash may immediately move two squares", "the Dash command moves in the same command (rules TestSlowImmobileDash)"},
	{"Immediately remove all wound, wrath, and status effect tokens", "rules.Game.Destroy clears them in the destroying command (rules destroy.go)"},
	{"These bonuses are applied immediately", "the chart step that reaches the space sets the bonus (TestStarBonusesThroughConsulStep)"},
	{"perform its Signature Action immediately after completing its movement", "consul_signature.go (TestSignatureActionAfterMove)"},
	{"immediately spawns all monsters listed on its spawning card", "the Spawn command places them in the same step (TestSpawnClosestSpawningPoint)"},
	{"the Heroes must immediately draw a plot card", "AfterDestroyed draws it inside the destroying command (TestSpawningPointHooksTiming)"},
	{"When a challenge card is drawn, immediately resolve its Trap effect", "drawChallenge resolves the trap as it draws (TestChallengeDrawTrapDiscard)"},
	{"this treasure may be equipped immediately", "Equip is legal in the same power-up as TradeLoot (rules equipment tests)"},
	{"This challenge card has a Trap effect that happens immediately", "the book's example of the above (Terrible Burden, TestEveryCardResolves)"},
	{"gains Immune: Status Effects, remove all status effect tokens immediately", "rules dropImmuneStatuses after every command (rules TestImmuneResists)"},
	{"gains Immune X to that effect remove the status effect token immediately", "rules dropImmuneStatuses (rules TestStatusesAndImmune)"},
	{"Once the two models are adjacent, the target model immediately stops", "rules.Game.DefaultControlPath and checkControlPath (rules TestPullDefault)"},
	{"such as from contact with a wall, the model immediately stops", "rules control.go (rules TestPushMustWiden)"},
	{"at which point the effects immediately end", "statuses are read live (rules.Game.Suffers), never cached"},
	{"gains Immune: Status Effects remove all status effect tokens immediately", "the back-cover summary of the Immune passage above"},
	{"to that effect remove the status effect token immediately. e.g.", "the back-cover summary of the Immune X passage above"},
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
	for _, e := range bookImmediately {
		assert.Contains(t, book, e.quote, "quoted from the book")
		assert.NotEmpty(t, e.engine)
	}
	for _, l := range lines {
		found := false
		for _, e := range bookImmediately {
			found = found || strings.Contains(l, e.quote)
		}
		assert.True(t, found, "the book says, and no entry covers: %s", l)
	}
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
