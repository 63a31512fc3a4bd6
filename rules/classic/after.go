package classic

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// FinishCommand implements rules.CommandFinisher: the timeout's summoned
// models take their places, and Born of Fire burns every Hero that moved
// into a square next to a spawning point this command (Starfire's dungeon
// effect: "Heroes that move into a square adjacent to any spawning point
// on the dungeon map immediately suffer Fire").
func (s *State) FinishCommand(g *rules.Game, c rules.Command, evs []rules.Event) []rules.Event {
	e := cg{g, s}
	var out []rules.Event
	if _, ok := c.(EquipNow); !ok {
		// What this command drew may be equipped at once, before the next.
		s.Fresh = s.freshCards(evs)
	}
	if s.SummonDue {
		s.SummonDue = false
		if b := g.Model(s.BossID); b != nil && b.InPlay {
			out = append(out, e.summon(b, s.Data().Adventures[b.Card].Summon)...)
		}
	}
	if a, ok := s.Data().Adventures[s.Boss]; ok && a.BornOfFire && s.Size != "delve" {
		out = append(out, e.bornOfFire(evs)...)
	}
	for _, ev := range evs {
		if d, ok := ev.(rules.PotionDrunk); ok && d.Action == DragonsBlood {
			if h := g.Model(d.Drinker.ID); h != nil && h.InPlay {
				out = append(out, g.Wound(h, rules.NoModel, 1, DragonsBlood, false)...)
			}
		}
	}
	return out
}

// bornOfFire burns the Heroes whose moves in evs entered a square next to
// a spawning point in play.
func (g cg) bornOfFire(evs []rules.Event) []rules.Event {
	var sps []tiles.Point
	for i := range g.Models {
		if m := &g.Models[i]; m.InPlay && m.Kind == rules.KindSpawningPoint {
			sps = append(sps, m.Squares()...)
		}
	}
	if len(sps) == 0 {
		return nil
	}
	var burnt []rules.ModelID
	var out []rules.Event
	for _, ev := range evs {
		mv, ok := ev.(rules.Moved)
		if !ok {
			continue
		}
		h := g.Model(mv.Model.ID)
		if h == nil || !h.InPlay || h.Kind != rules.KindHero || slices.Contains(burnt, h.ID) {
			continue
		}
		for _, p := range mv.Path {
			if slices.ContainsFunc(sps, func(q tiles.Point) bool { return tiles.Dist(p, q) == 1 }) {
				burnt = append(burnt, h.ID)
				out = append(out, rules.Note{Text: h.Card + " steps next to a spawning point: Born of Fire"})
				out = append(out, g.Inflict(h, cards.Fire, "Born of Fire")...)
				break
			}
		}
	}
	return out
}
