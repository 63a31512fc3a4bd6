package explore

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// TimeoutChoice is the party's answer to the dungeon boss's timeout
// (Explore rulebook, "Timeout", step 1): Hero heals one for each backpack
// card in Cards, which are discarded (none: nobody is healed). Every other
// command waits until it is given; DefaultTimeoutChoice is the answer the
// computer gives for the party.
type TimeoutChoice struct {
	Hero  rules.ModelID
	Cards []string
}

func (TimeoutChoice) CommandName() string { return "timeout choice" }

// TimeoutPending reports whether the boss's timeout waits for the party's
// TimeoutChoice.
func TimeoutPending(g *rules.Game) bool {
	s := StateOf(g)
	return s != nil && s.TimeoutPending
}

// AfterWounded implements rules.Ruleset: the dungeon boss at half its
// hearts or worse calls its timeout, once a game (Explore rulebook,
// "Timeout"). The party answers first (TimeoutChoice: which Hero to heal,
// which backpack cards to discard); until then nothing else may be done
// ("before any further actions are carried out"), and the boss's
// immunity to criticals and the boss fight card's timeout effect follow
// the answer.
func (s *State) AfterWounded(g *rules.Game, m *rules.Model) []rules.Event {
	if s.Rude != nil || s.TimeoutDone || m.ID != s.BossID || m.Wounds*2 < g.Hearts(m) {
		// Rude Supers: "Boss Timeout Effect: Not Used".
		return nil
	}
	s.TimeoutDone, s.TimeoutPending = true, true
	return []rules.Event{BossFightEvent{Text: fmt.Sprintf("timeout: %s has lost half its hearts; the party may discard backpack cards to heal one Hero, one wound or status effect per card", m.Card)}}
}

// DefaultTimeoutChoice is the party's answer the computer gives (project
// default): the most wounded Hero in play (the first in party order on
// ties), as many cards as it has wounds, the last drawn first; nobody
// when no Hero is wounded or the backpack is empty.
func DefaultTimeoutChoice(g *rules.Game) TimeoutChoice {
	var worst *rules.Model
	for _, id := range g.HeroesInPlay() {
		if h := g.Model(id); h.Wounds > 0 && (worst == nil || h.Wounds > worst.Wounds) {
			worst = h
		}
	}
	if worst == nil || len(g.Backpack) == 0 {
		return TimeoutChoice{Hero: rules.NoModel}
	}
	n := min(worst.Wounds, len(g.Backpack))
	gone := slices.Clone(g.Backpack[len(g.Backpack)-n:])
	return TimeoutChoice{Hero: worst.ID, Cards: gone}
}

func (c TimeoutChoice) apply(g eg) ([]rules.Event, error) {
	if !g.S.TimeoutPending {
		return nil, rules.Illegal(c, "no timeout waits for the party's choice")
	}
	left := slices.Clone(g.Backpack)
	for _, card := range c.Cards {
		k := lastIndex(left, card) // a duplicate goes from the end: the latest drawn
		if k < 0 {
			return nil, rules.Illegal(c, "the backpack holds no (more) %q", card)
		}
		left = slices.Delete(left, k, k+1)
	}
	var h *rules.Model
	if len(c.Cards) > 0 {
		if h = g.Model(c.Hero); h == nil || h.Kind != rules.KindHero || !h.InPlay {
			return nil, rules.Illegal(c, "model %d is not a Hero in the dungeon to heal", c.Hero)
		}
	}
	g.S.TimeoutPending = false
	var evs []rules.Event
	if h != nil {
		for _, card := range c.Cards {
			deck := rules.LootDeck
			if eq := g.Catalog().Equipment[card]; eq != nil && eq.Deck == cards.DeckTreasure {
				deck = rules.TreasureDeck
			}
			g.DiscardCard(deck, card)
		}
		g.Backpack = slices.Clip(left)
		evs = append(evs, rules.Note{Text: fmt.Sprintf("the party discards %s to heal %s", rules.NameList(c.Cards), h.Card)})
		evs = append(evs, g.Heal(h, len(c.Cards), "Timeout")...)
	} else {
		evs = append(evs, rules.Note{Text: "the party discards nothing at the timeout"})
	}
	evs = append(evs, BossFightEvent{Text: fmt.Sprintf("%s is immune to critical successes for the rest of the game", g.S.Boss)})
	if bf, ok := g.S.Data().BossFights[g.S.Boss]; ok {
		evs = append(evs, g.bossEffect(bf.Timeout, g.HeroesInPlay(), "Timeout")...)
	}
	return evs, nil
}

// Refuse implements rules.CommandGate: while a timeout waits, only the
// party's TimeoutChoice; and never the core's MonsterAttack, since an
// Explore monster attacks within its own activation (Activate, then
// Attack), paying action points.
func (s *State) Refuse(g *rules.Game, c rules.Command) error {
	if _, ok := c.(TimeoutChoice); s.TimeoutPending && !ok {
		return rules.Illegal(c, "the dungeon boss's timeout waits for the party: choose a Hero to heal and the backpack cards to discard first")
	}
	if _, ok := c.(rules.MonsterAttack); ok {
		return rules.Illegal(c, "in Explore a monster attacks only during its activation: activate it, then attack (it pays an action point)")
	}
	if err := (eg{g, s}).refuseHeart(c); err != nil {
		return err
	}
	if err := (eg{g, s}).refusePotion(c); err != nil {
		return err
	}
	if err := s.refuseAntiHeroCard(c); err != nil {
		return err // rude_antihero.go
	}
	if eq, ok := c.(rules.Equip); ok {
		if err := (eg{g, s}).refuseEquip(eq); err != nil {
			return err
		}
	}
	if err := s.refuseCarrier(g, c); err != nil {
		return err
	}
	return s.refuseArtifact(g, c)
}

func lastIndex(list []string, s string) int {
	for i := len(list) - 1; i >= 0; i-- {
		if list[i] == s {
			return i
		}
	}
	return -1
}
