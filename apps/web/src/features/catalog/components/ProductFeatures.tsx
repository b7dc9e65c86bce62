import { useTranslation } from 'react-i18next';

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  className: 'size-6 shrink-0 text-clay-600',
  'aria-hidden': true,
  focusable: false,
};

function TruckIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
      <circle cx="7" cy="17.5" r="1.5" />
      <circle cx="17" cy="17.5" r="1.5" />
    </svg>
  );
}

function LockIcon() {
  return (
    <svg {...iconProps}>
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

function ReturnIcon() {
  return (
    <svg {...iconProps}>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10a6 6 0 0 1 0 12h-3" />
    </svg>
  );
}

/**
 * The reassurances under the buying buttons (spec §2). A gift card is mailed, never shipped:
 * it makes no home-delivery promise (issue 31).
 */
export function ProductFeatures({ mailed = false }: { mailed?: boolean }) {
  const { t } = useTranslation();
  const features = [
    ...(mailed ? [] : [{ key: 'delivery', Icon: TruckIcon } as const]),
    { key: 'payment', Icon: LockIcon } as const,
    { key: 'returns', Icon: ReturnIcon } as const,
  ];
  return (
    <ul className="mt-8 space-y-3 border-y border-cream-200 py-6">
      {features.map(({ key, Icon }) => (
        <li key={key} className="flex items-start gap-3 text-ink-700">
          <Icon />
          <span>
            <span className="font-semibold text-ink-900">{t(`product.features.${key}.title`)}</span>
            {' – '}
            {t(`product.features.${key}.body`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
