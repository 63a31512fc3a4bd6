// Package replay records games as data and plays them back: a game is its
// setup (seed, party, spawning points, bosses, modes) and the list of
// commands applied to it, so the same record always gives the same game.
//
// It owns four things, all pure Go (no ebiten, no clock, no files):
//
//   - the command encoding: EncodeCommand and DecodeCommand turn every
//     rules.Command into one small JSON object tagged by "cmd";
//   - replay files: Replay with Write and Read, Play re-runs one and
//     Verify checks its final state hash, naming the command where a game
//     diverged when the periodic checks allow it;
//   - save files: a save is a replay of the game so far plus the UI's view
//     state (Save, Load); loading never panics on a bad file and the error
//     names the file and what is wrong;
//   - undo: Session wraps a game, records every command and steps back
//     within the current Hero activation, never past a dice roll, card
//     draw or chest (Session.Undo, Session.CanUndo).
//
// Tools that play many games record them with a Recorder (no undo) and
// share one LoadData between games; see the examples.
//
// Files are versioned (FormatVersion); older versions are migrated when
// read and newer ones refused. See README.md for the format and examples.
// Where files live on disk or in the browser is the scene package's
// business (scene/storage.go).
package replay
