package scene

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// Rude Supers, "Variants", "Anti-Hero": the setup's Anti-Hero row picks
// the Hero (never one of the party) and its loot and treasure by clicks,
// each button staying in place and on screen at 100% and 200%; the rules
// get the choice and build the game; the board's hover card of the model
// says "ANTI-HERO".
func TestExploreSetupAntiHeroRow(t *testing.T) {
	for _, scale := range []int{100, 200} {
		ctx, m, s := rudeSetupScreen(t, scale)
		require.NoError(t, m.Update(ctx))
		find := func(sub string) *actionButton {
			for _, b := range s.buttons {
				if b.cost == sub {
					return b
				}
			}
			t.Fatalf("no %q button among %d", sub, len(s.buttons))
			return nil
		}
		click := func(sub string) {
			r := find(sub).rect
			ctx.In = Input{X: r.X + r.W/2, Y: r.Y + r.H/2, Clicked: true}
			require.NoError(t, m.Update(ctx))
			ctx.In = Input{}
			require.NoError(t, m.Update(ctx))
		}
		assert.Equal(t, "Anti-Hero: off", find("a Hero as a mini-boss").label)
		assert.NotEmpty(t, find("Anti-Hero's loot").disabled, "the cards wait for the Anti-Hero")
		assert.Nil(t, s.exploreSetup().Rude.AntiHero)
		for _, b := range s.buttons {
			assert.LessOrEqual(t, b.rect.Y+b.rect.H, float64(ctx.H), "%d%%: %q is on screen", scale, b.label)
		}
		click("a Hero as a mini-boss")
		assert.Equal(t, "Anti-Hero: "+chooseForMe, find("a Hero as a mini-boss").label)
		click("a Hero as a mini-boss")
		hero := strings.TrimPrefix(find("a Hero as a mini-boss").label, "Anti-Hero: ")
		assert.NotContains(t, s.party, hero)
		assert.NotEqual(t, chooseForMe, hero)
		click("Anti-Hero's loot")
		click("Anti-Hero's treasure")
		es := s.exploreSetup()
		a := es.Rude.AntiHero
		require.NotNil(t, a)
		assert.Equal(t, hero, a.Hero)
		assert.Equal(t, find("Anti-Hero's loot").label, a.Loot)
		assert.Equal(t, find("Anti-Hero's treasure").label, a.Treasure)
		g, _, err := explore.New(es)
		require.NoError(t, err, "%d%%", scale)
		assert.Equal(t, hero, explore.StateOf(g).MiniBosses[0])
		// Every Hero the button offers is outside the party.
		for range 12 {
			click("a Hero as a mini-boss")
			if h := strings.TrimPrefix(find("a Hero as a mini-boss").label, "Anti-Hero: "); h != "off" && h != chooseForMe {
				assert.False(t, slices.Contains(s.party, h), h)
			}
		}
	}
}

// The play screen's hover card names the Anti-Hero and its two cards.
func TestAntiHeroHoverCard(t *testing.T) {
	a := explore.AntiHeroChoice{Hero: "Tincan", Loot: "Bent Nail", Treasure: "Stone Heart"}
	p, err := newExplorePlay(explore.Setup{Seed: 1, Heroes: ExploreBalanced, Rude: &explore.RudeOptions{AntiHero: &a}}, ExploreRoles{HeroesAI: true})
	require.NoError(t, err)
	s := explore.StateOf(p.g)
	p.g.Turn = 2
	s.Rude.SpawnLeft = 8
	for i := range p.g.Models {
		sp := &p.g.Models[i]
		if sq := explore.RudeSpawnSquares(p.g, "Tincan", sp.ID); len(sq) > 0 && explore.MiniBossMayEnter(p.g, sp.ID) == nil {
			_, err := p.g.Apply(explore.RudeSpawn{Monster: "Tincan", From: sp.ID, At: sq[0]})
			require.NoError(t, err)
			text := p.describe(p.g.At(sq[0]))
			assert.Contains(t, text, "ANTI-HERO")
			assert.Contains(t, text, "Bent Nail and Stone Heart")
			assert.Contains(t, text, "drinks no potion")
			return
		}
	}
	t.Fatal("no spawning point let the Anti-Hero in")
}

// A saved Anti-Hero game continues as the same game: the slot's record
// holds the Anti-Hero's choice, and the game resumed once the computer
// Consul has called its Anti-Hero has it on the board, its mini-boss
// card and the same hash.
func TestAntiHeroGameSavesAndContinues(t *testing.T) {
	ctx := newContext(t)
	ctx.Store = NewStoreAt(t.TempDir())
	a := explore.AntiHeroChoice{Hero: "Tincan", Loot: "Bent Nail", Treasure: "Stone Heart"}
	p, err := newExplorePlay(explore.Setup{Seed: 6, Heroes: ExploreBalanced, Rude: &explore.RudeOptions{AntiHero: &a}}, ExploreRoles{HeroesAI: true, ConsulAI: true})
	require.NoError(t, err)
	runTicks(t, p, ctx, 2)
	require.NotEmpty(t, p.slot, "the game took a slot")
	p.speed = 1000
	p.auto = p.ex.heroAI
	inPlay := func() bool {
		for i := range p.g.Models {
			if m := &p.g.Models[i]; m.InPlay && explore.AntiHeroOf(p.g, m) {
				return true
			}
		}
		return false
	}
	exRunUntil(t, p, ctx, 60000, "the Anti-Hero in the dungeon", func() bool { return inPlay() || p.g.Over != "" })
	require.True(t, inPlay(), "the computer Consul called its Anti-Hero")
	require.Empty(t, p.g.Over, "the game goes on (Continue passes over a finished game)")
	resumed, err := ContinueGame(ctx.Store)
	require.NoError(t, err)
	rp := resumed.(*Play)
	assert.Equal(t, &a, explore.AntiHero(rp.g))
	assert.NotNil(t, rp.g.Catalog().Monsters["Tincan"], "its mini-boss card")
	assert.Equal(t, p.g.Hash(), rp.g.Hash(), "Continue resumes the exact game")
}

// A Rude Supers game watched with the computer on both sides (the setup's
// "a game to watch" drives the party with the hero AI every tick) lets
// each Super's rude interruption in: the hero AI waits while one is owed
// (before, the party's end of the turn was tried first and refused, and
// the game stopped at the first interruption: "Knight of the Tower still
// interrupts the Heroes' turn").
func TestRudeWatchedGameLetsTheSupersInterrupt(t *testing.T) {
	ctx := newContext(t)
	p, err := newExplorePlay(explore.Setup{Seed: 6, Heroes: ExploreBalanced, Rude: &explore.RudeOptions{}}, ExploreRoles{HeroesAI: true, ConsulAI: true})
	require.NoError(t, err)
	runTicks(t, p, ctx, 2)
	p.speed = 1000
	p.auto = p.ex.heroAI
	interrupted := false
	exRunUntil(t, p, ctx, 60000, "round 5", func() bool {
		s := explore.StateOf(p.g)
		interrupted = interrupted || (s.Rude.Slots > 0)
		return p.g.Turn >= 5 || p.g.Over != ""
	})
	assert.True(t, interrupted, "a Super interrupted the Heroes' turn")
}
