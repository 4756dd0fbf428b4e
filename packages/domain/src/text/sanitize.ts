import sanitizeHtml from "sanitize-html";

// Rich text sanitisation of spec §5.3 (announcements, FAQ, form descriptions). Runs on the server
// before storing and in the SPA before rendering, with the same options.

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgb\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*\)$/i;

/**
 * The inline images an editor pastes: raster pictures only. data:image/svg+xml is a document with
 * scripts of its own (opened in a tab, or the day an <img> is turned into an <object>), and any other
 * data: type is not a picture at all. Spaces and control characters are ignored as browsers do.
 */
const RASTER_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp)(?:;[a-z0-9=._+-]*)*,/i;
const isForbiddenDataImage = (src: string): boolean => {
  const compact = src.replace(/[\p{Cc} ]/gu, "");
  return /^data:/i.test(compact) && !RASTER_DATA_IMAGE.test(compact);
};

export const RICH_TEXT_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    // style only carries the two colour properties below; everything else in it is dropped.
    "*": ["style"],
  },
  allowedStyles: {
    "*": { color: [HEX, RGB], "background-color": [HEX, RGB] },
  },
  allowedSchemes: ["data", "http", "https", "tel", "mailto"],
  // The spec allows data: so editors can embed pasted images. We keep it to <img>: a data: link
  // (data:text/html) is a script vector, an inline image is not.
  allowedSchemesByTag: {
    a: ["http", "https", "tel", "mailto"],
    img: ["data", "http", "https"],
  },
  allowProtocolRelative: false,
  transformTags: {
    img: (tagName, attribs) => {
      if (attribs.src === undefined || !isForbiddenDataImage(attribs.src)) return { tagName, attribs };
      const { src: _dropped, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_SANITIZE_OPTIONS);
}

const ENTITIES: Readonly<Record<string, string>> = { nbsp: " ", amp: "&", lt: "<", gt: ">", quot: '"' };

/** Plain text of rich text (tags dropped, the entities sanitize-html emits decoded in one pass). */
export function richTextToPlainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(
    /&(nbsp|amp|lt|gt|quot);/gi,
    (_, name: string) => ENTITIES[name.toLowerCase()] ?? "",
  );
}

/**
 * Spec §5.3: the empty check strips tags. So "<p><br></p>" and "<p>&nbsp;　</p>" are empty, and so
 * is content made only of images (the spec's rule: there is no text in it).
 */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  if (html == null) return true;
  return richTextToPlainText(html).trim() === "";
}
