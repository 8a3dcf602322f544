import { useState } from "react";
import { PLACEHOLDER_IMAGE } from "../components/ArticleImage.tsx";
import { ArticleDate, titleOf } from "../components/articleParts.tsx";
import { ExternalLink } from "../components/ExternalLink.tsx";
import type { StoryArticle } from "../shared/story.ts";
import styles from "./StoryCoverageList.module.css";

/** Every article of the story: image, title (new tab), publisher and date. */
export function StoryCoverageList({ articles }: { articles: readonly StoryArticle[] }) {
  return (
    <ul className={styles.list}>
      {articles.map((article) => (
        <li className={styles.item} key={article.link}>
          <ExternalLink href={article.link} tabIndex={-1} aria-hidden="true">
            <CoverageImage src={article.images[0]} />
          </ExternalLink>
          <div>
            <h3>
              <ExternalLink href={article.link}>{titleOf(article)}</ExternalLink>
            </h3>
            <p>
              <span>{article.publisher}</span>
              {article.pubDate && (
                <>
                  {" · "}
                  <ArticleDate iso={article.pubDate} />
                </>
              )}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Decorative (the title names the article); the placeholder stands in when it fails. */
function CoverageImage({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!failed && src ? src : PLACEHOLDER_IMAGE}
      alt=""
      width={320}
      height={180}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
