package explore

import "github.com/superdungeon-digital/superdungeon/rules"

// Rude Supers' combat (document, Part 2, "Basic Combat Training" and
// "Miscellaneous Rules"), answered through the core's CombatRuler hook:
//
//   - "Dash: 1 AP: Allows any Model to trade 1 AP for 3 Movement Points";
//     "A model suffering Slow cannot use the Dash action".
//   - "3) Make an Offense Roll ... Count the total number of stars,
//     attribute stars ..., hearts, and potions (the heart+potion on the
//     Green Die counts as 2)": every offense roll, a monster's too.
//   - "Critical Numbers (Hero/Super only): Anytime the total strength of
//     an offensive roll is equal to 7, 12, or 15, the attack is critically
//     effective if it hits", and "{EXPERIMENTAL:} If a Hero or Super lands
//     a critical number while using a support action that requires a
//     defensive roll, that action hits regardless of what the defender
//     rolls". They replace Explore's critical rule.
//   - "4) Target Makes a Defensive Roll ... Any hearts and potions rolled
//     may be rerolled once": project decision, always rerolled (a heart or
//     potion is worth nothing on defense, so nobody would keep one).

var _ rules.CombatRuler = (*State)(nil)

// RudeCriticals are the critical numbers ("Critical Numbers").
var RudeCriticals = []int{7, 12, 15}

// RudePopOutCap is the most hearts and potions a hit drops ("6) Resolve
// Effects": "they may receive any 2 of their choice ... a monster will
// never drop more than two items (hearts and/or potions) per hit");
// project decision: the hearts first, as they keep Heroes standing.
const RudePopOutCap = 2

// RudeDashMP is Dash's movement points ("Dash").
const RudeDashMP = 3

// CombatRules implements rules.CombatRuler: plain Explore keeps the core's.
func (s *State) CombatRules(*rules.Game) rules.CombatRules {
	if s.Rude == nil {
		return rules.CombatRules{}
	}
	return rules.CombatRules{HeartStars: true, DefenseReroll: true, Criticals: RudeCriticals, Critical: isSuper, DashMP: RudeDashMP, PopOutCap: RudePopOutCap, HouseStatuses: true}
}
