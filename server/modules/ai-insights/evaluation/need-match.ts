/** The kinds of need the data set labels (../shared/data/sgd-homes/README.md). */
export const NEED_KINDS = ['beds', 'baths', 'area', 'garage', 'laundry'] as const;
export type NeedKind = (typeof NEED_KINDS)[number];

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

function words(text: string): string {
  return ` ${text.toLowerCase().replace(/[^a-z0-9+]+/g, ' ').trim()} `;
}

function roomPattern(count: string, unit: string): RegExp {
  const spelled = NUMBER_WORDS[Number(count)];
  return new RegExp(String.raw`\b(?:${count.replace('.', String.raw`\.`)}${spelled ? `|${spelled}` : ''})\+?[- ]?(?:${unit})\b`, 'i');
}

/**
 * Whether a stated need shows on the lead card. Lenient on wording ("3 bedrooms", "3-bed", "three bedrooms";
 * "In-unit laundry"), strict on the value: "2 bedrooms" does not meet a need for 3, and "San Jose" not one for "Jose".
 */
export function needShown(kind: NeedKind, value: string, topNeeds: string[]): boolean {
  return topNeeds.some((need) => {
    switch (kind) {
      case 'beds':
        return /^0$/.test(value) ? /\bstudio\b/i.test(need) : roomPattern(value, 'bed ?rooms?|beds?|br|bd').test(need);
      case 'baths':
        return roomPattern(value, 'bath ?rooms?|baths?|ba').test(need);
      case 'area':
        return words(need).includes(words(value));
      case 'garage':
        return /\bgarage\b/i.test(need);
      case 'laundry':
        return /\b(?:laundry|washer)\b/i.test(need);
    }
  });
}
