package rules

import (
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Harmful tile effects (Arcade rulebook, "Dungeon Tile": tile effects are
// detailed on their cards; "Abilities": Fly, Burrow and Surefoot ignore
// every non-Blessing effect in the squares they enter; "Monster Movement":
// monsters all have Surefoot and ignore negative tile effects). The effects
// are data (tiles/data/effects.yaml): extra_cost is paid to enter the
// square, on_enter_status and on_enter_wounds are suffered on moving in.
//
// Project decisions: a Hero suffers a square's effect for every square it
// moves into, whatever moved it (its own move, Dash, Pounce or Retreat,
// Charge, a control effect, a Teleport's landing square), once the command
// has resolved (the Moved events of the command); the landing of a Hero
// whose Fly ended (stranded.go) is not a move into a square. Only Heroes
// are affected: the Consul's models never are.

// tileEffect is the data of the effect on p, if the catalog knows it.
func (g *Game) tileEffect(p tiles.Point) (tiles.Effect, bool) {
	name := g.Board.At(p).Effect
	if name == "" {
		return tiles.Effect{}, false
	}
	e, ok := g.catalog.TileEffects[name]
	return e, ok
}

// tileExtraCost is the extra movement points to enter p (Difficult
// Terrain counts one even when the catalog has no tile data).
func (g *Game) tileExtraCost(p tiles.Point) int {
	if e, ok := g.tileEffect(p); ok && !e.Blessing {
		return e.ExtraCost
	}
	if g.Board.At(p).Effect == DifficultTerrain {
		return 1
	}
	return 0
}

// RoughGroundAbility names m's ability that makes its steps onto difficult
// terrain, a tile's or an aura's, cost no more ("" for none): a Mover with
// Fly, Burrow or Surefoot walks flat (MoverOf, pathing's grid).
func (g *Game) RoughGroundAbility(m *Model) string {
	for _, name := range [...]string{"Surefoot", "Fly", "Burrow"} {
		if g.Has(m, name) {
			return name
		}
	}
	return ""
}

// ignoresTileEffects: Fly, Burrow and Surefoot ignore harmful effects, and
// the Consul's models always do.
func (g *Game) ignoresTileEffects(m *Model) bool {
	return m.Side == ConsulSide || g.Has(m, "Fly") || g.Has(m, "Burrow") || g.Has(m, "Surefoot")
}

// enteredEffects applies the on-enter statuses and wounds of the squares
// Heroes moved into during a command (its Moved events).
func (g *Game) enteredEffects(evs []Event) []Event {
	if len(g.catalog.TileEffects) == 0 {
		return nil
	}
	var out []Event
	for _, e := range evs {
		mv, ok := e.(Moved)
		if !ok {
			continue
		}
		m := g.Model(mv.Model.ID)
		if m == nil || m.Kind != KindHero || !m.InPlay || g.ignoresTileEffects(m) {
			continue
		}
		for _, p := range mv.Path {
			te, ok := g.tileEffect(p)
			if !ok || te.Blessing || !m.InPlay {
				continue
			}
			if te.OnEnterStatus != "" {
				if st, err := cards.ParseStatus(te.OnEnterStatus); err == nil && !m.Statuses.Has(st) {
					out = append(out, g.Inflict(m, st, te.Name)...)
				}
			}
			if te.OnEnterWounds > 0 {
				out = append(out, g.Wound(m, NoModel, te.OnEnterWounds, te.Name, false)...)
			}
		}
	}
	return append(out, g.afterAction()...)
}

// Harmful reports whether model id would suffer a wound or a status effect
// it does not have yet by moving into p (for path choice: UI, hero AI).
func (g *Game) Harmful(id ModelID, p tiles.Point) bool {
	m := g.Model(id)
	if m == nil || m.Kind != KindHero {
		return false
	}
	te, ok := g.tileEffect(p)
	if !ok || te.Blessing || (te.OnEnterWounds == 0 && te.OnEnterStatus == "") || g.ignoresTileEffects(m) {
		return false
	}
	if te.OnEnterWounds > 0 {
		return true
	}
	st, err := cards.ParseStatus(te.OnEnterStatus)
	return err == nil && !m.Statuses.Has(st) && !g.ImmuneTo(m, st)
}

// SafePathTo is PathTo preferring to stay off harmful squares: the
// cheapest path through none (the destination aside) when it costs at most
// limit movement points, else PathTo's path.
func (g *Game) SafePathTo(id ModelID, p tiles.Point, limit int) ([]tiles.Point, int, bool) {
	if path, cost, ok := g.safePath(id, p, limit); ok {
		return path, cost, true
	}
	return g.PathTo(id, p)
}

// safePath is the cheapest path for model id to p through no harmful
// square (the destination aside) when it costs at most limit movement
// points; ok is false when there is none, or no square could harm it.
func (g *Game) safePath(id ModelID, p tiles.Point, limit int) ([]tiles.Point, int, bool) {
	m := g.Model(id)
	if m == nil || !m.InPlay || m.Kind != KindHero || g.ignoresTileEffects(m) || len(g.catalog.TileEffects) == 0 {
		return nil, 0, false
	}
	mv := g.Mover(m)
	enemy := mv.Enemy
	// A harmful square counts as blocked for this search (it also
	// forbids cutting diagonally past two of them: a cautious path).
	mv.Enemy = func(q tiles.Point) bool { return enemy(q) || (q != p && g.Harmful(id, q)) }
	if path, cost, ok := pathing.ShortestPath(g.Board, mv, m.Pos, p); ok && cost <= limit {
		return path, cost, true
	}
	return nil, 0, false
}
