'use client';
import { TemplateFrame, type TemplateProps } from './TemplateFrame.tsx';

export type ListScreenProps = TemplateProps;

/**
 * A screen where someone picks one of several: wallets, networks, a choice of two. The title on
 * top, the options the full width under it (a long list scrolls), the footer under them.
 */
export function ListScreen(props: ListScreenProps) {
  return <TemplateFrame {...props} template="list" bodyClassName="gap-2 [&>*]:w-full" />;
}
