package cards

import "testing"

// BenchmarkLoadDecks measures loading every deck and both chart sides, as
// the game does once at start-up.
func BenchmarkLoadDecks(b *testing.B) {
	for b.Loop() {
		if _, err := LoadLoot(); err != nil {
			b.Fatal(err)
		}
		if _, err := LoadTreasure(); err != nil {
			b.Fatal(err)
		}
		if _, err := LoadChallenges(); err != nil {
			b.Fatal(err)
		}
		if _, err := LoadBossChallenges(); err != nil {
			b.Fatal(err)
		}
		if _, err := LoadPlots(); err != nil {
			b.Fatal(err)
		}
		if _, err := LoadEasyModes(); err != nil {
			b.Fatal(err)
		}
		if _, err := LoadHardModes(); err != nil {
			b.Fatal(err)
		}
		if _, err := LoadChart(Side3to4); err != nil {
			b.Fatal(err)
		}
		if _, err := LoadChart(Side5to6); err != nil {
			b.Fatal(err)
		}
	}
}
