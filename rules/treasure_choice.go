package rules

import (
	"fmt"
	"slices"
)

// The party's choice among drawn treasure cards (Arcade rulebook, "Open
// Chest": choose one of the drawn cards, and a boo booty must be chosen
// when one was drawn; "Boo Booty": a destroyed boo booty lets the Heroes
// draw tile-number treasure cards in power-up and keep one).
//
// A player chooses after seeing the cards, so the engine can hold drawn
// cards in Game.Pending until a ChooseTreasure command keeps one, and only
// when there is a real choice. For a chest this is opt-in: OpenChest{Look:
// true} asks for it, and without Look OpenChest's Choose picks at once. A
// boo booty's reward always waits (the rewards are drawn as the power-up
// begins, by whichever command begins it; powerup.go), except under Rude
// Supers, which keeps the first card. While a choice is pending every
// other command is refused.

// TreasureChoice is a set of drawn treasure cards waiting for the party.
// Values are never changed in place once in Game.Pending (clones share
// them): the queue is replaced, not edited.
type TreasureChoice struct {
	// Hero opened the chest (NoModel for a boo booty's reward).
	Hero ModelID
	// Chest is the opened chest, whose square and tile a boo booty takes
	// (NoModel for a reward).
	Chest ModelID
	Cards []string
	// Options are the indexes of Cards the party may keep: every card, or
	// only the boo booties when a chest revealed any.
	Options []int
}

// ChooseTreasure keeps card Card (an index into the first pending choice's
// cards) and discards the others.
type ChooseTreasure struct{ Card int }

func (ChooseTreasure) CommandName() string { return "choose treasure" }

// TreasureOffered: cards were drawn and wait for ChooseTreasure.
type TreasureOffered struct {
	Cards   []string
	Options []int
}

func (e TreasureOffered) Kind() string { return "treasure-offered" }
func (e TreasureOffered) String() string {
	var opts []string
	for _, i := range e.Options {
		opts = append(opts, e.Cards[i])
	}
	return fmt.Sprintf("the party looks at %v and must keep one of %v", e.Cards, opts)
}

// TreasureKept: the party kept a card from a pending choice.
type TreasureKept struct {
	Card      string
	Discarded []string
}

func (e TreasureKept) Kind() string { return "treasure-kept" }
func (e TreasureKept) String() string {
	return fmt.Sprintf("the party keeps %s and discards %v", e.Card, e.Discarded)
}

// chestOptions lists the cards a chest's draw lets the party keep: the boo
// booties if any, else every card.
func (g *Game) ChestOptions(drawn []string) []int {
	var boo, all []int
	for i, d := range drawn {
		all = append(all, i)
		if _, ok := g.BooBooty(d); ok {
			boo = append(boo, i)
		}
	}
	if len(boo) > 0 {
		return boo
	}
	return all
}

// keepTreasure resolves a choice: the kept card goes to the backpack, or a
// boo booty from a chest takes the chest's square as a monster (Arcade
// rulebook, "Boo Booty"); the rest are discarded. A one-step chest opening
// reports ChestOpened, a pending choice TreasureKept.
func (g *Game) keepTreasure(tc TreasureChoice, pick int, pending bool) ([]Event, error) {
	var evs []Event
	if len(tc.Cards) == 0 {
		if tc.Chest != NoModel {
			evs = append(evs, ChestOpened{Hero: g.RefOf(tc.Hero), Chest: g.RefOf(tc.Chest)})
		}
		return evs, nil
	}
	if pick < 0 || pick >= len(tc.Cards) || !slices.Contains(tc.Options, pick) {
		return nil, fmt.Errorf("card %d cannot be kept: choose one of %v", pick, tc.Options)
	}
	kept := tc.Cards[pick]
	boo, isBoo := g.BooBooty(kept)
	isBoo = isBoo && tc.Chest != NoModel
	var discarded []string
	// Arcade rulebook, "Boo Booty": "Any additional treasure cards that
	// were drawn are discarded"; the boo booty's own card stays with its
	// monster and is discarded when it is destroyed (discardBooBootyCard).
	for i, d := range tc.Cards {
		if i != pick {
			g.DiscardCard(TreasureDeck, d)
			discarded = append(discarded, d)
		}
	}

	if pending || tc.Chest == NoModel {
		evs = append(evs, TreasureKept{Card: kept, Discarded: discarded})
	} else {
		evs = append(evs, ChestOpened{Hero: g.RefOf(tc.Hero), Chest: g.RefOf(tc.Chest), Drawn: tc.Cards, Chosen: kept})
	}
	if isBoo {
		ch := g.Model(tc.Chest)
		id, err := g.Place(Placement{Card: boo, At: ch.Pos, Tile: ch.Tile}, KindMonster)
		if err != nil {
			return nil, fmt.Errorf("the boo booty cannot appear: %v", err)
		}
		return append(evs, Note{Text: fmt.Sprintf("the chest was %s: it springs to life at %v", boo, g.Model(id).Pos)}), nil
	}
	g.Backpack = append(g.Backpack, kept)
	return evs, nil
}

// chooseTreasure resolves the first pending choice.
func (g *Game) chooseTreasure(c ChooseTreasure) ([]Event, error) {
	if len(g.Pending) == 0 {
		return nil, Illegal(c, "no treasure cards are waiting for a choice")
	}
	tc := g.Pending[0]
	evs, err := g.keepTreasure(tc, c.Card, true)
	if err != nil {
		return nil, Illegal(c, "%v", err)
	}
	g.Pending = slices.Clone(g.Pending[1:])
	if len(g.Pending) == 0 {
		g.Pending = nil
	}
	return evs, nil
}

// pendingBlocks refuses any command but ChooseTreasure while cards wait.
func (g *Game) pendingBlocks(c Command) error {
	if len(g.Pending) == 0 {
		return nil
	}
	if _, ok := c.(ChooseTreasure); ok {
		return nil
	}
	return Illegal(c, "the party must first keep one of %v (choose treasure)", g.Pending[0].Cards)
}

// PendingTreasure returns the choice waiting for ChooseTreasure, if any.
func (g *Game) PendingTreasure() (TreasureChoice, bool) {
	if len(g.Pending) == 0 {
		return TreasureChoice{}, false
	}
	return g.Pending[0], true
}
