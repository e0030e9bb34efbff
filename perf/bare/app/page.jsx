export default function Page() {
  return (
    <main>
      <h1>Bare Next page</h1>
      <p>Nothing but Next and React, for comparison.</p>
    </main>
  );
}
