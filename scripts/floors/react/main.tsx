import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** The floor of click → modal with React alone: a button whose click renders a dialog. */
function App() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Log in
      </button>
      {open && (
        <div role="dialog" aria-modal="true" aria-labelledby="title">
          <h2 id="title">Log in or sign up</h2>
        </div>
      )}
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
