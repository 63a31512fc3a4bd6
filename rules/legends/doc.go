// Package legends is the Super Dungeon: Legends rulebook
// (shared/seeds/004_...): combat encounters (initiative 3B per side, one
// movement and one action per activation, attack and defense rolls with the
// citrine and amethyst dice, the life bar and Knocked Out, Legends' own
// status effects, areas, pushing and pulling), attribute tests and
// non-combat encounters, adventures made of exploration and encounter
// phases (data, go:embed), and the campaign that carries a party from one
// adventure to the next (rest, take stock, disenchant, craft, shop, rank
// up), with a computer Consul.
//
// Legends is its own rules system: its turn, activation and life bar share
// nothing with the core's (rules.Game's action and movement points, wrath,
// the Hero turn of two activations, destruction at full wounds), so the
// package keeps its own game state and commands and uses the board rules
// every book shares from pathing (movement legality, line of sight) and
// tiles (the map, tile effects), and the dice faces from cards. It never
// imports another ruleset. See README.md for every decision the book left
// to us.
package legends
