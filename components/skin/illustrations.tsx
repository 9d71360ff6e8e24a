import type { BodyArea, SkinCategory } from '@/lib/skin';

/* The skin line's own illustrations, drawn inline like the aligner line's: no request, a fixed box, no layout shift.
   All are decorative (aria-hidden): the text beside them says what they show. */

const BRAND = '#a3294f';
const BRAND_SOFT = '#fbeaf0';
const BASE = '#ecdde3';

export type TreatmentIconName = SkinCategory | 'products';

function treatmentPaths(name: TreatmentIconName) {
  return (
    <>
      {name === 'lhr' ? (
        <>
          <rect x="18" y="4" width="10" height="22" rx="4" transform="rotate(30 23 15)" />
          <path d="M12 27l-5 4M15 30l-2 6M10 23l-6 0" />
        </>
      ) : null}
      {name === 'dermafacial' ? (
        <>
          <path d="M6 19L20 7l14 12M10 16v17h20V16" />
          <path d="M20 20l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5Z" />
        </>
      ) : null}
      {name === 'acne' ? (
        <>
          <circle cx="20" cy="20" r="14" />
          <path d="M14 25c3 3 9 3 12 0" />
          <circle cx="13" cy="17" r="1.2" fill={BRAND} />
          <circle cx="27" cy="15" r="1.2" fill={BRAND} />
          <circle cx="25" cy="20" r="1.2" fill={BRAND} />
        </>
      ) : null}
      {name === 'hydrafacial' ? (
        <>
          <path d="M20 5c6 8 11 14 11 20a11 11 0 0 1-22 0c0-6 5-12 11-20Z" />
          <path d="M15 26a5 5 0 0 0 5 5" />
        </>
      ) : null}
      {name === 'anti-ageing' ? (
        <>
          <circle cx="20" cy="21" r="14" />
          <path d="M13 14c2-1 5-1 7 0M20 14c2-1 5-1 7 0M14 27c3 2 9 2 12 0M33 4v6M30 7h6" />
        </>
      ) : null}
      {name === 'advanced' ? (
        <>
          <circle cx="20" cy="20" r="15" />
          <path d="M22 9l-7 12h6l-2 10 7-12h-6Z" />
        </>
      ) : null}
      {name === 'products' ? (
        <>
          <rect x="12" y="15" width="16" height="21" rx="4" />
          <path d="M16 15v-4h8v4M20 11V5h6M16 24h8" />
        </>
      ) : null}
    </>
  );
}

/** A drawn icon for a treatment category (or the skincare shop). */
export function TreatmentIcon({ name, size = 40 }: { name: TreatmentIconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 40 40"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke={BRAND}
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {treatmentPaths(name)}
    </svg>
  );
}

/** The hero drawing of a category page: its icon, large, on the line's soft background, with a little sparkle. */
export function CategoryArt({ name }: { name: TreatmentIconName }) {
  return (
    <svg viewBox="0 0 320 240" width="320" height="240" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`skin-art-${name}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fbeaf0" />
          <stop offset="1" stopColor="#fff1e6" />
        </linearGradient>
      </defs>
      <rect width="320" height="240" rx="28" fill={`url(#skin-art-${name})`} />
      <circle cx="160" cy="120" r="86" fill="#ffffff" opacity="0.8" />
      <circle cx="160" cy="120" r="86" fill="none" stroke="#f3c2d2" strokeWidth="2" strokeDasharray="6 8" />
      <svg
        x="100"
        y="60"
        width="120"
        height="120"
        viewBox="0 0 40 40"
        fill="none"
        stroke={BRAND}
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {treatmentPaths(name)}
      </svg>
      <path
        d="M58 58l4-12 4 12 12 4-12 4-4 12-4-12-12-4Z"
        fill="#ffffff"
        stroke={BRAND}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M262 176l3-8 3 8 8 3-8 3-3 8-3-8-8-3Z" fill={BRAND} />
      <path d="M258 52c0-8 8-17 8-17s8 9 8 17a8 8 0 0 1-16 0Z" fill="#7fd3e6" />
    </svg>
  );
}

type BodyShape = 'neck' | 'chest' | 'stomach' | 'bikini' | 'upperArms' | 'foreArms' | 'thighs' | 'shins' | 'armpits';
type FaceShape = 'face' | 'upperLip' | 'chin' | 'sideLocks' | 'neck';

const ALL_BODY: readonly BodyShape[] = [
  'neck',
  'chest',
  'stomach',
  'bikini',
  'upperArms',
  'foreArms',
  'thighs',
  'shins',
  'armpits',
];

/** Which part of the drawing each service highlights: a face view for the face, a body view for the rest. */
const ZONES: Readonly<
  Record<string, { view: 'face'; shapes: readonly FaceShape[] } | { view: 'body'; shapes: readonly BodyShape[] }>
> = {
  face: { view: 'face', shapes: ['face'] },
  'upper-lip': { view: 'face', shapes: ['upperLip'] },
  chin: { view: 'face', shapes: ['chin'] },
  'side-locks': { view: 'face', shapes: ['sideLocks'] },
  neck: { view: 'face', shapes: ['neck'] },
  underarms: { view: 'body', shapes: ['armpits'] },
  'detan-lhr': { view: 'body', shapes: ['armpits'] },
  chest: { view: 'body', shapes: ['chest'] },
  stomach: { view: 'body', shapes: ['stomach'] },
  back: { view: 'body', shapes: ['chest', 'stomach'] },
  'back-polishing': { view: 'body', shapes: ['chest', 'stomach'] },
  bikini: { view: 'body', shapes: ['bikini'] },
  'full-hands': { view: 'body', shapes: ['upperArms', 'foreArms'] },
  'half-hands': { view: 'body', shapes: ['foreArms'] },
  'full-legs': { view: 'body', shapes: ['thighs', 'shins'] },
  'half-legs': { view: 'body', shapes: ['shins'] },
  'full-body': { view: 'body', shapes: ALL_BODY },
  'body-polishing': { view: 'body', shapes: ALL_BODY },
};

const BY_AREA: Readonly<Record<BodyArea, (typeof ZONES)[string]>> = {
  face: { view: 'face', shapes: ['face'] },
  upperBody: { view: 'body', shapes: ['chest', 'stomach'] },
  lowerBody: { view: 'body', shapes: ['thighs', 'shins'] },
  fullBody: { view: 'body', shapes: ALL_BODY },
};

function bodyShape(shape: BodyShape, fill: string) {
  switch (shape) {
    case 'neck':
      return <rect key={shape} x="29" y="13" width="6" height="5" fill={fill} />;
    case 'chest':
      return <rect key={shape} x="22" y="17" width="20" height="11" rx="3" fill={fill} />;
    case 'stomach':
      return <rect key={shape} x="23" y="28" width="18" height="8" fill={fill} />;
    case 'bikini':
      return <path key={shape} d="M23 36h18l-4 6h-10Z" fill={fill} />;
    case 'upperArms':
      return (
        <g key={shape} fill={fill}>
          <rect x="15" y="18" width="6" height="12" rx="3" />
          <rect x="43" y="18" width="6" height="12" rx="3" />
        </g>
      );
    case 'foreArms':
      return (
        <g key={shape} fill={fill}>
          <rect x="14" y="30" width="6" height="13" rx="3" />
          <rect x="44" y="30" width="6" height="13" rx="3" />
        </g>
      );
    case 'thighs':
      return (
        <g key={shape} fill={fill}>
          <rect x="24" y="40" width="7" height="12" rx="3" />
          <rect x="33" y="40" width="7" height="12" rx="3" />
        </g>
      );
    case 'shins':
      return (
        <g key={shape} fill={fill}>
          <rect x="24" y="51" width="7" height="12" rx="3" />
          <rect x="33" y="51" width="7" height="12" rx="3" />
        </g>
      );
    case 'armpits':
      return (
        <g key={shape} fill={fill}>
          <circle cx="22.5" cy="20" r="3" />
          <circle cx="41.5" cy="20" r="3" />
        </g>
      );
  }
}

function faceShape(shape: FaceShape, fill: string) {
  switch (shape) {
    case 'face':
      return <ellipse key={shape} cx="32" cy="29" rx="15" ry="19" fill={fill} />;
    case 'upperLip':
      return <ellipse key={shape} cx="32" cy="37" rx="6" ry="2.6" fill={fill} />;
    case 'chin':
      return <ellipse key={shape} cx="32" cy="44.5" rx="7" ry="3.6" fill={fill} />;
    case 'sideLocks':
      return (
        <g key={shape} fill={fill}>
          <rect x="16" y="22" width="4.5" height="13" rx="2" />
          <rect x="43.5" y="22" width="4.5" height="13" rx="2" />
        </g>
      );
    case 'neck':
      return <rect key={shape} x="25" y="47" width="14" height="14" rx="3" fill={fill} />;
  }
}

function zoneOf(slug: string, area: BodyArea | null) {
  return ZONES[slug] ?? BY_AREA[area ?? 'fullBody'];
}

/** The body (or the face) in a 64×64 box, the zone of a service drawn in the brand colour. */
function bodyDrawing(zone: ReturnType<typeof zoneOf>) {
  return zone.view === 'body' ? (
    <>
      <circle cx="32" cy="9" r="6" fill={BASE} />
      {ALL_BODY.filter((s) => s !== 'armpits').map((s) => bodyShape(s, BASE))}
      {zone.shapes.map((s) => bodyShape(s, BRAND))}
    </>
  ) : (
    <>
      {faceShape('neck', BASE)}
      {faceShape('face', BASE)}
      <path d="M17 24c0-12 7-17 15-17s15 5 15 17c-4-6-9-8-15-8s-11 2-15 8Z" fill="#c9b3bd" />
      {zone.shapes.map((s) => faceShape(s, BRAND))}
      <path d="M26 28h3M35 28h3" stroke="#8a6b78" strokeWidth="1.6" strokeLinecap="round" />
    </>
  );
}

/** A small drawing of the body (or the face) with the area a service treats highlighted. */
export function BodyPartIcon({ slug, area, size = 56 }: { slug: string; area: BodyArea | null; size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill={BRAND_SOFT} />
      {bodyDrawing(zoneOf(slug, area))}
    </svg>
  );
}

/** The hero drawing of a service page: the body (or face) with the treated area, on the line's soft background. */
export function BodyPartArt({ slug, area }: { slug: string; area: BodyArea | null }) {
  return (
    <svg viewBox="0 0 320 240" width="320" height="240" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="skin-part-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fbeaf0" />
          <stop offset="1" stopColor="#fff1e6" />
        </linearGradient>
      </defs>
      <rect width="320" height="240" rx="28" fill="url(#skin-part-bg)" />
      <circle cx="160" cy="120" r="92" fill="#ffffff" opacity="0.85" />
      <svg x="90" y="42" width="140" height="156" viewBox="0 2 64 62">
        {bodyDrawing(zoneOf(slug, area))}
      </svg>
      <path
        d="M58 58l4-12 4 12 12 4-12 4-4 12-4-12-12-4Z"
        fill="#ffffff"
        stroke={BRAND}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M262 176l3-8 3 8 8 3-8 3-3 8-3-8-8-3Z" fill={BRAND} />
    </svg>
  );
}

/** The three steps of a treatment: consultation, the session (at home or a centre), follow-ups. */
export function StepIcon({ name }: { name: 'consult' | 'session' | 'follow' }) {
  return (
    <svg
      viewBox="0 0 40 40"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke={BRAND}
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {name === 'consult' ? (
        <>
          <path d="M6 9h20v14H14l-6 5v-5H6Z" />
          <path d="M30 15h4v13h-2v4l-5-4h-9v-2" />
          <path d="M11 14h10M11 18h6" />
        </>
      ) : null}
      {name === 'session' ? (
        <>
          <path d="M5 20L20 7l15 13M9 17v16h22V17" />
          <path d="M16 33v-8h8v8" />
        </>
      ) : null}
      {name === 'follow' ? (
        <>
          <rect x="7" y="8" width="26" height="25" rx="3" />
          <path d="M7 15h26M14 5v6M26 5v6M14 24l4 4 8-8" />
        </>
      ) : null}
    </svg>
  );
}

/** Five stars, as many filled as the rating rounds to. Decorative: the rating is always written next to it. */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const filled = Math.round(rating);
  const star = 'M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8Z';
  return (
    <svg viewBox="0 0 100 20" width={size * 5} height={size} aria-hidden="true" focusable="false">
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={star} transform={`translate(${i * 20} 0)`} fill={i < filled ? '#c98500' : '#e3dde0'} />
      ))}
    </svg>
  );
}
