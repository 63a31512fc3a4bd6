package rules

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"slices"
)

// Clone returns a deep copy that continues identically: same state, same
// random source position. The board is shared: the engine never changes it.
func (g *Game) Clone() *Game { return g.cloneInto(nil) }

// modelHeadroom is how many models one command may place (a spawning
// phase, a boss and its companions, summons) without the working copy's
// models array moving; a command placing more would make *Model pointers
// held across the placement stale.
const modelHeadroom = 32

// recycled is what an Apply leaves behind for the next one's working copy
// (commands.go): the Game value it ran on and the models and decks arrays
// the command replaced. Nothing else refers to them.
type recycled struct {
	game   *Game
	models []Model
	decks  []Deck
}

// cloneInto is Clone reusing r's memory when r is not nil. The models
// array it makes then has room to grow, since spawns append to it.
func (g *Game) cloneInto(r *recycled) *Game {
	var c *Game
	var models []Model
	var decks []Deck
	if r != nil {
		c, models, decks = r.game, r.models, r.decks
	}
	if c == nil {
		c = new(Game)
	}
	*c = *g
	c.spare = recycled{}
	// One block copy, then only the models holding slices get their own.
	// A working copy (r != nil) keeps room for the models a command may
	// place, so placing one never moves the array: rules hold *Model
	// across wounds, and a wound that destroys a spawning point can draw a
	// plot that places a mini-boss. When the append moved the array, the
	// Hero's wrath for that attack was written to the old one and lost
	// (Arcade game seed 261), and whether it moved hung on Model's size.
	need := len(g.Models)
	if r != nil {
		need += modelHeadroom
	}
	if cap(models) < need {
		n := len(g.Models)
		if r != nil {
			n += max(n/2+4, modelHeadroom)
		}
		models = make([]Model, 0, n)
	}
	c.Models = append(models[:0], g.Models...)
	for i := range c.Models {
		if m := &c.Models[i]; m.Effects != nil || m.UsedOnce != nil {
			m.Effects = cloneEffects(m.Effects)
			m.UsedOnce = slices.Clone(m.UsedOnce)
		}
	}
	c.Decks = cloneDecks(decks, g.Decks)
	// The backpack, the loot tracker and the dice script are copy-on-write
	// like the deck piles: only appended to (a clipped slice moves to a new
	// array) or replaced, and the one in-place write (a revived Hero's
	// Destruction) copies first.
	c.Backpack = clip(g.Backpack)
	c.Destroyed = clip(g.Destroyed)
	c.Dice = clip(g.Dice)
	c.rng = g.rng.clone()
	if g.Rules != nil {
		c.Rules = g.Rules.CloneRuleset()
	}
	return c
}

// cloneDecks copies the decks but shares their piles, which are
// copy-on-write: each pile's capacity is cut to its length so an append
// moves it to a new array, and the one place that reorders a pile in
// place (Draw's reshuffle) copies it first.
// The copy goes into buf's array when it is large enough.
func cloneDecks(buf, ds []Deck) []Deck {
	if ds == nil {
		return nil
	}
	out := buf[:0]
	if cap(buf) < len(ds) {
		out = make([]Deck, 0, len(ds))
	}
	for _, d := range ds {
		out = append(out, Deck{Name: d.Name, Draw: clip(d.Draw), Discard: clip(d.Discard)})
	}
	return out
}

// clip cuts a slice's capacity to its length (nil stays nil).
func clip[S ~[]E, E any](cs S) S { return cs[:len(cs):len(cs)] }

func cloneEffects(es []Effect) []Effect {
	if es == nil {
		return nil
	}
	out := make([]Effect, len(es))
	for i, e := range es {
		e.Boosts = slices.Clone(e.Boosts)
		e.Grants = slices.Clone(e.Grants)
		out[i] = e
	}
	return out
}

// Hash is a stable hash of the whole state: every exported field in a
// canonical encoding (JSON of structs and slices, no maps; empty and nil
// slices are both left out), and the random source. The board is not
// hashed: the engine never changes it. Two games with the same hash play on identically.
func (g *Game) Hash() string {
	h := sha256.New()
	// encoding/json writes struct fields in declaration order and the state
	// holds no maps, so the encoding is canonical.
	b, err := json.Marshal(g)
	if err != nil {
		// The state holds only encodable types; keep the hash defined.
		b = []byte(err.Error())
	}
	h.Write(b)
	var n [8]byte
	binary.LittleEndian.PutUint64(n[:], uint64(len(b)))
	h.Write(n[:])
	h.Write(g.rng.bytes())
	return hex.EncodeToString(h.Sum(nil))
}
