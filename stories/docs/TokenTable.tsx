import { themeRootProps } from '../../packages/ui/src/theme/accent.ts';
import tokensCss from '../../packages/ui/src/theme/tokens.css?raw';
import { parseTokens, resolveValue, type Token } from './tokens.ts';

type Theme = 'light' | 'dark';

const cell = { padding: '6px 12px' } as const;

function TokenValue({ token, theme, values }: { token: Token; theme: Theme; values: ReadonlyMap<string, string> }) {
  const value = theme === 'light' ? token.light : token.dark;
  if (value === null)
    return (
      <td data-theme-value={theme} style={cell}>
        not set
      </td>
    );
  const resolved = resolveValue(value, values);
  return (
    <td data-theme-value={theme} style={cell}>
      <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        {token.kind === 'color' ? (
          // The swatch is painted by the real stylesheet: the variable inside a Foyer root of this theme.
          <span {...themeRootProps(theme)} style={{ display: 'inline-block' }}>
            <span
              data-swatch={token.name}
              style={{
                display: 'block',
                width: 32,
                height: 32,
                borderRadius: 6,
                border: '1px solid rgb(128 128 128 / 0.4)',
                background: `var(${token.name})`,
              }}
            />
          </span>
        ) : null}
        <span>
          <code>{value}</code>
          {resolved !== value ? <small> = {resolved}</small> : null}
          {theme === 'dark' && token.darkInherited ? <small> (as light)</small> : null}
        </span>
      </span>
    </td>
  );
}

/**
 * Every `--foyer-*` token of tokens.css (name, light value, dark value, swatch), parsed from the
 * stylesheet's own text at build time (`?raw`), so it cannot drift from the CSS.
 */
export function TokenTable() {
  const tokens = parseTokens(tokensCss);
  const light = new Map(tokens.flatMap((token) => (token.light === null ? [] : [[token.name, token.light] as const])));
  const dark = new Map(tokens.map((token) => [token.name, token.dark] as const));
  return (
    <table data-slot="token-table" style={{ borderCollapse: 'collapse', fontSize: 14, textAlign: 'left' }}>
      <caption style={{ textAlign: 'left', paddingBottom: 8 }}>packages/ui/src/theme/tokens.css</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Light</th>
          <th scope="col">Dark</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.name} data-token={token.name} style={{ borderTop: '1px solid rgb(128 128 128 / 0.3)' }}>
            <th scope="row" style={{ padding: '6px 12px 6px 0', fontWeight: 'normal', whiteSpace: 'nowrap' }}>
              <code>{token.name}</code>
            </th>
            <TokenValue token={token} theme="light" values={light} />
            <TokenValue token={token} theme="dark" values={dark} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
