package legends

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// An adventure in progress, saved and resumed exactly: the game's state
// (every exported field), its random source (the dice to come) and the
// hero AI's (the story choices to come). The map, the data and the
// adventure's definition are not saved: they come back from the data by
// the adventure's id. A saved game is checked against the data on load,
// field by field, so a damaged or hand-edited file is refused with a
// reason in words and never reaches Apply.

// GameSaveVersion is the format of a saved adventure in progress.
const GameSaveVersion = 1

// gameSave is the file shape of an adventure in progress.
type gameSave struct {
	Version int    `json:"version"`
	Game    *Game  `json:"game"`
	RNG     []byte `json:"rng"`
	AI      []byte `json:"ai,omitempty"`
}

// MarshalGame writes g, with ai's state when ai is not nil, as JSON.
func MarshalGame(g *Game, ai *AI) ([]byte, error) {
	s := gameSave{Version: GameSaveVersion, Game: g, RNG: g.RNGState()}
	if ai != nil {
		b, err := ai.pcg.MarshalBinary()
		if err != nil {
			return nil, err
		}
		s.AI = b
	}
	return json.Marshal(s)
}

// LoadGame reads a game MarshalGame wrote and checks it against the data.
// The AI comes back with its saved state (a fresh one from seed when the
// file has none). Every refusal says what is wrong, in words.
func LoadGame(d *Data, b []byte, seed uint64) (*Game, *AI, error) {
	var s gameSave
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, nil, errors.New("the adventure in progress is damaged")
	}
	if s.Version != GameSaveVersion {
		return nil, nil, fmt.Errorf("the adventure in progress is in format %d, this game reads %d", s.Version, GameSaveVersion)
	}
	g := s.Game
	if g == nil {
		return nil, nil, errors.New("the adventure in progress has no game in it")
	}
	if d.AdventureNamed(g.Adventure) == nil {
		return nil, nil, fmt.Errorf("the adventure in progress, %q, is not one this game knows", g.Adventure)
	}
	if g.Restore(d, s.RNG) != nil {
		return nil, nil, errors.New("the adventure in progress: the dice to come are damaged")
	}
	if err := g.checkLoaded(); err != nil {
		return nil, nil, fmt.Errorf("the adventure in progress: %w", err)
	}
	ai := NewAI(seed)
	if len(s.AI) > 0 {
		if err := ai.pcg.UnmarshalBinary(s.AI); err != nil {
			return nil, nil, errors.New("the adventure in progress: the computer's choices to come are damaged")
		}
	}
	return g, ai, nil
}

// checkLoaded refuses a game no command sequence could have made in ways
// the rules would trip over: unknown names, models off the board, counts
// out of bounds, a mode that does not match the phase.
func (g *Game) checkLoaded() error {
	d, a := g.data, g.adv
	switch g.Mode {
	case Story, Explore, Combat, Test, Choice, Over:
	default:
		return fmt.Errorf("unknown mode %q", g.Mode)
	}
	if g.Phase < -1 || g.Phase > len(a.Phases) {
		return fmt.Errorf("phase %d of an adventure of %d", g.Phase, len(a.Phases))
	}
	if g.Mode != Over {
		p := g.CurrentPhase()
		ok := false
		switch g.Mode {
		case Story:
			ok = p != nil && p.Story != ""
		case Explore:
			ok = g.Phase == -1 || (p != nil && p.Story == "" && p.Explore != nil) ||
				(p != nil && p.Story == "" && p.Explore == nil && p.Test == nil && p.Choice != nil && p.Choice.NPC != "")
		case Test:
			ok = p != nil && p.Story == "" && p.Explore == nil && p.Test != nil
		case Choice:
			ok = p != nil && p.Story == "" && p.Explore == nil && p.Test == nil && p.Choice != nil
		case Combat:
			ok = p != nil && p.Story == "" && p.Explore == nil && p.Test == nil && p.Choice == nil && p.Combat != nil
		}
		if !ok {
			return fmt.Errorf("the mode %s does not match phase %d", g.Mode, g.Phase)
		}
	}
	switch g.Result {
	case "", "heroes", "consul":
	default:
		return fmt.Errorf("unknown result %q", g.Result)
	}
	if (g.Result == "") != (g.Mode != Over) {
		return errors.New("the adventure's result does not match its mode")
	}
	if g.Turn != Heroes && g.Turn != Consul || g.First != Heroes && g.First != Consul {
		return errors.New("the turn is neither the Heroes' nor the Consul's")
	}
	if g.Round < 0 || g.Round > 1000 || g.Tries < 0 || g.Tries > 1000 || g.MovedSquares < 0 || g.MovedSquares > 100 {
		return errors.New("a count (round, tries, squares moved) is out of bounds")
	}
	if len(g.Models) == 0 || len(g.Models) > 200 {
		return fmt.Errorf("%d models", len(g.Models))
	}
	heroes := 0
	for i := range g.Models {
		if err := g.checkModel(i); err != nil {
			return err
		}
		if g.Models[i].Hero() {
			if i != heroes {
				return errors.New("the Heroes are not the first models")
			}
			heroes++
		}
	}
	if heroes == 0 || heroes > len(a.points('H')) {
		return fmt.Errorf("a party of %d Heroes", heroes)
	}
	if g.Active < -1 || g.Active >= len(g.Models) {
		return fmt.Errorf("model %d is active, and there are %d", g.Active, len(g.Models))
	}
	if g.Active >= 0 && g.Models[g.Active].Side != g.Turn {
		return errors.New("the active model is not of the side whose turn it is")
	}
	for _, t := range g.Tokens {
		if (t.Kind != "treasure" && t.Kind != "door" && t.Kind != "npc") || !g.Map.IsSquare(t.At) || t.Loot < 0 || t.Loot > 10 {
			return fmt.Errorf("a %q token at %v", t.Kind, t.At)
		}
	}
	for _, ps := range [][]tiles.Point{g.Features.Goddess, g.Features.Sentinel, g.Features.Champion, g.Features.Passages} {
		for _, p := range ps {
			if !g.Map.IsSquare(p) {
				return fmt.Errorf("a statue or passage off the map at %v", p)
			}
		}
	}
	for _, r := range g.Revealed {
		if !slices.ContainsFunc(a.Hidden, func(h HiddenArea) bool { return h.Name == r }) {
			return fmt.Errorf("no hidden area %q to have found", r)
		}
	}
	for k, v := range g.Backpack {
		if capa, ok := d.Backpack.Capacity[k]; !ok || v < 0 || v > capa {
			return fmt.Errorf("%d %s does not fit the backpack", v, k)
		}
	}
	for _, it := range g.Items {
		if d.Item(it) == nil {
			return fmt.Errorf("unknown item %q", it)
		}
	}
	for _, e := range slices.Concat(g.LootDeck, g.LootDrawn) {
		if d.Equipment(e) == nil {
			return fmt.Errorf("unknown equipment %q", e)
		}
	}
	if len(g.Dice) > 10000 {
		return errors.New("the dice script is too long")
	}
	return g.CheckInvariants()
}

// checkModel checks model i of a loaded game.
func (g *Game) checkModel(i int) error {
	d := g.data
	m := &g.Models[i]
	if m.ID != i {
		return fmt.Errorf("model %d says it is model %d", i, m.ID)
	}
	switch {
	case m.Side == Heroes && d.Class(m.Class) == nil:
		return fmt.Errorf("%s: unknown class %q", m.Name, m.Class)
	case m.Side == Consul && d.Monster(m.Class) == nil:
		return fmt.Errorf("%s: unknown monster %q", m.Name, m.Class)
	case m.Side != Heroes && m.Side != Consul:
		return fmt.Errorf("%s fights for nobody", m.Name)
	}
	if m.MaxHearts < 1 || m.MaxHearts > 50 || m.MaxPotions > 20 || m.Move < 0 || m.Move > 20 || m.Size < 0 || m.Size > 2 {
		return fmt.Errorf("%s: hearts, potions or movement out of bounds", m.Name)
	}
	if m.InPlay && !g.Map.IsSquare(m.At) {
		return fmt.Errorf("%s stands off the map at %v", m.Name, m.At)
	}
	switch m.Attack {
	case Melee, Magic, Missile:
	default:
		return fmt.Errorf("%s: unknown attack %q", m.Name, m.Attack)
	}
	for _, p := range m.Attrs {
		if !saneDice(p) {
			return fmt.Errorf("%s: an attribute's dice are out of bounds", m.Name)
		}
	}
	for _, b := range m.Boosts {
		if b.Attr < 0 || b.Attr >= numAttrs || !saneDice(b.Dice) {
			return fmt.Errorf("%s: a broken boost", m.Name)
		}
	}
	for _, s := range m.Skills {
		if s < 0 || s >= numAttrs {
			return fmt.Errorf("%s: a broken skill", m.Name)
		}
	}
	for _, ab := range m.Abilities {
		if d.Ability(ab) == nil {
			return fmt.Errorf("%s: unknown ability %q", m.Name, ab)
		}
	}
	if m.OnHit != "" && !slices.Contains(statusNames, m.OnHit) {
		return fmt.Errorf("%s: unknown status %q", m.Name, m.OnHit)
	}
	if all := Status(1<<len(statusNames) - 1); m.Status&^all != 0 || m.Suffering&^all != 0 {
		return fmt.Errorf("%s: unknown status effects", m.Name)
	}
	for _, e := range slices.Concat(m.Equipped, m.Carried) {
		if d.Equipment(e) == nil {
			return fmt.Errorf("%s: unknown equipment %q", m.Name, e)
		}
	}
	return nil
}

// saneDice: a pool of at most twelve dice of each colour, stars 0-12.
func saneDice(p cards.Pool) bool {
	for _, n := range p.Dice {
		if n < 0 || n > 12 {
			return false
		}
	}
	return p.Stars >= 0 && p.Stars <= 12
}

// newAIRand builds the AI's random source (kept so its state is saved).
func newAIRand(seed uint64) (*rand.PCG, *rand.Rand) {
	p := rand.NewPCG(seed, 0xa1)
	return p, rand.New(p)
}
