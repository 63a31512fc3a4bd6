// Package cards owns the game's printed content as data: the dice and their
// faces, Hero and monster cards, loot, treasure, challenge, boss-fight, plot
// and difficulty decks, tile-effect cards and the Mighty Monster Chart. The
// data lives in embedded YAML files under data/; loaders validate every entry
// and name the file, card and field of anything wrong. The package is pure Go
// (no ebiten) and holds no game state: decks here are lists of cards, and the
// rules package owns shuffling and drawing.
package cards
