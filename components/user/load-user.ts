import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { UserProfileQuery } from "@/lib/graphql/documents/user";
import { execute } from "@/lib/graphql/execute";
import { decodePathText } from "@/lib/url/path-text";

/**
 * The person a profile page is about, from its `[userName]` segment; a missing name is a real
 * 404 (thrown before anything streams). cache(): metadata and page read them once a request.
 */
export const loadUser = cache(async (param: string) => {
  const userName = decodePathText(param);
  if (!userName) notFound();
  const { user } = await execute(UserProfileQuery, { userName }, { tags: [`user-name:${userName.toLowerCase()}`] });
  if (!user) notFound();
  return user;
});
