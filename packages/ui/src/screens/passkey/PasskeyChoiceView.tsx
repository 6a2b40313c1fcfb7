'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { ListScreen } from '../../primitives/templates/ListScreen.tsx';

/** One status: the visitor picks signup or login. */
export const passkeyChoiceViewStatuses = ['choice'] as const;
export type PasskeyChoiceViewStatus = (typeof passkeyChoiceViewStatuses)[number];

export interface PasskeyChoiceViewProps {
  status?: PasskeyChoiceViewStatus;
  /** 'Create new account': signup with a new passkey. */
  onCreate(): void;
  /** 'Log in with a passkey'. */
  onLogin(): void;
}

/** Spec §2 'Passkey screens': the choice screen, shown when the app offers passkey signup. */
export function PasskeyChoiceView({ status = 'choice', onCreate, onLogin }: PasskeyChoiceViewProps) {
  const copy = useMessages().passkey.choice;
  return (
    <ListScreen name="passkey-choice" status={status} title={copy.title}>
      <Button onClick={onCreate}>{copy.create}</Button>
      <Button variant="secondary" onClick={onLogin}>
        {copy.login}
      </Button>
    </ListScreen>
  );
}
