import { SearchBar } from "./search-bar";
import styles from "./search-entry.module.css";
import { SearchToggle } from "./search-toggle";

/** Search in the top bar: the search bar on wide screens, a button to the search page on narrow ones (section 2.5). */
export function SearchEntry() {
  return (
    <>
      <SearchBar className={styles.form} />
      <SearchToggle />
    </>
  );
}
