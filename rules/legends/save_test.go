package legends

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
)

// playFrom plays up to n commands of g with ai and returns every event and
// the command sent, in order (what a resumed game must repeat exactly).
func playFrom(t *testing.T, g *Game, ai *AI, n int) []string {
	t.Helper()
	var out []string
	for i := 0; i < n && g.Mode != Over; i++ {
		c := ai.Next(g)
		require.NotNil(t, c)
		evs, err := g.Apply(c)
		require.NoError(t, err)
		out = append(out, c.name())
		for _, e := range evs {
			b, _ := json.Marshal(e)
			out = append(out, string(b))
		}
	}
	return out
}

// "Campaigns" (the party persists; ours: an adventure in progress is
// kept): a game saved at any moment and loaded again is the same game —
// the same bytes when saved again, and the same dice, the same rolls and
// the same story choices to come, to the adventure's end.
func TestSavedGameResumesExactly(t *testing.T) {
	d := loadData(t)
	for _, id := range []string{"the-chiefs-bargain", "gloomwings-roost"} {
		if d.AdventureNamed(id) == nil {
			t.Fatalf("no adventure %q in the data", id)
		}
		g := startAdventure(t, d, id, map[string]int{"candy": 2, "music": 1})
		ai := NewAI(7)
		for step := 0; g.Mode != Over && step < 400; step += 40 {
			b, err := MarshalGame(g, ai)
			require.NoError(t, err)
			g2, ai2, err := LoadGame(d, b, 99)
			require.NoError(t, err, "%s at command %d", id, step)
			b2, err := MarshalGame(g2, ai2)
			require.NoError(t, err)
			require.JSONEq(t, string(b), string(b2), "saved again, the same bytes")

			orig, origAI := g.Clone(), NewAI(0)
			*origAI.pcg = *ai.pcg
			want := playFrom(t, orig, origAI, 60)
			got := playFrom(t, g2, ai2, 60)
			require.Equal(t, want, got, "%s resumed at command %d plays on the same", id, step)
			playFrom(t, g, ai, 40)
		}
	}
}

// A saved adventure that does not fit the data or the rules is refused
// with a reason in words, never loaded half-way.
func TestSavedGameRefused(t *testing.T) {
	d := loadData(t)
	g := startAdventure(t, d, "crawlers-in-the-cellar", nil)
	good, err := MarshalGame(g, NewAI(1))
	require.NoError(t, err)
	edit := func(f func(m map[string]any)) []byte {
		var m map[string]any
		require.NoError(t, json.Unmarshal(good, &m))
		f(m)
		b, err := json.Marshal(m)
		require.NoError(t, err)
		return b
	}
	game := func(m map[string]any) map[string]any { return m["game"].(map[string]any) }
	hero0 := func(m map[string]any) map[string]any { return game(m)["models"].([]any)[0].(map[string]any) }
	for _, tc := range []struct {
		b     []byte
		words string
	}{
		{[]byte("{"), "damaged"},
		{edit(func(m map[string]any) { m["version"] = 9 }), "format 9"},
		{edit(func(m map[string]any) { delete(m, "game") }), "no game"},
		{edit(func(m map[string]any) { game(m)["adventure"] = "nowhere" }), "not one this game knows"},
		{edit(func(m map[string]any) { m["rng"] = "AAAA" }), "dice to come"},
		{edit(func(m map[string]any) { game(m)["mode"] = "dancing" }), "unknown mode"},
		{edit(func(m map[string]any) { game(m)["mode"] = "test" }), "does not match"},
		{edit(func(m map[string]any) { game(m)["phase"] = 99 }), "phase 99"},
		{edit(func(m map[string]any) { game(m)["active"] = 40 }), "active"},
		{edit(func(m map[string]any) { hero0(m)["at"] = map[string]any{"x": -5, "y": 2} }), "off the map"},
		{edit(func(m map[string]any) { hero0(m)["class"] = "Bard" }), "unknown class"},
		{edit(func(m map[string]any) { hero0(m)["hearts"] = 9 }), "hearts"},
		{edit(func(m map[string]any) { hero0(m)["equipped"] = []string{"Spoon of Doom"} }), "unknown equipment"},
		{edit(func(m map[string]any) { hero0(m)["id"] = 3 }), "says it is model 3"},
		{edit(func(m map[string]any) { game(m)["backpack"] = map[string]int{"crowns": 999} }), "does not fit"},
	} {
		_, _, err := LoadGame(d, tc.b, 1)
		require.Error(t, err, tc.words)
		require.Contains(t, err.Error(), tc.words)
	}
}

// A saved adventure's file never panics the game: it loads and plays on
// keeping the invariants, or it is refused.
func FuzzLoadGame(f *testing.F) {
	d := loadData(f)
	g := startAdventure(f, d, "crawlers-in-the-cellar", map[string]int{"candy": 1})
	ai := NewAI(3)
	for i := 0; i < 6 && g.Mode != Over; i++ {
		b, _ := MarshalGame(g, ai)
		f.Add(b)
		for k := 0; k < 25 && g.Mode != Over; k++ {
			if _, err := g.Apply(ai.Next(g)); err != nil {
				break
			}
		}
	}
	f.Add([]byte(`{"version":1,"game":{}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		g, ai, err := LoadGame(d, b, 1)
		if err != nil {
			return
		}
		for i := 0; i < 30 && g.Mode != Over; i++ {
			c := ai.Next(g)
			if c == nil {
				return
			}
			if _, err := g.Apply(c); err != nil {
				return
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("after %s: %v", c.name(), err)
			}
		}
	})
}
