// Package classic is the Super Dungeon Explore 1st edition rulebook
// (shared/seeds/002_...): the classic versus game in rounds. At the start
// of every round the Consul spawns up to four skull points of monsters
// from each spawning point; both sides roll WILL for initiative; then the
// sides alternate turns, one Hero or four skulls' worth of monsters, until
// every model has activated. Every wound advances the Power Gauge (8-Bit,
// 16-Bit, Super!, Overcharge: skull tokens, mini-bosses, the Boss Fight);
// every wound on a monster advances the Loot-O-Meter, which draws loot for
// the Heroes. Delve, Crawl and Siege are the game sizes.
//
// It plugs into the rules core through rules.Ruleset and three optional
// hooks (rules/DESIGN.md): rules.TurnKeeper (rounds of alternating turns
// over the core's phases), rules.WoundWatcher (the gauges and the boss's
// timeout) and rules.StatusKeeper (status effects last until cured). The
// core's phases carry the round: ConsulPowerUp is the spawning phase and
// the initiative roll, HeroTurn one Hero's turn, ConsulTurn the Consul's
// turn, HeroPowerUp the end of the round (equipping); Game.Turn is the
// round number. Monster profiles, pools and the Adventure Tracker are data
// (data/classic.yaml); README.md lists every decision the book left open.
package classic
