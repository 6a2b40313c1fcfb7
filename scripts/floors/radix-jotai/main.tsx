import * as Dialog from '@radix-ui/react-dialog';
import { atom, useAtom } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The floor of click → modal with what the kit's modal stands on, all in the startup bundle: React,
 * Radix's dialog (portal, focus trap, scroll lock) and a jotai atom for its open state.
 */
const openAtom = atom(false);

function App() {
  const [open, setOpen] = useAtom(openAtom);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <button type="button" onClick={() => setOpen(true)}>
        Log in
      </button>
      <Dialog.Portal>
        <Dialog.Overlay />
        <Dialog.Content aria-describedby={undefined}>
          <Dialog.Title>Log in or sign up</Dialog.Title>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
