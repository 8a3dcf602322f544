/**
 * What the player remembers in the reader's browser (issue 46): the position per episode,
 * so a reload resumes where it stopped, and the speed per show. localStorage may be
 * missing or full: then nothing is remembered.
 */
const positionKey = (track: string) => `player:position:${track}`;
const speedKey = (show: string) => `player:speed:${show}`;

function read(key: string): number | undefined {
  try {
    const value = Number(localStorage.getItem(key));
    return localStorage.getItem(key) !== null && Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: number | undefined): void {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, String(value));
  } catch {
    // Private mode or a full store: not remembered.
  }
}

export const savedPlayback = {
  position: (track: string) => read(positionKey(track)),
  savePosition: (track: string, seconds: number | undefined) =>
    write(positionKey(track), seconds === undefined ? undefined : Math.floor(seconds)),
  speed: (show: string) => read(speedKey(show)),
  saveSpeed: (show: string, rate: number) => write(speedKey(show), rate),
};
