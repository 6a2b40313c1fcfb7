import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Foyer in a Next.js app",
  description: "The consumer test's app-router app",
};

export default function RootLayout({ children }: LayoutProps<"/">) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
