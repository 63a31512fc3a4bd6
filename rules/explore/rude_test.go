package explore

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Tests of the Rude Supers variant (shared/seeds/003_...), each naming the
// part of the document it checks.

func rudeGame(t *testing.T, heroes []string, difficulty string) (*rules.Game, eg) {
	t.Helper()
	g, _, err := New(Setup{Seed: 7, Heroes: heroes, Catalog: testCatalog(t), Rude: &RudeOptions{Difficulty: difficulty}})
	require.NoError(t, err)
	return g, eg{g, StateOf(g)}
}

// ex is g's Explore view now (Apply replaces the state: fetch it again
// after every command).
func ex(g *rules.Game) eg { return eg{g, StateOf(g)} }

// freeNear is the first free square (row-major) within d squares of p
// where card fits.
func freeNear(g *rules.Game, card string, p tiles.Point, d int) tiles.Point {
	large := g.Catalog().Monsters[card].Large
	for _, q := range g.Board.Points() {
		if tiles.Dist(p, q) <= d && tiles.Dist(p, q) > 0 && g.Fits(q, large, rules.NoModel) {
			return q
		}
	}
	panic("no room")
}

// put places card near Hero h for a test.
func put(t *testing.T, e eg, card string, near rules.ModelID) rules.ModelID {
	t.Helper()
	_, err := e.place(card, freeNear(e.Game, card, e.Model(near).Pos, 3), 0, "test")
	require.NoError(t, err)
	id := e.lastID()
	if card == e.S.Boss {
		e.S.BossID = id
	}
	return id
}

func spawningPoints(g *rules.Game) []rules.ModelID {
	var out []rules.ModelID
	for i := range g.Models {
		if g.Models[i].Kind == rules.KindSpawningPoint {
			out = append(out, g.Models[i].ID)
		}
	}
	return out
}

// "Spawn Points: Every Spawn Point is reduced to 3 hearts"; "7) Heroes
// Enter the Dungeon": one Princess Coin per Hero; "Round Progression":
// "The Consul will always go first"; the first round's Phase 1 spawns the
// table's skulls (no Explore first spawn); auras are off unless chosen.
func TestRudeSetupAndPool(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	assert.Equal(t, rules.ConsulTurn, g.Phase)
	assert.Equal(t, 1, g.Turn)
	assert.Equal(t, 3, g.Coins)
	assert.Equal(t, RudeHero, ex(g).rude().Difficulty)
	assert.False(t, ex(g).rude().Auras, "auras off by default")
	sps := spawningPoints(g)
	require.Len(t, sps, 3, "3 Heroes = 3 Spawn Points = 3 Tiles")
	for _, id := range sps {
		assert.Equal(t, 3, g.Hearts(g.Model(id)))
	}
	for i := range g.Models {
		assert.NotEqual(t, rules.KindMonster, g.Models[i].Kind, "no monster before the Consul's Phase 1: %s", g.Models[i].Card)
	}
	assert.Equal(t, 8, ex(g).rude().SpawnLeft)
	_, _, err := New(Setup{Seed: 7, Heroes: append(balanced, "Tincan", "Cat Burglar", "Riftling Rogue"), Catalog: testCatalog(t), Rude: &RudeOptions{}})
	assert.ErrorContains(t, err, "3 to 5 Heroes")
	_, _, err = New(Setup{Seed: 7, Heroes: balanced, Catalog: testCatalog(t), Rude: &RudeOptions{Difficulty: "nightmare"}})
	assert.ErrorContains(t, err, "difficulty")
}

// The document's tables: "# of skulls available" (8/9, 10/12, 13/15),
// "# of available Mini-Bosses" (1/2, 2/3, 3/4), "# of Interruptions
// Available for the Boss" (1/2, 2/3, 3/4; Hard Mode keeps Hero Mode's),
// and the worked example "9 → 7 → 5 → 0".
func TestRudeTables(t *testing.T) {
	for _, c := range []struct {
		party              int
		diff               string
		skulls, mini, boss int
	}{
		{3, RudeHero, 8, 1, 1}, {3, RudeConsul, 9, 2, 2}, {3, RudeHard, 9, 2, 1},
		{4, RudeHero, 10, 2, 2}, {4, RudeConsul, 12, 3, 3}, {4, RudeHard, 12, 3, 2},
		{5, RudeHero, 13, 3, 3}, {5, RudeConsul, 15, 4, 4}, {5, RudeHard, 15, 4, 3},
	} {
		r := &Rude{Party: c.party, Difficulty: c.diff}
		assert.Equal(t, c.skulls, r.RudeSpawnSkulls(0, 3), "%+v", c)
		assert.Equal(t, c.mini, r.MiniBossMax(), "%+v", c)
		assert.Equal(t, c.boss, r.BossInterruptions(), "%+v", c)
	}
	r := &Rude{Party: 3, Difficulty: RudeConsul}
	assert.Equal(t, []int{9, 7, 5, 0}, []int{r.RudeSpawnSkulls(0, 3), r.RudeSpawnSkulls(1, 2), r.RudeSpawnSkulls(2, 1), r.RudeSpawnSkulls(3, 0)})
}

// "Consul Phase 1: Spawn/Upkeep": "The Consul may spawn any monster in the
// Spawning Pool from any spawn point, provided the skulls are available",
// adjacent to the spawn point; "Whenever a Spawn Point is destroyed, its
// associated monsters are removed from the Consul's Spawning Pool"; Phase
// 2 (movement) ends spawning.
func TestRudeSpawnFromSharedPool(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	var tower, nest rules.ModelID = -1, -1
	for _, id := range spawningPoints(g) {
		switch g.Model(id).Card {
		case "Shadow Tower":
			tower = id
		case "Spider Nest":
			nest = id
		}
	}
	require.True(t, tower >= 0 && nest >= 0)
	sq := RudeSpawnSquares(g, "Crawler", tower)
	require.NotEmpty(t, sq)
	assert.Equal(t, 1, g.ModelDist(g.Model(tower), &rules.Model{Pos: sq[0]}), "adjacent")
	far := tiles.Point{X: sq[0].X + 5, Y: sq[0].Y}
	_, err := g.Apply(RudeSpawn{Monster: "Crawler", From: tower, At: far})
	assert.ErrorContains(t, err, "next to that spawning point")
	// A Spider Nest's Crawler from a Shadow Tower: the shared pool.
	apply(t, g, RudeSpawn{Monster: "Crawler", From: tower, At: sq[0]})
	assert.Equal(t, 8-ex(g).S.Data().Profiles["Crawler"].Skulls, ex(g).rude().SpawnLeft)
	assert.Equal(t, 2, RudePool(g)["Crawler"], "the nest's three less the one in play")
	// The nest falls: its monsters leave the pool.
	g.Destroy(g.Model(nest), rules.NoModel)
	assert.Zero(t, RudePool(g)["Crawler"])
	sq = RudeSpawnSquares(g, "Crawler", tower)
	_, err = g.Apply(RudeSpawn{Monster: "Crawler", From: tower, At: sq[0]})
	assert.ErrorContains(t, err, "no Crawler left")
	// Over the skulls left.
	ex(g).rude().SpawnLeft = 1
	_, err = g.Apply(RudeSpawn{Monster: "Tower Stalker", From: tower, At: RudeSpawnSquares(g, "Tower Stalker", tower)[0]})
	assert.ErrorContains(t, err, "only 1 skull left")
	// Phase 2 begins with the first activation: spawning is over.
	ex(g).rude().SpawnLeft = 8
	apply(t, g, Activate{Monster: ex(g).lastID() - 0})
	apply(t, g, EndMonster{})
	_, err = g.Apply(RudeSpawn{Monster: "Tower Blackblade", From: tower, At: RudeSpawnSquares(g, "Tower Blackblade", tower)[0]})
	assert.ErrorContains(t, err, "spawning is over")
}

// "For every previously destroyed Spawn Point, the number of skulls
// available for the Consul to spawn is reduced by 2", as each round's
// Phase 1 begins; the round is the Consul's turn then the Heroes' turn
// and their power-up.
func TestRudeRoundProgression(t *testing.T) {
	g, _ := rudeGame(t, balanced, RudeConsul)
	assert.Equal(t, 9, ex(g).rude().SpawnLeft)
	g.Destroy(g.Model(spawningPoints(g)[0]), rules.NoModel)
	apply(t, g, rules.EndPhase{})
	assert.Equal(t, rules.HeroTurn, g.Phase, "the Consul's turn, then the Heroes'")
	assert.Equal(t, 1, g.Turn)
	for _, id := range g.Heroes() {
		apply(t, g, rules.StartActivation{Hero: id})
		apply(t, g, rules.EndActivation{})
	}
	assert.Equal(t, rules.HeroPowerUp, g.Phase, "every Hero activates, then the power-up")
	apply(t, g, rules.EndPhase{})
	assert.Equal(t, rules.ConsulTurn, g.Phase, "no Consul power-up: the next round begins")
	assert.Equal(t, 2, g.Turn)
	assert.Equal(t, 7, ex(g).rude().SpawnLeft, "9, two fewer for the fallen spawning point")
}

// "Consul Phase 2: Movement": "On the Consul's first turn, they are not
// allowed to kill any Hero. He may take them down to 1 heart".
func TestRudeNoHeroDestroyedOnTheConsulsFirstTurn(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	h := g.Model(g.Heroes()[0])
	g.Wound(h, rules.NoModel, g.Hearts(h), "test", false)
	assert.True(t, h.InPlay)
	assert.Equal(t, g.Hearts(h)-1, h.Wounds, "down to one heart")
	g.Turn = 2
	g.Wound(h, rules.NoModel, 1, "test", false)
	assert.False(t, g.Model(h.ID).InPlay, "from the second round on, it falls")
}

// "Spawning Mini-Bosses": four skulls; conditions #1 (round 2 or later),
// #2 (under the limit), the spawn rate (3 Heroes: one every other round),
// #3 (one spawning point left: no mini-boss in play) and #6 (not on a
// Hero's tile while another spawning point's tile has none).
func TestRudeMiniBossConditions(t *testing.T) {
	g, _ := rudeGame(t, balanced, RudeHero)
	sps := spawningPoints(g)
	var far rules.ModelID = -1
	for _, id := range sps {
		if ex(g).heroesIn(g.Board.TileOf(g.Model(id).Pos)) == 0 && far < 0 {
			far = id
		}
	}
	require.True(t, far >= 0)
	assert.ErrorContains(t, ex(g).MiniBossAllowed(far), "condition #1")
	g.Turn = 2
	require.NoError(t, ex(g).MiniBossAllowed(far))
	at := RudeSpawnSquares(g, "Knight of the Tower", far)[0]
	ex(g).rude().SpawnLeft = 3
	_, err := g.Apply(RudeSpawn{Monster: "Knight of the Tower", From: far, At: at})
	assert.ErrorContains(t, err, "costs 4 skulls")
	ex(g).rude().SpawnLeft = 8
	apply(t, g, RudeSpawn{Monster: "Knight of the Tower", From: far, At: at})
	assert.Equal(t, 4, ex(g).rude().SpawnLeft)
	assert.ErrorContains(t, ex(g).MiniBossAllowed(far), "condition #2", "Hero Mode, 3 Heroes: one mini-boss")
	ex(g).rude().Difficulty = RudeConsul
	assert.ErrorContains(t, ex(g).MiniBossAllowed(far), "spawn rate")
	g.Turn = 3
	assert.ErrorContains(t, ex(g).MiniBossAllowed(far), "spawn rate", "one every other round")
	g.Turn = 4
	// #4: the Knight's tile again while another spawning point's tile has
	// no mini-boss; #6: a Hero's tile while another has none; else yes.
	assert.ErrorContains(t, ex(g).MiniBossAllowed(far), "condition #4")
	for _, id := range sps {
		if id == far {
			continue
		}
		if ex(g).heroesIn(g.Board.TileOf(g.Model(id).Pos)) > 0 {
			assert.ErrorContains(t, ex(g).MiniBossAllowed(id), "condition #6")
		} else {
			assert.NoError(t, ex(g).MiniBossAllowed(id))
		}
	}
	// #3: one spawning point left with a mini-boss in play.
	for _, id := range sps {
		if id != far {
			g.Destroy(g.Model(id), rules.NoModel)
		}
	}
	assert.ErrorContains(t, ex(g).MiniBossAllowed(far), "condition #3")
}

// "Spawning the Dungeon Boss": it may spawn when the spawning points and
// mini-bosses destroyed reach the number of Heroes, or the Princess Coins
// are gone; it spawns by itself when no spawning point is left; "at least
// 10 spaces away from any Hero".
func TestRudeBossConditions(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	assert.Error(t, ex(g).BossMaySpawn())
	g.Coins = 0
	assert.NoError(t, ex(g).BossMaySpawn(), "the Heroes have exhausted their Princess Coins")
	g.Coins = 3
	sps := spawningPoints(g)
	g.Destroy(g.Model(sps[0]), rules.NoModel)
	g.Destroy(g.Model(sps[1]), rules.NoModel)
	assert.Error(t, ex(g).BossMaySpawn(), "two of three")
	mini := put(t, ex(g), "Knight of the Tower", g.Heroes()[0])
	g.Destroy(g.Model(mini), rules.NoModel)
	assert.NoError(t, ex(g).BossMaySpawn(), "two spawning points and a mini-boss: three")
	sq := BossSquares(g)
	require.NotEmpty(t, sq)
	for _, id := range g.HeroesInPlay() {
		assert.GreaterOrEqual(t, tiles.Dist(sq[0], g.Model(id).Pos), RudeBossDistance)
	}
	near := freeNear(g, ex(g).S.Boss, g.Model(g.Heroes()[0]).Pos, 2)
	_, err := g.Apply(RudeSpawnBoss{At: near})
	assert.ErrorContains(t, err, "at least 10 squares")
	// The last spawning point falls: the next round's Phase 1 brings the
	// boss by itself.
	g.Destroy(g.Model(sps[2]), rules.NoModel)
	apply(t, g, rules.EndPhase{})
	for _, id := range g.Heroes() {
		apply(t, g, rules.StartActivation{Hero: id})
		apply(t, g, rules.EndActivation{})
	}
	evs := apply(t, g, rules.EndPhase{})
	assert.NotEqual(t, rules.NoModel, ex(g).S.BossID)
	assert.True(t, g.Model(ex(g).S.BossID).InPlay)
	found := false
	for _, ev := range evs {
		if r, ok := ev.(RudeEvent); ok && r.Text != "" {
			found = found || assert.ObjectsAreEqual(true, len(r.Text) > 0)
		}
	}
	assert.True(t, found)
}

// "Supers: Rude Interruptions": a Super within a tile of a Hero interrupts
// after a Hero's activation ("The first Super to activate during the
// Heroes' turn must do so after the first Hero has finished"), a
// mini-boss "once and only once", the boss its allowance (1 in a 3-Hero
// Hero Mode game) and "only ... between 2 active Heroes"; the Heroes wait
// while a Super is owed its slot.
func TestRudeInterruptions(t *testing.T) {
	g, _ := rudeGame(t, balanced, RudeHero)
	hs := g.Heroes()
	knight := put(t, ex(g), "Knight of the Tower", hs[0])
	boss := put(t, ex(g), ex(g).S.Boss, hs[1])
	apply(t, g, rules.EndPhase{}) // the Consul's turn ends
	require.Equal(t, rules.HeroTurn, g.Phase)
	assert.ElementsMatch(t, []rules.ModelID{knight, boss}, ex(g).rude().Interrupters)
	assert.Empty(t, Interrupting(g), "not before the first Hero")
	_, err := g.Apply(Activate{Monster: knight})
	assert.ErrorContains(t, err, "may not interrupt now")
	apply(t, g, rules.StartActivation{Hero: hs[0]})
	apply(t, g, rules.EndActivation{})
	assert.ElementsMatch(t, []rules.ModelID{knight, boss}, Interrupting(g))
	_, err = g.Apply(rules.StartActivation{Hero: hs[1]})
	assert.ErrorContains(t, err, "interrupts first")
	evs := apply(t, g, Activate{Monster: knight})
	require.NotEmpty(t, evs)
	assert.Contains(t, evs[0].String(), "RUDE INTERRUPTION")
	apply(t, g, EndMonster{})
	assert.Empty(t, Interrupting(g), "one slot per Hero's activation")
	apply(t, g, rules.StartActivation{Hero: hs[1]})
	apply(t, g, rules.EndActivation{})
	assert.Equal(t, []rules.ModelID{boss}, Interrupting(g), "the Knight interrupts once")
	apply(t, g, Activate{Monster: boss})
	apply(t, g, EndMonster{})
	assert.Empty(t, Interrupting(g), "Hero Mode, 3 Heroes: the boss interrupts once")
	apply(t, g, rules.StartActivation{Hero: hs[2]})
	apply(t, g, rules.EndActivation{})
	assert.Equal(t, rules.HeroPowerUp, g.Phase)
}

// "If a Hero has been destroyed, any Mini-Boss may still use the
// interruption slot that would have been in place for that Hero (This is
// not true for bosses)", and the Consul's choice "not to activate Supers
// during the Heroes' turn ... decided before the Heroes begin their turn".
func TestRudeFallenHeroSlotAndDecline(t *testing.T) {
	g, _ := rudeGame(t, balanced, RudeConsul)
	hs := g.Heroes()
	k := put(t, ex(g), "Knight of the Tower", hs[0])
	r := put(t, ex(g), "Rex", hs[0])
	b := put(t, ex(g), ex(g).S.Boss, hs[0])
	g.Turn = 2 // after the first round: Heroes may fall
	g.Destroy(g.Model(hs[1]), rules.NoModel)
	g.Destroy(g.Model(hs[2]), rules.NoModel)
	apply(t, g, rules.EndPhase{})
	apply(t, g, Decline{Supers: []rules.ModelID{b}})
	apply(t, g, rules.StartActivation{Hero: hs[0]})
	apply(t, g, rules.EndActivation{})
	assert.Equal(t, rules.HeroTurn, g.Phase, "held open: two mini-bosses owed the fallen Heroes' slots")
	assert.ElementsMatch(t, []rules.ModelID{k, r}, Interrupting(g), "the declined boss waits")
	apply(t, g, Activate{Monster: k})
	apply(t, g, EndMonster{})
	apply(t, g, Activate{Monster: r})
	apply(t, g, EndMonster{})
	assert.Empty(t, Interrupting(g))
	apply(t, g, rules.EndPhase{})
	assert.Equal(t, rules.HeroPowerUp, g.Phase)
	_, err := g.Apply(Decline{Supers: []rules.ModelID{k}})
	assert.Error(t, err)
}

// "Upkeep": "during the Heroes' first turn: instead of applying damaging
// effects, remove any and all negative status effects from all Heroes";
// "Using Princess Coins": "A Hero also receives 1 potion after being
// revived"; "Victory Conditions": "The Consul is victorious when all
// remaining Heroes have been eliminated".
func TestRudeFirstTurnRevivalAndVictory(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	hs := g.Heroes()
	h := g.Model(hs[0])
	h.Statuses = h.Statuses.With(cards.Fire).With(cards.Poison)
	apply(t, g, rules.EndPhase{})
	assert.Zero(t, g.Model(hs[0]).Statuses)
	g.Model(hs[1]).Potions = 0
	g.Destroy(g.Model(hs[1]), rules.NoModel)
	for _, id := range []rules.ModelID{hs[0], hs[2]} {
		apply(t, g, rules.StartActivation{Hero: id})
		apply(t, g, rules.EndActivation{})
	}
	apply(t, g, rules.EndPhase{}) // the power-up revives it with a coin
	assert.True(t, g.Model(hs[1]).InPlay)
	assert.Equal(t, 2, g.Coins)
	assert.Equal(t, 1, g.Model(hs[1]).Potions, "a potion after being revived")
	for _, id := range hs {
		g.Destroy(g.Model(id), rules.NoModel)
	}
	assert.Equal(t, "consul", g.Over)
}

// "Regarding Simultaneous Hero Activation": with no Super able to
// interrupt, the Heroes' moves and actions interleave in any order ("the
// Heroes' turn will not end until all Heroes have finished their entire
// activation"); each Hero's upkeep comes right before its own activation.
func TestRudeSimultaneousActivation(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	hs := g.Heroes()
	apply(t, g, rules.EndPhase{})
	require.True(t, Simultaneous(g), "no Super in the dungeon")
	step := func(id rules.ModelID) tiles.Point {
		r := g.ReachableSquares(id)
		require.NotEmpty(t, r)
		return r[0].At
	}
	apply(t, g, rules.StartActivation{Hero: hs[0]})
	a := step(hs[0])
	p, _, ok := g.PathTo(hs[0], a)
	require.True(t, ok)
	apply(t, g, rules.Move{Path: p})
	spent := g.Act.MPSpent
	apply(t, g, PauseHero{})
	assert.Equal(t, []rules.ModelID{hs[0]}, PausedHeroes(g))
	apply(t, g, rules.StartActivation{Hero: hs[1]})
	apply(t, g, PauseHero{})
	_, err := g.Apply(rules.EndPhase{})
	assert.ErrorContains(t, err, "paused")
	apply(t, g, ResumeHero{Hero: hs[0]})
	assert.Equal(t, spent, g.Act.MPSpent, "its movement points where it left them")
	apply(t, g, rules.EndActivation{})
	apply(t, g, rules.StartActivation{Hero: hs[2]})
	apply(t, g, rules.EndActivation{})
	assert.Equal(t, rules.HeroTurn, g.Phase, "a Hero has not finished: the turn goes on")
	apply(t, g, ResumeHero{Hero: hs[1]})
	apply(t, g, rules.EndActivation{})
	assert.Equal(t, rules.HeroPowerUp, g.Phase)

	// With a Super still able to interrupt, the Heroes go one by one.
	g, _ = rudeGame(t, balanced, "")
	put(t, ex(g), "Knight of the Tower", g.Heroes()[0])
	apply(t, g, rules.EndPhase{})
	apply(t, g, rules.StartActivation{Hero: g.Heroes()[0]})
	_, err = g.Apply(PauseHero{})
	assert.ErrorContains(t, err, "no Super can interrupt")
}

// "Movement Reset": a Hero may reset its movement "as long as no action
// has taken place"; after an action the reset point is where it ended.
func TestRudeMovementReset(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	h := g.Heroes()[0]
	apply(t, g, rules.EndPhase{})
	apply(t, g, rules.StartActivation{Hero: h})
	start := g.Model(h).Pos
	var far tiles.Point
	for _, r := range g.ReachableSquares(h) {
		if r.Cost == 2 {
			far = r.At
			break
		}
	}
	p, _, ok := g.PathTo(h, far)
	require.True(t, ok)
	apply(t, g, rules.Move{Path: p})
	require.Equal(t, 2, g.Act.MPSpent)
	apply(t, g, ResetMove{})
	assert.Equal(t, start, g.Model(h).Pos)
	assert.Zero(t, g.Act.MPSpent, "the points come back")
	// Dash is an action: the reset point moves with it.
	d := g.PathGraph().Reachable(g.Mover(g.Model(h)), start, 2)
	var to tiles.Point
	for _, q := range d.Ends() {
		if q != start {
			to = q
			break
		}
	}
	apply(t, g, rules.Dash{Path: d.Path(to)})
	_, err := g.Apply(ResetMove{})
	assert.ErrorContains(t, err, "not moved since its last action")
}

// "Using Princess Coins": "Revived Heroes reappear either 1) within 4
// spaces of another Hero or 2) anywhere between any active Hero and the
// start marker", not only next to one.
func TestRudeReviveWithinFourSquares(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	hs := g.Heroes()
	g.Turn = 2
	g.Destroy(g.Model(hs[2]), rules.NoModel)
	apply(t, g, rules.EndPhase{})
	for _, id := range hs[:2] {
		apply(t, g, rules.StartActivation{Hero: id})
		apply(t, g, rules.EndActivation{})
	}
	require.Equal(t, rules.HeroPowerUp, g.Phase)
	var at tiles.Point
	found := false
	for _, p := range g.ReviveSquares() {
		if d := tiles.Dist(p, g.Model(hs[0]).Pos); d == 4 && tiles.Dist(p, g.Board.Start) > 1 && tiles.Dist(p, g.Model(hs[1]).Pos) > 1 {
			at, found = p, true
			break
		}
	}
	require.True(t, found, "a square four squares from a Hero, next to no Hero nor the start (the core's rule would refuse it)")
	apply(t, g, rules.Revive{Hero: hs[2], At: at})
	assert.Equal(t, at, g.Model(hs[2]).Pos)
	for _, p := range g.ReviveSquares() {
		near := false
		for _, id := range g.HeroesInPlay() {
			near = near || tiles.Dist(p, g.Model(id).Pos) <= 4
		}
		assert.True(t, near || tiles.Dist(p, g.Board.Start) <= 4, "%v", p)
	}
}

// "NEW PLAYER": a Princess Coin exchanges any Hero, destroyed or in play,
// for another of the collection in the power-up; the replaced Hero's
// wounds and status effects go, "its potions and equipment are retained
// in case New Player is used again"; the new Hero takes the old one's
// square (or is placed as though revived) and receives 1 potion.
func TestRudeNewPlayer(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	hs := g.Heroes()
	g.Turn = 2
	pal := g.Model(hs[0])
	pal.Wounds, pal.Potions, pal.Slots[1] = 2, 1, "Bent Nail"
	g.Destroy(g.Model(hs[2]), rules.NoModel)
	apply(t, g, rules.EndPhase{})
	for _, id := range hs[:2] {
		apply(t, g, rules.StartActivation{Hero: id})
		apply(t, g, rules.EndActivation{})
	}
	require.Equal(t, rules.HeroPowerUp, g.Phase)
	at := g.Model(hs[0]).Pos
	apply(t, g, NewPlayer{Hero: hs[0], Card: "Tincan"})
	h := g.Model(hs[0])
	assert.Equal(t, "Tincan", h.Card)
	assert.Equal(t, at, h.Pos, "in the same position")
	assert.Zero(t, h.Wounds)
	assert.Equal(t, [4]string{}, h.Slots)
	assert.Equal(t, 1, h.Potions, "one potion")
	assert.Equal(t, 2, g.Coins)
	_, err := g.Apply(NewPlayer{Hero: hs[1], Card: "Tincan"})
	assert.ErrorContains(t, err, "already in the dungeon")
	// The fallen Ranger's place: a new Hero placed as a revived one.
	sq := g.ReviveSquares()[0]
	apply(t, g, NewPlayer{Hero: hs[2], Card: "Royal Paladin", At: &sq})
	p := g.Model(hs[2])
	assert.True(t, p.InPlay)
	assert.Equal(t, "Royal Paladin", p.Card)
	assert.Equal(t, "Bent Nail", p.Slots[1], "the Paladin's equipment was kept")
	assert.Equal(t, 1, p.Potions, "its own potion, at capacity")
	assert.Equal(t, 1, g.Coins)
	apply(t, g, rules.EndPhase{})
	assert.Equal(t, 1, g.Coins, "nobody left to revive by default")
}
