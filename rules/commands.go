package rules

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Command is one intention, from a player, the hero AI or the Consul.
type Command interface {
	// CommandName is the command's kind for messages and logs.
	CommandName() string
}

// IllegalError says why a command was refused; the game is unchanged.
type IllegalError struct {
	Command Command
	Reason  string
}

func (e *IllegalError) Error() string { return e.Command.CommandName() + ": " + e.Reason }

func Illegal(c Command, format string, args ...any) error {
	return &IllegalError{Command: c, Reason: fmt.Sprintf(format, args...)}
}

// Choices are the optional decisions a player may make while an action
// resolves. Anything left empty is decided by the documented default.
type Choices struct {
	// Hearts says what each heart rolled heals, in order: a Hero and a
	// status effect to remove ("" removes a wound). Default: see popout.go.
	Hearts []HeartUse
	// Potions names the Hero receiving each potion rolled, in order.
	Potions []ModelID
	// WrathFrom names the Heroes to take wrath tokens from, one id per token,
	// when the pool is empty. Default: see wrath.go.
	WrathFrom []ModelID
	// HealStatuses are the status effects a Heal X removes first (each
	// counts as one); the rest of X heals wounds. Default: wounds first.
	HealStatuses []cards.Status
	// KeepRoll declines a reroll the user could make (Luck). Default: a
	// roll that falls short is rerolled (reroll.go).
	KeepRoll bool
	// ArcTargets and ArcDrop are an Arc action's next targets and the die
	// colour given up at each jump. Default: see arc.go.
	ArcTargets []ModelID
	ArcDrop    []cards.Colour
}

// HeartUse is one heart spent on a Hero.
type HeartUse struct {
	Hero   ModelID
	Status cards.Status // "" heals a wound
}

// Aim says where an action goes. Which fields matter depends on the action:
// Target for single-target and Burst actions (Square picks the square of a
// large target), Dir for Lance and Sweep; Wave, Cross and Aura need neither.
type Aim struct {
	Target ModelID
	Square *tiles.Point
	Dir    tiles.Dir
}

// ControlMove is the path one model is moved by a control effect.
type ControlMove struct {
	Model ModelID
	Path  []tiles.Point
}

// StartActivation begins a Hero's activation and resolves its upkeep;
// Shapeshift takes the Hero's other form first (shapeshift.go).
type StartActivation struct {
	Hero       ModelID
	Shapeshift bool
}

// Move spends movement points to move the active Hero along Path (the
// squares after its own, in order).
type Move struct{ Path []tiles.Point }

// Dash spends one action point to move the active Hero up to two squares.
type Dash struct{ Path []tiles.Point }

// StandUp removes Knockdown from the active Hero by spending one action
// point, or all its movement points when UseMovement is set.
type StandUp struct{ UseMovement bool }

// Attack is a basic Melee (str), Magic (will) or Missile (dex) attack.
type Attack struct {
	Attr   cards.Attribute
	Target ModelID
	Choices
}

// UseAction performs one of the active Hero's unique actions. Path is the
// move of a Pounce (before) or Retreat (after) action; Square the
// destination of a Teleport.
type UseAction struct {
	Action string
	Aim
	Controls []ControlMove
	Path     []tiles.Point
	Choices
}

// DrinkPotion spends Owner's potion tokens to resolve Owner's potion action
// as a free action of the active Hero (red and blue, once per activation),
// or, for green potions during the Consul turn, of Drinker.
type DrinkPotion struct {
	Owner   ModelID
	Drinker ModelID // green potions only; red and blue use the active Hero
	Action  string
	Aim
	Controls []ControlMove
	Path     []tiles.Point
	Choices
}

// OpenChest opens an adjacent treasure chest; Choose picks which drawn card
// to keep (index into the drawn cards). With Look the drawn cards wait for
// a ChooseTreasure command instead when there is a choice to make
// (treasure_choice.go).
type OpenChest struct {
	Chest  ModelID
	Choose int
	Look   bool
}

// Interact spends one action point on a scenario element next to the Hero:
// the model Target, or with At the plot's crystal token on that square
// (crystals.go).
type Interact struct {
	Target ModelID
	At     *tiles.Point
}

// LoudSlurping is the basic green potion: during the Consul turn, Hero
// spends one of Owner's potion tokens and gains two wrath.
type LoudSlurping struct {
	Hero, Owner ModelID
	Choices
}

// EndActivation ends the active Hero's activation.
type EndActivation struct{}

// EndPhase moves on to the next phase once the current one is done.
type EndPhase struct {
	// Look asked a power-up's end to let the party choose a boo booty's
	// reward (ChooseTreasure) rather than keep the first card.
	//
	// Deprecated: the rewards are drawn as the power-up begins, by
	// whatever command begins it, and a boo booty's cards always wait for
	// ChooseTreasure (Arcade rules version 3, Explore version 2). Look
	// changes nothing; it stays so older records and callers still read.
	Look bool
}

// Revive spends a Princess Coin in a power-up phase on a Hero destroyed
// this turn: Card (empty = the same Hero) is placed at At, next to the start
// token or another Hero.
type Revive struct {
	Hero ModelID
	Card string
	At   tiles.Point
}

// MonsterAttack is a Consul model's attack on a Hero: a Basic Attack when
// Action is empty, else the named offensive unique action. Bonus is extra
// STR from outside the card (the ruleset's bonuses, e.g. the Arcade chart's); Epic adds a wound
// when the Hero fails (Epic Fight); Defense picks the Hero's defense
// attribute (default: its defense attribute with the best chance).
type MonsterAttack struct {
	Monster, Target ModelID
	Action          string
	Bonus           int
	Epic            bool
	Defense         cards.Attribute
	// Dir aims a Lance, Sweep or Spray (no diagonals); the zero value
	// is north.
	Dir tiles.Dir
}

func (StartActivation) CommandName() string { return "start activation" }
func (Move) CommandName() string            { return "move" }
func (Dash) CommandName() string            { return "dash" }
func (StandUp) CommandName() string         { return "stand up" }
func (c Attack) CommandName() string        { return basicName(c.Attr) }
func (c UseAction) CommandName() string     { return c.Action }
func (c DrinkPotion) CommandName() string   { return "drink " + c.Action }
func (OpenChest) CommandName() string       { return "open chest" }
func (Interact) CommandName() string        { return "interact" }
func (LoudSlurping) CommandName() string    { return "Loud Slurping" }
func (EndActivation) CommandName() string   { return "end activation" }
func (EndPhase) CommandName() string        { return "end phase" }
func (Revive) CommandName() string          { return "revive" }
func (c MonsterAttack) CommandName() string {
	if c.Action == "" {
		return "basic attack"
	}
	return c.Action
}

// Apply performs a command. It returns what happened, or an *IllegalError
// saying why the command is not allowed, in which case the game is exactly
// as before (the command runs on a clone that replaces the game only on
// success).
//
// A *Model (or any pointer into the state) read before an Apply shows the
// old state after it, and may show a later state after a second Apply:
// Apply recycles the arrays of the state it replaced. For the same reason,
// copy a Game with Clone, never by value, when both copies will play on.
func (g *Game) Apply(c Command) ([]Event, error) {
	if c == nil {
		return nil, &IllegalError{Command: EndPhase{}, Reason: "no command"}
	}
	if g.Over != "" {
		return nil, Illegal(c, "the game is over (%s won)", g.Over)
	}
	if err := g.pendingBlocks(c); err != nil {
		return nil, err // treasure_choice.go
	}
	if gate, ok := g.rules().(CommandGate); ok {
		if err := gate.Refuse(g, c); err != nil {
			return nil, err
		}
	}
	// The command runs on a copy, so a refusal leaves g as it was. The
	// copy reuses the Game value and the models and decks arrays the
	// previous command left behind (recycled): a *Model taken before the
	// previous Apply is stale from then on anyway.
	r := g.spare
	g.spare = recycled{}
	w := g.cloneInto(&r)
	from := w.Phase
	var evs []Event
	var err error
	switch c := c.(type) {
	case StartActivation:
		evs, err = w.startActivation(c)
	case Move:
		evs, err = w.move(c, c.Path, false)
	case Dash:
		evs, err = w.move(c, c.Path, true)
	case StandUp:
		evs, err = w.standUp(c)
	case Attack:
		evs, err = w.attack(c)
	case RageAttack:
		evs, err = w.rageAttack(c)
	case ChooseTreasure:
		evs, err = w.chooseTreasure(c)
	case UseAction:
		evs, err = w.useAction(c)
	case DrinkPotion:
		evs, err = w.drinkPotion(c)
	case OpenChest:
		evs, err = w.openChest(c)
	case Interact:
		evs, err = w.interact(c)
	case LoudSlurping:
		evs, err = w.loudSlurping(c)
	case EndActivation:
		evs, err = w.endActivation(c)
	case EndPhase:
		evs, err = w.endPhase(c)
	case MonsterAttack:
		evs, err = w.ResolveMonsterAttack(c)
	case Revive:
		evs, err = w.revive(c)
	case Equip:
		evs, err = w.equip(c)
	case TradeLoot:
		evs, err = w.tradeLoot(c)
	default:
		var handled bool
		evs, err, handled = w.rules().ApplyCommand(w, c) // the ruleset's own commands
		if !handled {
			return nil, Illegal(c, "unknown command %T", c)
		}
	}
	if err != nil {
		return nil, err
	}
	evs = append(evs, w.enteredEffects(evs)...) // tile_effects.go
	if f, ok := w.rules().(CommandFinisher); ok && w.Over == "" {
		evs = append(evs, f.FinishCommand(w, c, evs)...) // classic: summons, Born of Fire
	}
	if w.Phase != from && (w.Phase == HeroPowerUp || w.Phase == ConsulPowerUp) && w.Over == "" {
		// A power-up began in this command (EndPhase, the last activation
		// ending, the Consul turn's last step): its rewards first (book
		// step 1, powerup.go), then the ruleset's start of it.
		evs = append(evs, w.powerUpBegins()...)
		if ps, ok := w.rules().(PowerUpStarter); ok && w.Over == "" {
			evs = append(evs, ps.PowerUpBegins(w)...)
		}
	}
	evs = append(evs, w.Settle()...)
	// A card that came into play mid-command (the plot a fallen spawning
	// point draws at once) may have destroyed the active Hero while settling.
	evs = append(evs, w.afterAction()...)
	if f, ok := w.rules().(CommandFollower); ok && w.Over == "" {
		evs = append(evs, f.AfterCommand(w, c, evs)...)
	}
	models, decks := g.Models, g.Decks
	*g = *w
	g.spare = recycled{game: w, models: models[:0], decks: decks[:0]}
	return evs, nil
}

// Settle enforces limits that cards in play can move under a model: a Hero
// whose potion capacity dropped (a challenge card, a replaced Potion Pouch)
// loses the tokens it can no longer carry, in the dungeon or destroyed
// (potioncap.go); a model that lost Fly over a structure or chasm lands
// (stranded.go); and a model whose hearts dropped to its wounds is
// destroyed.
func (g *Game) Settle() []Event {
	evs := g.landStranded()
	for i := range g.Models {
		m := &g.Models[i]
		// A capacity is never below zero and a Hero's hearts never below
		// one, so a Hero without potions or wounds needs neither looked up
		// (equipment and cards in play make them the costly part).
		if m.Kind == KindHero && m.Potions > 0 {
			if cp := g.PotionCapacity(m); m.Potions > cp {
				evs = append(evs, Note{Text: fmt.Sprintf("%s can carry only %s now and drops %d", m.Card, CountOf(cp, "potion"), m.Potions-cp)})
				m.Potions = cp
			}
		}
		if m.VulnerableTo != 0 && !m.Statuses.Has(cards.Vulnerable) {
			m.VulnerableTo = 0 // the status came off: its X goes with it
		}
		if !m.InPlay {
			continue
		}
		if m.Kind != KindChest && !(m.Kind == KindHero && m.Wounds <= 0) && m.Wounds >= g.Hearts(m) {
			evs = append(evs, g.Destroy(m, NoModel)...)
		}
	}
	return evs
}
