package explore

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
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

// "Hero Phase 2: Power-up": the Heroes draw the loot and treasure their
// turn earned, then equip from the backpack or sell loot, in that same
// power-up. The cards are in the backpack as it begins (there is no
// Consul power-up after it to equip them in), and ending it draws nothing
// more.
func TestRudeRewardsDrawnAsThePowerUpBegins(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	apply(t, g, rules.EndPhase{})
	require.Equal(t, rules.HeroTurn, g.Phase)
	g.Destroyed = append(g.Destroyed, rules.Destruction{Card: "Tower Stalker", Kind: rules.KindMonster, Phase: rules.HeroTurn},
		rules.Destruction{Card: "Knight of the Tower", Kind: rules.KindMonster, Phase: rules.HeroTurn})
	before := len(g.Backpack)
	var evs []rules.Event
	for _, h := range g.Heroes() {
		apply(t, g, rules.StartActivation{Hero: h})
		evs = apply(t, g, rules.EndActivation{})
	}
	require.Equal(t, rules.HeroPowerUp, g.Phase)
	assert.Len(t, g.Backpack, before+3, "2 loot for the 16-Bit and a treasure for the mini-boss, there to equip now")
	assert.Contains(t, eventsText(evs), "rewards: 2 loot and 1 treasure")
	apply(t, g, rules.EndPhase{})
	assert.Len(t, g.Backpack, before+3, "nothing drawn twice as the power-up ends")
	assert.False(t, ex(g).rude().Rewarded)
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

// powerUp is a Rude game in its first Heroes' power-up with cards in the
// backpack.
func powerUp(t *testing.T, backpack ...string) *rules.Game {
	t.Helper()
	g, _ := rudeGame(t, balanced, "")
	g.Phase = rules.HeroPowerUp
	g.Backpack = append(g.Backpack, backpack...)
	return g
}

// "Equipping from the Backpack": "Equipment Limit: 1) 4 Loot; or 2) 1
// Treasure and 3 Loot; or 3) 2 Treasures", and "they may equip a second
// treasure card, but must empty their other two equipment slots to do so:
// any cards in those slots are removed and discarded".
func TestRudeEquipmentLimit(t *testing.T) {
	g := powerUp(t, "Bent Nail", "Bubbly Beverage", "Coward's Boots", "Adventurer Plate", "Ancestral Mail", "Pegasus Wings", "Oracle Eye")
	h := g.Heroes()[0]
	// 4 loot.
	for _, c := range []string{"Bent Nail", "Bubbly Beverage", "Coward's Boots", "Adventurer Plate"} {
		apply(t, g, rules.Equip{Hero: h, Card: c})
	}
	// 1 treasure and 3 loot: the treasure replaces the loot of its slot.
	apply(t, g, rules.Equip{Hero: h, Card: "Ancestral Mail"})
	assert.Equal(t, "Ancestral Mail", g.Model(h).Slots[slotOf(t, g, "Ancestral Mail")])
	assert.Equal(t, "Bent Nail", g.Model(h).Slots[slotOf(t, g, "Bent Nail")], "the other loot stays")
	// A second treasure: the loot slots are emptied.
	evs := apply(t, g, rules.Equip{Hero: h, Card: "Pegasus Wings"})
	assert.Contains(t, eventsText(evs), "discards")
	worn := 0
	for _, name := range g.Model(h).Slots {
		if name != "" {
			worn++
			assert.Equal(t, cards.DeckTreasure, g.Catalog().Equipment[name].Deck, "%s left beside two treasures", name)
		}
	}
	assert.Equal(t, 2, worn, "2 treasures")
	// No third treasure.
	_, err := g.Apply(rules.Equip{Hero: h, Card: "Oracle Eye"})
	assert.ErrorContains(t, err, "two treasures")
	// No loot beside two treasures.
	g.Backpack = append(g.Backpack, "Fizzy Beverage")
	_, err = g.Apply(rules.Equip{Hero: h, Card: "Fizzy Beverage"})
	assert.ErrorContains(t, err, "no slot for loot")
}

func slotOf(t *testing.T, g *rules.Game, card string) int {
	t.Helper()
	for i, s := range cards.Slots {
		if s == g.Catalog().Equipment[card].Slot {
			return i
		}
	}
	t.Fatalf("%s has no slot", card)
	return -1
}

// "Selling Loot: During the Power-up Phase, the Heroes may also discard
// equipment from the backpack to sell them for potions, at a rate of 2
// loot or 1 treasure each."
func TestRudeSellingLootForPotions(t *testing.T) {
	g := powerUp(t, "Bent Nail", "Bubbly Beverage", "Coward's Boots", "Oracle Eye")
	h := g.Heroes()[0]
	g.Model(h).Potions = 0
	for _, tc := range []struct {
		name  string
		cards []string
		err   string
	}{
		{"one loot is not enough", []string{"Bent Nail"}, "two loot cards or one treasure"},
		{"a treasure and a loot are too much", []string{"Oracle Eye", "Bent Nail"}, "two loot cards or one treasure"},
		{"a card not in the backpack", []string{"Bent Nail", "Potion Pouch"}, "not in the backpack"},
	} {
		_, err := g.Apply(SellLoot{Hero: h, Cards: tc.cards})
		assert.ErrorContains(t, err, tc.err, tc.name)
	}
	apply(t, g, SellLoot{Hero: h, Cards: []string{"Bent Nail", "Bubbly Beverage"}})
	assert.Equal(t, 1, g.Model(h).Potions, "2 loot: a potion")
	assert.Equal(t, []string{"Coward's Boots", "Oracle Eye"}, g.Backpack[len(g.Backpack)-2:])
	g.Model(h).Potions = 0
	apply(t, g, SellLoot{Hero: h, Cards: []string{"Oracle Eye"}})
	assert.Equal(t, 1, g.Model(h).Potions, "1 treasure: a potion")
	g.Model(h).Potions = g.PotionCapacity(g.Model(h))
	g.Backpack = append(g.Backpack, "Bent Nail")
	_, err := g.Apply(SellLoot{Hero: h, Cards: []string{"Coward's Boots", "Bent Nail"}})
	assert.ErrorContains(t, err, "all the potions it can")
	g.Model(h).Potions = 0
	g.Phase = rules.HeroTurn
	_, err = g.Apply(SellLoot{Hero: h, Cards: []string{"Coward's Boots", "Bent Nail"}})
	assert.ErrorContains(t, err, "during the Heroes' power-up")
}

// Project rule (rude_fury.go; the document drops the boss timeout, "Boss
// Timeout Effect: Not Used", and has no clock): once the boss has been in
// play RudeFuryGrace rounds, each later round adds a red die to its
// offense.
func TestRudeBossFuryEndsStalledFights(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	b := put(t, ex(g), ex(g).S.Boss, g.Heroes()[0])
	r := ex(g).rude()
	r.BossRound = 3
	s := StateOf(g)
	base := s.MonsterDice(g, g.Model(b)).WILL.Dice[cards.Red]
	for _, tc := range []struct {
		turn, fury int
	}{{3, 0}, {3 + RudeFuryGrace, 0}, {4 + RudeFuryGrace, 1}, {6 + RudeFuryGrace, 3}} {
		g.Turn = tc.turn
		assert.Equal(t, tc.fury, r.Fury(g.Turn), "round %d", tc.turn)
		d := s.MonsterDice(g, g.Model(b))
		assert.Equal(t, base+tc.fury, d.WILL.Dice[cards.Red], "round %d: the boss's offense", tc.turn)
	}
	g.Turn = 6 + RudeFuryGrace
	assert.Contains(t, eventsText(ex(g).rudeFuryNote()), "grows furious: 3 more red dice")
	assert.True(t, s.MonsterKeyword(g, g.Model(b), "Massive Damage"), "fury 3: two wounds a hit")
	g.Turn = 5 + RudeFuryGrace
	assert.False(t, s.MonsterKeyword(g, g.Model(b), "Massive Damage"), "fury 2: one")
	assert.Zero(t, (*Rude)(nil).Fury(50), "plain Explore: no fury")
}

// "Hero Phase 1": "Each Hero may use 1 (and only 1) potion ... during the
// entire Heroes' turn" and "only emergency potions may be used during the
// activation of a Super interrupting the Heroes' turn, which will still
// count as that Hero's use of a potion for the turn"; Key Terms,
// "Potions": "a potion may be used to interrupt anything so long as the
// use of that potion is legal".
func TestRudeOnePotionPerHeroPerTurn(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	hs := g.Heroes()
	k := put(t, ex(g), "Knight of the Tower", hs[0])
	g.Turn = 2
	apply(t, g, rules.EndPhase{}) // the Heroes' turn: the Knight may interrupt
	require.Equal(t, rules.HeroTurn, g.Phase)
	require.Contains(t, ex(g).rude().Interrupters, k)
	for _, id := range hs {
		g.Model(id).Potions = 2
	}
	// The Mage's White Mage is its green (emergency) potion.
	green := greenPotion(g, hs[1])
	// Before any Super moves, no green potion: it is the Heroes' turn.
	_, err := g.Apply(green)
	assert.ErrorContains(t, err, "green potion")
	apply(t, g, rules.StartActivation{Hero: hs[0]})
	apply(t, g, rules.EndActivation{})
	apply(t, g, Activate{Monster: k})
	// The Knight interrupts: an emergency potion is legal, once per Hero.
	apply(t, g, green)
	_, err = g.Apply(green)
	assert.ErrorContains(t, err, "one per Hero per turn")
	apply(t, g, EndMonster{})
	// That was hs[1]'s potion for the turn: none in its own activation.
	apply(t, g, rules.StartActivation{Hero: hs[1]})
	act, ok := redOrBluePotion(g, hs[1])
	require.True(t, ok, "the Hero has a red or blue potion to try")
	_, err = g.Apply(rules.DrinkPotion{Owner: hs[1], Drinker: hs[1], Action: act})
	assert.ErrorContains(t, err, "already used its potion this Heroes' turn")
	apply(t, g, rules.EndActivation{})
	// The next Heroes' turn gives it back.
	assert.Contains(t, ex(g).rude().Drank, hs[1])
	ex(g).heroTurnBegins()
	assert.Empty(t, ex(g).rude().Drank)
}

// greenPotion is id drinking the first green potion of its own card, aimed
// at itself.
func greenPotion(g *rules.Game, id rules.ModelID) rules.DrinkPotion {
	for _, a := range g.HeroCard(g.Model(id)).Actions {
		if a.Potion == cards.GreenPotion {
			return rules.DrinkPotion{Owner: id, Drinker: id, Action: a.Name, Aim: rules.Aim{Target: id}}
		}
	}
	return rules.DrinkPotion{Owner: id, Drinker: id, Action: "no green potion"}
}

// redOrBluePotion is a red or blue potion of h's card needing no aim.
func redOrBluePotion(g *rules.Game, id rules.ModelID) (string, bool) {
	hc := g.HeroCard(g.Model(id))
	for _, a := range hc.Actions {
		if a.Potion == cards.RedPotion || a.Potion == cards.BluePotion {
			return a.Name, true
		}
	}
	return "", false
}

// The fury's second half (project rule, rude_fury.go): a furious boss's
// round brings no spawning ("to prevent any sort of farming").
func TestRudeFuriousBossStopsSpawning(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	put(t, ex(g), ex(g).S.Boss, g.Heroes()[0])
	r := ex(g).rude()
	r.BossRound = 2
	g.Turn = 2 + RudeFuryGrace
	ex(g).rudeRoundBegins()
	assert.Positive(t, r.SpawnLeft, "within the grace the Consul spawns")
	g.Turn++
	evs := ex(g).rudeRoundBegins()
	assert.Zero(t, r.SpawnLeft, "furious: no more spawning")
	assert.Contains(t, eventsText(evs), "no spawning, no Scuttling Swarm")
}

// The fury's second half again (project rule, rude_fury.go; the document's
// "to prevent any sort of farming"): a support action that calls a minion
// is no way round it. Soak seed 10512: a lone Royal Paladin out-healed the
// Spider Speaker's Crawlers past the 60-round cap while the boss was
// furious. Within the grace Scuttling Swarm calls one; furious, it is
// refused with the reason.
func TestRudeFuriousBossStopsScuttlingSwarm(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	h := g.Heroes()[0]
	put(t, ex(g), ex(g).S.Boss, h)
	sp := put(t, ex(g), "Spider Speaker", h)
	swarm := func(turn int) (*rules.Game, error) {
		c := g.Clone()
		c.Turn = turn
		ex(c).rude().BossRound = 1
		apply(t, c, Activate{Monster: sp})
		_, err := c.Apply(Support{Action: "Scuttling Swarm", Target: rules.NoModel})
		return c, err
	}
	c, err := swarm(1 + RudeFuryGrace)
	require.NoError(t, err, "within the grace the Speaker calls a Crawler")
	assert.Equal(t, "Crawler", c.Model(ex(c).lastID()).Card)
	_, err = swarm(2 + RudeFuryGrace)
	assert.ErrorContains(t, err, "no Scuttling Swarm")
	assert.ErrorContains(t, err, "furious")
}

// Part 2, "Status Effects", "Ice": "For a Hero suffering from Ice, this
// includes using potions, though this does not prevent ... other heroes
// from using that model's potions".
func TestRudeIceStopsDrinkingNotSharing(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	require.Equal(t, rules.ConsulTurn, g.Phase)
	hs := g.Heroes()
	iced, friend := g.Model(hs[0]), g.Model(hs[1])
	iced.Potions, friend.Potions = 1, 0
	iced.Statuses = iced.Statuses.With(cards.Ice)
	elixir := greenPotion(g, hs[0]) // the Paladin's
	_, err := g.Apply(elixir)
	assert.ErrorContains(t, err, "Ice")
	elixir.Drinker, elixir.Aim = hs[1], rules.Aim{Target: hs[1]}
	apply(t, g, elixir)
	assert.Zero(t, g.Model(hs[0]).Potions, "the friend drank the iced Hero's potion")
}

// "Regarding Simultaneous Hero Activation": "the Heroes' turn will not
// end until all Heroes have finished their entire activation", turn after
// turn. A Hero whose friends all fell before activating (none left to
// revive) activates in the next Heroes' turn all the same: its activation
// token does not carry over.
func TestRudeLastHeroStandingActivatesEveryTurn(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	hs := g.Heroes()
	g.Turn = 2
	g.Coins = 0
	apply(t, g, rules.EndPhase{})
	require.Equal(t, rules.HeroTurn, g.Phase)
	apply(t, g, rules.StartActivation{Hero: hs[0]})
	apply(t, g, rules.EndActivation{})
	require.True(t, g.Model(hs[0]).Activated)
	g.Destroy(g.Model(hs[1]), rules.NoModel)
	g.Destroy(g.Model(hs[2]), rules.NoModel)
	for g.Phase != rules.HeroTurn || g.Turn == 2 {
		apply(t, g, rules.EndPhase{})
	}
	assert.Empty(t, g.Over)
	assert.Equal(t, []rules.ModelID{hs[0]}, g.HeroesInPlay())
	assert.NoError(t, g.CanActivate(hs[0]), "the last Hero standing activates in turn %d", g.Turn)
}

// "Regarding Simultaneous Hero Activation": each Hero activates once in
// the Heroes' turn. The core takes the activation tokens off once every
// Hero has activated, but a Hero that has had its activation this turn
// still reads as activated (the Hero cards ask), and one set aside has not
// finished.
func TestRudeActivatedThisTurn(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	hs := g.Heroes()
	apply(t, g, rules.EndPhase{})
	require.Equal(t, rules.HeroTurn, g.Phase)
	assert.False(t, RudeActivatedThisTurn(g, hs[0]))
	apply(t, g, rules.StartActivation{Hero: hs[0]})
	assert.False(t, RudeActivatedThisTurn(g, hs[0]), "active")
	apply(t, g, PauseHero{})
	assert.False(t, RudeActivatedThisTurn(g, hs[0]), "set aside")
	for _, h := range hs[1:] {
		apply(t, g, rules.StartActivation{Hero: h})
		apply(t, g, rules.EndActivation{})
	}
	assert.True(t, RudeActivatedThisTurn(g, hs[1]))
	assert.True(t, RudeActivatedThisTurn(g, hs[2]))
	assert.False(t, g.Model(hs[1]).Activated, "the core took the tokens off")
	assert.False(t, RudeActivatedThisTurn(g, hs[0]), "still set aside")
	apply(t, g, ResumeHero{Hero: hs[0]})
	apply(t, g, rules.EndActivation{})
	assert.NotEqual(t, rules.HeroTurn, g.Phase, "every Hero has activated")
	assert.False(t, RudeActivatedThisTurn(g, hs[0]), "only in the Heroes' turn")
}
