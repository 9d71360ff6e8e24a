import type { CaseType } from '../../lib/bite-problems';

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
      <path d={arch} fill="none" stroke="#7fd3e6" strokeOpacity="0.45" strokeWidth="30" strokeLinecap="round" strokeLinejoin="round" />
      <path d={arch} fill="none" stroke="#3aa7c2" strokeOpacity="0.7" strokeWidth="2" strokeDasharray="4 6" />
      <path d="M262 44l6-14M276 56l14-5M270 34l4-4" stroke={INK} strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

type Stage = 'before' | 'after';
interface Tooth {
  x: number;
  y: number;
  h: number;
  w: number;
  r: number;
}

const COUNT = 6;
const STEP = 24;
const START = (200 - COUNT * STEP) / 2 + 1;

function row(y: number, h: number, w = 22, step = STEP): Tooth[] {
  const start = (200 - COUNT * step) / 2 + (step - w) / 2;
  return Array.from({ length: COUNT }, (_, i) => ({ x: start + i * step, y, h, w, r: 0 }));
}

/** Front view of the teeth for a case type, before or after treatment (simplified, not to scale). */
function layout(kind: CaseType, stage: Stage): { upper: Tooth[]; lower: Tooth[]; lowerInFront: number[] } {
  const upper = row(22, 36);
  const lower = row(54, 30);
  if (stage === 'after') return { upper, lower, lowerInFront: [] };
  switch (kind) {
    case 'crowding': {
      const turns = [-12, 9, -7, 13, -9, 7];
      const shift = [4, 1, -2, 2, -1, -4];
      const lift = [0, 3, -2, 4, 0, 2];
      return {
        upper: upper.map((t, i) => ({ ...t, x: t.x + (shift[i] ?? 0) * 2, y: t.y + (lift[i] ?? 0), r: turns[i] ?? 0 })),
        lower: lower.map((t, i) => ({ ...t, x: t.x + (shift[5 - i] ?? 0), r: -(turns[i] ?? 0) / 2 })),
        lowerInFront: [],
      };
    }
    case 'gaps':
      return { upper: row(22, 36, 17, 26), lower: row(54, 30, 17, 25), lowerInFront: [] };
    case 'overbite':
      return { upper: row(22, 46), lower: row(60, 30), lowerInFront: [] };
    case 'underbite':
      return { upper: row(22, 34), lower: row(44, 34), lowerInFront: [0, 1, 2, 3, 4, 5] };
    case 'crossbite':
      return { upper, lower: lower.map((t, i) => (i >= 4 ? { ...t, y: t.y - 8 } : t)), lowerInFront: [4, 5] };
    case 'openBite':
      return {
        upper: upper.map((t, i) => (i >= 1 && i <= 4 ? { ...t, h: 26 } : t)),
        lower: lower.map((t, i) => (i >= 1 && i <= 4 ? { ...t, y: t.y + 12, h: 24 } : t)),
        lowerInFront: [],
      };
  }
}

function ToothShape({ t }: { t: Tooth }) {
  const cx = t.x + t.w / 2;
  const cy = t.y + t.h / 2;
  return <rect x={t.x} y={t.y} width={t.w} height={t.h} rx="7" fill={TOOTH} stroke={TOOTH_LINE} strokeWidth="2" transform={t.r ? `rotate(${t.r} ${cx} ${cy})` : undefined} />;
}

/** Before/after illustration of one case type. */
export function BiteArt({ kind, stage }: { kind: CaseType; stage: Stage }) {
  const { upper, lower, lowerInFront } = layout(kind, stage);
  const behind = lower.filter((_, i) => !lowerInFront.includes(i));
  const front = lower.filter((_, i) => lowerInFront.includes(i));
  return (
    <svg viewBox="0 0 200 120" width="200" height="120" aria-hidden="true" focusable="false">
      <rect width="200" height="120" rx="16" fill={stage === 'after' ? '#eefaf3' : '#f5f4fa'} />
      <rect x={START - 8} y="14" width={COUNT * STEP + 14} height="86" rx="30" fill="#4a2236" />
      <path d={`M${START - 10} 30 Q100 6 ${START + COUNT * STEP + 8} 30 L${START + COUNT * STEP + 8} 14 L${START - 10} 14 Z`} fill="#f2a7b8" />
      <path d={`M${START - 10} 86 Q100 108 ${START + COUNT * STEP + 8} 86 L${START + COUNT * STEP + 8} 102 L${START - 10} 102 Z`} fill="#f2a7b8" />
      {behind.map((t, i) => (
        <ToothShape key={`l${i}`} t={t} />
      ))}
      {upper.map((t, i) => (
        <ToothShape key={`u${i}`} t={t} />
      ))}
      {front.map((t, i) => (
        <ToothShape key={`f${i}`} t={t} />
      ))}
      {stage === 'after' ? <path d="M170 20l4-8M178 26l8-3" stroke="#067647" strokeWidth="3" strokeLinecap="round" /> : null}
    </svg>
  );
}

export type StepIconName = 'scan' | 'plan' | 'aligners' | 'results';

export function StepIcon({ name }: { name: StepIconName }) {
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false" fill="none" stroke={INK} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      {name === 'scan' ? (
        <>
          <rect x="12" y="5" width="16" height="30" rx="4" />
          <path d="M16 14h8M16 19h8M16 24h5" />
        </>
      ) : null}
      {name === 'plan' ? (
        <>
          <rect x="5" y="7" width="30" height="20" rx="3" />
          <path d="M14 33h12M20 27v6M11 19c4-6 14-6 18 0" />
        </>
      ) : null}
      {name === 'aligners' ? (
        <>
          <path d="M6 14c8-9 20-9 28 0-2 13-7 19-14 19S8 27 6 14Z" />
          <path d="M12 17c5 3 11 3 16 0" />
        </>
      ) : null}
      {name === 'results' ? (
        <>
          <circle cx="20" cy="21" r="13" />
          <path d="M14 24c3 3 9 3 12 0M15 17h.01M25 17h.01M31 5l1-3M35 9l3-1" />
        </>
      ) : null}
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="#e6f4ea" />
      <path d="M5.5 10.5l3 3 6-6.5" fill="none" stroke="#067647" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
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
