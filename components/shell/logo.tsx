/** Our wordmark, drawn as SVG so it is crisp and costs no request. */
export function Logo({ title }: { title: string }) {
  return (
    <svg
      viewBox="0 0 176 32"
      width="150"
      height="27"
      className="logo"
      direction="ltr"
      role="img"
      aria-label={title}
      focusable="false"
    >
      <circle cx="14" cy="16" r="12" fill="#5424c8" />
      <path
        d="M8 15.5c1.6 3.2 4 4.8 6 4.8s4.4-1.6 6-4.8"
        stroke="#fff"
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="36" cy="16" r="12" fill="#a3294f" />
      <path
        d="M31 12.5c2-2 8-2 10 0M31 19.5c2 2 8 2 10 0"
        stroke="#fff"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
      />
      <text
        x="54"
        y="22"
        fontFamily="var(--font-latin), Arial, sans-serif"
        fontSize="17"
        fontWeight="700"
        fill="#14161c"
        textLength="120"
        lengthAdjust="spacingAndGlyphs"
      >
        toothsi · skinnsi
      </text>
    </svg>
  );
}
