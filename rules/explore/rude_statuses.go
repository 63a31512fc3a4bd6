package explore

import (
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// The Rude Supers document's status effects ("Status Effects", in purple
// there): the Heroes' side is the core's (rules.CombatRules.HouseStatuses,
// set in CombatRules); the monsters activating under Explore's own
// activation get the same here.
//
//   - Poison: "If a model suffering Poison uses all of its Action Points
//     during an activation, it receives 1 wound at the end of that
//     activation" (no action point is taken away).
//   - Slow: "loses half its Movement Points (rounding up) when performing
//     upkeep"; no Dash (CombatRules.DashMP). A monster slowed in the middle
//     of its own activation keeps its points (only a Hero's activation
//     loses them at once: monsters are not slowed during their own
//     activation by anything in the game).

// rudeSlowAtUpkeep spends half a slowed monster's movement points,
// rounded up, at its upkeep.
func (g eg) rudeSlowAtUpkeep(m *rules.Model) []rules.Event {
	if g.rude() == nil || !m.InPlay || !g.Suffers(m, cards.Slow) {
		return nil
	}
	lost := (g.MaxMP(m) + 1) / 2
	if lost == 0 {
		return nil
	}
	g.S.MPSpent += lost
	return []rules.Event{rudeNote("%s is slowed at upkeep: %s lost (Rude Supers, \"Slow\")", m.Card, rules.CountOf(lost, "movement point"))}
}

// rudePoisonAtEnd wounds a poisoned monster that spent all its action
// points, as its activation ends.
func (g eg) rudePoisonAtEnd(m *rules.Model) []rules.Event {
	if g.rude() == nil || !g.Suffers(m, cards.Poison) || g.MaxAP(m) == 0 || g.S.APSpent < g.MaxAP(m) {
		return nil
	}
	evs := []rules.Event{rudeNote("%s spent every action point while poisoned (Rude Supers, \"Poison\")", m.Card)}
	return append(evs, g.Wound(m, rules.NoModel, 1, "Poison", false)...)
}

// RudeStatusHelp is what a Rude Supers player reads for the words whose
// meaning the variant changes (the glossary's are Explore's, beside the
// core's rules in rules/help.go), each beside the functions that give it
// that meaning (TestRudeStatusHelpHasItsRule).
func RudeStatusHelp() []rules.Help {
	return []rules.Help{
		{Name: "Poison", Text: "Sickened. Keeps every action point, but a model that spends them all takes a wound as its activation ends. Comes off when the activation ends.", Rules: []string{"rude_statuses.go:eg.rudePoisonAtEnd"}, Mention: "cards.Poison"},
		{Name: "Slow", Text: "Sluggish. Loses half its movement points, rounded up, at upkeep (or half of those left if slowed mid-activation), and cannot Dash. Lost points stay lost; Slow comes off when the activation ends.", Rules: []string{"rude_statuses.go:eg.rudeSlowAtUpkeep", "rude_combat.go:State.CombatRules"}, Mention: "Slow"},
		{Name: "Backlash", Text: "Whoever attacks this model and fails takes a wound in return, every time.", Rules: []string{"rude_combat.go:State.CombatRules"}, Mention: "HouseStatuses"},
	}
}

// RudeWord is the variant's own words for name, false when the
// glossary's hold (or g does not play Rude Supers).
func RudeWord(g *rules.Game, name string) (string, bool) {
	if !IsRude(g) {
		return "", false
	}
	for _, h := range RudeStatusHelp() {
		if h.Name == name {
			return h.Text, true
		}
	}
	return "", false
}
