package tiles

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEmbeddedDataLoads(t *testing.T) {
	s := loadSet(t)
	require.Len(t, s.Tiles, 4, "four double-sided tiles, eight faces")
	themes, names := map[string]bool{}, map[string]bool{}
	for i, tile := range s.Tiles {
		assert.Equal(t, i+1, tile.Number)
		for side, f := range tile.Faces {
			require.NotNil(t, f)
			assert.Equal(t, Side(side), f.Side)
			assert.Len(t, f.Map.SpawnMarks, 1, f.ID())
			themes[f.Theme], names[f.Name] = true, true
		}
	}
	assert.Len(t, names, 8, "every face has its own name")
	assert.Len(t, themes, 8, "every face has its own floor palette")
}

// Arcade rulebook, "Blessing", "Surefoot", "Fly": the effects the engine
// needs: difficult terrain costs extra, a hazard hurts, a Blessing helps.
func TestEffectsCoverTheRulebookKinds(t *testing.T) {
	s := loadSet(t)
	dt, ok := s.Effect("Difficult Terrain")
	require.True(t, ok)
	assert.Equal(t, 1, dt.ExtraCost, "difficult terrain costs two movement points in all")
	lava, ok := s.Effect("Lava")
	require.True(t, ok)
	assert.Equal(t, "Fire", lava.OnEnterStatus)
	assert.False(t, lava.Blessing)
	blessings := 0
	for _, e := range s.Effects {
		if e.Blessing {
			blessings++
			assert.NotEmpty(t, e.BlessingBonus, e.Name)
		}
	}
	assert.GreaterOrEqual(t, blessings, 1)
	assert.GreaterOrEqual(t, len(s.Effects), 6)
}

// Every effect letter is used on some face, and every face effect is known.
func TestEveryEffectAppearsOnAFace(t *testing.T) {
	s := loadSet(t)
	used := map[string]bool{}
	for _, tile := range s.Tiles {
		for _, f := range tile.Faces {
			for _, p := range f.Map.Points() {
				if e := f.Map.At(p).Effect; e != "" {
					_, ok := s.Effect(e)
					assert.True(t, ok, "%s: %s", f.ID(), e)
					used[e] = true
				}
			}
		}
	}
	for _, e := range s.Effects {
		assert.True(t, used[e.Name], "effect %q is on no face", e.Name)
	}
}

func readData(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile("data/" + name)
	require.NoError(t, err)
	return string(b)
}

// replaceOnce edits the first old in text; the table test checks that the
// edit happened, so a stale table row fails instead of passing vacuously.
func replaceOnce(text, old, new string) string { return strings.Replace(text, old, new, 1) }

func TestParseTileRejectsBrokenFaces(t *testing.T) {
	effects, err := ParseEffects("effects.yaml", []byte(readData(t, "effects.yaml")))
	require.NoError(t, err)
	good := readData(t, "tile1.yaml")
	_, err = ParseTile("tile1.yaml", []byte(good), effects)
	require.NoError(t, err)

	for _, tc := range []struct {
		name   string
		edit   func(string) string
		errHas []string
	}{
		{"unknown field in a face", func(s string) string {
			return replaceOnce(s, "    theme: marble", "    theme: marble\n    colour: white")
		}, []string{"tile1.yaml", "face 2 (side B)", "colour: unknown field"}},
		{"unknown top-level field", func(s string) string { return "author: me\n" + s },
			[]string{"tile1.yaml", "author: unknown field"}},
		{"unknown effect letter in the map", func(s string) string {
			return replaceOnce(s, "|. . . d d . . . . .|", "|. . . q d . . . . .|")
		}, []string{"tile1.yaml", "face 1A (Great Hall)", "map:", "'q'", "legend"}},
		{"legend names an unknown effect", func(s string) string {
			return replaceOnce(s, "d: Difficult Terrain", "d: Quicksand")
		}, []string{"face 1A (Great Hall)", "legend: d", "Quicksand"}},
		{"legend breaks the letter convention", func(s string) string {
			return replaceOnce(s, "g: Sacred Ground", "g: Lava")
		}, []string{"face 1B (Pillared Chapel)", "legend: g", "'l'"}},
		{"no spawn mark", func(s string) string {
			return replaceOnce(s, "|. . . . S . . d d .|", "|. . . . . . . d d .|")
		}, []string{"face 1A (Great Hall)", "map:", "exactly one spawning-point", "found 0"}},
		{"two spawn marks", func(s string) string {
			return replaceOnce(s, "|. . . . S . . d d .|", "|S . . . S . . d d .|")
		}, []string{"face 1A (Great Hall)", "found 2"}},
		{"a mark that is not S", func(s string) string {
			return replaceOnce(s, "|. . . . S . . d d .|", "|A . . . S . . d d .|")
		}, []string{"face 1A (Great Hall)", "no marks but 'S'"}},
		{"doorway off centre", func(s string) string {
			return replaceOnce(s, "      +-+-+-+-+ + +-+-+-+-+\n      |. . . . . . . . . .|\n      +     +-+",
				"      +-+-+-+ + +-+-+-+-+-+\n      |. . . . . . . . . .|\n      +     +-+")
		}, []string{"face 1A (Great Hall)", "doorways: side N must be open at exactly [(4,0) (5,0)]"}},
		{"undeclared opening", func(s string) string {
			return replaceOnce(s, "    doorways: [N, E, W]", "    doorways: [E, W]")
		}, []string{"face 1A (Great Hall)", "doorways:", "N is not a declared doorway"}},
		{"declared doorway left closed", func(s string) string {
			return replaceOnce(s, "    doorways: [S, W]", "    doorways: [N, S, W]")
		}, []string{"face 1B (Pillared Chapel)", "doorways: side N must be open"}},
		{"only one doorway", func(s string) string {
			return replaceOnce(s, "    doorways: [S, W]", "    doorways: [S]")
		}, []string{"face 1B (Pillared Chapel)", "at least two doorways"}},
		{"bad side name", func(s string) string {
			return replaceOnce(s, "    doorways: [S, W]", "    doorways: [S, X]")
		}, []string{"face 1B", "\"X\" is not a side"}},
		{"same side twice", func(s string) string {
			return replaceOnce(s, "  - side: B", "  - side: A")
		}, []string{"face 1A (Pillared Chapel)", "listed twice"}},
		{"missing theme", func(s string) string {
			return replaceOnce(s, "    theme: stone\n", "")
		}, []string{"face 1A (Great Hall)", "theme: missing"}},
		{"wrong size", func(s string) string {
			return replaceOnce(s, "      |. . .|. . . .|. . .|\n      +-+-+-+-+-+-+-+-+-+-+\n  - side: B",
				"  - side: B")
		}, []string{"face 1A (Great Hall)", "10×10", "10×9"}},
		{"sealed-off floor", func(s string) string {
			return replaceOnce(s, "      +     +       +     +\n      |. . .|. . . .|. . .|\n      +-+-+-+-+-+-+-+-+-+-+\n  - side: B",
				"      +-    +       +     +\n      |.|. .|. . . .|. . .|\n      +-+-+-+-+-+-+-+-+-+-+\n  - side: B")
		}, []string{"face 1A (Great Hall)", "cannot be reached"}},
		{"one face only", func(s string) string {
			return s[:strings.Index(s, "  - side: B")]
		}, []string{"tile1.yaml", "faces: a tile has two faces"}},
		{"not yaml", func(string) string { return "tile: [" }, []string{"tile1.yaml"}},
		{"empty", func(string) string { return "" }, []string{"tile1.yaml", "empty file"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bad := tc.edit(good)
			require.NotEqual(t, good, bad, "the edit found nothing to change")
			_, err := ParseTile("tile1.yaml", []byte(bad), effects)
			require.Error(t, err)
			for _, want := range tc.errHas {
				assert.Contains(t, err.Error(), want)
			}
		})
	}
}

func TestParseEffectsRejectsBadEntries(t *testing.T) {
	good := readData(t, "effects.yaml")
	for _, tc := range []struct {
		name   string
		edit   string // replaces the Lava entry's "on_enter_status: Fire"
		errHas []string
	}{
		{"unknown field", "on_enter_status: Fire\n    damage: 3", []string{"effects.yaml", "effect 2 (\"Lava\")", "damage: unknown field"}},
		{"unknown status", "on_enter_status: Burning", []string{"effect 2 (\"Lava\")", "on_enter_status", "Burning"}},
		{"does nothing", "blessing: false", []string{"effect 2 (\"Lava\")", "does nothing"}},
		{"bonus without blessing", "on_enter_status: Fire\n    blessing_bonus: +1B ARM", []string{"effect 2", "blessing_bonus"}},
		{"negative cost", "on_enter_status: Fire\n    extra_cost: -1", []string{"effect 2", "extra_cost"}},
		{"bad blessing", "blessing: true\n    blessing_bonus: lots\n    blessing_scope: square", []string{"effect 2", "blessing_bonus", "lots"}},
		{"blessing that hurts", "on_enter_status: Fire\n    blessing: true\n    blessing_bonus: +1B ARM\n    blessing_scope: tile", []string{"effect 2", "cannot also"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := strings.Replace(good, "on_enter_status: Fire", tc.edit, 1)
			require.NotEqual(t, good, text)
			_, err := ParseEffects("effects.yaml", []byte(text))
			require.Error(t, err)
			for _, want := range tc.errHas {
				assert.Contains(t, err.Error(), want)
			}
		})
	}
	for name, text := range map[string]string{
		"duplicate letter": strings.Replace(good, "letter: l", "letter: d", 1),
		"capital letter":   strings.Replace(good, "letter: l", "letter: S", 1),
		"duplicate name":   strings.Replace(good, "name: Lava", "name: Difficult Terrain", 1),
		"no effects":       "effects: []\n",
		"missing text":     strings.Replace(good, "description: Molten rock. Step in and you catch Fire.", "", 1),
	} {
		t.Run(name, func(t *testing.T) {
			_, err := ParseEffects("effects.yaml", []byte(text))
			assert.Error(t, err)
		})
	}
}

func TestLoadSetFSChecksTileNumbering(t *testing.T) {
	files := fstest.MapFS{
		"effects.yaml": {Data: []byte(readData(t, "effects.yaml"))},
		"tile1.yaml":   {Data: []byte(readData(t, "tile1.yaml"))},
		"tile3.yaml":   {Data: []byte(readData(t, "tile3.yaml"))},
	}
	_, err := LoadSetFS(files)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "without gaps")

	files["tile3.yaml"] = &fstest.MapFile{Data: []byte(strings.Replace(readData(t, "tile3.yaml"), "tile: 3", "tile: 1", 1))}
	_, err = LoadSetFS(files)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "already used")

	delete(files, "effects.yaml")
	_, err = LoadSetFS(files)
	assert.Error(t, err)
}

// FuzzParseTile: no input makes the loader panic, and whatever it accepts
// keeps the face invariants.
func FuzzParseTile(f *testing.F) {
	effects, err := ParseEffects("effects.yaml", []byte(readData(f, "effects.yaml")))
	require.NoError(f, err)
	for _, n := range []string{"tile1.yaml", "tile2.yaml", "tile3.yaml", "tile4.yaml"} {
		f.Add([]byte(readData(f, n)))
	}
	f.Add([]byte("tile: 1\nfaces: [{side: A}, {side: B}]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		tile, err := ParseTile("fuzz.yaml", data, effects)
		if err != nil {
			return
		}
		for _, face := range tile.Faces {
			if face == nil || len(face.Map.SpawnMarks) != 1 || face.Map.W != FaceSize || face.Map.H != FaceSize {
				t.Fatalf("accepted a face that breaks the invariants: %+v", face)
			}
			for rot := 0; rot < 4; rot++ {
				if len(face.Oriented(rot).Exits) != len(face.Doorways) {
					t.Fatalf("face %s turned %d: exits do not match doorways", face.ID(), rot)
				}
			}
		}
	})
}

func FuzzParseEffects(f *testing.F) {
	f.Add([]byte(readData(f, "effects.yaml")))
	f.Add([]byte("effects:\n  - letter: d\n    name: X\n    extra_cost: 1\n    description: y\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		effects, err := ParseEffects("fuzz.yaml", data)
		if err != nil {
			return
		}
		for _, e := range effects {
			if e.Letter < 'a' || e.Letter > 'z' || e.Name == "" {
				t.Fatalf("accepted a bad effect %+v", e)
			}
		}
	})
}
