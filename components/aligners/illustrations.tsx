/* Our own illustrations, drawn inline so they cost no request and never shift the layout. All are decorative:
   the text around them says what they show. */

const INK = '#5424c8';
const TOOTH = '#ffffff';
const TOOTH_LINE = '#b9a6f0';

/** A top-down dental arch wearing a clear aligner. */
export function ArchArt() {
  const teeth = Array.from({ length: 14 }, (_, i) => {
    const theta = ((i - 6.5) / 6.5) * (Math.PI * 0.47);
    const back = Math.abs(i - 6.5) / 6.5;
    return {
      x: 160 + 112 * Math.sin(theta),
      y: 196 - 150 * Math.cos(theta),
      angle: (theta * 180) / Math.PI,
      rx: 9 + 6 * back,
      ry: 11 + 3 * back,
    };
  });
  const arch = teeth.map((t, i) => `${i === 0 ? 'M' : 'L'}${t.x.toFixed(1)} ${t.y.toFixed(1)}`).join(' ');
  return (
    <svg viewBox="0 0 320 240" width="320" height="240" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="aa-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#efe9fd" />
          <stop offset="1" stopColor="#e3f6fa" />
        </linearGradient>
      </defs>
      <rect width="320" height="240" rx="28" fill="url(#aa-bg)" />
      <path d={arch} fill="none" stroke="#f2a7b8" strokeWidth="40" strokeLinecap="round" strokeLinejoin="round" />
      {teeth.map((t) => (
        <ellipse
          key={`${t.x.toFixed(0)}-${t.y.toFixed(0)}`}
          cx={t.x.toFixed(1)}
          cy={t.y.toFixed(1)}
          rx={t.rx.toFixed(1)}
          ry={t.ry.toFixed(1)}
          transform={`rotate(${t.angle.toFixed(1)} ${t.x.toFixed(1)} ${t.y.toFixed(1)})`}
          fill={TOOTH}
          stroke={TOOTH_LINE}
          strokeWidth="2"
        />
      ))}
      <path
        d={arch}
        fill="none"
        stroke="#7fd3e6"
        strokeOpacity="0.45"
        strokeWidth="30"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d={arch} fill="none" stroke="#3aa7c2" strokeOpacity="0.7" strokeWidth="2" strokeDasharray="4 6" />
      <path d="M262 44l6-14M276 56l14-5M270 34l4-4" stroke={INK} strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="#e6f4ea" />
      <path
        d="M5.5 10.5l3 3 6-6.5"
        fill="none"
        stroke="#067647"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A neutral list marker, for lists that are neither good nor bad (causes, effects). */
export function BulletIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="4" fill="#5424c8" />
    </svg>
  );
}
