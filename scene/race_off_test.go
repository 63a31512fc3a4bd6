//go:build !race

package scene

const raceEnabled = false
