package arcade

import (
	"maps"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// supportCatalog gives the Tower Stalker made-up support actions (no card
// in the boxes has one the general rule resolves).
func supportCatalog(t *testing.T, acts ...cards.Action) *rules.Catalog {
	base := testCatalog(t)
	cat := *base
	cat.Monsters = maps.Clone(base.Monsters)
	st := *base.Monsters["Tower Stalker"]
	st.Actions = acts
	cat.Monsters["Tower Stalker"] = &st
	return &cat
}

// Arcade rule for monster support actions (the Unique command): "a support
// action skips a target already affected; an augment goes to the closest
// friendly model that benefits". Ward (augment, range 3, grants Tough)
// goes to the Stalker itself first, then to the closest other friend,
// then to the next: each already warded one is skipped.
func TestMonsterAugmentClosestThatBenefits(t *testing.T) {
	ward := cards.Action{Name: "Ward", Cost: 1, Type: cards.Support, Targeting: cards.Augment, Range: 3, Grants: []cards.Keyword{{Name: "Tough"}}}
	g, id := boardWith(t, supportCatalog(t, ward), `
+-+-+-+-+-+-+-+
|R . . K A . B|
+-+-+-+-+-+-+-+`, "R=Riftling Warrior", "K=Tower Stalker", "A=Tower Arbalist", "B=Tower Blackblade")
	g.Phase = rules.ConsulTurn
	k := g.Model(id['K'])
	evs := asArcade(g).uniqueAction(k, ward)
	assert.True(t, g.Has(g.Model(id['K']), "Tough"), "%v", evs)
	evs = asArcade(g).uniqueAction(g.Model(id['K']), ward)
	assert.True(t, g.Has(g.Model(id['A']), "Tough"), "the closest friend not yet warded: %v", evs)
	evs = asArcade(g).uniqueAction(g.Model(id['K']), ward)
	assert.True(t, g.Has(g.Model(id['B']), "Tough"), "%v", evs)
	evs = asArcade(g).uniqueAction(g.Model(id['K']), ward)
	d := decisions(evs)
	require.Len(t, d, 1)
	assert.Contains(t, d[0].Reason, "holds Ward")
	for _, e := range evs {
		assert.NotContains(t, e.String(), "not automated")
	}
}

// A healing augment passes over unwounded friends; a hindering support
// action (Slow, range 4) goes to the closest Hero not already slowed.
func TestMonsterSupportSkipsTheUnaffected(t *testing.T) {
	mend := cards.Action{Name: "Mend", Cost: 1, Type: cards.Support, Targeting: cards.Augment, Range: 4, Heal: 1}
	snare := cards.Action{Name: "Snare", Cost: 1, Type: cards.Support, Range: 4, Statuses: []cards.Status{cards.Slow}}
	g, id := boardWith(t, supportCatalog(t, mend, snare), `
+-+-+-+-+-+-+-+
|. . W K A . B|
+ + + + + + + +
|. . . . . R .|
+-+-+-+-+-+-+-+`, "R=Riftling Warrior", "W=Sanctioned Witch", "K=Tower Stalker", "A=Tower Arbalist", "B=Tower Blackblade")
	g.Phase = rules.ConsulTurn
	g.Model(id['B']).Wounds = 0
	g.Model(id['A']).Wounds = 0
	st := g.Model(id['B'])
	st.Statuses = st.Statuses.With(cards.Fire)
	asArcade(g).uniqueAction(g.Model(id['K']), mend)
	assert.Equal(t, rules.StatusSet(0), g.Model(id['B']).Statuses, "the one with something to heal")
	asArcade(g).uniqueAction(g.Model(id['K']), snare)
	assert.True(t, g.Model(id['W']).Statuses.Has(cards.Slow), "the closest Hero")
	asArcade(g).uniqueAction(g.Model(id['K']), snare)
	assert.True(t, g.Model(id['R']).Statuses.Has(cards.Slow), "the Witch is already slowed")
}

// Arcade rulebook, "Arc": "monsters with Arc must choose the Hero with the
// most wrath available as the next target. Reduce the STR of the attack by
// one with each new attack." A made-up Tower Stalker with Arc (STR 2)
// wounds the Witch, leaps to the Guardian (more wrath than the Warrior,
// both within two squares) at STR 1, wounds it, and stops: no strength
// left for a third leap.
func TestMonsterArcOnATestCard(t *testing.T) {
	base := testCatalog(t)
	cat := *base
	cat.Monsters = maps.Clone(base.Monsters)
	st := *base.Monsters["Tower Stalker"]
	st.Abilities = append([]cards.Keyword{{Name: "Arc"}}, st.Abilities...)
	cat.Monsters["Tower Stalker"] = &st
	g, id := boardWith(t, &cat, `
+-+-+-+-+-+-+
|K W . G . .|
+ + + + + + +
|. . . R . .|
+-+-+-+-+-+-+`, "W=Sanctioned Witch", "G=Moonspire Guardian", "R=Riftling Warrior", "K=Tower Stalker")
	g.Phase = rules.ConsulTurn
	g.Model(id['G']).Wrath, g.Model(id['R']).Wrath = 2, 1
	g.Dice = make([]int, 40) // every die shows its first face: no stars
	str := g.STR(g.Model(id['K']), 0)
	require.Equal(t, 2, str)
	evs, err := g.ResolveMonsterAttack(rules.MonsterAttack{Monster: id['K'], Target: id['W']})
	require.NoError(t, err)
	def := find[rules.Defended](evs)
	require.Len(t, def, 2, "%v", evs)
	assert.Equal(t, "Sanctioned Witch", def[0].Hero.Name)
	assert.Equal(t, 2, def[0].STR)
	assert.Equal(t, "Moonspire Guardian", def[1].Hero.Name, "the most wrath within two squares")
	assert.Equal(t, 1, def[1].STR)
	assert.Zero(t, g.Model(id['R']).Wounds)
}
