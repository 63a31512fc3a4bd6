package explore

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Support makes the activating monster use a blue support action from its
// card (Explore rulebook, "Action Points": the action's cost in action
// points; "Area Effects"). Target is the model it goes to: a friendly
// monster (itself included) for an augment, a Hero for any other; an area
// around the monster (Aura, Wave, Cross) needs no target. At places what
// the action brings into the dungeon (Scuttling Swarm's Crawler, My
// Champion's Daemonus); without it the square nearest a Hero is used.
//
// Project decisions for the box's three support actions, whose effects no
// effect field says: Scuttling Swarm calls one of the monster's bonded
// minions from the spawning pool to a square within two squares and in
// sight of it; My Champion calls the dungeon boss's companion, when it is
// not in play, next to the Hero the Consul targets, once a game (in
// Explore the boss activates free every turn, where Arcade's chart calls
// for the action now and then; called at will, the companion who shields
// the boss kept the balanced party's win rate at 23% over 400 games);
// Hidden Lever springs a
// trap from the Arcade challenge deck, which Explore does not have, so it
// is refused.
type Support struct {
	Action string
	Target rules.ModelID
	At     *tiles.Point
	Why    string
}

func (Support) CommandName() string { return "monster support action" }

func (c Support) apply(g eg) ([]rules.Event, error) {
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	if err := g.knockedDown(c, m); err != nil {
		return nil, err
	}
	a, ok := g.FindAction(m, c.Action)
	if !ok {
		return nil, rules.Illegal(c, "%s has no action called %q", m.Card, c.Action)
	}
	if a.Type != cards.Support {
		return nil, rules.Illegal(c, "%s is an offensive action: attack with it", a.Name)
	}
	if g.Suffers(m, cards.Ice) {
		return nil, rules.Illegal(c, "%s suffers Ice and may not use unique actions", m.Card)
	}
	cost := max(1, a.Cost)
	if a.Name == "My Champion" {
		// Project decision: the call is the boss's whole activation.
		cost = max(cost, g.MaxAP(m)-g.S.APSpent)
	}
	if g.S.APSpent+cost > g.MaxAP(m) {
		return nil, rules.Illegal(c, "%s needs %s and has %d left", m.Card, rules.CountOf(cost, "action point"), g.MaxAP(m)-g.S.APSpent)
	}
	var evs []rules.Event
	switch a.Name {
	case "Hidden Lever":
		return nil, rules.Illegal(c, "Hidden Lever springs a trap from the Arcade challenge deck, which an Explore game does not have")
	case "Scuttling Swarm":
		evs, err = g.scuttlingSwarm(c, m)
	case "My Champion":
		evs, err = g.myChampion(c, m)
	default:
		evs, err = g.supportEffects(c, m, a)
	}
	if err != nil {
		return nil, err
	}
	g.S.APSpent += cost
	return append([]rules.Event{rules.Spent{Model: g.RefOf(m.ID), AP: cost, For: a.Name}}, evs...), nil
}

// friendOf reports whether o is on m's side and a monster (an augment's
// target; spawning points are not).
func friendOf(m, o *rules.Model) bool { return o.Side == m.Side && o.Kind == rules.KindMonster }

// supportEffects resolves a support action with its effect fields: an
// area around the monster affects everyone in it the action may affect; a
// single target must be in range and sight (range 0: the monster itself);
// a Burst also affects everyone within its size of the target.
func (g eg) supportEffects(c Support, m *rules.Model, a *cards.Action) ([]rules.Event, error) {
	reaches := func(o *rules.Model) bool {
		switch a.Targeting {
		case cards.Augment:
			return friendOf(m, o)
		case cards.Dangerous:
			return friendOf(m, o) || o.Kind == rules.KindHero
		}
		return o.Kind == rules.KindHero
	}
	var hit []*rules.Model
	switch {
	case a.Area.Kind != "" && a.Area.Kind != "Burst":
		sq, err := g.AreaSquares(m, a.Area, rules.Aim{Target: m.ID})
		if err != nil {
			return nil, rules.Illegal(c, "%v", err)
		}
		for i := range g.Models {
			if o := &g.Models[i]; o.InPlay && reaches(o) && slices.ContainsFunc(o.Squares(), func(p tiles.Point) bool { return slices.Contains(sq, p) }) {
				hit = append(hit, o)
			}
		}
	default:
		t := g.Model(c.Target)
		if a.Range == 0 && a.Area.Kind == "" {
			t = m
		}
		if t == nil || !t.InPlay || !reaches(t) {
			who := "a Hero"
			if a.Targeting == cards.Augment {
				who = "a friendly monster"
			}
			return nil, rules.Illegal(c, "%s goes to %s in the dungeon", a.Name, who)
		}
		if t.ID != m.ID {
			if err := g.CheckReach(m, t, max(1, g.MonsterRange(m, a.Range)), a.Has("Hookshot"), true); err != nil {
				return nil, rules.Illegal(c, "%v", err)
			}
		}
		hit = append(hit, t)
		if a.Area.Kind == "Burst" {
			sq, err := g.AreaSquares(m, a.Area, rules.Aim{Target: t.ID})
			if err != nil {
				return nil, rules.Illegal(c, "%v", err)
			}
			for i := range g.Models {
				if o := &g.Models[i]; o.InPlay && o.ID != t.ID && reaches(o) && slices.Contains(sq, o.Pos) {
					hit = append(hit, o)
				}
			}
		}
	}
	var evs []rules.Event
	for _, o := range hit {
		evs = append(evs, rules.Targeted{User: g.RefOf(m.ID), Target: g.RefOf(o.ID), Action: a.Name})
		evs = append(evs, g.ApplySupport(m, o, a)...)
	}
	if len(hit) == 0 {
		evs = append(evs, rules.Note{Text: fmt.Sprintf("%s uses %s: nobody is inside its %s", m.Card, a.Name, a.Area)})
	}
	return evs, nil
}

// placeNear puts a new model of card on c.At (when it is one of the
// squares allowed) or on the allowed square nearest a Hero.
func (g eg) placeNear(c Support, card string, allowed []tiles.Point, why string) ([]rules.Event, error) {
	if len(allowed) == 0 {
		return nil, rules.Illegal(c, "there is no room for %s", card)
	}
	at, _ := g.nearestHero(allowed)
	if c.At != nil {
		if !slices.Contains(allowed, *c.At) {
			return nil, rules.Illegal(c, "%s may not be placed there (%s)", card, why)
		}
		at = *c.At
	}
	return g.place(card, at, 0, why)
}

// scuttlingSwarm calls one of m's bonded minions from the spawning pool
// to a free square within two squares and in sight of m.
func (g eg) scuttlingSwarm(c Support, m *rules.Model) ([]rules.Event, error) {
	mc := g.MonsterCard(m)
	if mc == nil || len(mc.Bonded) == 0 {
		return nil, rules.Illegal(c, "%s has no bonded monster to call", m.Card)
	}
	card := mc.Bonded[0]
	if g.rudeFury() > 0 {
		// Rude Supers' fury (rude_fury.go): a furious boss's rounds bring
		// no more monsters, by spawning or by a support action.
		return nil, rules.Illegal(c, "%s, furious, brings no more monsters into the dungeon: no Scuttling Swarm (Rude Supers' boss fury, a rule of this digital edition so that every game ends)", g.S.Boss)
	}
	if g.available(card) == 0 {
		return nil, rules.Illegal(c, "the spawning pool has no %s left", card)
	}
	large := g.Catalog().Monsters[card] != nil && g.Catalog().Monsters[card].Large
	var allowed []tiles.Point
	for y := m.Pos.Y - 3; y <= m.Pos.Y+3; y++ {
		for x := m.Pos.X - 3; x <= m.Pos.X+3; x++ {
			p := tiles.Point{X: x, Y: y}
			if g.Fits(p, large, rules.NoModel) && withinSight(g.Game, m, rules.BaseAt(p, large), 2) {
				allowed = append(allowed, p)
			}
		}
	}
	return g.placeNear(c, card, allowed, fmt.Sprintf("called by %s's Scuttling Swarm, within two squares and in its sight", m.Card))
}

// myChampion calls the boss's companion next to the targeted Hero when it
// is not in play.
func (g eg) myChampion(c Support, m *rules.Model) ([]rules.Event, error) {
	card := ""
	for name, mc := range g.Catalog().Monsters {
		if mc.Role == cards.RoleCompanion && (card == "" || name < card) {
			card = name
		}
	}
	if card == "" {
		return nil, rules.Illegal(c, "no companion card exists to call")
	}
	for i := range g.Models {
		if o := &g.Models[i]; o.InPlay && o.Card == card {
			return nil, rules.Illegal(c, "%s is already in the dungeon", card)
		}
	}
	if g.S.ChampionCalled {
		return nil, rules.Illegal(c, "My Champion has been used: in Explore it calls %s once a game", card)
	}
	h := g.Model(c.Target)
	if h == nil || !h.InPlay || h.Kind != rules.KindHero {
		return nil, rules.Illegal(c, "My Champion calls %s next to a Hero: target one", card)
	}
	large := g.Catalog().Monsters[card].Large
	var allowed []tiles.Point
	for y := h.Pos.Y - 2; y <= h.Pos.Y+1; y++ {
		for x := h.Pos.X - 2; x <= h.Pos.X+1; x++ {
			p := tiles.Point{X: x, Y: y}
			if !g.Fits(p, large, rules.NoModel) {
				continue
			}
			for _, b := range rules.BaseAt(p, large) {
				if tiles.Dist(b, h.Pos) == 1 {
					allowed = append(allowed, p)
					break
				}
			}
		}
	}
	evs, err := g.placeNear(c, card, allowed, fmt.Sprintf("called by %s's My Champion, next to %s", m.Card, h.Card))
	if err == nil {
		g.S.ChampionCalled = true
	}
	return evs, err
}
