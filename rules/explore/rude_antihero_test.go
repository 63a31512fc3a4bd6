package explore

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Tests of "Variants", "Anti-Hero" (rude_antihero.go): "select a Hero to
// become the Anti-Hero and choose 1 piece of loot and 1 piece of treasure
// that raise different stats, and equip them on that Hero. That Hero now
// takes the place of a Mini-Boss, costing 4 skulls to summon. Anti-Heroes
// cannot use potions. They also may only select equipment that raise STR,
// ARM, WILL, DEX, or their max hearts".

func antiHeroGame(t *testing.T, a AntiHeroChoice) (*rules.Game, rules.ModelID) {
	t.Helper()
	g, _, err := New(Setup{Seed: 7, Heroes: balanced, Catalog: testCatalog(t), Rude: &RudeOptions{AntiHero: &a}})
	require.NoError(t, err)
	var far rules.ModelID = -1
	for _, id := range spawningPoints(g) {
		if ex(g).heroesIn(g.Board.TileOf(g.Model(id).Pos)) == 0 && far < 0 {
			far = id
		}
	}
	require.True(t, far >= 0)
	return g, far
}

// "Anti-Hero": "that Anti-Hero must be selected and equipped before the
// game begins" ("4) Select Models to be Used"): the Hero's card and its
// two cards make one of the Consul's mini-bosses, first in its
// collection, with the Hero's dice and the cards' added; the shared
// catalog stays as it was.
func TestRudeAntiHeroSetup(t *testing.T) {
	g, _ := antiHeroGame(t, AntiHeroChoice{Hero: "Riftling Warrior", Loot: "Bent Nail", Treasure: "Stone Heart"})
	s := StateOf(g)
	assert.Equal(t, &AntiHeroChoice{Hero: "Riftling Warrior", Loot: "Bent Nail", Treasure: "Stone Heart"}, s.Rude.AntiHero)
	assert.Equal(t, "Riftling Warrior", s.MiniBosses[0], "one of the Consul's mini-bosses")
	mc := g.Catalog().Monsters["Riftling Warrior"]
	require.NotNil(t, mc)
	assert.Equal(t, cards.RoleMiniBoss, mc.Role, "it takes the place of a mini-boss")
	assert.Contains(t, mc.Text, "Anti-Hero")
	p := s.Data().Profiles["Riftling Warrior"]
	require.NotNil(t, p)
	assert.Equal(t, cards.MustPool("5B"), p.STR, "4B on the card, Bent Nail's blue die")
	assert.Equal(t, cards.MustPool("3B1R"), p.ARM, "3B on the card, Stone Heart's red die")
	assert.Equal(t, 6, p.Hearts, "5 on the card, Stone Heart's heart")
	assert.Equal(t, Super, p.Platform)
	assert.Equal(t, "STR", p.Attack)
	assert.Nil(t, testCatalog(t).Monsters["Riftling Warrior"], "the shared catalog is not written")
	assert.Nil(t, testData(t).Profiles["Riftling Warrior"], "nor the shared data")
	// One figure, on the Consul's side all game: never revived as nor
	// swapped in by New Player.
	for _, c := range []rules.Command{NewPlayer{Hero: g.Heroes()[0], Card: "Riftling Warrior"}, rules.Revive{Hero: g.Heroes()[0], Card: "Riftling Warrior"}} {
		_, err := g.Apply(c)
		assert.ErrorContains(t, err, "Anti-Hero in this game and cannot join the party")
	}

	// "Choose for me": drawn from the seed, never one of the party.
	a1, _ := antiHeroGame(t, AntiHeroChoice{})
	a2, _ := antiHeroGame(t, AntiHeroChoice{})
	got := StateOf(a1).Rude.AntiHero
	assert.Equal(t, got, StateOf(a2).Rude.AntiHero, "the same seed chooses the same")
	assert.NotContains(t, balanced, got.Hero)
	assert.NotEmpty(t, got.Loot)
	assert.NotEmpty(t, got.Treasure)

	_, _, err := New(Setup{Seed: 7, Heroes: balanced, Catalog: testCatalog(t), Rude: &RudeOptions{AntiHero: &AntiHeroChoice{Hero: "Royal Paladin"}}})
	assert.ErrorContains(t, err, "Royal Paladin is in the party")
}

func testData(t *testing.T) *Data {
	t.Helper()
	d, err := LoadData()
	require.NoError(t, err)
	return d
}

// "Anti-Hero": "1 piece of loot and 1 piece of treasure that raise
// different stats"; "may only select equipment that raise STR, ARM, WILL,
// DEX, or their max hearts (treasures that provide extra moves are also
// allowable ...)"; abilities are not ("I'm still considering abilities").
func TestRudeAntiHeroCardLimits(t *testing.T) {
	cat := testCatalog(t)
	for _, tc := range []struct {
		card string
		want []cards.Stat
		why  string
	}{
		{"Bent Nail", []cards.Stat{cards.StatSTR}, ""},
		{"Heart Container", []cards.Stat{cards.StatHearts}, ""},
		{"Stone Heart", []cards.Stat{cards.StatARM, cards.StatHearts}, ""},
		{"Fizzy Beverage", nil, "does more than raise"},                                // action points
		{"Coward's Boots", nil, "only a treasure"},                                     // movement on loot
		{"Winged Sandals", nil, "does more than raise"},                                // movement, and Fly
		{"Grabby Gauntlet", nil, "cursed"},                                             // a cursed card
		{"Executioner's Axe", nil, "does more than raise"},                             // an ability
		{"Boots of Striding", nil, "does more than raise"},                             // movement, and Surefoot
		{"Lead Boots", nil, "cursed"},                                                  // lowers movement
		{"Bubbly Beverage", nil, "only a treasure"},                                    // +1 movement, loot
		{"Pot Lid", AntiHeroRaisesOf(t, cat, "Pot Lid"), ""},                           // whatever it raises
		{"Adventurer Plate", []cards.Stat{cards.StatARM}, ""},                          // ARM
		{"Moonsilver Rapier", []cards.Stat{cards.StatSTR}, ""},                         // STR
		{"Ancestral Mail", []cards.Stat{cards.StatARM}, ""},                            // ARM
		{"Chimeric Battleblade", []cards.Stat{cards.StatSTR}, ""},                      // a fixed star
		{"Oracle Eye", []cards.Stat{cards.StatSTR, cards.StatWILL, cards.StatDEX}, ""}, // three dice
	} {
		t.Run(tc.card, func(t *testing.T) {
			got, err := AntiHeroRaises(cat.Equipment[tc.card])
			if tc.why != "" {
				assert.ErrorContains(t, err, tc.why)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
	for _, pair := range [][2]string{{"Bent Nail", "Moonsilver Rapier"}, {"Adventurer Plate", "Stone Heart"}, {"Bent Nail", "Oracle Eye"}} {
		_, _, err := New(Setup{Seed: 7, Heroes: balanced, Catalog: cat, Rude: &RudeOptions{AntiHero: &AntiHeroChoice{Hero: "Tincan", Loot: pair[0], Treasure: pair[1]}}})
		assert.ErrorContains(t, err, "must raise different stats", "%v", pair)
	}
	_, _, err := New(Setup{Seed: 7, Heroes: balanced, Catalog: cat, Rude: &RudeOptions{AntiHero: &AntiHeroChoice{Hero: "Tincan", Loot: "Fizzy Beverage", Treasure: "Stone Heart"}}})
	assert.ErrorContains(t, err, "does more than raise")
	_, _, err = New(Setup{Seed: 7, Heroes: balanced, Catalog: cat, Rude: &RudeOptions{AntiHero: &AntiHeroChoice{Hero: "Tincan", Loot: "Stone Heart", Treasure: "Bent Nail"}}})
	assert.ErrorContains(t, err, "is not a loot card")
	for _, l := range AntiHeroCards(cat, cards.DeckTreasure, "Bent Nail") {
		st, _ := AntiHeroRaises(cat.Equipment[l])
		assert.NotContains(t, st, cards.StatSTR, "%s is offered beside Bent Nail", l)
	}
}

// AntiHeroRaisesOf is what card raises (for the table's open rows).
func AntiHeroRaisesOf(t *testing.T, cat *rules.Catalog, card string) []cards.Stat {
	st, err := AntiHeroRaises(cat.Equipment[card])
	require.NoError(t, err)
	return st
}

// "That Hero now takes the place of a Mini-Boss, costing 4 skulls to
// summon": it spawns as a mini-boss under "Spawning Mini-Bosses" (four
// skulls, the conditions) and counts toward the mini-boss allowance.
func TestRudeAntiHeroCostsFourSkullsAsAMiniBoss(t *testing.T) {
	g, far := antiHeroGame(t, AntiHeroChoice{Hero: "Tincan", Loot: "Bent Nail", Treasure: "Stone Heart"})
	at := RudeSpawnSquares(g, "Tincan", far)[0]
	ex(g).rude().SpawnLeft = 8
	_, err := g.Apply(RudeSpawn{Monster: "Tincan", From: far, At: at})
	assert.ErrorContains(t, err, "condition #1", "mini-bosses spawn from round 2")
	g.Turn = 2
	ex(g).rude().SpawnLeft = 3
	_, err = g.Apply(RudeSpawn{Monster: "Tincan", From: far, At: at})
	assert.ErrorContains(t, err, "costs 4 skulls")
	ex(g).rude().SpawnLeft = 8
	apply(t, g, RudeSpawn{Monster: "Tincan", From: far, At: at})
	assert.Equal(t, 4, ex(g).rude().SpawnLeft)
	m := g.At(at)
	require.NotNil(t, m)
	assert.True(t, AntiHeroOf(g, m))
	assert.Equal(t, rules.ConsulSide, m.Side, "on the Consul's side")
	assert.Equal(t, rules.KindMonster, m.Kind, "a monster: not one of the Heroes")
	assert.NotContains(t, g.HeroesInPlay(), m.ID)
	assert.Equal(t, 7, g.Hearts(m), "Tincan's six hearts and Stone Heart's one")
	assert.Equal(t, []rules.ModelID{m.ID}, ex(g).S.MiniBossIDs)
	assert.ErrorContains(t, ex(g).MiniBossAllowed(far), "condition #2", "Hero Mode, 3 Heroes: it is the one mini-boss")
	for _, id := range spawningPoints(g) {
		if sq := RudeSpawnSquares(g, "Knight of the Tower", id); len(sq) > 0 {
			_, err = g.Apply(RudeSpawn{Monster: "Knight of the Tower", From: id, At: sq[0]})
			assert.ErrorContains(t, err, "condition #2")
		}
	}
}

// spawnedTincan is an Anti-Hero game in round 2 with its Anti-Hero,
// Tincan with Bent Nail and Stone Heart, just spawned in Phase 1.
func spawnedTincan(t *testing.T) (*rules.Game, *rules.Model) {
	t.Helper()
	g, far := antiHeroGame(t, AntiHeroChoice{Hero: "Tincan", Loot: "Bent Nail", Treasure: "Stone Heart"})
	g.Turn = 2
	ex(g).rude().SpawnLeft = 8
	at := RudeSpawnSquares(g, "Tincan", far)[0]
	apply(t, g, RudeSpawn{Monster: "Tincan", From: far, At: at})
	return g, g.At(at)
}

// "Anti-Heroes cannot use potions": the model carries no potion, and its
// card none of the Hero's potion actions (Tincan's Bitterroot); its other
// actions the monster commands resolve are on it (Grudge).
func TestRudeAntiHeroNoPotions(t *testing.T) {
	g, m := spawnedTincan(t)
	assert.Zero(t, m.Potions)
	_, ok := g.FindAction(m, "Bitterroot")
	assert.False(t, ok, "no potion action")
	_, ok = g.FindAction(m, "Grudge")
	assert.True(t, ok, "Grudge, an offensive action the monster attack resolves")
	for _, a := range g.MonsterCard(m).Actions {
		assert.Empty(t, a.Potion, "%s", a.Name)
	}
	// In the Consul's turn the Anti-Hero activates like any monster and
	// is refused the potion.
	ex(g).rude().Moving = false
	apply(t, g, Activate{Monster: m.ID})
	_, err := g.Apply(Support{Action: "Bitterroot", Target: m.ID})
	assert.ErrorContains(t, err, "no action called")
}

// A fallen Anti-Hero is a fallen mini-boss: destroyed in the Consul's
// turn, its treasure is drawn at once ("Consul Phase 2"); it counts for
// the boss's first condition ("Spawning the Dungeon Boss"); it may
// interrupt the Heroes' turn once, as a mini-boss ("Supers: Rude
// Interruptions").
func TestRudeAntiHeroFallsAsAMiniBoss(t *testing.T) {
	g, m := spawnedTincan(t)
	id := m.ID
	before := len(g.Backpack)
	evs := g.Destroy(g.Model(id), rules.NoModel)
	assert.Len(t, g.Backpack, before+1, "a mini-boss's treasure, drawn at once")
	assert.Contains(t, eventsText(evs), "at once")
	assert.ErrorContains(t, ex(g).BossMaySpawn(), "1 of 3 spawning points and mini-bosses destroyed", "it counts toward the boss's first condition")

	// Interruptions: a fresh Anti-Hero next to the party is a Super.
	g2, _ := antiHeroGame(t, AntiHeroChoice{Hero: "Tincan", Loot: "Bent Nail", Treasure: "Stone Heart"})
	hs := g2.Heroes()
	anti := put(t, ex(g2), "Tincan", hs[0])
	assert.True(t, isSuper(g2, g2.Model(anti)))
	apply(t, g2, rules.EndPhase{})
	require.Equal(t, rules.HeroTurn, g2.Phase)
	assert.Contains(t, ex(g2).rude().Interrupters, anti)
	apply(t, g2, rules.StartActivation{Hero: hs[0]})
	apply(t, g2, rules.EndActivation{})
	assert.Contains(t, Interrupting(g2), anti)
	evs = apply(t, g2, Activate{Monster: anti})
	assert.Contains(t, evs[0].String(), "RUDE INTERRUPTION")
	apply(t, g2, EndMonster{})
	apply(t, g2, rules.StartActivation{Hero: hs[1]})
	apply(t, g2, rules.EndActivation{})
	assert.NotContains(t, Interrupting(g2), anti, "a mini-boss interrupts once a turn")
}
