package classic

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// statusDuel is the Paladin beside a Knucklehead and a Flinger, in the
// phase given, each with the statuses given.
func statusDuel(t *testing.T, phase, heroSt, koboldSt, flingerSt string) (*rules.Game, map[rune]rules.ModelID) {
	t.Helper()
	st := func(s string) string {
		if s == "" {
			return ""
		}
		return " status=" + s
	}
	return scenario(t, fmt.Sprintf(`phase %s
first %s
map
+-+-+-+-+-+-+-+-+
|H K F . . . . W|
+-+-+-+-+-+-+-+-+
end
H Royal Paladin%s
K Kobold Knucklehead%s
F Kobold Flinger%s
W Kobold Warren
`, phase, map[string]string{"hero": "heroes", "consul": "consul"}[phase], st(heroSt), st(koboldSt), st(flingerSt)))
}

// 1st edition, "Status Effects": Weak, Fragile, Cold and Stun each make a
// model set aside its highest die on every roll of one attribute (ATT,
// ARM, DEX, WILL). Fixed dice, with and without the status.
func TestAttributeStatusesSetTheBestDieAside(t *testing.T) {
	for _, tc := range []struct {
		name         string
		hero, kobold string
		flinger      string
		heroAttacks  bool
		dice         []int
		wounds       int
		why          string
	}{
		// The Paladin's STR 2R rolls 2+2; the Knucklehead's ARM 1B rolls 2.
		{name: "ATT, plain", heroAttacks: true, dice: []int{3, 3, 4}, wounds: 1, why: "4 stars beat 2"},
		{name: "Weak: ATT", hero: "Weak", heroAttacks: true, dice: []int{3, 3, 4}, wounds: 0, why: "one red die set aside: 2 stars do not beat 2"},
		// The Paladin rolls 1+0; the Knucklehead's single blue die rolls 2.
		{name: "ARM, plain", heroAttacks: true, dice: []int{1, 0, 4}, wounds: 0, why: "1 star does not beat 2"},
		{name: "Fragile: ARM", kobold: "Fragile", heroAttacks: true, dice: []int{1, 0, 4}, wounds: 1, why: "its only defense die set aside: 1 beats 0"},
		// The Flinger attacks with DEX 1B (2 stars); the Paladin's ARM
		// 2B1R rolls nothing.
		{name: "DEX, plain", dice: []int{4, 0, 0, 0}, wounds: 1, why: "2 stars beat 0"},
		{name: "Cold: DEX", flinger: "Cold", dice: []int{4, 0, 0, 0}, wounds: 0, why: "its only DEX die set aside"},
		{name: "Weak is not DEX", flinger: "Weak", dice: []int{4, 0, 0, 0}, wounds: 1, why: "Weak spoils ATT, not the Flinger's DEX"},
		// Quick reference, "Vulnerable: X": the defender's best die is set
		// aside against the kind X only. The Flinger's DEX 1B rolls 2;
		// the Paladin's ARM 2B1R rolls 2, 0 and 0.
		{name: "DEX against ARM, plain", dice: []int{4, 4, 0, 0}, wounds: 0, why: "2 stars hold against 2"},
		{name: "Vulnerable Missile: a DEX attack", hero: "Vulnerable:Missile", dice: []int{4, 4, 0, 0}, wounds: 1, why: "the 2 set aside: 0 against 2"},
		{name: "Vulnerable Magic is not Missile", hero: "Vulnerable:Magic", dice: []int{4, 4, 0, 0}, wounds: 0, why: "the DEX attack is no Magic"},
		{name: "Vulnerable Fire is not a plain missile", hero: "Vulnerable:Fire", dice: []int{4, 4, 0, 0}, wounds: 0, why: "the basic attack does not burn"},
		{name: "Fragile and Vulnerable: one die", hero: "Fragile,Vulnerable:Missile", dice: []int{4, 4, 2, 2}, wounds: 0, why: "2, 1 and 1: one die set aside, 2 against 2"},
		// The Paladin's STR 2R rolls 1 and 0; the Knucklehead's ARM 1B 2.
		{name: "Vulnerable Melee: a STR blow", kobold: "Vulnerable:Melee", heroAttacks: true, dice: []int{1, 0, 4}, wounds: 1, why: "its only defense die set aside: 1 beats 0"},
		{name: "Vulnerable Missile is not Melee", kobold: "Vulnerable:Missile", heroAttacks: true, dice: []int{1, 0, 4}, wounds: 0, why: "1 star does not beat 2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			phase := "consul"
			if tc.heroAttacks {
				phase = "hero"
			}
			g, mk := statusDuel(t, phase, tc.hero, tc.kobold, tc.flinger)
			g.Dice = tc.dice
			target := mk['H']
			if tc.heroAttacks {
				target = mk['K']
				apply(t, g, rules.StartActivation{Hero: mk['H']})
				apply(t, g, rules.Attack{Attr: cards.STR, Target: target})
			} else {
				apply(t, g, Activate{Monster: mk['F']})
				apply(t, g, Attack{Target: target})
			}
			wounds := g.Model(target).Wounds
			if !g.Model(target).InPlay {
				wounds = 1
			}
			assert.Equal(t, tc.wounds, wounds, tc.why)
		})
	}
}

// 1st edition, "Status Effects" (Stun) and "Rolling for Initiative": the
// Paladin's WILL 3B rolls 1+1+0, the Dragon Priest's 2B1R 1+0+1. Plain, a
// tie goes to the Heroes; Stunned, the Paladin keeps 1 and loses.
func TestStunSpoilsTheInitiativeRoll(t *testing.T) {
	for _, tc := range []struct {
		status, winner string
	}{{"", Heroes}, {"status=Stun", Consul}} {
		g, mk := scenario(t, `phase consulpowerup
map
+-+-+-+-+-+-+-+-+
|H . . . . . P W|
+-+-+-+-+-+-+-+-+
end
H Royal Paladin `+tc.status+`
P Dragon Priest
W Kobold Warren
`)
		g.Dice = []int{2, 3, 0, 2, 0, 1}
		apply(t, g, PickInitiative{Model: mk['H']})
		apply(t, g, PickInitiative{Model: mk['P']})
		assert.Equal(t, tc.winner, StateOf(g).InitWinner, tc.status)
	}
}

// 1st edition, "Status Effects": Pacify forbids special attacks (the basic
// attack still works), Bind every other special action, Choke potions.
func TestPacifyBindAndChoke(t *testing.T) {
	t.Run("Pacify: a Hero's special attack", func(t *testing.T) {
		g, mk := statusDuel(t, "hero", "Pacify", "", "")
		apply(t, g, rules.StartActivation{Hero: mk['H']})
		_, err := g.Apply(rules.UseAction{Action: "Smite", Aim: rules.Aim{Target: mk['K']}})
		require.Error(t, err)
		assert.Contains(t, err.Error(), "Pacify")
		_, err = g.Apply(rules.UseAction{Action: "Iron Halo"})
		assert.NoError(t, err, "Pacify leaves special actions alone")
		g.Dice = []int{0, 0, 0}
		apply(t, g, rules.Attack{Attr: cards.STR, Target: mk['K']})
	})
	t.Run("Bind: a Hero's special action", func(t *testing.T) {
		g, mk := statusDuel(t, "hero", "Bind", "", "")
		apply(t, g, rules.StartActivation{Hero: mk['H']})
		_, err := g.Apply(rules.UseAction{Action: "Iron Halo"})
		require.Error(t, err)
		assert.Contains(t, err.Error(), "Bind")
		g.Dice = []int{0, 0, 0}
		_, err = g.Apply(rules.UseAction{Action: "Smite", Aim: rules.Aim{Target: mk['K']}})
		assert.NoError(t, err, "Bind leaves special attacks alone")
	})
	t.Run("Pacify: a monster's special attack", func(t *testing.T) {
		g, mk := statusDuel(t, "consul", "", "", "Pacify")
		apply(t, g, Activate{Monster: mk['F']})
		_, err := g.Apply(Attack{Target: mk['H'], Action: "Hot Pot"})
		require.Error(t, err)
		assert.Contains(t, err.Error(), "Pacify")
		g.Dice = []int{0, 0, 0, 0}
		apply(t, g, Attack{Target: mk['H']})
	})
	t.Run("Choke: potions", func(t *testing.T) {
		for _, st := range []string{"", "Choke"} {
			g, mk := statusDuel(t, "consul", st, "", "")
			_, err := g.Apply(rules.DrinkPotion{Owner: mk['H'], Drinker: mk['H'], Action: "Elixir"})
			if st == "" {
				assert.NoError(t, err)
				continue
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), "Choke")
		}
	})
}

// 1st edition, "Immobile": a model suffering Immobile that takes damage
// from any source gains Immune Immobile until its next activation begins
// (the counter comes off: README.md).
func TestImmobileShakenFreeByDamage(t *testing.T) {
	g, mk := statusDuel(t, "consul", "Immobile", "", "")
	h := mk['H']
	g.Dice = []int{4, 0, 0, 0} // the Knucklehead 2, the Paladin 0
	apply(t, g, Activate{Monster: mk['K']})
	apply(t, g, Attack{Target: h})
	require.Equal(t, 1, g.Model(h).Wounds)
	assert.False(t, g.Model(h).Statuses.Has(cards.Immobile), "the wound shook it free")
	assert.True(t, g.ImmuneTo(g.Model(h), cards.Immobile))
	evs := g.Inflict(g.Model(h), cards.Immobile, "test")
	assert.True(t, evs[0].(rules.StatusGained).Resisted, "immune until its next activation")
	apply(t, g, EndMonster{})
	apply(t, g, rules.EndPhase{})
	require.Equal(t, rules.HeroTurn, g.Phase)
	apply(t, g, rules.StartActivation{Hero: h})
	assert.False(t, g.ImmuneTo(g.Model(h), cards.Immobile), "its activation began: the immunity ended")
}

// A scenario file states a Vulnerable with its X; one naming none, or an
// ability it may not name, is refused with the line.
func TestScenarioStatesVulnerable(t *testing.T) {
	g, mk := statusDuel(t, "hero", "Vulnerable:Fire", "", "")
	assert.Equal(t, "Vulnerable Fire", rules.StatusLabel(g.Model(mk['H']), cards.Vulnerable))
	for _, bad := range []string{"Vulnerable", "Vulnerable:Banana", "Vulnerable:Vulnerable"} {
		_, err := rules.ParseScenario("ruleset classic\nphase hero\nfirst heroes\nmap\n+-+-+\n|H K|\n+-+-+\nend\nH Royal Paladin status="+bad+"\nK Kobold Knucklehead\n", testCatalog(t), Scenario)
		assert.ErrorContains(t, err, "line 9", bad)
	}
}
