package scene

import (
	"bytes"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules/legends"
)

// pauseClick clicks the pause menu's button labelled label.
func pauseClick(t *testing.T, m *Manager, ctx *Context, s *LegendsAdventure, label string) {
	t.Helper()
	require.True(t, s.pause.open, "the pause menu is open")
	mc, _ := s.layoutPause(ctx)
	k := ctx.W / mc.W
	for _, b := range s.pause.btns {
		if b.label == label {
			ctx.In = Input{X: (b.rect.X + b.rect.W/2) * k, Y: (b.rect.Y + b.rect.H/2) * k, Clicked: true}
			runTicks(t, m, ctx, 1)
			settle(t, m, ctx)
			return
		}
	}
	t.Fatalf("no %q in the pause menu", label)
}

// legScreenPixels draws s as it stands once its moments have passed
// (dice landed, walks and flashes over, board painted, no banner) and returns the pixels.
func legScreenPixels(s *LegendsAdventure, ctx *Context) []byte {
	screen := ebiten.NewImage(DesignW, DesignH)
	s.banner = legBanner{}
	s.view.tick = ctx.Tick
	clear(s.view.hurt) // flashes of a moment ago
	s.view.snap(s)
	s.view.rollAge = 1000
	s.view.layout(s, ctx)
	s.view.board.Finish(&s.view.cam, ctx.Painter.Scale)
	s.Draw(screen, ctx)
	s.Draw(screen, ctx) // the buttons as laid out by the first
	rgba := image.NewRGBA(screen.Bounds())
	screen.ReadPixels(rgba.Pix)
	return rgba.Pix
}

// visiblyDifferent counts the colour channels of a and b (RGBA pixels)
// that differ by more than a tenth of their range.
func visiblyDifferent(a, b []byte) int {
	n := 0
	for i := range a {
		if d := int(a[i]) - int(b[i]); d > 25 || d < -25 {
			n++
		}
	}
	return n
}

// An adventure left in the middle of a fight by the pause menu's "Save and
// quit to title" comes back from the campaigns list exactly as it was: the
// same game (board, hearts, the dice and the computer's choices to come),
// the same log and dice tray, the same screen; and it plays on the same.
func TestLegendsPauseSaveAndResume(t *testing.T) {
	ctx := newContext(t)
	ctx.Store = NewStoreAt(t.TempDir())
	ctx.Settings.TutorialOffered = true
	d, err := loadLegendsData()
	require.NoError(t, err)
	c, err := legends.NewCampaign(d, "dusk-drake", []string{"Knight", "Mage", "Ranger"}, 7)
	require.NoError(t, err)
	r := &legendsRun{d: d, c: c, computer: []bool{true, true, true}}
	m := NewManager(NewTitle())
	ctx.manager = m
	startCampaignInSlot(ctx, r)
	settle(t, m, ctx)
	lgClick(t, m, ctx, "Begin the adventure")
	s, ok := m.current.(*LegendsAdventure)
	require.True(t, ok, "the adventure opens, not %T", m.current)
	b, err := ctx.Store.Read(r.slot)
	require.NoError(t, err)
	saved, err := loadCampaignSave(d, r.slot, b)
	require.NoError(t, err)
	require.NotNil(t, saved.adv, "kept from its first moment")

	// The computer plays into the second round of a fight.
	s.fast = true
	for i := 0; i < 5000 && !(s.g.Mode == legends.Combat && s.g.Round >= 2); i++ {
		runTicks(t, m, ctx, 1)
	}
	require.Equal(t, legends.Combat, s.g.Mode)
	shoot(t, m, ctx, "pause-before")

	// Esc opens the menu; the adventure stands still behind it.
	ctx.In = Input{Keys: []ebiten.Key{ebiten.KeyEscape}}
	runTicks(t, m, ctx, 1)
	require.True(t, s.pause.open)
	v := s.version
	runTicks(t, m, ctx, 30)
	assert.Equal(t, v, s.version, "paused: no command")
	shoot(t, m, ctx, "pause-menu")
	pauseClick(t, m, ctx, s, "How to play")
	assert.Equal(t, "rules", s.pause.page)
	shoot(t, m, ctx, "pause-rules")
	ctx.In = Input{Keys: []ebiten.Key{ebiten.KeyEscape}}
	runTicks(t, m, ctx, 1)
	assert.Equal(t, "", s.pause.page, "Esc goes back to the buttons")

	wantGame, err := legends.MarshalGame(s.g, s.ai)
	require.NoError(t, err)
	wantLog, wantRolls, wantSel := s.log, s.rolls, s.sel
	// "Save and quit to title" keeps it before leaving.
	pauseClick(t, m, ctx, s, "Save and quit to title")
	s.keep = nil // the original plays on below without touching the slot
	require.IsType(t, &Title{}, m.current)

	// The title's Continue weighs the campaign against the other saves
	// (none here) and goes straight back into the fight.
	cont, err := ContinueGame(ctx.Store)
	require.NoError(t, err)
	ca, ok := cont.(*LegendsAdventure)
	require.True(t, ok, "Continue opens the adventure, not %T", cont)
	contGame, err := legends.MarshalGame(ca.g, ca.ai)
	require.NoError(t, err)
	assert.JSONEq(t, string(wantGame), string(contGame))

	// Legends, then the campaign's slot: straight back into the fight.
	m.current = NewLegendsMenu()
	runTicks(t, m, ctx, 1)
	menu := m.current.(*LegendsMenu)
	assert.Contains(t, menu.slots[0].describe(d), "in the middle of", "the list says an adventure is under way")
	clickMenuSlot(t, m, ctx, 1)
	settle(t, m, ctx)
	back, ok := m.current.(*LegendsAdventure)
	require.True(t, ok, "the slot opens on the adventure, not %T (%s)", m.current, menu.message)
	gotGame, err := legends.MarshalGame(back.g, back.ai)
	require.NoError(t, err)
	assert.JSONEq(t, string(wantGame), string(gotGame), "the same game, dice to come included")
	assert.Equal(t, wantLog, back.log, "the same log")
	assert.Equal(t, wantRolls, back.rolls, "the same dice tray")
	assert.Equal(t, wantSel, back.sel)
	// The same screen. The two screens' images sit in different places of
	// the GPU's atlas, so filtered edges come out a few steps apart (up to
	// a dozen after many earlier tests); only a difference a player could
	// see counts.
	p1, p2 := legScreenPixels(s, ctx), legScreenPixels(back, ctx)
	require.Len(t, p2, len(p1))
	assert.LessOrEqual(t, visiblyDifferent(p1, p2), 64, "channels that differ visibly on the resumed screen")
	// The comparison can fail: one more log line is seen.
	n := len(back.log)
	back.log = append(back.log, legLogLine{text: "The dragon sneezes and every torch goes out."})
	assert.Greater(t, visiblyDifferent(p1, legScreenPixels(back, ctx)), 1000, "a new log line is a visible difference")
	back.log = back.log[:n]
	shoot(t, m, ctx, "pause-after")

	// Both play on the same (the original without saving).
	back.keep = nil
	for i := 0; i < 40 && s.g.Mode != legends.Over; i++ {
		c1, c2 := s.ai.Next(s.g), back.ai.Next(back.g)
		require.Equal(t, c1, c2)
		require.True(t, s.apply(c1))
		require.True(t, back.apply(c2))
	}
	assert.Equal(t, s.log, back.log, "resumed, the adventure tells the same story")
}

// A campaign save from before adventures in progress were kept (format
// 1) loads; one whose adventure in progress is damaged keeps its
// campaign: the file is set aside, the player told, the adventure starts
// again from the map.
func TestLegendsAdventureSaveFormats(t *testing.T) {
	d, err := loadLegendsData()
	require.NoError(t, err)
	old := bytes.Replace(goodCampaignSave(t), []byte(`"version": 2`), []byte(`"version": 1`), 1)
	require.False(t, bytes.Equal(goodCampaignSave(t), old), "a format 1 file")
	s, err := loadCampaignSave(d, "old.json", old)
	require.NoError(t, err, "a format 1 save loads")
	assert.Nil(t, s.adv)

	good, err := goodCampaignSaveWithAdventure(7)
	require.NoError(t, err)
	s, err = loadCampaignSave(d, "good.json", good)
	require.NoError(t, err)
	require.NotNil(t, s.adv)

	bad := bytes.Replace(good, []byte(`"mode": "combat"`), []byte(`"mode": "dance"`), 1)
	require.False(t, bytes.Equal(good, bad), "the fault changed the file")
	dir := t.TempDir()
	st := NewStoreAt(dir)
	name := campaignSlotFile(1)
	require.NoError(t, st.Write(name, bad))
	r, err := openCampaignSlot(st, d, name)
	require.NoError(t, err, "the campaign is kept")
	assert.Nil(t, r.resume)
	last := r.log[len(r.log)-1]
	assert.Contains(t, last, "could not be resumed")
	assert.Contains(t, last, "unknown mode")
	assert.Contains(t, last, name+".bad-1", "it says where the file went")
	assertWords(t, last)
	kept, err := st.Read(name + ".bad-1")
	require.NoError(t, err)
	assert.True(t, bytes.Equal(bad, kept), "the original bytes are kept")
	now, err := st.Read(name)
	require.NoError(t, err)
	s, err = loadCampaignSave(d, name, now)
	require.NoError(t, err)
	assert.Nil(t, s.adv, "the slot holds the campaign without the damaged adventure")
}

// goodCampaignSaveWithAdventure is a campaign save in the middle of its
// first adventure's first fight.
func goodCampaignSaveWithAdventure(seed uint64) ([]byte, error) {
	d, err := loadLegendsData()
	if err != nil {
		return nil, err
	}
	c, err := legends.NewCampaign(d, "dusk-drake", []string{"Knight", "Mage", "Cleric"}, seed)
	if err != nil {
		return nil, err
	}
	g, evs, err := c.StartAdventure(d)
	if err != nil {
		return nil, err
	}
	ai := legends.NewAI(seed)
	for i := 0; i < 400 && !(g.Mode == legends.Combat && g.Round >= 2); i++ {
		if evs, err = g.Apply(ai.Next(g)); err != nil {
			return nil, err
		}
	}
	a := &savedAdventure{g: g, ai: ai, sel: -1, log: []legLogLine{{text: "The party sets out.", kind: "story"}}}
	for _, e := range evs {
		if e.Roll != nil {
			a.rolls = append(a.rolls, legRoll{title: e.Text, rows: []legRollRow{{label: "x", dice: e.Roll.Dice, stars: e.Roll.Stars()}}})
		}
	}
	return marshalCampaignSave(&campaignSave{c: c, computer: []bool{false, true, false}, log: []string{"A letter calls you."}, adv: a})
}
