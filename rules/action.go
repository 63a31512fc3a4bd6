package rules

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// basicName is the basic attack using attr (Arcade rulebook, "Basic Actions").
func basicName(attr cards.Attribute) string {
	switch attr {
	case cards.STR:
		return "Melee Attack"
	case cards.WILL:
		return "Magic Attack"
	case cards.DEX:
		return "Missile Attack"
	}
	return "attack with " + string(attr)
}

// BasicAttack returns the Hero's basic attack with attr as an action, if its
// card has an attack icon on that attribute.
//
// The action is shared (made once per bound card, see cardRef.basic): the
// caller must not change it.
func (g *Game) BasicAttack(m *Model, attr cards.Attribute) (*cards.Action, bool) {
	h := g.HeroCard(m)
	if h == nil {
		return nil, false
	}
	if r := m.card; r != nil && r.hero == h {
		if i := basicIndex(attr); i >= 0 {
			return r.basic[i], r.basic[i] != nil
		}
	}
	return basicAttack(h, attr)
}

// basicAttacks are the attributes of the basic attacks, in cardRef.basic
// order.
var basicAttacks = [...]cards.Attribute{cards.STR, cards.WILL, cards.DEX}

func basicIndex(attr cards.Attribute) int {
	for i, a := range basicAttacks {
		if a == attr {
			return i
		}
	}
	return -1
}

// basicAttack builds Hero card h's basic attack with attr.
func basicAttack(h *cards.Hero, attr cards.Attribute) (*cards.Action, bool) {
	rng, ok := h.Attacks[attr]
	if !ok {
		return nil, false
	}
	return &cards.Action{Name: basicName(attr), Cost: 1, Type: cards.Offensive, Roll: attr, Range: rng}, true
}

// FindAction finds a Hero's action by name: a basic attack ("Melee Attack",
// "Magic Attack", "Missile Attack") or a unique action or potion on its card.
func (g *Game) FindAction(m *Model, name string) (*cards.Action, bool) {
	for _, a := range []cards.Attribute{cards.STR, cards.WILL, cards.DEX} {
		if basicName(a) == name {
			return g.BasicAttack(m, a)
		}
	}
	if m.Kind == KindHero {
		return g.heroAction(m, name)
	}
	if c := g.MonsterCard(m); c != nil {
		for i := range c.Actions {
			if c.Actions[i].Name == name {
				return &c.Actions[i], true
			}
		}
	}
	return nil, false
}

// checkTarget returns nil if user may target target with act: the side
// rules of its targeting, the boss's companion rule, range and line of sight.
func (g *Game) checkTarget(user, target *Model, act *cards.Action) error {
	return g.targetCheck(user, target, act, true)
}

// cleanseOnly reports whether removing status effects is all act does.
func cleanseOnly(act *cards.Action) bool {
	return act.Cleanse && act.Heal == 0 && !act.HealPerStar && act.Roll == "" && len(act.Statuses) == 0 &&
		len(act.Boosts) == 0 && len(act.Grants) == 0 && act.Area.Kind == ""
}

// targetCheck is checkTarget; without explain, reach failures carry no
// reason (cheaper for queries such as LegalTargets).
func (g *Game) targetCheck(user, target *Model, act *cards.Action, explain bool) error {
	if target == nil || !target.InPlay || target.Kind == KindChest {
		return fmt.Errorf("there is no model to target there")
	}
	if cleanseOnly(act) && target.Statuses == 0 {
		// It would spend the action point on nothing (a Herbalist aimed at
		// a friend without a status, played by mouse).
		return fmt.Errorf("%s has no status effect for %s to remove", target.Card, act.Name)
	}
	switch act.Targeting {
	case cards.Augment:
		if Enemies(user, target) {
			return fmt.Errorf("%s is an augment and can only target friendly models, not %s", act.Name, target.Card)
		}
	case cards.EnemiesOnly:
		if !Enemies(user, target) {
			return fmt.Errorf("%s can only target enemy models, not %s", act.Name, target.Card)
		}
	}
	if c := g.MonsterCard(target); c != nil && c.Role == cards.RoleBoss {
		for i := range g.Models {
			o := &g.Models[i]
			if oc := g.MonsterCard(o); o.InPlay && oc != nil && oc.Role == cards.RoleCompanion {
				return fmt.Errorf("%s cannot be targeted while %s is in play", target.Card, o.Card)
			}
		}
	}
	if act.Range == 0 && act.Area.Kind == "" {
		// An augment without range affects the user itself.
		if target.ID != user.ID {
			return fmt.Errorf("%s has no range: it affects only %s", act.Name, user.Card)
		}
		return nil
	}
	rng := act.Range
	if rng > 1 {
		// Equipment range bonuses apply to ranged actions only.
		rng += g.equipPoints(user, cards.StatRange)
	}
	return g.CheckReach(user, target, rng, act.Has("Hookshot"), explain)
}

// attack is a basic Melee, Magic or Missile attack (one action point).
func (g *Game) attack(c Attack) ([]Event, error) {
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	act, ok := g.BasicAttack(m, c.Attr)
	if !ok {
		return nil, Illegal(c, "%s has no attack icon on %s", m.Card, c.Attr.Upper())
	}
	if err := g.payAP(c, m, act); err != nil {
		return nil, err
	}
	evs := []Event{Spent{Model: g.RefOf(m.ID), AP: act.Cost, For: act.Name}}
	more, err := g.resolve(c, m, act, Aim{Target: c.Target}, nil, nil, c.Choices)
	if err != nil {
		return nil, err
	}
	return append(append(evs, more...), g.afterAction()...), nil
}

// payAP checks and spends an action's cost for the active Hero.
func (g *Game) payAP(c Command, m *Model, act *cards.Action) error {
	if err := g.knockedDown(c, m); err != nil {
		return err
	}
	if left := g.MaxAP(m) - g.Act.APSpent; act.Cost > left {
		return Illegal(c, "%s costs %s but %s has %d left", act.Name, CountOf(act.Cost, "action point"), m.Card, left)
	}
	g.Act.APSpent += act.Cost
	return nil
}

// useAction performs a unique action from the active Hero's card.
func (g *Game) useAction(c UseAction) ([]Event, error) {
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	act, ok := g.heroAction(m, c.Action)
	if !ok {
		return nil, Illegal(c, "%s has no action called %q", m.Card, c.Action)
	}
	if act.Potion != cards.NoPotion {
		return nil, Illegal(c, "%s is a potion: drink it instead", act.Name)
	}
	if why := g.SpecialForbidden(m, act); why != "" {
		return nil, Illegal(c, "%s", why) // Ice, Bind, Pacify (status.go)
	}
	if err := g.payAP(c, m, act); err != nil {
		return nil, err
	}
	evs := []Event{Spent{Model: g.RefOf(m.ID), AP: act.Cost, For: act.Name}}
	more, err := g.resolve(c, m, act, c.Aim, c.Controls, c.Path, c.Choices)
	if err != nil {
		return nil, err
	}
	return append(append(evs, more...), g.afterAction()...), nil
}

// resolve carries out an action whose cost is paid (Arcade rulebook,
// "Action Points" steps 1-5 and "Area Effects").
func (g *Game) resolve(c Command, user *Model, act *cards.Action, aim Aim, controls []ControlMove, path []tiles.Point, ch Choices) ([]Event, error) {
	var evs []Event
	if act.OneUse() {
		if slices.Contains(user.UsedOnce, act.Name) {
			return nil, Illegal(c, "%s can be used only once per game and %s has used it", act.Name, user.Card)
		}
		user.UsedOnce = append(user.UsedOnce, act.Name)
	}
	// Pounce X (project meaning): move up to X squares, by the normal
	// movement rules and without spending movement points, before acting.
	if k, ok := act.Keyword("Pounce"); ok && len(path) > 0 {
		e, err := g.freeMove(c, user, path, k.Value, act.Name)
		if err != nil {
			return nil, err
		}
		evs = append(evs, e...)
	} else if len(path) > 0 && !act.Has("Retreat") {
		return nil, Illegal(c, "%s does not move the user", act.Name)
	}
	// Teleport X (project meaning): place the user on an empty square in
	// line of sight within X squares.
	if k, ok := act.Keyword("Teleport"); ok {
		e, err := g.teleport(c, user, aim, k.Value, act.Name)
		if err != nil {
			return nil, err
		}
		return append(evs, e...), nil
	}

	// Who is affected.
	var targets []*Model
	switch {
	case act.Area.Kind == "Aura":
		targets = []*Model{user}
	case act.Area.Kind == "Burst":
		t := g.Model(aim.Target)
		if err := g.checkTarget(user, t, act); err != nil {
			return nil, Illegal(c, "%v", err)
		}
		sq, err := g.AreaSquares(user, act.Area, aim)
		if err != nil {
			return nil, Illegal(c, "%v", err)
		}
		targets = g.modelsIn(user, sq, act.Targeting)
	case act.Area.Kind != "":
		sq, err := g.AreaSquares(user, act.Area, aim)
		if err != nil {
			return nil, Illegal(c, "%v", err)
		}
		targets = g.modelsIn(user, sq, act.Targeting)
		// Project decision: an area attack aimed where it reaches no one
		// would only spend its action points and roll dice at empty
		// squares, which no player means to do; the rules refuse it so the
		// preview can say so. A Charge still moves its user along an empty
		// line, so it may go.
		if act.Roll != "" && !act.Has("Charge") && !slices.ContainsFunc(targets, func(t *Model) bool { return t.ID != user.ID }) {
			return nil, Illegal(c, "%s would reach no model there", act.Name)
		}
	default:
		t := g.Model(aim.Target)
		if act.Range == 0 {
			t = user
		}
		if err := g.checkTarget(user, t, act); err != nil {
			return nil, Illegal(c, "%v", err)
		}
		targets = []*Model{t}
	}
	for _, t := range targets {
		if t.ID != user.ID {
			evs = append(evs, Targeted{User: g.RefOf(user.ID), Target: g.RefOf(t.ID), Action: act.Name})
		}
	}
	for _, cm := range controls {
		if !slices.ContainsFunc(targets, func(t *Model) bool { return t.ID == cm.Model }) {
			return nil, Illegal(c, "%s does not affect %s, so it cannot move it", act.Name, g.Name(cm.Model))
		}
	}

	// One roll for every target (Arcade rulebook, "Area Effects").
	var r *Rolled
	if act.Roll != "" || !act.RollDice.IsZero() {
		pool := g.OffensePool(user, act.Roll, act.Bonus.Add(act.RollDice))
		if len(targets) == 1 && act.Roll != "" {
			// Bonuses against some foes apply when the action has one target.
			pool = pool.Add(g.VsBonus(user, targets[0], cards.StatOffense))
		}
		why := "offense"
		if act.Roll == "" {
			why = act.Name
		}
		rr := g.rollFor(user, why, pool, act.Roll, true)
		r = &rr
		evs = append(evs, rr)
		evs = append(evs, g.luck(user, act, r, targets, ch)...) // reroll.go
	}

	inflicted := 0
	var first *Model
	for _, t := range targets {
		success, critical := true, false
		if r != nil && act.Roll != "" && (Enemies(user, t) || act.Targeting == cards.Dangerous && t.ID != user.ID) {
			var against int
			noCrit := false
			if t.Side == ConsulSide {
				// Arcade rulebook, "Compare Results": more stars than ARM
				// (Explore: than the monster's defense roll).
				var de []Event
				against, de, noCrit = g.consulDefense(t, user, act)
				evs = append(evs, de...)
			} else {
				d := g.defenseRoll(t, act.Versus, 0, user, act)
				evs = append(evs, d)
				against = d.Stars
			}
			success = r.Stars > against
			// Arcade rulebook, "Critical Success": five or more stars and
			// more than double ARM, red actions only, never on spawning
			// points.
			critical = success && act.Type == cards.Offensive && t.Side == ConsulSide && !noCrit &&
				t.Kind != KindSpawningPoint && r.Stars >= 5 && r.Stars > 2*against
			if crit, ok := g.houseCritical(user, r.Stars); ok { // combatrules.go
				if crit && act.Type != cards.Offensive {
					success = true // a support action's critical number hits whatever the defense
				}
				critical = crit && success && act.Type == cards.Offensive && !noCrit
			}
			evs = append(evs, Compared{Attacker: g.RefOf(user.ID), Defender: g.RefOf(t.ID), Action: act.Name,
				Stars: r.Stars, Against: against, Success: success, Critical: critical})
		}
		if !success {
			if act.Type == cards.Offensive && t.Side == ConsulSide && g.hasBacklash(t) && user.InPlay {
				// Backlash: the target won its defense, so the attacker
				// suffers a wound (Arcade rulebook, "Backlash").
				evs = append(evs, g.Wound(user, t.ID, 1, "Backlash", false)...)
			}
			continue
		}
		if first == nil {
			first = t
		}
		hit := []*Model{t}
		if act.Type == cards.Offensive {
			n := 1
			if act.Has("Massive Damage") || g.Has(user, "Massive Damage") {
				n = 2
			}
			if critical {
				n++
			}
			var e []Event
			var dealt int
			e, hit, dealt = g.woundWithExpendable(user, t, n, act, critical)
			evs = append(evs, e...)
			if Enemies(user, t) {
				inflicted += dealt
			}
		}
		for _, h := range hit {
			evs = append(evs, g.applyEffects(user, h, act, r, ch.HealStatuses)...)
			if act.Type == cards.Offensive && !h.InPlay && Enemies(user, h) && g.Has(user, "Hunger") && user.InPlay {
				// Hunger (project meaning): destroying an enemy with an
				// offensive action heals the user one wound.
				evs = append(evs, g.Heal(user, 1, "Hunger")...)
			}
		}
		if act.Control.Name != "" && t.InPlay {
			e, err := g.control(c, user, t, act, controls)
			if err != nil {
				return nil, err
			}
			evs = append(evs, e...)
		}
	}
	if act.Has("Arc") && act.Area.Kind == "" && r != nil && first != nil && inflicted > 0 {
		e, n, err := g.arc(c, user, first, act, r, ch) // arc.go
		if err != nil {
			return nil, err
		}
		evs = append(evs, e...)
		inflicted += n
	}
	// Hearts and potions pop out of a winning red offensive action.
	if act.Type == cards.Offensive && r != nil && first != nil && user.Side == HeroSide {
		e, err := g.popOut(c, user, first, r.Hearts, r.Potions, ch)
		if err != nil {
			return nil, err
		}
		evs = append(evs, e...)
	}
	if user.Kind == KindHero && inflicted > 0 {
		reason := fmt.Sprintf("inflicting %d wound(s)", inflicted)
		e, err := g.GainWrath(c, user, inflicted, reason, ch.WrathFrom)
		if err != nil {
			return nil, err
		}
		evs = append(evs, e...)
	}
	for _, st := range act.SelfStatuses {
		evs = append(evs, g.Inflict(user, st, act.Name)...)
	}
	if k, ok := act.Keyword("Retreat"); ok && len(path) > 0 && user.InPlay {
		// Retreat X (project meaning): after acting, move up to X squares.
		e, err := g.freeMove(c, user, path, k.Value, act.Name)
		if err != nil {
			return nil, err
		}
		evs = append(evs, e...)
	}
	if act.Has("Charge") && act.Area.Kind == "Lance" && user.InPlay {
		evs = append(evs, g.charge(user, aim.Dir, act)...)
	}
	return evs, nil
}

// ApplySupport resolves a support action of a Consul model (no roll) on
// one model: its statuses, healing, cleansing, boosts and granted
// abilities, as a Hero's support action does (the ruleset chooses whom).
func (g *Game) ApplySupport(user, t *Model, act *cards.Action) []Event {
	return g.applyEffects(user, t, act, nil, nil)
}

// applyEffects resolves a successful action's non-wound effects on one
// model: statuses (the action's, and for offensive actions the user's
// status abilities), healing, cleansing, boosts and granted abilities.
func (g *Game) applyEffects(user, t *Model, act *cards.Action, r *Rolled, healFirst []cards.Status) []Event {
	var evs []Event
	if !t.InPlay {
		return nil
	}
	sts := slices.Clone(act.Statuses)
	if act.Type == cards.Offensive && Enemies(user, t) {
		for _, st := range g.statusAbilities(user) {
			if !slices.Contains(sts, st) {
				sts = append(sts, st)
			}
		}
	}
	for _, st := range sts {
		evs = append(evs, g.inflictBy(t, st, act)...)
	}
	heal := act.Heal
	if act.HealPerStar && r != nil {
		heal = r.Stars
	}
	evs = append(evs, g.Heal(t, heal, act.Name, healFirst...)...)
	if act.Cleanse {
		evs = append(evs, g.cleanse(t, act.Name)...)
	}
	if len(act.Boosts) > 0 || len(act.Grants) > 0 {
		e := Effect{Source: act.Name, From: user.ID, Boosts: slices.Clone(act.Boosts), Grants: slices.Clone(act.Grants)}
		if act.Area.Kind == "Aura" {
			e.Aura = act.Area.Size
		}
		// Same-name effects never stack: a new one replaces the old.
		t.Effects = slices.DeleteFunc(t.Effects, func(o Effect) bool { return o.Source == act.Name })
		t.Effects = append(t.Effects, e)
		evs = append(evs, EffectGained{Model: g.RefOf(t.ID), Source: act.Name, Until: g.RefOf(user.ID)})
		evs = append(evs, g.dropImmuneStatuses(t, act.Name)...)
	}
	return append(evs, g.abilityEffects(user, t, act)...) // abilities.go
}

// expendables are the minions that take an elite t's wounds from act
// before it does, in the order they take them (Arcade rulebook,
// "Expendable": its bonded minions within two squares, closest first,
// each with a heart left; never for an area effect).
func (g *Game) expendables(t *Model, act *cards.Action) []*Model {
	c := g.MonsterCard(t)
	if c == nil || c.Role != cards.RoleElite || act.Area.Kind != "" {
		return nil
	}
	var out []*Model
	for _, b := range g.BondedNear(t) {
		if bc := g.MonsterCard(b); bc == nil || bc.Role != cards.RoleMinion || g.Hearts(b)-b.Wounds <= 0 {
			continue
		}
		out = append(out, b)
	}
	return out
}

// WoundTakers lists the minions that would take the wounds of user's
// action on target before target does (Arcade rulebook, "Expendable"),
// in order, each taking as many as it has hearts left; nil when none
// would (not an elite, an area effect, no bonded minion near). A screen
// uses it to say so before the attack.
func (g *Game) WoundTakers(user ModelID, action string, target ModelID) []ModelID {
	u, t := g.Model(user), g.Model(target)
	if u == nil || t == nil || !t.InPlay {
		return nil
	}
	act, ok := g.FindAction(u, action)
	if !ok || act.Type != cards.Offensive {
		return nil
	}
	var out []ModelID
	for _, b := range g.expendables(t, act) {
		out = append(out, b.ID)
	}
	return out
}

// woundWithExpendable deals n wounds for an offensive action. A single-
// target action on an elite puts the wounds on its closest bonded minions
// within two squares first, no more on each than its remaining hearts
// (Arcade rulebook, "Expendable"; never for area effects, never onto
// bonded elites). It returns the models that took wounds and how many were
// dealt in all.
func (g *Game) woundWithExpendable(user, t *Model, n int, act *cards.Action, critical bool) ([]Event, []*Model, int) {
	var evs []Event
	var hit []*Model
	dealt := 0
	for _, b := range g.expendables(t, act) {
		if n == 0 {
			break
		}
		k := min(n, g.Hearts(b)-b.Wounds)
		if k <= 0 {
			continue
		}
		e := g.Wound(b, user.ID, k, act.Name, critical)
		if len(e) > 0 {
			if w, ok := e[0].(Wounded); ok {
				ref := g.RefOf(t.ID)
				w.InsteadOf = &ref
				e[0] = w
			}
		}
		evs = append(evs, e...)
		hit = append(hit, b)
		dealt += k
		n -= k
	}
	if n > 0 {
		before := t.Wounds
		hearts := g.Hearts(t)
		evs = append(evs, g.Wound(t, user.ID, n, act.Name, critical)...)
		dealt += min(n, hearts-before)
		hit = append(hit, t)
	}
	return evs, hit, dealt
}
