/** Pairwise same-story decisions against labels: every pair of items is one decision. */
export interface PairwiseScores {
  precision: number;
  recall: number;
  truePairs: number;
  predictedPairs: number;
  correctPairs: number;
}

/**
 * Precision and recall of "these two are the same story" over all pairs, or with
 * `publishers` only over pairs of two publishers (how the real held-out set is measured: a
 * publisher's own follow-ups are not evidence of clustering across sources).
 */
export function pairwiseScores(
  labels: readonly string[],
  predicted: readonly string[],
  publishers?: readonly string[],
): PairwiseScores {
  let truePairs = 0;
  let predictedPairs = 0;
  let correctPairs = 0;
  for (let i = 0; i < labels.length; i++)
    for (let j = i + 1; j < labels.length; j++) {
      if (publishers && publishers[i] === publishers[j]) continue;
      const same = labels[i] === labels[j];
      const said = predicted[i] === predicted[j];
      if (same) truePairs++;
      if (said) predictedPairs++;
      if (same && said) correctPairs++;
    }
  return {
    precision: predictedPairs === 0 ? 1 : correctPairs / predictedPairs,
    recall: truePairs === 0 ? 1 : correctPairs / truePairs,
    truePairs,
    predictedPairs,
    correctPairs,
  };
}
