package explore

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Faces of cards/data/dice.yaml used below.
const (
	blueBlank, blueTwo, blueHeart = 0, 4, 5
	redBlank, redTwo, redPotion   = 0, 3, 5
	greenBlank, greenHeartPotion  = 0, 5
)

// Part 2, "3) Make an Offense Roll": "Count the total number of stars,
// attribute stars ..., hearts, and potions (the heart+potion on the Green
// Die counts as 2)". Plain Explore counts stars only.
func TestRudeHeartsAndPotionsCountAsStars(t *testing.T) {
	pool := cards.Pool{}
	pool.Dice[cards.Blue], pool.Dice[cards.Red], pool.Dice[cards.Green] = 1, 1, 1
	g, _ := rudeGame(t, balanced, "")
	h := g.Heroes()[0]
	g.ScriptDice(blueHeart, redPotion, greenHeartPotion)
	r := g.Roll(h, "offense", pool, false)
	assert.Equal(t, 4, r.Stars, "heart 1 + potion 1 + heart+potion 2")
	assert.Equal(t, 2, r.Hearts, "they still pop out")

	plain, _, err := New(Setup{Seed: 7, Heroes: balanced, Catalog: testCatalog(t)})
	require.NoError(t, err)
	plain.ScriptDice(blueHeart, redPotion, greenHeartPotion)
	assert.Zero(t, plain.Roll(h, "offense", pool, false).Stars, "Explore: hearts and potions are not stars")
}

// Part 2, "4) Target Makes a Defensive Roll": "Any hearts and potions
// rolled may be rerolled once."
func TestRudeDefenseRerollsHeartsAndPotions(t *testing.T) {
	pool := cards.Pool{}
	pool.Dice[cards.Blue], pool.Dice[cards.Red] = 1, 1
	g, _ := rudeGame(t, balanced, "")
	h := g.Heroes()[0]
	// The heart and the potion come up, then are rolled again: a heart
	// again stays (once only), the potion becomes two stars.
	g.ScriptDice(blueHeart, redPotion, blueHeart, redTwo)
	r := g.Roll(h, "defense with ARM", pool, false)
	assert.Equal(t, 2, r.Again)
	assert.Equal(t, 2, r.Stars)
	assert.True(t, r.Dice[0].Heart, "rerolled once only")
	g.ScriptDice(blueTwo, redBlank)
	assert.Zero(t, g.Roll(h, "defense with ARM", pool, false).Again, "nothing to reroll")
}

// facesFor scripts an offense roll of pool totalling want stars under
// Rude Supers (hearts count), reporting whether the pool can.
func facesFor(pool cards.Pool, want int) ([]int, bool) {
	left := want - pool.Stars
	var out []int
	type f struct{ face, stars int }
	opts := map[cards.Colour][]f{
		cards.Blue:  {{blueTwo, 2}, {blueHeart, 1}, {blueBlank, 0}},
		cards.Red:   {{redTwo, 2}, {redPotion, 1}, {redBlank, 0}},
		cards.Green: {{4, 3}, {greenHeartPotion, 2}, {3, 2}, {1, 1}, {greenBlank, 0}},
	}
	for c := cards.Colour(0); int(c) < len(pool.Dice); c++ {
		for k := 0; k < pool.Dice[c]; k++ {
			chosen := -1
			for _, o := range opts[c] {
				if o.stars <= left {
					chosen, left = o.face, left-o.stars
					break
				}
			}
			if chosen < 0 {
				return nil, false
			}
			out = append(out, chosen)
		}
	}
	return out, left == 0
}

// Part 2, "Critical Numbers (Hero/Super only): Anytime the total strength
// of an offensive roll is equal to 7, 12, or 15, the attack is critically
// effective if it hits" (another wound, "6) Resolve Effects"); 8 is not a
// critical number, though Explore's rule would call 8 against 0 one.
func TestRudeCriticalNumbers(t *testing.T) {
	for _, tc := range []struct {
		total    int
		critical bool
	}{{7, true}, {8, false}} {
		g, _ := rudeGame(t, []string{"Riftling Warrior", "Hearthsworn Fighter", "Riftling Rogue"}, "") // STR 4B
		apply(t, g, rules.EndPhase{})
		h := g.Heroes()[0]
		k := put1(t, ex(g), "Tower Stalker", h) // 3 hearts, 1 blue die of defense
		apply(t, g, rules.StartActivation{Hero: h})
		pool := g.OffensePool(g.Model(h), cards.STR, cards.Pool{})
		faces, ok := facesFor(pool, tc.total)
		require.True(t, ok, "the Warrior's STR reaches %d", tc.total)
		g.ScriptDice(faces...)
		g.ScriptDice(blueBlank) // the Stalker's defense: a blank
		evs := apply(t, g, rules.Attack{Attr: cards.STR, Target: k})
		var cmp *rules.Compared
		wounds := 0
		for _, e := range evs {
			switch e := e.(type) {
			case rules.Compared:
				cmp = &e
			case rules.Wounded:
				if e.Model.ID == k {
					wounds += e.Amount
				}
			}
		}
		require.NotNil(t, cmp)
		assert.Equal(t, tc.total, cmp.Stars)
		assert.Equal(t, tc.critical, cmp.Critical, "total %d", tc.total)
		want := 1
		if tc.critical {
			want = 2
		}
		assert.Equal(t, want, wounds, "total %d", tc.total)
	}
}

// put1 places card on a square next to Hero near.
func put1(t *testing.T, e eg, card string, near rules.ModelID) rules.ModelID {
	t.Helper()
	_, err := e.place(card, freeNear(e.Game, card, e.Model(near).Pos, 1), 0, "test")
	require.NoError(t, err)
	return e.lastID()
}

// Part 2, "Dash: 1 AP: Allows any Model to trade 1 AP for 3 Movement
// Points"; "Status Effects", Slow: "A model suffering Slow cannot use the
// Dash action".
func TestRudeDashThreeMovementPoints(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	apply(t, g, rules.EndPhase{})
	h := g.Heroes()[0]
	apply(t, g, rules.StartActivation{Hero: h})
	m := g.Model(h)
	f := g.PathGraph().Reachable(g.Mover(m), m.Pos, 3)
	var to tiles.Point
	found := false
	for _, q := range f.Ends() {
		if tiles.Dist(m.Pos, q) == 3 {
			to, found = q, true
			break
		}
	}
	require.True(t, found, "a square three away")
	apply(t, g, rules.Dash{Path: f.Path(to)})
	assert.Equal(t, to, g.Model(h).Pos)

	g, _ = rudeGame(t, balanced, "")
	apply(t, g, rules.EndPhase{})
	h = g.Heroes()[0]
	apply(t, g, rules.StartActivation{Hero: h})
	m = g.Model(h)
	m.Statuses = m.Statuses.With(cards.Slow)
	f = g.PathGraph().Reachable(g.Mover(m), m.Pos, 1)
	for _, q := range f.Ends() {
		if q != m.Pos {
			to = q
			break
		}
	}
	_, err := g.Apply(rules.Dash{Path: f.Path(to)})
	assert.ErrorContains(t, err, "Slow and cannot Dash")
}

// Part 2, "6) Resolve Effects": "If they rolled more than one heart
// and/or potion, they may receive any 2 of their choice ... a monster will
// never drop more than two items (hearts and/or potions) per hit".
func TestRudeAHitDropsNoMoreThanTwoItems(t *testing.T) {
	g, _ := rudeGame(t, balanced, "")
	h := g.Model(g.Heroes()[0])
	h.Wounds = 3
	g.Turn, g.Phase = 2, rules.HeroTurn
	c := put1(t, ex(g), "Crawler", h.ID)
	h.Slots[slotOf(t, g, "Bent Nail")] = "Bent Nail" // STR 2 red + 1 blue
	apply(t, g, rules.StartActivation{Hero: h.ID})
	// Two potions and a heart: three items (they count as stars, so the
	// Crawler falls); the hit drops two, the heart first.
	g.ScriptDice(redPotion, redPotion, blueHeart)
	evs, err := g.Apply(rules.Attack{Attr: cards.STR, Target: c})
	require.NoError(t, err)
	var popped rules.PoppedOut
	for _, e := range evs {
		if p, ok := e.(rules.PoppedOut); ok {
			popped = p
		}
	}
	assert.Equal(t, 1, popped.Hearts)
	assert.Equal(t, 1, popped.Potions)
	assert.Equal(t, 2, g.Model(h.ID).Wounds, "the heart healed one wound")
	assert.Contains(t, eventsText(evs), "no more than 2")
}
