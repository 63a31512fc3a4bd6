package scene

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// logText is an event's line in the action log: the rules' own explanation,
// except for events whose explanation lists card names the Go way
// ("[a b]"), which read better as a sentence here.
func logText(e rules.Event) string {
	switch e := e.(type) {
	case rules.ChestOpened:
		if len(e.Drawn) == 0 {
			return fmt.Sprintf("%s opens the chest: it is empty.", e.Hero)
		}
		if e.Chosen == "" {
			// The cards wait for a choice: TreasureOffered names them next.
			return fmt.Sprintf("%s opens the chest.", e.Hero)
		}
		if len(e.Drawn) == 1 && e.Drawn[0] == e.Chosen {
			return fmt.Sprintf("%s opens the chest and finds %s.", e.Hero, e.Chosen)
		}
		return fmt.Sprintf("%s opens the chest, finds %s and keeps %s.", e.Hero, listNames(e.Drawn, "and"), e.Chosen)
	case rules.TreasureOffered:
		if len(e.Options) < len(e.Cards) {
			var boo []string
			for _, i := range e.Options {
				boo = append(boo, e.Cards[i])
			}
			return fmt.Sprintf("Treasure drawn: %s. A boo booty must be taken: %s.", listNames(e.Cards, "and"), listNames(boo, "or"))
		}
		return fmt.Sprintf("Treasure drawn: %s. The party keeps one.", listNames(e.Cards, "and"))
	case rules.TreasureKept:
		if len(e.Discarded) == 0 {
			return fmt.Sprintf("The party keeps %s.", e.Card)
		}
		verb := "go"
		if len(e.Discarded) == 1 {
			verb = "goes"
		}
		return fmt.Sprintf("The party keeps %s; %s %s to the discard pile.", e.Card, listNames(e.Discarded, "and"), verb)
	case rules.CrystalCleared:
		left := "the last of its plot"
		if e.Left > 0 {
			left = plural(e.Left, "token", "tokens") + " of its plot left"
		}
		return fmt.Sprintf("%s clears the %s crystal at %d,%d (%s).", e.Hero, e.Crystal, e.At.X, e.At.Y, left)
	case rules.PlotCleared:
		if len(e.Drawn) == 0 {
			return fmt.Sprintf("The plot %s is foiled! Its effects end; the green dice earn no treasure.", e.Plot)
		}
		return fmt.Sprintf("The plot %s is foiled! Its effects end and the party draws %s.", e.Plot, listNames(e.Drawn, "and"))
	case rules.Shapeshifted:
		return fmt.Sprintf("%s takes its other form: %s becomes %s.", e.Model, e.From, e.To)
	}
	return e.String()
}

// maxLog bounds the action log a game keeps. The log panel re-wraps the
// whole log whenever a line is added, and text/v2 keeps the shaping of
// every measured piece of text while it is in use, so an unbounded log
// grew memory by some 50 MiB over one long demo game (issue 22). The
// oldest lines go, logTrim at a time, so trimming is rare.
const (
	maxLog  = 300
	logTrim = 50
)

// trimLog drops the oldest log lines once the log is logTrim past maxLog.
func (p *Play) trimLog() {
	if len(p.log) <= maxLog+logTrim {
		return
	}
	// A fresh array, so the dropped lines' memory goes too.
	p.log = append([]logLine(nil), p.log[len(p.log)-maxLog:]...)
	p.wrappedN = -1 // the wrapped log is out of date even if the count matches
}
