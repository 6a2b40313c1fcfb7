import {
  type EmailLoginSnapshot,
  failureRoute,
  type LinkedAccount,
  useAccountTransfer,
  useAuth,
  useEmailLogin,
  useUnlinkAccount,
  useUpdateEmail,
} from '@foyer/headless';
import { type FormEvent, useState } from 'react';

/** An address field, then a code field: the two steps of linking or replacing an e-mail address. */
function CodeForm({
  label,
  state,
  onSend,
  onVerify,
}: {
  label: string;
  state: EmailLoginSnapshot;
  onSend: (email: string) => void;
  onVerify: (code: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const askingForCode = state.codeSentAt !== null && state.status !== 'done';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (askingForCode) onVerify(code);
    else onSend(email);
  };
  return (
    <form onSubmit={submit} aria-label={label} data-status={state.status}>
      {askingForCode ? (
        <label>
          {label}: code sent to {state.email}
          <div className="row">
            <input name="code" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} />
            <button type="submit">Verify</button>
          </div>
        </label>
      ) : (
        <label>
          {label}
          <div className="row">
            <input name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            <button type="submit">Send code</button>
          </div>
        </label>
      )}
    </form>
  );
}

/**
 * Linking an address; one another user holds can be transferred here (that user is deleted). Where a
 * failure leads is `failureRoute()`'s answer, the default modal's.
 */
function LinkEmail() {
  const { state, sendCode, loginWithCode } = useEmailLogin({ intent: 'link' });
  const transfer = useAccountTransfer();
  const route = state.status === 'error' ? failureRoute(state.error) : null;
  const data = route?.kind === 'account-transfer' ? route.transfer : null;
  return (
    <>
      <CodeForm
        label="Link an e-mail"
        state={state}
        onSend={(email) => void sendCode({ email })}
        onVerify={(code) => void loginWithCode({ code })}
      />
      {data && transfer.state.status !== 'done' ? (
        <p role="alert" data-code={state.error?.code}>
          {data.displayName ?? 'This account'} belongs to another user.{' '}
          <button
            type="button"
            disabled={transfer.state.status === 'transferring'}
            onClick={() => void transfer.transfer(data)}
          >
            Transfer it here
          </button>
        </p>
      ) : state.status === 'error' ? (
        <p className="error" role="alert" data-code={state.error.code}>
          Could not link ({state.error.code}).
        </p>
      ) : null}
      {transfer.state.status === 'done' ? <p role="status">Transferred.</p> : null}
      {transfer.state.status === 'error' ? (
        <p className="error" role="alert" data-code={transfer.state.error.code}>
          Could not transfer ({transfer.state.error.code}).
        </p>
      ) : null}
    </>
  );
}

function UpdateEmail() {
  const { state, sendCode, verifyCode } = useUpdateEmail();
  return (
    <>
      <CodeForm
        label="Change your e-mail"
        state={state}
        onSend={(newEmailAddress) => void sendCode({ newEmailAddress })}
        onVerify={(code) => void verifyCode({ code })}
      />
      {state.status === 'error' ? (
        <p className="error" role="alert" data-code={state.error.code}>
          Could not update ({state.error.code}).
        </p>
      ) : null}
    </>
  );
}

const describe = (account: LinkedAccount) =>
  'address' in account ? account.address : 'phoneNumber' in account ? account.phoneNumber : account.type;

/** The user's accounts, each with Unlink (embedded wallets and the last account are refused). */
function Accounts({ accounts }: { accounts: readonly LinkedAccount[] }) {
  const { state, unlinkAccount } = useUnlinkAccount();
  return (
    <ul aria-label="Linked accounts">
      {accounts.map((account) => (
        <li key={`${account.type}:${describe(account)}`} className="row">
          {account.type} <code>{describe(account)}</code>
          <button type="button" onClick={() => void unlinkAccount(account)}>
            Unlink {describe(account)}
          </button>
        </li>
      ))}
      {state.status === 'error' ? (
        <li className="error" role="alert" data-code={state.error.code}>
          Could not unlink ({state.error.code}).
        </li>
      ) : null}
    </ul>
  );
}

/** Linked accounts on the headless hooks alone: list and unlink, link an e-mail (with transfer), change it. */
export default function CustomAccounts() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <section className="card" aria-label="Accounts">
      <h2>Linked accounts</h2>
      <p className="hint">useUnlinkAccount, useEmailLogin with intent 'link', useAccountTransfer and useUpdateEmail.</p>
      <Accounts accounts={user.linkedAccounts} />
      {user.email ? <UpdateEmail /> : <LinkEmail />}
    </section>
  );
}
