import { ErrorScreen } from "@/components/layout/error-screen";

export default function NotFound() {
  return (
    <main id="main">
      <ErrorScreen kind="not_found" />
    </main>
  );
}
