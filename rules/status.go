package rules

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// inflict gives m a status effect unless it is immune; a model has at most
// one of each (Arcade rulebook, "Status Effects", "Immune").
func (g *Game) Inflict(m *Model, st cards.Status, source string) []Event {
	if !m.InPlay || m.Kind == KindChest {
		return nil
	}
	if g.ImmuneTo(m, st) {
		return []Event{StatusGained{Model: g.RefOf(m.ID), Status: st, Source: source, Resisted: true}}
	}
	had := m.Statuses.Has(st)
	m.Statuses = m.Statuses.With(st)
	evs := []Event{StatusGained{Model: g.RefOf(m.ID), Status: st, Source: source}}
	if st == cards.Slow && !had && m.ID == g.Active && g.houseStatuses() {
		// Rude Supers, "Slow": "If a model suffers Slow during its
		// activation, it immediately loses half of its remaining
		// Movement Points (rounded up)".
		evs = append(evs, g.loseHalfMP(m, "mid-activation")...)
	}
	return evs
}

// InflictVulnerable gives m Vulnerable x (1st edition, "Vulnerable: X"). A
// model carries one Vulnerable, as it carries one of each status: a later
// one's X replaces the earlier's (project decision, rules/classic/README.md).
func (g *Game) InflictVulnerable(m *Model, x, source string) []Event {
	if x == "" {
		return nil // a Vulnerable naming nothing weakens against nothing
	}
	evs := g.Inflict(m, cards.Vulnerable, source)
	for i, e := range evs {
		if sg, ok := e.(StatusGained); ok {
			sg.Of = x
			evs[i] = sg
			if !sg.Resisted {
				m.VulnerableTo = WeaknessOf(x)
			}
		}
	}
	return evs
}

// inflictBy gives t the status st of act: Vulnerable with the action's X.
func (g *Game) inflictBy(t *Model, st cards.Status, act *cards.Action) []Event {
	if st == cards.Vulnerable {
		return g.InflictVulnerable(t, act.VulnerableTo, act.Name)
	}
	return g.Inflict(t, st, act.Name)
}

// StatusLabel names status st as m carries it: "Vulnerable Fire" with its
// X, the status's name otherwise.
func StatusLabel(m *Model, st cards.Status) string {
	if st == cards.Vulnerable && m.VulnerableTo != 0 {
		return string(st) + " " + m.VulnerableTo.String()
	}
	return string(st)
}

// weakAgainst reports whether m, Vulnerable X, defends against foe's act
// of the kind X (1st edition, "Vulnerable: X": "it must discard the
// highest result rolled of any defense roll it makes against that
// ability"): an attack rolling WILL is Magic, DEX Missile, STR (the
// book's ATT) Melee; a status X is an attack that inflicts it, its own or
// through the attacker's status ability (Arcade rulebook, "Status
// Effects"). Project reading, rules/classic/README.md.
func (g *Game) weakAgainst(m, foe *Model, act *cards.Action) bool {
	if act == nil || !g.Suffers(m, cards.Vulnerable) {
		return false
	}
	switch x := m.VulnerableTo.String(); x {
	case "":
		return false
	case "Magic":
		return act.Roll == cards.WILL
	case "Missile":
		return act.Roll == cards.DEX
	case "Melee":
		return act.Roll == cards.STR
	default:
		st := cards.Status(x)
		return slices.Contains(act.Statuses, st) ||
			foe != nil && act.Type == cards.Offensive && slices.Contains(g.statusAbilities(foe), st)
	}
}

// defenseDiscard is whether m's defense roll with attr against foe's act
// sets its best die aside, and why (Rolled.Aside): Vulnerable with its
// kind, or the status that spoils the roll (Bane, Fragile).
func (g *Game) defenseDiscard(m *Model, attr cards.Attribute, foe *Model, act *cards.Action) (bool, string) {
	if g.weakAgainst(m, foe, act) {
		return true, StatusLabel(m, cards.Vulnerable)
	}
	why := g.DiscardWhy(m, attr, false)
	return why != "", why
}

// heal removes up to n wounds or status effects from m (Arcade rulebook,
// "Heal X"). The statuses named in statusFirst go first (the player's
// choice); then wounds, then status effects in cards.AllStatuses order.
func (g *Game) Heal(m *Model, n int, source string, statusFirst ...cards.Status) []Event {
	if n <= 0 || !m.InPlay {
		return nil
	}
	ap := g.apWatch(m) // apshift.go
	e := Healed{Model: g.RefOf(m.ID), Source: source}
	for _, st := range statusFirst {
		if n > 0 && m.Statuses.Has(st) {
			m.Statuses = m.Statuses.Without(st)
			e.Status = append(e.Status, st)
			n--
		}
	}
	w := min(n, m.Wounds)
	m.Wounds -= w
	e.Wounds = w
	n -= w
	for _, st := range m.Statuses.List() {
		if n == 0 {
			break
		}
		m.Statuses = m.Statuses.Without(st)
		e.Status = append(e.Status, st)
		n--
	}
	if e.Wounds == 0 && len(e.Status) == 0 {
		return nil
	}
	return append([]Event{e}, g.apShift(m, ap, slices.Contains(e.Status, cards.Poison))...)
}

// cleanse removes every status effect from m.
func (g *Game) cleanse(m *Model, source string) []Event {
	list := m.Statuses.List()
	if len(list) == 0 {
		return nil
	}
	m.Statuses = 0
	return []Event{StatusesRemoved{Model: g.RefOf(m.ID), Status: list, Reason: source}}
}

// dropImmuneStatuses removes statuses a model has just become immune to
// (Arcade rulebook, "Immune": remove the token immediately).
func (g *Game) dropImmuneStatuses(m *Model, source string) []Event {
	var gone []cards.Status
	for _, st := range m.Statuses.List() {
		if g.ImmuneTo(m, st) {
			m.Statuses = m.Statuses.Without(st)
			gone = append(gone, st)
		}
	}
	if len(gone) == 0 {
		return nil
	}
	return []Event{StatusesRemoved{Model: g.RefOf(m.ID), Status: gone, Reason: "immune through " + source}}
}

// firstEditionStatuses are the statuses only the 1st edition inflicts; a
// model with none of them skips their checks.
var firstEditionStatuses = StatusBit(cards.Bind) | StatusBit(cards.Choke) | StatusBit(cards.Cold) |
	StatusBit(cards.Fragile) | StatusBit(cards.Pacify) | StatusBit(cards.Stun) | StatusBit(cards.Weak)

// DiscardsHighest reports whether m sets its best die aside on a roll with
// attr: Hex on offense and Bane on defense (Arcade rulebook, Explore
// rulebook, "Status Effects"), and the 1st edition's Weak, Fragile, Stun
// and Cold on any roll of ATT, ARM, WILL or DEX, attack, defense or other
// (1st edition, "Status Effects"). One die is set aside however many apply.
func (g *Game) DiscardsHighest(m *Model, attr cards.Attribute, offense bool) bool {
	return g.DiscardWhy(m, attr, offense) != ""
}

// DiscardWhy is the status that makes m set its best die aside on a roll
// with attr (DiscardsHighest), "" when none does: the roll names it
// (Rolled.Aside), so a crossed-out die always says why (played by mouse:
// "0 + 2 (set aside) = 0 stars" under Bane, with no word of it).
func (g *Game) DiscardWhy(m *Model, attr cards.Attribute, offense bool) string {
	if offense && g.Suffers(m, cards.Hex) {
		return string(cards.Hex)
	}
	if !offense && g.Suffers(m, cards.Bane) {
		return string(cards.Bane)
	}
	if m.Statuses&firstEditionStatuses == 0 {
		return ""
	}
	// STR is the 1st edition's ATT.
	var st cards.Status
	switch attr {
	case cards.STR:
		st = cards.Weak
	case cards.ARM:
		st = cards.Fragile
	case cards.WILL:
		st = cards.Stun
	case cards.DEX:
		st = cards.Cold
	default:
		return ""
	}
	if g.Suffers(m, st) {
		return string(st)
	}
	return ""
}

// RollAside is Roll with the best die set aside when aside names why (a
// status, or Vulnerable with its kind), the roll carrying the name.
func (g *Game) RollAside(who ModelID, why string, p cards.Pool, aside string) Rolled {
	r := g.Roll(who, why, p, aside != "")
	if len(r.Dice) > 0 {
		r.Aside = aside
	}
	return r
}

// rollFor is a roll of attr by m with whatever status spoils it named.
func (g *Game) rollFor(m *Model, why string, p cards.Pool, attr cards.Attribute, offense bool) Rolled {
	aside := ""
	if attr != "" {
		aside = g.DiscardWhy(m, attr, offense)
	}
	return g.RollAside(m.ID, why, p, aside)
}

// SpecialForbidden is why m may not use act now, "" when nothing forbids
// it: Ice forbids every unique action; the 1st edition's Pacify forbids
// special attacks (offensive actions beyond the basic attack) and Bind
// every other special action (1st edition, "Status Effects"). Potions are
// Choke's and Ice's (drinkPotion).
func (g *Game) SpecialForbidden(m *Model, act *cards.Action) string {
	if g.Suffers(m, cards.Ice) {
		return fmt.Sprintf("%s suffers Ice and cannot use unique actions", m.Card)
	}
	if m.Statuses&firstEditionStatuses == 0 || act == nil || act.Potion != cards.NoPotion {
		return ""
	}
	if act.Type == cards.Offensive && g.Suffers(m, cards.Pacify) {
		return fmt.Sprintf("%s suffers Pacify and cannot make special attacks", m.Card)
	}
	if act.Type != cards.Offensive && g.Suffers(m, cards.Bind) {
		return fmt.Sprintf("%s suffers Bind and cannot use special actions", m.Card)
	}
	return ""
}
