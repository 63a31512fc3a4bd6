package synth

import (
	"fmt"
	"math"
)

// noteFreq turns a note name such as "C4", "F#5" or "Bb3" into Hz (A4 = 440,
// equal temperament).
func noteFreq(name string) (float64, error) {
	if len(name) < 2 {
		return 0, fmt.Errorf("note %q: too short", name)
	}
	steps := map[byte]int{'C': -9, 'D': -7, 'E': -5, 'F': -4, 'G': -2, 'A': 0, 'B': 2}
	semi, ok := steps[name[0]]
	if !ok {
		return 0, fmt.Errorf("note %q: no letter A-G", name)
	}
	rest := name[1:]
	switch rest[0] {
	case '#':
		semi++
		rest = rest[1:]
	case 'b':
		semi--
		rest = rest[1:]
	}
	if len(rest) != 1 || rest[0] < '0' || rest[0] > '8' {
		return 0, fmt.Errorf("note %q: octave must be one digit 0-8", name)
	}
	semi += (int(rest[0]-'0') - 4) * 12
	return 440 * math.Exp2(float64(semi)/12), nil
}

// hz is noteFreq for the fixed note names in the effect recipes. A typo there
// is a programming error: it gives NaN, which spreads through the render and
// fails the tests' NaN check, rather than a panic in the game.
func hz(name string) float64 {
	f, err := noteFreq(name)
	if err != nil {
		return math.NaN()
	}
	return f
}
