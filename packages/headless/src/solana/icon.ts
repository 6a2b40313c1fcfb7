import type { WalletIcon } from '@wallet-standard/base';

/**
 * The wallet's default icon: a door on the brand colour, as an inline SVG (Wallet Standard wants a
 * base64 data URI). Source: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#7c3aed"/><path d="M10 25V12.5L16 8l6 4.5V25h-4.5v-6h-3v6z" fill="#fff"/></svg>`
 */
export const EMBEDDED_WALLET_ICON: WalletIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzdjM2FlZCIvPjxwYXRoIGQ9Ik0xMCAyNVYxMi41TDE2IDhsNiA0LjVWMjVoLTQuNXYtNmgtM3Y2eiIgZmlsbD0iI2ZmZiIvPjwvc3ZnPg==';
