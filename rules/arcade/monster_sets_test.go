package arcade

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// setupWith is the shared data with the choices of s.
func setupWith(t testing.TB, s Setup) Setup {
	t.Helper()
	d, err := sharedData()
	require.NoError(t, err)
	s.Catalog, s.Tiles, s.Cards = d.Catalog, d.Tiles, d.Cards
	if len(s.Heroes) == 0 {
		s.Heroes = balanced
	}
	return s
}

func spawningPointCards(g *rules.Game) []string {
	var out []string
	for i := range g.Models {
		if m := &g.Models[i]; m.Kind == rules.KindSpawningPoint {
			out = append(out, m.Card)
		}
	}
	slices.Sort(out)
	return out
}

// Arcade rulebook, "1. Select Monsters": a spawning point per tile, a
// mini-boss and a dungeon boss; "4. Cards, Dice, and Tokens": the boss's
// own boss-fight deck is set aside. The Kobolds and Dragons set gives two
// Kobold Warrens and an Egg Clutch under Rex and Starfire.
func TestArcadeSetupKoboldsAndDragons(t *testing.T) {
	var starfireDeck []string
	for _, c := range cards.BossDeck(testArcadeCards(t).bossChallenges, "Starfire") {
		starfireDeck = append(starfireDeck, c.Name)
	}
	require.NotEmpty(t, starfireDeck)
	slices.Sort(starfireDeck)
	for seed := uint64(1); seed <= 10; seed++ {
		g, evs, err := New(setupWith(t, Setup{Seed: seed, Set: "Kobolds and Dragons"}))
		require.NoError(t, err)
		assert.Equal(t, []string{"Egg Clutch", "Kobold Warren", "Kobold Warren"}, spawningPointCards(g))
		assert.Equal(t, "Rex", StateOf(g).MiniBoss)
		assert.Equal(t, "Starfire", StateOf(g).Boss)
		deck := slices.Clone(g.Deck(BossChallengeDeck).Draw)
		slices.Sort(deck)
		assert.Equal(t, starfireDeck, deck, "seed %d: Starfire's boss-fight deck is set aside", seed)
		// The first tile's spawning point spawned monsters from its pool.
		var first *rules.Model
		for i := range g.Models {
			if m := &g.Models[i]; m.Kind == rules.KindSpawningPoint && m.Tile == 1 {
				first = m
			}
		}
		require.NotNil(t, first)
		spawned := find[MonsterSpawned](evs)
		require.NotEmpty(t, spawned, "seed %d: %s spawned", seed, first.Card)
		for _, s := range spawned {
			assert.Contains(t, poolNames(g.MonsterCard(first)), g.Model(s.Model.ID).Card)
		}
	}
}

func testArcadeCards(t testing.TB) *Cards {
	t.Helper()
	d, err := sharedData()
	require.NoError(t, err)
	return d.Cards
}

// A set fills only what the setup leaves empty; "random" is drawn from the
// seed with a source of its own, so naming what it drew gives the very same
// game (same state hash), dungeon and dice included.
func TestMonsterChoices(t *testing.T) {
	s := setupWith(t, Setup{Seed: 5, Set: "Kobolds and Dragons", Boss: "The Midnight Queen"})
	r, err := ResolveMonsters(s)
	require.NoError(t, err)
	assert.Equal(t, "Rex", r.MiniBoss)
	assert.Equal(t, "The Midnight Queen", r.Boss, "a named boss wins over the set's")
	assert.Empty(t, r.Set)
	assert.ElementsMatch(t, []string{"Kobold Warren", "Kobold Warren", "Egg Clutch"}, r.SpawningPoints)

	sets := map[string]bool{}
	bosses, minis, sps := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for seed := uint64(1); seed <= 30; seed++ {
		s := setupWith(t, Setup{Seed: seed, Set: Random})
		r, err := ResolveMonsters(s)
		require.NoError(t, err)
		sets[r.Boss] = true
		again, err := ResolveMonsters(s)
		require.NoError(t, err)
		assert.Equal(t, r, again, "seed %d: the same setup resolves the same way", seed)

		g1, _, err := New(s)
		require.NoError(t, err)
		g2, _, err := New(r)
		require.NoError(t, err)
		assert.Equal(t, g2.Hash(), g1.Hash(), "seed %d: random and its resolution give the same game", seed)

		rr, err := ResolveMonsters(setupWith(t, Setup{Seed: seed, Boss: "RANDOM", MiniBoss: Random, SpawningPoints: []string{Random, Random, "Spider Nest"}}))
		require.NoError(t, err)
		bosses[rr.Boss], minis[rr.MiniBoss] = true, true
		sps[rr.SpawningPoints[0]] = true
		assert.Equal(t, "Spider Nest", rr.SpawningPoints[2], "a named spawning point stays")
	}
	assert.Len(t, sets, 2, "a random set is sometimes each set")
	assert.Equal(t, map[string]bool{"Starfire": true, "The Midnight Queen": true}, bosses)
	assert.Equal(t, map[string]bool{"Rex": true, "Knight of the Tower": true}, minis)
	assert.Len(t, sps, 4, "a random spawning point is any of the four cards")

	// No set and no random: nothing to resolve, the box's defaults follow.
	plain := setupWith(t, Setup{Seed: 3})
	r, err = ResolveMonsters(plain)
	require.NoError(t, err)
	assert.Equal(t, plain, r)
}

// Arcade rulebook, "Game Size": five or six Heroes play on four tiles; a
// set adds its fourth spawning point.
func TestMonsterSetFourTiles(t *testing.T) {
	six := []string{"Tincan", "Cat Burglar", "Hexcast Sorceress", "Riftling Warrior", "Moonspire Guardian", "Sanctioned Witch"}
	g, _, err := New(setupWith(t, Setup{Seed: 2, Heroes: six, Set: "Kobolds and Dragons"}))
	require.NoError(t, err)
	assert.Equal(t, []string{"Egg Clutch", "Egg Clutch", "Kobold Warren", "Kobold Warren"}, spawningPointCards(g))
	g, _, err = New(setupWith(t, Setup{Seed: 2, Heroes: six, Set: "Arcade Box"}))
	require.NoError(t, err)
	assert.Equal(t, []string{"Shadow Tower", "Shadow Tower", "Spider Nest", "Spider Nest"}, spawningPointCards(g))
}

func TestMonsterChoiceErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		s    Setup
		want string
	}{
		{"unknown set", Setup{Set: "Goblins"}, `no monster set named "Goblins" (sets: Arcade Box, Kobolds and Dragons, or random)`},
		{"rex is no boss", Setup{Boss: "Rex"}, `boss: "Rex" is not a dungeon boss card`},
		{"starfire is no mini-boss", Setup{MiniBoss: "Starfire"}, `mini-boss: "Starfire" is not a mini-boss card`},
		{"a minion is no spawning point", Setup{SpawningPoints: []string{"Kobold Warren", "Hatchling", "Egg Clutch"}}, "spawning points[1]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := New(setupWith(t, tc.s))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

// Arcade rulebook, "Unique": the Consul resolves every unique action on a
// card. Offensive actions are automatic; support actions only by name, so
// a card may carry only the support actions the Consul knows
// (consul_monsters.go, uniqueAction).
func TestEveryMonsterActionIsAutomated(t *testing.T) {
	known := []string{"Scuttling Swarm", "My Champion", "Hidden Lever"}
	for name, m := range testCatalog(t).Monsters {
		for _, a := range m.Actions {
			if a.Type == cards.Offensive {
				assert.True(t, a.Range > 0 || a.Area.Kind == "Wave", "%s: %s needs a range or a Wave the Consul can aim", name, a.Name)
				assert.NotContains(t, []string{"Lance", "Sweep", "Cross"}, a.Area.Kind, "%s: %s: the Consul cannot aim a %s yet", name, a.Name, a.Area.Kind)
				assert.Empty(t, a.Control.Name, "%s: %s: monster attacks do not apply control effects yet", name, a.Name)
				continue
			}
			assert.Contains(t, known, a.Name, "%s: support action %s is not automated", name, a.Name)
		}
	}
}

// The new set's unique actions, each used by the Consul's Unique command
// on a Hero next to the monster: every offensive action targets, none is
// reported as not automated. The Ironscale gains its Gouger's Gouge while
// the Gouger is within two squares (Arcade rulebook, "Forming a Gang").
func TestKoboldAndDragonUniqueActions(t *testing.T) {
	for _, tc := range []struct {
		cast []string
		want []string
	}{
		{[]string{"M=Kobold Ironscale", "X=Kobold Gouger"}, []string{"Shield Bash", "Gouge"}},
		{[]string{"M=Kobold Ironscale", "X=Kobold Knucklehead"}, []string{"Shield Bash"}},
		{[]string{"M=Kobold Flinger"}, []string{"Hot Pot"}},
		{[]string{"M=Wyrmling", "X=Hatchling"}, []string{"Dive Bomb"}},
		{[]string{"M=Rex"}, []string{"Rex Smash", "Thwomp"}},
		{[]string{"M=Starfire"}, []string{"Dragon Breath", "Tail Sweep"}},
	} {
		t.Run(tc.cast[0][2:]+strings.Repeat("+gang", len(tc.cast)-1), func(t *testing.T) {
			cast := append([]string{"W=Riftling Warrior"}, tc.cast...)
			if len(tc.cast) == 1 {
				cast = append(cast, "X=Tower Blackblade") // a bystander, bonded to nothing here
			}
			g, id := consulBoard(t, `
+-+-+-+-+-+-+
|W M . . . .|
+ + + + + + +
|. . . . . .|
+ + + + + + +
|. . . X . .|
+-+-+-+-+-+-+`, cast...)
			evs := asArcade(g).monsterUnique(g.Model(id['M']))
			var used []string
			for _, e := range find[rules.Targeted](evs) {
				if !slices.Contains(used, e.Action) {
					used = append(used, e.Action)
				}
			}
			assert.Equal(t, tc.want, used)
			for _, n := range find[rules.Note](evs) {
				assert.NotContains(t, n.Text, "not automated", "%v", n.Text)
				assert.NotContains(t, n.Text, "cannot use", "%v", n.Text)
			}
		})
	}
}

// Egg Clutch (monsters.yaml, project decision): ruby monsters within two
// squares gain Tough and heal a wound at the Consul's upkeep (Arcade
// rulebook, "Tough"); others do not.
func TestEggClutchWarmsRubyMonsters(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+
|W . . . . . . .|
+ + + + + + + + +
|. E . Y . . H .|
+ + + + + + + + +
|. K . . . . . .|
+-+-+-+-+-+-+-+-+`, "W=Riftling Warrior", "E=Egg Clutch", "Y=Wyrmling", "H=Whelp", "K=Kobold Ironscale")
	for _, r := range "YHK" {
		g.Model(id[r]).Wounds = 1
	}
	assert.True(t, g.Has(g.Model(id['Y']), "Tough"))
	asArcade(g).consulUpkeep()
	assert.Equal(t, 0, g.Model(id['Y']).Wounds, "the Wyrmling, two squares away, is warmed")
	assert.Equal(t, 1, g.Model(id['H']).Wounds, "the Whelp is five squares away")
	assert.Equal(t, 1, g.Model(id['K']).Wounds, "kobolds are not ruby")
}

// Mob (card-facts.md, project reading in stats.go): a Kobold Ironscale
// with four bonded kobolds around it, as when two Warrens' mobs meet, hits
// one harder than its gang STR.
func TestKoboldMob(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+
|W I 1 2 .|
+ + + + + +
|. 3 . . 4|
+-+-+-+-+-+`, "W=Riftling Warrior", "I=Kobold Ironscale", "1=Kobold Knucklehead", "2=Kobold Gouger", "3=Kobold Knucklehead", "4=Kobold Gouger")
	iron := g.Model(id['I'])
	assert.Equal(t, 2, g.STR(iron, 0), "three bonded kobolds: gang STR")
	g.Model(id['4']).Pos = pt(2, 1)
	assert.Equal(t, 3, g.STR(g.Model(id['I']), 0), "four: Mob")
	for _, r := range "1234" {
		g.Model(id[r]).InPlay = false
	}
	assert.Equal(t, cards.Profile{AP: 2, STR: 1, Range: 1}, g.Profile(g.Model(id['I'])), "alone: solo attributes")
}
