package rules

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Targets answers LegalTargets for one model and any of its actions, on a
// game that does not change meanwhile: what does not depend on the action
// (Fly on the user, a companion in play, the user's enemies' squares, the
// line of sight to each model) is worked out once and shared. Its answers
// are targetCheck's exactly. Make a new one after the game changes.
type Targets struct {
	g         *Game
	user      *Model
	userFly   bool
	companion bool // a companion in play shields the dungeon boss
	// foes are the squares of the user's enemies in play (tokens aside),
	// with their owner: the sight blockers, before the target's own are
	// taken out (see losBlockerSquares).
	foes []foeSquare
	buf  []tiles.Point
	// sight is the line of sight to each model by id: 0 not asked yet,
	// 1 seen, 2 hidden.
	sight []uint8
	memo  *SightMemo // nil for none
	// pools remembers, by action, what ChanceToWound works out for the
	// user alone (see Targets.ChanceToWound).
	pools []actionPool
	// rangeKws holds, by model id, the keywords that shorten an enemy's
	// range to it (rangeKnown once looked up).
	rangeKws []uint8
}

const (
	rangeKnown = 1 << iota
	rangeStealth
	rangeSidestep
	rangeSmall
)

type foeSquare struct {
	p     tiles.Point
	id    ModelID
	large bool
}

// SightMemo remembers lines of sight between models for a caller that
// asks many Targets over a game (the hero AI): an answer holds while no
// model (tokens aside) moves, enters or leaves play on the same board, and
// the memo checks that itself. The zero value is ready; it is not safe for
// concurrent use.
type SightMemo struct {
	board *tiles.Map
	sig   []sightSig
	seen  map[sightKey]bool
}

// sightSig is what a model in play brings to any line of sight: where it
// stands and whom it blocks.
type sightSig struct {
	id    ModelID
	pos   tiles.Point
	side  Side
	large bool
}

type sightKey struct {
	viewer, target ModelID
	from, to       tiles.Point // where they stand
	ignore         bool        // Fly on either side
}

// check empties the memo unless g's models stand as they did.
func (s *SightMemo) check(g *Game) {
	same := s.board == g.Board && s.seen != nil
	n := 0
	for i := range g.Models {
		m := &g.Models[i]
		if !m.InPlay || m.Kind == KindChest {
			continue
		}
		e := sightSig{m.ID, m.Pos, m.Side, m.Large}
		if same && (n >= len(s.sig) || s.sig[n] != e) {
			same = false
		}
		if !same {
			s.sig = append(s.sig[:n], e)
		}
		n++
	}
	if same && n == len(s.sig) {
		return
	}
	s.sig, s.board = s.sig[:n], g.Board
	if s.seen == nil {
		s.seen = map[sightKey]bool{}
	}
	clear(s.seen)
}

// TargetsOf returns a Targets for model id, nil when it is not in play.
func (g *Game) TargetsOf(id ModelID) *Targets { return g.TargetsWith(id, nil) }

// TargetsWith is TargetsOf keeping its lines of sight in memo too (nil for
// none).
func (g *Game) TargetsWith(id ModelID, memo *SightMemo) *Targets {
	user := g.Model(id)
	if user == nil || !user.InPlay {
		return nil
	}
	if memo != nil {
		memo.check(g)
	}
	q := &Targets{g: g, user: user, memo: memo, userFly: g.Has(user, "Fly"), sight: make([]uint8, len(g.Models)), rangeKws: make([]uint8, len(g.Models))}
	for i := range g.Models {
		o := &g.Models[i]
		if !o.InPlay {
			continue
		}
		if oc := g.MonsterCard(o); oc != nil && oc.Role == cards.RoleCompanion {
			q.companion = true
		}
		if o.Kind == KindChest || o.ID == user.ID || !Enemies(user, o) {
			continue
		}
		for _, p := range o.Squares() {
			q.foes = append(q.foes, foeSquare{p, o.ID, o.Large})
		}
	}
	return q
}

// actionPool is the user's side of ChanceToWound for one action.
type actionPool struct {
	name string
	act  *cards.Action
	ok   bool // a rolled action of the user
	pool cards.Pool
	hex  bool
}

// ChanceToWound is Game.ChanceToWound(user, action, target), with the
// user's offense pool worked out once per action.
func (q *Targets) ChanceToWound(action string, target ModelID) (float64, error) {
	if q == nil {
		return 0, fmt.Errorf("no such model")
	}
	g, m := q.g, q.user
	t := g.Model(target)
	if t == nil {
		return 0, fmt.Errorf("no such model")
	}
	var ap *actionPool
	for i := range q.pools {
		if q.pools[i].name == action {
			ap = &q.pools[i]
			break
		}
	}
	if ap == nil {
		act, ok := g.FindAction(m, action)
		n := actionPool{name: action, act: act, ok: ok && act.Roll != ""}
		if n.ok {
			n.pool = g.OffensePool(m, act.Roll, act.Bonus)
			n.hex = g.DiscardsHighest(m, act.Roll, true)
		}
		q.pools = append(q.pools, n)
		ap = &q.pools[len(q.pools)-1]
	}
	if !ap.ok {
		return 0, fmt.Errorf("%s has no rolled action %q", m.Card, action)
	}
	if t.Side != ConsulSide {
		return 0, fmt.Errorf("%s defends with a roll; only monsters have a fixed ARM", t.Card)
	}
	return g.chanceVsConsul(ap.pool.Add(g.VsBonus(m, t, cards.StatOffense)), ap.hex, t, g.weakAgainst(t, m, ap.act)), nil
}

// Legal is LegalTargets(user, action).
func (q *Targets) Legal(action string) []ModelID {
	if q == nil {
		return nil
	}
	g := q.g
	act, ok := g.FindAction(q.user, action)
	if !ok {
		return nil
	}
	if act.Area.Kind != "" && act.Area.Kind != "Burst" {
		return nil
	}
	rng := act.Range
	if rng > 1 {
		// Equipment range bonuses apply to ranged actions only.
		rng += g.equipPoints(q.user, cards.StatRange)
	}
	hookshot := act.Has("Hookshot")
	var out []ModelID
	for i := range g.Models {
		t := &g.Models[i]
		if !t.InPlay || t.Kind == KindChest {
			continue
		}
		if q.allows(t, act, rng, hookshot) {
			out = append(out, t.ID)
		}
	}
	return out
}

// allows reports whether targetCheck(user, t, act, false) passes for a
// target t in play that is not a token; rng is act's range with
// equipment.
func (q *Targets) allows(t *Model, act *cards.Action, rng int, hookshot bool) bool {
	g, user := q.g, q.user
	switch act.Targeting {
	case cards.Augment:
		if Enemies(user, t) {
			return false
		}
	case cards.EnemiesOnly:
		if !Enemies(user, t) {
			return false
		}
	}
	if c := g.MonsterCard(t); c != nil && c.Role == cards.RoleBoss && q.companion {
		return false
	}
	if act.Range == 0 && act.Area.Kind == "" {
		return t.ID == user.ID // an augment without range affects the user itself
	}
	if hookshot {
		return g.CheckReach(user, t, rng, true, false) == nil
	}
	// reach: Stealth, Sidestep and Small only ever shorten the range (to
	// no less than one), so a target beyond that needs no keyword lookups.
	d := g.ModelDist(user, t)
	if d > max(rng, 1) || d > q.effectiveRange(t, rng) {
		return false
	}
	return q.sees(t)
}

// effectiveRange is Game.effectiveRange(user, t, rng), with t's keywords
// looked up once.
func (q *Targets) effectiveRange(t *Model, rng int) int {
	if !Enemies(q.user, t) {
		return rng
	}
	if int(t.ID) >= len(q.rangeKws) {
		return q.g.EffectiveRange(q.user, t, rng)
	}
	kw := q.rangeKws[t.ID]
	if kw == 0 {
		kw = rangeKnown
		if q.g.Has(t, "Stealth") {
			kw |= rangeStealth
		}
		if q.g.Has(t, "Sidestep") {
			kw |= rangeSidestep
		}
		if q.g.Has(t, "Small") {
			kw |= rangeSmall
		}
		q.rangeKws[t.ID] = kw
	}
	if kw&rangeStealth != 0 {
		rng = max(1, rng-3)
	}
	if kw&rangeSidestep != 0 {
		rng = max(1, rng-1) // Sidestep (project meaning, keywords.go)
	}
	if kw&rangeSmall != 0 {
		rng = min(rng, 3)
	}
	return rng
}

// sees is lineOfSight(user, t), remembered per target.
func (q *Targets) sees(t *Model) bool {
	if int(t.ID) < len(q.sight) && q.sight[t.ID] != 0 {
		return q.sight[t.ID] == 1
	}
	g, user := q.g, q.user
	// losBlockerSquares's list, from the enemy squares.
	ignore := q.userFly || g.Has(t, "Fly")
	k := sightKey{user.ID, t.ID, user.Pos, t.Pos, ignore}
	if q.memo != nil {
		if seen, ok := q.memo.seen[k]; ok {
			if int(t.ID) < len(q.sight) {
				q.sight[t.ID] = 2
				if seen {
					q.sight[t.ID] = 1
				}
			}
			return seen
		}
	}
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
	seen := false
	for _, a := range user.Squares() {
		for _, b := range t.Squares() {
			if gr.LineOfSightAmong(a, b, blockers, ignore) {
				seen = true
				break
			}
		}
		if seen {
			break
		}
	}
	if int(t.ID) < len(q.sight) {
		q.sight[t.ID] = 2
		if seen {
			q.sight[t.ID] = 1
		}
	}
	if q.memo != nil {
		q.memo.seen[k] = seen
	}
	return seen
}
