// Hand-drawn SVG motifs for product, category and brand pictures. Each motif draws into an
// 800 × 800 canvas; shapes are simple on purpose (flat design, soft shadow, light backdrop).
import { escapeHtml } from './text.js';

const CANVAS = 800;

/** Mixes a hex colour with white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  return `#${channels
    .map((channel) => Math.round(channel + (target - channel) * weight))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

type Motif = (accent: string) => string;

const leaf = (x: number, y: number, size: number, fill: string) =>
  `<path d="M${x},${y + size} C${x - size},${y + size * 0.2} ${x - size * 0.2},${y - size} ${x + size},${y - size} C${x + size * 0.9},${y} ${x + size * 0.4},${y + size * 0.9} ${x},${y + size} Z" fill="${fill}"/>`;

const labelLines = (x: number, y: number, width: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${width}" height="14" rx="7" fill="${fill}"/><rect x="${x}" y="${y + 26}" width="${width * 0.7}" height="12" rx="6" fill="${fill}" opacity="0.7"/>`;

function cog(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const points: string[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const angle = (Math.PI * 2 * i) / (teeth * 4);
    const radius = i % 4 < 2 ? outer : inner;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return points.join(' ');
}

export const MOTIFS: Record<string, Motif> = {
  jar: (accent) =>
    `<rect x="285" y="235" width="230" height="75" rx="16" fill="${shade(accent, -0.35)}"/>` +
    `<rect x="265" y="295" width="270" height="345" rx="44" fill="#fbfbf8" stroke="#e3e1da" stroke-width="4"/>` +
    `<rect x="265" y="385" width="270" height="165" fill="${accent}"/>` +
    leaf(330, 455, 34, '#ffffff') +
    labelLines(385, 430, 120, '#ffffff'),
  pouch: (accent) =>
    `<path d="M255,230 L545,230 L570,640 Q400,668 230,640 Z" fill="${accent}"/>` +
    `<rect x="255" y="230" width="290" height="34" fill="${shade(accent, -0.25)}"/>` +
    `<ellipse cx="400" cy="470" rx="95" ry="120" fill="${shade(accent, 0.75)}"/>` +
    leaf(385, 455, 40, accent) +
    labelLines(320, 330, 160, '#ffffff'),
  dropper: (accent) =>
    `<ellipse cx="400" cy="205" rx="38" ry="48" fill="#2b2b2b"/>` +
    `<rect x="355" y="240" width="90" height="90" rx="10" fill="#3a3a3a"/>` +
    `<rect x="300" y="320" width="200" height="320" rx="46" fill="${shade(accent, -0.45)}"/>` +
    `<rect x="300" y="420" width="200" height="140" fill="#f7f3ea"/>` +
    `<rect x="300" y="420" width="200" height="26" fill="${accent}"/>` +
    labelLines(330, 480, 140, shade(accent, -0.2)),
  teabox: (accent) =>
    `<path d="M250,300 L330,250 L590,250 L510,300 Z" fill="${shade(accent, 0.35)}"/>` +
    `<path d="M510,300 L590,250 L590,580 L510,630 Z" fill="${shade(accent, -0.3)}"/>` +
    `<rect x="250" y="300" width="260" height="330" fill="${accent}"/>` +
    `<circle cx="380" cy="440" r="70" fill="#fffaf0"/>` +
    leaf(372, 438, 36, accent) +
    labelLines(300, 545, 160, '#ffffff'),
  top: (colour) =>
    `<path d="M300,210 L240,235 L160,330 L225,395 L280,350 L280,640 L520,640 L520,350 L575,395 L640,330 L560,235 L500,210 Q400,280 300,210 Z" fill="${colour}" stroke="${shade(colour, -0.25)}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M300,210 Q400,280 500,210" fill="none" stroke="${shade(colour, -0.3)}" stroke-width="10"/>`,
  bottom: (colour) =>
    `<path d="M285,190 L515,190 L545,650 L430,650 L400,330 L370,650 L255,650 Z" fill="${colour}" stroke="${shade(colour, -0.25)}" stroke-width="6" stroke-linejoin="round"/>` +
    `<rect x="285" y="190" width="230" height="40" fill="${shade(colour, -0.2)}"/>` +
    `<path d="M330,230 Q335,290 300,300 M470,230 Q465,290 500,300" fill="none" stroke="${shade(colour, -0.3)}" stroke-width="5"/>`,
  beanie: (accent) =>
    `<circle cx="400" cy="215" r="48" fill="${shade(accent, 0.3)}"/>` +
    `<path d="M230,520 Q230,250 400,250 Q570,250 570,520 Z" fill="${accent}"/>` +
    `<rect x="215" y="500" width="370" height="110" rx="28" fill="${shade(accent, -0.2)}"/>` +
    `<path d="M260,520 L260,600 M310,520 L310,600 M360,520 L360,600 M410,520 L410,600 M460,520 L460,600 M510,520 L510,600" stroke="${shade(accent, -0.35)}" stroke-width="8"/>`,
  belt: (accent) =>
    `<circle cx="400" cy="420" r="190" fill="none" stroke="${accent}" stroke-width="60"/>` +
    `<circle cx="400" cy="420" r="120" fill="none" stroke="${shade(accent, -0.2)}" stroke-width="50"/>` +
    `<rect x="545" y="360" width="90" height="120" rx="14" fill="none" stroke="#c9c9c9" stroke-width="16"/>`,
  bag: (accent) =>
    `<path d="M320,250 Q320,170 400,170 Q480,170 480,250" fill="none" stroke="${shade(accent, -0.3)}" stroke-width="22"/>` +
    `<rect x="250" y="240" width="300" height="400" rx="60" fill="${accent}"/>` +
    `<path d="M250,330 Q400,390 550,330 L550,300 Q550,240 490,240 L310,240 Q250,240 250,300 Z" fill="${shade(accent, -0.2)}"/>` +
    `<rect x="320" y="470" width="160" height="110" rx="20" fill="${shade(accent, 0.2)}"/>`,
  socks: (accent) =>
    `<path d="M330,190 L430,190 L430,470 L520,540 Q560,600 500,630 L360,560 Q330,540 330,500 Z" fill="${accent}"/>` +
    `<rect x="330" y="190" width="100" height="45" fill="${shade(accent, 0.5)}"/>` +
    `<path d="M270,230 L360,230 L360,500 L440,560 Q470,615 420,635 L300,575 Q270,555 270,520 Z" fill="${shade(accent, -0.2)}" opacity="0.9"/>`,
  carpet: (accent) => {
    let tiles = '';
    for (let row = 0; row < 3; row++) {
      for (let column = 0; column < 3; column++) {
        const fill = shade(accent, (row + column) % 2 === 0 ? 0.1 : -0.1);
        tiles += `<rect x="${160 + column * 165}" y="${180 + row * 165}" width="155" height="155" rx="6" fill="${fill}"/>`;
        tiles += `<path d="M${175 + column * 165},${200 + row * 165} h125 M${175 + column * 165},${240 + row * 165} h125 M${175 + column * 165},${280 + row * 165} h125" stroke="${shade(fill, -0.12)}" stroke-width="5" stroke-dasharray="6 10"/>`;
      }
    }
    return tiles;
  },
  roll: (accent) =>
    `<rect x="220" y="320" width="360" height="220" fill="${accent}"/>` +
    `<ellipse cx="580" cy="430" rx="60" ry="110" fill="${shade(accent, -0.2)}"/>` +
    `<ellipse cx="580" cy="430" rx="22" ry="40" fill="${shade(accent, 0.5)}"/>` +
    `<ellipse cx="220" cy="430" rx="60" ry="110" fill="${shade(accent, 0.15)}"/>` +
    `<path d="M220,540 L120,640 L480,640 L580,540" fill="${shade(accent, 0.3)}"/>`,
  skirting: (accent) =>
    [0, 1, 2]
      .map(
        (index) =>
          `<path d="M150,${300 + index * 110} L650,${240 + index * 110} L650,${300 + index * 110} Q640,${320 + index * 110} 620,${322 + index * 110} L150,${380 + index * 110} Z" fill="${shade(accent, index * 0.12 - 0.1)}"/>`,
      )
      .join(''),
  care: (accent) =>
    `<rect x="370" y="190" width="60" height="60" rx="8" fill="${shade(accent, -0.4)}"/>` +
    `<path d="M330,250 L470,250 L520,330 L520,630 Q520,650 500,650 L300,650 Q280,650 280,630 L280,330 Z" fill="#fdfcf7" stroke="#dcd8cc" stroke-width="4"/>` +
    `<rect x="280" y="400" width="240" height="160" fill="${accent}"/>` +
    labelLines(310, 450, 160, '#ffffff'),
  gear: (accent) =>
    `<polygon points="${cog(400, 420, 220, 180, 12)}" fill="${accent}"/>` +
    `<circle cx="400" cy="420" r="90" fill="${shade(accent, 0.6)}"/><circle cx="400" cy="420" r="50" fill="${shade(accent, -0.2)}"/>`,
  disc: (accent) => {
    let holes = '';
    for (let i = 0; i < 10; i++) {
      const angle = (Math.PI * 2 * i) / 10;
      holes += `<circle cx="${(400 + 165 * Math.cos(angle)).toFixed(1)}" cy="${(420 + 165 * Math.sin(angle)).toFixed(1)}" r="12" fill="${shade('#9aa0a6', -0.4)}"/>`;
    }
    return (
      `<circle cx="400" cy="420" r="240" fill="#aeb4ba"/><circle cx="400" cy="420" r="225" fill="#c3c8cd"/>` +
      holes +
      `<circle cx="400" cy="420" r="95" fill="#8d949b"/><circle cx="400" cy="420" r="35" fill="#5f666d"/>` +
      `<path d="M560,210 Q690,300 680,440 L600,430 Q600,330 520,270 Z" fill="${accent}"/>`
    );
  },
  filter: (accent) =>
    `<ellipse cx="400" cy="250" rx="170" ry="50" fill="${shade(accent, 0.25)}"/>` +
    `<rect x="230" y="250" width="340" height="360" fill="${accent}"/>` +
    `<ellipse cx="400" cy="610" rx="170" ry="50" fill="${shade(accent, -0.25)}"/>` +
    `<path d="M260,300 V580 M300,300 V580 M340,300 V580 M380,300 V580 M420,300 V580 M460,300 V580 M500,300 V580 M540,300 V580" stroke="${shade(accent, -0.2)}" stroke-width="8"/>` +
    `<ellipse cx="400" cy="250" rx="60" ry="18" fill="#555"/>`,
  plug: (accent) =>
    `<rect x="380" y="150" width="40" height="80" rx="10" fill="#8d949b"/>` +
    `<path d="M350,230 L450,230 L470,400 L330,400 Z" fill="#f4f4f0" stroke="#d4d4cc" stroke-width="4"/>` +
    `<rect x="340" y="300" width="120" height="24" fill="${accent}"/>` +
    `<polygon points="320,400 480,400 500,450 480,500 320,500 300,450" fill="#b0b6bc"/>` +
    `<rect x="345" y="500" width="110" height="110" fill="#9aa0a6"/>` +
    `<path d="M345,520 h110 M345,545 h110 M345,570 h110 M345,595 h110" stroke="#7b8188" stroke-width="6"/>` +
    `<path d="M400,610 V660 H440" fill="none" stroke="#7b8188" stroke-width="10"/>`,
  headlight: (accent) =>
    `<path d="M170,300 Q200,220 320,220 L600,240 Q650,250 640,330 L610,560 Q600,620 530,620 L240,600 Q170,590 165,520 Z" fill="#2f3540"/>` +
    `<circle cx="300" cy="410" r="95" fill="#dfe6ee"/><circle cx="300" cy="410" r="60" fill="#ffffff"/>` +
    `<circle cx="500" cy="420" r="80" fill="#dfe6ee"/><circle cx="500" cy="420" r="48" fill="#ffffff"/>` +
    `<path d="M200,560 L600,575" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>`,
  canister: (accent) =>
    `<path d="M260,240 L480,240 L560,320 L560,640 Q560,660 540,660 L260,660 Q240,660 240,640 L240,260 Q240,240 260,240 Z" fill="${accent}"/>` +
    `<rect x="290" y="270" width="130" height="60" rx="30" fill="${shade(accent, 0.6)}"/>` +
    `<rect x="490" y="200" width="50" height="60" rx="8" fill="${shade(accent, -0.4)}"/>` +
    `<rect x="280" y="420" width="240" height="160" rx="10" fill="#ffffff"/>` +
    labelLines(305, 470, 170, accent),
  pot: (accent) =>
    leaf(400, 330, 120, '#4f9a5a') +
    leaf(330, 380, 80, '#3f8a4f') +
    `<path d="M400,420 C470,330 560,300 600,250 C600,330 520,410 400,420 Z" fill="#5fae68"/>` +
    `<path d="M250,420 L550,420 L510,650 L290,650 Z" fill="${accent}"/>` +
    `<rect x="235" y="400" width="330" height="50" rx="10" fill="${shade(accent, -0.2)}"/>`,
  board: (accent) =>
    `<rect x="200" y="260" width="400" height="320" rx="40" fill="${accent}"/>` +
    `<rect x="600" y="380" width="110" height="80" rx="30" fill="${accent}"/>` +
    `<circle cx="670" cy="420" r="18" fill="#f6f1e7"/>` +
    `<path d="M240,320 Q400,300 560,330 M240,420 Q400,400 560,430 M240,520 Q400,500 560,530" fill="none" stroke="${shade(accent, -0.15)}" stroke-width="6"/>`,
  vase: (accent) =>
    `<path d="M400,330 L360,160 M400,330 L450,180 M400,330 L400,150" stroke="#3f8a4f" stroke-width="8"/>` +
    `<circle cx="360" cy="160" r="34" fill="#e89ab5"/><circle cx="450" cy="180" r="30" fill="#f1c232"/><circle cx="400" cy="140" r="36" fill="#e67e22"/>` +
    `<path d="M340,300 L460,300 Q460,360 510,430 Q560,520 480,640 L320,640 Q240,520 290,430 Q340,360 340,300 Z" fill="${accent}"/>` +
    `<path d="M310,470 Q400,500 490,470" fill="none" stroke="${shade(accent, 0.35)}" stroke-width="10"/>`,
  lamp: (accent) =>
    `<path d="M290,200 L510,200 L580,400 L220,400 Z" fill="${accent}"/>` +
    `<ellipse cx="400" cy="400" rx="180" ry="20" fill="${shade(accent, -0.25)}"/>` +
    `<rect x="390" y="400" width="20" height="210" fill="#5f666d"/>` +
    `<ellipse cx="400" cy="625" rx="110" ry="28" fill="#4a5056"/>`,
  towel: (accent) =>
    [0, 1, 2]
      .map(
        (index) =>
          `<rect x="${220 + index * 12}" y="${540 - index * 110}" width="${360 - index * 24}" height="100" rx="30" fill="${shade(accent, index * 0.18)}"/><path d="M${240 + index * 12},${565 - index * 110} h${320 - index * 24}" stroke="${shade(accent, index * 0.18 - 0.15)}" stroke-width="6" stroke-dasharray="14 10"/>`,
      )
      .join(''),
  spray: (accent) =>
    `<path d="M330,170 L470,170 L470,230 L520,250 L520,280 L330,280 Z" fill="#4a5056"/>` +
    `<rect x="360" y="280" width="80" height="50" fill="#6b7278"/>` +
    `<path d="M320,330 L480,330 Q530,380 530,450 L530,630 Q530,650 510,650 L290,650 Q270,650 270,630 L270,450 Q270,380 320,330 Z" fill="${accent}"/>` +
    `<rect x="300" y="450" width="200" height="130" rx="12" fill="#ffffff"/>` +
    labelLines(325, 495, 150, accent),
  dumbbell: (accent) =>
    `<rect x="250" y="405" width="300" height="30" rx="10" fill="#8d949b"/>` +
    `<rect x="170" y="300" width="60" height="240" rx="14" fill="${accent}"/><rect x="225" y="330" width="40" height="180" rx="10" fill="${shade(accent, -0.25)}"/>` +
    `<rect x="570" y="300" width="60" height="240" rx="14" fill="${accent}"/><rect x="535" y="330" width="40" height="180" rx="10" fill="${shade(accent, -0.25)}"/>`,
  mat: (accent) =>
    `<rect x="180" y="430" width="400" height="160" rx="10" fill="${accent}" transform="skewX(-12)"/>` +
    `<circle cx="560" cy="430" r="115" fill="${shade(accent, -0.15)}"/>` +
    `<circle cx="560" cy="430" r="80" fill="none" stroke="${shade(accent, 0.25)}" stroke-width="10"/>` +
    `<circle cx="560" cy="430" r="42" fill="none" stroke="${shade(accent, 0.25)}" stroke-width="10"/>`,
  bottle: (accent) =>
    `<rect x="350" y="160" width="100" height="70" rx="18" fill="#4a5056"/>` +
    `<path d="M330,230 L470,230 L500,300 L500,630 Q500,660 470,660 L330,660 Q300,660 300,630 L300,300 Z" fill="${accent}"/>` +
    `<rect x="300" y="380" width="200" height="60" fill="${shade(accent, 0.4)}"/>` +
    `<rect x="330" y="470" width="24" height="150" rx="12" fill="${shade(accent, 0.25)}"/>`,
  tent: (accent) =>
    `<path d="M400,200 L660,620 L140,620 Z" fill="${accent}"/>` +
    `<path d="M400,200 L480,620 L320,620 Z" fill="${shade(accent, -0.3)}"/>` +
    `<path d="M400,380 L450,620 L350,620 Z" fill="#2f3540"/>` +
    `<path d="M400,200 L400,160" stroke="#5f666d" stroke-width="10"/>`,
  helmet: (accent) =>
    `<path d="M180,520 Q180,240 420,230 Q640,230 640,480 L640,520 Q600,560 520,540 L200,560 Q180,555 180,520 Z" fill="${accent}"/>` +
    `<path d="M300,260 Q330,330 320,420 M400,240 Q420,330 410,420 M500,250 Q520,320 520,410" fill="none" stroke="#2f3540" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M190,540 L540,520" stroke="#2f3540" stroke-width="20"/>`,
  tag: (accent) =>
    `<path d="M250,240 L470,240 L620,400 L470,560 L250,560 Q220,560 220,530 L220,270 Q220,240 250,240 Z" fill="${accent}" transform="rotate(-12 420 400)"/>` +
    `<circle cx="285" cy="345" r="26" fill="#ffffff" transform="rotate(-12 420 400)"/>` +
    `<text x="400" y="450" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="130" font-weight="700" fill="#ffffff" transform="rotate(-12 420 400)">%</text>`,
};

/** A flooring swatch: planks in the decor's tone with grain lines and staggered joints. */
export function planks(hex: string): string {
  let body = '';
  for (let row = 0; row < 6; row++) {
    const offset = (row * 170) % 400;
    for (let start = -offset; start < 600; start += 400) {
      const x = Math.max(100, 100 + start);
      const width = Math.min(100 + start + 400, 700) - x;
      if (width <= 0) continue;
      const tone = shade(hex, ((row * 7 + start) % 5) * 0.04 - 0.08);
      body += `<rect x="${x}" y="${110 + row * 100}" width="${width - 4}" height="96" fill="${tone}"/>`;
      body += `<path d="M${x + 20},${140 + row * 100} q${width / 3},-12 ${width - 40},6 M${x + 30},${175 + row * 100} q${width / 2},10 ${width - 70},-4" fill="none" stroke="${shade(tone, -0.12)}" stroke-width="3"/>`;
    }
  }
  return `<clipPath id="floor"><rect x="100" y="110" width="600" height="600" rx="24"/></clipPath><g clip-path="url(#floor)">${body}</g>`;
}

/** A square product picture: soft backdrop, shadow, motif. */
export function productPicture(motifSvg: string, backdrop: string): string {
  return svgDocument(
    CANVAS,
    CANVAS,
    `<defs><linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(backdrop, 0.92)}"/><stop offset="1" stop-color="${shade(backdrop, 0.8)}"/></linearGradient></defs>` +
      `<rect width="${CANVAS}" height="${CANVAS}" fill="url(#backdrop)"/>` +
      `<ellipse cx="400" cy="680" rx="250" ry="32" fill="#000000" opacity="0.08"/>` +
      motifSvg,
  );
}

/** A wide banner (categories, brand pages) with the motif on the right. */
export function banner(motifSvg: string, hex: string, title?: string): string {
  const text = title
    ? `<text x="80" y="225" font-family="Helvetica, Arial, sans-serif" font-size="76" font-weight="700" fill="#ffffff">${escapeHtml(title)}</text>`
    : '';
  return svgDocument(
    1200,
    400,
    `<defs><linearGradient id="band" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hex}"/><stop offset="1" stop-color="${shade(hex, 0.45)}"/></linearGradient></defs>` +
      `<rect width="1200" height="400" fill="url(#band)"/>` +
      `<circle cx="980" cy="80" r="260" fill="#ffffff" opacity="0.12"/><circle cx="160" cy="420" r="180" fill="#ffffff" opacity="0.08"/>` +
      `<g transform="translate(760 20) scale(0.45)">${motifSvg}</g>` +
      text,
  );
}

/** A brand logo: monogram badge and the brand name. */
export function logo(title: string, hex: string): string {
  const initials = title
    .split(/\s+/)
    .filter((word) => /^[A-ZÄÖÜ]/.test(word))
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  const fontSize = title.length > 12 ? 44 : 54;
  return svgDocument(
    600,
    240,
    `<rect width="600" height="240" rx="28" fill="#ffffff"/>` +
      `<circle cx="120" cy="120" r="78" fill="${hex}"/>` +
      `<text x="120" y="140" text-anchor="middle" font-family="Georgia, serif" font-size="60" font-weight="700" fill="#ffffff">${escapeHtml(initials)}</text>` +
      `<text x="225" y="138" font-family="Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="${shade(hex, -0.3)}">${escapeHtml(title)}</text>`,
  );
}

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
}
