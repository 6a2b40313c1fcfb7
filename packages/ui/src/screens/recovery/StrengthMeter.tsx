import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { cn } from '../../lib/cn.ts';

/** Spec §5 'Strength': Weak, Medium (score above 0.5), Strong (above 0.9); an invalid password is Weak. */
export type PasswordStrength = 'weak' | 'medium' | 'strong';

const levels: Record<PasswordStrength, { filled: number; colour: string }> = {
  weak: { filled: 1, colour: 'bg-destructive' },
  medium: { filled: 2, colour: 'bg-primary' },
  strong: { filled: 3, colour: 'bg-success' },
};

/** Three bars and 'Strength: Weak|Medium|Strong'; the words carry it, the bars only draw it. */
export function StrengthMeter({ strength }: { strength: PasswordStrength }) {
  const copy = useMessages().recovery.password.strength;
  const { filled, colour } = levels[strength];
  return (
    <div data-strength={strength} className="flex items-center gap-3 text-sm">
      <span aria-hidden="true" className="flex flex-1 gap-1">
        {[0, 1, 2].map((bar) => (
          <span key={bar} className={cn('h-1 flex-1 rounded-full', bar < filled ? colour : 'bg-muted')} />
        ))}
      </span>
      <span>{format(copy.meter, { strength: copy[strength] })}</span>
    </div>
  );
}
