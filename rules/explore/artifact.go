package explore

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// ArtifactDropped is the plot of the artifact's token once a holder fell
// and dropped it (face up: any Hero next to it may pick it up).
const ArtifactDropped = "artifact"

// ArtifactSpawnBonus is the skull points the chart's spawning gains while
// a Hero holds the artifact ("Special Rules").
const ArtifactSpawnBonus = 2

// artifactColours are the five crystal tokens of Find the Artifact, one
// of each colour.
func artifactColours() []cards.Crystal {
	return []cards.Crystal{cards.CrystalCitrine, cards.CrystalRuby, cards.CrystalEmerald, cards.CrystalSapphire, cards.CrystalAmethyst}
}

// setupArtifact ("Find the Artifact", "Setup"): the end token on the
// third tile next to a dungeon exit (EndAt; for me: the one farthest from
// the start token), the artifact's colour drawn from the seed (the game
// knows it, nobody is shown it), and the five crystals placed alternately,
// Consul first, each in a random colour order, never within four squares
// of the start or end token, a spawning point or another crystal
// (Crystals by hand, in placement order; for me: the Consul's as far from
// the start token as it can, the Heroes' as near).
func (g eg) setupArtifact(s Setup, r interface{ IntN(int) int }) ([]rules.Event, error) {
	exitNear := func(p tiles.Point) bool {
		for _, ex := range g.Board.Exits {
			for _, e := range ex.Squares {
				if tiles.Dist(p, e) <= 1 {
					return true
				}
			}
		}
		return false
	}
	// Project decision for five or six Heroes: the third tile may be
	// joined to the fourth on every side and keep no dungeon exit; the end
	// token then goes by an exit of the last tile, and with no exit at all
	// on the third tile's square farthest from the start token.
	last := 3
	for _, t := range g.Layout {
		last = max(last, t.Order)
	}
	endTile := func(p tiles.Point) bool { t := g.Board.TileOf(p); return t == 3 || t == last }
	if s.EndAt != nil {
		if !endTile(*s.EndAt) || !g.openSquare(*s.EndAt) || !exitNear(*s.EndAt) {
			return nil, fmt.Errorf("the end token goes on an empty open square of the third tile next to a dungeon exit, not %v", *s.EndAt)
		}
		end := *s.EndAt
		g.S.EndToken = &end
	} else {
		for _, want := range []func(tiles.Point) bool{
			func(p tiles.Point) bool { return g.Board.TileOf(p) == 3 && exitNear(p) },
			func(p tiles.Point) bool { return g.Board.TileOf(p) == last && exitNear(p) },
			func(p tiles.Point) bool { return g.Board.TileOf(p) == 3 },
		} {
			best := -1
			for _, p := range g.Board.Points() {
				if want(p) && g.openSquare(p) {
					if d := tiles.Dist(p, g.Board.Start); d > best {
						end := p
						g.S.EndToken, best = &end, d
					}
				}
			}
			if best >= 0 {
				break
			}
		}
		if g.S.EndToken == nil {
			return nil, fmt.Errorf("the third tile has no open square for the end token")
		}
	}
	colours := artifactColours()
	g.S.Artifact = colours[r.IntN(len(colours))]
	order := slices.Clone(colours)
	for i := len(order) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		order[i], order[j] = order[j], order[i]
	}
	var anchors []tiles.Point
	anchors = append(anchors, g.Board.Start, *g.S.EndToken)
	for i := range g.Models {
		if m := &g.Models[i]; m.Kind == rules.KindSpawningPoint {
			anchors = append(anchors, m.Squares()...)
		}
	}
	spaced := func(p tiles.Point, gap int) bool {
		if !g.openSquare(p) || p == *g.S.EndToken {
			return false
		}
		for _, a := range anchors {
			if tiles.Dist(p, a) <= gap {
				return false
			}
		}
		return true
	}
	for k, col := range order {
		// When no square keeps the four-square spacing (a cramped
		// dungeon), the widest spacing left is the rule (project
		// decision), by hand and for me alike.
		gap := 4
		var legal []tiles.Point
		for ; gap >= 0 && len(legal) == 0; gap-- {
			for _, p := range g.Board.Points() {
				if spaced(p, gap) {
					legal = append(legal, p)
				}
			}
		}
		gap++
		if len(legal) == 0 {
			return nil, fmt.Errorf("no room for crystal %d", k+1)
		}
		// For me: the Consul's as far from the start token as it can,
		// the Heroes' as near.
		var forMe tiles.Point
		best := -1
		for _, p := range legal {
			d := tiles.Dist(p, g.Board.Start)
			if k%2 == 1 {
				d = 1000 - d // the Heroes want theirs near
			}
			if d > best {
				forMe, best = p, d
			}
		}
		at := forMe
		if k < len(s.Crystals) {
			at = s.Crystals[k]
			if !spaced(at, gap) {
				return nil, fmt.Errorf("crystal %d at %v: crystals go on empty open squares more than four squares from the start and end tokens, spawning points and other crystals", k+1, at)
			}
		} else if s.placing {
			g.S.placing = &TokenStep{What: TokenCrystal, Consul: k%2 == 0, N: k + 1, Squares: legal, ForMe: forMe}
			return nil, nil
		}
		anchors = append(anchors, at)
		g.Crystals = append(slices.Clip(g.Crystals), rules.CrystalToken{Pos: at, Crystal: col, Plot: ArtifactToken})
	}
	return []rules.Event{BossFightEvent{Text: fmt.Sprintf("Find the Artifact: the end token at %v; five crystals placed face down, one of them the artifact", *g.S.EndToken)}}, nil
}

// flipCrystal turns a crystal over ("Special Rules"): a decoy is
// discarded for one loot; the artifact sends the other crystals away and
// the Hero draws a treasure (boo booties redrawn) and wears it at once:
// the artifact, which never leaves it but by its fall. The dropped
// artifact's token is picked up the same way.
func (s *State) flipCrystal(g *rules.Game, h *rules.Model, i int) []rules.Event {
	tok := g.Crystals[i]
	if tok.Plot == ArtifactDropped {
		removeToken(g, i)
		s.HasCarrier, s.CarrierID = true, h.ID
		evs := []rules.Event{BossFightEvent{Text: fmt.Sprintf("%s picks up the artifact (%s)", h.Card, s.ArtifactCard)}}
		return append(evs, g.Wear(h, s.ArtifactCard)...)
	}
	s.FlippedActivation = g.ActivationCount
	if tok.Crystal != s.Artifact {
		removeToken(g, i)
		evs := []rules.Event{BossFightEvent{Text: fmt.Sprintf("%s flips the %s crystal: a decoy", h.Card, tok.Crystal)}}
		if card, ok := g.Draw(rules.LootDeck); ok {
			g.Backpack = append(slices.Clip(g.Backpack), card)
			evs = append(evs, rules.Note{Text: fmt.Sprintf("the decoy gives one loot: %s", card)})
		}
		return evs
	}
	var left []rules.CrystalToken
	for _, c := range g.Crystals {
		if c.Plot != ArtifactToken {
			left = append(left, c)
		}
	}
	g.Crystals = left
	evs := []rules.Event{BossFightEvent{Text: fmt.Sprintf("%s flips the %s crystal: the artifact! The other crystals crumble", h.Card, tok.Crystal)}}
	var card string
	for tries := 0; tries < 64 && card == ""; tries++ {
		d := g.DrawTreasureNoBooty(1)
		if len(d) == 0 {
			break
		}
		if e := g.Catalog().Equipment[d[0]]; e != nil && e.Deck == cards.DeckTreasure && e.Slot != "" {
			card = d[0]
		} else {
			g.DiscardCard(rules.TreasureDeck, d[0])
		}
	}
	s.HasCarrier, s.CarrierID = true, h.ID
	if card == "" {
		return append(evs, rules.Note{Text: "the treasure deck holds nothing to wear: the artifact is carried bare"})
	}
	s.ArtifactCard = card
	evs = append(evs, rules.Note{Text: fmt.Sprintf("%s draws %s and wears it: the artifact, never to be discarded", h.Card, card)})
	return append(evs, g.Wear(h, card)...)
}

// refuseArtifact refuses an Interact with a face-down crystal after one
// flip this activation, and equipment that would replace the artifact.
func (s *State) refuseArtifact(g *rules.Game, c rules.Command) error {
	if s.Variant != VariantArtifact {
		return nil
	}
	switch c := c.(type) {
	case rules.Interact:
		if c.At == nil {
			return nil
		}
		if i := g.CrystalAt(*c.At); i >= 0 && g.Crystals[i].Plot == ArtifactToken && s.FlippedActivation == g.ActivationCount && g.Active != rules.NoModel {
			return rules.Illegal(c, "a Hero flips one crystal per activation")
		}
	case rules.Equip:
		h := g.Model(c.Hero)
		e, a := g.Catalog().Equipment[c.Card], g.Catalog().Equipment[s.ArtifactCard]
		if s.HasCarrier && c.Hero == s.CarrierID && h != nil && e != nil && a != nil && e.Slot == a.Slot {
			return rules.Illegal(c, "%s wears the artifact in that slot; it may never be discarded", h.Card)
		}
	}
	return nil
}
