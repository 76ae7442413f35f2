import "server-only";
import { cache } from "react";
import { cacheTags } from "@/lib/cache/tags";
import { MomentDetailQuery } from "../documents/moment";
import { execute } from "../execute";
import type { UserLanguage } from "../generated/graphql";
import { COMMENTS_PER_PAGE, conversion, REPLIES_SHOWN } from "./comment";

/**
 * A moment with a page of its comments; null for no such moment, or a cursor that no longer
 * leads anywhere. With `script`, the moment's text converted to it too, and with `convert` the
 * comments' as well.
 */
export const getMoment = cache(
  async (shortHash: string, after: string | null, script: UserLanguage | null = null, convert = false) => {
    const variables = {
      shortHash,
      first: COMMENTS_PER_PAGE,
      after,
      replies: REPLIES_SHOWN,
      ...conversion(convert ? script : null),
      ...(script ? { script, withScript: true } : {}),
    };
    const data = await execute(MomentDetailQuery, variables, { tags: [cacheTags.momentByHash(shortHash)] }).catch(
      (error: unknown) => {
        if (after) return { moment: null };
        throw error;
      },
    );
    return data.moment;
  },
);

export type MomentDetail = NonNullable<Awaited<ReturnType<typeof getMoment>>>;
