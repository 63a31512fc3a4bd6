package scene

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// A person Consul under Rude Supers, and Double Trouble's two Consul
// players (rules/explore RUDE_SUPERS.md, "Variants"): a Super owed its
// interruption in the Heroes' turn is the Consul's to command (the screen
// is handed to the Consul for it in a hot-seat game), and under Double
// Trouble the Consul's seat is two seats, the Supers' player (mini-bosses
// and the boss) and the minions' player (every other monster), with the
// hand-over panel passing the mouse between them. Spawning is left to
// whichever of them holds the mouse (the document splits only who
// commands the monsters).

// The two Consul seats of Double Trouble, as hand-over sides.
const (
	seatSupers  = explore.CommanderSupers
	seatMinions = explore.CommanderMinions
)

// isConsulSeat reports whether side is the Consul's (one seat or either
// of Double Trouble's two).
func isConsulSeat(side string) bool {
	return side == "consul" || side == seatSupers || side == seatMinions
}

// doubleTrouble reports whether two people share the Consul.
func (p *Play) doubleTrouble() bool {
	s := p.exState()
	return p.exHumanConsul() && s != nil && s.Rude != nil && s.Rude.Double
}

// rudeSuperOwed reports whether, in a Rude Supers Heroes' turn, a Super
// interrupts now or is owed its slot: the Consul's move, not the party's.
func (p *Play) rudeSuperOwed() bool {
	s := p.exState()
	if s == nil || s.Rude == nil || p.g.Phase != rules.HeroTurn || p.g.Over != "" || p.g.Active != rules.NoModel {
		return false
	}
	return s.Active != rules.NoModel || len(explore.Interrupting(p.g)) > 0
}

// sideNow is whose decisions the game waits for: sideOf the phase, but
// the Consul's while a Super interrupts the Heroes' turn, and under Double
// Trouble the seat of the monster commanded (the last seat while none
// is).
func (p *Play) sideNow() string {
	side := sideOf(p.g.Phase)
	if p.exHumanConsul() && p.rudeSuperOwed() {
		side = "consul"
	}
	if side != "consul" || !p.doubleTrouble() {
		return side
	}
	s := p.exState()
	switch {
	case s.Active != rules.NoModel:
		return explore.Commander(p.g, p.g.Model(s.Active))
	case p.g.Phase == rules.HeroTurn:
		return seatSupers // only Supers interrupt
	case p.ex.handSide == seatSupers:
		return seatSupers
	}
	return seatMinions
}

// humanSide reports whether people play side.
func (p *Play) humanSide(side string) bool {
	if isConsulSeat(side) {
		return p.exHumanConsul()
	}
	return p.exHumanHeroes()
}

// askHandOver reports whether the screen must be handed to side first:
// both sides people, or Double Trouble's two Consul players.
func (p *Play) askHandOver(side string) bool {
	if side == p.ex.handSide || !p.humanSide(side) {
		return false
	}
	if p.doubleTrouble() && !p.exHumanHeroes() && !isConsulSeat(p.ex.handSide) {
		// The computer plays the party: the first Consul seat takes the
		// mouse without a panel.
		p.ex.handSide = side
		return false
	}
	return p.exHumanHeroes() && p.exHumanConsul() || p.doubleTrouble() && isConsulSeat(side) && isConsulSeat(p.ex.handSide)
}

// doubleGate stops a Consul player activating a monster the other
// Double Trouble seat commands: it asks for the hand-over instead and
// reports that the click was used.
func (p *Play) doubleGate(id rules.ModelID) bool {
	if !p.doubleTrouble() {
		return false
	}
	seat := explore.Commander(p.g, p.g.Model(id))
	if seat == "" || seat == p.ex.handSide {
		return false
	}
	p.ex.handAsk = seat
	p.ex.handThen = &id // activated once that seat takes the mouse (doubleResume)
	return true
}

// doubleResume activates the monster whose click asked for a Double
// Trouble hand-over, now that the seat commanding it has the mouse (the
// click was lost: the player passed the panel and had to click the
// monster again, seen by mouse).
func (p *Play) doubleResume() {
	id := p.ex.handThen
	p.ex.handThen = nil
	if id == nil {
		return
	}
	m, r := p.g.Model(*id), p.rulesOfConsul()
	if m == nil || !m.InPlay || r == nil || r.active() != rules.NoModel || explore.Commander(p.g, m) != p.ex.handSide {
		return
	}
	p.apply(r.activate(*id))
}

// seatTitle names the Double Trouble seat that has the mouse for the
// roster's heading ("" outside Double Trouble).
func (p *Play) seatTitle() string {
	if !p.doubleTrouble() {
		return ""
	}
	switch p.ex.handSide {
	case seatSupers:
		return "Supers' player"
	case seatMinions:
		return "Minions' player"
	}
	return ""
}

// seatWords are the hand-over panel's words for Double Trouble's seats.
func seatWords(side string) (title, sub, button string, ok bool) {
	switch side {
	case seatSupers:
		return "The Supers' player", "Double Trouble: pass the mouse to the Consul player who commands the mini-bosses and the boss.", "I command the Supers: go", true
	case seatMinions:
		return "The minions' player", "Double Trouble: pass the mouse to the Consul player who commands every monster but the Supers.", "I command the minions: go", true
	}
	return "", "", "", false
}

// interruptButtons are a person Consul's buttons when a Super is owed its
// interruption in the Heroes' turn and none is commanded yet: one per
// Super that may interrupt now (the document: "Any time a model activates
// on the Heroes' turn, it will follow the same pattern of activation:
// upkeep, then movement and actions").
func (p *Play) interruptButtons() []*actionButton {
	var out []*actionButton
	r := p.rulesOfConsul()
	for _, id := range explore.Interrupting(p.g) {
		m := p.g.Model(id)
		if m == nil {
			continue
		}
		id := id
		b := &actionButton{label: "Interrupt: " + shortName(m.Card), cost: "rude interruption",
			tip: fmt.Sprintf("%s barges into the Heroes' turn now: upkeep, then its movement and actions (or click it on the board)", m.Card)}
		b.onClick = func() {
			if !p.doubleGate(id) {
				p.apply(r.activate(id))
			}
		}
		out = append(out, b)
	}
	return out
}
