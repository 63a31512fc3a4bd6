package explore

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
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

// "Key Terms & Concepts", "Spawn Points": "the author hasn't used any
// Spawn Point's Auras since 1st Edition, so these rules assume they are
// not used (though that does not mean they cannot be)": off by default,
// on with the option (the Shadow Tower's Stealth for ruby monsters, the
// Spider Nest's difficult terrain).
func TestRudeSpawningPointAurasOffUnlessChosen(t *testing.T) {
	for _, tc := range []struct {
		name  string
		auras bool
	}{{"off by default", false}, {"on with the option", true}} {
		t.Run(tc.name, func(t *testing.T) {
			g, _, err := New(Setup{Seed: 7, Heroes: balanced, Catalog: testCatalog(t), Rude: &RudeOptions{Auras: tc.auras}})
			require.NoError(t, err)
			var tower, nest *rules.Model
			for _, id := range spawningPoints(g) {
				switch m := g.Model(id); m.Card {
				case "Shadow Tower":
					tower = m
				case "Spider Nest":
					nest = m
				}
			}
			require.NotNil(t, tower)
			require.NotNil(t, nest)
			sq := RudeSpawnSquares(g, "Tower Blackblade", tower.ID)
			require.NotEmpty(t, sq)
			apply(t, g, RudeSpawn{Monster: "Tower Blackblade", From: tower.ID, At: sq[0]})
			elf := g.Model(ex(g).lastID())
			assert.Equal(t, tc.auras, g.Has(elf, "Stealth"), "the Shadow Tower's Stealth")
			assert.Equal(t, tc.auras, len(g.CardAuras(g.MonsterCard(nest))) > 0, "what the board outlines")
			// A plain floor square next to the nest: a step onto it costs
			// one more only under the aura.
			mv := g.Mover(g.Model(g.Heroes()[0]))
			var next tiles.Point
			found := false
			for _, p := range g.Board.Points() {
				if !found && g.Board.At(p).Terrain == tiles.Floor && g.Board.At(p).Effect == "" && g.At(p) == nil && rules.DistTo(nest, p) == 1 {
					next, found = p, true
				}
			}
			require.True(t, found)
			want := 0
			if tc.auras {
				want = 1
			}
			assert.Equal(t, want, mv.ExtraCost(next), "the Spider Nest's difficult terrain")
		})
	}
}

// "Consul Phase 1: Spawn/Upkeep": "For a Paired Spawn Point, if its
// complement is still active, only half the monsters on its card remain
// in the Spawning Pool (rounded up)" (the pair's pool halved when one
// Kobold Warren falls, nothing when both have).
func TestRudePairedSpawningPointKeepsHalfItsPool(t *testing.T) {
	g, _, err := New(Setup{Seed: 3, Heroes: balanced, Catalog: testCatalog(t), Rude: &RudeOptions{},
		SpawningPoints: []string{"Kobold Warren", "Egg Clutch", "Kobold Warren"}})
	require.NoError(t, err)
	var warrens []rules.ModelID
	for _, id := range spawningPoints(g) {
		if g.Model(id).Card == "Kobold Warren" {
			warrens = append(warrens, id)
		}
	}
	require.Len(t, warrens, 2)
	pair := map[string]int{}
	for _, e := range g.MonsterCard(g.Model(warrens[0])).Pool {
		pair[e.Monster] += 2 * e.Count // both Warren cards list half the pair's pool
	}
	for m, n := range pair {
		assert.Equal(t, n, RudePool(g)[m], "both Warrens standing: the pair's whole pool of %s", m)
	}
	g.Destroy(g.Model(warrens[0]), rules.NoModel)
	for m, n := range pair {
		assert.Equal(t, (n+1)/2, RudePool(g)[m], "one Warren left: half the pair's %s, rounded up", m)
	}
	g.Destroy(g.Model(warrens[1]), rules.NoModel)
	for m := range pair {
		assert.Zero(t, RudePool(g)[m], "both fallen: no %s", m)
	}
	assert.NotEmpty(t, RudePool(g), "the Egg Clutch's pool stays")
}
