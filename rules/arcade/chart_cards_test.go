package arcade

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// representative is an Arcade game a few turns in: wrath spread over the
// party, a wounded Hero with equipment, the first tile's monsters out.
func representative(t *testing.T) *rules.Game {
	g, _ := arcade(t, 21)
	hs := g.HeroesInPlay()
	g.Model(hs[0]).Wrath, g.Model(hs[1]).Wrath = 3, 1
	g.Model(hs[1]).Wounds = 2
	g.Model(hs[0]).Slots = [4]string{"Bent Nail", "Adventurer Plate", "", ""}
	g.Turn, g.Phase = 3, rules.ConsulTurn
	return g
}

// Arcade rulebook, "Challenge", "Boss Fight Challenge Deck", "Plot": every
// card of the challenge, boss-fight and plot decks can be drawn and
// resolved from a representative state, and a whole Consul turn then plays
// with it in play. Effects the engine does not automate yet are reported
// as notes, never silently dropped; the test lists them.
func TestEveryCardResolves(t *testing.T) {
	cs, err := LoadCards()
	require.NoError(t, err)
	pending := map[string]int{}
	tally := func(evs []rules.Event) {
		for _, n := range find[rules.Note](evs) {
			if strings.Contains(n.Text, "not automated") {
				pending[n.Text[strings.Index(n.Text, ": ")+2:]]++ // without the card name
			}
		}
	}
	try := func(deck, card string, boss bool) {
		g := representative(t)
		if boss {
			StateOf(g).BossSpawned = true
		}
		g.Deck(deck).Draw = append([]string{card}, g.Deck(deck).Draw...)
		var evs []rules.Event
		if deck == PlotDeck {
			evs = asArcade(g).drawPlot("test")
			assert.Equal(t, card, StateOf(g).Plot)
		} else {
			evs = asArcade(g).drawChallenge("test")
			assert.Equal(t, card, StateOf(g).Challenge, "%s is in play", card)
		}
		drawn := find[CardDrawn](evs)
		require.NotEmpty(t, drawn, card)
		assert.Equal(t, card, drawn[len(drawn)-1].Card)
		for _, n := range find[rules.Note](evs) {
			assert.NotContains(t, n.Text, "no card data", card)
		}
		tally(evs)
		turn, err := g.Apply(PlayConsulTurn{})
		require.NoError(t, err, card)
		tally(turn)
	}
	for _, name := range cs.challengeList {
		try(ChallengeDeck, name, false)
	}
	for _, c := range cards.BossDeck(cs.bossChallenges, "The Midnight Queen") {
		try(BossChallengeDeck, c.Name, true)
	}
	for _, name := range cs.plotList {
		try(PlotDeck, name, false)
	}
	// Easy and hard mode cards (Arcade rulebook, "5. Select Difficulty"):
	// their lasting effects hold all game, so each must have a rule.
	for _, list := range [][]cards.Mode{loaded(cards.LoadEasyModes()), loaded(cards.LoadHardModes())} {
		for _, m := range list {
			for _, e := range m.Effects {
				if !consulApplies(e) {
					pending[fmt.Sprintf("the lasting %s effect on %s (mode card %s)", e.Kind, whoOr(e.Who), m.Name)]++
				}
			}
		}
	}
	var lines []string
	for what, n := range pending {
		lines = append(lines, fmt.Sprintf("%3d x %s", n, what))
	}
	sort.Strings(lines)
	assert.Empty(t, lines, "card effects with no rule behind them:\n%s", strings.Join(lines, "\n"))
}

func loaded[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// Challenge "Skittering Ambush"-style spawn effects: a minion comes from
// the pool next to the Hero the card names, only for a gang in play.
func TestSpawnEffectNextToHero(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+
|N . . . . . . R|
+ + + + + + + + +
|. . . P . . . .|
+-+-+-+-+-+-+-+-+`, "R=Riftling Warrior", "N=Spider Nest", "P=Spider Speaker")
	evs := asArcade(g).instantEffect(cards.Effect{Kind: cards.EffSpawn, Who: cards.WhoMostWrath, What: cards.RankMinion, Value: 1}, "test")
	sp := find[MonsterSpawned](evs)
	require.Len(t, sp, 1)
	assert.Equal(t, "Crawler", sp[0].Model.Name)
	assert.Equal(t, 1, g.ModelDist(g.Model(sp[0].Model.ID), g.Model(id['R'])))
}

// Arcade rulebook, "Challenge": a card that hands the party loot names
// the cards drawn whole, as a list in words (the log read "the party
// draws Bent and Nail" for the one card Bent Nail).
func TestDrawnLootIsNamedWhole(t *testing.T) {
	g := representative(t)
	g.Deck(ChallengeDeck).Draw = append([]string{"Dangerous Gifts"}, g.Deck(ChallengeDeck).Draw...)
	g.Deck(rules.LootDeck).Draw = append([]string{"Bent Nail", "Witch Hat"}, g.Deck(rules.LootDeck).Draw...)
	evs := asArcade(g).drawChallenge("test")
	var text string
	for _, n := range find[rules.Note](evs) {
		if strings.Contains(n.Text, "into the backpack") {
			text = n.Text
		}
	}
	require.NotEmpty(t, text, "the draw is told")
	assert.NotContains(t, text, "[")
	assert.Contains(t, text, "Bent Nail")
}
