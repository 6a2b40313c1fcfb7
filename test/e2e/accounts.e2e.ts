import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/testCore.ts';
import { CustomAccountsPage, openLoggedIn } from './models/AccountsPage.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl } = e2eSession();
let counter = 0;

/** A seeded user with a session: `email`, else a custom-auth account only (no e-mail to replace). */
async function seededUser(options: { email?: string } = {}) {
  const [user] = (
    await emulator.seed({
      users: [
        options.email
          ? { email: options.email }
          : { linked_accounts: [{ type: 'custom_auth', custom_user_id: `e2e-${process.pid}-${++counter}` }] },
      ],
    })
  ).users;
  return user!;
}

const userIds = async () => (await emulator.users()).map((user) => user.id);

// The modal's side (link → transfer screen → Success!, 'No thanks', update) runs against the real
// modal in packages/ui/src/modal/userIntents.test.tsx: link and update buttons on the demo's modal
// page took that page over its startup budget (82.1 kB, however they were loaded).
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
