import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/testCore.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl } = e2eSession();

/** The demo's /theming/ page: a swapped screen, `appearance`, and a host component on the Tailwind theme. */
describe('theming: every level of swapping (Chromium, strict CSP)', () => {
  it("logs in through the host's own code screen, with the modal restyled and the host's Tailwind on Foyer's tokens", async () => {
    const tab = await newPage();
    const { page } = tab;
    await page.goto(`${demoUrl}/theming/`);

    // The host's component: Tailwind 4 utilities from @foyer/ui/theme.css, on the kit's tokens.
    const banner = page.getByTestId('acme-banner');
    const hostButton = banner.getByRole('button', { name: 'Log in' });
    const bannerStyle = await banner.evaluate((el) => {
      const style = getComputedStyle(el);
      return { radius: style.borderTopLeftRadius, background: style.backgroundColor };
    });
    expect(bannerStyle).toEqual({ radius: '16px', background: 'rgb(241, 242, 245)' });
    expect(await hostButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(79, 70, 229)');

    await hostButton.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Log in or sign up' }).waitFor();

    // appearance.variables: the accent, the radius and the font on the modal's root.
    const email = uniqueEmail('theming');
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
    const submit = dialog.getByRole('button', { name: 'Submit' });
    const submitStyle = await submit.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        accent: style.getPropertyValue('--foyer-primary').trim(),
        radius: style.borderTopLeftRadius,
        transform: style.textTransform,
        font: style.fontFamily,
      };
    });
    // appearance.elements: `uppercase` on every button, merged into Foyer's classes.
    expect(submitStyle).toEqual({
      accent: '#0e7490',
      radius: '2.5px',
      transform: 'uppercase',
      font: 'Georgia, serif',
    });
    expect(await dialog.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('4px');

    // The swapped screen: the host's own, in Foyer's flow (the code was sent on entry).
    await submit.click();
    await dialog.getByRole('heading', { name: 'Your Acme code' }).waitFor();
    expect(
      await dialog.getByRole('heading', { name: 'Your Acme code' }).evaluate((el) => getComputedStyle(el).color),
    ).toBe('rgb(14, 116, 144)');
    await dialog.locator('[data-screen="my-enter-code"][data-status="awaiting-code-input"]').waitFor();
    await dialog.getByRole('textbox', { name: 'Acme code' }).fill(await emulator.latestCode(email));
    await dialog.getByRole('button', { name: 'Verify' }).click();

    await page.getByText(`Signed in as ${email}`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(tab.cspViolations).toEqual([]);
  });
});
