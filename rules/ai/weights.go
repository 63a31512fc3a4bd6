package ai

// Weights are the numbers the planner's scores are built from. Values are
// in "wounds on a minion": one point is worth about one minion destroyed.
type Weights struct {
	// Role values: what destroying a model of each rank is worth. Spawning
	// points win the game (the boss only comes when they fall), so they are
	// worth most after the bosses; elites are the monsters that attack.
	Minion, Elite, SpawningPoint, MiniBoss, Boss, Companion float64
	// KillBonus multiplies a target's value when the action can finish it:
	// a destroyed monster stops attacking, a wounded one does not.
	KillBonus float64
	// Heal is the value of removing one wound from a friend; LowHearts is
	// added when the friend is at two hearts or fewer (one more hit kills).
	Heal, LowHearts float64
	// BalmSelf is the share of Heal lost for each wound a Hero takes
	// onto itself from a friend (Take Wounds, balm.go).
	BalmSelf float64
	// Status is the value of removing one status effect.
	Status float64
	// Chest is the value of opening a chest (treasure for the party).
	Chest float64
	// Crystal is the value of clearing a plot's crystal token; Foil is
	// added, shared over the plot's tokens left, for foiling the plot
	// (the last token ends its lasting effects and draws treasure).
	// CrystalPull is, per point of a token's value, the value of each
	// square closer to it (crystals.go).
	Crystal, Foil, CrystalPull float64
	// CrystalRange is the longest walk to a token that draws a Hero.
	CrystalRange int
	// Threat is the cost of one expected wound from a monster that can
	// reach a square; it is multiplied by Fragile for a Hero at two hearts
	// or fewer, who should back away instead.
	Threat, Fragile float64
	// Death is the cost of ending where the expected wounds would destroy
	// the Hero: a Princess Coin, and the game once they run out.
	Death float64
	// Objective is the value of each square closer to the nearest spawning
	// point (or the boss once they are gone): it keeps the party moving.
	Objective float64
	// Push multiplies Objective by 1 + Push for every turn after PushAfter:
	// the party grows bolder as the game goes on, so a standoff out of the
	// monsters' reach cannot last for ever.
	Push      float64
	PushAfter int
	// ChestPull is the value per square closer to a chest within ChestRange.
	ChestPull  float64
	ChestRange int
	// Healer is the bonus for a healer ending in range of a wounded friend;
	// Cohesion the bonus for ending within three squares of a friend.
	Healer, Cohesion float64
	// Friendly is the cost of catching a friend in a dangerous area.
	Friendly float64
	// MinAction is the least value an action must have to spend points.
	MinAction float64
	// MoveGain is how much better a square must be to move there.
	MoveGain float64
	// Debuff scales the value of Bane, Ice and Hex on an enemy.
	Debuff float64
	// Guard is the value of a defensive boost per threatened friend.
	Guard float64
	// Potion is what a red or blue potion token must buy to be drunk in an
	// activation: tokens also pay for heals and Loud Slurping later.
	Potion float64
	// RageRisk is the cost of a Rage's lowered guard (ARM one blue die
	// until the next activation), added to the threat where the Hero
	// stands when it starts (rage.go). Sims with the Barbarian's party won
	// no more games raging at 2 than never raging; at 4 the Barbarian
	// rages when a spawning point or elites are in its walk.
	RageRisk float64
	// BigAttack is the least value of an attack worth an offense-boosting
	// potion first.
	BigAttack float64
}

// DefaultWeights are the planner's tuned defaults.
func DefaultWeights() Weights {
	return Weights{
		Minion: 1, Elite: 3, SpawningPoint: 6, MiniBoss: 6, Boss: 12, Companion: 3,
		KillBonus: 1.5,
		Heal:      1.2, LowHearts: 2,
		BalmSelf: 0.5,
		Status:   0.4,
		Chest:    1.5,
		Crystal:  1, Foil: 2, CrystalPull: 0.06, CrystalRange: 12,
		Threat: 0.6, Fragile: 3,
		Objective: 0.15, Push: 0.3, PushAfter: 10,
		ChestPull: 0.08, ChestRange: 6,
		Healer: 0.8, Cohesion: 0.2,
		Friendly:  2,
		MinAction: 0.15,
		MoveGain:  0.05,
		Debuff:    0.25,
		Guard:     0.3,
		Potion:    1.5,
		BigAttack: 1.5,
		RageRisk:  4,
	}
}
