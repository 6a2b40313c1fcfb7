import { useAuth } from '@foyer/headless';
import { useLinkAccount, useUpdateAccount } from '@foyer/ui';

/** The logged-in user's phone number, linked and updated through the modal. Loaded once someone is logged in. */
export default function AccountPanel() {
  const { user } = useAuth();
  const { linkPhone } = useLinkAccount();
  const { updatePhone } = useUpdateAccount();
  const phone = user?.phone?.phoneNumber;
  return (
    <div className="row">
      {phone ? (
        <>
          <span>
            Phone <strong data-testid="user-phone">{phone}</strong>
          </span>
          <button type="button" onClick={updatePhone}>
            Update phone
          </button>
        </>
      ) : (
        <button type="button" onClick={linkPhone}>
          Link phone
        </button>
      )}
    </div>
  );
}
