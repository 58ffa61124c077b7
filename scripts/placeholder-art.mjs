// Art-directed placeholder scenes, drawn as SVG and rasterised by sharp. They stand in for the
// owner's photos until real ones are dropped into content/photos/ (see README).

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PALETTES = {
  dawn: {
    sky: ['#d9b7b0', '#f6e3cf'],
    sun: '#f7c59a',
    far: '#c8aeb4',
    near: '#4b3d48',
    ground: '#6b5a4f',
    wall: '#cdb89c',
    glow: '#ffd9a0',
  },
  day: {
    sky: ['#a9c6cf', '#eef0e6'],
    sun: '#fff5d6',
    far: '#b4c6c4',
    near: '#34493f',
    ground: '#5d6b45',
    wall: '#c9b79b',
    glow: '#f8e3b0',
  },
  dusk: {
    sky: ['#5e4663', '#eba77b'],
    sun: '#f6c37c',
    far: '#9c6d73',
    near: '#2b2230',
    ground: '#3e3030',
    wall: '#a88770',
    glow: '#ffcf7a',
  },
  night: {
    sky: ['#0d1628', '#2b3856'],
    sun: '#f2ead3',
    far: '#38445f',
    near: '#0b0f1c',
    ground: '#151b2b',
    wall: '#3f3a44',
    glow: '#ffc86b',
  },
};

function mix(a, b, t) {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const c = [16, 8, 0].map((s) => Math.round(((pa >> s) & 255) * (1 - t) + ((pb >> s) & 255) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function ridgePath(r, w, h, base, amp, roughness) {
  const n = 48;
  const pts = [];
  let y = base;
  const drift = (r() - 0.5) * amp;
  for (let i = 0; i <= n; i++) {
    const x = (i / n) * w;
    const peak = Math.sin((i / n) * Math.PI * (1.2 + r() * 0.2) + drift) * amp * 0.6;
    y += (r() - 0.5) * amp * roughness;
    y = base + (y - base) * 0.85;
    pts.push([x, base - peak - Math.abs(y - base)]);
  }
  let d = `M0 ${h} L0 ${pts[0][1].toFixed(1)}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    d += ` Q${x0.toFixed(1)} ${y0.toFixed(1)} ${((x0 + x1) / 2).toFixed(1)} ${((y0 + y1) / 2).toFixed(1)}`;
  }
  return `${d} L${w} ${pts[n][1].toFixed(1)} L${w} ${h} Z`;
}

function ridges(r, w, h, p, layers, top, bottom) {
  let out = '';
  for (let i = 0; i < layers; i++) {
    const t = layers === 1 ? 1 : i / (layers - 1);
    const base = h * (top + (bottom - top) * t);
    const amp = h * (0.16 - t * 0.08);
    out += `<path d="${ridgePath(r, w, h, base, amp, 0.5)}" fill="${mix(p.far, p.near, t * 0.85)}"/>`;
    if (i < layers - 1) {
      out += `<rect x="0" y="${(base - h * 0.02).toFixed(0)}" width="${w}" height="${(h * 0.12).toFixed(0)}" fill="url(#mist)" opacity="0.55"/>`;
    }
  }
  return out;
}

function sky(r, w, h, p, time) {
  let out = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  const sx = w * (0.2 + r() * 0.6);
  const sy = h * (time === 'day' ? 0.18 : 0.3);
  const sr = h * (time === 'night' ? 0.035 : 0.06);
  out += `<circle cx="${sx}" cy="${sy}" r="${sr * 4}" fill="url(#halo)"/>`;
  out += `<circle cx="${sx}" cy="${sy}" r="${sr}" fill="${p.sun}"/>`;
  if (time === 'night') {
    for (let i = 0; i < 140; i++) {
      const x = r() * w;
      const y = r() * h * 0.6;
      out += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(r() * 1.6 + 0.4).toFixed(1)}" fill="#fff" opacity="${(r() * 0.7 + 0.3).toFixed(2)}"/>`;
    }
  }
  return out;
}

function house(r, x, y, s, p, lit) {
  const w = 260 * s;
  const hh = 150 * s;
  const roofH = 80 * s;
  const over = 26 * s;
  const win = lit ? p.glow : '#4a3426';
  let out = `<g>`;
  out += `<rect x="${x}" y="${y - hh}" width="${w}" height="${hh}" fill="${p.wall}"/>`;
  for (let i = 1; i < 6; i++) {
    out += `<line x1="${x}" x2="${x + w}" y1="${y - hh + (i * hh) / 6}" y2="${y - hh + (i * hh) / 6}" stroke="#000" stroke-opacity="0.08" stroke-width="${2 * s}"/>`;
  }
  out += `<rect x="${x}" y="${y - hh * 0.48}" width="${w}" height="${10 * s}" fill="#5a3b2a"/>`;
  out += `<polygon points="${x - over},${y - hh} ${x + w / 2},${y - hh - roofH} ${x + w + over},${y - hh}" fill="#56606b"/>`;
  for (let i = 1; i < 4; i++) {
    const t = i / 4;
    out += `<line x1="${x - over + (w / 2 + over) * t}" y1="${y - hh - roofH * t}" x2="${x + w + over - (w / 2 + over) * t}" y2="${y - hh - roofH * t}" stroke="#3d454e" stroke-width="${3 * s}"/>`;
  }
  const ww = 30 * s;
  for (const fx of [0.14, 0.42, 0.72]) {
    out += `<rect x="${x + w * fx}" y="${y - hh * 0.85}" width="${ww}" height="${ww * 1.2}" fill="${win}" stroke="#5a3b2a" stroke-width="${4 * s}"/>`;
  }
  out += `<rect x="${x + w * 0.44}" y="${y - hh * 0.4}" width="${ww * 1.2}" height="${hh * 0.4}" fill="#5a3b2a"/>`;
  out += `<rect x="${x + w * 0.12}" y="${y - hh * 0.3}" width="${ww}" height="${ww}" fill="${win}" stroke="#5a3b2a" stroke-width="${4 * s}"/>`;
  if (lit)
    out += `<circle cx="${x + w / 2}" cy="${y - hh / 2}" r="${w * 0.9}" fill="url(#warm)" opacity="0.35"/>`;
  return `${out}</g>`;
}

function tree(x, y, s, colour) {
  return (
    `<rect x="${x - 6 * s}" y="${y - 90 * s}" width="${12 * s}" height="${90 * s}" fill="#4a3326"/>` +
    [
      [-40, -110, 55],
      [35, -120, 50],
      [0, -160, 60],
      [-10, -95, 45],
    ]
      .map(
        ([dx, dy, rr]) =>
          `<circle cx="${x + dx * s}" cy="${y + dy * s}" r="${rr * s}" fill="${colour}"/>`,
      )
      .join('')
  );
}

function deodar(x, y, s, colour) {
  let out = `<rect x="${x - 4 * s}" y="${y - 20 * s}" width="${8 * s}" height="${20 * s}" fill="#2d221c"/>`;
  for (let i = 0; i < 4; i++) {
    const ww = (60 - i * 12) * s;
    const top = y - (40 + i * 30) * s;
    out += `<polygon points="${x - ww},${top + 40 * s} ${x},${top - 20 * s} ${x + ww},${top + 40 * s}" fill="${colour}"/>`;
  }
  return out;
}

function flags(r, w, h, y0, sag) {
  const cols = ['#3f6fa6', '#f1ece0', '#b4473b', '#4d7d52', '#d9a93a'];
  let out = `<path d="M0 ${y0} Q${w / 2} ${y0 + sag} ${w} ${y0 - h * 0.05}" stroke="#3a3030" stroke-width="2" fill="none"/>`;
  const n = 22;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const x = t * w;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag) + t * t * (y0 - h * 0.05);
    const fw = (w / n) * 0.7;
    out += `<rect x="${x - fw / 2}" y="${y}" width="${fw}" height="${fw * 1.2}" fill="${cols[i % 5]}" opacity="0.92" transform="rotate(${((r() - 0.5) * 10).toFixed(1)} ${x} ${y})"/>`;
  }
  return out;
}

function interior(r, w, h, p, time, hearth) {
  const wall = hearth ? '#4a3428' : mix(p.wall, '#f3e6d3', time === 'day' ? 0.6 : 0.1);
  let out = `<rect width="${w}" height="${h}" fill="${wall}"/>`;
  for (let i = 0; i < 5; i++)
    out += `<rect x="0" y="${h * 0.04 + i * h * 0.035}" width="${w}" height="${h * 0.018}" fill="#5a3b2a" opacity="${hearth ? 0.5 : 0.85}"/>`;
  out += `<rect x="0" y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#6b4a35"/>`;
  if (hearth) {
    const cx = w * 0.5;
    out += `<path d="M${cx - w * 0.2} ${h * 0.78} L${cx - w * 0.2} ${h * 0.45} Q${cx} ${h * 0.3} ${cx + w * 0.2} ${h * 0.45} L${cx + w * 0.2} ${h * 0.78} Z" fill="#2a1c16"/>`;
    out += `<circle cx="${cx}" cy="${h * 0.7}" r="${w * 0.22}" fill="url(#warm)"/>`;
    out += `<ellipse cx="${cx}" cy="${h * 0.72}" rx="${w * 0.07}" ry="${h * 0.06}" fill="#f7a648"/>`;
    out += `<ellipse cx="${cx}" cy="${h * 0.74}" rx="${w * 0.04}" ry="${h * 0.035}" fill="#ffe08a"/>`;
    for (const dx of [-0.32, -0.26, 0.28]) {
      out += `<ellipse cx="${w * (0.5 + dx)}" cy="${h * 0.73}" rx="${w * 0.035}" ry="${h * 0.05}" fill="#8a5a3a"/>`;
    }
    return out;
  }
  const wx = w * 0.56;
  const wy = h * 0.26;
  const ww = w * 0.3;
  const wh = h * 0.36;
  out += `<svg x="${wx}" y="${wy}" width="${ww}" height="${wh}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice">${sky(r, w, h, p, time)}${ridges(r, w, h, p, 3, 0.45, 0.8)}</svg>`;
  out += `<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="none" stroke="#5a3b2a" stroke-width="${w * 0.012}"/>`;
  out += `<line x1="${wx + ww / 2}" x2="${wx + ww / 2}" y1="${wy}" y2="${wy + wh}" stroke="#5a3b2a" stroke-width="${w * 0.008}"/>`;
  out += `<rect x="${w * 0.06}" y="${h * 0.6}" width="${w * 0.42}" height="${h * 0.2}" rx="${h * 0.02}" fill="#efe4d2"/>`;
  out += `<rect x="${w * 0.06}" y="${h * 0.66}" width="${w * 0.42}" height="${h * 0.14}" fill="#a6503c" opacity="0.9"/>`;
  out += `<rect x="${w * 0.04}" y="${h * 0.5}" width="${w * 0.03}" height="${h * 0.3}" fill="#5a3b2a"/>`;
  if (time !== 'day')
    out += `<circle cx="${w * 0.5}" cy="${h * 0.5}" r="${w * 0.25}" fill="url(#warm)" opacity="0.6"/><circle cx="${w * 0.5}" cy="${h * 0.52}" r="${w * 0.012}" fill="#ffe6a8"/>`;
  return out;
}

export function sceneSvg({ scene, time = 'day', seed = 1 }, w, h) {
  const r = rng(seed);
  const p = PALETTES[scene === 'night' ? 'night' : time];
  const lit = time === 'dusk' || time === 'night';
  let body = '';
  switch (scene) {
    case 'room':
      body = interior(r, w, h, p, time, false);
      break;
    case 'hearth':
      body = interior(r, w, h, p, time, true);
      break;
    default: {
      body = sky(r, w, h, p, scene === 'night' ? 'night' : time);
      const layers = scene === 'ridges' || scene === 'night' ? 5 : 3;
      body += ridges(
        r,
        w,
        h,
        p,
        layers,
        0.38,
        scene === 'ridges' || scene === 'night' ? 0.85 : 0.62,
      );
      const gy = h * 0.8;
      if (scene !== 'ridges' && scene !== 'night') {
        body += `<path d="M0 ${gy} Q${w * 0.5} ${gy - h * 0.12} ${w} ${gy} L${w} ${h} L0 ${h} Z" fill="${p.ground}"/>`;
      }
      const s = h / 700;
      if (scene === 'house') body += house(r, w * 0.5 - 130 * s, gy - h * 0.05, s, p, lit);
      if (scene === 'courtyard') {
        body += `<rect x="0" y="${h * 0.35}" width="${w}" height="${h * 0.5}" fill="${p.wall}"/>`;
        for (let i = 0; i < 5; i++)
          body += `<rect x="${w * (0.08 + i * 0.19)}" y="${h * 0.45}" width="${w * 0.07}" height="${h * 0.16}" fill="${lit ? p.glow : '#4a3426'}" stroke="#5a3b2a" stroke-width="6"/>`;
        body += `<rect x="0" y="${h * 0.33}" width="${w}" height="${h * 0.04}" fill="#56606b"/>`;
        body += `<rect x="0" y="${h * 0.82}" width="${w}" height="${h * 0.18}" fill="#8d7a64"/>`;
        body += tree(w * 0.78, h * 0.86, s * 1.4, mix(p.near, '#5f7d4a', 0.6));
      }
      if (scene === 'terraces' || scene === 'path') {
        for (let i = 0; i < 6; i++) {
          const y = h * (0.62 + i * 0.07);
          const c = i % 2 ? mix(p.ground, '#c8a54a', 0.35) : mix(p.ground, '#7d9a4e', 0.4);
          body += `<path d="M0 ${y} Q${w * 0.5} ${y - h * 0.09} ${w} ${y + h * 0.02} L${w} ${h} L0 ${h} Z" fill="${c}"/>`;
        }
        if (scene === 'path') {
          body += `<path d="M${w * 0.45} ${h} C${w * 0.7} ${h * 0.85}, ${w * 0.3} ${h * 0.75}, ${w * 0.62} ${h * 0.6}" stroke="#e6d6bb" stroke-width="${h * 0.025}" fill="none" stroke-linecap="round"/>`;
          body +=
            house(r, w * 0.6, h * 0.6, s * 0.35, p, lit) +
            house(r, w * 0.7, h * 0.58, s * 0.28, p, lit);
        }
      }
      if (scene === 'river') {
        body += `<path d="M${w * 0.2} ${h} C${w * 0.5} ${h * 0.9}, ${w * 0.25} ${h * 0.78}, ${w * 0.55} ${h * 0.68} L${w * 0.58} ${h * 0.68} C${w * 0.4} ${h * 0.8}, ${w * 0.75} ${h * 0.9}, ${w * 0.6} ${h} Z" fill="${mix(p.sky[1], '#9fc3cf', 0.4)}"/>`;
      }
      if (scene === 'forest') {
        for (let i = 0; i < 14; i++) {
          body += deodar(
            w * (i / 13) + (r() - 0.5) * 40,
            h * (0.86 + r() * 0.1),
            s * (0.9 + r() * 0.7),
            mix(p.near, '#1f3a2a', 0.5 + r() * 0.3),
          );
        }
      }
      if (scene === 'flags') body += flags(r, w, h, h * 0.22, h * 0.2);
      if (scene === 'temple') {
        const cx = w * 0.5;
        const by = gy - h * 0.04;
        body += `<rect x="${cx - 90 * s}" y="${by - 20 * s}" width="${180 * s}" height="${24 * s}" fill="#d8cbb4"/>`;
        body += `<rect x="${cx - 60 * s}" y="${by - 110 * s}" width="${120 * s}" height="${92 * s}" fill="#efe5d3"/>`;
        body += `<path d="M${cx - 62 * s} ${by - 110 * s} Q${cx - 50 * s} ${by - 250 * s} ${cx} ${by - 280 * s} Q${cx + 50 * s} ${by - 250 * s} ${cx + 62 * s} ${by - 110 * s} Z" fill="#e3d4ba"/>`;
        body += `<rect x="${cx - 16 * s}" y="${by - 70 * s}" width="${32 * s}" height="${52 * s}" fill="#5a3b2a"/>`;
        body += flags(r, w, h, h * 0.3, h * 0.1);
      }
      if (scene === 'night') body += house(r, w * 0.62, h * 0.9, s * 0.3, p, true);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
<linearGradient id="mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.6"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<radialGradient id="halo"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.7"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>
<radialGradient id="warm"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
</defs>
${body}
</svg>`;
}
