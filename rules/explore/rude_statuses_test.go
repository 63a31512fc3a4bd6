package explore

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/internal/gosrc"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Tests of the Rude Supers document's status effects (Part 2, "Status
// Effects") and Backlash (Part 2, "Backlash").

// rudeHeroTurn is a Rude Supers game in round 2's Heroes' turn.
func rudeHeroTurn(t *testing.T) *rules.Game {
	t.Helper()
	g, _ := rudeGame(t, balanced, "")
	g.Turn = 2
	apply(t, g, rules.EndPhase{})
	require.Equal(t, rules.HeroTurn, g.Phase)
	return g
}

// "Poison: If a model suffering Poison uses all of its Action Points
// during an activation, it receives 1 wound at the end of that
// activation" (no action point is taken, as Explore's Poison does).
func TestRudePoisonWoundsWhenEveryActionPointIsSpent(t *testing.T) {
	g := rudeHeroTurn(t)
	hs := g.Heroes()
	for _, id := range hs[:2] {
		g.Model(id).Statuses = g.Model(id).Statuses.With(cards.Poison)
	}
	apply(t, g, rules.StartActivation{Hero: hs[0]})
	assert.Equal(t, 3, g.MaxAP(g.Model(hs[0])), "Poison takes no action point")
	g.Act.APSpent = g.MaxAP(g.Model(hs[0])) // every action point used
	apply(t, g, rules.EndActivation{})
	assert.Equal(t, 1, g.Model(hs[0]).Wounds, "a wound at the end of the activation")

	apply(t, g, rules.StartActivation{Hero: hs[1]})
	g.Act.APSpent = 2
	apply(t, g, rules.EndActivation{})
	assert.Zero(t, g.Model(hs[1]).Wounds, "an action point left: no wound")

	plain, _, err := New(Setup{Seed: 7, Heroes: balanced, Catalog: testCatalog(t)})
	require.NoError(t, err)
	ph := plain.Model(plain.Heroes()[0])
	ph.Statuses = ph.Statuses.With(cards.Poison)
	assert.Equal(t, 2, plain.MaxAP(ph), "Explore's Poison takes one action point")
}

// "Slow: A model suffering Slow ... loses half its Movement Points
// (rounding up) when performing upkeep. If a model suffers Slow during its
// activation, it immediately loses half of its remaining Movement Points
// (rounded up) for the remainder of its activation. Movement Points lost
// to Slow are not recovered if the Slow status is removed mid-activation."
func TestRudeSlowHalvesMovementAtUpkeepAndMidActivation(t *testing.T) {
	g := rudeHeroTurn(t)
	hs := g.Heroes() // Paladin 6, Mage 6, Ranger 7 movement
	ranger := g.Model(hs[2])
	ranger.Statuses = ranger.Statuses.With(cards.Slow)
	apply(t, g, rules.StartActivation{Hero: hs[2]})
	assert.Equal(t, 3, g.MPLeft(hs[2]), "7 movement points lose 4 (half, rounded up)")
	apply(t, g, rules.EndActivation{})

	apply(t, g, rules.StartActivation{Hero: hs[1]})
	mage := g.Model(hs[1])
	r := g.ReachableSquares(hs[1])
	var one tiles.Point
	for _, s := range r {
		if s.Cost == 1 {
			one = s.At
			break
		}
	}
	p, _, ok := g.PathTo(hs[1], one)
	require.True(t, ok)
	apply(t, g, rules.Move{Path: p})
	require.Equal(t, 5, g.MPLeft(hs[1]))
	g.Inflict(mage, cards.Slow, "test")
	assert.Equal(t, 2, g.MPLeft(hs[1]), "5 left lose 3")
	mage.Statuses = mage.Statuses.Without(cards.Slow)
	assert.Equal(t, 2, g.MPLeft(hs[1]), "not recovered when Slow is removed")

	plain, _, err := New(Setup{Seed: 7, Heroes: balanced, Catalog: testCatalog(t)})
	require.NoError(t, err)
	pr := plain.Model(plain.Heroes()[2])
	pr.Statuses = pr.Statuses.With(cards.Slow)
	assert.Equal(t, 4, plain.MaxMP(pr), "Explore's Slow: half, rounded up")
}

// The same two statuses on a monster activating under Explore's
// activation.
func TestRudeMonsterPoisonAndSlow(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	e := ex(g)
	id := put(t, e, "Tower Blackblade", g.Heroes()[0])
	m := g.Model(id)
	m.Statuses = m.Statuses.With(cards.Poison).With(cards.Slow)
	mv, ap := e.S.Profile(m).Mv, e.S.Profile(m).AP
	apply(t, g, Activate{Monster: id})
	assert.Equal(t, ap, APLeft(g), "no action point taken")
	assert.Equal(t, mv-(mv+1)/2, MPLeft(g), "half the movement points, rounded up, lost at upkeep")
	ex(g).S.APSpent = ap
	apply(t, g, EndMonster{})
	m = g.Model(id)
	assert.True(t, !m.InPlay || m.Wounds == 1, "every action point spent while poisoned: a wound (%d hearts)", g.Hearts(m))
}

// Part 2, "Backlash": "Any model that uses an offensive action against a
// model with Backlash and fails receives 1 wound": every failed attack,
// not Explore's once a turn.
func TestRudeBacklashEveryFailedAttack(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	g.Turn = 2 // past the first turn's protection
	e := ex(g)
	hs := g.Heroes()
	pal := g.Model(hs[0])
	for i, c := range cards.Slots {
		if c == cards.CrystalSapphire {
			pal.Slots[i] = "Mirror Shield"
		}
	}
	require.True(t, g.Has(pal, "Backlash"))
	next := func() rules.ModelID {
		_, err := e.place("Tower Blackblade", freeNear(g, "Tower Blackblade", pal.Pos, 1), 0, "test")
		require.NoError(t, err)
		return e.lastID()
	}
	a, b := next(), next()
	e.rude().Moving = true
	for _, id := range []rules.ModelID{a, b} {
		if tiles.Dist(g.Model(id).Pos, pal.Pos) > 1 {
			continue
		}
		apply(t, g, Activate{Monster: id})
		blanks := make([]int, 40) // every die blank: the attack fails
		g.ScriptDice(blanks...)
		apply(t, g, Attack{Target: hs[0]})
		if ex(g).S.Active == id {
			apply(t, g, EndMonster{})
		}
	}
	wounded := 0
	for _, id := range []rules.ModelID{a, b} {
		if m := g.Model(id); !m.InPlay || m.Wounds > 0 {
			wounded++
		}
	}
	near := 0
	for _, id := range []rules.ModelID{a, b} {
		if tiles.Dist(g.Model(id).Pos, pal.Pos) <= 1 || !g.Model(id).InPlay {
			near++
		}
	}
	require.Equal(t, 2, near, "both Blackblades next to the Paladin")
	assert.Equal(t, 2, wounded, "both failed attackers take a wound")
}

// The words a Rude Supers player reads for Poison, Slow and Backlash sit
// beside the rules that give them the variant's meaning: each named
// function exists and looks at what it names; each text is short.
func TestRudeStatusHelpHasItsRule(t *testing.T) {
	src, err := gosrc.FuncBodies(".")
	require.NoError(t, err)
	for _, h := range RudeStatusHelp() {
		looks := false
		for _, r := range h.Rules {
			body, ok := src[r]
			assert.True(t, ok, "%s: no function %s", h.Name, r)
			looks = looks || strings.Contains(body, h.Mention)
		}
		assert.True(t, looks, "%s: none of %v looks at %s", h.Name, h.Rules, h.Mention)
		assert.LessOrEqual(t, len(strings.Fields(h.Text)), 35, h.Name)
	}
	g, _ := rudeGame(t, balanced, "")
	w, ok := RudeWord(g, "Poison")
	assert.True(t, ok)
	assert.Contains(t, w, "wound")
	plain, _, err := New(Setup{Seed: 7, Heroes: balanced, Catalog: testCatalog(t)})
	require.NoError(t, err)
	_, ok = RudeWord(plain, "Poison")
	assert.False(t, ok, "Explore keeps the glossary's words")
}

// Part 2, "6) Resolve Effects": "If any monster performs a successful
// offensive attack and rolls a heart, the Consul may remove 1 status
// effect from any monster on the board" — once per offensive roll; a
// missed attack removes nothing.
func TestRudeMonsterHeartRemovesAStatus(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	g.Turn = 2
	e := ex(g)
	pal := g.Model(g.Heroes()[0])
	const knight = "Tower Stalker" // three hearts: Fire at upkeep leaves it standing
	_, err := e.place(knight, freeNear(g, knight, pal.Pos, 1), 0, "test")
	require.NoError(t, err)
	id := e.lastID()
	g.Model(id).Statuses = g.Model(id).Statuses.With(cards.Fire).With(cards.Hex)
	e.rude().Moving = true
	apply(t, g, Activate{Monster: id})
	require.True(t, g.Model(id).InPlay)
	faces := make([]int, 60)
	for i := range faces {
		faces[i] = 5 // blue heart, red potion, green heart+potion: offense stars, defense blanks
	}
	g.ScriptDice(faces...)
	evs, err := g.Apply(Attack{Target: pal.ID})
	require.NoError(t, err)
	hit := false
	for _, ev := range evs {
		if d, ok := ev.(rules.Defended); ok {
			hit = !d.Held
		}
	}
	require.True(t, hit)
	m := g.Model(id)
	assert.False(t, m.Statuses.Has(cards.Fire), "the heart put the Fire out")
	assert.True(t, m.Statuses.Has(cards.Hex), "one status per offensive roll")

	// A missed attack (every die blank) removes nothing.
	ex(g).S.APSpent = 0
	g.Dice = nil // the faces left over from the first roll
	g.ScriptDice(make([]int, 60)...)
	apply(t, g, Attack{Target: pal.ID})
	assert.True(t, g.Model(id).Statuses.Has(cards.Hex))
}

// Part 2, "6) Resolve Effects": "the Consul may remove 1 status effect
// from any monster on the board". A Consul who chooses (ChooseHeart, the
// person Consul's attacks) is asked: the heart waits, offering every
// status (the rules' choice first), nothing else may happen until the
// Consul answers, and the Consul's status comes off, or none ("may").
func TestRudeTheConsulChoosesTheHeartsStatus(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	g.Turn = 2
	e := ex(g)
	pal := g.Model(g.Heroes()[0])
	const knight = "Tower Stalker"
	_, err := e.place(knight, freeNear(g, knight, pal.Pos, 1), 0, "test")
	require.NoError(t, err)
	id := e.lastID()
	g.Model(id).Statuses = g.Model(id).Statuses.With(cards.Fire).With(cards.Hex)
	e.rude().Moving = true
	apply(t, g, Activate{Monster: id})
	hearts := make([]int, 60)
	for i := range hearts {
		hearts[i] = 5 // offense stars with hearts, defense blanks
	}
	g.ScriptDice(hearts...)
	apply(t, g, Attack{Target: pal.ID, ChooseHeart: true})
	require.True(t, HeartPending(g))
	assert.True(t, g.Model(id).Statuses.Has(cards.Fire), "nothing removed before the Consul answers")
	assert.Equal(t, []HeartChoice{{id, cards.Fire}, {id, cards.Hex}}, HeartChoices(g), "the rules' choice (Fire) first")

	for _, c := range []struct {
		cmd    rules.Command
		reason string
	}{
		{EndMonster{}, "a monster's heart waits for the Consul"},
		{RudeHeart{Model: id, Status: cards.Poison}, "Tower Stalker does not suffer Poison"},
		{RudeHeart{Model: pal.ID, Status: cards.Fire}, "a heart removes a status from a monster"},
	} {
		_, err := g.Apply(c.cmd)
		assert.ErrorContains(t, err, c.reason)
	}
	apply(t, g, RudeHeart{Model: id, Status: cards.Hex})
	assert.False(t, HeartPending(g))
	assert.False(t, g.Model(id).Statuses.Has(cards.Hex), "the Consul's choice came off")
	assert.True(t, g.Model(id).Statuses.Has(cards.Fire), "not the rules' choice")
	_, err = g.Apply(RudeHeart{Model: id, Status: cards.Fire})
	assert.ErrorContains(t, err, "no monster's heart is waiting")

	// "May": the Consul leaves every status.
	e.S.APSpent = 0
	g.Dice = nil
	g.ScriptDice(hearts...)
	apply(t, g, Attack{Target: pal.ID, ChooseHeart: true})
	require.True(t, HeartPending(g))
	apply(t, g, RudeHeart{Model: rules.NoModel})
	assert.False(t, HeartPending(g))
	assert.True(t, g.Model(id).Statuses.Has(cards.Fire))
}

// Hero Phase 1: "A potion may be used at any time during the Heroes' turn.
// If a Hero player would like to use a healing potion immediately before
// performing upkeep ... they may do so, but at the cost of the ability to
// use a potion later on during their turn": between two activations any
// Hero drinks a red or blue potion; while another Hero activates, only
// that Hero does (Explore's rule, sharing the others' tokens).
func TestRudeRedOrBluePotionBetweenActivations(t *testing.T) {
	g := rudeHeroTurn(t)
	hs := g.Heroes()
	mage := g.Model(hs[1])
	mage.Potions = 2
	drink := rules.DrinkPotion{Owner: hs[1], Drinker: hs[1], Action: "Fire Water", Aim: rules.Aim{Target: hs[1]}}
	apply(t, g, rules.StartActivation{Hero: hs[0]})
	apply(t, g, rules.EndActivation{})
	apply(t, g, drink)
	assert.Equal(t, 1, g.Model(hs[1]).Potions, "drunk before its own activation")
	assert.True(t, DrankThisTurn(g, hs[1]), "its potion for the turn")
	apply(t, g, rules.StartActivation{Hero: hs[1]})
	_, err := g.Apply(rules.DrinkPotion{Owner: hs[1], Drinker: hs[1], Action: "Fire Water", Aim: rules.Aim{Target: hs[1]}})
	assert.ErrorContains(t, err, "already used its potion")

	plain, _, err := New(Setup{Seed: 7, Heroes: balanced, Catalog: testCatalog(t)})
	require.NoError(t, err)
	for plain.Phase != rules.HeroTurn {
		apply(t, plain, rules.EndPhase{})
	}
	pm := plain.Heroes()[1]
	plain.Model(pm).Potions = 2
	_, err = plain.Apply(rules.DrinkPotion{Owner: pm, Drinker: pm, Action: "Fire Water", Aim: rules.Aim{Target: pm}})
	assert.ErrorContains(t, err, "only be drunk during a Hero's activation", "Explore: in the Hero's own activation only")
}
