package arcade

import "github.com/superdungeon-digital/superdungeon/rules"

// consulCommand is a command the Consul code in this package resolves
// itself: Game.Apply hands it the working clone. It keeps the Consul's
// commands (ConsulStep, PlayConsulTurn, ...) out of the central switch.
type consulCommand interface {
	rules.Command
	apply(w ag) ([]rules.Event, error)
}
