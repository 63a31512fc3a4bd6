package cards

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Names from shared/reference/card-facts.md, "Decks".
var (
	factChallenges = []string{"Back-to-Back", "Bite Back", "Burning Fog", "Curse of Rot",
		"Dangerous Gifts", "Do Your Part", "The Finisher", "The Forever Curse", "Hidden Nest",
		"Hopelessly Lost", "Ill-Equipped", "Inferno", "Magical Shielding", "Move Silently",
		"Muster the Forces", "Run Away!", "Nimble Fingers", "Pit Trap", "Nowhere to Hide",
		"Overexertion", "Overpower", "Painful Echoes", "Pillow Fight", "Precision",
		"Precision Strike", "Psychic Attack", "The Rage Spreads", "Sense Weakness", "Shields Up",
		"Shimmering Protection", "Show Off", "A Single Target", "Stay Together",
		"Strength Through Anger", "Strength Through Hubris", "Tainted Concoction",
		"Terrible Burden", "Trespasser's Curse", "Unrelenting Assault", "Unseen Strike"}
	factBossChallenges = []string{"Baleful Resolve", "Blistering Armor", "Dark Shielding",
		"Ethereal Assault", "Faithful Servants", "Hay Bales", "Just a Flesh Wound",
		"Secret Escape Plan", "Spiteful Curse", "Unprepared for the Elements", "You Can Run..."}
	factPlots = []string{"Challenge of Flame", "Curse of Decay", "Ever-Changing Maze",
		"Forgotten by the Goddess", "The Gauntlet", "Idols of Rage", "Lurking Menace",
		"Stasis Orbs", "Wards of Protection", "Withering Curse"}
	factEasy = []string{"Bounty", "Coin on a String", "Come Prepared", "Deluxe Glitter Bomb",
		"Know Your Enemy", "Potion of Luck"}
	factHard = []string{"The Consul's Right Hand", "Excessive Traps", "A Gifted Apprentice",
		"Plots Within Plots", "The Rising Darkness", "They Knew We Were Coming"}
)

// The dungeon bosses with a boss-fight deck.
const (
	bossQueen    = "The Midnight Queen"
	bossStarfire = "Starfire"
)

func challengeNames(cs []Challenge) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Name)
	}
	return out
}

func challengeByName(cs []Challenge, name string) Challenge {
	for _, c := range cs {
		if c.Name == name {
			return c
		}
	}
	return Challenge{}
}

// Arcade rulebook, "Challenge": a trap when drawn, then an effect while in
// play. Issue 5: at least 40 cards, every fact name present.
func TestChallengeDeck(t *testing.T) {
	cs, err := LoadChallenges()
	require.NoError(t, err)
	assert.GreaterOrEqual(t, len(cs), 40)
	assert.Subset(t, challengeNames(cs), factChallenges)
	for _, c := range cs {
		assert.NotEmpty(t, c.Text, c.Name)
		assert.NotEmpty(t, c.Trap, "%s has a trap", c.Name)
		assert.NotEmpty(t, c.Effects, "%s has a lasting part", c.Name)
		assert.Empty(t, c.Boss, c.Name)
		assert.True(t, strings.HasPrefix(c.Text, "Trap:"), "%s: the text starts with its trap", c.Name)
		permanent := true
		for _, e := range c.Effects {
			permanent = permanent && e.Permanent
		}
		if permanent {
			assert.Contains(t, c.Text, "rest of the game", "%s: the text says its effect stays", c.Name)
		} else {
			assert.Contains(t, c.Text, "discarded", "%s: the text says how long the lasting part holds", c.Name)
		}
	}
}

// Arcade rulebook, "Example Consul Turn": Terrible Burden wounds each Hero
// with two or more equipped cards, and Heroes defend with STR until it is
// discarded.
func TestTerribleBurden(t *testing.T) {
	cs, err := LoadChallenges()
	require.NoError(t, err)
	c := challengeByName(cs, "Terrible Burden")
	assert.Equal(t, []Effect{{Kind: EffWound, Who: WhoEquipped, MinEquipment: 2, Value: 1}}, c.Trap)
	assert.Equal(t, []Effect{{Kind: EffDefendWith, Who: WhoHeroes, Stat: StatSTR}}, c.Effects)
}

// card-facts.md: Unrelenting Assault makes every Fight an Epic Fight.
func TestUnrelentingAssault(t *testing.T) {
	cs, err := LoadChallenges()
	require.NoError(t, err)
	c := challengeByName(cs, "Unrelenting Assault")
	assert.Contains(t, c.Effects, Effect{Kind: EffCommandSwap, Command: CmdFight, To: CmdEpicFight})
}

// Arcade rulebook, "Boss Fight Challenge Deck": each dungeon boss brings its
// own deck; issue 5 asks for at least 10 per boss.
func TestBossChallengeDecks(t *testing.T) {
	all, err := LoadBossChallenges()
	require.NoError(t, err)
	queen, starfire := BossDeck(all, bossQueen), BossDeck(all, bossStarfire)
	assert.GreaterOrEqual(t, len(queen), 10)
	assert.GreaterOrEqual(t, len(starfire), 10)
	assert.Equal(t, len(all), len(queen)+len(starfire), "every card belongs to a known boss")
	assert.Subset(t, challengeNames(queen), factBossChallenges)
	for _, c := range all {
		assert.NotEmpty(t, c.Text, c.Name)
		assert.NotEmpty(t, append(c.Trap, c.Effects...), c.Name)
	}
	names := map[string]bool{}
	for _, c := range all {
		assert.False(t, names[c.Name], "%q is in two boss decks", c.Name)
		names[c.Name] = true
	}
}

// Arcade rulebook, "Plot": ten plot cards, each with a way to discard it;
// most place crystal tokens the Heroes clear with Interact.
func TestPlotDeck(t *testing.T) {
	ps, err := LoadPlots()
	require.NoError(t, err)
	require.Len(t, ps, 10)
	var names []string
	tokens := 0
	for _, p := range ps {
		names = append(names, p.Name)
		assert.NotEmpty(t, p.Text, p.Name)
		assert.NotEmpty(t, p.Effects, p.Name)
		assert.NotEmpty(t, p.ClearWhen, p.Name)
		if p.ClearWhen == EventTokensCleared {
			tokens++
		}
	}
	assert.ElementsMatch(t, factPlots, names)
	assert.Greater(t, tokens, len(ps)/2, "most plots are cleared by clearing crystal tokens")
}

// Arcade rulebook, "5. Select Difficulty": six easy and six hard cards.
func TestModeDecks(t *testing.T) {
	easy, err := LoadEasyModes()
	require.NoError(t, err)
	hard, err := LoadHardModes()
	require.NoError(t, err)
	names := func(ms []Mode) []string {
		var out []string
		for _, m := range ms {
			out = append(out, m.Name)
			assert.NotEmpty(t, m.Text, m.Name)
		}
		return out
	}
	assert.ElementsMatch(t, factEasy, names(easy))
	assert.ElementsMatch(t, factHard, names(hard))
	for _, m := range easy {
		assert.Equal(t, Easy, m.Difficulty)
	}
	for _, m := range hard {
		assert.Equal(t, Hard, m.Difficulty)
	}
}

// card-facts.md: the three hard-mode cards whose effects are known.
func TestKnownHardModeFacts(t *testing.T) {
	hard, err := LoadHardModes()
	require.NoError(t, err)
	by := map[string]Mode{}
	for _, m := range hard {
		by[m.Name] = m
	}
	assert.Equal(t, []Effect{{Kind: EffChartAdd, Command: CmdSpawnMiniBoss, Turn: 8}}, by["The Consul's Right Hand"].Effects)
	assert.Equal(t, []Effect{
		{Kind: EffStat, Who: WhoMiniBoss, Stat: StatARM, Value: 1},
		{Kind: EffStat, Who: WhoMiniBoss, Stat: StatAP, Value: 1},
	}, by["A Gifted Apprentice"].Effects)
	assert.Equal(t, []Effect{
		{Kind: EffStat, Who: WhoBoss, Stat: StatSTR, Value: 1},
		{Kind: EffStat, Who: WhoBoss, Stat: StatAP, Value: 1},
	}, by["The Rising Darkness"].Effects)
}

// Easy cards help the Heroes and hard cards hurt them: a rough sign check
// on the numbers each card changes.
func TestModesPointTheRightWay(t *testing.T) {
	easy, err := LoadEasyModes()
	require.NoError(t, err)
	hard, err := LoadHardModes()
	require.NoError(t, err)
	for _, m := range easy {
		for _, e := range append(append([]Effect{}, m.Setup...), m.Effects...) {
			assert.False(t, e.Who.IsMonster(), "%s helps Heroes, not monsters", m.Name)
			assert.GreaterOrEqual(t, e.Value, 0, m.Name)
		}
	}
	for _, m := range hard {
		for _, e := range append(append([]Effect{}, m.Setup...), m.Effects...) {
			assert.False(t, e.Who.IsHero(), "%s does not help Heroes", m.Name)
		}
	}
}
