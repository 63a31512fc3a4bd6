// Package ai plays the Heroes' side of an Arcade game (issue 7): which Hero
// activates, where it moves, what it attacks, heals or drinks, when a green
// potion saves a dying friend in the Consul turn, and where a revived Hero
// comes back in a power-up.
//
// It also walks to plot crystal tokens and clears them (crystals.go: the
// Hero nearest each token, when no enemy threatens it and the token is
// within CrystalRange squares of walk, worth more the fewer of its plot's
// tokens are left), starts the Claw Tribe Barbarian's Rage when its walk
// reaches enough enemies and then turns each movement point into a free
// attack (rage.go), and drinks the Hearthsworn Fighter's Hero's Balm when
// a friend is badly wounded and the Fighter can bear the wounds (balm.go).
//
// The choices the book leaves to the party it makes itself (choices.go):
// who receives popped-out hearts (the Hero closest to death first) and
// potions (the emptiest healer first), whom wrath tokens are taken from
// when the pool is empty (a Hero close to death first, so the monsters
// turn away from it), and where a Compel sends each monster it catches
// (as far from the party as it reaches; friends stay). The lists are
// made before the roll; the rules pass over an entry the action made moot.
//
// It is a greedy planner over the rules engine's own queries
// (CanActivate, ReachableSquares, PathTo, LegalTargets, ChanceToWound,
// AreaSquares, ReviveSquares): every command it returns is built from what
// the engine says is possible, so Game.Apply should never refuse one; a
// refusal is a bug in this package. Only for scoring squares it could move
// to does it check sight lines itself (pathing.LineOfSight with the
// engine's blocking rule), which is much cheaper than asking for reasons.
// Decisions are deterministic: candidates are visited in id or row-major
// order and ties keep the first candidate, never a map's order.
//
// The package is pure Go (no ebiten). A Player keeps a small cache of
// distance fields and is not safe for concurrent use: give each goroutine
// its own.
package ai
