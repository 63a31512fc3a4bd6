package cards

import (
	"testing"
)

// FuzzDeckLoaders feeds arbitrary bytes to every deck and chart loader. No
// input may panic, and anything a loader accepts must satisfy the invariants
// the rules engine relies on. Inputs are whole data files, so minimising a
// new input is slow; run it with a short minimise time:
//
//	go test ./cards -run XXX -fuzz FuzzDeckLoaders -fuzztime 30s -fuzzminimizetime 2s
func FuzzDeckLoaders(f *testing.F) {
	for _, seed := range [][]byte{lootYAML, treasureYAML, challengeYAML, bossChallengeYAML,
		plotYAML, easyYAML, hardYAML, chartYAML,
		[]byte(loot("{kind: stat, stat: STR, dice: 1B}")),
		[]byte(challenge(goodTrap, goodLasting)),
		[]byte("- {side: \"3-4\", heroes: [1, 4], spaces: [{space: 1, commands: [Move x2]}, {space: 2, commands: [Spawn Dungeon Boss]}]}"),
		[]byte("- &a {name: x, effects: [*a]}"),
		[]byte("- name: x\n  effects:\n    - {kind: action, action: {name: y, area: Burst 1}}\n"),
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, deck := range []Deck{DeckLoot, DeckTreasure} {
			cards, err := ParseEquipment("fuzz.yaml", data, deck)
			if err != nil {
				continue
			}
			for _, c := range cards {
				if c.Name == "" || c.Text == "" || len(c.Effects) == 0 || c.Count < 1 {
					t.Fatalf("accepted an incomplete card: %+v", c)
				}
				if _, boo := c.BooBooty(); !boo && !c.Slot.IsSlot() {
					t.Fatalf("accepted %q without a slot", c.Name)
				}
				checkEffects(t, c.Effects, false)
			}
		}
		for _, boss := range []bool{false, true} {
			cs, err := ParseChallenges("fuzz.yaml", data, boss)
			if err != nil {
				continue
			}
			for _, c := range cs {
				if c.Name == "" || c.Text == "" || (boss && c.Boss == "") {
					t.Fatalf("accepted an incomplete challenge: %+v", c)
				}
				checkEffects(t, c.Trap, true)
				checkEffects(t, c.Effects, false)
			}
		}
		if ps, err := ParsePlots("fuzz.yaml", data); err == nil {
			for _, p := range ps {
				checkEffects(t, p.Setup, true)
				checkEffects(t, p.Effects, false)
			}
		}
		if ms, err := ParseModes("fuzz.yaml", data, Hard); err == nil {
			for _, m := range ms {
				checkEffects(t, m.Setup, true)
				checkEffects(t, m.Effects, false)
			}
		}
		if charts, err := ParseCharts("fuzz.yaml", data); err == nil {
			for _, c := range charts {
				if len(c.Spaces) == 0 || !c.Spaces[len(c.Spaces)-1].Has(CmdSpawnBoss) {
					t.Fatalf("accepted a chart without the boss at the end: %+v", c)
				}
				for i, s := range c.Spaces {
					if s.Number != i+1 || len(s.Commands) == 0 {
						t.Fatalf("accepted a bad space: %+v", s)
					}
				}
			}
		}
	})
}

func checkEffects(t *testing.T, effs []Effect, instant bool) {
	t.Helper()
	for _, e := range effs {
		if _, ok := kindSpecs[e.Kind]; !ok {
			t.Fatalf("accepted unknown kind %q", e.Kind)
		}
		if e.Kind.Instant() != instant && e.Kind != EffBooBooty {
			t.Fatalf("accepted %s in the wrong place", e.Kind)
		}
		if e.Kind == EffAction && e.Action == nil {
			t.Fatalf("accepted an action effect without an action")
		}
		if e.Kind == EffStat && e.Who.IsMonster() && !e.Dice.IsZero() {
			t.Fatalf("accepted dice for monsters")
		}
	}
}
