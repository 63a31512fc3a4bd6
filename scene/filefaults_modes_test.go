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
	for _, m := range modeSaves {
		good, err := m.save()
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

// modeSave is a way to play beside Arcade, with a field of its own setup.
type modeSave struct {
	name string
	open func() (*Play, error)
	// field is a text of the mode's own setup in the save, and wrong
	// the same with a value of the wrong type.
	field, wrong string
}

// modeSaves are the ways to play beside Arcade (FuzzContinueSave starts
// from their saves too).
var modeSaves = []modeSave{
	{"Explore", func() (*Play, error) {
		return newExplorePlay(explore.Setup{Seed: 6, Heroes: ExploreBalanced}, ExploreRoles{ConsulAI: true})
	}, `"heroes":["Royal Paladin",`, `"heroes":[{"name":"Royal Paladin"},`},
	{"Classic", func() (*Play, error) {
		return newClassicPlay(classic.Setup{Seed: 6, Size: "crawl", Heroes: classicParty(3)}, ExploreRoles{ConsulAI: true})
	}, `"size":"crawl"`, `"size":3`},
	{"Rude Supers", func() (*Play, error) {
		return newExplorePlay(explore.Setup{Seed: 6, Heroes: ExploreBalanced, Rude: &explore.RudeOptions{Difficulty: explore.RudeConsul}}, ExploreRoles{ConsulAI: true})
	}, `"rude":{`, `"rude":["hard"],"was":{`},
}

// save is a good save of the mode's game as it opens.
func (m modeSave) save() ([]byte, error) {
	p, err := m.open()
	if err != nil {
		return nil, err
	}
	return p.sess.Save(p.saveViewOf())
}
