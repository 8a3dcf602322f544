/**
 * Writes the artwork the static content refers to (podcast covers, the live stream
 * poster and news images, blog images) as small original SVGs under public/.
 * Reads the validated config, so every image a config file names exists. Deterministic.
 *
 *   npx tsx tools/generate/static-images.ts
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { escapeUTF8 } from "entities";
import { formatProblem, validateStaticContent } from "../../src/shared/configValidation.ts";
import { readStaticContentFiles } from "../../src/shared/readConfigFiles.ts";

const result = validateStaticContent(await readStaticContentFiles("config"));
if (!result.ok) {
  for (const problem of result.problems) console.error(formatProblem(problem));
  process.exit(1);
}
const { podcasts, live, blogs } = result.content;
if (!podcasts || !live || !blogs) {
  console.error("config/podcasts.json, live.json and blogs.json are all needed");
  process.exit(1);
}

/** A stable hue per name, so each category keeps its colour. */
function hueOf(name: string): number {
  let hash = 7;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/** A square podcast cover: a coloured field, sound-wave bars and the episode label. */
function cover(hue: number, seed: number, label: string): string {
  const bars = Array.from({ length: 9 }, (_, i) => {
    const height = 30 + ((seed * 37 + i * 53) % 90);
    return `<rect x="${78 + i * 28}" y="${200 - height / 2}" width="14" height="${height}" rx="7" fill="#fff" opacity="${0.55 + (i % 3) * 0.15}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 62% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 58% 22%)"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="${320 - (seed % 4) * 20}" cy="80" r="${60 + (seed % 3) * 15}" fill="#fff" opacity="0.08"/>
${bars}
<text x="32" y="360" font-family="Georgia, serif" font-size="34" font-weight="700" fill="#fff">${escapeUTF8(label)}</text>
</svg>
`;
}

/** A wide picture: layered hills under a sun, in one hue. */
function scene(hue: number, seed: number, width = 800, height = 450, caption = ""): string {
  const sunX = 150 + ((seed * 97) % 500);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<rect width="${width}" height="${height}" fill="hsl(${hue} 45% 82%)"/>
<circle cx="${sunX}" cy="${height * 0.35}" r="${height * 0.14}" fill="hsl(${(hue + 30) % 360} 80% 92%)"/>
<path d="M0 ${height * 0.7} Q ${width * 0.25} ${height * 0.45} ${width * 0.5} ${height * 0.65} T ${width} ${height * 0.6} V ${height} H 0 Z" fill="hsl(${hue} 40% 58%)"/>
<path d="M0 ${height * 0.85} Q ${width * 0.35} ${height * 0.62} ${width * 0.7} ${height * 0.82} T ${width} ${height * 0.78} V ${height} H 0 Z" fill="hsl(${hue} 45% 36%)"/>
${caption ? `<text x="24" y="${height - 24}" font-family="system-ui, sans-serif" font-size="20" fill="#fff" opacity="0.85">${escapeUTF8(caption)}</text>` : ""}
</svg>
`;
}

/** The live stream poster: a dark screen with a play mark. */
function poster(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720">
<defs><radialGradient id="g" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#2b3140"/><stop offset="1" stop-color="#0d0f14"/></radialGradient></defs>
<rect width="1280" height="720" fill="url(#g)"/>
<g opacity="0.12" stroke="#fff" stroke-width="2" fill="none">${Array.from({ length: 6 }, (_, i) => `<circle cx="640" cy="330" r="${120 + i * 70}"/>`).join("")}</g>
<circle cx="640" cy="330" r="84" fill="#b3121b"/>
<path d="M615 285 L680 330 L615 375 Z" fill="#fff"/>
</svg>
`;
}

const files = new Map<string, string>();
files.set(podcasts.hero.image, scene(hueOf("hero"), 3, 1200, 500));
for (const category of podcasts.categories) {
  for (const item of category.items)
    files.set(
      item.image,
      cover(hueOf(category.id), item.id, `${category.label.en} · ${item.episode}`),
    );
}
files.set(live.stream.poster, poster());
for (const item of live.news) files.set(item.img, scene(hueOf(`live${item.id}`), item.id));
blogs.posts.forEach((post, i) => {
  files.set(post.imageUrl, scene(hueOf(post.title), i + 1));
});

for (const [path, svg] of files) {
  const out = join("public", path);
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, svg);
}
console.log(`wrote ${files.size} images under public/`);
