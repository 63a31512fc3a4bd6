package explore

import (
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

var loadedCatalog = sync.OnceValues(rules.LoadCatalog)

func testCatalog(t testing.TB) *rules.Catalog {
	t.Helper()
	c, err := loadedCatalog()
	require.NoError(t, err)
	return c
}

var balanced = []string{"Royal Paladin", "Ember Mage", "Glimmerdusk Ranger"}

// scenario sets a small board up from scenario text (ruleset explore).
func scenario(t *testing.T, text string) (*rules.Game, map[rune]rules.ModelID) {
	t.Helper()
	sc, err := rules.ParseScenario("ruleset explore\n"+text, testCatalog(t), Scenario)
	require.NoError(t, err)
	return sc.Game, sc.Marks
}

func apply(t *testing.T, g *rules.Game, c rules.Command) []rules.Event {
	t.Helper()
	evs, err := g.Apply(c)
	require.NoError(t, err, "%T %+v", c, c)
	return evs
}

// Every scenario file in testdata is a test: each expectation must hold and
// only commands followed by "= refused" may be refused.
func TestScenarioFiles(t *testing.T) {
	files, err := filepath.Glob("testdata/*.txt")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			require.NoError(t, err)
			sc, err := rules.ParseScenario(string(data), testCatalog(t), Scenario)
			require.NoError(t, err)
			res := sc.Run()
			for i, r := range res {
				assert.Empty(t, r.Failed, "%s line %d: %s", f, r.Step.Line, r.Step.Text)
				if r.Err != nil {
					next := i + 1
					ok := next < len(res) && res[next].Step.Expect != nil && res[next].Step.Expect.Refused
					assert.True(t, ok, "%s line %d refused unexpectedly: %v", f, r.Step.Line, r.Err)
				}
			}
		})
	}
}

// The embedded data is complete: every monster of the catalog has an
// Explore profile, both chart sides end on the boss, every boss has a boss
// fight card and relics.
func TestDataCoversCatalog(t *testing.T) {
	d, err := LoadData()
	require.NoError(t, err)
	for name, m := range testCatalog(t).Monsters {
		p := d.Profiles[name]
		require.NotNil(t, p, "%s has no Explore profile", name)
		if m.Role == cards.RoleBoss {
			_, ok := d.BossFights[name]
			assert.True(t, ok, "%s has no boss fight card", name)
			assert.NotEmpty(t, d.RelicsFor(name))
			assert.Equal(t, Super, p.Platform)
		}
		if m.Role != cards.RoleSpawningPoint {
			assert.NotEmpty(t, p.Attack, "%s has no basic attack", name)
		}
	}
	for _, side := range []string{"3-4", "5-6"} {
		ch := d.Charts[side]
		assert.True(t, ch[len(ch)-1].Boss)
		for i, sp := range ch {
			for _, p := range sp.Platforms {
				assert.Contains(t, []Platform{Bit8, Bit16}, p, "chart %s space %d", side, i)
			}
			for _, b := range sp.Bonuses {
				assert.NotEmpty(t, b.Name)
				assert.NotEmpty(t, b.describe(), "%s gives nothing", b.Name)
			}
			for _, tile := range sp.Sighting {
				assert.True(t, tile >= 1 && tile <= 4, "chart %s space %d sights tile %d", side, i, tile)
			}
		}
	}
	cat := testCatalog(t)
	for _, r := range d.Relics {
		assert.NotEmpty(t, r.describe(), "relic %s gives nothing", r.Name)
		if r.Boss != "" {
			c := cat.Monsters[r.Boss]
			require.NotNil(t, c, "relic %s: no boss %q", r.Name, r.Boss)
			assert.Equal(t, cards.RoleBoss, c.Role)
		}
		if r.Keyword != "" {
			_, err := cards.ParseKeyword(r.Keyword)
			assert.NoError(t, err)
		}
	}
	for name, bf := range d.BossFights {
		require.NotNil(t, cat.Monsters[name], "boss fight card for %q", name)
		for _, e := range []BossEffect{bf.Spawn, bf.Timeout} {
			if e.Status != "" {
				assert.Contains(t, cards.AllStatuses[:], e.Status, "%s", name)
			}
		}
	}
}

// Explore rulebook, "Game Setup" 4-7: Heroes + 1 Princess Coins, one
// potion each, the dungeon boss on Start, three spawning points and chests,
// and eight skull points of 8-Bit monsters by the first tile's spawning
// point. The same seed gives the same game.
func TestSetup(t *testing.T) {
	g, _, err := New(Setup{Seed: 7, Heroes: balanced, Catalog: testCatalog(t)})
	require.NoError(t, err)
	assert.Equal(t, 4, g.Coins)
	s := StateOf(g)
	assert.Equal(t, 0, s.Space)
	assert.Equal(t, "3-4", s.Side)
	skulls, sps, chests := 0, 0, 0
	var first *rules.Model
	for i := range g.Models {
		m := &g.Models[i]
		switch m.Kind {
		case rules.KindHero:
			assert.Equal(t, 1, m.Potions)
		case rules.KindSpawningPoint:
			sps++
			if m.Tile == 1 {
				first = m
			}
		case rules.KindChest:
			chests++
		case rules.KindMonster:
			p := s.Profile(m)
			require.NotNil(t, p)
			assert.Equal(t, Bit8, p.Platform)
			skulls += p.Skulls
		}
	}
	assert.Equal(t, 3, sps)
	assert.Equal(t, 3, chests)
	assert.Equal(t, 8, skulls)
	require.NotNil(t, first)
	for i := range g.Models {
		if m := &g.Models[i]; m.Kind == rules.KindMonster {
			assert.True(t, withinSight(g, first, m.Squares(), 3), "%s at %v", m.Card, m.Pos)
		}
	}
	g2, _, err := New(Setup{Seed: 7, Heroes: balanced, Catalog: testCatalog(t)})
	require.NoError(t, err)
	assert.Equal(t, g.Hash(), g2.Hash())

	// "Adjusting Difficulty": one coin less.
	g3, _, err := New(Setup{Seed: 7, Heroes: balanced, CoinsAdjust: -1, Catalog: testCatalog(t)})
	require.NoError(t, err)
	assert.Equal(t, 3, g3.Coins)
	assert.Equal(t, -1, StateOf(g3).CoinsAdjust, "the game remembers its difficulty")
	// "Game Size": 5 Heroes, four tiles, the 5-6 chart, 16 skull points.
	g5, _, err := New(Setup{Seed: 7, Heroes: append(slices.Clone(balanced), "Riftling Warrior", "Tincan"), Catalog: testCatalog(t)})
	require.NoError(t, err)
	assert.Equal(t, "5-6", StateOf(g5).Side)
	assert.Equal(t, 3, g5.ActivationsPerTurn())
	n := 0
	for i := range g5.Models {
		if m := &g5.Models[i]; m.Kind == rules.KindMonster {
			n += StateOf(g5).Profile(m).Skulls
		}
	}
	assert.Equal(t, 16, n)
}

// Explore rulebook, "Play Overview", "Hero Turn", "Consul Turn": two Hero
// activations, power-up, the Consul's turn, power-up; the chart advances in
// the Consul's power-up by itself when the Consul did not.
func TestTurnOrder(t *testing.T) {
	g, _, err := New(Setup{Seed: 3, Heroes: balanced, Catalog: testCatalog(t)})
	require.NoError(t, err)
	hs := g.Heroes()
	apply(t, g, rules.StartActivation{Hero: hs[0]})
	apply(t, g, rules.EndActivation{})
	apply(t, g, rules.StartActivation{Hero: hs[1]})
	apply(t, g, rules.EndActivation{})
	assert.Equal(t, rules.HeroPowerUp, g.Phase)
	apply(t, g, rules.EndPhase{})
	assert.Equal(t, rules.ConsulTurn, g.Phase)
	// A monster activating holds the turn open.
	var mon rules.ModelID = rules.NoModel
	for i := range g.Models {
		if g.Models[i].Kind == rules.KindMonster && g.Models[i].InPlay {
			mon = g.Models[i].ID
			break
		}
	}
	apply(t, g, Activate{Monster: mon})
	_, err = g.Apply(rules.EndPhase{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "still activating")
	apply(t, g, EndMonster{})
	apply(t, g, rules.EndPhase{})
	assert.Equal(t, rules.ConsulPowerUp, g.Phase)
	apply(t, g, rules.EndPhase{})
	assert.Equal(t, 1, StateOf(g).Space, "the chart advanced by itself")
	assert.Equal(t, rules.HeroTurn, g.Phase)
	assert.Equal(t, 2, g.Turn)
	// The turn-order example: the Ember Mage may go again, the Paladin not
	// before the Ranger.
	_, err = g.Apply(rules.StartActivation{Hero: hs[0]})
	require.Error(t, err)
	apply(t, g, rules.StartActivation{Hero: hs[2]})
}

// Explore rulebook, "Bonuses": a dice bonus adds to every monster's rolls
// but the dungeon boss's; a keyword bonus gives the ability.
func TestBonuses(t *testing.T) {
	g, marks := scenario(t, `phase consul
bonus Sharp Claws
bonus Thick Hide
bonus Venom
map
+-+-+-+-+
|H K Q .|
+ + + + +
|. . . .|
+-+-+-+-+
end
H Royal Paladin
K Tower Stalker
Q The Midnight Queen
`)
	s := StateOf(g)
	k := s.MonsterDice(g, g.Model(marks['K']))
	assert.Equal(t, cards.MustPool("4B1R"), k.STR)
	assert.Equal(t, cards.MustPool("2B"), k.Defense)
	assert.True(t, g.Has(g.Model(marks['K']), "Poison"))
	q := s.MonsterDice(g, g.Model(marks['Q']))
	assert.Equal(t, cards.MustPool("2B1G"), q.Defense, "the boss gains no chart bonus")
	assert.False(t, g.Has(g.Model(marks['Q']), "Poison"))
}

// Explore rulebook, "Spawn Mini-Boss": the mini-boss arrives next to a
// dungeon exit of tile 2 or 3; a second Spawn Mini-Boss space heals it.
// "Spawn Dungeon Boss", "Spawning Points and Relics": the boss arrives
// with one relic per spawning point left, the spawning points leave
// without loot, Boss Spawn resolves; the chart no longer advances.
func TestMiniBossAndBoss(t *testing.T) {
	g, _, err := New(Setup{Seed: 11, Heroes: balanced, Catalog: testCatalog(t)})
	require.NoError(t, err)
	s := StateOf(g)
	s.Space = 3 // next: Spawn Mini-Boss
	g.Phase = rules.ConsulPowerUp
	apply(t, g, AdvanceChart{})
	s = StateOf(g)
	require.Len(t, s.MiniBossIDs, 1)
	mb := g.Model(s.MiniBossIDs[0])
	assert.True(t, mb.InPlay)
	assert.Contains(t, []int{2, 3}, g.Board.TileOf(mb.Pos))
	mb.Wounds = 3
	// Space 10 spawns the mini-boss again: healed instead.
	s.Space, s.AdvancedTurn = 9, 0
	apply(t, g, AdvanceChart{})
	s = StateOf(g)
	assert.Len(t, s.MiniBossIDs, 1)
	assert.Equal(t, 0, g.Model(s.MiniBossIDs[0]).Wounds)
	// The boss space.
	s.AdvancedTurn = 0
	evs := apply(t, g, AdvanceChart{Relics: []string{"Mirror of Ages"}})
	s = StateOf(g)
	require.NotEqual(t, rules.NoModel, s.BossID)
	assert.Len(t, s.Relics, 3, "three spawning points were left")
	assert.Equal(t, "Mirror of Ages", s.Relics[0].Name)
	for i := range g.Models {
		if g.Models[i].Kind == rules.KindSpawningPoint {
			assert.False(t, g.Models[i].InPlay)
		}
	}
	assert.Empty(t, g.Destroyed, "spawning points removed this way earn no loot")
	said := false
	for _, e := range evs {
		said = said || e.Kind() == "boss-fight"
	}
	assert.True(t, said)
	d := s.MonsterDice(g, g.Model(s.BossID))
	assert.Equal(t, cards.MustPool("3B1R"), d.STR, "Mirror of Ages and Soulsteel Edge")
	s.AdvancedTurn = 0
	_, err = g.Apply(AdvanceChart{})
	require.Error(t, err)
}

// Explore rulebook, "Spawning": with no spawning point left the dungeon
// boss spawns by itself in the Consul's power-up.
func TestBossSpawnsWhenNoSpawningPointLeft(t *testing.T) {
	g, _, err := New(Setup{Seed: 5, Heroes: balanced, Catalog: testCatalog(t)})
	require.NoError(t, err)
	for i := range g.Models {
		if m := &g.Models[i]; m.Kind == rules.KindSpawningPoint {
			g.Destroy(m, rules.NoModel)
		}
	}
	g.Destroyed = nil
	g.Phase = rules.ConsulPowerUp
	apply(t, g, rules.EndPhase{})
	s := StateOf(g)
	require.NotEqual(t, rules.NoModel, s.BossID)
	assert.Empty(t, s.Relics, "no spawning point left: no relic")
}

// Explore rulebook, "Boss Sighting": the boss's timeout effect strikes the
// Heroes on the named tiles only.
func TestBossSighting(t *testing.T) {
	g, _, err := New(Setup{Seed: 5, Heroes: balanced, Catalog: testCatalog(t)})
	require.NoError(t, err)
	s := StateOf(g)
	s.Space = 4 // next: space 5, sighting on tile 1 (the Heroes' start)
	g.Phase = rules.ConsulPowerUp
	apply(t, g, AdvanceChart{})
	bf := s.Data().BossFights[s.Boss]
	for _, id := range g.Heroes() {
		h := g.Model(id)
		assert.Equal(t, bf.Timeout.Wounds, h.Wounds, "%s on tile %d", h.Card, g.Board.TileOf(h.Pos))
		assert.True(t, h.Statuses.Has(cards.Hex) || g.ImmuneTo(h, cards.Hex))
	}
	s = StateOf(g)
	s.Space, s.AdvancedTurn = 8, 0 // space 9: sighting on tile 3, nobody there
	apply(t, g, AdvanceChart{})
	for _, id := range g.Heroes() {
		assert.Equal(t, bf.Timeout.Wounds, g.Model(id).Wounds)
	}
}

// Explore rulebook, "Timeout": at half its hearts the boss calls a timeout
// once; before anything else the party chooses one Hero and the backpack
// cards to discard for it (one Heal each), then the boss becomes immune to
// criticals and the timeout effect strikes.
func TestTimeout(t *testing.T) {
	g, marks := scenario(t, `map
+-+-+-+-+-+
|H . . Q .|
+ + + + + +
|E . . . .|
+-+-+-+-+-+
end
H Royal Paladin wounds=2
E Ember Mage
Q The Midnight Queen wounds=2
backpack: Hero's Blade, Stone Heart, Oracle Eye
`)
	s := StateOf(g)
	require.Equal(t, marks['Q'], s.BossID)
	q := g.Model(marks['Q'])
	evs := g.Wound(q, rules.NoModel, 1, "test", false)
	assert.NotEmpty(t, evs)
	assert.True(t, s.TimeoutDone)
	assert.True(t, TimeoutPending(g))
	assert.False(t, s.MonsterDice(g, q).NoCritical, "the immunity follows the party's answer")
	assert.Equal(t, 3, len(g.Backpack), "nothing discarded before the party answers")

	_, err := g.Apply(rules.EndPhase{})
	assert.ErrorContains(t, err, "timeout waits for the party")
	assert.Equal(t, TimeoutChoice{Hero: marks['H'], Cards: []string{"Stone Heart", "Oracle Eye"}}, DefaultTimeoutChoice(g),
		"the computer's answer: the most wounded Hero, a card per wound, the latest drawn")
	_, err = g.Apply(TimeoutChoice{Hero: marks['H'], Cards: []string{"Crown of Night"}})
	assert.ErrorContains(t, err, "backpack holds no")
	_, err = g.Apply(TimeoutChoice{Hero: marks['Q'], Cards: []string{"Oracle Eye"}})
	assert.ErrorContains(t, err, "not a Hero")

	// The party's own choice: one card, the Hero's Blade, for the Paladin.
	apply(t, g, TimeoutChoice{Hero: marks['H'], Cards: []string{"Hero's Blade"}})
	s, q = StateOf(g), g.Model(marks['Q'])
	assert.False(t, TimeoutPending(g))
	assert.Equal(t, []string{"Stone Heart", "Oracle Eye"}, g.Backpack)
	h := g.Model(marks['H'])
	assert.Equal(t, 1+s.Data().BossFights[s.Boss].Timeout.Wounds, h.Wounds, "healed 1 of 2, then the Queen's timeout effect")
	assert.True(t, h.Statuses.Has(cards.Hex) || g.ImmuneTo(h, cards.Hex))
	assert.True(t, s.MonsterDice(g, q).NoCritical)
	g.Wound(q, rules.NoModel, 1, "test", false)
	assert.False(t, TimeoutPending(g), "a timeout happens once")
	_, err = g.Apply(TimeoutChoice{Hero: marks['H']})
	assert.ErrorContains(t, err, "no timeout waits")
}

// Explore rulebook, "Consul Turn", "Activation": a monster attacks within
// its own activation, paying an action point; the core's bare
// MonsterAttack (the Arcade chart's) is refused in an Explore game.
func TestMonsterAttackOnlyInActivation(t *testing.T) {
	g, marks := scenario(t, `phase consul
map
+-+-+-+
|H C .|
+-+-+-+
end
H Royal Paladin
C Crawler
`)
	_, err := g.Apply(rules.MonsterAttack{Monster: marks['C'], Target: marks['H']})
	assert.ErrorContains(t, err, "only during its activation")
	apply(t, g, Activate{Monster: marks['C']})
	_, err = g.Apply(rules.MonsterAttack{Monster: marks['C'], Target: marks['H']})
	assert.ErrorContains(t, err, "only during its activation")
	g.Dice = []int{0, 0, 0, 0, 0, 0, 0, 0, 0, 0}
	apply(t, g, Attack{Target: marks['H']})
	assert.Zero(t, APLeft(g))
}

// Explore rulebook, "Rewards Chart": one loot per full three skull points
// of 8-Bit monsters, two per 16-Bit, tile + 1 per spawning point, one
// treasure per mini-boss; nothing for monsters destroyed in the Consul's
// turn.
func TestRewards(t *testing.T) {
	g, _, err := New(Setup{Seed: 5, Heroes: balanced, Catalog: testCatalog(t)})
	require.NoError(t, err)
	s := StateOf(g)
	g.Destroyed = []rules.Destruction{
		{Card: "Crawler", Phase: rules.HeroTurn}, {Card: "Crawler", Phase: rules.HeroTurn},
		{Card: "Tower Blackblade", Phase: rules.HeroTurn}, {Card: "Tower Arbalist", Phase: rules.HeroTurn},
		{Card: "Tower Stalker", Phase: rules.HeroTurn},
		{Card: "Tower Stalker", Phase: rules.ConsulTurn},
		{Card: "Spider Nest", Tile: 2, Phase: rules.ConsulTurn},
		{Card: "Knight of the Tower", Phase: rules.HeroTurn},
	}
	r := s.TurnRewards(g)
	assert.Equal(t, 1+2+3, r.Loot)
	assert.Equal(t, 1, r.Treasure)
}

// Explore rulebook, "Victory": the Consul wins when a fallen Hero cannot
// be revived; the Heroes when the boss falls.
func TestVictory(t *testing.T) {
	g, marks := scenario(t, `coins 0
map
+-+-+-+
|H Q .|
+ + + +
|. . .|
+-+-+-+
end
H Royal Paladin wounds=4
Q The Midnight Queen wounds=5
`)
	g2 := g.Clone()
	g.Wound(g.Model(marks['H']), marks['Q'], 1, "test", false)
	assert.Equal(t, "consul", g.Over)
	g2.Wound(g2.Model(marks['Q']), marks['H'], 1, "test", false)
	assert.Equal(t, "heroes", g2.Over)
}

// Explore rulebook, "2. Princess Coins": a Hero brought back by a coin
// keeps it on its card and adds a die to every defense roll per coin.
func TestPrincessCoinDefense(t *testing.T) {
	g, marks := scenario(t, `phase consul
coins 3
map
+-+-+-+-+
|H K E .|
+ + + + +
|. . . .|
+-+-+-+-+
end
H Royal Paladin wounds=4
E Ember Mage
K Tower Stalker
`)
	g.Wound(g.Model(marks['H']), marks['K'], 1, "test", false)
	require.Equal(t, "", g.Over)
	apply(t, g, rules.EndPhase{}) // to the Consul's power-up
	apply(t, g, rules.EndPhase{}) // power-up: the coin revives the Paladin
	h := g.Model(marks['H'])
	require.True(t, h.InPlay)
	assert.Equal(t, 2, g.Coins)
	assert.Equal(t, []rules.ModelID{marks['H']}, StateOf(g).CoinsOn)
	n := 0
	for _, e := range h.Effects {
		if e.Source == "Princess Coin 1" {
			n++
		}
	}
	assert.Equal(t, 1, n)
	// The Paladin's ARM (2B1R) rolls a third blue die.
	g.Phase = rules.ConsulTurn
	for _, d := range tiles.AllDirs {
		if p := h.Pos.Add(d); g.Fits(p, false, marks['K']) {
			g.Model(marks['K']).Pos = p
			break
		}
	}
	apply(t, g, Activate{Monster: marks['K']})
	var pools []string
	for _, e := range apply(t, g, Attack{Target: marks['H']}) {
		if r, ok := e.(rules.Rolled); ok {
			pools = append(pools, r.Pool)
		}
	}
	require.Len(t, pools, 2)
	assert.Equal(t, "3B1R", pools[1])
}

// Explore hearts are the book's where they differ from the Arcade card
// ("Monster Card"; card-facts.md).
func TestExploreHearts(t *testing.T) {
	g, marks := scenario(t, `map
+-+-+-+-+-+
|H . K . .|
+ + + + + +
|. . . . .|
+ + + + + +
|Q . . . .|
+ + + + + +
|. . . . .|
+-+-+-+-+-+
end
H Royal Paladin
K Knight of the Tower
Q The Midnight Queen
`)
	assert.Equal(t, 7, g.Hearts(g.Model(marks['K'])))
	assert.Equal(t, 5, g.Hearts(g.Model(marks['Q'])))
}

// Explore rulebook, "3. Build Dungeon", "1. Choose Consul Player": the
// Consul lays the tiles, names the first tile and chooses the spawning
// points, mini-boss, boss and the first spawn; a wrong choice is refused
// in words.
func TestSetupByHand(t *testing.T) {
	places := []tiles.Placement{
		{Tile: 4, Side: tiles.SideA, Rot: 0, Cell: tiles.Point{X: 0, Y: 0}},
		{Tile: 2, Side: tiles.SideA, Rot: 1, Cell: tiles.Point{X: 1, Y: 0}},
		{Tile: 1, Side: tiles.SideB, Rot: 0, Cell: tiles.Point{X: 2, Y: 0}},
	}
	s := Setup{Seed: 9, Heroes: balanced, Placements: places, First: 2,
		SpawningPoints: []string{"Kobold Warren", "Egg Clutch", "Kobold Warren"},
		MiniBosses:     []string{"Rex"}, Boss: "Starfire",
		FirstSpawn: []string{"Kobold Knucklehead", "Kobold Knucklehead", "Kobold Flinger", "Kobold Flinger", "Hatchling", "Hatchling", "Hatchling", "Whelp"},
		Catalog:    testCatalog(t)}
	g, _, err := New(s)
	require.NoError(t, err)
	assert.Equal(t, 1, g.Layout[0].Tile, "the Consul named tile 1 the first tile")
	st := StateOf(g)
	assert.Equal(t, "Starfire", st.Boss)
	assert.Equal(t, []string{"Rex"}, st.MiniBosses)
	n := 0
	for i := range g.Models {
		if g.Models[i].Kind == rules.KindMonster {
			n++
		}
	}
	assert.Equal(t, 8, n)

	bad := s
	bad.FirstSpawn = []string{"Kobold Ironscale"}
	_, _, err = New(bad)
	assert.ErrorContains(t, err, "not an 8-Bit monster")
	bad = s
	bad.Boss = "Rex"
	_, _, err = New(bad)
	assert.ErrorContains(t, err, "not a dungeon boss")
	bad = s
	bad.SpawningPoints = []string{"Crawler", "Egg Clutch", "Kobold Warren"}
	_, _, err = New(bad)
	assert.ErrorContains(t, err, "not a spawning point card")
}

// Explore rulebook, "Action Points": a support action the monster's card
// gives. My Champion (project decision, support.go) calls the companion
// once a game: after Daemonus falls, the Queen cannot call him again; while
// he stands a call is refused too.
func TestMyChampionOnceAGame(t *testing.T) {
	g, marks := scenario(t, `phase consul
map
+-+-+-+-+-+-+-+-+
|H . . . . . . .|
+ + + + + + + + +
|. . . . Q . . .|
+ + + + + + + + +
|. . . . . . . .|
+-+-+-+-+-+-+-+-+
end
H Royal Paladin
Q The Midnight Queen
`)
	apply(t, g, Activate{Monster: marks['Q']})
	_, err := g.Apply(Support{Action: "My Champion", Target: marks['Q']})
	assert.ErrorContains(t, err, "next to a Hero")
	apply(t, g, Support{Action: "My Champion", Target: marks['H']})
	apply(t, g, EndMonster{})
	var daemonus *rules.Model
	for i := range g.Models {
		if g.Models[i].Card == "Daemonus" {
			daemonus = &g.Models[i]
		}
	}
	require.NotNil(t, daemonus)
	assert.Equal(t, 1, g.ModelDist(daemonus, g.Model(marks['H'])))
	s := StateOf(g)
	s.Activated = nil
	apply(t, g, Activate{Monster: marks['Q']})
	_, err = g.Apply(Support{Action: "My Champion", Target: marks['H']})
	assert.ErrorContains(t, err, "already in the dungeon")
	g.Destroy(g.Model(daemonus.ID), rules.NoModel)
	_, err = g.Apply(Support{Action: "My Champion", Target: marks['H']})
	assert.ErrorContains(t, err, "once a game")
}

// Explore rulebook, "Paired Spawning Points": a paired spawning point
// (the Kobold Warren) is taken with its pair, and the pair's monsters are
// one pool: both Warrens together hold the pair's Knuckleheads, and after
// one Warren falls its monsters still spawn from any spawning point
// ("Destroying Spawning Points").
func TestPairedSpawningPoints(t *testing.T) {
	_, _, err := New(Setup{Seed: 3, Heroes: balanced, SpawningPoints: []string{"Kobold Warren", "Egg Clutch", "Shadow Tower"}, Catalog: testCatalog(t)})
	assert.ErrorContains(t, err, "paired spawning point: choose both")
	g, _, err := New(Setup{Seed: 3, Heroes: balanced, SpawningPoints: []string{"Kobold Warren", "Egg Clutch", "Kobold Warren"}, Catalog: testCatalog(t)})
	require.NoError(t, err)
	warren := g.Catalog().Monsters["Kobold Warren"]
	half := 0
	for _, p := range warren.Pool {
		if p.Monster == "Kobold Knucklehead" {
			half = p.Count
		}
	}
	require.Positive(t, half)
	inPlay := 0
	for i := range g.Models {
		if m := &g.Models[i]; m.InPlay && m.Card == "Kobold Knucklehead" {
			inPlay++
		}
	}
	assert.Equal(t, 2*half-inPlay, Available(g, "Kobold Knucklehead"), "one pool for the pair")
	for i := range g.Models {
		if m := &g.Models[i]; m.Card == "Kobold Warren" {
			g.Destroy(m, rules.NoModel)
			break
		}
	}
	assert.Equal(t, 2*half-inPlay, Available(g, "Kobold Knucklehead"), "a fallen Warren's monsters stay in the pool")
}

// Explore rulebook, "Paired Spawning Points": the tiles the Consul leaves
// to the game ("choose for me", an "" entry) complete a pair chosen by hand
// and never break one themselves.
func TestChooseForMeKeepsPairsWhole(t *testing.T) {
	cat := testCatalog(t)
	pointsOf := func(g *rules.Game) []string {
		var out []string
		for i := range g.Models {
			if m := &g.Models[i]; m.InPlay && g.MonsterCard(m) != nil && g.MonsterCard(m).Role == cards.RoleSpawningPoint {
				out = append(out, m.Card)
			}
		}
		return out
	}
	for seed := uint64(1); seed <= 40; seed++ {
		g, _, err := New(Setup{Seed: seed, Heroes: balanced, SpawningPoints: []string{"Kobold Warren", "", ""}, Catalog: cat})
		require.NoError(t, err, "seed %d", seed)
		got := pointsOf(g)
		assert.Equal(t, 2, countOf(got, "Kobold Warren"), "seed %d: %v", seed, got)
		g, _, err = New(Setup{Seed: seed, Heroes: balanced, SpawningPoints: []string{"", "Shadow Tower", ""}, Catalog: cat})
		require.NoError(t, err, "seed %d", seed)
		got = pointsOf(g)
		assert.Zero(t, countOf(got, "Kobold Warren")%2, "seed %d: %v", seed, got)
		assert.NotContains(t, got, "", "seed %d", seed)
	}
}
