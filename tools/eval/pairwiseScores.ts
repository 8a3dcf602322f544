/** Pairwise same-story decisions against labels: every pair of items is one decision. */
export interface PairwiseScores {
  precision: number;
  recall: number;
  truePairs: number;
  predictedPairs: number;
  correctPairs: number;
}

/** Precision and recall of "these two are the same story" over all pairs. */
export function pairwiseScores(
  labels: readonly string[],
  predicted: readonly string[],
): PairwiseScores {
  let truePairs = 0;
  let predictedPairs = 0;
  let correctPairs = 0;
  for (let i = 0; i < labels.length; i++)
    for (let j = i + 1; j < labels.length; j++) {
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
