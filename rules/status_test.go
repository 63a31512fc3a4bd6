package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Arcade rulebook, "Status Effects": a successful action inflicts its
// status; Immune models ignore it; a model has one of each at most.
func TestStatusesAndImmune(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+
|W . . K|
+ + + + +
|C . . .|
+-+-+-+-+`, "W=Hexcast Sorceress", "C=Crawler", "K=Tower Stalker")
	must(t, g, StartActivation{Hero: id['W']})
	g.ScriptDice(blue2, blue0, red0) // 2 stars > ARM 2? no: equal fails
	evs := must(t, g, UseAction{Action: "Broken Bones", Aim: Aim{Target: id['K']}})
	assert.False(t, find[Compared](evs)[0].Success)
	assert.Zero(t, g.Model(id['K']).Statuses)

	g.ScriptDice(blue2, blue1, red0)
	evs = must(t, g, UseAction{Action: "Broken Bones", Aim: Aim{Target: id['K']}})
	assert.True(t, g.Model(id['K']).Statuses.Has(cards.Bane))
	assert.Empty(t, find[Wounded](evs), "a blue support action never wounds")
	// Bane: the monster's ARM drops by one (Arcade reference, "Bane").
	assert.Equal(t, 1, g.ARM(g.Model(id['K'])))
}

func TestImmuneResists(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|W C .|
+ + + +
|. . T|
+-+-+-+`, "W=Cat Burglar", "C=Spider Speaker", "T=Tower Stalker")
	must(t, g, StartActivation{Hero: id['W']})
	// Throwing Knives: Sweep 2 along the east side, Poison. The Spider
	// Speaker is Immune Poison; the Tower Stalker is not in the sweep.
	g.ScriptDice(blue2, blue1, red0)
	evs := must(t, g, UseAction{Action: "Throwing Knives", Aim: Aim{Dir: tiles.E}})
	sg := find[StatusGained](evs)
	require.Len(t, sg, 1)
	assert.True(t, sg[0].Resisted)
	assert.Equal(t, 1, g.Model(id['C']).Wounds)
	assert.Zero(t, g.Model(id['C']).Statuses)
	assert.Equal(t, 0, g.Model(id['T']).Wounds)
}

// Arcade reference, "Poison": one action point less, minimum one.
// Explore reference, "Hex" on Heroes: the highest die is set aside.
func TestPoisonAndHexOnHeroes(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|W C .|
+-+-+-+`, "W=Sanctioned Witch", "C=Tower Stalker")
	w := g.Model(id['W'])
	w.Statuses = w.Statuses.With(cards.Poison).With(cards.Hex)
	must(t, g, StartActivation{Hero: id['W']})
	assert.Equal(t, 2, g.APLeft(id['W']))
	g.ScriptDice(blue2, blue2, red1) // 5 stars, minus the highest die (2) = 3
	evs := must(t, g, Attack{Attr: cards.WILL, Target: id['C']})
	r := find[Rolled](evs)
	require.Len(t, r, 1)
	assert.Equal(t, 3, r[0].Stars)
	assert.True(t, r[0].Dice[0].Discarded)
	assert.False(t, find[Compared](evs)[0].Critical, "Hex took the critical away")

	p, err := g.ChanceToWound(id['W'], "Magic Attack", id['C'])
	require.NoError(t, err)
	assert.Greater(t, p, 0.0)
	assert.Less(t, p, g.Catalog().Dice.ChanceMoreThan(cards.MustPool("2B1R"), 2), "Hex lowers the chance")
}

// Arcade rulebook, "Immune X": gaining immunity removes the status at once.
func TestGainingImmunityRemovesStatus(t *testing.T) {
	g, id := board(t, `
+-+-+
|W .|
+-+-+`, "W=Sanctioned Witch")
	w := g.Model(id['W'])
	w.Statuses = w.Statuses.With(cards.Poison)
	evs := g.applyEffects(w, w, &cards.Action{Name: "Antidote", Grants: []cards.Keyword{{Name: "Immune", Of: cards.Poison}}}, nil, nil)
	assert.Len(t, find[StatusesRemoved](evs), 1)
	assert.False(t, w.Statuses.Has(cards.Poison))
}

// Arcade rulebook, "Status Effects" (Bane: the highest defence die is
// ignored; Hex: the highest offence die) and 1st edition, "Status Effects"
// (Fragile on ARM rolls, Weak on ATT): a roll that sets a die aside names
// the status that did it, so the log and the dice tray can say why the die
// is crossed out (played by mouse: "0 + 2 (set aside) = 0 stars" under
// Bane, with no reason given). A roll no status spoils names none.
func TestASetAsideDieNamesItsStatus(t *testing.T) {
	for _, c := range []struct {
		name    string
		status  cards.Status
		defends bool
		aside   string
	}{
		{"Bane on defence", cards.Bane, true, "Bane"},
		{"Fragile on an ARM defence", cards.Fragile, true, "Fragile"},
		{"Hex on offence", cards.Hex, false, "Hex"},
		{"Weak on a STR attack", cards.Weak, false, "Weak"},
		{"Bane leaves offence alone", cards.Bane, false, ""},
		{"Hex leaves defence alone", cards.Hex, true, ""},
		{"no status", "", true, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, id := board(t, `
+-+-+
|R K|
+-+-+`, "R=Riftling Warrior", "K=Tower Stalker")
			r := g.Model(id['R'])
			if c.status != "" {
				r.Statuses = r.Statuses.With(c.status)
			}
			var evs []Event
			if c.defends {
				g.Phase = ConsulTurn
				g.ScriptDice(blue2, blue1, blue1)
				evs = must(t, g, MonsterAttack{Monster: id['K'], Target: id['R'], Defense: cards.ARM})
			} else {
				must(t, g, StartActivation{Hero: id['R']})
				g.ScriptDice(blue2, blue1, blue1, blue1)
				evs = must(t, g, Attack{Attr: cards.STR, Target: id['K']})
			}
			rolls := find[Rolled](evs)
			require.NotEmpty(t, rolls)
			roll := rolls[0]
			assert.Equal(t, c.aside, roll.Aside)
			assert.Equal(t, c.aside != "", roll.Dice[0].Discarded, "the 2 is set aside")
			if c.aside != "" {
				assert.Contains(t, roll.String(), "("+c.aside+": the best die set aside)")
			}
		})
	}
}
