package arcade

import "github.com/superdungeon-digital/superdungeon/rules"

// The spawning point hooks (Arcade rulebook, "Destroying Spawning
// Points", "Plot", "3. Spawn Bosses"):
//
//   - "After the first time a spawning point is destroyed during a game, the
//     Heroes must immediately draw a plot card if they have not already
//     drawn one due to the Mighty Monster Chart": drawn inside the command
//     that destroyed it (plotHook, from AfterDestroyed).
//   - "After a second spawning point is destroyed during the game, spawn the
//     mini-boss during that turn's power-up phase" (with 5-6 Heroes a second
//     one after the third), unless the chart already brought it; "after all
//     spawning points are destroyed, the dungeon boss will spawn during that
//     turn's power-up phase": both as the power-up begins, inside the
//     EndPhase command that starts it (PowerUpBegins).
//
// ResolveHooks, the command that carried them out before rules version 2,
// stays legal in a power-up and does whatever is still due (nothing, once
// the hooks resolve by themselves).
type ResolveHooks struct{}

func (ResolveHooks) CommandName() string { return "resolve spawning point hooks" }

func (c ResolveHooks) apply(g ag) ([]rules.Event, error) {
	if g.Phase != rules.HeroPowerUp && g.Phase != rules.ConsulPowerUp {
		return nil, rules.Illegal(c, "spawning point hooks resolve in a power-up phase (now %s)", g.Phase)
	}
	return append(g.plotHook(), g.bossHooks()...), nil
}

// PowerUpBegins implements rules.PowerUpStarter: the mini-boss and the
// dungeon boss destroyed spawning points call.
func (s *State) PowerUpBegins(g *rules.Game) []rules.Event {
	return ag{g, s}.bossHooks()
}

// plotHook draws the plot the first destroyed spawning point calls, unless
// the chart (or the first spawning point) already drew it.
func (g ag) plotHook() []rules.Event {
	if g.SpawningPointsDestroyed >= 1 && (g.Consul.Plot == "" || g.Consul.SetupPlot) && g.Over == "" {
		return g.drawPlot("the first spawning point has fallen")
	}
	return nil
}

// bossHooks spawns the mini-boss(es) and the dungeon boss the destroyed
// spawning points call and that have not come yet.
func (g ag) bossHooks() []rules.Event {
	var evs []rules.Event
	down := g.SpawningPointsDestroyed
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
	return evs
}

// Spawning point hooks (Arcade rulebook, "Destroying Spawning Points").
const (
	HookPlot     rules.Hook = "plot"      // first destroyed: draw a plot card
	HookMiniBoss rules.Hook = "mini-boss" // second: the mini-boss spawns as the power-up begins
	HookBoss     rules.Hook = "boss"      // last: the dungeon boss spawns as the power-up begins
)
