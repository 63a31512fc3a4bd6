package sprites

import (
	"image/color"
	"math"
)

// Anim is one of the animations every model has.
type Anim int

// The animations, in the order the contact sheet shows them.
const (
	Idle Anim = iota
	Walk
	Attack
	Hurt
	Death
)

// AllAnims lists every animation in sheet order (a fresh slice each call).
func AllAnims() []Anim { return []Anim{Idle, Walk, Attack, Hurt, Death} }

func (a Anim) String() string {
	switch a {
	case Idle:
		return "idle"
	case Walk:
		return "walk"
	case Attack:
		return "attack"
	case Hurt:
		return "hurt"
	case Death:
		return "death"
	}
	return "anim?"
}

// FrameCount is how many frames anim has (the same for every model); 0 for
// an unknown Anim.
func FrameCount(a Anim) int {
	switch a {
	case Idle, Walk, Attack:
		return 6
	case Hurt:
		return 4
	case Death:
		return 6
	}
	return 0
}

// FrameMillis is the suggested display time of one frame of anim, in
// milliseconds (a renderer hint, not a rule): a slow idle breath, a quick
// hop per walked square (6 frames ≈ 0.4 s), a snappy attack.
func FrameMillis(a Anim) int {
	switch a {
	case Idle:
		return 160
	case Walk:
		return 70
	case Attack:
		return 80
	case Hurt:
		return 90
	case Death:
		return 110
	}
	return 100
}

// Loops reports whether anim repeats (idle, walk) or plays once and holds
// its last frame (attack, hurt, death).
func Loops(a Anim) bool { return a == Idle || a == Walk }

// pose is everything one frame changes. The body transform (bob, hop,
// lean, squash, lunge) is applied around the feet by the framework; the
// model's draw code reads only arm, blink and phase, so every model
// animates from the same parameters rather than separate art.
type pose struct {
	dx, dy  float64 // body offset in units (one-square scale)
	sx, sy  float64 // squash around the feet
	tilt    float64 // lean in radians, + = forward (clockwise)
	arm     float64 // prop swing in radians, + = forward/down strike
	blink   bool
	phase   float64     // 0..1 through the animation, for flicker and wings
	flash   float64     // hurt whitening
	flashTo color.NRGBA // flash colour; zero = white
	alpha   float64     // death fade
	poof    float64     // 0 = none, else 0..1 progress of the death cloud
	active  bool        // attack glow (magic, spawns)
	stride  float64     // -1..1 foot swing while walking
}

func poseFor(a Anim, frame int) pose {
	n := FrameCount(a)
	if n == 0 {
		a, n = Idle, FrameCount(Idle)
	}
	frame = ((frame % n) + n) % n
	t := float64(frame) / float64(n)
	ps := pose{sx: 1, sy: 1, alpha: 1, phase: t}
	switch a {
	case Idle:
		s := math.Sin(2 * math.Pi * t)
		ps.dy = -1.8 * (s + 1) / 2
		ps.sy = 1 + 0.025*s
		ps.sx = 1 - 0.02*s
		ps.arm = 0.05 * s
		ps.blink = frame == 4
	case Walk:
		h := math.Sin(math.Pi * t)
		ps.dy = -5 * h
		ps.tilt = 0.07
		switch frame {
		case 0:
			ps.sx, ps.sy = 1.08, 0.9
		case 1, 5:
			ps.sx, ps.sy = 0.98, 1.03
		default:
			ps.sx, ps.sy = 0.99, 1.02
		}
		ps.arm = 0.25 * math.Sin(2*math.Pi*t)
		ps.stride = math.Sin(2 * math.Pi * t)
	case Attack:
		steps := [...]struct{ dx, tilt, arm, sx, sy float64 }{
			{-2, -0.07, -0.5, 1.02, 0.98},
			{-3, -0.12, -0.9, 1.06, 0.94},
			{5, 0.14, 1.0, 0.95, 1.04},
			{6, 0.16, 1.35, 0.97, 1.03},
			{4, 0.08, 0.6, 1, 1},
			{1, 0.02, 0.15, 1, 1},
		}
		s := steps[frame]
		ps.dx, ps.tilt, ps.arm, ps.sx, ps.sy = s.dx, s.tilt, s.arm, s.sx, s.sy
		ps.active = frame >= 2 && frame <= 3
	case Hurt:
		steps := [...]struct{ dx, tilt, flash float64 }{
			{-4, -0.13, 1},
			{3, 0.05, 0.5},
			{-2, -0.06, 0.35},
			{0, 0, 0},
		}
		s := steps[frame]
		ps.dx, ps.tilt, ps.flash = s.dx, s.tilt, s.flash
		if frame == 1 {
			ps.flashTo = rgb(0xff3040) // a red sting after the white flash
		}
		ps.blink = frame < 3
		ps.sx, ps.sy = 1.04, 0.96
	case Death:
		steps := [...]struct{ sx, sy, alpha, poof, flash float64 }{
			{1.04, 0.96, 1, 0, 0.6},
			{1.1, 0.8, 1, 0.1, 0.2},
			{1.18, 0.55, 0.85, 0.3, 0},
			{1.24, 0.32, 0.5, 0.55, 0},
			{1.26, 0.18, 0.2, 0.8, 0},
			{1.3, 0.1, 0, 1, 0},
		}
		s := steps[frame]
		ps.sx, ps.sy, ps.alpha, ps.poof, ps.flash = s.sx, s.sy, s.alpha, s.poof, s.flash
		ps.blink = true
	}
	return ps
}
