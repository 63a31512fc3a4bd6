package sprites

// The 1st edition's Deeproot Druid (a half-elf in bark and leaves with a
// twig crown and a staff) and its Angry Bear form (rules/classic's own
// Hero cards).

func deeprootDruid(p *painter, ps pose) {
	l := look{skin: skinTan, eye: rgb(0x5a8a2a), cloth: rgb(0x6b4a2c), cloth2: rgb(0x4c7a3a), boots: rgb(0x4a3020)}
	twig, leaf := rgb(0x8a5a2a), rgb(0x8ad060)
	backArm(p, ps, l.cloth2, l.skin)
	feet(p, ps, l.boots)
	torso(p, 12, l.cloth)
	p.fill(pts(-12, -20, 12, -20, 12, -16, -12, -16), l.cloth2) // belt of leaves
	gem(p, 0, -17, 3.2, Emerald)
	headShape(p, l)
	p.part(smooth(vec{-18, -54}, vec{-8, -62}, vec{10, -62}, vec{20, -54}, vec{8, -57}), rgb(0x5a3a1a)) // hair
	face(p, ps, l)
	// A crown of twigs like small antlers, budding.
	for _, s := range [...]float64{-1, 1} {
		p.line(smoothOpen(vec{10 * s, -60}, vec{16 * s, -72}, vec{22 * s, -80}), 2.6, twig)
		p.line(smoothOpen(vec{15 * s, -70}, vec{9 * s, -79}), 2.2, twig)
		p.fill(circle(22*s, -80, 2.6), leaf)
		p.fill(circle(9*s, -79, 2.2), leaf)
	}
	withArm(p, ps, l.cloth2, l.skin, func() {
		// A gnarled staff with a sprouting head.
		p.line(smoothOpen(vec{hand.X, hand.Y + 14}, vec{hand.X + 1, hand.Y - 10}, vec{hand.X - 1, hand.Y - 30}), 3.2, twig)
		p.fill(circle(hand.X-1, hand.Y-33, 4.2), leaf)
	})
}

func angryBear(p *painter, ps pose) {
	fur, muzzle := rgb(0x7a4a2a), rgb(0xc89a6a)
	l := look{skin: fur, eye: rgb(0x2a1a0a), cloth: fur, cloth2: rgb(0x5a3418), boots: rgb(0x4a2a14), bulk: 17, angryBrows: true, noBlush: true}
	backArm(p, ps, fur, fur)
	feet(p, ps, l.boots)
	torso(p, l.bulk, fur)
	p.fill(ellipse(0, -20, 10, 8), muzzle) // belly
	gem(p, 0, -12, 3.2, Emerald)
	// Round ears behind the head.
	for _, s := range [...]float64{-1, 1} {
		p.shaded(circle(16*s, -62, 7.5), fur)
		p.fill(circle(16*s, -62, 3.8), muzzle)
	}
	headShape(p, l)
	face(p, ps, l)
	// Snout and nose over the mouth.
	p.shaded(ellipse(9, -39, 8, 5.5), muzzle)
	p.fill(ellipse(11, -41.5, 3.4, 2.4), rgb(0x2a1a0a))
	withArm(p, ps, fur, fur, func() {
		for _, dx := range [...]float64{-3, 0, 3} {
			p.line([]vec{{hand.X + dx, hand.Y + 3}, {hand.X + dx + 1, hand.Y + 8}}, 1.6, rgb(0xf0ead8)) // claws
		}
	})
}
