package replay

import (
	"errors"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// exploreCodecs are the Explore Consul's commands (rules/explore). Their
// tags start with "explore_" where the rules type shares a name with a
// core command (Move, Dash, StandUp, Attack). Why, the Consul's reason,
// is recorded too: a replay shows the same log as the game.
func exploreCodecs() []codec {
	return []codec{
		{"explore_activate", explore.Activate{}, func(c rules.Command) any {
			x := c.(explore.Activate)
			return exActivateW{Cmd: "explore_activate", Monster: id(x.Monster), Why: x.Why}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[exActivateW](b)
			if err != nil {
				return nil, err
			}
			m, err := need("monster", w.Monster)
			return explore.Activate{Monster: m, Why: w.Why}, err
		}},
		{"explore_move", explore.Move{}, func(c rules.Command) any {
			x := c.(explore.Move)
			return exPathW{Cmd: "explore_move", Path: points(x.Path), Why: x.Why}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[exPathW](b)
			if err != nil {
				return nil, err
			}
			if w.Path == nil {
				return nil, errors.New("missing \"path\" (the squares moved through, as [x, y] pairs)")
			}
			return explore.Move{Path: tilePoints(w.Path), Why: w.Why}, nil
		}},
		{"explore_dash", explore.Dash{}, func(c rules.Command) any {
			return pathW{Cmd: "explore_dash", Path: points(c.(explore.Dash).Path)}
		}, func(b []byte) (rules.Command, error) {
			p, err := decodePath(b)
			return explore.Dash{Path: p}, err
		}},
		{"explore_stand_up", explore.StandUp{}, func(c rules.Command) any {
			return standUpW{Cmd: "explore_stand_up", UseMovement: c.(explore.StandUp).UseMovement}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[standUpW](b)
			return explore.StandUp{UseMovement: w.UseMovement}, err
		}},
		{"explore_attack", explore.Attack{}, func(c rules.Command) any {
			x := c.(explore.Attack)
			return exAttackW{Cmd: "explore_attack", Target: id(x.Target), Action: x.Action, Why: x.Why, ChooseHeart: x.ChooseHeart}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[exAttackW](b)
			if err != nil {
				return nil, err
			}
			t, err := need("target", w.Target)
			return explore.Attack{Target: t, Action: w.Action, Why: w.Why, ChooseHeart: w.ChooseHeart}, err
		}},
		bare("explore_end_monster", explore.EndMonster{}),
		{"explore_advance_chart", explore.AdvanceChart{}, func(c rules.Command) any {
			x := c.(explore.AdvanceChart)
			return exAdvanceW{Cmd: "explore_advance_chart", Bonus: x.Bonus, Relics: x.Relics, Why: x.Why}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[exAdvanceW](b)
			return explore.AdvanceChart{Bonus: w.Bonus, Relics: w.Relics, Why: w.Why}, err
		}},
		{"explore_spawn", explore.Spawn{}, func(c rules.Command) any {
			x := c.(explore.Spawn)
			at := point{x.At.X, x.At.Y}
			return exSpawnW{Cmd: "explore_spawn", Monster: x.Monster, At: &at, Why: x.Why}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[exSpawnW](b)
			if err != nil {
				return nil, err
			}
			if w.Monster == "" {
				return nil, errors.New("missing \"monster\" (the card spawned)")
			}
			if w.At == nil {
				return nil, errors.New("missing \"at\" (the square [x, y] it spawns on)")
			}
			return explore.Spawn{Monster: w.Monster, At: tilePoints([]point{*w.At})[0], Why: w.Why}, nil
		}},
		{"explore_support", explore.Support{}, func(c rules.Command) any {
			x := c.(explore.Support)
			w := exSupportW{Cmd: "explore_support", Action: x.Action, Target: id(x.Target), Why: x.Why}
			if x.At != nil {
				w.At = &point{x.At.X, x.At.Y}
			}
			return w
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[exSupportW](b)
			if err != nil {
				return nil, err
			}
			if w.Action == "" {
				return nil, errors.New("missing \"action\" (the support action's name)")
			}
			t, err := need("target", w.Target)
			c := explore.Support{Action: w.Action, Target: t, Why: w.Why}
			if w.At != nil {
				c.At = &tilePoints([]point{*w.At})[0]
			}
			return c, err
		}},
		{"explore_carrier_move", explore.CarrierMove{}, func(c rules.Command) any {
			return pathW{Cmd: "explore_carrier_move", Path: points(c.(explore.CarrierMove).Path)}
		}, func(b []byte) (rules.Command, error) {
			p, err := decodePath(b)
			return explore.CarrierMove{Path: p}, err
		}},
		{"explore_timeout_choice", explore.TimeoutChoice{}, func(c rules.Command) any {
			x := c.(explore.TimeoutChoice)
			return exTimeoutW{Cmd: "explore_timeout_choice", Hero: id(x.Hero), Cards: x.Cards}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[exTimeoutW](b)
			if err != nil {
				return nil, err
			}
			h, err := need("hero", w.Hero)
			return explore.TimeoutChoice{Hero: h, Cards: w.Cards}, err
		}},
		// Rude Supers (rules/explore/rude*.go).
		{"rude_spawn", explore.RudeSpawn{}, func(c rules.Command) any {
			x := c.(explore.RudeSpawn)
			at := point{x.At.X, x.At.Y}
			return rudeSpawnW{Cmd: "rude_spawn", Monster: x.Monster, From: id(x.From), At: &at, Why: x.Why}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[rudeSpawnW](b)
			if err != nil {
				return nil, err
			}
			from, err := need("from", w.From)
			if err != nil {
				return nil, err
			}
			if w.Monster == "" || w.At == nil {
				return nil, errors.New("missing \"monster\" or \"at\" (the card spawned and its square [x, y])")
			}
			return explore.RudeSpawn{Monster: w.Monster, From: from, At: tilePoints([]point{*w.At})[0], Why: w.Why}, nil
		}},
		{"rude_spawn_boss", explore.RudeSpawnBoss{}, func(c rules.Command) any {
			x := c.(explore.RudeSpawnBoss)
			at := point{x.At.X, x.At.Y}
			return exSpawnW{Cmd: "rude_spawn_boss", At: &at, Why: x.Why}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[exSpawnW](b)
			if err != nil {
				return nil, err
			}
			if w.At == nil {
				return nil, errors.New("missing \"at\" (the square [x, y] the boss enters on)")
			}
			return explore.RudeSpawnBoss{At: tilePoints([]point{*w.At})[0], Why: w.Why}, nil
		}},
		bare("rude_pause_hero", explore.PauseHero{}),
		{"rude_resume_hero", explore.ResumeHero{}, func(c rules.Command) any {
			return rudeResumeW{Cmd: "rude_resume_hero", Hero: id(c.(explore.ResumeHero).Hero)}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[rudeResumeW](b)
			if err != nil {
				return nil, err
			}
			h, err := need("hero", w.Hero)
			return explore.ResumeHero{Hero: h}, err
		}},
		bare("rude_reset_move", explore.ResetMove{}),
		{"rude_heart", explore.RudeHeart{}, func(c rules.Command) any {
			x := c.(explore.RudeHeart)
			if x.Model == rules.NoModel {
				return rudeHeartW{Cmd: "rude_heart"}
			}
			return rudeHeartW{Cmd: "rude_heart", Monster: id(x.Model), Status: string(x.Status)}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[rudeHeartW](b)
			if err != nil || w.Monster == nil {
				return explore.RudeHeart{Model: rules.NoModel}, err
			}
			st, err := cards.ParseStatus(w.Status)
			return explore.RudeHeart{Model: rules.ModelID(*w.Monster), Status: st}, err
		}},
		{"rude_shapeshift", explore.RudeShapeshift{}, func(c rules.Command) any {
			return rudeResumeW{Cmd: "rude_shapeshift", Hero: id(c.(explore.RudeShapeshift).Hero)}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[rudeResumeW](b)
			if err != nil {
				return nil, err
			}
			h, err := need("hero", w.Hero)
			return explore.RudeShapeshift{Hero: h}, err
		}},
		{"rude_sell_loot", explore.SellLoot{}, func(c rules.Command) any {
			x := c.(explore.SellLoot)
			return exTimeoutW{Cmd: "rude_sell_loot", Hero: id(x.Hero), Cards: x.Cards}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[exTimeoutW](b)
			if err != nil {
				return nil, err
			}
			h, err := need("hero", w.Hero)
			return explore.SellLoot{Hero: h, Cards: w.Cards}, err
		}},
		{"rude_new_player", explore.NewPlayer{}, func(c rules.Command) any {
			x := c.(explore.NewPlayer)
			w := rudeNewPlayerW{Cmd: "rude_new_player", Hero: id(x.Hero), Card: x.Card}
			if x.At != nil {
				w.At = &point{x.At.X, x.At.Y}
			}
			return w
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[rudeNewPlayerW](b)
			if err != nil {
				return nil, err
			}
			h, err := need("hero", w.Hero)
			if err != nil {
				return nil, err
			}
			if w.Card == "" {
				return nil, errors.New("missing \"card\" (the Hero card coming in)")
			}
			c := explore.NewPlayer{Hero: h, Card: w.Card}
			if w.At != nil {
				p := tilePoints([]point{*w.At})[0]
				c.At = &p
			}
			return c, nil
		}},
		{"rude_decline", explore.Decline{}, func(c rules.Command) any {
			x := c.(explore.Decline)
			var ids []int
			for _, m := range x.Supers {
				ids = append(ids, int(m))
			}
			return rudeDeclineW{Cmd: "rude_decline", Supers: ids, Why: x.Why}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[rudeDeclineW](b)
			if err != nil {
				return nil, err
			}
			var ids []rules.ModelID
			for _, m := range w.Supers {
				ids = append(ids, rules.ModelID(m))
			}
			return explore.Decline{Supers: ids, Why: w.Why}, nil
		}},
	}
}

type exSupportW struct {
	Cmd    string `json:"cmd"`
	Action string `json:"action"`
	Target *int   `json:"target"`
	At     *point `json:"at,omitempty"`
	Why    string `json:"why,omitempty"`
}

type exTimeoutW struct {
	Cmd   string   `json:"cmd"`
	Hero  *int     `json:"hero"`
	Cards []string `json:"cards,omitempty"`
}

type exActivateW struct {
	Cmd     string `json:"cmd"`
	Monster *int   `json:"monster"`
	Why     string `json:"why,omitempty"`
}

type exPathW struct {
	Cmd  string  `json:"cmd"`
	Path []point `json:"path"`
	Why  string  `json:"why,omitempty"`
}

type exAttackW struct {
	Cmd         string `json:"cmd"`
	Target      *int   `json:"target"`
	Action      string `json:"action,omitempty"`
	Why         string `json:"why,omitempty"`
	ChooseHeart bool   `json:"choose_heart,omitempty"`
}

// rudeHeartW is explore.RudeHeart: the monster and its status, or no
// monster (every status left).
type rudeHeartW struct {
	Cmd     string `json:"cmd"`
	Monster *int   `json:"monster,omitempty"`
	Status  string `json:"status,omitempty"`
}

type exAdvanceW struct {
	Cmd    string   `json:"cmd"`
	Bonus  int      `json:"bonus,omitempty"`
	Relics []string `json:"relics,omitempty"`
	Why    string   `json:"why,omitempty"`
}

type exSpawnW struct {
	Cmd     string `json:"cmd"`
	Monster string `json:"monster"`
	At      *point `json:"at"`
	Why     string `json:"why,omitempty"`
}

type rudeSpawnW struct {
	Cmd     string `json:"cmd"`
	Monster string `json:"monster"`
	From    *int   `json:"from"`
	At      *point `json:"at"`
	Why     string `json:"why,omitempty"`
}

type rudeDeclineW struct {
	Cmd    string `json:"cmd"`
	Supers []int  `json:"supers"`
	Why    string `json:"why,omitempty"`
}

type rudeResumeW struct {
	Cmd  string `json:"cmd"`
	Hero *int   `json:"hero"`
}

type rudeNewPlayerW struct {
	Cmd  string `json:"cmd"`
	Hero *int   `json:"hero"`
	Card string `json:"card"`
	At   *point `json:"at,omitempty"`
}
