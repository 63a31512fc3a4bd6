// Package explore is the Super Dungeon: Explore rulebook (2nd edition,
// shared/seeds/001_...): the versus game in which a Consul player, a person
// or the computer, commands the monsters against the party.
//
// It plugs into the rules core through rules.Ruleset (rules/DESIGN.md):
// State is the Consul side's state (the Mighty Monster Chart, bonuses,
// skull points spent this turn, the monster activating), New builds a game
// from the Consul's setup choices, and the Consul's commands (Activate,
// Move, Dash, StandUp, Attack, Support, EndMonster, AdvanceChart, Spawn,
// TimeoutChoice) run through
// rules.Game.Apply like the Heroes' own. Monsters roll dice for offense and
// defense (State.MonsterDice), profiles and the chart are data
// (data/explore.yaml).
//
// Rulebook references in comments and tests name the Explore rulebook's
// sections.
package explore
