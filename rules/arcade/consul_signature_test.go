package arcade

import (
	"maps"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// No card in the boxes has an overcharge or a signature action yet, so
// these tests give the Spider Speaker's gang made-up ones: the Speaker
// bites, a bonded Crawler's Venom Bite overcharges the bite, and the
// Speaker spits web as its signature action.
func signatureCatalog(t *testing.T) *rules.Catalog {
	t.Helper()
	base := testCatalog(t)
	cat := *base
	cat.Monsters = maps.Clone(base.Monsters)
	speaker := *base.Monsters["Spider Speaker"]
	speaker.Actions = append([]cards.Action{
		{Name: "Bite", Cost: 1, Type: cards.Offensive, Roll: cards.STR, Range: 1, Text: "bites"},
		{Name: "Spit Web", Type: cards.Offensive, Roll: cards.STR, Range: 4, Statuses: []cards.Status{cards.Slow}, Signature: true, Text: "spits web"},
	}, speaker.Actions...)
	cat.Monsters["Spider Speaker"] = &speaker
	crawler := *base.Monsters["Crawler"]
	crawler.Actions = append([]cards.Action{
		{Name: "Venom Bite", Cost: 1, Type: cards.Offensive, Roll: cards.STR, Range: 1, Statuses: []cards.Status{cards.Poison}, Overcharges: "Bite", Text: "bites with venom"},
	}, crawler.Actions...)
	cat.Monsters["Crawler"] = &crawler
	return &cat
}

func signatureBoard(t *testing.T, withCrawler bool) (*rules.Game, map[rune]rules.ModelID) {
	t.Helper()
	cast := []string{"R=Riftling Warrior", "P=Spider Speaker"}
	ascii := `
+-+-+-+-+-+-+
|R P . . . .|
+ + + + + + +
|. . C . . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+`
	if withCrawler {
		cast = append(cast, "C=Crawler")
	} else {
		ascii = strings.Replace(ascii, "C", ".", 1)
	}
	g, id := boardWith(t, signatureCatalog(t), ascii, cast...)
	g.Phase = rules.ConsulTurn
	return g, id
}

func reasons(evs []rules.Event) []string {
	var out []string
	for _, d := range decisions(evs) {
		out = append(out, d.Reason)
	}
	return out
}

func usedActions(evs []rules.Event) []string {
	var out []string
	for _, r := range reasons(evs) {
		if _, after, ok := strings.Cut(r, " uses "); ok {
			name, _, _ := strings.Cut(after, " on ")
			out = append(out, name)
		}
	}
	return out
}

// Arcade rulebook, "Overcharge": a gang with an overcharge action uses it
// instead of, not as well as, the original; without the bonded minion the
// elite uses its own version.
func TestOverchargeReplacesTheGangAction(t *testing.T) {
	for _, tc := range []struct {
		name    string
		crawler bool
		want    []string
	}{
		{"bonded Crawler within 2: Venom Bite instead of Bite", true, []string{"Venom Bite"}},
		{"alone: the Speaker's own Bite", false, []string{"Bite"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := signatureBoard(t, tc.crawler)
			evs := command(g, cards.CmdUnique, 1)
			used := usedActions(evs)
			assert.Subset(t, used, tc.want, "reasons: %q", reasons(evs))
			if tc.crawler {
				assert.NotContains(t, used, "Bite", "the overcharged original is not used as well")
			}
			// Unique is the Speaker's first command this turn, so its
			// signature action comes first, and Unique does not repeat it.
			assert.Contains(t, reasons(evs)[0], "signature action Spit Web before its first command, Unique")
			n := 0
			for _, u := range used {
				if u == "Spit Web" {
					n++
				}
			}
			assert.Equal(t, 1, n, "Spit Web once: %q", used)
		})
	}
}

// Arcade rulebook, "Signature Action": performed right after the Move
// command's movement, free, once per Command Phase.
func TestSignatureActionAfterMove(t *testing.T) {
	g, id := signatureBoard(t, false)
	evs := command(g, cards.CmdMove, 1)
	rs := reasons(evs)
	require.NotEmpty(t, rs)
	last := -1
	for i, r := range rs {
		if strings.Contains(r, "signature action Spit Web right after its move") {
			last = i
		}
	}
	require.GreaterOrEqual(t, last, 0, "reasons: %q", rs)
	assert.Equal(t, g.Turn, g.Model(id['P']).SignatureTurn)

	// Later commands of the same turn do not repeat it.
	evs = command(g, cards.CmdFight, 1)
	for _, r := range reasons(evs) {
		assert.NotContains(t, r, "signature")
	}
}

// Arcade rulebook, "Signature Action": without a Move command it is the
// first thing the monster does in the Command Phase.
func TestSignatureActionBeforeFirstCommand(t *testing.T) {
	g, _ := signatureBoard(t, false)
	evs := command(g, cards.CmdFight, 1)
	rs := reasons(evs)
	require.GreaterOrEqual(t, len(rs), 2, "reasons: %q", rs)
	assert.Contains(t, rs[0], "signature action Spit Web before its first command, Fight")
	assert.Contains(t, strings.Join(rs[1:], "\n"), "attacks Riftling Warrior")
}

// Project rule (consul_signature.go): a monster that follows no command in
// a Consul turn still performs its signature action as the commands end;
// a knocked-down monster loses it.
func TestSignatureActionWithoutCommands(t *testing.T) {
	g, id := signatureBoard(t, false)
	evs := asArcade(g).lateSignatures()
	assert.Contains(t, strings.Join(reasons(evs), "\n"), "as the Consul's commands end")
	assert.Empty(t, asArcade(g).lateSignatures(), "once a turn")

	g, id = signatureBoard(t, false)
	g.Model(id['P']).Statuses = g.Model(id['P']).Statuses.With(cards.Knockdown)
	evs = asArcade(g).lateSignatures()
	assert.Contains(t, strings.Join(reasons(evs), "\n"), "knocked down")
}
