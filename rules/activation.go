package rules

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// ActivationsPerTurn is how many Heroes activate in a Hero turn: two, or
// three with five or six Heroes (Arcade rulebook, "Hero Turn", "Game Size").
func (g *Game) ActivationsPerTurn() int {
	if k, ok := g.turnKeeper(); ok {
		return k.HeroActivations(g)
	}
	if len(g.Heroes()) >= 5 {
		return 3
	}
	return 2
}

// CanActivate returns nil if the Hero may start an activation now, else an
// *IllegalError saying why: the UI and the hero AI should ask it rather
// than look at the activation token alone (a Hero never activates twice in
// one Hero turn, even after the tokens are cleared).
func (g *Game) CanActivate(id ModelID) error {
	_, err := g.canActivate(StartActivation{Hero: id}, id)
	return err
}

func (g *Game) canActivate(c Command, id ModelID) (*Model, error) {
	if g.Phase != HeroTurn {
		return nil, Illegal(c, "Heroes activate only in the Hero turn (now %s)", g.Phase)
	}
	if g.Active != NoModel {
		return nil, Illegal(c, "%s is still activating; end that activation first", g.Name(g.Active))
	}
	if g.ActivationsThisTurn >= g.ActivationsPerTurn() {
		return nil, Illegal(c, "%d Heroes have already activated this turn", g.ActivationsThisTurn)
	}
	m := g.Model(id)
	if m == nil || m.Kind != KindHero {
		return nil, Illegal(c, "model %d is not a Hero", id)
	}
	if !m.InPlay {
		return nil, Illegal(c, "%s has been destroyed", m.Card)
	}
	if m.Activated {
		return nil, Illegal(c, "%s already has an activation token; every Hero must activate before one goes again", m.Card)
	}
	if m.ActivatedTurn == g.Turn {
		// Arcade rulebook, "Hero Turn": never twice in one Hero turn.
		return nil, Illegal(c, "%s has already activated this Hero turn", m.Card)
	}
	if k, ok := g.turnKeeper(); ok {
		if v, ok := k.(TurnKeeperVariant); ok {
			if err := v.CanStartActivation(g, id); err != nil {
				return nil, Illegal(c, "%v", err)
			}
		}
	}
	return m, nil
}

// startActivation resolves upkeep in the rulebook's order (Arcade
// rulebook, "Upkeep"): activation token, end of the Hero's previous effects,
// healing (Tough), damage (Fire), then the rest.
func (g *Game) startActivation(c StartActivation) ([]Event, error) {
	m, err := g.canActivate(c, c.Hero)
	if err != nil {
		return nil, err
	}
	var evs []Event
	if c.Shapeshift {
		e, err := g.shapeshift(c, m) // shapeshift.go
		if err != nil {
			return nil, err
		}
		evs = append(evs, e)
	}
	// 1. Activation token.
	m.Activated = true
	g.ActivationCount++
	m.LastActivation = g.ActivationCount
	m.ActivatedTurn = g.Turn
	g.Active = m.ID
	g.Act = Activation{Hero: m.ID}
	evs = append(evs, ActivationStarted{Hero: g.RefOf(m.ID), MP: g.MaxMP(m), AP: g.MaxAP(m), Activation: g.ActivationsThisTurn + 1})
	// 2. End effects from the Hero's previous activation (potions, auras).
	evs = append(evs, g.EndEffectsFrom(m.ID)...)
	// 3. Healing effects: Tough removes one wound.
	if g.Has(m, "Tough") && m.Wounds > 0 {
		m.Wounds--
		evs = append(evs, Healed{Model: g.RefOf(m.ID), Wounds: 1, Source: "Tough"})
	}
	evs = append(evs, g.Regenerate(m)...) // keywords.go
	// 4. Damaging effects: Fire deals one wound.
	if g.Suffers(m, cards.Fire) {
		evs = append(evs, g.Wound(m, NoModel, 1, "Fire", false)...)
		if !m.InPlay {
			// Destroyed in upkeep: the activation is over.
			evs = append(evs, g.finishActivation(m)...)
			return evs, nil
		}
	}
	return append(evs, g.slowAtUpkeep(m)...), nil
}

// slowAtUpkeep is Rude Supers' Slow at upkeep ("loses half its Movement
// Points (rounding up) when performing upkeep"; CombatRules.HouseStatuses):
// the points are spent, so removing Slow later does not give them back.
func (g *Game) slowAtUpkeep(m *Model) []Event {
	if !g.Suffers(m, cards.Slow) || !g.houseStatuses() {
		return nil
	}
	return g.loseHalfMP(m, "at upkeep")
}

// loseHalfMP spends half the active Hero's movement points left, rounded
// up (Rude Supers' Slow).
func (g *Game) loseHalfMP(m *Model, when string) []Event {
	left := max(0, g.MaxMP(m)-g.Act.MPSpent)
	lost := (left + 1) / 2
	if lost == 0 {
		return nil
	}
	g.Act.MPSpent += lost
	return []Event{Note{Text: fmt.Sprintf("%s is slowed %s: %s lost", m.Card, when, CountOf(lost, "movement point"))}}
}

// endEffectsFrom ends every temporary effect whose source was id.
func (g *Game) EndEffectsFrom(id ModelID) []Event {
	var evs []Event
	for i := range g.Models {
		m := &g.Models[i]
		kept := m.Effects[:0]
		for _, e := range m.Effects {
			if e.From == id {
				evs = append(evs, EffectEnded{Model: g.RefOf(m.ID), Source: e.Source})
				continue
			}
			kept = append(kept, e)
		}
		if len(kept) == 0 {
			kept = nil
		}
		m.Effects = kept
	}
	return evs
}

// active returns the Hero whose activation is running.
func (g *Game) active(c Command) (*Model, error) {
	if g.Phase != HeroTurn || g.Active == NoModel {
		return nil, Illegal(c, "no Hero is activating")
	}
	return g.Model(g.Active), nil
}

// endActivation: remove every status effect from the Hero, then end
// (Arcade rulebook, "Hero Activation").
func (g *Game) endActivation(c EndActivation) ([]Event, error) {
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	var evs []Event
	if g.Suffers(m, cards.Poison) && g.houseStatuses() && g.APLeft(m.ID) == 0 {
		// Rude Supers, "Poison": "If a model suffering Poison uses all of
		// its Action Points during an activation, it receives 1 wound at
		// the end of that activation."
		evs = append(evs, g.Wound(m, NoModel, 1, "Poison", false)...)
		if !m.InPlay {
			return evs, nil // destroyed: the activation is over
		}
	}
	if k, ok := g.Rules.(StatusKeeper); !ok || !k.StatusesLast(g) {
		if list := m.Statuses.List(); len(list) > 0 {
			m.Statuses = 0
			evs = append(evs, StatusesRemoved{Model: g.RefOf(m.ID), Status: list, Reason: "end of activation"})
		}
	}
	return append(evs, g.finishActivation(m)...), nil
}

// finishActivation closes the activation; once every Hero in play has an
// activation token all tokens come off, and after the turn's activations
// the game moves to power-up.
func (g *Game) finishActivation(m *Model) []Event {
	evs := []Event{ActivationEnded{Hero: g.RefOf(m.ID)}}
	g.Active = NoModel
	g.Act = Activation{Hero: NoModel}
	g.ActivationsThisTurn++
	evs = append(evs, g.resetTokensIfAllActivated()...)
	if (g.ActivationsThisTurn >= g.ActivationsPerTurn() || !g.anyHeroCanActivate()) && !g.holdHeroTurn() {
		if k, ok := g.turnKeeper(); ok {
			if g.Over != "" {
				return evs
			}
			evs = append(evs, k.NextPhase(g, EndActivation{})...)
			if g.Over == "" {
				evs = append(evs, PhaseChanged{Turn: g.Turn, Phase: g.Phase})
			}
			return evs
		}
		g.Phase = HeroPowerUp
		evs = append(evs, PhaseChanged{Turn: g.Turn, Phase: g.Phase})
	}
	return evs
}

func (g *Game) resetTokensIfAllActivated() []Event {
	any := false
	for _, id := range g.Heroes() {
		h := g.Model(id)
		if h.InPlay {
			any = true
			if !h.Activated {
				return nil
			}
		}
	}
	if !any {
		return nil
	}
	for _, id := range g.Heroes() {
		g.Model(id).Activated = false
	}
	return []Event{TokensReset{}}
}

// turnKeeper is the ruleset's TurnKeeper, unless it is a variant keeper
// that leaves this game to the core's order (TurnKeeperVariant).
func (g *Game) turnKeeper() (TurnKeeper, bool) {
	k, ok := g.Rules.(TurnKeeper)
	if !ok {
		return nil, false
	}
	if v, ok := k.(TurnKeeperVariant); ok && !v.KeepsTurns(g) {
		return nil, false
	}
	return k, true
}

// holdHeroTurn asks a variant turn keeper whether the Hero turn stays open
// after its last activation.
func (g *Game) holdHeroTurn() bool {
	k, ok := g.turnKeeper()
	if !ok {
		return false
	}
	v, ok := k.(TurnKeeperVariant)
	return ok && v.HoldsHeroTurn(g)
}

func (g *Game) anyHeroCanActivate() bool {
	for _, id := range g.Heroes() {
		if h := g.Model(id); h.InPlay && !h.Activated && h.ActivatedTurn != g.Turn {
			return true
		}
	}
	return false
}

// standUp removes Knockdown from a Hero for one action point or all of its
// movement points (Explore rulebook, "Status Effects"; Arcade only defines
// Knockdown for monsters, so Heroes use the Explore rule).
func (g *Game) standUp(c StandUp) ([]Event, error) {
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	if !m.Statuses.Has(cards.Knockdown) {
		return nil, Illegal(c, "%s is not knocked down", m.Card)
	}
	sp := Spent{Model: g.RefOf(m.ID), For: "standing up"}
	if c.UseMovement {
		if g.Act.MPSpent > 0 {
			return nil, Illegal(c, "%s has already spent movement points; standing up needs all of them", m.Card)
		}
		sp.MP = g.MaxMP(m)
		g.Act.MPSpent = sp.MP
	} else {
		if g.Act.APSpent+1 > g.MaxAP(m) {
			return nil, Illegal(c, "%s has no action point left", m.Card)
		}
		sp.AP = 1
		g.Act.APSpent++
	}
	m.Statuses = m.Statuses.Without(cards.Knockdown)
	g.Act.StoodUp = true
	return []Event{sp, StatusesRemoved{Model: g.RefOf(m.ID), Status: []cards.Status{cards.Knockdown}, Reason: "stood up"}}, nil
}

// knockedDown refuses any other action while a Hero suffers Knockdown.
func (g *Game) knockedDown(c Command, m *Model) error {
	if g.Suffers(m, cards.Knockdown) {
		return Illegal(c, "%s is knocked down and must stand up first (one action point or all movement)", m.Card)
	}
	return nil
}

// endPhase moves to the next phase: Hero turn → Hero power-up → Consul
// turn → Consul power-up → next Hero turn (Arcade rulebook, "Play Overview").
func (g *Game) endPhase(c EndPhase) ([]Event, error) {
	// The ruleset's business of the phase first (Explore: a monster still
	// activating, the Mighty Monster Chart's advance).
	evs, err := g.rules().EndingPhase(g, c)
	if err != nil {
		return nil, err
	}
	if g.Over != "" {
		return evs, nil
	}
	if k, ok := g.turnKeeper(); ok {
		switch {
		case g.Phase == HeroTurn && g.Active != NoModel:
			return nil, Illegal(c, "%s is still activating", g.Name(g.Active))
		case g.Phase == HeroTurn && g.ActivationsThisTurn < g.ActivationsPerTurn() && g.anyHeroCanActivate():
			return nil, Illegal(c, "only %d of %d Heroes have activated this turn", g.ActivationsThisTurn, g.ActivationsPerTurn())
		case g.Phase == HeroPowerUp:
			if name, ok := g.cursedWaiting(); ok {
				return nil, Illegal(c, "%s is Cursed and a Hero has its slot free: it must be equipped first", name)
			}
		}
		evs = append(evs, k.NextPhase(g, c)...)
		if g.Over != "" {
			return evs, nil
		}
		return append(evs, PhaseChanged{Turn: g.Turn, Phase: g.Phase}), nil
	}
	switch g.Phase {
	case HeroTurn:
		if g.Active != NoModel {
			return nil, Illegal(c, "%s is still activating", g.Name(g.Active))
		}
		if g.ActivationsThisTurn < g.ActivationsPerTurn() && g.anyHeroCanActivate() {
			return nil, Illegal(c, "only %d of %d Heroes have activated this turn", g.ActivationsThisTurn, g.ActivationsPerTurn())
		}
		g.Phase = HeroPowerUp
	case HeroPowerUp, ConsulPowerUp:
		if name, ok := g.cursedWaiting(); ok && g.Phase == HeroPowerUp {
			return nil, Illegal(c, "%s is Cursed and a Hero has its slot free: it must be equipped first", name)
		}
		pe, err := g.powerUp()
		if err != nil {
			return nil, err
		}
		evs = append(evs, pe...)
		if g.Over != "" {
			return evs, nil
		}
		if g.Phase == HeroPowerUp {
			g.Phase = ConsulTurn
		} else {
			g.Phase = HeroTurn
			g.Turn++
			g.ActivationsThisTurn = 0
		}
	case ConsulTurn:
		g.Phase = ConsulPowerUp
	}
	return append(evs, PhaseChanged{Turn: g.Turn, Phase: g.Phase}), nil
}
