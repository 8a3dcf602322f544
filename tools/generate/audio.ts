/**
 * Writes public/podcast/sample-episode.wav: a short, original jingle of sine tones
 * (plain Node, no dependencies), the sample recording behind the podcast page's
 * 'Listen Now'. Deterministic: running it again gives the same bytes.
 *
 *   npx tsx tools/generate/audio.ts
 */
import { writeFile } from "node:fs/promises";

const SAMPLE_RATE = 11_025;
const OUT = "public/podcast/sample-episode.wav";

/** [frequency in Hz, length in seconds]; 0 Hz is a rest. A rising C-major figure, twice. */
const FIGURE: [number, number][] = [
  [523.25, 0.35],
  [659.25, 0.35],
  [783.99, 0.35],
  [1046.5, 0.7],
  [0, 0.25],
  [783.99, 0.35],
  [659.25, 0.35],
  [523.25, 0.9],
  [0, 0.4],
];
const NOTES = [...FIGURE, ...FIGURE];

/** 16-bit signed PCM samples of the melody, each note with a short attack and a decay. */
function render(notes: [number, number][]): Int16Array {
  const total = notes.reduce((sum, [, seconds]) => sum + Math.round(seconds * SAMPLE_RATE), 0);
  const samples = new Int16Array(total);
  let offset = 0;
  for (const [frequency, seconds] of notes) {
    const length = Math.round(seconds * SAMPLE_RATE);
    for (let i = 0; i < length && frequency > 0; i++) {
      const t = i / SAMPLE_RATE;
      const attack = Math.min(1, i / (0.01 * SAMPLE_RATE));
      const decay = Math.exp((-3 * i) / length);
      const tone =
        Math.sin(2 * Math.PI * frequency * t) + 0.3 * Math.sin(4 * Math.PI * frequency * t);
      samples[offset + i] = Math.round(tone * attack * decay * 0.45 * 32_767 * 0.77);
    }
    offset += length;
  }
  return samples;
}

/** A RIFF/WAVE file: mono, 16-bit PCM. */
function wav(samples: Int16Array): Buffer {
  const dataBytes = samples.length * 2;
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write("RIFF", 0, "ascii");
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write("WAVE", 8, "ascii");
  buffer.write("fmt ", 12, "ascii");
  buffer.writeUInt32LE(16, 16); // fmt chunk size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(SAMPLE_RATE, 24);
  buffer.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  buffer.writeUInt16LE(2, 32); // block align
  buffer.writeUInt16LE(16, 34); // bits per sample
  buffer.write("data", 36, "ascii");
  buffer.writeUInt32LE(dataBytes, 40);
  samples.forEach((sample, i) => {
    buffer.writeInt16LE(sample, 44 + i * 2);
  });
  return buffer;
}

const file = wav(render(NOTES));
await writeFile(OUT, file);
console.log(
  `wrote ${OUT} (${file.length} bytes, ${((file.length - 44) / 2 / SAMPLE_RATE).toFixed(1)} s)`,
);
