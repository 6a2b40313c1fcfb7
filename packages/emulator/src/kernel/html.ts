const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** A styled cell; plain values render as-is. */
export interface StyledCell {
  value: unknown;
  className: string;
}

function cell(value: unknown): string {
  if (typeof value === 'object' && value !== null && 'className' in value && 'value' in value) {
    const styled = value as StyledCell;
    return `<td class="${escapeHtml(styled.className)}">${escapeHtml(styled.value)}</td>`;
  }
  return `<td>${escapeHtml(value)}</td>`;
}

/** A table; every header and cell is escaped. */
export function table(headers: string[], rows: unknown[][], empty: string): string {
  if (rows.length === 0) return `<p class="empty">${escapeHtml(empty)}</p>`;
  const head = headers.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map(cell).join('')}</tr>`).join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}
