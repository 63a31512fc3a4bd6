package cards

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// statWords is how card texts name each stat.
var statWords = map[Stat][]string{
	StatSTR: {"STR"}, StatARM: {"ARM"}, StatWILL: {"WILL"}, StatDEX: {"DEX"},
	StatOffense: {"offense"}, StatDefense: {"defen"}, StatMove: {"movement"},
	StatAP: {"action point"}, StatHearts: {"heart"}, StatPotions: {"potion"}, StatRange: {"range"},
}

var colourWords = map[Colour]string{Blue: "blue", Red: "red", Green: "green"}

// mentions reports whether text names what the effect changes, so that the
// player-facing text and the structured effects cannot drift apart silently.
// It is a floor, not a proof: it checks the words, not the sentence.
func mentions(text string, e Effect) (string, bool) {
	low := strings.ToLower(text)
	has := func(w string) bool { return strings.Contains(low, strings.ToLower(w)) }
	switch e.Kind {
	case EffStat:
		ok := false
		for _, w := range statWords[e.Stat] {
			ok = ok || has(w)
		}
		if !ok {
			return string(e.Stat), false
		}
		for c, n := range e.Dice.Dice {
			if n > 0 && !has(colourWords[Colour(c)]) {
				return colourWords[Colour(c)] + " die", false
			}
		}
	case EffKeyword, EffLoseKeyword:
		w := e.Keyword.Name
		if w == "Immune" && e.Keyword.Of != "" {
			w = string(e.Keyword.Of)
		}
		return w, has(w)
	case EffStatus:
		return string(e.Status), has(string(e.Status))
	case EffDefendWith:
		return "defend with " + string(e.Stat), has("defend with " + string(e.Stat))
	case EffWound:
		return "wound", has("wound")
	case EffHeal:
		return "heal", has("heal")
	case EffCommandSwap:
		return string(e.To), has(string(e.To))
	case EffExtraCommand:
		return string(e.Command), has(string(e.Command)) || (e.Command == CmdSpawnMiniBoss && has("mini-boss"))
	case EffChartAdd:
		return "mini-boss", e.Command != CmdSpawnMiniBoss || has("mini-boss")
	case EffDisableSlot:
		return string(e.Crystal), has(string(e.Crystal))
	case EffCrystalTokens:
		return string(e.Crystal), e.Crystal == "" || has(string(e.Crystal))
	case EffAction:
		return e.Action.Name, has(e.Action.Name)
	case EffWrath:
		return "wrath", has("wrath")
	case EffCoins:
		return "coin", has("coin")
	case EffDraw, EffReward:
		return string(e.Deck), has(string(e.Deck))
	case EffPotion:
		return "potion", has("potion")
	case EffSpawn:
		return string(e.What), has(string(e.What))
	case EffBooBooty:
		return e.Monster, has(e.Monster)
	}
	return "", true
}

func TestCardTextsNameTheirEffects(t *testing.T) {
	check := func(where, text string, effs []Effect) {
		for _, e := range effs {
			if w, ok := mentions(text, e); !ok {
				t.Errorf("%s: text does not mention %q (%s effect): %q", where, w, e.Kind, text)
			}
		}
	}
	loot, treasure := loadEquipment(t)
	for _, c := range append(loot, treasure...) {
		check(c.Name, c.Text, c.Effects)
		if c.Cursed {
			assert.True(t, strings.HasPrefix(c.Text, "Cursed."), "%s: the text says it is cursed", c.Name)
		}
	}
	cs, err := LoadChallenges()
	assert.NoError(t, err)
	boss, err := LoadBossChallenges()
	assert.NoError(t, err)
	for _, c := range append(cs, boss...) {
		check(c.Name, c.Text, append(append([]Effect{}, c.Trap...), c.Effects...))
	}
	plots, err := LoadPlots()
	assert.NoError(t, err)
	for _, p := range plots {
		check(p.Name, p.Text, append(append([]Effect{}, p.Setup...), p.Effects...))
	}
	easy, err := LoadEasyModes()
	assert.NoError(t, err)
	hard, err := LoadHardModes()
	assert.NoError(t, err)
	for _, m := range append(easy, hard...) {
		check(m.Name, m.Text, append(append([]Effect{}, m.Setup...), m.Effects...))
	}
}

// The text check itself catches a text that names the wrong die, stat,
// keyword or command.
func TestMentionsCatchesDrift(t *testing.T) {
	for _, c := range []struct {
		text string
		e    Effect
		ok   bool
	}{
		{"Add a blue die to ARM.", Effect{Kind: EffStat, Stat: StatARM, Dice: MustPool("1B")}, true},
		{"Add a red die to ARM.", Effect{Kind: EffStat, Stat: StatARM, Dice: MustPool("1B")}, false},
		{"Add a blue die to STR.", Effect{Kind: EffStat, Stat: StatARM, Dice: MustPool("1B")}, false},
		{"+1 movement.", Effect{Kind: EffStat, Stat: StatMove, Value: 1}, true},
		{"You fly.", Effect{Kind: EffKeyword, Keyword: Keyword{Name: "Fly"}}, true},
		{"You float.", Effect{Kind: EffKeyword, Keyword: Keyword{Name: "Fly"}}, false},
		{"Immune to Poison.", Effect{Kind: EffKeyword, Keyword: Keyword{Name: "Immune", Of: Poison}}, true},
		{"Every Fight is an Epic Fight.", Effect{Kind: EffCommandSwap, Command: CmdFight, To: CmdEpicFight}, true},
		{"Monsters fight harder.", Effect{Kind: EffCommandSwap, Command: CmdFight, To: CmdEpicFight}, false},
	} {
		_, ok := mentions(c.text, c.e)
		assert.Equal(t, c.ok, ok, c.text)
	}
}

// A plot's tokens are "crystals" wherever a player reads about them (the
// gem on the board, Interact, the log): a card may dress one up as an idol
// or a ward, but calls it a crystal and asks for every crystal cleared
// (played by mouse: "idol" on the card, "crystal" on the button, "token"
// in the log, for one thing). Arcade rulebook, "Plot".
func TestPlotTokensAreCrystals(t *testing.T) {
	plots, err := LoadPlots()
	if err != nil {
		t.Fatal(err)
	}
	clear := regexp.MustCompile(`Clear (every crystal|it) to end`)
	for _, p := range plots {
		tokens := false
		for _, e := range p.Setup {
			tokens = tokens || e.Kind == EffCrystalTokens
		}
		if !tokens {
			continue
		}
		assert.Contains(t, p.Text, " crystal", p.Name)
		assert.Regexp(t, clear, p.Text, p.Name)
		for _, other := range []string{"every idol", "every orb", "every ward", "every shrine", "token"} {
			assert.NotContains(t, p.Text, other, p.Name)
		}
	}
}
