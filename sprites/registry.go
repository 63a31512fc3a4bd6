package sprites

import (
	"image/color"
	"strings"
)

// registryTable is the immutable list of every model, in display order.
var registryTable = []model{
	heroModel("Riftling Warrior", riftlingWarrior),
	heroModel("Tincan", tincan),
	heroModel("Sanctioned Witch", sanctionedWitch),
	heroModel("Hexcast Sorceress", hexcastSorceress),
	heroModel("Moonspire Guardian", moonspireGuardian),
	heroModel("Cat Burglar", catBurglar),
	heroModel("Royal Paladin", royalPaladin),
	heroModel("Ember Mage", emberMage),
	heroModel("Glimmerdusk Ranger", glimmerduskRanger),
	heroModel("Claw Tribe Barbarian", clawTribeBarbarian),
	heroModel("Hearthsworn Fighter", hearthswornFighter),
	heroModel("Riftling Rogue", riftlingRogue),
	heroModel("Deeproot Druid", deeprootDruid), // the 1st edition's (rules/classic)
	heroModel("Angry Bear", angryBear),

	// Arcade box: tower elves and spiders.
	monster("Tower Stalker", towerStalker),
	monster("Tower Blackblade", towerBlackblade),
	monster("Tower Arbalist", towerArbalist),
	monster("Spider Speaker", spiderSpeaker),
	monster("Crawler", crawler),
	monster("Shadow Spinner", shadowSpinner),
	boss("Knight of the Tower", knightOfTheTower, rgb(0x6a8aff)),
	boss("The Midnight Queen", midnightQueen, rgb(0xb060ff)),
	boss("Daemonus", daemonus, rgb(0xff4a6a)),

	// Kobolds and dragons.
	monster("Dragon Priest", dragonPriest),
	monster("Kobold Ironscale", koboldIronscale),
	monster("Kobold Flinger", koboldFlinger),
	monster("Kobold Knucklehead", koboldKnucklehead),
	monster("Kobold Gouger", koboldGouger),
	monster("Wyrmling", wyrmling),
	monster("Whelp", whelp),
	monster("Hatchling", hatchling),
	boss("Rex", rex, rgb(0xff8a2a)),
	boss("Starfire", starfire, rgb(0xffc040)),

	// Board pieces.
	piece("Shadow Tower", shadowTower, 1.02),
	piece("Spider Nest", spiderNest, 1.25),
	piece("Kobold Warren", koboldWarren, 1.22),
	piece("Egg Clutch", eggClutch, 1.3),
	piece("Treasure Chest", treasureChest, 1.3),
	piece("Open Treasure Chest", openTreasureChest, 1.3),
	piece("Boo Booty", booBooty, 1.25),
	// The boo booties, treasure that springs to life (cards/data/
	// monsters.yaml): the ghostly mimic, walking. Without art of their
	// own a sprung Bitey Book fought unseen (played at 100%).
	mimic("Snapjaw Chest"),
	mimic("Bitey Book"),
	mimic("Grumbling Coffer"),
	piece("Start Token", startToken, 1.3),
	piece("Crystal Token", crystalToken, 1.3),
}

func monster(name string, draw func(*painter, pose)) model {
	return model{name: name, kind: KindMonster, footprint: 1, draw: draw}
}

// boss entries stand on 2x2 bases and glow with an aura of their colour.
func boss(name string, draw func(*painter, pose), aura color.NRGBA) model {
	aura.A = 0xff
	return model{name: name, kind: KindBoss, footprint: 2, draw: draw, aura: aura}
}

// mimic entries are boo booties: monsters drawn as the mimic piece.
func mimic(name string) model {
	m := piece(name, booBooty, 1.25)
	m.kind = KindMonster
	return m
}

// piece entries never walk; k scales the art to fill the square.
func piece(name string, draw func(*painter, pose), k float64) model {
	scaled := func(p *painter, ps pose) {
		p.with(scaleAff(k, k), func() { draw(p, ps) })
	}
	return model{name: name, kind: KindPiece, footprint: 1, draw: scaled}
}

// registryIndex maps normalised names to registryTable positions.
var registryIndex = func() map[string]int {
	m := make(map[string]int, len(registryTable))
	for i, e := range registryTable {
		m[normalize(e.name)] = i
	}
	return m
}()

// registryNormal maps each registry name, as spelt in the table, to its
// normalised form (see normalize).
var registryNormal = func() map[string]string {
	m := make(map[string]string, 2*len(registryTable))
	for _, e := range registryTable {
		n := strings.Join(strings.Fields(strings.ToLower(e.name)), " ")
		m[e.name] = n
		m[n] = n
	}
	return m
}()

// unknownModel is drawn for names the package does not know: a grey blob
// with a question mark, visible rather than invisible.
func unknownModel() model {
	return model{name: "?", kind: KindMonster, footprint: 1, draw: func(p *painter, ps pose) {
		p.shaded(smooth(vec{-20, 0}, vec{-22, -24}, vec{0, -50}, vec{22, -24}, vec{20, 0}), rgb(0xa0a0b0))
		p.line(smoothOpen(vec{-6, -34}, vec{0, -40}, vec{6, -34}, vec{0, -26}, vec{0, -20}), 4, rgb(0xf0f0ff))
		p.part(circle(0, -12, 2.5), rgb(0xf0f0ff))
	}}
}
