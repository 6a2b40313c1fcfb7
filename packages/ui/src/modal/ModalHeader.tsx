'use client';
import { use } from 'react';
import { useMessages } from '../i18n/MessagesContext.tsx';
import { Button } from '../primitives/Button.tsx';
import { DialogClose } from '../primitives/Dialog.tsx';
import { BackIcon, CloseIcon } from '../primitives/icons.tsx';
import { useSlot } from '../primitives/slots.ts';
import { StandaloneClose } from './standaloneClose.ts';

export interface ModalHeaderProps {
  /** Shown when there is a screen to go back to; null disables it (e.g. while success shows). */
  onBack?: (() => void) | null | undefined;
  /** False hides the close button (a request the user may not cancel yet). Default true. */
  closable?: boolean;
}

/** Back and close buttons above every screen. */
export function ModalHeader({ onBack, closable = true }: ModalHeaderProps) {
  const m = useMessages();
  const closeStandalone = use(StandaloneClose);
  const header = useSlot('modal-header', 'flex h-13 shrink-0 items-center justify-between px-3 pt-3');
  return (
    <div {...header}>
      {onBack === undefined ? (
        <span aria-hidden="true" />
      ) : (
        <Button
          variant="ghost"
          size="icon"
          aria-label={m.modal.back}
          disabled={onBack === null}
          onClick={onBack ?? undefined}
        >
          <BackIcon />
        </Button>
      )}
      {closable && closeStandalone ? (
        <Button variant="ghost" size="icon" aria-label={m.modal.close} onClick={closeStandalone}>
          <CloseIcon />
        </Button>
      ) : closable ? (
        <DialogClose>
          <Button variant="ghost" size="icon" aria-label={m.modal.close}>
            <CloseIcon />
          </Button>
        </DialogClose>
      ) : (
        <span aria-hidden="true" className="size-9" />
      )}
    </div>
  );
}
