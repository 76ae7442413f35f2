"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useId, useRef, useState } from "react";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { FilePicker } from "@/components/ui/file-picker";
import { request } from "@/lib/graphql/client";
import { ArticleSuggestions, TagSuggestions } from "@/lib/graphql/documents/islands/editor/writing";
import { errorMessageFor } from "@/lib/graphql/error-messages";
import type { ArticleLicenseType } from "@/lib/graphql/generated/editor/graphql";
import {
  COLLECTIONS_MAX,
  CONNECTIONS_MAX,
  DONATION_TEXT_MAX,
  type DraftForm,
  type LinkedArticle,
  length,
  SUMMARY_MAX,
  TAGS_MAX,
  tagText,
} from "./draft-form";
import styles from "./editor.module.css";
import { articleHref, searchable } from "./paths";
import { SearchField } from "./search-field";
import { IMAGE_ACCEPT, sizedImage } from "./upload";

/** `state` as the API answered it for this request: only an active challenge takes entries. */
export type Challenge = { id: string; name: string; state: string; stages: { id: string; name: string }[] };
export type Choice = { id: string; title: string };
export type CoverImage = { id: string; path: string };

const LICENSES: ArticleLicenseType[] = ["cc_by_nc_nd_4", "cc_by_nc_nd_2", "cc_0", "arr"];

type Props = {
  form: DraftForm;
  set: <K extends keyof DraftForm>(field: K, value: DraftForm[K]) => void;
  /** Adds a tag; false when that would make too many. */
  addTag: (tag: string) => boolean;
  tooManyTags: boolean;
  covers: CoverImage[];
  /** Uploads a cover for the draft and chooses it. */
  uploadCover?: (file: File) => Promise<void>;
  collections: Choice[];
  challenges: Challenge[];
  /** The author's circles: a draft may be published for their members only (the draft editor's). */
  circles?: CircleChoice[];
};

export type CircleChoice = { id: string; displayName: string };

type TagOption = { content: string; numArticles: number | null };

async function findTags(text: string, signal: AbortSignal): Promise<TagOption[]> {
  const content = tagText(text);
  if (!content) return [];
  const key = `#${content}`;
  const found: TagOption[] = [];
  if (searchable(content)) {
    const { search } = await request(TagSuggestions, { key }, { signal });
    for (const { node } of search.edges ?? []) {
      if (node.__typename === "Tag") found.push({ content: node.content, numArticles: node.numArticles });
    }
  }
  const exists = found.some((tag) => tag.content.toLowerCase() === content.toLowerCase());
  return exists ? found : [...found, { content, numArticles: null }];
}

async function findArticles(text: string, signal: AbortSignal): Promise<(LinkedArticle & { author: string })[]> {
  if ([...text.trim()].length < 2) return [];
  const { search } = await request(ArticleSuggestions, { key: text.trim() }, { signal });
  return (search.edges ?? []).flatMap(({ node }) =>
    node.__typename === "Article"
      ? [
          {
            id: node.id,
            shortHash: node.shortHash,
            title: node.title,
            author: node.author.displayName ?? node.author.userName ?? "",
          },
        ]
      : [],
  );
}

function Counter({ value, max, id }: { value: string; max: number; id: string }) {
  const t = useTranslations("editor.options");
  const used = length(value);
  return (
    <span id={id} className={used > max ? styles.counterOver : styles.counter}>
      {t("counter", { used, max })}
    </span>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.optionSection}>
      <h3 className={styles.optionHeading}>{title}</h3>
      {children}
    </section>
  );
}

/** The publishing options (the aside): what readers see beside the text, and how it is shared. */
export function PublishOptions({
  form,
  set,
  addTag,
  tooManyTags,
  covers,
  uploadCover,
  collections,
  challenges,
  circles = [],
}: Props) {
  const t = useTranslations("editor.options");
  const tPaywall = useTranslations("paywall");
  const tRoot = useTranslations();
  const [coverUpload, setCoverUpload] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const ids = {
    summary: useId(),
    summaryCount: useId(),
    tagsNote: useId(),
    request: useId(),
    requestCount: useId(),
    reply: useId(),
    replyCount: useId(),
    license: useId(),
    challenge: useId(),
    stage: useId(),
    connectionsNote: useId(),
    coverFile: useId(),
    coverNote: useId(),
  };
  const challenge = challenges.find((c) => c.id === form.challenge?.campaign);
  const coverInput = useRef<HTMLInputElement>(null);

  return (
    <div className={styles.options}>
      <Section title={t("summary")}>
        <label htmlFor={ids.summary} className="visually-hidden">
          {t("summary")}
        </label>
        <textarea
          id={ids.summary}
          rows={3}
          value={form.summary}
          placeholder={t("summaryPlaceholder")}
          aria-describedby={ids.summaryCount}
          onChange={(event) => set("summary", event.target.value)}
        />
        <Counter id={ids.summaryCount} value={form.summary} max={SUMMARY_MAX} />
      </Section>

      <Section title={t("tags")}>
        {form.tags.length > 0 ? (
          <ul className={styles.chips} aria-label={t("tagsChosen")}>
            {form.tags.map((tag) => (
              <li key={tag} className={styles.chip}>
                #{tag}
                <button
                  type="button"
                  aria-label={t("removeTag", { tag })}
                  onClick={() =>
                    set(
                      "tags",
                      form.tags.filter((x) => x !== tag),
                    )
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <SearchField<TagOption>
          label={t("addTag")}
          placeholder={t("addTagPlaceholder")}
          find={findTags}
          itemKey={(tag) => tag.content}
          renderItem={(tag) =>
            tag.numArticles === null ? (
              t("newTag", { tag: tag.content })
            ) : (
              <>
                <strong>#{tag.content}</strong>{" "}
                <span className={styles.muted}>{t("tagArticles", { count: tag.numArticles })}</span>
              </>
            )
          }
          onPick={(tag, text) => addTag(tag?.content ?? text)}
          describedBy={ids.tagsNote}
        />
        <p
          id={ids.tagsNote}
          className={tooManyTags ? styles.fieldError : styles.hint}
          role={tooManyTags ? "alert" : undefined}
        >
          {tooManyTags ? t("tooManyTags") : t("tagsHint", { max: TAGS_MAX })}
        </p>
      </Section>

      <Section title={t("cover")}>
        {covers.length === 0 ? (
          <p className={styles.hint}>{t("noCovers")}</p>
        ) : (
          <div role="radiogroup" aria-label={t("cover")} className={styles.covers}>
            <label className={styles.coverChoice}>
              <input type="radio" name="cover" checked={form.cover === null} onChange={() => set("cover", null)} />
              {t("noCover")}
            </label>
            {covers.map((cover, index) => (
              <label key={cover.id} className={styles.coverChoice}>
                <input
                  type="radio"
                  name="cover"
                  checked={form.cover === cover.id}
                  onChange={() => set("cover", cover.id)}
                />
                {/* biome-ignore lint/performance/noImgElement: the author's own images, as the text shows them */}
                <img
                  src={sizedImage(cover.path, { w: 96, h: 64, fit: "cover" })}
                  alt={t("coverImage", { n: index + 1 })}
                  width={96}
                  height={64}
                />
              </label>
            ))}
          </div>
        )}
        {uploadCover ? (
          <>
            <label htmlFor={ids.coverFile} className={styles.optionLabel}>
              {t("uploadCover")}
            </label>
            <FilePicker
              id={ids.coverFile}
              kind="image"
              accept={IMAGE_ACCEPT}
              disabled={coverUpload.busy}
              describedBy={ids.coverNote}
              inputRef={coverInput}
              onFiles={async ([file]) => {
                if (!file) return;
                setCoverUpload({ busy: true, error: null });
                try {
                  await uploadCover(file);
                  setCoverUpload({ busy: false, error: null });
                } catch (error) {
                  const message = errorMessageFor(apiErrorCode(error));
                  setCoverUpload({
                    busy: false,
                    error: message ? tRoot(message.key, message.values) : t("uploadFailed"),
                  });
                }
                // the same file may be chosen again
                if (coverInput.current) coverInput.current.value = "";
              }}
            />
            <p
              id={ids.coverNote}
              className={coverUpload.error ? styles.fieldError : styles.hint}
              role={coverUpload.error ? "alert" : "status"}
            >
              {coverUpload.error ?? (coverUpload.busy ? t("uploadingCover") : "")}
            </p>
          </>
        ) : null}
      </Section>

      {circles.length > 0 ? (
        <Section title={tPaywall("readers")}>
          <fieldset className={styles.checks}>
            <legend className="visually-hidden">{tPaywall("readers")}</legend>
            <label>
              <input
                type="radio"
                name="access"
                checked={form.access !== "paywall"}
                onChange={() => {
                  set("access", "public");
                  set("circle", null);
                }}
              />
              {tPaywall("everyone")}
            </label>
            {circles.map((circle) => (
              <label key={circle.id}>
                <input
                  type="radio"
                  name="access"
                  checked={form.access === "paywall" && form.circle === circle.id}
                  onChange={() => {
                    // the circle first: paywalled work without one is refused
                    set("circle", circle.id);
                    set("access", "paywall");
                  }}
                />
                {tPaywall("membersOf", { name: circle.displayName })}
              </label>
            ))}
          </fieldset>
        </Section>
      ) : null}

      <Section title={t("collections")}>
        {collections.length === 0 ? (
          <p className={styles.hint}>{t("noCollections")}</p>
        ) : (
          <fieldset className={styles.checks}>
            <legend className="visually-hidden">{t("collections")}</legend>
            {collections.map((collection) => {
              const checked = form.collections.includes(collection.id);
              return (
                <label key={collection.id}>
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && form.collections.length >= COLLECTIONS_MAX}
                    onChange={() =>
                      set(
                        "collections",
                        checked
                          ? form.collections.filter((id) => id !== collection.id)
                          : [...form.collections, collection.id],
                      )
                    }
                  />
                  {collection.title}
                </label>
              );
            })}
            <p className={styles.hint}>{t("collectionsHint", { max: COLLECTIONS_MAX })}</p>
          </fieldset>
        )}
      </Section>

      {challenges.length === 0 ? (
        <Section title={t("challenge")}>
          <p className={styles.hint}>
            {t("challengeNoneJoined")} <a href="/events">{t("challengeEvents")}</a>
          </p>
        </Section>
      ) : (
        <Section title={t("challenge")}>
          <label htmlFor={ids.challenge} className="visually-hidden">
            {t("challenge")}
          </label>
          <select
            id={ids.challenge}
            value={form.challenge?.campaign ?? ""}
            onChange={(event) =>
              set("challenge", event.target.value ? { campaign: event.target.value, stage: null } : null)
            }
          >
            <option value="">{t("noChallenge")}</option>
            {challenges.map((c) =>
              c.state === "active" ? (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ) : (
                // the one the work is in, closed since: shown, no longer to be chosen
                <option key={c.id} value={c.id} disabled>
                  {t("challengeClosed", { name: c.name })}
                </option>
              ),
            )}
          </select>
          {challenge && challenge.stages.length > 0 ? (
            <>
              <label htmlFor={ids.stage} className={styles.optionLabel}>
                {t("stage")}
              </label>
              <select
                id={ids.stage}
                value={form.challenge?.stage ?? ""}
                onChange={(event) => set("challenge", { campaign: challenge.id, stage: event.target.value || null })}
              >
                <option value="">{t("noStage")}</option>
                {challenge.stages.map((stage) => (
                  <option key={stage.id} value={stage.id}>
                    {stage.name}
                  </option>
                ))}
              </select>
            </>
          ) : null}
        </Section>
      )}

      <Section title={t("connections")}>
        {form.connections.length > 0 ? (
          <ul className={styles.linked} aria-label={t("connectionsChosen")}>
            {form.connections.map((article) => (
              <li key={article.id}>
                <a href={articleHref(article.shortHash)} target="_blank" rel="noopener">
                  {article.title}
                </a>
                <button
                  type="button"
                  aria-label={t("removeConnection", { title: article.title })}
                  onClick={() =>
                    set(
                      "connections",
                      form.connections.filter((x) => x.id !== article.id),
                    )
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <SearchField
          label={t("addConnection")}
          placeholder={t("addConnectionPlaceholder")}
          find={findArticles}
          itemKey={(article) => article.id}
          renderItem={(article) => (
            <>
              <strong>{article.title}</strong> <span className={styles.muted}>{article.author}</span>
            </>
          )}
          onPick={(article) => {
            if (!article || form.connections.some((x) => x.id === article.id)) return;
            set("connections", [
              ...form.connections,
              { id: article.id, shortHash: article.shortHash, title: article.title },
            ]);
          }}
          disabled={form.connections.length >= CONNECTIONS_MAX}
          describedBy={ids.connectionsNote}
        />
        <p id={ids.connectionsNote} className={styles.hint}>
          {t("connectionsHint", { max: CONNECTIONS_MAX })}
        </p>
      </Section>

      <Section title={t("license")}>
        <label htmlFor={ids.license} className="visually-hidden">
          {t("license")}
        </label>
        <select
          id={ids.license}
          value={form.license}
          onChange={(event) => set("license", event.target.value as ArticleLicenseType)}
        >
          {LICENSES.map((license) => (
            <option key={license} value={license}>
              {t(`licenses.${license}`)}
            </option>
          ))}
        </select>
      </Section>

      <Section title={t("support")}>
        <label htmlFor={ids.request} className={styles.optionLabel}>
          {t("requestForDonation")}
        </label>
        <textarea
          id={ids.request}
          rows={2}
          value={form.requestForDonation}
          aria-describedby={ids.requestCount}
          onChange={(event) => set("requestForDonation", event.target.value)}
        />
        <Counter id={ids.requestCount} value={form.requestForDonation} max={DONATION_TEXT_MAX} />
        <label htmlFor={ids.reply} className={styles.optionLabel}>
          {t("replyToDonator")}
        </label>
        <textarea
          id={ids.reply}
          rows={2}
          value={form.replyToDonator}
          aria-describedby={ids.replyCount}
          onChange={(event) => set("replyToDonator", event.target.value)}
        />
        <Counter id={ids.replyCount} value={form.replyToDonator} max={DONATION_TEXT_MAX} />
      </Section>

      <Section title={t("reading")}>
        <div className={styles.checks}>
          <label>
            <input type="checkbox" checked={form.canComment} onChange={(e) => set("canComment", e.target.checked)} />
            {t("canComment")}
          </label>
          <label>
            <input type="checkbox" checked={form.sensitive} onChange={(e) => set("sensitive", e.target.checked)} />
            {t("sensitive")}
          </label>
          <label>
            <input
              type="checkbox"
              checked={form.indentFirstLine}
              onChange={(e) => set("indentFirstLine", e.target.checked)}
            />
            {t("indentFirstLine")}
          </label>
        </div>
      </Section>
    </div>
  );
}
