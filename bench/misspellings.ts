/**
 * Writes bench/misspelled-names.json, the recall list of the search
 * benchmark: 200 members among the first 10 000 the benchmark seeds (so
 * every size holds them), each with a seeded random typo: one edit
 * (insertion, deletion, replacement or swap of neighbours, never the first
 * letter) in one word of 4 or more letters, a second one in a word of 8 or
 * more one time in three; never an edit that leaves a beginning of the word
 * (that is no typo for a prefix search). The file is kept in the
 * repository; run `npx tsx bench/misspellings.ts` only to change the list.
 */
import { writeFileSync } from "node:fs";
import { seededRandom, type Random } from "~/seed/random";
import { words as wordsOf } from "~/services/search/terms";
import { distances } from "~/services/search/typos";
import { person } from "./people";
import { BENCH_SEED } from "./search-seed";

const COUNT = 200;
const FIRST_MEMBERS = 10_000;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

function edit(random: Random, word: string): string {
  const at = random.int(1, word.length - 1);
  const letter = random.pick([...LETTERS]);
  switch (random.int(0, 3)) {
    case 0:
      return word.slice(0, at) + letter + word.slice(at);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + letter + word.slice(at + 1);
    default:
      return at < word.length - 1 ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word;
  }
}

function misspell(random: Random, name: string): string {
  const words = wordsOf(name);
  const long = words.filter((word) => word.length >= 4);
  const target = random.pick(long);
  const edits = target.length >= 8 && random.chance(1 / 3) ? 2 : 1;
  for (;;) {
    let typo = target;
    for (let i = 0; i < edits; i++) typo = edit(random, typo);
    if (distances(typo, target, 0) === null) return words.map((word) => (word === target ? typo : word)).join(" ");
  }
}

const members = seededRandom(BENCH_SEED);
const people = Array.from({ length: FIRST_MEMBERS }, (_, i) => person(members, i));
const random = seededRandom(37);
const step = FIRST_MEMBERS / COUNT;
const list = Array.from({ length: COUNT }, (_, k) => {
  const { displayName } = people[k * step + random.int(0, step - 1)]!;
  return { name: displayName, typo: misspell(random, displayName) };
});
writeFileSync(new URL("./misspelled-names.json", import.meta.url), `${JSON.stringify(list, null, 2)}\n`);
console.log(`${list.length} nomes com erro de digitação em bench/misspelled-names.json`);
