package classic

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Support makes the activating monster use one of its special actions
// (1st edition, "Activating Models": an action point for a special
// action; "Aura X", "Dangerous & Augment"). The 1st edition's monster
// special actions are augment auras centred on the monster (Dragon Rage,
// Shadow Breath, Shieldwall): the aura moves with it and lasts until its
// next activation begins, and reaches only the kin its profile names
// (the Dragon Priest's "All Kobolds"). The Flinger's Smoke Pot ("Burst
// 1, Smoke") is thrown instead: a Burst centred on Target, a friend in
// range and sight, whose friends in the cloud gain Stealth until the
// Flinger's next activation (Smoke is our reading, README.md).
type Support struct {
	Action string
	Target rules.ModelID // the Burst's centre; an aura ignores it
	Why    string
}

func (Support) CommandName() string { return "monster special action" }

// AuraUsed reports a monster's aura action and the friends inside it now.
type AuraUsed struct {
	Monster rules.Ref
	Action  string
	Size    int
	Kin     string
	Friends []rules.Ref
}

func (e AuraUsed) Kind() string { return "aura" }
func (e AuraUsed) String() string {
	who := "friends"
	if e.Kin != "" {
		who = e.Kin + "s"
	}
	return fmt.Sprintf("%s uses %s: %s within %d squares gain it until its next activation (%d there now)", e.Monster, e.Action, who, e.Size, len(e.Friends))
}

// SmokeUsed reports a cloud thrown (the Flinger's Smoke Pot) and the
// friends hidden in it.
type SmokeUsed struct {
	Monster rules.Ref
	Action  string
	At      rules.Ref
	Size    int
	Friends []rules.Ref
}

func (e SmokeUsed) Kind() string { return "smoke" }
func (e SmokeUsed) String() string {
	return fmt.Sprintf("%s throws %s at %s: %s within %s of it hidden in the smoke (Stealth) until its next activation", e.Monster, e.Action, e.At,
		rules.CountOf(len(e.Friends), "friend"), rules.CountOf(e.Size, "square"))
}

// SupportActions lists the special actions monster m could use now (none
// when no monster activates or it may not act).
func SupportActions(g *rules.Game, m *rules.Model) []*cards.Action {
	s := StateOf(g)
	if s == nil || m == nil {
		return nil
	}
	var out []*cards.Action
	if mc := g.MonsterCard(m); mc != nil {
		for i := range mc.Actions {
			if a := &mc.Actions[i]; a.Type != cards.Offensive && (a.Area.Kind == "Aura" || a.Area.Kind == "Burst") && a.Targeting == cards.Augment {
				out = append(out, a)
			}
		}
	}
	return out
}

// AuraReach lists the friends of m an aura action of m would reach from
// where m stands: monsters within size squares in sight, m included, of
// the kin its profile's auras are limited to.
func AuraReach(g *rules.Game, m *rules.Model, a *cards.Action) []*rules.Model {
	return SupportReach(g, m, a, m.ID)
}

// SupportReach is AuraReach for a special action centred on model at
// (a Burst: the Smoke Pot's cloud; an aura is centred on m whatever at
// says).
func SupportReach(g *rules.Game, m *rules.Model, a *cards.Action, at rules.ModelID) []*rules.Model {
	s := StateOf(g)
	if s == nil {
		return nil
	}
	only := cg{g, s}.auraKin(m)
	if a.Area.Kind != "Burst" {
		at = m.ID
	}
	sq, err := g.AreaSquares(m, a.Area, rules.Aim{Target: at})
	if err != nil {
		return nil
	}
	var out []*rules.Model
	for i := range g.Models {
		o := &g.Models[i]
		if !o.InPlay || o.Kind != rules.KindMonster || o.Side != m.Side {
			continue
		}
		if only != nil && !slices.Contains(only, o.Card) {
			continue
		}
		for _, p := range o.Squares() {
			if slices.Contains(sq, p) {
				out = append(out, o)
				break
			}
		}
	}
	return out
}

// auraKin is the cards m's auras reach (nil: every friend): the profiles
// of its profile's AuraKin, sorted.
func (g cg) auraKin(m *rules.Model) []string {
	p := g.S.Profile(m)
	if p == nil || p.AuraKin == "" {
		return nil
	}
	var out []string
	for name, q := range g.S.Data().Profiles {
		if q.Kin == p.AuraKin {
			out = append(out, name)
		}
	}
	slices.Sort(out)
	return out
}

func (c Support) apply(g cg) ([]rules.Event, error) {
	m, err := g.actor(c)
	if err != nil {
		return nil, err
	}
	a, ok := g.FindAction(m, c.Action)
	if !ok {
		return nil, rules.Illegal(c, "%s has no action called %q", m.Card, c.Action)
	}
	if a.Type == cards.Offensive {
		return nil, rules.Illegal(c, "%s is a special attack: attack with it", a.Name)
	}
	if (a.Area.Kind != "Aura" && a.Area.Kind != "Burst") || a.Targeting != cards.Augment {
		return nil, rules.Illegal(c, "%s is not an aura or a cloud on %s's friends (the only special actions monsters use so far)", a.Name, m.Card)
	}
	if a.Area.Kind == "Burst" {
		t := g.Model(c.Target)
		if t == nil || !t.InPlay || t.Kind != rules.KindMonster || t.Side != m.Side {
			return nil, rules.Illegal(c, "%s is thrown at a friendly monster in play", a.Name)
		}
		if err := g.CheckReach(m, t, max(1, a.Range), false, true); err != nil {
			return nil, rules.Illegal(c, "%s", reasonOf(err))
		}
	}
	if why := g.SpecialForbidden(m, a); why != "" {
		return nil, rules.Illegal(c, "%s", why) // Bind
	}
	cost := max(1, a.Cost)
	if g.S.APSpent+cost > g.MaxAP(m) {
		return nil, rules.Illegal(c, "%s needs %s and has %d left", m.Card, rules.CountOf(cost, "action point"), g.MaxAP(m)-g.S.APSpent)
	}
	g.S.APSpent += cost
	evs := []rules.Event{rules.Spent{Model: g.RefOf(m.ID), AP: cost, For: a.Name}}
	if a.Area.Kind == "Burst" {
		// The cloud: each friend in it gains the effect until m's next
		// activation (rules.Effect From m), wherever it goes.
		cloud := SmokeUsed{Monster: g.RefOf(m.ID), Action: a.Name, At: g.RefOf(c.Target), Size: a.Area.Size}
		for _, o := range SupportReach(g.Game, m, a, c.Target) {
			evs = append(evs, g.ApplySupport(m, o, a)...)
			cloud.Friends = append(cloud.Friends, g.RefOf(o.ID))
		}
		return append(evs, cloud), nil
	}
	evs = append(evs, g.ApplySupport(m, m, a)...)
	if only := g.auraKin(m); only != nil {
		effs := slices.Clone(m.Effects) // copy-on-write: a clone may share them
		for i := range effs {
			if effs[i].Source == a.Name && effs[i].From == m.ID {
				effs[i].Only = only
			}
		}
		m.Effects = effs
	}
	used := AuraUsed{Monster: g.RefOf(m.ID), Action: a.Name, Size: a.Area.Size}
	if p := g.S.Profile(m); p != nil {
		used.Kin = p.AuraKin
	}
	for _, o := range AuraReach(g.Game, m, a) {
		used.Friends = append(used.Friends, g.RefOf(o.ID))
	}
	return append(evs, used), nil
}
