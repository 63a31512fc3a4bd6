package scene

import (
	"slices"
	"strconv"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// wordMeaning is what a keyword or status means, in the words every tip
// uses: the ruleset's own meaning when it gives the word another (a
// Classic game's statuses, Rude Supers'), else the glossary's. One source
// for the model tooltip, the square tips and the rest, so a status never
// reads two ways.
func (p *Play) wordMeaning(w string) (string, bool) {
	if text, ok := p.rulesetWord(w); ok {
		return text, true
	}
	if p.glossary == nil {
		p.glossary, _ = cards.LoadGlossary()
	}
	if p.glossary == nil {
		return "", false
	}
	return p.glossary.Explain(w)
}

// modelAbilityText turns the glossary's general sentence for an ability
// into what it means for the model that has it (text is that sentence).
// The glossary speaks of every use at once ("the status effects it
// names", "that many squares"); a model's tip names the ability with its
// own number or effect just before, so the general words read like a
// note to a developer (played by mouse at 200%: the Shadow Tower's
// "Immune to every status effect: Cannot suffer the status effects it
// names, or any status effect when it names none").
func modelAbilityText(w, text string) string {
	if w == "Immune: Status Effects" {
		return "No status effect can take hold of it."
	}
	k, err := cards.ParseKeyword(w)
	if err != nil {
		return text
	}
	if k.Name == "Teleport" {
		// A model's Teleport is how it moves; the number an action's
		// Teleport carries is the action's.
		return "It moves by jumping to any empty square in sight, one movement point a square."
	}
	if k.Value <= 0 || !strings.Contains(text, "that many") {
		return text
	}
	if k.Value == 1 {
		text = strings.ReplaceAll(text, "that many squares", "one square")
		text = strings.ReplaceAll(text, "that many wounds or status effects", "one wound or status effect")
		text = strings.ReplaceAll(text, "that many of its wounds", "one of its wounds")
	}
	return strings.ReplaceAll(text, "that many", strconv.Itoa(k.Value))
}

// statusMeanings is "Ice: Frozen. …" for each distinct status named, in
// the words the model tooltip uses for it (wordMeaning), for a tip that
// says a step would bring it.
func (p *Play) statusMeanings(names []string) []string {
	var out []string
	for i, n := range names {
		if slices.Contains(names[:i], n) {
			continue
		}
		if text, ok := p.wordMeaning(n); ok {
			out = append(out, n+": "+text)
		}
	}
	return out
}

// stepStatus is the status a step onto the tile effect name brings ("" for
// none), as the rules' catalog has it, else as the board was given it.
func (p *Play) stepStatus(name string) string {
	if c := p.g.Catalog(); c != nil {
		if e, ok := c.TileEffects[name]; ok {
			return e.OnEnterStatus
		}
	}
	if e, ok := p.board.Effect(name); ok {
		return e.OnEnterStatus
	}
	return ""
}
