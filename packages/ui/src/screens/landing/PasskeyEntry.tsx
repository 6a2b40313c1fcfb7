'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button.tsx';

/** Under the rows: 'Continue with passkey' (a row of its own) when passkey is the only method, else 'I have a passkey'. */
export function PasskeyEntry({ passkey, onSelect }: { passkey: 'continue' | 'i-have'; onSelect(): void }) {
  const m = useMessages();
  const row = passkey === 'continue';
  return (
    <Button
      variant={row ? 'secondary' : 'ghost'}
      size={row ? 'md' : 'sm'}
      data-row="passkey"
      className={cn('w-full', row ? 'justify-start' : 'text-muted-foreground')}
      onClick={onSelect}
    >
      {m.landing.passkey[passkey]}
    </Button>
  );
}
