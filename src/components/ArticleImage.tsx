import { useState } from "react";
import styled from "styled-components";
import { useTexts } from "../engine/LanguageContext.tsx";
import { placeholderMark } from "../shared/designTokens.ts";
import { type ImageProxy, proxiedSources } from "../shared/imageProxy.ts";
import { sampleImageFamily } from "../shared/sampleImages.ts";
import { theme } from "../theme.ts";
import { variantRules } from "./variantRules.ts";

/**
 * The placeholder picture, inline (about 300 bytes): a page full of frames shows it at
 * once, with no request competing with the lead image.
 */
const placeholderSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90" width="160" height="90"><g fill="${placeholderMark}"><path d="M62 58l12-15 9 11 6-7 11 11z"/><circle cx="94" cy="36" r="5"/></g></svg>`;
export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(placeholderSvg)}`;

/** The few frame shapes cards use; a fixed ratio reserves space so nothing shifts on load. */
const ratios = { wide: "16 / 9", photo: "4 / 3", square: "1 / 1" } as const;
/** The same shapes as `width`/`height` attributes: the image's box even before CSS applies. */
const boxes = { wide: [640, 360], photo: [640, 480], square: [640, 640] } as const;
export type ImageRatio = keyof typeof ratios;

/**
 * How wide an image's slot is: the lead spans the content column (up to 640 CSS px), a card
 * a grid column (a phone's full width, up to 400 px). `sizes` tells the browser before
 * layout; lazy images let it measure the slot itself (`sizes="auto"`).
 */
const slots = {
  lead: { maxWidth: 640, sizes: "(min-width: 900px) 640px, calc(100vw - 32px)" },
  card: { maxWidth: 400, sizes: "(min-width: 900px) 300px, (min-width: 640px) 45vw, 100vw" },
} as const;
export type ImageSlot = keyof typeof slots;

const placeholder = `${theme.color.imageSurface} url("${PLACEHOLDER_IMAGE}") center / cover no-repeat`;

/**
 * The placeholder shows while an image loads and wherever one fails, with no script
 * (before hydration, or without JavaScript): it is the frame's background, and a broken
 * image, which browsers draw with an icon and a border, is covered by its own `::after`
 * (an image's pseudo-elements are drawn only when it fails to load).
 */
const Frame = styled.div`
  ${variantRules("ratio", "aspect-ratio", ratios)}
  overflow: hidden;
  background: ${placeholder};
  img { position: relative; width: 100%; height: 100%; object-fit: cover; color: transparent; }
  img::after { content: ""; position: absolute; inset: 0; background: ${placeholder}; }
`;

const Figure = styled.figure`
  margin: 0;
`;

const Caption = styled.figcaption`
  margin-top: 4px;
  font-size: 0.75rem;
  color: ${theme.color.muted};
`;

/**
 * An article's first image in a fixed-ratio frame, or the placeholder when it has
 * none or the image fails to load. Decorative (alt=""): the title beside it names the story.
 * A publisher's image comes through the site's image proxy (`proxy`, signed by the server)
 * in the widths the slot needs; `proxy: null` means there is none to show.
 * Eager images (the lead, likely the largest paint) load first with high priority;
 * below-the-fold images load lazily.
 */
export function ArticleImage({
  images,
  proxy,
  ratio = "wide",
  slot = "card",
  eager = false,
  className,
}: {
  images: readonly string[];
  proxy?: ImageProxy | null | undefined;
  ratio?: ImageRatio;
  slot?: ImageSlot;
  eager?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const original = proxy === null ? undefined : images[0];
  const { TEXT } = useTexts();
  const family = sampleImageFamily(original);
  const caption = family && TEXT.sampleImage.caption(TEXT.sampleImage.labels[family]);
  const { maxWidth, sizes } = slots[slot];
  const sources =
    failed || !original
      ? { src: PLACEHOLDER_IMAGE }
      : proxy
        ? { ...proxiedSources(proxy, maxWidth), sizes: eager ? sizes : `auto, ${sizes}` }
        : { src: original };
  const frame = (
    <Frame data-ratio={ratio} className={caption ? undefined : className}>
      <img
        {...sources}
        width={boxes[ratio][0]}
        height={boxes[ratio][1]}
        alt=""
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : "auto"}
        // The lead paints in the frame its bytes arrive in; the others decode off the way.
        decoding={eager ? "auto" : "async"}
        onError={() => setFailed(true)}
      />
    </Frame>
  );
  if (!caption) return frame;
  return (
    <Figure className={className}>
      {frame}
      <Caption>{caption}</Caption>
    </Figure>
  );
}
