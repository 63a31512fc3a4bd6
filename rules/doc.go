// Package rules is the Super Dungeon rules core that every rulebook shares.
// It owns the game state (board, models, wounds, statuses, potions, wrath,
// decks, coins, turn and phase, and the one seeded random source), applies
// commands to it and reports what happened as events. Every player
// intention, the Consul's as well as the Heroes', goes through Game.Apply:
// an illegal command returns an *IllegalError that says why in words and
// changes nothing.
//
// What differs between the rulebooks (who runs the Consul, the turn's
// rewards, victory, the cards in play) is the game's Ruleset (ruleset.go,
// DESIGN.md); each rulebook is a package beside this one (rules/arcade).
// This package imports none of them.
//
// The package is pure Go: no ebiten, no wall-clock time, no package-level
// mutable state; all randomness comes from the PCG stored in the Game, so a
// Clone continues exactly like the original and the same seed and commands
// always give the same events. See README.md for the model, the commands and
// which rulebook rules are implemented.
package rules
