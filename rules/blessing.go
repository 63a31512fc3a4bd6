package rules

import (
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Blessings (Arcade rulebook, "Abilities": a tile effect with Blessing
// bestows the positive effect on its card to models within the tile, and
// only to Heroes, elites and minions). The tile effects are data
// (tiles/data/effects.yaml): blessing_bonus says what ("+1B ARM") and
// blessing_scope where ("square": a model standing on one of the effect's
// squares; "tile": every model on the same tile). Fly, Surefoot and Burrow
// ignore only non-Blessing effects, so nothing ignores a Blessing.
//
// A Hero adds the dice to every roll of that attribute (offense and
// defense). Arcade monsters never roll (project decision): an elite or
// minion adds one point of STR or ARM per die or star of the bonus; WILL
// and DEX Blessings do nothing for them. Two squares of the same Blessing
// under one large base count once.

// AddTileEffects indexes tile effects by name.
func (c *Catalog) AddTileEffects(es ...tiles.Effect) {
	if c.TileEffects == nil {
		c.TileEffects = map[string]tiles.Effect{}
	}
	for _, e := range es {
		c.TileEffects[e.Name] = e
		c.tileBlessing = c.tileBlessing || (e.Blessing && e.BlessingScope == "tile")
	}
}

// blessed reports whether m may receive Blessings: Heroes, elites, minions.
func (g *Game) blessed(m *Model) bool {
	if m.Kind == KindHero {
		return true
	}
	if c := g.MonsterCard(m); c != nil && m.Kind == KindMonster {
		return c.Role == cards.RoleElite || c.Role == cards.RoleMinion
	}
	return false
}

// blessing is the bonus Blessings give m on rolls of attr.
func (g *Game) blessing(m *Model, attr cards.Attribute) cards.Pool {
	var p cards.Pool
	if attr == "" || len(g.catalog.TileEffects) == 0 || !m.InPlay || !g.blessed(m) {
		return p
	}
	var seen []string
	add := func(name, scope string) {
		e, ok := g.catalog.TileEffects[name]
		if name == "" || !ok || !e.Blessing || e.BlessingScope != scope {
			return
		}
		for _, s := range seen {
			if s == name {
				return
			}
		}
		seen = append(seen, name)
		dice, a, ok := strings.Cut(strings.TrimPrefix(e.BlessingBonus, "+"), " ")
		if !ok || cards.Attribute(strings.ToLower(a)) != attr {
			return
		}
		if q, err := cards.ParsePool(dice); err == nil {
			p = p.Add(q)
		}
	}
	for _, q := range m.Squares() {
		add(g.Board.At(q).Effect, "square")
	}
	if g.catalog.tileBlessing {
		if tile := g.Board.TileOf(m.Pos); tile > 0 {
			for _, sq := range g.Board.Squares {
				if sq.Tile == tile && sq.Effect != "" {
					add(sq.Effect, "tile")
				}
			}
		}
	}
	return p
}

// blessingPoints is a monster's Blessing bonus as fixed points.
func (g *Game) blessingPoints(m *Model, attr cards.Attribute) int {
	if m.Kind == KindHero {
		return 0
	}
	p := g.blessing(m, attr)
	n := p.Stars
	for _, d := range p.Dice {
		n += d
	}
	return n
}
