import type { ReactNode } from 'react';

export interface TextLinkProps {
  /** Must already be a vetted http(s) URL (see lib/safeUrl.ts). */
  href: string;
  children: ReactNode;
}

/** An external link, opened in a new tab without an opener. */
export function TextLink({ href, children }: TextLinkProps) {
  return (
    <a
      data-slot="text-link"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium underline underline-offset-2 hover:opacity-80 focus-visible:outline-2 focus-visible:outline-ring"
    >
      {children}
    </a>
  );
}
