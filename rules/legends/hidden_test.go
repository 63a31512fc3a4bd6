package legends

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// speakWithNPC walks Hero 0 next to the NPC the party must speak with and
// speaks with it (Interact): the choice opens.
func speakWithNPC(t *testing.T, g *Game, name string) {
	t.Helper()
	who, tok := g.Seeking()
	require.Equal(t, name, who, "the party must speak with %s first", name)
	require.Equal(t, Explore, g.Mode, "the party explores until it speaks with them")
	refused(t, g, Continue{}, "first speak with "+name)
	at := g.Tokens[tok].At
	var to tiles.Point
	found := false
	for _, d := range tiles.AllDirs {
		if p := at.Add(d); g.Map.IsSquare(p) && g.Map.At(p).Terrain == tiles.Floor && g.modelAt(p) == nil {
			to, found = p, true
			break
		}
	}
	require.True(t, found)
	apply(t, g, Walk{Hero: 0, To: to})
	evs := apply(t, g, Interact{Hero: 0, Token: tok})
	require.True(t, hasKind(evs, "Encounter"))
	require.Equal(t, Choice, g.Mode)
}

func tokenOf(g *Game, kind string) int {
	for i, t := range g.Tokens {
		if t.Kind == kind {
			return i
		}
	}
	return -1
}

// "Non-Combat Encounters", hidden dungeons: the guard room behind the
// tower's door is covered until the door opens — nobody walks, sees or
// reaches into it, and its treasure is unknown; the door opened, it is
// there. The hidden stair is found only by the search test's success,
// and with it the secret passage's far end ("Secret Passage"): before,
// the passage at the entrance leads nowhere.
func TestHiddenAreasAndSecretPassages(t *testing.T) {
	d := loadData(t)
	g := startAdventure(t, d, "the-secret-way", nil)
	room, stair, entrance := pt(14, 2), pt(16, 4), pt(0, 0)
	assert.True(t, g.Hidden(room))
	assert.True(t, g.Hidden(stair))
	assert.True(t, g.Hidden(entrance), "the passage's end by the entrance is a loose stone nobody knows")
	assert.False(t, g.Hidden(pt(3, 3)))
	// The trap and the lock (the lever) by fixed dice.
	g.Dice = []int{b2, b2, b2, b2, b2, b2, b2, b2}
	require.True(t, hasKind(apply(t, g, Attempt{Hero: 1, Approach: 0}), "TestPassed"), "the Rogue disarms the plates")
	g.Dice = []int{b2, b2, b2, b2, b2, b2, b2, b2}
	require.True(t, hasKind(apply(t, g, Attempt{Hero: 2, Approach: 0}), "TestPassed"), "the Mage works out the rings")
	require.Equal(t, Explore, g.Mode)
	refused(t, g, Walk{Hero: 0, To: room}, "cannot get to")
	chest := tokenOf(g, "treasure")
	refused(t, g, Interact{Hero: 0, Token: chest}, "no token")
	door := tokenOf(g, "door")
	apply(t, g, Walk{Hero: 0, To: pt(9, 3)})
	evs := apply(t, g, Interact{Hero: 0, Token: door})
	require.True(t, hasKind(evs, "Revealed"), "the door opens onto the guard room")
	assert.False(t, g.Hidden(room))
	assert.True(t, g.Hidden(stair), "the stair stays hidden behind its loose stone")
	apply(t, g, Walk{Hero: 0, To: room})
	assert.Equal(t, room, g.Models[0].At)
	refused(t, g, Interact{Hero: 0, Token: chest}, "no token")

	// The guards: every one knocked out at once, the fight is won.
	apply(t, g, Continue{})
	require.Equal(t, Combat, g.Mode)
	for i := range g.Models {
		if m := &g.Models[i]; !m.Hero() {
			m.InPlay, m.KO, m.Hearts = false, true, 0
		}
	}
	require.True(t, hasKind(g.checkEncounterEnd(), "EncounterWon"))
	require.Equal(t, Test, g.Mode, "the search for the hidden stair")
	assert.Equal(t, "hidden-stair", g.CurrentPhase().ID)
	g.Dice = []int{b2, b2, b2, b2, b2, b2, b2, b2}
	evs = apply(t, g, Attempt{Hero: 1, Approach: 1})
	require.True(t, hasKind(evs, "TestPassed"))
	require.True(t, hasKind(evs, "Revealed"), "the search finds the stair: %v", evs)
	assert.False(t, g.Hidden(stair))
	assert.False(t, g.Hidden(entrance))
	require.Equal(t, Explore, g.Mode, "the stair's exploration")
	assert.Contains(t, g.Revealed, "a hidden stair behind a loose stone")
}

// "Secret Passage": before the stair is found, the passage at the tower
// end leads nowhere the party knows: its far end is covered too.
func TestHiddenPassageEnd(t *testing.T) {
	d := loadData(t)
	g := startAdventure(t, d, "the-secret-way", nil)
	g.Revealed = append(g.Revealed, "the guard room", "a hidden stair behind a loose stone")
	assert.True(t, g.Hidden(pt(0, 0)))
	assert.False(t, g.Hidden(pt(17, 5)))
	g.Revealed = append(g.Revealed, "the far end of the secret passage, under a flagstone by the entrance")
	assert.False(t, g.Hidden(pt(0, 0)))
}

// "NPCs": the kobold chief is a token on the map; the parley waits, as
// exploration, until a Hero walks to him and speaks; Continue cannot
// skip him; once the choice is made he goes about his business.
func TestNPCTokenOpensItsChoice(t *testing.T) {
	d := loadData(t)
	g := startAdventure(t, d, "the-chiefs-bargain", map[string]int{"candy": 1})
	chief := tokenOf(g, "npc")
	require.GreaterOrEqual(t, chief, 0)
	assert.Equal(t, "the kobold chief", g.Tokens[chief].NPC)
	refused(t, g, Interact{Hero: 0, Token: chief}, "must be next to")
	speakWithNPC(t, g, "the kobold chief")
	apply(t, g, Choose{Option: 0})
	assert.True(t, g.Tokens[chief].Gone)
	assert.Equal(t, Test, g.Mode)
}

// The hero AI finds what the data hides: it speaks with the chief and
// plays every adventure with hidden parts to its end.
func TestAIPlaysHiddenAndNPCAdventures(t *testing.T) {
	d := loadData(t)
	for _, id := range []string{"the-secret-way", "the-chiefs-bargain"} {
		for seed := uint64(1); seed <= 5; seed++ {
			g := startAdventure(t, d, id, map[string]int{"candy": 1, "pixie": 1})
			_, err := PlayAdventure(g, NewAI(seed), 5000)
			require.NoError(t, err, "%s seed %d", id, seed)
			assert.Equal(t, Over, g.Mode)
		}
	}
}

// Adventures with hidden parts and NPCs are checked on load: an area
// nothing could uncover, or an NPC token without a name, is refused.
func TestHiddenDataChecked(t *testing.T) {
	d := loadData(t)
	base := `id: x
name: X
kind: dive
intro: x
grid: |
  .HHHHH..D..T
  .......Q#..1
treasure: [1]
doors: [""]
npcs: [an old hermit]
phases:
  - choice:
      npc: an old hermit
      text: hi
      options:
        - {text: a, outcome: {flag: seen}}
        - {text: b}
  - test:
      text: t
      kind: secret
      approaches: [{text: look, attr: DEX, df: 1}]
      success: {flag: found}
  - combat:
      text: c
      monsters: {"1": Kobold Scamp}
`
	for _, tc := range []struct{ hidden, words string }{
		{"hidden: [{name: back, squares: \"9-11,0-1\"}]\n", ""},
		{"hidden: [{name: back, squares: \"10-11,0\", found_by: found}]\n", ""},
		{"hidden: [{name: back, squares: \"9-11,0-1\", found_by: found}]\n", "monsters of mark 1"},
		{"hidden: [{name: back, squares: \"10-11,0\", found_by: nothing}]\n", "no outcome sets"},
		{"hidden: [{name: back, squares: \"11,1\"}]\n", "no door next to it"},
		{"hidden: [{name: back, squares: \"0-2,0\"}]\n", "Hero start"},
		{"hidden: [{name: back, squares: \"40,0\"}]\n", "not on the map"},
	} {
		a, err := ParseAdventure("x.yaml", []byte(base+tc.hidden))
		require.NoError(t, err)
		err = a.check(d)
		if tc.words == "" {
			require.NoError(t, err, tc.hidden)
		} else {
			require.ErrorContains(t, err, tc.words, tc.hidden)
		}
	}
	a, err := ParseAdventure("x.yaml", []byte(strings.Replace(base, "npcs: [an old hermit]", "npcs: []", 1)))
	require.NoError(t, err)
	require.ErrorContains(t, a.check(d), "NPC tokens")
	a, err = ParseAdventure("x.yaml", []byte(strings.Replace(base, "npc: an old hermit", "npc: a stranger", 1)))
	require.NoError(t, err)
	require.ErrorContains(t, a.check(d), "no NPC")
}
