import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/testCore.ts';
import { CustomAccountsPage, openLoggedIn } from './models/AccountsPage.ts';
import { ModalLoginPage } from './models/ModalLoginPage.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl } = e2eSession();
const EMBEDDED = '0x52908400098527886E0F7030069857D2E4169EE7';
let counter = 0;

/** A seeded user with a session: `email` and/or a custom-auth account (no e-mail). */
async function seededUser(options: { email?: string; embeddedWallet?: boolean } = {}) {
  const linked = [{ type: 'custom_auth' as const, custom_user_id: `e2e-${process.pid}-${++counter}` }];
  const [user] = (
    await emulator.seed({
      users: [
        {
          ...(options.email ? { email: options.email } : {}),
          linked_accounts: options.embeddedWallet
            ? [
                {
                  type: 'wallet',
                  chain_type: 'ethereum',
                  address: EMBEDDED,
                  wallet_client: 'privy',
                  wallet_client_type: 'privy',
                  connector_type: 'embedded',
                  imported: false,
                  delegated: false,
                  wallet_index: 0,
                },
              ]
            : linked,
        },
      ],
    })
  ).users;
  return user!;
}

const userIds = async () => (await emulator.users()).map((user) => user.id);

describe('accounts in the modal (Chromium)', () => {
  it('updates the e-mail address: Update your email → code → the new address', async () => {
    const old = uniqueEmail('old');
    const user = await seededUser({ email: old });
    const { token } = await emulator.createSession(user.id);
    const tab = await newPage();
    const modal = new ModalLoginPage(tab.page, demoUrl);
    await openLoggedIn(tab.page, `${demoUrl}/`, token!);
    expect(await modal.signedInAs().textContent()).toBe(old);

    await tab.page.getByRole('button', { name: 'Update email' }).click();
    await modal.dialog().getByRole('heading', { name: 'Update your email' }).waitFor();
    const next = uniqueEmail('new');
    await modal.submitEmail(next);
    await modal.typeCode(await emulator.latestCode(next));
    await expect.poll(() => modal.signedInAs().textContent()).toBe(next);
    await modal.dialog().waitFor({ state: 'detached' });
  });

  it('transfers an address another user holds: transfer screen → assets check → Success! → that user is gone', async () => {
    const taken = uniqueEmail('taken');
    const owner = await seededUser({ email: taken, embeddedWallet: true });
    const requester = await seededUser();
    const { token } = await emulator.createSession(requester.id);
    const tab = await newPage();
    const modal = new ModalLoginPage(tab.page, demoUrl);
    await openLoggedIn(tab.page, `${demoUrl}/`, token!);

    await tab.page.getByRole('button', { name: 'Link email' }).click();
    await modal.dialog().getByRole('heading', { name: 'Link your email' }).waitFor();
    await modal.submitEmail(taken);
    await modal.typeCode(await emulator.latestCode(taken));
    const dialog = modal.dialog();
    await dialog.getByRole('heading', { name: 'Email address is associated with another account' }).waitFor();
    await expect
      .poll(() =>
        dialog.getByText(`Do you want to transfer ${taken} to this account instead?`, { exact: false }).count(),
      )
      .toBe(1);

    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Check account assets before transferring' }).waitFor();
    expect(await dialog.getByRole('link', { name: 'View on block explorer' }).getAttribute('href')).toBe(
      `https://etherscan.io/address/${EMBEDDED}`,
    );
    await dialog.getByRole('button', { name: 'Transfer and delete account' }).click();
    await dialog.getByRole('heading', { name: 'Success!' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => modal.signedInAs().textContent()).toBe(taken);
    expect(await userIds()).not.toContain(owner.id);
    expect(tab.cspViolations).toEqual([]);
  });

  it("'No thanks' closes the modal and keeps both users", async () => {
    const taken = uniqueEmail('kept');
    const owner = await seededUser({ email: taken });
    const requester = await seededUser();
    const { token } = await emulator.createSession(requester.id);
    const tab = await newPage();
    const modal = new ModalLoginPage(tab.page, demoUrl);
    await openLoggedIn(tab.page, `${demoUrl}/`, token!);
    await tab.page.getByRole('button', { name: 'Link email' }).click();
    await modal.submitEmail(taken);
    await modal.typeCode(await emulator.latestCode(taken));
    await modal.dialog().getByRole('button', { name: 'No thanks' }).click();
    await modal.dialog().waitFor({ state: 'detached' });
    expect(await userIds()).toEqual(expect.arrayContaining([owner.id, requester.id]));
  });
});

describe('accounts on the custom UI page, hooks only (Chromium)', () => {
  it('updates the e-mail address with useUpdateEmail', async () => {
    const old = uniqueEmail('custom-old');
    const user = await seededUser({ email: old });
    const { token } = await emulator.createSession(user.id);
    const tab = await newPage();
    await openLoggedIn(tab.page, `${demoUrl}/custom/`, token!);
    const accounts = new CustomAccountsPage(tab.page);
    const next = uniqueEmail('custom-new');
    await accounts.verify('Change your e-mail', next, () => emulator.latestCode(next));
    await expect.poll(() => tab.page.getByTestId('user-email').textContent()).toBe(next);
  });

  it('links an address another user holds, then transfers it with useAccountTransfer', async () => {
    const taken = uniqueEmail('custom-taken');
    const owner = await seededUser({ email: taken });
    const requester = await seededUser();
    const { token } = await emulator.createSession(requester.id);
    const tab = await newPage();
    await openLoggedIn(tab.page, `${demoUrl}/custom/`, token!);
    const accounts = new CustomAccountsPage(tab.page);
    await accounts.verify('Link an e-mail', taken, () => emulator.latestCode(taken));
    await expect
      .poll(() => accounts.section().getByRole('alert').getAttribute('data-code'))
      .toBe('account_transfer_required');
    await accounts.transfer();
    await expect.poll(() => tab.page.getByTestId('user-email').textContent()).toBe(taken);
    expect(await userIds()).not.toContain(owner.id);
    expect(tab.cspViolations).toEqual([]);
  });
});
