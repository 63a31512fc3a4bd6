package rules

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// AreaSquares lists, in row-major order, the squares an area effect used by
// user covers (Arcade rulebook, "Area Effects"):
//
//   - Burst X: every square within X of the target's square (aim.Target,
//     aim.Square for one square of a large base) that the target sees;
//   - Wave X and Aura X: every square within X of the user's square,
//     its own included;
//   - Cross X: the same without the diagonals: the user's row and column;
//   - Lance X: X squares in a straight line away from the user along
//     aim.Dir (no diagonals);
//   - Sweep X: the line of squares along one side of the user (aim.Dir,
//     no diagonals): the square next to that side and X squares on either
//     side of it (project reading of "within X squares of a single side");
//   - Spray X (the 1st edition's): a "V" opening away from the user along
//     aim.Dir (no diagonals), from the square next to it: the k-th row out
//     (k = 1..X) is 2k-1 squares wide, centred on that line. A large base
//     sprays from both of its squares on that side (the union of two Vs).
//     The book's diagram was a picture; the 45-degree V is our reading
//     (rules/classic/README.md).
//
// A square the user (for Burst, the target) cannot see is not covered;
// models never block an area's line of sight.
func (g *Game) AreaSquares(user *Model, area cards.Area, aim Aim) ([]tiles.Point, error) {
	x := area.Size
	origins := user.Squares()
	fly := g.Has(user, "Fly")
	side := 2*max(x, 0) + 1
	cand := make([]tiles.Point, 0, len(origins)*side*side) // room for any kind
	switch area.Kind {
	case "Burst":
		t := g.Model(aim.Target)
		if t == nil || !t.InPlay {
			return nil, fmt.Errorf("Burst needs a target model")
		}
		c := t.Pos
		if aim.Square != nil {
			if !t.Covers(*aim.Square) {
				return nil, fmt.Errorf("%v is not under %s's base", *aim.Square, t.Card)
			}
			c = *aim.Square
		}
		origins = []tiles.Point{c}
		fly = g.Has(t, "Fly")
		for y := c.Y - x; y <= c.Y+x; y++ {
			for xx := c.X - x; xx <= c.X+x; xx++ {
				cand = append(cand, tiles.Point{X: xx, Y: y})
			}
		}
	case "Wave", "Aura", "Cross":
		for _, o := range origins {
			for y := o.Y - x; y <= o.Y+x; y++ {
				for xx := o.X - x; xx <= o.X+x; xx++ {
					p := tiles.Point{X: xx, Y: y}
					if area.Kind == "Cross" && p.X != o.X && p.Y != o.Y {
						continue
					}
					cand = append(cand, p)
				}
			}
		}
	case "Lance", "Sweep":
		if aim.Dir.Diagonal() {
			return nil, fmt.Errorf("%s cannot be used along a diagonal", area.Kind)
		}
		o := user.Pos
		if user.Large {
			// From the base square on the chosen side (top-left or the
			// square beside it): the side of a 2x2 base facing aim.Dir.
			s := aim.Dir.Step()
			if s.X > 0 {
				o.X++
			}
			if s.Y > 0 {
				o.Y++
			}
		}
		if area.Kind == "Lance" {
			p := o
			for k := 0; k < x; k++ {
				p = p.Add(aim.Dir)
				cand = append(cand, p)
			}
		} else {
			side := o.Add(aim.Dir)
			perp := (aim.Dir + 2) & 7
			for k := -x; k <= x; k++ {
				s := perp.Step()
				cand = append(cand, tiles.Point{X: side.X + k*s.X, Y: side.Y + k*s.Y})
			}
		}
	case "Spray":
		if aim.Dir.Diagonal() {
			return nil, fmt.Errorf("Spray cannot be used along a diagonal")
		}
		cand = sprayCandidates(cand, user, aim.Dir, x)
	default:
		return nil, fmt.Errorf("unknown area effect %q", area.Kind)
	}
	// An area holds a few dozen squares at most: a list beats a set.
	var out []tiles.Point
	for _, p := range cand {
		if !g.Board.IsSquare(p) || slices.Contains(out, p) {
			continue
		}
		for _, o := range origins {
			if g.pathGraph().LineOfSight(o, p, nil, fly) {
				out = append(out, p)
				break
			}
		}
	}
	sortPoints(out)
	return out, nil
}

// sprayCandidates appends the squares of a Spray of size x aimed along
// orthogonal d from user's base (before line of sight): from each base
// square on the side facing d, row k out is the square k steps along d
// and k-1 squares either side of it.
func sprayCandidates(cand []tiles.Point, user *Model, d tiles.Dir, x int) []tiles.Point {
	step, perp := d.Step(), ((d + 2) & 7).Step()
	for _, o := range user.Squares() {
		if q := o.Add(d); user.Covers(q) {
			continue // not on the side facing d
		}
		for k := 1; k <= x; k++ {
			c := tiles.Point{X: o.X + k*step.X, Y: o.Y + k*step.Y}
			for j := -(k - 1); j <= k-1; j++ {
				cand = append(cand, tiles.Point{X: c.X + j*perp.X, Y: c.Y + j*perp.Y})
			}
		}
	}
	return cand
}

func sortPoints(ps []tiles.Point) {
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && (ps[j].Y < ps[j-1].Y || (ps[j].Y == ps[j-1].Y && ps[j].X < ps[j-1].X)); j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
}

// modelsIn lists the in-play models (not tokens) with a base square in sq,
// in id order, that an action with targeting t used by user affects:
// enemies, friends (user included) for Augment, everyone for Dangerous.
func (g *Game) modelsIn(user *Model, sq []tiles.Point, t cards.Targeting) []*Model {
	in := map[tiles.Point]bool{}
	for _, p := range sq {
		in[p] = true
	}
	var out []*Model
	for i := range g.Models {
		m := &g.Models[i]
		if !m.InPlay || m.Kind == KindChest || !affects(user, m, t) {
			continue
		}
		for _, p := range m.Squares() {
			if in[p] {
				out = append(out, m)
				break
			}
		}
	}
	return out
}

// affects reports whether an action with targeting t may affect m
// (Arcade rulebook, "Friendly & Enemy", "Action Points").
func affects(user, m *Model, t cards.Targeting) bool {
	switch t {
	case cards.Augment:
		return !Enemies(user, m)
	case cards.Dangerous:
		return true
	}
	return Enemies(user, m)
}
