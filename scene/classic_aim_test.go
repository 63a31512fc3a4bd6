package scene

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// 1st edition, "Spray X" and "Area Effects" (the user picks a square next
// to it, not diagonal): a person Consul aims Starfire's Dragon Breath
// (Spray 5) by the pointer's side of the dragon, as a Hero aims a Lance:
// the V's squares light, the label names whom it hits, and the click
// breathes there.
func TestClassicPersonConsulAimsDragonBreath(t *testing.T) {
	p, ctx := classicPlay(t, 3, ExploreRoles{HeroesAI: true})
	runTicks(t, p, ctx, 2)
	require.True(t, p.exConsulPowerUp())
	s := classic.StateOf(p.g)
	s.BossFight, s.BossPlacing, s.Allowances = true, true, nil // the Boss Fight begins this round
	p.version++
	p.barVersion = 0
	runTicks(t, p, ctx, 2)
	clickBoardAt(t, p, ctx, classic.BossSquares(p.g)[0])
	s = classic.StateOf(p.g)
	require.NotEqual(t, rules.NoModel, s.BossID, "the boss is placed (%q)", p.toast)
	clickButton(t, p, ctx, "Roll initiative")
	exRunUntil(t, p, ctx, 3000, "the roll", func() bool { return p.initStage() != "" && !p.busy() })
	if p.initStage() == "choose" {
		clickInit(t, p, ctx, "Go first")
	} else {
		clickInit(t, p, ctx, "Begin the round")
	}
	exRunUntil(t, p, ctx, 3000, "the Consul's turn", func() bool { return p.g.Phase == rules.ConsulTurn && !p.busy() && p.initStage() == "" })

	// Fly the dragon in beside a Hero (the test's shortcut).
	sf := p.g.Model(classic.StateOf(p.g).BossID)
	h := p.g.Model(p.g.HeroesInPlay()[0])
	var at tiles.Point
	found := false
	for _, q := range p.g.Board.Points() {
		ghost := *sf
		ghost.Pos = q
		// On the Hero's row, two or three squares west or east of it.
		if q.Y != h.Pos.Y || !p.g.StopsAt(sf, q) {
			continue
		}
		d := tiles.E
		if q.X > h.Pos.X {
			d = tiles.W
		}
		act, _ := p.g.FindAction(sf, "Dragon Breath")
		sq, err := p.g.AreaSquares(&ghost, act.Area, rules.Aim{Target: rules.NoModel, Dir: d})
		if n := p.g.ModelDist(&ghost, h); n >= 2 && n <= 3 && err == nil && slices.Contains(sq, h.Pos) {
			at, found = q, true
			break
		}
	}
	require.True(t, found, "a square for the dragon near %s", h.Card)
	sf.Pos = at
	p.version++
	clickBoardAt(t, p, ctx, sf.Pos)
	require.Equal(t, sf.ID, classic.StateOf(p.g).Active, "the click activated Starfire (%q)", p.toast)
	clickButton(t, p, ctx, "Dragon Breath")
	require.True(t, p.armed.consul && p.areaMode(), "Dragon Breath is aimed as an area: %+v %q %q", p.armed, barButton(p, "Dragon Breath").disabled, p.toast)

	// Point at the Hero: the V opens on its side and covers it.
	p.cam.CX, p.cam.CY = float64(h.Pos.X)+0.5, float64(h.Pos.Y)+0.5
	runTicks(t, p, ctx, 1)
	x, y := p.cam.ToScreen(float64(h.Pos.X)+0.5, float64(h.Pos.Y)+0.5)
	ctx.In = Input{X: x, Y: y}
	runTicks(t, p, ctx, 1)
	assert.Contains(t, p.previewSquares(), h.Pos, "the lit V covers %s", h.Card)
	label := p.areaLabel()
	assert.Contains(t, label, "Dragon Breath ")
	assert.Contains(t, label, "hits ")
	assert.Contains(t, label, h.Card)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "classic-dragon-breath-aim.png")
	ap := classic.APLeft(p.g)
	ctx.In.Clicked = true
	runTicks(t, p, ctx, 1)
	ctx.In.Clicked = false
	assert.Equal(t, ap-1, classic.APLeft(p.g), "the click breathed (%q)", p.toast)
	assert.False(t, p.armed.consul, "and disarmed")
}

// The 1st edition's Deeproot Druid (rules/classic's own Hero card) is a
// card of the classic setup's party, after the twelve the other games
// share; clicking it puts it in the party and the game starts with it.
// Arcade's setup keeps its twelve.
func TestClassicSetupOffersTheDruid(t *testing.T) {
	ctx := newContext(t)
	assert.Len(t, NewSetup().heroList(), 12)
	s := NewClassicSetup()
	require.Empty(t, s.err)
	s.layout(ctx)
	require.Len(t, s.heroRects, 13)
	assert.Equal(t, "Deeproot Druid", s.heroList()[12])
	r := s.heroRects[12]
	assert.LessOrEqual(t, r.X+r.W, ctx.W, "the seventh column fits the screen")
	s.party = s.party[:2]
	ctx.In = Input{X: r.X + r.W/2, Y: r.Y + r.H/2}
	require.NoError(t, s.Update(ctx))
	assert.Contains(t, s.hoverTip, "Angry Bear")
	ctx.In.Clicked = true
	require.NoError(t, s.Update(ctx))
	require.Contains(t, s.party, "Deeproot Druid")
	screen := ebiten.NewImage(DesignW, DesignH)
	ctx.In = Input{}
	s.Draw(screen, ctx)
	saveScreen(t, screen, "classic-setup-druid.png")
	g, _, err := classic.New(s.classicSetup())
	require.NoError(t, err)
	found := false
	for _, id := range g.Heroes() {
		found = found || g.Model(id).Card == "Deeproot Druid"
	}
	assert.True(t, found)
}

// Played by mouse: in a classic game (1st edition, "14 - Potion Type":
// any Hero may drink in anyone's turn, so the rules ask who drinks) the
// active Hero's own potion button names it as the drinker; it named
// none, model 0, and the rules refused the Druid's Deeproot Balm
// ("model 0 is not a Hero in play").
func TestClassicActiveHeroDrinksItsOwnPotion(t *testing.T) {
	p, ctx := classicPlay(t, 3, ExploreRoles{ConsulAI: true})
	exRunUntil(t, p, ctx, 5000, "the party's initiative pick", func() bool { return p.initStage() == "pick" && !p.busy() })
	clickInit(t, p, ctx, "Choose for me")
	exRunUntil(t, p, ctx, 3000, "the Heroes' turn", func() bool {
		switch p.initStage() {
		case "choose":
			clickInit(t, p, ctx, "Go first")
		case "result":
			clickInit(t, p, ctx, "Begin the round")
		}
		return p.g.Phase == rules.HeroTurn && !p.busy()
	})
	h := p.g.Heroes()[1] // not model 0
	require.NotEqual(t, rules.ModelID(0), h)
	require.NoError(t, p.apply(rules.StartActivation{Hero: h}))
	runTicks(t, p, ctx, 2)
	var potion *actionButton
	for _, b := range p.potionButtons(h) {
		if b.disabled == "" && !strings.HasPrefix(b.cost, "share ") {
			potion = b
		}
	}
	require.NotNil(t, potion, "%s has a potion to drink: %v", p.g.Model(h).Card, buttonLabels(p))
	before := p.g.Model(h).Potions
	potion.onClick() // drunk at once, or armed when it is aimed
	if p.armed.potion() {
		d, ok := p.armed.command(rules.Aim{Target: h}).(rules.DrinkPotion)
		require.True(t, ok)
		assert.Equal(t, h, d.Drinker)
		require.NoError(t, p.apply(d))
	}
	assert.Less(t, p.g.Model(h).Potions, before, "%s drank %s (%q)", p.g.Model(h).Card, potion.label, p.toast)
	exRunUntil(t, p, ctx, 500, "the log", func() bool { return !p.busy() })
	drank := false
	for _, l := range p.log {
		drank = drank || strings.HasPrefix(l.text, p.g.Model(h).Card+" drinks "+potion.label)
	}
	var lines []string
	for _, l := range p.log {
		lines = append(lines, l.text)
	}
	assert.True(t, drank, "%s itself drank it, not another Hero for it: %q", p.g.Model(h).Card, lines[max(0, len(lines)-8):])
}
