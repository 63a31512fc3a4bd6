package arcade

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// supportAction performs a monster's support action by the Arcade rule for
// the Unique command (rulebook, "Unique"; card-facts.md): a support action
// never goes to a model it has already affected (one that still carries its
// effect, or has nothing it would change), and an augment goes to the
// closest friendly model that benefits from it, the monster itself
// included; a hindering support action goes to the closest Hero it would
// change. An area augment (Aura, Wave ...) is centred on the monster and
// used when at least one friend inside benefits. Ties: the lower model id.
// Nobody benefits: the monster holds it, and says why.
func (g ag) supportAction(m *rules.Model, a cards.Action) []rules.Event {
	const cmd = "Unique"
	if a.Type != cards.Support {
		return []rules.Event{g.decided(cmd, m.ID, rules.NoModel, "%s holds %s: it is neither an attack nor a support action", m.Card, a.Name)}
	}
	augment := a.Targeting == cards.Augment
	if a.Area.Kind != "" && a.Area.Kind != "Burst" {
		// An area around the monster: everyone inside it the action
		// affects, if any of them benefits.
		sq, err := g.AreaSquares(m, a.Area, rules.Aim{Target: m.ID})
		if err != nil {
			return []rules.Event{g.decided(cmd, m.ID, rules.NoModel, "%s holds %s: %v", m.Card, a.Name, err)}
		}
		var hit []*rules.Model
		gain := false
		for i := range g.Models {
			o := &g.Models[i]
			if !o.InPlay || !slices.Contains(sq, o.Pos) || !g.supportReaches(m, o, a) {
				continue
			}
			hit = append(hit, o)
			gain = gain || g.benefits(o, a)
		}
		if a.Area.Kind == "Aura" && g.benefits(m, a) {
			hit, gain = []*rules.Model{m}, true // the aura rides on the monster
		}
		if !gain {
			return []rules.Event{g.decided(cmd, m.ID, rules.NoModel, "%s holds %s: nobody inside its %s would gain from it", m.Card, a.Name, a.Area)}
		}
		evs := []rules.Event{g.decided(cmd, m.ID, rules.NoModel, "%s uses %s: someone inside its %s gains from it", m.Card, a.Name, a.Area)}
		for _, o := range hit {
			evs = append(evs, g.ApplySupport(m, o, &a)...)
		}
		return evs
	}
	var best *rules.Model
	for i := range g.Models {
		o := &g.Models[i]
		if !o.InPlay || !g.supportReaches(m, o, a) || !g.benefits(o, a) {
			continue
		}
		if a.Range == 0 && o.ID != m.ID {
			continue // no range: the monster itself
		}
		if o.ID != m.ID && g.CheckReach(m, o, max(1, g.MonsterRange(m, a.Range)), a.Has("Hookshot"), false) != nil {
			continue
		}
		if best == nil || g.ModelDist(m, o) < g.ModelDist(m, best) {
			best = o
		}
	}
	if best == nil {
		who := "no Hero in reach"
		if augment {
			who = "no friend in reach"
		}
		return []rules.Event{g.decided(cmd, m.ID, rules.NoModel, "%s holds %s: %s would gain from it", m.Card, a.Name, who)}
	}
	why := "the closest friend that gains from it"
	if !augment {
		why = "the closest Hero it would change"
	}
	evs := []rules.Event{g.decided(cmd, m.ID, best.ID, "%s uses %s on %s, %s", m.Card, a.Name, best.Card, why)}
	return append(evs, g.ApplySupport(m, best, &a)...)
}

// supportReaches reports whether a support action of m may affect o: an
// augment friendly Consul models (not spawning points), any other one the
// Heroes (a dangerous one both).
func (g ag) supportReaches(m, o *rules.Model, a cards.Action) bool {
	friend := o.Side == m.Side && o.Kind == rules.KindMonster
	hero := o.Kind == rules.KindHero
	switch a.Targeting {
	case cards.Augment:
		return friend
	case cards.Dangerous:
		return friend || hero
	}
	return hero
}

// benefits reports whether the action would change o: it does not already
// carry the action's effect, and it has a wound or status to heal, a
// status to cleanse, a boost or ability to gain, or a status it is not
// immune to and does not yet suffer.
func (g ag) benefits(o *rules.Model, a cards.Action) bool {
	for _, e := range o.Effects {
		if e.Source == a.Name {
			return false // already affected
		}
	}
	if (a.Heal > 0 || a.HealPerStar) && (o.Wounds > 0 || o.Statuses != 0) {
		return true
	}
	if a.Cleanse && o.Statuses != 0 {
		return true
	}
	if len(a.Boosts) > 0 || len(a.Grants) > 0 {
		return true
	}
	for _, st := range a.Statuses {
		if !o.Statuses.Has(st) && !g.ImmuneTo(o, st) {
			return true
		}
	}
	return false
}
