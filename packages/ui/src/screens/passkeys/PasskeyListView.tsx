'use client';
import type { FoyerErrorCode } from '@foyer/headless';
import { useEffect, useId, useRef, useState } from 'react';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { ErrorMessage } from '../../primitives/ErrorMessage.tsx';
import { ShieldIcon } from '../../primitives/icons.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { ListScreen } from '../../primitives/templates/ListScreen.tsx';
import { PasskeyDetails } from './PasskeyDetails.tsx';
import { type PasskeyAccount, passkeyError, passkeyName } from './passkeyText.ts';

/**
 * `list`: the passkeys (or, with none, the intro); `adding`: the browser's prompt for a new one runs;
 * `removing`: one passkey (`removingId`) is being unlinked; `enabling`: the listed passkeys are being
 * enrolled in MFA; `error`: the last of these failed (`errorCode`), the list usable again.
 */
export const passkeyListViewStatuses = ['list', 'adding', 'removing', 'enabling', 'error'] as const;
export type PasskeyListViewStatus = (typeof passkeyListViewStatuses)[number];

/** `manage`: 'Your passkeys' (spec §2 'Passkey management'); `mfa`: the passkey step of MFA enrollment. */
export type PasskeyListPurpose = 'manage' | 'mfa';

export interface PasskeyListViewProps {
  status: PasskeyListViewStatus;
  purpose: PasskeyListPurpose;
  /** The user's passkeys, in the order shown. */
  passkeys: readonly PasskeyAccount[];
  /** Whether another passkey may be linked (fewer than 5, spec §5): 'Add new passkey' shows only then. */
  canAdd: boolean;
  /** With `removing`: the `credentialId` of the passkey being removed. */
  removingId?: string | null | undefined;
  /** With `error`: what failed, by code (spec §8 'Passkey' copy). */
  errorCode?: FoyerErrorCode | null | undefined;
  /** 'Add new passkey'. */
  onAdd(): void;
  /** A row's unlink button. */
  onRemove(passkey: PasskeyAccount): void;
  /** 'Enable passkeys' (`mfa` only): enroll the listed passkeys in MFA. */
  onEnable?(): void;
}

/**
 * How many rows show before 'View all' (spec §5 'MFA'): the management list shows 2; the MFA step
 * shows up to 3, or 2 and 'View All' when there are more.
 */
function shownCount(purpose: PasskeyListPurpose, total: number): number {
  if (purpose === 'mfa') return total > 3 ? 2 : total;
  return Math.min(total, 2);
}

/**
 * Spec §2 'Passkey management' and 'MFA' (passkey enrollment): each passkey with its date of last
 * verification and an unlink button, 'View all', 'Add new passkey' while fewer than 5, and in the
 * MFA step 'Enable passkeys'. With no passkey: 'Secure your account with a passkey'.
 */
export function PasskeyListView({
  status,
  purpose,
  passkeys,
  canAdd,
  removingId = null,
  errorCode = null,
  onAdd,
  onRemove,
  onEnable,
}: PasskeyListViewProps) {
  const m = useMessages();
  const copy = m.passkeys.list;
  const [expanded, setExpanded] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const focusRow = useRef<number | null>(null);
  const rowId = useId();

  // 'View all' goes away when pressed: focus moves to the first row it revealed.
  useEffect(() => {
    if (!expanded || focusRow.current === null) return;
    list.current?.children[focusRow.current]?.querySelector('button')?.focus();
    focusRow.current = null;
  }, [expanded]);

  const busy = status === 'adding' || status === 'removing' || status === 'enabling';
  const limit = expanded ? passkeys.length : shownCount(purpose, passkeys.length);
  const removing = status === 'removing' ? passkeys.find((passkey) => passkey.credentialId === removingId) : undefined;
  const message =
    status === 'error' ? (
      <ErrorMessage>{passkeyError(errorCode, m)}</ErrorMessage>
    ) : removing ? (
      format(copy.removing, { name: passkeyName(removing, m) })
    ) : null;

  const add = canAdd ? (
    <Button
      variant={purpose === 'mfa' && passkeys.length > 0 ? 'secondary' : 'primary'}
      disabled={busy}
      aria-busy={status === 'adding'}
      onClick={onAdd}
    >
      {status === 'adding' ? (
        <>
          <Spinner size="sm" />
          {copy.adding}
        </>
      ) : (
        copy.add
      )}
    </Button>
  ) : null;

  if (passkeys.length === 0) {
    return (
      <ListScreen
        name="passkey-list"
        status={status}
        icon={<ShieldIcon />}
        title={copy.emptyTitle}
        description={copy.emptyDetail}
        focusTitle
        message={message}
        actions={add}
      />
    );
  }

  return (
    <ListScreen
      name="passkey-list"
      status={status}
      title={copy.title}
      description={purpose === 'mfa' ? copy.mfaDetail : undefined}
      focusTitle
      message={message}
      actions={
        purpose === 'mfa' || add ? (
          <>
            {purpose === 'mfa' ? (
              <Button disabled={busy} aria-busy={status === 'enabling'} onClick={onEnable}>
                {status === 'enabling' ? <Spinner size="sm" /> : null}
                {copy.enable}
              </Button>
            ) : null}
            {add}
          </>
        ) : undefined
      }
    >
      <ul ref={list} aria-label={copy.listLabel} className="flex flex-col gap-2">
        {passkeys.slice(0, limit).map((passkey, index) => {
          const name = passkeyName(passkey, m);
          const removingThis = passkey === removing;
          return (
            <li
              key={passkey.credentialId}
              className="flex items-center gap-2 rounded-foyer-sm border border-border py-2 pr-2 pl-3"
            >
              <PasskeyDetails passkey={passkey} dateId={`${rowId}-${index}`} />
              <Button
                variant="secondary"
                size="sm"
                aria-label={format(copy.removeNamed, { name })}
                aria-describedby={`${rowId}-${index}`}
                aria-busy={removingThis}
                disabled={busy}
                className="relative"
                onClick={() => onRemove(passkey)}
              >
                {/* The spinner takes the label's place, so the row keeps its layout. */}
                <span className={removingThis ? 'invisible' : undefined}>{copy.remove}</span>
                {removingThis ? (
                  <span className="absolute inset-0 flex items-center justify-center">
                    <Spinner size="sm" />
                  </span>
                ) : null}
              </Button>
            </li>
          );
        })}
      </ul>
      {limit < passkeys.length ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            focusRow.current = limit;
            setExpanded(true);
          }}
        >
          {purpose === 'mfa' ? copy.viewAllMfa : copy.viewAll}
        </Button>
      ) : null}
    </ListScreen>
  );
}
