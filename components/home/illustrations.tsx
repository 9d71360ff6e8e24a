/* Our own illustrations, drawn inline so they cost no request and never shift the layout. */

export function AlignerIcon() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <path d="M8 18c8-10 24-10 32 0-2 14-8 22-16 22S10 32 8 18Z" fill="#efe9fd" stroke="#5424c8" strokeWidth="2.5" />
      <path d="M14 20c6 4 14 4 20 0" stroke="#5424c8" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function SkinIcon() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="16" fill="#fbeaf0" stroke="#a3294f" strokeWidth="2.5" />
      <path d="M17 27c4 4 10 4 14 0" stroke="#a3294f" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <circle cx="19" cy="20" r="2" fill="#a3294f" />
      <circle cx="29" cy="20" r="2" fill="#a3294f" />
      <path d="M36 10l2-4M40 14l4-1" stroke="#e0a100" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export function ShieldIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5l8-3Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M8.5 12l2.5 2.5 4.5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
