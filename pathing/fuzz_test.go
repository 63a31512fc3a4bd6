package pathing

import (
	"math/rand/v2"
	"testing"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// FuzzPathing feeds map text through tiles.ParseMap, then asks random
// questions of every kind: nothing may panic and the answers must hold
// together (paths are legal and cost what they say, searches agree with each
// other, line of sight is symmetric and agrees with the exact method alone,
// the neighbour shortcut agrees with the general method, and distance
// fields change no path).
func FuzzPathing(f *testing.F) {
	for _, seed := range []string{
		"+-+-+-+\n|A . .|\n+-+-+ +\n|B .|.|\n+-+-+-+\n",
		"+-+-+-+-+\n|A E . B|\n+ + + + +\n|. F d .|\n+-+-+-+-+\n",
		"+-+-+-+-+-+\n|A . # . B|\n+ +-+ + + +\n|~ . E|. .|\n+-+-+-+-+-+\n",
		"+-+-+ +-+-+\n|A .| |. B|\n+-+-+ +-+-+\n",
		"+-+\n|A|\n+-+\n",
	} {
		f.Add(seed, uint64(1))
	}
	f.Fuzz(func(t *testing.T, text string, seed uint64) {
		m, marks, err := tiles.ParseMap(text, map[rune]string{'d': "Difficult Terrain"})
		if err != nil || m.W*m.H > 400 {
			return
		}
		bd := board{m: m, marks: marks}
		r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
		mv := randomMover(r, bd)
		graph := NewGraph(m)
		blocks := bd.enemies()
		pick := func() tiles.Point { return tiles.Point{X: r.IntN(m.W+2) - 1, Y: r.IntN(m.H+2) - 1} }

		for q := 0; q < 6; q++ {
			a, b := pick(), pick()
			ignore := r.IntN(2) == 0
			los := LineOfSight(m, a, b, blocks, ignore)
			if los != LineOfSight(m, b, a, blocks, ignore) {
				t.Fatalf("line of sight %v-%v is not symmetric", a, b)
			}
			if why := WhyNoLineOfSight(m, a, b, blocks, ignore); (why == "") != los {
				t.Fatalf("WhyNoLineOfSight %q disagrees with LineOfSight %v for %v-%v", why, los, a, b)
			}
			if m.IsSquare(a) && m.IsSquare(b) && a != b {
				if g, ok := newLosGeom(m, a, b, blocks, ignore); ok && g.visible() != los {
					t.Fatalf("general line of sight disagrees with LineOfSight for %v-%v", a, b)
				}
			}
			if n, ok := RangeAround(m, a, b); ok && n < tiles.Dist(a, b) {
				t.Fatalf("RangeAround %v-%v = %d, shorter than the distance", a, b, n)
			}
			_ = CanStep(m, mv, a, b)
			_ = StepCost(m, mv, b)
		}

		from := pick()
		field := Reachable(m, mv, from, r.IntN(8)-1)
		gfield := graph.Reachable(mv, from, -1)
		full := Reachable(m, mv, from, -1)
		for i := range m.Squares {
			p := m.PointOf(i)
			c, ok := full.Cost(p)
			gc, gok := gfield.Cost(p)
			if ok != gok || c != gc {
				t.Fatalf("Graph.Reachable disagrees at %v: %d,%v vs %d,%v", p, gc, gok, c, ok)
			}
			if lc, lok := field.Cost(p); lok && lc != c {
				t.Fatalf("limited search cost %d at %v, full %d", lc, p, c)
			}
			if !ok {
				continue
			}
			sum, prev := 0, from
			for _, s := range full.Path(p) {
				if err := CanStep(m, mv, prev, s); err != nil {
					t.Fatalf("illegal step on the path to %v: %v", p, err)
				}
				sum += StepCost(m, mv, s)
				prev = s
			}
			if sum != c {
				t.Fatalf("path to %v costs %d, field says %d", p, sum, c)
			}
			_, sc, sok := ShortestPath(m, mv, from, p)
			if sok != full.CanEnd(p) || (sok && sc != c) {
				t.Fatalf("ShortestPath to %v: %d,%v; field %d, can end %v", p, sc, sok, c, full.CanEnd(p))
			}
		}

		// The Graph's searches towards one target, the later ones with its
		// distance field, give the very path of the search without it,
		// for this mover and for the bare map.
		to := pick()
		for _, gm := range []*Mover{mv, nil} {
			wantP, wantC, wantOK := refShortestPath(graph, gm, from, to)
			for range 3 {
				p, c, ok := graph.ShortestPath(gm, from, to)
				if ok != wantOK || c != wantC || len(p) != len(wantP) {
					t.Fatalf("Graph.ShortestPath %v->%v: %v,%d,%v; without field %v,%d,%v", from, to, p, c, ok, wantP, wantC, wantOK)
				}
				for i := range p {
					if p[i] != wantP[i] {
						t.Fatalf("Graph.ShortestPath %v->%v takes %v, without field %v", from, to, p, wantP)
					}
				}
			}
		}

		target := pick()
		path, cost, _ := Approach(m, mv, from, target, r.IntN(5), r.IntN(2) == 0, blocks)
		sum, prev := 0, from
		for _, s := range path {
			if err := CanStep(m, mv, prev, s); err != nil {
				t.Fatalf("illegal step on the approach: %v", err)
			}
			sum += StepCost(m, mv, s)
			prev = s
		}
		if sum != cost {
			t.Fatalf("approach costs %d, says %d", sum, cost)
		}
	})
}
