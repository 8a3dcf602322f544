import { useState } from "react";
import styled from "styled-components";
import { theme } from "../theme.ts";
import { variantRules } from "./variantRules.ts";

export const PLACEHOLDER_IMAGE = "/brand/placeholder.svg";

/** The few frame shapes cards use; a fixed ratio reserves space so nothing shifts on load. */
const ratios = { wide: "16 / 9", photo: "4 / 3", square: "1 / 1" } as const;
export type ImageRatio = keyof typeof ratios;

const Frame = styled.div`
  ${variantRules("ratio", "aspect-ratio", ratios)}
  overflow: hidden;
  background: ${theme.color.wash};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

/**
 * An article's first image in a fixed-ratio frame, or the placeholder when it has
 * none or the image fails to load. Decorative (alt=""): the title beside it names the story.
 * Eager images (the lead, likely the largest paint) load first with high priority;
 * below-the-fold images load lazily.
 */
export function ArticleImage({
  images,
  ratio = "wide",
  eager = false,
  className,
}: {
  images: readonly string[];
  ratio?: ImageRatio;
  eager?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const src = !failed && images[0] ? images[0] : PLACEHOLDER_IMAGE;
  return (
    <Frame data-ratio={ratio} className={className}>
      <img
        src={src}
        alt=""
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : "auto"}
        // The lead paints in the frame its bytes arrive in; the others decode off the way.
        decoding={eager ? "auto" : "async"}
        onError={() => setFailed(true)}
      />
    </Frame>
  );
}
