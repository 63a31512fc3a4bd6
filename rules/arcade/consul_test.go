package arcade

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// consulBoard is board() in the Consul turn: the game is on turn 1 and the
// chart on its start space.
func consulBoard(t testing.TB, ascii string, cast ...string) (*rules.Game, map[rune]rules.ModelID) {
	t.Helper()
	g, id := board(t, ascii, cast...)
	g.Phase = rules.ConsulTurn
	return g, id
}

// command runs one chart command the way ConsulStep does.
func command(g *rules.Game, c cards.Command, times int) []rules.Event {
	return asArcade(g).consulCommand(cards.ChartCommand{Command: c, Times: times})
}

// decisions returns the reasons the Consul gave, in order.
func decisions(evs []rules.Event) []rules.ConsulDecided { return find[rules.ConsulDecided](evs) }

// requireLegalPath checks a Consul move step by step with the pathing
// rules, from the model's square before the move.
func requireLegalPath(t *testing.T, g *rules.Game, m *rules.Model, from tiles.Point, path []tiles.Point) {
	t.Helper()
	mv := asArcade(g).consulMover(m)
	at := from
	for _, p := range path {
		require.NoError(t, pathing.CanStep(g.Board, mv, at, p), "%s stepping %v -> %v", m.Card, at, p)
		at = p
	}
}

// Arcade rulebook, "Order of Activation": solo monsters first, then
// elites, each closest first to the Hero with the most wrath; equal range
// goes to the model that entered play first (project rule).
func TestOrderOfActivation(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+-+-+
|R . . . . . . . . W|
+ + + + + + + + + + +
|. . . . . . . . . .|
+ + + + + + + + + + +
|. . . . K . . . . .|
+ + + + + + + + + + +
|. . . . . . . . . .|
+ + + + + + + + + + +
|P . . . . . . . A .|
+-+-+-+-+-+-+-+-+-+-+`, "R=Riftling Warrior", "W=Sanctioned Witch", "K=Knight of the Tower", "P=Spider Speaker", "A=Tower Arbalist")
	g.Model(id['W']).Wrath = 2
	assert.Equal(t, []rules.ModelID{id['K'], id['A'], id['P']}, asArcade(g).activationOrder(), "the Knight is a solo; the Arbalist is nearer the Witch")

	g.Model(id['W']).Wrath = 0
	g.Model(id['R']).Wrath = 3
	assert.Equal(t, []rules.ModelID{id['K'], id['P'], id['A']}, asArcade(g).activationOrder(), "now the Speaker is nearer the Warrior")

	// Through the engine: the first space's Move follows the same order.
	must(t, g, ConsulStep{})
	evs := must(t, g, ConsulStep{})
	var movers []rules.ModelID
	for _, d := range decisions(evs) {
		movers = append(movers, d.Monster.ID)
	}
	assert.Equal(t, []rules.ModelID{id['K'], id['P'], id['A']}, movers)
}

// Arcade rulebook, "Move Monster": monsters have Surefoot, so difficult
// terrain costs them nothing extra; a melee monster stops next to its
// target.
func TestMoveSurefootStopsAdjacent(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+-+-+
|T . d d d d . . . H|
+-+-+-+-+-+-+-+-+-+-+`, "H=Riftling Warrior", "T=Tower Stalker")
	st := g.Model(id['T'])
	from := st.Pos
	evs := command(g, cards.CmdMove, 1)
	mv := find[rules.Moved](evs)
	require.Len(t, mv, 1)
	assert.Equal(t, pt(8, 0), g.Model(id['T']).Pos, "eight squares for Mv 8 despite four difficult squares")
	assert.Equal(t, 8, mv[0].Cost)
	requireLegalPath(t, g, g.Model(id['T']), from, mv[0].Path)
	d := decisions(evs)
	require.Len(t, d, 1)
	assert.Contains(t, d[0].Reason, "Tower Stalker moves toward Riftling Warrior")
	assert.Contains(t, d[0].Reason, "most wrath")
}

// Arcade rulebook, "Stop Movement": a ranged monster stops once its target
// is within range and line of sight; Stealth shortens that range, so the
// monster comes closer.
func TestMoveStopsInRangeStealthCounted(t *testing.T) {
	row := `
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
|A . . . . . . . . . . . . H|
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+`
	g, id := consulBoard(t, row, "H=Riftling Warrior", "A=Tower Arbalist")
	evs := command(g, cards.CmdMove, 1)
	assert.Equal(t, pt(5, 0), g.Model(id['A']).Pos, "range 8: stops 8 squares away")
	assert.Contains(t, decisions(evs)[0].Reason, "stops with Riftling Warrior in range 8")

	g, id = consulBoard(t, row, "H=Cat Burglar", "A=Tower Arbalist")
	command(g, cards.CmdMove, 1)
	assert.Equal(t, pt(7, 0), g.Model(id['A']).Pos, "Stealth: range 8 - 3 = 5, but Mv 7 only gets it to 6 away")
	command(g, cards.CmdMove, 1)
	assert.Equal(t, pt(8, 0), g.Model(id['A']).Pos, "the next Move closes to range 5")
}

// Arcade rulebook, "Determine Monster's Target": the most-wrath Hero on the
// monster's own tile, even when another Hero has more wrath elsewhere.
func TestMoveTargetsMostWrathOnItsTile(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+-+-+
|R . . . T . . . . W|
+-+-+-+-+-+-+-+-+-+-+`, "R=Riftling Warrior", "W=Sanctioned Witch", "T=Tower Stalker")
	// Tiles: the left half is tile 1, the right half tile 2.
	for x := 0; x < 10; x++ {
		sq := g.Board.At(pt(x, 0))
		sq.Tile = 1
		if x >= 5 {
			sq.Tile = 2
		}
		g.Board.Set(pt(x, 0), sq)
	}
	g.Model(id['W']).Wrath = 3
	g.Model(id['R']).Wrath = 1
	evs := command(g, cards.CmdMove, 1)
	assert.Equal(t, pt(1, 0), g.Model(id['T']).Pos, "goes for the Warrior on its own tile")
	assert.Contains(t, decisions(evs)[0].Reason, "on its tile")
}

// Arcade rulebook, "Move Monster": minions bonded to an elite before it
// moves, and left behind, are placed back within two squares of it, not
// next to another monster when there is room.
func TestMoveBringsBondedMinions(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
|1 . . . . . . . . . . . . .|
+ + + + + + + + + + + + + + +
|. . . . . . . . . . . . . .|
+ + + + + + + + + + + + + + +
|. P . . . . . . . . . . . H|
+ + + + + + + + + + + + + + +
|. . . . . . . . . . . . . .|
+ + + + + + + + + + + + + + +
|2 . . 3 . . . . . . . . . .|
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+`, "H=Riftling Warrior", "P=Spider Speaker", "1=Crawler", "2=Crawler", "3=Crawler")
	evs := command(g, cards.CmdMove, 1)
	sp := g.Model(id['P'])
	assert.Equal(t, 9, sp.Pos.X, "Mv 8 along a shortest path")
	assert.Equal(t, 4, tiles.Dist(sp.Pos, g.Model(id['H']).Pos))
	placed := find[MonsterSpawned](evs)
	assert.Len(t, placed, 3, "all three Crawlers were left behind")
	crawlers := []*rules.Model{g.Model(id['1']), g.Model(id['2']), g.Model(id['3'])}
	for i, c := range crawlers {
		assert.LessOrEqual(t, g.ModelDist(sp, c), 2, "bonded again")
		for _, o := range append(crawlers[i+1:], sp) {
			assert.Greater(t, g.ModelDist(c, o), 1, "%s at %v is not next to another monster at %v", c.Card, c.Pos, o.Pos)
		}
	}
}

// Arcade rulebook, "Fight": one Basic Attack per action point against the
// most-wrath Hero in range and line of sight (here the Witch, because the
// Warrior is out of reach), STR from the solo attributes plus the chart's
// star bonus.
func TestFightTargetsMostWrathInReach(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+
|W T . . R|
+-+-+-+-+-+`, "W=Sanctioned Witch", "R=Riftling Warrior", "T=Tower Stalker")
	g.Model(id['W']).Wrath = 1
	g.Model(id['R']).Wrath = 3
	StateOf(g).STR = 1
	g.ScriptDice(0, 0, 0, 0, 0, 0) // the Witch's 3B ARM rolls nothing, twice
	evs := command(g, cards.CmdFight, 1)
	def := find[rules.Defended](evs)
	require.Len(t, def, 2, "solo AP 2")
	for _, d := range def {
		assert.Equal(t, "Sanctioned Witch", d.Hero.Name)
		assert.Equal(t, 3, d.STR, "solo STR 2 + 1 from the chart")
		assert.False(t, d.Held)
	}
	assert.Equal(t, 2, g.Model(id['W']).Wounds)
	assert.Contains(t, decisions(evs)[0].Reason, "Riftling Warrior is out of reach")
}

// Arcade rulebook, "Epic Fight": a Hero wounded by a monster's attack
// suffers one more wound.
func TestEpicFight(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+
|W T .|
+-+-+-+`, "W=Sanctioned Witch", "T=Tower Stalker")
	g.ScriptDice(0, 0, 0, 2, 2, 2) // first defense fails, second holds (3 stars vs STR 2)
	command(g, cards.CmdEpicFight, 1)
	assert.Equal(t, 2, g.Model(id['W']).Wounds)
}

// Arcade rulebook, "Spawn": the spawning point closest to the most-wrath
// Hero spawns; elites within three squares and sight of it, not next to
// other monsters, as close to that Hero as possible; minions within two of
// a spawned elite of their gang; a second Spawn finds the pool empty and
// heals the listed monsters instead.
func TestSpawnClosestSpawningPoint(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+-+-+-+-+
|. . . . . . . . . . . .|
+ + + + + + + + + + + + +
|. N . . . . . . . . . .|
+ + + + + + + + + + + + +
|. . . . . . . . . . . .|
+ + + + + + + + + + + + +
|R . . . . . . . . . . .|
+ + + + + + + + + + + + +
|. . . . . . . . W . . .|
+ + + + + + + + +-+ + + +
|. . . . . . . . .|. X .|
+ + + + + + + + + + + + +
|. . . . . . . . .|. . .|
+-+-+-+-+-+-+-+-+-+-+-+-+`, "R=Riftling Warrior", "W=Sanctioned Witch", "N=Spider Nest", "X=Shadow Tower")
	g.Model(id['W']).Wrath = 2
	evs := command(g, cards.CmdSpawn, 1)
	d := decisions(evs)
	require.NotEmpty(t, d)
	assert.Equal(t, id['X'], d[0].Monster.ID)
	assert.Contains(t, d[0].Reason, "Spawn at Shadow Tower: the spawning point closest to Sanctioned Witch")
	x := g.Model(id['X'])
	count := map[string]int{}
	for _, s := range find[MonsterSpawned](evs) {
		m := g.Model(s.Model.ID)
		count[m.Card]++
		for i := range g.Models {
			o := &g.Models[i]
			if o.InPlay && o.Kind == rules.KindMonster && o.ID != m.ID {
				assert.Greater(t, g.ModelDist(m, o), 1, "%s at %v next to %s at %v", m.Card, m.Pos, o.Card, o.Pos)
			}
		}
		if g.MonsterCard(m).Role == cards.RoleElite {
			assert.LessOrEqual(t, g.ModelDist(x, m), 3)
			ok, why := true, ""
			ok = pathing.LineOfSight(g.Board, x.Pos, m.Pos, nil, false)
			assert.True(t, ok, "%s at %v in sight of the Tower %s", m.Card, m.Pos, why)
		}
	}
	assert.Equal(t, map[string]int{"Tower Stalker": 1, "Tower Arbalist": 3, "Tower Blackblade": 2}, count)
	// The first elite takes the free square nearest the Witch.
	stalker := find[MonsterSpawned](evs)[0]
	assert.Equal(t, "Tower Stalker", stalker.Model.Name)
	assert.Equal(t, 1, tiles.Dist(stalker.At, g.Model(id['W']).Pos))

	// Second Spawn: nothing left in the pool for the Tower; the wounded
	// Stalker is healed.
	s := g.Model(stalker.Model.ID)
	s.Wounds = 2
	s.Statuses = s.Statuses.With(cards.Hex)
	evs = command(g, cards.CmdSpawn, 1)
	assert.Empty(t, find[MonsterSpawned](evs))
	h := find[rules.Healed](evs)
	require.Len(t, h, 1)
	assert.Equal(t, 0, g.Model(stalker.Model.ID).Wounds)
	assert.Zero(t, g.Model(stalker.Model.ID).Statuses)
}

// Arcade rulebook, "Spawn": if none of a gang's elites can spawn, its
// minions do not either.
func TestSpawnNoMinionsWithoutElite(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+-+
|N . . . . . . . H|
+ + + + + + + + + +
|. . . . . . . . .|
+ + + + + + + + + +
|. . . . . . . . E|
+-+-+-+-+-+-+-+-+-+`, "H=Riftling Warrior", "N=Spider Nest", "E=Spider Speaker")
	evs := command(g, cards.CmdSpawn, 1)
	count := map[string]int{}
	for _, s := range find[MonsterSpawned](evs) {
		count[s.Model.Name]++
	}
	assert.Equal(t, map[string]int{"Shadow Spinner": 3}, count, "the Speaker is already out, so no Crawlers")
	_ = id
}

// Arcade rulebook, "Reinforce": an elite calls the monsters of its gang
// left in the pool to within two squares, never more than its spawning
// point lists.
func TestReinforce(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+-+-+
|X . . . . . . . . H|
+ + + + + + + + + + +
|. . . . . . . . . .|
+ + + + + + + + + + +
|. . . . T . . . . .|
+ + + + + + + + + + +
|. . . . . . . . . .|
+ + + + + + + + + + +
|B . . . . . . . . .|
+-+-+-+-+-+-+-+-+-+-+`, "H=Riftling Warrior", "X=Shadow Tower", "T=Tower Stalker", "B=Tower Blackblade")
	evs := command(g, cards.CmdReinforce, 1)
	sp := find[MonsterSpawned](evs)
	require.Len(t, sp, 1, "the Tower lists two Blackblades and one is already out")
	assert.Equal(t, "Tower Blackblade", sp[0].Model.Name)
	assert.LessOrEqual(t, g.ModelDist(g.Model(id['T']), g.Model(sp[0].Model.ID)), 2)
	evs = command(g, cards.CmdReinforce, 1)
	assert.Empty(t, find[MonsterSpawned](evs), "the pool is empty")
	assert.Contains(t, decisions(evs)[0].Reason, "none left")
}

// Arcade rulebook, "Challenge": the trap resolves at once; the card is
// discarded when the next one is drawn, or at the end of the next Consul
// turn.
func TestChallengeDrawTrapDiscard(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+
|R . W|
+-+-+-+`, "R=Riftling Warrior", "W=Sanctioned Witch")
	g.Model(id['R']).Wrath = 2
	g.Deck(ChallengeDeck).Draw = []string{"Do Your Part", "Curse of Rot"}
	evs := command(g, cards.CmdChallenge, 1)
	cd := find[CardDrawn](evs)
	require.Len(t, cd, 1)
	assert.Equal(t, "Do Your Part", cd[0].Card)
	assert.Equal(t, 1, g.Model(id['W']).Wounds, "the trap wounds the Hero with the least wrath")
	assert.Equal(t, "Do Your Part", StateOf(g).Challenge)

	// Clean-up of the same turn keeps it; the next Consul turn's clean-up
	// discards it.
	asArcade(g).cleanUp()
	assert.Equal(t, "Do Your Part", StateOf(g).Challenge)
	g.Turn++
	evs = asArcade(g).cleanUp()
	assert.Empty(t, StateOf(g).Challenge)
	assert.Equal(t, []string{"Do Your Part"}, g.Deck(ChallengeDeck).Discard)
	require.Len(t, find[CardDrawn](evs), 1)
	assert.True(t, find[CardDrawn](evs)[0].Discarded)

	// A new draw replaces the card in play.
	command(g, cards.CmdChallenge, 1)
	assert.Equal(t, "Curse of Rot", StateOf(g).Challenge)
}

// Arcade rulebook, "Spawn Mini-Boss": next to the dungeon exit closest to
// the most-wrath Hero; a mini-boss already in play is healed instead.
func TestSpawnMiniBossAtClosestExit(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+-+-+
|. . . . . . . . . .|
+ + + + + + + + + + +
 . . . . . . . . . . 
+ + + + + + + + + + +
 . . . . . . . . . W 
+ + + + + + + + + + +
|R . . . . . . . . .|
+-+-+-+-+-+-+-+-+-+-+`, "R=Riftling Warrior", "W=Sanctioned Witch")
	require.Len(t, g.Board.Exits, 2)
	StateOf(g).MiniBoss = "Knight of the Tower"
	g.Model(id['W']).Wrath = 1
	evs := command(g, cards.CmdSpawnMiniBoss, 1)
	sp := find[MonsterSpawned](evs)
	require.Len(t, sp, 1)
	k := g.Model(sp[0].Model.ID)
	assert.Equal(t, "Knight of the Tower", k.Card)
	assert.Equal(t, 8, k.Pos.X, "the large Knight stands on the east doorway, next to the Witch")
	assert.Equal(t, 1, StateOf(g).MiniBosses)

	k.Wounds = 3
	evs = asArcade(g).spawnMiniBoss("Spawn Mini-Boss")
	assert.Empty(t, find[MonsterSpawned](evs))
	assert.Equal(t, 0, g.Model(k.ID).Wounds)
}

// Arcade rulebook, "Regroup": monsters fall back toward the closest square
// by a dungeon exit and have +1 ARM until the end of the next Hero turn.
func TestRegroup(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+-+-+-+-+
 . . . . . . . . . T . H|
+-+-+-+-+-+-+-+-+-+-+-+-+`, "H=Riftling Warrior", "T=Tower Stalker")
	g.Turn = 5
	st := g.Model(id['T'])
	assert.Equal(t, 2, g.ARM(st))
	evs := command(g, cards.CmdRegroup, 1)
	assert.Equal(t, pt(1, 0), g.Model(id['T']).Pos, "eight squares toward the exit at the west end")
	assert.Len(t, find[rules.Moved](evs), 1)
	assert.Equal(t, 3, g.ARM(g.Model(id['T'])), "+1 ARM now")
	g.Turn, g.Phase = 6, rules.HeroTurn
	assert.Equal(t, 3, g.ARM(g.Model(id['T'])), "and through the next Hero turn")
	g.Phase = rules.ConsulTurn
	assert.Equal(t, 2, g.ARM(g.Model(id['T'])), "but not after it")
}

// Arcade rulebook, "Star Bonuses": reaching a bonus space gives every
// monster but the dungeon boss the bonus at once, permanently.
func TestStarBonusesThroughConsulStep(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+
|R . . T . Q .|
+ + + + + + + +
|. . . . . . .|
+-+-+-+-+-+-+-+`, "R=Riftling Warrior", "T=Tower Stalker", "Q=The Midnight Queen")
	g.Model(id['Q']).InPlay = false // waiting on the chart, not in the dungeon
	StateOf(g).Space = 5
	evs := must(t, g, ConsulStep{})
	ca := find[ChartAdvanced](evs)
	require.Len(t, ca, 1)
	assert.Equal(t, 6, ca[0].Space)
	assert.Equal(t, []cards.Bonus{cards.BonusSTR}, ca[0].Bonuses)
	assert.Equal(t, 1, StateOf(g).STR)
	assert.Equal(t, 1, asArcade(g).consulSTR(g.Model(id['T'])))
	assert.Equal(t, 0, asArcade(g).consulSTR(g.Model(id['Q'])), "never the dungeon boss")
}

// Arcade rulebook, "Check for Stragglers": a minion bonded to no elite
// rejoins the elite of its gang closest to the most-wrath Hero; with no
// such elite it goes back to the pool.
func TestStragglers(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+-+-+-+-+
|C . . . . . . . . P . H|
+ + + + + + + + + + + + +
|B . . . . . . . . . . .|
+-+-+-+-+-+-+-+-+-+-+-+-+`, "H=Riftling Warrior", "P=Spider Speaker", "C=Crawler", "B=Tower Blackblade")
	evs := asArcade(g).stragglers()
	c := g.Model(id['C'])
	assert.LessOrEqual(t, g.ModelDist(c, g.Model(id['P'])), 2, "the Crawler rejoins the Speaker")
	assert.False(t, g.Model(id['B']).InPlay, "no Stalker in play: the Blackblade goes back to the pool")
	assert.Len(t, decisions(evs), 2)
}

// Arcade rulebook, "Plot": "After the first time a spawning point is
// destroyed during a game, the Heroes must immediately draw a plot card";
// "Spawn Mini-Boss": "After a second spawning point is destroyed during the
// game, spawn the mini-boss during that turn's power-up phase";
// "Destroying Spawning Points": "After all spawning points are destroyed,
// the dungeon boss will spawn during that turn's power-up phase". The plot
// comes inside the destroying command, the bosses inside the EndPhase that
// starts the power-up; ResolveHooks then has nothing left to do.
func TestSpawningPointHooksTiming(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+-+-+
|N . . . . . . . . .|
+ + + + + + + + + + +
 . . . . X . . . . R 
+ + + + + + + + + + +
 . . . . . . . . . . 
+ + + + + + + + + + +
|. . . . . . . . . .|
+-+-+-+-+-+-+-+-+-+-+`, "R=Riftling Warrior", "N=Spider Nest", "X=Shadow Tower")
	StateOf(g).MiniBoss, StateOf(g).Boss = "Knight of the Tower", "The Midnight Queen"
	g.Deck(PlotDeck).Draw = []string{"Challenge of Flame"}
	g.Phase = rules.HeroTurn
	evs := g.Destroy(g.Model(id['N']), id['R'])
	assert.Equal(t, "Challenge of Flame", StateOf(g).Plot, "drawn at once")
	assert.Len(t, find[CardDrawn](evs), 1)

	evs = g.Destroy(g.Model(id['X']), id['R'])
	assert.Empty(t, find[MonsterSpawned](evs), "the bosses wait for the power-up")
	g.ActivationsThisTurn = g.ActivationsPerTurn()
	evs = must(t, g, rules.EndPhase{})
	require.Equal(t, rules.HeroPowerUp, g.Phase)
	names := map[string]bool{}
	for _, s := range find[MonsterSpawned](evs) {
		names[s.Model.Name] = true
	}
	assert.Equal(t, map[string]bool{"Knight of the Tower": true, "The Midnight Queen": true}, names)
	assert.True(t, StateOf(g).BossSpawned)
	assert.Empty(t, find[MonsterSpawned](must(t, g, ResolveHooks{})), "nothing is due twice")
	g.Phase = rules.ConsulTurn
	refuse(t, g, ResolveHooks{})
}

// ConsulStep walks the turn one step at a time: upkeep and chart, each
// command of the space, clean-up; then the turn is over and EndPhase moves
// on. Outside the Consul turn it is refused.
func TestConsulStepProgress(t *testing.T) {
	g, _ := consulBoard(t, `
+-+-+-+-+-+
|R . . T .|
+-+-+-+-+-+`, "R=Riftling Warrior", "T=Tower Stalker")
	g.Deck(ChallengeDeck).Draw = []string{"Do Your Part"}
	step, more := asArcade(g).ConsulNextStep()
	assert.Equal(t, 0, step)
	assert.True(t, more)
	assert.Empty(t, asArcade(g).ConsulCommands(), "fixed by the first step")
	var kinds []string
	for i := 0; i < 4; i++ {
		if i == 1 {
			assert.Len(t, asArcade(g).ConsulCommands(), 2, "space 1: Move, Challenge")
		}
		evs := must(t, g, ConsulStep{})
		kinds = append(kinds, evs[len(evs)-1].Kind())
		if s := find[ConsulCommandStarted](evs); len(s) > 0 {
			kinds[len(kinds)-1] = s[0].Command
		}
	}
	assert.Equal(t, []string{"chart-advanced", "Move", "Challenge", "consul-turn-over"}, kinds)
	_, more = asArcade(g).ConsulNextStep()
	assert.False(t, more)
	reason := refuse(t, g, ConsulStep{})
	assert.Contains(t, reason, "finished this turn")
	must(t, g, rules.EndPhase{})
	assert.Equal(t, rules.ConsulPowerUp, g.Phase)
	assert.True(t, strings.Contains(refuse(t, g, PlayConsulTurn{}), "only in the Consul turn"))
}

// Arcade rulebook, "Status Effects": a Poisoned monster has one action
// point fewer (at least one); at clean-up monsters shed their status
// effects except Knockdown (project rule, see cleanUp).
func TestMonsterPoisonAndStatusClean(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+
|W T .|
+-+-+-+`, "W=Sanctioned Witch", "T=Tower Stalker")
	st := g.Model(id['T'])
	st.Statuses = st.Statuses.With(cards.Poison).With(cards.Knockdown)
	g.ScriptDice(0, 0, 0, 0, 0, 0)
	evs := command(g, cards.CmdFight, 1)
	assert.Len(t, find[rules.Defended](evs), 0, "knocked down: no fight")
	evs = command(g, cards.CmdMove, 1)
	assert.False(t, g.Model(id['T']).Statuses.Has(cards.Knockdown), "the Move is spent standing up")
	assert.Empty(t, find[rules.Moved](evs))
	evs = command(g, cards.CmdFight, 1)
	assert.Len(t, find[rules.Defended](evs), 1, "solo AP 2, one less for Poison")
	asArcade(g).cleanUp()
	assert.Zero(t, g.Model(id['T']).Statuses)
}

// Arcade rulebook, "Move Monster": an elite of an elite gang (Shadow
// Spinners) takes a path that keeps it within two squares of the nearest
// elite of its gang that has already moved.
func TestEliteGangMovesTogether(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
|. . B . . . . . . . . . . H|
+ + + + + + + + + + + + + + +
|. . . . . . . . . . . . . .|
+ + + + + + + + + + + + + + +
|. . . . . . . . . . . . . .|
+ + + + + + + + + + + + + + +
|. . . . . . . . . . A . . .|
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+`, "H=Riftling Warrior", "A=Shadow Spinner", "B=Shadow Spinner")
	evs := command(g, cards.CmdMove, 1)
	d := decisions(evs)
	require.Len(t, d, 2)
	assert.Equal(t, id['A'], d[0].Monster.ID, "the Spinner nearer the Warrior goes first")
	b := g.Model(id['B'])
	assert.LessOrEqual(t, g.ModelDist(b, g.Model(id['A'])), 2, "B ends within two squares of A (at %v)", b.Pos)
	assert.LessOrEqual(t, g.ModelDist(b, g.Model(id['H'])), 3, "and still in range of the Warrior")
	assert.Contains(t, d[1].Reason, "keeping within two squares of Shadow Spinner")
}

// Arcade rulebook, "Spawn Dungeon Boss", and card-facts.md, My Champion:
// the Midnight Queen arrives by the exit nearest the most-wrath Hero and
// Daemonus appears next to the Hero with the least wrath; from then on the
// boss-fight deck is used and the next Consul turn follows the boss-fight
// commands.
func TestDungeonBossArrives(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+-+-+
|R . . . . . . . . .|
+ + + + + + + + + + +
 . . . . . . . . . . 
+ + + + + + + + + + +
 . . . . . . . . . W 
+ + + + + + + + + + +
|. . . . N . . . . .|
+-+-+-+-+-+-+-+-+-+-+`, "R=Riftling Warrior", "W=Sanctioned Witch", "N=Spider Nest")
	StateOf(g).Boss = "The Midnight Queen"
	g.Model(id['W']).Wrath = 2
	evs := command(g, cards.CmdSpawnBoss, 1)
	sp := find[MonsterSpawned](evs)
	require.Len(t, sp, 2)
	q, d := g.Model(sp[0].Model.ID), g.Model(sp[1].Model.ID)
	assert.Equal(t, "The Midnight Queen", q.Card)
	assert.Equal(t, 8, q.Pos.X, "by the east exit, nearer the Witch")
	assert.Equal(t, "Daemonus", d.Card)
	assert.Equal(t, 1, g.ModelDist(d, g.Model(id['R'])), "next to the Warrior, who has the least wrath")
	assert.True(t, StateOf(g).BossSpawned)

	g.Deck(BossChallengeDeck).Draw = []string{"Baleful Resolve"}
	g.Turn = 2
	must(t, g, ConsulStep{})
	assert.True(t, StateOf(g).BossFight)
	cmds, _ := asArcade(g).turnCommands()
	var names []string
	for _, c := range cmds {
		names = append(names, string(c.Command))
	}
	assert.Equal(t, []string{"Move", "Fight", "Boss Heal", "Challenge"}, names)
	g.Model(q.ID).Wounds = 5
	var heal []rules.Healed
	for !asArcade(g).consulDone() {
		heal = append(heal, find[rules.Healed](must(t, g, ConsulStep{}))...)
	}
	require.Len(t, heal, 2)
	assert.Equal(t, 3, heal[0].Wounds, "Boss Heal: three for the one spawning point in play")
	assert.Equal(t, 2, heal[1].Wounds, "then Baleful Resolve's trap heals two")
	assert.Equal(t, 0, g.Model(q.ID).Wounds)
}

// card-facts.md, Hidden Lever: the Knight of the Tower springs the trap of
// the top challenge card, which then goes to the discard pile.
func TestHiddenLever(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+
|R . . K . W|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+`, "R=Riftling Warrior", "W=Sanctioned Witch", "K=Knight of the Tower")
	g.Model(id['R']).Wrath = 2
	g.Deck(ChallengeDeck).Draw = []string{"Do Your Part", "Pit Trap"}
	g.ScriptDice(2, 2, 2, 2, 2, 2) // Void Lightning: both Heroes hold
	evs := command(g, cards.CmdUnique, 1)
	assert.Equal(t, 1, g.Model(id['W']).Wounds, "Do Your Part's trap wounds the least-wrath Hero")
	assert.Equal(t, []string{"Do Your Part"}, g.Deck(ChallengeDeck).Discard)
	assert.Empty(t, StateOf(g).Challenge, "the card does not stay in play")
	assert.Len(t, find[CardDrawn](evs), 2)
}

// Arcade rulebook, "Spawn Mini-Boss": if the mini-boss does not fit next
// to the exit closest to the most-wrath Hero, it goes to the next closest.
func TestMiniBossNextExitWhenFull(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+-+-+
|. . . . . . . . . .|
+ + + + + + + + + + +
 . . . . . . . . 1 W 
+ + + + + + + + + + +
 . . . . . . . . . 2 
+ + + + + + + + + + +
|. . . . . . . . 3 .|
+-+-+-+-+-+-+-+-+-+-+`, "W=Sanctioned Witch", "1=Crawler", "2=Crawler", "3=Crawler")
	StateOf(g).MiniBoss = "Knight of the Tower"
	evs := command(g, cards.CmdSpawnMiniBoss, 1)
	sp := find[MonsterSpawned](evs)
	require.Len(t, sp, 1)
	assert.Equal(t, 0, g.Model(sp[0].Model.ID).Pos.X, "the east exit is crowded: the Knight comes in by the west exit")
	assert.Contains(t, sp[0].Reason, "had no room")
	_ = id
}

// Arcade rulebook, "Equal Wrath": with equal wrath the monsters go after
// the Hero who activated most recently; the reason says so.
func TestMostWrathTieReasons(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+
|R . W . G|
+-+-+-+-+-+`, "R=Riftling Warrior", "W=Sanctioned Witch", "G=Moonspire Guardian")
	heroes := []rules.ModelID{id['R'], id['W'], id['G']}
	g.Model(id['R']).Wrath, g.Model(id['W']).Wrath, g.Model(id['G']).Wrath = 2, 2, 1
	got, why := g.PickMostWrath(heroes)
	assert.Equal(t, id['R'], got)
	assert.Equal(t, "Riftling Warrior and Sanctioned Witch tie at 2 wrath and none has activated yet; Riftling Warrior goes first in party order", why)

	g.Model(id['R']).LastActivation, g.Model(id['W']).LastActivation = 4, 5
	got, why = g.PickMostWrath(heroes)
	assert.Equal(t, id['W'], got)
	assert.Equal(t, "Riftling Warrior and Sanctioned Witch tie at 2 wrath; the tie goes to Sanctioned Witch, who activated most recently", why)
	assert.Equal(t, g.MostWrath(rules.NoModel), got, "the same Hero as the engine's MostWrath")

	g.Model(id['G']).Wrath = 3
	got, why = g.PickMostWrath(heroes)
	assert.Equal(t, id['G'], got)
	assert.Equal(t, "Moonspire Guardian has the most wrath (3)", why)
}

// Arcade rulebook, "Boss Fight Commands", Boss Heal: its log line counts
// in words a player reads, and says so when nothing is healed.
func TestBossHealWords(t *testing.T) {
	for _, tc := range []struct {
		healed, standing int
		want             string
	}{
		{0, 0, "Starfire heals nothing: no spawning point is left standing"},
		{0, 2, "Starfire has no wound to heal (three a spawning point still standing: 2)"},
		{1, 1, "Starfire heals 1 wound: three for each spawning point still standing (1)"},
		{6, 2, "Starfire heals 6 wounds: three for each spawning point still standing (2)"},
	} {
		assert.Equal(t, tc.want, bossHealWords("Starfire", tc.healed, tc.standing))
	}
}

// Arcade rulebook, "Star Bonuses" (every monster but the dungeon boss) and
// the glossary's "Monster" (every Consul model except the spawning
// points): a spawning point keeps its armour when the chart's +1 ARM is
// reached, a monster gains it, and the log's words say which (played by
// mouse: the Shadow Tower was rolled against armour 1 after turn 10's
// "+1 ARM to every monster").
func TestStarBonusARMSkipsSpawningPoints(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+
|R . . T . N .|
+ + + + + + + +
|. . . . . . .|
+-+-+-+-+-+-+-+`, "R=Riftling Warrior", "T=Tower Stalker", "N=Spider Nest")
	tower, nest := g.Model(id['T']), g.Model(id['N'])
	stalker, spawner := g.ARM(tower), g.ARM(nest)
	StateOf(g).ARM = 1
	assert.Equal(t, stalker+1, g.ARM(tower), "a monster gains the star bonus")
	assert.Equal(t, spawner, g.ARM(nest), "a spawning point is not a monster")
	text := ChartAdvanced{Space: 10, Bonuses: []cards.Bonus{cards.BonusARM}, Commands: []string{"Move"}}.String()
	assert.Contains(t, text, "every monster but the dungeon boss has +1 ARM (not the spawning points)")
}

// Arcade plot card Wards of Protection: "spawning points have +2 ARM"
// while its crystals remain. A spawning point takes no star bonus (it is
// not a monster) but does take a card that names the spawning points.
func TestWardsOfProtectionArmourTheSpawningPoints(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+
|R . . T . N .|
+ + + + + + + +
|. . . . . . .|
+-+-+-+-+-+-+-+-+`, "R=Riftling Warrior", "T=Tower Stalker", "N=Spider Nest")
	tower, nest := g.Model(id['T']), g.Model(id['N'])
	stalker, spawner := g.ARM(tower), g.ARM(nest)
	StateOf(g).Plot = "Wards of Protection"
	assert.Equal(t, spawner+2, g.ARM(nest), "the wards give the spawning point +2 ARM")
	assert.Equal(t, stalker, g.ARM(tower), "and no monster")
	StateOf(g).ARM = 1
	assert.Equal(t, spawner+2, g.ARM(nest), "still no star bonus for a spawning point")
}
