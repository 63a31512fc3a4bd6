package rules

import (
	"math/rand/v2"
)

// pcgState is the game's only random source: a math/rand/v2 PCG. Its state
// is two words that MarshalBinary exposes, so a clone reconstructs an
// identical generator and saves can store it.
type pcgState struct {
	pcg rand.PCG // held by value: a clone is one allocation
}

func newPCG(seed1, seed2 uint64) *pcgState { return &pcgState{pcg: *rand.NewPCG(seed1, seed2)} }

// bytes is the generator's state, for hashing and saving.
func (s *pcgState) bytes() []byte {
	b, err := s.pcg.MarshalBinary()
	if err != nil { // PCG.MarshalBinary never fails; keep the hash defined anyway
		return nil
	}
	return b
}

// clone copies the generator's state: a PCG is two words and no pointers,
// so a value copy continues identically.
func (s *pcgState) clone() *pcgState {
	c := *s
	return &c
}

// intN draws a uniform number in [0, n).
func (s *pcgState) intN(n int) int { return rand.New(&s.pcg).IntN(n) }

// RNGState returns the random source's state for saving.
func (g *Game) RNGState() []byte { return g.rng.bytes() }

// SetRNGState restores a saved random source.
func (g *Game) SetRNGState(b []byte) error { return g.rng.pcg.UnmarshalBinary(b) }

// ScriptDice queues face indexes (0..5, in the order of the faces in
// cards/data/dice.yaml) that the next dice rolled will show, before the
// random source is used again.
func (g *Game) ScriptDice(faces ...int) { g.Dice = append(g.Dice, faces...) }

// rollFace rolls one die: a scripted face if any, else a random one.
func (g *Game) rollFace() int {
	if len(g.Dice) > 0 {
		f := g.Dice[0]
		g.Dice = g.Dice[1:]
		if f >= 0 && f < 6 {
			return f
		}
	}
	return g.rng.intN(6)
}

// shuffle permutes cards with the game's random source (Fisher-Yates).
func (g *Game) Shuffle(cs []string) {
	for i := len(cs) - 1; i > 0; i-- {
		j := g.rng.intN(i + 1)
		cs[i], cs[j] = cs[j], cs[i]
	}
}

// RandomSource is a game's seeded random stream before the game exists: a
// ruleset's setup draws from it (to build the dungeon, shuffle spawning
// points) and hands it to New in Setup.Source, so the game continues the
// same stream.
type RandomSource struct{ s *pcgState }

// NewRandomSource seeds a random stream.
func NewRandomSource(seed1, seed2 uint64) *RandomSource {
	return &RandomSource{s: newPCG(seed1, seed2)}
}

// Rand draws from the stream.
func (r *RandomSource) Rand() *rand.Rand { return rand.New(&r.s.pcg) }

// State is the stream's state, as Game.SetRNGState takes it.
func (r *RandomSource) State() []byte { return r.s.bytes() }
