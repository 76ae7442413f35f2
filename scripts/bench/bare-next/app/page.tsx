import { Hello } from "./hello";

export const dynamic = "force-dynamic"; // rendered per request in the worker, like Margins' pages

export default function Page() {
  return (
    <main>
      <h1>Bare Next page</h1>
      <Hello />
    </main>
  );
}
