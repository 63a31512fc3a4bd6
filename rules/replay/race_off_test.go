//go:build !race

package replay

// raceEnabled: see race_on_test.go.
const raceEnabled = false
