/**
 * The forgiving product search (ADR 0071), all in PostgreSQL: `unaccent` folds accents,
 * one text search configuration per language (migration 0028: shop_en, shop_fr, shop_nl)
 * stems words in that language's own forms, and `pg_trgm` and `fuzzystrmatch` find names
 * despite a typo.
 */
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@shop/contracts';

const SEARCH_CONFIGURATIONS: Record<Language, string> = {
  en: 'shop_en',
  fr: 'shop_fr',
  nl: 'shop_nl',
};

/**
 * How close a misspelt query must come to a run of words in a name (pg_trgm's word
 * similarity, 0 to 1): "snijplnk" against "… snijplank" scores about 0.6, unrelated words
 * stay below 0.3.
 */
const TYPO_SIMILARITY = 0.45;

/** Escapes LIKE wildcards so a search for "50%" looks for those characters. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Lower case without accents: "Planche à découper" and "planche a decouper" read the same. */
function folded(text: SQL | string): SQL<string> {
  return sql<string>`unaccent(lower(${text}))`;
}

export interface SearchTexts {
  search: string;
  language: Language;
  name: SQL<string>;
  description: SQL<string>;
}

function configuration(language: Language): SQL {
  return sql.raw(`'${SEARCH_CONFIGURATIONS[language]}'::regconfig`);
}

function wordsOf({ search, language }: SearchTexts): SQL {
  return sql`plainto_tsquery(${configuration(language)}, ${search})`;
}

/**
 * The precise match: the spec's case-insensitive substring of the name or the description
 * (the floor: it still finds all it found), now also without accents, or the query's words
 * in their stemmed forms ("candles" finds "candle", "bougies" finds "bougie").
 */
export function matchesSearch(texts: SearchTexts): SQL {
  const pattern = folded(containing(texts.search));
  const language = configuration(texts.language);
  return or(
    sql`${folded(texts.name)} like ${pattern}`,
    sql`${folded(texts.description)} like ${pattern}`,
    sql`to_tsvector(${language}, ${texts.name} || ' ' || ${texts.description}) @@ ${wordsOf(texts)}`,
  )!;
}

/**
 * Letters a query word may have wrong, missing, extra or swapped (an edit distance) and still
 * match a word of a name: none in a word of three letters or less, where one changed letter
 * makes another word, one up to five letters, two from six.
 */
function typosAllowed(word: string): number {
  if (word.length <= 3) return 0;
  return word.length <= 5 ? 1 : 2;
}

/**
 * Tried when nothing matches precisely: a name that comes close to the query as a whole
 * (trigrams), or in which every word of the query is a name word with a typo or two.
 */
export function nearlyMatchesSearch(texts: SearchTexts): SQL {
  const closeness = nameCloseness(texts);
  const nameWords = sql`regexp_split_to_table(${folded(texts.name)}, '[^[:alnum:]]+')`;
  const words = texts.search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => typosAllowed(word) > 0);
  const everyWordNearly = words.length
    ? and(
        ...words.map(
          (word) =>
            sql`exists (select from ${nameWords} as name_word where levenshtein(name_word, unaccent(${word})) <= ${typosAllowed(word)})`,
        ),
      )
    : undefined;
  return or(sql`${closeness} >= ${TYPO_SIMILARITY}`, everyWordNearly)!;
}

/**
 * Best matches first: the query in the name counts most, then its words weighted by where
 * they stand (name over description), then how close the name comes to the query.
 */
export function searchRelevance(texts: SearchTexts): SQL<number> {
  const language = configuration(texts.language);
  const document = sql`setweight(to_tsvector(${language}, ${texts.name}), 'A') || setweight(to_tsvector(${language}, ${texts.description}), 'D')`;
  return sql<number>`(
    case when ${folded(texts.name)} like ${folded(containing(texts.search))} then 1 else 0 end
    + ts_rank(${document}, ${wordsOf(texts)})
    + ${nameCloseness(texts)}
  )`;
}

/** How close a name comes to the query, 0 to 1: the order of the suggestions for an empty result. */
export function nameCloseness(texts: Pick<SearchTexts, 'search' | 'name'>): SQL<number> {
  return sql<number>`word_similarity(${folded(texts.search)}, ${folded(texts.name)})`;
}
