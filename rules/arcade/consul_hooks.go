package arcade

import "github.com/superdungeon-digital/superdungeon/rules"

// ResolveHooks carries out what destroyed spawning points set off for the
// Consul (Arcade rulebook, "Destroying Spawning Points", "3. Spawn
// Bosses"): after the first one falls the plot card is drawn, unless the
// chart already drew it; after the second the mini-boss spawns (with 5-6
// Heroes a second one after the third), unless the chart already brought
// it; after the last the dungeon boss spawns, unless the chart already did.
//
// Project timing: the engine resolves all three in a power-up phase (the
// rulebook draws the plot at once); apply ResolveHooks before EndPhase in
// each power-up. It does nothing when nothing is due.
type ResolveHooks struct{}

func (ResolveHooks) CommandName() string { return "resolve spawning point hooks" }

func (c ResolveHooks) apply(g ag) ([]rules.Event, error) {
	if g.Phase != rules.HeroPowerUp && g.Phase != rules.ConsulPowerUp {
		return nil, rules.Illegal(c, "spawning point hooks resolve in a power-up phase (now %s)", g.Phase)
	}
	var evs []rules.Event
	down := g.SpawningPointsDestroyed
	if down >= 1 && (g.Consul.Plot == "" || g.Consul.SetupPlot) {
		evs = append(evs, g.drawPlot("the first spawning point has fallen")...)
	}
	due := 0
	if down >= 2 {
		due = 1
	}
	if down >= 3 && len(g.Heroes()) >= 5 {
		due = 2
	}
	for g.Consul.MiniBosses < due && g.Over == "" {
		before := g.Consul.MiniBosses
		evs = append(evs, g.decided("Spawn Mini-Boss", rules.NoModel, rules.NoModel, "a spawning point has fallen, so the mini-boss comes"))
		evs = append(evs, g.spawnMiniBoss("Spawn Mini-Boss")...)
		if g.Consul.MiniBosses == before { // healed one in play instead
			g.Consul.MiniBosses++
		}
	}
	if g.SpawningPoints > 0 && down >= g.SpawningPoints && !g.Consul.BossSpawned && g.Over == "" {
		evs = append(evs, g.decided("Spawn Dungeon Boss", rules.NoModel, rules.NoModel, "the last spawning point has fallen, so the dungeon boss comes"))
		evs = append(evs, g.spawnBoss("Spawn Dungeon Boss")...)
	}
	return evs, nil
}

// Spawning point hooks (Arcade rulebook, "Destroying Spawning Points").
const (
	HookPlot     rules.Hook = "plot"      // first destroyed: draw a plot card
	HookMiniBoss rules.Hook = "mini-boss" // second: the mini-boss spawns at power-up
	HookBoss     rules.Hook = "boss"      // last: the dungeon boss spawns at power-up
)
