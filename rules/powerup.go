package rules

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// powerUp draws the turn's rewards into the backpack and clears the loot
// tracker (Arcade rulebook, "Power-Up"). Every Hero destroyed this turn and
// not yet brought back with a Revive command is revived by default (one
// Princess Coin each; the Consul has already won if the coins ran out).
// Equipping and the six-loot trade are not implemented yet.
func (g *Game) powerUp(c Command) ([]Event, error) {
	var evs []Event
	for _, d := range g.Destroyed {
		if d.Kind != KindHero || d.Revived {
			continue
		}
		// Spending the coin is not optional: a Hero nobody revived comes back
		// as itself on the first legal square (ReviveSquares).
		sq := g.ReviveSquares()
		if len(sq) == 0 || g.Coins < 1 {
			g.Over = "consul"
			return append(evs, GameOver{Winner: "the Consul"}), nil
		}
		e, err := g.revive(Revive{Hero: d.Model, At: sq[0]})
		if err != nil {
			return nil, err
		}
		evs = append(evs, e...)
	}
	look := false
	if e, ok := c.(EndPhase); ok {
		look = e.Look
	}
	evs = append(evs, g.rules().PowerUpRewards(g, look)...)
	g.Destroyed = nil
	return evs, nil
}

// PowerUp is the core's power-up (powerUp: fallen Heroes revived by
// default, the turn's rewards drawn, the loot tracker cleared), for a
// TurnKeeper that moves past a power-up itself (Rude Supers).
func (g *Game) PowerUp(c Command) ([]Event, error) { return g.powerUp(c) }

// SetHeroCard makes Hero h another Hero card, keeping its place and
// tokens (the caller sets its potions, equipment and wounds): Rude
// Supers' New Player. It refuses a card that is no Hero or is already in
// the dungeon.
func (g *Game) SetHeroCard(h *Model, card string) error {
	if h == nil || h.Kind != KindHero {
		return fmt.Errorf("not a Hero")
	}
	if g.catalog.Heroes[card] == nil {
		return fmt.Errorf("no Hero card named %q", card)
	}
	for i := range g.Models {
		if o := &g.Models[i]; o.Kind == KindHero && o.Card == card && o.ID != h.ID && o.InPlay {
			return fmt.Errorf("%s is already in the dungeon", card)
		}
	}
	h.Card = card
	g.bindCard(h)
	h.equip = nil
	h.UsedOnce = nil
	return nil
}

// revive spends a Princess Coin on a Hero destroyed this turn (Arcade
// rulebook, "Spending Princess Coins"): a Hero of the party's choice (the
// same one when Card is empty) is placed next to the start token or next to
// another Hero. A different Hero replaces the fallen one: the old one's
// equipment and tokens are discarded.
func (g *Game) revive(c Revive) ([]Event, error) {
	if g.Phase != HeroPowerUp && g.Phase != ConsulPowerUp {
		return nil, Illegal(c, "Princess Coins are spent in a power-up phase (now %s)", g.Phase)
	}
	idx := -1
	for i, d := range g.Destroyed {
		if d.Kind == KindHero && d.Model == c.Hero && !d.Revived {
			idx = i
		}
	}
	h := g.Model(c.Hero)
	if idx < 0 || h == nil || h.InPlay {
		return nil, Illegal(c, "model %d is not a Hero that fell this turn", c.Hero)
	}
	if g.Coins < 1 {
		return nil, Illegal(c, "the party has no Princess Coin left")
	}
	card := c.Card
	if card == "" {
		card = h.Card
	}
	if g.catalog.Heroes[card] == nil {
		return nil, Illegal(c, "no Hero card named %q", card)
	}
	for i := range g.Models {
		if o := &g.Models[i]; o.InPlay && o.Card == card {
			return nil, Illegal(c, "%s is already in the dungeon", card)
		}
	}
	if !slices.Contains(g.ReviveSquares(), c.At) {
		return nil, Illegal(c, "a revived Hero is placed on an empty square next to the start token or next to another Hero; %v is not one", c.At)
	}
	g.Coins--
	g.Destroyed = slices.Clone(g.Destroyed) // shared with clones (clone.go)
	g.Destroyed[idx].Revived = true
	if card != h.Card {
		h.Card = card
		g.bindCard(h)
		h.Potions = 0
		for _, name := range h.Slots {
			if name != "" {
				g.discardEquipment(name)
			}
		}
		h.Slots = [4]string{}
		h.equip = nil
		h.UsedOnce = nil
	}
	h.InPlay, h.Pos, h.Wounds, h.Statuses, h.Wrath = true, c.At, 0, 0, 0
	return []Event{Note{Text: fmt.Sprintf("a Princess Coin brings %s into the dungeon at %v (%s left)", card, c.At, CountOf(g.Coins, "coin"))}}, nil
}

// ReviveSquares lists, in row-major order, where a revived Hero may be
// placed: empty floor squares next to the start token or to a Hero in play
// (Arcade rulebook, "Spending Princess Coins"). When monsters fill all of
// them, the project's fallback is the empty floor squares nearest to the
// start token (or, without one, to any Hero), so a coin can always be spent.
func (g *Game) ReviveSquares() []tiles.Point {
	if rp, ok := g.Rules.(RevivePlacer); ok {
		if sq := rp.ReviveSquares(g); sq != nil {
			return sq // Rude Supers: within four squares of a Hero
		}
	}
	var anchors []tiles.Point
	if g.Board.IsSquare(g.Board.Start) {
		anchors = append(anchors, g.Board.Start)
	}
	for _, id := range g.Heroes() {
		if h := g.Model(id); h.InPlay {
			anchors = append(anchors, h.Pos)
		}
	}
	free := func(p tiles.Point) bool { return g.Board.At(p).Terrain == tiles.Floor && g.At(p) == nil }
	var out []tiles.Point
	for _, p := range g.Board.Points() {
		// Next to an anchor first: free scans the models.
		for _, a := range anchors {
			if tiles.Dist(a, p) == 1 {
				if free(p) {
					out = append(out, p)
				}
				break
			}
		}
	}
	if len(out) > 0 || len(anchors) == 0 {
		return out
	}
	best := -1
	for _, p := range g.Board.Points() {
		if !free(p) {
			continue
		}
		d := tiles.Dist(anchors[0], p)
		switch {
		case best < 0 || d < best:
			best, out = d, []tiles.Point{p}
		case d == best:
			out = append(out, p)
		}
	}
	return out
}
