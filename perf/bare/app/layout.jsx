// The yardstick of `npm run perf`: a bare Next page built with the portal's own next and react,
// exported and served the same way, so the difference in Lighthouse is what the portal adds.
export const metadata = { title: 'Bare Next page' };

export default function RootLayout({ children }) {
  return (
    <html lang="nb">
      <body>{children}</body>
    </html>
  );
}
