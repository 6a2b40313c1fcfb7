import { useLinkAccount, useUpdateAccount } from '@foyer/ui';

/**
 * The logged-in user's e-mail through the modal: link one (an address another user holds leads to
 * the account transfer screen) or replace it. Loaded only once someone is logged in.
 */
export default function ModalAccounts() {
  const { linkEmail } = useLinkAccount();
  const { updateEmail } = useUpdateAccount();
  return (
    <section className="card" aria-label="Accounts">
      <div className="row">
        <button type="button" onClick={linkEmail}>
          Link email
        </button>
        <button type="button" onClick={updateEmail}>
          Update email
        </button>
      </div>
    </section>
  );
}
