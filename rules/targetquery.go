package rules

import (
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// targetQuery is targetCheck without reasons for one user and action
// against many targets (LegalTargets): what does not depend on the
// target (the range with equipment, Fly on the user, a companion in play,
// the user's enemies' squares) is worked out once. Its answers are
// targetCheck's exactly.
type targetQuery struct {
	g         *Game
	user      *Model
	act       *cards.Action
	rng       int
	hookshot  bool
	userFly   bool
	companion bool // a companion in play shields the dungeon boss
	// foes are the squares of the user's enemies in play (tokens aside),
	// with their owner: the sight blockers before the target's own are
	// taken out (see losBlockerSquares).
	foes []foeSquare
	buf  []tiles.Point
}

type foeSquare struct {
	p     tiles.Point
	id    ModelID
	large bool
}

func (g *Game) newTargetQuery(user *Model, act *cards.Action) *targetQuery {
	q := &targetQuery{g: g, user: user, act: act, rng: act.Range, hookshot: act.Has("Hookshot"), userFly: g.Has(user, "Fly")}
	if q.rng > 1 {
		// Equipment range bonuses apply to ranged actions only.
		q.rng += g.equipPoints(user, cards.StatRange)
	}
	for i := range g.Models {
		o := &g.Models[i]
		if !o.InPlay {
			continue
		}
		if oc := g.MonsterCard(o); oc != nil && oc.Role == cards.RoleCompanion {
			q.companion = true
		}
		if o.Kind == KindChest || o.ID == user.ID || !enemies(user, o) {
			continue
		}
		for _, p := range o.Squares() {
			q.foes = append(q.foes, foeSquare{p, o.ID, o.Large})
		}
	}
	return q
}

// allows reports whether targetCheck(user, t, act, false) passes, for a
// target t in play that is not a token.
func (q *targetQuery) allows(t *Model) bool {
	g, user, act := q.g, q.user, q.act
	switch act.Targeting {
	case cards.Augment:
		if enemies(user, t) {
			return false
		}
	case cards.EnemiesOnly:
		if !enemies(user, t) {
			return false
		}
	}
	if c := g.MonsterCard(t); c != nil && c.Role == cards.RoleBoss && q.companion {
		return false
	}
	if act.Range == 0 && act.Area.Kind == "" {
		return t.ID == user.ID // an augment without range affects the user itself
	}
	if q.hookshot {
		return g.reach(user, t, q.rng, true, false) == nil
	}
	// reach: Stealth, Sidestep and Small only ever shorten the range (to
	// no less than one), so a target beyond that needs no keyword lookups.
	d := g.modelDist(user, t)
	if d > max(q.rng, 1) || d > g.effectiveRange(user, t, q.rng) {
		return false
	}
	// lineOfSight, with losBlockerSquares's list from the enemy squares.
	ignore := q.userFly || g.Has(t, "Fly")
	var blockers []tiles.Point
	if !ignore {
		onlyLarge := user.Large || t.Large
		blockers = q.buf[:0]
		for _, f := range q.foes {
			if f.id != t.ID && (!onlyLarge || f.large) {
				blockers = append(blockers, f.p)
			}
		}
		q.buf = blockers
	}
	gr := g.pathGraph()
	for _, a := range user.Squares() {
		for _, b := range t.Squares() {
			if gr.LineOfSightAmong(a, b, blockers, ignore) {
				return true
			}
		}
	}
	return false
}
