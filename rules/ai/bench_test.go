package ai

import (
	"testing"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
)

// activationStarts collects game states right after a Hero's activation
// started, from a few seeded games played by the AI.
func activationStarts(b *testing.B) []*rules.Game {
	var out []*rules.Game
	// Replay to capture clones at activation starts.
	for seed := uint64(1); seed <= 4 && len(out) < 64; seed++ {
		g := arcadeGame(b, seed, balancedParty)
		p := New()
		for g.Over == "" && g.Turn <= 30 && len(out) < 64 {
			c := p.Next(g)
			if c == nil {
				break
			}
			if _, err := g.Apply(c); err != nil {
				b.Fatal(err)
			}
			if _, ok := c.(rules.StartActivation); ok && g.Active != rules.NoModel {
				out = append(out, g.Clone())
			}
			for g.Over == "" && p.Next(g) == nil {
				// Let the Consul and the power-ups run.
				var cmd rules.Command = rules.EndPhase{}
				switch g.Phase {
				case rules.ConsulTurn:
					cmd = arcade.PlayConsulTurn{}
				case rules.HeroPowerUp, rules.ConsulPowerUp:
					_, _ = g.Apply(arcade.ResolveHooks{})
				}
				if _, err := g.Apply(cmd); err != nil {
					if _, err := g.Apply(rules.EndPhase{}); err != nil {
						b.Fatal(err)
					}
				}
			}
		}
	}
	if len(out) == 0 {
		b.Fatal("no activation captured")
	}
	return out
}

// BenchmarkDecideActivation measures the AI's decisions for one whole Hero
// activation (every Next call from start to EndActivation), without the
// engine's Apply: the states are prepared outside the timer.
func BenchmarkDecideActivation(b *testing.B) {
	starts := activationStarts(b)
	// Precompute each activation's sequence of states.
	var seqs [][]*rules.Game
	for _, s := range starts {
		g := s.Clone()
		p := New()
		var seq []*rules.Game
		for g.Active != rules.NoModel && g.Over == "" {
			seq = append(seq, g.Clone())
			if _, err := g.Apply(p.Next(g)); err != nil {
				b.Fatal(err)
			}
		}
		seqs = append(seqs, seq)
	}
	// Apply updates a game in place, so during play every decision of an
	// activation sees the same *Game (the chance memo relies on it): replay
	// each sequence through one Game value, and start every activation
	// with an empty memo, as play does, and an empty sight memo (play keeps
	// it while no enemy moves, but replaying the same states would find
	// every sight line known).
	work := make([]rules.Game, len(seqs))
	p := New()
	b.ResetTimer()
	cpu := processCPU()
	for i := 0; i < b.N; i++ {
		k := i % len(seqs)
		p.memo, p.sight, p.tsight = nil, nil, rules.SightMemo{}
		for _, st := range seqs[k] {
			work[k] = *st
			_ = p.Next(&work[k])
		}
	}
	reportCPU(b, cpu)
	n := 0
	for _, sq := range seqs {
		n += len(sq)
	}
	b.ReportMetric(float64(n)/float64(len(seqs)), "decisions/op")
}

// BenchmarkActivation is one whole activation with the engine applying each
// command (Apply clones the game, so this is what a game pays).
func BenchmarkActivation(b *testing.B) {
	starts := activationStarts(b)
	p := New()
	b.ResetTimer()
	cpu := processCPU()
	defer reportCPU(b, cpu)
	for i := 0; i < b.N; i++ {
		g := starts[i%len(starts)].Clone()
		for g.Active != rules.NoModel && g.Over == "" {
			if _, err := g.Apply(p.Next(g)); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkGame is one whole Arcade game, AI against the Consul, on one
// core.
func BenchmarkGame(b *testing.B) {
	loadShared(b)
	cpu := processCPU()
	defer reportCPU(b, cpu)
	for i := 0; i < b.N; i++ {
		g := arcadeGame(b, uint64(i+1), balancedParty)
		if _, err := Play(g, New(), PlayOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}
