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
func (g *Game) Clone() *Game {
	c := *g
	c.Models = make([]Model, len(g.Models))
	for i, m := range g.Models {
		m.Effects = cloneEffects(m.Effects)
		m.UsedOnce = slices.Clone(m.UsedOnce)
		c.Models[i] = m
	}
	c.Decks = cloneDecks(g.Decks)
	c.Backpack = slices.Clone(g.Backpack)
	c.Destroyed = slices.Clone(g.Destroyed)
	c.Dice = slices.Clone(g.Dice)
	c.rng = g.rng.clone()
	return &c
}

// cloneDecks copies the decks with all their cards in one array (a clone
// is made for every command). Each pile's capacity ends at its length, so
// an append never writes into a neighbour.
func cloneDecks(ds []Deck) []Deck {
	if ds == nil {
		return nil
	}
	n := 0
	for _, d := range ds {
		n += len(d.Draw) + len(d.Discard)
	}
	all := make([]string, 0, n)
	pile := func(cs []string) []string {
		if cs == nil {
			return nil
		}
		i := len(all)
		all = append(all, cs...)
		return all[i:len(all):len(all)]
	}
	out := make([]Deck, len(ds))
	for i, d := range ds {
		out[i] = Deck{Name: d.Name, Draw: pile(d.Draw), Discard: pile(d.Discard)}
	}
	return out
}

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
