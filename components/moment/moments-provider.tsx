"use client";

import { useTranslations } from "next-intl";
import {
  createContext,
  type ReactNode,
  type RefObject,
  use,
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
} from "react";
import { toast } from "@/components/ui/toast-store";

// What every moment's controls on a page share (moment-controls.tsx): the viewer, asked once
// for the moments first shown and once more for each page infinite scroll appends, and, in a
// list, which moments are gone and where focus goes when one goes. The pages' HTML is the same
// for every reader; who they are and what they liked come only from here.

/** The viewer's global id: undefined until asked, "" for a visitor (or when asking failed). */
type Viewer = string | undefined;
export type LikeState = { liked: boolean; count: number };

type Moments = {
  viewer: Viewer;
  /** What the API said of a moment for this viewer, once asked. */
  states: ReadonlyMap<string, LikeState>;
  /** A moment's controls ask for the viewer's state of it (batched with the others shown). */
  watch: (id: string) => void;
  /** Gone from a list: its item renders nothing; focus moves on from it. */
  deleted: ReadonlySet<string>;
  remove: (id: string) => void;
  /** Items and their links, for the neighbour that takes focus when one is removed. */
  items: Map<string, { item?: HTMLElement | null; link?: HTMLAnchorElement | null }>;
  heading: RefObject<HTMLHeadingElement | null>;
  /** Which mounted item shows a moment a refreshed page and an appended one both hold. */
  owners: Map<string, symbol[]>;
};

const MomentsContext = createContext<Moments | null>(null);

export function useMoments(): Moments | null {
  return use(MomentsContext);
}

const loadQuery = () => import("./moment-requests").then((m) => m.momentViewerState);

/** Around a page's or a list's moments (and their heading, when it has one). */
export function MomentsProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("momentActions");
  const [viewer, setViewer] = useState<Viewer>(undefined);
  const [states, setStates] = useState<ReadonlyMap<string, LikeState>>(new Map());
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const asked = useRef(new Set<string>());
  const waiting = useRef<string[]>([]);
  const scheduled = useRef(false);
  const items = useRef(new Map<string, { item?: HTMLElement | null; link?: HTMLAnchorElement | null }>());
  const owners = useRef(new Map<string, symbol[]>());
  const heading = useRef<HTMLHeadingElement | null>(null);
  const focusNext = useRef<HTMLElement | null>(null);

  // the controls that hydrate or mount together (a page, an appended page) are asked for at once
  const watch = useCallback((id: string) => {
    if (asked.current.has(id)) return;
    asked.current.add(id);
    waiting.current.push(id);
    if (scheduled.current) return;
    scheduled.current = true;
    setTimeout(async () => {
      scheduled.current = false;
      const ids = waiting.current.splice(0);
      try {
        const data = await (await loadQuery())(ids);
        setViewer(data.viewer);
        setStates((current) => new Map([...current, ...data.states]));
      } catch {
        // unknown: a press then asks the API, which answers for itself
        setViewer((current) => current ?? "");
      }
    }, 0);
  }, []);

  const remove = useCallback((id: string) => {
    const gone = items.current.get(id)?.item;
    focusNext.current = gone ? neighbourOf(gone, id, items.current) : null;
    focusNext.current ??= heading.current;
    setDeleted((current) => new Set([...current, id]));
  }, []);

  // once the item (and its dialog) is gone: focus on, and say so (once a deletion: the
  // messages change when the page renders again, and must not say it twice)
  const moveOn = useEffectEvent(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target?.isConnected) target.focus();
    toast.success(t("deleted"));
  });
  useEffect(() => {
    if (deleted.size > 0) moveOn();
  }, [deleted]);

  const value: Moments = {
    viewer,
    states,
    watch,
    deleted,
    remove,
    items: items.current,
    heading,
    owners: owners.current,
  };
  return <MomentsContext value={value}>{children}</MomentsContext>;
}

/** The link of the next moment still shown after `gone`, else the one before. */
function neighbourOf(gone: HTMLElement, id: string, items: Moments["items"]): HTMLElement | null {
  const links = [...items.entries()]
    .filter(([other, { item, link }]) => other !== id && item?.isConnected && link?.isConnected)
    .map(([, { item, link }]) => ({ item: item as HTMLElement, link: link as HTMLAnchorElement }))
    .sort((a, b) => (a.item.compareDocumentPosition(b.item) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const after = links.find(({ item }) => gone.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_FOLLOWING);
  const before = links.findLast(({ item }) => gone.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_PRECEDING);
  return (after ?? before)?.link ?? null;
}
