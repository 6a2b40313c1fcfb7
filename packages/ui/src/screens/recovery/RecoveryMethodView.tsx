'use client';
import { BrandMark } from '../../brand/BrandMark.tsx';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { KeyIcon, ShieldIcon } from '../../primitives/icons.tsx';
import { ListScreen } from '../../primitives/templates/ListScreen.tsx';
import { ReviewScreen } from '../../primitives/templates/ReviewScreen.tsx';
import { cloudMark, type RecoveryMethod } from './recoveryCopy.ts';

/** `choosing`: the methods; `info`: 'Why do I need to secure my account?', back with 'Select backup method'. */
export const recoveryMethodViewStatuses = ['choosing', 'info'] as const;
export type RecoveryMethodViewStatus = (typeof recoveryMethodViewStatuses)[number];

/** The rows' order: the clouds, then the password. */
const methodOrder: readonly RecoveryMethod[] = ['google-drive', 'icloud', 'user-passcode'];

export interface RecoveryMethodViewProps {
  status: RecoveryMethodViewStatus;
  /** The methods the app offers (its `recovery_methods`); a row each, clouds first. */
  offered: readonly RecoveryMethod[];
  /**
   * The wallet's current user-owned method, if any: the title becomes 'Update backup method', the
   * current cloud is hidden, and a current password reads 'Reset your password'.
   */
  current?: RecoveryMethod | null;
  onSelect(method: RecoveryMethod): void;
  /** 'Why do I need to secure my account?': to `info`. */
  onShowInfo(): void;
  /** 'Select backup method': back to `choosing`. */
  onHideInfo(): void;
}

/**
 * Spec §2 'Recovery method selection': 'Secure your account' (or 'Update backup method') with 'Back up
 * to Google Drive', 'Back up to Apple iCloud' and 'Set a password' (or 'Reset your password'); the
 * info panel 'Why do I need to secure my account?' with 'Select backup method'.
 */
export function RecoveryMethodView({
  status,
  offered,
  current = null,
  onSelect,
  onShowInfo,
  onHideInfo,
}: RecoveryMethodViewProps) {
  const copy = useMessages().recovery.method;
  if (status === 'info') {
    return (
      <ReviewScreen
        name="recovery-method"
        status={status}
        icon={<ShieldIcon />}
        title={copy.why}
        focusTitle
        description={copy.whyDetail}
        actions={<Button onClick={onHideInfo}>{copy.select}</Button>}
      />
    );
  }
  return (
    <ListScreen
      name="recovery-method"
      status={status}
      icon={<ShieldIcon />}
      title={current ? copy.updateTitle : copy.title}
      footer={
        <Button variant="link" onClick={onShowInfo}>
          {copy.why}
        </Button>
      }
    >
      {methodOrder
        .filter((method) => offered.includes(method) && (method === 'user-passcode' || method !== current))
        .map((method) => (
          <Button
            key={method}
            variant="secondary"
            className="justify-start"
            data-method={method}
            onClick={() => onSelect(method)}
          >
            {method === 'user-passcode' ? <KeyIcon /> : <BrandMark name={cloudMark[method]} />}
            {method === 'user-passcode'
              ? current === 'user-passcode'
                ? copy.resetPassword
                : copy.setPassword
              : copy.cloud[method]}
          </Button>
        ))}
    </ListScreen>
  );
}
