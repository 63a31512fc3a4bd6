package explore

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// Tests of Rude Supers' rules of Part 1's turns and Part 2 added after the
// combat hook, each naming the part of the document it checks.

// "Hero Phase 2: Power-up": "For every two 8-bit or one 16-bit monster
// they destroyed, the Heroes draw 2 loot cards. For every Mini-Boss and
// Boo Booty destroyed, the Heroes draw 1 treasure card"; "Activation",
// "Rewards": "no loot is given for monsters that die on the Consul's
// turn".
func TestRudeLootPerTwo8BitAndPer16Bit(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	s := StateOf(g)
	kill := func(card string, ph rules.Phase) {
		g.Destroyed = append(g.Destroyed, rules.Destruction{Card: card, Kind: rules.KindMonster, Phase: ph})
	}
	for _, tc := range []struct {
		name          string
		killed        []string
		phase         rules.Phase
		loot, treasur int
	}{
		{"one 8-Bit earns nothing yet", []string{"Crawler"}, rules.HeroTurn, 0, 0},
		{"two 8-Bit earn 2 loot", []string{"Crawler", "Tower Blackblade"}, rules.HeroTurn, 2, 0},
		{"three 8-Bit still earn 2 loot", []string{"Crawler", "Crawler", "Tower Arbalist"}, rules.HeroTurn, 2, 0},
		{"one 16-Bit earns 2 loot", []string{"Tower Stalker"}, rules.HeroTurn, 2, 0},
		{"two 8-Bit and a 16-Bit earn 4 loot", []string{"Crawler", "Crawler", "Spider Speaker"}, rules.HeroTurn, 4, 0},
		{"a mini-boss earns a treasure", []string{"Knight of the Tower"}, rules.HeroTurn, 0, 1},
		{"nothing for the Consul's turn", []string{"Crawler", "Crawler", "Tower Stalker"}, rules.ConsulTurn, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g.Destroyed = nil
			for _, k := range tc.killed {
				kill(k, tc.phase)
			}
			r := s.TurnRewards(g)
			assert.Equal(t, tc.loot, r.Loot)
			assert.Equal(t, tc.treasur, r.Treasure)
			assert.Empty(t, r.BooBooty, "a boo booty is one treasure in Rude Supers")
		})
	}
}

// "Consul Phase 2: Movement": "If, for whatever reason, a Mini-Boss or a
// Boo Booty is destroyed during the Consul's turn, the Heroes may
// immediately draw a treasure card without having to wait until their
// Power-up Phase".
func TestRudeMiniBossTreasureDrawnAtOnce(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	require.Equal(t, rules.ConsulTurn, g.Phase)
	k := put(t, ex(g), "Knight of the Tower", g.Heroes()[0])
	before := len(g.Backpack)
	evs := g.Destroy(g.Model(k), rules.NoModel)
	assert.Len(t, g.Backpack, before+1, "the treasure is in the backpack during the Consul's turn")
	_, booty := g.BooBooty(g.Backpack[len(g.Backpack)-1])
	assert.False(t, booty, "never a boo booty drawn this way")
	assert.Contains(t, eventsText(evs), "at once")
	assert.Zero(t, StateOf(g).TurnRewards(g).Treasure, "not counted again at the power-up")
}

func eventsText(evs []rules.Event) string {
	s := ""
	for _, e := range evs {
		s += e.String() + "\n"
	}
	return s
}
