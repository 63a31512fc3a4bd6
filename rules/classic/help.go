package classic

import "github.com/superdungeon-digital/superdungeon/rules"

// StatusHelp is what a classic player reads for the statuses whose 1st
// edition meaning differs from the glossary's (the 2nd edition's, written
// beside the core's rules in rules/help.go), each beside the functions of
// this package that give it that meaning (TestStatusHelpHasItsRule). The
// 1st edition's own statuses (Bind to Weak) mean the same in every game:
// their words are the core's. Every status lasts until cured here
// (StatusesLast), so each text says so.
func StatusHelp() []rules.Help {
	return []rules.Help{
		{Name: "Fire", Text: "Burning. Takes a wound as each of its activations begins, until a heart or a cure puts it out; those wounds do not move the Power Gauge.", Rules: []string{"activation.go:Activate.apply", "gauge.go:State.WoundsPlaced"}, Mention: "Fire"},
		{Name: "Immobile", Text: "Rooted. Cannot move. Any damage shakes it free: the counter comes off and nothing roots it again until its next activation.", Rules: []string{"activation.go:cg.MaxMP", "gauge.go:shakeFree"}, Mention: "cards.Immobile"},
		{Name: "Knockdown", Text: "Knocked flat. A monster spends an action point to stand up before anything else; a Hero an action point or all its movement. Lasts until then.", Rules: []string{"activation.go:StandUp.apply", "activation.go:cg.knockedDown"}, Mention: "cards.Knockdown"},
		{Name: "Poison", Text: "Sickened. One action point fewer in each activation (a Hero keeps at least one), until a heart or a cure removes it.", Rules: []string{"activation.go:cg.MaxAP"}, Mention: "cards.Poison"},
		{Name: "Slow", Text: "Sluggish. Half its Speed, rounded up, in each activation until a heart or a cure removes it.", Rules: []string{"activation.go:cg.MaxMP"}, Mention: "cards.Slow"},
	}
}

// StatusText is the classic words for status name, false when the
// glossary's hold.
func StatusText(name string) (string, bool) {
	for _, h := range StatusHelp() {
		if h.Name == name {
			return h.Text, true
		}
	}
	return "", false
}
