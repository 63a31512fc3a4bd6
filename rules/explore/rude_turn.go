package explore

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The Rude Supers round (document, "Round Progression"): the Consul's turn
// (Phase 1 spawn and upkeep, Phase 2 movement), then the Heroes' turn
// (every Hero activates, Supers barge in between them), then the Heroes'
// power-up. The hooks below answer the core's optional seam
// (rules/DESIGN.md); in a plain Explore game each keeps the core's rule.

var (
	_ rules.TurnKeeperVariant = (*State)(nil)
	_ rules.WoundLimiter      = (*State)(nil)
)

// KeepsTurns implements rules.TurnKeeperVariant: Rude Supers keeps its own
// round; plain Explore keeps the core's order.
func (s *State) KeepsTurns(*rules.Game) bool { return s.Rude != nil }

// HeroActivations implements rules.TurnKeeper: in Rude Supers every Hero
// activates each Heroes' turn.
func (s *State) HeroActivations(g *rules.Game) int { return len(g.Heroes()) }

// NextPhase implements rules.TurnKeeper: "The Consul will always go
// first": the Consul's turn -> the Heroes' turn -> the Heroes' power-up
// (rewards as it begins, the core's revivals as it ends) -> the next
// round's Consul turn, whose Phase 1 (spawning) begins at once. There is no Consul power-up.
func (s *State) NextPhase(g *rules.Game, c rules.Command) []rules.Event {
	e := eg{g, s}
	switch g.Phase {
	case rules.ConsulTurn:
		g.Phase, g.ActivationsThisTurn = rules.HeroTurn, 0
		return e.heroTurnBegins()
	case rules.HeroTurn:
		g.Phase = rules.HeroPowerUp
		return e.rudePowerUpBegins()
	}
	evs, err := g.PowerUp()
	if err != nil {
		evs = append(evs, rules.Note{Text: err.Error()})
	}
	if g.Over != "" {
		return evs
	}
	g.Phase, g.Turn = rules.ConsulTurn, g.Turn+1
	return append(evs, e.rudeRoundBegins()...)
}

// rudePowerUpBegins draws the Heroes' turn's rewards as their power-up
// begins ("Hero Phase 2: Power-up": the Heroes draw their loot and
// treasure, then equip from the backpack or sell loot in that same
// power-up). Rude Supers keeps its own turn, so the core's draw as its
// power-ups begin (rules/powerup.go) is not made for it; a boo booty's
// reward keeps its first card here, as it always has.
func (g eg) rudePowerUpBegins() []rules.Event {
	evs := g.S.drawRewards(g.Game, false)
	g.rude().Rewarded = true
	return evs
}

// rudeRoundBegins is "Consul Phase 1": the round's spawning skulls (the
// table, two fewer per destroyed spawning point), the boss when no
// spawning point is left ("the Dungeon Boss automatically spawns"), and
// the potion each Hero revived in the last power-up receives.
func (g eg) rudeRoundBegins() []rules.Event {
	r := g.rude()
	left, destroyed := 0, 0
	for i := range g.Models {
		if m := &g.Models[i]; m.Kind == rules.KindSpawningPoint {
			if m.InPlay {
				left++
			} else {
				destroyed++
			}
		}
	}
	r.SpawnLeft, r.Moving = r.RudeSpawnSkulls(destroyed, left), false
	r.Interrupters, r.Declined, r.Interrupted, r.BossTimes, r.Slots, r.Shifted = nil, nil, nil, 0, 0, nil
	evs := []rules.Event{rudeNote("round %d: the Consul goes first and may spawn %s (Rude Supers, \"Consul Phase 1\": %d Heroes, %s mode, %s destroyed)",
		g.Turn, rules.CountOf(r.SpawnLeft, "skull"), r.Party, r.Difficulty, rules.CountOf(destroyed, "spawning point"))}
	for _, id := range r.Reviving {
		if h := g.Model(id); h.InPlay && h.Potions < g.PotionCapacity(h) {
			h.Potions++
			evs = append(evs, rules.PotionGained{Hero: g.RefOf(id), Potions: h.Potions})
		}
	}
	r.Reviving = nil
	if fury := g.rudeFuryNote(); fury != nil {
		// The fury's second half: the Consul spawns no more (rude_fury.go).
		r.SpawnLeft = 0
		evs = append(evs, fury...)
	}
	if g.S.BossID == rules.NoModel && left == 0 {
		evs = append(evs, g.rudeBossArrives(rules.NoModel, "every spawning point is destroyed, so the boss spawns by itself (Rude Supers, \"Spawning the Dungeon Boss\" 3)")...)
	}
	return evs
}

// heroTurnBegins fixes the Supers that may interrupt the Heroes' turn ("a
// Super must be in a tile which has a Hero in it, or is adjacent to one
// that does" as the Consul's turn ends) and, on the Heroes' first turn,
// removes every negative status effect from the Heroes instead of the
// damage of upkeep.
func (g eg) heroTurnBegins() []rules.Event {
	r := g.rude()
	r.Interrupters, r.Declined, r.Interrupted, r.BossTimes, r.Slots, r.Shifted = nil, nil, nil, 0, 0, nil
	r.Drank = nil
	// "The Heroes' turn will not end until all Heroes have finished their
	// entire activation": every Hero in the dungeon activates each turn,
	// so the activation tokens come off as the turn begins. (The core
	// takes them off when the last Hero in play ends its activation; a
	// Hero whose friends all fell during the turn before activating kept
	// its token for good, and the game stalled.)
	for _, id := range g.Heroes() {
		g.Model(id).Activated = false
	}
	heroTiles := map[int]bool{}
	for _, id := range g.HeroesInPlay() {
		heroTiles[g.Board.TileOf(g.Model(id).Pos)] = true
	}
	near := g.adjacentTiles()
	var names []string
	for i := range g.Models {
		m := &g.Models[i]
		if !m.InPlay || !isSuper(g.Game, m) {
			continue
		}
		t := g.Board.TileOf(m.Pos)
		ok := heroTiles[t]
		for _, o := range near[t] {
			ok = ok || heroTiles[o]
		}
		if ok {
			r.Interrupters = append(clip(r.Interrupters), m.ID)
			names = append(names, m.Card)
		}
	}
	var evs []rules.Event
	if g.Turn == 1 {
		for _, id := range g.HeroesInPlay() {
			if h := g.Model(id); h.Statuses != 0 {
				list := h.Statuses.List()
				h.Statuses = 0
				evs = append(evs, rules.StatusesRemoved{Model: g.RefOf(id), Status: list, Reason: "the Heroes' first turn (Rude Supers, \"Upkeep\")"})
			}
		}
	}
	if len(names) > 0 {
		evs = append(evs, rudeNote("the Heroes' turn: %s may interrupt it (within a tile of a Hero)", strings.Join(names, ", ")))
	}
	return evs
}

// adjacentTiles lists, per tile, the tiles joined to it by an open edge
// between two of their squares.
func (g eg) adjacentTiles() map[int][]int {
	out := map[int][]int{}
	add := func(a, b int) {
		if a != b && a > 0 && b > 0 && !slices.Contains(out[a], b) {
			out[a] = append(out[a], b)
			out[b] = append(out[b], a)
		}
	}
	for _, p := range g.Board.Points() {
		for _, q := range []struct{ X, Y int }{{1, 0}, {0, 1}} {
			n := p
			n.X, n.Y = p.X+q.X, p.Y+q.Y
			if g.Board.IsSquare(n) && !g.Board.Wall(p, n) {
				add(g.Board.TileOf(p), g.Board.TileOf(n))
			}
		}
	}
	return out
}

// CanStartActivation implements rules.TurnKeeperVariant: no Hero activates
// while a Super interrupts, or while one is owed its slot ("the next Super
// may activate after the next Hero finishes their activation").
func (s *State) CanStartActivation(g *rules.Game, _ rules.ModelID) error {
	if s.Rude == nil {
		return nil
	}
	if s.Active != rules.NoModel {
		return fmt.Errorf("%s is interrupting the Heroes' turn", g.Name(s.Active))
	}
	if ids := (eg{g, s}).Interrupting(); len(ids) > 0 {
		return fmt.Errorf("%s interrupts first (Rude Supers, \"Rude Interruptions\")", g.Name(ids[0]))
	}
	return nil
}

// HoldsHeroTurn implements rules.TurnKeeperVariant: after the last
// Hero's activation the turn stays open while a Super interrupts or a
// mini-boss is still owed a slot (a fallen Hero's slot: "any Mini-Boss may
// still use the interruption slot that would have been in place for that
// Hero").
func (s *State) HoldsHeroTurn(g *rules.Game) bool {
	return s.Rude != nil && (s.Active != rules.NoModel || len(s.Rude.Paused) > 0 || len((eg{g, s}).Interrupting()) > 0)
}

// Interrupting lists the Supers that may interrupt now, in id order: a
// slot is open (one after each Hero's activation, at most the party's size
// less one; once no Hero is left to activate, every remaining slot) and
// the Super was within reach as the turn began, was not declined, and is
// a mini-boss that has not interrupted this turn or the boss with
// interruptions left and a Hero still to activate ("only ... between 2
// active Heroes").
func Interrupting(g *rules.Game) []rules.ModelID {
	s := StateOf(g)
	if s == nil || s.Rude == nil {
		return nil
	}
	return eg{g, s}.Interrupting()
}

func (g eg) Interrupting() []rules.ModelID {
	r := g.rude()
	if r == nil || g.Phase != rules.HeroTurn || g.Active != rules.NoModel || g.S.Active != rules.NoModel || g.Over != "" {
		return nil
	}
	limit := r.heroes() - 1
	open := g.ActivationsThisTurn
	waiting := len(g.toActivate())
	if waiting == 0 {
		open = limit
	}
	if min(open, limit) <= r.Slots {
		return nil
	}
	var out []rules.ModelID
	for _, id := range r.Interrupters {
		m := g.Model(id)
		if !m.InPlay || slices.Contains(r.Declined, id) {
			continue
		}
		if isBoss(g.Game, m) {
			if r.BossTimes < r.BossInterruptions() && waiting > 0 {
				out = append(out, id)
			}
		} else if !slices.Contains(r.Interrupted, id) {
			out = append(out, id)
		}
	}
	return out
}

// LimitWounds implements rules.WoundLimiter: "On the Consul's first turn,
// they are not allowed to kill any Hero. He may take them down to 1
// heart".
func (s *State) LimitWounds(g *rules.Game, m *rules.Model, _ rules.ModelID, n int) int {
	if s.Rude == nil || g.Turn != 1 || g.Phase != rules.ConsulTurn || m.Kind != rules.KindHero {
		return n
	}
	return min(n, max(0, g.Hearts(m)-1-m.Wounds))
}

// Decline is the Consul's choice, before the first Hero activates, that
// some Supers will not interrupt this Heroes' turn ("This must be decided
// before the Heroes begin their turn").
type Decline struct {
	Supers []rules.ModelID
	Why    string
}

func (Decline) CommandName() string { return "decline interruptions" }

func (c Decline) apply(g eg) ([]rules.Event, error) {
	r := g.rude()
	if r == nil {
		return nil, rules.Illegal(c, "only Rude Supers has interruptions")
	}
	if g.Phase != rules.HeroTurn || g.ActivationsThisTurn > 0 || g.Active != rules.NoModel {
		return nil, rules.Illegal(c, "the Consul declines interruptions before the Heroes begin their turn")
	}
	for _, id := range c.Supers {
		if !slices.Contains(r.Interrupters, id) {
			return nil, rules.Illegal(c, "%s cannot interrupt this turn anyway", g.Name(id))
		}
	}
	r.Declined = append(clip(r.Declined), c.Supers...)
	var evs []rules.Event
	for _, id := range c.Supers {
		evs = append(evs, rudeNote("the Consul declares %s will not interrupt this turn", g.Name(id)))
	}
	return evs, nil
}

// interruptionOver counts a Super's interruption once it ends (or it fell
// during it).
func (g eg) interruptionOver(m *rules.Model) {
	r := g.rude()
	if r == nil || g.Phase != rules.HeroTurn {
		return
	}
	r.Slots++
	if isBoss(g.Game, m) {
		r.BossTimes++
	} else {
		r.Interrupted = append(clip(r.Interrupted), m.ID)
	}
}

// rudeEndingPhase is the variant's part of EndingPhase: the Heroes' turn
// does not end while a Super is owed its slot; at the power-up's end the
// fallen Heroes the coins bring back are noted (their potion comes as the
// round begins) and the rest stay out ("Princess Coins may not enter the
// game after the initial set-up").
func (g eg) rudeEndingPhase(c rules.EndPhase) error {
	r := g.rude()
	switch g.Phase {
	case rules.HeroTurn:
		if ids := g.Interrupting(); len(ids) > 0 {
			return rules.Illegal(c, "%s still interrupts the Heroes' turn", g.Name(ids[0]))
		}
		if len(r.Paused) > 0 {
			return rules.Illegal(c, "%s has paused its activation; resume and end it first", g.Name(r.Paused[0].Act.Hero))
		}
	case rules.HeroPowerUp:
		coins := g.Coins
		g.Destroyed = slices.Clone(g.Destroyed) // shared with clones
		for i, d := range g.Destroyed {
			if d.Kind != rules.KindHero {
				continue
			}
			if d.Revived {
				r.Reviving = append(clip(r.Reviving), d.Model)
				continue
			}
			if coins > 0 {
				coins--
				r.Reviving = append(clip(r.Reviving), d.Model)
				continue
			}
			g.Destroyed[i].Revived = true // no coin: it stays out
		}
	}
	return nil
}

var errNotRude = errors.New("the game does not play Rude Supers")

var _ rules.RevivePlacer = (*State)(nil)

// ReviveSquares implements rules.RevivePlacer: "Revived Heroes reappear
// either 1) within 4 spaces of another Hero or 2) anywhere between any
// active Hero and the start marker" (project reading of 2: an empty floor
// square within 4 squares of the start marker, as the core's fallback
// ensures a square always exists). Plain Explore keeps the core's.
func (s *State) ReviveSquares(g *rules.Game) []tiles.Point {
	if s.Rude == nil {
		return nil
	}
	var anchors []tiles.Point
	for _, id := range g.HeroesInPlay() {
		anchors = append(anchors, g.Model(id).Pos)
	}
	for _, st := range Starts(g) { // two with Pincer Assault
		if g.Board.IsSquare(st) {
			anchors = append(anchors, st)
		}
	}
	var out []tiles.Point
	for _, p := range g.Board.Points() {
		if g.Board.At(p).Terrain != tiles.Floor || g.At(p) != nil {
			continue
		}
		for _, a := range anchors {
			if tiles.Dist(a, p) <= 4 {
				out = append(out, p)
				break
			}
		}
	}
	if len(out) == 0 {
		return nil // the core's fallback: the squares nearest the start
	}
	return out
}

var _ rules.AuraSwitch = (*State)(nil)

// CardAuras implements rules.AuraSwitch: "the author hasn't used any Spawn
// Point's Auras since 1st Edition, so these rules assume they are not
// used (though that does not mean they cannot be)": off in Rude Supers
// unless RudeOptions.Auras; plain Explore keeps them.
func (s *State) CardAuras(*rules.Game) bool { return s.Rude == nil || s.Rude.Auras }
