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
// The Rude Supers variant (shared/seeds/003_..., rude*.go) is an option
// of Setup (Rude), recorded in State.Rude and so in saves and replays.
// Decision: a variant inside this package rather than a sibling one — the
// document is a checklist of changes to Explore, and rulesets never import
// each other, so a sibling would have had to copy Explore's monster
// activation, profiles, dice and boss. Where the document is silent, or
// refers to rules it leaves out, Explore's rule holds (rules/README.md,
// "Rude Supers", lists each such decision).
//
// Rulebook references in comments and tests name the Explore rulebook's
// sections; the Rude Supers tests name the document's parts.
package explore
