package classic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// A Consul turn on a row: the Paladin at 0, a Knucklehead beside it.
const duel = `phase consul
first consul
map
+-+-+-+-+-+-+-+-+
|H K . . . . . W|
+-+-+-+-+-+-+-+-+
end
H Royal Paladin
K Kobold Knucklehead
W Kobold Warren
`

// 1st edition, "Advancing the Adventure Tracker", "Power Gauge": every
// wound on any model advances the gauge one space; only wounds on
// monsters advance the Loot-O-Meter; a skull mark passed gives the
// Consul a skull token.
func TestPowerGaugeAndLootOMeter(t *testing.T) {
	g, mk := scenario(t, "gauge 5\n"+duel)
	g.Dice = []int{4, 0, 0, 0} // Knucklehead 2 stars, Paladin 0
	apply(t, g, Activate{Monster: mk['K']})
	evs := apply(t, g, Attack{Target: mk['H']})
	s := StateOf(g) // Apply replaces the state: ask again after each
	assert.Equal(t, 1, g.Model(mk['H']).Wounds)
	assert.Equal(t, 6, s.Gauge, "a Hero's wound advances the Power Gauge")
	assert.Equal(t, 1, s.SkullTokens, "space 6 is a skull mark")
	assert.Equal(t, 0, s.Loot, "a Hero's wound does not advance the Loot-O-Meter")
	assert.True(t, hasEvent[GaugeMoved](evs))

	// A Hero wounds the Knucklehead: both advance.
	apply(t, g, EndMonster{})
	apply(t, g, rules.EndPhase{})
	require.Equal(t, rules.HeroTurn, g.Phase)
	g.Dice = []int{4, 4, 4, 0} // Paladin 2R: 2+2; Knucklehead 1B: 0
	apply(t, g, rules.StartActivation{Hero: mk['H']})
	apply(t, g, rules.Attack{Attr: cards.STR, Target: mk['K']})
	s = StateOf(g)
	assert.False(t, g.Model(mk['K']).InPlay)
	assert.Equal(t, 7, s.Gauge)
	assert.Equal(t, 1, s.Loot)
}

func hasEvent[T rules.Event](evs []rules.Event) bool {
	for _, e := range evs {
		if _, ok := e.(T); ok {
			return true
		}
	}
	return false
}

// 1st edition, "Fire": "Wounds caused by Fire do not advance the Power
// Gauge"; and status effects last until cured (no end-of-activation
// removal, "Status Effects").
func TestFireDoesNotAdvanceTheGaugeAndStatusesLast(t *testing.T) {
	g, mk := scenario(t, `phase hero
first heroes
map
+-+-+-+-+
|H . . K|
+-+-+-+-+
end
H Royal Paladin status=Fire,Slow
K Kobold Knucklehead
`)
	s := StateOf(g)
	apply(t, g, rules.StartActivation{Hero: mk['H']})
	s = StateOf(g)
	assert.Equal(t, 1, g.Model(mk['H']).Wounds, "Fire burns at the start of the activation")
	assert.Equal(t, 0, s.Gauge)
	apply(t, g, rules.EndActivation{})
	assert.True(t, g.Model(mk['H']).Statuses.Has(cards.Fire))
	assert.True(t, g.Model(mk['H']).Statuses.Has(cards.Slow))
}

// 1st edition, "Loot-O-Meter": a LOOT circle reached draws a loot card
// for the party; the meter goes back to the start at the end of the
// round, the wounds past the last LOOT circle lost.
func TestLootCircleAndReset(t *testing.T) {
	g, _ := scenario(t, "loot 2\ndeck loot: Bent Nail, Witch Hat\n"+duel)
	s := StateOf(g)
	e := cg{g, s}
	before := len(g.Backpack)
	e.advanceLoot(2)
	assert.Equal(t, 4, s.Loot)
	assert.Len(t, g.Backpack, before+1, "circle 3 is a LOOT circle")
	g.Phase = rules.HeroPowerUp
	apply(t, g, rules.EndPhase{})
	s = StateOf(g)
	assert.Equal(t, 0, s.Loot)
	assert.Equal(t, rules.ConsulPowerUp, g.Phase, "the next round begins with its spawning phase")
	assert.Equal(t, 2, g.Turn)
}

// 1st edition, "16-Bit" and "Winning the Game" 2: in a Delve the
// Power Gauge reaching 16-Bit calls the mini-boss for the next round,
// spawned for free at least ten squares from every Hero, and no other
// monster spawns again.
func TestDelveMiniBossAt16Bit(t *testing.T) {
	g, _, err := New(Setup{Seed: 3, Size: "delve", Heroes: []string{"Royal Paladin", "Ember Mage"}})
	require.NoError(t, err)
	s := StateOf(g)
	e := cg{g, s}
	e.advanceGauge(s.Data().Gauge.Bit16)
	assert.True(t, s.BossDue)
	// Finish the round.
	g.Phase = rules.HeroPowerUp
	apply(t, g, rules.EndPhase{})
	placeBoss(t, g)
	s = StateOf(g)
	e = cg{g, s}
	require.NotEqual(t, rules.NoModel, s.BossID)
	boss := g.Model(s.BossID)
	assert.Equal(t, "Rex", boss.Card)
	assert.True(t, s.BossFight)
	assert.Empty(t, s.Allowances, "no other monster spawns")
	assert.Error(t, CanSpawn(g, "Kobold Knucklehead"))
	// Destroying it wins.
	g.Phase = rules.HeroTurn
	g.Wound(g.Model(s.BossID), rules.NoModel, 20, "test", false)
	assert.Equal(t, "heroes", g.Over)
}

// 1st edition, "Super!" and "Spawning the Boss": in a Crawl the Power
// Gauge reaching Super calls the boss at the start of the next round,
// ten squares or more from every Hero; Inferno sets every Hero on Fire;
// the spawning points then spawn nothing, and the boss activates twice a
// round while a spawning point stands.
func TestCrawlBossFight(t *testing.T) {
	g, _, err := New(Setup{Seed: 5, Heroes: []string{"Royal Paladin", "Ember Mage", "Glimmerdusk Ranger"}})
	require.NoError(t, err)
	s := StateOf(g)
	e := cg{g, s}
	e.advanceGauge(s.Data().Gauge.Super)
	assert.True(t, s.BossDue)
	g.Phase = rules.HeroPowerUp
	apply(t, g, rules.EndPhase{})
	placeBoss(t, g)
	s = StateOf(g)
	e = cg{g, s}
	require.NotEqual(t, rules.NoModel, s.BossID)
	boss := g.Model(s.BossID)
	assert.Equal(t, "Starfire", boss.Card)
	for _, id := range g.HeroesInPlay() {
		h := g.Model(id)
		assert.GreaterOrEqual(t, g.ModelDist(boss, h), 10, "%s", h.Card)
		assert.True(t, h.Statuses.Has(cards.Fire), "Inferno: %s", h.Card)
	}
	assert.Empty(t, s.Allowances)
	assert.Equal(t, 2, e.bossActivations())
	// Burning Blades: minions and denizens cause Fire.
	var kn *rules.Model
	for i := range g.Models {
		if m := &g.Models[i]; m.Kind == rules.KindMonster && m.Card != "Starfire" {
			kn = m
		}
	}
	if kn == nil {
		id, err := g.Place(rules.Placement{Card: "Kobold Knucklehead", At: freeSquare(t, g)}, rules.KindMonster)
		require.NoError(t, err)
		kn = g.Model(id)
	}
	assert.True(t, g.Has(kn, "Fire"), "Burning Blades")
}

func freeSquare(t *testing.T, g *rules.Game) tiles.Point {
	for _, p := range g.Board.Points() {
		if g.Fits(p, false, rules.NoModel) {
			return p
		}
	}
	t.Fatal("no free square")
	return tiles.Point{}
}

// 1st edition, "Super!" in a Siege: the marker goes back to the start
// (Overcharge), the Consul draws a loot card per Hero and every monster
// but the boss gains the one kept; Super again calls the boss.
func TestSiegeOvercharge(t *testing.T) {
	g, _, err := New(Setup{Seed: 7, Size: "siege", Heroes: []string{"Royal Paladin", "Ember Mage", "Glimmerdusk Ranger", "Hearthsworn Fighter", "Riftling Rogue"}})
	require.NoError(t, err)
	s := StateOf(g)
	e := cg{g, s}
	e.advanceGauge(s.Data().Gauge.Super)
	assert.True(t, s.Overcharged)
	assert.Equal(t, 0, s.Gauge)
	assert.False(t, s.BossDue)
	assert.NotEmpty(t, s.OverchargeLoot)
	assert.Equal(t, Overcharge, s.Platform())
	e.advanceGauge(s.Data().Gauge.Super)
	assert.True(t, s.BossDue)
}

// 1st edition, "Winning the Game" 1: the Heroes destroying every
// spawning point calls the boss for the next round's spawning phase.
func TestLastSpawningPointCallsTheBoss(t *testing.T) {
	g, mk := scenario(t, duel)
	s := StateOf(g)
	g.Wound(g.Model(mk['W']), rules.NoModel, 10, "test", false)
	assert.True(t, s.BossDue)
}

// 1st edition, "Mini-Boss": "When a mini-boss is destroyed, the Hero
// player may immediately draw a card from the Treasure Deck."
func TestMiniBossGivesTreasure(t *testing.T) {
	g, mk := scenario(t, `phase consul
deck treasure: Ancestral Mail
map
+-+-+-+-+-+
|H . R . .|
+ + + + + +
|. . . . .|
+-+-+-+-+-+
end
H Royal Paladin
R Rex
`)
	n := len(g.Backpack)
	g.Wound(g.Model(mk['R']), rules.NoModel, 20, "test", false)
	assert.Len(t, g.Backpack, n+1)
}

// 1st edition, "Timeout": at half its hearts the boss heals to half its
// starting health, loses its statuses, Fiery Escape burns every model
// next to it, it moves ten squares from every Hero, and its summon
// arrives next to it (placed once the command is over).
func TestTimeout(t *testing.T) {
	g, mk := scenario(t, `phase hero
first heroes
bossfight 2,0
map
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
|H . D . . . . . . . . . . . . .|
+ + + + + + + + + + + + + + + + +
|F . . . . . . . . . . . . . . .|
+ + + + + + + + + + + + + + + + +
|. . . . . . . . . . . . . . . .|
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
end
H Hearthsworn Fighter
F Royal Paladin
D Starfire status=Slow
`)
	s := StateOf(g)
	boss := g.Model(s.BossID)
	hearts := g.Hearts(boss)
	boss.Wounds = hearts/2 - 1
	g.Dice = []int{4, 4, 4, 0, 0, 0} // Fighter 2B1R: 2+2+2; Starfire 2B1R: 0
	apply(t, g, rules.StartActivation{Hero: mk['H']})
	apply(t, g, rules.Move{Path: []tiles.Point{{X: 1, Y: 0}}})
	apply(t, g, rules.Attack{Attr: cards.STR, Target: s.BossID})
	s = StateOf(g)
	boss = g.Model(s.BossID)
	assert.True(t, s.TimeoutDone)
	assert.Equal(t, hearts-hearts/2, boss.Wounds)
	assert.False(t, boss.Statuses.Has(cards.Slow))
	assert.True(t, g.Model(mk['H']).Statuses.Has(cards.Fire), "Fiery Escape")
	for _, id := range g.HeroesInPlay() {
		assert.GreaterOrEqual(t, g.ModelDist(boss, g.Model(id)), 10)
	}
	n := 0
	for i := range g.Models {
		if m := &g.Models[i]; m.InPlay && m.Kind == rules.KindMonster && m.ID != boss.ID {
			n++
			assert.LessOrEqual(t, g.ModelDist(m, boss), 2, "%s by the boss", m.Card)
		}
	}
	assert.Equal(t, 6, n, "2 Wyrmlings, 2 Whelps, 2 Hatchlings")
}

// 1st edition, "Winning the Game": the Consul wins when every Hero is
// destroyed; there are no Princess Coins.
func TestConsulWinsWhenNoHeroIsLeft(t *testing.T) {
	g, mk := scenario(t, duel)
	g.Wound(g.Model(mk['H']), rules.NoModel, 10, "test", false)
	assert.Equal(t, "consul", g.Over)
}

// 1st edition, "Combat": one wound however many more stars; monsters
// score no critical success.
func TestNoCriticals(t *testing.T) {
	g, mk := scenario(t, `phase consul
first consul
map
+-+-+-+
|H D .|
+ + + +
|. . .|
+-+-+-+
end
H Ember Mage
D Starfire
`)
	g.Dice = []int{4, 4, 4, 0, 0, 0} // 2B1R: 6 stars; 3B defense 0
	apply(t, g, Activate{Monster: mk['D']})
	apply(t, g, Attack{Target: mk['H']})
	assert.Equal(t, 1, g.Model(mk['H']).Wounds)
}

// Setup (1st edition, "Game Size", "Preparing the Adventure"): the
// size's tiles and spawning points, one potion per Hero, a chest per
// Hero (one per tile), no Princess Coins, the spawning phase of round 1
// with four skull points per spawning point. A Siege's five spawning
// points on the project's four tiles: one tile holds two, never next to
// another model (README.md).
func TestSetupSizes(t *testing.T) {
	for _, tc := range []struct {
		size   string
		heroes []string
		sps    int
		tiles  int
	}{
		{"delve", []string{"Royal Paladin", "Ember Mage"}, 2, 2},
		{"crawl", []string{"Royal Paladin", "Ember Mage", "Glimmerdusk Ranger"}, 3, 3},
		// "Dungeon Siege": five spawning points, each spawning four skull
		// points; on the project's four tiles one tile holds two.
		{"siege", []string{"Royal Paladin", "Ember Mage", "Glimmerdusk Ranger", "Hearthsworn Fighter", "Riftling Rogue"}, 5, 4},
	} {
		t.Run(tc.size, func(t *testing.T) {
			g, _, err := New(Setup{Seed: 1, Size: tc.size, Heroes: tc.heroes})
			require.NoError(t, err)
			s := StateOf(g)
			assert.Equal(t, tc.sps, g.SpawningPoints)
			assert.Len(t, s.Allowances, tc.sps)
			for _, a := range s.Allowances {
				assert.Equal(t, SkullsPerTurn, a.Left)
			}
			onTile := map[int]int{}
			for i := range g.Models {
				if m := &g.Models[i]; m.Kind == rules.KindSpawningPoint {
					onTile[g.Board.TileOf(m.Pos)]++
					for _, o := range g.Models {
						if o.ID != m.ID && o.Kind != rules.KindHero {
							assert.Greater(t, g.ModelDist(m, &o), 1, "%s and %s", m.Card, o.Card)
						}
					}
				}
			}
			assert.Len(t, onTile, tc.tiles, "every tile has a spawning point")
			assert.Equal(t, rules.ConsulPowerUp, g.Phase)
			assert.Equal(t, 1, g.Turn)
			assert.Equal(t, 0, g.Coins)
			chests := 0
			for i := range g.Models {
				if g.Models[i].Kind == rules.KindChest {
					chests++
				}
			}
			assert.Equal(t, min(len(tc.heroes), tc.tiles), chests)
			for _, id := range g.Heroes() {
				assert.Equal(t, 1, g.Model(id).Potions)
			}
			assert.Equal(t, tc.size == "delve", s.Boss == "")
		})
	}
	_, _, err := New(Setup{Seed: 1, Heroes: []string{"Royal Paladin"}, SpawningPoints: []string{"Kobold Warren", "Egg Clutch", "Egg Clutch"}})
	assert.ErrorContains(t, err, "comes in pairs")
}

// 1st edition, "Choosing your Models": a pair of Kobold Warrens fields
// 1 Dragon Priest, 2 Ironscales, 2 Flingers, 3 Knuckleheads and 3
// Gougers; an Egg Clutch 2 Wyrmlings, 2 Whelps, 2 Hatchlings.
func TestPools(t *testing.T) {
	g, _, err := New(Setup{Seed: 1, Heroes: []string{"Royal Paladin"}})
	require.NoError(t, err)
	for card, n := range map[string]int{"Dragon Priest": 1, "Kobold Ironscale": 2, "Kobold Flinger": 2,
		"Kobold Knucklehead": 3, "Kobold Gouger": 3, "Wyrmling": 2, "Whelp": 2, "Hatchling": 2, "Rex": 1} {
		assert.Equal(t, n, PoolTotal(g, card), card)
	}
}

// 1st edition, "Equipment": a card set aside may be sacrificed for a
// heart (a wound or a status removed), a relic for a potion; at the end
// of the round.
func TestSacrifice(t *testing.T) {
	g, mk := scenario(t, `phase powerup
backpack: Bent Nail, Ancestral Mail
map
+-+-+
|H .|
+-+-+
end
H Royal Paladin wounds=2 potions=0 status=Fire
`)
	apply(t, g, Sacrifice{Card: "Bent Nail", Hero: mk['H'], Status: cards.Fire})
	assert.False(t, g.Model(mk['H']).Statuses.Has(cards.Fire))
	_, err := g.Apply(Sacrifice{Card: "Bent Nail", Hero: mk['H']})
	assert.Error(t, err, "gone from the backpack")
	apply(t, g, Sacrifice{Card: "Ancestral Mail", Hero: mk['H'], Potion: true})
	assert.Equal(t, 1, g.Model(mk['H']).Potions)
	assert.Empty(t, g.Backpack)
}

// 1st edition, "Equipment": a card sacrificed "for a heart" is a heart
// the party does not place: it puts out the status that costs most (Fire
// before Weak), and heals a wound only when no status is left.
func TestSacrificeForHeart(t *testing.T) {
	g, mk := scenario(t, `phase powerup
backpack: Bent Nail, Bent Nail, Bent Nail
map
+-+-+
|H .|
+-+-+
end
H Royal Paladin wounds=2 status=Weak,Fire
`)
	h := mk['H']
	for _, want := range []cards.Status{cards.Fire, cards.Weak, ""} {
		c := SacrificeForHeart(g, "Bent Nail", h)
		assert.Equal(t, want, c.Status)
		apply(t, g, c)
	}
	assert.Equal(t, 1, g.Model(h).Wounds, "the third heart healed a wound")
	assert.Empty(t, g.Model(h).Statuses.List())
}

// Starfire's Born of Fire: a Hero moving into a square next to a
// spawning point suffers Fire.
func TestBornOfFire(t *testing.T) {
	g, mk := scenario(t, `phase hero
first heroes
map
+-+-+-+-+-+
|H . . . W|
+-+-+-+-+-+
end
H Royal Paladin
W Kobold Warren
`)
	apply(t, g, rules.StartActivation{Hero: mk['H']})
	apply(t, g, rules.Move{Path: []tiles.Point{{X: 1, Y: 0}, {X: 2, Y: 0}}})
	assert.False(t, g.Model(mk['H']).Statuses.Has(cards.Fire))
	apply(t, g, rules.Move{Path: []tiles.Point{{X: 3, Y: 0}}})
	assert.True(t, g.Model(mk['H']).Statuses.Has(cards.Fire))
}

// 1st edition, "2 - Speed": a Hero that runs moves double and takes no
// action.
func TestHeroRun(t *testing.T) {
	g, mk := scenario(t, `phase hero
first heroes
map
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
|H . . . . . . . . . . . . . . K|
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
end
H Royal Paladin
K Kobold Knucklehead
`)
	apply(t, g, rules.StartActivation{Hero: mk['H']})
	var path []tiles.Point
	for x := 1; x <= 12; x++ {
		path = append(path, tiles.Point{X: x})
	}
	apply(t, g, Run{Path: path})
	assert.Equal(t, tiles.Point{X: 12}, g.Model(mk['H']).Pos)
	_, err := g.Apply(rules.Attack{Attr: cards.STR, Target: mk['K']})
	assert.Error(t, err)
}

// placeBoss is the Consul placing the boss at the start of the Boss Fight
// (1st edition, "Spawning the Boss": "in any square at least 10 squares
// away from any Hero"): nothing else goes first, a square too near a
// Hero is refused, and the Consul's square is taken.
func placeBoss(t *testing.T, g *rules.Game) {
	t.Helper()
	s := StateOf(g)
	require.True(t, s.BossPlacing, "the Consul has the boss to place")
	require.Equal(t, rules.NoModel, s.BossID)
	_, err := g.Apply(rules.EndPhase{})
	assert.ErrorContains(t, err, "places")
	_, err = g.Apply(PickInitiative{Model: g.HeroesInPlay()[0]})
	assert.ErrorContains(t, err, "places")
	h := g.Model(g.HeroesInPlay()[0])
	var near tiles.Point
	for _, p := range g.Board.Points() {
		if tiles.Dist(p, h.Pos) == 2 && g.Fits(p, true, rules.NoModel) {
			near = p
			break
		}
	}
	_, err = g.Apply(PlaceBoss{At: near})
	assert.ErrorContains(t, err, "at least ten squares")
	sq := BossSquares(g)
	require.NotEmpty(t, sq)
	at := sq[len(sq)-1]
	apply(t, g, PlaceBoss{At: at})
	s = StateOf(g) // Apply works on a fresh copy
	assert.False(t, s.BossPlacing)
	assert.Equal(t, at, g.Model(s.BossID).Pos, "where the Consul chose")
	assert.Empty(t, BossSquares(g))
}
