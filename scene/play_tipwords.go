package scene

import (
	"slices"
	"strconv"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
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

// heroDice is a Hero's attribute dice as the rules add them up now
// (rules.Game.HeroAttribute), each worn card's share named, and what it
// defends with: " Dice: STR 2 red · ARM 1 blue + 1 blue (Padded Jerkin) ·
// …". Played by mouse: a Hero's dice showed nowhere, and a Padded Jerkin
// given for its blue ARM die changed nothing a player could see. "" for
// a model with no Hero card.
func (p *Play) heroDice(m *rules.Model) string {
	var attrs []string
	for _, a := range [...]cards.Attribute{cards.STR, cards.ARM, cards.DEX, cards.WILL} {
		parts := p.g.HeroAttribute(m, a)
		if len(parts) == 0 {
			return ""
		}
		s := a.Upper() + " " + poolShort(parts[0].Pool)
		for _, x := range parts[1:] {
			s += " + " + poolShort(x.Pool) + " (" + x.Source + ")"
		}
		attrs = append(attrs, s)
	}
	out := " Dice: " + strings.Join(attrs, " · ")
	if h := p.g.HeroCard(m); h != nil && len(h.Defense) > 0 {
		names := make([]string, len(h.Defense))
		for i, a := range h.Defense {
			names[i] = a.Upper()
		}
		out += "; defends with " + listNames(names, "or")
	}
	for _, k := range [...]struct {
		stat cards.Stat
		what string
	}{{cards.StatOffense, "every attack"}, {cards.StatDefense, "every defence"}} {
		var add []string
		for _, x := range p.g.HeroRollBonus(m, k.stat) {
			add = append(add, poolShort(x.Pool)+" ("+x.Source+")")
		}
		if len(add) > 0 {
			out += "; " + strings.Join(add, " + ") + " on " + k.what + " roll"
		}
	}
	return out + "."
}

// poolShort is a pool in few words: "2 red 1 blue", "1 star", "−1 star",
// "none".
func poolShort(pool cards.Pool) string {
	var parts []string
	for c, n := range pool.Dice {
		if n != 0 {
			parts = append(parts, strconv.Itoa(n)+" "+strings.ToLower(cards.Colour(c).String()))
		}
	}
	switch {
	case pool.Stars > 0:
		parts = append(parts, plural(pool.Stars, "star", "stars"))
	case pool.Stars < 0:
		parts = append(parts, "−"+plural(-pool.Stars, "star", "stars"))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, " ")
}
