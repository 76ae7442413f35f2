import { Node } from "@tiptap/core";
import { audioSource, EMBED_PLAYERS } from "@/lib/text/embed-players";

// Videos and audio as blocks of the text. They write what the sanitizer keeps (a bare
// <iframe> of an allowed player, an <audio> of https or our own upload) and read it back the same
// way, so a draft reloads as it was written. Addresses are checked again on the server.

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    media: {
      setVideo: (src: string) => ReturnType;
      setAudio: (src: string) => ReturnType;
    };
  }
}

function isPlayer(src: string | null): src is string {
  if (!src) return false;
  try {
    const url = new URL(src);
    return (
      url.protocol === "https:" &&
      EMBED_PLAYERS.some((p) => p.hosts.includes(url.hostname) && url.pathname.startsWith(p.path))
    );
  } catch {
    return false;
  }
}

export const Video = Node.create({
  name: "video",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, title: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: "iframe[src]",
        getAttrs: (el) => {
          const src = el.getAttribute("src");
          return isPlayer(src) ? { src, title: el.getAttribute("title") } : false;
        },
      },
    ];
  },
  renderHTML({ node }) {
    return [
      "iframe",
      {
        src: node.attrs.src,
        title: node.attrs.title ?? "Video",
        width: "560",
        height: "315",
        allowfullscreen: "allowfullscreen",
        loading: "lazy",
        sandbox: "allow-scripts allow-same-origin allow-presentation allow-popups",
        referrerpolicy: "strict-origin-when-cross-origin",
      },
    ];
  },
  addCommands() {
    return {
      setVideo:
        (src) =>
        ({ commands }) =>
          isPlayer(src) && commands.insertContent({ type: this.name, attrs: { src } }),
    };
  },
});

export const Audio = Node.create({
  name: "audio",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: "audio",
        getAttrs: (el) => {
          const raw = el.getAttribute("src") ?? el.querySelector("source[src]")?.getAttribute("src") ?? "";
          const src = audioSource(raw);
          return src ? { src } : false;
        },
      },
    ];
  },
  renderHTML({ node }) {
    return ["audio", { src: node.attrs.src, controls: "controls", preload: "none" }];
  },
  addCommands() {
    return {
      setAudio:
        (src) =>
        ({ commands }) => {
          const checked = audioSource(src);
          return Boolean(checked) && commands.insertContent({ type: this.name, attrs: { src: checked } });
        },
    };
  },
});
