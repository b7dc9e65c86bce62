import { useTranslation } from 'react-i18next';
import { passwordStrength } from '@shop/contracts';
import { cn } from '../../../lib/cn';

const LEVEL_KEYS = [
  'accounts.strength.level0',
  'accounts.strength.level1',
  'accounts.strength.level2',
  'accounts.strength.level3',
  'accounts.strength.level4',
] as const;

const BAR_COLOURS = ['bg-clay-600', 'bg-clay-600', 'bg-clay-400', 'bg-sage-700', 'bg-sage-700'];

/**
 * Spec §5: 0 to 4, one point per criterion met (8 characters, a lowercase letter, an
 * uppercase letter, a number), the same criteria the password rules check.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const strength = passwordStrength(password);
  const label = t(LEVEL_KEYS[strength] ?? LEVEL_KEYS[0]);

  return (
    <div className="mt-2" data-strength={strength}>
      <div
        role="meter"
        aria-label={t('accounts.strength.label')}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={strength}
        aria-valuetext={label}
        className="flex gap-1"
      >
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn(
              'h-1.5 flex-1 rounded-full transition-colors',
              step <= strength ? BAR_COLOURS[strength] : 'bg-cream-200',
            )}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-ink-600" aria-hidden="true">
        {t('accounts.strength.label')}: {label}
      </p>
    </div>
  );
}
