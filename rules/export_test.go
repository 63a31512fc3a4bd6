package rules

// The shared rules' test helpers, for the tests in package rules_test that
// check the core on Arcade games (rules_test may import rules/arcade; this
// package may not).
var (
	FuzzGame     = fuzzGame
	Board        = board
	HasByParts   = hasByParts
	LegalByCheck = legalByCheck
	ShakeHeroes  = shakeHeroes
)

// BasicAttackNames names the three basic attacks.
func BasicAttackNames() []string {
	var out []string
	for _, a := range basicAttacks {
		out = append(out, basicName(a))
	}
	return out
}
