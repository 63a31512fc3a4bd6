//go:build race

package replay

// raceEnabled: the race detector makes games about ten times slower, so
// the many-games tests play fewer under it (the full count runs without).
const raceEnabled = true
