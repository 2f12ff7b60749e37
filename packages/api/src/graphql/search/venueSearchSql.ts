/**
 * The SQL of venue_search: every filter of SearchCriteria as one statement (CTEs), so one
 * indexed plan answers the page, the totals and the price histogram. The availability part
 * mirrors domain/availability/availability.ts rule by rule (the property test compares them).
 */
import type { Knex } from 'knex';
import { localMinuteToUtc } from '../../domain/availability/amsterdamTime';
import { isoWeekDay } from '../../domain/availability/amsterdamTime';
import { MAX_SPACES_PER_VENUE, PRICE_BUCKET_EDGES, type SearchCriteria, type SearchWindow } from '../../domain/search/searchInput';

const OCCUPYING = "('PENDING','PAYMENT_PROCESSING','PAID')";
const NORM_Q = 'zp_norm(?::text)';
const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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

/** Rules 1-5 of availability.ts for the space aliased `s` and the window. */
export function availabilityConditions(sql: Sql, w: SearchWindow, now: number): void {
  const ws = iso(w.start);
  const we = iso(w.end);
  sql.add(`AND ?::timestamptz >= ?::timestamptz + s.book_before_min_th * interval '1 hour'`, ws, iso(now));
  sql.add(`AND (coalesce(s.book_before_max_th, 0) <= 0 OR ?::timestamptz <= ?::timestamptz + s.book_before_max_th * interval '1 hour')`, ws, iso(now));
  sql.add(
    `AND (EXISTS (SELECT 1 FROM working_time wt WHERE wt.venue_id = s.venue_id AND wt.week_day = ?
            AND (?::date + wt.open_time * interval '1 minute') AT TIME ZONE 'Europe/Amsterdam' <= ?::timestamptz
            AND (?::date + wt.close_time * interval '1 minute') AT TIME ZONE 'Europe/Amsterdam' >= ?::timestamptz)
       OR EXISTS (SELECT 1 FROM space_availability a WHERE a.space_id = s.space_id AND a.is_opened
            AND a.slot_from <= ?::timestamptz AND a.slot_to >= ?::timestamptz))`,
    isoWeekDay(w.date), w.date, ws, w.date, we, ws, we,
  );
  sql.add(
    `AND NOT EXISTS (SELECT 1 FROM space_availability a WHERE a.space_id = s.space_id AND NOT a.is_opened
            AND tstzrange(a.slot_from, a.slot_to) && tstzrange(?::timestamptz, ?::timestamptz))`,
    ws, we,
  );
  // preparation_time <= 1440 and service_break <= 120 (CHECKs): the constant range lets the planner
  // fetch the window's bookings once through booking_occupied_range_active and anti-join them
  sql.add(
    `AND NOT EXISTS (SELECT 1 FROM booking b WHERE b.space_id = s.space_id AND b.booking_status IN ${OCCUPYING}
            AND b.occupied_range && tstzrange(?::timestamptz - interval '26 hours', ?::timestamptz + interval '26 hours')
            AND b.occupied_range && tstzrange(?::timestamptz - s.preparation_time * interval '1 minute', ?::timestamptz + s.service_break * interval '1 minute'))`,
    ws, we, ws, we,
  );
  sql.add(
    `AND (s.booking_limit <= 0 OR s.booking_limit > (SELECT count(*) FROM booking b WHERE b.space_id = s.space_id
            AND b.booking_status IN ${OCCUPYING} AND b.booking_start >= ?::timestamptz AND b.booking_start < ?::timestamptz))`,
    iso(localMinuteToUtc(w.date, 0)), iso(localMinuteToUtc(w.date, 1440)),
  );
}

function serviceCondition(sql: Sql, key: string, facilityOnly: boolean): void {
  const type = facilityOnly ? `AND y.system_service_type = 'FACILITY'` : '';
  sql.add(
    `AND (EXISTS (SELECT 1 FROM space_service ss JOIN venue_service vs ON vs.venue_service_id = ss.venue_service_id
              JOIN system_service y ON y.system_service_id = vs.system_service_id
            WHERE ss.space_id = s.space_id AND ss.is_enabled AND vs.is_enabled AND y.system_service_key = ? ${type})
       OR EXISTS (SELECT 1 FROM venue_service vs JOIN system_service y ON y.system_service_id = vs.system_service_id
            WHERE vs.venue_id = s.venue_id AND vs.is_enabled AND y.is_venue AND y.system_service_key = ? ${type}))`,
    key, key,
  );
}

const distanceExpr = (c: SearchCriteria): [string, Knex.RawBinding[]] => {
  const centre = c.centre ?? (c.bounds ? { lat: (c.bounds.north + c.bounds.south) / 2, lng: (c.bounds.east + c.bounds.west) / 2 } : null);
  return centre
    ? ['earth_distance(ll_to_earth(?, ?), ll_to_earth(v.latitude, v.longitude)) / 1000.0', [centre.lat, centre.lng]]
    : ['NULL::float8', []];
};

/** `base`: the matching spaces before the price range (space_id, venue_id, price, rating, space_size, score). */
export function baseCte(scope: SearchScope, opts: { withPrice: boolean }): Sql {
  const c = scope.criteria;
  const sql = new Sql();
  const q = c.search.toLowerCase();
  const like = `%${escapeLike(q)}%`;
  if (q) {
    // Text: names are normalised (zp_norm = unaccent + lower) only where a trigram index found them, and
    // a space's score is the best word_similarity of the names that matched (its own, its venue's, its
    // city's, its province's), computed once per matching location/venue/space: per-space
    // word_similarity over every space of a city or province was most of the cost of "Utrecht".
    const nameMatch = (col: string) => `(zp_norm(${col}) LIKE ${NORM_Q} OR ${NORM_Q} <% zp_norm(${col}))`;
    const sim = (col: string) => `word_similarity(${NORM_Q}, zp_norm(${col}))`;
    sql.add(
      `WITH loc AS MATERIALIZED (
         SELECT c.location_id, ${sim('c.name')} AS score FROM seo_location c WHERE ${nameMatch('c.name')}
       ), shit AS MATERIALIZED (
         SELECT s.space_id, s.venue_id, ${sim('s.space_name')} AS score FROM space s WHERE s.is_active AND ${nameMatch('s.space_name')}
       ), vscore AS MATERIALIZED (
         SELECT venue_id, bool_or(whole) AS whole, max(score) AS score FROM (
           SELECT v.venue_id, true AS whole, ${sim('v.venue_name')} AS score FROM venue v WHERE ${nameMatch('v.venue_name')}
           UNION ALL SELECT v.venue_id, true, loc.score FROM loc JOIN venue v ON v.city_id = loc.location_id
           UNION ALL SELECT v.venue_id, true, loc.score FROM loc JOIN venue v ON v.region_id = loc.location_id
           UNION ALL SELECT venue_id, false, 0 FROM shit
         ) u GROUP BY venue_id
       ), base AS MATERIALIZED (`,
      q, like, q, // loc
      q, like, q, // shit
      q, like, q, // venue names
    );
    sql.add(
      `SELECT s.space_id, s.venue_id, s.half_day_price AS price, s.rating, s.space_size, s.score
       FROM (SELECT sp.*, greatest(vs.score, shit.score)::float4 AS score
             FROM vscore vs JOIN space sp ON sp.venue_id = vs.venue_id AND sp.is_active LEFT JOIN shit ON shit.space_id = sp.space_id
             WHERE vs.whole OR shit.space_id IS NOT NULL) s
       JOIN venue v ON v.venue_id = s.venue_id`,
    );
  } else {
    sql.add(
      `WITH base AS MATERIALIZED (
       SELECT s.space_id, s.venue_id, s.half_day_price AS price, s.rating, s.space_size, 0::float4 AS score
       FROM space s JOIN venue v ON v.venue_id = s.venue_id`,
    );
  }
  sql.add(`JOIN organisation o ON o.organisation_id = v.organisation_id
       WHERE s.is_active AND v.is_active AND v.status <> 'BANNED' AND NOT o.is_banned`);
  if (c.circle) {
    const { lat, lng, radiusKm } = c.circle;
    sql.add(
      `AND v.latitude IS NOT NULL AND earth_box(ll_to_earth(?, ?), ?) @> ll_to_earth(v.latitude, v.longitude)
       AND earth_distance(ll_to_earth(?, ?), ll_to_earth(v.latitude, v.longitude)) <= ?`,
      lat, lng, radiusKm * 1000, lat, lng, radiusKm * 1000,
    );
  }
  if (c.bounds) {
    sql.add('AND v.latitude BETWEEN ? AND ? AND v.longitude BETWEEN ? AND ?', c.bounds.south, c.bounds.north, c.bounds.west, c.bounds.east);
  }
  if (c.organisation) {
    sql.add('AND v.organisation_id IN (SELECT organisation_id FROM collection WHERE slug = ? OR collection_hash = ?)', c.organisation, c.organisation);
  }
  if (c.attendees !== null || c.configurations.length) {
    sql.add('AND EXISTS (SELECT 1 FROM space_configuration sc WHERE sc.space_id = s.space_id');
    if (c.attendees !== null) sql.add('AND sc.max_guests >= ?', c.attendees);
    if (c.configurations.length) sql.add('AND sc.configuration_type = ANY(?::text[])', c.configurations);
    sql.add(')');
  }
  if (c.activities.length) {
    sql.add(
      `AND EXISTS (SELECT 1 FROM space_category_link l JOIN space_category k ON k.category_id = l.category_id
              WHERE l.space_id = s.space_id AND k.category_key = ANY(?::text[]))`,
      c.activities,
    );
  }
  if (c.directBooking) sql.add(`AND s.space_booking_type = 'DIRECT'`);
  if (c.afterpay) sql.add('AND s.is_afterpay_allowed');
  if (c.social) sql.add('AND s.has_discount');
  for (const key of c.features) {
    sql.add(
      `AND (EXISTS (SELECT 1 FROM space_feature sf JOIN feature f ON f.feature_id = sf.feature_id WHERE sf.space_id = s.space_id AND f.feature_key = ?)
         OR EXISTS (SELECT 1 FROM venue_feature vf JOIN feature f ON f.feature_id = vf.feature_id WHERE vf.venue_id = s.venue_id AND f.feature_key = ?))`,
      key, key,
    );
  }
  for (const key of c.facilities) serviceCondition(sql, key, true);
  for (const key of c.services) serviceCondition(sql, key, false);
  if (c.favoritesOnly) {
    sql.add('AND EXISTS (SELECT 1 FROM favorite_space fs WHERE fs.space_id = s.space_id AND fs.account_id = ?)', scope.viewerId ?? -1);
  }
  if (c.window) availabilityConditions(sql, c.window, scope.now);
  sql.add('), m AS (SELECT * FROM base WHERE true');
  if (opts.withPrice && c.priceMin !== null) sql.add('AND price >= ?', c.priceMin);
  if (opts.withPrice && c.priceMax !== null) sql.add('AND price <= ?', c.priceMax);
  sql.add(')');
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

/** The page of venues (with their first spaces), the totals and the histogram in one statement. */
export function venueSearchStatement(knex: Knex, scope: SearchScope): Knex.Raw {
  const c = scope.criteria;
  const sql = baseCte(scope, { withPrice: true });
  const [distance, distanceBindings] = distanceExpr(c);
  sql.add(
    `, vg AS (
       SELECT m.venue_id, min(m.price)::int AS min_price, max(m.score) AS score, max(m.rating)::float8 AS rating,
              max(m.space_size) AS space_size, count(*)::int AS space_count,
              (array_agg(m.space_id ORDER BY m.price, m.space_id))[1:${MAX_SPACES_PER_VENUE}] AS space_ids
       FROM m GROUP BY m.venue_id
     ), ranked AS (
       SELECT vg.*, ${distance} AS distance FROM vg JOIN venue v ON v.venue_id = vg.venue_id
     ), page AS (
       SELECT ranked.*, row_number() OVER (ORDER BY ${orderBy(c)}) AS rn FROM ranked ORDER BY ${orderBy(c)} LIMIT ? OFFSET ?
     )
     SELECT (SELECT count(*) FROM vg)::int AS total,
            (SELECT count(*) FROM m)::int AS total_spaces,
            (SELECT coalesce(json_agg(json_build_object('bucket', h.bucket, 'count', h.n)), '[]'::json)
               FROM (SELECT width_bucket(price, ?::int[]) - 1 AS bucket, count(*)::int AS n FROM base GROUP BY 1) h) AS histogram,
            (SELECT coalesce(json_agg(json_build_object(
                'venue_id', p.venue_id, 'venue_name', v.venue_name, 'venue_hash', v.venue_hash, 'venue_slug', v.venue_slug,
                'city', ci.name, 'latitude', v.latitude, 'longitude', v.longitude, 'min_price', p.min_price,
                'distance', p.distance, 'rating', p.rating, 'space_ids', p.space_ids) ORDER BY p.rn), '[]'::json)
               FROM page p JOIN venue v ON v.venue_id = p.venue_id LEFT JOIN seo_location ci ON ci.location_id = v.city_id) AS venues`,
    ...distanceBindings, c.size, (c.page - 1) * c.size, PRICE_BUCKET_EDGES,
  );
  return knex.raw(sql.text, sql.bindings);
}

/** Number of matching spaces (for suggestions). */
export function countStatement(knex: Knex, scope: SearchScope): Knex.Raw {
  const sql = baseCte(scope, { withPrice: true });
  sql.add('SELECT count(*)::int AS n FROM m');
  return knex.raw(sql.text, sql.bindings);
}

/** Matching spaces per city, nearest cities to a point first (suggestions "nearby cities"). */
export function nearbyCitiesStatement(knex: Knex, scope: SearchScope, point: { lat: number; lng: number }, limit: number): Knex.Raw {
  const sql = baseCte(scope, { withPrice: true });
  sql.add(
    `SELECT ci.name AS city, ci.slug AS city_slug, ci.latitude, ci.longitude, count(*)::int AS count
     FROM m JOIN venue v ON v.venue_id = m.venue_id JOIN seo_location ci ON ci.location_id = v.city_id
     GROUP BY ci.location_id
     ORDER BY earth_distance(ll_to_earth(?, ?), ll_to_earth(ci.latitude, ci.longitude)), ci.location_id
     LIMIT ?`,
    point.lat, point.lng, limit,
  );
  return knex.raw(sql.text, sql.bindings);
}

export { Sql };
