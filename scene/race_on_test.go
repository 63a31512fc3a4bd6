//go:build race

package scene

// raceEnabled: the race detector changes what allocates (escape analysis
// and sync.Pool behave differently), so allocation budgets do not apply.
const raceEnabled = true
