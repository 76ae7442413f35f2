import { notFound } from "next/navigation";

// Any path no route claims: the localized not-found screen, inside the site's layout.
export default function UnknownPage(): never {
  notFound();
}
