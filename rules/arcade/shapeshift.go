package arcade

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Monster Shapeshift (Arcade rulebook, "Monster Shapeshift"): "A monster
// will shapeshift into its alternate form whenever a Unique command is
// issued. If there is no room to place the new model, it will push any
// models, friendly or enemy, out of the occupied squares, by the shortest
// path possible to make room for its model." The new model covers at least
// one square the old one covered ("Shapeshift"). Project choices where the
// book is silent: among the bases that cover an old square, the one that
// pushes the fewest models (then row-major); each pushed model goes to the
// nearest free floor square outside the new base (then row-major), placed
// directly, which is the shortest path a push can take. While either form
// is on the map the monster is in play (inPlayCount).

// shapeshiftMonster shifts m into its other form, if it has one.
func (g ag) shapeshiftMonster(m *rules.Model) []rules.Event {
	c := g.MonsterCard(m)
	if c == nil || c.Shapeshift == "" || !c.Has("Shapeshift") {
		return nil
	}
	other := g.Catalog().Monsters[c.Shapeshift]
	if other == nil {
		return nil
	}
	old := m.Squares()
	best, bestPush, found := tiles.Point{}, 0, false
	for _, p := range g.Board.Points() {
		base := rules.BaseAt(p, other.Large)
		covers := false
		for _, q := range base {
			covers = covers || slices.Contains(old, q)
		}
		if !covers || !g.fitsTerrain(base, other.Large) {
			continue
		}
		push := 0
		for _, q := range base {
			if o := g.At(q); o != nil && o.ID != m.ID {
				push++
			}
		}
		if !found || push < bestPush {
			best, bestPush, found = p, push, true
		}
	}
	if !found {
		return []rules.Event{g.decided("Unique", m.ID, rules.NoModel, "%s cannot shapeshift: no room for %s", m.Card, other.Name)}
	}
	base := rules.BaseAt(best, other.Large)
	var evs []rules.Event
	evs = append(evs, g.decided("Unique", m.ID, rules.NoModel, "%s shapeshifts into %s, as it does on every Unique command", m.Card, other.Name))
	// Push the models in the way to the nearest free squares.
	var moved []*rules.Model
	for _, q := range base {
		if o := g.At(q); o != nil && o.ID != m.ID && !slices.Contains(moved, o) {
			moved = append(moved, o)
		}
	}
	taken := slices.Clone(base)
	for _, o := range moved {
		to, ok := g.nearestFree(o, taken, m.ID)
		if !ok {
			return append(evs, rules.Note{Text: fmt.Sprintf("%s cannot shapeshift: %s has nowhere to go", m.Card, o.Card)})
		}
		o.Pos = to
		taken = append(taken, to)
		evs = append(evs, rules.Moved{Model: g.RefOf(o.ID), Path: []tiles.Point{to}, Reason: fmt.Sprintf("%s's shapeshift, pushed aside", m.Card)})
	}
	return append(evs, g.SetForm(m, other.Name, best))
}

// fitsTerrain reports whether a base stands on open floor with no wall
// inside it (models aside).
func (g ag) fitsTerrain(base []tiles.Point, large bool) bool {
	for _, s := range base {
		if !g.Board.IsSquare(s) || g.Board.At(s).Terrain != tiles.Floor {
			return false
		}
	}
	if large && (g.Board.Wall(base[0], base[1]) || g.Board.Wall(base[2], base[3]) || g.Board.Wall(base[0], base[2]) || g.Board.Wall(base[1], base[3])) {
		return false
	}
	return true
}

// nearestFree is the free floor square nearest to o (not in taken, no
// model but the shifting one, self), row-major on ties.
func (g ag) nearestFree(o *rules.Model, taken []tiles.Point, self rules.ModelID) (tiles.Point, bool) {
	best, bestD, found := tiles.Point{}, 0, false
	for _, p := range g.Board.Points() {
		if slices.Contains(taken, p) || g.Board.At(p).Terrain != tiles.Floor {
			continue
		}
		if x := g.At(p); x != nil && x.ID != self && x.ID != o.ID {
			continue
		}
		if d := tiles.Dist(o.Pos, p); !found || d < bestD {
			best, bestD, found = p, d, true
		}
	}
	return best, found
}
