import { Parser } from "htmlparser2";

// What stored HTML may hold, written out again here rather than imported from the sanitizer, so
// a loosened rule there fails these checks: the elements and attributes of the article profile,
// and the addresses each may point at. Returns what is wrong, one line per fault ([] when inert).

const ATTRIBUTES: Record<string, readonly string[]> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  s: [],
  strike: [],
  del: [],
  u: [],
  blockquote: [],
  ul: [],
  ol: [],
  li: [],
  pre: [],
  code: ["class"],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  hr: [],
  figure: [],
  figcaption: [],
  a: ["href", "rel", "target"],
  img: ["src", "alt", "width", "height"],
  iframe: ["src", "width", "height", "title", "allowfullscreen", "loading", "sandbox", "referrerpolicy"],
  audio: ["src", "controls", "preload"],
  source: ["src", "type"],
};

const EMBED_HOSTS = ["www.youtube.com", "youtube.com", "www.youtube-nocookie.com", "youtube-nocookie.com"];

function urlFault(tag: string, name: string, value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value, "https://own.invalid/");
  } catch {
    return `${tag}[${name}] unparsable: ${value}`;
  }
  const own = url.host === "own.invalid";
  if (tag === "a") {
    // a mention or a tag: a path of ours as written, never one that climbs out of it
    const ownPage = own && /^\/(@[^/]+|tags\/[^/]+)$/.test(url.pathname) && value.startsWith(url.pathname);
    return ownPage || (!own && ["http:", "https:", "mailto:"].includes(url.protocol)) ? undefined : `a[href] ${value}`;
  }
  if (tag === "img") {
    // the demo's images and uploads through the image route, as written (nothing climbs out)
    const ownImage = own && /^\/(seed|assets)\//.test(url.pathname) && value.startsWith(url.pathname);
    return ownImage || (!own && url.protocol === "https:") ? undefined : `img[src] ${value}`;
  }
  if (tag === "audio" || tag === "source") {
    // our own uploaded audio, as written; no image or other path of ours
    const ownAudio = own && url.pathname.startsWith("/assets/embedaudio/") && value.startsWith(url.pathname);
    return ownAudio || (!own && url.protocol === "https:") ? undefined : `${tag}[src] ${value}`;
  }
  if (tag === "iframe") {
    const youtube = EMBED_HOSTS.includes(url.hostname) && url.pathname.startsWith("/embed/");
    const vimeo = url.hostname === "player.vimeo.com" && url.pathname.startsWith("/video/");
    return url.protocol === "https:" && (youtube || vimeo) ? undefined : `iframe[src] ${value}`;
  }
  return !own && url.protocol === "https:" ? undefined : `${tag}[${name}] ${value}`;
}

export function inertFaults(html: string): string[] {
  const faults: string[] = [];
  const parser = new Parser(
    {
      onopentag(tag, attribs) {
        const allowed = ATTRIBUTES[tag];
        if (!allowed) {
          faults.push(`element <${tag}>`);
          return;
        }
        for (const [name, value] of Object.entries(attribs)) {
          if (!allowed.includes(name)) faults.push(`attribute ${tag}[${name}]`);
          else if (name === "href" || name === "src") {
            const fault = urlFault(tag, name, value);
            if (fault) faults.push(fault);
          } else if (name === "class" && !/^language-[\w-]+$/.test(value)) faults.push(`class ${value}`);
          else if (name === "target" && value !== "_blank") faults.push(`target ${value}`);
        }
        // a link that leaves the site cannot reach back to the page (a mention or a tag, ours, may)
        const leaves = attribs.href !== undefined && !/^\/(?!\/)/.test(attribs.href);
        if (tag === "a" && leaves && attribs.rel !== "noopener noreferrer nofollow") {
          faults.push(`a without rel: ${attribs.rel}`);
        }
      },
      // a declaration or processing instruction (<!doctype>, <?xml …>) has no place in content
      onprocessinginstruction(name) {
        faults.push(`instruction ${name}`);
      },
      oncomment(data) {
        faults.push(`comment ${data}`);
      },
    },
    { decodeEntities: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
  );
  parser.end(html);
  return faults;
}
