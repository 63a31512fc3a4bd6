package cards

import (
	"bytes"
	_ "embed"
	"fmt"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Colour names a kind of die.
type Colour uint8

// The dice colours. Blue, red and green are the crystal dice of Arcade and
// Explore; citrine and amethyst come from Legends.
const (
	Blue Colour = iota
	Red
	Green
	Citrine
	Amethyst
	numColours
)

var colourNames = [numColours]string{"blue", "red", "green", "citrine", "amethyst"}
var colourLetters = [numColours]byte{'B', 'R', 'G', 'C', 'A'}

func (c Colour) String() string {
	if c < numColours {
		return colourNames[c]
	}
	return fmt.Sprintf("colour(%d)", uint8(c))
}

// Letter is the one-letter code used in dice notation ("2B1R").
func (c Colour) Letter() byte {
	if c < numColours {
		return colourLetters[c]
	}
	return '?'
}

// ParseColour reads a colour name.
func ParseColour(s string) (Colour, error) {
	for i, n := range colourNames {
		if n == s {
			return Colour(i), nil
		}
	}
	return 0, fmt.Errorf("unknown dice colour %q (want one of %s)", s, strings.Join(colourNames[:], ", "))
}

// Face is one side of a die.
type Face struct {
	Stars  int  `yaml:"stars"`
	Heart  bool `yaml:"heart"`
	Potion bool `yaml:"potion"`
	Light  bool `yaml:"light"`
	Shadow bool `yaml:"shadow"`
}

// Die is a colour and its six faces.
type Die struct {
	Colour Colour
	Faces  [6]Face
}

// Dice holds one Die per colour, indexed by Colour.
type Dice [numColours]Die

//go:embed data/dice.yaml
var diceYAML []byte

// LoadDice reads the embedded dice faces.
func LoadDice() (Dice, error) { return ParseDice("data/dice.yaml", diceYAML) }

// ParseDice reads dice faces from YAML; file names the source in errors.
func ParseDice(file string, data []byte) (Dice, error) {
	var raw []struct {
		Colour string `yaml:"colour"`
		Faces  []Face `yaml:"faces"`
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&raw); err != nil {
		return Dice{}, fmt.Errorf("%s: %w", file, err)
	}
	var d Dice
	seen := [numColours]bool{}
	for i, r := range raw {
		c, err := ParseColour(r.Colour)
		if err != nil {
			return Dice{}, fmt.Errorf("%s: die %d: colour: %w", file, i+1, err)
		}
		if seen[c] {
			return Dice{}, fmt.Errorf("%s: die %s: listed twice", file, c)
		}
		seen[c] = true
		if len(r.Faces) != 6 {
			return Dice{}, fmt.Errorf("%s: die %s: faces: need 6, got %d", file, c, len(r.Faces))
		}
		for j, f := range r.Faces {
			if f.Stars < 0 || f.Stars > 9 {
				return Dice{}, fmt.Errorf("%s: die %s: face %d: stars %d out of 0..9", file, c, j+1, f.Stars)
			}
		}
		d[c] = Die{Colour: c, Faces: [6]Face(r.Faces)}
	}
	for c, ok := range seen {
		if !ok {
			return Dice{}, fmt.Errorf("%s: die %s: missing", file, Colour(c))
		}
	}
	return d, nil
}

// Pool is a handful of dice plus fixed bonus stars: an attribute such as
// "2B1R", a bonus such as "+1G", or static stars such as "2ST".
type Pool struct {
	Dice  [numColours]int
	Stars int
}

// ParsePool reads dice notation: any run of <count><letter> terms where the
// letter is B, R, G, C (citrine) or A (amethyst), and <count>ST for fixed
// stars, e.g. "2B1R", "2ST2R", "1ST", "0ST". An empty string or "-" is the
// empty pool.
func ParsePool(s string) (Pool, error) {
	var p Pool
	rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(s), "+"))
	if rest == "" || rest == "-" {
		return p, nil
	}
	orig := rest
	for rest != "" {
		i := 0
		for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
			i++
		}
		if i == 0 {
			return Pool{}, fmt.Errorf("dice %q: expected a count at %q", orig, rest)
		}
		n, _ := strconv.Atoi(rest[:i])
		rest = rest[i:]
		switch {
		case strings.HasPrefix(rest, "ST"):
			p.Stars += n
			rest = rest[2:]
		case rest != "":
			found := false
			for c := Colour(0); c < numColours; c++ {
				if rest[0] == colourLetters[c] {
					p.Dice[c] += n
					found = true
				}
			}
			if !found {
				return Pool{}, fmt.Errorf("dice %q: unknown die letter %q (want B, R, G, C, A or ST)", orig, rest[0])
			}
			rest = rest[1:]
		default:
			return Pool{}, fmt.Errorf("dice %q: count %d has no die letter", orig, n)
		}
	}
	return p, nil
}

// MustPool is ParsePool for constants in tests; it panics on bad notation.
func MustPool(s string) Pool {
	p, err := ParsePool(s)
	if err != nil {
		panic(err)
	}
	return p
}

// Add returns the two pools combined.
func (p Pool) Add(q Pool) Pool {
	for c := range p.Dice {
		p.Dice[c] += q.Dice[c]
	}
	p.Stars += q.Stars
	return p
}

// Count is the number of dice in the pool.
func (p Pool) Count() int {
	n := 0
	for _, v := range p.Dice {
		n += v
	}
	return n
}

// IsZero reports whether the pool has no dice and no stars.
func (p Pool) IsZero() bool { return p.Count() == 0 && p.Stars == 0 }

// String writes the pool in dice notation, blue first.
func (p Pool) String() string {
	var b strings.Builder
	if p.Stars != 0 {
		fmt.Fprintf(&b, "%dST", p.Stars)
	}
	for c, n := range p.Dice {
		if n != 0 {
			fmt.Fprintf(&b, "%d%c", n, colourLetters[c])
		}
	}
	if b.Len() == 0 {
		return "0ST"
	}
	return b.String()
}

// UnmarshalYAML lets data files write pools in dice notation.
func (p *Pool) UnmarshalYAML(n *yaml.Node) error {
	var s string
	if err := n.Decode(&s); err != nil {
		return fmt.Errorf("line %d: dice: %w", n.Line, err)
	}
	q, err := ParsePool(s)
	if err != nil {
		return fmt.Errorf("line %d: %w", n.Line, err)
	}
	*p = q
	return nil
}

// StarDistribution returns, for the pool, the exact probability of rolling
// each total number of stars (index = stars, fixed stars included). It is
// computed by convolving the faces, so it is exact and costs nothing random.
func (d *Dice) StarDistribution(p Pool) []float64 {
	dist := []float64{1}
	for c := Colour(0); c < numColours; c++ {
		for k := 0; k < p.Dice[c]; k++ {
			next := make([]float64, len(dist)+9)
			for s, pr := range dist {
				if pr == 0 {
					continue
				}
				for _, f := range d[c].Faces {
					next[s+f.Stars] += pr / 6
				}
			}
			dist = trimZeros(next)
		}
	}
	if p.Stars > 0 {
		dist = append(make([]float64, p.Stars), dist...)
	}
	return dist
}

func trimZeros(v []float64) []float64 {
	for len(v) > 1 && v[len(v)-1] == 0 {
		v = v[:len(v)-1]
	}
	return v
}

// ChanceMoreThan is the exact probability that the pool rolls more than
// target stars (how a Hero's offense beats an Arcade monster's ARM).
func (d *Dice) ChanceMoreThan(p Pool, target int) float64 {
	return d.ChanceAtLeast(p, target+1)
}

// ChanceAtLeast is the exact probability that the pool rolls target stars or
// more (how a Hero's defense holds against a monster's STR).
func (d *Dice) ChanceAtLeast(p Pool, target int) float64 {
	total := 0.0
	for s, pr := range d.StarDistribution(p) {
		if s >= target {
			total += pr
		}
	}
	return total
}
