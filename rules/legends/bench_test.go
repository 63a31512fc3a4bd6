package legends

import "testing"

// BenchmarkActivation: one Hero activation (activate, move, attack) on a
// fresh clone, as the AI and the screens run them.
func BenchmarkActivation(b *testing.B) {
	d := loadData(b)
	c, _ := NewCampaign(d, "dusk-drake", []string{"Knight", "Cleric", "Mage"}, 1)
	c.Next = "kitchen-brawl"
	g, _, err := c.StartAdventure(d)
	if err != nil {
		b.Fatal(err)
	}
	g.Apply(Continue{})
	ai := NewAI(1)
	b.ResetTimer()
	for range b.N {
		w := g.Clone()
		for k := 0; k < 4 && w.Mode == Combat; k++ {
			w.Apply(ai.Next(w))
		}
	}
}

// BenchmarkCampaign: a whole campaign played by the AI.
func BenchmarkCampaign(b *testing.B) {
	d := loadData(b)
	for i := range b.N {
		c, _ := NewCampaign(d, "dusk-drake", []string{"Knight", "Cleric", "Mage"}, uint64(i))
		if _, err := PlayCampaign(d, c, NewAI(uint64(i)), nil); err != nil {
			b.Fatal(err)
		}
	}
}
