package legends

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
)

func newCampaign(t *testing.T, d *Data) *Campaign {
	t.Helper()
	c, err := NewCampaign(d, "dusk-drake", []string{"Knight", "Mage", "Cleric"}, 9)
	require.NoError(t, err)
	return c
}

// "Downtime": rest, inventory, disenchant, craft, shop, rank up, in that
// order; a step out of order is refused with the step the party is at.
func TestDowntimeOrder(t *testing.T) {
	d := loadData(t)
	c := newCampaign(t, d)
	assert.ErrorContains(t, c.Rest(), "the party is at the adventure step")
	c.Step = StepRest
	c.Heroes[0].Hearts = 1
	assert.ErrorContains(t, c.TakeStock(), "after resting")
	assert.ErrorContains(t, c.NextStep(d), "cannot be skipped")
	require.NoError(t, c.Rest())
	assert.Equal(t, 3, c.Heroes[0].Hearts, "Heroes Rest: healed completely")
	c.Items = []string{"Healing Herbs"}
	require.NoError(t, c.TakeStock())
	assert.Empty(t, c.Items, "Inventory: items fade back to the item deck")
	_, _, err := c.Craft(d, "Warding Pot", 0)
	assert.ErrorContains(t, err, "crafting comes after disenchanting")
	require.NoError(t, c.NextStep(d))
	require.NoError(t, c.NextStep(d))
	assert.Equal(t, StepShop, c.Step)
	assert.Len(t, c.Stock, 6, "Shopping: six item cards face up")
	require.NoError(t, c.NextStep(d))
	require.NoError(t, c.NextStep(d))
	assert.Equal(t, StepAdventure, c.Step)
}

// "Disenchanting": only loot, into the components on its card; wonders
// never.
func TestDisenchant(t *testing.T) {
	d := loadData(t)
	c := newCampaign(t, d)
	c.Step = StepDisenchant
	c.Heroes[0].Carried = []string{"Bent Nail", "Sunforged Blade"}
	require.NoError(t, c.Disenchant(d, 0, "Bent Nail"))
	assert.Equal(t, 1, c.Backpack["ruby"])
	assert.Equal(t, 1, c.Backpack["gear"])
	assert.ErrorContains(t, c.Disenchant(d, 0, "Sunforged Blade"), "may never be disenchanted")
	assert.ErrorContains(t, c.Disenchant(d, 0, "Bent Nail"), "does not have")
}

// "Crafting": the recipe's components leave the backpack and the Golden
// Eye picks the wonder on its chart.
func TestCraft(t *testing.T) {
	d := loadData(t)
	c := newCampaign(t, d)
	c.Step = StepCraft
	_, _, err := c.Craft(d, "Weaponsmith's Pot", 1)
	assert.ErrorContains(t, err, "needs 1 gear and the backpack holds 0")
	c.Backpack["ruby"], c.Backpack["gear"] = 2, 1
	roll, w, err := c.Craft(d, "Weaponsmith's Pot", 1)
	require.NoError(t, err)
	assert.Equal(t, onChart(d.Recipe("Weaponsmith's Pot").Chart, roll), w)
	assert.Contains(t, c.Heroes[1].Carried, w)
	assert.Zero(t, c.Backpack["ruby"])
}

// "Shopping": prices come out of the backpack.
func TestShop(t *testing.T) {
	d := loadData(t)
	c := newCampaign(t, d)
	c.Step = StepCraft
	require.NoError(t, c.NextStep(d))
	c.Stock = []string{"Fire Bomb", "Healing Herbs"}
	c.Backpack = map[string]int{"crowns": 3}
	assert.ErrorContains(t, c.Buy(d, 0), "costs 4 crowns and the backpack holds 3")
	require.NoError(t, c.Buy(d, 1))
	assert.Equal(t, []string{"Healing Herbs"}, c.Items)
	assert.Zero(t, c.Backpack["crowns"])
}

// "Ranking Up": one die of the class's colour per rank, never more than
// four dice on an attribute, redistribution of earned dice only on a rank
// up, more hearts and potions, a rank ability at A (chosen or rolled).
func TestRankUp(t *testing.T) {
	d := loadData(t)
	c := newCampaign(t, d)
	c.Step = StepRankUp
	_, err := c.RankUp(d, RankUpChoice{Hero: 0, Attr: STR})
	assert.ErrorContains(t, err, "no rank up to take")
	c.RankUps[0] = 2
	// Knight STR 2B1R: a fourth die is fine, a fifth is not.
	_, err = c.RankUp(d, RankUpChoice{Hero: 0, Attr: STR})
	require.NoError(t, err)
	assert.Equal(t, "B", c.Heroes[0].Rank)
	assert.Equal(t, 4, c.Heroes[0].MaxHearts, "Knight rank B: one more heart")
	assert.Equal(t, "3B1R", c.Attrs(d, &c.Heroes[0])[STR])
	_, err = c.RankUp(d, RankUpChoice{Hero: 0, Attr: STR})
	assert.ErrorContains(t, err, "more than four")
	// Redistribute the rank B die to ARM while taking rank A's on STR.
	got, err := c.RankUp(d, RankUpChoice{Hero: 0, Attr: STR, Moves: map[int]Attr{0: ARM}, Ability: "Second Wind"})
	require.NoError(t, err)
	assert.Equal(t, "Second Wind", got)
	assert.Equal(t, "A", c.Heroes[0].Rank)
	assert.Equal(t, "2B2R", c.Attrs(d, &c.Heroes[0])[STR])
	assert.Equal(t, "3B1R", c.Attrs(d, &c.Heroes[0])[ARM])
	assert.Equal(t, 5, c.Heroes[0].MaxHearts)
	assert.Equal(t, 2, c.Heroes[0].MaxPotions, "Knight rank A: one more potion")
	// Rolled rank ability.
	c.RankUps[1] = 2
	_, err = c.RankUp(d, RankUpChoice{Hero: 1, Attr: WILL, Ability: "Spellweaver"})
	assert.ErrorContains(t, err, "ranks A and X")
	_, err = c.RankUp(d, RankUpChoice{Hero: 1, Attr: WILL})
	require.NoError(t, err)
	got, err = c.RankUp(d, RankUpChoice{Hero: 1, Attr: ARM})
	require.NoError(t, err)
	assert.NotEmpty(t, got, "rolled on the chart with the Golden Eye")
}

// Campaign files round-trip exactly; broken and older files are refused
// with a reason.
func TestCampaignFile(t *testing.T) {
	d := loadData(t)
	c := newCampaign(t, d)
	c.Heroes[0].Carried = []string{"Bent Nail"}
	b, err := MarshalCampaign(c)
	require.NoError(t, err)
	back, err := LoadCampaign(d, b)
	require.NoError(t, err)
	assert.Equal(t, c, back)
	for name, text := range map[string]string{
		"not json": "{",
		"older":    `{"version": 0}`,
		"campaign": `{"version": 1, "campaign": "nope"}`,
		"class":    `{"version": 1, "campaign": "dusk-drake", "next": "kitchen-brawl"}`,
	} {
		_, err := LoadCampaign(d, []byte(text))
		assert.Error(t, err, name)
	}
}

// FuzzLoadCampaign: no campaign file makes the loader panic, and a file it
// accepts can start its adventure.
func FuzzLoadCampaign(f *testing.F) {
	d := loadData(f)
	c, _ := NewCampaign(d, "dusk-drake", []string{"Knight", "Rogue"}, 3)
	b, _ := MarshalCampaign(c)
	f.Add(b)
	f.Add([]byte(`{"version":1}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		c, err := LoadCampaign(d, b)
		if err != nil {
			return
		}
		if c.Step == StepAdventure && !c.Complete {
			if _, _, err := c.StartAdventure(d); err != nil {
				t.Fatalf("a loaded campaign cannot start its adventure: %v", err)
			}
		}
	})
}

// "Equipment": the campaign map's dice for a Hero are the dice it rolls
// in an adventure — its class, its rank-up dice and what it wears — and
// its hearts count a Heart Locket's.
func TestGearDiceMatchTheAdventure(t *testing.T) {
	d := loadData(t)
	c, err := NewCampaign(d, "dusk-drake", []string{"Knight", "Mage"}, 1)
	require.NoError(t, err)
	h := &c.Heroes[0]
	h.Gained = append(h.Gained, GainedDie{Rank: "B", Die: "R", Attr: STR})
	h.Equipped = []string{"Spiked Gauntlet", "Heart Locket"}
	gear := c.GearDice(d, h)
	assert.Equal(t, 3+1+1, poolOf(t, gear[STR]).Count(), "class dice, a rank-up die and the gauntlet's")
	assert.Equal(t, 4, c.GearHearts(d, h))
	g, _, err := c.StartAdventure(d)
	require.NoError(t, err)
	for a := range numAttrs {
		assert.Equal(t, gear[a], PoolString(g.attrPool(&g.Models[0], a)), "%v: the map and the adventure agree", a)
	}
	assert.Equal(t, 4, g.Models[0].MaxHearts)
}

func poolOf(t *testing.T, s string) cards.Pool {
	t.Helper()
	p, err := ParsePool(s)
	require.NoError(t, err)
	return p
}
