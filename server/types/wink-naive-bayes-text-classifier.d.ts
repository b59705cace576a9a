// The package ships no types; these cover the calls this project makes.
declare module 'wink-naive-bayes-text-classifier' {
  interface NaiveBayesTextClassifier {
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    definePrepTasks(tasks: Array<(input: string[]) => string[]>): number;
    learn(tokens: string[], label: string): boolean;
    consolidate(): boolean;
    /** `[label, log2 odds against the other labels]`, most likely first. */
    computeOdds(tokens: string[]): Array<[string, number]>;
    exportJSON(): string;
    importJSON(json: string): boolean;
  }
  function naiveBayesTextClassifier(): NaiveBayesTextClassifier;
  export default naiveBayesTextClassifier;
}
