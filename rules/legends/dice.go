package legends

import (
	"fmt"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// Die is one die of a roll: its colour, the face it landed on (index into
// the colour's faces) and what the face shows. Discarded dice (Hex, Bane)
// stay in the roll with Discarded set, so the log can show them.
type Die struct {
	Colour    cards.Colour `json:"colour"`
	Face      int          `json:"face"`
	Stars     int          `json:"stars"`
	Heart     bool         `json:"heart,omitempty"`
	Potion    bool         `json:"potion,omitempty"`
	Light     bool         `json:"light,omitempty"`
	Shadow    bool         `json:"shadow,omitempty"`
	Rerolled  bool         `json:"rerolled,omitempty"`
	Discarded bool         `json:"discarded,omitempty"`
}

func (d Die) String() string {
	s := fmt.Sprintf("%c", d.Colour.Letter())
	switch {
	case d.Heart && d.Potion:
		s += "♥+P"
	case d.Heart:
		s += "♥"
	case d.Potion:
		s += "P"
	case d.Light:
		s += "light"
	case d.Shadow:
		s += "shadow"
	default:
		s += fmt.Sprint(d.Stars)
	}
	if d.Discarded {
		s = "(" + s + " set aside)"
	}
	return s
}

// Roll is a rolled pool: its dice and the pool's fixed bonus stars.
type Roll struct {
	Dice  []Die `json:"dice"`
	Bonus int   `json:"bonus,omitempty"`
}

// Stars is the roll's total: the stars of the dice kept plus bonus stars
// ("Stars", "Bonus Stars").
func (r Roll) Stars() int {
	n := r.Bonus
	for _, d := range r.Dice {
		if !d.Discarded {
			n += d.Stars
		}
	}
	return n
}

// count counts the kept dice showing f.
func (r Roll) count(f func(Die) bool) int {
	n := 0
	for _, d := range r.Dice {
		if !d.Discarded && f(d) {
			n++
		}
	}
	return n
}

func (r Roll) String() string {
	parts := make([]string, 0, len(r.Dice)+1)
	for _, d := range r.Dice {
		parts = append(parts, d.String())
	}
	if r.Bonus > 0 {
		parts = append(parts, fmt.Sprintf("+%d", r.Bonus))
	}
	return fmt.Sprintf("[%s] = %d", strings.Join(parts, " "), r.Stars())
}

// discardHighest sets aside the kept die with the most stars (Hex on an
// attack, Bane on a defense: "discard the highest die result").
func (r *Roll) discardHighest() {
	best := -1
	for i, d := range r.Dice {
		if !d.Discarded && (best < 0 || d.Stars > r.Dice[best].Stars) {
			best = i
		}
	}
	if best >= 0 {
		r.Dice[best].Discarded = true
	}
}

// ParsePool reads the book's dice notation ("2B1Y", "1W2B", "3B") as well
// as the project's (C for citrine, A for amethyst, ST for fixed stars):
// Y is citrine, P is amethyst and W a bonus star ("Dice Notations").
func ParsePool(s string) (cards.Pool, error) {
	t := strings.NewReplacer("Y", "C", "P", "A", "W", "ST").Replace(strings.TrimSpace(s))
	p, err := cards.ParsePool(t)
	if err != nil {
		return cards.Pool{}, fmt.Errorf("dice %q: %w", s, err)
	}
	return p, nil
}

// PoolString writes a pool in the book's notation (Y citrine, P amethyst,
// W bonus stars).
func PoolString(p cards.Pool) string {
	var b strings.Builder
	if p.Stars > 0 {
		fmt.Fprintf(&b, "%dW", p.Stars)
	}
	letters := []byte{'B', 'R', 'G', 'Y', 'P'}
	for c, n := range p.Dice {
		if n > 0 {
			fmt.Fprintf(&b, "%d%c", n, letters[c])
		}
	}
	if b.Len() == 0 {
		return "0"
	}
	return b.String()
}

// colourOf is the colour for a book letter.
func colourOf(letter byte) (cards.Colour, bool) {
	switch letter {
	case 'B':
		return cards.Blue, true
	case 'R':
		return cards.Red, true
	case 'G':
		return cards.Green, true
	case 'Y':
		return cards.Citrine, true
	case 'P':
		return cards.Amethyst, true
	}
	return 0, false
}
