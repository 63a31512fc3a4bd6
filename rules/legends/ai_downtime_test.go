package legends

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// "Downtime" played one action at a time by the hero AI: an all-computer
// party goes through every step in the book's order to the next
// adventure; with a person in the party the computer only acts for its
// own Heroes and leaves the party's steps (rest, craft, shop, moving on)
// to the person.
func TestNextDowntime(t *testing.T) {
	d := loadData(t)
	c := newCampaign(t, d)
	c.Step = StepRest
	c.Heroes[0].Carried = []string{"Bent Nail"}
	c.Heroes[1].Carried = []string{"Bent Nail"}
	c.Backpack = map[string]int{"crowns": 30}
	c.RankUps = []int{1, 1, 1}
	ai := NewAI(1)

	mixed := []bool{false, true, true}
	_, ok := ai.NextDowntime(d, c, mixed)
	assert.False(t, ok, "resting is the people's click when a person plays")

	var steps []string
	for n := 0; c.Step != StepAdventure; n++ {
		require.Less(t, n, 100, "downtime ends")
		a, ok := ai.NextDowntime(d, c, []bool{true, true, true})
		require.True(t, ok, "an all-computer party always has something to do")
		if len(steps) == 0 || steps[len(steps)-1] != c.Step {
			steps = append(steps, c.Step)
		}
		if a.Kind == ActDisenchant {
			assert.Equal(t, "Bent Nail", a.Card)
		}
		_, err := a.Do(d, c)
		require.NoError(t, err, "the AI's action %+v is legal", a)
	}
	assert.Equal(t, []string{StepRest, StepInventory, StepDisenchant, StepCraft, StepShop, StepRankUp}, steps)
	for i := range c.Heroes {
		assert.Equal(t, "B", c.Heroes[i].Rank, "each computer Hero took its rank up")
		assert.NotContains(t, c.Heroes[i].Carried, "Bent Nail", "loot nobody wears was disenchanted")
	}
	assert.NotEmpty(t, c.Items, "the shop sold the party something with 30 crowns")
}

// With a person in the party, a computer Hero disenchants and ranks up on
// its own, the person's Hero is left alone, and moving on waits.
func TestNextDowntimeMixedParty(t *testing.T) {
	d := loadData(t)
	c := newCampaign(t, d)
	c.Step = StepDisenchant
	c.Heroes[0].Carried = []string{"Bent Nail"}
	c.Heroes[1].Carried = []string{"Bent Nail"}
	seats := []bool{false, true, false}
	ai := NewAI(1)
	a, ok := ai.NextDowntime(d, c, seats)
	require.True(t, ok)
	assert.Equal(t, DowntimeAction{Kind: ActDisenchant, Hero: 1, Card: "Bent Nail"}, a)
	said, err := a.Do(d, c)
	require.NoError(t, err)
	assert.Contains(t, said, "Pip Emberwhisk disenchants Bent Nail into")
	_, ok = ai.NextDowntime(d, c, seats)
	assert.False(t, ok, "the person's Hero keeps its loot and the person moves on")
	assert.Equal(t, []string{"Bent Nail"}, c.Heroes[0].Carried)
}

// A trial rank up never changes the campaign or draws from its dice.
func TestCanRankUpInto(t *testing.T) {
	d := loadData(t)
	c := newCampaign(t, d)
	c.Step = StepRankUp
	c.RankUps = []int{1, 0, 0}
	before, err := MarshalCampaign(c)
	require.NoError(t, err)
	require.NoError(t, c.CanRankUpInto(d, 0, STR, nil))
	assert.ErrorContains(t, c.CanRankUpInto(d, 1, STR, nil), "no rank up to take")
	after, err := MarshalCampaign(c)
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after))
}
