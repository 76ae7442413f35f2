import { notFound } from "next/navigation";
import { Suspense } from "react";
import { getCircle } from "@/lib/graphql/reads/circle";
import type { CircleCommentsKind } from "@/lib/graphql/reads/circle-discussion";
import { decodePathText } from "@/lib/url/path-text";
import { CircleActions } from "./circle-actions";
import { CircleComments } from "./circle-comments";
import { CircleHeader } from "./circle-header";
import { CircleMessages } from "./circle-messages";
import { CircleTabs } from "./circle-tabs";

/**
 * /~name/discussion and /~name/broadcast: the circle's head and tabs (shared, cached with the
 * circle), then the threads read as the viewer, streamed. The way to subscribe is in the
 * members-only panel those who are not in the circle see.
 */
export async function CircleCommentsPage({
  name,
  kind,
  after,
}: {
  name: string;
  kind: CircleCommentsKind;
  after: string | null;
}) {
  const circle = (await getCircle(decodePathText(name))) ?? notFound();
  const subscribe = (
    <CircleMessages>
      <CircleActions
        name={circle.name}
        circleId={circle.id}
        displayName={circle.displayName}
        ownerId={circle.owner.id}
        archived={circle.state !== "active"}
        price={circle.prices?.[0] ?? null}
      />
    </CircleMessages>
  );
  return (
    <>
      <CircleHeader circle={circle} />
      <CircleTabs name={circle.name} current={kind} />
      <Suspense>
        <CircleComments circle={circle} kind={kind} after={after} subscribe={subscribe} />
      </Suspense>
    </>
  );
}
