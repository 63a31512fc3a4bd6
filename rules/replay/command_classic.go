package replay

import (
	"errors"
	"fmt"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// classicCodecs are the classic rules' commands (rules/classic), tagged
// "classic_" like Explore's: the Consul's spawning, skull tokens and
// monster activations, both sides' initiative, Run and the party's
// sacrifices. Why, the Consul's reason, is recorded too.
func classicCodecs() []codec {
	return []codec{
		{"classic_activate", classic.Activate{}, func(c rules.Command) any {
			x := c.(classic.Activate)
			return exActivateW{Cmd: "classic_activate", Monster: id(x.Monster), Why: x.Why}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[exActivateW](b)
			if err != nil {
				return nil, err
			}
			m, err := need("monster", w.Monster)
			return classic.Activate{Monster: m, Why: w.Why}, err
		}},
		{"classic_move", classic.Move{}, func(c rules.Command) any {
			x := c.(classic.Move)
			return exPathW{Cmd: "classic_move", Path: points(x.Path), Why: x.Why}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[exPathW](b)
			if err != nil {
				return nil, err
			}
			if w.Path == nil {
				return nil, errors.New("missing \"path\" (the squares moved through, as [x, y] pairs)")
			}
			return classic.Move{Path: tilePoints(w.Path), Why: w.Why}, nil
		}},
		{"classic_run", classic.Run{}, func(c rules.Command) any {
			return pathW{Cmd: "classic_run", Path: points(c.(classic.Run).Path)}
		}, func(b []byte) (rules.Command, error) {
			p, err := decodePath(b)
			return classic.Run{Path: p}, err
		}},
		bare("classic_stand_up", classic.StandUp{}),
		{"classic_attack", classic.Attack{}, func(c rules.Command) any {
			x := c.(classic.Attack)
			return clAttackW{Cmd: "classic_attack", Target: id(x.Target), Action: x.Action, Dir: dirOf(x.Dir), Why: x.Why}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[clAttackW](b)
			if err != nil {
				return nil, err
			}
			d, err := dirFrom(w.Dir)
			if err != nil {
				return nil, err
			}
			t, err := need("target", w.Target)
			return classic.Attack{Target: t, Action: w.Action, Dir: d, Why: w.Why}, err
		}},
		{"classic_support", classic.Support{}, func(c rules.Command) any {
			x := c.(classic.Support)
			return clSupportW{Cmd: "classic_support", Action: x.Action, Target: id(x.Target), Why: x.Why}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[clSupportW](b)
			if err != nil {
				return nil, err
			}
			if w.Action == "" {
				return nil, errors.New("missing \"action\" (the special action's name)")
			}
			c := classic.Support{Action: w.Action, Why: w.Why}
			if w.Target != nil {
				c.Target = rules.ModelID(*w.Target) // the Smoke Pot's centre
			}
			return c, nil
		}},
		{"classic_place_boss", classic.PlaceBoss{}, func(c rules.Command) any {
			x := c.(classic.PlaceBoss)
			return clPlaceBossW{Cmd: "classic_place_boss", At: &point{x.At.X, x.At.Y}, Why: x.Why}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[clPlaceBossW](b)
			if err != nil {
				return nil, err
			}
			if w.At == nil {
				return nil, errors.New("missing \"at\" (the boss's square, as [x, y])")
			}
			return classic.PlaceBoss{At: tilePoints([]point{*w.At})[0], Why: w.Why}, nil
		}},
		{"classic_equip_now", classic.EquipNow{}, func(c rules.Command) any {
			x := c.(classic.EquipNow)
			return clEquipNowW{Cmd: "classic_equip_now", Hero: id(x.Hero), Card: x.Card}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[clEquipNowW](b)
			if err != nil {
				return nil, err
			}
			if w.Card == "" {
				return nil, errors.New("missing \"card\" (the card equipped)")
			}
			h, err := need("hero", w.Hero)
			return classic.EquipNow{Hero: h, Card: w.Card}, err
		}},
		bare("classic_end_monster", classic.EndMonster{}),
		{"classic_spawn", classic.Spawn{}, func(c rules.Command) any {
			x := c.(classic.Spawn)
			at := point{x.At.X, x.At.Y}
			return clSpawnW{Cmd: "classic_spawn", Monster: x.Monster, At: &at, From: id(x.From), Why: x.Why}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[clSpawnW](b)
			if err != nil {
				return nil, err
			}
			if w.Monster == "" {
				return nil, errors.New("missing \"monster\" (the card spawned)")
			}
			if w.At == nil {
				return nil, errors.New("missing \"at\" (the square [x, y] it spawns on)")
			}
			from, err := need("from", w.From)
			return classic.Spawn{Monster: w.Monster, At: tilePoints([]point{*w.At})[0], From: from, Why: w.Why}, err
		}},
		{"classic_cleanse", classic.Cleanse{}, func(c rules.Command) any {
			x := c.(classic.Cleanse)
			return clCleanseW{Cmd: "classic_cleanse", Monster: id(x.Monster), Status: string(x.Status)}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[clCleanseW](b)
			if err != nil {
				return nil, err
			}
			st, err := cards.ParseStatus(w.Status)
			if err != nil {
				return nil, err
			}
			m, err := need("monster", w.Monster)
			return classic.Cleanse{Monster: m, Status: st}, err
		}},
		{"classic_initiative", classic.PickInitiative{}, func(c rules.Command) any {
			x := c.(classic.PickInitiative)
			return clPickW{Cmd: "classic_initiative", Model: id(x.Model), Why: x.Why}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[clPickW](b)
			if err != nil {
				return nil, err
			}
			m, err := need("model", w.Model)
			return classic.PickInitiative{Model: m, Why: w.Why}, err
		}},
		{"classic_go_first", classic.GoFirst{}, func(c rules.Command) any {
			x := c.(classic.GoFirst)
			return clOrderW{Cmd: "classic_go_first", Side: x.Side, First: x.First, Why: x.Why}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[clOrderW](b)
			if err != nil {
				return nil, err
			}
			if w.Side != classic.Heroes && w.Side != classic.Consul {
				return nil, errors.New("\"side\" is \"heroes\" or \"consul\"")
			}
			return classic.GoFirst{Side: w.Side, First: w.First, Why: w.Why}, nil
		}},
		{"classic_sacrifice", classic.Sacrifice{}, func(c rules.Command) any {
			x := c.(classic.Sacrifice)
			return clSacrificeW{Cmd: "classic_sacrifice", Card: x.Card, Hero: id(x.Hero), Potion: x.Potion, Status: string(x.Status)}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[clSacrificeW](b)
			if err != nil {
				return nil, err
			}
			var st cards.Status
			if w.Status != "" {
				if st, err = cards.ParseStatus(w.Status); err != nil {
					return nil, err
				}
			}
			h, err := need("hero", w.Hero)
			return classic.Sacrifice{Card: w.Card, Hero: h, Potion: w.Potion, Status: st}, err
		}},
	}
}

type clSpawnW struct {
	Cmd     string `json:"cmd"`
	Monster string `json:"monster"`
	At      *point `json:"at"`
	From    *int   `json:"from"`
	Why     string `json:"why,omitempty"`
}

type clCleanseW struct {
	Cmd     string `json:"cmd"`
	Monster *int   `json:"monster"`
	Status  string `json:"status"`
}

type clPickW struct {
	Cmd   string `json:"cmd"`
	Model *int   `json:"model"`
	Why   string `json:"why,omitempty"`
}

type clOrderW struct {
	Cmd   string `json:"cmd"`
	Side  string `json:"side"`
	First bool   `json:"first,omitempty"`
	Why   string `json:"why,omitempty"`
}

type clSacrificeW struct {
	Cmd    string `json:"cmd"`
	Card   string `json:"card"`
	Hero   *int   `json:"hero"`
	Potion bool   `json:"potion,omitempty"`
	Status string `json:"status,omitempty"`
}

type clSupportW struct {
	Cmd    string `json:"cmd"`
	Action string `json:"action"`
	Target *int   `json:"target,omitempty"`
	Why    string `json:"why,omitempty"`
}

type clPlaceBossW struct {
	Cmd string `json:"cmd"`
	At  *point `json:"at"`
	Why string `json:"why,omitempty"`
}

type clEquipNowW struct {
	Cmd  string `json:"cmd"`
	Hero *int   `json:"hero"`
	Card string `json:"card"`
}

// clAttackW is classic.Attack; Dir (a Lance, Sweep or Spray's aim) is
// left out when it is N, the zero direction.
type clAttackW struct {
	Cmd    string `json:"cmd"`
	Target *int   `json:"target"`
	Action string `json:"action,omitempty"`
	Dir    string `json:"dir,omitempty"`
	Why    string `json:"why,omitempty"`
}

func dirOf(d tiles.Dir) string {
	if d == tiles.N {
		return ""
	}
	return d.String()
}

func dirFrom(s string) (tiles.Dir, error) {
	if s == "" {
		return tiles.N, nil
	}
	d, ok := parseDir(s)
	if !ok {
		return d, fmt.Errorf("\"dir\": unknown direction %q (want N, NE, E, SE, S, SW, W or NW)", s)
	}
	return d, nil
}
