package rules

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// 1st edition, "Vulnerable: X": "If a model with Vulnerable X is targeted
// by the ability listed as X, it must discard the highest result rolled of
// any defense roll it makes against that ability." Which attacks are of
// the kind X is ours (weakAgainst; rules/classic/README.md).
func TestVulnerableNamesItsKindOfAttack(t *testing.T) {
	g, id := board(t, `
+-+-+
|R K|
+-+-+`, "R=Riftling Rogue", "K=Tower Stalker")
	r, k := g.Model(id['R']), g.Model(id['K'])
	fiery := &cards.Action{Name: "Hot Pot", Type: cards.Offensive, Roll: cards.DEX, Statuses: []cards.Status{cards.Fire}}
	for _, c := range []struct {
		name string
		x    string
		act  *cards.Action
		weak bool
	}{
		{"Fire against an attack that burns", "Fire", fiery, true},
		{"Fire against a plain missile", "Fire", &cards.Action{Type: cards.Offensive, Roll: cards.DEX}, false},
		{"Missile against a DEX attack", "Missile", &cards.Action{Type: cards.Offensive, Roll: cards.DEX}, true},
		{"Missile against a STR blow", "Missile", &cards.Action{Type: cards.Offensive, Roll: cards.STR}, false},
		{"Magic against a WILL attack", "Magic", &cards.Action{Type: cards.Offensive, Roll: cards.WILL}, true},
		{"Melee against a STR blow", "Melee", &cards.Action{Type: cards.Offensive, Roll: cards.STR}, true},
		{"Melee against a WILL attack", "Melee", &cards.Action{Type: cards.Offensive, Roll: cards.WILL}, false},
		{"Poison against a support action that poisons", "Poison", &cards.Action{Type: cards.Support, Statuses: []cards.Status{cards.Poison}}, true},
		{"no attack at all", "Melee", nil, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			r.Statuses, r.VulnerableTo = StatusSet(0).With(cards.Vulnerable), WeaknessOf(c.x)
			assert.Equal(t, c.weak, g.weakAgainst(r, k, c.act))
			r.Statuses = 0
			assert.False(t, g.weakAgainst(r, k, c.act), "no Vulnerable, no weakness")
		})
	}
}

// The Stalker's basic attack (STR 2) against the Rogue's ARM (2B, rolled
// 2 and 1): Vulnerable Melee sets the 2 aside and the Rogue falls short;
// Vulnerable Magic leaves the roll alone and the Rogue holds. The roll
// event marks the die and says why; the chance the Consul's screen shows
// counts it too.
func TestVulnerableSetsTheBestDefenseDieAside(t *testing.T) {
	for _, c := range []struct {
		x     string
		stars int
		held  bool
		aside string
	}{
		{"Melee", 1, false, "Vulnerable Melee"},
		{"Magic", 3, true, ""},
	} {
		t.Run(c.x, func(t *testing.T) {
			g, id := board(t, `
+-+-+
|R K|
+-+-+`, "R=Riftling Rogue", "K=Tower Stalker")
			g.Phase = ConsulTurn
			r := g.Model(id['R'])
			plain, err := g.MonsterChanceToWound(id['K'], "", id['R'])
			require.NoError(t, err)
			r.Statuses, r.VulnerableTo = r.Statuses.With(cards.Vulnerable), WeaknessOf(c.x)
			weak, err := g.MonsterChanceToWound(id['K'], "", id['R'])
			require.NoError(t, err)

			g.ScriptDice(blue2, blue1)
			evs := must(t, g, MonsterAttack{Monster: id['K'], Target: id['R'], Defense: cards.ARM})
			rolls := find[Rolled](evs)
			require.Len(t, rolls, 1)
			roll := rolls[0]
			assert.Equal(t, c.stars, roll.Stars)
			assert.Equal(t, c.aside, roll.Aside)
			assert.Equal(t, !c.held, roll.Dice[0].Discarded, "the 2 is the die set aside")
			assert.Equal(t, c.held, find[Defended](evs)[0].Held)
			if c.held {
				assert.Equal(t, plain, weak)
				assert.NotContains(t, roll.String(), "set aside")
			} else {
				assert.Greater(t, weak, plain)
				assert.Contains(t, roll.String(), "(Vulnerable Melee: the best die set aside)")
			}
		})
	}
}

// A model carries one Vulnerable: a later one's X replaces the first's;
// the event names it; the X goes when the status comes off.
func TestVulnerableCarriesOneX(t *testing.T) {
	g, id := board(t, `
+-+-+
|R K|
+-+-+`, "R=Riftling Rogue", "K=Tower Stalker")
	r := g.Model(id['R'])
	evs := g.InflictVulnerable(r, "Fire", "a test")
	require.Len(t, evs, 1)
	assert.Equal(t, "Riftling Rogue suffers Vulnerable Fire from a test", strings.TrimSpace(evs[0].String()))
	assert.Equal(t, "Vulnerable Fire", StatusLabel(r, cards.Vulnerable))
	g.InflictVulnerable(r, "Magic", "another")
	assert.Equal(t, "Vulnerable Magic", StatusLabel(r, cards.Vulnerable))
	assert.Nil(t, g.InflictVulnerable(r, "", "nothing"), "a Vulnerable naming nothing")

	g.Heal(r, 1, "a cure", cards.Vulnerable)
	g.Settle()
	assert.False(t, r.Statuses.Has(cards.Vulnerable))
	assert.Zero(t, r.VulnerableTo)
}

// The X is saved by name, and a save naming no known X is refused.
func TestWeaknessByName(t *testing.T) {
	for _, x := range cards.VulnerableKinds() {
		w := WeaknessOf(x)
		require.NotZero(t, w, x)
		b, err := w.MarshalText()
		require.NoError(t, err)
		var back Weakness
		require.NoError(t, back.UnmarshalText(b))
		assert.Equal(t, w, back)
	}
	var w Weakness
	assert.Error(t, w.UnmarshalText([]byte("Banana")))
	assert.Zero(t, WeaknessOf("Banana"))
}

// The tooltip's words agree with the rule: they name every attack kind
// weakAgainst knows besides the statuses, and what the weakness does.
func TestVulnerableWordsAgreeWithTheRule(t *testing.T) {
	var text string
	for _, h := range StatusHelp() {
		if h.Name == string(cards.Vulnerable) {
			text = h.Text
		}
	}
	require.NotEmpty(t, text)
	for _, x := range cards.VulnerableKinds() {
		if _, err := cards.ParseStatus(x); err != nil {
			assert.Contains(t, text, x, "the words name the kind %s", x)
		}
	}
	assert.Contains(t, text, "a status the attack inflicts (Fire")
	assert.Contains(t, text, "Against that kind it sets aside its best defence die")
}
