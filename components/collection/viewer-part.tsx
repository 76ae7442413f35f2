import { getTranslations } from "next-intl/server";
import { getCollectionForViewer } from "@/lib/graphql/reads/collection";
import { getViewerSummary } from "@/lib/graphql/reads/viewer";
import styles from "./collection.module.css";
import { CollectionMessages } from "./collection-messages";
import { LikeButton } from "./like-button";
import { NewCollectionButton, OwnerTools } from "./owner-islands";

// What depends on who is looking, streamed in <Suspense> under the shared, cached page: the
// author's tools, or a reader's like button with their own state.

/** On a collection's page: the author's tools and the like count, or the like button. */
export async function CollectionViewerPart({ id, userName }: { id: string; userName: string }) {
  const found = await getCollectionForViewer(id);
  if (!found) return null;
  const { viewer, collection } = found;
  if (viewer?.id === collection.author.id) {
    const t = await getTranslations("collections");
    const count = <p className={styles.count}>{t("likes", { count: collection.likeCount })}</p>;
    // an inactive account may read, not change (section 6)
    if (viewer.status?.state !== "active") return count;
    return (
      <CollectionMessages>
        {count}
        <OwnerTools
          collection={{
            id: collection.id,
            title: collection.title,
            description: collection.description ?? null,
            cover: collection.cover ?? null,
          }}
          pinned={collection.pinned}
          userName={userName}
        />
      </CollectionMessages>
    );
  }
  return (
    <CollectionMessages>
      <div className={styles.bar}>
        <LikeButton
          collectionId={collection.id}
          liked={collection.liked}
          likeCount={collection.likeCount}
          signedIn={Boolean(viewer)}
        />
      </div>
    </CollectionMessages>
  );
}

/** On the collections tab: a New collection button when the profile is the viewer's own. */
export async function CollectionsTabViewerPart({ userId, userName }: { userId: string; userName: string }) {
  const viewer = await getViewerSummary();
  if (!viewer?.id || viewer.id !== userId || viewer.status?.state !== "active") return null;
  return (
    <CollectionMessages>
      <div className={styles.bar}>
        <NewCollectionButton userName={userName} />
      </div>
    </CollectionMessages>
  );
}
