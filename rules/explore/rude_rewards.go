package explore

import (
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Rude Supers' rewards (document, "Hero Phase 2: Power-up"): "For every
// two 8-bit or one 16-bit monster they destroyed, the Heroes draw 2 loot
// cards. For every Mini-Boss and Boo Booty destroyed, the Heroes draw 1
// treasure card"; "no loot is given for monsters that die on the Consul's
// turn"; a Mini-Boss or Boo Booty destroyed in the Consul's turn gives its
// treasure at once (rudeTreasureAtOnce), so the power-up does not count it
// again. Project decisions: an odd 8-Bit left over earns nothing (as
// Explore's loot tracker, no carry over); spawning points still earn
// Explore's loot (the document is silent); a boo booty's treasure is one
// card, not Explore's choice among its tile number of cards.
func (s *State) rudeRewards(g *rules.Game) Rewards {
	var r Rewards
	bits8 := 0
	for _, d := range g.Destroyed {
		c := g.Catalog().Monsters[d.Card]
		if c == nil {
			continue
		}
		heroTurn := d.Phase == rules.HeroTurn || d.Phase == rules.HeroPowerUp
		switch c.Role {
		case cards.RoleSpawningPoint:
			r.Loot += max(1, d.Tile) + 1
			continue
		case cards.RoleMiniBoss, cards.RoleBooBooty:
			if heroTurn {
				r.Treasure++
			}
			continue
		}
		p := s.Data().Profiles[d.Card]
		if p == nil || !heroTurn || c.Has("Insignificant") {
			continue
		}
		switch p.Platform {
		case Bit8:
			bits8++
		case Bit16:
			r.Loot += 2
		}
	}
	r.Loot += bits8 / 2 * 2
	return r
}

// rudeTreasureAtOnce: "If, for whatever reason, a Mini-Boss or a Boo
// Booty is destroyed during the Consul's turn, the Heroes may immediately
// draw a treasure card ... (if a Boo Booty is drawn, it is placed at the
// bottom of the deck and the next treasure is taken instead), though they
// will be unable to equip that treasure until their next Power-up Phase":
// the card goes into the backpack now.
func (g eg) rudeTreasureAtOnce(m *rules.Model) []rules.Event {
	c := g.MonsterCard(m)
	if g.rude() == nil || g.Phase != rules.ConsulTurn || c == nil || (c.Role != cards.RoleMiniBoss && c.Role != cards.RoleBooBooty) {
		return nil
	}
	drawn := g.DrawTreasureNoBooty(1)
	if len(drawn) == 0 {
		return nil
	}
	g.Backpack = append(clip(g.Backpack), drawn...)
	return []rules.Event{rudeNote("%s fell in the Consul's turn: the Heroes draw %s into the backpack at once (Rude Supers, \"Consul Phase 2\")", m.Card, drawn[0])}
}
