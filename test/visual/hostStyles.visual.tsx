import { afterAll, beforeAll, describe, it } from 'vitest';
import { commands } from 'vitest/browser';
import hostile from './hostile.css?inline';
import { HOST_STYLES } from './hostStylesPrefix.ts';
import { files, runAndCompare, screenshotHooks, screenshotName, themes } from './suite.tsx';

/**
 * The modal under a host page's stylesheet that restyles h1–h6, p, a, button, input, ul and svg
 * (./hostile.css), in dark OS mode: each story's screenshots must be the pixels of its own baseline,
 * recorded without that stylesheet. The stories cover the landing screen (title, text, input,
 * buttons, links, icons) with its 'More options' list, the code screen, the wallet list (a
 * list of rows with icons and a search field) and the connected modal's portalled dialog.
 * Never recorded: `-u` writes these shots to test-results/, not over the baselines.
 */
const stories: Record<string, string[]> = {
  'Screens/Landing/Landing': ['LogoMessageAndTerms', 'MoreOptionsOpen'],
  'Screens/Email/EnterCode': ['AwaitingCodeInput'],
  'Screens/ExternalWallets/WalletList': ['ManyWallets'],
  'Modal/FoyerModal': ['CentredDialogDark'],
};

screenshotHooks();
const style = document.createElement('style');
beforeAll(async () => {
  style.textContent = hostile;
  document.head.append(style);
  await commands.emulateColorScheme('dark');
});
afterAll(async () => {
  style.remove();
  await commands.emulateColorScheme(null);
});

describe.each(Object.entries(stories))('host styles: %s', (title, exportNames) => {
  const file = files.find((candidate) => candidate.title === title);
  if (!file) throw new Error(`No stories titled ${title}`);
  describe.each(themes)('%s', (theme) => {
    it.each(exportNames)('%s', (exportName) =>
      runAndCompare(
        file.byTheme[theme][exportName]!,
        theme,
        (width) => `${HOST_STYLES}${screenshotName(title, exportName, theme, width)}`,
      ),
    );
  });
});
