// Click → modal, in the page (scripts/clickToModal.ts adds this file as an init script, as it is:
// plain JavaScript, so that no compiler helper leaks into the page).

/**
 * Once the enabled 'Log in' button is there and painted, clicks it; `window.__clickToModal` then
 * resolves with the milliseconds from the click to the first frame painted with `shown` in the page.
 */
window.armClickToModal = (shown) => {
  window.__clickToModal = new Promise((resolve, reject) => {
    const opener = () =>
      [...document.querySelectorAll('button')].find((button) => button.textContent === 'Log in' && !button.disabled);
    const click = (button) => {
      const start = performance.now();
      button.click();
      const check = () => {
        if (document.querySelector(shown)) requestAnimationFrame(() => resolve(performance.now() - start));
        else if (performance.now() - start > 10_000) reject(new Error(`no ${shown} 10 s after the click`));
        else requestAnimationFrame(check);
      };
      check();
    };
    // The click, in a task after the frame that paints the button: as soon as a user could.
    const clickOnceShown = (button) => requestAnimationFrame(() => setTimeout(() => click(button)));
    const ready = opener();
    if (ready) return clickOnceShown(ready);
    const observer = new MutationObserver(() => {
      const button = opener();
      if (!button) return;
      observer.disconnect();
      clickOnceShown(button);
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
};
