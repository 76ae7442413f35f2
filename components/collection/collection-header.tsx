import { Suspense } from "react";
import { ShareButton } from "@/components/share/share-button";
import styles from "@/components/user/collection-list.module.css";
import { imageSrcSet, imageUrl } from "@/lib/media/paths";
import { CollectionViewerPart } from "./viewer-part";

/**
 * Above a collection's articles: its cover and description (shared, cached), then what the
 * viewer alone sees (the author's tools, a reader's like button), streamed after.
 */
export function CollectionHeader({
  collection,
  userName,
}: {
  collection: { id: string; title: string; cover?: string | null; description?: string | null };
  userName: string;
}) {
  return (
    <>
      {collection.cover ? (
        // plain <img>: the worker serves and sizes images itself, without Next's optimizer
        // biome-ignore lint/performance/noImgElement: see above
        <img
          className={styles.collectionCover}
          src={imageUrl(collection.cover, { w: 640, h: 360, fit: "cover" })}
          srcSet={imageSrcSet(collection.cover, 640, { h: 360, fit: "cover" }) || undefined}
          sizes="(max-width: 640px) 100vw, 640px"
          alt=""
          width={640}
          height={360}
        />
      ) : null}
      {collection.description ? <p className={styles.description}>{collection.description}</p> : null}
      <Suspense>
        <CollectionViewerPart id={collection.id} userName={userName} />
      </Suspense>
      <div className={styles.share}>
        <ShareButton title={collection.title} />
      </div>
    </>
  );
}
