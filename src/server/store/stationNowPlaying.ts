import type { NowPlaying } from "../../shared/nowPlaying.ts";
import type { Station } from "../../shared/podcastRegistry.ts";
import { type FetchLimits, fetchUpstream } from "../feeds/fetchUpstream.ts";
import type { NetworkPolicy } from "../feeds/privateNetworks.ts";
import { readIcyMetadata } from "../feeds/readIcyMetadata.ts";
import { streamTitle } from "../feeds/streamTitle.ts";

/** How long a station's answer is reused: programmes change on the hour, songs in minutes. */
export const nowPlayingKeepMs = 30_000;
/** A title is in the first few KiB of a stream, or the station is too slow to ask. */
const readTimeoutMs = 5_000;

/**
 * What each live station is playing (issue 46), read by the server from the stream itself:
 * the first ICY metadata block of an MP3 or AAC stream, through the feeds' fetcher (its
 * SSRF guard on every hop, connect timeout), in at most 5 s and 64 KiB, the stream closed
 * at once. Each station is asked at most every 30 s, whoever asks. An HLS station, a
 * stream without metadata, one that fails, or an offline server: the station's name alone.
 */
export class StationNowPlaying {
  readonly #stations: Map<string, Station>;
  readonly #kept = new Map<string, { at: number; answer: Promise<NowPlaying> }>();

  constructor(
    stations: readonly Station[],
    private readonly options: {
      limits: FetchLimits;
      network: NetworkPolicy;
      /** False when OFFLINE: nothing is fetched. */
      online: boolean;
      now?: () => number;
    },
  ) {
    this.#stations = new Map(stations.map((station) => [station.id, station]));
  }

  /** Undefined for an unknown station. */
  get(id: string): Promise<NowPlaying> | undefined {
    const station = this.#stations.get(id);
    if (!station) return undefined;
    const now = (this.options.now ?? Date.now)();
    const kept = this.#kept.get(id);
    if (kept && now - kept.at < nowPlayingKeepMs) return kept.answer;
    const answer = this.#read(station).then((programme) => ({
      station: station.id,
      name: station.name,
      programme,
    }));
    this.#kept.set(id, { at: now, answer });
    return answer;
  }

  async #read(station: Station): Promise<string | null> {
    if (!this.options.online || station.format === "hls") return null;
    const { limits } = this.options;
    try {
      const response = await fetchUpstream(station.stream, {
        validators: {},
        limits: { ...limits, totalTimeoutMs: Math.min(limits.totalTimeoutMs, readTimeoutMs) },
        network: this.options.network,
        accept: "audio/*",
        headers: { "icy-metadata": "1", "accept-encoding": "identity" },
        read: readIcyMetadata,
        subject: "stream",
        ...(this.options.now ? { now: this.options.now } : {}),
      });
      return response.kind === "ok" ? streamTitle(response.body) : null;
    } catch {
      return null;
    }
  }
}
