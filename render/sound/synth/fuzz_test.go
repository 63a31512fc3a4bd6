package synth

import "testing"

// Names come from the scene; any string must give a sound or an error,
// never a panic, and Known must agree with Render.
func FuzzRenderName(f *testing.F) {
	for _, s := range []string{"step#2", "coin", "", "step#", "#", "music_boss", "step#3x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		if IsMusic(name) {
			return // slow to render; covered by the other tests
		}
		_, err := Render(name)
		if (err == nil) != Known(name) {
			t.Fatalf("Render(%q) err=%v but Known=%v", name, err, Known(name))
		}
	})
}

func FuzzParseBar(f *testing.F) {
	f.Add("G4:1 B4:0.5 D5:0.5 G5:1 F#5:0.5 E5:0.5")
	f.Add("r:4")
	f.Fuzz(func(t *testing.T, bar string) {
		notes, err := parseBar(bar)
		if err != nil {
			return
		}
		total := 0.0
		for _, n := range notes {
			total += n[1]
		}
		if total < 4-1e-9 || total > 4+1e-9 {
			t.Fatalf("accepted a bar of %g beats", total)
		}
	})
}
