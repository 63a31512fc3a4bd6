package scene

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules/legends"
)

// lgClick clicks the button of the current Legends screen whose label
// starts with label, the way a mouse would (hover, then click), in window
// pixels. It fails when there is none or it is disabled.
func lgClick(t *testing.T, m *Manager, ctx *Context, label string) {
	t.Helper()
	runTicks(t, m, ctx, 1)
	s, ok := m.current.(lgScreen)
	require.True(t, ok, "a Legends screen is showing, not %T", m.current)
	f := s.frame()
	k := ctx.W / f.view.W
	var b *lgButton
	var labels []string
	for _, x := range f.buttons {
		labels = append(labels, x.Label)
		if b == nil && x.Label != "" && strings.HasPrefix(x.Label, label) {
			b = x
		}
	}
	require.NotNil(t, b, "a %q button on %T (have %q)", label, s, labels)
	require.Empty(t, b.Disabled, "%q is enabled", label)
	ctx.In = Input{X: (b.Rect.X + b.Rect.W/2) * k, Y: (b.Rect.Y + b.Rect.H/2) * k}
	runTicks(t, m, ctx, 1)
	ctx.In.Clicked = true
	runTicks(t, m, ctx, 1)
	require.Empty(t, f.message, "clicking %q was not refused", label)
	settle(t, m, ctx)
}

// settle finishes a scene change.
func settle(t *testing.T, m *Manager, ctx *Context) {
	t.Helper()
	for i := 0; i < fadeTicks+2 && m.next != nil; i++ {
		runTicks(t, m, ctx, 1)
	}
}

// lgButtons are the current screen's buttons.
func lgButtons(m *Manager) []*lgButton { return m.current.(lgScreen).frame().buttons }

// shoot saves the current screen at 100% and 200%.
func shoot(t *testing.T, m *Manager, ctx *Context, name string) {
	t.Helper()
	for _, scale := range []int{100, 200} {
		ctx.Settings.UIScale = scale
		screen := ebiten.NewImage(DesignW, DesignH)
		m.Draw(screen, ctx)
		saveScreen(t, screen, fmt.Sprintf("legends-%s-%d.png", name, scale))
	}
	ctx.Settings.UIScale = 100
}

// A new campaign by mouse from the title: Legends, New campaign, the
// party (one Hero played by the computer), then the map, an adventure
// finished by the hero AI, and a whole downtime by mouse; the campaign is
// saved after every step, and reopening the slot resumes it exactly.
func TestLegendsCampaignByMouse(t *testing.T) {
	ctx := newContext(t)
	ctx.Seed = 7
	ctx.Store = NewStoreAt(t.TempDir())
	title := NewTitle()
	title.looked = true // no tutorial offer, no saves to look up
	ctx.Settings.TutorialOffered = true
	m := NewManager(title)
	ctx.manager = m
	runTicks(t, m, ctx, 1)
	for _, b := range title.buttons {
		if b.Label == "Legends" {
			k := ctx.W / title.view.W
			ctx.In = Input{X: (b.Rect.X + 5) * k, Y: (b.Rect.Y + 5) * k, Clicked: true}
		}
	}
	runTicks(t, m, ctx, 1)
	settle(t, m, ctx)
	require.IsType(t, &LegendsMenu{}, m.current)
	shoot(t, m, ctx, "campaigns")
	lgClick(t, m, ctx, "New campaign")
	require.IsType(t, &LegendsSetup{}, m.current)
	setup := m.current.(*LegendsSetup)
	runTicks(t, m, ctx, 1)
	assert.Equal(t, uint64(7), setup.seed, "the seed comes from the game's")
	// Take the Cleric out, bring the Ranger in; the computer plays the Mage.
	clickCard := func(class string) {
		runTicks(t, m, ctx, 1)
		for i, cl := range setup.d.Classes {
			if cl.Name == class {
				b := setup.buttons[1+len(setup.d.Campaigns)+i]
				k := ctx.W / setup.view.W
				ctx.In = Input{X: (b.Rect.X + 10) * k, Y: (b.Rect.Y + 10) * k, Clicked: true}
				runTicks(t, m, ctx, 1)
			}
		}
	}
	clickCard("Cleric")
	clickCard("Ranger")
	assert.Equal(t, []string{"Knight", "Mage", "Ranger"}, setup.party)
	// The second "Person" button is the Mage's seat.
	runTicks(t, m, ctx, 1)
	n := 0
	for _, b := range setup.buttons {
		if b.Label == "Person" {
			n++
			if n == 2 {
				k := ctx.W / setup.view.W
				ctx.In = Input{X: (b.Rect.X + 10) * k, Y: (b.Rect.Y + 10) * k, Clicked: true}
				runTicks(t, m, ctx, 1)
			}
		}
	}
	assert.Equal(t, []bool{false, true, false}, setup.computer)
	shoot(t, m, ctx, "new")
	lgClick(t, m, ctx, "Begin the campaign")
	mp, ok := m.current.(*LegendsMap)
	require.True(t, ok, "the campaign map opens, not %T", m.current)
	r := mp.r
	assert.Equal(t, campaignSlotFile(1), r.slot, "kept in the first empty campaign slot")
	assertSaved(t, ctx.Store, r)
	shoot(t, m, ctx, "map-start")

	// Two adventures, each finished by the hero AI (the adventure screen
	// is another screen's), each followed by a whole downtime by mouse.
	for adv := 0; adv < 3; adv++ {
		playAdventureByAI(t, m, ctx, r)
		if adv == 0 {
			shoot(t, m, ctx, "map-after")
		}
		assertSaved(t, ctx.Store, r)
		if r.c.Complete {
			break
		}
		lgClick(t, m, ctx, "Downtime")
		downtimeByMouse(t, m, ctx, r, adv == 0 || r.c.RankUps[0] > 0)
		require.IsType(t, &LegendsMap{}, m.current, "downtime over: back to the map")
		assert.Equal(t, legends.StepAdventure, r.c.Step)
		assertSaved(t, ctx.Store, r)
	}
	assert.NotEmpty(t, r.c.Played)

	// Quit to the title and resume from the campaigns list: exactly the
	// same campaign.
	want, err := legends.MarshalCampaign(r.c)
	require.NoError(t, err)
	lgClick(t, m, ctx, "Title")
	require.IsType(t, &Title{}, m.current)
	m.current = NewLegendsMenu()
	runTicks(t, m, ctx, 1)
	menu := m.current.(*LegendsMenu)
	row := menu.buttons[0].Rect
	k := ctx.W / menu.view.W
	ctx.In = Input{X: (row.X + 10) * k, Y: (row.Y + 10) * k, Clicked: true}
	runTicks(t, m, ctx, 1)
	settle(t, m, ctx)
	back, ok := m.current.(*LegendsMap)
	require.True(t, ok, "the campaign opens on its map, not %T (%s)", m.current, menu.message)
	got, err := legends.MarshalCampaign(back.r.c)
	require.NoError(t, err)
	assert.Equal(t, string(want), string(got), "resumed exactly")
	assert.Equal(t, r.computer, back.r.computer)
}

// assertSaved checks the slot holds the campaign as it is now.
func assertSaved(t *testing.T, st *Store, r *legendsRun) {
	t.Helper()
	require.Empty(t, r.saveErr)
	b, err := st.Read(r.slot)
	require.NoError(t, err)
	s, err := loadCampaignSave(r.d, r.slot, b)
	require.NoError(t, err)
	want, _ := legends.MarshalCampaign(r.c)
	got, _ := legends.MarshalCampaign(s.c)
	assert.Equal(t, string(want), string(got), "the slot holds the campaign as it stands")
}

// playAdventureByAI begins the adventure from the map and lets the hero AI
// play it in place of the adventure screen, then back to the map.
func playAdventureByAI(t *testing.T, m *Manager, ctx *Context, r *legendsRun) {
	t.Helper()
	require.IsType(t, &LegendsMap{}, m.current)
	g, _, err := r.c.StartAdventure(r.d)
	require.NoError(t, err)
	_, err = legends.PlayAdventure(g, legends.NewAI(11), 20000)
	require.NoError(t, err)
	r.finish(g)
	m.current = NewLegendsMap(r)
	runTicks(t, m, ctx, 1)
	assert.Contains(t, r.log[len(r.log)-1], adventureName(r.d, g.Adventure), "the map tells the outcome")
}

// downtimeByMouse plays every downtime step by clicking, waiting for the
// computer's Hero where it chooses.
func downtimeByMouse(t *testing.T, m *Manager, ctx *Context, r *legendsRun, shots bool) {
	t.Helper()
	wait := func() {
		for i := 0; i < 20*computerPace; i++ {
			d, ok := m.current.(*LegendsDowntime)
			if !ok || !d.computerBusy() {
				return
			}
			runTicks(t, m, ctx, 1)
		}
		t.Fatal("the computer never finished choosing")
	}
	shot := func(name string) {
		if shots {
			shoot(t, m, ctx, name)
		}
	}
	require.IsType(t, &LegendsDowntime{}, m.current)
	assert.Equal(t, legends.StepRest, r.c.Step)
	shot("rest")
	lgClick(t, m, ctx, "Rest")
	for _, h := range r.c.Heroes {
		assert.Equal(t, h.MaxHearts, h.Hearts, "rested")
	}
	assertSaved(t, ctx.Store, r)
	shot("inventory")
	lgClick(t, m, ctx, "Take stock")
	assert.Empty(t, r.c.Items)
	wait()
	shot("disenchant")
	// Disenchant the person's loot, if any; a wonder is refused in the
	// rules' words.
	for _, b := range lgButtons(m) {
		if b.Disabled == "" && strings.Contains(b.Sub, "into ") {
			lgClick(t, m, ctx, b.Label)
			break
		}
	}
	lgClick(t, m, ctx, "Done disenchanting")
	assert.Equal(t, legends.StepCraft, r.c.Step)
	shot("craft")
	for _, rc := range r.d.Recipes {
		if r.c.Affords(rc.Components) {
			lgClick(t, m, ctx, rc.Name)
			lgClick(t, m, ctx, "Craft ")
			d := m.current.(*LegendsDowntime)
			require.NotNil(t, d.rolled, "the Golden Eye roll is shown on the chart")
			shot("craft-rolled")
			break
		}
	}
	lgClick(t, m, ctx, "Done crafting")
	assert.Equal(t, legends.StepShop, r.c.Step)
	assert.Len(t, r.c.Stock, 6, "six cards for sale")
	shot("shop")
	for _, name := range r.c.Stock {
		if r.c.Affords(r.d.Item(name).Cost) {
			items := len(r.c.Items)
			lgClick(t, m, ctx, name)
			assert.Len(t, r.c.Items, items+1, "bought %s", name)
			break
		}
	}
	// A card the backpack cannot pay is refused with the rules' sentence.
	for _, name := range r.c.Stock {
		if !r.c.Affords(r.d.Item(name).Cost) {
			runTicks(t, m, ctx, 1)
			d := m.current.(*LegendsDowntime)
			for _, b := range d.buttons {
				if b.Label == name {
					k := ctx.W / d.view.W
					ctx.In = Input{X: (b.Rect.X + 5) * k, Y: (b.Rect.Y + 5) * k, Clicked: true}
					runTicks(t, m, ctx, 1)
					assert.Contains(t, d.message, "costs", "the refusal is the rules' sentence")
					shot("shop-refused")
					break
				}
			}
			break
		}
	}
	lgClick(t, m, ctx, "Leave the shop")
	assert.Equal(t, legends.StepRankUp, r.c.Step)
	wait()
	shot("rankup")
	for r.c.RankUps[0] > 0 && legends.NextRank(r.c.Heroes[0].Rank) != "" {
		before := r.c.Heroes[0].Rank
		runTicks(t, m, ctx, 1)
		for _, b := range lgButtons(m) {
			if strings.HasSuffix(b.Sub, "dice now") && b.Disabled == "" {
				lgClick(t, m, ctx, b.Label)
				break
			}
		}
		shot("rankup-chosen")
		lgClick(t, m, ctx, r.c.Heroes[0].Name+" reaches rank")
		assert.NotEqual(t, before, r.c.Heroes[0].Rank, "ranked up")
	}
	for i := range r.c.Heroes {
		if r.computer[i] {
			assert.Zero(t, r.c.RankUps[i], "the computer took its own rank up")
		}
	}
	lgClick(t, m, ctx, "Finish downtime")
}

// downtimeAt opens the downtime screen of a fresh Dusk Drake campaign
// (Knight, Mage, Cleric; people play them) set at step.
func downtimeAt(t *testing.T, step string) (*Manager, *Context, *legendsRun) {
	t.Helper()
	d, err := loadLegendsData()
	require.NoError(t, err)
	c, err := legends.NewCampaign(d, "dusk-drake", []string{"Knight", "Mage", "Cleric"}, 9)
	require.NoError(t, err)
	c.Step = step
	ctx := newContext(t)
	ctx.Store = NewStoreAt(t.TempDir())
	r := &legendsRun{d: d, c: c, computer: []bool{false, false, false}, store: ctx.Store, slot: campaignSlotFile(1)}
	m := NewManager(NewLegendsDowntime(r))
	ctx.manager = m
	runTicks(t, m, ctx, 1)
	return m, ctx, r
}

// clickDisabled clicks a disabled button and returns what the screen
// says.
func clickDisabled(t *testing.T, m *Manager, ctx *Context, label string) string {
	t.Helper()
	runTicks(t, m, ctx, 1)
	f := m.current.(lgScreen).frame()
	for _, b := range f.buttons {
		if b.Label == label {
			require.NotEmpty(t, b.Disabled, "%q is disabled", label)
			k := ctx.W / f.view.W
			ctx.In = Input{X: (b.Rect.X + 5) * k, Y: (b.Rect.Y + 5) * k, Clicked: true}
			runTicks(t, m, ctx, 1)
			return f.message
		}
	}
	t.Fatalf("no %q button", label)
	return ""
}

// "Crafting" on screen: the recipe's chart, the Golden Eye's roll lit on
// it, the wonder to the Hero chosen; a recipe the backpack cannot pay is
// refused in the rules' words.
func TestLegendsCraftShowsTheGoldenEye(t *testing.T) {
	m, ctx, r := downtimeAt(t, legends.StepCraft)
	r.c.Backpack = map[string]int{"ruby": 2, "gear": 1, "crowns": 3}
	lgClick(t, m, ctx, "Warding Pot")
	runTicks(t, m, ctx, 1)
	f := m.current.(lgScreen).frame()
	for _, b := range f.buttons {
		if strings.HasPrefix(b.Label, "Craft ") {
			k := ctx.W / f.view.W
			ctx.In = Input{X: (b.Rect.X + 5) * k, Y: (b.Rect.Y + 5) * k, Clicked: true}
			runTicks(t, m, ctx, 1)
		}
	}
	assert.Contains(t, f.message, "Warding Pot needs", "refused in the rules' sentence")
	lgClick(t, m, ctx, "Weaponsmith's Pot")
	lgClick(t, m, ctx, "Sister Marigold")
	lgClick(t, m, ctx, "Craft Weaponsmith's Pot")
	dt := m.current.(*LegendsDowntime)
	require.NotNil(t, dt.rolled)
	assert.Equal(t, 2, dt.rolled.hero)
	assert.Contains(t, r.c.Heroes[2].Carried, dt.rolled.wonder, "the wonder goes to the Hero chosen")
	assert.Zero(t, r.c.Backpack["ruby"], "the components left the backpack")
	assert.Contains(t, r.log[len(r.log)-1], "Golden Eye rolls")
	assertSaved(t, ctx.Store, r)
	shoot(t, m, ctx, "craft-rolled")
}

// "Ranking Up" to rank A on screen: the four-dice cap refused in the
// rules' words, a die gained before moved (redistribution), the rank
// ability chosen from the chart.
func TestLegendsRankUpToA(t *testing.T) {
	m, ctx, r := downtimeAt(t, legends.StepRankUp)
	h := &r.c.Heroes[0] // the Knight: STR 2B1R
	h.Rank, h.MaxHearts, h.Hearts = "B", 4, 4
	h.Gained = []legends.GainedDie{{Rank: "B", Die: "B", Attr: legends.STR}}
	r.c.RankUps = []int{1, 0, 0}
	runTicks(t, m, ctx, 1)
	said := clickDisabled(t, m, ctx, "STR")
	assert.Contains(t, said, "no attribute may ever have more than four", "the cap in the rules' words")
	lgClick(t, m, ctx, "Blue die from rank B: in STR")
	lgClick(t, m, ctx, "STR")
	lgClick(t, m, ctx, "Second Wind")
	shoot(t, m, ctx, "rankup-a")
	lgClick(t, m, ctx, "Brindle the Bold reaches rank A")
	assert.Equal(t, "A", h.Rank)
	assert.Equal(t, []string{"Second Wind"}, h.RankAbilities)
	assert.Equal(t, legends.ARM, h.Gained[0].Attr, "the die gained at B moved to ARM")
	assert.Equal(t, legends.STR, h.Gained[1].Attr)
	assert.Zero(t, r.c.RankUps[0])
	assertSaved(t, ctx.Store, r)
	// Refusals: no rank up left; finishing downtime goes to the map.
	lgClick(t, m, ctx, "Finish downtime")
	assert.IsType(t, &LegendsMap{}, m.current)
}
