/**
 * Why SQL: every search filter, the totals and the price histogram must be one indexed statement.
 *
 * The SQL of venue_search: every filter of SearchCriteria as one statement (CTEs), so one
 * indexed plan answers the page, the totals and the price histogram. The availability part
 * mirrors domain/availability/availability.ts rule by rule (the property test compares them).
 */
import type { Knex } from 'knex';
import { sqlIn } from '../db/constants';
import { statementName } from './prepared';
import { SLOT_OCCUPYING } from '../domain/booking/states';
import { localMinuteToUtc } from '../domain/availability/amsterdamTime';
import { HOUR_MS, isoWeekDay } from '../domain/availability/amsterdamTime';
import { BROAD_SPACE_CAP, MAX_SPACES_PER_VENUE, PRICE_BUCKET_EDGES, type SearchCriteria, type SearchWindow } from '../domain/search/searchInput';

const OCCUPYING = `(${sqlIn(SLOT_OCCUPYING)})`;
const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search text, normalised once per statement (textQuery): `Q` the query, `LIKE_Q` the %query% pattern.
 * Read from a CTE (InitPlan parameters, not constants), so the planner does not test the pattern against
 * the trigram columns' statistics for every LIKE and <% while planning (~0.5 ms of a text search's ~1.3 ms
 * planning); the trigram indexes still answer them (their scans take the value at run time).
 */
const Q = '(SELECT q FROM zp_q)';
const LIKE_Q = '(SELECT l FROM zp_q)';
/**
 * The zp_q CTE (a WITH-list entry with its trailing comma) for the lower-cased text. A short query (1-2 plain
 * characters) also gets zp_short: the search rows whose space or venue name contains it, in one sequential
 * scan. The trigram indexes cannot narrow '%ed%' (no whole trigram): their scans returned every row and
 * rechecked each (space names ~55 ms, venue names with zp_norm per row ~40 ms); one pass over the search
 * rows' normalised names (venue_name_norm = zp_norm(venue_name), kept by the row triggers) takes ~28 ms.
 * For such a query LIKE '%q%' and strpos(name, q) > 0 are the same test.
 */
function textQuery(sql: Sql, q: string): { short: boolean } {
  sql.add('zp_q AS MATERIALIZED (SELECT zp_norm(?::text) AS q, zp_norm(?::text) AS l),', q, `%${escapeLike(q)}%`);
  const short = q.length <= 2 && /^[a-z0-9]*$/.test(q);
  if (short) {
    sql.add(`zp_short AS MATERIALIZED (
       SELECT r.space_id, r.venue_id, r.is_visible, r.space_name_norm, r.venue_name_norm,
              strpos(r.space_name_norm, ${Q}) > 0 AS in_space, strpos(r.venue_name_norm, ${Q}) > 0 AS in_venue
       FROM space_search_row r WHERE strpos(r.space_name_norm, ${Q}) > 0 OR strpos(r.venue_name_norm, ${Q}) > 0
     ),`);
  }
  return { short };
}
/** a name column matching the text (after textQuery): LIKE, and for 3+ characters word similarity */
const nameMatch = (col: string, short: boolean): string => (short ? `(${col} LIKE ${LIKE_Q})` : `(${col} LIKE ${LIKE_Q} OR ${Q} <% ${col})`);

/** SQL text plus its positional bindings, concatenated in order. */
class Sql {
  readonly parts: string[] = [];
  readonly bindings: Knex.RawBinding[] = [];
  add(text: string, ...bindings: Knex.RawBinding[]): this {
    this.parts.push(text);
    this.bindings.push(...bindings);
    return this;
  }
  get text(): string {
    return this.parts.join('\n');
  }
}

export interface SearchScope {
  criteria: SearchCriteria;
  viewerId: number | null;
  now: number;
}

const iso = (t: number): string => new Date(t).toISOString();

/** Minutes m of the date's local day (0..1440) whose instant localMinuteToUtc(date, m) passes `ok`, as [from, to) runs. */
function minuteRuns(date: string, ok: (utc: number) => boolean): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  const day0 = localMinuteToUtc(date, 0);
  const regular = localMinuteToUtc(date, 1440) - day0 === 1440 * 60_000;
  for (let m = 0; m <= 1440; m += 1) {
    const t = regular ? day0 + m * 60_000 : localMinuteToUtc(date, m);
    if (!ok(t)) continue;
    const last = runs[runs.length - 1];
    if (last && last[1] === m) last[1] = m + 1;
    else runs.push([m, m + 1]);
  }
  return runs;
}

interface OpeningTest { opens: string; closes: string; span: [number, number] | null; hours: number[]; spanIsExact: boolean; possible: boolean }
const openingCache = new Map<string, OpeningTest>();
/**
 * Rule 1 for working time, as int4multiranges over the encoded `opening` column
 * (week_day * 1441 + minute): a row [open, close) contains the window when
 * localMinuteToUtc(open) <= start and localMinuteToUtc(close) >= end — the same instants the pure
 * module compares, DST change days included (there minute -> instant is computed one by one).
 * `span` and `hours` are necessary conditions, cheaper than the exact one: a passing row contains the
 * encoded range span, and so every whole local hour inside it (week_day * 24 + hour, as in the
 * open_hours column of migration 20261122400000, GIN-indexed). On an ordinary day (minute -> instant
 * monotonic: the opening minutes are one run from midnight, the closing minutes one run to the end of
 * the day) containing span IS the exact condition (`spanIsExact`), so the per-row unnest is skipped.
 */
export function openingRanges(w: SearchWindow): OpeningTest {
  const key = `${w.date}|${w.start}|${w.end}`;
  let hit = openingCache.get(key);
  if (!hit) {
    const day = isoWeekDay(w.date);
    const base = day * 1441;
    const text = (runs: Array<[number, number]>) => `{${runs.map(([a, b]) => `[${base + a},${base + b})`).join(',')}}`;
    const opens = minuteRuns(w.date, (t) => t <= w.start);
    const closes = minuteRuns(w.date, (t) => t >= w.end);
    // a row o passing the exact check has lower(o) <= the last opening minute and upper(o) >= the first
    // closing minute, so when lo <= hi it contains [lo, hi): a cheap necessary condition tested before the
    // unnest. (On the spring-forward day a window starting at 03:00 has lo > hi: the skipped local minutes
    // 02:00-02:59 map to instants after 03:00, so there is no span and only the exact test applies.)
    const lo = opens.length ? base + opens[opens.length - 1][1] - 1 : null;
    const hi = closes.length ? base + closes[0][0] : null;
    const span: [number, number] | null = lo !== null && hi !== null && lo <= hi ? [lo, hi] : null;
    const hours: number[] = [];
    if (span) for (let h = 0; h < 24; h += 1) if (base + h * 60 >= span[0] && base + h * 60 + 60 <= span[1]) hours.push(day * 24 + h);
    const spanIsExact = span !== null && opens.length === 1 && opens[0][0] === 0 && closes.length === 1 && closes[0][1] === 1441;
    hit = { opens: text(opens), closes: text(closes), span, hours, spanIsExact, possible: opens.length > 0 && closes.length > 0 };
    if (openingCache.size > 5000) openingCache.clear();
    openingCache.set(key, hit);
  }
  return hit;
}

/**
 * CTEs computed once per search window (before `base`): the spaces with an opened / closed exception
 * (few rows). Bookings need no CTE: each search row holds its space's occupied time (`occupied`).
 */
function availabilityCtes(sql: Sql, w: SearchWindow): void {
  const ws = iso(w.start);
  const we = iso(w.end);
  sql.add(
    `opened AS MATERIALIZED (
       SELECT DISTINCT a.space_id FROM space_availability a WHERE a.is_opened AND a.slot_from <= ?::timestamptz AND a.slot_to >= ?::timestamptz
     ), closed AS MATERIALIZED (
       SELECT DISTINCT a.space_id FROM space_availability a WHERE NOT a.is_opened
         AND tstzrange(a.slot_from, a.slot_to) && tstzrange(?::timestamptz, ?::timestamptz)
     ),`,
    ws, we, ws, we,
  );
}

/** Rules 1-5 of availability.ts for the search row aliased `r` and the window (after availabilityCtes). */
export function availabilityConditions(sql: Sql, w: SearchWindow, now: number): void {
  const ws = iso(w.start);
  const we = iso(w.end);
  const { opens, closes, span, hours, spanIsExact, possible } = openingRanges(w);
  // rule 4 as whole hours: ws >= now + min_th h  <=>  min_th <= floor((ws - now) / h), and
  // ws <= now + max_th h  <=>  max_th >= ceil((ws - now) / h) (thresholds are integers)
  const ahead = (w.start - now) / HOUR_MS;
  sql.add('AND r.book_before_min_th <= ?', Math.floor(ahead));
  sql.add('AND (coalesce(r.book_before_max_th, 0) <= 0 OR r.book_before_max_th >= ?)', Math.ceil(ahead));
  // working time per venue, denormalised into the row (no lookups); opened exceptions from the CTE.
  // open_hours @> hours (GIN) and int4range(lo, hi) <@ ANY(r.opening) are necessary for the exact check and
  // cheap per row; both arms of the OR can be index scans (BitmapOr), so a window few venues are open in
  // (an evening, a Sunday) is found without reading every row
  const inRow = new Sql();
  if (!possible) inRow.add('false');
  else {
    if (span && hours.length) inRow.add('r.open_hours @> ?::int[] AND', hours);
    if (span) inRow.add('int4range(?, ?) <@ ANY(r.opening) AND', span[0], span[1]);
    if (spanIsExact) inRow.add('true');
    else inRow.add('EXISTS (SELECT 1 FROM unnest(r.opening) o WHERE ?::int4multirange @> lower(o) AND ?::int4multirange @> upper(o))', opens, closes);
  }
  sql.add(`AND ((${inRow.text}) OR r.space_id = ANY(ARRAY(SELECT space_id FROM opened)))`, ...inRow.bindings);
  sql.add('AND NOT EXISTS (SELECT 1 FROM closed WHERE closed.space_id = r.space_id)');
  // the widened window against the row's occupied time (migration 20261122400000_search_occupied_open_hours); a window
  // starting before the row's occupied_since (only past windows) is checked against the bookings themselves
  const widened = `tstzrange(?::timestamptz - r.preparation_time * interval '1 minute', ?::timestamptz + r.service_break * interval '1 minute')`;
  sql.add(
    `AND NOT (r.occupied && ${widened}
         OR (?::timestamptz - r.preparation_time * interval '1 minute' < r.occupied_since
             AND EXISTS (SELECT 1 FROM booking b WHERE b.space_id = r.space_id AND b.booking_status IN ${OCCUPYING} AND b.occupied_range && ${widened})))`,
    ws, we, ws, ws, we,
  );
  sql.add(
    `AND (r.booking_limit <= 0 OR r.booking_limit > (SELECT count(*) FROM booking b WHERE b.space_id = r.space_id
            AND b.booking_status IN ${OCCUPYING} AND b.booking_start >= ?::timestamptz AND b.booking_start < ?::timestamptz))`,
    iso(localMinuteToUtc(w.date, 0)), iso(localMinuteToUtc(w.date, 1440)),
  );
}

const coordinate = (x: number): number => {
  if (!Number.isFinite(x)) throw new Error('invalid coordinate');
  return x;
};

const centreOf = (c: SearchCriteria): { lat: number; lng: number } | null =>
  c.centre ?? (c.bounds ? { lat: (c.bounds.north + c.bounds.south) / 2, lng: (c.bounds.east + c.bounds.west) / 2 } : null);

/**
 * The search's centre point as an earth value, computed once per run: the zp_centre CTE (pointCte). The
 * coordinates are bindings, so the statement's text is the same for every place (one prepared statement per
 * search shape), and ll_to_earth (an SQL function the planner cannot inline, which it ran once per mention
 * while planning) runs once.
 */
const CENTRE = '(SELECT e FROM zp_centre)';

/** The zp_centre CTE (a WITH-list entry with its trailing comma) for the point, when the search has one. */
function pointCte(sql: Sql, p: { lat: number; lng: number } | null): void {
  if (p) sql.add('zp_centre AS MATERIALIZED (SELECT ll_to_earth(?::float8, ?::float8) AS e),', coordinate(p.lat), coordinate(p.lng));
}

/**
 * The row's chord distance (cube_distance, metres through the earth) from the centre (or the box's centre);
 * r.geo = ll_to_earth(venue latitude, longitude). A C function per row; the venue's distance in km is
 * sec_to_gc(min(chord)) / 1000 = earth_distance(centre, venue) / 1000 (sec_to_gc is monotonic and all
 * spaces of a venue share its geo), computed once per venue instead of earth_distance per row.
 */
const chordExpr = (c: SearchCriteria): string => (centreOf(c) ? `cube_distance(${CENTRE}, r.geo)` : 'NULL::float8');

/** earthdistance's earth radius (earth()), metres */
const EARTH_M = 6378168;

/**
 * earthdistance's sec_to_gc(chord) written out with its constants (earth() = 6378168, 2 * earth() exact): the
 * same arithmetic, so the same float8. sec_to_gc itself is a STRICT SQL function with a CASE body, which
 * PostgreSQL cannot inline: it ran as a function call (an executor of its own) once per venue.
 */
const secToGc = (chord: string): string =>
  `CASE WHEN ${chord} < '0'::float8 THEN '0'::float8 WHEN ${chord} / '${2 * EARTH_M}'::float8 > '1'::float8 THEN pi() * '${EARTH_M}'::float8
        ELSE '${2 * EARTH_M}'::float8 * asin(${chord} / '${2 * EARTH_M}'::float8) END`;

/**
 * Within radiusM of (lat, lng), exactly as earth_distance(centre, r.geo) <= radiusM, but cheap per row:
 * a latitude/longitude box that contains the circle (btree ssr_lat_lng, bitmap scan over few pages of the
 * geographically clustered table), the chord compared with the chord of radiusM (C function), and the
 * SQL-function earth_distance only for rows within a hair of the boundary.
 */
function circleFilter(sql: Sql, lat: number, lng: number, radiusM: number): void {
  const chord = 2 * EARTH_M * Math.sin(Math.min(radiusM / (2 * EARTH_M), Math.PI / 2));
  const centre = CENTRE; // the circle's centre is the search's centre (zp_centre)
  // degrees per metre on a sphere smaller than any earth radius used, plus 1 %: the box always contains the circle
  const dLat = ((radiusM / 6_300_000) * 180 / Math.PI) * 1.01;
  if (radiusM < 2_000_000 && Math.abs(lat) + dLat < 85) {
    const dLng = dLat / Math.cos(((Math.abs(lat) + dLat) * Math.PI) / 180);
    if (dLng < 170) sql.add('AND r.latitude BETWEEN ? AND ? AND r.longitude BETWEEN ? AND ?', lat - dLat, lat + dLat, lng - dLng, lng + dLng);
    else sql.add(`AND earth_box(${centre}, ?) @> r.geo`, radiusM);
  } else sql.add(`AND earth_box(${centre}, ?) @> r.geo`, radiusM);
  sql.add(
    `AND cube_distance(${centre}, r.geo) <= ? AND (cube_distance(${centre}, r.geo) <= ? OR earth_distance(${centre}, r.geo) <= ?)`,
    chord * (1 + 1e-9), chord * (1 - 1e-9), radiusM,
  );
}

/**
 * A broad search (no text, place, organisation or favourites) can match every space: it reads only the
 * first BROAD_SPACE_CAP matching rows in the sort's index order and reports its counts as capped.
 */
export const isBroad = (c: SearchCriteria): boolean => !c.search && !c.circle && !c.bounds && !c.organisation && !c.favoritesOnly;

/** The per-space order a broad search reads in (the venue order's key, first appearance per venue). */
function broadOrder(c: SearchCriteria): string {
  switch (c.sort) {
    case 'PRICE': return `r.half_day_price ${c.direction}, r.venue_id, r.space_id`;
    case 'SIZE': return `r.space_size ${c.direction} NULLS LAST, r.venue_id, r.space_id`;
    default: return `r.rating ${c.direction} NULLS LAST, r.venue_id, r.space_id`;
  }
}

/** One condition of a search row `r` (SQL boolean, bindings); `key` identifies it across relaxed criteria. */
interface Atom { key: string; text: string; bindings: Knex.RawBinding[]; expensive: boolean }

function atom(build: (sql: Sql) => void, expensive = false): Atom {
  const sql = new Sql();
  build(sql);
  const text = sql.text.replace(/^AND /, '');
  return { key: `${text}\u0000${JSON.stringify(sql.bindings)}`, text: `(${text})`, bindings: sql.bindings, expensive };
}

/** The filters of the search row `r` (everything but text and price), one Atom each. */
function rowAtoms(scope: SearchScope): Atom[] {
  const c = scope.criteria;
  const out: Atom[] = [atom((s) => s.add('AND r.is_visible'))];
  if (c.circle) {
    const { lat, lng, radiusKm } = c.circle;
    out.push(atom((s) => circleFilter(s, lat, lng, radiusKm * 1000)));
  }
  if (c.bounds) {
    const b = c.bounds;
    out.push(atom((s) => s.add('AND r.latitude BETWEEN ? AND ? AND r.longitude BETWEEN ? AND ?', b.south, b.north, b.west, b.east)));
  }
  if (c.organisation) {
    const o = c.organisation;
    out.push(atom((s) => s.add('AND r.organisation_id IN (SELECT organisation_id FROM collection WHERE slug = ? OR collection_hash = ?)', o, o)));
  }
  if (c.attendees !== null && !c.configurations.length) out.push(atom((s) => s.add('AND r.max_guests >= ?', c.attendees)));
  if (c.configurations.length) {
    out.push(atom((s) => {
      s.add('AND r.config_types && ?::text[]', c.configurations);
      s.add('AND EXISTS (SELECT 1 FROM unnest(r.config_types, r.config_guests) AS g(t, n) WHERE g.t = ANY(?::text[])', c.configurations);
      if (c.attendees !== null) s.add('AND g.n >= ?', c.attendees);
      s.add(')');
    }));
  }
  if (c.activities.length) out.push(atom((s) => s.add('AND r.activities && ?::text[]', c.activities)));
  if (c.directBooking) out.push(atom((s) => s.add('AND r.is_direct')));
  if (c.afterpay) out.push(atom((s) => s.add('AND r.is_afterpay')));
  if (c.social) out.push(atom((s) => s.add('AND r.has_discount')));
  if (c.features.length) out.push(atom((s) => s.add('AND r.features @> ?::text[]', c.features)));
  if (c.facilities.length) out.push(atom((s) => s.add('AND r.facilities @> ?::text[]', c.facilities)));
  if (c.services.length) out.push(atom((s) => s.add('AND r.services @> ?::text[]', c.services)));
  if (c.favoritesOnly) {
    out.push(atom((s) => s.add('AND EXISTS (SELECT 1 FROM favorite_space fs WHERE fs.space_id = r.space_id AND fs.account_id = ?)', scope.viewerId ?? -1)));
  }
  const w = c.window;
  if (w) out.push(atom((s) => availabilityConditions(s, w, scope.now), true));
  return out;
}

/** The filters of the search row `r` (everything but text and price). */
function rowFilters(sql: Sql, scope: SearchScope): void {
  for (const a of rowAtoms(scope)) sql.add(`AND ${a.text}`, ...a.bindings);
}

const priceFilter = (sql: Sql, c: SearchCriteria, col: string): void => {
  if (c.priceMin !== null) sql.add(`AND ${col} >= ?`, c.priceMin);
  if (c.priceMax !== null) sql.add(`AND ${col} <= ?`, c.priceMax);
};

const rowColumns = (c: SearchCriteria): string =>
  `r.space_id, r.venue_id, r.half_day_price AS price, r.rating, r.space_size, r.latitude, r.longitude, r.city_id, ${chordExpr(c)} AS chord`;

/**
 * `base`: the matching spaces before the price range (space_id, venue_id, price, rating, space_size,
 * score, latitude, longitude, city_id), `m`: with the price range. Every filter reads space_search_row.
 * With opts.cap and a broad search both are the first BROAD_SPACE_CAP rows in sort order.
 */
export function baseCte(scope: SearchScope, opts: { withPrice: boolean; cap?: boolean }): Sql {
  const c = scope.criteria;
  const sql = new Sql();
  const q = c.search.toLowerCase();
  sql.add('WITH');
  pointCte(sql, centreOf(c));
  if (c.window) availabilityCtes(sql, c.window);
  const capped = opts.cap === true && isBroad(c);
  const ROW_COLUMNS = rowColumns(c);
  if (q) {
    // Text: venue, space, city or province names (zp_norm = unaccent + lower; trigram indexes). A space's
    // score is the best word_similarity of the names that matched (its own, its venue's, city's, province's).
    // A query of 1-2 plain characters has at most 3 trigrams; word_similarity >= the threshold (> 1/3) then
    // needs a word that contains the query, which LIKE already matches. Without the <% test the names are
    // not rechecked with word_similarity row by row (the trigram index cannot narrow '%ed%': all rows).
    const { short } = textQuery(sql, q);
    const sim = (col: string) => `word_similarity(${Q}, ${col})`;
    sql.add(
      `loc AS MATERIALIZED (
         SELECT c.location_id, ${sim('zp_norm(c.name)')} AS score FROM seo_location c WHERE ${nameMatch('zp_norm(c.name)', short)}
       ), vhit AS MATERIALIZED (${short
         ? `SELECT x.venue_id, max(${sim('x.venue_name_norm')}) AS score FROM zp_short x WHERE x.in_venue GROUP BY x.venue_id`
         : `SELECT v.venue_id, ${sim('zp_norm(v.venue_name)')} AS score FROM venue v WHERE ${nameMatch('zp_norm(v.venue_name)', short)}`}
       ), shit AS MATERIALIZED (${short
         ? `SELECT x.space_id, ${sim('x.space_name_norm')} AS score FROM zp_short x WHERE x.is_visible AND x.in_space`
         : `SELECT r.space_id, ${sim('r.space_name_norm')} AS score FROM space_search_row r WHERE r.is_visible AND ${nameMatch('r.space_name_norm', short)}`}
       ), base AS MATERIALIZED (
       SELECT ${ROW_COLUMNS}, greatest(lc.score, lr.score, vh.score, sh.score, 0)::float4 AS score
       FROM space_search_row r LEFT JOIN loc lc ON lc.location_id = r.city_id LEFT JOIN loc lr ON lr.location_id = r.region_id
         LEFT JOIN vhit vh ON vh.venue_id = r.venue_id LEFT JOIN shit sh ON sh.space_id = r.space_id
       WHERE (r.city_id = ANY(ARRAY(SELECT location_id FROM loc)) OR r.region_id = ANY(ARRAY(SELECT location_id FROM loc))
              OR r.venue_id = ANY(ARRAY(SELECT venue_id FROM vhit)) OR r.space_id = ANY(ARRAY(SELECT space_id FROM shit)))`,
    );
  } else {
    sql.add(`base AS MATERIALIZED (SELECT ${ROW_COLUMNS}, 0::float4 AS score FROM space_search_row r WHERE true`);
  }
  const filters = new Sql();
  rowFilters(filters, scope);
  sql.add(filters.text, ...filters.bindings);
  if (capped) sql.add(`ORDER BY ${broadOrder(c)} LIMIT ${BROAD_SPACE_CAP}`);
  sql.add(')');
  const hasPrice = opts.withPrice && (c.priceMin !== null || c.priceMax !== null);
  if (capped && hasPrice) {
    // the price range is applied before the cap, so the page and counts are over priced matches
    sql.add(`, m AS MATERIALIZED (SELECT ${ROW_COLUMNS}, 0::float4 AS score FROM space_search_row r WHERE true`);
    sql.add(filters.text, ...filters.bindings);
    priceFilter(sql, c, 'r.half_day_price');
    sql.add(`ORDER BY ${broadOrder(c)} LIMIT ${BROAD_SPACE_CAP})`);
  } else {
    sql.add(', m AS NOT MATERIALIZED (SELECT * FROM base WHERE true'); // re-filtered per use: no copy of base
    if (opts.withPrice) priceFilter(sql, c, 'price');
    sql.add(')');
  }
  return sql;
}

function orderBy(c: SearchCriteria): string {
  const dir = c.direction;
  const nulls = 'NULLS LAST';
  const primary = (() => {
    switch (c.sort) {
      case 'PRICE': return `min_price ${dir}`;
      case 'RATING': return `rating ${dir} ${nulls}`;
      case 'SIZE': return `space_size ${dir} ${nulls}`;
      case 'RELEVANCE':
        if (c.search) return `score ${dir}, distance ${dir === 'DESC' ? 'ASC' : 'DESC'} ${nulls}`;
        if (c.centre || c.bounds) return `distance ${dir === 'DESC' ? 'ASC' : 'DESC'} ${nulls}`;
        return `rating ${dir} ${nulls}`;
    }
  })();
  return `${primary}, venue_id ASC`;
}

/**
 * The search statement runs as a named prepared statement (queries/prepared.ts) when its shape plans well
 * generically: PostgreSQL then parses it once per connection, and after five runs keeps one generic plan
 * when that plan's estimated cost is no worse than the runs' own plans (plan_cache_mode auto), so a search
 * is neither parsed nor planned again (planning and parsing were ~20 % of PostgreSQL's CPU per search).
 * A search with a date window only when it is around a point (the circle's latitude/longitude box reads
 * the rows): with the window's values unknown the planner expects the opening-hours index to be selective
 * and drove a text search's rows from it (every space read, ~10x slower), so a window search with text, a
 * map box or no place is planned with its values each time. At most MAX_PREPARED_SHAPES texts get a name;
 * further shapes run unnamed. A prepared search with its generic plan holds ~0.4-0.7 MB in each pool
 * connection that ran it (pg_backend_memory_contexts), until the connection closes: the search bench's
 * 1,200 searches have 67 such shapes.
 */
const MAX_PREPARED_SHAPES = 80;
const preparedShapes = new Set<string>();
function preparedIfPlanned(raw: Knex.Raw, text: string, c: SearchCriteria): Knex.Raw {
  if (c.window && (c.search || !c.circle)) return raw;
  if (!preparedShapes.has(text)) {
    if (preparedShapes.size >= MAX_PREPARED_SHAPES) return raw;
    preparedShapes.add(text);
  }
  return raw.options({ name: statementName(text) });
}

/**
 * The page of venues (with their first MAX_SPACES_PER_VENUE spaces and how many more match), the totals
 * and the histogram in one statement. A broad search counts over its first BROAD_SPACE_CAP matching
 * spaces in sort order and says so (total_is_capped).
 */
export function venueSearchStatement(knex: Knex, scope: SearchScope): Knex.Raw {
  const c = scope.criteria;
  const sql = baseCte(scope, { withPrice: true, cap: true });
  const capped = isBroad(c);
  sql.add(
    `, vg AS (
       SELECT m.venue_id, min(m.price)::int AS min_price, max(m.score) AS score, max(m.rating)::float8 AS rating,
              max(m.space_size) AS space_size, count(*)::int AS space_count, (${secToGc('min(m.chord)')}) / 1000.0 AS distance,
              (array_agg(m.space_id ORDER BY m.price, m.space_id))[1:${MAX_SPACES_PER_VENUE}] AS space_ids
       FROM m GROUP BY m.venue_id
     ), page AS (
       SELECT vg.*, row_number() OVER (ORDER BY ${orderBy(c)}) AS rn FROM vg ORDER BY ${orderBy(c)} LIMIT ? OFFSET ?
     )
     SELECT (SELECT count(*) FROM vg)::int AS total,
            (SELECT count(*) FROM m)::int AS total_spaces,
            ${capped ? `(SELECT count(*) FROM m) >= ${BROAD_SPACE_CAP}` : 'false'} AS total_is_capped,
            (SELECT coalesce(json_agg(json_build_object('bucket', h.bucket, 'count', h.n) ORDER BY h.bucket), '[]'::json)
               FROM (SELECT width_bucket(price, ?::int[]) - 1 AS bucket, count(*)::int AS n FROM base GROUP BY 1) h) AS histogram,
            (SELECT coalesce(json_agg(json_build_object(
                'venue_id', p.venue_id, 'venue_name', v.venue_name, 'venue_hash', v.venue_hash, 'venue_slug', v.venue_slug,
                'city', ci.name, 'latitude', v.latitude, 'longitude', v.longitude, 'min_price', p.min_price,
                'distance', p.distance, 'rating', p.rating, 'more_spaces', p.space_count - cardinality(p.space_ids),
                'spaces', (SELECT coalesce(json_agg(json_build_object(
                    'space_id', s.space_id, 'space_name', s.space_name, 'space_slug', s.space_slug, 'space_reference', s.space_reference,
                    'half_day_price', s.half_day_price, 'max_guests', s.max_guests, 'space_booking_type', s.space_booking_type,
                    'rating', s.rating, 'is_afterpay_allowed', s.is_afterpay_allowed, 'has_discount', s.has_discount,
                    'first_image_id', (SELECT i.image_id FROM image i WHERE i.owner_type = 'SPACE' AND i.owner_id = s.space_id
                                       ORDER BY i.position, i.image_id LIMIT 1)) ORDER BY u.ord), '[]'::json)
                  FROM unnest(p.space_ids) WITH ORDINALITY u(id, ord) JOIN space s ON s.space_id = u.id)
                ) ORDER BY p.rn), '[]'::json)
               FROM page p JOIN venue v ON v.venue_id = p.venue_id LEFT JOIN seo_location ci ON ci.location_id = v.city_id) AS venues`,
    c.size, (c.page - 1) * c.size, PRICE_BUCKET_EDGES,
  );
  return preparedIfPlanned(knex.raw(sql.text, sql.bindings), sql.text, c);
}

/**
 * Number of matching spaces (for suggestions): what the search with these criteria reports as total_spaces.
 * A broad search counts at most BROAD_SPACE_CAP spaces (min(matches, cap), the same number its capped
 * total_spaces gives), so this stops reading after the cap instead of checking every space.
 */
export function countStatement(knex: Knex, scope: SearchScope): Knex.Raw {
  const c = scope.criteria;
  if (isBroad(c)) {
    const sql = new Sql();
    sql.add('WITH');
    if (c.window) availabilityCtes(sql, c.window);
    sql.add('x AS (SELECT 1 FROM space_search_row r WHERE true');
    rowFilters(sql, scope);
    priceFilter(sql, c, 'r.half_day_price');
    sql.add(`LIMIT ${BROAD_SPACE_CAP}) SELECT count(*)::int AS n FROM x`);
    return knex.raw(sql.text, sql.bindings);
  }
  const sql = baseCte(scope, { withPrice: true });
  sql.add('SELECT count(*)::int AS n FROM m');
  return knex.raw(sql.text, sql.bindings);
}

/**
 * The counts of several relaxed criteria (suggestions) in ONE statement: every filter of every relaxed
 * criteria is a boolean column (Atom) over one base set (rows passing at least one relaxed criteria's cheap
 * filters), each count is count(*) FILTER over its own columns. Availability (the expensive filter) is
 * checked only for base rows some availability-bound count still needs. Each count is what countStatement
 * gives for those criteria: a broad criteria's count is min(matches, BROAD_SPACE_CAP).
 * All criteria must share the original's search window (or have none) and text (or have none).
 */
export function relaxedCountsStatement(knex: Knex, scope: SearchScope, relaxed: SearchCriteria[]): Knex.Raw {
  const c = scope.criteria;
  const atoms = new Map<string, Atom & { col: string }>();
  const perCriteria = relaxed.map((rc) => {
    const list = rowAtoms({ ...scope, criteria: rc });
    if (rc.priceMin !== null || rc.priceMax !== null) list.push(atom((s) => priceFilter(s, rc, 'r.half_day_price')));
    if (rc.search) {
      if (rc.search !== c.search) throw new Error('relaxedCountsStatement: text must be the original or none');
      list.push(atom((s) => s.add(`AND (r.city_id = ANY(ARRAY(SELECT location_id FROM tloc)) OR r.region_id = ANY(ARRAY(SELECT location_id FROM tloc))
              OR r.venue_id = ANY(ARRAY(SELECT venue_id FROM tvhit)) OR r.space_id = ANY(ARRAY(SELECT space_id FROM tshit)))`)));
    }
    if (rc.window && (!c.window || rc.window.start !== c.window.start || rc.window.end !== c.window.end)) {
      throw new Error('relaxedCountsStatement: window must be the original or none');
    }
    return list.map((a) => {
      let known = atoms.get(a.key);
      if (!known) atoms.set(a.key, (known = { ...a, col: `a${atoms.size}` }));
      return known;
    });
  });
  // broad criteria (no text, place, organisation, favourites) count only up to the cap: each reads its rows
  // with LIMIT (stops after BROAD_SPACE_CAP matches, like countStatement) in a scalar subquery; the others
  // are FILTER counts over one base set
  const narrow = perCriteria.map((l, i) => ({ l, i })).filter(({ i }) => !isBroad(relaxed[i]));
  const used = new Set(narrow.flatMap(({ l }) => l));
  const common: Atom[] = [...used].filter((a) => narrow.every(({ l }) => l.includes(a)));
  const cheap = [...used].filter((a) => !a.expensive && !common.includes(a));
  const conj = (cols: string[]): string => (cols.length ? cols.join(' AND ') : 'true');
  const cheapConj = (l: Array<Atom & { col: string }>): string => conj(l.filter((a) => !a.expensive && !common.includes(a)).map((a) => a.col));

  const circles = relaxed.flatMap((rc) => (rc.circle ? [rc.circle] : []));
  if (circles.some((x) => x.lat !== circles[0].lat || x.lng !== circles[0].lng)) {
    throw new Error('relaxedCountsStatement: circle must be the original or none');
  }
  const sql = new Sql();
  sql.add('WITH');
  pointCte(sql, circles[0] ?? null);
  if (c.window) availabilityCtes(sql, c.window);
  if (c.search) {
    const { short } = textQuery(sql, c.search.toLowerCase());
    sql.add(
      `tloc AS MATERIALIZED (SELECT c.location_id FROM seo_location c WHERE ${nameMatch('zp_norm(c.name)', short)}),
       tvhit AS MATERIALIZED (${short
         ? 'SELECT DISTINCT x.venue_id FROM zp_short x WHERE x.in_venue'
         : `SELECT v.venue_id FROM venue v WHERE ${nameMatch('zp_norm(v.venue_name)', short)}`}),
       tshit AS MATERIALIZED (${short
         ? 'SELECT x.space_id FROM zp_short x WHERE x.is_visible AND x.in_space'
         : `SELECT r.space_id FROM space_search_row r WHERE r.is_visible AND ${nameMatch('r.space_name_norm', short)}`}),`,
    );
  }
  // y: the base set with the cheap columns; z: rows some narrow count needs, with the expensive columns
  sql.add('y AS (SELECT r.*');
  for (const a of cheap) sql.add(`, ${a.text} AS ${a.col}`, ...a.bindings);
  sql.add('FROM space_search_row r WHERE true');
  for (const a of common.filter((x) => !x.expensive)) sql.add(`AND ${a.text}`, ...a.bindings);
  if (!narrow.length) sql.add('AND false');
  // z keeps only the filter columns the counts read (materialised: read once per count), not the whole row
  sql.add(`), z AS (SELECT ${['true AS t', ...cheap.map((a) => `r.${a.col}`)].join(', ')}`);
  for (const a of used) {
    if (!a.expensive) continue;
    const users = narrow.filter(({ l }) => l.includes(a));
    sql.add(`, CASE WHEN ${users.map(({ l }) => `(${cheapConj(l)})`).join(' OR ')} THEN ${a.text} ELSE false END AS ${a.col}`, ...a.bindings);
  }
  sql.add(`FROM y r WHERE ${narrow.length ? narrow.map(({ l }) => `(${cheapConj(l)})`).join(' OR ') : 'false'})`);
  const columns: string[] = [];
  sql.add('SELECT');
  perCriteria.forEach((l, i) => {
    if (columns.length) sql.add(',');
    columns.push(`n${i}`);
    if (!isBroad(relaxed[i])) {
      const cols = l.filter((a) => a.expensive || !common.includes(a)).map((a) => a.col);
      sql.add(`(SELECT count(*) FILTER (WHERE ${conj(cols)}) FROM z)::int AS n${i}`);
      return;
    }
    sql.add('(SELECT count(*) FROM (SELECT 1 FROM space_search_row r WHERE true');
    for (const a of [...l.filter((x) => !x.expensive), ...l.filter((x) => x.expensive)]) sql.add(`AND ${a.text}`, ...a.bindings);
    sql.add(`LIMIT ${BROAD_SPACE_CAP}) x)::int AS n${i}`);
  });
  return knex.raw(sql.text, sql.bindings);
}

/**
 * Matching spaces per city, nearest cities to a point first (suggestions "nearby cities"), for criteria
 * without text or place (the caller drops them). Places are visited nearest first and each is counted
 * through its own rows (ssr_city_venue), so the statement stops after `limit` cities with matches instead
 * of checking every space in the country; same rows and order as grouping all matches by city.
 */
export function nearbyCitiesStatement(knex: Knex, scope: SearchScope, point: { lat: number; lng: number }, limit: number): Knex.Raw {
  const c = scope.criteria;
  if (c.search || c.circle || c.bounds) throw new Error('nearbyCitiesStatement: criteria without text and place expected');
  const sql = new Sql();
  sql.add('WITH');
  if (c.window) availabilityCtes(sql, c.window);
  sql.add(
    `cities AS MATERIALIZED (
       SELECT ci.location_id, ci.name, ci.slug, ci.latitude, ci.longitude,
              row_number() OVER (ORDER BY earth_distance(ll_to_earth(?, ?), ll_to_earth(ci.latitude, ci.longitude)), ci.location_id) AS ord
       FROM seo_location ci
     )
     SELECT ci.name AS city, ci.slug AS city_slug, ci.latitude, ci.longitude, x.n AS count
     FROM (SELECT * FROM cities ORDER BY ord) ci
     CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM space_search_row r WHERE r.city_id = ci.location_id`,
    point.lat, point.lng,
  );
  rowFilters(sql, scope);
  priceFilter(sql, c, 'r.half_day_price');
  sql.add(') x WHERE x.n > 0 ORDER BY ci.ord LIMIT ?', limit);
  return knex.raw(sql.text, sql.bindings);
}

export { Sql };

/** The best-matching place with coordinates for a free-text search (trigram word similarity, then population). */
export function searchPointStatement(knex: Knex, search: string): Knex.Raw {
  return knex.raw(
    `SELECT latitude, longitude FROM seo_location WHERE latitude IS NOT NULL AND zp_norm(?::text) <% zp_norm(name)
     ORDER BY word_similarity(zp_norm(?::text), zp_norm(name)) DESC, population DESC NULLS LAST LIMIT 1`,
    [search, search],
  );
}
