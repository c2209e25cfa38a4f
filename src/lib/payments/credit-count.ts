// How a number of credits reads, everywhere it is shown or mailed: "1 Credit", "3 Credits" (or lower case in a sentence).

/** "1 credit", "0 credits"; `capitalized` for labels such as the top bar's "1 Credit". */
export function creditCount(credits: number, { capitalized = false }: { capitalized?: boolean } = {}): string {
  const [one, many] = capitalized ? ['Credit', 'Credits'] : ['credit', 'credits'];
  return `${credits} ${credits === 1 ? one : many}`;
}
