package rules

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// A wound healed or taken, or Poison lifted, can change the active Hero's
// action points in the middle of its activation (a challenge such as
// Overexertion takes one from every wounded Hero; Poison takes one): the
// number on its card then moves with no action paid for it, or stays put
// after one was. The log says so (played by mouse: "Sanctioned Witch
// spends 1 action point on Curative … heals 1 wound", and her card kept
// 1 AP, because the wound she healed lifted Overexertion's −1).

// apWatch is the active Hero m's action points before a change, or -1
// when m is not the Hero in its activation (nothing to tell).
func (g *Game) apWatch(m *Model) int {
	if m.Kind != KindHero || m.ID != g.Active || g.Phase != HeroTurn {
		return -1
	}
	return g.MaxAP(m)
}

// apShift is the line that says m's action points moved from before, with
// why: the wounded Heroes' penalty now on or off, or Poison gone.
func (g *Game) apShift(m *Model, before int, poisonGone bool) []Event {
	if before < 0 {
		return nil
	}
	after := g.MaxAP(m)
	if after == before {
		return nil
	}
	d := after - before
	what := CountOf(d, "more action point")
	if d < 0 {
		what = CountOf(-d, "action point") + " fewer"
	}
	why := ""
	src := g.woundedAPSource()
	switch {
	case poisonGone && d > 0:
		why = ": Poison is gone"
	case src != "" && d > 0 && m.Wounds == 0:
		why = fmt.Sprintf(": with no wound left, %s takes none", src)
	case src != "" && d < 0 && m.Wounds > 0:
		why = fmt.Sprintf(": wounded, it loses one to %s", src)
	}
	left := max(0, after-g.Act.APSpent)
	return []Event{Note{Text: fmt.Sprintf("%s has %s this activation (%s left)%s", m.Card, what, CountOf(left, "action point"), why)}}
}

// woundedAPSource is the card in play that changes wounded Heroes' action
// points, "" when none does.
func (g *Game) woundedAPSource() string {
	for _, e := range g.lastingEffects() {
		if e.Kind == cards.EffStat && e.Stat == cards.StatAP && e.Who == cards.WhoWounded {
			return e.Source
		}
	}
	return ""
}
