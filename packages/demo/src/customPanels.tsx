import CustomAccounts from './CustomAccounts.tsx';
import CustomAuthPanel from './CustomAuthPanel.tsx';
import CustomCrossApp from './CustomCrossApp.tsx';
import CustomCrossAppSigning from './CustomCrossAppSigning.tsx';
import CustomEmailLogin from './CustomEmailLogin.tsx';
import CustomMfa from './CustomMfa.tsx';
import CustomOAuth from './CustomOAuth.tsx';
import CustomPasskeys from './CustomPasskeys.tsx';
import CustomPhoneLogin from './CustomPhoneLogin.tsx';
import CustomPolicies from './CustomPolicies.tsx';
import CustomSiwe from './CustomSiwe.tsx';
import CustomSiws from './CustomSiws.tsx';
import CustomWalletPanel from './CustomWalletPanel.tsx';

/**
 * Everything the custom-UI page shows, in one lazily loaded module: one chunk, so the hooks it
 * shares with the page stay in the page's entry instead of being split out into a chunk of their
 * own (which would grow the page's startup JS).
 */
export function SignedInPanels() {
  return (
    <>
      <CustomPolicies />
      <CustomPhoneLogin intent="link" />
      <CustomWalletPanel />
      <CustomMfa />
      <CustomAccounts />
      <CustomCrossAppSigning />
      <CustomAuthPanel />
    </>
  );
}

/**
 * What a visitor sees: the e-mail login (`useEmailLogin`), the phone login (`useSmsLogin`), custom
 * JWT and guest login, Solana and Ethereum sign-in, social login (`useOAuthLogin`), cross-app login
 * and passkeys.
 */
export function VisitorPanels() {
  return (
    <>
      <CustomEmailLogin />
      <CustomPhoneLogin />
      <CustomAuthPanel />
      <CustomSiws />
      <CustomSiwe />
      <CustomOAuth />
      <CustomCrossApp />
      <CustomPasskeys />
    </>
  );
}
