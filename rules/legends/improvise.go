package legends

import (
	"fmt"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// Improvised actions and combos ("Improvised Actions", "Combos").
//
// The book lets a player spend the action on an improvised solution and
// has the Consul judge it "within the bounds of the rules". With the
// computer as Consul, the judged ideas are a small fixed set, each an
// opposed roll of one attribute against the same attribute of the target
// (more stars succeeds, as in "Attribute Tests"), never a wound:
//
//   - Shove: STR against STR, an adjacent enemy is pushed one square
//     straight away (stopping where movement would).
//   - Trip: DEX against DEX, an adjacent enemy is Knocked Down.
//   - Cover: no roll, an adjacent friend adds one blue die to ARM until
//     its next activation (a shield raised over it).
//
// Combos: the book's "actions and attacks combo with other effects" is
// that every bonus that applies stacks. Ours, named in the roll:
//
//   - Knocked flat: a melee attack on a model suffering Knockdown adds
//     one blue die more (besides the +1B for a status): Trip, then
//     strike.
//   - Into the hazard: a model shoved onto Lava, Brambles or a Frozen
//     Floor suffers the square's status (as if it had walked there).

// Improvise is an improvised action of the active model: Kind (Shove,
// Trip, Cover) aimed at model Target.
type Improvise struct {
	Kind   string
	Target int
}

func (Improvise) name() string { return "Improvise" }

// improvisation is one improvised action as the rules and the screen
// read it.
type improvisation struct {
	Name string
	Attr Attr // the opposed attribute (Cover has no roll)
	Roll bool
	Foe  bool // aimed at an enemy (else a friend)
	Text string
}

// Improvisations are the improvised actions, in the order shown.
var Improvisations = []improvisation{
	{Name: "Shove", Attr: STR, Roll: true, Foe: true, Text: "Improvised: STR against the target's STR; on a success an adjacent enemy is pushed one square (onto Lava, Brambles or Frozen Floor it suffers the square's status)."},
	{Name: "Trip", Attr: DEX, Roll: true, Foe: true, Text: "Improvised: DEX against the target's DEX; on a success an adjacent enemy is Knocked Down (no move next activation, and melee attacks on it add one blue die more)."},
	{Name: "Cover", Foe: false, Text: "Improvised: an adjacent friend adds one blue die to ARM until its next activation."},
}

func improvisationNamed(name string) *improvisation {
	for i := range Improvisations {
		if strings.EqualFold(Improvisations[i].Name, name) {
			return &Improvisations[i]
		}
	}
	return nil
}

func (g *Game) improvise(c Improvise) ([]Event, error) {
	a, err := g.active(c)
	if err != nil {
		return nil, err
	}
	if err := g.canAct(c, a); err != nil {
		return nil, err
	}
	im := improvisationNamed(c.Kind)
	if im == nil {
		return nil, illegal(c, "no improvised action %q (Shove, Trip, Cover)", c.Kind)
	}
	t := g.Model(c.Target)
	if t == nil || !t.InPlay || t.KO || t.ID == a.ID {
		return nil, illegal(c, "%s needs another model in play", im.Name)
	}
	if im.Foe != (t.Side != a.Side) {
		if im.Foe {
			return nil, illegal(c, "%s is for an enemy", im.Name)
		}
		return nil, illegal(c, "%s is for a friend", im.Name)
	}
	if gap(a, t) != 1 {
		return nil, illegal(c, "%s needs %s next to %s", im.Name, t.Name, a.Name)
	}
	if ok, why := g.seesModel(a, t); !ok {
		return nil, illegal(c, "no line of sight to %s: %s", t.Name, why)
	}
	g.Acted = true
	if !im.Roll {
		t.Boosts = append(t.Boosts, Boost{Attr: ARM, Dice: oneBlue, From: im.Name})
		evs := []Event{{Kind: "Improvised", Text: fmt.Sprintf("%s covers %s: one more blue die on ARM until its next activation", a.Name, t.Name), Model: a.ID, Target: t.ID}}
		return append(evs, g.afterAction()...), nil
	}
	mine, theirs := g.attrPool(a, im.Attr), g.attrPool(t, im.Attr)
	r, d := g.roll(mine), g.roll(theirs)
	evs := []Event{{Kind: "AttributeTest", Text: fmt.Sprintf("%s tries to %s %s: %v %v = %d against %s's %v %v = %d", a.Name, strings.ToLower(im.Name), t.Name,
		im.Attr, r, r.Stars(), t.Name, im.Attr, d, d.Stars()), Model: a.ID, Target: t.ID, Roll: &r}}
	if r.Stars() <= d.Stars() {
		evs = append(evs, Event{Kind: "TestFailed", Text: fmt.Sprintf("%s holds its ground", t.Name), Model: a.ID, Target: t.ID})
		return append(evs, g.afterAction()...), nil
	}
	evs = append(evs, Event{Kind: "TestPassed", Text: fmt.Sprintf("%s succeeds", a.Name), Model: a.ID, Target: t.ID})
	switch im.Name {
	case "Shove":
		evs = append(evs, g.shove(a, t, 1, 0)...)
	case "Trip":
		evs = append(evs, Event{Kind: "Tripped", Text: t.Name + " goes sprawling", Model: t.ID, Target: a.ID})
		evs = append(evs, g.inflict(t, Knockdown)...)
	}
	return append(evs, g.afterAction()...), nil
}

// improviseChance is the chance a's roll of attribute at beats t's.
func (g *Game) improviseChance(a, t *Model, at Attr) (cards.Pool, cards.Pool, float64) {
	mine, theirs := g.attrPool(a, at), g.attrPool(t, at)
	return mine, theirs, g.beatChance(mine, theirs)
}
