package sprites

import "math"

// vec is a point in model units (100 units = one board square) or, after
// projection, in pixels.
type vec struct{ X, Y float64 }

func (a vec) add(b vec) vec           { return vec{a.X + b.X, a.Y + b.Y} }
func (a vec) sub(b vec) vec           { return vec{a.X - b.X, a.Y - b.Y} }
func (a vec) mul(k float64) vec       { return vec{a.X * k, a.Y * k} }
func (a vec) dot(b vec) float64       { return a.X*b.X + a.Y*b.Y }
func (a vec) length() float64         { return math.Hypot(a.X, a.Y) }
func lerpVec(a, b vec, t float64) vec { return vec{a.X + (b.X-a.X)*t, a.Y + (b.Y-a.Y)*t} }

func (a vec) norm() vec {
	l := a.length()
	if l < 1e-9 {
		return vec{}
	}
	return vec{a.X / l, a.Y / l}
}

// aff is a 2D affine transform: x' = A*x + C*y + E, y' = B*x + D*y + F.
type aff struct{ A, B, C, D, E, F float64 }

var identity = aff{A: 1, D: 1}

func (m aff) apply(p vec) vec {
	return vec{m.A*p.X + m.C*p.Y + m.E, m.B*p.X + m.D*p.Y + m.F}
}

// then returns the transform that applies m first and n second.
func (m aff) then(n aff) aff {
	return aff{
		A: n.A*m.A + n.C*m.B,
		B: n.B*m.A + n.D*m.B,
		C: n.A*m.C + n.C*m.D,
		D: n.B*m.C + n.D*m.D,
		E: n.A*m.E + n.C*m.F + n.E,
		F: n.B*m.E + n.D*m.F + n.F,
	}
}

func translate(x, y float64) aff  { return aff{A: 1, D: 1, E: x, F: y} }
func scaleAff(sx, sy float64) aff { return aff{A: sx, D: sy} }

// rotateAbout rotates by ang radians (positive = clockwise on screen,
// because y points down) around (px, py).
func rotateAbout(px, py, ang float64) aff {
	s, c := math.Sincos(ang)
	return translate(-px, -py).then(aff{A: c, B: s, C: -s, D: c}).then(translate(px, py))
}

// scaleAbout scales around (px, py).
func scaleAbout(px, py, sx, sy float64) aff {
	return translate(-px, -py).then(scaleAff(sx, sy)).then(translate(px, py))
}

// ellipse returns a closed polygon approximating an ellipse.
func ellipse(cx, cy, rx, ry float64) []vec {
	const n = 40
	pts := make([]vec, n)
	for i := range pts {
		s, c := math.Sincos(2 * math.Pi * float64(i) / n)
		pts[i] = vec{cx + rx*c, cy + ry*s}
	}
	return pts
}

func circle(cx, cy, r float64) []vec { return ellipse(cx, cy, r, r) }

// rrect is a rounded rectangle with corner radius r.
func rrect(x, y, w, h, r float64) []vec {
	r = math.Max(0, math.Min(r, math.Min(w, h)/2))
	var pts []vec
	corner := func(cx, cy, a0 float64) {
		const n = 6
		for i := 0; i <= n; i++ {
			s, c := math.Sincos(a0 + math.Pi/2*float64(i)/n)
			pts = append(pts, vec{cx + r*c, cy + r*s})
		}
	}
	corner(x+w-r, y+h-r, 0)
	corner(x+r, y+h-r, math.Pi/2)
	corner(x+r, y+r, math.Pi)
	corner(x+w-r, y+r, 3*math.Pi/2)
	return pts
}

// smooth turns a few control points into a closed Catmull-Rom curve, for
// organic outlines (hair, hats, capes) drawn from a handful of numbers.
func smooth(ctrl ...vec) []vec {
	n := len(ctrl)
	if n < 3 {
		return ctrl
	}
	const steps = 8
	out := make([]vec, 0, n*steps)
	for i := 0; i < n; i++ {
		p0, p1, p2, p3 := ctrl[(i+n-1)%n], ctrl[i], ctrl[(i+1)%n], ctrl[(i+2)%n]
		for s := 0; s < steps; s++ {
			t := float64(s) / steps
			out = append(out, catmull(p0, p1, p2, p3, t))
		}
	}
	return out
}

// smoothOpen is smooth for an open polyline (used for strokes).
func smoothOpen(ctrl ...vec) []vec {
	n := len(ctrl)
	if n < 3 {
		return ctrl
	}
	const steps = 8
	out := make([]vec, 0, n*steps)
	for i := 0; i < n-1; i++ {
		p0 := ctrl[max(i-1, 0)]
		p3 := ctrl[min(i+2, n-1)]
		for s := 0; s < steps; s++ {
			out = append(out, catmull(p0, ctrl[i], ctrl[i+1], p3, float64(s)/steps))
		}
	}
	return append(out, ctrl[n-1])
}

func catmull(p0, p1, p2, p3 vec, t float64) vec {
	t2, t3 := t*t, t*t*t
	f := func(a, b, c, d float64) float64 {
		return 0.5 * (2*b + (-a+c)*t + (2*a-5*b+4*c-d)*t2 + (-a+3*b-3*c+d)*t3)
	}
	return vec{f(p0.X, p1.X, p2.X, p3.X), f(p0.Y, p1.Y, p2.Y, p3.Y)}
}

// stroke turns an open polyline into a closed polygon of the given width
// with round caps: staffs, bow limbs, tails, spider legs.
func stroke(line []vec, w float64) []vec {
	n := len(line)
	if n < 2 {
		if n == 1 {
			return circle(line[0].X, line[0].Y, w/2)
		}
		return nil
	}
	h := w / 2
	left := make([]vec, n)
	right := make([]vec, n)
	for i := range line {
		var d vec
		switch {
		case i == 0:
			d = line[1].sub(line[0])
		case i == n-1:
			d = line[n-1].sub(line[n-2])
		default:
			d = line[i+1].sub(line[i-1])
		}
		nrm := vec{-d.Y, d.X}.norm().mul(h)
		left[i] = line[i].add(nrm)
		right[i] = line[i].sub(nrm)
	}
	out := make([]vec, 0, 2*n+16)
	out = append(out, left...)
	out = append(out, capArc(line[n-1], line[n-1].sub(line[n-2]), h)...)
	for i := n - 1; i >= 0; i-- {
		out = append(out, right[i])
	}
	out = append(out, capArc(line[0], line[0].sub(line[1]), h)...)
	return out
}

// capArc is a half circle of radius h around c bulging in direction d.
func capArc(c, d vec, h float64) []vec {
	a := math.Atan2(d.Y, d.X)
	const n = 6
	pts := make([]vec, 0, n-1)
	for i := 1; i < n; i++ {
		t := a + math.Pi/2 - math.Pi*float64(i)/n
		pts = append(pts, vec{c.X + h*math.Cos(t), c.Y + h*math.Sin(t)})
	}
	return pts
}

// arc is an open polyline along a circle from angle a0 to a1 (radians).
func arc(cx, cy, r, a0, a1 float64) []vec {
	const n = 16
	pts := make([]vec, n+1)
	for i := range pts {
		s, c := math.Sincos(a0 + (a1-a0)*float64(i)/n)
		pts[i] = vec{cx + r*c, cy + r*s}
	}
	return pts
}

// star is a closed n-pointed star polygon.
func star(cx, cy, r0, r1 float64, n int, rot float64) []vec {
	pts := make([]vec, 0, 2*n)
	for i := 0; i < 2*n; i++ {
		r := r0
		if i%2 == 1 {
			r = r1
		}
		s, c := math.Sincos(rot + math.Pi*float64(i)/float64(n) - math.Pi/2)
		pts = append(pts, vec{cx + r*c, cy + r*s})
	}
	return pts
}

func pts(xy ...float64) []vec {
	out := make([]vec, len(xy)/2)
	for i := range out {
		out[i] = vec{xy[2*i], xy[2*i+1]}
	}
	return out
}

func signedArea(p []vec) float64 {
	a := 0.0
	for i := range p {
		j := (i + 1) % len(p)
		a += p[i].X*p[j].Y - p[j].X*p[i].Y
	}
	return a / 2
}

// dedupe drops consecutive points closer than eps, which would otherwise
// give undefined normals when offsetting.
func dedupe(p []vec, eps float64) []vec {
	out := make([]vec, 0, len(p))
	for _, q := range p {
		if len(out) > 0 && q.sub(out[len(out)-1]).length() < eps {
			continue
		}
		out = append(out, q)
	}
	for len(out) > 1 && out[0].sub(out[len(out)-1]).length() < eps {
		out = out[:len(out)-1]
	}
	return out
}

// offset grows a closed polygon outward by w (mitred, miter clamped), which
// is how every outlined part gets its dark rim of constant pixel width.
func offset(p []vec, w float64) []vec {
	p = dedupe(p, 1e-3)
	n := len(p)
	if n < 3 {
		return p
	}
	sgn := 1.0
	if signedArea(p) < 0 {
		sgn = -1
	}
	out := make([]vec, n)
	for i := range p {
		prev, cur, next := p[(i+n-1)%n], p[i], p[(i+1)%n]
		d1 := cur.sub(prev).norm()
		d2 := next.sub(cur).norm()
		n1 := vec{d1.Y, -d1.X}.mul(sgn)
		n2 := vec{d2.Y, -d2.X}.mul(sgn)
		m := n1.add(n2)
		if m.length() < 1e-6 {
			out[i] = cur.add(n1.mul(w))
			continue
		}
		m = m.norm()
		k := m.dot(n1)
		l := w / math.Max(k, 0.6) // clamp long miters on sharp spikes
		out[i] = cur.add(m.mul(l))
	}
	return out
}

// centroid is the vertex average, good enough for shading offsets.
func centroid(p []vec) vec {
	var c vec
	for _, q := range p {
		c = c.add(q)
	}
	if len(p) == 0 {
		return c
	}
	return c.mul(1 / float64(len(p)))
}

func transformAll(m aff, p []vec) []vec {
	out := make([]vec, len(p))
	for i, q := range p {
		out[i] = m.apply(q)
	}
	return out
}
