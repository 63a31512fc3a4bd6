package rules

// The words a player reads for a keyword or a status effect (the tooltips,
// cards/data/glossary.yaml) are written here, beside the name of the rule
// that gives them their meaning, and nowhere else: the glossary file is
// generated from this table (go test ./rules -run TestGlossaryIsGenerated
// -update), and the tests fail when a keyword the engine asks about has no
// text, when a text names a rule that does not exist or does not look at
// the word, and when the glossary file differs from the table. Meanings the
// project invented (the book names the word without defining it) are
// marked House: the glossary file notes them for whoever edits it, but a
// player reads the meaning only (played by mouse, a bare "House rule."
// read as text left over by a developer). Keep each under about 35 words.

// Help is the text of one keyword or status effect and the rules behind it.
type Help struct {
	Name string
	Text string
	// House marks a meaning the project invented (the glossary file
	// notes it; the text a player reads does not).
	House bool
	// Rules are the functions that implement it, as "file.go:Func" in this
	// package ("arcade/file.go:Func" in rules/arcade); each must exist and
	// one at least must mention Mention (the quoted name when empty).
	Rules   []string
	Mention string
}

// KeywordHelp lists every keyword, in the glossary's order.
func KeywordHelp() []Help {
	return []Help{
		{Name: "Arc", Text: "After it wounds, the attack leaps to a new foe within 2 squares of the last, one die fewer each leap, until it misses or runs out of dice or foes.", Rules: []string{"action.go:resolve", "arc.go:arcTarget"}},
		{Name: "Backlash", Text: "Whoever attacks this model and fails takes a wound in return. A Hero with it strikes back at most once per Consul turn.", Rules: []string{"action.go:resolve", "keywords.go:heroStrikesBack"}},
		{Name: "Blessing", Text: "A helpful tile effect. It only helps Heroes, elites and minions on it (or on its tile).", Rules: []string{"blessing.go:blessed", "blessing.go:blessing"}, Mention: "g.blessed("},
		{Name: "Burrow", Text: "Tunnels through walls and treats rough ground and structures as open floor.", Rules: []string{"move.go:MoverOf"}},
		{Name: "Cursed", Text: "Cursed gear must be worn if any Hero has a free slot, and it cannot be taken off.", Rules: []string{"equipment.go:cursedWaiting", "equipment.go:equip"}, Mention: "Cursed"},
		{Name: "Fly", Text: "Soars over rough ground, pits and structures, and sees over models and structures.", Rules: []string{"move.go:MoverOf"}},
		{Name: "Heal", Text: "Removes that many wounds or status effects. Wounds go first, then status effects, unless the healing action names a status to take off first.", Rules: []string{"action.go:applyEffects", "status.go:Heal"}, Mention: "Heal"},
		{Name: "Hookshot", Text: "Needs no line of sight, but range is counted around walls and structures.", Rules: []string{"action.go:targetCheck"}},
		{Name: "Immune", Text: "Cannot suffer the status effects it names, or any status effect when it names none. Gaining it ends those effects at once.", Rules: []string{"stats.go:ImmuneTo", "status.go:dropImmuneStatuses"}, Mention: "Immune"},
		{Name: "Insignificant", Text: "Earns no loot when destroyed.", Rules: []string{"arcade/rewards.go:TurnRewards"}},
		{Name: "Massive Damage", Text: "Each successful hit deals two wounds instead of one.", Rules: []string{"action.go:resolve", "keywords.go:monsterMassiveDamage"}},
		{Name: "One Use Only", Text: "Can be used once per game.", Rules: []string{"action.go:resolve"}, Mention: "OneUse"},
		{Name: "Shapeshift", Text: "As its activation begins it may take its other form, keeping its wounds, tokens and gear.", Rules: []string{"shapeshift.go:shapeshift"}, Mention: "Shapeshift"},
		{Name: "Small", Text: "Enemies must be within 3 squares to target it.", Rules: []string{"los.go:EffectiveRange"}},
		{Name: "Stealth", Text: "An enemy targeting it has its range cut by 3 (never below 1).", Rules: []string{"los.go:EffectiveRange"}},
		{Name: "Surefoot", Text: "Ignores rough ground and harmful tile effects.", Rules: []string{"tile_effects.go:ignoresTileEffects"}},
		{Name: "Tough", Text: "Shrugs off one wound at the start of each of its activations.", Rules: []string{"activation.go:startActivation", "arcade/consul.go:consulUpkeep"}},
		{Name: "Mob", Text: "Hits one harder (+1 STR) while more than three monsters of its gang are within two squares.", Rules: []string{"stats.go:STR"}},
		{Name: "Expendable", Text: "Minions throw themselves in front of their elite and take its wounds (not from area attacks).", Rules: []string{"action.go:woundWithExpendable", "action.go:expendables"}, Mention: "Bonded"},
		{Name: "Bully", Text: "Always goes after the Hero with the least wrath.", Rules: []string{"arcade/consul_effects.go:targetRule"}},
		{Name: "Burst", Text: "Hits the target and everything within that many squares of it that the target can see.", Rules: []string{"area.go:AreaSquares"}},
		{Name: "Cross", Text: "Hits the user's square and straight lines out from it, no diagonals.", Rules: []string{"area.go:AreaSquares"}},
		{Name: "Lance", Text: "Hits every model in a straight line from the user, no diagonals.", Rules: []string{"area.go:AreaSquares"}},
		{Name: "Sweep", Text: "Hits every model along one side of the user, up to that many squares out.", Rules: []string{"area.go:AreaSquares"}},
		{Name: "Spray", Text: "Hits every model in a widening V that opens from one side of the user, up to that many squares out, never along a diagonal (first edition).", Rules: []string{"area.go:AreaSquares"}},
		{Name: "Wave", Text: "Hits every square within that many squares of the user.", Rules: []string{"area.go:AreaSquares"}},
		{Name: "Aura", Text: "Covers every square within that many squares of the user, and moves with it until its next activation.", Rules: []string{"area.go:AreaSquares"}},
		{Name: "Compel", Text: "Moves the target up to that many squares in any direction the party chooses; by default an enemy is driven away and a friend stays put.", Rules: []string{"control.go:control", "control.go:DefaultControlPath"}},
		{Name: "Pull", Text: "Drags the target up to that many squares closer, stopping when it is adjacent.", Rules: []string{"control.go:checkControlPath", "control.go:DefaultControlPath"}},
		{Name: "Push", Text: "Shoves the target up to that many squares away, stopping at a wall.", Rules: []string{"control.go:checkControlPath", "control.go:DefaultControlPath"}},
		{Name: "Augment", Text: "Only helps friends; with no range it helps the user.", Rules: []string{"area.go:affects"}, Mention: "cards.Augment"},
		{Name: "Dangerous", Text: "Hits friends and foes alike.", Rules: []string{"area.go:affects"}, Mention: "cards.Dangerous"},
		{Name: "Charge", House: true, Text: "After the Lance strikes, the user charges along it as far as it can, for free.", Rules: []string{"action.go:resolve", "keywords.go:charge"}},
		{Name: "Fury", Text: "Rolls one more blue die on offense for every wound it carries.", Rules: []string{"stats.go:OffensePool"}},
		{Name: "Hunger", House: true, Text: "Destroying an enemy with an attack heals it one wound.", Rules: []string{"action.go:resolve"}},
		{Name: "Pounce", House: true, Text: "Before striking, leaps up to that many squares by the normal movement rules, for free.", Rules: []string{"action.go:resolve"}},
		{Name: "Retreat", House: true, Text: "After striking, springs up to that many squares away by the normal movement rules, for free.", Rules: []string{"action.go:resolve"}},
		{Name: "Teleport", House: true, Text: "Jumps to an empty square in sight: as an action, up to the squares it names; as a move, one movement point a square.", Rules: []string{"action.go:resolve", "control.go:teleport", "move.go:move", "query.go:teleportReach"}},
		{Name: "Sidestep", House: true, Text: "An enemy targeting it has its range cut by 1 (never below 1), a lesser Stealth.", Rules: []string{"los.go:EffectiveRange"}},
		{Name: "Nine Lives", House: true, Text: "Once per game, the wound that would destroy it leaves it on its last heart instead.", Rules: []string{"keywords.go:nineLives"}},
		{Name: "Proficient", House: true, Text: "Opening a chest draws one more treasure card to choose from.", Rules: []string{"chest.go:openChest"}},
		{Name: "Holy", House: true, Text: "Never suffers Hex, for the Goddess's knight cannot be cursed.", Rules: []string{"stats.go:ImmuneTo"}},
		{Name: "Sturdy", House: true, Text: "Never suffers Knockdown or Immobile, and Compel, Pull and Push cannot move it.", Rules: []string{"stats.go:ImmuneTo", "control.go:control"}},
		{Name: "Berserk", House: true, Text: "Rolls one more red die on STR attacks while it has a wound.", Rules: []string{"stats.go:OffensePool"}},
		{Name: "Deadly Defense", House: true, Text: "When it holds against a monster's attack, that monster takes a wound, at most once per Consul turn.", Rules: []string{"keywords.go:heroStrikesBack"}},
		{Name: "Luck", House: true, Text: "Once per activation, when an attack falls short, rolls its weakest die again.", Rules: []string{"reroll.go:luck"}},
		{Name: "Wind of Blades", House: true, Text: "Rolls one more blue die on STR attacks for every enemy next to it beyond the first.", Rules: []string{"stats.go:OffensePool"}},
		{Name: "Malice", House: true, Text: "Rolls one more blue die when attacking a foe that is already wounded.", Rules: []string{"abilities.go:maliceBonus"}},
		{Name: "Regenerate", House: true, Text: "Removes that many of its wounds at the start of each of its activations, after Tough.", Rules: []string{"keywords.go:Regenerate", "activation.go:startActivation", "arcade/consul.go:consulUpkeep"}, Mention: "Regenerate"},
		{Name: "Rage", House: true, Text: "For the rest of this activation each square it moves earns a free melee strike; until its next activation its armour is a single blue die.", Rules: []string{"abilities.go:rageDefense", "abilities.go:RageAttacksLeft"}},
		{Name: "Take Wounds", House: true, Text: "Lifts a friend's wounds onto the user, never more than the user can bear.", Rules: []string{"abilities.go:abilityEffects"}},
	}
}

// StatusHelp lists every status effect, in the glossary's order.
func StatusHelp() []Help {
	return []Help{
		{Name: "Bane", Text: "Armour cracked. A Hero sets aside its best defence die; a monster loses 1 armour. Ends when its activation ends, or when a heal takes it off (wounds heal first).", Rules: []string{"stats.go:ARM", "defense.go:defenseRoll", "activation.go:endActivation", "arcade/gang.go:cleanUp"}, Mention: "cards.Bane"},
		{Name: "Fire", Text: "Burning. Takes a wound at the start of its next activation. Goes out when its activation ends, or when a heal takes it off (wounds heal first).", Rules: []string{"activation.go:startActivation", "arcade/consul.go:consulUpkeep", "activation.go:endActivation", "arcade/gang.go:cleanUp"}, Mention: "cards.Fire"},
		{Name: "Hex", Text: "Cursed. A Hero sets aside its best attack die; a monster loses 1 strength. Ends when its activation ends, or when a heal takes it off (wounds heal first).", Rules: []string{"stats.go:STR", "action.go:resolve", "activation.go:endActivation", "arcade/gang.go:cleanUp"}, Mention: "cards.Hex"},
		{Name: "Ice", Text: "Frozen. Cannot use unique actions or drink potions; moving and basic attacks still work. Thaws when its activation ends, or when a heal takes it off (wounds heal first).", Rules: []string{"action.go:useAction", "potions.go:drinkPotion", "defense.go:ResolveMonsterAttack", "activation.go:endActivation", "arcade/gang.go:cleanUp"}, Mention: "cards.Ice"},
		{Name: "Immobile", Text: "Rooted to the spot. Cannot move. Ends when its activation ends, or when a heal takes it off (wounds heal first).", Rules: []string{"stats.go:MaxMP", "move.go:move", "activation.go:endActivation", "arcade/gang.go:cleanUp"}, Mention: "cards.Immobile"},
		{Name: "Knockdown", Text: "Knocked flat. Spends an action point or all its movement to stand before anything else. Ends once up (a Hero's also when its activation ends), or when a heal takes it off (wounds heal first).", Rules: []string{"activation.go:standUp", "arcade/consul_monsters.go:standsUp", "activation.go:endActivation"}, Mention: "cards.Knockdown"},
		{Name: "Poison", Text: "Sickened. One action point fewer (never below one). Wears off when its activation ends, or when a heal takes it off (wounds heal first).", Rules: []string{"stats.go:MaxAP", "arcade/consul_monsters.go:monsterFight", "activation.go:endActivation", "arcade/gang.go:cleanUp"}, Mention: "cards.Poison"},
		{Name: "Slow", Text: "Sluggish. Half its movement points, rounded up; Dash moves only one square. Ends when its activation ends, or when a heal takes it off (wounds heal first).", Rules: []string{"stats.go:MaxMP", "move.go:move", "activation.go:endActivation", "arcade/gang.go:cleanUp"}, Mention: "cards.Slow"},
		{Name: "Bind", Text: "Tangled up. Cannot use special actions (attacks and potions still work). Lasts until a heart or a cure removes it.", Rules: []string{"status.go:SpecialForbidden"}, Mention: "cards.Bind"},
		{Name: "Choke", Text: "Gasping. Cannot drink potions. Lasts until a heart or a cure removes it.", Rules: []string{"potions.go:drinkPotion"}, Mention: "cards.Choke"},
		{Name: "Cold", Text: "Numb fingers. Sets aside its best die on every DEX roll. Lasts until a heart or a cure removes it.", Rules: []string{"status.go:DiscardWhy"}, Mention: "cards.Cold"},
		{Name: "Fragile", Text: "Brittle. Sets aside its best die on every ARM roll. Lasts until a heart or a cure removes it.", Rules: []string{"status.go:DiscardWhy"}, Mention: "cards.Fragile"},
		{Name: "Pacify", Text: "Calmed. Cannot make special attacks; its basic attack still works. Lasts until a heart or a cure removes it.", Rules: []string{"status.go:SpecialForbidden"}, Mention: "cards.Pacify"},
		{Name: "Stun", Text: "Dazed. Sets aside its best die on every WILL roll. Lasts until a heart or a cure removes it.", Rules: []string{"status.go:DiscardWhy"}, Mention: "cards.Stun"},
		{Name: "Weak", Text: "Drained. Sets aside its best die on every ATT (STR) roll. Lasts until a heart or a cure removes it.", Rules: []string{"status.go:DiscardWhy"}, Mention: "cards.Weak"},
		{Name: "Vulnerable", Text: "Exposed to one kind of attack, named after it: a status the attack inflicts (Fire: burning attacks), Magic, Missile or Melee. Against that kind it sets aside its best defence die. Ends like other statuses.", Rules: []string{"status.go:weakAgainst", "status.go:defenseDiscard"}, Mention: "cards.Vulnerable"},
	}
}
