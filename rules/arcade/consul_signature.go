package arcade

import (
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// gangActions lists the unique actions m uses: its own card's and, while a
// gang is formed, its bonded monsters' (Arcade rulebook, "Forming a Gang"),
// each name once, in card order. While the gang is formed an overcharge
// action stands in the place of the action it replaces ("Overcharge": used
// instead of, not as well as, the original); without the gang overcharge
// actions are not used at all.
func (g ag) gangActions(m *rules.Model) []cards.Action {
	var all []cards.Action
	add := func(c *cards.Monster) {
		for _, a := range c.Actions {
			if !hasActionNamed(all, a.Name) {
				all = append(all, a)
			}
		}
	}
	if c := g.MonsterCard(m); c != nil {
		add(c)
	}
	bonded := g.BondedNear(m)
	for _, b := range bonded {
		if c := g.MonsterCard(b); c != nil {
			add(c)
		}
	}
	overcharged := false
	for _, a := range all {
		overcharged = overcharged || a.Overcharges != ""
	}
	if !overcharged {
		return all
	}
	gang := len(bonded) > 0
	var out []cards.Action
	used := map[string]bool{}
	for _, a := range all {
		if a.Overcharges != "" {
			continue
		}
		if gang {
			if o, ok := overchargeOf(all, a.Name); ok {
				out = append(out, o)
				used[o.Name] = true
				continue
			}
		}
		out = append(out, a)
	}
	// An overcharge whose original the gang lacks is still the gang's action.
	for _, a := range all {
		if gang && a.Overcharges != "" && !used[a.Name] {
			out = append(out, a)
		}
	}
	return out
}

func hasActionNamed(acts []cards.Action, name string) bool {
	for _, a := range acts {
		if a.Name == name {
			return true
		}
	}
	return false
}

// overchargeOf finds the first action in acts that overcharges name.
func overchargeOf(acts []cards.Action, name string) (cards.Action, bool) {
	for _, a := range acts {
		if a.Overcharges == name {
			return a, true
		}
	}
	return cards.Action{}, false
}

// mayHaveSignature is a cheap look at the cards alone (no board query):
// whether m's card or a card it bonds with lists a signature action.
func (g ag) mayHaveSignature(m *rules.Model) bool {
	c := g.MonsterCard(m)
	if c == nil {
		return false
	}
	if cardHasSignature(c) {
		return true
	}
	for _, b := range c.Bonded {
		if bc := g.Catalog().Monsters[b]; bc != nil && cardHasSignature(bc) {
			return true
		}
	}
	return false
}

func cardHasSignature(c *cards.Monster) bool {
	for _, a := range c.Actions {
		if a.Signature {
			return true
		}
	}
	return false
}

// uniqueBlocked says why m can use no unique action now: Knockdown or Ice
// (Arcade rulebook, "Status Effects").
func (g ag) uniqueBlocked(m *rules.Model, cmd string) (rules.Event, bool) {
	if g.Suffers(m, cards.Knockdown) {
		return g.decided(cmd, m.ID, rules.NoModel, "%s is knocked down and takes no unique action", m.Card), true
	}
	if g.Suffers(m, cards.Ice) {
		return g.decided(cmd, m.ID, rules.NoModel, "%s suffers Ice and cannot use unique actions", m.Card), true
	}
	return nil, false
}

// signatureAction performs m's signature actions once per Consul turn
// (Arcade rulebook, "Signature Action"): right after its Move, or before
// the first other command it follows. when says which, for the reason. A
// monster that followed no command this turn performs them as the turn's
// commands end (project rule: the book says it always performs them during
// the Command Phase but names no moment for that case). Signature actions
// cost no action points and are not repeated by the Unique command.
func (g ag) signatureAction(m *rules.Model, when string) []rules.Event {
	const cmd = "Signature"
	if m == nil || !m.InPlay || m.SignatureTurn == g.Turn || !g.mayHaveSignature(m) {
		return nil
	}
	m.SignatureTurn = g.Turn
	var sigs []cards.Action
	for _, a := range g.gangActions(m) {
		if a.Signature {
			sigs = append(sigs, a)
		}
	}
	if len(sigs) == 0 {
		return nil
	}
	if e, blocked := g.uniqueBlocked(m, cmd); blocked {
		return []rules.Event{e}
	}
	id := m.ID
	var evs []rules.Event
	for _, a := range sigs {
		if g.Over != "" {
			break
		}
		m = g.Model(id)
		if !m.InPlay {
			break
		}
		evs = append(evs, g.decided(cmd, id, rules.NoModel, "%s performs its signature action %s %s: it always does, once a Consul turn, for free", m.Card, a.Name, when))
		evs = append(evs, g.uniqueAction(m, a)...)
	}
	return evs
}

// lateSignatures gives the signature actions to the monsters that followed
// no command this Consul turn (see signatureAction).
func (g ag) lateSignatures() []rules.Event {
	var evs []rules.Event
	for _, id := range g.activationOrder() {
		if g.Over != "" {
			break
		}
		evs = append(evs, g.signatureAction(g.Model(id), "as the Consul's commands end, having followed none this turn")...)
	}
	return evs
}
