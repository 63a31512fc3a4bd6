package replay_test

import (
	"fmt"
	"os"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/rules/replay"
)

// Verifying replay files, as sdsim -verify does: one line per file.
func ExampleVerify() {
	d, err := replay.LoadData() // once for all files
	if err != nil {
		panic(err)
	}
	verified, mismatched := 0, 0
	for _, path := range []string{"testdata/v1_seed7.json"} {
		f, err := os.Open(path)
		if err != nil {
			fmt.Println(path, err)
			mismatched++
			continue
		}
		r, err := replay.Read(f)
		f.Close()
		if err == nil {
			err = d.Verify(r) // a *replay.Divergence says where it went wrong
		}
		if err != nil {
			fmt.Printf("%s: MISMATCH %v\n", path, err)
			mismatched++
			continue
		}
		fmt.Printf("%s: ok (%d commands)\n", path, len(r.Commands))
		verified++
	}
	fmt.Printf("verified=%d mismatched=%d\n", verified, mismatched)
}

// Recording a game played by a tool, as sdsim -replays does.
func ExampleRecorder() {
	d, err := replay.LoadData()
	if err != nil {
		panic(err)
	}
	setup := replay.Setup{Seed: 42, Heroes: []string{"Riftling Warrior", "Moonspire Guardian", "Sanctioned Witch"}}
	g, _, err := arcade.New(setup.Arcade(d))
	if err != nil {
		panic(err)
	}
	rec := replay.NewRecorder(setup, g)
	// ... the tool's players call rec.Apply(cmd) instead of g.Apply(cmd) ...
	if _, err := rec.Apply(rules.StartActivation{Hero: g.Heroes()[0]}); err != nil {
		panic(err)
	}
	f, err := os.CreateTemp("", "game-*.sdreplay")
	if err != nil {
		panic(err)
	}
	defer os.Remove(f.Name())
	defer f.Close()
	if err := rec.Replay().Write(f); err != nil {
		panic(err)
	}
}
