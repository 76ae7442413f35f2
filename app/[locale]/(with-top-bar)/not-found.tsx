import { ErrorScreen } from "@/components/layout/error-screen";

/** Unknown pages and missing entities, inside the site's frame. */
export default function NotFound() {
  return (
    <main id="main">
      <ErrorScreen kind="not_found" />
    </main>
  );
}
