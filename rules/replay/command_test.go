package replay

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// representatives has one command of every type, with every field set
// (so a field the encoding forgets fails the round trip).
func representatives() []rules.Command {
	sq := tiles.Point{X: 7, Y: 2}
	ch := rules.Choices{
		Hearts:       []rules.HeartUse{{Hero: 2, Status: cards.Poison}, {Hero: 1}},
		Potions:      []rules.ModelID{3, 0},
		WrathFrom:    []rules.ModelID{1},
		HealStatuses: []cards.Status{cards.Fire},
		KeepRoll:     true,
		ArcTargets:   []rules.ModelID{6},
		ArcDrop:      []cards.Colour{cards.Red},
	}
	return []rules.Command{
		rules.StartActivation{Hero: 2, Shapeshift: true},
		rules.Move{Path: []tiles.Point{{X: 3, Y: 4}, {X: 4, Y: 4}}},
		rules.Dash{Path: []tiles.Point{{X: 5, Y: 4}, {X: 6, Y: 5}}},
		rules.StandUp{UseMovement: true},
		rules.Attack{Attr: cards.WILL, Target: 9, Choices: ch},
		rules.RageAttack{Target: 8, Choices: ch},
		rules.UseAction{Action: "Lunge", Aim: rules.Aim{Target: 11, Square: &sq, Dir: tiles.SW},
			Controls: []rules.ControlMove{{Model: 11, Path: []tiles.Point{{X: 8, Y: 2}}}},
			Path:     []tiles.Point{{X: 6, Y: 2}}, Choices: ch},
		rules.DrinkPotion{Owner: 1, Drinker: 2, Action: "Heal", Aim: rules.Aim{Target: 2, Square: &sq, Dir: tiles.E},
			Controls: []rules.ControlMove{{Model: 5, Path: []tiles.Point{{X: 1, Y: 1}}}},
			Path:     []tiles.Point{{X: 2, Y: 2}}, Choices: ch},
		rules.OpenChest{Chest: 14, Choose: 1, Look: true},
		rules.ChooseTreasure{Card: 1},
		rules.Interact{Target: 20, At: &sq},
		rules.LoudSlurping{Hero: 3, Owner: 1, Choices: ch},
		rules.EndActivation{},
		rules.EndPhase{Look: true},
		rules.Revive{Hero: 1, Card: "Hearthguard", At: tiles.Point{X: 3, Y: 9}},
		rules.MonsterAttack{Monster: 12, Target: 4, Action: "Web Shot", Bonus: 2, Epic: true, Defense: cards.DEX, Dir: tiles.W},
		rules.Equip{Hero: 2, Card: "Grabby Gauntlet"},
		rules.TradeLoot{Cards: []string{"Bone Club", "Rusty Key"}},
		arcade.ConsulStep{},
		arcade.PlayConsulTurn{},
		arcade.ResolveHooks{},
		explore.Activate{Monster: 14, Why: "it can strike"},
		explore.Move{Path: []tiles.Point{{X: 1, Y: 2}}, Why: "closer"},
		explore.Dash{Path: []tiles.Point{{X: 2, Y: 2}, {X: 3, Y: 3}}},
		explore.StandUp{UseMovement: true},
		explore.Attack{Target: 2, Action: "Web Shot", Why: "wounded", ChooseHeart: true},
		explore.EndMonster{},
		explore.AdvanceChart{Bonus: 1, Relics: []string{"Crown"}, Why: "offense first"},
		explore.Spawn{Monster: "Kobold", At: tiles.Point{X: 4, Y: 5}, Why: "near the Ranger"},
		explore.RudeSpawn{Monster: "Crawler", From: 4, At: tiles.Point{X: 3, Y: 2}, Why: "next to the nest"},
		explore.RudeSpawnBoss{At: tiles.Point{X: 20, Y: 3}, Why: "the coins ran out"},
		explore.Decline{Supers: []rules.ModelID{9}, Why: "it would burn"},
		explore.PauseHero{},
		explore.ResumeHero{Hero: 2},
		explore.ResetMove{},
		explore.RudeShapeshift{Hero: 2},
		explore.RudeHeart{Model: 9, Status: cards.Hex},
		explore.SellLoot{Hero: 2, Cards: []string{"Bone Club", "Rusty Key"}},
		explore.NewPlayer{Hero: 1, Card: "Tincan", At: &sq},
		classic.Activate{Monster: 9, Why: "nearest"},
		classic.Move{Path: []tiles.Point{{X: 1, Y: 3}}, Why: "closer"},
		classic.Run{Path: []tiles.Point{{X: 2, Y: 3}, {X: 3, Y: 3}}},
		classic.StandUp{},
		classic.Attack{Target: 1, Action: "Dragon Breath", Dir: tiles.E, Why: "wounded"},
		classic.Support{Action: "Smoke Pot", Target: 7, Why: "three kobolds near"},
		classic.PlaceBoss{At: tiles.Point{X: 3, Y: 4}, Why: "ten squares from the Mage"},
		classic.EquipNow{Hero: 2, Card: "Bent Nail"},
		classic.EndMonster{},
		classic.Spawn{Monster: "Dragon Priest", At: tiles.Point{X: 5, Y: 5}, From: 4, Why: "next to the Warren"},
		classic.Cleanse{Monster: 12, Status: cards.Fire},
		classic.PickInitiative{Model: 3, Why: "most WILL"},
		classic.GoFirst{Side: classic.Consul, First: true, Why: "strike first"},
		classic.Sacrifice{Card: "Bent Nail", Hero: 2, Potion: true, Status: cards.Fire},
		explore.Support{Action: "Scuttling Swarm", Target: 3, At: &sq, Why: "a Crawler more"},
		explore.CarrierMove{Path: []tiles.Point{{X: 1, Y: 1}, {X: 2, Y: 2}}},
		explore.TimeoutChoice{Hero: 1, Cards: []string{"Bone Club", "Rusty Key"}},
	}
}

func TestCommandRoundTrip(t *testing.T) {
	for _, c := range representatives() {
		raw, err := EncodeCommand(c)
		require.NoError(t, err, "%T", c)
		back, err := DecodeCommand(raw)
		require.NoError(t, err, "%s", raw)
		assert.Equal(t, c, back, "%s", raw)
		assert.NotContains(t, string(raw), "\n", "one command, one line")
	}
}

// Every field of every representative is set, so the round trip above
// would miss nothing: each exported field is non-zero somewhere.
func TestRepresentativesSetEveryField(t *testing.T) {
	for _, c := range representatives() {
		allSet(t, fmt.Sprintf("%T", c), reflect.ValueOf(c))
	}
}

// allSet asserts that v and every field inside it (structs, the first
// element of slices, pointed-to values) is non-zero.
func allSet(t *testing.T, path string, v reflect.Value) {
	t.Helper()
	empty := v.Kind() == reflect.Struct && v.NumField() == 0 // EndPhase{} has nothing to set
	if !assert.False(t, v.IsZero() && !empty, "%s is zero in the representative", path) {
		return
	}
	switch v.Kind() {
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			allSet(t, path+"."+v.Type().Field(i).Name, v.Field(i))
		}
	case reflect.Slice:
		if v.Len() > 0 {
			allSet(t, path+"[0]", v.Index(0))
		}
	case reflect.Pointer:
		allSet(t, "*"+path, v.Elem())
	}
}

// The examples in README.md decode.
func TestReadmeCommandExamples(t *testing.T) {
	for _, s := range []string{
		`{"cmd":"start_activation","hero":0}`,
		`{"cmd":"move","path":[[3,4],[4,4]]}`,
		`{"cmd":"attack","attr":"str","target":9}`,
		`{"cmd":"use_action","action":"Lance","target":0,"dir":"E"}`,
		`{"cmd":"end_activation"}`,
	} {
		_, err := DecodeCommand([]byte(s))
		assert.NoError(t, err, s)
	}
	c, err := DecodeCommand([]byte(`{"cmd":"move","path":[[3,4],[4,4]]}`))
	require.NoError(t, err)
	assert.Equal(t, rules.Move{Path: []tiles.Point{{X: 3, Y: 4}, {X: 4, Y: 4}}}, c)
}

// Every exported type with a CommandName method in package rules and in
// the rulebooks whose games a record holds (rules/arcade, rules/explore)
// must have an encoding: this fails when a command is added without one.
func TestEveryRulesCommandHasAnEncoding(t *testing.T) {
	var found []string
	for _, pkg := range []struct{ dir, path string }{
		{"..", "github.com/superdungeon-digital/superdungeon/rules"},
		{filepath.Join("..", "arcade"), "github.com/superdungeon-digital/superdungeon/rules/arcade"},
		{filepath.Join("..", "explore"), "github.com/superdungeon-digital/superdungeon/rules/explore"},
		{filepath.Join("..", "classic"), "github.com/superdungeon-digital/superdungeon/rules/classic"},
	} {
		names := commandTypes(t, pkg.dir)
		require.NotEmpty(t, names, "no commands found in %s: has the package moved?", pkg.dir)
		for _, n := range names {
			found = append(found, pkg.path+"."+n)
		}
	}
	var known []string
	for _, k := range codecs() {
		tp := reflect.TypeOf(k.proto)
		known = append(known, tp.PkgPath()+"."+tp.Name())
	}
	for _, name := range found {
		assert.Contains(t, known, name, "%s is a command without a replay encoding: add it to codecs() in command.go", name)
	}
	// And every representative round-trips, one per type.
	var reps []string
	for _, c := range representatives() {
		tp := reflect.TypeOf(c)
		reps = append(reps, tp.PkgPath()+"."+tp.Name())
	}
	slices.Sort(reps)
	slices.Sort(known)
	assert.Equal(t, known, reps, "representatives() has one command of each known type")
}

// commandTypes lists the exported types of the Go files in dir with a
// CommandName method.
func commandTypes(t *testing.T, dir string) []string {
	fset := token.NewFileSet()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var found []string
	for _, e := range entries {
		n := e.Name()
		if !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, n), nil, parser.SkipObjectResolution)
		require.NoError(t, err)
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv == nil || fn.Name.Name != "CommandName" || len(fn.Recv.List) != 1 {
				continue
			}
			typ := fn.Recv.List[0].Type
			if st, ok := typ.(*ast.StarExpr); ok {
				typ = st.X
			}
			if id, ok := typ.(*ast.Ident); ok && id.IsExported() {
				found = append(found, id.Name)
			}
		}
	}
	return found
}

func TestDecodeCommandErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`{"path":[[1,2]]}`, `missing "cmd"`},
		{`{"cmd":"teleport"}`, `unknown command "teleport"`},
		{`{"cmd":"move"}`, `move: missing "path"`},
		{`{"cmd":"move","path":[[1,2]],"speed":3}`, `move: unknown field "speed"`},
		{`{"cmd":"move","path":[[1,"a"]]}`, `move: field "path`},
		{`{"cmd":"start_activation"}`, `start_activation: missing "hero"`},
		{`{"cmd":"start_activation","hero":"Witch"}`, `field "hero"`},
		{`{"cmd":"attack","attr":"luck","target":3}`, `attack: "attr": unknown attribute "luck"`},
		{`{"cmd":"attack","attr":"str"}`, `attack: missing "target"`},
		{`{"cmd":"use_action","target":1}`, `use_action: missing "action"`},
		{`{"cmd":"use_action","action":"Lance","target":1,"dir":"UP"}`, `unknown direction "UP"`},
		{`{"cmd":"attack","attr":"str","target":1,"hearts":[{"hero":1,"status":"Sleepy"}]}`, `"hearts"[0]`},
		{`{"cmd":"revive","hero":1}`, `revive: missing "at"`},
		{`{"cmd":"monster_attack","monster":3,"target":1,"defense":"x"}`, `"defense"`},
		{`{"cmd":"end_phase","now":true}`, `end_phase: unknown field "now"`},
		{`[1,2]`, `not a command object`},
		{`{"cmd":"drink_potion","action":"Heal","target":0}`, `drink_potion: missing "owner"`},
	} {
		_, err := DecodeCommand([]byte(tc.in))
		if assert.Error(t, err, tc.in) {
			assert.Contains(t, err.Error(), tc.want, tc.in)
		}
	}
}

func TestEncodeUnknownCommand(t *testing.T) {
	_, err := EncodeCommand(&rules.Move{})
	assert.ErrorContains(t, err, "no encoding for *rules.Move")
	_, err = EncodeCommand(nil)
	assert.Error(t, err)
}
