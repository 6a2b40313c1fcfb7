'use client';
import { type CSSProperties, createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { type BrandMarkName, loadBrandMark, loadedBrandMark } from './brandMarks.ts';

/** `appearance.providerIcons`: the host's own mark per provider or wallet (any node; `null` shows none). */
export type ProviderIcons = Partial<Record<BrandMarkName, ReactNode>>;

/** The host's `appearance.providerIcons`; the modal provides it around its dialog. */
export const ProviderIconsContext = createContext<ProviderIcons | null>(null);

/**
 * The one-colour mark's colour per theme (`--foyer-mark-light`, `--foyer-mark-dark`, set only where
 * the brand colour is legible there), else the text colour; a many-coloured mark keeps its own.
 */
const colours =
  'fill-[var(--foyer-mark-light,currentColor)] in-data-[foyer-theme=dark]:fill-[var(--foyer-mark-dark,currentColor)]';

/**
 * A provider's or wallet's own mark (from the icon sets, see the package's THIRD_PARTY_NOTICES.md),
 * loaded on first render; until then an empty box of the same size. Decorative: the label beside it
 * names the provider, so it is hidden from assistive technology.
 */
export function BrandMark({ name, size = 20 }: { name: BrandMarkName; size?: number }) {
  const overrides = useContext(ProviderIconsContext);
  const [mark, setMark] = useState(() => ({ name, data: loadedBrandMark(name) }));
  const data = mark.name === name ? mark.data : loadedBrandMark(name);
  const overridden = overrides !== null && Object.hasOwn(overrides, name);
  useEffect(() => {
    if (overridden || loadedBrandMark(name)) return;
    let live = true;
    void loadBrandMark(name).then((loaded) => {
      if (live) setMark({ name, data: loaded });
    });
    return () => {
      live = false;
    };
  }, [name, overridden]);

  const box = { width: size, height: size };
  if (overridden) {
    return (
      <span aria-hidden data-brand-mark={name} className="flex shrink-0 items-center justify-center" style={box}>
        {overrides?.[name]}
      </span>
    );
  }
  if (!data) return <span aria-hidden data-brand-mark={name} className="shrink-0" style={box} />;
  const style = { '--foyer-mark-light': data.light, '--foyer-mark-dark': data.dark } as CSSProperties;
  return (
    <svg
      aria-hidden
      focusable="false"
      data-brand-mark={name}
      data-loaded=""
      viewBox={data.viewBox}
      {...box}
      className={`shrink-0 ${colours}`}
      style={style}
    >
      {data.paths.map((path) => (
        <path key={path.d} d={path.d} fill={path.fill} fillRule={path.fillRule} />
      ))}
    </svg>
  );
}
