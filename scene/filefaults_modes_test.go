//go:build !js

package scene

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// The saved games of every way to play share the slots and the loader, but
// each carries its own setup (Explore's placements and roles, Classic's
// size, Rude Supers' difficulty): the file-fault suite meets each of them
// damaged, truncated, empty, wrong in a field of its own, from a newer
// version, as a folder and unreadable, in a player's slot and in the
// booth's (issue 22: "this holds for every mode").
func TestFileFaultsSavesEveryMode(t *testing.T) {
	for _, m := range []struct {
		name string
		open func() (*Play, error)
		// field is a text of the mode's own setup in the save, and wrong
		// the same with a value of the wrong type.
		field, wrong string
	}{
		{"Explore", func() (*Play, error) {
			return newExplorePlay(explore.Setup{Seed: 6, Heroes: ExploreBalanced}, ExploreRoles{ConsulAI: true})
		}, `"heroes":["Royal Paladin",`, `"heroes":[{"name":"Royal Paladin"},`},
		{"Classic", func() (*Play, error) {
			return newClassicPlay(classic.Setup{Seed: 6, Size: "crawl", Heroes: classicParty(3)}, ExploreRoles{ConsulAI: true})
		}, `"size":"crawl"`, `"size":3`},
		{"Rude Supers", func() (*Play, error) {
			return newExplorePlay(explore.Setup{Seed: 6, Heroes: ExploreBalanced, Rude: &explore.RudeOptions{Difficulty: explore.RudeConsul}}, ExploreRoles{ConsulAI: true})
		}, `"rude":{`, `"rude":["hard"],"was":{`},
	} {
		p, err := m.open()
		require.NoError(t, err, m.name)
		good, err := p.sess.Save(p.saveViewOf())
		require.NoError(t, err, m.name)
		require.Contains(t, string(good), m.field, "%s: the save holds its own setup", m.name)
		wrongType := func(g []byte) []byte { return bytes.Replace(g, []byte(m.field), []byte(m.wrong), 1) }
		for _, f := range faults(wrongType, futureVersion) {
			for _, kiosk := range []bool{false, true} {
				t.Run(fmt.Sprintf("%s %s kiosk=%v", m.name, f.name, kiosk), func(t *testing.T) {
					testSaveFault(t, f, good, kiosk)
				})
			}
		}
	}
}
