import { useFormatter, useTranslations } from "next-intl";
import { Fragment } from "react";
import type { ArticleVersionContentsFieldsFragment as ArticleVersionContents } from "@/lib/graphql/generated/graphql";
import { htmlLang } from "@/lib/i18n/locales";
import { type DiffBlock, type Segment, wordDiff } from "@/lib/text/word-diff";
import styles from "./history.module.css";

/**
 * Two versions side by side (stacked on narrow screens), computed here on the server: the
 * older side marks deletions with <del>, the newer insertions with <ins>. Marks are struck
 * through or underlined, not only coloured, and carry hidden words for screen readers.
 */
export function HistoryComparison({
  from,
  to,
  language,
}: {
  from: ArticleVersionContents;
  to: ArticleVersionContents;
  language: string | null;
}) {
  const t = useTranslations("articleHistory");
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  // the title is the first heading of each side, so a new title shows as a change too
  const diff = wordDiff(
    `<h1>${escapeHtml(from.title)}</h1>\n${from.contents.html}`,
    `<h1>${escapeHtml(to.title)}</h1>\n${to.contents.html}`,
  );
  const same = from.id === to.id;
  return (
    <section aria-labelledby="comparison-heading" className={styles.comparison}>
      <h2 id="comparison-heading">{t("comparing", { from: when(from.createdAt), to: when(to.createdAt) })}</h2>
      {same ? (
        <p>{t("sameVersion")}</p>
      ) : (
        <p className={styles.summary}>
          {t("summary", { insertions: diff.insertions, deletions: diff.deletions })}{" "}
          <span className={styles.legend}>
            {t.rich("legend", {
              del: (chunks) => <del>{chunks}</del>,
              ins: (chunks) => <ins>{chunks}</ins>,
            })}
          </span>
        </p>
      )}
      {/* the article's language, so Chinese text is shaped as Chinese */}
      <div className={styles.sides} lang={htmlLang(language)}>
        <Side
          label={t("fromSide", { date: when(from.createdAt) })}
          headingId="side-from"
          blocks={diff.from}
          marks={{ start: t("deletedStart"), end: t("deletedEnd") }}
        />
        {same ? null : (
          <Side
            label={t("toSide", { date: when(to.createdAt) })}
            headingId="side-to"
            blocks={diff.to}
            marks={{ start: t("insertedStart"), end: t("insertedEnd") }}
          />
        )}
      </div>
    </section>
  );
}

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

function Side({
  label,
  headingId,
  blocks,
  marks,
}: {
  label: string;
  headingId: string;
  blocks: DiffBlock[];
  marks: { start: string; end: string };
}) {
  return (
    <section aria-labelledby={headingId} className={styles.side} data-side={headingId}>
      <h3 id={headingId} className={styles.sideHeading}>
        {label}
      </h3>
      {blocks.map((block, i) =>
        block.kind === "heading" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity beyond their place
          <h4 key={i} className={i === 0 ? styles.versionTitle : styles.blockHeading}>
            <Segments segments={block.segments} marks={marks} />
          </h4>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity beyond their place
          <p key={i}>
            <Segments segments={block.segments} marks={marks} />
          </p>
        ),
      )}
    </section>
  );
}

function Segments({ segments, marks }: { segments: Segment[]; marks: { start: string; end: string } }) {
  return segments.map((segment, i) => {
    if (segment.kind === "equal") return segment.text;
    const Mark = segment.kind === "delete" ? "del" : "ins";
    // the space after a changed word is not part of the change: keep it out of the mark
    const text = segment.text.trimEnd();
    if (!text) return segment.text;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments have no identity beyond their place
      <Fragment key={i}>
        <Mark>
          <span className="visually-hidden">[{marks.start}] </span>
          {text}
          <span className="visually-hidden"> [{marks.end}]</span>
        </Mark>
        {segment.text.slice(text.length)}
      </Fragment>
    );
  });
}
