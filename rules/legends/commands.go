package legends

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Command is something a player (or the computer) asks the game to do.
// Apply runs it or returns an *IllegalError saying why it may not.
type Command interface{ name() string }

// Activate starts Model's activation in its side's combat turn.
type Activate struct{ Model int }

// Move is the activation's single movement of up to four squares
// ("Movement"). Through names another Secret Passage square to step onto
// when the path ends on one.
type Move struct {
	Path    []tiles.Point
	Through *tiles.Point
}

// Run is the Run action: four more squares.
type Run struct{ Path []tiles.Point }

// Attack is the Basic Attack action against Target. ShadowTargets name the
// targets of the extra Basic Attacks amethyst Shadow results give, in
// order (default: the same target, else the nearest enemy in reach).
type Attack struct {
	Target        int
	ShadowTargets []int
}

// UseAbility is the Unique Ability action: Target for a single target,
// Square for a Burst's centre, Dir (N, E, S, W) for a Lance.
type UseAbility struct {
	Ability string
	Target  int
	Square  *tiles.Point
	Dir     string
	// Split (a splitting ability): the second target, and First the dice
	// (book notation) of the attack rolled against Target; the rest go
	// against Split.
	Split *int
	First string
}

// UseGood spends a backpack good as Hero's action for its improvised use
// (data: good_uses), aimed like UseAbility.
type UseGood struct {
	Hero   int
	Good   string
	Target int
	Square *tiles.Point
}

// DrinkPotion spends one of Hero's potions to heal two hearts on itself or
// an adjacent friend ("Potions"). In combat Hero is the active model.
type DrinkPotion struct{ Hero, Target int }

// UseItem uses one of the party's item cards (Use Item action). An item
// that bursts (a Fire Bomb) is thrown at Square, like a Burst ability.
type UseItem struct {
	Hero   int
	Item   string
	Target int
	Square *tiles.Point
}

// Interact uses the Interact action on the token at index Token.
type Interact struct{ Hero, Token int }

// Pray spends the action next to a Goddess square to heal one wound.
type Pray struct{}

// EndActivation ends the active model's activation.
type EndActivation struct{}

// EndTurn ends the side's turn; models that did not activate lose their
// activation this round.
type EndTurn struct{}

// Walk moves a Hero freely during exploration ("Exploration": no counting).
type Walk struct {
	Hero int
	To   tiles.Point
}

// Equip puts carried equipment in one of the Hero's two slots, only
// during exploration ("Equipment"); a full pair drops the older.
type Equip struct {
	Hero int
	Card string
}

// Trade hands carried or equipped equipment from one Hero to another
// during exploration ("Trade your equipment with other Heroes").
type Trade struct {
	From, To int
	Card     string
}

// Continue ends a story text or exploration and goes on with the adventure.
type Continue struct{}

// Attempt makes Hero attempt the current test with approach Approach
// (index in the encounter's approaches). UseGood spends a backpack good the
// approach accepts for +1B.
type Attempt struct {
	Hero     int
	Approach int
	UseGood  bool
}

// Choose picks option Option of the current choice.
type Choose struct{ Option int }

func (Activate) name() string      { return "Activate" }
func (Move) name() string          { return "Move" }
func (Run) name() string           { return "Run" }
func (Attack) name() string        { return "Attack" }
func (UseAbility) name() string    { return "UseAbility" }
func (DrinkPotion) name() string   { return "DrinkPotion" }
func (UseItem) name() string       { return "UseItem" }
func (UseGood) name() string       { return "UseGood" }
func (Interact) name() string      { return "Interact" }
func (Pray) name() string          { return "Pray" }
func (EndActivation) name() string { return "EndActivation" }
func (EndTurn) name() string       { return "EndTurn" }
func (Walk) name() string          { return "Walk" }
func (Equip) name() string         { return "Equip" }
func (Trade) name() string         { return "Trade" }
func (Continue) name() string      { return "Continue" }
func (Attempt) name() string       { return "Attempt" }
func (Choose) name() string        { return "Choose" }

// IllegalError is a refused command and why, in words.
type IllegalError struct {
	Command string
	Reason  string
}

func (e *IllegalError) Error() string { return e.Command + ": " + e.Reason }

func illegal(c Command, format string, args ...any) error {
	return &IllegalError{Command: c.name(), Reason: fmt.Sprintf(format, args...)}
}

// Event is something that happened, told in words for the log, with the
// models it concerns and, for rolls, the dice.
type Event struct {
	Kind   string `json:"kind"`
	Text   string `json:"text"`
	Model  int    `json:"model"`
	Target int    `json:"target"`
	Roll   *Roll  `json:"roll,omitempty"`
	Amount int    `json:"amount,omitempty"`
}

func (e Event) String() string { return e.Kind + ": " + e.Text }

// Apply runs c. On an error nothing changed (the dice script and the
// random source included).
func (g *Game) Apply(c Command) ([]Event, error) {
	w := g.Clone()
	evs, err := w.apply(c)
	if err != nil {
		return nil, err
	}
	*g = *w
	return evs, nil
}

func (g *Game) apply(c Command) ([]Event, error) {
	if g.Mode == Over {
		return nil, illegal(c, "the adventure is over")
	}
	switch c := c.(type) {
	case Activate:
		return g.activate(c)
	case Move:
		return g.move(c)
	case Run:
		return g.run(c)
	case Attack:
		return g.attackCmd(c)
	case UseAbility:
		return g.useAbility(c)
	case DrinkPotion:
		return g.drink(c)
	case UseItem:
		return g.useItem(c)
	case UseGood:
		return g.useGood(c)
	case Interact:
		return g.interact(c)
	case Pray:
		return g.pray(c)
	case EndActivation:
		return g.endActivation(c)
	case EndTurn:
		return g.endTurn(c)
	case Walk:
		return g.walk(c)
	case Equip:
		return g.equip(c)
	case Trade:
		return g.trade(c)
	case Continue:
		return g.continueCmd(c)
	case Attempt:
		return g.attempt(c)
	case Choose:
		return g.choose(c)
	case Improvise:
		return g.improvise(c)
	case nil:
		return nil, &IllegalError{Command: "nil", Reason: "no command"}
	}
	return nil, &IllegalError{Command: fmt.Sprintf("%T", c), Reason: "not a Legends command"}
}
