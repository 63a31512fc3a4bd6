package synth

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"
)

// Render synthesises the named effect, effect variant ("step#2") or music
// loop. The same name always gives the same samples. An unknown name is an
// error, never a panic.
func Render(name string) (Sound, error) {
	base, variant, err := parseName(name)
	if err != nil {
		return Sound{}, err
	}
	h := fnv.New64a()
	h.Write([]byte(name))
	rng := rand.New(rand.NewPCG(h.Sum64(), 0x5d_d0_6e_00))
	if IsMusic(base) {
		s, err := renderMusic(base, rng)
		if err != nil {
			return Sound{}, fmt.Errorf("synth: rendering %q: %w", name, err)
		}
		return s, nil
	}
	recipe, ok := recipeFor(base)
	if !ok {
		return Sound{}, fmt.Errorf("synth: no recipe for %q", base)
	}
	c := &canvas{rng: rng}
	peak := recipe(c, variant)
	s := c.finish(name, peak)
	if s.Frames() == 0 {
		return Sound{}, fmt.Errorf("synth: %q rendered silent", name)
	}
	return s, nil
}
