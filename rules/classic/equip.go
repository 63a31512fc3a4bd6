package classic

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// EquipNow puts a card the party drew in the command just played on a
// Hero at once (1st edition, "Loot-O-Meter", "Opening Chests": "Any Hero
// may equip the loot immediately or you may put the loot to the side to
// equip at the end of the round"): the core's Equip rules, outside the end
// of the round. A card not equipped at once waits for the end of the
// round (Equip, Sacrifice). "Immediately" is read as: before any other
// command (project decision, README.md).
type EquipNow struct {
	Hero rules.ModelID
	Card string
}

func (EquipNow) CommandName() string { return "equip at once" }

func (c EquipNow) apply(g cg) ([]rules.Event, error) {
	i := slices.Index(g.S.Fresh, c.Card)
	if i < 0 {
		return nil, rules.Illegal(c, "only a card just drawn may be equipped at once; %q waits for the end of the round", c.Card)
	}
	if h := g.Model(c.Hero); h != nil && h.Kind == rules.KindHero && !h.InPlay {
		return nil, rules.Illegal(c, "%s has fallen: only a Hero in play may wear %s", h.Card, c.Card)
	}
	evs, err := g.EquipFromBackpack(c, c.Hero, c.Card)
	if err != nil {
		return nil, err
	}
	g.S.Fresh = slices.Delete(slices.Clone(g.S.Fresh), i, i+1)
	return evs, nil
}

// freshCards are the cards the command that made evs brought into the
// party's backpack: the Loot-O-Meter's loot, a mini-boss's treasure
// (pending) and an opened chest's relic.
func (s *State) freshCards(evs []rules.Event) []string {
	out := s.pending
	s.pending = nil
	for _, e := range evs {
		if c, ok := e.(rules.ChestOpened); ok {
			if c.Chosen != "" {
				out = append(out, c.Chosen)
			} else {
				out = append(out, c.Drawn...)
			}
		}
	}
	return out
}

// SacrificeForHeart is the heart a sacrificed card gives Hero id, as a
// heart the party does not place (HeartFirst): the status that costs most
// first, a wound otherwise (1st edition, "Equipment": a card set aside
// may be sacrificed "for a heart"; the order is the project's, README.md).
func SacrificeForHeart(g *rules.Game, card string, id rules.ModelID) Sacrifice {
	c := Sacrifice{Card: card, Hero: id}
	s, h := StateOf(g), g.Model(id)
	if s == nil || h == nil {
		return c
	}
	for _, st := range s.HeartFirst(g) {
		if h.Statuses.Has(st) {
			c.Status = st
			break
		}
	}
	return c
}
