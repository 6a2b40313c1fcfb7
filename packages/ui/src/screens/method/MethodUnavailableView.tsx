'use client';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { AlertIcon } from '../../primitives/icons.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';

/** `unavailable`: the only state. */
export const methodUnavailableViewStatuses = ['unavailable'] as const;
export type MethodUnavailableViewStatus = (typeof methodUnavailableViewStatuses)[number];

export interface MethodUnavailableViewProps {
  status: MethodUnavailableViewStatus;
  /** The method as the row named it: 'Google', 'MetaMask', 'Passkey', … */
  methodName: string;
  /** The app's name, for the detail line. */
  appName?: string | null;
  onBack(): void;
}

/** A login method that is not available yet: says so honestly, with Back. */
export function MethodUnavailableView({ status, methodName, appName, onBack }: MethodUnavailableViewProps) {
  const m = useMessages();
  return (
    <StatusScreen
      name="method-unavailable"
      status={status}
      tone="info"
      icon={<AlertIcon />}
      title={format(m.methodUnavailable.title, { method: methodName })}
      description={appName ? format(m.methodUnavailable.detailForApp, { app: appName }) : m.methodUnavailable.detail}
      actions={
        // The one action here: the dialog's focus starts on it.
        <Button autoFocus onClick={onBack}>
          {m.methodUnavailable.back}
        </Button>
      }
    />
  );
}
