/**
 * The wallet iframe (reference §6), served by the emulator at `/apps/{appId}/embedded-wallets`:
 * answers its parent page's `privy:` requests when the parent's origin is allowed by the app. Keys
 * live only in this frame's memory for the length of one request; the device share stays in this
 * origin's localStorage and the device key in its IndexedDB; nothing but addresses and signatures is
 * ever posted.
 */
import { domainsAdmit } from '../domains/apps/origins.ts';
import { createProviderApi } from './api.ts';
import { createCloudFiles } from './cloudFiles.ts';
import { deviceKeys, indexedDbKeyPair } from './deviceKey.ts';
import { deviceShares } from './deviceShares.ts';
import { answerExports, EXPORT_CHANNEL } from './exportKey.ts';
import { createHandlers } from './handlers.ts';
import { createResponder } from './respond.ts';
import { createVault } from './vault.ts';

function start(): void {
  const { appId = '', clientId, allowedDomains = '[]' } = document.body.dataset;
  const allowed = JSON.parse(allowedDomains) as string[];
  const api = createProviderApi(appId, clientId || undefined);
  const device = { key: deviceKeys(indexedDbKeyPair(appId)), shares: deviceShares(appId) };
  const vault = createVault(api, device, { appId, cloud: createCloudFiles() });
  const respond = createResponder(createHandlers(api, vault));
  // The export page of this origin asks for a key here (never on postMessage).
  answerExports(new BroadcastChannel(EXPORT_CHANNEL), appId, vault);

  window.addEventListener('message', (event) => {
    // Only the page that embeds this frame, and only when the app allows its origin (or it is a page
    // of the wallet's own origin: the cross-app transact page).
    if (event.source !== window.parent || window.parent === window) return;
    const own = event.origin === window.location.origin;
    if (event.origin === 'null' || !(own || domainsAdmit(allowed, event.origin))) return;
    void respond(event.data).then((reply) => {
      if (reply) window.parent.postMessage(reply, event.origin);
    });
  });
}

start();
