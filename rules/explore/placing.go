package explore

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Placing the alternate modes' tokens by hand (Explore rulebook,
// "Alternate Game Modes", setup "immediately after Step 3"): the Consul
// places the prince and a Hero player moves him up to four squares, or
// the Consul and the Heroes place the five crystals in turn, Consul
// first. A screen shows PlacementBoard — the dungeon as it stands at that
// moment, before the first monsters spawn, with the tokens placed so far
// — lights the TokenStep's squares, adds the chosen square to the Setup
// (PrinceAt, PrinceMove, Crystals) and asks again, until no step is left;
// New then plays the Setup, and a replay records the same squares.

// What a TokenStep places.
const (
	TokenPrince     = "prince"      // the Consul places the prince
	TokenPrinceMove = "prince move" // a Hero player moves him a square
	TokenCrystal    = "crystal"     // crystal N, the Consul's when N is odd
	TokenDoorway    = "doorway"     // Rude Supers' Pincer Assault: the party's second doorway
)

// TokenStep is the next token a placement by hand waits for.
type TokenStep struct {
	// What is placed: TokenPrince, TokenPrinceMove or TokenCrystal; ""
	// when every token is placed.
	What string
	// Consul is true when the Consul places it (else a Hero player).
	Consul bool
	// N is the crystal's number (1-5), or the prince's steps made so far.
	N int
	// From is the prince's square before this step (TokenPrinceMove).
	From tiles.Point
	// Squares are where the token may go; ForMe the square "for me"
	// would choose (From itself when the prince would not move).
	Squares []tiles.Point
	ForMe   tiles.Point
}

// Say is the step as a player reads it.
func (t TokenStep) Say() string {
	switch t.What {
	case TokenPrince:
		return "The Consul hides the prince: click an empty floor square"
	case TokenPrinceMove:
		return fmt.Sprintf("The Heroes move the prince: step %d of up to 4, to a lit square next to him", t.N+1)
	case TokenCrystal:
		who := "The Heroes place"
		if t.Consul {
			who = "The Consul places"
		}
		return fmt.Sprintf("%s crystal %d of 5: a lit square, more than four squares from the start and end tokens, the spawning points and the other crystals", who, t.N)
	case TokenDoorway:
		return fmt.Sprintf("The Heroes split up: click a lit doorway square where %d of them enter (the rest enter at the start token)", t.N)
	}
	return "Every token is placed"
}

// PlacementBoard builds the game s describes as it stands while the
// mode's tokens are placed — the dungeon, the Heroes at the start, the
// spawning points and chests, no monster yet — with the tokens s places
// by hand, and returns the next token to place (What "" when s places
// them all, or its mode has none). An error says which square s names
// that the rules refuse.
func PlacementBoard(s Setup) (*rules.Game, TokenStep, error) {
	s.placing = true
	g, _, err := New(s)
	if err != nil {
		return nil, TokenStep{}, err
	}
	st := StateOf(g)
	if st.placing == nil {
		return g, TokenStep{}, nil
	}
	step := *st.placing
	st.placing = nil
	return g, step, nil
}

// Place adds square p as the answer to step in s: the prince's square,
// one more square of his move (p == step.From leaves him there), or the
// next crystal's square.
func Place(s Setup, step TokenStep, p tiles.Point) Setup {
	switch step.What {
	case TokenPrince:
		at := p
		s.PrinceAt = &at
	case TokenPrinceMove:
		s.PrinceMove = append(append([]tiles.Point{}, s.PrinceMove...), p)
	case TokenCrystal:
		s.Crystals = append(append([]tiles.Point{}, s.Crystals...), p)
	case TokenDoorway:
		o := *s.Rude
		at := p
		o.SecondStart = &at
		s.Rude = &o
	}
	return s
}
