// Package scene owns the screens a player moves between (title, setup, the
// game, power-up, victory and defeat), the transitions between them, and the
// translation of mouse and keyboard input into requests to the rules. It
// implements ebiten.Game through App; cmd/superdungeon only wires it up.
package scene
