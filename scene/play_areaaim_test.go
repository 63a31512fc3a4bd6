package scene

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// warriorBeforeTwoCrawlers: the Riftling Warrior with two Crawlers in a
// row to its right.
const warriorBeforeTwoCrawlers = `
map
+-+-+-+-+-+-+
|W . C . C .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
W Riftling Warrior
C Crawler
`

// An armed Lance (the Riftling Warrior's Demon Charge) pointed at a row of
// monsters says whom it hits, with the chance to wound each — never "not a
// legal target" — and the click then hits exactly those.
func TestAreaPreviewSaysWhatTheClickDoes(t *testing.T) {
	sp := newScenePlay(t, warriorBeforeTwoCrawlers+"dice 5 5 5 5 5 5 5 5 5 5 5 5\n", nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	sp.clickButton("Demon Charge")
	require.Equal(t, "Demon Charge", p.armed.name)
	x, y := p.cam.ToScreen(2.5, 0.5) // on the first Crawler
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(t, p, sp.ctx, 1)
	sp.shot("lance-preview.png") // drawing works out the tip
	tip := p.aimTip
	assert.NotContains(t, p.aimTip, "not a legal target")
	assert.Contains(t, p.aimTip, "Demon Charge right: hits Crawler")
	// Pointing down: the Lance covers no monster, and the preview says so.
	x2, y2 := p.cam.ToScreen(0.5, 1.5)
	sp.ctx.In = Input{X: x2, Y: y2}
	runTicks(t, p, sp.ctx, 1)
	sp.shot("lance-preview-down.png")
	assert.Contains(t, p.aimTip, "no monster")
	sp.clickAt(x, y)
	sp.idle()
	hit := 0
	for _, sq := range []tiles.Point{{X: 2, Y: 0}, {X: 4, Y: 0}} {
		if m := p.g.At(sq); m == nil || m.Wounds > 0 {
			hit++
		}
	}
	assert.Equal(t, strings.Count(tip, "Crawler"), hit, "the click hit the monsters the preview named: %s", tip)
}

// On a board shown turned a quarter (a column of tiles laid out as a
// row), the Lance's direction word names where it points on screen, not
// the rules' compass (played by mouse: a charge drawn downwards read
// "Demon Charge right").
func TestAreaPreviewNamesTheScreenDirectionOnATurnedBoard(t *testing.T) {
	sp := newScenePlay(t, warriorBeforeTwoCrawlers, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	p.cam.Rot = 1 // turned clockwise: the board's east is the screen's south
	sp.clickButton("Demon Charge")
	x, y := p.cam.ToScreen(2.5, 0.5) // on the first Crawler, east on the board
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(t, p, sp.ctx, 1)
	sp.shot("lance-preview-turned.png")
	assert.Contains(t, p.aimTip, "Demon Charge down: hits Crawler")
}

// Sparkle-Charm Bomb (Wave 2, Compel 2, dangerous): the preview names
// everyone caught, friends marked, rolls no chance to wound, and says what
// the chosen Compel path does (Arcade rulebook, "Compel X": "may be moved
// ... up to the value of X in any direction"). With "nobody moves" the
// click leaves every model where it stood.
func TestAreaPreviewSaysWhatACompelDoes(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|W R C . . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
W Sanctioned Witch potions=1
R Riftling Warrior
C Crawler
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	sp.clickButton("Sparkle-Charm Bomb")
	require.Equal(t, "Sparkle-Charm Bomb", p.armed.name)
	x, y := p.cam.ToScreen(1.5, 1.5)
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(t, p, sp.ctx, 1)
	sp.shot("compel-preview.png")
	assert.Equal(t, "Sparkle-Charm Bomb: catches Riftling Warrior (friend) · Crawler; monsters driven up to 2 squares away, friends stay", p.aimTip)
	clickChoice(t, p, sp.ctx, "Compel")
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(t, p, sp.ctx, 1)
	sp.shot("compel-preview-nobody.png")
	assert.Equal(t, "Sparkle-Charm Bomb: catches Riftling Warrior (friend) · Crawler; nobody is moved", p.aimTip)
	sp.clickAt(x, y)
	sp.idle()
	assert.Equal(t, tiles.Point{X: 2, Y: 0}, p.g.Model(sp.id('C')).Pos, "nobody moves")
	assert.Equal(t, tiles.Point{X: 1, Y: 0}, p.g.Model(sp.id('R')).Pos)
	assert.Equal(t, 0, p.g.Model(sp.id('W')).Potions, "the bomb was thrown")
}

// A Burst is aimed at a model but strikes its neighbours too: the preview
// names every monster the click will hit (the Ranger's Sparkle Burst).
func TestBurstPreviewNamesEveryModelHit(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|G . . C B .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
G Glimmerdusk Ranger
C Crawler
B Shadow Spinner
dice 5 5 5 5 5 5 5 5 5 5 5 5
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('G')}))
	sp.idle()
	sp.clickButton("Sparkle Burst")
	require.Equal(t, "Sparkle Burst", p.armed.name)
	// Point at the Crawler until the camera has settled on the board.
	for i := 0; i < 120 && p.aimTip == ""; i++ {
		x, y := p.cam.ToScreen(3.5, 0.5)
		sp.ctx.In = Input{X: x, Y: y}
		runTicks(t, p, sp.ctx, 1)
		sp.shot("burst-preview.png")
	}
	assert.Contains(t, p.aimTip, "Crawler: ")
	assert.Contains(t, p.aimTip, "also hits Shadow Spinner", "the Spinner stands in the burst")
}

// An armed Herbalist (it only removes status effects) aimed at a friend
// with none says why the click would be refused, in the rules' words —
// not "not a legal target" (played by mouse: the Ranger spent an action
// point on a Mage with no status).
func TestRefusedTargetSaysWhy(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|R . P . E .|
+-+-+-+-+-+-+
end
R Glimmerdusk Ranger
P Royal Paladin
E Ember Mage status=Fire
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('R')}))
	sp.idle()
	sp.clickButton("Herbalist")
	require.Equal(t, "Herbalist", p.armed.name)
	x, y := p.cam.ToScreen(2.5, 0.5) // on the Paladin
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(t, p, sp.ctx, 1)
	sp.shot("herbalist-refused.png") // drawing works out the tip
	assert.Equal(t, "Royal Paladin has no status effect for Herbalist to remove", p.aimTip)
	sp.clickAt(x, y)
	assert.Equal(t, 3, p.g.APLeft(sp.id('R')), "no action point spent")
	sp.clickAt(p.cam.ToScreen(4.5, 0.5)) // the burning Mage
	sp.idle()
	assert.Zero(t, p.g.Model(sp.id('E')).Statuses, "the Mage's Fire is gone")
}

// Cleave (Sweep 1, dangerous) strikes friends in its arc too: the
// preview warns of each friend on its own, apart from the monsters and
// their chances, before the click (played by mouse: it wounded a friend
// the preview only marked in passing).
func TestCleavePreviewWarnsOfTheFriendsItHits(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|. W C . . .|
+ + + + + + +
|. F . . . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
F Hearthsworn Fighter
W Sanctioned Witch
C Crawler
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('F')}))
	sp.idle()
	sp.clickButton("Cleave")
	aim := func(bx, by float64) string {
		x, y := p.cam.ToScreen(bx, by)
		sp.ctx.In = Input{X: x, Y: y}
		runTicks(t, p, sp.ctx, 1)
		sp.shot("cleave-friends.png")
		return p.aimTip
	}
	tip := aim(1.5, 0.5)
	assert.Regexp(t, `^Cleave up: hits Crawler \d+% \(chance to wound\); also hits 1 friend: Sanctioned Witch \(it rolls to defend\)$`, tip)
	assert.Regexp(t, `^Cleave right: hits Crawler \d+% \(chance to wound\)$`, aim(2.5, 1.5), "no friend that way: no warning")
	aim(1.5, 0.5)
	sp.clickAt(sp.ctx.In.X, sp.ctx.In.Y)
	sp.idle()
	assert.True(t, sp.logHas("Sanctioned Witch"), "the click struck the friend the preview named")
}

// An area attack that is not dangerous passes over friends in its area:
// the preview says so before the click, for a Burst aimed at a monster
// (played by mouse: Arcane Burst's blast reached the Paladin and the
// preview said only "Crawler: 69% to wound") and for an area pointed
// from the Hero (Fire Wave), and the click then leaves the friend alone.
func TestAreaPreviewSaysItSparesFriends(t *testing.T) {
	for _, tc := range []struct {
		name, hero, action string
		mark               rune
		at                 tiles.Point // where the pointer aims
		want               string
	}{
		{"burst", "Sanctioned Witch", "Arcane Burst", 'W', tiles.Point{X: 3, Y: 1},
			`^Crawler: \d+% to wound; also hits Crawler \d+%; spares 1 friend in the area: Royal Paladin$`},
		{"wave", "Ember Mage", "Fire Wave", 'W', tiles.Point{X: 3, Y: 1},
			`^Fire Wave: hits Crawler \d+% · Crawler \d+% \(chance to wound\); spares 1 friend in the area: Royal Paladin$`},
	} {
		for _, ui := range []int{100, 200} {
			t.Run(fmt.Sprintf("%s-%d", tc.name, ui), func(t *testing.T) {
				sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|. . . D . .|
+ + + + + + +
|. . W C . .|
+ + + + + + +
|. . . P . .|
+-+-+-+-+-+-+
end
W `+tc.hero+`
P Royal Paladin
C Crawler
D Crawler
dice 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4
`, nil)
				p := sp.p
				if ui != 100 {
					sp.ctx = displayContext(t, ui, "large")
					sp.ctx.Settings.ConfirmEnd = false
				}
				require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id(tc.mark)}))
				sp.idle()
				sp.clickButton(tc.action)
				require.Equal(t, tc.action, p.armed.name)
				for i := 0; i < 120 && !strings.Contains(p.aimTip, "spares"); i++ {
					x, y := p.cam.ToScreen(float64(tc.at.X)+0.5, float64(tc.at.Y)+0.5)
					sp.ctx.In = Input{X: x, Y: y}
					runTicks(t, p, sp.ctx, 1)
					sp.shot(fmt.Sprintf("spares-friends-%s-ui%d.png", tc.name, ui))
				}
				assert.Regexp(t, tc.want, p.aimTip)
				sp.clickAt(sp.ctx.In.X, sp.ctx.In.Y)
				sp.idle()
				assert.False(t, p.g.Model(sp.id('C')).InPlay, "the click hit the Crawler aimed at")
				assert.False(t, p.g.Model(sp.id('D')).InPlay, "and the one beside it")
				assert.Zero(t, p.g.Model(sp.id('P')).Wounds, "the Paladin was spared, as the preview said")
				assert.False(t, sp.logHas("Royal Paladin"), "nothing happened to the Paladin")
			})
		}
	}
}

// Every Hero's area attack, aimed every way, previews exactly whom the
// click reaches, as the rules answer (Game.Affected): each monster it
// hits, each friend it hits or spares, and no one else (issue 21: the
// preview must say exactly what the click will do). A support Burst
// with no roll (Distracting Fuzzball) said nothing at all. (The user
// a dangerous support area catches around itself is not named: no such
// action does anything to it.)
func TestEveryAreaPreviewNamesWhomTheRulesReach(t *testing.T) {
	heroes, err := cards.LoadHeroes()
	require.NoError(t, err)
	checked := 0
	for _, h := range heroes {
		for _, act := range h.Actions {
			if act.Area.Kind == "" || act.Targeting == cards.Augment || act.Has("Teleport") {
				continue
			}
			friend := "Royal Paladin"
			if h.Name == friend {
				friend = "Sanctioned Witch"
			}
			t.Run(h.Name+"/"+act.Name, func(t *testing.T) {
				sp := newScenePlay(t, `
map
+-+-+-+-+-+-+-+
|. . . . . . .|
+ + + + + + + +
|. . . C . . .|
+ + + + + + + +
|. . . . . . .|
+ + + + + + + +
|. . F H D . .|
+ + + + + + + +
|. . . G . . .|
+ + + + + + + +
|. . . . . E .|
+ + + + + + + +
|. . . . . . .|
+-+-+-+-+-+-+-+
end
H `+h.Name+` potions=1
F `+friend+`
G `+friend+`
C Crawler
D Crawler
E Crawler
`, nil)
				p := sp.p
				user := sp.id('H')
				require.NoError(t, p.apply(rules.StartActivation{Hero: user}))
				sp.idle()
				// On the bar, or in its More pop-up where the bar is full.
				runTicks(t, p, sp.ctx, 1)
				var b *actionButton
				for _, x := range append(slices.Clone(p.buttons), p.moreBtns...) {
					if x.label == act.Name {
						b = x
					}
				}
				require.NotNil(t, b, "%s offered", act.Name)
				require.Empty(t, b.disabled)
				b.onClick()
				require.Equal(t, act.Name, p.armed.name)
				var aims []tiles.Point
				switch modeOf(&act) {
				case aimDirection:
					aims = []tiles.Point{{X: 3, Y: 1}, {X: 5, Y: 3}, {X: 3, Y: 5}, {X: 1, Y: 3}}
				case aimSelfArea:
					aims = []tiles.Point{{X: 0, Y: 0}}
				default:
					aims = []tiles.Point{{X: 3, Y: 1}, {X: 4, Y: 3}, {X: 5, Y: 5}}
				}
				screen := ebiten.NewImage(DesignW, DesignH)
				for _, at := range aims {
					x, y := p.cam.ToScreen(float64(at.X)+0.5, float64(at.Y)+0.5)
					sp.ctx.In = Input{X: x, Y: y}
					runTicks(t, p, sp.ctx, 1)
					p.Draw(screen, sp.ctx)
					saveScreen(t, screen, fmt.Sprintf("area-preview-%s-%d-%d.png", strings.ReplaceAll(act.Name, " ", "-"), at.X, at.Y))
					label := p.aimTip
					require.NotEmpty(t, label, "a preview aimed at %v", at)
					aim, ok := p.armedAim()
					require.True(t, ok)
					reached, err := p.g.Affected(user, p.armed.queryName(), aim)
					if err != nil || strings.Contains(label, "can't") || strings.Contains(label, "not a legal target") || strings.HasPrefix(label, "No line of sight") {
						continue // refused: the preview says why (other tests)
					}
					if _, err := p.g.Clone().Apply(p.armedCommand(aim)); err != nil {
						continue
					}
					sq, err := p.g.AreaSquares(p.g.Model(user), act.Area, aim)
					require.NoError(t, err)
					in := map[tiles.Point]bool{}
					for _, q := range sq {
						in[q] = true
					}
					crawlers, friends, spared := 0, 0, 0
					for _, mark := range []rune{'C', 'D', 'E', 'F', 'G'} {
						m := p.g.Model(sp.id(mark))
						hit := slices.Contains(reached, m.ID)
						switch {
						case hit && m.Card == "Crawler":
							crawlers++
						case hit:
							friends++
						case m.Card != "Crawler" && in[m.Pos]:
							spared++
						}
					}
					msg := fmt.Sprintf("%s aimed at %v: %q", act.Name, at, label)
					assert.Equal(t, crawlers, strings.Count(label, "Crawler"), "the monsters reached: "+msg)
					assert.Equal(t, friends+spared, strings.Count(label, friend), "the friends in the area: "+msg)
					assert.Equal(t, spared > 0, strings.Contains(label, "spares"), "the friends spared: "+msg)
					checked++
				}
			})
		}
	}
	assert.Greater(t, checked, 15, "previews checked")
}

// An action that wounds no one says in its aim what the chance is for
// (played by mouse: Dwarven Curse, a Pull that wounds no one, read
// "catches Shadow Tower 72% · Tower Stalker 44% (chance to wound)" and
// only pulled), and its button's tip says so too (Arcade rulebook,
// "Control Effects"; heroes.yaml: Dwarven Curse is a support action).
func TestAPullThatWoundsNoOneSaysItsChanceIsToPull(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|F . . K . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
F Hearthsworn Fighter
K Tower Stalker
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('F')}))
	sp.idle()
	b := sp.button("Dwarven Curse")
	require.NotNil(t, b)
	assert.Contains(t, b.tip, "a success pulls up to 3 squares closer.")
	assert.Contains(t, b.tip, "No wound")
	assertWords(t, b.tip)
	sp.clickButton("Dwarven Curse")
	require.Equal(t, "Dwarven Curse", p.armed.name)
	x, y := p.cam.ToScreen(0.5, 0.5)
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(t, p, sp.ctx, 1)
	label := p.areaLabel()
	assert.Regexp(t, `Tower Stalker \d+% \(chance to pull, no wound\)`, label)
	assert.NotContains(t, label, "to wound")
	assertWords(t, label)
	label = p.aimAt(p.g.Model(sp.id('F')), p.g.Model(sp.id('K')), "Dwarven Curse").label
	assert.Regexp(t, `Tower Stalker: \d+% to pull \(no wound\)`, label)
}
