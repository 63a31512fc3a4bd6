// Package arcade is the Super Dungeon: Arcade rulebook on the shared rules
// core: its setup (New), the automated Consul that plays itself through the
// Mighty Monster Chart (ConsulStep, PlayConsulTurn; chart commands, gangs,
// spawning, challenge, plot and easy/hard mode cards, crystal tokens, the
// boss fight and its fury), and the Arcade rewards chart. Its State is the
// game's rules.Ruleset and carries the Consul's state through clones,
// hashes, saves and replays.
//
// Rulebook references are to the Arcade rulebook
// (shared/seeds/000_e34b85495b6c1b8e.txt) unless they say otherwise.
package arcade
