package replay

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// A command is one JSON object: "cmd" names its type (snake case of the
// rules type: "start_activation", "move", ...) and the other keys are its
// fields in snake case. Squares are [x, y] pairs, directions their compass
// names ("N", "NE", ...), attributes and statuses as on the cards ("str",
// "Fire"). Optional fields are left out when empty; unknown keys are an
// error, so a typo in a hand-edited file is reported, not ignored.

// codec is how one rules command type is written and read.
type codec struct {
	tag   string
	proto rules.Command // the zero command, for its Go type
	enc   func(rules.Command) any
	dec   func(data []byte) (rules.Command, error)
}

// codecs lists every command type the format knows, in the order of
// rules/commands.go and rules/consul*.go. A function, not a package
// variable: the package keeps no mutable globals.
func codecs() []codec {
	return append([]codec{
		{"start_activation", rules.StartActivation{}, func(c rules.Command) any {
			x := c.(rules.StartActivation)
			return startW{Cmd: "start_activation", Hero: id(x.Hero), Shapeshift: x.Shapeshift}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[startW](b)
			if err != nil {
				return nil, err
			}
			h, err := need("hero", w.Hero)
			return rules.StartActivation{Hero: h, Shapeshift: w.Shapeshift}, err
		}},
		{"move", rules.Move{}, func(c rules.Command) any {
			return pathW{Cmd: "move", Path: points(c.(rules.Move).Path)}
		}, func(b []byte) (rules.Command, error) {
			p, err := decodePath(b)
			return rules.Move{Path: p}, err
		}},
		{"dash", rules.Dash{}, func(c rules.Command) any {
			return pathW{Cmd: "dash", Path: points(c.(rules.Dash).Path)}
		}, func(b []byte) (rules.Command, error) {
			p, err := decodePath(b)
			return rules.Dash{Path: p}, err
		}},
		{"stand_up", rules.StandUp{}, func(c rules.Command) any {
			return standUpW{Cmd: "stand_up", UseMovement: c.(rules.StandUp).UseMovement}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[standUpW](b)
			return rules.StandUp{UseMovement: w.UseMovement}, err
		}},
		{"attack", rules.Attack{}, func(c rules.Command) any {
			x := c.(rules.Attack)
			return attackW{Cmd: "attack", Attr: string(x.Attr), Target: id(x.Target), choicesW: choicesOf(x.Choices)}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[attackW](b)
			if err != nil {
				return nil, err
			}
			a, err := cards.ParseAttribute(w.Attr)
			if err != nil {
				return nil, fmt.Errorf("\"attr\": %w", err)
			}
			t, err := need("target", w.Target)
			if err != nil {
				return nil, err
			}
			ch, err := w.choices()
			return rules.Attack{Attr: a, Target: t, Choices: ch}, err
		}},
		{"rage_attack", rules.RageAttack{}, func(c rules.Command) any {
			x := c.(rules.RageAttack)
			return rageW{Cmd: "rage_attack", Target: id(x.Target), choicesW: choicesOf(x.Choices)}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[rageW](b)
			if err != nil {
				return nil, err
			}
			t, err := need("target", w.Target)
			if err != nil {
				return nil, err
			}
			ch, err := w.choices()
			return rules.RageAttack{Target: t, Choices: ch}, err
		}},
		{"use_action", rules.UseAction{}, func(c rules.Command) any {
			x := c.(rules.UseAction)
			return actionW{Cmd: "use_action", Action: x.Action, aimW: aimOf(x.Aim),
				Controls: controlsOf(x.Controls), Path: points(x.Path), choicesW: choicesOf(x.Choices)}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[actionW](b)
			if err != nil {
				return nil, err
			}
			if w.Action == "" {
				return nil, errors.New("missing \"action\" (the action's name)")
			}
			c := rules.UseAction{Action: w.Action, Path: tilePoints(w.Path), Controls: w.controls()}
			if c.Aim, err = w.aim(); err != nil {
				return nil, err
			}
			c.Choices, err = w.choices()
			return c, err
		}},
		{"drink_potion", rules.DrinkPotion{}, func(c rules.Command) any {
			x := c.(rules.DrinkPotion)
			return potionW{Cmd: "drink_potion", Owner: id(x.Owner), Drinker: x.Drinker, actionW: actionW{Action: x.Action, aimW: aimOf(x.Aim),
				Controls: controlsOf(x.Controls), Path: points(x.Path), choicesW: choicesOf(x.Choices)}}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[potionW](b)
			if err != nil {
				return nil, err
			}
			o, err := need("owner", w.Owner)
			if err != nil {
				return nil, err
			}
			if w.Action == "" {
				return nil, errors.New("missing \"action\" (the potion's name)")
			}
			c := rules.DrinkPotion{Owner: o, Drinker: w.Drinker, Action: w.Action, Path: tilePoints(w.Path), Controls: w.controls()}
			if c.Aim, err = w.aim(); err != nil {
				return nil, err
			}
			c.Choices, err = w.choices()
			return c, err
		}},
		{"open_chest", rules.OpenChest{}, func(c rules.Command) any {
			x := c.(rules.OpenChest)
			return chestW{Cmd: "open_chest", Chest: id(x.Chest), Choose: x.Choose, Look: x.Look}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[chestW](b)
			if err != nil {
				return nil, err
			}
			ch, err := need("chest", w.Chest)
			return rules.OpenChest{Chest: ch, Choose: w.Choose, Look: w.Look}, err
		}},
		{"choose_treasure", rules.ChooseTreasure{}, func(c rules.Command) any {
			k := c.(rules.ChooseTreasure).Card
			return keepW{Cmd: "choose_treasure", Card: &k}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[keepW](b)
			if err != nil {
				return nil, err
			}
			if w.Card == nil {
				return nil, errors.New("missing \"card\" (the index of the drawn card kept)")
			}
			return rules.ChooseTreasure{Card: *w.Card}, nil
		}},
		{"interact", rules.Interact{}, func(c rules.Command) any {
			x := c.(rules.Interact)
			w := interactW{Cmd: "interact", Target: id(x.Target)}
			if x.At != nil {
				w.At = &point{x.At.X, x.At.Y}
			}
			return w
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[interactW](b)
			if err != nil {
				return nil, err
			}
			t, err := need("target", w.Target)
			c := rules.Interact{Target: t}
			if w.At != nil {
				c.At = &tiles.Point{X: w.At[0], Y: w.At[1]}
			}
			return c, err
		}},
		{"loud_slurping", rules.LoudSlurping{}, func(c rules.Command) any {
			x := c.(rules.LoudSlurping)
			return slurpW{Cmd: "loud_slurping", Hero: id(x.Hero), Owner: id(x.Owner), choicesW: choicesOf(x.Choices)}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[slurpW](b)
			if err != nil {
				return nil, err
			}
			h, err := need("hero", w.Hero)
			if err != nil {
				return nil, err
			}
			o, err := need("owner", w.Owner)
			if err != nil {
				return nil, err
			}
			ch, err := w.choices()
			return rules.LoudSlurping{Hero: h, Owner: o, Choices: ch}, err
		}},
		bare("end_activation", rules.EndActivation{}),
		{"end_phase", rules.EndPhase{}, func(c rules.Command) any {
			return endPhaseW{Cmd: "end_phase", Look: c.(rules.EndPhase).Look}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[endPhaseW](b)
			return rules.EndPhase{Look: w.Look}, err
		}},
		{"revive", rules.Revive{}, func(c rules.Command) any {
			x := c.(rules.Revive)
			at := point{x.At.X, x.At.Y}
			return reviveW{Cmd: "revive", Hero: id(x.Hero), Card: x.Card, At: &at}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[reviveW](b)
			if err != nil {
				return nil, err
			}
			h, err := need("hero", w.Hero)
			if err != nil {
				return nil, err
			}
			if w.At == nil {
				return nil, errors.New("missing \"at\" (the square [x, y] to place the Hero on)")
			}
			return rules.Revive{Hero: h, Card: w.Card, At: tiles.Point{X: w.At[0], Y: w.At[1]}}, nil
		}},
		{"monster_attack", rules.MonsterAttack{}, func(c rules.Command) any {
			x := c.(rules.MonsterAttack)
			return monsterW{Cmd: "monster_attack", Monster: id(x.Monster), Target: id(x.Target), Action: x.Action,
				Bonus: x.Bonus, Epic: x.Epic, Defense: string(x.Defense), Dir: dirOf(x.Dir)}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[monsterW](b)
			if err != nil {
				return nil, err
			}
			m, err := need("monster", w.Monster)
			if err != nil {
				return nil, err
			}
			t, err := need("target", w.Target)
			if err != nil {
				return nil, err
			}
			c := rules.MonsterAttack{Monster: m, Target: t, Action: w.Action, Bonus: w.Bonus, Epic: w.Epic}
			if c.Dir, err = dirFrom(w.Dir); err != nil {
				return nil, err
			}
			if w.Defense != "" {
				if c.Defense, err = cards.ParseAttribute(w.Defense); err != nil {
					return nil, fmt.Errorf("\"defense\": %w", err)
				}
			}
			return c, nil
		}},
		{"equip", rules.Equip{}, func(c rules.Command) any {
			x := c.(rules.Equip)
			return equipW{Cmd: "equip", Hero: id(x.Hero), Card: x.Card}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[equipW](b)
			if err != nil {
				return nil, err
			}
			h, err := need("hero", w.Hero)
			if err != nil {
				return nil, err
			}
			if w.Card == "" {
				return nil, errors.New("missing \"card\" (the backpack card to wear)")
			}
			return rules.Equip{Hero: h, Card: w.Card}, nil
		}},
		{"trade_loot", rules.TradeLoot{}, func(c rules.Command) any {
			return tradeW{Cmd: "trade_loot", Cards: c.(rules.TradeLoot).Cards}
		}, func(b []byte) (rules.Command, error) {
			w, err := strict[tradeW](b)
			if err != nil {
				return nil, err
			}
			if w.Cards == nil {
				return nil, errors.New("missing \"cards\" (the loot cards traded)")
			}
			return rules.TradeLoot{Cards: w.Cards}, nil
		}},
		bare("consul_step", arcade.ConsulStep{}),
		bare("play_consul_turn", arcade.PlayConsulTurn{}),
		bare("resolve_hooks", arcade.ResolveHooks{}),
	}, append(exploreCodecs(), classicCodecs()...)...)
}

// bare is the codec of a command without fields.
func bare(tag string, c rules.Command) codec {
	return codec{tag, c, func(rules.Command) any { return tagW{Cmd: tag} }, func(b []byte) (rules.Command, error) {
		_, err := strict[tagW](b)
		return c, err
	}}
}

// CommandTags lists the "cmd" tags of every command type the format knows.
func CommandTags() []string {
	var out []string
	for _, c := range codecs() {
		out = append(out, c.tag)
	}
	return out
}

// EncodeCommand writes one command as a JSON object with its "cmd" tag.
// Commands are values (rules.Move, not *rules.Move), as Game.Apply takes
// them.
func EncodeCommand(c rules.Command) (json.RawMessage, error) {
	if c == nil {
		return nil, errors.New("encode command: no command")
	}
	t := reflect.TypeOf(c)
	for _, k := range codecs() {
		if reflect.TypeOf(k.proto) == t {
			b, err := json.Marshal(k.enc(c))
			if err != nil {
				return nil, fmt.Errorf("encode %s: %w", k.tag, err)
			}
			return b, nil
		}
	}
	return nil, fmt.Errorf("encode command: the replay format has no encoding for %s (%q)", t, c.CommandName())
}

// DecodeCommand reads one command written by EncodeCommand. The error says
// which tag or field is wrong.
func DecodeCommand(data []byte) (rules.Command, error) {
	var probe struct {
		Cmd *string `json:"cmd"`
	}
	if err := json.Unmarshal(data, &probe); err != nil {
		return nil, fmt.Errorf("not a command object: %w", jsonErr(err))
	}
	if probe.Cmd == nil {
		return nil, errors.New("missing \"cmd\" (the command's type)")
	}
	for _, k := range codecs() {
		if k.tag == *probe.Cmd {
			c, err := k.dec(data)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", k.tag, err)
			}
			return c, nil
		}
	}
	return nil, fmt.Errorf("unknown command %q (known: %s)", *probe.Cmd, strings.Join(CommandTags(), ", "))
}

// strict decodes one object into W, refusing unknown keys and trailing data.
func strict[W any](data []byte) (W, error) {
	var w W
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(&w); err != nil {
		return w, jsonErr(err)
	}
	if d.More() {
		return w, errors.New("unexpected data after the command object")
	}
	return w, nil
}

// jsonErr rewords encoding/json's errors for people editing the file.
func jsonErr(err error) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		// In words, not Go's type names (issue 22).
		want := "another kind of value"
		if te.Type != nil {
			switch te.Type.Kind() {
			case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
				reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
				want = "a whole number"
			case reflect.Float32, reflect.Float64:
				want = "a number"
			case reflect.String:
				want = "text"
			case reflect.Bool:
				want = "true or false"
			case reflect.Slice, reflect.Array:
				want = "a list"
			case reflect.Struct, reflect.Map:
				want = "an object"
			}
		}
		if te.Field != "" {
			return fmt.Errorf("field %q holds a %s where %s belongs", te.Field, te.Value, want)
		}
		return fmt.Errorf("a %s where %s belongs", te.Value, want)
	}
	if s, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return fmt.Errorf("unknown field %s", s)
	}
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		return errors.New("the record stops in the middle")
	}
	return err
}

func need(name string, v *int) (rules.ModelID, error) {
	if v == nil {
		return rules.NoModel, fmt.Errorf("missing %q (a model id)", name)
	}
	return rules.ModelID(*v), nil
}

func id(m rules.ModelID) *int {
	v := int(m)
	return &v
}

// point is a square as [x, y].
type point [2]int

func points(ps []tiles.Point) []point {
	if len(ps) == 0 {
		return nil
	}
	out := make([]point, len(ps))
	for i, p := range ps {
		out[i] = point{p.X, p.Y}
	}
	return out
}

func tilePoints(ps []point) []tiles.Point {
	if len(ps) == 0 {
		return nil
	}
	out := make([]tiles.Point, len(ps))
	for i, p := range ps {
		out[i] = tiles.Point{X: p[0], Y: p[1]}
	}
	return out
}

func decodePath(b []byte) ([]tiles.Point, error) {
	w, err := strict[pathW](b)
	if err != nil {
		return nil, err
	}
	if w.Path == nil {
		return nil, errors.New("missing \"path\" (the squares moved through, as [x, y] pairs)")
	}
	return tilePoints(w.Path), nil
}

type tagW struct {
	Cmd string `json:"cmd"`
}

type heroW struct {
	Cmd  string `json:"cmd"`
	Hero *int   `json:"hero"`
}

type startW struct {
	Cmd        string `json:"cmd"`
	Hero       *int   `json:"hero"`
	Shapeshift bool   `json:"shapeshift,omitempty"`
}

type interactW struct {
	Cmd    string `json:"cmd"`
	Target *int   `json:"target"`
	At     *point `json:"at,omitempty"`
}

type rageW struct {
	Cmd    string `json:"cmd"`
	Target *int   `json:"target"`
	choicesW
}

type keepW struct {
	Cmd  string `json:"cmd"`
	Card *int   `json:"card"`
}

type endPhaseW struct {
	Cmd  string `json:"cmd"`
	Look bool   `json:"look,omitempty"`
}

type pathW struct {
	Cmd  string  `json:"cmd"`
	Path []point `json:"path"`
}

type standUpW struct {
	Cmd         string `json:"cmd"`
	UseMovement bool   `json:"use_movement,omitempty"`
}

type chestW struct {
	Cmd    string `json:"cmd"`
	Chest  *int   `json:"chest"`
	Choose int    `json:"choose"`
	Look   bool   `json:"look,omitempty"`
}

type reviveW struct {
	Cmd  string `json:"cmd"`
	Hero *int   `json:"hero"`
	Card string `json:"card,omitempty"`
	At   *point `json:"at"`
}

type monsterW struct {
	Cmd     string `json:"cmd"`
	Monster *int   `json:"monster"`
	Target  *int   `json:"target"`
	Action  string `json:"action,omitempty"`
	Bonus   int    `json:"bonus,omitempty"`
	Epic    bool   `json:"epic,omitempty"`
	Defense string `json:"defense,omitempty"`
	Dir     string `json:"dir,omitempty"`
}

type equipW struct {
	Cmd  string `json:"cmd"`
	Hero *int   `json:"hero"`
	Card string `json:"card"`
}

type tradeW struct {
	Cmd   string   `json:"cmd"`
	Cards []string `json:"cards"`
}

type heartW struct {
	Hero   int    `json:"hero"`
	Status string `json:"status,omitempty"`
}

// choicesW is rules.Choices; embedded, its keys sit beside the command's.
type choicesW struct {
	Hearts       []heartW        `json:"hearts,omitempty"`
	Potions      []rules.ModelID `json:"potions,omitempty"`
	WrathFrom    []rules.ModelID `json:"wrath_from,omitempty"`
	HealStatuses []string        `json:"heal_statuses,omitempty"`
	KeepRoll     bool            `json:"keep_roll,omitempty"`
	ArcTargets   []rules.ModelID `json:"arc_targets,omitempty"`
	ArcDrop      []cards.Colour  `json:"arc_drop,omitempty"`
}

func choicesOf(c rules.Choices) choicesW {
	w := choicesW{Potions: c.Potions, WrathFrom: c.WrathFrom, KeepRoll: c.KeepRoll, ArcTargets: c.ArcTargets, ArcDrop: c.ArcDrop}
	for _, st := range c.HealStatuses {
		w.HealStatuses = append(w.HealStatuses, string(st))
	}
	for _, h := range c.Hearts {
		w.Hearts = append(w.Hearts, heartW{Hero: int(h.Hero), Status: string(h.Status)})
	}
	return w
}

func (w choicesW) choices() (rules.Choices, error) {
	c := rules.Choices{Potions: w.Potions, WrathFrom: w.WrathFrom, KeepRoll: w.KeepRoll, ArcTargets: w.ArcTargets, ArcDrop: w.ArcDrop}
	for i, h := range w.Hearts {
		u := rules.HeartUse{Hero: rules.ModelID(h.Hero)}
		if h.Status != "" {
			st, err := cards.ParseStatus(h.Status)
			if err != nil {
				return c, fmt.Errorf("\"hearts\"[%d]: %w", i, err)
			}
			u.Status = st
		}
		c.Hearts = append(c.Hearts, u)
	}
	for i, h := range w.HealStatuses {
		st, err := cards.ParseStatus(h)
		if err != nil {
			return c, fmt.Errorf("\"heal_statuses\"[%d]: %w", i, err)
		}
		c.HealStatuses = append(c.HealStatuses, st)
	}
	return c, nil
}

type attackW struct {
	Cmd    string `json:"cmd"`
	Attr   string `json:"attr"`
	Target *int   `json:"target"`
	choicesW
}

// aimW is rules.Aim. Dir is left out when it is N, the zero direction.
type aimW struct {
	Target int    `json:"target"`
	Square *point `json:"square,omitempty"`
	Dir    string `json:"dir,omitempty"`
}

func aimOf(a rules.Aim) aimW {
	w := aimW{Target: int(a.Target)}
	if a.Square != nil {
		w.Square = &point{a.Square.X, a.Square.Y}
	}
	if a.Dir != tiles.N {
		w.Dir = a.Dir.String()
	}
	return w
}

func (w aimW) aim() (rules.Aim, error) {
	a := rules.Aim{Target: rules.ModelID(w.Target)}
	if w.Square != nil {
		a.Square = &tiles.Point{X: w.Square[0], Y: w.Square[1]}
	}
	if w.Dir != "" {
		d, ok := parseDir(w.Dir)
		if !ok {
			return a, fmt.Errorf("\"dir\": unknown direction %q (want N, NE, E, SE, S, SW, W or NW)", w.Dir)
		}
		a.Dir = d
	}
	return a, nil
}

func parseDir(s string) (tiles.Dir, bool) {
	for _, d := range tiles.AllDirs {
		if d.String() == s {
			return d, true
		}
	}
	return tiles.N, false
}

type controlW struct {
	Model int     `json:"model"`
	Path  []point `json:"path"`
}

func controlsOf(cs []rules.ControlMove) []controlW {
	var out []controlW
	for _, c := range cs {
		out = append(out, controlW{Model: int(c.Model), Path: points(c.Path)})
	}
	return out
}

type actionW struct {
	Cmd    string `json:"cmd"`
	Action string `json:"action"`
	aimW
	Controls []controlW `json:"controls,omitempty"`
	Path     []point    `json:"path,omitempty"`
	choicesW
}

func (w actionW) controls() []rules.ControlMove {
	var out []rules.ControlMove
	for _, c := range w.Controls {
		out = append(out, rules.ControlMove{Model: rules.ModelID(c.Model), Path: tilePoints(c.Path)})
	}
	return out
}

type potionW struct {
	Cmd     string        `json:"cmd"`
	Owner   *int          `json:"owner"`
	Drinker rules.ModelID `json:"drinker"`
	actionW
}

type slurpW struct {
	Cmd   string `json:"cmd"`
	Hero  *int   `json:"hero"`
	Owner *int   `json:"owner"`
	choicesW
}
