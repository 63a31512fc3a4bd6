package legends

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

func startAdventure(t testing.TB, d *Data, id string, backpack map[string]int) *Game {
	t.Helper()
	c, err := NewCampaign(d, "dusk-drake", []string{"Knight", "Rogue", "Mage"}, 5)
	require.NoError(t, err)
	g, _, err := NewAdventure(Setup{Data: d, Adventure: id, Party: c.Party(d), Backpack: backpack, Seed: 5})
	require.NoError(t, err)
	require.Equal(t, Explore, g.Mode, "every adventure opens with the party getting ready")
	_, err = g.Apply(Continue{})
	require.NoError(t, err)
	return g
}

// "Attribute Tests", passive: the Hero must roll more stars than the
// defense value; equal fails. Each failure here costs a wound, and after
// the allowed tries the failure outcome follows.
func TestPassiveTest(t *testing.T) {
	d := loadData(t)
	g := startAdventure(t, d, "road-to-thistle-hollow", nil)
	require.Equal(t, Story, g.Mode)
	apply(t, g, Continue{})
	require.Equal(t, Test, g.Mode)
	// The Knight heaves (STR 2B1R, DF 2): 1+0+1 = 2 is not more than 2.
	g.Dice = []int{b1, b0, r1}
	evs := apply(t, g, Attempt{Hero: 0, Approach: 0})
	assert.True(t, hasKind(evs, "TestFailed"))
	assert.Equal(t, 2, g.Models[0].Hearts, "the trunk rolls back on a foot")
	assert.Equal(t, Test, g.Mode, "two tries")
	// The Rogue scrambles over (DEX 2B1R +1B Nimble, DF 1): 2 stars.
	g.Dice = []int{b1, b0, b1, r0}
	evs = apply(t, g, Attempt{Hero: 1, Approach: 1})
	assert.True(t, hasKind(evs, "TestPassed"))
	assert.Equal(t, Explore, g.Mode)
}

// "Modifiers": a skill of the test's attribute adds +1B; a good the
// approach accepts can be spent for +1B.
func TestTestModifiers(t *testing.T) {
	d := loadData(t)
	g := startAdventure(t, d, "road-to-thistle-hollow", map[string]int{"gear": 1})
	apply(t, g, Continue{})
	ap := g.CurrentTest().Approaches[0]
	p, why := g.TestPool(&g.Models[0], ap, true)
	assert.Equal(t, 4, p.Count(), "Knight STR 2B1R + 1B for the gear")
	assert.Len(t, why, 1)
	p, _ = g.TestPool(&g.Models[1], g.CurrentTest().Approaches[1], false)
	assert.Equal(t, 4, p.Count(), "Rogue DEX 2B1R + 1B for Nimble")
	g.Dice = []int{b2, b2, b2, b2}
	apply(t, g, Attempt{Hero: 0, Approach: 0, UseGood: true})
	assert.Zero(t, g.Backpack["gear"])
	refusedAttempt := Attempt{Hero: 0, Approach: 0, UseGood: true}
	_, err := g.Apply(refusedAttempt)
	assert.Error(t, err)
}

// NPC choices: an option with a price the backpack cannot pay is
// refused; the choice sets the flag that skips or keeps later phases.
func TestChoiceBranches(t *testing.T) {
	d := loadData(t)
	g := startAdventure(t, d, "the-chiefs-bargain", nil)
	speakWithNPC(t, g, "the kobold chief")
	require.Equal(t, Choice, g.Mode)
	refused(t, g, Choose{Option: 0}, "costs 1 candy")
	apply(t, g, Choose{Option: 1})
	assert.Contains(t, g.Flags, "war")
	assert.Equal(t, Combat, g.Mode, "war: the warren fight")

	g = startAdventure(t, d, "the-chiefs-bargain", map[string]int{"candy": 1})
	speakWithNPC(t, g, "the kobold chief")
	apply(t, g, Choose{Option: 0})
	assert.Equal(t, Test, g.Mode, "peace: the fight is skipped, the riddle follows")
	assert.Equal(t, "riddle", g.CurrentPhase().ID)
	// Opposed: the chief's WILL rolls as the defense.
	g.Dice = []int{b2, b2, r2, b1, b0, b0, r0} // Mage WILL 2B1R +1B Lore = 6; chief 1
	evs := apply(t, g, Attempt{Hero: 2, Approach: 0})
	assert.True(t, hasKind(evs, "TestPassed"))
}

// "Exploration": Heroes move freely and equip; "Equipment": only during
// exploration, two slots; "Treasure": Interact next to a token draws
// loot; "Locked Doors" open only once their condition is met.
func TestExploration(t *testing.T) {
	d := loadData(t)
	g := startAdventure(t, d, "the-secret-way", nil)
	require.Equal(t, Test, g.Mode)
	door := -1
	for i, tk := range g.Tokens {
		if tk.Kind == "door" {
			door = i
		}
	}
	require.GreaterOrEqual(t, door, 0)
	// Skip to exploration with the lever flag unset, to check the lock.
	g.Mode, g.Phase = Explore, 2
	dp := g.Tokens[door].At
	next := tiles.Point{X: dp.X - 1, Y: dp.Y}
	apply(t, g, Walk{Hero: 0, To: next})
	refused(t, g, Interact{Hero: 0, Token: door}, "locked")
	g.setFlag("lever")
	apply(t, g, Interact{Hero: 0, Token: door})
	assert.True(t, g.Tokens[door].Gone)

	g.Models[0].Carried = []string{"Bent Nail", "Tin Buckler", "Witch Hat"}
	apply(t, g, Equip{Hero: 0, Card: "Bent Nail"})
	apply(t, g, Equip{Hero: 0, Card: "Tin Buckler"})
	apply(t, g, Equip{Hero: 0, Card: "Witch Hat"})
	assert.Equal(t, []string{"Tin Buckler", "Witch Hat"}, g.Models[0].Equipped, "two slots")
	assert.Equal(t, "3B1R", PoolString(g.attrPool(&g.Models[0], ARM)))
	apply(t, g, Trade{From: 0, To: 1, Card: "Witch Hat"})
	assert.Equal(t, []string{"Tin Buckler"}, g.Models[0].Equipped)
	assert.Contains(t, g.Models[1].Carried, "Witch Hat")
	apply(t, g, Continue{})
	require.Equal(t, Combat, g.Mode)
	refused(t, g, Trade{From: 1, To: 0, Card: "Witch Hat"}, "only during exploration")
	g.Models[0].Carried = []string{"Bent Nail"}
	refused(t, g, Equip{Hero: 0, Card: "Bent Nail"}, "only during exploration")
}

// FuzzCommands: any sequence of commands on an adventure leaves the state
// within the rules (CheckInvariants) and never panics.
func FuzzCommands(f *testing.F) {
	d := loadData(f)
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, uint8(0))
	f.Add([]byte{9, 9, 0, 0, 3, 3, 1, 1}, uint8(5))
	f.Fuzz(func(t *testing.T, ops []byte, adv uint8) {
		a := d.Adventures[int(adv)%len(d.Adventures)]
		g := startAdventure(t, d, a.ID, map[string]int{"candy": 1, "gear": 1})
		ai := NewAI(1)
		for i, op := range ops {
			var c Command
			k := int(op >> 4)
			n := int(op & 15)
			switch op % 12 {
			case 0:
				c = ai.Next(g)
			case 1:
				c = Activate{Model: n}
			case 2:
				c = Move{Path: []tiles.Point{{X: n, Y: k}}}
			case 3:
				c = Attack{Target: n}
			case 4:
				c = EndActivation{}
			case 5:
				c = EndTurn{}
			case 6:
				c = DrinkPotion{Hero: n % 5, Target: k % 5}
			case 7:
				c = Walk{Hero: n % 5, To: tiles.Point{X: k, Y: n}}
			case 8:
				c = Continue{}
			case 9:
				c = Attempt{Hero: n % 5, Approach: k % 3, UseGood: op&1 == 1}
			case 10:
				c = UseAbility{Ability: "Shield Bash", Target: n}
			case 11:
				c = Choose{Option: n % 3}
			}
			if c == nil || i > 400 {
				break
			}
			g.Apply(c)
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("after %T: %v", c, err)
			}
		}
	})
}
