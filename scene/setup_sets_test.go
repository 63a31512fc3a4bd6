package scene

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
)

// The setup screen offers both monster sets and both bosses and
// mini-bosses; choosing Kobolds and Dragons with Rex and Starfire starts a
// game with those cards, named in the game (so saves and replays keep
// them).
func TestSetupOffersKoboldsAndDragons(t *testing.T) {
	ctx := newContext(t)
	ctx.Seed = 8
	m := NewManager(NewSetup())
	ctx.manager = m
	s := m.current.(*Setup)
	require.NoError(t, m.Update(ctx))
	require.Empty(t, s.err)
	// button is the button under the sub-label, e.g. "dungeon boss".
	button := func(sub string) *actionButton {
		t.Helper()
		for _, b := range s.buttons {
			if b.cost == sub {
				return b
			}
		}
		t.Fatalf("no %s button", sub)
		return nil
	}
	click := func(sub string) {
		t.Helper()
		r := button(sub).rect
		ctx.In = Input{X: r.X + 8, Y: r.Y + 8, Clicked: true}
		require.NoError(t, m.Update(ctx))
		ctx.In = Input{}
		require.NoError(t, m.Update(ctx)) // lay out again with the new choice
	}
	labels := func(sub string) []string {
		var out []string
		first := button(sub).label
		for {
			out = append(out, button(sub).label)
			click(sub)
			if button(sub).label == first || len(out) > 20 {
				return out
			}
		}
	}
	assert.Equal(t, []string{"Arcade Box", "Kobolds and Dragons", "Random set", "Only Egg Clutch", "Only Kobold Warren", "Only Shadow Tower", "Only Spider Nest"},
		labels("spawning points"), "the sets first, then a random set, then one card on every tile")
	assert.Equal(t, []string{randomChoice, "Starfire", "The Midnight Queen"}, labels("dungeon boss"))
	assert.Equal(t, []string{randomChoice, "Knight of the Tower", "Rex"}, labels("mini-boss"))

	for _, c := range []struct{ sub, want string }{{"spawning points", "Kobolds and Dragons"}, {"dungeon boss", "Starfire"}, {"mini-boss", "Rex"}} {
		for button(c.sub).label != c.want {
			click(c.sub)
		}
	}
	for _, b := range s.buttons {
		if b.label == "Enter the dungeon" {
			ctx.In = Input{X: b.rect.X + 8, Y: b.rect.Y + 8, Clicked: true}
		}
	}
	require.NoError(t, m.Update(ctx))
	ctx.In = Input{}
	runTicks(t, m, ctx, fadeTicks+2)
	p, ok := m.current.(*Play)
	require.True(t, ok, "the game starts: %s", s.err)
	assert.Equal(t, "Starfire", arcade.StateOf(p.g).Boss)
	assert.Equal(t, "Rex", arcade.StateOf(p.g).MiniBoss)
	var sps []string
	for i := range p.g.Models {
		if mo := &p.g.Models[i]; mo.Kind == rules.KindSpawningPoint {
			sps = append(sps, mo.Card)
		}
	}
	assert.ElementsMatch(t, []string{"Kobold Warren", "Kobold Warren", "Egg Clutch"}, sps)
}
