/** Decorative stacked gift boxes (inline SVG: no image request), for heroes and empty frames. */
export function GiftsIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 420 380" className={className} aria-hidden="true" focusable="false">
      <circle cx="215" cy="190" r="170" className="fill-clay-100" />
      <circle cx="330" cy="70" r="14" className="fill-clay-300" />
      <circle cx="70" cy="110" r="8" className="fill-sage-700/40" />
      <circle cx="370" cy="250" r="6" className="fill-clay-400" />

      {/* Large box */}
      <rect x="80" y="200" width="190" height="140" rx="10" className="fill-clay-600" />
      <rect x="68" y="176" width="214" height="40" rx="8" className="fill-clay-500" />
      <rect x="160" y="176" width="30" height="164" className="fill-cream-100" />
      <path
        d="M175 176c-14-34-58-44-62-18s40 18 62 18zm0 0c14-34 58-44 62-18s-40 18-62 18z"
        fill="none"
        strokeWidth="9"
        strokeLinejoin="round"
        className="stroke-cream-100"
      />

      {/* Small box */}
      <rect x="270" y="250" width="100" height="90" rx="8" className="fill-sage-700" />
      <rect x="262" y="236" width="116" height="26" rx="6" className="fill-sage-800" />
      <rect x="310" y="236" width="20" height="104" className="fill-clay-200" />

      {/* Tag */}
      <g transform="rotate(-12 110 300)">
        <rect
          x="30"
          y="280"
          width="78"
          height="44"
          rx="6"
          className="fill-cream-50 stroke-clay-300"
          strokeWidth="2"
        />
        <path
          d="M46 296h46M46 308h30"
          strokeWidth="4"
          strokeLinecap="round"
          className="stroke-clay-300"
        />
      </g>
      <path d="M108 298c14-6 28-10 40-10" fill="none" strokeWidth="2" className="stroke-clay-300" />

      <rect x="40" y="340" width="350" height="6" rx="3" className="fill-ink-900/10" />
    </svg>
  );
}
