package legends

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// "Equipment": the words on a card say what wearing it does, built from
// the fields the rules read.
func TestEquipmentEffectWords(t *testing.T) {
	d := loadData(t)
	for _, c := range []struct{ name, want string }{
		{"Keen Bow", "One more red die on DEX."},
		{"Heart Locket", "One more heart while worn."},
		{"Feather Boots", "Moves one square further."},
		{"Sunforged Blade", "One more citrine die on STR."},
	} {
		e := d.Equipment(c.name)
		require.NotNil(t, e, c.name)
		assert.Equal(t, c.want, e.Effect(), c.name)
	}
	for _, e := range append(append([]Equipment{}, d.Loot...), d.Wonders...) {
		assert.NotEmpty(t, e.Effect(), e.Name)
	}
}

// "Attribute Tests": a trap's sting is said before the try.
func TestOutcomeHarmWords(t *testing.T) {
	assert.Equal(t, "1 wound to the Hero who tried", (&Outcome{Wound: 1}).Harm())
	assert.Equal(t, "2 wounds to every Hero and Poison on the Hero who tried", (&Outcome{WoundAll: 2, Status: "Poison"}).Harm())
	assert.Equal(t, "", (&Outcome{Text: "nothing happens"}).Harm())
	assert.Equal(t, "", (*Outcome)(nil).Harm())
}

// "Setup Monsters": two monsters of one kind are told apart by number in
// the log; a kind that appears once keeps its plain name.
func TestMonstersOfOneKindNumbered(t *testing.T) {
	d := loadData(t)
	g := startAdventure(t, d, "the-chiefs-bargain", nil)
	speakWithNPC(t, g, "the kobold chief")
	apply(t, g, Choose{Option: 1}) // war: the warren fight
	require.Equal(t, Combat, g.Mode)
	kinds := map[string][]string{}
	for _, m := range g.Models {
		if !m.Hero() {
			kinds[m.Class] = append(kinds[m.Class], m.Name)
		}
	}
	require.Greater(t, len(kinds["Kobold Scamp"]), 1, "the warren has several Scamps")
	for class, names := range kinds {
		if len(names) == 1 {
			assert.Equal(t, class, names[0])
			continue
		}
		for i, n := range names {
			assert.Equal(t, class+" "+string(rune('1'+i)), n)
		}
	}
}

// The backpack's goods read as English: one crown, two crowns.
func TestGoodsWords(t *testing.T) {
	assert.Equal(t, "1 candy and 1 crown", GoodsWords(map[string]int{"crowns": 1, "candy": 1}))
	assert.Equal(t, "3 crowns, 1 ruby and 1 toy", GoodsWords(map[string]int{"crowns": 3, "ruby": 1, "toys": 1}))
	assert.Equal(t, "nothing", GoodsWords(nil))
}

// "Setup Monsters": an encounter written for a bigger party brings the
// monsters listed for it (Gloomwing's Roost: a Hex Witch and a Tower
// Guard for four Heroes, a second Hex Witch and a Frost Wisp more (two, grown with the party) for five,
// since Gloomwing stands on a large base that five reach at once); three Heroes meet
// the encounter as written.
func TestLargerPartyEncounter(t *testing.T) {
	d := loadData(t)
	for _, c := range []struct {
		party []string
		want  map[string]int
	}{
		{[]string{"Knight", "Cleric", "Mage"}, map[string]int{"Hex Witch": 0, "Tower Guard": 0}},
		{[]string{"Knight", "Cleric", "Mage", "Ranger"}, map[string]int{"Hex Witch": 1, "Tower Guard": 1}},
		{[]string{"Knight", "Cleric", "Mage", "Ranger", "Rogue"}, map[string]int{"Hex Witch": 2, "Tower Guard": 1, "Frost Wisp": 7}},
	} {
		camp, err := NewCampaign(d, "dusk-drake", c.party, 5)
		require.NoError(t, err)
		g, _, err := NewAdventure(Setup{Data: d, Adventure: "gloomwings-roost", Party: camp.Party(d), Seed: 5})
		require.NoError(t, err)
		apply(t, g, Continue{})
		require.Equal(t, Combat, g.Mode)
		got := map[string]int{}
		for _, m := range g.Models {
			if !m.Hero() {
				got[m.Class]++
			}
		}
		for kind, n := range c.want {
			assert.Equal(t, n, got[kind], "%d Heroes: %s", len(c.party), kind)
		}
		assert.Equal(t, 1, got["Gloomwing"])
	}
}

// The pause menu's rules in a minute say the rules' own numbers
// ("Movement", "Attack & Defense Roll", "Potions").
func TestHowToPlayMatchesRules(t *testing.T) {
	all := strings.Join(HowToPlay(), " ")
	require.Contains(t, all, "up to four squares")
	require.Contains(t, all, "magic reaches 4 squares, missiles 6")
	require.Contains(t, all, "a potion heals two")
	require.Equal(t, 4, Magic.reach())
	require.Equal(t, 6, Missile.reach())
	d := loadData(t)
	c, err := NewCampaign(d, "dusk-drake", []string{"Knight"}, 1)
	require.NoError(t, err)
	require.Equal(t, 4, c.Party(d)[0].Move)
	g := combatGame(t, "...\n...", hero("A", 0, 0), hero("B", 1, 0))
	g.Models[1].Hearts = 1
	g.Models[1].MaxHearts = 5
	g.Models[0].Potions = 1
	apply(t, g, Activate{Model: 0})
	apply(t, g, DrinkPotion{Hero: 0, Target: 1})
	require.Equal(t, 3, g.Models[1].Hearts, "a potion heals two")
}

// The rules in a minute name every improvised action there is.
func TestHowToPlayNamesImprovisations(t *testing.T) {
	all := strings.Join(HowToPlay(), " ")
	for _, im := range Improvisations {
		assert.Contains(t, all, im.Name)
	}
}
