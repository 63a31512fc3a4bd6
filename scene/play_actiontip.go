package scene

import (
	"fmt"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// actionTip is an action button's tip: the card's words, then what a
// click does in the rules' terms (the roll, its reach, what a success
// brings). Played by mouse: Broken Bones said only "Curse a distant
// enemy's bones so its armour weakens", and a player took it for a magic
// attack that also wounds.
func actionTip(a *cards.Action) string {
	facts := actionFacts(a)
	if facts == "" {
		return a.Text
	}
	if a.Text == "" {
		return facts
	}
	return a.Text + " " + facts
}

// actionDoes is what a card action does, as short as it can be said: the
// roll and its result when it rolls, else the card's words.
func actionDoes(a *cards.Action) string {
	if f := actionFacts(a); f != "" {
		return f
	}
	return a.Text
}

// greyedTip is a greyed button's tip: why it cannot be used now, then what
// it does (played by mouse: a greyed attack said only "No target in
// range…", and a player could not learn what the action would do before
// walking into range). A card action gives its roll and result, not its
// whole text, so the tip stays a few lines at 200% with large text.
func greyedTip(b *actionButton) string {
	does := b.does
	if does == "" && !b.green {
		// (Not a green potion's: offered in the Consul's turn, its tip
		// shares the screen with the dice tray, and its reason is a
		// moment's — queued, fallen — not a rule to learn.)
		does = b.tip
	}
	if does == "" || strings.Contains(b.disabled, does) {
		return b.disabled
	}
	if !strings.HasSuffix(does, ".") {
		does += "."
	}
	why := strings.TrimSpace(b.disabled)
	if !strings.HasSuffix(why, ".") && !strings.HasSuffix(why, "!") {
		why += "." // (played at 200%: "…has 0 left What it does: …")
	}
	return why + " What it does: " + does
}

// actionFacts says a rolled action's roll, reach and result in a sentence
// ("" for an action without a roll: its card's words say it all).
func actionFacts(a *cards.Action) string {
	if a.Roll == "" {
		return ""
	}
	roll := "A " + a.Roll.Upper() + " roll"
	if a.Bonus != (cards.Pool{}) {
		roll += " with " + poolWords(a.Bonus) + " more"
	}
	var reach []string
	if a.Range > 0 {
		reach = append(reach, fmt.Sprintf("range %d", a.Range))
	}
	if a.Area.Kind != "" {
		reach = append(reach, a.Area.String())
	}
	if len(reach) > 0 {
		roll += ", " + strings.Join(reach, ", ")
	}
	var result []string
	switch {
	case a.Type == cards.Offensive:
		result = append(result, "wounds")
	case a.HealPerStar:
		result = append(result, "heals a wound or a status for every star")
	case a.Heal > 0:
		result = append(result, "heals "+plural(a.Heal, "wound or status", "wounds or statuses"))
	}
	if len(a.Statuses) > 0 {
		result = append(result, "inflicts "+actionStatusNames(a))
	}
	if c := controlVerb(a.Control); c != "" {
		result = append(result, c+"s "+controlReach(a.Control))
	}
	if len(result) == 0 {
		return roll + "."
	}
	out := roll + ": a success " + strings.Join(result, " and ") + "."
	if _, wounds := successDoes(a); !wounds && a.Heal == 0 && !a.HealPerStar {
		out += " No wound: it is a support action."
	}
	return out
}

// successDoes is what a success of a brings a model it reaches, for the
// aim's chance ("wound", "pull", "inflict Bane"), and whether that is a
// wound. Played by mouse: Dwarven Curse, a Pull that wounds no one, read
// "72% … (chance to wound)" and only pulled.
func successDoes(a *cards.Action) (does string, wounds bool) {
	if a.Type == cards.Offensive {
		return "wound", true
	}
	var parts []string
	if c := controlVerb(a.Control); c != "" {
		parts = append(parts, c)
	}
	if len(a.Statuses) > 0 {
		parts = append(parts, "inflict "+actionStatusNames(a))
	}
	if len(parts) == 0 {
		return "wound", true // a support roll with nothing else to bring: the rules' chance is a wound's
	}
	return strings.Join(parts, " and "), false
}

// controlVerb is the verb of a control effect ("pull"; "" for none).
func controlVerb(k cards.Keyword) string {
	switch k.Name {
	case "Pull":
		return "pull"
	case "Push":
		return "push"
	case "Compel":
		return "move"
	}
	return ""
}

// controlReach is how far a control effect moves a model ("up to 3
// squares closer").
func controlReach(k cards.Keyword) string {
	n := plural(k.Value, "square", "squares")
	switch k.Name {
	case "Pull":
		return "up to " + n + " closer"
	case "Push":
		return "up to " + n + " away"
	}
	return "up to " + n
}

// actionStatusNames lists the statuses a success of a inflicts
// ("Bane", "Poison, Vulnerable to Fire").
func actionStatusNames(a *cards.Action) string {
	names := make([]string, len(a.Statuses))
	for i, s := range a.Statuses {
		names[i] = string(s)
		if s == cards.Vulnerable && a.VulnerableTo != "" {
			names[i] = "Vulnerable to " + a.VulnerableTo
		}
	}
	return joinNames(names)
}
