package legends

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/pathing"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// startCombat begins a combat encounter once its monsters are placed:
// both sides roll 3B for initiative, the most stars goes first and ties go
// to the Heroes ("Roll Initiative").
func (g *Game) startCombat() []Event {
	g.Mode = Combat
	g.Round = 1
	g.Active = -1
	hr := g.roll(cards.Pool{Dice: [5]int{3}})
	cr := g.roll(cards.Pool{Dice: [5]int{3}})
	g.First = Heroes
	if cr.Stars() > hr.Stars() {
		g.First = Consul
	}
	evs := []Event{
		{Kind: "Initiative", Text: fmt.Sprintf("Heroes roll %v for initiative", hr), Model: -1, Target: -1, Roll: &hr},
		{Kind: "Initiative", Text: fmt.Sprintf("the Consul rolls %v for initiative", cr), Model: -1, Target: -1, Roll: &cr},
	}
	evs = append(evs, g.beginTurn(g.First)...)
	return evs
}

// beginTurn starts side s's turn. A Knocked Out Hero that begins its
// side's turn with a heart gets back up ("Healing": it stays knocked out
// until it begins a Hero turn with at least one heart token); its
// Knockdown token then keeps it from moving in that activation.
func (g *Game) beginTurn(s Side) []Event {
	g.Turn = s
	g.Active = -1
	evs := []Event{{Kind: "Turn", Text: fmt.Sprintf("round %d: the %s' turn", g.Round, s), Model: -1, Target: -1}}
	if s == Consul {
		evs[0].Text = fmt.Sprintf("round %d: the Consul's turn", g.Round)
	}
	for i := range g.Models {
		m := &g.Models[i]
		if m.Side != s {
			continue
		}
		m.Activated = false
		if m.InPlay && m.KO && m.Hearts > 0 {
			m.KO = false
			evs = append(evs, Event{Kind: "Revived", Text: m.Name + " gets back up", Model: m.ID, Target: -1})
		}
	}
	if len(g.canActivate(s)) == 0 {
		evs = append(evs, g.passTurn()...)
	}
	return evs
}

// canActivate lists the side's models still to activate this turn.
func (g *Game) canActivate(s Side) []*Model {
	var out []*Model
	for _, m := range g.living(s) {
		if !m.Activated {
			out = append(out, m)
		}
	}
	return out
}

// CanActivate lists the models of the side whose turn it is that have not
// activated yet.
func (g *Game) CanActivate() []int {
	if g.Mode != Combat || g.Active >= 0 {
		return nil
	}
	var ids []int
	for _, m := range g.canActivate(g.Turn) {
		ids = append(ids, m.ID)
	}
	return ids
}

// passTurn hands the turn to the other side; after both sides a new round
// begins ("Rounds").
func (g *Game) passTurn() []Event {
	if g.Mode != Combat {
		return nil
	}
	next := g.Turn.other()
	if next == g.First {
		g.Round++
	}
	if g.Round > maxRounds {
		return g.endAdventure("consul", fmt.Sprintf("the fight dragged on past %d rounds and the party withdrew", maxRounds))
	}
	return g.beginTurn(next)
}

// maxRounds ends a stalemate (a project rule so every game ends).
const maxRounds = 40

func (g *Game) activate(c Activate) ([]Event, error) {
	if g.Mode != Combat {
		return nil, illegal(c, "models activate only during a combat encounter")
	}
	if g.Active >= 0 {
		return nil, illegal(c, "%s is still activating: a model must finish its activation first", g.Models[g.Active].Name)
	}
	m := g.Model(c.Model)
	switch {
	case m == nil || !m.InPlay:
		return nil, illegal(c, "no model %d in play", c.Model)
	case m.Side != g.Turn:
		return nil, illegal(c, "it is the %s' turn, not %s's", g.Turn, m.Name)
	case m.KO:
		return nil, illegal(c, "%s is Knocked Out and cannot activate until healed", m.Name)
	case m.Activated:
		return nil, illegal(c, "%s already activated this turn", m.Name)
	}
	g.Active, g.Moved, g.Acted, g.MovedSquares = m.ID, false, false, 0
	m.Boosts = nil
	m.Suffering = m.Status &^ (Hex | Bane)
	evs := []Event{{Kind: "Activated", Text: m.Name + " activates", Model: m.ID, Target: -1}}
	if m.Status&Fire != 0 {
		// Fire: one wound at the beginning of its next activation.
		m.Status &^= Fire
		m.Suffering &^= Fire
		evs = append(evs, Event{Kind: "Burned", Text: m.Name + " burns", Model: m.ID, Target: -1})
		evs = append(evs, g.wound(m, 1, -1)...)
		evs = append(evs, g.afterAction()...)
	}
	return evs, nil
}

// active is the active model, or an error for c.
func (g *Game) active(c Command) (*Model, error) {
	if g.Mode != Combat {
		return nil, illegal(c, "only during a combat encounter")
	}
	if g.Active < 0 {
		return nil, illegal(c, "no model is activating: activate one first")
	}
	return &g.Models[g.Active], nil
}

// mover is m's point of view for pathing: enemies block, every other model
// occupies, closed doors are enemies (cannot be entered), difficult
// terrain costs one more.
func (g *Game) mover(m *Model) *pathing.Mover {
	return &pathing.Mover{
		Fly: m.Fly,
		Enemy: func(p tiles.Point) bool {
			if g.tokenBlocks(p) {
				return true
			}
			o := g.modelAt(p)
			return o != nil && o.Side != m.Side && !o.KO
		},
		Occupied: func(p tiles.Point) bool {
			o := g.modelAt(p)
			return o != nil && o.ID != m.ID
		},
		ExtraCost: func(p tiles.Point) int {
			if g.Map.At(p).Effect == "Difficult Terrain" {
				return 1
			}
			return 0
		},
	}
}

// stepOnto walks m along path under the Legends movement rules
// ("Movement", "Tile Effects"): each step legal for pathing (no enemy, no
// wall, sight of the square), difficult terrain counting two squares, at
// most limit squares, not ending on a model. A step into a chasm costs a
// wound and puts the model back where the move started; Lava, Brambles and
// Frozen squares give Fire, Poison and Ice (not to flyers).
func (g *Game) stepOnto(c Command, m *Model, path []tiles.Point, limit int) ([]Event, int, error) {
	if len(path) == 0 {
		return nil, 0, illegal(c, "the path is empty")
	}
	mv := g.mover(m)
	from, start, used := m.At, m.At, 0
	var evs []Event
	var gained Status
	for i, p := range path {
		if g.Map.At(p).Terrain == tiles.Chasm && !m.Fly && tiles.Dist(from, p) == 1 {
			if i != len(path)-1 {
				return nil, 0, illegal(c, "%v is a chasm: the path cannot go on past it", p)
			}
			m.At = start
			evs = append(evs, Event{Kind: "Fell", Text: fmt.Sprintf("%s falls into the chasm and climbs back out where it started", m.Name), Model: m.ID, Target: -1})
			evs = append(evs, g.wound(m, 1, -1)...)
			return evs, used + 1, nil
		}
		if err := pathing.CanStep(g.Map, mv, from, p); err != nil {
			return nil, 0, illegal(c, "%s cannot step to %v: %v", m.Name, p, err)
		}
		used += pathing.StepCost(g.Map, mv, p)
		if used > limit {
			return nil, 0, illegal(c, "%s may move only %d squares here (difficult terrain counts two)", m.Name, limit)
		}
		if !m.Fly {
			switch g.Map.At(p).Effect {
			case "Lava":
				gained |= Fire
			case "Brambles":
				gained |= Poison
			case "Frozen Floor":
				gained |= Ice
			}
		}
		from = p
	}
	if m.size() > 1 {
		// A large base goes where it covers the last square counted.
		at, ok := g.placeFor(m, from)
		if !ok {
			return nil, 0, illegal(c, "%s's base does not fit around %v", m.Name, from)
		}
		from = at
	}
	if o := g.modelAt(from); o != nil && o.ID != m.ID {
		return nil, 0, illegal(c, "%s cannot end its move on %v: %s stands there", m.Name, from, o.Name)
	}
	if !g.canStand(m, from) {
		return nil, 0, illegal(c, "%s cannot end its move on the %v at %v", m.Name, g.Map.At(from).Terrain, from)
	}
	m.At = from
	evs = append(evs, Event{Kind: "Moved", Text: fmt.Sprintf("%s moves %s", m.Name, squaresText(used)), Model: m.ID, Target: -1, Amount: used})
	if gained != 0 {
		evs = append(evs, g.inflict(m, gained)...)
	}
	return evs, used, nil
}

// canStand reports whether m may end a move on p: floor, or a chasm for a
// flyer. Project decision: Fly carries a model over structures (as in the
// other books) but not onto them; the Legends book says no more.
func (g *Game) canStand(m *Model, p tiles.Point) bool {
	switch g.Map.At(p).Terrain {
	case tiles.Floor:
		return true
	case tiles.Chasm:
		return m.Fly
	}
	return false
}

func (g *Game) moveLimit(m *Model) int {
	if m.Suffering&Slow != 0 {
		return max(0, 2-g.MovedSquares)
	}
	return m.Move + g.equipMove(m)
}

func (g *Game) move(c Move) ([]Event, error) {
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	switch {
	case g.Moved:
		return nil, illegal(c, "%s already made its movement this activation", m.Name)
	case m.Suffering&Knockdown != 0:
		return nil, illegal(c, "%s is knocked down and may not move this activation", m.Name)
	}
	evs, used, err := g.stepOnto(c, m, c.Path, g.moveLimit(m))
	if err != nil {
		return nil, err
	}
	g.Moved = true
	g.MovedSquares += used
	if c.Through != nil {
		e, err := g.passage(c, m, *c.Through)
		if err != nil {
			return nil, err
		}
		evs = append(evs, e...)
	}
	return append(evs, g.afterAction()...), nil
}

// passage moves m from one Secret Passage square to another ("Secret
// Passage").
func (g *Game) passage(c Command, m *Model, to tiles.Point) ([]Event, error) {
	if !slices.Contains(g.Features.Passages, m.At) {
		return nil, illegal(c, "%v is not a secret passage", m.At)
	}
	if !slices.Contains(g.Features.Passages, to) || to == m.At || g.Hidden(to) {
		return nil, illegal(c, "%v is not another secret passage square", to)
	}
	if o := g.modelAt(to); o != nil {
		return nil, illegal(c, "%s stands on the secret passage at %v", o.Name, to)
	}
	m.At = to
	return []Event{{Kind: "Passage", Text: fmt.Sprintf("%s slips through the secret passage", m.Name), Model: m.ID, Target: -1}}, nil
}

func (g *Game) run(c Run) ([]Event, error) {
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	if err := g.canAct(c, m); err != nil {
		return nil, err
	}
	if m.Suffering&Knockdown != 0 {
		return nil, illegal(c, "%s is knocked down and may not move this activation", m.Name)
	}
	limit := 4
	if m.Suffering&Slow != 0 {
		limit = max(0, 2-g.MovedSquares)
	}
	evs, used, err := g.stepOnto(c, m, c.Path, limit)
	if err != nil {
		return nil, err
	}
	g.Acted = true
	g.MovedSquares += used
	return append(evs, g.afterAction()...), nil
}

func (g *Game) canAct(c Command, m *Model) error {
	if g.Acted {
		return illegal(c, "%s already took its action this activation", m.Name)
	}
	return nil
}

func (g *Game) endActivation(c EndActivation) ([]Event, error) {
	if _, err := g.active(c); err != nil {
		return nil, err
	}
	return g.finishActivation(), nil
}

// finishActivation removes the statuses that hampered this activation
// ("Status Effects": removed once resolved, at the end of the activation)
// and passes the turn when nobody of the side is left to activate.
func (g *Game) finishActivation() []Event {
	m := &g.Models[g.Active]
	var evs []Event
	if m.Suffering != 0 {
		m.Status &^= m.Suffering
		evs = append(evs, Event{Kind: "StatusesRemoved", Text: fmt.Sprintf("%s shakes off %v", m.Name, m.Suffering), Model: m.ID, Target: -1})
		m.Suffering = 0
	}
	m.Activated = true
	g.Active = -1
	evs = append(evs, Event{Kind: "ActivationEnded", Text: m.Name + " ends its activation", Model: m.ID, Target: -1})
	if g.Mode == Combat && len(g.canActivate(g.Turn)) == 0 {
		evs = append(evs, g.passTurn()...)
	}
	return evs
}

// afterAction ends the activation by itself once the model has both moved
// and acted, or was knocked out; and checks the encounter's end.
func (g *Game) afterAction() []Event {
	var evs []Event
	if g.Mode != Combat {
		return evs
	}
	if end := g.checkEncounterEnd(); end != nil {
		return end
	}
	if g.Active >= 0 {
		m := &g.Models[g.Active]
		if (g.Moved && g.Acted) || m.KO || !m.InPlay {
			evs = append(evs, g.finishActivation()...)
		}
	}
	return evs
}

func (g *Game) endTurn(c EndTurn) ([]Event, error) {
	if g.Mode != Combat {
		return nil, illegal(c, "only during a combat encounter")
	}
	var evs []Event
	side := g.Turn
	if g.Active >= 0 {
		evs = g.finishActivation()
		if g.Mode != Combat || g.Turn != side {
			// The side's last activation ended its turn already.
			return evs, nil
		}
	}
	for _, m := range g.canActivate(g.Turn) {
		m.Activated = true
	}
	return append(evs, g.passTurn()...), nil
}

// wound takes n hearts from m ("Suffering Wounds"); at none left it is
// Knocked Out: a Hero gets a Knockdown token, a monster leaves the
// dungeon ("Knocked Out"). by is the model that caused it, -1 if none.
func (g *Game) wound(m *Model, n, by int) []Event {
	if n <= 0 || !m.InPlay || m.KO {
		return nil
	}
	n = min(n, m.Hearts)
	m.Hearts -= n
	evs := []Event{{Kind: "Wounded", Text: fmt.Sprintf("%s suffers %s, %s left", m.Name, count(n, "wound", "wounds"), count(m.Hearts, "heart", "hearts")), Model: m.ID, Target: by, Amount: n}}
	if m.Hearts == 0 {
		m.KO = true
		if m.Hero() {
			m.Status |= Knockdown
			evs = append(evs, Event{Kind: "KnockedOut", Text: m.Name + " is Knocked Out", Model: m.ID, Target: by})
		} else {
			m.InPlay = false
			m.Status = 0
			evs = append(evs, Event{Kind: "KnockedOut", Text: m.Name + " is Knocked Out and scampers off to its lair", Model: m.ID, Target: by})
		}
	}
	return evs
}

// heal puts up to n hearts back, to the model's maximum ("Healing");
// knocked-out monsters cannot be healed.
func (g *Game) heal(m *Model, n int) []Event {
	if !m.InPlay || n <= 0 {
		return nil
	}
	n = min(n, m.MaxHearts-m.Hearts)
	if n <= 0 {
		return nil
	}
	m.Hearts += n
	return []Event{{Kind: "Healed", Text: fmt.Sprintf("%s heals %s, %d now", m.Name, count(n, "heart", "hearts"), m.Hearts), Model: m.ID, Target: -1, Amount: n}}
}

// inflict gives m the statuses (one token of each at most).
func (g *Game) inflict(m *Model, s Status) []Event {
	if !m.InPlay || m.KO {
		return nil
	}
	m.Status |= s
	return []Event{{Kind: "Status", Text: fmt.Sprintf("%s suffers %v", m.Name, s), Model: m.ID, Target: -1}}
}

// checkEncounterEnd ends a combat encounter when one side has nobody left
// standing ("Rounds"), after the command that knocked the last one out
// resolved completely; nil when the fight goes on.
func (g *Game) checkEncounterEnd() []Event {
	if g.Mode != Combat {
		return nil
	}
	if len(g.living(Heroes)) == 0 {
		return g.endAdventure("consul", "every Hero is Knocked Out")
	}
	if len(g.living(Consul)) == 0 {
		g.Active = -1
		var evs []Event
		evs = append(evs, Event{Kind: "EncounterWon", Text: "the last monster is Knocked Out: the encounter is won", Model: -1, Target: -1})
		for i := range g.Models {
			m := &g.Models[i]
			m.Boosts, m.Activated = nil, false
			if m.Hero() && m.InPlay && m.KO {
				// Project decision: a Hero still knocked out when the
				// fight is won gets up with one heart.
				m.KO = false
				if m.Hearts == 0 {
					m.Hearts = 1
				}
				evs = append(evs, Event{Kind: "Revived", Text: m.Name + " is helped back up by the party", Model: m.ID, Target: -1})
			}
		}
		return append(evs, g.nextPhase()...)
	}
	return nil
}

// count says "1 wound", "2 wounds": the log reads as a sentence.
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
