package scene

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// rudeInterruptionOwed sets up a Rude Supers game whose Heroes' turn owes
// the Knight of the Tower its interruption: the first Hero has just ended
// its activation with the Knight next to it ("Supers: Rude
// Interruptions").
func rudeInterruptionOwed(t *testing.T, o explore.RudeOptions, roles ExploreRoles) (*Play, *Context, rules.ModelID) {
	t.Helper()
	ctx := newContext(t)
	p, err := newExplorePlay(explore.Setup{Seed: 5, Heroes: ExploreBalanced, Rude: &o}, roles)
	require.NoError(t, err)
	runTicks(t, p, ctx, 2)
	p.speed = 1000
	require.Equal(t, rules.ConsulTurn, p.g.Phase)
	require.NoError(t, p.apply(rules.EndPhase{}))
	require.Equal(t, rules.HeroTurn, p.g.Phase)
	h := p.g.Model(p.g.Heroes()[0])
	var at tiles.Point
	found := false
	for _, q := range p.g.Board.Points() {
		if d := tiles.Dist(q, h.Pos); d >= 2 && d <= 3 && p.g.Fits(q, p.g.Catalog().Monsters["Knight of the Tower"].Large, rules.NoModel) {
			at, found = q, true
			break
		}
	}
	require.True(t, found)
	knight, err := p.g.Place(rules.Placement{Card: "Knight of the Tower", At: at}, rules.KindMonster)
	require.NoError(t, err)
	s := explore.StateOf(p.g)
	s.Rude.Interrupters = []rules.ModelID{knight}
	require.NoError(t, p.apply(rules.StartActivation{Hero: h.ID}))
	require.NoError(t, p.apply(rules.EndActivation{}))
	require.Equal(t, []rules.ModelID{knight}, explore.Interrupting(p.g))
	p.skipPlayback()
	p.version++
	return p, ctx, knight
}

// Rude Supers with a person as the Consul: a Super owed its interruption
// in the Heroes' turn is the Consul's to command ("Supers: Rude
// Interruptions"; "Any time a model activates on the Heroes' turn, it
// will follow the same pattern of activation"), from an action bar button
// or on the board; the computer's party waits for it.
func TestRudePersonConsulInterruptsTheHeroesTurn(t *testing.T) {
	p, ctx, knight := rudeInterruptionOwed(t, explore.RudeOptions{}, ExploreRoles{HeroesAI: true})
	runTicks(t, p, ctx, 3)
	assert.Empty(t, p.ex.handAsk, "one person plays the Consul: no hand-over")
	assert.Equal(t, 1, p.g.ActivationsThisTurn, "the party waits for the interruption")
	assert.Contains(t, p.exploreHint(), "Rude interruption")
	clickButton(t, p, ctx, "Interrupt: "+shortName("Knight of the Tower"))
	assert.Equal(t, knight, explore.StateOf(p.g).Active, "the Knight activates in the Heroes' turn")
	assert.Equal(t, knight, p.actor())
	runTicks(t, p, ctx, 1)
	assert.NotNil(t, barButton(p, "End"), "its activation's own bar: %v", buttonLabels(p))
	// The Knight moves as in the Consul's turn: its squares light up
	// (they were not offered in the Heroes' turn, nor its targets: seen
	// by mouse, Rex could only end its interruption).
	r := p.rulesOfConsul()
	require.NotEmpty(t, r.reachable(), "the Knight's squares are lit")
	h := p.g.Model(p.g.Heroes()[0])
	to := r.reachable()[0].At
	for _, q := range r.reachable() {
		if tiles.Dist(q.At, h.Pos) < tiles.Dist(to, h.Pos) {
			to = q.At
		}
	}
	// By mouse: the computer plays the party, but the board's clicks in
	// its turn are the Consul's while the Super interrupts (they were
	// dropped).
	runTicks(t, p, ctx, 1)
	clickBoardAt(t, p, ctx, to)
	assert.Equal(t, to, p.g.Model(knight).Pos, "the Knight moved where the Consul clicked (%q)", p.toast)
}

// "Variants", "Double Trouble": "allow one player to control all Supers
// ... and the other player control all 8-/16-bit minions": the Supers'
// player takes the mouse for an interruption (the hand-over panel names
// the seat), and a click on a monster of the other seat hands the mouse
// over instead of commanding it.
func TestRudeDoubleTroubleHandsOverBetweenConsulPlayers(t *testing.T) {
	p, ctx, knight := rudeInterruptionOwed(t, explore.RudeOptions{Double: true}, ExploreRoles{HeroesAI: true})
	require.True(t, p.doubleTrouble())
	p.ex.handSide, p.ex.handAsk = seatMinions, "" // the minions' player had the mouse in the Consul's turn
	runTicks(t, p, ctx, 2)
	require.Equal(t, seatSupers, p.ex.handAsk, "the Supers' player is asked for")
	title, _, button := p.handOverWords()
	assert.Equal(t, "The Supers' player", title)
	assert.Equal(t, "I command the Supers: go", button)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "rude-double-trouble-handover.png")
	ctx.In = Input{Keys: []ebiten.Key{ebiten.KeyEnter}}
	runTicks(t, p, ctx, 1)
	ctx.In = Input{}
	require.Empty(t, p.ex.handAsk, "Enter takes the mouse")
	require.Equal(t, seatSupers, p.ex.handSide)
	clickButton(t, p, ctx, "Interrupt: "+shortName("Knight of the Tower"))
	assert.Equal(t, knight, explore.StateOf(p.g).Active)

	// A minion is the other seat's: the click asks for the hand-over.
	s := explore.StateOf(p.g)
	s.Active = rules.NoModel
	minion, err := p.g.Place(rules.Placement{Card: "Tower Arbalist", At: freeSquareNear(p, p.g.Model(knight).Pos)}, rules.KindMonster)
	require.NoError(t, err)
	assert.True(t, p.doubleGate(minion))
	assert.Equal(t, seatMinions, p.ex.handAsk)
	p.ex.handAsk = ""
	assert.False(t, p.doubleGate(knight), "the Supers' player commands the Knight")
}

// "Double Trouble", by mouse: a click on the other seat's monster asks
// for the hand-over, and once that player takes the mouse the monster
// clicked is activated (the click was lost before: the player had to
// click it again after the panel).
func TestRudeDoubleTroubleHandOverKeepsTheClick(t *testing.T) {
	ctx := newContext(t)
	p, err := newExplorePlay(explore.Setup{Seed: 5, Heroes: ExploreBalanced, Rude: &explore.RudeOptions{Double: true}}, ExploreRoles{HeroesAI: true})
	require.NoError(t, err)
	runTicks(t, p, ctx, 2)
	p.ex.handSide, p.ex.handAsk = seatMinions, ""
	h := p.g.Model(p.g.Heroes()[0])
	var at tiles.Point
	for _, q := range p.g.Board.Points() {
		if d := tiles.Dist(q, h.Pos); d >= 3 && d <= 5 && p.g.Fits(q, true, rules.NoModel) {
			at = q
			break
		}
	}
	knight, err := p.g.Place(rules.Placement{Card: "Knight of the Tower", At: at}, rules.KindMonster)
	require.NoError(t, err)
	p.version++
	clickBoardAt(t, p, ctx, at)
	require.Equal(t, seatSupers, p.ex.handAsk, "the Knight is the Supers' player's")
	ctx.In = Input{Keys: []ebiten.Key{ebiten.KeyEnter}}
	runTicks(t, p, ctx, 1)
	ctx.In = Input{}
	assert.Equal(t, seatSupers, p.ex.handSide)
	assert.Equal(t, knight, explore.StateOf(p.g).Active, "the Knight clicked before the hand-over activates")
	assert.Equal(t, "Supers' player · the rest act", p.rosterTitle(), "the roster names whose seat has the mouse")
}

// A chest the computer's party opens with a person as the Consul: the
// party's treasure choice is the hero AI's, not a chooser for the person
// at the screen (the game waited for the Consul player to pick the
// party's card, seen by mouse).
func TestExploreComputerPartyKeepsItsTreasure(t *testing.T) {
	ctx := newContext(t)
	p, err := newExplorePlay(explore.Setup{Seed: 5, Heroes: ExploreBalanced, Rude: &explore.RudeOptions{}}, ExploreRoles{HeroesAI: true})
	require.NoError(t, err)
	runTicks(t, p, ctx, 2)
	p.speed = 1000
	require.NoError(t, p.apply(rules.EndPhase{}))
	require.Equal(t, rules.HeroTurn, p.g.Phase)
	p.skipPlayback()
	p.g.Pending = []rules.TreasureChoice{{Hero: p.g.Heroes()[0], Chest: rules.NoModel,
		Cards: []string{"Emerald Shard", "Alchemist's Bandolier"}, Options: []int{0, 1}}}
	p.version++
	assert.False(t, p.hasPendingChoice(), "no chooser for the person playing the Consul")
	exRunUntil(t, p, ctx, 600, "the party keeps a card", func() bool {
		_, ok := p.g.PendingTreasure()
		return !ok
	})
}

func freeSquareNear(p *Play, at tiles.Point) tiles.Point {
	for _, q := range p.g.Board.Points() {
		if tiles.Dist(q, at) <= 4 && p.g.Fits(q, false, rules.NoModel) {
			return q
		}
	}
	panic("no free square")
}

// The Explore setup under Rude Supers offers the document's optional
// variants ("Variants": Casual Mode, Pincer Assault, Unlimited Princess
// Coins, Double Trouble) on its own row; switching any of them keeps every
// button in place, at 100% and 200% interface, and the start button says
// why a party does not fit the variants chosen.
func TestExploreSetupRudeVariantsRow(t *testing.T) {
	for _, scale := range []int{100, 200} {
		ctx, m, s := rudeSetupScreen(t, scale)
		s.ex.consulAI = false
		require.NoError(t, m.Update(ctx))
		find := func(prefix string) *actionButton {
			for _, b := range s.buttons {
				if len(b.label) >= len(prefix) && b.label[:len(prefix)] == prefix {
					return b
				}
			}
			t.Fatalf("no %q button among %d", prefix, len(s.buttons))
			return nil
		}
		rects := func() []render.Rect { // in the buttons' order, which never changes
			var out []render.Rect
			for _, b := range s.buttons {
				out = append(out, b.rect)
			}
			return out
		}
		before := rects()
		for _, name := range []string{"Casual", "Pincer", "Endless coins", "Double Trouble"} {
			b := find(name)
			assert.Equal(t, name+": off", b.label)
			r := b.rect
			ctx.In = Input{X: r.X + r.W/2, Y: r.Y + r.H/2, Clicked: true}
			require.NoError(t, m.Update(ctx))
			ctx.In = Input{}
			require.NoError(t, m.Update(ctx))
			assert.Equal(t, name+": on", find(name).label, "%d%%", scale)
			assert.Equal(t, before, rects(), "%d%%: every button keeps its place after %s", scale, name)
		}
		o := s.ex.rude.options()
		assert.True(t, o.Casual && o.Pincer && o.Unlimited && o.Double)
		start := find("Enter the dungeon")
		assert.Equal(t, "Casual Mode with Pincer Assault plays four to five Heroes.", start.disabled, "three Heroes")
		screen := ebiten.NewImage(DesignW, DesignH)
		m.Draw(screen, ctx)
		saveScreen(t, screen, fmt.Sprintf("rude-setup-variants-%d.png", scale))
		s.party = append(s.party, "Tincan")
		require.NoError(t, m.Update(ctx))
		assert.Empty(t, find("Enter the dungeon").disabled, "four Heroes")
		es := s.exploreSetup()
		require.NotNil(t, es.Rude)
		assert.True(t, es.Rude.Casual && es.Rude.Pincer && es.Rude.Unlimited && es.Rude.Double)
		s.ex.consulAI = true
		require.NoError(t, m.Update(ctx))
		assert.NotEmpty(t, find("Double Trouble").disabled, "two people share the Consul, or nobody does")
		assert.False(t, s.exploreSetup().Rude.Double)
	}
}

// Rude Supers, "Consul Phase 2": every monster activates, so a person
// Consul's bar and roster speak of no skull points (Explore's four).
func TestRudeConsulTurnHasNoSkullPoints(t *testing.T) {
	ctx := newContext(t)
	p, err := newExplorePlay(explore.Setup{Seed: 5, Heroes: ExploreBalanced, Rude: &explore.RudeOptions{}}, ExploreRoles{HeroesAI: true})
	require.NoError(t, err)
	runTicks(t, p, ctx, 2)
	require.Equal(t, rules.ConsulTurn, p.g.Phase)
	assert.Equal(t, "every monster left may act", skullsLeftWords(p.rulesOfConsul()))
	assert.Equal(t, "Monsters · the rest act this turn", p.rosterTitle())
	// Ending the turn forfeits the activations left: the button counts
	// the monsters that would stay idle (no monster yet in round 1).
	assert.Contains(t, rudeStripText(p.g), "no Super in the dungeon yet")
	explore.StateOf(p.g).Rude.BossRound = 1 // the boss came and fell
	assert.Equal(t, "Rude Supers · no Super left in the dungeon", rudeStripText(p.g))
	explore.StateOf(p.g).Rude.BossRound = 0
	end := barButton(p, "End the Consul's turn")
	require.NotNil(t, end)
	assert.Equal(t, "no monster left to act", end.cost)
	plain, err := newExplorePlay(explore.Setup{Seed: 5, Heroes: ExploreBalanced}, ExploreRoles{HeroesAI: true})
	require.NoError(t, err)
	assert.Contains(t, skullsLeftWords(plain.rulesOfConsul()), "skull points left")
}

// rudeSetupScreen opens the Explore setup screen at scale with Rude Supers
// as its game mode.
func rudeSetupScreen(t *testing.T, scale int) (*Context, *Manager, *Setup) {
	ctx := newContext(t)
	ctx.Settings.UIScale = scale
	m := NewManager(NewExploreSetup())
	ctx.manager = m
	s := m.current.(*Setup)
	chooseRude(s)
	return ctx, m, s
}

// chooseRude turns the Explore setup's game mode to Rude Supers.
func chooseRude(s *Setup) {
	for !s.ex.isRude() {
		s.ex.mode = (s.ex.mode + 1) % len(exploreModes)
	}
}
