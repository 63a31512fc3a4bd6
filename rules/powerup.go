package rules

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The power-up phase (Arcade rulebook, "Power-Up"; Explore rulebook,
// "Power-Up Phase") runs 1. Rewards, 2. Princess Coins, 3. Equipment in
// that order, and "this treasure may be equipped immediately": the turn's
// rewards go into the backpack as the power-up begins (powerUpBegins),
// so the party can wear them in the same power-up; the Heroes nobody
// revived come back as it ends (powerUp), because the party chooses whom
// to revive, and where, during it.
//
// The loot tracker (Game.Destroyed) is split between the two moments: the
// draw counts the monsters' entries and removes them, and the Heroes'
// entries stay until the revival at the end reads them. A monster
// destroyed during the power-up, after the draw, stays on the tracker
// and is counted at the next power-up.

// powerUpBegins draws the turn's rewards (the ruleset's PowerUpRewards)
// as a power-up of the core's turn order begins, inside the command that
// starts it (Apply). A ruleset that keeps its own turn (TurnKeeper) draws
// when its book says: Rude Supers as its Heroes' power-up begins, the
// classic game as the Loot-O-Meter fills.
func (g *Game) powerUpBegins() []Event {
	if _, ok := g.turnKeeper(); ok {
		return nil
	}
	evs := g.rules().PowerUpRewards(g)
	g.Destroyed = g.heroDestructions(true)
	return evs
}

// heroDestructions is the loot tracker's Heroes (heroes) or everything
// else, in a new slice (clones share the old one).
func (g *Game) heroDestructions(heroes bool) []Destruction {
	var out []Destruction
	for _, d := range g.Destroyed {
		if (d.Kind == KindHero) == heroes {
			out = append(out, d)
		}
	}
	return out
}

// powerUp ends a power-up: every Hero destroyed this turn and not yet
// brought back with a Revive command is revived by default (one Princess
// Coin each; the Consul has already won if the coins ran out), the
// ruleset finishes its power-up (PowerUpEnder) and the Heroes leave the
// loot tracker. A turn keeper's power-up (PowerUp) clears the whole
// tracker: its rewards were drawn from it as the power-up began.
func (g *Game) powerUp() ([]Event, error) {
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
	if pe, ok := g.rules().(PowerUpEnder); ok {
		evs = append(evs, pe.PowerUpEnds(g)...)
	}
	if _, ok := g.turnKeeper(); ok {
		g.Destroyed = nil
	} else {
		g.Destroyed = g.heroDestructions(false)
	}
	return evs, nil
}

// PowerUp is the core's end of a power-up (powerUp: fallen Heroes revived
// by default, the ruleset's PowerUpEnds, the loot tracker cleared), for a
// TurnKeeper that moves past a power-up itself (Rude Supers, which drew
// the rewards as the power-up began).
func (g *Game) PowerUp() ([]Event, error) { return g.powerUp() }

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
