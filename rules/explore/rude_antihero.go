package explore

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// The Anti-Hero variant of Rude Supers (document, "Variants",
// "Anti-Hero"): "select a Hero to become the Anti-Hero and choose 1 piece
// of loot and 1 piece of treasure that raise different stats, and equip
// them on that Hero. That Hero now takes the place of a Mini-Boss, costing
// 4 skulls to summon. Anti-Heroes cannot use potions. They also may only
// select equipment that raise STR, ARM, WILL, DEX, or their max hearts
// (treasures that provide extra moves are also allowable ...)".
//
// Built as a monster made from the Hero card (RUDE_SUPERS.md, decisions):
// the game's catalog gets a mini-boss card of the Hero's name and its
// Explore data a profile made of the Hero's dice and the two cards, so
// the model is one of the Consul's mini-bosses in every rule that counts
// them (the allowance, the six conditions, the spawn rate, the
// interruptions, the boss's first condition, the treasure it earns the
// party) and none of the Heroes' machinery (the Heroes' turn, Princess
// Coins, wrath, victory) ever sees it.

// AntiHeroChoice is the Anti-Hero chosen before the game ("that Anti-Hero
// must be selected and equipped before the game begins"): a Hero card not
// in the party, a loot card and a treasure card. An empty field is chosen
// for the Consul from the seed.
type AntiHeroChoice struct {
	Hero, Loot, Treasure string
}

// antiHeroMix seeds the Anti-Hero's "choose for me" apart from the game's
// own stream, so the same seed lays the same dungeon with or without it.
const antiHeroMix = 0x3C6EF372FE94F82B

// AntiHeroStats lists what an Anti-Hero's equipment may raise: STR, ARM,
// WILL, DEX, max hearts, and movement on a treasure.
var antiHeroStats = []cards.Stat{cards.StatSTR, cards.StatARM, cards.StatWILL, cards.StatDEX, cards.StatHearts, cards.StatMove}

// AntiHeroRaises lists the stats card e raises, and nil with the reason
// when an Anti-Hero may not wear it: every effect must raise STR, ARM,
// WILL, DEX or max hearts (movement too on a treasure), for its wearer,
// against every foe.
func AntiHeroRaises(e *cards.Equipment) ([]cards.Stat, error) {
	if e == nil {
		return nil, fmt.Errorf("no such card")
	}
	if e.Deck != cards.DeckLoot && e.Deck != cards.DeckTreasure {
		return nil, fmt.Errorf("%s is neither loot nor treasure", e.Name)
	}
	if e.Cursed {
		return nil, fmt.Errorf("%s is cursed", e.Name)
	}
	var out []cards.Stat
	for _, ef := range e.Effects {
		ok := ef.Kind == cards.EffStat && (ef.Who == "" || ef.Who == cards.WhoHero) && ef.Vs == "" &&
			slices.Contains(antiHeroStats, ef.Stat) && (ef.Value > 0 || (ef.Value == 0 && !ef.Dice.IsZero()))
		if ok && ef.Stat == cards.StatMove && e.Deck != cards.DeckTreasure {
			return nil, fmt.Errorf("%s gives movement, which only a treasure may give an Anti-Hero", e.Name)
		}
		if !ok {
			return nil, fmt.Errorf("%s does more than raise STR, ARM, WILL, DEX, hearts or (a treasure) movement", e.Name)
		}
		if !slices.Contains(out, ef.Stat) {
			out = append(out, ef.Stat)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s raises nothing", e.Name)
	}
	return out, nil
}

// AntiHeroCards lists the cards of deck (cards.DeckLoot or
// cards.DeckTreasure) an Anti-Hero may wear, by name; with other set, only
// those raising different stats than card other.
func AntiHeroCards(cat *rules.Catalog, deck cards.Deck, other string) []string {
	var avoid []cards.Stat
	if other != "" {
		avoid, _ = AntiHeroRaises(cat.Equipment[other])
	}
	var out []string
	for name, e := range cat.Equipment {
		if e.Deck != deck {
			continue
		}
		st, err := AntiHeroRaises(e)
		if err == nil && !slices.ContainsFunc(st, func(s cards.Stat) bool { return slices.Contains(avoid, s) }) {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// AntiHeroes lists the Hero cards that may become the Anti-Hero of a game
// with this party: any Hero not in it (one model cannot fight on both
// sides) that has no other form.
func AntiHeroes(cat *rules.Catalog, party []string) []string {
	var out []string
	for name, h := range cat.Heroes {
		if !slices.Contains(party, name) && h.Shapeshift == "" && cat.Monsters[name] == nil {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// resolve fills the choices left to the seed and checks the rest.
func (a AntiHeroChoice) resolve(cat *rules.Catalog, party []string, seed uint64) (AntiHeroChoice, error) {
	r := rand.New(rand.NewPCG(seed, seed^antiHeroMix))
	pick := func(list []string) string {
		if len(list) == 0 {
			return ""
		}
		return list[r.IntN(len(list))]
	}
	heroes := AntiHeroes(cat, party)
	if a.Hero == "" {
		a.Hero = pick(heroes)
	}
	if !slices.Contains(heroes, a.Hero) {
		switch {
		case cat.Heroes[a.Hero] == nil:
			return a, fmt.Errorf("explore setup: Anti-Hero: no Hero card named %q", a.Hero)
		case slices.Contains(party, a.Hero):
			return a, fmt.Errorf("explore setup: Anti-Hero: %s is in the party; the Anti-Hero is another Hero", a.Hero)
		}
		return a, fmt.Errorf("explore setup: Anti-Hero: %s cannot be the Anti-Hero (a Hero with another form)", a.Hero)
	}
	if a.Loot == "" {
		a.Loot = pick(AntiHeroCards(cat, cards.DeckLoot, a.Treasure))
	}
	if a.Treasure == "" {
		a.Treasure = pick(AntiHeroCards(cat, cards.DeckTreasure, a.Loot))
	}
	for _, c := range []struct {
		name string
		deck cards.Deck
	}{{a.Loot, cards.DeckLoot}, {a.Treasure, cards.DeckTreasure}} {
		e := cat.Equipment[c.name]
		if e == nil || e.Deck != c.deck {
			return a, fmt.Errorf("explore setup: Anti-Hero: %q is not a %s card", c.name, c.deck)
		}
		if _, err := AntiHeroRaises(e); err != nil {
			return a, fmt.Errorf("explore setup: Anti-Hero: %v", err)
		}
	}
	l, _ := AntiHeroRaises(cat.Equipment[a.Loot])
	t, _ := AntiHeroRaises(cat.Equipment[a.Treasure])
	for _, s := range l {
		if slices.Contains(t, s) {
			return a, fmt.Errorf("explore setup: Anti-Hero: %s and %s both raise %s; the loot and the treasure must raise different stats", a.Loot, a.Treasure, s)
		}
	}
	return a, nil
}

// withAntiHero returns the catalog and data of a game with Anti-Hero a: a
// copy of each with its mini-boss card and profile added (the shared ones
// are never written).
func withAntiHero(cat *rules.Catalog, data *Data, a AntiHeroChoice) (*rules.Catalog, *Data) {
	card, prof := antiHeroCard(cat, data, a)
	c := *cat
	c.Monsters = maps.Clone(cat.Monsters)
	c.Monsters[card.Name] = card
	d := *data
	d.Profiles = maps.Clone(data.Profiles)
	d.Profiles[prof.Name] = prof
	return &c, &d
}

// antiHeroCard builds the Anti-Hero's mini-boss card and Explore profile
// from its Hero card and its two cards (RUDE_SUPERS.md, decisions): the
// Hero's movement, action points, hearts and four attributes' dice with
// the cards' dice, stars, hearts and movement added; its basic attack is
// the Hero's longest (STR on a tie); it defends with its best defense
// attribute; a SUPER of four skulls; the Hero's abilities that monsters
// play; its unique actions the monster commands resolve in full (no
// potion: "Anti-Heroes cannot use potions").
func antiHeroCard(cat *rules.Catalog, data *Data, a AntiHeroChoice) (*cards.Monster, *Profile) {
	h := cat.Heroes[a.Hero]
	p := &Profile{Name: h.Name, Mv: h.Mv, AP: h.AP, Hearts: h.Hearts, Platform: Super, Skulls: RudeMiniBossCost,
		STR: h.Attr[cards.STR], ARM: h.Attr[cards.ARM], WILL: h.Attr[cards.WILL], DEX: h.Attr[cards.DEX]}
	pools := map[cards.Stat]*cards.Pool{cards.StatSTR: &p.STR, cards.StatARM: &p.ARM, cards.StatWILL: &p.WILL, cards.StatDEX: &p.DEX}
	for _, name := range []string{a.Loot, a.Treasure} {
		for _, ef := range cat.Equipment[name].Effects {
			switch {
			case pools[ef.Stat] != nil:
				add := ef.Dice
				add.Stars += ef.Value
				*pools[ef.Stat] = pools[ef.Stat].Add(add)
			case ef.Stat == cards.StatHearts:
				p.Hearts += ef.Value
			case ef.Stat == cards.StatMove:
				p.Mv += ef.Value
			}
		}
	}
	for _, at := range []cards.Attribute{cards.STR, cards.WILL, cards.DEX} {
		if rng, ok := h.Attacks[at]; ok && rng > p.Range {
			p.Attack, p.Range = strings.ToUpper(string(at)), rng
		}
	}
	p.Defense = "ARM"
	best := -1.0
	for _, at := range h.Defense {
		pool := *map[cards.Attribute]*cards.Pool{cards.STR: &p.STR, cards.ARM: &p.ARM, cards.WILL: &p.WILL, cards.DEX: &p.DEX}[at]
		if m := meanStars(&cat.Dice, pool); m > best {
			best, p.Defense = m, strings.ToUpper(string(at))
		}
	}
	// The abilities monsters play: those on monster cards and those
	// Explore's chart bonuses and relics give them.
	monsterWords := map[string]bool{}
	for _, mc := range cat.Monsters {
		for _, k := range mc.Abilities {
			monsterWords[k.Name] = true
		}
	}
	bonuses := slices.Clone(data.Relics)
	for _, ch := range data.Charts {
		for _, sp := range ch {
			bonuses = append(bonuses, sp.Bonuses...)
		}
	}
	for _, b := range bonuses {
		if k, err := cards.ParseKeyword(b.Keyword); b.Keyword != "" && err == nil {
			monsterWords[k.Name] = true
		}
	}
	mc := &cards.Monster{Name: h.Name, Card: h.Name, Role: cards.RoleMiniBoss, Affinity: h.Affinity, Mv: p.Mv, Hearts: p.Hearts,
		Solo: &cards.Profile{AP: p.AP, STR: attackDice(p), Range: p.Range},
		Text: fmt.Sprintf("Anti-Hero: the %s fighting for the Consul, wearing %s and %s.", h.Name, a.Loot, a.Treasure)}
	for _, k := range h.Abilities {
		if monsterWords[k.Name] {
			mc.Abilities = append(mc.Abilities, k)
		}
	}
	for _, act := range h.Actions {
		if antiHeroAction(&act, monsterWords) {
			mc.Actions = append(mc.Actions, act)
		}
	}
	return mc, p
}

// attackDice is the basic attack's dice count (the card's fixed STR, which
// Explore's rolled dice never read).
func attackDice(p *Profile) int {
	switch p.Attack {
	case "WILL":
		return p.WILL.Count()
	case "DEX":
		return p.DEX.Count()
	}
	return p.STR.Count()
}

// meanStars is a pool's average stars.
func meanStars(d *cards.Dice, p cards.Pool) float64 {
	sum := 0.0
	for k, f := range d.StarDistribution(p) {
		sum += float64(k) * f
	}
	return sum
}

// antiHeroAction reports whether the monster commands resolve Hero action
// a in full: no potion; an offensive action rolling an attribute, with
// only range, area, bonus dice, statuses, Massive Damage or Arc; a
// support action with no roll, control or keyword that heals, cleanses,
// inflicts or grants abilities monsters play (monsters' dice ignore
// boosts in Explore). The rest stay on the Hero card only (the gaps).
func antiHeroAction(a *cards.Action, monsterWords map[string]bool) bool {
	if a.Potion != "" || a.Control.Name != "" || len(a.SelfStatuses) > 0 || !a.RollDice.IsZero() || a.Versus != "" {
		return false
	}
	for _, k := range a.Keywords {
		if k.Name != "Massive Damage" && k.Name != "Arc" {
			return false
		}
	}
	switch a.Type {
	case cards.Offensive:
		return a.Roll != "" && a.Heal == 0 && !a.HealPerStar && !a.Cleanse && len(a.Boosts) == 0 && len(a.Grants) == 0
	case cards.Support:
		if a.Roll != "" || len(a.Boosts) > 0 || len(a.Keywords) > 0 || a.HealPerStar {
			return false
		}
		for _, k := range a.Grants {
			if !monsterWords[k.Name] {
				return false
			}
		}
		return true
	}
	return false
}

// AntiHeroOf reports whether model m is the game's Anti-Hero.
func AntiHeroOf(g *rules.Game, m *rules.Model) bool {
	s := StateOf(g)
	return s != nil && s.Rude != nil && s.Rude.AntiHero != nil && m != nil && m.Kind == rules.KindMonster && m.Card == s.Rude.AntiHero.Hero
}

// AntiHero is the game's Anti-Hero choice, nil when it plays none.
func AntiHero(g *rules.Game) *AntiHeroChoice {
	if s := StateOf(g); s != nil && s.Rude != nil {
		return s.Rude.AntiHero
	}
	return nil
}

// refuseAntiHeroCard keeps the Anti-Hero's Hero card out of the party
// for the whole game (a project decision: one figure, on the Consul's
// side): no Hero revives as it, and New Player does not bring it in.
func (s *State) refuseAntiHeroCard(c rules.Command) error {
	if s.Rude == nil || s.Rude.AntiHero == nil {
		return nil
	}
	card := ""
	switch c := c.(type) {
	case rules.Revive:
		card = c.Card
	case NewPlayer:
		card = c.Card
	}
	if card != "" && card == s.Rude.AntiHero.Hero {
		return rules.Illegal(c, "%s is the Consul's Anti-Hero in this game and cannot join the party", card)
	}
	return nil
}
