/**
 * Five stars filled to a rating (halves rounded to the nearest half), drawn as one inline SVG. Decorative: the
 * rating is always said in words beside it.
 */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const filled = Math.round(rating * 2) / 2;
  const id = `half-${Math.round(filled * 10)}`;
  return (
    <svg
      width={size * 5 + 8}
      height={size}
      viewBox="0 0 108 20"
      aria-hidden="true"
      focusable="false"
      style={{ verticalAlign: 'middle' }}
    >
      <defs>
        <linearGradient id={id}>
          <stop offset="50%" stopColor="#b45309" />
          <stop offset="50%" stopColor="#d6d3e0" />
        </linearGradient>
      </defs>
      {[0, 1, 2, 3, 4].map((i) => (
        <path
          key={i}
          transform={`translate(${i * 22} 0)`}
          d="M10 1.5l2.6 5.5 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6L1.4 7.7l6-.7z"
          fill={filled >= i + 1 ? '#b45309' : filled >= i + 0.5 ? `url(#${id})` : '#d6d3e0'}
        />
      ))}
    </svg>
  );
}
