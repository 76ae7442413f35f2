import { notFound } from "next/navigation";

// Any path no route claims: the localized not-found screen, inside the site's layout.

// Thrown from the head as well: a page that throws notFound() only while rendering keeps the
// layout's head in the payload the browser hydrates, and the not-found page's title is lost.
export function generateMetadata(): never {
  notFound();
}

export default function UnknownPage(): never {
  notFound();
}
