package explore

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The alternate game modes (Explore rulebook, "Alternate Game Modes"):
// each replaces the Heroes' victory (the boss's fall no longer ends the
// game); the Consul's is unchanged.
const (
	VariantBoss     = ""         // the standard game: destroy the dungeon boss
	VariantRescue   = "rescue"   // "Rescue the Prince"
	VariantArtifact = "artifact" // "Find the Artifact"
)

// Token plots: the prince and the artifact's crystals are crystal tokens
// of the core (rules.Game.Crystals), so the play screen draws them and a
// Hero clears them with Interact{At}; their Plot says which they are.
const (
	PrinceToken   = "prince"
	ArtifactToken = "artifact crystal"
)

// CarrierMoveLimit is how far a carrier that did not activate may move at
// the end of the Hero turn ("Special Rules").
const CarrierMoveLimit = 5

// CarrierMove moves the Hero carrying the prince or holding the artifact
// up to five squares at the end of the Hero turn (in the Heroes'
// power-up), if it did not activate this turn, once a turn.
type CarrierMove struct{ Path []tiles.Point }

func (CarrierMove) CommandName() string { return "carrier moves" }

// Carrier is the Hero carrying the prince or the artifact, NoModel when
// none does (or the game plays neither mode).
func Carrier(g *rules.Game) rules.ModelID {
	s := StateOf(g)
	if s == nil || !s.HasCarrier {
		return rules.NoModel
	}
	return s.CarrierID
}

// Goal is the square the carrier must reach: the start token (Rescue the
// Prince) or the end token (Find the Artifact); ok false in the standard
// game.
func Goal(g *rules.Game) (tiles.Point, bool) {
	s := StateOf(g)
	if s == nil {
		return tiles.Point{}, false
	}
	switch s.Variant {
	case VariantRescue:
		return g.Board.Start, true
	case VariantArtifact:
		if s.EndToken != nil {
			return *s.EndToken, true
		}
	}
	return tiles.Point{}, false
}

// CanCarrierMove returns nil when the carrier may make its end-of-turn
// move now.
func CanCarrierMove(g *rules.Game) error {
	s := StateOf(g)
	if s == nil {
		return rules.Illegal(CarrierMove{}, "the game does not follow the Explore rules")
	}
	_, err := eg{g, s}.canCarrierMove(CarrierMove{})
	return err
}

func (g eg) canCarrierMove(c CarrierMove) (*rules.Model, error) {
	if !g.S.HasCarrier {
		return nil, rules.Illegal(c, "no Hero carries the prince or the artifact")
	}
	if g.Phase != rules.HeroPowerUp {
		return nil, rules.Illegal(c, "the carrier moves at the end of the Hero turn (in the Heroes' power-up), now %s", g.Phase)
	}
	m := g.Model(g.S.CarrierID)
	if m == nil || !m.InPlay {
		return nil, rules.Illegal(c, "the carrier is not in the dungeon")
	}
	if m.ActivatedTurn == g.Turn {
		return nil, rules.Illegal(c, "%s activated this turn; only a carrier that did not may move now", m.Card)
	}
	if g.S.CarrierMovedTurn == g.Turn {
		return nil, rules.Illegal(c, "%s has already moved at the end of this Hero turn", m.Card)
	}
	return m, nil
}

func (c CarrierMove) apply(g eg) ([]rules.Event, error) {
	m, err := g.canCarrierMove(c)
	if err != nil {
		return nil, err
	}
	cost, err := g.Walk(m, c.Path, CarrierMoveLimit)
	if err != nil {
		return nil, rules.Illegal(c, "%v", err)
	}
	if cost > CarrierMoveLimit || len(c.Path) > CarrierMoveLimit {
		return nil, rules.Illegal(c, "the carrier moves at most %d squares", CarrierMoveLimit)
	}
	g.S.CarrierMovedTurn = g.Turn
	m.Pos = c.Path[len(c.Path)-1]
	return []rules.Event{rules.Moved{Model: g.RefOf(m.ID), Path: slices.Clone(c.Path), Cost: cost, Reason: "the carrier's move at the end of the Hero turn"}}, nil
}

// refuseCarrier refuses what a carrier may not do ("Special Rules"): Dash,
// and being placed by an action (Teleport).
func (s *State) refuseCarrier(g *rules.Game, c rules.Command) error {
	if !s.HasCarrier || g.Active != s.CarrierID {
		return nil
	}
	what := "the prince"
	if s.Variant == VariantArtifact {
		what = "the artifact"
	}
	teleports := func(name string, owner rules.ModelID) bool {
		o := g.Model(owner)
		if o == nil {
			return false
		}
		a, ok := g.FindAction(o, name)
		return ok && a.Has("Teleport")
	}
	switch c := c.(type) {
	case rules.Dash:
		return rules.Illegal(c, "a Hero carrying %s may not Dash", what)
	case rules.UseAction:
		if teleports(c.Action, g.Active) {
			return rules.Illegal(c, "a Hero carrying %s may not be placed by an action", what)
		}
	case rules.DrinkPotion:
		if teleports(c.Action, c.Owner) {
			return rules.Illegal(c, "a Hero carrying %s may not be placed by an action", what)
		}
	}
	return nil
}

// AfterCommand implements rules.CommandFollower: the Heroes win the
// moment the carrier enters the goal square ("Hero Victory"), passing
// through it included.
func (s *State) AfterCommand(g *rules.Game, c rules.Command, evs []rules.Event) []rules.Event {
	s.rudeResetPoint(g, c) // Rude Supers' movement reset (rude_heroes.go)
	(eg{g, s}).rudeCountPotions(evs)
	(eg{g, s}).unlimitedCoins() // rude_variants.go
	(eg{g, s}).rudeShifted(c)   // rude_shapeshift.go
	if evs := (eg{g, s}).rudeSecondTreasure(c); evs != nil {
		return evs
	}
	if !s.HasCarrier || g.Over != "" {
		return nil
	}
	goal, ok := Goal(g)
	m := g.Model(s.CarrierID)
	if !ok || m == nil || !m.InPlay {
		return nil
	}
	entered := m.Pos == goal
	for _, e := range evs {
		if mv, ok := e.(rules.Moved); ok && mv.Model.ID == m.ID && slices.Contains(mv.Path, goal) {
			entered = true
		}
	}
	if !entered {
		return nil
	}
	g.Over = "heroes"
	what := "the prince home to the start token"
	if s.Variant == VariantArtifact {
		what = "the artifact to the end token"
	}
	return []rules.Event{BossFightEvent{Text: fmt.Sprintf("%s brings %s", m.Card, what)}, rules.GameOver{Winner: "the Heroes"}}
}

// dropCarried puts the prince or the artifact down where its carrier
// fell ("If a Hero carrying ... is destroyed").
func (s *State) dropCarried(g *rules.Game, m *rules.Model) []rules.Event {
	if !s.HasCarrier || m.ID != s.CarrierID {
		return nil
	}
	s.HasCarrier, s.CarrierID = false, 0
	plot, what := PrinceToken, "the prince"
	if s.Variant == VariantArtifact {
		plot, what = ArtifactDropped, "the artifact"
		g.Unwear(m, s.ArtifactCard)
	}
	g.Crystals = append(slices.Clip(g.Crystals), rules.CrystalToken{Pos: m.Pos, Crystal: s.Artifact, Plot: plot})
	return []rules.Event{BossFightEvent{Text: fmt.Sprintf("%s falls and drops %s at %v", m.Card, what, m.Pos)}}
}

// ClearToken implements rules.Ruleset: a Hero's Interact with the prince
// (picks him up, and the chart advances at once) or with an artifact
// crystal (flips it, once per activation; picks the artifact up).
func (s *State) ClearToken(g *rules.Game, h *rules.Model, i int) []rules.Event {
	tok := g.Crystals[i]
	switch tok.Plot {
	case PrinceToken:
		return s.pickPrince(g, h, i)
	case ArtifactToken, ArtifactDropped:
		return s.flipCrystal(g, h, i)
	}
	return nil
}

// removeToken takes the i-th crystal token off the board.
func removeToken(g *rules.Game, i int) {
	g.Crystals = slices.Delete(slices.Clone(g.Crystals), i, i+1)
}

// pickPrince: the Hero takes the prince; the Consul advances the chart at
// once with all its effects, spawning included, if able ("Every time a
// Hero targets the prince token with the Interact action"). A human
// Consul cannot be asked mid-turn, so the chart takes its first bonus and
// the spawning is placed for the Consul (project decision); the power-up's
// own advance this turn still happens.
func (s *State) pickPrince(g *rules.Game, h *rules.Model, i int) []rules.Event {
	removeToken(g, i)
	s.HasCarrier, s.CarrierID = true, h.ID
	evs := []rules.Event{BossFightEvent{Text: fmt.Sprintf("%s picks up the prince", h.Card)}}
	if s.BossID != rules.NoModel {
		return evs
	}
	e := eg{g, s}
	turn := s.AdvancedTurn
	evs = append(evs, rules.ConsulDecided{Command: "advance the chart", Monster: g.RefOf(rules.NoModel), Target: g.RefOf(rules.NoModel),
		Reason: "the prince was picked up: the chart advances at once, taking the first bonus offered and placing its monsters for the Consul"})
	evs = append(evs, e.advance(0, nil)...)
	if s.SpawnLeft > 0 {
		evs = append(evs, e.autoSpawn()...)
	}
	s.SpawnLeft, s.SpawnPlatforms = 0, nil
	s.AdvancedTurn = turn
	return evs
}

// setupVariant places the mode's tokens after the dungeon is built
// ("Alternate Game Modes": "immediately after Step 3 of setup").
func (g eg) setupVariant(s Setup, r interface{ IntN(int) int }) ([]rules.Event, error) {
	g.S.Variant = s.Variant
	switch s.Variant {
	case VariantBoss:
		return nil, nil
	case VariantRescue:
		return g.setupPrince(s)
	case VariantArtifact:
		return g.setupArtifact(s, r)
	}
	return nil, fmt.Errorf("variant %q (want %q, %q or %q)", s.Variant, VariantBoss, VariantRescue, VariantArtifact)
}

// openSquare reports whether p is an empty open square: floor without a
// tile effect, no model, no token.
func (g eg) openSquare(p tiles.Point) bool {
	if !g.Board.IsSquare(p) {
		return false
	}
	sq := g.Board.At(p)
	return sq.Terrain == tiles.Floor && sq.Effect == "" && g.At(p) == nil && g.CrystalAt(p) < 0
}

// setupPrince: the Consul places the prince on an open square (by hand:
// PrinceAt; for me: the open square of the last tile farthest from the
// start token), then a Hero player moves it up to four squares (by hand:
// PrinceMove; for me: each step closer to the start token). A step onto
// the square the prince is on ends the move by hand early (how a player
// who leaves him there is recorded: nil is "for me"). On a placement
// board (Setup.placing) the first choice not given by hand is left open,
// as the next TokenStep, with the choice "for me" would make.
func (g eg) setupPrince(s Setup) ([]rules.Event, error) {
	var at tiles.Point
	forMe, ok := g.princeForMe()
	if s.PrinceAt != nil {
		at = *s.PrinceAt
		if !g.openSquare(at) {
			return nil, fmt.Errorf("the prince must be placed on an empty open square, not %v", at)
		}
	} else if s.placing {
		var open []tiles.Point
		for _, p := range g.Board.Points() {
			if g.openSquare(p) {
				open = append(open, p)
			}
		}
		g.S.placing = &TokenStep{What: TokenPrince, Consul: true, Squares: open, ForMe: forMe}
		return nil, nil
	} else if !ok {
		return nil, fmt.Errorf("no open square for the prince")
	} else {
		at = forMe
	}
	move := s.PrinceMove
	if move == nil && !s.placing {
		move = g.princeSteps(at, 4)
	}
	if len(move) > 4 {
		return nil, fmt.Errorf("the Heroes move the prince at most four squares, not %d", len(move))
	}
	cur, stayed := at, false
	for _, p := range move {
		if p == cur {
			stayed = true // left where he is
			continue
		}
		if stayed || !g.openSquare(p) || pathing.CanStep(g.Board, nil, cur, p) != nil {
			return nil, fmt.Errorf("the prince cannot be moved from %v to %v", cur, p)
		}
		cur = p
	}
	done := stayed || len(move) == 4
	g.Crystals = append(slices.Clip(g.Crystals), rules.CrystalToken{Pos: cur, Plot: PrinceToken})
	if s.placing && !done {
		next := cur
		if st := g.princeSteps(cur, 1); len(st) > 0 {
			next = st[0]
		}
		var steps []tiles.Point
		for _, d := range tiles.AllDirs {
			p := cur.Add(d)
			if g.openSquare(p) && pathing.CanStep(g.Board, nil, cur, p) == nil {
				steps = append(steps, p)
			}
		}
		g.S.placing = &TokenStep{What: TokenPrinceMove, N: len(move), From: cur, Squares: steps, ForMe: next}
		return nil, nil
	}
	return []rules.Event{BossFightEvent{Text: fmt.Sprintf("Rescue the Prince: the Consul hides the prince at %v; the Heroes move him to %v", at, cur)}}, nil
}

// princeForMe is where "for me" hides the prince: the open square of the
// last tile farthest from the start token.
func (g eg) princeForMe() (tiles.Point, bool) {
	var at tiles.Point
	last, best := 0, -1
	for _, t := range g.Layout {
		last = max(last, t.Order)
	}
	for _, p := range g.Board.Points() {
		if g.Board.TileOf(p) == last && g.openSquare(p) {
			if d := tiles.Dist(p, g.Board.Start); d > best {
				at, best = p, d
			}
		}
	}
	return at, best >= 0
}

// princeSteps is "for me"'s move of the prince from cur: up to n steps,
// each to the open square next to it with the shortest walk of open
// squares to the start token, while one is shorter. Walks, not straight
// lines: a straight-line step was stuck behind rubble three squares from
// the start, and "Step for me" then left him where he stood (played by
// mouse).
func (g eg) princeSteps(cur tiles.Point, n int) []tiles.Point {
	walk := g.princeWalks()
	far := func(p tiles.Point) int {
		if d, ok := walk[p]; ok {
			return d
		}
		return 1 << 20
	}
	var move []tiles.Point
	for k := 0; k < n; k++ {
		next, bd := cur, far(cur)
		for _, d := range tiles.AllDirs {
			p := cur.Add(d)
			if g.openSquare(p) && pathing.CanStep(g.Board, nil, cur, p) == nil && far(p) < bd {
				next, bd = p, far(p)
			}
		}
		if next == cur {
			break
		}
		move = append(move, next)
		cur = next
	}
	return move
}

// princeWalks is how many steps over open squares (where he may be
// moved) each square is from the start token, breadth first from it.
func (g eg) princeWalks() map[tiles.Point]int {
	start := g.Board.Start
	walk := map[tiles.Point]int{start: 0}
	queue := []tiles.Point{start}
	for len(queue) > 0 {
		at := queue[0]
		queue = queue[1:]
		for _, d := range tiles.AllDirs {
			p := at.Add(d)
			if _, seen := walk[p]; seen || !g.Board.IsSquare(p) {
				continue
			}
			if !g.openSquare(p) {
				continue
			}
			if pathing.CanStep(g.Board, nil, p, at) != nil {
				continue
			}
			walk[p] = walk[at] + 1
			queue = append(queue, p)
		}
	}
	return walk
}
