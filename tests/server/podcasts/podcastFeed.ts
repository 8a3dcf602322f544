/** A podcast feed as a loopback publisher serves it (issue 46 tests), with its files' URLs. */

export interface TestEpisode {
  guid: string;
  title: string;
  notes: string;
  pubDate: string;
  duration: string;
  audio: string;
  transcript?: { url: string; type: string };
  chapters?: string;
  podlove?: { start: string; title: string }[];
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function podcastRss(show: { title: string; image: string }, episodes: TestEpisode[]) {
  const items = episodes.map(
    (episode) => `<item>
  <title>${xmlEscape(episode.title)}</title>
  <guid isPermaLink="false">${xmlEscape(episode.guid)}</guid>
  <pubDate>${episode.pubDate}</pubDate>
  <description><![CDATA[${episode.notes}]]></description>
  <enclosure url="${episode.audio}" length="48044" type="audio/wav"/>
  <itunes:duration>${episode.duration}</itunes:duration>
  <itunes:episode>${episodes.indexOf(episode) + 1}</itunes:episode>
  <itunes:season>2</itunes:season>
  ${episode.transcript ? `<podcast:transcript url="${episode.transcript.url}" type="${episode.transcript.type}"/>` : ""}
  ${episode.chapters ? `<podcast:chapters url="${episode.chapters}" type="application/json+chapters"/>` : ""}
  ${
    episode.podlove
      ? `<psc:chapters version="1.2">${episode.podlove
          .map(
            (chapter) =>
              `<psc:chapter start="${chapter.start}" title="${xmlEscape(chapter.title)}"/>`,
          )
          .join("")}</psc:chapters>`
      : ""
  }
</item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:psc="http://podlove.org/simple-chapters">
<channel>
  <title>${xmlEscape(show.title)}</title>
  <link>https://podcast.test/</link>
  <description>A show about harbours &lt;b&gt;and&lt;/b&gt; tides.</description>
  <itunes:image href="${show.image}"/>
  ${items.join("\n")}
</channel>
</rss>`;
}
